"""`garage-cli matchup A B`: the answer in words and JSON, cars by file or garage name, and one
line with exit 2 for every bad input."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from garage.cli.main import main
from garage.resources import resource
from garage.rules.vehicles import load

ROOT = Path(__file__).resolve().parents[2]
HAZE = str(resource("examples", "purple-haze.car.json"))
DOGMEAT = str(resource("examples", "dogmeat.car.json"))
SMALL = ["--duels", "20", "--turns", "4"]


def run_json(capsys, *args: str) -> dict:
    assert main(["matchup", *args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_json_answer_names_the_question_and_adds_up(capsys):
    data = run_json(capsys, HAZE, DOGMEAT, "--range", "10", "--speed-a", "14", "--arc-b", "left",
                    "--rerolls-a", "2", "--option", "turret_rear_60", *SMALL)
    q = data["question"]
    assert (q["a"]["car"], q["a"]["speed"], q["a"]["arc"], q["a"]["rerolls"]) == ("Purple Haze", 14, "front", 2)
    assert (q["b"]["car"], q["b"]["speed"], q["b"]["arc"]) == ("Dogmeat", 12, "left")
    assert (q["range"], q["turns"], q["options"], data["duels"], data["seed"]) == (10.0, 4, ["turret_rear_60"], 20, 1)
    chances = data["first_out"]
    assert sum(chances[k]["p"] for k in ("a", "b", "both", "neither")) == pytest.approx(1)
    assert all(c["low"] <= c["p"] <= c["high"] and c["duels"] == 20 for c in chances.values())
    assert [len(line["by_turn"]) for line in data["thresholds"]["b"]] == [4, 4, 4]
    assert data["exact"]["a"] is None  # A's rerolls change its dice
    assert data["exact"]["b"]["dice"] == 2 and data["why"]


def test_same_question_same_answer_other_seed_other_duels(capsys):
    first = run_json(capsys, HAZE, DOGMEAT, *SMALL)
    assert run_json(capsys, HAZE, DOGMEAT, *SMALL) == first
    other = run_json(capsys, HAZE, DOGMEAT, *SMALL, "--seed", "2")
    assert other["seed"] == 2 and other["thresholds"] != first["thresholds"]


def test_words_say_the_chances_and_why(capsys):
    assert main(["matchup", HAZE, DOGMEAT, *SMALL]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Purple Haze (A, 12\", front) against Dogmeat (B, 12\", left) at 12\" for 4 game-turns")
    assert "Put out first" in out and "Dogmeat line 3:" in out and "Why:" in out and "%" in out


def test_cars_by_name_from_the_garage(capsys, db_url):
    from garage.storage import open_garage

    with open_garage(db_url) as garage:
        garage.add_design(replace(load(HAZE), name="Haze Mk II"))
    assert main(["--db", db_url, "matchup", "Haze Mk II", DOGMEAT, *SMALL, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["question"]["a"]["car"] == "Haze Mk II"


@pytest.mark.parametrize(("args", "message"), [
    ([HAZE, DOGMEAT, "--speed-a", "40"], "--speed-a: Purple Haze drives at 0 to 22\" (its MAX), not 40"),
    ([HAZE, DOGMEAT, "--range", "x"], "--range: 'x' is not a distance in inches"),
    ([HAZE, DOGMEAT, "--range", "nan"], "--range: must be 0 to 1000 inches"),
    ([HAZE, DOGMEAT, "--turns", "0"], "--turns: must be 1 to 50"),
    ([HAZE, DOGMEAT, "--duels", "1000000"], "--duels: must be 1 to 100000"),
    ([HAZE, DOGMEAT, "--arc-a", "up"], "--arc-a: invalid choice"),
    ([HAZE, DOGMEAT, "--option", "warp"], "--option: invalid choice"),
    # what the rules refuse only in play: an attack beyond what a cloudburst lets anyone see
    ([HAZE, DOGMEAT, "--option", "cloudburst", "--range", "16"],
     "--option: in a cloudburst the maximum range is 12\""),
    ([HAZE, "missing.car.json"], "missing.car.json: no such file"),
    ([HAZE, str(resource("examples", "battle_cars", "road-hog.car.json"))],
     "road-hog.car.json: there is no matchup for Battle Cars cars (it is for Axles and Alloys II)"),
])
def test_bad_input_is_one_line_and_exit_2(capsys, args, message):
    try:
        code = main(["matchup", *args])
    except SystemExit as usage:  # argparse's way out, one line too
        code = usage.code
    assert code == 2
    captured = capsys.readouterr()
    assert captured.out == "" and message in captured.err and captured.err.count("\n") == 1


def test_unknown_garage_name_is_exit_2(capsys, db_url):
    assert main(["--db", db_url, "matchup", "Nobody's Car", DOGMEAT]) == 2
    err = capsys.readouterr().err
    assert "Nobody's Car: not a vehicle file, and no car called" in err and err.count("\n") == 1


def test_runs_as_a_program():
    done = subprocess.run([sys.executable, "-m", "garage.cli", "matchup", HAZE, DOGMEAT, *SMALL, "--json"],
                          cwd=ROOT, capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)},
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["duels"] == 20
