"""Fixed defences (section 7, RULINGS D5): "Heavy Guns are too heavy to be mounted on
vehicles so they are included ... for special scenarios involving fixed defences".

A defence is a gun of the scenario (setup `defences`), usually heavy: once a game-turn,
during movement or after it, it fires at a car with its class's range dice and the target
numbers of the car's speed, like any gun. It belongs to no driver: its dice take no rerolls
and a car it destroys is nobody's kill (P9 credits players). The text gives it no hit
points; a scenario may give it some (`hit_points`), and then cars may attack it as a
stationary (0") target until it is silenced. No thresholds, no fires: it is not a vehicle.
Its attack is in `combat` with the cars'; this module keeps its state.
"""

from __future__ import annotations

from dataclasses import replace

from garage.rules.aa2.play.setup import Defence
from garage.rules.aa2.play.state import DefenceState
from garage.rules.aa2.play.step import Step
from garage.rules.phrase import Phrase
from garage.rules.play.errors import IllegalAction


def state(step: Step, defence_id: str) -> DefenceState:
    for defence in step.state.defences:
        if defence.id == defence_id:
            return defence
    raise IllegalAction(f"there is no fixed defence '{defence_id}'")


def rule(step: Step, defence_id: str) -> Defence:
    """The defence as the setup describes it."""
    found = step.setup.defence(defence_id)
    if found is None:
        raise IllegalAction(f"there is no fixed defence '{defence_id}'")
    return found


def put(step: Step, defence: DefenceState) -> None:
    step.game(defences=tuple(defence if d.id == defence.id else d for d in step.state.defences))


def silenced(step: Step, defence_id: str) -> bool:
    hit_points = rule(step, defence_id).hit_points
    return hit_points is not None and state(step, defence_id).hp_lost >= hit_points


def hit(step: Step, defence_id: str, dealt: int) -> None:
    """A car's attack on a defence that has hit points."""
    defence = state(step, defence_id)
    hit_points = rule(step, defence_id).hit_points
    if hit_points is None:  # target_problem refuses such an attack before its dice
        raise IllegalAction(Phrase("{defence} has no hit points in this scenario and cannot be knocked out",
                                   defence=defence_id))
    lost = min(hit_points, defence.hp_lost + dealt)
    put(step, replace(defence, hp_lost=lost))
    step.event("defence-damage", defence=defence_id, hit_points=lost - defence.hp_lost, left=hit_points - lost)
    if lost >= hit_points > defence.hp_lost:
        step.event("silenced", defence=defence_id)


def target_problem(step: Step, defence_id: str) -> str | None:
    if rule(step, defence_id).hit_points is None:
        return Phrase("{defence} has no hit points in this scenario and cannot be knocked out", defence=defence_id)
    if silenced(step, defence_id):
        return f"{defence_id} is already silenced"
    return None


def fired(step: Step, defence_id: str) -> None:
    put(step, replace(state(step, defence_id), attacked=True))


def new_turn(step: Step) -> None:
    if step.state.defences:  # most games have none: no copy of the game state for nothing
        step.game(defences=tuple(replace(d, attacked=False) for d in step.state.defences))
