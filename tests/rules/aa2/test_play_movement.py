"""Sections 3-6 and 9 through the engine: plotting, order, turns, skids, jumps, collisions,
dropped weapons. The text's worked examples are named cases."""

from dataclasses import replace

import pytest

from garage.rules.play import Entry, Game, IllegalAction, ScriptedDice, Setup
from tests.rules.aa2.playkit import PADDYWAGON, car, events, example, feed, game, plot_all, poke

HELGA = example("der-bahnstormer")


def plot_range(g, car_id):
    with pytest.raises(IllegalAction) as err:
        g.act({"action": "plot", "car": car_id, "speed": 99})
    return str(err.value)


# --- plotting (section 3) -----------------------------------------------------------------

def test_der_bahnstormer_plots_19_to_24_from_22():
    g = game(HELGA, car())
    poke(g, "a", speed=22)
    assert "19\"-24\"" in plot_range(g, "a")
    with pytest.raises(IllegalAction):
        g.act({"action": "plot", "car": "a", "speed": 18})
    assert g.act({"action": "plot", "car": "a", "speed": 19}) is None


def test_der_bahnstormer_plots_9_to_16_from_12():
    g = game(HELGA, car())
    poke(g, "a", speed=12)
    assert "9\"-16\"" in plot_range(g, "a")


def test_the_paddywagon_damaged_engine_plots_6_to_10():
    g = game(PADDYWAGON, car())
    state = g.states[-1]
    poke(g, "a", speed=18, components=state.car("a").with_status("engine", "damaged").components)
    assert "6\"-10\"" in plot_range(g, "a")


def test_nitro_adds_2d6_to_this_turn_only():
    g = game(example("virginia-dentata"), car(), dice=[3, 4])
    g.act({"action": "plot", "car": "a", "speed": 10, "nitro": 1})
    g.act({"action": "plot", "car": "b", "speed": 6})
    a = g.state.car("a")
    assert (a.plotted, a.nitro, a.move_speed, a.nitro_charges) == (10, 7, 17, 1)
    g.act({"action": "moved", "car": "a"})
    g.act({"action": "moved", "car": "b"})
    g.act({"action": "end_turn"})
    assert g.state.car("a").speed == 10


def test_doing_a_scott_needs_the_option():
    g = game(example("virginia-dentata"), car(), dice=[1, 2, 3, 4])
    with pytest.raises(IllegalAction):
        g.act({"action": "plot", "car": "a", "speed": 10, "nitro": 2})
    g = game(example("virginia-dentata"), car(), dice=[1, 2, 3, 4], doing_a_scott=True)
    g.act({"action": "plot", "car": "a", "speed": 10, "nitro": 2})
    assert g.state.car("a").nitro == 10 and g.state.car("a").nitro_charges == 0


# --- movement order and deferral (section 4) -----------------------------------------------

def doghead_deadgirl_knuckles(**options):
    g = game(("doghead", car()), ("deadgirl", car()), ("knuckles", car()), **options)
    for car_id, speed in (("doghead", 22), ("deadgirl", 20), ("knuckles", 14)):
        poke(g, car_id, speed=speed)
    plot_all(g, {"doghead": 22, "deadgirl": 20, "knuckles": 14})
    return g


def test_fastest_moves_first_and_doghead_defers():
    g = doghead_deadgirl_knuckles()
    assert g.state.order == ("doghead", "deadgirl", "knuckles")
    g.act({"action": "defer", "car": "doghead"})
    assert g.state.mover == "deadgirl"
    with pytest.raises(IllegalAction):
        g.act({"action": "moved", "car": "knuckles"})
    g.act({"action": "moved", "car": "deadgirl"})
    g.act({"action": "moved", "car": "doghead"})
    assert g.state.mover == "knuckles"


def test_no_deferral_option():
    g = doghead_deadgirl_knuckles(no_deferral=True)
    with pytest.raises(IllegalAction):
        g.act({"action": "defer", "car": "doghead"})


def test_equal_speeds_dice_off_and_roll_again_on_equal_scores():
    g = game(car(), car(), car())
    # a and b tie on 4, roll again: b 5, a 2; c rolled 6 first.
    plot_all(g, {"a": 6, "b": 6, "c": 6}, dice=[4, 4, 6, 2, 5])
    assert g.state.order == ("c", "b", "a")
    assert [i["value"] for i in g.lines[-1]["inputs"]] == [4, 4, 6, 2, 5]


# --- turns and skids (sections 4 and 5) ---------------------------------------------------

def moving(design, speed, other=None, **options):
    g = game(design, other or car(), **options)
    poke(g, "a", speed=speed)
    poke(g, "b", speed=0)
    plot_all(g, {"a": speed, "b": 0})
    assert g.state.mover == "a"
    return g


def test_turns_allowed_by_turn_and_steering():
    g = moving(car(), 10)  # medium: TURN 2, no skids at 10"
    g.act({"action": "turn", "car": "a", "at": 0})
    with pytest.raises(IllegalAction):
        g.act({"action": "turn", "car": "a", "at": 0})  # one turn per point
    g.act({"action": "turn", "car": "a", "at": 5})
    with pytest.raises(IllegalAction):
        g.act({"action": "turn", "car": "a", "at": 10})
    g = moving(car(), 10)
    poke(g, "a", components=g.state.car("a").with_status("steering", "damaged").components)
    g.act({"action": "turn", "car": "a", "at": 0})
    with pytest.raises(IllegalAction):
        g.act({"action": "turn", "car": "a", "at": 5})
    g = moving(car(), 10)
    poke(g, "a", components=g.state.car("a").with_status("steering", "destroyed").components)
    with pytest.raises(IllegalAction):
        g.act({"action": "turn", "car": "a", "at": 0})


def test_helgas_skid_of_3_leaves_7():
    g = moving(HELGA, 20)
    feed(g, 5, 3, 4)  # skid check 5 (skids on 5,6 at 19-24), distance dice 3 and 4
    assert g.act({"action": "turn", "car": "a", "at": 10}) is None
    (skid,) = events(g, "skid")
    assert skid["distance"] == 3 and skid["remaining"] == 7


def test_no_skid_check_at_12_or_below_nor_with_skids_off():
    g = moving(HELGA, 12)
    feed(g)  # no dice at all
    g.act({"action": "turn", "car": "a", "at": 6})
    g = moving(HELGA, 20, skids=False)
    feed(g)
    g.act({"action": "turn", "car": "a", "at": 6})


def test_skid_check_passed():
    g = moving(HELGA, 20)
    feed(g, 4)
    g.act({"action": "turn", "car": "a", "at": 10})
    assert events(g, "skid") == []


def test_medium_at_19_24_chooses_the_skid_die_lower_by_default():
    g = moving(car(stats=None), 20)
    feed(g, 6, 2, 5)
    request = g.act({"action": "turn", "car": "a", "at": 4})
    assert request.question == "skid_die" and request.options == (2, 5) and request.default == 2
    g.answer_default()
    assert events(g, "skid")[0]["distance"] == 2
    assert g.lines[-1]["inputs"][-1] == {"decide": "skid_die", "for": request.purpose, "value": 2}


def test_heavy_skids_the_highest_and_25_plus_the_total():
    g = moving(car(weight="heavy", stats=None), 20)
    feed(g, 5, 2, 5)
    g.act({"action": "turn", "car": "a", "at": 4})
    assert events(g, "skid")[0]["distance"] == 5
    g = moving(example("virginia-dentata"), 24)
    poke(g, "a", nitro=6)
    feed(g, 4, 2, 5)
    g.act({"action": "turn", "car": "a", "at": 4})
    assert events(g, "skid")[0]["distance"] == 7


def test_a_drift_always_skids():
    g = moving(HELGA, 10)
    feed(g, 1, 2)
    g.act({"action": "turn", "car": "a", "at": 4, "drift": True})
    assert events(g, "skid")[0]["distance"] == 1


def test_double_six_skid_loses_control_and_double_one_overturns():
    g = moving(HELGA, 20)
    feed(g, 6, 6, 6, 3, 2)  # skid, double six, scatter 3, distance d6 2 (13"-20": d6+d3)
    feed(g, 6, 6, 6, 3, 2, 1)
    g.act({"action": "turn", "car": "a", "at": 4})
    a = g.state.car("a")
    assert a.misses_turn == 2 and a.moved and g.state.mover == "b"
    g = moving(HELGA, 20)
    feed(g, 6, 1, 1, 4)  # overturned; driver roll 4 kills
    g.act({"action": "turn", "car": "a", "at": 4})
    a = g.state.car("a")
    assert a.destroyed and a.out == "overturned in a skid" and a.status("driver") == "dead"


def test_loss_of_control_misses_next_turn_then_free_facing():
    g = moving(HELGA, 20)
    feed(g, 6, 6, 6, 3, 2, 1)
    g.act({"action": "turn", "car": "a", "at": 4})
    g.act({"action": "moved", "car": "b"})
    g.act({"action": "end_turn"})
    g.act({"action": "plot", "car": "b", "speed": 0})  # a cannot plot: it misses this turn
    assert g.state.phase == "move" and g.state.order == ("b",)
    g.act({"action": "moved", "car": "b"})
    g.act({"action": "end_turn"})
    a = g.state.car("a")
    assert a.speed == 0 and a.free_facing
    g.act({"action": "plot", "car": "a", "speed": 4})
    g.act({"action": "plot", "car": "b", "speed": 0})
    g.act({"action": "turn", "car": "a", "at": 0})
    assert events(g, "turn")[0]["free"] is True


def test_classic_turning_one_turn_at_the_start():
    g = moving(car(), 10, classic_turning=True)
    with pytest.raises(IllegalAction):
        g.act({"action": "turn", "car": "a", "at": 5})
    g.act({"action": "turn", "car": "a", "at": 0})


# --- jumps (section 6) --------------------------------------------------------------------

def test_virginia_dentata_jumps_10_and_has_2_left():
    g = moving(example("virginia-dentata"), 19)
    feed(g)  # a Light car takes no landing damage (RULINGS P16)
    g.act({"action": "jump", "car": "a", "at": 7})
    (jump,) = events(g, "jump")
    assert jump["distance"] == 10 and jump["lands_at"] == 17 and jump["remaining"] == 2
    assert events(g, "land")[0]["damage"] is None
    with pytest.raises(IllegalAction):
        g.act({"action": "turn", "car": "a", "at": 10})  # in the air at the halfway point
    feed(g, 1)
    g.act({"action": "turn", "car": "a", "at": 19})


def test_virginia_dentata_as_the_example_reads_takes_landing_damage():
    g = moving(example("virginia-dentata"), 19, landing_damage_light=True)
    feed(g, 3)
    g.act({"action": "jump", "car": "a", "at": 7})
    assert g.state.car("a").hp_lost == 3
    g = moving(replace(example("virginia-dentata"), weight="medium"), 19)
    feed(g, 3)
    g.act({"action": "jump", "car": "a", "at": 7})
    assert g.state.car("a").hp_lost == 3


def test_dogmeat_jumps_8_and_carries_4_into_the_next_turn():
    dogmeat = replace(example("dogmeat"), weight="medium")  # the example halves his 16"
    g = moving(dogmeat, 16)
    g.act({"action": "jump", "car": "a", "at": 12})
    a = g.state.car("a")
    assert events(g, "jump")[0]["distance"] == 8 and a.airborne_left == 4 and a.airborne
    with pytest.raises(IllegalAction):
        g.act({"action": "turn", "car": "a", "at": 16})
    g.act({"action": "moved", "car": "a"})
    # shot at while in the air: only 6s hit, for 1
    poke(g, "b", speed=0)
    feed(g, 5)
    g.act({"action": "attack", "car": "b", "target": "a", "weapons": [0], "range": 6, "arc": "front"})
    assert g.state.car("a").hp_lost == 0
    with pytest.raises(IllegalAction):
        g.act({"action": "collide", "car": "b", "other": "a"})
    g.act({"action": "moved", "car": "b"})
    g.act({"action": "end_turn"})
    assert "16\"-16\"" in plot_range(g, "a")
    plot_all(g, {"a": 16, "b": 0})
    for at in (0, 2):
        with pytest.raises(IllegalAction):
            g.act({"action": "turn", "car": "a", "at": at})
    g.act({"action": "land", "car": "a"})
    a = g.state.car("a")
    assert not a.airborne and a.hp_lost == 0  # 16" is under 18": no landing damage
    feed(g, 1)  # skid check at 16": no skid
    g.act({"action": "turn", "car": "a", "at": 8})
    g.act({"action": "hit", "car": "a", "thing": "pond"})  # on the ground again
    assert g.state.car("a").destroyed


def test_heavy_dogmeat_jumps_a_quarter():
    g = moving(example("dogmeat"), 16)
    g.act({"action": "jump", "car": "a", "at": 12})
    assert events(g, "jump")[0]["distance"] == 4 and g.state.car("a").airborne_left == 0


def test_no_jump_below_12():
    g = moving(car(), 11)
    with pytest.raises(IllegalAction):
        g.act({"action": "jump", "car": "a", "at": 2})


# --- hitting things (section 4) -----------------------------------------------------------

def test_solid_scenery_destroys_and_driver_dies_on_4_to_6():
    g = moving(car(), 10)
    feed(g, 3)
    g.act({"action": "hit", "car": "a", "thing": "solid"})
    a = g.state.car("a")
    assert a.destroyed and a.driver_alive
    assert g.state.over  # the last car left wins the deathmatch


def test_pond_spares_the_driver_and_toxic_waste_does_not():
    g = moving(car(), 10, other=car())
    feed(g)
    g.act({"action": "hit", "car": "a", "thing": "pond"})
    assert g.state.car("a").destroyed and g.state.car("a").driver_alive
    g = moving(car(), 10)
    feed(g, 6)
    g.act({"action": "hit", "car": "a", "thing": "toxic_pond"})
    assert not g.state.car("a").driver_alive


def test_deathshead_kills_the_driver_without_rerolls():
    g = game(car(), car(), rerolls=3, swords_shields_deathsheads=True)
    poke(g, "b", speed=0)
    plot_all(g, {"a": 10, "b": 0})
    feed(g)
    g.act({"action": "hit", "car": "a", "thing": "deathshead"})
    a = g.state.car("a")
    assert a.destroyed and not a.driver_alive and a.rerolls_left == 3


def test_ramming_a_stationary_car():
    g = moving(car(), 10)
    feed(g, 1, 3, 2)  # stationary target 2d6 = 4, rammer d3 = 2
    g.act({"action": "collide", "car": "a", "other": "b"})
    assert g.state.car("b").hp_lost == 4 and g.state.car("a").hp_lost == 2
    assert g.state.car("a").moved and g.state.car("a").half_speed_next


def moving_pair(a_design, b_design):
    g = game(a_design, b_design)
    plot_all(g, {"a": 10, "b": 8})
    return g


def test_moving_collision_with_modifiers_and_p3_reroll_on_equal():
    # a: medium with ramplates (+1); b: heavy (+1). 3+1 = 3+1: roll again; 5+1 > 2+1.
    g = moving_pair(car(equipment=["ramplates"]), car(weight="heavy"))
    feed(g, 3, 3, 5, 2, 2, 4)  # ..., high d3 = 2, low d6 = 4, then b's loss of control
    request = g.act({"action": "collide", "car": "a", "other": "b"})
    assert request.question == "head_on"
    feed(g, 3, 3, 5, 2, 2, 4, 1, 3)
    g.answer(False)
    assert g.state.car("a").hp_lost == 2 and g.state.car("b").hp_lost == 4
    assert g.state.car("b").misses_turn == 2 and g.state.car("a").half_speed_next


def test_head_on_collision():
    g = moving_pair(car(), car())
    feed(g, 1, 2, 2, 2, 1, 1, 1, 1)
    g.act({"action": "collide", "car": "a", "other": "b", "head_on": True})
    assert g.state.car("a").hp_lost == 3 and g.state.car("b").hp_lost == 4
    assert g.state.car("a").misses_turn == g.state.car("b").misses_turn == 2


def test_race_barrier_by_speed():
    g = game(car(), car(), scenario="race", variant="banger")
    plot_all(g, {"a": 5, "b": 0})  # races start standing; medium race ACC 5
    feed(g)
    g.act({"action": "hit", "car": "a", "thing": "barrier"})
    assert g.state.car("a").hp_lost == 0
    poke(g, "a", plotted=17)
    feed(g, 2)
    g.act({"action": "hit", "car": "a", "thing": "barrier"})
    assert g.state.car("a").hp_lost == 4  # d6+2
    feed(g, 1)
    g.act({"action": "hit", "car": "a", "thing": "barrier", "square": True})
    assert g.state.car("a").destroyed


# --- dropped weapons (section 9) ----------------------------------------------------------

def dropper(kind, victim=None, **options):
    g = game(car(weapons=(), dropped=[kind]), victim or car(), **options)
    plot_all(g, {"a": 10, "b": 6})
    return g


def test_drop_needs_3_inches_and_has_three_drops():
    g = dropper("oil")
    with pytest.raises(IllegalAction):
        g.act({"action": "drop", "car": "a", "system": 0, "at": 2})
    for at in (3, 5, 7):
        g.act({"action": "drop", "car": "a", "system": 0, "at": at})
    with pytest.raises(IllegalAction):
        g.act({"action": "drop", "car": "a", "system": 0, "at": 9})
    assert [t.id for t in g.state.templates] == ["T1", "T2", "T3"]


def test_no_drops_in_races():
    g = game(car(weapons=(), dropped=["oil"]), car(), scenario="race", variant="banger")
    plot_all(g, {"a": 5, "b": 0})
    with pytest.raises(IllegalAction):
        g.act({"action": "drop", "car": "a", "system": 0, "at": 4})


def test_mines_by_weight_and_the_kill_goes_to_the_dropper():
    g = dropper("mines", victim=car(weight="light"))
    g.act({"action": "drop", "car": "a", "system": 0, "at": 4})
    g.act({"action": "moved", "car": "a"})
    feed(g, 3)  # light sets mines off on 4+
    g.act({"action": "cross", "car": "b", "template": "T1"})
    assert g.state.templates and g.state.car("b").hp_lost == 0
    poke(g, "b", hp_lost=10, thresholds=2)
    feed(g, 4, 1, 1, 1)  # detonates; 2d6 = 2 -> 12 lost: destroyed; driver survives on 1
    g.act({"action": "cross", "car": "b", "template": "T1"})
    b = g.state.car("b")
    assert b.destroyed and b.killed_by == "a" and g.state.car("a").kills == ("b",)
    assert not g.state.templates


def test_oil_light_ignores_on_5_6_and_a_crash_after_it_is_the_droppers_kill():
    g = dropper("oil", victim=car(weight="light"))
    g.act({"action": "drop", "car": "a", "system": 0, "at": 4})
    g.act({"action": "moved", "car": "a"})
    feed(g, 5)
    g.act({"action": "cross", "car": "b", "template": "T1"})
    assert g.state.car("b").misses_turn is None
    feed(g, 2, 1, 3)
    g.act({"action": "cross", "car": "b", "template": "T1"})
    assert g.state.car("b").misses_turn == 2
    feed(g, 1)
    g.act({"action": "hit", "car": "b", "thing": "solid"})
    assert g.state.car("b").killed_by == "a"


def test_spikes_damage_then_destroy_steering_no_run_flat_reroll():
    g = dropper("spikes", victim=car(equipment=["run-flat-tyres"]))
    g.act({"action": "drop", "car": "a", "system": 0, "at": 4})
    g.act({"action": "cross", "car": "b", "template": "T1"})
    assert g.state.car("b").status("steering") == "damaged"
    g.act({"action": "cross", "car": "b", "template": "T1"})
    assert g.state.car("b").status("steering") == "destroyed"


def test_napalm_sets_a_fire_owned_by_the_dropper():
    g = dropper("napalm")
    g.act({"action": "drop", "car": "a", "system": 0, "at": 4})
    g.act({"action": "cross", "car": "b", "template": "T1"})
    assert g.state.car("b").fires == ("a",)


def test_smoke_clears_on_a_6_at_the_start_of_a_turn():
    g = dropper("smoke")
    g.act({"action": "drop", "car": "a", "system": 0, "at": 4})
    g.act({"action": "drop", "car": "a", "system": 0, "at": 6})
    g.act({"action": "moved", "car": "a"})
    g.act({"action": "moved", "car": "b"})
    g.act({"action": "end_turn"})
    plot_all(g, {"a": 10, "b": 6}, dice=[6, 2])
    assert [t.id for t in g.state.templates] == ["T2"]


def test_navigator_fires_the_drops():
    design = car(weapons=(), dropped=["oil"], navigator=True, equipment=["ejector-seat"])
    g = game(design, car(), navigators={"a": "Queen Bee"}, lady_navigators=True)
    plot_all(g, {"a": 10, "b": 6})
    g.act({"action": "eject", "car": "a"})
    with pytest.raises(IllegalAction):
        g.act({"action": "drop", "car": "a", "system": 0, "at": 4})


def test_table_scale_multiplies_every_distance():
    setup = Setup("deathmatch", (Entry("a", HELGA), Entry("b", example("virginia-dentata"))), scale=2)
    g = Game(setup, ScriptedDice([]))
    poke(g, "a", speed=20)
    poke(g, "b", speed=19)
    plot_all(g, {"a": 20, "b": 19})
    feed(g, 5, 3, 4)
    g.act({"action": "turn", "car": "a", "at": 20})  # 10" at 1:64 is 20 on a 1:43 table
    assert events(g, "skid")[0]["distance"] == 6 and events(g, "skid")[0]["remaining"] == 14
    with pytest.raises(IllegalAction, match="at least 6"):
        g.act({"action": "drop", "car": "a", "system": 0, "at": 5})
    g.act({"action": "moved", "car": "a"})
    g.act({"action": "jump", "car": "b", "at": 14})
    assert events(g, "jump")[0]["distance"] == 20 and events(g, "jump")[0]["remaining"] == 4
