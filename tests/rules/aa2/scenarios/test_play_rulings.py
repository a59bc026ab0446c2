"""RULINGS P24-P32 (resources/help/RULINGS.md), one named case each, through the engine."""

import pytest

from garage.rules.aa2.play import allowed
from garage.rules.aa2.play.damage import damage
from garage.rules.aa2.play.step import Step
from garage.rules.play import IllegalAction, ScriptedDice
from garage.rules.play.inputs import Inputs, NeedInput
from tests.rules.aa2.playkit import car, events, feed, game, plot_all, poke


def with_status(g, car_id, **statuses):
    car_state = g.state.car(car_id)
    for key, status in statuses.items():
        car_state = car_state.with_status(key, status)
    poke(g, car_id, components=car_state.components)


def test_p24_a_destroyed_engine_still_accelerates_up_to_its_falling_max():
    # Medium MAX 22: damaged 11, destroyed one game-turn ago 7. From 3" it may reach 7".
    g = game(car(), car())
    with_status(g, "a", engine="destroyed")
    poke(g, "a", speed=3, engine_destroyed_turns=1)
    r = allowed.plot_range(g.state, "a")
    assert (r.min, r.max) == (0, 7)


def test_p25_ramming_a_wreck_is_a_stationary_ram():
    g = game(car(), car(), car())
    poke(g, "b", destroyed=True, out="hit points gone", speed=0)
    plot_all(g, {"a": 10, "c": 6})
    feed(g, 3, 4, 2)  # the wreck's 2d6 (it is past harm), the rammer's d3
    g.act({"action": "collide", "car": "a", "other": "b"})
    assert events(g, "collision")[0]["kind"] == "stationary"
    a = g.state.car("a")
    assert a.hp_lost == 2 and a.moved and a.half_speed_next and not a.destroyed


def test_p26_a_drift_at_12_or_less_skids_as_the_13_18_row():
    # A Heavy car takes the lowest die in the 13"-18" row (the highest at 19"-24").
    g = game(car(weight="heavy"), car())
    poke(g, "b", speed=0)
    plot_all(g, {"a": 6, "b": 0})
    feed(g, 2, 5)
    g.act({"action": "turn", "car": "a", "at": 0, "drift": True})
    assert events(g, "skid")[0]["distance"] == 2


def test_p27_one_attack_one_target_one_arc():
    g = game(car(weapons=(("MG", "light", "front"), ("Bow", "light", "rear"))), car(), car())
    plot_all(g, {"a": 6, "b": 4, "c": 2})
    with pytest.raises(IllegalAction, match="cannot fire into the front arc"):
        g.act({"action": "attack", "car": "a", "target": "b", "weapons": [0, 1], "range": 6, "arc": "front"})
    feed(g, 1)
    g.act({"action": "attack", "car": "a", "target": "b", "weapons": [0], "range": 6, "arc": "front"})
    with pytest.raises(IllegalAction, match="already attacked"):
        g.act({"action": "attack", "car": "a", "target": "c", "weapons": [1], "range": 6, "arc": "rear"})


def test_p28_smokescreens_clear_in_step_2_after_the_speeds_are_written():
    g = game(car(weapons=(), dropped=["smoke"]), car())
    plot_all(g, {"a": 10, "b": 6})
    g.act({"action": "drop", "car": "a", "system": 0, "at": 4})
    g.act({"action": "moved", "car": "a"})
    g.act({"action": "moved", "car": "b"})
    g.act({"action": "end_turn"})
    assert g.lines[-1]["inputs"] == [] and g.state.templates  # nothing rolled as the turn ends
    feed(g, 6)
    g.act({"action": "plot", "car": "a", "speed": 10})
    assert g.lines[-1]["inputs"] == [] and g.state.templates  # not before every speed is down
    g.act({"action": "plot", "car": "b", "speed": 6})
    assert [i["for"] for i in g.lines[-1]["inputs"]] == ["smokescreen T1 clears on 6"]
    assert not g.state.templates


def test_p29_a_deathmatch_enters_at_6_so_the_first_plot_starts_from_6():
    for scenario, teams in (("deathmatch", None), ("team", {"a": "red", "b": "blue"})):
        g = game(car(), car(), scenario=scenario, teams=teams)  # Medium: ACC 5, DEC 5
        r = allowed.plot_range(g.state, "a")
        assert (r.min, r.max) == (1, 11)


def test_p30_acid_storm_picks_any_component_not_yet_lost():
    g = game(car(), car(), environment=("acid_storm",))
    with_status(g, "a", steering="damaged", brakes="destroyed")
    # components: engine, steering (damaged), brakes (gone), fuel, driver, weapon: 5 to pick from
    plot_all(g, {"a": 6, "b": 4}, dice=[6, 6, 2, 1])
    (which,) = [i for i in g.lines[-1]["inputs"] if i["for"] == "acid storm: which system"]
    assert which["roll"] == 5 and g.state.car("a").status("steering") == "destroyed"


def test_p31_swords_hold_back_flamethrowers_too():
    g = game(car(weapons=(("Flamer", "flamethrower", "front"),)), car(), swords_shields_deathsheads=True)
    plot_all(g, {"a": 6, "b": 4})
    with pytest.raises(IllegalAction, match="Sword"):
        g.act({"action": "attack", "car": "a", "target": "b", "weapons": [0], "range": 6, "arc": "front"})
    g.act({"action": "pickup", "car": "a", "token": "sword"})
    feed(g, 1)
    g.act({"action": "attack", "car": "a", "target": "b", "weapons": [0], "range": 6, "arc": "front"})


def test_p32_a_repeated_item_counts_once_but_each_nitro_adds_its_charges():
    g = game(car(equipment=["body-armour", "body-armour", "nitro", "nitro"]), car())
    assert g.state.car("a").nitro_charges == 4
    step = Step(g.state, Inputs([], ScriptedDice([1, 1, 1, 1, 6])))  # line 1: the driver's check a 6
    with pytest.raises(NeedInput) as need:
        damage(step, "a", 5, "b", "test")
    assert need.value.request.options == ("none", "equipment:body-armour")  # one Body Armour, not two
