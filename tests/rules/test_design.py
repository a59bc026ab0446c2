"""Designs: stat lines (D9, D10), the random roll, and the Components a car carries."""

import pytest

from garage.rules.aa2.catalogue import StatLine
from garage.rules.design import Design, Weapon, components, random_stat_line


def test_standard_line_when_stats_absent():
    d = Design("X", "heavy")
    assert d.stat_line() == StatLine(20, 4, 4, 2)
    assert not d.is_custom()


def test_explicit_standard_line_is_not_custom():
    assert not Design("X", "medium", stats=StatLine(22, 5, 5, 2)).is_custom()


def test_race_line_keeps_custom_differences():
    # RULINGS D10: Der Bahnstormer-like light car, ACC -2 and DEC -3 off the standard line.
    d = Design("X", "light", stats=StatLine(24, 4, 3, 3))
    assert d.race_stat_line() == StatLine(22, 4, 3, 3)
    assert Design("Y", "heavy").race_stat_line() == StatLine(28, 4, 4, 2)


@pytest.mark.parametrize("faces, expected", [
    ((1, 1, 1), StatLine(20, 3, 3, 2)),
    ((2, 3, 4), StatLine(21, 5, 5, 2)),
    ((5, 6, 6), StatLine(23, 7, 7, 2)),
])
def test_random_stat_line_d9(faces, expected):
    rolls = iter(faces)
    assert random_stat_line("medium", lambda: next(rolls)) == expected


def test_random_stat_line_never_changes_turn_and_rejects_bad_dice():
    assert random_stat_line("light", lambda: 1).turn == 3
    with pytest.raises(ValueError):
        random_stat_line("light", lambda: 7)


def test_components_of_a_full_car():
    d = Design("Full", "heavy", weapons=(Weapon("Flamer", "flamethrower", "turret"), Weapon("MG", "light", "front")),
               dropped=("mines",), equipment=("ejector-seat",), navigator=True)
    labels = [(c.key, c.label) for c in components(d)]
    assert labels[:5] == [("engine", "Engine"), ("steering", "Steering"), ("brakes", "Brakes"),
                          ("fuel", "Fuel Tank"), ("driver", "Driver")]
    assert ("flame-tank:0", "Flame Tank") in labels
    assert ("turret", "Turret") in labels
    assert ("dropped:0", "Mine Dropper") in labels
    assert ("equipment:0", "Ejector Seat") in labels
    assert labels[-1] == ("navigator", "Lady Navigator")


def test_no_turret_component_without_turret_weapons():
    d = Design("Plain", "light", weapons=(Weapon("MG", "light", "front"),))
    assert "turret" not in [c.key for c in components(d)]
    assert "turret" in [c.key for c in components(Design("Empty", "light", turret=True))]
