"""The rules data matches A&A II section 2, section 9, section 10 and RULINGS D11/D12."""

import dataclasses

import pytest

from garage.rules.aa2.catalogue import load_catalogue
from garage.rules.aa2.vehicle import StatLine

CAT = load_catalogue()


@pytest.mark.parametrize(
    "weight, capacity, circles, standard, race",
    [
        ("light", 3, 4, StatLine(24, 6, 6, 3), StatLine(22, 6, 6, 3)),
        ("medium", 4, 5, StatLine(22, 5, 5, 2), StatLine(25, 5, 5, 2)),
        ("heavy", 5, 6, StatLine(20, 4, 4, 2), StatLine(28, 4, 4, 2)),
    ],
)
def test_weight_classes(weight, capacity, circles, standard, race):
    w = CAT.weight(weight)
    assert (w.capacity, w.circles_per_line, w.standard, w.race) == (capacity, circles, standard, race)
    assert w.hit_points == 3 * circles


def test_thresholds_in_order():
    assert [t.label for t in CAT.thresholds] == ["Systems lost on 6", "Systems lost on 5,6", "Vehicle destroyed"]
    assert [t.component_loss for t in CAT.thresholds] == [(6,), (5, 6), ()]
    assert [t.vehicle_destroyed for t in CAT.thresholds] == [False, False, True]


def test_costs_of_section_9():
    costs = {k: c.cost for k, c in CAT.weapon_classes.items()}
    assert costs == {"light": 1, "medium": 2, "heavy": 0, "flamethrower": 2}
    assert not CAT.weapon_classes["heavy"].fittable
    assert CAT.weapon_classes["flamethrower"].flame_tank
    assert CAT.turret_cost_per_weapon == 1
    assert {k: d.cost for k, d in CAT.dropped.items()} == dict.fromkeys(
        ["mines", "spikes", "oil", "napalm", "smoke"], 1)
    assert all(d.drops == 3 for d in CAT.dropped.values())
    equipment = {k: e.cost for k, e in CAT.equipment.items()}
    assert equipment == {
        "ramplates": 1, "heavy-ramplates": 2, "fire-extinguisher": 1, "body-armour": 1,
        "racing-fuel-cell": 1, "armoured-engine-bay": 1, "run-flat-tyres": 1, "nitro": 1,
        "ejector-seat": 1,
    }
    assert CAT.equipment["nitro"].charges == 2
    assert {e.reroll for e in CAT.equipment.values() if e.reroll} == {"driver", "fuel", "engine", "steering"}


def test_example_weapons_by_class():
    assert CAT.example_weapons["light"] == ("Machine Gun", "Light Laser", "Handgun", "Crossbow")
    assert CAT.example_weapons["medium"] == ("Grenade Launcher", "Heavy Laser", "Rocket Launcher")
    assert CAT.example_weapons["heavy"] == ("TOW", "Multiple Rocket Launcher")
    assert CAT.example_class("heavy laser") == "medium"
    assert CAT.example_class("Death Ray") is None


def test_catalogue_is_immutable_and_loaded_once():
    assert load_catalogue() is CAT
    with pytest.raises(dataclasses.FrozenInstanceError):
        CAT.weight("light").capacity = 9
    with pytest.raises(TypeError):
        CAT.equipment["nitro"] = None


def test_random_stat_roll_modifiers():
    assert CAT.random_stat_modifiers == (-2, -1, 0, 0, 1, 2)
