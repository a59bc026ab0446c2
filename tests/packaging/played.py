"""A game and a matchup played through a garage-cli as a user installed it (the wheel's, the
bundle's), to compare with the checkout's Python source: the compiled rules engine they carry
must play exactly as the source does, to the log's bytes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

from tests import ROOT

EXAMPLES = ROOT / "resources" / "examples"
GAME = EXAMPLES / "games" / "short-deathmatch.jsonl"
MATCHUP = ("matchup", str(EXAMPLES / "purple-haze.car.json"), str(EXAMPLES / "der-bahnstormer.car.json"),
           "--json", "--duels", "300", "--seed", "5")
COMPILED = "rules engine compiled to C"  # what `garage-cli --version` says of a compiled build


def checkout(folder: Path) -> tuple[list[str], dict[str, str]]:
    """The checkout's garage-cli running its Python source (GARAGE_PURE), to compare with."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("GARAGE_")}
    return [sys.executable, "-m", "garage.cli"], dict(env, PYTHONPATH=str(ROOT), GARAGE_PURE="1",
                                                      HOME=str(folder), XDG_DATA_HOME=str(folder / "data"),
                                                      XDG_CONFIG_HOME=str(folder / "config"))


def first_turn(cli: Sequence[str], env: dict[str, str], folder: Path) -> tuple[bytes, list[int]]:
    """The example game's setup, and its first game-turn's actions played again with the app's
    dice (seeded) instead of those it recorded: the log written, and each command's exit status."""
    folder.mkdir(parents=True, exist_ok=True)
    lines = [json.loads(line) for line in GAME.read_text(encoding="utf-8").splitlines()]
    (folder / "setup.json").write_text(json.dumps(lines[0]["setup"]), encoding="utf-8")
    commands = [["play", "new", "game.jsonl", "setup.json", "--seed", "7"]]
    for action in lines[1:]:
        action.pop("inputs", None)
        commands.append(["play", "act", "game.jsonl", json.dumps(action), "--seed", "7", "--defaults"])
        if action["action"] == "end_turn":
            break
    codes = []
    for command in commands:
        done = subprocess.run([*cli, *command], cwd=folder, env=env, capture_output=True, text=True, timeout=300)
        assert "Traceback" not in done.stderr, done.stderr
        codes.append(done.returncode)
    return (folder / "game.jsonl").read_bytes(), codes


def said(cli: Sequence[str], env: dict[str, str], folder: Path, *args: str) -> str:
    done = subprocess.run([*cli, *args], cwd=folder, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return done.stdout
