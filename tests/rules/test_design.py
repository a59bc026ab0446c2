"""What every rule set's car shares: a component's key as states, events and sheets write it."""

from garage.rules.design import ComponentKey


def test_a_component_key_reads_back_as_written():
    assert ComponentKey.parse("weapon:2") == ComponentKey("weapon", 2) and str(ComponentKey("weapon", 2)) == "weapon:2"
    assert ComponentKey.parse("engine") == ComponentKey("engine") and str(ComponentKey("engine")) == "engine"
    assert ComponentKey.parse("flame-tank:0").kind == "flame-tank"
