"""The benchmarks' own command lines: a number of games that gives no figure is refused in one
line, before any game is played (bench_play divided by it, a traceback)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests import ROOT


@pytest.mark.parametrize("option", ["--duels", "--games", "--simulate"])
def test_bench_play_refuses_no_games_in_one_line(option):
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "bench_play.py"), option, "0"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert done.stderr.splitlines()[-1] == f"bench_play.py: error: argument {option}: 0 games: at least 1"
