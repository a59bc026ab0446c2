"""Designs: the stat line a design has (RULINGS D9, D10), asked of its rule set's catalogue."""

from garage.rules import rulesets
from garage.rules.aa2.vehicle import Design, StatLine
from garage.rules.design import ComponentKey

CATALOGUE = rulesets.get("aa2").catalogue


def test_standard_line_when_stats_absent():
    d = Design("X", "heavy")
    assert d.stat_line(CATALOGUE) == StatLine(20, 4, 4, 2)
    assert not d.is_custom(CATALOGUE)


def test_explicit_standard_line_is_not_custom():
    assert not Design("X", "medium", stats=StatLine(22, 5, 5, 2)).is_custom(CATALOGUE)


def test_race_line_keeps_custom_differences():
    # RULINGS D10: Der Bahnstormer-like light car, ACC -2 and DEC -3 off the standard line.
    d = Design("X", "light", stats=StatLine(24, 4, 3, 3))
    assert d.race_stat_line(CATALOGUE) == StatLine(22, 4, 3, 3)
    assert Design("Y", "heavy").race_stat_line(CATALOGUE) == StatLine(28, 4, 4, 2)


def test_a_component_key_reads_back_as_written():
    assert ComponentKey.parse("weapon:2") == ComponentKey("weapon", 2) and str(ComponentKey("weapon", 2)) == "weapon:2"
    assert ComponentKey.parse("engine") == ComponentKey("engine") and str(ComponentKey("engine")) == "engine"
    assert ComponentKey.parse("flame-tank:0").kind == "flame-tank"
