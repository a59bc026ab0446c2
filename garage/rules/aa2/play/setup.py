"""A game's setup: scenario, the optional rules in force, table scale and the cars.

The setup is the first line of a game's log, so it is plain data that reads back exactly:
each car carries its whole design (the vehicle file's own dictionary), not a file path.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from datetime import date
from functools import lru_cache
from typing import Any, overload

from garage.rules.aa2.scenarios import AA2Scenario, Race, load_scenarios
from garage.rules.aa2.validation import LADY_NAVIGATORS, validate
from garage.rules.aa2.vehicle import Design
from garage.rules.aa2.vehicle_file import design_from_dict, design_to_dict
from garage.rules.game_result import day
from garage.rules.limits import ITEMS, NAME, line_problem, list_problem
from garage.rules.phrase import Phrase
from garage.rules.play.errors import SetupError
from garage.rules.status import named
from garage.rules.vehicles import VehicleFileError

ENVIRONMENT = ("artillery", "radiation", "acid_storm", "night", "cloudburst")
SCALES = (1, 2, 3)
GUN_CLASSES = ("light", "medium", "heavy")  # a fixed defence is a gun (section 7)
WRITTEN_WHEN_ON = ("secret_plotting",)  # options a setup writes only when they are on


@dataclass(frozen=True, slots=True)
class Options:
    """Every "Optional Rule" of the text and the other table choices, as toggles."""

    random_cars: bool = False  # section 2: d6 for MAX, ACC, DEC (RULINGS D9)
    no_deferral: bool = False  # section 4
    markers: bool = False  # sections 4 and 7: moved / attacked counters shown
    doing_a_scott: bool = False  # section 3: both nitro charges at once for 4d6
    turret_rear_60: bool = False  # section 7: turrets may not fire into the rear 60 degrees
    skids: bool = True  # section 5 is itself optional
    # Appendix IV whole: clock faces plotted with the speed, simultaneous movement, shooting after
    classic_turning: bool = False
    environment: tuple[str, ...] = ()  # section 10, any of ENVIRONMENT
    swords_shields_deathsheads: bool = False  # section 10
    lady_navigators: bool = False  # section 10 (RULINGS D8)
    indoors: bool = False  # ejecting indoors is fatal (section 10)
    landing_damage_light: bool = False  # the Virginia Dentata example's reading of P16
    # Where the text is silent (docs/play-log.md, "Rulings"): the engine's reading, or this.
    ram_half_speed_rounds_up: bool = False  # "half his current speed" after a ram: 7 -> 4, not 3
    driver_kill_is_kill: bool = True  # a car abandoned by its dead driver is its attacker's kill
    navigator_survives_wrecks: bool = False  # she does not take the driver's 4-6 in a wreck
    secret_plotting: bool = False  # section 3's speeds written down unseen: shown once all have plotted

    def __reduce__(self) -> tuple[type[Options], tuple[Any, ...]]:
        # pickled and copied through __init__ (compiled, a frozen class cannot be rebuilt field by
        # field: mypyc/mypyc#1213), as every class of the setup and of the state (state.py)
        return Options, tuple(getattr(self, name) for name in _OPTION_NAMES)


_OPTION_NAMES = tuple(f.name for f in fields(Options))  # in the class's order: as_dict's, __reduce__'s


@dataclass(frozen=True, slots=True)
class Entry:
    id: str
    design: Design
    driver: str = ""
    rerolls: int = 0  # the driver's allowance this game (RULINGS P4), navigator's tally included
    navigator: str | None = None  # her name; only with the Lady Navigators option
    team: str | None = None  # team games; a Badlands Ambush's side: attacker/defender, or two names to roll off

    def __reduce__(self) -> tuple[type[Entry], tuple[str, Design, str, int, str | None, str | None]]:
        return Entry, (self.id, self.design, self.driver, self.rerolls, self.navigator, self.team)  # as Options'


@dataclass(frozen=True, slots=True)
class Defence:
    """A fixed defence of the scenario (section 7, RULINGS D5): a gun no vehicle can carry.
    `hit_points` None: the text gives it none, so it cannot be knocked out."""

    id: str
    cls: str = "heavy"  # any gun class: light | medium | heavy
    name: str = ""
    hit_points: int | None = None

    def __reduce__(self) -> tuple[type[Defence], tuple[str, str, str, int | None]]:
        return Defence, (self.id, self.cls, self.name, self.hit_points)  # as Options'

    def as_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"id": self.id, "class": self.cls, "name": self.name}
        if self.hit_points is not None:
            data["hit_points"] = self.hit_points
        return data


@dataclass(frozen=True, slots=True)
class Setup:
    scenario: str
    entries: tuple[Entry, ...]
    variant: str | None = None  # races only
    laps: int | None = None  # To The Finishline and Suicide; None: the race's own number
    options: Options = field(default_factory=Options)
    scale: int = 1  # RULINGS P15
    # The day it is played (YYYY-MM-DD), today unless given; "" only in logs written before
    # a setup was always given its day.
    played_on: str = field(default_factory=lambda: date.today().isoformat())
    defences: tuple[Defence, ...] = ()

    @property
    def ruleset(self) -> str:
        """The rule set that plays it (garage.rules.rulesets). A property, not a ClassVar: compiled,
        dataclasses would take a class variable for a field."""
        return "aa2"

    def __reduce__(self) -> tuple[type[Setup], tuple[Any, ...]]:
        return Setup, (self.scenario, self.entries, self.variant, self.laps, self.options, self.scale,
                       self.played_on, self.defences)  # as Options'

    def defence(self, defence_id: str) -> Defence | None:
        for defence in self.defences:  # asked at every attack, usually of a setup with none
            if defence.id == defence_id:
                return defence
        return None

    @property
    def scenario_rules(self) -> AA2Scenario:
        return load_scenarios()[self.scenario]

    @property
    def is_race(self) -> bool:
        return self.scenario_rules.is_race

    @property
    def race_laps(self) -> int:
        if self.laps is not None:
            return self.laps
        rules = self.scenario_rules
        if not isinstance(rules, Race):
            raise ValueError(f"a {rules.name} has no laps")
        return rules.laps

    @property
    def teams(self) -> bool:
        """Played in teams (section 10: "Any of the above scenarios can be played in team"):
        the team game, the ambush's two sides, or a race with a team on every car."""
        return self.scenario_rules.needs_teams or (self.is_race and all(e.team for e in self.entries))

    def entry(self, car: str) -> Entry:
        for entry in self.entries:
            if entry.id == car:
                return entry
        raise KeyError(car)

    def called(self, car: str) -> str:
        """A car as the table calls it, "Purple Haze (Antihiro Protagonist)"; an unknown id as it is."""
        for entry in self.entries:
            if entry.id == car:
                return named(entry.design.name, entry.driver, car)
        return car

    def as_dict(self) -> dict[str, Any]:
        options = {name: getattr(self.options, name) for name in _OPTION_NAMES}
        options["environment"] = list(self.options.environment)
        for key in WRITTEN_WHEN_ON:  # newer than the example logs, which save byte for byte
            if not options[key]:
                del options[key]
        data: dict[str, Any] = {"scenario": self.scenario}
        if self.variant is not None:
            data["variant"] = self.variant
            data["laps"] = self.race_laps
        data.update({"played_on": self.played_on, "scale": self.scale, "options": options, "cars": [
            {"id": e.id, "driver": e.driver, "rerolls": e.rerolls,
             **({"navigator": e.navigator} if e.navigator is not None else {}),
             **({"team": e.team} if e.team is not None else {}),
             "design": design_to_dict(e.design)}
            for e in self.entries]})
        if self.defences:  # absent in games without them, as in logs from before they existed
            data["defences"] = [d.as_dict() for d in self.defences]
        return data


def _get(data: dict[str, Any], key: str, kind: type, default: Any, where: str) -> Any:
    value = data.get(key, default)
    if value is None and default is None:
        return None
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SetupError(f"{where}{key}: must be {kind.__name__}, not {value!r}")
    return value


@overload
def _name(data: dict[str, Any], key: str, default: str, where: str) -> str: ...
@overload
def _name(data: dict[str, Any], key: str, default: None, where: str) -> str | None: ...
def _name(data: dict[str, Any], key: str, default: str | None, where: str) -> str | None:
    value: str | None = _get(data, key, str, default, where)
    problem = value and line_problem(value, NAME)
    if problem:
        raise SetupError(f"{where}{key}: {problem}")
    return value


def _list(data: dict[str, Any], key: str) -> list[Any]:
    value: list[Any] = _get(data, key, list, [], "")
    problem = list_problem(value, ITEMS)
    if problem:
        raise SetupError(f"{key}: {problem}")
    return value


# Setups read, by their data (`_key`): a setup is an immutable value, and every replay of a log
# (a game resumed, a simulation's logs read back) reads its designs again (some 70 us a duel).
_READ: dict[Any, Setup] = {}
_UNKEYED = object()  # what `_key` gives data that is not plain JSON values


def _key(value: Any) -> Any:
    """`value` as a hashable key that tells every JSON value apart (1, 1.0 and true; a list
    and a text...), or _UNKEYED when it holds anything else."""
    kind = type(value)
    if kind is str or kind is int or value is None:
        return value
    if kind is dict:
        items = []
        for key, item in value.items():
            found = _key(item)
            if type(key) is not str or found is _UNKEYED:
                return _UNKEYED
            items.append((key, found))
        return ("{", tuple(items))
    if kind is list:
        found_items = [_key(item) for item in value]
        return _UNKEYED if any(found is _UNKEYED for found in found_items) else ("[", tuple(found_items))
    if kind is bool:
        return ("bool", value)
    if kind is float:
        return ("float", repr(value))  # -0.0 is not 0.0
    return _UNKEYED


def setup_from_dict(data: Any) -> Setup:
    """The setup a log's or a setup file's object holds; SetupError naming the field."""
    key = _key(data) if isinstance(data, dict) and "played_on" in data else _UNKEYED  # else: today's
    if key is not _UNKEYED:
        read = _READ.get(key)
        if read is not None:
            return read
    setup = _setup_from_dict(data)
    if key is not _UNKEYED:
        if len(_READ) >= 64:
            _READ.clear()
        _READ[key] = setup
    return setup


def _setup_from_dict(data: Any) -> Setup:
    if not isinstance(data, dict):
        raise SetupError("setup: must be an object")
    scenario = _get(data, "scenario", str, "", "")
    scenarios = load_scenarios()
    if scenario not in scenarios:
        raise SetupError(f"scenario: '{scenario}' is not one of {', '.join(scenarios)}")
    variant = _get(data, "variant", str, None, "")
    variants = scenarios[scenario].variants
    if variants and variant not in variants:
        raise SetupError(f"variant: a {scenario} needs one of {', '.join(variants)}, not {variant!r}")
    if not variants and variant is not None:
        raise SetupError("variant: only races have a variant")
    raw_options = _get(data, "options", dict, {}, "")
    known = {f.name: f for f in fields(Options)}
    values: dict[str, Any] = {}
    for key, value in raw_options.items():
        if key not in known:
            raise SetupError(f"options.{key}: unknown option (known: {', '.join(known)})")
        if key == "environment":
            if not isinstance(value, list) or any(v not in ENVIRONMENT for v in value):
                raise SetupError(f"options.environment: must be a list of {', '.join(ENVIRONMENT)}")
            values[key] = tuple(value)
        else:
            values[key] = _get(raw_options, key, bool, False, "options.")
    scale = _get(data, "scale", int, 1, "")
    if scale not in SCALES:
        raise SetupError(f"scale: must be 1, 2 or 3, not {scale}")
    cars = _list(data, "cars")
    if len(cars) < 2:
        raise SetupError("cars: a game needs at least two cars")
    entries = []
    for i, raw in enumerate(cars):
        where = f"cars[{i}]."
        if not isinstance(raw, dict):
            raise SetupError(f"cars[{i}]: must be an object")
        car_id = _name(raw, "id", "", where)
        if not car_id:
            raise SetupError(f"{where}id: is missing")
        try:
            design = design_from_dict(raw.get("design"), f"{where}design")
        except VehicleFileError as exc:
            raise SetupError(str(exc)) from None
        entry = Entry(id=car_id, design=design, driver=_name(raw, "driver", "", where),
                      rerolls=_get(raw, "rerolls", int, 0, where),
                      navigator=_name(raw, "navigator", None, where),
                      team=_name(raw, "team", None, where))
        if entry.rerolls < 0:
            raise SetupError(f"{where}rerolls: must be 0 or more")
        entries.append(entry)
    defences = []
    for i, raw in enumerate(_list(data, "defences")):
        where = f"defences[{i}]."
        if not isinstance(raw, dict):
            raise SetupError(f"defences[{i}]: must be an object")
        defences.append(Defence(id=_name(raw, "id", "", where), cls=_get(raw, "class", str, "heavy", where),
                                name=_name(raw, "name", "", where),
                                hit_points=_get(raw, "hit_points", int, None, where)))
    setup = Setup(scenario=scenario, entries=tuple(entries), variant=variant,
                  laps=_get(data, "laps", int, None, ""), options=Options(**values), scale=scale,
                  played_on=_get(data, "played_on", str, date.today().isoformat(), ""), defences=tuple(defences))
    check(setup)
    return setup


def _readable(setup: Setup) -> None:
    """The log's reader takes back what the engine writes (issue 14): names within the
    limits, each car's design as its vehicle file would hold it."""
    for i, entry in enumerate(setup.entries):
        where = f"cars[{i}]."
        for key, value in (("id", entry.id), ("driver", entry.driver), ("navigator", entry.navigator),
                           ("team", entry.team)):
            problem = value and line_problem(value, NAME)
            if problem:
                raise SetupError(f"{where}{key}: {problem}")
        problem = _design_problem(entry.design, f"{where}design")
        if problem:
            raise SetupError(problem)
    for i, defence in enumerate(setup.defences):
        for key, value in (("id", defence.id), ("name", defence.name)):
            problem = value and line_problem(value, NAME)
            if problem:
                raise SetupError(f"defences[{i}].{key}: {problem}")


@lru_cache(maxsize=256)
def _design_problem(design: Design, where: str) -> str | None:
    """Why the design would not read back from its vehicle file; kept, as designs are
    immutable values (a simulation starts thousands of games of the same two cars)."""
    try:
        design_from_dict(design_to_dict(design), where)
    except VehicleFileError as exc:
        return str(exc)
    return None


def warnings(setup: Setup) -> list[str]:
    """What the players should hear before the first plot: each car the rules would not
    build for this game (validation, with the race and navigator checks), one line each."""
    options = frozenset({LADY_NAVIGATORS} if setup.options.lady_navigators else set())
    out = []
    for entry in setup.entries:
        for problem in validate(entry.design, race=setup.is_race, options=options).problems:
            said = (Phrase("{car} ({name}): error: {problem}", car=entry.id, name=entry.design.name,
                           problem=problem.message) if problem.severity == "error" else
                    Phrase("{car} ({name}): warning: {problem}", car=entry.id, name=entry.design.name,
                           problem=problem.message) if problem.severity == "warning" else
                    f"{entry.id} ({entry.design.name}): {problem.severity}: {problem.message}")
            out.append(said)
    return out


# The setups that passed `check`, by identity (held, so an id is never another's): setups are
# immutable values, and a simulation starts thousands of games from one.
_CHECKED: dict[int, Setup] = {}


def check(setup: Setup) -> None:
    """What a setup built in code must satisfy as much as one read from a log."""
    if _CHECKED.get(id(setup)) is setup:
        return
    _check(setup)
    if len(_CHECKED) > 64:
        _CHECKED.clear()
    _CHECKED[id(setup)] = setup


def _check(setup: Setup) -> None:
    _readable(setup)
    scenarios = load_scenarios()
    if setup.scenario not in scenarios:
        raise SetupError(f"scenario: '{setup.scenario}' is not one of {', '.join(scenarios)}")
    rules = scenarios[setup.scenario]
    if bool(rules.variants) != (setup.variant is not None) or (
            setup.variant is not None and setup.variant not in rules.variants):
        raise SetupError(f"variant: a {setup.scenario} needs one of {', '.join(rules.variants) or 'none'}")
    if setup.scale not in SCALES:
        raise SetupError(f"scale: must be 1, 2 or 3, not {setup.scale}")
    if setup.played_on:
        try:
            day(setup.played_on)
        except ValueError:
            raise SetupError(f"played_on: '{setup.played_on}' is not a date like 2026-11-29") from None
    if len(setup.entries) < 2:
        raise SetupError("cars: a game needs at least two cars")
    if setup.laps is not None and setup.laps < 1:
        raise SetupError("laps: at least 1")
    ids = [e.id for e in setup.entries]
    if len(set(ids)) != len(ids):
        raise SetupError("cars: two cars share an id")
    for i, defence in enumerate(setup.defences):
        if not defence.id:
            raise SetupError(f"defences[{i}].id: is missing")
        if defence.id in ids:
            raise SetupError(f"defences[{i}].id: '{defence.id}' already names a car or defence")
        ids.append(defence.id)
        if defence.cls not in GUN_CLASSES:
            raise SetupError(f"defences[{i}].class: must be one of {', '.join(GUN_CLASSES)}, not {defence.cls!r}")
        if defence.hit_points is not None and defence.hit_points < 1:
            raise SetupError(f"defences[{i}].hit_points: at least 1 (leave it out for a defence that cannot be hit)")
    # One person, one car: the game's result (and so the campaign) refuses a driver or navigator
    # entered twice; an unnamed driver ("") is nobody in particular.
    seen: dict[tuple[str, str], int] = {}
    for i, entry in enumerate(setup.entries):
        for key, name in (("driver", entry.driver), ("navigator", entry.navigator)):
            if name and (key, name) in seen:
                raise SetupError(f"cars[{i}].{key}: '{name}' is already cars[{seen[key, name]}]'s {key}")
            if name:
                seen[key, name] = i
    for i, entry in enumerate(setup.entries):
        if entry.navigator is not None and not (setup.options.lady_navigators and entry.design.navigator):
            raise SetupError(f"cars[{i}].navigator: needs the lady_navigators option and a design with a navigator")
        if rules.needs_teams and not entry.team:
            raise SetupError(f"cars[{i}].team: a {rules.name} needs a team for every car")
        if setup.is_race and not entry.team and any(e.team for e in setup.entries):
            raise SetupError(f"cars[{i}].team: a team race needs a team for every car")
    problem = rules.check(setup)
    if problem:
        raise SetupError(f"cars: {problem}")
