"""One step of the game in progress: the state being built, its inputs and what happened.

Rules code reads and replaces cars through a Step; nothing is written into the previous
state, so a step that stops for an input leaves no trace and is simply run again.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from garage.rules.play.inputs import Inputs
from garage.rules.play.state import CarState, GameState


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says why."""


class Step:
    def __init__(self, state: GameState, inputs: Inputs):
        self.state = state
        self.inputs = inputs
        self.cars = {car.id: car for car in state.cars}
        self.events: list[dict] = []

    @property
    def setup(self):
        return self.state.setup

    @property
    def options(self):
        return self.state.setup.options

    @property
    def scale(self) -> int:
        return self.state.setup.scale

    def car(self, car_id: str) -> CarState:
        try:
            return self.cars[car_id]
        except KeyError:
            raise IllegalAction(f"there is no car '{car_id}'") from None

    def design(self, car_id: str):
        return self.setup.entry(car_id).design

    def put(self, car: CarState) -> CarState:
        self.cars[car.id] = car
        return car

    def update(self, car_id: str, **changes: Any) -> CarState:
        return self.put(replace(self.cars[car_id], **changes))

    def game(self, **changes: Any) -> None:
        self.state = replace(self.state, **changes)

    def roll(self, sides: int, purpose: str, car: str | None = None) -> int:
        return self.inputs.roll(sides, purpose, car)

    def roll_expr(self, expr, purpose: str, car: str | None = None) -> int:
        """A dice expression from the tables ("d6+d3", "2d6"), die by die, in written order."""
        faces = []
        for count, sides in expr.dice:
            for i in range(count):
                faces.append(self.roll(sides, f"{purpose} (d{sides} {len(faces) + 1})", car))
        return expr.value(faces)

    def decide(self, question: str, options: tuple, default: Any, purpose: str, car: str | None = None) -> Any:
        return self.inputs.decide(question, options, default, purpose, car)

    def event(self, name: str, **detail: Any) -> None:
        self.events.append({"event": name, **detail})

    def result(self) -> GameState:
        order = tuple(c for c in self.state.order if self.cars[c].active)
        phase = self.state.phase
        if phase == "move" and not order:
            phase = "fire"  # the last car still to move went out of the game
        return replace(self.state, cars=tuple(self.cars[c.id] for c in self.state.cars), order=order, phase=phase)
