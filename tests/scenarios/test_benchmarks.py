"""The benchmarks' own command lines. Each starts (bench_campaign_screen imported a name
bench_campaign no longer had), and a count of runs, games or cars that gives no figure is
refused in one line before any work (bench_play divided by it, with a traceback, after
playing its duels)."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from tests import ROOT

BENCHMARKS = sorted((ROOT / "benchmarks").glob("bench_*.py"))
COUNTED = [(path, option) for path in BENCHMARKS
           for option in re.findall(r'add_argument\("(--[a-z-]+)", type=count', path.read_text(encoding="utf-8"))]


def run(path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(path), *args], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})


@pytest.mark.parametrize("path", BENCHMARKS, ids=lambda p: p.stem)
def test_each_benchmark_starts_and_says_its_options(path):
    done = run(path, "--help")
    assert done.returncode == 0 and done.stdout.startswith("usage:"), done.stderr


def test_every_count_of_every_benchmark_is_checked():
    assert len(COUNTED) >= 20  # each count option of each benchmark found
    unchecked = [f"{path.name}: {line.strip()}" for path in BENCHMARKS
                 for line in path.read_text(encoding="utf-8").splitlines() if "type=int" in line]
    assert unchecked == []


@pytest.mark.parametrize(("path", "option"), COUNTED, ids=lambda v: getattr(v, "stem", v))
def test_a_count_of_none_is_refused_in_one_line(path, option):
    done = run(path, option, "0")
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert done.stderr.splitlines()[-1] == f"{path.name}: error: argument {option}: 0: at least 1"
