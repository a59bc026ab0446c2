"""The action vocabulary (docs/play-log.md): each action's words and the rule it runs.

`apply(state, action, inputs)` is the whole engine as a function: a new state and the events
that happened, or `NeedInput` when a die or a decision is still to come.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

from garage.rules.aa2 import tables
from garage.rules.aa2.catalogue import load_catalogue
from garage.rules.aa2.design import random_stat_line
from garage.rules.aa2.play import combat, movement, turn
from garage.rules.aa2.play.setup import Setup
from garage.rules.aa2.play.state import DefenceState, GameState, new_car
from garage.rules.aa2.play.step import Step
from garage.rules.design import STATS
from garage.rules.dice_expression import DiceExpression
from garage.rules.play.errors import IllegalAction
from garage.rules.play.inputs import Inputs


@dataclass(frozen=True, slots=True)
class Param:
    name: str
    kind: type | tuple[type, ...]
    required: bool = True
    default: Any = None


def _int_list(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(v, int) and not isinstance(v, bool) for v in value)


CAR = Param("car", str)
# The log's words -> the rule functions' argument names.
_ARGUMENT = {"car": "car_id", "target": "target_id", "other": "other_id", "template": "template_id",
             "range": "range_", "defence": "defence_id"}
AT = Param("at", (int, float))
_SPEED = tables.speed_rules()
_RADIATION = tables.environment("radiation")

# name -> (parameters, handler(step, **params), what it is)
ACTIONS: dict[str, tuple[tuple[Param, ...], Callable[..., None], str]] = {
    "plot": ((CAR, Param("speed", int), Param("nitro", int, False, 0), Param("reverse", bool, False, False),
              Param("clock", int, False, None)),
             turn.plot, "write down this turn's speed (and nitro charges; the clock face, classic rules)"),
    "defer": ((CAR,), movement.defer, "the car due to move waits until after the next one"),
    "turn": ((CAR, AT, Param("drift", bool, False, False)), movement.turn,
             f"a {_SPEED['turn_degrees']} degree turn ({_SPEED['drift_max_degrees']} if drift) at `at`"),
    "jump": ((CAR, AT), movement.jump, "leave a ramp or crest at `at`"),
    "drop": ((CAR, Param("system", int), AT), movement.drop, "drop a template from dropped system `system`"),
    "cross": ((CAR, Param("template", str)), movement.cross, "the car drove over a template"),
    "hit": ((CAR, Param("thing", str), Param("square", bool, False, False)), movement.hit_thing,
            "the car hit solid scenery, a pond, toxic waste, a Deathshead or a race barrier"),
    "collide": ((CAR, Param("other", str), Param("head_on", bool, False, None)), movement.collide,
                "the car hit another car"),
    "land": ((CAR,), movement.touch_down, "a car flying since last turn has come down"),
    "moved": ((CAR,), movement.finish_move, "the car has finished its move"),
    "attack": ((CAR, Param("target", str), Param("weapons", list), Param("range", (int, float)),
                Param("arc", str), Param("rear60", bool, False, False), Param("at", (int, float), False, None)),
               combat.attack,
               ("fire weapons (indices into the design's weapons) at a target (`at`: where along its move "
                "the car moving is when shot)")),
    "defence": ((Param("defence", str), Param("target", str), Param("range", (int, float)),
                 Param("at", (int, float), False, None)), combat.defence_attack,
                "a fixed defence fires at a car"),
    "end_turn": ((), turn.end_turn, "roll for fires and start the next game-turn"),
    "lap": ((CAR,), turn.lap, "the car completed a lap (races)"),
    "pickup": ((CAR, Param("token", str)), turn.pickup, "the car ran over a Sword or a Shield"),
    "eject": ((CAR,), turn.eject, "the Lady Navigator ejects"),
    "artillery": ((CAR, Param("hit", str)), turn.artillery, "artillery fell on the car"),
    "radiation": ((CAR,), turn.radiation, f"the car came within {_RADIATION['within']}\" of a radiation hotspot"),
    "leave": ((CAR,), turn.leave_table, "the car left the table or leapt a barrier for good"),
    "place": ((Param("kind", str),), movement.place, "a template placed before play"),
    "end_game": ((), turn.end_game, "the players call the game"),
}


def check_action(action: Any) -> tuple[str, dict[str, Any]]:
    """The action's name and parameters, or IllegalAction naming the bad field."""
    if not isinstance(action, dict):
        raise IllegalAction("an action is an object")
    name = action.get("action")
    if not isinstance(name, str) or name not in ACTIONS:
        raise IllegalAction(f"unknown action {name!r} (known: {', '.join(ACTIONS)})")
    params, _, _ = ACTIONS[name]
    known = {p.name for p in params} | {"action", "inputs"}
    for key in action:
        if key not in known:
            raise IllegalAction(f"{name}: unknown field '{key}'")
    values: dict[str, Any] = {}
    for p in params:
        if p.name not in action:
            if p.required:
                raise IllegalAction(f"{name}: '{p.name}' is missing")
            values[p.name] = p.default
            continue
        value = action[p.name]
        if p.kind is list:
            ok = _int_list(value)
        elif value is None and not p.required:
            ok = True
        else:
            ok = isinstance(value, p.kind) and not (isinstance(value, bool) and p.kind is not bool)
        if not ok:
            raise IllegalAction(f"{name}: '{p.name}' has the wrong type ({value!r})")
        values[p.name] = value
    return name, values


def apply(state: GameState, action: dict[str, Any], inputs: Inputs) -> tuple[GameState, list[dict[str, Any]]]:
    name, values = check_action(action)
    if state.over:
        raise IllegalAction("the game is over")
    _, handler, _ = ACTIONS[name]
    values = {_ARGUMENT.get(k, k): v for k, v in values.items()}
    step = Step(state, inputs)
    try:
        handler(step, **values)
    except IllegalAction:
        raise
    except ValueError as exc:  # a value the tables refuse (a negative range...)
        raise IllegalAction(f"{name}: {exc}") from None
    if name != "end_game":
        turn.check_over(step)
    combat.after_movement(step)
    return step.result(), step.events


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
