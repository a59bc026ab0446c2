"""Adding a rule set touches its own folder and one registry line (docs/rulesets.md): the toy
rule set of tests/rules/toy_ruleset.py, with its own vehicle type, two actions and a status card,
is added to `rulesets.BUILT_IN` exactly as a built-in one is, and then validated, stored,
exported, played, resumed and recorded in a campaign through `garage-cli`, with nothing of
garage/ changed for it."""

from __future__ import annotations

import json
import sys

import pytest

from garage.cli.main import main
from garage.rules import rulesets

PRAM = {"format": "toy-cars/vehicle", "version": 1, "name": "Pram", "weight": "small", "guns": ["Pea"]}
CART = {"format": "toy-cars/vehicle", "version": 1, "name": "Cart", "weight": "small", "guns": ["Pop", "Bang"]}
TANK = {"format": "toy-cars/vehicle", "version": 1, "name": "Tank", "weight": "small", "guns": ["A", "B", "C"]}


@pytest.fixture
def toy_built_in(monkeypatch):
    """The registry line: the toy rule set's module in BUILT_IN, loaded with the others."""
    monkeypatch.setattr(rulesets, "BUILT_IN", (*rulesets.BUILT_IN, "tests.rules.toy_registered"))
    monkeypatch.setattr(rulesets, "_loaded", False)
    sys.modules.pop("tests.rules.toy_registered", None)
    yield
    rulesets.unregister("toy")
    sys.modules.pop("tests.rules.toy_registered", None)


def cli(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def write(path, data) -> str:
    path.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    return str(path)


def test_a_fourth_rule_set_is_validated_stored_exported_played_resumed_and_recorded(toy_built_in, tmp_path,
                                                                                    capsys):
    db = str(tmp_path / "garage.sqlite")
    pram, cart, tank = (write(tmp_path / f"{n}.car.json", d) for n, d in (("pram", PRAM), ("cart", CART),
                                                                          ("tank", TANK)))
    # Validated: its own rules judge it (three guns are one too many), in its own words.
    assert cli(capsys, "validate", pram)[0] == 0
    code, out, _ = cli(capsys, "validate", tank)
    assert code == 1 and "two guns at most" in out
    # Stored and exported byte for byte, as every rule set's car is.
    assert cli(capsys, "import", "--db", db, pram, cart, tank)[0] == 0
    code, out, _ = cli(capsys, "list", "--db", db, "--json")
    assert code == 0 and {"Pram", "Cart", "Tank"} <= {c["name"] for c in json.loads(out)}
    out_dir = tmp_path / "out"
    assert cli(capsys, "export", "--db", db, "-o", str(out_dir), "Pram", "Cart")[0] == 0
    assert json.loads((out_dir / "pram.car.json").read_text()) == PRAM
    assert json.loads((out_dir / "cart.car.json").read_text()) == CART
    # Played: a setup of two exported cars, both actions, dice entered as at the table.
    setup = write(tmp_path / "setup.json", {"scenario": "joust", "played_on": "2026-12-01", "cars": [
        {"id": "p", "driver": "Pat", "design": json.loads((out_dir / "pram.car.json").read_text())},
        {"id": "c", "driver": "Cy", "design": json.loads((out_dir / "cart.car.json").read_text())}]})
    log = str(tmp_path / "joust.jsonl")
    assert cli(capsys, "play", "new", log, setup, "--ruleset", "toy")[0] == 0
    assert cli(capsys, "play", "act", log, '{"action": "swerve", "car": "c"}')[0] == 0
    code, out, _ = cli(capsys, "play", "status", log, "--json")
    card = next(c for c in json.loads(out)["cars"] if c["car"] == "c")
    assert "swerving" in json.dumps(card["card"])
    # A 5 knocks out a car that is not swerving only: Pram's 5 against the swerving Cart misses.
    assert cli(capsys, "play", "act", log, '{"action": "ram", "car": "p"}', "--entered", "--answer", "5")[0] == 0
    # Resumed: a new command reads the log back and goes on from where it stopped.
    assert cli(capsys, "play", "act", log, '{"action": "ram", "car": "c"}', "--entered", "--answer", "6")[0] == 0
    code, out, _ = cli(capsys, "play", "replay", log, "--json")
    assert code == 0 and json.loads(out)["winner"] == "c"
    # Recorded: its result enters a campaign like any game's.
    result = str(tmp_path / "joust.result.json")
    assert cli(capsys, "play", "result", log, "-o", result)[0] == 0
    assert json.loads((tmp_path / "joust.result.json").read_text())["format"] == "toy-cars/game-result"
    assert cli(capsys, "campaign", "new", "--db", db, "Nursery")[0] == 0
    assert cli(capsys, "campaign", "record", "--db", db, "Nursery", result)[0] == 0
    code, out, _ = cli(capsys, "campaign", "standings", "--db", db, "Nursery", "--json")
    assert code == 0 and {d["driver"]: d["kills"] for d in json.loads(out)["drivers"]}["Cy"] == 1
