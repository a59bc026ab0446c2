"""A game in progress, of any rule set: its log, its states, the request it waits on; undo,
save, resume.

Like python-chess's board stack: every committed action pushes (log line, state after it);
undo pops. A game is only ever its log, so loading replays it and must land on the same
state. With an autosave path, every action appends its line to the log and every undo a
marker line (log.UNDO), each synced; the log is written whole (atomically, without the undone
lines: compacted) when it is created, when an append would take it past the limits of the
log, and when it does not end as the engine last left it. `save` writes the committed lines
whole, atomically. What an
action does is the rule set's (`RuleSet.start`, `apply`): the setup names its rule set, a
log its format.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

from garage.fileio import append_synced, write_atomic
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
    def __init__(self, setup: Any, dice: DiceSource | None = None, autosave: str | os.PathLike[str] | None = None,
                 *, _log: rulesets.RuleSet | None = None):
        """`_log`: the rule set of a log that `replay` rebuilds the game from, line by line (its
        setup's dice among them): the game is made empty, nothing resolved yet."""
        self.rules = rulesets.get(setup.ruleset) if _log is None else _log
        if _log is None:
            _check_cars(self.rules, setup)
            self.rules.check_setup(setup)
        self.setup = setup
        self._parse = self.rules.action_parser()  # rules.parse_action, held (every action is parsed)
        self.dice = dice
        self.autosave = autosave
        self.lines: list[dict[str, Any]] = []
        self.states: list[Any] = []
        self.events: list[list[dict[str, Any]]] = []
        self.pending: Request | None = None
        self.warning: str | None = None  # what loading the log had to leave out (Game.load)
        # the log line to write, as given
        self._action: dict[str, Any] | None = {"action": "setup"} if _log is None else None
        self._parsed: Action | None = None  # the action being resolved, as its rule set reads it
        self._given: list[dict[str, Any]] = []
        # The committed lines' bytes, or while `_bounded` more than they are (log.size_bound: a game
        # that writes no log counts no bytes exactly until it comes near the limit); None: not counted
        self._size: int | None = 0 if _log is None else None
        self._sizes: list[int] = []  # each committed line's bytes (or bound), once counted
        self._bounded = False  # some of `_sizes` are bounds, not bytes
        self._near = False  # the log came near MAX_BYTES: every line is counted exactly from then on
        self._file: tuple[int, int] | None = None  # the autosave file's (lines, bytes), to append to
        if _log is not None:
            return
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

    def act(self, action: dict[str, Any], answer: Callable[[Request], Any] | None = None) -> Request | None:
        """Start an action; returns the first request it needs answered, or None when done.
        An illegal action raises IllegalAction and changes nothing. `answer`: a player who
        answers each request as the action asks it (request -> value, checked as `answer`
        checks one): the action then resolves once and never waits."""
        if self._action is not None:
            waiting = self.pending.purpose if self.pending is not None else "input"
            raise IllegalAction(f"'{self._action['action']}' is waiting for: {waiting}")
        parsed = self._parse(action)
        line = dict(action)  # the log line as given, but its inputs (the engine's)
        line.pop("inputs", None)
        self._action, self._parsed, self._given = line, parsed, []
        if not self.states:
            return self._resolve_or_forget(answer)
        # What _resolve_or_forget and _resolve do for an action just started, in one frame
        # (every action of every game comes here): resolved on no inputs given yet, the game
        # the same at every point (waiting on it while it resolves, forgetting it if refused).
        inputs = Inputs(self._given, self.dice, False, answer)
        try:
            state, events = self.rules.apply(self.states[-1], parsed, inputs)
        except NeedInput as need:
            self._given, self.pending = inputs.used, need.request
            return need.request
        except IllegalAction:
            self._action, self._parsed, self._given = None, None, []
            raise
        logged = line  # the line given, its inputs last: no copy (every action of every game)
        logged["inputs"] = inputs.used
        try:
            counted, encoded = self._fits(logged)
        except IllegalAction:  # the log is full
            self._action, self._parsed, self._given = None, None, []
            raise
        self._size = (self._size or 0) + counted
        self._sizes.append(counted)
        self.lines.append(logged)
        self.states.append(state)
        self.events.append(events)
        self._action, self._parsed, self._given = None, None, []
        self._save(encoded)
        return None

    @property
    def action(self) -> dict[str, Any] | None:
        """The action started and waiting for its dice or decisions, as given (None between
        actions, and while the setup rolls)."""
        return dict(self._action) if self._parsed is not None and self._action is not None else None

    def answer(self, value: Any) -> Request | None:
        if self.pending is None:
            raise IllegalAction("nothing is waiting for an answer")
        value = self.pending.checked(value)
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

    def _resolve_or_forget(self, answer: Callable[[Request], Any] | None = None) -> Request | None:
        try:
            return self._resolve(answer=answer)
        except IllegalAction:
            self._action, self._parsed, self._given, self.pending = None, None, [], None
            raise

    def _resolve(self, complete: bool = False, answer: Callable[[Request], Any] | None = None) -> Request | None:
        """`complete`: replaying a line, whose inputs are all it will ever get."""
        action = self._action
        if action is None:
            raise IllegalAction("no action is waiting to be resolved")
        inputs = Inputs(self._given, self.dice, complete, answer)
        try:
            if self._parsed is None:
                state, events = self.rules.start(self.setup, inputs)
            else:
                if not self.states:
                    raise IllegalAction("the setup is still waiting for dice")
                state, events = self.rules.apply(self.states[-1], self._parsed, inputs)
        except NeedInput as need:
            self._given = inputs.used
            self.pending = need.request
            return need.request
        if self._parsed is None:
            line = log.header(self.rules, self.setup.as_dict(), inputs.used)
        else:  # the action's own dict (a copy: act's, or replay's), its inputs last, as in act
            line = action
            line["inputs"] = inputs.used
        encoded = b""
        if not complete:  # a replayed line is in a log that was read, within the limits already
            counted, encoded = self._fits(line)
            self._size = (self._size or 0) + counted
            self._sizes.append(counted)
        self.lines.append(line)
        self.states.append(state)
        self.events.append(events)
        self._action, self._parsed, self._given, self.pending = None, None, [], None
        self._save(encoded)
        return None

    def _fits(self, line: dict[str, Any]) -> tuple[int, bytes]:
        """What `line` counts for (its bytes, or a bound of them) and its bytes as the log holds
        them (b"" when the game writes no log and the line surely fits: not encoded, as most lines
        of a simulation's game never are); LogFull when the log would be longer than Garage reads."""
        if len(self.lines) >= log.MAX_LINES:
            raise log.LogFull(f"is full: {log.lines_problem()}")
        if self._size is None:  # a replayed log's lines, counted when the game goes on
            self._sizes = [log.size_bound(kept) for kept in self.lines]
            self._size, self._bounded = sum(self._sizes), True
        if self.autosave is None and not self._near:
            bound = log.size_bound(line)
            if self._size + bound <= log.MAX_BYTES:
                self._bounded = True
                return bound, b""
        encoded = log.line_bytes(line)
        size = self._size + len(encoded)
        if size > log.MAX_BYTES and self._bounded:  # perhaps only the bounds are too many: the bytes
            self._sizes = [len(log.line_bytes(kept)) for kept in self.lines]
            self._size, self._bounded, self._near = sum(self._sizes), False, True
            size = self._size + len(encoded)
        if size > log.MAX_BYTES:
            raise log.LogFull(f"is full: the log would be {size} bytes; a play log holds at most {log.MAX_BYTES}")
        return len(encoded), encoded

    def undo(self) -> dict[str, Any]:
        """Drop the last action (never the setup); the state is the one before it."""
        if self._action is not None:
            self.cancel()
        if len(self.lines) <= 1:
            raise IllegalAction("nothing to undo")
        self.states.pop()
        self.events.pop()
        line = self.lines.pop()
        if self._size is not None:
            self._size -= self._sizes.pop()
        self._save(log.dumps([log.UNDO]).encode("utf-8"))
        return line

    @property
    def result(self) -> GameResult | None:
        """The campaign's record of the game, once it is over."""
        return self.rules.game_result(self.state)

    # --- files ---------------------------------------------------------------------------

    def text(self) -> str:
        return log.dumps(self.lines)

    def save(self, path: str | os.PathLike[str]) -> None:
        """The committed lines, written whole and atomically (a saved copy, or the autosave
        log compacted)."""
        payload = self.text().encode("utf-8")
        same = self.autosave is not None and os.path.realpath(path) == os.path.realpath(self.autosave)
        if same:
            self._file = None  # while it is rewritten; a failed rewrite leaves it to be rewritten again
        write_atomic(path, payload)
        if same:
            self._file = (len(self.lines), len(payload))

    def _save(self, line: bytes) -> None:
        """Append `line` (an action's, or an undo marker) to the autosave log, or write the log
        whole when it cannot take it: just created, changed since, or at the log's limits."""
        if self.autosave is None:
            return
        if self._file is not None:
            lines, size = self._file
            if lines < log.MAX_LINES and size + len(line) <= log.MAX_BYTES:
                self._file = None  # until the append is known to be whole
                if append_synced(self.autosave, line, size):
                    self._file = (lines + 1, size + len(line))
                    return
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
        game = cls(setup, _log=rules)
        for line in lines:
            where = line.get("_line", len(game.lines) + 1)
            given = line.get("inputs", [])
            game._given = given
            try:
                if game.lines:
                    # the action as given: its inputs are the engine's, its line number the reader's
                    game._action = {k: v for k, v in line.items() if k != "_line" and k != "inputs"}
                    game._parsed = game._parse(game._action)
                else:
                    game._action, game._parsed = {"action": "setup"}, None
                need = game._resolve(complete=True)
                if need is not None:
                    raise log.LogError(source, where, f"incomplete: still needs {need.purpose}")
                if len(game.lines[-1]["inputs"]) != len(given):
                    raise log.LogError(source, where, "more inputs than the action used")
            except (IllegalAction, InputMismatch) as refused:  # a name of its own: compiled, `exc` is a SetupError
                raise log.LogError(source, where, str(refused)) from None
        game.dice, game.autosave = dice, autosave
        return game

    @classmethod
    def load(cls, path: str | os.PathLike[str], dice: DiceSource | None = None, autosave: bool = True) -> Game:
        """Resume a saved game; by default it keeps saving to the same file. `warning`: a
        cut-off last line was left out (log.LogFile)."""
        read = log.read_log(path)
        game = cls.replay(read.lines, dice, os.fspath(path), path if autosave else None)
        game._file = (read.count, read.size) if read.appendable and autosave else None
        game.warning = read.warning
        return game
