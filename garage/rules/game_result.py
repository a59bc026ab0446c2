"""The game result file: how one played game enters a campaign (docs/game-result-format.md).

UTF-8 JSON written by the CLI's users, the app's post-game form and, later, the play engine.
Reading is strict: besides types and enumerations it refuses what cannot describe one real
game (a driver entered twice, a kill naming nobody in the game or claimed twice, a race winner
who did not finish), because a campaign folds every later game over this one and a typo here
would silently change every standing after it. Every error is a `GameResultError` naming the
file and the field. Writing is canonical, so load -> dump gives back the bytes Garage wrote.

An unnamed driver (RULINGS P12) is an entry whose "driver" is null: they played, can be
destroyed and can destroy, but earn nothing and are never written to a campaign.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from garage.fileio import write_atomic
from garage.rules import rulesets
from garage.rules.jsonfile import JsonFileError, parse_json, read_json
from garage.rules.limits import ITEMS, LINE, NAME, LimitedReader

VERSION = 1
SUFFIX = ".result.json"

_KEYS = ("format", "version", "scenario", "variant", "played_on", "house_rules", "entries")
_REQUIRED = ("format", "version", "scenario", "played_on", "entries")
_ENTRY_KEYS = ("driver", "vehicle", "survived", "death", "kills", "finished", "position",
               "navigator", "navigator_survived", "navigator_ejected")
_NAVIGATOR_KEYS = ("navigator_survived", "navigator_ejected")
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def day(text: str) -> date:
    """A day as game results write it, 2026-11-29; ValueError for anything else."""
    if not _DATE.fullmatch(text):
        raise ValueError(f"{text!r} is not a date like 2026-11-29")
    return date.fromisoformat(text)


class GameResultError(JsonFileError):
    """A game result that cannot be read. `str()` is the one-line message for the player."""


@dataclass(frozen=True, slots=True)
class Entry:
    """One vehicle in one game, and what became of its driver (and navigator, if any)."""

    driver: str | None  # None: an unnamed driver (RULINGS P12)
    vehicle: str
    survived: bool  # RULINGS P11: alive at the end, whatever happened to the vehicle
    kills: tuple[str, ...] = ()  # whom they destroyed: another entry's driver, or its vehicle
    death: str | None = None  # how the driver died, when they did not survive
    finished: bool | None = None  # races only: finished with a rolling vehicle
    position: int | None = None  # races only: 1 is the winner; None when unplaced
    navigator: str | None = None  # None: no navigator, or an unnamed one
    navigator_survived: bool | None = None  # None: no Lady Navigator rode in this car
    navigator_ejected: bool | None = None

    @property
    def named(self) -> bool:
        return self.driver is not None

    @property
    def has_navigator(self) -> bool:
        return self.navigator_survived is not None

    @property
    def won(self) -> bool:
        return self.position == 1


@dataclass(frozen=True, slots=True)
class GameResult:
    scenario: str  # a scenario key of its rule set (resources/rules/<ruleset>/campaign.toml)
    played_on: date
    entries: tuple[Entry, ...]
    variant: str | None = None  # races only
    house_rules: tuple[str, ...] = ()  # as the table named them, in force for this game
    ruleset: str = rulesets.DEFAULT  # its rule set's key, named by its file's format

    def victim(self, kill: str) -> Entry:
        """The entry a kill names: a driver by name, else a vehicle by name."""
        return _victims(self.entries, kill)[0]


def _victims(entries: tuple[Entry, ...], kill: str) -> list[Entry]:
    by_driver = [e for e in entries if e.driver == kill]
    return by_driver or [e for e in entries if e.vehicle == kill]


class _ResultReader(LimitedReader):
    error = GameResultError

    def name(self, value: Any, field: str, limit: int = NAME) -> str:
        text = self.line(value, field, limit)
        if not text.strip():
            raise self.fail(field, "is empty")
        if text != text.strip():
            raise self.fail(field, f"{json.dumps(text)} has spaces at the start or end")
        return text

    def result(self, data: Any) -> GameResult:
        self.expect(data, dict, "(top level)")
        self.known(data, _KEYS, "")
        for key in _REQUIRED:
            if key not in data:
                raise self.fail(key, "is missing")
        ruleset = rulesets.for_format(data["format"], rulesets.GAME_RESULT)
        if ruleset is None:
            raise self.fail("format", rulesets.format_problem(data["format"], rulesets.GAME_RESULT))
        self.format_version(data, ruleset.format(rulesets.GAME_RESULT), VERSION, "a game result")
        experience = ruleset.experience
        scenario = experience.scenario(
            self.choice(data["scenario"], tuple(experience.scenarios), "scenario"))
        variant = None
        if scenario.is_race:
            if data.get("variant") is None:
                raise self.fail("variant", f"is missing (a race is one of {', '.join(scenario.variants)})")
            variant = self.choice(data["variant"], tuple(scenario.variants), "variant")
        elif "variant" in data:
            raise self.fail("variant", f"only a race has a variant, not a {scenario.key}")
        played_on = self.expect(data["played_on"], str, "played_on")
        try:
            played = day(played_on)
        except ValueError:
            raise self.fail("played_on", f"{json.dumps(played_on)} is not a date like 2026-11-29") from None
        house_rules = tuple(self.name(rule, f"house_rules[{i}]", LINE)
                            for i, rule in enumerate(self.items(data.get("house_rules", []), "house_rules")))
        raw_entries = self.items(data["entries"], "entries")
        if not raw_entries:
            raise self.fail("entries", "is empty: a game has at least one vehicle")
        entries = tuple(self.entry(raw, f"entries[{i}]", scenario.is_race)
                        for i, raw in enumerate(raw_entries))
        self.check_people(entries)
        self.check_kills(entries)
        if scenario.is_race:
            self.check_places(entries)
        return GameResult(scenario=scenario.key, played_on=played, entries=entries, variant=variant,
                          house_rules=house_rules, ruleset=ruleset.key)

    def entry(self, raw: Any, field: str, race: bool) -> Entry:
        self.expect(raw, dict, field)
        self.known(raw, _ENTRY_KEYS, f"{field}.")
        for key in ("driver", "vehicle", "survived") + (("finished",) if race else ()):
            if key not in raw:
                hint = " (null for an unnamed driver)" if key == "driver" else ""
                raise self.fail(f"{field}.{key}", f"is missing{hint}")
        if not race:
            for key in ("finished", "position"):
                if key in raw:
                    raise self.fail(f"{field}.{key}", "only a race has finishers and places")
        driver = raw["driver"]
        if driver is not None:
            if driver == "":
                raise self.fail(f"{field}.driver", "is empty (null marks an unnamed driver)")
            driver = self.name(driver, f"{field}.driver")
        survived = self.expect(raw["survived"], bool, f"{field}.survived")
        death = raw.get("death")
        if death is not None:
            if survived:
                raise self.fail(f"{field}.death", "says how the driver died, but survived is true")
            death = self.name(death, f"{field}.death", LINE)
        position = raw.get("position")
        if position is not None:
            position = self.count(position, f"{field}.position", 1, ITEMS)
        navigator = survived_nav = ejected = None
        if "navigator" in raw:
            navigator = raw["navigator"]
            if navigator is not None:
                navigator = self.name(navigator, f"{field}.navigator")
            for key in _NAVIGATOR_KEYS:
                if key not in raw:
                    raise self.fail(f"{field}.{key}", "is missing (the entry has a navigator)")
            survived_nav = self.expect(raw["navigator_survived"], bool, f"{field}.navigator_survived")
            ejected = self.expect(raw["navigator_ejected"], bool, f"{field}.navigator_ejected")
        else:
            for key in _NAVIGATOR_KEYS:
                if key in raw:
                    raise self.fail(f"{field}.navigator",
                                    f"is missing but {key} is given (null for an unnamed navigator)")
        return Entry(
            driver=driver,
            vehicle=self.name(raw["vehicle"], f"{field}.vehicle"),
            survived=survived,
            kills=tuple(self.name(k, f"{field}.kills[{i}]")
                        for i, k in enumerate(self.items(raw.get("kills", []), f"{field}.kills", ITEMS - 1))),
            death=death,
            finished=self.expect(raw["finished"], bool, f"{field}.finished") if race else None,
            position=position,
            navigator=navigator,
            navigator_survived=survived_nav,
            navigator_ejected=ejected,
        )

    def check_people(self, entries: tuple[Entry, ...]) -> None:
        drivers: dict[str, int] = {}
        navigators: dict[str, int] = {}
        for i, e in enumerate(entries):
            for seen, name, key in ((drivers, e.driver, "driver"), (navigators, e.navigator, "navigator")):
                if name is None:
                    continue
                if name in seen:
                    raise self.fail(f"entries[{i}].{key}",
                                    f"'{name}' is already entries[{seen[name]}]'s {key}")
                seen[name] = i

    def check_kills(self, entries: tuple[Entry, ...]) -> None:
        claimed: dict[int, int] = {}
        for i, e in enumerate(entries):
            for k, kill in enumerate(e.kills):
                field = f"entries[{i}].kills[{k}]"
                victims = _victims(entries, kill)
                if not victims:
                    raise self.fail(field, f"'{kill}' is no driver or vehicle in this game")
                if len(victims) > 1:
                    raise self.fail(field, f"'{kill}' names more than one vehicle; name its driver")
                victim = entries.index(victims[0])
                if victim == i:
                    raise self.fail(field, f"'{kill}' is this entry's own vehicle")
                if victim in claimed:
                    raise self.fail(field, f"'{kill}' was destroyed once, and entries[{claimed[victim]}] "
                                           "already claims it")
                claimed[victim] = i

    def check_places(self, entries: tuple[Entry, ...]) -> None:
        places: dict[int, int] = {}
        for i, e in enumerate(entries):
            if e.position is None:
                continue
            if e.position in places:
                raise self.fail(f"entries[{i}].position",
                                f"{e.position} is already entries[{places[e.position]}]'s place")
            if e.position == 1 and not e.finished:
                raise self.fail(f"entries[{i}].position", "1 (the winner) but finished is false")
            places[e.position] = i


def result_from_dict(data: Any, source: str = "") -> GameResult:
    return _ResultReader(source).result(data)


def loads(text: str | bytes, source: str = "") -> GameResult:
    return result_from_dict(parse_json(text, source, GameResultError), source)


def load(path: str | os.PathLike[str]) -> GameResult:
    return result_from_dict(read_json(path, GameResultError, "a game result"), os.fspath(path))


def entry_to_dict(entry: Entry, race: bool) -> dict[str, Any]:
    data: dict[str, Any] = {"driver": entry.driver, "vehicle": entry.vehicle, "survived": entry.survived}
    if entry.death is not None:
        data["death"] = entry.death
    data["kills"] = list(entry.kills)
    if race:
        data["finished"] = bool(entry.finished)
        data["position"] = entry.position
    if entry.has_navigator:
        data["navigator"] = entry.navigator
        data["navigator_survived"] = entry.navigator_survived
        data["navigator_ejected"] = bool(entry.navigator_ejected)
    return data


def result_to_dict(result: GameResult) -> dict[str, Any]:
    fmt = rulesets.get(result.ruleset).format(rulesets.GAME_RESULT)
    data: dict[str, Any] = {"format": fmt, "version": VERSION, "scenario": result.scenario}
    if result.variant is not None:
        data["variant"] = result.variant
    data["played_on"] = result.played_on.isoformat()
    if result.house_rules:
        data["house_rules"] = list(result.house_rules)
    race = result.variant is not None
    data["entries"] = [entry_to_dict(e, race) for e in result.entries]
    return data


def dumps(result: GameResult) -> str:
    return json.dumps(result_to_dict(result), indent=2, ensure_ascii=False) + "\n"


def dump(result: GameResult, path: str | os.PathLike[str]) -> None:
    write_atomic(Path(path), dumps(result).encode("utf-8"))
