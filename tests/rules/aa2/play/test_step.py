"""A step builds the next state and never writes one that was handed out."""

from garage.rules.aa2.play.step import Step
from garage.rules.play import ScriptedDice
from garage.rules.play.inputs import Inputs
from tests.rules.aa2.playkit import car, game


def test_a_steps_result_is_never_changed_by_what_the_step_does_after_it():
    g = game(car(), car())
    before = g.state
    step = Step(before, Inputs([], ScriptedDice([])))
    step.game(turn=5)
    first = step.result()
    step.update("b", hp_lost=3)
    second = step.result()
    step.game(turn=6)
    third = step.result()
    assert (first.turn, first.car("b").hp_lost) == (5, 0)
    assert (second.turn, second.car("b").hp_lost) == (5, 3)
    assert (third.turn, third.car("b").hp_lost) == (6, 3)
    assert step.result() == third and g.state is before and (before.turn, before.car("b").hp_lost) == (1, 0)
