"""Everything a car's card shows at the table, and what the game waits for next: the replay
summary plus what the rules allow now (plot range, turns left, weapons that can fire, rerolls
per source, MAX/ACC/DEC/TURN after damage). `garage-cli play status` prints it; the app's
play screen draws it. One function, so the two never disagree."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields, replace
from functools import lru_cache
from typing import Any

from garage.rules.aa2 import speed as speed_rules
from garage.rules.aa2.catalogue import load_catalogue
from garage.rules.aa2.design import components
from garage.rules.aa2.play import allowed, combat, movement, turn
from garage.rules.aa2.play.result import car_summary, summary
from garage.rules.aa2.play.state import OK, GameState
from garage.rules.aa2.play.statuses import MOVE, PLOT
from garage.rules.aa2.play.step import Step
from garage.rules.aa2.speed import SpeedRange
from garage.rules.aa2.vehicle import Design
from garage.rules.phrase import Phrase
from garage.rules.play.inputs import Inputs
from garage.rules.status import named


def _view(state: GameState) -> Step:
    return Step(state, Inputs([], None))


def _plot_range(state: GameState, car_id: str) -> SpeedRange | None:
    """This turn's choice for a car still to plot; once plotted, the next plot's as the car
    stands now (damage still to come may narrow it); None for a car that will not plot."""
    view = _view(state)
    car = view.car(car_id)
    if not car.active:
        return None
    if state.phase == PLOT and car.plotted is None:
        return None if movement.stalled(state, car) else movement.speed_range(state, car)
    after = replace(state, turn=state.turn + 1, last_cloudburst=state.cloudburst)
    car = turn.next_turn(view, car)
    return None if movement.stalled(after, car) else movement.speed_range(after, car)


@lru_cache(maxsize=64)
def _labels(design: Design) -> dict[str, str]:
    """The sheet's name of each component of a design (designs are immutable values)."""
    return {c.key: c.label for c in components(design, load_catalogue())}


def car_status(state: GameState, car_id: str, summary_row: dict[str, Any] | None = None) -> dict[str, Any]:
    """The card of one car: its replay summary (`summary_row` when already made) and more."""
    view = _view(state)
    car = state.car(car_id)
    entry = state.setup.entry(car_id)
    design = entry.design
    catalogue = load_catalogue()
    speeds = movement.speed_range(state, car)
    labels = _labels(design)
    data = summary_row if summary_row is not None else car_summary(state, car_id)
    plot = _plot_range(state, car_id)
    data.update({
        "team": entry.team,
        "navigator": entry.navigator,
        "circles_per_line": car.circles_per_line,
        "component_labels": {key: labels.get(key, key) for key, _ in car.components},
        "stats": {"max": speeds.max_speed, "acc": car.stats.acc,
                  "dec": speed_rules.effective_dec(car.stats.dec, car.status("brakes") or OK,
                                                   state.last_cloudburst),
                  "turn": movement.turns_allowed(state, car)},
        # In the plot phase: this turn's choice; later: the next plot's, as the car is now.
        "plot_range": plot.as_dict() if plot is not None else None,
        "move_length": movement.move_length(view, car) if car.plotted is not None else None,
        "turns_left": allowed.turns_left(state, car_id),
        "turns_at": list(car.turns_at),
        "airborne": car.airborne,
        "stalled": movement.stalled(state, car),
        "nitro": car.nitro,
        "weapons": [{"index": i, "name": w.name, "class": w.cls, "mount": w.mount, "turreted": w.turreted,
                     "problem": combat.weapon_ready(state, car, i)}
                    for i, w in enumerate(design.weapons)],
        "equipment_rerolls": [
            {"key": key, "name": catalogue.equipment[key].name, "for": catalogue.equipment[key].reroll,
             "left": key not in car.equipment_rerolls_used and car.status(f"equipment:{i}") == OK}
            for i, key in enumerate(design.equipment)
            if key in catalogue.equipment and catalogue.equipment[key].reroll],
        "attack_problem": allowed.attack_problem(state, car_id) if car.active else car.out,
    })
    if data.get("plotted_hidden"):  # secret plotting: nothing that would tell the speed written down
        data.update(plot_range=None, move_length=None, nitro=0)
    return data


def waiting_for(state: GameState) -> str:
    """What the game waits for now, in the players' words."""
    if state.over:
        return Phrase("nothing: the game is over")
    names = {e.id: named(e.design.name, e.driver, e.id) for e in state.setup.entries}
    if state.phase == PLOT:
        return Phrase("the speeds of {cars}", cars=", ".join(names.get(c, c) for c in allowed.to_plot(state)))
    if state.phase == MOVE:
        mover = names.get(state.mover, state.mover) if state.mover is not None else Phrase("the next car")
        return Phrase("{car} to move (turns, attacks, then Moved)", car=mover)
    return Phrase("attacks after movement, then the end of the game-turn")


# What of a state a car's part of the status reads besides the car itself: every field of the
# game but the cars and the order (of the order, only whether the car moves now or is still to
# move: `around`). No car's part reads another car.
_AROUND = tuple(f.name for f in fields(GameState) if f.name not in ("cars", "order"))


def around(state: GameState, car_id: str) -> tuple[Any, ...]:
    """All that `car_status(state, car_id)` reads of the state but `state.car(car_id)`: two
    states with the same car (the same object) and the same `around` give it the same status."""
    return (*(getattr(state, name) for name in _AROUND), state.mover == car_id, car_id in state.order)


def status(state: GameState, cars: Callable[[GameState, str, dict[str, Any]], dict[str, Any]] | None = None
           ) -> dict[str, Any]:
    """`cars`: what makes a car's part from its summary row, `car_status` by default (one that
    reuses what it made before for the same car and `around`)."""
    data = summary(state)
    data["waiting_for"] = waiting_for(state)
    data["order"] = list(state.order)
    made = cars or car_status
    data["cars"] = [made(state, row["car"], row) for row in data["cars"]]
    return data
