"""`garage-cli rules speed|attack`: the issue's JSON contracts, human output, exit codes."""

import json
import os
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from garage.cli.main import main

ROOT = Path(__file__).resolve().parents[2]


def run(capsys, *args):
    code = main(["rules", *map(str, args)])
    out, err = capsys.readouterr()
    return code, out, err


def test_speed_json_der_bahnstormer(capsys):
    code, out, err = run(capsys, "speed", "--max", 24, "--acc", 4, "--dec", 3, "--current", 22, "--json")
    assert (code, err) == (0, "")
    assert json.loads(out) == {"min": 19, "max": 24}


def test_speed_json_paddywagon_damaged_engine(capsys):
    code, out, _ = run(capsys, "speed", "--max", 20, "--acc", 5, "--dec", 4, "--current", 18,
                       "--engine", "damaged", "--json")
    assert code == 0 and json.loads(out) == {"min": 6, "max": 10}


def test_speed_destroyed_engine_turns(capsys):
    code, out, _ = run(capsys, "speed", "--max", 20, "--acc", 5, "--dec", 4, "--current", 10,
                       "--engine", "destroyed", "--turns-since-destroyed", 2, "--json")
    assert code == 0 and json.loads(out) == {"min": 0, "max": 2}


def test_speed_human(capsys):
    code, out, _ = run(capsys, "speed", "--max", 20, "--acc", 5, "--dec", 4, "--current", 18,
                       "--engine", "damaged", "--nitro")
    assert code == 0
    assert 'Plot 6" to 10"' in out and "cut to 10\"" in out
    assert 'Nitro: +2d6"' in out


def test_speed_bad_input_is_one_line_exit_2(capsys):
    code, out, err = run(capsys, "speed", "--max", 20, "--acc", 5, "--dec", 4, "--current", -1)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "current speed" in err


def test_attack_json_contract(capsys):
    code, out, err = run(capsys, "attack", "--class", "medium", "--range", 18,
                         "--target-speed", 10, "--json")
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert data == {"dice": 1, "damage": {"0": 0.5, "1": 1 / 3, "2": 1 / 6}}


@pytest.mark.parametrize("cls, rng, speed, extra", [
    ("light", 12, 0, []), ("medium", 3, 16, []), ("heavy", 30, 25, []),
    ("flamethrower", 1, 5, ["--jumping"]), ("heavy", 70, 5, ["--scale", "2"]),
])
def test_attack_probabilities_sum_to_one(capsys, cls, rng, speed, extra):
    code, out, _ = run(capsys, "attack", "--class", cls, "--range", rng, "--target-speed", speed,
                       "--json", *extra)
    assert code == 0
    damage = json.loads(out)["damage"]
    assert list(damage) == [str(k) for k in range(len(damage))]
    assert sum(damage.values()) == pytest.approx(1)


def test_attack_thresholds_json(capsys):
    code, out, _ = run(capsys, "attack", "--class", "medium", "--range", 10, "--target-speed", 0,
                       "--hit-points-left", 11, "--weight", "medium", "--json")
    assert code == 0
    lines = json.loads(out)["thresholds"]
    assert [(t["line"], t["damage_needed"]) for t in lines] == [(1, 1), (2, 6), (3, 11)]
    assert lines[1]["probability"] == pytest.approx(float(Fraction(5, 36)))


def test_attack_human(capsys):
    code, out, _ = run(capsys, "attack", "--class", "light", "--range", 5, "--target-speed", 0,
                       "--hit-points-left", 12, "--weight", "light")
    assert code == 0
    assert 'Light gun at 5" rolls 1d6 against a target at 0"' in out
    assert "50.00%  (1/2)" in out
    assert "line 1 (Systems lost on 6): 4+ hit points, 16.67% (1/6)" in out


@pytest.mark.parametrize("args, message", [
    (["--class", "light", "--range", "13", "--target-speed", "5"], "out of range"),
    (["--class", "heavy", "--range", "37", "--target-speed", "5"], "longest range 36"),
    (["--class", "light", "--range", "-1", "--target-speed", "5"], "negative"),
    (["--class", "light", "--range", "5", "--target-speed", "5", "--weight", "light"], "go together"),
    (["--class", "light", "--range", "5", "--target-speed", "5", "--weight", "light",
      "--hit-points-left", "40"], "hit points left"),
])
def test_attack_errors_exit_2_in_one_line(capsys, args, message):
    code, out, err = run(capsys, "attack", *args, "--json")
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and message in err and "Traceback" not in err


def test_unknown_class_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["rules", "attack", "--class", "laser", "--range", "5", "--target-speed", "5"])
    assert exc.value.code == 2


def test_installed_entry_point_runs():
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-m", "garage.cli", "rules", "attack", "--class", "light",
                           "--range", "13", "--target-speed", "0", "--json"],
                          cwd=ROOT, env=env, capture_output=True, text=True)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.strip() == 'garage-cli: rules attack: 13" is out of range for a light weapon (longest range 12")'


# --- rules crash: the Car Wars crash tables (car-wars-compendium-2e-crash-tables.txt) -------------

def test_crash_table_1_json_is_the_exact_2d6_distribution(capsys):
    """Lines 10-17 at +0: 2 (1/36), 3-4 (5/36), 5-6 (9/36), 7-8 (11/36), 9-10 (7/36), 11-12 (3/36)."""
    code, out, err = run(capsys, "crash", "--table", "1", "--modifier", "0", "--json")
    doc = json.loads(out)
    assert code == 0 and err == "" and (doc["table"], doc["modifier"], doc["dice"]) == (1, 0, "2d6+0")
    got = {tuple(r["results"]): Fraction(r["probability"]) for r in doc["results"]}
    assert got == {("trivial-skid",): Fraction(1, 36), ("minor-skid",): Fraction(5, 36),
                   ("moderate-skid",): Fraction(9, 36), ("severe-skid",): Fraction(11, 36),
                   ("spinout",): Fraction(7, 36), ("roll",): Fraction(3, 36)}
    assert [r["lines"] for r in doc["results"]] == [[10], [11], [12], [13], [14], [15]]
    assert [r["penalty"] for r in doc["results"]] == ["*", "**", "**", "***", "***", "***"]


def test_crash_table_2_expands_its_chains_to_crash_table_1_at_the_same_modifier(capsys):
    """Lines 22-24: 9+ on Crash Table 2 rolls again on Crash Table 1, the chain's chance the product."""
    code, out, _ = run(capsys, "crash", "--table", "2", "--modifier", "3", "--json")
    results = json.loads(out)["results"]
    chances = {tuple(r["results"]): Fraction(r["probability"]) for r in results}
    assert code == 0 and sum(chances.values()) == 1
    assert chances[("major-fishtail",)] == Fraction(10, 36)  # 5-8: 2d6 of 2-5
    # 15+: 2d6 of 12 (1/36), then Crash Table 1 at +3 shows 15+ on 12 (1/36)
    assert chances[("double-fishtail-crash", "vault")] == Fraction(1, 36 * 36)
    assert chances[("minor-fishtail-crash", "spinout")] == Fraction(11, 36) * Fraction(11, 36)  # 2d6 of 6-7, twice
    assert ("minor-fishtail",) not in chances  # 1-4 needs 2d6 of 1 or less
    assert all(r["penalty"] == "***" for r in results if len(r["results"]) == 2)


def test_crash_words(capsys):
    code, out, _ = run(capsys, "crash", "--table", "1", "--modifier", "-3")
    assert code == 0 and out.splitlines()[0] == "Crash Table 1 on 2d6-3:"
    assert "27.78%       5/18  *        Trivial skid (line 10)" in out  # 2d6 of 5 or less


@pytest.mark.parametrize("args, message", [
    (["--table", "3"], "--table: invalid choice: 3"), (["--table", "one"], "--table"),
    (["--table", "1", "--modifier", "x"], "--modifier"), (["--table", "2", "--modifier", "51"], "between -50 and 50"),
    (["--modifier", "1"], "--table"),
])
def test_crash_bad_table_or_modifier_is_one_line_exit_2(capsys, args, message):
    try:
        code = main(["rules", "crash", *args])
    except SystemExit as exc:
        code = exc.code
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and err.count("\n") == 1 and message in err and "Traceback" not in err


def test_a_rule_set_adds_its_own_questions_to_garage_cli_rules_through_the_look_ups_registry(capsys):
    """The toy rule set of tests/ registers a question under its key; `garage-cli rules` offers it
    beside A&A II's and the crash tables', and no file of garage/ names it."""
    from garage.cli import lookups
    from garage.rules import rulesets
    from tests.rules.toy_ruleset import TOY

    def add_questions(rules):
        q = rules.add_parser("joust", help="the chance a joust ends this ram")
        q.set_defaults(func=lambda args: print("1/3") or 0)

    rulesets.register(TOY)
    lookups.register(TOY.key, add_questions)
    try:
        assert run(capsys, "joust") == (0, "1/3\n", "")
        with pytest.raises(SystemExit):
            main(["rules", "--help"])
        helped = capsys.readouterr().out
        assert all(q in helped for q in ("speed", "attack", "crash", "joust"))
    finally:
        lookups.unregister(TOY.key)
        rulesets.unregister(TOY.key)
