"""The crash-tables vehicle file (format "car-wars-crash/vehicle"): read, written back byte for
byte, every bad field refused in one line naming the file and field, and files of another rule
set never read as this one's (nor this one's as theirs)."""

import json
from pathlib import Path

import pytest

from garage.rules import rulesets, vehicles
from garage.rules.aa2 import vehicle_file as aa2_file
from garage.rules.car_wars import vehicle as cw_file
from garage.rules.car_wars.vehicle import CarWarsVehicle
from tests.storage.conftest import db_path, db_url, no_real_garage  # noqa: F401  a fresh garage per test

ROOT = Path(__file__).resolve().parents[3]
SHARK = ROOT / "resources" / "examples" / "car_wars" / "sand-shark.car.json"


def shark() -> dict:
    return json.loads(SHARK.read_text())


def test_the_example_reads_and_writes_back_byte_for_byte():
    v = vehicles.load(SHARK)
    assert isinstance(v, CarWarsVehicle) and v.ruleset == "car_wars" and v.body == "car"
    assert vehicles.dumps(v) == SHARK.read_text()
    assert (v.hc, v.top_speed, v.reverse_top_speed, v.tyre_points) == (3, 120, 20, 6)
    assert v.tyres == ("front left", "front right", "back left", "back right")
    assert dict(v.armour)["front"] == 20


def test_a_cycle_has_two_tyres_and_armour_left_out_is_0():
    data = shark() | {"body": "cycle", "armour": {"front": 4}}
    v = vehicles.design_from_dict(data)
    assert v.tyres == ("front", "back") and dict(v.armour) == {"front": 4, "back": 0, "left": 0, "right": 0,
                                                              "top": 0, "bottom": 0}


@pytest.mark.parametrize("change, message", [
    ({"hc": 7}, "hc: must be 6 or less, not 7"),
    ({"hc": "fast"}, "hc: must be a whole number, not text"),
    ({"top_speed": 123}, "top_speed: must be a multiple of 5 mph, not 123"),
    ({"reverse_top_speed": 125}, "reverse_top_speed: must not be above top_speed (120), not 125"),
    ({"body": "boat"}, "body: 'boat' is not one of car, cycle"),
    ({"armour": {"roof": 3}}, "armour.roof: is not a side (front, back, left, right, top, bottom)"),
    ({"armour": {"top": -1}}, "armour.top: must be 0 or more, not -1"),
    ({"tyre_points": 0}, "tyre_points: must be 1 or more, not 0"),
    ({"wheels": 4}, "wheels: unknown field"),
    ({"version": 2}, "version: 2 was written by a newer Garage"),
])
def test_bad_fields_are_one_line_naming_file_and_field(change, message):
    with pytest.raises(vehicles.VehicleFileError) as err:
        vehicles.design_from_dict(shark() | change, "shark.car.json")
    text = str(err.value)
    assert text.startswith("shark.car.json: ") and message in text and "\n" not in text


def test_missing_fields_are_named():
    data = shark()
    del data["hc"]
    with pytest.raises(vehicles.VehicleFileError, match=r"shark\.car\.json: hc: is missing"):
        vehicles.design_from_dict(data, "shark.car.json")


def test_files_of_one_rule_set_are_never_read_as_anothers():
    aa2_car = json.loads((ROOT / "resources" / "examples" / "purple-haze.car.json").read_text())
    with pytest.raises(vehicles.VehicleFileError) as err:
        cw_file.design_from_dict(aa2_car, "haze.car.json")
    assert str(err.value) == ('haze.car.json: format: must be "car-wars-crash/vehicle", '
                              'not "axles-and-alloys-ii/vehicle"')
    with pytest.raises(vehicles.VehicleFileError) as err:
        aa2_file.design_from_dict(shark(), "shark.car.json")
    assert 'format: must be "axles-and-alloys-ii/vehicle", not "car-wars-crash/vehicle"' in str(err.value)
    assert vehicles.design_from_dict(aa2_car).ruleset == "aa2"
    assert rulesets.for_format("car-wars-crash/vehicle", rulesets.VEHICLE).key == "car_wars"
    assert rulesets.for_format("car-wars-crash/play-log", rulesets.VEHICLE) is None


def test_an_unknown_format_names_the_crash_tables_among_the_known():
    with pytest.raises(vehicles.VehicleFileError, match='"car-wars-crash/vehicle"'):
        vehicles.loads('{"format": "car-wars/vehicle", "version": 1}', "x.car.json")


def test_validation_judges_what_the_tables_need():
    rules = rulesets.get("car_wars")
    report = rules.validate(vehicles.load(SHARK))
    assert report.legal and report.problems == ()
    bare = vehicles.design_from_dict(shark() | {"armour": {}})
    assert [p.code for p in rules.validate(bare).problems] == ["no-armour"]
    assert [c.label for c in rules.components(bare)] == ["front left tyre", "front right tyre", "back left tyre",
                                                        "back right tyre"]


def test_a_crash_tables_car_is_stored_and_comes_back_as_it_was(db_url):  # noqa: F811  the fixture imported above
    from garage.storage import open_garage

    design = vehicles.load(SHARK)
    with open_garage(db_url) as garage:
        garage.add_design(design)
    with open_garage(db_url) as garage:
        assert garage.get_design("Sand Shark") == design
        assert vehicles.dumps(garage.get_design("Sand Shark")) == SHARK.read_text()


def test_a_new_car_of_the_rule_set_is_a_legal_vehicle_that_writes_and_reads_back():
    rules = rulesets.get("car_wars")
    design = rules.new_design("New Car")
    assert design.ruleset == "car_wars" and rules.validate(design).legal
    assert vehicles.loads(vehicles.dumps(design)) == design


def test_a_crash_tables_car_is_its_own_type_with_no_weight_class_or_stat_line():
    """Issue 21: the crash tables' car is `CarWarsVehicle` itself, not A&A II's Design carrying
    its numbers as "hc=3" strings; general code asks the rule set for its class and summary."""
    rules = rulesets.get(cw_file.KEY)
    v = vehicles.load(SHARK)
    assert type(v) is CarWarsVehicle and not hasattr(v, "weight") and not hasattr(v, "stats")
    assert not hasattr(rules.catalogue, "weights") and not hasattr(rules.catalogue.bodies["car"], "standard")
    assert rules.vehicle_class(v) == "car" and dict(rules.vehicle_classes) == {"car": "Car", "cycle": "Cycle"}
    assert rules.vehicle_summary(v, rules.validate(v)) == (
        ("HC +3, top speed 120 mph, reverse 20 mph; armour front 20, back 15, left 15, right 15, top 10, "
         "bottom 10; 4 tyres of 6 points"),)
    assert isinstance(rules.new_design("New Car"), CarWarsVehicle)
