"""An action's inputs: recorded ones first (checked), then the dice source, then the player."""

from dataclasses import MISSING, FrozenInstanceError, fields
from types import MappingProxyType

import pytest

from garage.rules.play.action import Action
from garage.rules.play.dice import EnteredDice, ScriptedDice
from garage.rules.play.inputs import InputMismatch, Inputs, NeedInput, Request


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


@pytest.mark.parametrize("cls, given", [
    (Request, {"kind": "decide", "purpose": "p", "car": "a", "sides": 0, "question": "q", "options": (1, 2),
               "default": 2, "optional": True}),
    (Action, {"name": "plot", "values": MappingProxyType({"car": "a", "speed": 3})}),
])
def test_the_written_out_init_takes_and_keeps_every_field_with_its_default(cls, given):
    """Request's and Action's __init__ are written out (compiled, dataclasses' own would run as
    Python): every field, by name or in order, and each default as the field declares it."""
    assert [f.name for f in fields(cls)] == list(given)
    made = cls(**given)
    assert {f.name: getattr(made, f.name) for f in fields(cls)} == given and cls(*given.values()) == made
    bare = cls(**{f.name: given[f.name] for f in fields(cls) if f.default is MISSING})
    assert {f.name: getattr(bare, f.name) for f in fields(cls) if f.default is not MISSING} == \
        {f.name: f.default for f in fields(cls) if f.default is not MISSING}
    with pytest.raises(FrozenInstanceError):
        setattr(made, fields(cls)[0].name, "x")
