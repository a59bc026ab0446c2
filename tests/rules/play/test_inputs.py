"""An action's inputs: recorded ones first (checked), then the dice source, then the player."""

import pytest

from garage.rules.play.dice import EnteredDice, ScriptedDice
from garage.rules.play.inputs import InputMismatch, Inputs, NeedInput


def test_a_recorded_die_is_taken_and_recorded_again_under_this_purpose():
    inputs = Inputs([{"roll": 6, "for": "old words", "value": 4}], ScriptedDice([2]))
    assert inputs.roll(6, "to hit") == 4
    assert inputs.roll(6, "damage") == 2  # past the log: the dice source
    assert inputs.used == [{"roll": 6, "for": "to hit", "value": 4}, {"roll": 6, "for": "damage", "value": 2}]


@pytest.mark.parametrize("entry", [{"roll": 6, "for": "x", "value": True}, {"roll": 6, "for": "x", "value": 0},
                                   {"roll": 6, "for": "x", "value": 7}, {"roll": 6, "for": "x", "value": 2.0},
                                   {"roll": 3, "for": "x", "value": 2}, {"roll": 6, "for": "x"},
                                   {"decide": "reroll", "for": "x", "value": "none"}])
def test_a_recorded_die_that_does_not_fit_is_refused(entry):
    with pytest.raises(InputMismatch):
        Inputs([entry], None, complete=True).roll(6, "to hit")


def test_a_die_the_players_roll_is_requested_with_its_car():
    with pytest.raises(NeedInput) as need:
        Inputs([], EnteredDice()).roll(6, "to hit", "haze")
    assert (need.value.request.kind, need.value.request.sides, need.value.request.car) == ("roll", 6, "haze")
