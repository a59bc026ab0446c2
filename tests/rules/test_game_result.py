"""The game result file: the issue's example, every refusal as one line naming the field,
canonical writing, and the reader accepting what the writer writes."""

from __future__ import annotations

import copy
import json
from datetime import date
from pathlib import Path

import pytest
from hypothesis import given, settings

from garage.resources import resource
from garage.rules import game_result
from garage.rules.game_result import Entry, GameResult, GameResultError, dumps, loads
from tests.rules.aa2.strategies import game_results

ISSUE_EXAMPLE = """
{"format": "axles-and-alloys-ii/game-result", "version": 1,
 "scenario": "deathmatch", "played_on": "2026-11-29",
 "entries": [
   {"driver": "Damnation Alex", "vehicle": "Purple Haze", "survived": true, "kills": []},
   {"driver": "Hirsute Helga", "vehicle": "Der Bahnstormer", "survived": false,
    "kills": ["Damnation Alex"]}
 ]}
"""

RACE = {
    "format": "axles-and-alloys-ii/game-result", "version": 1, "scenario": "race",
    "variant": "suicide", "played_on": "2026-11-29",
    "entries": [
        {"driver": "Damnation Alex", "vehicle": "Purple Haze", "survived": True, "kills": [],
         "finished": True, "position": 1},
        {"driver": None, "vehicle": "Dogmeat", "survived": True, "kills": [],
         "finished": False, "position": None,
         "navigator": "Lifer Lil", "navigator_survived": True, "navigator_ejected": False},
    ],
}

EXAMPLES = sorted(resource("examples", "games").glob("*.result.json"))


def test_the_issues_example_reads() -> None:
    result = loads(ISSUE_EXAMPLE)
    assert result.scenario == "deathmatch"
    assert result.played_on == date(2026, 11, 29)
    assert result.variant is None and result.house_rules == ()
    alex, helga = result.entries
    assert alex == Entry(driver="Damnation Alex", vehicle="Purple Haze", survived=True)
    assert helga.kills == ("Damnation Alex",) and not helga.survived
    assert result.victim("Damnation Alex") is alex


def test_a_race_with_an_unnamed_driver_and_a_navigator_reads() -> None:
    result = game_result.result_from_dict(RACE)
    assert result.variant == "suicide"
    winner, other = result.entries
    assert winner.won and winner.finished
    assert other.driver is None and not other.named
    assert other.navigator == "Lifer Lil" and other.has_navigator
    assert not other.navigator_ejected


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_shipped_examples_are_canonical(path: Path) -> None:
    assert dumps(game_result.load(path)) == path.read_text(encoding="utf-8")


def test_house_rules_are_kept_in_order() -> None:
    data = dict(RACE, house_rules=["Doing a Scott", "Night Stages"])
    result = game_result.result_from_dict(data)
    assert result.house_rules == ("Doing a Scott", "Night Stages")
    assert json.loads(dumps(result))["house_rules"] == ["Doing a Scott", "Night Stages"]


def test_dump_writes_the_canonical_text(tmp_path: Path) -> None:
    result = loads(ISSUE_EXAMPLE)
    target = tmp_path / "game.result.json"
    game_result.dump(result, target)
    assert target.read_text(encoding="utf-8") == dumps(result)
    assert game_result.load(target) == result
    assert list(tmp_path.iterdir()) == [target]


def _with(change) -> dict:
    data = copy.deepcopy(RACE)
    change(data)
    return data


def _entry(i: int, **fields):
    def change(data):
        data["entries"][i].update(fields)
    return change


def _drop(key: str, i: int | None = None):
    def change(data):
        del (data if i is None else data["entries"][i])[key]
    return change


def _top(**fields):
    def change(data):
        data.update(fields)
    return change


REFUSALS = [
    (_top(version=2), "version", "newer Garage"),
    (_top(version=0), "version", "not a game result version"),
    (_top(version="1"), "version", "must be a whole number"),
    (_top(format="axles-and-alloys-ii/vehicle"), "format", "must be"),
    (_top(scenario="joust"), "scenario", "not one of deathmatch, race, team, badlands-ambush"),
    (_top(variant="drag"), "variant", "not one of to-the-finishline, banger, suicide"),
    (_drop("variant"), "variant", "is missing"),
    (_top(played_on="29/11/2026"), "played_on", "not a date"),
    (_top(played_on="20261129"), "played_on", "not a date"),
    (_top(played_on="2026-02-30"), "played_on", "not a date"),
    (_drop("played_on"), "played_on", "is missing"),
    (_top(entries=[]), "entries", "is empty"),
    (_top(house_rules=["Doing a Scott", ""]), "house_rules[1]", "is empty"),
    (_top(referee="Mad Max"), "referee", "unknown field"),
    (_entry(0, driver=""), "entries[0].driver", "null marks an unnamed driver"),
    (_entry(0, driver=" Damnation Alex"), "entries[0].driver", "spaces at the start or end"),
    (_entry(0, driver=7), "entries[0].driver", "must be text"),
    (_drop("driver", 0), "entries[0].driver", "is missing (null for an unnamed driver)"),
    (_drop("survived", 0), "entries[0].survived", "is missing"),
    (_entry(0, survived="yes"), "entries[0].survived", "must be true or false"),
    (_entry(0, death="Ran out of road"), "entries[0].death", "survived is true"),
    (_drop("finished", 1), "entries[1].finished", "is missing"),
    (_entry(0, finished=False), "entries[0].position", "the winner) but finished is false"),
    (_entry(1, position=1, finished=True), "entries[1].position", "already entries[0]'s place"),
    (_entry(1, position=0), "entries[1].position", "must be 1 or more"),
    (_entry(1, driver="Damnation Alex"), "entries[1].driver", "already entries[0]'s driver"),
    (_entry(0, kills=["Mad Mick"]), "entries[0].kills[0]", "no driver or vehicle in this game"),
    (_entry(0, kills=["Purple Haze"]), "entries[0].kills[0]", "own vehicle"),
    (_entry(0, kills=["Dogmeat", "Dogmeat"]), "entries[0].kills[1]", "already claims it"),
    (_entry(1, vehicle="Purple Haze", kills=["Purple Haze"]), "entries[1].kills[0]",
     "more than one vehicle"),
    (_entry(1, navigator_ejected=None), "entries[1].navigator_ejected", "must be true or false"),
    (_drop("navigator_survived", 1), "entries[1].navigator_survived", "is missing"),
    (_drop("navigator", 1), "entries[1].navigator", "is missing but navigator_survived"),
    (_entry(0, navigator="Lifer Lil", navigator_survived=True, navigator_ejected=False),
     "entries[1].navigator", "already entries[0]'s navigator"),
    (_entry(1, mechanic="Gus"), "entries[1].mechanic", "unknown field"),
]


@pytest.mark.parametrize("change, field, problem", REFUSALS, ids=[r[1] + ":" + r[2] for r in REFUSALS])
def test_refusals_name_the_file_and_the_field(change, field, problem) -> None:
    with pytest.raises(GameResultError) as caught:
        game_result.result_from_dict(_with(change), "night.result.json")
    message = str(caught.value)
    assert caught.value.field == field
    assert message.startswith(f"night.result.json: {field}: ")
    assert problem in message
    assert "\n" not in message


@pytest.mark.parametrize("key, value", [("variant", "banger"), ("finished", True), ("position", 1)])
def test_race_fields_are_refused_outside_a_race(key, value) -> None:
    data = json.loads(ISSUE_EXAMPLE)
    if key == "variant":
        data[key] = value
        field = "variant"
    else:
        data["entries"][0][key] = value
        field = f"entries[0].{key}"
    with pytest.raises(GameResultError, match="only a race") as caught:
        game_result.result_from_dict(data)
    assert caught.value.field == field


def test_unreadable_files_say_why(tmp_path: Path) -> None:
    with pytest.raises(GameResultError, match="no such file"):
        game_result.load(tmp_path / "missing.result.json")
    with pytest.raises(GameResultError, match="is a folder"):
        game_result.load(tmp_path)
    bad = tmp_path / "bad.result.json"
    bad.write_bytes(b"\xff\xfe{}")
    with pytest.raises(GameResultError, match=r"bad.result.json: not UTF-8"):
        game_result.load(bad)
    bad.write_text('{"format": ', encoding="utf-8")
    with pytest.raises(GameResultError, match="not valid JSON"):
        game_result.load(bad)


@settings(max_examples=150, deadline=None)
@given(game_results())
def test_what_the_writer_writes_the_reader_reads_back(result: GameResult) -> None:
    text = dumps(result)
    assert loads(text) == result
    assert dumps(loads(text)) == text


def test_the_documented_examples_read() -> None:
    doc = (Path(__file__).parents[2] / "docs" / "game-result-format.md").read_text(encoding="utf-8")
    blocks = [block.split("```", 1)[0] for block in doc.split("```json")[1:]]
    assert len(blocks) == 2
    scenarios = [loads(block, "docs").scenario for block in blocks]
    assert scenarios == ["deathmatch", "race"]


SCHEMA = json.loads(resource("schema", "game-result.schema.json").read_text(encoding="utf-8"))


def _schema_accepts(data) -> bool:
    import jsonschema

    return jsonschema.Draft202012Validator(SCHEMA).is_valid(data)


def test_the_schema_accepts_every_example() -> None:
    import jsonschema

    jsonschema.Draft202012Validator.check_schema(SCHEMA)
    assert _schema_accepts(json.loads(ISSUE_EXAMPLE))
    assert _schema_accepts(RACE)
    for path in EXAMPLES:
        assert _schema_accepts(json.loads(path.read_text(encoding="utf-8"))), path.name


# The refusals a schema can express; the rest (duplicates, kills, places) only the reader makes.
SCHEMA_CAN_SAY = {"version", "format", "scenario", "variant", "entries", "house_rules[1]", "referee",
                  "entries[0].driver", "entries[0].survived", "entries[0].death", "entries[1].finished",
                  "entries[1].position", "entries[1].navigator_ejected", "entries[1].navigator_survived",
                  "entries[1].navigator", "entries[1].mechanic"}


SCHEMA_REFUSALS = [r for r in REFUSALS if r[1] in SCHEMA_CAN_SAY and "already" not in r[2]]


@pytest.mark.parametrize("change, field, problem", SCHEMA_REFUSALS, ids=[r[1] + ":" + r[2] for r in SCHEMA_REFUSALS])
def test_the_schema_refuses_what_it_can_of_what_the_reader_refuses(change, field, problem) -> None:
    assert not _schema_accepts(_with(change))


@pytest.mark.parametrize("key", ["variant", "finished", "position"])
def test_the_schema_refuses_race_fields_outside_a_race(key) -> None:
    data = json.loads(ISSUE_EXAMPLE)
    value = {"variant": "banger", "finished": True, "position": 1}[key]
    (data if key == "variant" else data["entries"][0])[key] = value
    assert not _schema_accepts(data)


@settings(max_examples=60, deadline=None)
@given(game_results())
def test_the_schema_accepts_whatever_garage_writes(result: GameResult) -> None:
    assert _schema_accepts(json.loads(dumps(result)))


def test_an_unknown_field_with_a_line_break_is_named_on_one_line():
    """Found by tests/rules/test_limits.py: the message quoted the key raw, breaking the line."""
    with pytest.raises(GameResultError) as err:
        loads('{"2026-11-29\\n": null}', "doc.json")
    assert "\n" not in str(err.value)
    assert str(err.value).startswith("doc.json: 2026-11-29\\u000a: unknown field")
