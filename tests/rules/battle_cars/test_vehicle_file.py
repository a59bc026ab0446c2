"""The Battle Cars vehicle file (format "battle-cars/vehicle"), its validation, and files of
one rule set never read as another's."""

import json

import pytest

from garage.resources import resource
from garage.rules import rulesets, vehicles
from garage.rules.battle_cars.vehicle_file import BattleCar
from garage.rules.report import NO_CAPACITY

EXAMPLES = sorted(resource("examples", "battle_cars").glob("*.car.json"))
BC = rulesets.get("battle_cars")


def test_the_examples_load_validate_and_write_back_byte_for_byte():
    assert [p.name for p in EXAMPLES] == ["road-hog.car.json", "spike-queen.car.json", "tin-can.car.json"]
    for path in EXAMPLES:
        design = vehicles.load(path)
        assert isinstance(design, BattleCar) and design.ruleset == "battle_cars" and BC.vehicle_class(design) == "car"
        assert vehicles.dumps(design) == path.read_text(encoding="utf-8")
        report = BC.validate(design)
        assert report.legal and not report.problems, path


def test_what_a_car_carries_is_read_into_the_design():
    design = vehicles.load(resource("examples", "battle_cars", "road-hog.car.json"))
    assert design.equipment == ("supercharger", "power-brakes")
    assert design.dispensers == ("oil", "smoke")
    assert design.weapons == ("Twin machine guns",)
    assert not hasattr(design, "weight") and not hasattr(BC.catalogue, "weights")  # its own type (issue 21)


def test_validation_marks_what_the_text_does_not_name_and_doubles():
    """Lines 24-27 and 35 name the Supercharger, Power Brakes and Auto-Steer; lines 44, 49, 85
    name Smoke, Oil, Spikes and Mines."""
    design = BattleCar("Odd", equipment=("supercharger", "supercharger", "nitro"), dispensers=("glue",))
    report = BC.validate(design)
    assert not report.legal
    assert [p.code for p in report.problems] == ["duplicate-equipment", "unknown-equipment", "unknown-marker",
                                                 "no-weapons"]
    assert report.problems[1].subject == "equipment/2"


@pytest.mark.parametrize("data, message", [
    ({"version": 1, "name": "X"}, "x.car.json: format: is missing"),
    ({"format": "battle-cars/vehicle", "version": 1}, "x.car.json: name: is missing"),
    ({"format": "battle-cars/vehicle", "version": 2, "name": "X"}, "x.car.json: version: 2 was written by a newer"),
    ({"format": "battle-cars/vehicle", "version": 1, "name": "X", "weight": "light"},
     "x.car.json: weight: unknown field"),
    ({"format": "battle-cars/vehicle", "version": 1, "name": "X", "weapons": "MG"},
     "x.car.json: weapons: must be a list, not text"),
    ({"format": "battle-cars/vehicle", "version": 1, "name": "X", "equipment": [3]},
     "x.car.json: equipment[0]: must be text, not a number"),
])
def test_bad_files_are_one_line_naming_the_field(data, message):
    with pytest.raises(vehicles.VehicleFileError) as err:
        vehicles.loads(json.dumps(data), "x.car.json")
    assert str(err.value).startswith(message) and "\n" not in str(err.value)


def test_an_aa2_car_is_never_read_as_a_battle_car_nor_the_reverse():
    """Files are routed by their format; a rule set's own reader refuses another's format."""
    aa2 = json.loads(resource("examples", "purple-haze.car.json").read_text(encoding="utf-8"))
    bc = json.loads(EXAMPLES[0].read_text(encoding="utf-8"))
    assert vehicles.design_from_dict(aa2).ruleset == "aa2"
    assert vehicles.design_from_dict(bc).ruleset == "battle_cars"
    with pytest.raises(vehicles.VehicleFileError) as err:
        BC.design_from_dict(aa2, "purple-haze.car.json")
    assert str(err.value) == ('purple-haze.car.json: format: must be "battle-cars/vehicle", '
                              'not "axles-and-alloys-ii/vehicle"')
    with pytest.raises(vehicles.VehicleFileError) as err:
        rulesets.get("aa2").design_from_dict(bc, "road-hog.car.json")
    assert "road-hog.car.json: " in str(err.value) and "format" in str(err.value)
    assert 'not "battle-cars/vehicle"' in str(err.value)


def test_components_are_the_tyres_weapons_and_dispensers():
    design = vehicles.load(EXAMPLES[0])
    assert [c.key for c in BC.components(design)] == ["tyre:0", "tyre:1", "tyre:2", "tyre:3", "weapon:0",
                                                      "dropped:0", "dropped:1"]


def test_a_battle_car_is_stored_beside_the_aa2_cars_and_comes_back_as_it_was(db_url):
    from garage.storage import open_garage

    hog = vehicles.load(EXAMPLES[0])
    with open_garage(db_url) as garage:
        garage.add_design(hog)
    with open_garage(db_url) as garage:
        assert garage.get_design("Road Hog") == hog
        row = next(r for r in garage.list_cars() if r.name == "Road Hog")
        assert (row.weight, row.legal) == ("car", True)


def test_the_report_has_no_capacity_since_the_text_has_none():
    # Battle Cars counts no points: a meter at 0 of 0 and a "Total (limit 0)" would say otherwise.
    design = vehicles.load(resource("examples", "battle_cars", "road-hog.car.json"))
    assert design.equipment and design.weapons
    report = rulesets.get("battle_cars").validate(design)
    assert report.capacity == NO_CAPACITY and not report.has_capacity
