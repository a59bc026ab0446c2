"""The game-turn around the moves (section 3) and section 10's environment and scenarios."""

import pytest

from garage.rules.play import IllegalAction
from tests.rules.playkit import car, events, feed, game, plot_all, poke


def next_turn(g):
    for car_id in list(g.state.order):
        g.act({"action": "moved", "car": car_id})
    g.act({"action": "end_turn"})


def test_cloudburst_puts_out_fires_and_napalm_and_slows_the_next_plot():
    g = game(car(weapons=(), dropped=["napalm"]), car(), environment=["cloudburst"])
    plot_all(g, {"a": 6, "b": 4}, dice=[1])
    g.act({"action": "drop", "car": "a", "system": 0, "at": 4})
    g.act({"action": "cross", "car": "b", "template": "T1"})
    assert g.state.car("b").fires == ("a",)
    feed(g, 1)  # the fire goes out
    next_turn(g)
    poke(g, "b", fires=("a",))
    plot_all(g, {"a": 6, "b": 4}, dice=[6])  # cloudburst
    assert g.state.cloudburst and g.state.car("b").fires == () and g.state.templates == ()
    next_turn(g)
    poke(g, "a", speed=10)
    with pytest.raises(IllegalAction, match="6\"-15\""):  # DEC 5 - 1
        g.act({"action": "plot", "car": "a", "speed": 5})


def test_night_carries_over():
    g = game(car(), car(), environment=["night"])
    plot_all(g, {"a": 6, "b": 4}, dice=[6])
    assert g.state.dark
    next_turn(g)
    plot_all(g, {"a": 6, "b": 4}, dice=[5])  # 5 + 1 for last turn's darkness
    assert g.state.dark
    next_turn(g)
    plot_all(g, {"a": 6, "b": 4}, dice=[4])
    assert not g.state.dark


def test_end_turn_only_after_everyone_moved():
    g = game(car(), car())
    with pytest.raises(IllegalAction):
        g.act({"action": "end_turn"})
    plot_all(g, {"a": 6, "b": 4})
    with pytest.raises(IllegalAction):
        g.act({"action": "end_turn"})
    next_turn(g)
    assert g.state.turn == 2 and g.state.phase == "plot"
    assert [c.speed for c in g.state.cars] == [6, 4]
    assert events(g, "turn") == [{"event": "turn", "turn": 2}]


def test_a_rammer_starts_next_turn_at_half_speed():
    g = game(car(), car())
    poke(g, "a", speed=11)
    poke(g, "b", speed=0)
    plot_all(g, {"a": 11, "b": 0})
    feed(g, 1, 1, 1)
    g.act({"action": "collide", "car": "a", "other": "b"})
    next_turn(g)
    assert g.state.car("a").speed == 5


def test_end_game_and_nothing_after():
    g = game(car(), car())
    g.act({"action": "end_game"})
    assert g.state.over
    with pytest.raises(IllegalAction, match="over"):
        g.act({"action": "plot", "car": "a", "speed": 6})
