"""The game-turn around the moves (section 3) and section 10's environment and scenarios."""

import pytest

from garage.rules.play import IllegalAction
from tests.rules.aa2.playkit import car, events, feed, game, plot_all, poke


def next_turn(g):
    for car_id in list(g.state.order):
        g.act({"action": "moved", "car": car_id})
    g.act({"action": "end_turn"})


def test_cloudburst_puts_out_fires_and_napalm_and_slows_the_next_plot():
    g = game(car(weapons=(), dropped=["napalm"]), car(), environment=("cloudburst",))
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
    g = game(car(), car(), environment=("night",))
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


@pytest.mark.parametrize("round_up, speed", [(False, 5), (True, 6)])
def test_a_rammer_starts_next_turn_at_half_speed(round_up, speed):
    g = game(car(), car(), ram_half_speed_rounds_up=round_up)
    poke(g, "a", speed=11)
    poke(g, "b", speed=0)
    plot_all(g, {"a": 11, "b": 0})
    feed(g, 1, 1, 1)
    g.act({"action": "collide", "car": "a", "other": "b"})
    next_turn(g)
    assert g.state.car("a").speed == speed  # 11 halved: rounded down unless the table says up


def test_a_car_that_lost_control_is_stationary_in_the_turn_it_misses_and_restarts_from_0():
    g = game(car(), car())
    plot_all(g, {"a": 10, "b": 8})
    feed(g, 3, 3, 5, 1, 1, 1, 2, 4)  # a 3 v b 3: again; a 5 v b 1; d3, d6, b's scatter 2 and d6 4
    g.act({"action": "collide", "car": "a", "other": "b", "head_on": False})
    assert g.state.car("b").misses_turn == 2 and g.state.car("b").loss_of_control.text == \
        "scatter 2: move 4\" towards arrow 2"
    next_turn(g)
    assert g.state.car("b").speed == 8  # this turn's plot stood while it slid
    plot_all(g, {"a": 5})  # b plots nothing: it misses the turn
    assert g.state.car("b").plotted == 0 and g.state.order == ("a",)
    feed(g, 6, 1, *[1] * 6, 1)  # a rams the stalled b, stationary: 2d6 to b (line 1 crossed), d3 to a
    g.act({"action": "collide", "car": "a", "other": "b"})
    assert events(g, "collision")[0]["kind"] == "stationary"
    g.act({"action": "end_turn"})
    b = g.state.car("b")
    assert b.speed == 0 and b.free_facing  # the stalled engine restarts from 0, facing free


def test_end_game_and_nothing_after():
    g = game(car(), car())
    g.act({"action": "end_game"})
    assert g.state.over
    with pytest.raises(IllegalAction, match="over"):
        g.act({"action": "plot", "car": "a", "speed": 6})
