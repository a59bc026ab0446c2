"""Sections 3-6 and 9 through the engine: plotting, order, turns, skids, jumps, collisions,
dropped weapons. The text's worked examples are named cases."""

from dataclasses import replace
from fractions import Fraction

import pytest

from garage.rules.aa2.play import allowed
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


def test_a_car_comes_down_to_0_before_it_goes_the_other_way():
    # Section 3 (text line 20): the speed "may be adjusted downwards by a maximum of the
    # vehicle's DEC rating and upwards by a maximum of the ACC rating ... Vehicles moving
    # backwards use their ACC rating as their MAX rating": reversing starts from a standstill.
    g = game(HELGA, car())
    poke(g, "a", speed=22)
    with pytest.raises(IllegalAction, match="comes down to 0"):
        g.act({"action": "plot", "car": "a", "speed": 5, "reverse": True})
    assert allowed.plot_range(g.state, "a", reverse=True) is None
    g = game(HELGA, car())
    poke(g, "a", speed=3)  # DEC 3: down to 0 this turn, backwards the next
    with pytest.raises(IllegalAction):
        g.act({"action": "plot", "car": "a", "speed": 1, "reverse": True})
    plot_all(g, {"a": 0, "b": 6})
    g.act({"action": "moved", "car": "b"})
    g.act({"action": "moved", "car": "a"})
    g.act({"action": "end_turn"})
    r = allowed.plot_range(g.state, "a", reverse=True)
    assert (r.min, r.max) == (0, 4)  # ACC 4 is the MAX backwards
    plot_all(g, {"b": 6})
    g.act({"action": "plot", "car": "a", "speed": 4, "reverse": True})
    g.act({"action": "moved", "car": "b"})
    g.act({"action": "moved", "car": "a"})
    g.act({"action": "end_turn"})
    with pytest.raises(IllegalAction, match="comes down to 0"):
        g.act({"action": "plot", "car": "a", "speed": 1})  # going backwards at 4": forwards must wait
    r = allowed.plot_range(g.state, "a", reverse=True)
    assert (r.min, r.max) == (1, 4)


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


def test_turns_only_at_the_start_midway_or_at_the_end():
    # Section 4 (text line 25): "A turn may be made at the start of a vehicles movement, at
    # the end of a vehicles movement, or midway through the vehicles movement. Only one turn
    # may be made at each point". Hirsuite Helga at 16" turns at 0, 8 or 16, nowhere else.
    g = moving(car(weight="light"), 10)  # TURN 3: one turn at each of the three points
    for at in (3, 7.5, 9):
        with pytest.raises(IllegalAction, match=r"start, midway .* or end"):
            g.act({"action": "turn", "car": "a", "at": at})
    for at in (0, 5, 10):
        g.act({"action": "turn", "car": "a", "at": at})
    g = moving(HELGA, 16, skids=False)
    g.act({"action": "turn", "car": "a", "at": 8})
    with pytest.raises(IllegalAction, match="one turn at each point"):
        g.act({"action": "turn", "car": "a", "at": 8})
    g.act({"action": "turn", "car": "a", "at": 16})


def test_midway_through_an_odd_move_is_half_rounded_up_or_measured_exactly():
    # Virginia Dentata at 19": "the halfway point of her move (10")" (section 6, line 63).
    for at in (9.5, 10):
        g = moving(example("virginia-dentata"), 19, skids=False)
        g.act({"action": "turn", "car": "a", "at": at})
    g = moving(example("virginia-dentata"), 19, skids=False)
    with pytest.raises(IllegalAction):
        g.act({"action": "turn", "car": "a", "at": 9})
    g.act({"action": "turn", "car": "a", "at": 9.5})
    with pytest.raises(IllegalAction, match="one turn at each point"):
        g.act({"action": "turn", "car": "a", "at": 10})


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
    g.act({"action": "turn", "car": "a", "at": 10})


def test_skid_check_passed():
    g = moving(HELGA, 20)
    feed(g, 4)
    g.act({"action": "turn", "car": "a", "at": 10})
    assert events(g, "skid") == []


def test_medium_at_19_24_chooses_the_skid_die_lower_by_default():
    g = moving(car(stats=None), 20)
    feed(g, 6, 2, 5)
    request = g.act({"action": "turn", "car": "a", "at": 0})
    assert request.question == "skid_die" and request.options == (2, 5) and request.default == 2
    g.answer_default()
    assert events(g, "skid")[0]["distance"] == 2
    assert g.lines[-1]["inputs"][-1] == {"decide": "skid_die", "for": request.purpose, "value": 2}


def test_heavy_skids_the_highest_and_25_plus_the_total():
    g = moving(car(weight="heavy", stats=None), 20)
    feed(g, 5, 2, 5)
    g.act({"action": "turn", "car": "a", "at": 0})
    assert events(g, "skid")[0]["distance"] == 5
    g = moving(example("virginia-dentata"), 24)
    poke(g, "a", nitro=6)
    feed(g, 4, 2, 5)
    g.act({"action": "turn", "car": "a", "at": 0})
    assert events(g, "skid")[0]["distance"] == 7


def test_a_drift_always_skids():
    g = moving(HELGA, 10)
    feed(g, 1, 2)
    g.act({"action": "turn", "car": "a", "at": 5, "drift": True})
    assert events(g, "skid")[0]["distance"] == 1


def test_double_six_skid_loses_control_and_double_one_overturns():
    g = moving(HELGA, 20)
    feed(g, 6, 6, 6, 3, 2)  # skid, double six, scatter 3, distance d6 2 (13"-20": d6+d3)
    feed(g, 6, 6, 6, 3, 2, 1)
    g.act({"action": "turn", "car": "a", "at": 0})
    a = g.state.car("a")
    assert a.misses_turn == 2 and a.moved and g.state.mover == "b"
    g = moving(HELGA, 20)
    feed(g, 6, 1, 1, 4)  # overturned; driver roll 4 kills
    g.act({"action": "turn", "car": "a", "at": 0})
    a = g.state.car("a")
    assert a.destroyed and a.out == "overturned in a skid" and a.status("driver") == "dead"


def test_loss_of_control_misses_next_turn_then_free_facing():
    g = moving(HELGA, 20)
    feed(g, 6, 6, 6, 3, 2, 1)
    g.act({"action": "turn", "car": "a", "at": 0})
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


# --- Appendix IV, Axles and Alloys Classic (text line 199) ----------------------------------

def classic(*designs, speeds, clocks=None, dice=(), **options):
    g = game(*designs, classic_turning=True, dice=dice, **options)
    for car_id, speed in speeds.items():
        poke(g, car_id, speed=speed)
    feed(g, *dice)
    for car_id, speed in speeds.items():
        action = {"action": "plot", "car": car_id, "speed": speed}
        if clocks and car_id in clocks:
            action["clock"] = clocks[car_id]
        g.act(action)
    return g


def test_classic_turns_are_plotted_with_the_speed_as_a_clock_face():
    # Points 1-3: "All turning is pre-plotted along with the move ... which clockface they
    # intend to turn to", anywhere from 9 to 3 o'clock, once, at the start of the move.
    g = classic(car(), car(), speeds={"a": 10, "b": 8}, clocks={"a": 2})
    assert g.state.car("a").clock == 2 and g.state.car("b").clock is None  # none written: 12 o'clock
    (turn,) = events(g, "turn")
    assert turn == {"event": "turn", "car": "a", "at": 0, "clock": 2}
    with pytest.raises(IllegalAction, match="plotted"):
        g.act({"action": "turn", "car": "a", "at": 0})
    g = game(car(), car(), classic_turning=True)
    for clock in (4, 8, 0, 13):
        with pytest.raises(IllegalAction, match="clock"):
            g.act({"action": "plot", "car": "a", "speed": 6, "clock": clock})
    g = game(car(), car())
    with pytest.raises(IllegalAction, match="classic"):
        g.act({"action": "plot", "car": "a", "speed": 6, "clock": 2})


def test_classic_damaged_steering_forbids_only_9_and_3_oclock():
    # Point 7: "The first Steering damage event prevents a vehicle from steering to 9 or 3 o
    # clock. Destroyed steering prevents a vehicle from steering at all." A TURN 1 car (a
    # damaged Medium) keeps its turn.
    g = game(car(), car(), classic_turning=True)
    poke(g, "a", components=g.state.car("a").with_status("steering", "damaged").components)
    for clock in (9, 3):
        with pytest.raises(IllegalAction, match="steering"):
            g.act({"action": "plot", "car": "a", "speed": 6, "clock": clock})
    assert allowed.clock_faces(g.state, "a") == (10, 11, 12, 1, 2)
    g.act({"action": "plot", "car": "a", "speed": 6, "clock": 10})
    g = game(car(), car(), classic_turning=True)
    poke(g, "a", components=g.state.car("a").with_status("steering", "destroyed").components)
    with pytest.raises(IllegalAction, match="steering"):
        g.act({"action": "plot", "car": "a", "speed": 6, "clock": 1})
    assert allowed.clock_faces(g.state, "a") == (12,)


def test_classic_movement_is_simultaneous_and_shooting_comes_after():
    # Points 4 and 6: "All movement is simultaneous" (no order, no dice-off, no deferring);
    # "All shooting is simultaneous after all vehicles have been moved."
    g = classic(car(), car(), car(), speeds={"a": 6, "b": 6, "c": 4})  # equal speeds: no dice-off
    assert g.lines[-1]["inputs"] == []
    with pytest.raises(IllegalAction, match="simultaneous"):
        g.act({"action": "defer", "car": "a"})
    with pytest.raises(IllegalAction, match="after every car has moved"):
        g.act({"action": "attack", "car": "a", "target": "b", "weapons": [0], "range": 6, "arc": "front"})
    g.act({"action": "moved", "car": "c"})  # any car reports its move, in any order
    g.act({"action": "moved", "car": "a"})
    assert g.state.phase == "move"
    g.act({"action": "moved", "car": "b"})
    assert g.state.phase == "fire"
    feed(g, 1, 1)
    g.act({"action": "attack", "car": "a", "target": "b", "weapons": [0], "range": 6, "arc": "front"})
    g.act({"action": "attack", "car": "b", "target": "a", "weapons": [0], "range": 6, "arc": "front"})


def test_classic_collisions_are_judged_at_the_end_points_of_any_moving_cars():
    # Point 4: "for collisions only the end point of vehicles matters": any car still to report
    # its move may have ended on another; the high scorer's move is over all the same.
    g = classic(car(), car(), speeds={"a": 10, "b": 8})
    feed(g, 5, 2, 2, 3, 1, 2)  # b 5, a 2: b high d3 2; a low d6 3, loses control: scatter 1, d6 2
    g.act({"action": "collide", "car": "b", "other": "a", "head_on": False})
    assert g.state.car("b").moved and g.state.car("b").half_speed_next
    assert g.state.car("a").misses_turn == 2 and g.state.phase == "fire"


def test_classic_free_facing_after_a_stall_and_no_turn_in_the_air():
    g = classic(car(), car(), speeds={"a": 6, "b": 4})
    poke(g, "a", free_facing=True)
    g.act({"action": "turn", "car": "a", "at": 0})
    assert events(g, "turn")[0]["free"] is True
    g = game(car(), car(), classic_turning=True)
    poke(g, "a", airborne_left=4, speed=16, airborne=True)
    with pytest.raises(IllegalAction, match="air"):
        g.act({"action": "plot", "car": "a", "speed": 16, "clock": 1})


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
    g = moving(example("virginia-dentata"), 19, skids=False)
    g.act({"action": "turn", "car": "a", "at": 10})
    with pytest.raises(IllegalAction, match="in the air"):
        g.act({"action": "jump", "car": "a", "at": 7})  # a flight over the point it turned at


def test_virginia_dentata_shot_in_mid_flight_is_hit_only_on_6s():
    # Sections 6 and 7 (text lines 63 and 66): "Any vehicles shot at while in the air will
    # always be treated as travelling at 21" or greater", and a shot may come "while a vehicle
    # is being moved ... 'I shoot at you when you get here'".
    g = moving(example("virginia-dentata"), 19)
    g.act({"action": "jump", "car": "a", "at": 7})  # in the air from 7" to 17"
    feed(g, 5)
    g.act({"action": "attack", "car": "b", "target": "a", "weapons": [0], "range": 6, "arc": "front", "at": 10})
    (shot,) = events(g, "attack")
    assert shot["jumping"] is True and g.state.car("a").hp_lost == 0  # a 5 misses a car in the air
    assert allowed.attack_odds(g.states[-2], "b", "a", [0], 6, at=10).damage[1] == Fraction(1, 6)
    g = moving(example("virginia-dentata"), 19)
    g.act({"action": "jump", "car": "a", "at": 7})
    feed(g, 5)
    g.act({"action": "attack", "car": "b", "target": "a", "weapons": [0], "range": 6, "arc": "front", "at": 18})
    assert g.state.car("a").hp_lost == 1  # landed again: 19" is 13"-20", 5s hit
    with pytest.raises(IllegalAction, match="car moving"):
        g.act({"action": "attack", "car": "a", "target": "b", "weapons": [0], "range": 6, "arc": "front", "at": 3})


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
    # In the log's words the question names both cars and its answer is a word, not False.
    words = g.rules.describe(g.lines[-1], g.events[-1], g.setup)
    assert "was Car (Driver A) hitting Car (Driver B) head-on? no" in words and "False" not in words


def test_a_high_scorer_yet_to_move_travels_no_further_this_turn():
    # Section 4 (text line 28): "The high scorer takes d3 Hit Points of damage. He travels no
    # further this game turn": b, rammed before its own move, has no move left this turn.
    g = moving_pair(car(), car())
    feed(g, 2, 5, 2, 3, 1, 2)  # a 2, b 5; b's d3 2, a's d6 3; a loses control: scatter 1, d6 2
    g.act({"action": "collide", "car": "a", "other": "b", "head_on": False})
    b = g.state.car("b")
    assert b.hp_lost == 2 and b.moved and b.half_speed_next and "b" not in g.state.order
    assert g.state.car("a").misses_turn == 2 and g.state.phase == "fire"
    g.act({"action": "end_turn"})
    assert g.state.car("b").speed == 4  # half of 8


def test_only_the_car_moving_rams():
    # Section 4: "If a vehicle hits ..." while it moves; a car waiting its turn hits nothing.
    g = moving_pair(car(), car())
    with pytest.raises(IllegalAction, match="not moving now"):
        g.act({"action": "collide", "car": "b", "other": "a", "head_on": False})


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


# --- templates set out before play (section 10) -------------------------------------------

def test_up_to_2d6_napalm_oil_or_spikes_templates_before_the_first_plot():
    # Section 10 (text line 178): "up to 2d6 Napalm templates, Oil Slick templates or Spikes
    # templates may be placed in the arena": those kinds only, as many as the 2d6, before play.
    g = game(car(), car(), dice=[1, 2])
    with pytest.raises(IllegalAction, match='kind: must be napalm, oil or spikes, not "mines"'):
        g.act({"action": "place", "kind": "mines"})
    g.act({"action": "place", "kind": "oil"})
    assert [i["value"] for i in g.lines[-1]["inputs"]] == [1, 2]  # the 2d6, rolled once
    assert g.state.templates_allowed == 3
    g.act({"action": "place", "kind": "napalm"})
    g.act({"action": "place", "kind": "spikes"})
    assert [t.kind for t in g.state.templates] == ["oil", "napalm", "spikes"]
    with pytest.raises(IllegalAction, match="up to 3"):
        g.act({"action": "place", "kind": "oil"})


def test_no_templates_placed_once_play_has_begun():
    g = game(car(), car())
    g.act({"action": "plot", "car": "a", "speed": 6})
    with pytest.raises(IllegalAction, match="before the first plot"):
        g.act({"action": "place", "kind": "oil"})
    g = game(car(), car(), scenario="badlands-ambush", teams={"a": "attacker", "b": "defender"})
    with pytest.raises(IllegalAction, match="Ambush"):
        g.act({"action": "place", "kind": "oil"})
