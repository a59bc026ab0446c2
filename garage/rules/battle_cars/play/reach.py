"""The points the player whose turn it is may take next, and what taking each means, worked
out as the `move` (and a pedestrian's `walk`) action would resolve it: the board marks them
and plays the one clicked as that action, one point at a time (the log is unchanged).

A car's next point is straight on or a 45, 90 or 135 degree corner either way (line 33; the
first point of a turn straight ahead, line 20); each may be over the corner's safe speed (a
skid test, lines 39-48), carry a marker (line 49), run into an obstruction or a wreck (a
crash), into a car (a ram) or off the table's edge. Dice are not guessed: a skid's drift, a
ram's damage and a mine's are only named.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from garage.rules.battle_cars.play.actions import corner_in_the_way, how_words, listed, relative_velocity, why_words
from garage.rules.battle_cars.play.setup import FACINGS, Point, compass
from garage.rules.battle_cars.play.state import MOVE, GameState, Obstruction, Vehicle, by_point, step
from garage.rules.battle_cars.tables import AUTO_STEER, CORNERS, tables
from garage.rules.phrase import Phrase, Word

# What taking a point does to the car (the first thing the move meets).
GOES, CRASH, RAM, EDGE = "goes", "crash", "ram", "edge"


class NextPoint(NamedTuple):
    """One point the mover may take: the action that takes it, and what it means. (A named
    tuple, not a frozen dataclass: the board works out seven of them at every point played,
    and a frozen dataclass's __init__ cost a third of that.)"""

    car: str  # the player moving
    at: Point  # the point moved to (off the table for EDGE: the car stops where it is)
    facing: int  # the car's facing once it has turned (a pedestrian: the way walked)
    corner: int = 0  # 0: straight on; else 45, 90 or 135
    side: str = ""  # "left" or "right" with a corner
    outcome: str = GOES
    into: str = ""  # CRASH: tree, building or wreck; RAM: the rammed car's id
    rv: int = 0  # RAM: the relative velocity
    how: str = ""  # RAM: head_on, side or rear
    safe: int | None = None  # a corner's safe speed on this surface
    skid: int = 0  # the Speed Difference of the skid test taking it makes (0: none)
    skid_why: str = ""  # "corner" or the marker that makes the worst SD
    markers: tuple[str, ...] = ()  # the markers lying on the point
    run_over: tuple[str, ...] = ()  # pedestrians on the point
    walking: bool = False  # a pedestrian's step (the `walk` action)

    def action(self) -> dict[str, Any]:
        """The log line's action that takes this point."""
        if self.walking:
            return {"action": "walk", "car": self.car, "direction": FACINGS[self.facing]}
        if self.corner:
            return {"action": "move", "car": self.car, "corner": self.corner, "side": self.side}
        return {"action": "move", "car": self.car}

    @property
    def turn(self) -> str:
        if self.walking:
            return Phrase("walk {direction}", direction=compass(self.facing))
        if self.corner:
            return (Phrase("corner {angle}° left", angle=self.corner) if self.side == "left" else
                    Phrase("corner {angle}° right", angle=self.corner) if self.side == "right" else
                    Phrase("corner {angle}° {side}", angle=self.corner, side=self.side))
        return Phrase("straight on")

    def words(self, called: dict[str, str] | None = None) -> str:
        """What taking it means, in one line: "corner 90° right: safe at 4, at 6 a skid test (SD 2)"."""
        called = called or {}
        parts: list[str] = []
        if self.safe is not None:
            parts.append(Phrase("safe at {speed}", speed=self.safe))
        if self.outcome == CRASH:
            parts.append(Phrase("crashes into the {thing} and stops", thing=Word(self.into)))
        elif self.outcome == RAM:
            parts.append(Phrase("rams {car} ({how}, RV{rv}) and the turn is over", car=called.get(self.into, self.into),
                                how=how_words(self.how), rv=self.rv))
        elif self.outcome == EDGE:
            parts.append(Phrase("off the table: stops at its edge"))
        if self.markers:
            parts.append(Phrase("onto {markers}", markers=listed(Word(m) for m in self.markers)))
        if self.run_over:
            parts.append(Phrase("runs over {pedestrians}", pedestrians=listed(called.get(p, p) for p in self.run_over)))
        if self.skid:
            parts.append(Phrase("a skid test ({why}, SD {sd})", why=why_words(self.skid_why), sd=self.skid))
        elif self.corner and not self.walking and self.outcome == GOES:
            parts.append(Phrase("no skid"))
        return Phrase("{turn}: {what}", turn=self.turn, what=listed(parts)) if parts else self.turn


def next_points(state: GameState) -> tuple[NextPoint, ...]:
    """The points the mover may take now, straight on first, then the corners left and right;
    () when no `move` or `walk` is open (speeds, dice, a car with no points left)."""
    pid = state.mover
    if state.over or state.phase != MOVE or pid is None or state.points_left <= 0 or state.player(pid).dead:
        return ()
    vehicle = state.driven(pid)
    if vehicle is None:
        return _walks(state, pid)
    t = tables()
    auto_steer = AUTO_STEER in state.setup.entry(vehicle.id).design.equipment
    surface = state.setup.surface_at(vehicle.at)
    turns = [(0, "")] + ([(c, s) for c in CORNERS for s in ("left", "right")] if state.moved else [])
    # What lies on each point, looked up once for the seven points (not a search per point).
    obstruction = by_point(state.obstructions)[0]
    wrecks: dict[Point, Vehicle] = {}
    cars: dict[Point, Vehicle] = {}
    for v in state.vehicles:
        (wrecks if v.wrecked else cars).setdefault(v.at, v)
    markers_on: dict[Point, list[str]] = {}
    for m in state.markers:
        markers_on.setdefault(m.at, []).append(m.kind)
    walkers: dict[Point, list[str]] = {}
    for p in state.players:
        if p.vehicle is None and not p.dead and p.at is not None:
            walkers.setdefault(p.at, []).append(p.id)
    on_board, speed, at = state.setup.on_board, vehicle.speed, vehicle.at
    found = []
    for corner, side in turns:
        facing = (vehicle.facing + corner // 45 * (1 if side == "right" else -1)) % 8
        travel = (facing + 4) % 8 if vehicle.reverse else facing
        target = step(at, travel)
        meets: dict[str, Any] = {}  # what it runs into, and what lies on the point
        safe = t.safe_speed(corner, surface, auto_steer) if corner else None
        reasons = [("corner", max(0, speed - safe))] if safe is not None else []  # tables.cornering_sd
        if not on_board(target):
            meets["outcome"] = EDGE
            reasons = []  # it never moves: no corner skid either (actions._move tests only a point moved)
        elif (hit := obstruction.get(target) or wrecks.get(target)
              or corner_in_the_way(state, at, travel)) is not None:
            meets.update(outcome=CRASH, into=hit.kind if isinstance(hit, Obstruction) else "wreck")
            reasons = []
        elif (other := cars.get(target)) is not None:
            rv, how = relative_velocity(vehicle, other, travel)
            meets.update(outcome=RAM, into=other.id, rv=rv, how=how)
            reasons = []
        else:
            markers = tuple(markers_on.get(target, ()))
            if markers:
                meets["markers"] = markers
                reasons += [(m, t.marker_speed_difference(m, speed)) for m in markers if m in t.marker_sd]
            if target in walkers:
                meets["run_over"] = tuple(walkers[target])
        reasons = [r for r in reasons if r[1] > 0]
        if reasons:
            why, worst = max(reasons, key=lambda r: r[1])
            meets.update(skid=worst, skid_why=why)
        found.append(NextPoint(pid, target, facing, corner, side, safe=safe, **meets))
    return tuple(found)


def _walks(state: GameState, pid: str) -> tuple[NextPoint, ...]:
    """A pedestrian's steps: any way (lines 80-85), on the table, never onto a car."""
    at = state.player(pid).at
    if at is None:
        return ()
    found = []
    for direction in range(len(FACINGS)):
        target = step(at, direction)
        if state.setup.on_board(target) and state.vehicle_at(target) is None:
            found.append(NextPoint(pid, target, direction, markers=tuple(m.kind for m in state.markers_at(target)),
                                   walking=True))
    return tuple(found)

