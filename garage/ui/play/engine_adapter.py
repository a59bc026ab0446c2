"""The play screen's only way into the rules engine (garage.rules.play): starting, resuming
and playing a game of any rule set, and what the game's rule set says of it (its actions,
what the rules allow now, odds, the status the cards show, the log in words). The screens
never import the engine or a rule set's folder themselves.

A game on screen rolls no dice of its own: every die is a request the players answer, with
the faces they rolled or with "Roll for me" (the screen rolls, and the log records the face
like any other). Undo is the engine's (it pops the last line); redo plays an undone line
again with the inputs it recorded.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from garage import fileio
from garage.rules import game_result as result_file
from garage.rules import rulesets
from garage.rules.play import Game, IllegalAction, LogError, Request, SetupError
from garage.rules.play import engine as play_engine
from garage.rules.play import log as play_log
from garage.rules.ruleset import RuleSet, headed
from garage.rules.rulesets import ActionSpec, Line

__all__ = ["IllegalAction", "LogError", "Match", "Request", "RuleSet", "Saved", "SetupError", "list_games",
           "playable", "ruleset"]

LOG_SUFFIX = ".jsonl"


def playable() -> tuple[RuleSet, ...]:
    """Every registered rule set, the default first: what the New Game dialog offers."""
    found = rulesets.all_rulesets()
    return tuple(sorted(found, key=lambda r: (r.key != rulesets.DEFAULT, r.name)))


def ruleset(key: str) -> RuleSet:
    return rulesets.get(key)


@dataclass(frozen=True, slots=True)
class Saved:
    """A log in the games folder: its game (None when damaged), or the one-line error."""

    path: Path
    match: Match | None
    error: str | None

    @property
    def over(self) -> bool:
        return self.match is not None and self.match.over


def games_folder() -> Path:
    from platformdirs import user_data_dir
    return Path(user_data_dir("garage", appauthor=False)) / "games"


def maps_folder() -> Path:
    """Where the map editor saves maps and New Game finds them: the user data folder's maps/."""
    from platformdirs import user_data_dir
    return Path(user_data_dir("garage", appauthor=False)) / "maps"


def saved_maps(rules: RuleSet) -> list[tuple[str, str]]:
    """(what a list shows, the file) of every readable map of `rules` in the maps folder, by
    file name: New Game's boards and the record sheets' map for the table. A damaged file is
    left out (Open map file... says what is wrong with it)."""
    from garage.rules.jsonfile import JsonFileError

    folder = maps_folder()
    if not rules.board_suffix or not folder.is_dir():
        return []
    found = []
    for path in sorted(folder.glob(f"*{rules.board_suffix}")):
        try:
            board = rules.read_board(str(path))
        except (JsonFileError, ValueError):
            continue
        found.append((f"{board.label} ({path.name})", str(path)))
    return found


def list_games(folder: Path) -> list[Saved]:
    """Every log in the folder, newest first; a damaged one carries its one-line error."""
    found = []
    paths = sorted(folder.glob(f"*{LOG_SUFFIX}"), key=lambda p: p.stat().st_mtime, reverse=True) \
        if folder.is_dir() else []
    for path in paths:
        try:
            found.append(Saved(path, Match.peek(path), None))
        except LogError as exc:
            found.append(Saved(path, None, str(exc)))
    return found


def new_log_path(folder: Path, scenario: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    stem = f"{date.today().isoformat()}-{scenario}"
    n = 1
    while (folder / f"{stem}-{n}{LOG_SUFFIX}").exists():
        n += 1
    return folder / f"{stem}-{n}{LOG_SUFFIX}"


def _hold(path: str | os.PathLike[str]) -> fileio.FileLock:
    """The log's lock, held while the game is open: another Garage (the CLI, another window)
    acting on it in between would have its action overwritten by the next autosave."""
    try:
        return fileio.FileLock(path, fileio.HOLD_OPEN)
    except fileio.LockBusy as exc:
        raise LogError(exc.path, 0, str(exc).removeprefix(f"{exc.path}: ")) from None


@dataclass(frozen=True, slots=True)
class Told:
    """An action of the log in words, worked out once (RuleSet.log_words): the log pane's entry
    (the action under its game-turn), the whole of it in one line (the status bar's), and that
    under its game-turn (the undo command's, `Match.describe`)."""

    entry: rulesets.LogEntry
    words: str
    headed: str


class Match:
    """A game on screen: the engine's Game, and the dice the screen rolls when asked. A game
    opened to play (start, load) holds its log's lock until `close`."""

    def __init__(self, game: Game, lock: fileio.FileLock | None = None):
        self.game = game
        self.rng = random.Random()
        self._lock = lock
        self._kept: dict[str, Any] = {}  # what the rule set keeps between one status and the next (RuleSet.status)
        self._status: tuple[Any, rulesets.GameStatus] | None = None  # the last status, with its state

    @classmethod
    def start(cls, data: dict[str, Any], path: str | os.PathLike[str] | None,
              ruleset_key: str = rulesets.DEFAULT) -> Match:
        """A new game of a rule set from a setup dict (RuleSet.setup_dict); raises SetupError.
        Its log is written to `path` once the setup's own dice (random cars, an ambush
        roll-off) are in."""
        setup = play_engine.setup_from_dict(rulesets.get(ruleset_key), data)
        lock = _hold(path) if path is not None else None
        try:
            return cls(Game(setup, None, autosave=path), lock)
        except BaseException:
            if lock is not None:
                lock.release()
            raise

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> Match:
        """Resume a saved game; it keeps saving to the same file, and holds it (LogError
        "is open in another Garage (pid N)" while another does). Raises LogError."""
        lock = _hold(path)
        try:
            return cls(Game.load(path, None), lock)
        except BaseException:
            lock.release()
            raise

    @classmethod
    def peek(cls, path: str | os.PathLike[str]) -> Match:
        """A saved game as it stands, to look at, not to play: never saved, never locked."""
        return cls(Game.load(path, None, autosave=False))

    def close(self) -> None:
        """Let go of the log: the game is off the screen (committed actions are saved)."""
        if self._lock is not None:
            self._lock.release()

    @classmethod
    def replay_text(cls, text: str, source: str = "") -> Match:
        return cls(Game.replay(play_log.parse(text, source), None, source))

    # --- what the screen shows -----------------------------------------------------------

    @property
    def path(self) -> Path | None:
        return Path(self.game.autosave) if self.game.autosave is not None else None

    @property
    def started(self) -> bool:
        return bool(self.game.states)

    @property
    def pending(self) -> Request | None:
        return self.game.pending

    @property
    def rules(self) -> RuleSet:
        return self.game.rules

    @property
    def over(self) -> bool:
        return self.started and self.rules.over(self.game.state)

    @property
    def setup(self) -> Any:
        return self.game.setup

    @property
    def state(self) -> Any:
        """The engine's state of the game now, for a rule set's own widgets (its board); None
        while the setup waits for its dice."""
        return self.game.states[-1] if self.game.states else None

    def last_played(self) -> tuple[Any, list[dict[str, Any]]] | None:
        """The state before the last committed action and that action's events (a board draws
        what it did); None before the first."""
        states = self.game.states
        return (states[-2], self.game.events[-1]) if len(states) > 1 else None

    def action_specs(self) -> tuple[ActionSpec, ...]:
        return self.rules.action_specs()

    def status(self) -> rulesets.GameStatus:
        """The status of the game now; asked again of the same state (the phones' server after
        the screen), the one already made. The rule set keeps what the next can reuse (its
        cards of cars that did not change) in `kept`, this game's."""
        state = self.game.state
        if self._status is not None and self._status[0] is state:
            return self._status[1]
        status = self.rules.status(state, self._kept)
        self._status = (state, status)
        return status

    def lines(self) -> list[dict[str, Any]]:
        return self.game.lines

    def events(self) -> list[list[dict[str, Any]]]:
        return self.game.events

    def text(self) -> str:
        return self.game.text()

    def describe(self, index: int) -> str:
        """Line `index` of the log (after the setup) in words, with its game-turn."""
        return self.told(index).headed

    def log_entry(self, index: int) -> rulesets.LogEntry:
        """Line `index` of the log as the log pane shows it: the action with its game-turn,
        what came of it, the cars it concerns."""
        return self.told(index).entry

    def told(self, index: int) -> Told:
        return self.told_later(index)()

    def told_later(self, index: int) -> Callable[[], Told]:
        """Line `index` of the log in words (`Told`), made when called, from the line as it is
        now (an undo may drop it from the game before it is shown)."""
        rules, setup = self.rules, self.game.setup
        line, events = self.game.lines[index], self.game.events[index]
        turn = rules.turn(self.game.states[index - 1])

        def told() -> Told:
            made, words = rules.log_words(setup, line, events)
            if turn is None:
                return Told(made, words, words)
            return Told(rulesets.LogEntry(headed(rules.turn_title, turn, made.action), made.outcomes, made.cars),
                        words, headed(rules.turn_title, turn, words))
        return told

    def request_words(self) -> str:
        """The request the game waits for in the table's words: whose die or decision, and why."""
        request = self.pending
        if request is None:
            return ""
        return self.rules.request_words(self.setup, self.game.state if self.started else None, request)

    def result(self) -> dict[str, Any]:
        """The game result of a finished game, checked as `campaign record` reads it."""
        result = self.game.result
        if result is None:
            raise ValueError("the game is not over: it has no result yet")
        data = result_file.result_to_dict(result)
        result_file.result_from_dict(data, os.fspath(self.path or ""))
        return data

    def result_text(self) -> str:
        return result_file.dumps(result_file.result_from_dict(self.result()))

    def allowed(self) -> dict[str, bool]:
        """Which actions the rules allow now (the engine still judges each one)."""
        if not self.started or self.pending is not None:
            return {spec.name: False for spec in self.action_specs()}
        return self.rules.allowed(self.game.state)

    def field_values(self, action: dict[str, Any], name: str) -> tuple[Any, ...] | None:
        """The values of a field the rules allow now, given the rest of the action."""
        return self.rules.field_values(self.game.state, action, name) if self.started else None

    def field_used(self, action: str, name: str) -> bool:
        """Whether the field means anything in this game (its options), as the rule set says."""
        return self.rules.field_used(self.game.state, action, name) if self.started else True

    def pending_action(self) -> dict[str, Any] | None:
        """The action waiting for its dice or decisions (its odds go with its attacker's dice)."""
        return self.game.action

    def odds(self, action: dict[str, Any]) -> tuple[Line, ...]:
        """What the rules make of the action before anyone rolls."""
        return self.rules.odds(self.game.state, action) if self.started else ()

    # --- playing ---------------------------------------------------------------------------

    def act(self, action: dict[str, Any]) -> Request | None:
        return self.game.act(action)

    def answer(self, value: Any) -> Request | None:
        return self.game.answer(value)

    def roll_for_me(self) -> int:
        request = self.pending
        if request is None or request.kind != "roll":
            raise IllegalAction(QCoreApplication.translate("Match", "no die is waiting to be rolled"))
        return self.rng.randint(1, request.sides)

    def answer_default(self) -> Request | None:
        return self.game.answer_default()

    def cancel(self) -> None:
        self.game.cancel()

    def undo(self) -> dict[str, Any]:
        return self.game.undo()

    def replay_line(self, line: dict[str, Any]) -> None:
        """Play an undone line again with the dice and decisions it recorded."""
        inputs = list(line.get("inputs", []))
        request = self.game.act({k: v for k, v in line.items() if k != "inputs"})
        while request is not None:
            given = inputs[0] if inputs else None
            if request.optional and (given is None or given.get("decide") != request.question):
                request = self.game.answer_default()  # a declined offer an older log left out
                continue
            if given is None:
                self.game.cancel()
                raise IllegalAction(QCoreApplication.translate("Match", "the log holds no answer for {purpose}")
                                     .format(purpose=request.purpose))
            request = self.game.answer(tuple(given["value"]) if isinstance(given["value"], list)
                                       else given["value"])
            inputs.pop(0)

    def save_as(self, path: str | os.PathLike[str]) -> None:
        self.game.save(path)
