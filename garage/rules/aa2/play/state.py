"""The game's state: immutable values, one per step, so undo and replay are exact.

A step never edits a state: it builds the next one (`values.changed`, a quick
`dataclasses.replace`). Distances the players measure (`at`, ranges, skids, jumps) are in
table units, i.e. inches times the table scale (RULINGS P15); speeds are the game's own inches.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from garage.rules.aa2.catalogue import load_catalogue
from garage.rules.aa2.design import components
from garage.rules.aa2.play.setup import Entry, Setup
from garage.rules.aa2.play.statuses import MOVE, OVER, PLOT, Phase, Status
from garage.rules.aa2.vehicle import Design, StatLine
from garage.rules.design import ComponentKey
from garage.rules.play.values import changed

OK, DAMAGED, DESTROYED, DEAD, EJECTED = Status  # the short names the rules modules use


@dataclass(frozen=True, slots=True)
class Template:
    """A dropped weapon's 3" x 1.5" template on the table (or a Napalm/Oil/Spikes placed at
    setup, owner None)."""

    id: str
    kind: str  # mines | spikes | oil | napalm | smoke
    owner: str | None


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

    @property
    def text(self) -> str:
        return f"scatter {self.scatter}: move {self.distance}\" towards arrow {self.scatter}"

    def as_dict(self) -> dict[str, Any]:
        return {"turn": self.turn, "scatter": self.scatter, "bearing": self.bearing, "speed": self.speed,
                "dice": self.dice, "distance": self.distance, "why": self.why, "text": self.text}


@dataclass(frozen=True)  # no slots: copied as one dictionary (values.changed)
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
        return changed(self, components=tuple((k, status if k == key else s) for k, s in self.components))

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


@dataclass(frozen=True)  # no slots: copied as one dictionary (values.changed)
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


@lru_cache(maxsize=256)
def _fresh(design: Design, lady_navigators: bool) -> tuple[tuple[str, str], ...]:
    """A design's components, every one OK (designs are immutable values: worked out once for
    the thousands of games a simulation starts with the same cars)."""
    statuses = tuple((c.key, OK) for c in components(design, load_catalogue()))
    if not lady_navigators:
        statuses = tuple((k, s) for k, s in statuses if k != "navigator")
    return statuses


def new_car(setup: Setup, entry: Entry, stats: StatLine, attacker: str | None = None) -> CarState:
    catalogue = load_catalogue()
    design = entry.design
    weight = catalogue.weight(design.weight)
    statuses = _fresh(design, setup.options.lady_navigators)
    start = setup.scenario_rules.car_entry_speed(setup, entry, attacker)
    nitro = sum(catalogue.equipment[k].charges for k in design.equipment if k in catalogue.equipment)
    drops = tuple(catalogue.dropped[k].drops if k in catalogue.dropped else 0 for k in design.dropped)
    return CarState(id=entry.id, stats=stats, speed=start, hit_points=weight.hit_points,
                    circles_per_line=weight.circles_per_line, components=statuses,
                    nitro_charges=nitro, drops_left=drops, rerolls_left=entry.rerolls)
