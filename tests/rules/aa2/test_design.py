"""A&A II's reading of a design: the random roll (D9) and the Components a car carries."""

import pytest

from garage.rules.aa2.catalogue import load_catalogue
from garage.rules.aa2.design import components, random_stat_line
from garage.rules.aa2.vehicle import Design, StatLine, Weapon

CATALOGUE = load_catalogue()


@pytest.mark.parametrize("faces, expected", [
    ((1, 1, 1), StatLine(20, 3, 3, 2)),
    ((2, 3, 4), StatLine(21, 5, 5, 2)),
    ((5, 6, 6), StatLine(23, 7, 7, 2)),
])
def test_random_stat_line_d9(faces, expected):
    rolls = iter(faces)
    assert random_stat_line("medium", lambda: next(rolls), CATALOGUE) == expected


def test_random_stat_line_never_changes_turn_and_rejects_bad_dice():
    assert random_stat_line("light", lambda: 1, CATALOGUE).turn == 3
    with pytest.raises(ValueError):
        random_stat_line("light", lambda: 7, CATALOGUE)


def test_components_of_a_full_car():
    d = Design("Full", "heavy", weapons=(Weapon("Flamer", "flamethrower", "turret"), Weapon("MG", "light", "front")),
               dropped=("mines",), equipment=("ejector-seat",), navigator=True)
    labels = [(c.key, c.label) for c in components(d, CATALOGUE)]
    assert labels[:5] == [("engine", "Engine"), ("steering", "Steering"), ("brakes", "Brakes"),
                          ("fuel", "Fuel Tank"), ("driver", "Driver")]
    assert ("flame-tank:0", "Flame Tank") in labels
    assert ("turret", "Turret") in labels
    assert ("dropped:0", "Mine Dropper") in labels
    assert ("equipment:0", "Ejector Seat") in labels
    assert labels[-1] == ("navigator", "Lady Navigator")


def test_no_turret_component_without_turret_weapons():
    d = Design("Plain", "light", weapons=(Weapon("MG", "light", "front"),))
    assert "turret" not in [c.key for c in components(d, CATALOGUE)]
    assert "turret" in [c.key for c in components(Design("Empty", "light", turret=True), CATALOGUE)]
