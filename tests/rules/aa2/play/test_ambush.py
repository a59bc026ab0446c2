"""Badlands Ambush (section 10): sides declared or rolled off, entry speeds, points for cars
lost or immobilised, the draw to the defenders."""

import pytest

from garage.rules.aa2.play.ambush import points
from garage.rules.aa2.play.result import winner
from garage.rules.aa2.play.setup import setup_from_dict
from garage.rules.play import Entry, Game, ScriptedDice, SeededDice, Setup, SetupError, log, summary
from tests.rules.aa2.playkit import car, feed, game, plot_all, poke


def ambush(teams, dice=()):
    return game(*[car() for _ in teams], scenario="badlands-ambush", dice=dice,
                teams={chr(ord("a") + i): t for i, t in enumerate(teams)})


def test_declared_sides_enter_at_15_and_10_without_a_roll():
    g = ambush(["attacker", "defender", "attacker"])
    assert [c.speed for c in g.state.cars] == [15, 10, 15]
    assert g.lines[0]["inputs"] == [] and g.state.attacker == "attacker"
    assert summary(g.state)["sides"] == {"attacker": "attacker", "defender": "defender"}


def test_named_sides_roll_off_ties_roll_again_and_the_high_scorer_attacks():
    g = ambush(["red", "blue", "blue"], dice=[4, 4, 2, 5])
    assert g.state.attacker == "blue"
    assert [c.speed for c in g.state.cars] == [10, 15, 15]
    assert [i["for"] for i in g.lines[0]["inputs"]] == ["ambush roll-off: red", "ambush roll-off: blue"] * 2
    assert g.events[0][-1] == {"event": "ambush-sides", "attacker": "blue", "defender": "red"}
    assert summary(g.state)["sides"] == {"attacker": "blue", "defender": "red"}
    replayed = Game.replay(log.parse(g.text()))
    assert replayed.state == g.state


@pytest.mark.parametrize("teams, problem", [
    (["attacker", None], "team for every car"),
    (["attacker", "red"], "declare both sides"),
    (["red", "blue", "green"], "two sides, not 3"),
    (["red", "red"], "two sides, not 1"),
])
def test_sides_that_cannot_be_played(teams, problem):
    entries = tuple(Entry(chr(ord("a") + i), car(), team=t) for i, t in enumerate(teams))
    with pytest.raises(SetupError, match=problem):
        Game(Setup("badlands-ambush", entries), ScriptedDice([]))
    with pytest.raises(SetupError, match=problem):
        setup_from_dict(Setup("deathmatch", entries).as_dict() | {"scenario": "badlands-ambush"})


def test_each_car_lost_or_immobilised_scores_for_the_other_side_and_a_draw_goes_to_the_defender():
    g = ambush(["red", "blue", "blue", "red"], dice=[6, 1])  # red attacks
    assert points(g.state) == {"attacker": 0, "defender": 0} and winner(g.state) == "blue"  # a draw
    g.act({"action": "leave", "car": "b"})  # a blue (defending) car off the table: lost
    assert points(g.state) == {"attacker": 1, "defender": 0} and winner(g.state) == "red"
    poke(g, "a", components=tuple((k, "destroyed" if k == "engine" else s) for k, s in g.state.car("a").components),
         speed=0, engine_destroyed_turns=2)  # a red car ground to a halt: immobilised
    assert points(g.state) == {"attacker": 1, "defender": 1} and winner(g.state) == "blue"
    plot_all(g, {"c": 10, "d": 15})
    feed(g, 1)
    g.act({"action": "hit", "car": "d", "thing": "solid"})  # red's other car destroyed: blue wins
    data = summary(g.state)
    assert data["points"] == {"attacker": 1, "defender": 2}
    assert not g.state.over  # red's immobilised car still counts as on the table


def test_the_game_ends_when_one_side_is_left():
    g = ambush(["attacker", "defender"])
    g.act({"action": "leave", "car": "a"})
    assert g.state.over and summary(g.state)["winner"] == "defender"
    g = Game(Setup("badlands-ambush", (Entry("a", car(), team="x"), Entry("b", car(), team="y"))), SeededDice(3))
    assert g.state.attacker in ("x", "y") and len(g.lines[0]["inputs"]) >= 2
