"""What the rules allow now, asked of a state: plots, turns, weapons bearing, exact odds."""

from fractions import Fraction

import pytest

from garage.rules.aa2.play import allowed
from garage.rules.play import IllegalAction
from tests.rules.aa2.playkit import car, example, game, plot_all, poke


def test_plot_range_and_who_plots():
    g = game(example("der-bahnstormer"), car())
    poke(g, "a", speed=22)
    assert allowed.to_plot(g.state) == ["a", "b"]
    r = allowed.plot_range(g.state, "a")
    assert (r.min, r.max) == (19, 24)
    g.act({"action": "plot", "car": "a", "speed": 20})
    assert allowed.to_plot(g.state) == ["b"] and allowed.plot_range(g.state, "a") is None


def test_turns_left_and_weapons_bearing():
    g = game(car(weapons=(("MG", "light", "front"), ("Bow", "light", "rear"), ("T", "light", "turret"))), car())
    plot_all(g, {"a": 6, "b": 4})
    assert allowed.turns_left(g.state, "a") == 2 and allowed.turns_left(g.state, "b") == 0
    assert allowed.turn_points(g.state, "a") == (0, 3, 6) and allowed.turn_points(g.state, "b") == ()
    g.act({"action": "turn", "car": "a", "at": 0})
    assert allowed.turns_left(g.state, "a") == 1
    assert allowed.weapons_bearing(g.state, "a", "front") == (0, 2)
    assert allowed.weapons_bearing(g.state, "a", "rear") == (1, 2)
    assert allowed.attack_problem(g.state, "a") is None


def test_attack_odds_against_the_target_as_it_is():
    g = game(car(weapons=(("Rockets", "medium", "front"),)), car())
    poke(g, "b", speed=0, hp_lost=8, thresholds=1)
    plot_all(g, {"a": 6, "b": 0})
    result = allowed.attack_odds(g.state, "a", "b", [0], 10)
    # stationary target: each die deals 2 on 4-5, 4 on 6; 7 hp left, line 2 needs 2
    assert result.dice == 2
    assert result.damage[8] == Fraction(1, 36)
    assert [t.line for t in result.thresholds] == [2, 3]
    assert result.thresholds[0].probability == 1 - Fraction(9, 36)
    with pytest.raises(IllegalAction, match="out of range"):
        allowed.attack_odds(g.state, "a", "b", [0], 30)
