"""The play screen's only way into the rules engine (garage.rules.play): starting, resuming
and playing a game, what the rules allow now, odds, and the words of the optional rules.
The screens never import the engine themselves, so a move of the engine's modules (or a
second rule set) changes this file alone.

A game on screen rolls no dice of its own: every die is a request the players answer, with
the faces they rolled or with "Roll for me" (the screen rolls, and the log records the face
like any other). Undo is the engine's (it pops the last line); redo plays an undone line
again with the inputs it recorded.
"""

from __future__ import annotations

import os
import random
import tomllib
from dataclasses import dataclass
from datetime import date
from fractions import Fraction
from pathlib import Path
from typing import Any

from garage.resources import resource
from garage.rules import game_result as result_file
from garage.rules.aa2 import tables
from garage.rules.aa2.catalogue import FACES, load_catalogue
from garage.rules.aa2.odds import AttackOdds
from garage.rules.aa2.play import allowed
from garage.rules.aa2.play.actions import ACTIONS
from garage.rules.aa2.play.movement import THINGS
from garage.rules.aa2.play.setup import ENVIRONMENT, SCALES, Options, setup_from_dict
from garage.rules.aa2.play.setup import warnings as setup_warnings
from garage.rules.aa2.play.status import status
from garage.rules.aa2.scenarios import load_experience
from garage.rules.design import Design
from garage.rules.play import Game, IllegalAction, LogError, Request, SetupError
from garage.rules.play import log as play_log
from garage.rules.vehicles import design_to_dict

__all__ = [
    "ACTION_NAMES",
    "ENVIRONMENT",
    "RACE_VARIANTS",
    "SCALES",
    "SCENARIOS",
    "IllegalAction",
    "LogError",
    "Match",
    "Request",
    "Saved",
    "SetupError",
    "clock_faces",
    "list_games",
    "option_keys",
    "option_texts",
    "setup_problems",
    "skid_chance",
]

ACTION_NAMES = tuple(name for name in ACTIONS)

SCENARIOS = tuple(load_experience().scenarios)
RACE_VARIANTS = tuple(load_experience().scenario("race").variants)

LOG_SUFFIX = ".jsonl"


def action_fields(name: str) -> tuple[tuple[str, bool], ...]:
    """The action's words (docs/play-log.md) and whether each is required."""
    return tuple((p.name, p.required) for p in ACTIONS[name][0])


def action_help(name: str) -> str:
    return ACTIONS[name][2]


def clock_faces() -> tuple[int, ...]:
    """The clock faces a car may plot with the classic rules (appendix IV)."""
    return tables.clock_faces()


def fixed_choices(field: str) -> tuple[tuple[str, str], ...]:
    """(value, label) for the words whose values do not depend on the game."""
    if field == "thing":
        return tuple((t, t.replace("_", " ")) for t in THINGS)
    if field == "token":
        return (("sword", "Sword"), ("shield", "Shield"))
    if field == "hit":
        rule = tables.environment("artillery")
        return (("ranging", "under the ranging shot"), ("direct", "under the barrage")) + tuple(
            (f"within {d}", f"within {d}{chr(34)} of the barrage") for d, _ in rule["barrage"])
    if field == "kind":
        placeable = tables.tables().raw["templates_before_play"]["kinds"]  # section 10: before play
        return tuple((key, item.name) for key, item in load_catalogue().dropped.items() if key in placeable)
    if field == "arc":
        return tuple((arc, arc) for arc in FACES)
    raise KeyError(field)


def option_texts() -> dict[str, Any]:
    """Labels and quoted rules for the optional rules, scenarios and scales
    (resources/rules/aa2/options.toml)."""
    with open(resource("rules", "aa2", "options.toml"), "rb") as f:
        return tomllib.load(f)


def option_keys() -> tuple[str, ...]:
    """The on/off options of a setup (environment is a list of its own)."""
    return tuple(key for key in Options.__dataclass_fields__ if key != "environment")


def option_default(key: str) -> bool:
    return bool(getattr(Options(), key))


def setup_dict(scenario: str, cars: list[dict[str, Any]], *, variant: str | None = None, laps: int = 3,
               scale: int = 1,
               options: dict[str, Any] | None = None, defences: list[dict[str, Any]] | None = None,
               played_on: str | None = None) -> dict[str, Any]:
    """A setup as a log's first line holds it; each car: id, design (a Design), driver,
    rerolls, navigator, team."""
    data: dict[str, Any] = {"scenario": scenario, "played_on": played_on or date.today().isoformat(),
                            "scale": scale, "options": dict(options or {}), "cars": []}
    if scenario == "race":
        data["variant"], data["laps"] = variant, laps
    for car in cars:
        row = {k: v for k, v in car.items() if v is not None and k != "design"}
        row["design"] = design_to_dict(car["design"]) if isinstance(car["design"], Design) else car["design"]
        data["cars"].append(row)
    if defences:
        data["defences"] = defences
    return data


def setup_problems(data: dict[str, Any]) -> tuple[str | None, list[str]]:
    """What the setup rules say before a game starts: the refusal (None when it may start)
    and the warnings (weapons dropped in a race, a navigator without the option...)."""
    try:
        setup = setup_from_dict(data)
    except SetupError as exc:
        return str(exc), []
    return None, setup_warnings(setup)


def skid_chance(speed: int) -> tuple[tuple[int, ...], Fraction] | None:
    """The d6 faces on which a turn at this speed skids, and the chance; None when a turn
    at this speed needs no skid check."""
    band = tables.skid_band(speed)
    if band is None:
        return None
    return band.skids_on, Fraction(len(band.skids_on), 6)


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


def list_games(folder: Path) -> list[Saved]:
    """Every log in the folder, newest first; a damaged one carries its one-line error."""
    found = []
    paths = sorted(folder.glob(f"*{LOG_SUFFIX}"), key=lambda p: p.stat().st_mtime, reverse=True) \
        if folder.is_dir() else []
    for path in paths:
        try:
            found.append(Saved(path, Match.load(path), None))
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


class Match:
    """A game on screen: the engine's Game, and the dice the screen rolls when asked."""

    def __init__(self, game: Game):
        self.game = game
        self.rng = random.Random()

    @classmethod
    def start(cls, data: dict[str, Any], path: str | os.PathLike[str] | None) -> Match:
        """A new game from a setup dict (setup_dict); raises SetupError. Its log is written
        to `path` once the setup's own dice (random cars, an ambush roll-off) are in."""
        return cls(Game(setup_from_dict(data), None, autosave=path))

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> Match:
        """Resume a saved game; it keeps saving to the same file. Raises LogError."""
        return cls(Game.load(path, None))

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
    def over(self) -> bool:
        return self.started and self.game.state.over

    @property
    def setup(self) -> Any:  # the rule set's setup object, whatever its class
        return self.game.setup

    def status(self) -> dict[str, Any]:
        return status(self.game.state)

    def lines(self) -> list[dict[str, Any]]:
        return self.game.lines

    def events(self) -> list[list[dict[str, Any]]]:
        return self.game.events

    def text(self) -> str:
        return self.game.text()

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
            return dict.fromkeys(ACTION_NAMES, False)
        state = self.game.state
        setup = state.setup
        options = setup.options
        if state.over:
            return dict.fromkeys(ACTION_NAMES, False)
        moving = state.phase == "move"
        mover = state.car(state.mover) if moving else None
        active = [c for c in state.cars if c.active]
        can_attack = any(allowed.attack_problem(state, c.id) is None for c in state.cars)
        return {
            "plot": bool(allowed.to_plot(state)),
            "defer": mover is not None and not options.no_deferral and len(state.order) > 1 and not mover.turns_at,
            "turn": mover is not None and allowed.turns_left(state, mover.id) > 0,
            "jump": moving, "drop": mover is not None and any(mover.drops_left) and not setup.is_race,
            "cross": moving and bool(state.templates), "hit": moving, "collide": moving,
            "land": mover is not None and mover.airborne_left > 0, "moved": moving,
            "attack": can_attack,
            "defence": bool(state.defences) and state.phase in ("move", "fire"),
            "end_turn": state.phase == "fire",
            "lap": setup.is_race and bool(active),
            "pickup": options.swords_shields_deathsheads and bool(active),
            "eject": options.lady_navigators and any(setup.entry(c.id).navigator for c in active),
            "artillery": "artillery" in options.environment and bool(active),
            "radiation": "radiation" in options.environment and bool(active),
            "leave": bool(active),
            "place": state.turn == 1 and state.phase == "plot",
            "end_game": True,
        }

    def weapons_bearing(self, car: str, arc: str, rear60: bool = False) -> tuple[int, ...]:
        return allowed.weapons_bearing(self.game.state, car, arc, rear60)

    def attack_odds(self, car: str, target: str, weapons: list[int], range_: float) -> AttackOdds:
        """The exact damage distribution and the chance of crossing each threshold the
        target has left; raises IllegalAction when a weapon cannot fire or is out of range."""
        return allowed.attack_odds(self.game.state, car, target, weapons, range_)

    # --- playing ---------------------------------------------------------------------------

    def act(self, action: dict[str, Any]) -> Request | None:
        return self.game.act(action)

    def answer(self, value: Any) -> Request | None:
        return self.game.answer(value)

    def roll_for_me(self) -> int:
        request = self.pending
        if request is None or request.kind != "roll":
            raise IllegalAction("no die is waiting to be rolled")
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
                raise IllegalAction(f"the log holds no answer for {request.purpose}")
            request = self.game.answer(tuple(given["value"]) if isinstance(given["value"], list)
                                       else given["value"])
            inputs.pop(0)

    def save_as(self, path: str | os.PathLike[str]) -> None:
        self.game.save(path)
