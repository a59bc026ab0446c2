"""The game's state: immutable values, one per step, so undo and replay are exact.

A step never edits a state: it builds the next one (`replaced`, a quick `dataclasses.replace`,
which `values.changed` calls). The module is compiled with the engine (garage/compiled.py): then
its classes keep their fields in the object itself, no dictionary, and pickle through their
__init__ (`__reduce__`); pure, they are plain frozen dataclasses. Distances the players measure
(`at`, ranges, skids, jumps) are in table units, i.e. inches times the table scale (RULINGS P15);
speeds are the game's own inches.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from functools import lru_cache
from typing import Any, Final

from garage.rules.aa2.catalogue import load_catalogue
from garage.rules.aa2.design import components
from garage.rules.aa2.play.setup import Defence, Entry, Options, Setup
from garage.rules.aa2.play.statuses import MOVE, OVER, PLOT, Phase, Status
from garage.rules.aa2.scenarios import AA2Scenario
from garage.rules.aa2.vehicle import Design, StatLine
from garage.rules.design import ComponentKey

# The short names the rules modules use: the Status members themselves, typed as the words they
# are and Final, so compiled code reads them in place and compares them as strings (a module's
# name of an enum type is a dictionary read and a generic comparison, many times an action).
OK: Final[str] = Status.OK
DAMAGED: Final[str] = Status.DAMAGED
DESTROYED: Final[str] = Status.DESTROYED
DEAD: Final[str] = Status.DEAD
EJECTED: Final[str] = Status.EJECTED


@dataclass(frozen=True, slots=True)
class Template:
    """A dropped weapon's 3" x 1.5" template on the table (or a Napalm/Oil/Spikes placed at
    setup, owner None)."""

    id: str
    kind: str  # mines | spikes | oil | napalm | smoke
    owner: str | None

    def __reduce__(self) -> tuple[type[Template], tuple[str, str, str | None]]:
        # pickled and copied through __init__ (compiled, a frozen class cannot be rebuilt field
        # by field: mypyc/mypyc#1213), as every class of the state
        return Template, (self.id, self.kind, self.owner)


@dataclass(frozen=True, slots=True)
class LossOfControl:
    """A car's last randomized move (section 8, RULINGS P7), for the players to make."""

    turn: int
    scatter: int  # the scatter die's face, 1-6: the arrow the car moves along
    bearing: str  # the same arrow as a clock bearing from the car's facing
    speed: int  # plotted speed with nitro, which chose the distance dice
    dice: str  # d6 | d6+d3 | 2d6 (times the table scale)
    distance: int  # table inches
    why: str

    def __reduce__(self) -> tuple[type[LossOfControl], tuple[int, int, str, int, str, int, str]]:
        return LossOfControl, (self.turn, self.scatter, self.bearing, self.speed, self.dice, self.distance, self.why)

    @property
    def text(self) -> str:
        return f"scatter {self.scatter}: move {self.distance}\" towards arrow {self.scatter}"

    def as_dict(self) -> dict[str, Any]:
        return {"turn": self.turn, "scatter": self.scatter, "bearing": self.bearing, "speed": self.speed,
                "dice": self.dice, "distance": self.distance, "why": self.why, "text": self.text}


@dataclass(frozen=True, init=False)  # no slots: pure, copied as one dictionary
class CarState:
    id: str
    stats: StatLine  # this game's line: race line in races, rolled line with random cars
    speed: int  # current speed: what next turn's plot starts from
    hit_points: int
    circles_per_line: int
    components: tuple[tuple[str, str], ...]  # (component key, status) in sheet order
    nitro_charges: int
    drops_left: tuple[int, ...]  # per dropped system, in design order
    rerolls_left: int
    plotted: int | None = None
    nitro: int = 0  # this turn's nitro bonus
    reverse: bool = False
    clock: int | None = None  # appendix IV: the clock face plotted with the speed (None: not written)
    hp_lost: int = 0
    thresholds: int = 0  # lines crossed out, 0..3
    engine_destroyed_turns: int = 0  # game-turns since the engine was destroyed
    airborne_left: int = 0  # table inches still to fly at the start of the next move
    airborne: bool = False  # in the air now: shot at as jumping, never rammed from the ground
    air_from: int = 0  # this move's flight, in table inches from the start of the move
    air_to: int = 0
    fires: tuple[str | None, ...] = ()  # one entry per fire: who started it (P6, P9)
    misses_turn: int | None = None  # the game-turn lost after a loss of control
    free_facing: bool = False  # the first move after a stall starts with a free turn
    loc_owner: str | None = None  # who dropped the oil that made this car lose control (P9)
    loss_of_control: LossOfControl | None = None  # the last one, kept for the screen
    equipment_rerolls_used: tuple[str, ...] = ()
    moved: bool = False
    attacked: bool = False
    turns_at: tuple[int, ...] = ()  # where this move's turns were made
    half_speed_next: bool = False  # rammed something: next turn starts at half speed
    destroyed: bool = False
    out: str | None = None  # why the car is out of the game (destroyed, driver dead, left...)
    out_at: tuple[int, str] | None = None  # (game-turn, phase) it went out
    killed_by: str | None = None
    kills: tuple[str, ...] = ()
    laps: int = 0
    position: int | None = None  # race finishing place
    sword: bool = False
    shield: bool = False
    radiation: int = 0


    # Written out rather than made by dataclasses: compiled with the rest (garage/compiled.py),
    # these are the C a step's copies run; tests/rules/aa2/play/test_state.py holds them to the
    # fields. object.__setattr__ with a field's name is a plain write in compiled code.
    def __init__(self, id: str, stats: StatLine, speed: int, hit_points: int, circles_per_line: int,
                 components: tuple[tuple[str, str], ...], nitro_charges: int, drops_left: tuple[int, ...],
                 rerolls_left: int, plotted: int | None = None, nitro: int = 0, reverse: bool = False,
                 clock: int | None = None, hp_lost: int = 0, thresholds: int = 0, engine_destroyed_turns: int = 0,
                 airborne_left: int = 0, airborne: bool = False, air_from: int = 0, air_to: int = 0,
                 fires: tuple[str | None, ...] = (), misses_turn: int | None = None, free_facing: bool = False,
                 loc_owner: str | None = None, loss_of_control: LossOfControl | None = None,
                 equipment_rerolls_used: tuple[str, ...] = (), moved: bool = False, attacked: bool = False,
                 turns_at: tuple[int, ...] = (), half_speed_next: bool = False, destroyed: bool = False,
                 out: str | None = None, out_at: tuple[int, str] | None = None, killed_by: str | None = None,
                 kills: tuple[str, ...] = (), laps: int = 0, position: int | None = None, sword: bool = False,
                 shield: bool = False, radiation: int = 0) -> None:
        object.__setattr__(self, "id", id)
        object.__setattr__(self, "stats", stats)
        object.__setattr__(self, "speed", speed)
        object.__setattr__(self, "hit_points", hit_points)
        object.__setattr__(self, "circles_per_line", circles_per_line)
        object.__setattr__(self, "components", components)
        object.__setattr__(self, "nitro_charges", nitro_charges)
        object.__setattr__(self, "drops_left", drops_left)
        object.__setattr__(self, "rerolls_left", rerolls_left)
        object.__setattr__(self, "plotted", plotted)
        object.__setattr__(self, "nitro", nitro)
        object.__setattr__(self, "reverse", reverse)
        object.__setattr__(self, "clock", clock)
        object.__setattr__(self, "hp_lost", hp_lost)
        object.__setattr__(self, "thresholds", thresholds)
        object.__setattr__(self, "engine_destroyed_turns", engine_destroyed_turns)
        object.__setattr__(self, "airborne_left", airborne_left)
        object.__setattr__(self, "airborne", airborne)
        object.__setattr__(self, "air_from", air_from)
        object.__setattr__(self, "air_to", air_to)
        object.__setattr__(self, "fires", fires)
        object.__setattr__(self, "misses_turn", misses_turn)
        object.__setattr__(self, "free_facing", free_facing)
        object.__setattr__(self, "loc_owner", loc_owner)
        object.__setattr__(self, "loss_of_control", loss_of_control)
        object.__setattr__(self, "equipment_rerolls_used", equipment_rerolls_used)
        object.__setattr__(self, "moved", moved)
        object.__setattr__(self, "attacked", attacked)
        object.__setattr__(self, "turns_at", turns_at)
        object.__setattr__(self, "half_speed_next", half_speed_next)
        object.__setattr__(self, "destroyed", destroyed)
        object.__setattr__(self, "out", out)
        object.__setattr__(self, "out_at", out_at)
        object.__setattr__(self, "killed_by", killed_by)
        object.__setattr__(self, "kills", kills)
        object.__setattr__(self, "laps", laps)
        object.__setattr__(self, "position", position)
        object.__setattr__(self, "sword", sword)
        object.__setattr__(self, "shield", shield)
        object.__setattr__(self, "radiation", radiation)

    def values(self) -> tuple[Any, ...]:
        """The fields' values in the class's order (a key for the value, quicker than the value)."""
        if _DICTS:
            return tuple(self.__dict__.values())
        return (self.id, self.stats, self.speed, self.hit_points, self.circles_per_line, self.components,
                self.nitro_charges, self.drops_left, self.rerolls_left, self.plotted, self.nitro, self.reverse,
                self.clock, self.hp_lost, self.thresholds, self.engine_destroyed_turns, self.airborne_left,
                self.airborne, self.air_from, self.air_to, self.fires, self.misses_turn, self.free_facing,
                self.loc_owner, self.loss_of_control, self.equipment_rerolls_used, self.moved, self.attacked,
                self.turns_at, self.half_speed_next, self.destroyed, self.out, self.out_at, self.killed_by,
                self.kills, self.laps, self.position, self.sword, self.shield, self.radiation)

    def __reduce__(self) -> tuple[type[CarState], tuple[Any, ...]]:
        return CarState, self.values()

    def replaced(self, changes: dict[str, Any]) -> CarState:
        """This value with `changes` (field name: value): `values.changed` of it."""
        known = _CAR_FIELDS
        new: CarState
        if _DICTS:  # Python: its fields' dictionary with the changes laid over it, one copy in C
            for name in changes:  # known.issuperset(changes), without a generic method call
                if name not in known:
                    _unknown("CarState", changes, known)
            new = _new(CarState)
            object.__setattr__(new, "__dict__", {**self.__dict__, **changes})
            return new
        new = CarState(self.id, self.stats, self.speed, self.hit_points, self.circles_per_line, self.components,
                       self.nitro_charges, self.drops_left, self.rerolls_left, self.plotted, self.nitro, self.reverse,
                       self.clock, self.hp_lost, self.thresholds, self.engine_destroyed_turns, self.airborne_left,
                       self.airborne, self.air_from, self.air_to, self.fires, self.misses_turn, self.free_facing,
                       self.loc_owner, self.loss_of_control, self.equipment_rerolls_used, self.moved, self.attacked,
                       self.turns_at, self.half_speed_next, self.destroyed, self.out, self.out_at, self.killed_by,
                       self.kills, self.laps, self.position, self.sword, self.shield, self.radiation)
        for name, value in changes.items():
            if name not in known:  # checked as it is written: the copy is this call's own
                _unknown(type(self).__name__, changes, known)
            object.__setattr__(new, name, value)
        return new

    def turned(self, speed: int, airborne: bool, free_facing: bool, engine_destroyed_turns: int) -> CarState:
        """This car as the next game-turn starts it (turn.next_turn): `replaced` with these and
        with this turn's plot, nitro, clock, move, attack, turns, flight and ram forgotten; one
        copy, its fields written out (every car, every game-turn)."""
        if _DICTS:
            return self.replaced({
                "speed": speed, "plotted": None, "nitro": 0, "clock": None, "moved": False, "attacked": False,
                "turns_at": (), "half_speed_next": False, "loc_owner": None, "air_from": 0, "air_to": 0,
                "airborne": airborne, "free_facing": free_facing, "engine_destroyed_turns": engine_destroyed_turns})
        return CarState(self.id, self.stats, speed, self.hit_points, self.circles_per_line, self.components,
                        self.nitro_charges, self.drops_left, self.rerolls_left, None, 0, self.reverse,
                        None, self.hp_lost, self.thresholds, engine_destroyed_turns, self.airborne_left,
                        airborne, 0, 0, self.fires, self.misses_turn, free_facing,
                        None, self.loss_of_control, self.equipment_rerolls_used, False, False,
                        (), False, self.destroyed, self.out, self.out_at, self.killed_by,
                        self.kills, self.laps, self.position, self.sword, self.shield, self.radiation)

    def status(self, key: str | ComponentKey) -> str | None:
        if type(key) is not str:  # the rules ask this thousands of times a game: no str() of a str
            key = str(key)
        for name, status in self.components:
            if name == key:
                return status
        return None

    def system(self, key: str) -> str:
        """The status of a system every car has (engine, brakes, steering...)."""
        status = self.status(key)
        if status is None:
            raise KeyError(f"{self.id} has no {key}")
        return status

    def has(self, key: str) -> bool:
        return any(name == key for name, _ in self.components)

    def with_status(self, key: str, status: str) -> CarState:
        return self.replaced({"components": tuple((k, status if k == key else s) for k, s in self.components)})

    @property
    def hp_left(self) -> int:
        return self.hit_points - self.hp_lost

    @property
    def driver_alive(self) -> bool:
        return self.status("driver") == OK

    @property
    def active(self) -> bool:
        """Still driving in this game."""
        return self.out is None and self.position is None

    @property
    def move_speed(self) -> int:
        """This turn's speed for to-hit, skids and loss of control: plotted plus nitro."""
        return (self.plotted or 0) + self.nitro if self.plotted is not None else self.speed


@dataclass(frozen=True, slots=True)
class DefenceState:
    """A fixed defence in play (setup `defences`): one attack a game-turn, like a car."""

    id: str
    hp_lost: int = 0
    attacked: bool = False

    def __reduce__(self) -> tuple[type[DefenceState], tuple[str, int, bool]]:
        return DefenceState, (self.id, self.hp_lost, self.attacked)


@dataclass(frozen=True, init=False)  # no slots: pure, copied as one dictionary
class GameState:
    setup: Setup
    cars: tuple[CarState, ...]
    turn: int = 1
    phase: Phase = PLOT
    order: tuple[str, ...] = ()  # cars still to move this turn, the next mover first
    templates: tuple[Template, ...] = ()
    next_template: int = 1
    templates_allowed: int | None = None  # the 2d6 rolled for templates set out before play
    dark: bool = False  # night stages: darkness this turn
    cloudburst: bool = False
    last_cloudburst: bool = False  # DEC is reduced on the plot after a cloudburst
    finished: int = 0  # race places given so far
    hotspots: int = 0  # radiation hotspots the players place (section 10)
    attacker: str | None = None  # Badlands Ambush: the attacking side's name
    defences: tuple[DefenceState, ...] = ()
    # Section 7: the attacks after the slowest car has moved are simultaneous. Each car that
    # could attack then, with the weapons it had then (car id, weapon indices), this turn.
    armed: tuple[tuple[str, tuple[int, ...]], ...] = ()
    armed_turn: int = 0


    # Written out rather than made by dataclasses: compiled with the rest (garage/compiled.py),
    # these are the C a step's copies run; tests/rules/aa2/play/test_state.py holds them to the
    # fields. object.__setattr__ with a field's name is a plain write in compiled code.
    def __init__(self, setup: Setup, cars: tuple[CarState, ...], turn: int = 1, phase: Phase = PLOT,
                 order: tuple[str, ...] = (), templates: tuple[Template, ...] = (), next_template: int = 1,
                 templates_allowed: int | None = None, dark: bool = False, cloudburst: bool = False,
                 last_cloudburst: bool = False, finished: int = 0, hotspots: int = 0, attacker: str | None = None,
                 defences: tuple[DefenceState, ...] = (), armed: tuple[tuple[str, tuple[int, ...]], ...] = (),
                 armed_turn: int = 0) -> None:
        object.__setattr__(self, "setup", setup)
        object.__setattr__(self, "cars", cars)
        object.__setattr__(self, "turn", turn)
        object.__setattr__(self, "phase", phase)
        object.__setattr__(self, "order", order)
        object.__setattr__(self, "templates", templates)
        object.__setattr__(self, "next_template", next_template)
        object.__setattr__(self, "templates_allowed", templates_allowed)
        object.__setattr__(self, "dark", dark)
        object.__setattr__(self, "cloudburst", cloudburst)
        object.__setattr__(self, "last_cloudburst", last_cloudburst)
        object.__setattr__(self, "finished", finished)
        object.__setattr__(self, "hotspots", hotspots)
        object.__setattr__(self, "attacker", attacker)
        object.__setattr__(self, "defences", defences)
        object.__setattr__(self, "armed", armed)
        object.__setattr__(self, "armed_turn", armed_turn)

    def values(self) -> tuple[Any, ...]:
        """The fields' values in the class's order (a key for the value, quicker than the value)."""
        if _DICTS:
            return tuple(self.__dict__.values())
        return (self.setup, self.cars, self.turn, self.phase, self.order, self.templates, self.next_template,
                self.templates_allowed, self.dark, self.cloudburst, self.last_cloudburst, self.finished,
                self.hotspots, self.attacker, self.defences, self.armed, self.armed_turn)

    def __reduce__(self) -> tuple[type[GameState], tuple[Any, ...]]:
        return GameState, self.values()

    def replaced(self, changes: dict[str, Any]) -> GameState:
        """This value with `changes` (field name: value): `values.changed` of it."""
        known = _GAME_FIELDS
        new: GameState
        if _DICTS:  # Python: its fields' dictionary with the changes laid over it, one copy in C
            for name in changes:  # known.issuperset(changes), without a generic method call
                if name not in known:
                    _unknown("GameState", changes, known)
            new = _new(GameState)
            object.__setattr__(new, "__dict__", {**self.__dict__, **changes})
            return new
        new = GameState(self.setup, self.cars, self.turn, self.phase, self.order, self.templates, self.next_template,
                        self.templates_allowed, self.dark, self.cloudburst, self.last_cloudburst, self.finished,
                        self.hotspots, self.attacker, self.defences, self.armed, self.armed_turn)
        for name, value in changes.items():
            if name not in known:  # checked as it is written: the copy is this call's own
                _unknown(type(self).__name__, changes, known)
            object.__setattr__(new, name, value)
        return new

    def with_cars(self, cars: tuple[CarState, ...], order: tuple[str, ...]) -> GameState:
        """`replaced` with these cars and this order (every action's result), its fields
        written out: one copy, no generic writes."""
        if _DICTS:
            return self.replaced({"cars": cars, "order": order})
        return GameState(self.setup, cars, self.turn, self.phase, order, self.templates, self.next_template,
                         self.templates_allowed, self.dark, self.cloudburst, self.last_cloudburst, self.finished,
                         self.hotspots, self.attacker, self.defences, self.armed, self.armed_turn)

    def write_cars(self, cars: tuple[CarState, ...], order: tuple[str, ...]) -> None:
        """`write` of these cars and this order (a step's own copy, as `write`)."""
        if _DICTS:
            self.write({"cars": cars, "order": order})
            return
        object.__setattr__(self, "cars", cars)
        object.__setattr__(self, "order", order)

    def write(self, changes: dict[str, Any]) -> None:
        """`changes` written into this value: only ever a step's own copy, before anything else
        has seen it (Step.game, Step.result), which is immutable from then on."""
        for name in changes:
            if name not in _GAME_FIELDS:
                _unknown("GameState", changes, _GAME_FIELDS)
        if _DICTS:
            self.__dict__.update(changes)
            return
        for name, value in changes.items():
            object.__setattr__(self, name, value)

    def car(self, car_id: str) -> CarState:
        for car in self.cars:
            if car.id == car_id:
                return car
        raise KeyError(car_id)

    @property
    def over(self) -> bool:
        return self.phase == OVER

    @property
    def mover(self) -> str | None:
        return self.order[0] if self.phase == MOVE and self.order else None


# The copies (`replaced`): as Python, the classes keep their fields in a dictionary, copied as one;
# compiled, the fields are the object's own (no dictionary), copied by the written-out __init__.
_DICTS: Final = CarState.__dictoffset__ != 0
_CAR_FIELDS: Final = frozenset(f.name for f in fields(CarState))
_GAME_FIELDS: Final = frozenset(f.name for f in fields(GameState))
_new = object.__new__


def _unknown(name: str, changes: dict[str, Any], known: frozenset[str]) -> None:
    field = next(field for field in changes if field not in known)
    raise TypeError(f"{name} has no field {field!r}")  # as values.changed says it


class Roster:
    """What a game's setup says of its cars, by car id, as the rules ask it every action: each
    car's entry, design and which of its weapons are turreted, the scenario's rules, and whether
    the game is over with a given set of cars still in it. A setup is an immutable value, so
    this is worked out once a setup (`roster`), not asked of the setup (Python) each time."""

    __slots__ = ("classic_turning", "defences", "designs", "doing_a_scott", "entries", "names", "options", "over",
                 "protectors", "rules", "scale", "setup", "skids", "swords", "truce_laps", "turreted")

    def __init__(self, setup: Setup) -> None:
        self.setup = setup
        self.entries: dict[str, Entry] = {}
        for entry in setup.entries:
            self.entries.setdefault(entry.id, entry)  # the first of an id, as Setup.entry finds it
        self.designs: dict[str, Design] = {car_id: entry.design for car_id, entry in self.entries.items()}
        self.turreted: dict[str, tuple[bool, ...]] = {
            car_id: tuple(weapon.turreted for weapon in design.weapons) for car_id, design in self.designs.items()}
        # each car as the table calls it (Setup.called), and the fixed defences by id (Setup.defence)
        self.names: dict[str, str] = {car_id: setup.called(car_id) for car_id in self.entries}
        self.defences: dict[str, Defence] = {}
        for defence in setup.defences:
            self.defences.setdefault(defence.id, defence)
        # by car, the component some of its equipment offers a reroll for: (equipment index, key) in order
        self.protectors: dict[str, dict[str, list[tuple[int, str]]]] = {}
        catalogue = load_catalogue()
        for car_id, design in self.designs.items():
            protects: dict[str, list[tuple[int, str]]] = {}
            for i, key in enumerate(design.equipment):
                item = catalogue.equipment.get(key)
                if item is not None and item.reroll:
                    protects.setdefault(item.reroll, []).append((i, key))
            self.protectors[car_id] = protects
        self.rules: AA2Scenario = setup.scenario_rules
        self.truce_laps: int = self.rules.truce_laps
        self.options: Options = setup.options
        self.scale: int = setup.scale
        # the options every move or attack asks, as plain booleans
        self.classic_turning: bool = setup.options.classic_turning
        self.swords: bool = setup.options.swords_shields_deathsheads
        self.doing_a_scott: bool = setup.options.doing_a_scott
        self.skids: bool = setup.options.skids
        # the scenario's `over` by the ids of the cars still in the game (what it is a function of)
        self.over: dict[tuple[str, ...], bool] = {}


_ROSTERS: Final[dict[int, Roster]] = {}
_LAST: Final[list[Roster]] = []


def roster(setup: Setup) -> Roster:
    """The setup's Roster, by the setup's identity (hashing a setup takes longer than the rules
    it serves)."""
    if _LAST:  # the setup asked last: nearly always the game's own (no number made for its id)
        known = _LAST[0]
        if known.setup is setup:
            return known
    found = _ROSTERS.get(id(setup))
    if found is None or found.setup is not setup:
        if len(_ROSTERS) > 64:  # setups of games long over are not kept for ever
            _ROSTERS.clear()
        found = _ROSTERS[id(setup)] = Roster(setup)
    if _LAST:
        _LAST[0] = found
    else:
        _LAST.append(found)
    return found


# Component keys by index, made once (a dictionary: compiled code calls an lru_cache through
# Python's generic call, which costs more than making the key again).
_WEAPON_KEYS: Final[dict[int, str]] = {}
_EQUIPMENT_KEYS: Final[dict[int, str]] = {}


def weapon_key(index: int) -> str:
    """A weapon's component key, "weapon:2" (asked of every weapon at every attack)."""
    key = _WEAPON_KEYS.get(index)
    if key is None:
        key = _WEAPON_KEYS[index] = str(ComponentKey("weapon", index))
    return key


def equipment_key(index: int) -> str:
    """An item of equipment's component key, "equipment:1" (asked of every item at every collision)."""
    key = _EQUIPMENT_KEYS.get(index)
    if key is None:
        key = _EQUIPMENT_KEYS[index] = str(ComponentKey("equipment", index))
    return key


@lru_cache(maxsize=256)
def _fresh(design: Design, lady_navigators: bool) -> tuple[tuple[str, str], ...]:
    """A design's components, every one OK (designs are immutable values: worked out once for
    the thousands of games a simulation starts with the same cars)."""
    statuses = tuple((c.key, OK) for c in components(design, load_catalogue()))
    if not lady_navigators:
        statuses = tuple((k, s) for k, s in statuses if k != "navigator")
    return statuses


# `_fresh` by the design's identity, as `roster` finds a setup's Roster: the lru_cache hashes the
# whole design (a frozen dataclass of tuples, hashed in Python each time), some 4 us a car a game
_FRESH: Final[dict[tuple[int, bool], tuple[Design, tuple[tuple[str, str], ...]]]] = {}


def fresh_components(design: Design, lady_navigators: bool) -> tuple[tuple[str, str], ...]:
    """`_fresh`, found by the design's identity first."""
    key = (id(design), lady_navigators)
    found = _FRESH.get(key)
    if found is not None and found[0] is design:
        return found[1]
    if len(_FRESH) > 256:  # the designs of games long over are not kept for ever
        _FRESH.clear()
    statuses = _fresh(design, lady_navigators)
    _FRESH[key] = (design, statuses)
    return statuses


def new_car(setup: Setup, entry: Entry, stats: StatLine, attacker: str | None = None) -> CarState:
    catalogue = load_catalogue()
    design = entry.design
    weight = catalogue.weight(design.weight)
    statuses = fresh_components(design, setup.options.lady_navigators)
    start = setup.scenario_rules.car_entry_speed(setup, entry, attacker)
    nitro = sum(catalogue.equipment[k].charges for k in design.equipment if k in catalogue.equipment)
    drops = tuple(catalogue.dropped[k].drops if k in catalogue.dropped else 0 for k in design.dropped)
    return CarState(id=entry.id, stats=stats, speed=start, hit_points=weight.hit_points,
                    circles_per_line=weight.circles_per_line, components=statuses,
                    nitro_charges=nitro, drops_left=drops, rerolls_left=entry.rerolls)
