"""Rerolls (section 10, RULINGS P4): the driver's allowance on any die of the car's own,
equipment only on its component's check, once each; never a reroll of a reroll; logs
without the offers' answers (older logs, declined offers) replay exactly."""

import json
import random

import pytest

from garage.rules.aa2.play.autoplay import play
from garage.rules.aa2.play.damage import damage
from garage.rules.play import Entry, Game, ScriptedDice, SeededDice, Setup, log
from garage.rules.play.inputs import NeedInput
from tests import ROOT
from tests.rules.aa2.play.test_damage import step_on
from tests.rules.aa2.playkit import car, events, example, feed, game, plot_all, poke


def attack(g, dice, car_id="a", target="b", range_=6):
    feed(g, *dice)
    return g.act({"action": "attack", "car": car_id, "target": target, "weapons": [0], "range": range_,
                  "arc": "front"})


def duel(rerolls=(1, 0), a=None, b=None, speeds=(6, 8)):
    g = game(a or car(), b or car(), rerolls=list(rerolls))
    for car_id, speed in zip("ab", speeds):
        poke(g, car_id, speed=speed)
    plot_all(g, dict(zip("ab", speeds)))
    return g


def test_the_driver_may_reroll_an_attack_die_and_the_second_result_stands():
    g = duel()
    request = attack(g, [2, 6])
    assert request.question == "reroll" and request.options == ("none", "driver") and request.default == "none"
    assert request.purpose == "Driver A may spend a reroll (1 left) on the 2: Gun to hit, die 1"
    assert g.answer("driver") is None  # the 6 is not offered again
    assert g.state.car("b").hp_lost == 2 and g.state.car("a").rerolls_left == 0
    assert events(g, "reroll") == [{"event": "reroll", "car": "a", "used": "driver", "first": 2, "second": 6,
                                    "purpose": "Gun to hit, die 1"}]
    assert [i.get("decide") or i["roll"] for i in g.lines[-1]["inputs"]] == [6, "reroll", 6]


def test_no_offer_on_a_face_that_cannot_be_bettered_or_without_a_reroll_left():
    g = duel()
    assert attack(g, [6]) is None  # a 6 already deals the most
    g = duel(rerolls=(0, 0))
    assert attack(g, [1]) is None
    assert g.lines[-1]["inputs"] == [{"roll": 6, "for": "Gun to hit, die 1", "value": 1}]


def test_equipment_rerolls_serve_only_their_own_component():
    g = duel(rerolls=(0, 0), a=car(equipment=["body-armour"]))
    assert attack(g, [1]) is None  # Body Armour is for the driver, not for shooting
    g = game(car(equipment=["racing-fuel-cell", "body-armour"]), car())
    step = step_on(g, dice=[1, 1, 1, 6])  # line 1: engine, steering, brakes, then fuel lost on 6
    with pytest.raises(NeedInput) as need:
        damage(step, "a", 5, "b", "test")
    assert need.value.request.options == ("none", "equipment:racing-fuel-cell")


def test_each_skid_distance_die_is_offered_as_it_is_rolled():
    g = duel(speeds=(20, 0))
    feed(g, 6, 4, 3, 5)  # skid check 6: declined; distance dice 4 and 3; the 3 rerolled: 5
    assert "skid check" in g.act({"action": "turn", "car": "a", "at": 0}).purpose
    assert g.answer("none").purpose == "Driver A may spend a reroll (1 left) on the 4: skid distance die 1"
    assert g.answer("none").purpose == "Driver A may spend a reroll (1 left) on the 3: skid distance die 2"
    request = g.answer("driver")
    assert request.question == "skid_die" and request.options == (4, 5)  # medium at 19-24: player's choice
    g.answer(5)
    assert [i["value"] for i in g.lines[-1]["inputs"]] == [6, "none", 4, "none", 3, "driver", 5, 5]
    assert events(g, "skid")[0]["distance"] == 5


def test_each_player_may_reroll_their_own_collision_die_but_not_a_6():
    g = duel(rerolls=(1, 1), speeds=(10, 8))
    feed(g, 2, 6, 6, 3, 1, 1, 1, 1, 1)
    request = g.act({"action": "collide", "car": "a", "other": "b", "head_on": False})
    assert request.car == "a" and request.purpose == "Driver A may spend a reroll (1 left) on the 2: collision roll"
    request = g.answer("driver")  # 2 -> 6; b's 6 is not offered: 6 against 6 rolls again
    # a has none left
    assert request.car == "b" and request.purpose == "Driver B may spend a reroll (1 left) on the 1: collision roll"
    while g.pending is not None:
        g.answer("none")
    assert g.state.car("b").misses_turn == 2 and g.state.car("a").half_speed_next


def test_a_fire_roll_is_offered():
    g = duel(speeds=(8, 6))
    poke(g, "a", fires=("b",))
    g.act({"action": "moved", "car": "a"})
    g.act({"action": "moved", "car": "b"})
    feed(g, 5, 1)  # the fire burns fiercely on 5; rerolled: 1, out
    offer = g.act({"action": "end_turn"})
    assert offer.purpose == "Driver A may spend a reroll (1 left) on the 5: fire (burns on 3,4,5,6)"
    assert g.answer("driver") is None and g.state.car("a").fires == () and g.state.car("a").hp_lost == 0


def test_the_navigator_wreck_roll_is_never_rerolled():
    g = game(car(navigator=True), car(), rerolls=[2, 0], navigators={"a": "Queen Bee"}, lady_navigators=True)
    feed(g, 6, 6)
    assert "driver survives" in g.act({"action": "hit", "car": "a", "thing": "solid"}).purpose
    assert g.answer("none") is None  # the navigator's 6 is not offered
    a = g.state.car("a")
    assert a.status("navigator") == "dead" and not a.driver_alive and a.rerolls_left == 2


def test_a_log_without_the_declined_offers_replays_to_the_same_states():
    entries = tuple(Entry(id=n, design=example(n), driver=n, rerolls=20) for n in ("purple-haze", "dogmeat"))
    game_ = Game(Setup("deathmatch", entries), SeededDice(5))
    play(game_, random.Random(5), max_actions=400)
    declined = sum(1 for line in game_.lines for i in line["inputs"] if i.get("decide") == "reroll")
    assert declined > 10
    stripped = [dict(line, inputs=[i for i in line["inputs"] if i.get("value") != "none"])
                for line in json.loads("[" + ",".join(game_.text().splitlines()) + "]")]
    replayed = Game.replay(log.parse(log.dumps(stripped)))
    assert replayed.states == game_.states
    # and, replayed, a declined offer is not written back: the log stays as it was given
    assert replayed.text() == log.dumps(stripped)


def test_random_games_spend_rerolls_and_replay():
    entries = tuple(Entry(id=n, design=example(n), driver=n, rerolls=2) for n in ("purple-haze", "dogmeat"))
    g = Game(Setup("deathmatch", entries), SeededDice(11))
    play(g, random.Random(11), max_actions=600)
    used = [e for events_ in g.events for e in events_ if e["event"] == "reroll"]
    assert used
    assert Game.replay(log.parse(g.text())).states == g.states


def test_an_example_log_from_before_every_die_was_offered_replays_with_those_offers_declined():
    lines = log.read(ROOT / "resources/examples/games/short-deathmatch.jsonl")
    replayed = Game.replay(lines)
    assert not any(i.get("decide") == "reroll" for line in lines for i in line["inputs"])
    # Played again live on the same dice, the engine asks about dice it did not ask about then.
    live = Game(replayed.setup, ScriptedDice([]))
    asked = 0
    for line in lines[1:]:
        live.dice = ScriptedDice([i["value"] for i in line["inputs"] if "roll" in i])
        recorded = [i["value"] for i in line["inputs"] if "decide" in i]
        request = live.act({k: v for k, v in line.items() if k not in ("inputs", "_line")})
        while request is not None:
            if request.question == "reroll":  # the file holds no reroll answers at all
                asked += 1
                request = live.answer_default()
            else:
                request = live.answer(recorded.pop(0))
    assert asked > 0
    assert live.states == replayed.states


def test_the_driver_may_reroll_a_movement_order_dice_off_die_and_is_told_what_it_is():
    """RULINGS P4: a reroll "whatever the source", so the dice-off of two equal speeds too."""
    g = game(car(), car(), rerolls=[1, 0])
    poke(g, "a", speed=6)
    poke(g, "b", speed=6)
    feed(g, 2)
    assert g.act({"action": "plot", "car": "a", "speed": 6}) is None
    request = g.act({"action": "plot", "car": "b", "speed": 6})
    assert request is not None and request.question == "reroll" and request.car == "a"
    assert request.purpose.startswith("Driver A may spend a reroll (1 left) on the 2: the movement-order dice-off")
    feed(g, 5, 3)
    assert g.answer("driver") is None
    assert events(g, "reroll")[0]["second"] == 5 and g.state.order == ("a", "b")
