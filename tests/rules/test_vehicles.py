"""Vehicle files of every rule set (garage.rules.vehicles): each example under resources/ reads
through the routing reader and writes back byte for byte, whatever rule set it names."""

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
