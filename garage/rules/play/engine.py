"""A game in progress, of any rule set: its log, its states, the request it waits on; undo,
save, resume.

Like python-chess's board stack: every committed action pushes (log line, state after it);
undo pops. A game is only ever its log, so loading replays it and must land on the same
state; `save` rewrites the log atomically after every action when a path is given. What an
action does is the rule set's (`RuleSet.start`, `apply`): the setup names its rule set, a
log its format.
"""

from __future__ import annotations

import os
from typing import Any

from garage.fileio import write_atomic
from garage.rules import rulesets
from garage.rules.game_result import GameResult
from garage.rules.limits import ITEMS, list_problem
from garage.rules.play import log
from garage.rules.play.action import Action
from garage.rules.play.dice import DiceSource
from garage.rules.play.errors import IllegalAction, SetupError
from garage.rules.play.inputs import InputMismatch, Inputs, NeedInput, Request, record


def check_car_count(data: Any) -> None:
    """What every rule set's setup keeps to, checked before any car is read: at most ITEMS cars."""
    cars = data.get("cars") if isinstance(data, dict) else None
    if isinstance(cars, list) and (problem := list_problem(cars, ITEMS)):
        raise SetupError(f"cars: {problem}")


def setup_from_dict(rules: rulesets.RuleSet, data: Any) -> Any:
    """A setup of `rules` from a log's or a setup file's object (check_car_count first)."""
    check_car_count(data)
    return rules.setup_from_dict(data)


def _check_cars(rules: rulesets.RuleSet, setup: Any) -> None:
    problem = list_problem(list(rules.car_ids(setup)), ITEMS)
    if problem:
        raise SetupError(f"cars: {problem}")


class Game:
    def __init__(self, setup: Any, dice: DiceSource | None = None, autosave: str | os.PathLike[str] | None = None):
        self.rules = rulesets.get(setup.ruleset)
        _check_cars(self.rules, setup)
        self.rules.check_setup(setup)
        self.setup = setup
        self.dice = dice
        self.autosave = autosave
        self.lines: list[dict[str, Any]] = []
        self.states: list[Any] = []
        self.events: list[list[dict[str, Any]]] = []
        self.pending: Request | None = None
        self._action: dict[str, Any] | None = {"action": "setup"}  # the log line to write, as given
        self._parsed: Action | None = None  # the action being resolved, as its rule set reads it
        self._given: list[dict[str, Any]] = []
        self._size: int | None = 0  # the log's bytes as written; None: not counted since loaded
        try:
            self._resolve()
        except log.LogFull as exc:
            raise SetupError(str(exc)) from None

    # --- playing -------------------------------------------------------------------------

    @property
    def state(self) -> Any:
        if not self.states:
            raise IllegalAction("the setup is still waiting for dice")
        return self.states[-1]

    def act(self, action: dict[str, Any]) -> Request | None:
        """Start an action; returns the first request it needs answered, or None when done.
        An illegal action raises IllegalAction and changes nothing."""
        if self._action is not None:
            waiting = self.pending.purpose if self.pending is not None else "input"
            raise IllegalAction(f"'{self._action['action']}' is waiting for: {waiting}")
        parsed = self.rules.parse_action(action)
        self._action = {k: v for k, v in action.items() if k != "inputs"}
        self._parsed = parsed
        self._given = []
        return self._resolve_or_forget()

    def answer(self, value: Any) -> Request | None:
        if self.pending is None:
            raise IllegalAction("nothing is waiting for an answer")
        if self.pending.kind == "decide" and isinstance(value, list):
            value = tuple(value)
        if not self.pending.accepts(value):
            raise IllegalAction(f"{value!r} does not answer '{self.pending.purpose}'")
        self._given.append(record(self.pending, value))
        return self._resolve_or_forget()

    def answer_default(self) -> Request | None:
        if self.pending is None or self.pending.kind != "decide":
            raise IllegalAction("only a decision has a default answer")
        return self.answer(self.pending.default)

    def cancel(self) -> None:
        """Forget a started action that still waits for input (not the setup)."""
        if self._parsed is not None:
            self._action, self._parsed, self._given, self.pending = None, None, [], None

    def _resolve_or_forget(self) -> Request | None:
        try:
            return self._resolve()
        except IllegalAction:
            self._action, self._parsed, self._given, self.pending = None, None, [], None
            raise

    def _resolve(self, complete: bool = False) -> Request | None:
        """`complete`: replaying a line, whose inputs are all it will ever get."""
        action = self._action
        if action is None:
            raise IllegalAction("no action is waiting to be resolved")
        inputs = Inputs(self._given, self.dice, complete)
        try:
            if self._parsed is None:
                state, events = self.rules.start(self.setup, inputs)
            else:
                state, events = self.rules.apply(self.state, self._parsed, inputs)
        except NeedInput as need:
            self._given = inputs.used
            self.pending = need.request
            return need.request
        if self._parsed is None:
            line = log.header(self.rules, self.setup.as_dict(), inputs.used)
        else:
            line = {**action, "inputs": inputs.used}
        if not complete:  # a replayed line is in a log that was read, within the limits already
            self._size = self._fits(line)
        self.lines.append(line)
        self.states.append(state)
        self.events.append(events)
        self._action, self._parsed, self._given, self.pending = None, None, [], None
        self._save()
        return None

    def _fits(self, line: dict[str, Any]) -> int:
        """The log's size with `line`; LogFull when the log would be longer than Garage reads."""
        if len(self.lines) >= log.MAX_LINES:
            raise log.LogFull(f"is full: {log.lines_problem()}")
        if self._size is None:
            self._size = len(self.text().encode("utf-8"))
        size = self._size + len(log.dumps([line]).encode("utf-8"))
        if size > log.MAX_BYTES:
            raise log.LogFull(f"is full: the log would be {size} bytes; a play log holds at most {log.MAX_BYTES}")
        return size

    def undo(self) -> dict[str, Any]:
        """Drop the last action (never the setup); the state is the one before it."""
        if self._action is not None:
            self.cancel()
        if len(self.lines) <= 1:
            raise IllegalAction("nothing to undo")
        self.states.pop()
        self.events.pop()
        line = self.lines.pop()
        self._size = None
        self._save()
        return line

    @property
    def result(self) -> GameResult | None:
        """The campaign's record of the game, once it is over."""
        return self.rules.game_result(self.state)

    # --- files ---------------------------------------------------------------------------

    def text(self) -> str:
        return log.dumps(self.lines)

    def save(self, path: str | os.PathLike[str]) -> None:
        write_atomic(path, self.text().encode("utf-8"))

    def _save(self) -> None:
        if self.autosave is not None:
            self.save(self.autosave)

    @classmethod
    def replay(cls, lines: list[dict[str, Any]], dice: DiceSource | None = None, source: str = "",
               autosave: str | os.PathLike[str] | None = None) -> Game:
        """Rebuild a game from its log lines (as `log.parse` gives them). Every input must be
        in the log; `dice` serves the actions played after it."""
        first = lines[0]
        where = first.get("_line", 1)
        rules = log.ruleset(first, source)
        try:
            setup = setup_from_dict(rules, first["setup"])
            _check_cars(rules, setup)
        except SetupError as exc:
            raise log.LogError(source, where, f"setup: {exc}") from None
        game = cls.__new__(cls)
        game.rules, game.setup, game.dice, game.autosave = rules, setup, None, None
        game.lines, game.states, game.events = [], [], []
        game.pending, game._size = None, None
        for line in lines:
            where = line.get("_line", len(game.lines) + 1)
            clean = {k: v for k, v in line.items() if k != "_line"}
            game._given = clean.get("inputs", [])
            try:
                if game.lines:
                    game._parsed = rules.parse_action(clean)
                    game._action = {k: v for k, v in clean.items() if k != "inputs"}
                else:
                    game._action, game._parsed = {"action": "setup"}, None
                need = game._resolve(complete=True)
                if need is not None:
                    raise log.LogError(source, where, f"incomplete: still needs {need.purpose}")
                if len(game.lines[-1]["inputs"]) != len(clean.get("inputs", [])):
                    raise log.LogError(source, where, "more inputs than the action used")
            except (IllegalAction, InputMismatch) as exc:
                raise log.LogError(source, where, str(exc)) from None
        game.dice, game.autosave = dice, autosave
        return game

    @classmethod
    def load(cls, path: str | os.PathLike[str], dice: DiceSource | None = None, autosave: bool = True) -> Game:
        """Resume a saved game; by default it keeps saving to the same file."""
        return cls.replay(log.read(path), dice, os.fspath(path), path if autosave else None)
