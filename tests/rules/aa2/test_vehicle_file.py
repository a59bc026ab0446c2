"""The .car.json format: strict shape, lenient rules, canonical round trip, schema agreement."""

import json

import jsonschema
import pytest
from hypothesis import given

from garage.resources import resource
from garage.rules import vehicles as vf
from garage.rules.aa2.vehicle import Design, StatLine, Weapon
from tests.strategies import designs

SCHEMA = json.loads(resource("schema", "vehicle.schema.json").read_text())
GOOD = {"format": "axles-and-alloys-ii/vehicle", "version": 1, "name": "Car", "weight": "light"}


def test_every_example_round_trips_byte_for_byte(example_paths):
    for path in example_paths:
        text = path.read_text(encoding="utf-8")
        assert vf.dumps(vf.loads(text)) == text, path


def test_every_example_matches_the_schema(example_paths):
    for path in example_paths:
        jsonschema.validate(json.loads(path.read_text()), SCHEMA)


def test_minimal_file_defaults():
    d = vf.design_from_dict(GOOD)
    assert d == Design("Car", "light")
    assert d.stats is None and d.weapons == () and not d.navigator


def test_dump_and_load_through_a_file(tmp_path):
    design = Design("Ça & <Bêta> 車", "heavy", stats=StatLine(20, 4, 4, 2),
                    weapons=(Weapon("Flamer", "flamethrower", "turret"), Weapon("X", "light", None)),
                    dropped=("oil", "oil"), equipment=("nitro",), navigator=True, notes="line\nbreak", turret=True)
    path = tmp_path / "c.car.json"
    vf.dump(design, path)
    assert vf.load(path) == design
    assert "Ça & <Bêta> 車" in path.read_text(encoding="utf-8")  # not \u-escaped
    assert [p.name for p in tmp_path.iterdir()] == ["c.car.json"]  # no temporary left behind


@given(designs)
def test_any_design_round_trips(design):
    text = vf.dumps(design)
    assert vf.loads(text) == design
    assert vf.dumps(vf.loads(text)) == text
    jsonschema.validate(json.loads(text), SCHEMA)


def bad(**changes):
    data = dict(GOOD)
    for key, value in changes.items():
        if value is ...:
            data.pop(key)
        else:
            data[key] = value
    return data


@pytest.mark.parametrize("data, field, words", [
    (bad(format="something/else"), "format", "must be"),
    (bad(format=...), "format", "is missing"),
    (bad(version=...), "version", "is missing"),
    (bad(version="1"), "version", "must be a whole number, not text"),
    (bad(version=2), "version", "newer Garage"),
    (bad(version=0), "version", "not a vehicle file version"),
    (bad(name=...), "name", "is missing"),
    (bad(name=7), "name", "must be text"),
    (bad(weight="huge"), "weight", "'huge' is not one of light, medium, heavy"),
    (bad(weight=None), "weight", "must be text, not null"),
    (bad(stats={"max": "22", "acc": 5, "dec": 5, "turn": 2}), "stats.max", "must be a whole number"),
    (bad(stats={"max": 22, "acc": 5, "dec": 5}), "stats.turn", "is missing"),
    (bad(stats={"max": 22, "acc": 5, "dec": 5, "turn": 2, "armour": 3}), "stats.armour", "unknown stat"),
    (bad(stats={"max": -1, "acc": 5, "dec": 5, "turn": 2}), "stats.max", "0 or more"),
    (bad(stats={"max": 22.5, "acc": 5, "dec": 5, "turn": 2}), "stats.max", "whole number"),
    (bad(stats=[22, 5, 5, 2]), "stats", "must be an object"),
    (bad(weapons={"name": "MG"}), "weapons", "must be a list"),
    (bad(weapons=["MG"]), "weapons[0]", "must be an object"),
    (bad(weapons=[{"name": "MG", "class": "laser", "mount": "front"}]), "weapons[0].class", "'laser' is not one of"),
    (bad(weapons=[{"name": "MG", "class": "light", "mount": "roof"}]), "weapons[0].mount", "'roof' is not one of"),
    (bad(weapons=[{"class": "light", "mount": "front"}]), "weapons[0].name", "is missing"),
    (bad(weapons=[{"name": "MG", "class": "light", "ammo": 3}]), "weapons[0].ammo", "unknown field"),
    (bad(dropped="mines"), "dropped", "must be a list"),
    (bad(equipment=[1]), "equipment[0]", "must be text"),
    (bad(navigator="yes"), "navigator", "must be true or false"),
    (bad(navigator=1), "navigator", "must be true or false"),
    (bad(turret="yes"), "turret", "must be true or false"),
    (bad(notes=None), "notes", "must be text"),
    (bad(colour="red"), "colour", "unknown field"),
    ([GOOD], "(top level)", "must be an object"),
])
def test_malformed_shapes_name_the_field(data, field, words):
    with pytest.raises(vf.VehicleFileError) as err:
        vf.design_from_dict(data, "car.car.json")
    assert err.value.field == field
    assert words in str(err.value)
    assert str(err.value).startswith(f"car.car.json: {field}: ")
    assert "\n" not in str(err.value)
    if data is not None and isinstance(data, dict) and field not in ("version",):
        # The schema agrees that these files are malformed.
        with pytest.raises(jsonschema.ValidationError):
            jsonschema.validate(data, SCHEMA)


@pytest.mark.parametrize("payload, words", [
    (b"", "not valid JSON"),
    (b"{\"format\": ", "not valid JSON"),
    (b"\xff\xfe\x00garbage", "not UTF-8"),
    (b"\x89PNG\r\n\x1a\n", "not UTF-8"),
])
def test_not_json_at_all(tmp_path, payload, words):
    path = tmp_path / "x.car.json"
    path.write_bytes(payload)
    with pytest.raises(vf.VehicleFileError, match=words) as err:
        vf.load(path)
    assert str(err.value).startswith(str(path))


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(vf.VehicleFileError, match="no such file"):
        vf.load(tmp_path / "missing.car.json")
    with pytest.raises(vf.VehicleFileError, match="is a folder"):
        vf.load(tmp_path)


def test_rule_breaking_designs_still_load():
    data = bad(weapons=[{"name": "TOW", "class": "heavy", "mount": "front"}, {"name": "MG", "class": "light"}],
               equipment=["jetpack"])
    design = vf.design_from_dict(data)
    assert design.weapons[1].mount is None and design.equipment == ("jetpack",)
    assert vf.design_from_dict(json.loads(vf.dumps(design))) == design


def test_a_choice_with_a_line_break_is_named_on_one_line():
    """Found by tests/rules/test_limits.py: the message quoted the value raw, breaking the line."""
    with pytest.raises(vf.VehicleFileError) as err:
        vf.design_from_dict(dict(GOOD, weight="light\n"), "doc.json")
    assert str(err.value) == "doc.json: weight: 'light\\u000a' is not one of light, medium, heavy"
