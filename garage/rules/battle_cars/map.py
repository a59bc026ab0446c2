"""A Battle Cars map (`*.map.json`, format "battle-cars/map", docs/battle-cars.md): a table to
play on, kept apart from any game: its size, the base surface and the points painted the other
one, its buildings and trees, and the points the cars start on with their facings.

A game made on a map copies the map's board into its setup line (`apply`), so a log replays on
the table it was played on whatever becomes of the file. The reader is strict and names the
file and the field of the first problem; the limits are the setup line's (play/setup.py), so
every map that reads fits a game.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from garage.resources import resource
from garage.rules.battle_cars.play.setup import FACINGS, MAX_BOARD, Point, Thing
from garage.rules.battle_cars.tables import SURFACES
from garage.rules.jsonfile import JsonFileError, parse_json, read_json
from garage.rules.limits import ITEMS, NAME, NOTES, LimitedReader

FORMAT = "battle-cars/map"
VERSION = 1
SUFFIX = ".map.json"
POINTS = ITEMS * 10  # points in one list: the setup line's limit (play/setup.py)
MIN_STARTS = 2  # a game needs two cars or more
# The obstructions a map paints, by the file's key (a wreck comes from play, not from a map).
PAINTED = (("buildings", "building"), ("trees", "tree"))

_KEYS = ("format", "version", "name", "width", "height", "surface", *SURFACES, "buildings", "trees", "starts",
         "notes")
_REQUIRED = ("format", "version", "name", "width", "height", "starts")


class MapFileError(JsonFileError):
    """A map file that cannot be read. `str()` is the one-line message for the player."""


@dataclass(frozen=True, slots=True)
class Start:
    at: Point
    facing: int  # 0..7 = n, ne, e, se, s, sw, w, nw


@dataclass(frozen=True, slots=True)
class BattleMap:
    name: str
    width: int
    height: int
    surface: str = "road"  # every point's but those in `patches`
    patches: tuple[tuple[Point, str], ...] = ()  # (point, the other surface)
    obstructions: tuple[Thing, ...] = ()  # buildings and trees
    starts: tuple[Start, ...] = ()
    notes: str = ""

    def surface_at(self, point: Point) -> str:
        return dict(self.patches).get(point, self.surface)

    def thing_at(self, point: Point) -> str | None:
        return next((t.kind for t in self.obstructions if t.at == point), None)


class _Reader(LimitedReader):
    error = MapFileError

    def map(self, data: Any) -> BattleMap:
        self.expect(data, dict, "(top level)")
        self.head(data, FORMAT, VERSION, "a map file", _KEYS, _REQUIRED)
        name = self.line(data["name"], "name", NAME)
        if not name or name != name.strip():
            raise self.fail("name", "must not be empty or start or end with a space")
        width = self.count(data["width"], "width", 2, MAX_BOARD)
        height = self.count(data["height"], "height", 2, MAX_BOARD)
        surface = self.choice(data.get("surface", "road"), SURFACES, "surface")
        seen: dict[Point, str] = {}
        patches = []
        for other in SURFACES:
            for point in self.points(data.get(other, []), other, width, height, seen):
                if other != surface:
                    patches.append((point, other))
        seen = {}  # a tree or building stands on a surface: only one of them on a point
        things = []
        for key, kind in PAINTED:
            things += [Thing(kind, p) for p in self.points(data.get(key, []), key, width, height, seen)]
            if len(things) > POINTS:  # the setup line's obstructions are one list
                raise self.fail(key, f"buildings and trees: {len(things)} together; at most {POINTS} are allowed")
        blocked = {t.at for t in things}
        starts: list[Start] = []
        raw_starts = self.items(data["starts"], "starts", ITEMS)
        if len(raw_starts) < MIN_STARTS:
            raise self.fail("starts", f"has {len(raw_starts)}; a game needs {MIN_STARTS} starting points or more")
        for i, raw in enumerate(raw_starts):
            where = f"starts[{i}]"
            self.expect(raw, dict, where)
            self.known(raw, ("at", "facing"), f"{where}.")
            self.present(raw, ("at", "facing"), f"{where}.")
            at = self.point(raw["at"], f"{where}.at", width, height)
            if at in blocked:
                raise self.fail(f"{where}.at", f"{at[0]},{at[1]} is a {next(t.kind for t in things if t.at == at)}")
            if any(s.at == at for s in starts):
                raise self.fail(f"{where}.at", f"{at[0]},{at[1]} is already a starting point")
            starts.append(Start(at, FACINGS.index(self.choice(raw["facing"], FACINGS, f"{where}.facing"))))
        return BattleMap(name, width, height, surface, tuple(patches), tuple(things), tuple(starts),
                         self.text(data.get("notes", ""), "notes", NOTES))

    def point(self, value: Any, field: str, width: int, height: int) -> Point:
        pair = self.expect(value, list, field)
        if len(pair) != 2:
            raise self.fail(field, "must be a point [x, y]")
        return (self.count(pair[0], f"{field}[0]", 0, width - 1), self.count(pair[1], f"{field}[1]", 0, height - 1))

    def points(self, value: Any, field: str, width: int, height: int, seen: dict[Point, str]) -> list[Point]:
        found = []
        for i, raw in enumerate(self.items(value, field, POINTS)):
            point = self.point(raw, f"{field}[{i}]", width, height)
            if point in seen:
                raise self.fail(f"{field}[{i}]", f"{point[0]},{point[1]} is already in {seen[point]}")
            seen[point] = field
            found.append(point)
        return found


def map_from_dict(data: Any, source: str = "") -> BattleMap:
    return _Reader(source).map(data)


def loads(text: str | bytes, source: str = "") -> BattleMap:
    return map_from_dict(parse_json(text, source, MapFileError), source)


def load(path: str | os.PathLike[str]) -> BattleMap:
    return map_from_dict(read_json(path, MapFileError, "a map file"), os.fspath(path))


def map_to_dict(board: BattleMap) -> dict[str, Any]:
    """The file's object, in a fixed key order; every list in the order of the points (north
    row first, west to east) so that the same map always writes the same bytes."""
    def order(points: list[Point]) -> list[list[int]]:
        return [list(p) for p in sorted(points, key=lambda p: (-p[1], p[0]))]

    data: dict[str, Any] = {"format": FORMAT, "version": VERSION, "name": board.name, "width": board.width,
                            "height": board.height, "surface": board.surface}
    for other in SURFACES:
        if other != board.surface:
            data[other] = order([p for p, s in board.patches if s == other])
    for key, kind in PAINTED:
        data[key] = order([t.at for t in board.obstructions if t.kind == kind])
    data["starts"] = [{"at": list(s.at), "facing": FACINGS[s.facing]} for s in board.starts]
    data["notes"] = board.notes
    return data


def dumps(board: BattleMap) -> str:
    return json.dumps(map_to_dict(board), ensure_ascii=False) + "\n"


# --- the built-in maps (resources/rules/battle_cars/maps/) -------------------------------------------


def built_in_folder() -> Path:
    return resource("rules", "battle_cars", "maps")


@cache
def built_ins() -> tuple[tuple[str, BattleMap], ...]:
    """(key, map) of every built-in map, the open square first: the key is its file's name
    without `.map.json`."""
    found = [(p.name[: -len(SUFFIX)], load(p)) for p in sorted(built_in_folder().glob(f"*{SUFFIX}"))]
    found.sort(key=lambda item: (item[0] != OPEN_SQUARE, item[0]))
    return tuple(found)


OPEN_SQUARE = "open-square"


def find(name_or_path: str) -> BattleMap:
    """A built-in map by its key or its name (any case), else the map file at that path."""
    for key, board in built_ins():
        if name_or_path in (key, board.name) or name_or_path.casefold() == board.name.casefold():
            return board
    if not name_or_path.endswith(SUFFIX) and not os.path.lexists(name_or_path):
        known = ", ".join(board.name for _, board in built_ins())
        raise MapFileError(name_or_path, "", f"no such map file, nor a built-in map ({known})")
    return load(name_or_path)


# --- into a game's setup ------------------------------------------------------------------------


def apply(board: BattleMap, data: dict[str, Any]) -> dict[str, Any]:
    """A setup dict (as the log's first line holds it) played on `board`: the map's name, size,
    surfaces and obstructions replace the setup's board and obstructions (its markers stay),
    and the cars stand on the map's starting points in order. More cars than starting points
    is refused in one line."""
    cars = data.get("cars", [])
    if isinstance(cars, list) and len(cars) > len(board.starts):
        raise MapFileError("", "starts", f"the map '{board.name}' has {len(board.starts)} starting points, "
                                         f"not enough for {len(cars)} cars")
    setup = dict(data)
    points = {"width": board.width, "height": board.height, "surface": board.surface}
    setup["board"] = {"name": board.name, **points}
    for other in SURFACES:
        painted = [list(p) for p, s in board.patches if s == other]
        if painted:
            setup["board"][other] = painted
    setup["obstructions"] = [t.as_dict() for t in board.obstructions]
    if isinstance(cars, list):
        setup["cars"] = [{**car, "at": list(start.at), "facing": FACINGS[start.facing]} if isinstance(car, dict)
                         else car for car, start in zip(cars, board.starts)]
    return setup
