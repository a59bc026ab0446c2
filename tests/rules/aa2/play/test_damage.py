"""Section 8 and the rerolls of section 10: thresholds in order, component checks and
their effects, destruction, the driver's 4-6, rerolls (P4) and kill credit (P9)."""

from dataclasses import replace

import pytest

from garage.rules.aa2.play.damage import damage, lose, loss_of_control
from garage.rules.aa2.play.step import Step
from garage.rules.play import IllegalAction, ScriptedDice, summary
from garage.rules.play.inputs import Inputs, NeedInput
from tests.rules.aa2.playkit import PADDYWAGON, car, events, feed, game, plot_all, poke

# car(): engine, steering, brakes, fuel, driver, weapon:0 -> six checks per line.
SIX_SAFE = [1] * 6


def step_on(g, dice=(), given=()):
    return Step(g.state, Inputs(list(given), ScriptedDice(dice)))


def test_one_hit_crossing_two_lines_resolves_line_1_then_line_2():
    g = game(car(), car())
    step = step_on(g, dice=SIX_SAFE + SIX_SAFE)
    damage(step, "b", 10, "a", "test")
    lines = [e["line"] for e in step.events if e["event"] == "threshold"]
    purposes = [u["for"] for u in step.inputs.used]
    assert lines == [1, 2]
    assert all("on 6" in p for p in purposes[:6]) and all("on 5,6" in p for p in purposes[6:])
    b = step.result().car("b")
    assert b.thresholds == 2 and b.hp_left == 5


def test_hit_points_never_go_below_zero_and_line_3_destroys():
    g = game(car(), car())
    step = step_on(g, dice=SIX_SAFE + SIX_SAFE + [3])
    damage(step, "b", 40, "a", "test")
    b = step.result().car("b")
    assert b.hp_left == 0 and b.thresholds == 3 and b.destroyed and b.driver_alive
    assert b.killed_by == "a" and step.result().car("a").kills == ("b",)


def test_component_lost_on_6_at_line_1():
    g = game(car(), car())
    step = step_on(g, dice=[6, 1, 1, 1, 1, 6])
    damage(step, "b", 5, "a", "test")
    b = step.result().car("b")
    assert b.status("engine") == "damaged" and b.status("weapon:0") == "destroyed"


def test_the_paddywagons_speed_is_its_new_max_as_soon_as_the_engine_is_damaged():
    # Section 3 (text line 20) and 8 ("MAX is immediately halved"), RULINGS P2: Mad Mick at
    # 18" in The Paddywagon (MAX 20) has a damaged engine: MAX 10, and his speed is 10 at once.
    g = game(PADDYWAGON, car())
    poke(g, "a", speed=18)
    plot_all(g, {"a": 18, "b": 6})
    step = step_on(g)
    lose(step, "a", "engine", "b", "test")
    g.states[-1] = step.result()
    assert g.state.car("a").speed == 10
    assert summary(g.state)["cars"][0]["speed"] == 10
    g.act({"action": "moved", "car": "a"})
    g.act({"action": "moved", "car": "b"})
    g.act({"action": "end_turn"})
    assert g.state.car("a").speed == 10 and summary(g.state)["cars"][0]["speed"] == 10
    with pytest.raises(IllegalAction, match="6\"-10\""):
        g.act({"action": "plot", "car": "a", "speed": 11})


def test_engine_damaged_halves_max_then_destroyed_loses_4_a_turn():
    g = game(car(), car())
    step = step_on(g)
    lose(step, "a", "engine", None, "test")
    g.states[-1] = step.result()
    poke(g, "a", speed=20)
    with pytest.raises(IllegalAction, match="6\"-11\""):  # MAX 22 -> 11; 20 -> 11 first
        g.act({"action": "plot", "car": "a", "speed": 12})
    step = step_on(g)
    lose(step, "a", "engine", None, "test")
    g.states[-1] = step.result()
    assert g.state.car("a").status("engine") == "destroyed"
    poke(g, "b", speed=0)
    plot_all(g, {"a": 11, "b": 0})
    g.act({"action": "moved", "car": "a"})
    g.act({"action": "moved", "car": "b"})
    g.act({"action": "end_turn"})
    with pytest.raises(IllegalAction, match="2\"-7\""):  # MAX 11 - 4 = 7, and 11" down to 7" first
        g.act({"action": "plot", "car": "a", "speed": 8})


def test_brakes_destroyed_leave_dec_2():
    g = game(car(), car())
    step = step_on(g)
    lose(step, "a", "brakes", None, "test")
    g.states[-1] = step.result()
    poke(g, "a", speed=10)
    with pytest.raises(IllegalAction, match="8\"-15\""):
        g.act({"action": "plot", "car": "a", "speed": 5})


def test_turret_takes_its_weapons_but_not_the_flame_tank():
    design = car(weapons=(("Flamer", "flamethrower", "turret"), ("MG", "light", "front")))
    g = game(design, car())
    step = step_on(g)
    lose(step, "a", "turret", None, "test")
    a = step.result().car("a")
    assert a.status("weapon:0") == "destroyed" and a.status("flame-tank:0") == "ok"
    assert a.status("weapon:1") == "ok" and not a.destroyed


@pytest.mark.parametrize("key, why", [("fuel", "fuel tank exploded"), ("flame-tank:0", "flame tank exploded")])
def test_fuel_and_flame_tank_destroy_the_vehicle(key, why):
    g = game(car(weapons=(("Flamer", "flamethrower", "front"),)), car())
    step = step_on(g, dice=[5])
    lose(step, "a", key, "b", "test")
    a = step.result().car("a")
    assert a.destroyed and a.out == why and not a.driver_alive and a.killed_by == "b"


def test_dead_driver_loses_control_and_is_abandoned():
    g = game(car(), car())
    step = step_on(g, dice=[2, 3])
    lose(step, "a", "driver", "b", "test")
    a = step.result().car("a")
    assert not a.driver_alive and not a.destroyed and a.out.startswith("driver killed")
    assert a.misses_turn == 2 and step.result().car("b").kills == ("a",)


def herbie(rerolls=1):
    """Spikes "Herbie" Written: Body Armour and one reroll, on his second line."""
    g = game(car(equipment=["body-armour"]), car(), rerolls=[rerolls, 0])
    poke(g, "a", speed=1, hp_lost=9, thresholds=1)
    poke(g, "b", speed=2)
    plot_all(g, {"a": 1, "b": 2})
    return g


def test_spikes_herbie_body_armour_reroll_cannot_be_rerolled_again():
    g = herbie()
    feed(g, 6, 1, 1, 1, 1, 5, 6, 3, 2, 1, 1)
    request = g.act({"action": "attack", "car": "b", "target": "a", "weapons": [0], "range": 6, "arc": "front"})
    assert request.question == "reroll"
    assert request.options == ("none", "equipment:body-armour", "driver")
    assert g.answer("equipment:body-armour") is None  # the 6 is sacrosanct: no second offer
    a = g.state.car("a")
    assert not a.driver_alive and a.rerolls_left == 1
    assert a.equipment_rerolls_used == ("body-armour",)
    assert next(e for e in g.events[-1] if e["event"] == "reroll")["second"] == 6


def test_a_reroll_that_saves_the_driver():
    g = herbie()
    feed(g, 6, 1, 1, 1, 1, 5, 2, 1, 1)
    g.act({"action": "attack", "car": "b", "target": "a", "weapons": [0], "range": 6, "arc": "front"})
    g.answer("driver")
    a = g.state.car("a")
    assert a.driver_alive and a.rerolls_left == 0 and a.equipment_rerolls_used == ()


def test_equipment_reroll_once_per_game_and_only_while_it_survives():
    g = herbie(rerolls=0)
    poke(g, "a", equipment_rerolls_used=("body-armour",))
    feed(g, 6, 1, 1, 1, 1, 5, 2, 3, 1, 1)
    g.act({"action": "attack", "car": "b", "target": "a", "weapons": [0], "range": 6, "arc": "front"})
    assert not g.state.car("a").driver_alive  # nothing offered


def test_destroyed_vehicle_driver_roll_may_be_rerolled():
    g = game(car(), car(), rerolls=[1, 0])
    step = step_on(g, dice=SIX_SAFE + SIX_SAFE + [5])
    with pytest.raises(NeedInput) as need:
        damage(step, "a", 15, "b", "test")
    assert need.value.request.question == "reroll"
    given = step.inputs.used + [{"decide": "reroll", "for": need.value.request.purpose, "value": "driver"}]
    step = step_on(g, dice=[2], given=given)
    damage(step, "a", 15, "b", "test")
    a = step.result().car("a")
    assert a.destroyed and a.driver_alive and a.rerolls_left == 0


def test_navigator_shares_the_wreck_roll_and_ejects():
    design = car(navigator=True, equipment=["ejector-seat"])
    g = game(design, car(), navigators={"a": "Queen Bee"}, lady_navigators=True)
    step = step_on(g, dice=[1, 6])
    lose(step, "a", "fuel", None, "test")
    a = step.result().car("a")
    assert a.driver_alive and a.status("navigator") == "dead"
    g = game(design, car(), navigators={"a": "Queen Bee"}, lady_navigators=True, indoors=True)
    g.act({"action": "eject", "car": "a"})
    assert g.state.car("a").status("navigator") == "dead"  # indoors: messily fatal


def test_acid_storm_can_finish_a_damaged_engine():
    # Section 10 (text line 184), RULINGS P30: "a single hit to one random SYSTEM": any
    # component not yet destroyed, so a damaged engine can be picked, and is then destroyed.
    g = game(car(), car(), environment=("acid_storm",))
    poke(g, "a", components=g.state.car("a").with_status("engine", "damaged").components)
    plot_all(g, {"a": 6, "b": 4}, dice=[6, 5, 1, 1])  # storm; a hit; system 1 of 6; b spared
    which = [i for i in g.lines[-1]["inputs"] if i["for"] == "acid storm: which system"]
    assert which == [{"roll": 6, "for": "acid storm: which system", "value": 1}]
    assert g.state.car("a").status("engine") == "destroyed"


def test_acid_storm_hits_one_random_system():
    g = game(car(), car(), environment=("acid_storm",))
    poke(g, "b", speed=0)
    plot_all(g, {"a": 6, "b": 0}, dice=[6, 5, 3, 1])  # storm; a hit: system 3 (brakes); b spared
    assert g.state.car("a").status("brakes") == "destroyed"
    assert events(g, "acid-storm")


def test_radiation_kills_when_the_roll_is_under_the_exposure():
    g = game(car(), car(), environment=("radiation",), dice=[4])
    assert g.state.hotspots == 4  # d6 hotspots for the players to place
    feed(g, 1)
    g.act({"action": "radiation", "car": "a"})
    assert g.state.car("a").driver_alive  # 1 is not under 1
    feed(g, 1, 2, 3)
    g.act({"action": "radiation", "car": "a"})
    assert not g.state.car("a").driver_alive


def test_artillery():
    g = game(car(), car(), environment=("artillery",))
    feed(g, 2)
    g.act({"action": "artillery", "car": "a", "hit": "within 12"})
    assert g.state.car("a").hp_lost == 2


def test_driver_rerolls_are_offered_on_the_cars_own_bad_rolls():
    g = game(car(), car(), rerolls=[1, 0])
    poke(g, "a", speed=20)
    poke(g, "b", speed=0)
    plot_all(g, {"a": 20, "b": 0})
    feed(g, 6, 2)  # skid check 6 (skids on 5,6), reroll 2: no skid
    request = g.act({"action": "turn", "car": "a", "at": 0})
    assert request.question == "reroll" and request.options == ("none", "driver")
    assert g.answer("driver") is None
    assert events(g, "skid") == [] and g.state.car("a").rerolls_left == 0
    # no allowance left: the next bad roll is not offered
    feed(g, 5, 1, 2)
    assert g.act({"action": "turn", "car": "a", "at": 10}).question == "skid_die"  # medium: no reroll asked


@pytest.mark.parametrize("plotted, nitro, faces, dice, distance", [
    (12, 0, [4, 5], "d6", 5),
    (10, 3, [4, 5, 2], "d6+d3", 7),  # 13" with nitro: the plotted move plus the nitro bonus
    (20, 0, [1, 6, 3], "d6+d3", 9),
    (21, 0, [2, 6, 6], "2d6", 12),
])
def test_loss_of_control_scatter_and_distance_by_plotted_speed(plotted, nitro, faces, dice, distance):
    g = game(car(), car())
    poke(g, "a", plotted=plotted, nitro=nitro)
    step = step_on(g, dice=faces)
    loss_of_control(step, "a", "test")
    rolls = step.inputs.used
    assert rolls[0] == {"roll": 6, "for": "loss of control: scatter direction", "value": faces[0]}
    assert [r["roll"] for r in rolls[1:]] == {"d6": [6], "d6+d3": [6, 3], "2d6": [6, 6]}[dice]
    event = next(e for e in step.events if e["event"] == "loss-of-control")
    assert (event["scatter"], event["dice"], event["distance"]) == (faces[0], dice, distance)
    assert event["text"] == f"scatter {faces[0]}: move {distance}\" towards arrow {faces[0]}"
    move = step.result().car("a").loss_of_control
    assert (move.turn, move.scatter, move.distance, move.speed) == (1, faces[0], distance, plotted + nitro)


def test_loss_of_control_distance_scales_with_the_table_and_shows_in_the_summary():
    g = game(car(), car())
    g.states[-1] = replace(g.state, setup=replace(g.state.setup, scale=2))
    poke(g, "a", plotted=8)
    step = step_on(g, dice=[3, 4])
    loss_of_control(step, "a", "mine")
    data = summary(step.result())["cars"][0]["loss_of_control"]
    assert data == {"turn": 1, "scatter": 3, "bearing": "4 o'clock", "speed": 8, "dice": "(d6)x2", "distance": 8,
                    "why": "mine", "text": "scatter 3: move 8\" towards arrow 3"}


def test_the_navigator_survives_wrecks_when_the_table_says_so():
    design = car(navigator=True)
    g = game(design, car(), navigators={"a": "Queen Bee"}, lady_navigators=True, navigator_survives_wrecks=True)
    feed(g, 1)  # only the driver's 4-6 is rolled
    g.act({"action": "hit", "car": "a", "thing": "solid"})
    a = g.state.car("a")
    assert a.destroyed and a.driver_alive and a.status("navigator") == "ok"
    assert len(g.lines[-1]["inputs"]) == 1
