"""A Battle Cars game between two actions: immutable values, changed with `dataclasses.replace`.

A player (an entry of the setup, named by its id) drives a vehicle or walks as a pedestrian
(lines 74-92); a vehicle keeps its id from the setup whoever drives it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from garage.rules.battle_cars.catalogue import load_catalogue
from garage.rules.battle_cars.play.setup import STEPS, Point, Setup, Thing

SPEEDS, MOVE, SMOKE = "speeds", "move", "smoke"  # SMOKE: between the last move and the smoke check


@dataclass(frozen=True, slots=True)
class Vehicle:
    id: str
    at: Point
    facing: int
    speed: int
    reverse: bool
    driver: str | None  # the player at the wheel; None: vacated
    damage: int = 0
    tyres: tuple[int, ...] = ()  # damage per tyre, vehicle.toml's order
    loads: tuple[tuple[str, int], ...] = ()  # marker -> left
    wrecked: bool = False

    @property
    def travel(self) -> int:
        """The compass point it moves towards: its facing, or behind it in reverse."""
        return (self.facing + 4) % 8 if self.reverse else self.facing

    @property
    def tyres_gone(self) -> int:
        return sum(1 for t in self.tyres if t >= load_catalogue().reading.tyre_hits)

    @property
    def can_move(self) -> bool:
        """Line 89's "capable of movement" (Garage's reading: not a wreck, tyres enough)."""
        return not self.wrecked and self.tyres_gone < load_catalogue().reading.immobile_tyres

    def left(self, marker: str) -> int:
        return dict(self.loads).get(marker, 0)


@dataclass(frozen=True, slots=True)
class Player:
    id: str
    hits: int = 0
    dead: bool = False
    vehicle: str | None = None  # None: a pedestrian
    at: Point | None = None  # a pedestrian's point


@dataclass(frozen=True, slots=True)
class Obstruction:
    kind: str
    at: Point
    damage: int = 0


@dataclass(frozen=True, slots=True)
class GameState:
    setup: Setup
    vehicles: tuple[Vehicle, ...]
    players: tuple[Player, ...]
    obstructions: tuple[Obstruction, ...]
    markers: tuple[Thing, ...]
    round: int = 1
    phase: str = SPEEDS
    speeds_set: tuple[str, ...] = ()  # players who decided their speed this round
    mover: str | None = None
    points_left: int = 0
    moved: int = 0  # points moved this turn (line 20: the first goes straight ahead)
    turned: bool = False  # a 3-point turn made this turn
    returns: tuple[str, ...] = ()  # players fired at by the mover, each owed one return of fire
    restart: tuple[str, ...] = ()  # rammed to 0 before their turn this round: may decide a speed in it (line 69)
    destroyed_by: tuple[tuple[str, str], ...] = ()  # (victim player, the player who destroyed them)
    ended: bool = False  # the players stopped the game

    # --- look-ups --------------------------------------------------------------------------

    def vehicle(self, vid: str) -> Vehicle:
        return next(v for v in self.vehicles if v.id == vid)

    def player(self, pid: str) -> Player:
        return next(p for p in self.players if p.id == pid)

    def driven(self, pid: str) -> Vehicle | None:
        player = self.player(pid)
        return self.vehicle(player.vehicle) if player.vehicle is not None else None

    def vehicle_at(self, point: Point) -> Vehicle | None:
        return next((v for v in self.vehicles if v.at == point and not v.wrecked), None)

    def blocking(self, point: Point) -> Obstruction | Vehicle | None:
        """What a car crashes into on this point: a tree, a building, a wreck."""
        found = by_point(self.obstructions)[0].get(point)
        return found or next((v for v in self.vehicles if v.at == point and v.wrecked), None)

    def markers_at(self, point: Point) -> tuple[Thing, ...]:
        return tuple(m for m in self.markers if m.at == point)

    def pedestrians_at(self, point: Point) -> tuple[Player, ...]:
        return tuple(p for p in self.players if p.vehicle is None and not p.dead and p.at == point)

    @property
    def alive(self) -> tuple[Player, ...]:
        return tuple(p for p in self.players if not p.dead)

    @property
    def over(self) -> bool:
        return self.ended or len(self.alive) <= 1

    @property
    def to_set_speed(self) -> tuple[str, ...]:
        """Line 5: the players still to decide their speed this round."""
        if self.phase != SPEEDS or self.over:
            return ()
        return tuple(p.id for p in self.players if not p.dead and p.vehicle is not None
                     and self.vehicle(p.vehicle).can_move and p.id not in self.speeds_set)

    def winner(self) -> str | None:
        alive = self.alive
        return alive[0].id if len(alive) == 1 else None

    # --- changes ---------------------------------------------------------------------------

    def with_vehicle(self, vehicle: Vehicle) -> GameState:
        return replace(self, vehicles=tuple(vehicle if v.id == vehicle.id else v for v in self.vehicles))

    def with_player(self, player: Player) -> GameState:
        return replace(self, players=tuple(player if p.id == player.id else p for p in self.players))

    def credit(self, victim: str, by: str | None) -> GameState:
        """The first player to kill a driver or wreck their car destroyed them."""
        if by is None or by == victim or any(v == victim for v, _ in self.destroyed_by):
            return self
        return replace(self, destroyed_by=self.destroyed_by + ((victim, by),))


# The last obstructions looked up by point: a game's obstructions change only when one is
# damaged or a map is loaded, so a town's hundred buildings are not gone through at every point
# a car moves (or the board marks).
_LOOKED_UP: tuple[tuple[Obstruction, ...], tuple[dict[Point, Obstruction], dict[Point, Obstruction]]] | None = None


def by_point(obstructions: tuple[Obstruction, ...]) -> tuple[dict[Point, Obstruction], dict[Point, Obstruction]]:
    """The first obstruction on each point, and the first building."""
    global _LOOKED_UP
    last = _LOOKED_UP
    if last is not None and last[0] is obstructions:
        return last[1]
    on: dict[Point, Obstruction] = {}
    buildings: dict[Point, Obstruction] = {}
    for o in obstructions:
        on.setdefault(o.at, o)
        if o.kind == "building":
            buildings.setdefault(o.at, o)
    _LOOKED_UP = (obstructions, (on, buildings))
    return on, buildings


def step(point: Point, direction: int) -> Point:
    dx, dy = STEPS[direction % 8]
    return point[0] + dx, point[1] + dy


def initial(setup: Setup) -> GameState:
    catalogue = load_catalogue()
    tyres = tuple(0 for _ in catalogue.reading.tyres)
    vehicles = tuple(Vehicle(e.id, e.at, e.facing, e.speed, e.reverse, e.id, tyres=tyres,
                             loads=tuple((m, catalogue.reading.loads) for m in dict.fromkeys(e.design.dispensers)))
                     for e in setup.entries)
    players = tuple(Player(e.id, vehicle=e.id) for e in setup.entries)
    return GameState(setup, vehicles, players, tuple(Obstruction(t.kind, t.at) for t in setup.obstructions),
                     setup.markers)
