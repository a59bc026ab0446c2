"""What an action consumes besides its own words: dice and the players' decisions.

An action is resolved by a pure function of (state, action, inputs). When it needs an input
that has not been given, it raises `NeedInput` with a `Request`; the game records the inputs
given so far, the caller answers, and the action is resolved again from the start with one
more input. So the engine never blocks, and a log that holds every input replays exactly.
A player who can answer at once (`Inputs.answer`: the random player, a simulation) is asked
in place instead, and the action resolves once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from garage.rules.play.dice import DiceSource
from garage.rules.play.errors import IllegalAction


@dataclass(frozen=True, slots=True, init=False)
class Request:
    """A die to roll (kind "roll", `sides`) or a decision to take (kind "decide",
    `question` and `options`, `default` when the players have no opinion)."""

    kind: str
    purpose: str
    car: str | None = None
    sides: int = 0
    question: str = ""
    options: tuple[Any, ...] = ()
    default: Any = None
    optional: bool = False  # a log without its answer took the default (a reroll declined)

    # Written out (every decision of every game makes one), as Action's (garage/rules/play/action.py)
    def __init__(self, kind: str, purpose: str, car: str | None = None, sides: int = 0, question: str = "",
                 options: tuple[Any, ...] = (), default: Any = None, optional: bool = False) -> None:
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "purpose", purpose)
        object.__setattr__(self, "car", car)
        object.__setattr__(self, "sides", sides)
        object.__setattr__(self, "question", question)
        object.__setattr__(self, "options", options)
        object.__setattr__(self, "default", default)
        object.__setattr__(self, "optional", optional)

    def accepts(self, value: Any) -> bool:
        if self.kind == "roll":
            return isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= self.sides
        # 1 == True in Python; a log's 1 is not a yes.
        return any(type(value) is type(option) and value == option for option in self.options)

    def taking(self, value: Any) -> Any:
        """`value` as a log, an answer or a phone gives it (JSON: a list for a decision's tuple
        option), in the type of the options it is checked against."""
        return tuple(value) if self.kind == "decide" and isinstance(value, list) else value

    def checked(self, value: Any) -> Any:
        """`value` taken as the answer to this request; IllegalAction when it is not one."""
        value = self.taking(value)
        if not self.accepts(value):
            raise IllegalAction(f"{value!r} does not answer '{self.purpose}'")
        return value

    def as_dict(self) -> dict[str, Any]:
        if self.kind == "roll":
            return {"roll": self.sides, "for": self.purpose, "car": self.car}
        return {"decide": self.question, "for": self.purpose, "car": self.car,
                "options": list(self.options), "default": self.default}


class NeedInput(Exception):
    def __init__(self, request: Request):
        super().__init__(request.purpose)
        self.request = request


class InputMismatch(ValueError):
    """A recorded input does not fit what the action asks for (a corrupt or edited log)."""


def record(request: Request, value: Any) -> dict[str, Any]:
    """The log's form of an answered request."""
    if request.kind == "roll":
        return {"roll": request.sides, "for": request.purpose, "value": value}
    return {"decide": request.question, "for": request.purpose, "value": value}


class Inputs:
    """Feeds an action its dice and decisions: recorded ones first, then the dice source."""

    def __init__(self, given: list[dict[str, Any]], dice: DiceSource | None, complete: bool = False,
                 answer: Callable[[Request], Any] | None = None):
        self.given = given
        self.dice = dice
        self.complete = complete  # replaying a log: `given` is all there will ever be
        self.answer = answer  # asked what the log and the dice do not give, instead of NeedInput
        self.used: list[dict[str, Any]] = []

    def _next(self, request: Request, rolled: bool = False) -> Any:
        """`rolled`: the dice source was asked for this die already, and left it to the players."""
        pos = len(self.used)
        if request.optional and self._absent(request, pos):
            return request.default
        if pos < len(self.given):
            entry = self.given[pos]
            key = "roll" if request.kind == "roll" else "decide"
            expected = request.sides if request.kind == "roll" else request.question
            if entry.get(key) != expected or "value" not in entry:
                raise InputMismatch(f"input {pos + 1} should be {key} {expected} for {request.purpose}, "
                                    f"not {entry}")
            value = request.taking(entry["value"])
            if not request.accepts(value):
                raise InputMismatch(f"input {pos + 1} ({request.purpose}): {value!r} is not allowed")
            self.used.append(record(request, value))
            return value
        if request.kind == "roll" and self.dice is not None and not rolled:
            value = self.dice.roll(request.sides)
            if value is not None:
                self.used.append(record(request, value))
                return value
        if self.answer is not None and not self.complete:
            value = request.checked(self.answer(request))
            self.used.append(record(request, value))
            return value
        raise NeedInput(request)

    def _absent(self, request: Request, pos: int) -> bool:
        """An optional decision the log holds no answer for: the next input answers something
        else, or the log's inputs are over. (Logs written before rerolls were offered on
        every die hold none; a live game always records the answer.)"""
        if pos < len(self.given):
            return self.given[pos].get("decide") != request.question
        return self.complete

    def roll(self, sides: int, purpose: str, car: str | None = None) -> int:
        pos = len(self.used)
        if pos < len(self.given):
            # a recorded die that fits needs no Request (a replay's dice); any other is _next's to refuse
            entry = self.given[pos]
            value = entry.get("value")
            if entry.get("roll") == sides and type(value) is int and 1 <= value <= sides:
                self.used.append({"roll": sides, "for": purpose, "value": value})
                return value
        elif self.dice is not None:
            # past the recorded inputs, a die the dice source rolls needs no Request (most dice)
            rolled = self.dice.roll(sides)
            if rolled is not None:
                self.used.append({"roll": sides, "for": purpose, "value": rolled})
                return rolled
            entered: int = self._next(Request("roll", purpose, car, sides=sides), rolled=True)
            return entered
        face: int = self._next(Request("roll", purpose, car, sides=sides))  # Request.accepts: 1..sides
        return face

    def decide(self, question: str, options: tuple[Any, ...], default: Any, purpose: str, car: str | None = None,
               optional: bool = False) -> Any:
        return self._next(Request("decide", purpose, car, question=question, options=tuple(options),
                                  default=default, optional=optional))
