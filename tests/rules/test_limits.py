"""One truth for the formats: the readers and the shipped JSON Schemas accept and refuse the
same documents (issue 14: `death: null`, names with line breaks, `22.0`), and both hold
the stated limits on names, notes and lists."""

from __future__ import annotations

import json
import re
import sys
import unicodedata
from typing import Any

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from garage.resources import resource
from garage.rules import game_result, limits, vehicles
from garage.rules.jsonfile import JsonFileError
from tests.rules.aa2.strategies import game_results
from tests.strategies import designs

VEHICLE = jsonschema.Draft202012Validator(json.loads(resource("schema", "vehicle.schema.json").read_text("utf-8")))
RESULT = jsonschema.Draft202012Validator(json.loads(resource("schema", "game-result.schema.json").read_text("utf-8")))

# What only the reader can refuse: facts about one game that span several entries.
READER_ONLY = ("is already entries", "is no driver or vehicle in this game", "names more than one vehicle",
               "is this entry's own vehicle", "was destroyed once")


def verdicts(text: str, reader, schema) -> tuple[bool, bool, str]:
    """(reader accepts, schema accepts, the reader's refusal) for one document."""
    try:
        reader(text, "doc.json")
        problem = ""
    except JsonFileError as exc:
        problem = str(exc)
        assert "\n" not in problem and problem.startswith("doc.json: ")
    return not problem, schema.is_valid(json.loads(text)), problem


def assert_agree(doc: Any, reader, schema) -> None:
    text = json.dumps(doc, ensure_ascii=False)
    by_reader, by_schema, problem = verdicts(text, reader, schema)
    if not by_reader and any(words in problem for words in READER_ONLY):
        return
    assert by_reader == by_schema, (problem or "the reader accepts", text[:300])


def vehicle(**changes) -> dict:
    doc = {"format": "axles-and-alloys-ii/vehicle", "version": 1, "name": "Car", "weight": "light",
           "weapons": [{"name": "MG", "class": "light", "mount": "front"}], "dropped": ["oil"],
           "equipment": ["nitro"], "navigator": False, "notes": ""}
    doc.update(changes)
    return doc


def result(entry: dict | None = None, **changes) -> dict:
    doc = {"format": "axles-and-alloys-ii/game-result", "version": 1, "scenario": "deathmatch",
           "played_on": "2026-11-29", "house_rules": ["Doing a Scott"],
           "entries": [{"driver": "Damnation Alex", "vehicle": "Purple Haze", "survived": False,
                        "death": "Fuel tank", "kills": []},
                       {"driver": "Hirsute Helga", "vehicle": "Der Bahnstormer", "survived": True,
                        "kills": ["Damnation Alex"], **(entry or {})}]}
    doc.update(changes)
    return doc


def race(**entry) -> dict:
    return result(scenario="race", variant="banger",
                  entries=[{"driver": "A", "vehicle": "Car", "survived": True, "finished": True, **entry}])


N, L = limits.NAME, limits.LINE
CARS = [
    # The three disagreements.
    (vehicle(stats={"max": 22.0, "acc": 5, "dec": 5, "turn": 2}), True),
    (vehicle(version=1.0), True),
    (vehicle(stats={"max": 22.5, "acc": 5, "dec": 5, "turn": 2}), False),
    (vehicle(name="Purple\nHaze"), False),
    (vehicle(name="Purple\u2028Haze"), False),
    (vehicle(name="Purple\u0085Haze"), False),
    (vehicle(name="Purple\u200bHaze"), False),
    (vehicle(name="Purple Haze\n"), False),
    (vehicle(weapons=[{"name": "Heavy\tLaser", "class": "light"}]), False),
    # The limits, at and over.
    (vehicle(name="x" * N), True),
    (vehicle(name="車" * N), True),
    (vehicle(name="x" * (N + 1)), False),
    (vehicle(name=""), True),
    (vehicle(name=" spaced "), True),
    (vehicle(notes="x" * limits.NOTES), True),
    (vehicle(notes="line\nbreaks\tand tabs"), True),
    (vehicle(notes="x" * (limits.NOTES + 1)), False),
    (vehicle(weapons=[{"name": "MG", "class": "light"}] * limits.ITEMS), True),
    (vehicle(weapons=[{"name": "MG", "class": "light"}] * (limits.ITEMS + 1)), False),
    (vehicle(dropped=["oil"] * limits.ITEMS, equipment=["nitro"] * limits.ITEMS), True),
    (vehicle(dropped=["oil"] * (limits.ITEMS + 1)), False),
    (vehicle(equipment=["x" * (N + 1)]), False),
    (vehicle(stats={"max": limits.STAT, "acc": 0, "dec": 0, "turn": 0}), True),
    (vehicle(stats={"max": limits.STAT + 1, "acc": 0, "dec": 0, "turn": 0}), False),
    (vehicle(stats={"max": 10**30, "acc": 0, "dec": 0, "turn": 0}), False),
    (vehicle(stats={"max": 1e300, "acc": 0, "dec": 0, "turn": 0}), False),
]
RESULTS = [
    (result({"death": None}), True),
    (result({"death": "Fuel tank"}), False),
    (result(entries=[{"driver": "A", "vehicle": "Car", "survived": False, "death": None}]), True),
    (result(entries=[{"driver": "Mad\nMick", "vehicle": "Car", "survived": True}]), False),
    (result(entries=[{"driver": "Mad Mick\n", "vehicle": "Car", "survived": True}]), False),
    (result(entries=[{"driver": "\u3000Mad Mick", "vehicle": "Car", "survived": True}]), False),
    (result(entries=[{"driver": "Mad\u2029Mick", "vehicle": "Car", "survived": True}]), False),
    (result(entries=[{"driver": "Mad\u00a0Mick", "vehicle": "Car", "survived": True}]), True),
    (result(version=1.0), True),
    (race(position=1.0), True),
    (race(position=1, finished=False), False),
    (race(position=limits.ITEMS), True),
    (race(position=limits.ITEMS + 1), False),
    (result(played_on="2026-02-29"), False),
    (result(played_on="2024-02-29"), True),
    (result(played_on="2000-02-29"), True),
    (result(played_on="1900-02-29"), False),
    (result(played_on="0000-01-01"), False),
    (result(played_on="0400-02-29"), True),
    (result(played_on="2026-11-29\n"), False),
    (result(played_on="２０２６-11-29"), False),
    (result(house_rules=["x" * L]), True),
    (result(house_rules=["x" * (L + 1)]), False),
    (result(house_rules=["Rule"] * limits.ITEMS), True),
    (result(house_rules=["Rule"] * (limits.ITEMS + 1)), False),
    (result({"death": None, "survived": False}, entries=None), False),
    (result(entries=[{"driver": None, "vehicle": "x" * N, "survived": True}] * limits.ITEMS), True),
    (result(entries=[{"driver": None, "vehicle": "Car", "survived": True}] * (limits.ITEMS + 1)), False),
    (result(entries=[{"driver": "x" * (N + 1), "vehicle": "Car", "survived": True}]), False),
]


@pytest.mark.parametrize("doc, accepted", CARS, ids=range(len(CARS)))
def test_vehicle_reader_and_schema_give_one_answer(doc, accepted):
    by_reader, by_schema, problem = verdicts(json.dumps(doc), vehicles.loads, VEHICLE)
    assert (by_reader, by_schema) == (accepted, accepted), problem


@pytest.mark.parametrize("doc, accepted", RESULTS, ids=range(len(RESULTS)))
def test_result_reader_and_schema_give_one_answer(doc, accepted):
    by_reader, by_schema, problem = verdicts(json.dumps(doc), game_result.loads, RESULT)
    assert (by_reader, by_schema) == (accepted, accepted), problem


def test_refusals_over_a_limit_name_the_field_and_the_limit():
    with pytest.raises(vehicles.VehicleFileError) as err:
        vehicles.loads(json.dumps(vehicle(weapons=[{"name": "MG", "class": "light"}] * 400_000)), "big.car.json")
    assert str(err.value) == "big.car.json: weapons: has 400000 items; at most 100 are allowed"
    with pytest.raises(game_result.GameResultError) as err:
        game_result.loads(json.dumps(result(entries=[{"driver": "Mad\u2028Mick", "vehicle": "Car",
                                                      "survived": True}])), "night.result.json")
    assert str(err.value) == ("night.result.json: entries[0].driver: contains '\\u2028', "
                              "a control character or line break")


# Hypothesis: good documents with one part replaced by something hostile.
_strings = st.one_of(
    st.text(max_size=6),
    st.sampled_from(["", " ", "a\nb", "ab\n", "\u2028", "a\u200bb", " x", "x ", "\u3000x", "x\u00a0", "Purple Haze",
                     "light", "medium", "heavy", "front", "turret", "race", "team", "deathmatch", "suicide",
                     "oil", "nitro", "2024-02-29", "2026-02-29", "0000-01-01", "2026-13-01", "2026-11-29\n",
                     "Damnation Alex", "Hirsute Helga", "x" * N, "x" * (N + 1), "y" * L, "y" * (L + 1)]))
_numbers = st.one_of(st.integers(-2, 1001), st.sampled_from([22.0, 1.0, 0.5, -0.0, 1e300, 2**63, 100, 101]))
_scalars = st.one_of(st.none(), st.booleans(), _numbers, _strings)
_values = st.recursive(_scalars, lambda inner: st.lists(inner, max_size=3)
                       | st.dictionaries(_strings, inner, max_size=3), max_leaves=6)


def _paths(doc: Any, prefix: tuple = ()) -> list[tuple]:
    found = [prefix]
    if isinstance(doc, dict):
        for key, value in doc.items():
            found += _paths(value, prefix + (key,))
    elif isinstance(doc, list):
        for i, value in enumerate(doc):
            found += _paths(value, prefix + (i,))
    return found


@st.composite
def mutated(draw, good: st.SearchStrategy, keys: tuple[str, ...]) -> Any:
    doc = json.loads(json.dumps(draw(good)))
    path = draw(st.sampled_from(_paths(doc)))
    if not path:
        return draw(_values)
    parent = doc
    for step in path[:-1]:
        parent = parent[step]
    how = draw(st.sampled_from(["replace", "remove", "add"]))
    if how == "remove":
        del parent[path[-1]]
    elif how == "add" and isinstance(parent, dict):
        parent[draw(st.sampled_from(keys))] = draw(_values)
    else:
        parent[path[-1]] = draw(_values | st.sampled_from([[parent[path[-1]]] * limits.ITEMS,
                                                           [parent[path[-1]]] * (limits.ITEMS + 1)]))
    return doc


_CAR_KEYS = ("name", "weight", "stats", "weapons", "dropped", "equipment", "navigator", "turret", "notes",
             "class", "mount", "max", "turn", "version", "format")
_RESULT_KEYS = ("variant", "house_rules", "driver", "vehicle", "survived", "death", "kills", "finished",
                "position", "navigator", "navigator_survived", "navigator_ejected", "played_on", "scenario")


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated(designs.map(vehicles.design_to_dict) | st.sampled_from([doc for doc, ok in CARS if ok]),
               _CAR_KEYS))
def test_any_vehicle_document_gets_one_answer(doc):
    assert_agree(doc, vehicles.loads, VEHICLE)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated(game_results().map(game_result.result_to_dict) | st.sampled_from([doc for doc, ok in RESULTS if ok]),
               _RESULT_KEYS))
def test_any_result_document_gets_one_answer(doc):
    assert_agree(doc, game_result.loads, RESULT)


def _pattern_class(schema: dict, definition: str) -> str:
    pattern = schema["$defs"][definition]["not"]["pattern"]
    return pattern.split("|")[0]


def test_the_schemas_forbid_exactly_the_characters_the_readers_do():
    """Every code point, against Python's own Unicode tables."""
    for schema in (VEHICLE.schema, RESULT.schema):
        forbidden = re.compile(_pattern_class(schema, "name"))
        for code in range(sys.maxunicode + 1):
            if 0xD800 <= code <= 0xDFFF:
                continue  # lone surrogates are the JSON reader's concern
            char = chr(code)
            assert bool(forbidden.match(char)) == (limits.line_problem(char, 1) is not None), hex(code)
    spaces = re.compile(RESULT.schema["$defs"]["name"]["not"]["pattern"].split("|")[1][1:])
    for code in range(sys.maxunicode + 1):
        char = chr(code)
        if not 0xD800 <= code <= 0xDFFF and unicodedata.category(char) not in ("Cc", "Cf", "Zl", "Zp"):
            assert bool(spaces.match(char)) == char.isspace(), hex(code)
