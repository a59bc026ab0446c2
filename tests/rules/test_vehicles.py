"""Vehicle files of every rule set (garage.rules.vehicles): each example under resources/ reads
through the routing reader and writes back byte for byte, whatever rule set it names."""

import dataclasses

import pytest

from garage.resources import resource
from garage.rules import rulesets
from garage.rules import vehicles as vf

EXAMPLES = sorted(resource().rglob("*" + vf.SUFFIX))


def test_there_are_examples_of_every_rule_set():
    with_examples = {r.key for r in rulesets.all_rulesets() if r.examples}
    assert {vf.loads(p.read_bytes(), str(p)).ruleset for p in EXAMPLES} == with_examples


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: str(p.relative_to(resource())))
def test_every_example_vehicle_file_loads_and_dumps_byte_for_byte(path):
    text = path.read_bytes().decode("utf-8")
    vehicle = vf.loads(text, str(path))
    assert vf.dumps(vehicle) == text
    assert vf.dumps(vf.loads(vf.dumps(vehicle))) == text


@pytest.mark.parametrize("key", ["aa2", "battle_cars", "car_wars"])
def test_each_rule_set_has_its_own_frozen_vehicle_type_behind_the_shared_part(key):
    """Issue 21: what every car has is name, ruleset and notes; the rest is its rule set's type,
    which another rule set refuses rather than misreads."""
    ruleset = rulesets.get(key)
    car = ruleset.new_design("New Car")
    assert dataclasses.is_dataclass(car) and type(car).__dataclass_params__.frozen
    assert (car.name, car.ruleset, car.notes) == ("New Car", key, "")
    assert vf.loads(vf.dumps(car)) == car
    kinds = {type(rulesets.get(k).new_design("x")) for k in ("aa2", "battle_cars", "car_wars")}
    assert len(kinds) == 3
    for other in {"aa2", "battle_cars", "car_wars"} - {key}:
        with pytest.raises(TypeError, match="New Car"):
            rulesets.get(other).validate(car)
    assert ruleset.vehicle_class(car) in ruleset.vehicle_classes
