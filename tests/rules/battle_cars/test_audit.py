"""The rules audit of Battle Cars against rules/battle-cars-rules.txt: each test names the
line of the text it holds the engine to (docs/battle-cars.md, "Garage's reading", for what the
text leaves open)."""

from __future__ import annotations

import pytest

from garage.rules.battle_cars.play.screen import allowed
from garage.rules.play.errors import IllegalAction
from tests.rules.battle_cars.playkit import entry, game, kinds, moves, speeds


def _rammed_before_its_turn() -> object:
    """a (speed 4) rams b (speed 3) head-on in a's turn: b's turn is still to come."""
    g = game(entry("a", (5, 2), speed=4), entry("b", (5, 6), "s", speed=3), dice=(3,))
    speeds(g, a=4, b=3)
    assert kinds(moves(g, "a", 0, 0, 0, 0), "ram")
    assert g.state.mover == "b" and g.state.vehicle("b").speed == 0
    return g


def test_line_69_the_rammed_target_may_accelerate_from_0_in_its_own_turn():
    """Line 69: "The Rammer ends its turn, but the target car may be able to accelerate from 0."
    b, rammed before its turn, decides a speed from 0 within its Max Acceleration (lines 24-25)
    and moves it; here backwards, away from a (line 29: from 0 either way)."""
    g = _rammed_before_its_turn()
    with pytest.raises(IllegalAction, match="0 to 2"):
        g.act({"action": "speed", "car": "b", "speed": 3})
    g.act({"action": "speed", "car": "b", "speed": 2, "reverse": True})
    assert g.state.points_left == 2 and g.state.vehicle("b").speed == 2
    moves(g, "b", 0, 0)
    assert g.state.vehicle("b").at == (5, 8)


def test_line_69_the_game_night_screen_offers_the_target_its_speed():
    g = _rammed_before_its_turn()
    assert allowed(g.state)["speed"] and allowed(g.state)["end_turn"]


def test_line_69_only_once_and_only_before_the_target_moves():
    g = _rammed_before_its_turn()
    g.act({"action": "speed", "car": "b", "speed": 1, "reverse": True})
    with pytest.raises(IllegalAction, match="start of a round"):
        g.act({"action": "speed", "car": "b", "speed": 2, "reverse": True})


def test_line_69_the_rammer_does_not_accelerate_again():
    """Line 69: the Rammer ends its turn; next round both decide from 0 (lines 22-27)."""
    g = _rammed_before_its_turn()
    g.act({"action": "end_turn", "car": "b"})
    assert g.state.phase == "speeds" and g.state.round == 2
    with pytest.raises(IllegalAction, match="0 to 2"):
        g.act({"action": "speed", "car": "a", "speed": 3})
