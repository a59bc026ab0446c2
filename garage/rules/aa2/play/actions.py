"""The action vocabulary (docs/play-log.md): each action's words and the rule it runs.

`apply(state, action, inputs)` is the whole engine as a function: a new state and the events
that happened, or `NeedInput` when a die or a decision is still to come.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from typing import Any, Final, cast

from garage.rules.aa2 import tables
from garage.rules.aa2.catalogue import load_catalogue
from garage.rules.aa2.design import random_stat_line
from garage.rules.aa2.play import combat, correction, movement, turn
from garage.rules.aa2.play.combat import after_movement
from garage.rules.aa2.play.setup import Setup
from garage.rules.aa2.play.state import DefenceState, GameState, new_car
from garage.rules.aa2.play.statuses import OVER
from garage.rules.aa2.play.step import Step
from garage.rules.aa2.play.turn import check_over
from garage.rules.aa2.vehicle import STATS
from garage.rules.dice_expression import DiceExpression
from garage.rules.play.action import Action, Number, Value
from garage.rules.play.errors import IllegalAction
from garage.rules.play.inputs import Inputs

# The log's words -> the rule functions' argument names.
_ARGUMENT: Final = {"car": "car_id", "target": "target_id", "other": "other_id", "template": "template_id",
             "range": "range_", "defence": "defence_id"}

# name -> the rule it runs, handler(step, **fields): an optional field left out takes the
# handler's own default. The actions' fields are declared once, in screen.action_specs.
HANDLERS: Final[dict[str, Callable[..., None]]] = {
    "plot": turn.plot, "defer": movement.defer, "turn": movement.turn, "jump": movement.jump,
    "drop": movement.drop, "cross": movement.cross, "hit": movement.hit_thing, "collide": movement.collide,
    "land": movement.touch_down, "moved": movement.finish_move, "attack": combat.attack,
    "defence": combat.defence_attack, "end_turn": turn.end_turn, "lap": turn.lap, "pickup": turn.pickup,
    "eject": turn.eject, "artillery": turn.artillery, "radiation": turn.radiation, "leave": turn.leave_table,
    "place": movement.place, "end_game": turn.end_game, "correct": correction.correct,
}


def apply(state: GameState, action: Action, inputs: Inputs) -> tuple[GameState, list[dict[str, Any]]]:
    name = action.name
    if state.phase == OVER:
        raise IllegalAction("the game is over")
    handler = HANDLERS[name]
    step = Step(state, inputs)
    try:
        if not _direct(step, name, action.values):
            # the rule functions take the weapons as a list, as they always have
            handler(step, **{_ARGUMENT.get(k, k): list(v) if isinstance(v, tuple) else v
                             for k, v in action.values.items()})
    except IllegalAction:
        raise
    except ValueError as exc:  # a value the tables refuse (a negative range...)
        raise IllegalAction(f"{name}: {exc}") from None
    if name != "end_game":
        check_over(step)
    after_movement(step)
    return step.result(), step.events


def _direct(step: Step, name: str, values: Mapping[str, Value]) -> bool:
    """The commonest actions, with the fields they are given most, called as HANDLERS would
    call them but directly (compiled, a call with its fields as keywords goes through Python's
    generic call and parses them again); False for any other, which HANDLERS runs."""
    fields = len(values)
    if name == "moved" and fields == 1 and "car" in values:
        movement.finish_move(step, cast(str, values["car"]))
    elif name == "plot" and fields == 2 and "car" in values and "speed" in values:
        turn.plot(step, cast(str, values["car"]), cast(int, values["speed"]))
    elif name == "turn" and fields == 3 and "car" in values and "at" in values and "drift" in values:
        movement.turn(step, cast(str, values["car"]), cast(Number, values["at"]), cast(bool, values["drift"]))
    elif name == "end_turn" and fields == 0:
        turn.end_turn(step)
    elif name == "attack" and fields == 5 and all(key in values for key in _ATTACK):
        weapons = values["weapons"]
        combat.attack(step, cast(str, values["car"]), cast(str, values["target"]),
                      list(weapons) if isinstance(weapons, tuple) else cast(list[int], weapons),
                      cast(Number, values["range"]), cast(str, values["arc"]))
    elif name == "collide" and fields == 2 and "car" in values and "other" in values:
        movement.collide(step, cast(str, values["car"]), cast(str, values["other"]))
    else:
        return False
    return True


_ATTACK: Final = ("car", "target", "weapons", "range", "arc")


def start(setup: Setup, inputs: Inputs) -> tuple[GameState, list[dict[str, Any]]]:
    """The state before the first plot; the optional random cars roll their stat lines."""
    catalogue = load_catalogue()
    cars = []
    attacker, events = setup.scenario_rules.start(setup, inputs)
    for entry in setup.entries:
        design = entry.design
        stats = design.race_stat_line(catalogue) if setup.is_race else design.stat_line(catalogue)
        if setup.options.random_cars:
            stats = random_stat_line(design.weight, partial(inputs.roll, 6, f"random car: {entry.id}", entry.id),
                                     catalogue)
            if setup.is_race:
                line = catalogue.weight(design.weight)
                stats = type(stats)(**{s: max(0, getattr(stats, s) - getattr(line.standard, s)
                                              + getattr(line.race, s)) for s in STATS})
            events.append({"event": "random-car", "car": entry.id, "stats": stats.as_dict()})
        cars.append(new_car(setup, entry, stats, attacker))
    hotspots = 0
    if "radiation" in setup.options.environment:
        expr = DiceExpression.parse(tables.environment("radiation")["hotspots"])
        faces = [inputs.roll(sides, "radiation hotspots to place") for count, sides in expr.dice for _ in range(count)]
        hotspots = expr.value(faces)
        events.append({"event": "hotspots", "count": hotspots})
    return GameState(setup=setup, cars=tuple(cars), hotspots=hotspots, attacker=attacker,
                     defences=tuple(DefenceState(d.id) for d in setup.defences)), events
