"""A Battle Cars game's setup (the first line of its play log, docs/battle-cars.md): the
table as a grid of points with its surfaces, obstructions and markers, and the cars on it.

A car moves from point to point (line 7: the number of 'points' its Speed gives); a facing is
one of eight compass points, 45 degrees apart (line 33's corners are one, two or three of them).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from garage.rules.battle_cars.catalogue import load_catalogue
from garage.rules.battle_cars.tables import DRIFT_AS_EXAMPLE, SURFACES, tables
from garage.rules.battle_cars.vehicle_file import RULESET, BattleCar, design_from_dict, design_to_dict
from garage.rules.game_result import day
from garage.rules.limits import ITEMS, NAME, line_problem
from garage.rules.phrase import Phrase, Word
from garage.rules.play.errors import SetupError
from garage.rules.status import named
from garage.rules.vehicles import VehicleFileError

FACINGS = ("n", "ne", "e", "se", "s", "sw", "w", "nw")
# Each facing as the table says it ("NE"), a data word for the player's language.
COMPASS = (Word("N"), Word("NE"), Word("E"), Word("SE"), Word("S"), Word("SW"), Word("W"), Word("NW"))
STEPS = ((0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1))
OPTIONS = (DRIFT_AS_EXAMPLE,)
SCENARIOS = ("battle",)
MAX_BOARD = 200
MARKERS = ("oil", "smoke", "spikes", "mines")

Point = tuple[int, int]


def compass(facing: object) -> str:
    """A facing ("ne", or its index) as the table says it: "NE", a Word; anything else upper case."""
    key = FACINGS[facing] if isinstance(facing, int) and 0 <= facing < len(FACINGS) else str(facing)
    return COMPASS[FACINGS.index(key)] if key in FACINGS else key.upper()


@dataclass(frozen=True, slots=True)
class Entry:
    id: str  # the player, as actions name them
    driver: str | None  # None: an unnamed driver
    design: BattleCar
    at: Point
    facing: int  # 0..7 = n, ne, e, se, s, sw, w, nw
    speed: int = 0
    reverse: bool = False

    def as_dict(self) -> dict[str, Any]:
        return {"id": self.id, "driver": self.driver, "design": design_to_dict(self.design), "at": list(self.at),
                "facing": FACINGS[self.facing], "speed": self.speed, "reverse": self.reverse}


@dataclass(frozen=True, slots=True)
class Thing:
    kind: str  # an obstruction (tree, building, wreck) or a marker (oil, smoke, spikes, mines)
    at: Point
    by: str | None = None  # a marker's layer (the player who dropped it); None: on the table from the setup

    def as_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "at": list(self.at)}


@dataclass(frozen=True, slots=True)
class Setup:
    ruleset: ClassVar[str] = RULESET
    entries: tuple[Entry, ...]
    played_on: str
    width: int = 20
    height: int = 20
    surface: str = "road"  # every point's, but those listed in `patches`
    patches: tuple[tuple[Point, str], ...] = ()  # (point, surface)
    obstructions: tuple[Thing, ...] = ()
    markers: tuple[Thing, ...] = ()
    options: frozenset[str] = field(default_factory=frozenset)
    scenario: str = "battle"
    board_name: str | None = None  # the map it was made on (garage/rules/battle_cars/map.py); None: none

    def entry(self, car: str) -> Entry:
        return next(e for e in self.entries if e.id == car)

    def called(self, car: str | None) -> str:
        """A player or car as the table calls it, "Dragon (Jo)"; an unknown id as it is."""
        for entry in self.entries:
            if entry.id == car:
                return named(entry.design.name, entry.driver, car)
        return str(car)

    def surface_at(self, point: Point) -> str:
        for at, surface in self.patches:
            if at == point:
                return surface
        return self.surface

    def on_board(self, point: Point) -> bool:
        return 0 <= point[0] < self.width and 0 <= point[1] < self.height

    def as_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"scenario": self.scenario, "played_on": self.played_on,
                                "options": {key: key in self.options for key in OPTIONS},
                                "board": ({"name": self.board_name} if self.board_name is not None else {})
                                | {"width": self.width, "height": self.height, "surface": self.surface}}
        for surface in SURFACES:
            points = [list(p) for p, s in self.patches if s == surface]
            if points:
                data["board"][surface] = points
        data["obstructions"] = [t.as_dict() for t in self.obstructions]
        data["markers"] = [t.as_dict() for t in self.markers]
        data["cars"] = [e.as_dict() for e in self.entries]
        return data


def _fail(where: str, problem: str) -> SetupError:
    return SetupError(f"{where}: {problem}")


def _obj(value: Any, where: str, keys: tuple[str, ...], required: tuple[str, ...]) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise _fail(where or "setup", "must be an object")
    for key in value:
        if key not in keys:
            raise _fail(f"{where}.{key}" if where else key, f"unknown field (known: {', '.join(keys)})")
    for key in required:
        if key not in value:
            raise _fail(f"{where}.{key}" if where else key, "is missing")
    return value


def _int(value: Any, where: str, least: int, most: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _fail(where, "must be a whole number")
    if not least <= value <= most:
        raise _fail(where, f"must be {least} to {most}, not {value}")
    return value


def _list(value: Any, where: str, limit: int = ITEMS * 10) -> list[Any]:
    if not isinstance(value, list):
        raise _fail(where, "must be a list")
    if len(value) > limit:
        raise _fail(where, f"has {len(value)} items; at most {limit} are allowed")
    return value


def _choice(value: Any, choices: tuple[str, ...], where: str) -> str:
    if not isinstance(value, str) or value not in choices:
        raise _fail(where, f"must be one of {', '.join(choices)}, not {value!r}")
    return value


def _point(value: Any, where: str, width: int, height: int) -> Point:
    if not isinstance(value, list) or len(value) != 2:
        raise _fail(where, "must be a point [x, y]")
    point = (_int(value[0], f"{where}[0]", 0, width - 1), _int(value[1], f"{where}[1]", 0, height - 1))
    return point


def _things(value: Any, where: str, kinds: tuple[str, ...], width: int, height: int) -> tuple[Thing, ...]:
    things = []
    for i, raw in enumerate(_list(value, where)):
        w = f"{where}[{i}]"
        raw = _obj(raw, w, ("kind", "at"), ("kind", "at"))
        things.append(Thing(_choice(raw["kind"], kinds, f"{w}.kind"), _point(raw["at"], f"{w}.at", width, height)))
    return tuple(things)


def setup_from_dict(data: Any) -> Setup:
    data = _obj(data, "", ("scenario", "played_on", "options", "board", "obstructions", "markers", "cars"),
                ("played_on", "cars"))
    played_on = data["played_on"]
    if not isinstance(played_on, str):
        raise _fail("played_on", "must be a date like 2026-11-29")
    try:
        day(played_on)
    except ValueError as exc:
        raise _fail("played_on", str(exc)) from None
    raw_options = _obj(data.get("options", {}), "options", OPTIONS, ())
    for key, value in raw_options.items():
        if not isinstance(value, bool):
            raise _fail(f"options.{key}", "must be true or false")
    options = frozenset(k for k, v in raw_options.items() if v)
    board = _obj(data.get("board", {}), "board", ("name", "width", "height", "surface", *SURFACES), ())
    board_name = board.get("name")
    if board_name is not None and (not isinstance(board_name, str) or line_problem(board_name, NAME)
                                   or not board_name.strip()):
        raise _fail("board.name", "must be a one-line name")
    width = _int(board.get("width", 20), "board.width", 2, MAX_BOARD)
    height = _int(board.get("height", 20), "board.height", 2, MAX_BOARD)
    patches = tuple((_point(p, f"board.{s}[{i}]", width, height), s)
                    for s in SURFACES for i, p in enumerate(_list(board.get(s, []), f"board.{s}")))
    cars = []
    for i, raw in enumerate(_list(data["cars"], "cars", ITEMS)):
        w = f"cars[{i}]"
        raw = _obj(raw, w, ("id", "driver", "design", "at", "facing", "speed", "reverse"),
                   ("id", "design", "at", "facing"))
        car_id = raw["id"]
        if not isinstance(car_id, str) or line_problem(car_id, NAME) or not car_id:
            raise _fail(f"{w}.id", "must be a one-line name")
        driver = raw.get("driver")
        if driver is not None and (not isinstance(driver, str) or line_problem(driver, NAME) or not driver):
            raise _fail(f"{w}.driver", "must be a one-line name or null")
        try:
            design = design_from_dict(raw["design"], f"{w}.design")
        except VehicleFileError as exc:
            raise SetupError(str(exc)) from None
        reverse = raw.get("reverse", False)
        if not isinstance(reverse, bool):
            raise _fail(f"{w}.reverse", "must be true or false")
        cars.append(Entry(car_id, driver, design, _point(raw["at"], f"{w}.at", width, height),
                          FACINGS.index(_choice(raw["facing"], FACINGS, f"{w}.facing")),
                          _int(raw.get("speed", 0), f"{w}.speed", 0, 99), reverse))
    t = tables()
    setup = Setup(
        entries=tuple(cars), played_on=played_on, width=width, height=height,
        surface=_choice(board.get("surface", "road"), SURFACES, "board.surface"), patches=patches,
        obstructions=_things(data.get("obstructions", []), "obstructions", t.obstructions, width, height),
        markers=_things(data.get("markers", []), "markers", MARKERS, width, height),
        options=options, scenario=_choice(data.get("scenario", "battle"), SCENARIOS, "scenario"),
        board_name=board_name,
    )
    check(setup)
    return setup


def check(setup: Setup) -> None:
    """What a setup must satisfy, read from a log or built in code."""
    if len(setup.entries) < 2:
        raise SetupError(Phrase("cars: a game of Battle Cars needs two cars or more"))  # said in the player's language
    ids = [e.id for e in setup.entries]
    for i, car_id in enumerate(ids):
        if car_id in ids[:i]:
            raise _fail(f"cars[{i}].id", f"'{car_id}' is entered twice")
    drivers = [e.driver for e in setup.entries]
    for i, driver in enumerate(drivers):
        if driver is not None and driver in drivers[:i]:
            raise _fail(f"cars[{i}].driver", f"'{driver}' is already cars[{drivers.index(driver)}]'s driver")
    blocked = {t.at for t in setup.obstructions}
    places: list[Point] = []
    catalogue = load_catalogue()
    for i, entry in enumerate(setup.entries):
        if entry.design.ruleset != RULESET or not isinstance(entry.design, BattleCar):
            raise _fail(f"cars[{i}].design", "is not a Battle Cars car")
        if not setup.on_board(entry.at):
            raise _fail(f"cars[{i}].at", "is off the table")
        if entry.at in blocked:
            raise _fail(f"cars[{i}].at", "is on an obstruction")
        if entry.at in places:
            raise _fail(f"cars[{i}].at", "another car stands there")
        places.append(entry.at)
        if not 0 <= entry.facing < len(FACINGS):
            raise _fail(f"cars[{i}].facing", "is not a compass point")
        unknown = [k for k in entry.design.equipment if k not in catalogue.equipment]
        unknown += [k for k in entry.design.dispensers if k not in catalogue.dispensers]
        if unknown:
            raise _fail(f"cars[{i}].design", f"carries what Battle Cars does not name: {', '.join(unknown)}")
    if not setup.options <= set(OPTIONS):
        raise _fail("options", f"known: {', '.join(OPTIONS)}")
    if setup.scenario not in SCENARIOS:
        raise _fail("scenario", f"must be one of {', '.join(SCENARIOS)}")
