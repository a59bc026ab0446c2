"""Battle Cars' log lines in words (garage/rules/battle_cars/play/screen.py): every event a move
can bring is told in the players' words, never as the engine's field names."""

from __future__ import annotations

import pytest

from garage.rules.battle_cars.play.screen import describe

MOVE = {"action": "move", "car": "hog"}


@pytest.mark.parametrize(("event", "words"), [
    ({"event": "wrecked", "car": "queen"}, "queen is a Wreck"),
    ({"event": "killed", "car": "queen", "by": "hog"}, "queen's driver is killed (by hog)"),
    ({"event": "killed", "car": "queen", "by": None}, "queen's driver is killed"),
    ({"event": "run_over", "car": "hog", "pedestrian": "tin"}, "hog runs over tin, who is killed"),
    ({"event": "immobile", "car": "hog"}, "hog has 2 tyres gone and cannot move"),
    ({"event": "edge", "car": "hog", "at": [0, 11]}, "hog stops at the table's edge (0,11)"),
    ({"event": "mine", "car": "hog", "at": [2, 3], "rolls": [5], "damage": 5}, "a mine under hog at 2,3: 5 damage"),
    ({"event": "smoke_check", "at": [2, 3], "roll": 6, "cleared": True}, "the smoke at 2,3 clears (rolled 6)"),
    ({"event": "smoke_check", "at": [2, 3], "roll": 2, "cleared": False}, "the smoke at 2,3 stays (rolled 2)"),
    ({"event": "game_over", "winner": "hog"}, "the game is over: hog wins"),
    ({"event": "game_over", "winner": None}, "the game is over: nobody wins"),
])
def test_each_event_in_words(event, words):
    text = describe(MOVE, [event])
    assert text == f"hog moves straight ahead - {words}"
    assert "event " not in text and "; car " not in text
