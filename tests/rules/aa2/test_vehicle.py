"""A&A II's car (garage/rules/aa2/vehicle.py): the stat line a design has (RULINGS D9, D10),
asked of the catalogue."""

from garage.rules import rulesets
from garage.rules.aa2.vehicle import Design, StatLine

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
