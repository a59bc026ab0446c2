"""The Battle Cars play sequence (rules/battle-cars-rules.txt lines 2-16) as actions on the
shared engine: each is checked, then resolved by a pure function of (state, action, inputs).

A round: every driver decides a speed (line 5); then each player in setup order moves their
car point by point, firing and being fired at (lines 7-11); after the last, Smoke markers are
checked for removal (line 15). Skids (lines 41-57), crashes and rams (lines 58-73) happen
inside a move; pedestrians (lines 74-92) walk in their player's turn.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Any

from garage.rules.battle_cars.catalogue import load_catalogue
from garage.rules.battle_cars.play.setup import FACINGS, Point, Setup, Thing
from garage.rules.battle_cars.play.state import (
    MOVE,
    SMOKE,
    SPEEDS,
    GameState,
    Obstruction,
    Vehicle,
    by_point,
    initial,
    step,
)
from garage.rules.battle_cars.tables import AUTO_STEER, DRIFT_AS_EXAMPLE, HEAD_ON, REAR, SIDE, tables
from garage.rules.phrase import Phrase, Word
from garage.rules.play.action import Action
from garage.rules.play.errors import IllegalAction
from garage.rules.play.inputs import Inputs

Events = list[dict[str, Any]]


def _dice_for(what: str, index: int, count: int) -> str:
    """A request for one of several dice, in words: "... damage 2d, die 2 of 3"."""
    return Phrase("{what}, die {die} of {dice}", what=what, die=index + 1, dice=count) if count > 1 else what


# The words of a skid's cause (the skid event's "why": these, or the marker's kind).
_WHY = {"corner": Phrase("corner"), "dead driver": Phrase("dead driver")}


def why_words(why: str) -> str:
    """A skid's cause, in words: the corner, a dead driver or the marker it drove onto."""
    return _WHY.get(why) or Word(why)


# The words of a ram's kind (HEAD_ON, SIDE, REAR).
_HOW = {HEAD_ON: Phrase("head on"), SIDE: Phrase("side"), REAR: Phrase("rear")}


def how_words(how: str) -> str:
    """How a ram struck, in words."""
    return _HOW.get(how) or how.replace("_", " ")


def listed(items: Iterable[str]) -> str:
    """Words one after another, ", " between: a Phrase, each item said in the player's language."""
    said = list(items)
    if len(said) <= 1:
        return said[0] if said else ""
    return Phrase("{list}, {last}", list=listed(said[:-1]), last=said[-1])


def _check_together(action: Action) -> None:
    """What one field asks of another (each field's own kind the parser has judged)."""
    if action.get("corner", 0) and "side" not in action:
        raise IllegalAction(Phrase("side: a corner turns left or right"))
    if action.get("tyre_damage") and "tyre" not in action:
        names = ", ".join(f"{i} {n}" for i, n in enumerate(load_catalogue().reading.tyres))
        raise IllegalAction(Phrase("tyre: which tyre takes the tyre_damage ({tyres})", tyres=names))


def start(setup: Setup, inputs: Inputs) -> tuple[GameState, Events]:
    state = initial(setup)
    return _begin_round(state, [{"event": "round", "round": 1}])


def apply(state: GameState, action: Action, inputs: Inputs) -> tuple[GameState, Events]:
    _check_together(action)
    name, values = action.name, dict(action.values)
    if state.over:
        raise IllegalAction(Phrase("the game is over"))
    if name == "end_game":
        return replace(state, ended=True), [{"event": "end_game"}]
    car = action.text("car")
    if car not in {p.id for p in state.players}:
        raise IllegalAction(Phrase("car: there is no '{car}' (cars: {cars})", car=car,
                                    cars=", ".join(p.id for p in state.players)))
    if state.player(car).dead:
        raise IllegalAction(Phrase("{car}: the driver is dead", car=state.setup.called(car)))
    handler: Callable[[GameState, str, dict[str, Any], Inputs], tuple[GameState, Events]] = _HANDLERS[name]
    state, events = handler(state, car, values, inputs)
    return _after(state, events, inputs)


# --- the round ------------------------------------------------------------------------------


def _begin_round(state: GameState, events: Events) -> tuple[GameState, Events]:
    """Cars that cannot move stand still; if nobody has a speed to decide, moves begin."""
    for v in state.vehicles:
        if not v.can_move and v.speed:
            state = state.with_vehicle(replace(v, speed=0))
    state = replace(state, phase=SPEEDS, speeds_set=(), mover=None, restart=())
    if not state.to_set_speed:
        return _begin_moves(state, events)
    return state, events


def _begin_moves(state: GameState, events: Events) -> tuple[GameState, Events]:
    state = replace(state, phase=MOVE, mover=None)
    return _next_mover(state, None, events)


def _turn_of(state: GameState, pid: str) -> GameState:
    vehicle = state.driven(pid)
    points = vehicle.speed if vehicle is not None and vehicle.can_move else 0
    if vehicle is None:
        points = tables().pedestrian_speed
    return replace(state, mover=pid, points_left=points, moved=0, turned=False, returns=())


def _next_mover(state: GameState, after: str | None, events: Events) -> tuple[GameState, Events]:
    ids = [p.id for p in state.players]
    start_at = ids.index(after) + 1 if after is not None else 0
    for pid in ids[start_at:]:
        if not state.player(pid).dead:
            events.append({"event": "turn", "car": pid})
            return _turn_of(state, pid), events
    return _end_round(state, events)


def _end_round(state: GameState, events: Events) -> tuple[GameState, Events]:
    # The smoke check needs dice: it is made by the action that ended the round (see _after).
    return replace(state, mover=None, phase=SMOKE), events


def _smoke_check(state: GameState, inputs: Inputs, events: Events) -> tuple[GameState, Events]:
    """Line 15: each Smoke marker is checked for removal (Garage's reading: a d8 each)."""
    clears_on = load_catalogue().reading.smoke_clears_on
    kept: list[Thing] = []
    for marker in state.markers:
        if marker.kind == "smoke":
            face = inputs.roll(tables().drift_die, Phrase("smoke at {x},{y}: cleared on {faces}", x=marker.at[0],
                                                          y=marker.at[1], faces=", ".join(map(str, clears_on))))
            cleared = face in clears_on
            events.append({"event": "smoke_check", "at": list(marker.at), "roll": face, "cleared": cleared})
            if cleared:
                continue
        kept.append(marker)
    state = replace(state, markers=tuple(kept), round=state.round + 1)
    events.append({"event": "round", "round": state.round})
    return _begin_round(state, events)


def _after(state: GameState, events: Events, inputs: Inputs) -> tuple[GameState, Events]:
    """What follows any action: a dead mover's turn passes; a round's end checks the smoke."""
    if state.over:
        return replace(state, mover=None), events + [{"event": "game_over", "winner": state.winner()}]
    if state.phase == MOVE and state.mover is not None and state.player(state.mover).dead:
        state, events = _next_mover(state, state.mover, events)
    if state.phase == SMOKE:
        state, events = _smoke_check(state, inputs, events)
    return state, events


# --- speeds (lines 5, 22-32) ----------------------------------------------------------------


def speed_range(state: GameState, pid: str, reverse: bool) -> tuple[int, int] | None:
    """The speeds the player may decide, moving forward or (`reverse`) backwards; None when
    the car is going the other way (line 29: it must come to 0 first)."""
    vehicle = state.driven(pid)
    if vehicle is None:
        raise IllegalAction(Phrase("{car} is a pedestrian: no turning or speed restrictions, {points} points a turn "
                                   "(lines 80-83)", car=state.setup.called(pid), points=tables().pedestrian_speed))
    if vehicle.speed and reverse != vehicle.reverse:
        return None
    t = tables()
    equipment = state.setup.entry(vehicle.id).design.equipment
    surface = state.setup.surface_at(vehicle.at)
    return (max(0, vehicle.speed - t.max_deceleration(surface, equipment)),
            vehicle.speed + t.max_acceleration(surface, equipment))


def restarting(state: GameState, pid: str) -> bool:
    """Line 69: a target rammed to 0 before its turn may accelerate from 0 in it, before it moves."""
    return state.phase == MOVE and state.mover == pid and pid in state.restart and state.moved == 0


def _speed(state: GameState, pid: str, values: dict[str, Any], inputs: Inputs) -> tuple[GameState, Events]:
    speed_range(state, pid, False)  # a pedestrian has none to decide
    again = restarting(state, pid)
    if state.phase != SPEEDS and not again:
        raise IllegalAction(Phrase("speeds are decided at the start of a round (line 5), not now"))
    if not again and pid not in state.to_set_speed and pid not in state.speeds_set:
        raise IllegalAction(Phrase("{car} has no car that can move", car=state.setup.called(pid)))
    vehicle = _driving(state, pid)
    reverse = bool(values.get("reverse", vehicle.reverse))
    wanted = values["speed"]
    allowed = speed_range(state, pid, reverse)
    if allowed is None:
        said = dict(car=state.setup.called(pid), speed=vehicle.speed)
        raise IllegalAction(Phrase("{car} is going backwards at {speed}: it must come to 0 before moving the other way "
                                   "(line 29)", **said) if vehicle.reverse else
                            Phrase("{car} is going forwards at {speed}: it must come to 0 before moving the other way "
                                   "(line 29)", **said))
    low, high = allowed
    if not low <= wanted <= high:
        surface = state.setup.surface_at(vehicle.at)
        raise IllegalAction(Phrase("{car} at {speed} on {surface} may go {low} to {high} (lines 22-27), not {wanted}",
                                   car=state.setup.called(pid), speed=vehicle.speed, surface=Word(surface), low=low,
                                   high=high, wanted=wanted))
    state = state.with_vehicle(replace(vehicle, speed=wanted, reverse=reverse))
    events: Events = [{"event": "speed", "car": pid, "speed": wanted, "reverse": reverse}]
    if again:
        restart = tuple(p for p in state.restart if p != pid)
        return replace(state, restart=restart, points_left=wanted), events
    state = replace(state, speeds_set=tuple(dict.fromkeys(state.speeds_set + (pid,))))
    if not state.to_set_speed:
        return _begin_moves(state, events)
    return state, events


# --- moving (lines 17-40, 58-73) -------------------------------------------------------------


def _mover(state: GameState, pid: str, what: str) -> None:
    if state.phase != MOVE:
        raise IllegalAction(Phrase("{what} waits for every speed to be decided (waiting for {cars})", what=what,
                                   cars=", ".join(map(state.setup.called, state.to_set_speed))))
    if state.mover != pid:
        raise IllegalAction(Phrase("{mover} is moving, not {car} (line 13: one player moves at a time)",
                                   mover=state.setup.called(state.mover), car=state.setup.called(pid)))


def _driving(state: GameState, pid: str) -> Vehicle:
    vehicle = state.driven(pid)
    if vehicle is None:
        raise IllegalAction(Phrase("{car} is a pedestrian", car=state.setup.called(pid)))
    return vehicle


def _move(state: GameState, pid: str, values: dict[str, Any], inputs: Inputs) -> tuple[GameState, Events]:
    _mover(state, pid, Phrase("moving"))
    vehicle = _driving(state, pid)
    if state.points_left <= 0:
        raise IllegalAction(Phrase("{car} has no points of movement left this turn", car=state.setup.called(pid)))
    corner = values.get("corner", 0)
    if corner and state.moved == 0:
        raise IllegalAction(Phrase("the first point of movement is straight ahead (line 20)"))
    turn = corner // 45 * (1 if values.get("side") == "right" else -1)
    before = vehicle.travel
    vehicle = replace(vehicle, facing=(vehicle.facing + turn) % 8)
    state = state.with_vehicle(vehicle)
    state = replace(state, points_left=state.points_left - 1, moved=state.moved + 1)
    events: Events = []
    sd = 0
    if corner:
        t = tables()
        auto_steer = AUTO_STEER in state.setup.entry(vehicle.id).design.equipment
        surface = state.setup.surface_at(vehicle.at)
        sd = t.cornering_sd(vehicle.speed, corner, surface, auto_steer)
        events.append({"event": "corner", "car": pid, "angle": corner, "side": values["side"],
                       "safe": t.safe_speed(corner, surface, auto_steer), "speed": vehicle.speed})
    state, moved = _step(state, vehicle.id, vehicle.travel, events, inputs, driven=True)
    if moved and not state.vehicle(vehicle.id).wrecked:
        vehicle = state.vehicle(vehicle.id)
        reasons = [("corner", sd)] if sd else []
        for marker in state.markers_at(vehicle.at):
            if marker.kind in tables().marker_sd:
                reasons.append((marker.kind, tables().marker_speed_difference(marker.kind, vehicle.speed)))
        reasons = [r for r in reasons if r[1] > 0]
        if reasons:
            why, worst = max(reasons, key=lambda r: r[1])
            state = _skid(state, vehicle.id, worst, why, before if why == "corner" else vehicle.travel,
                          events, inputs)
    return state, events


def _step(state: GameState, vid: str, direction: int, events: Events, inputs: Inputs,
          driven: bool) -> tuple[GameState, bool]:
    """The vehicle moves one point (driven, or drifting); a crash, a ram or the table's edge
    stops it on the point before (lines 60-69). Whether it moved."""
    vehicle = state.vehicle(vid)
    target = step(vehicle.at, direction)
    if not state.setup.on_board(target):
        events.append({"event": "edge", "car": vid, "at": list(vehicle.at)})
        return _stop(state, vid), False
    hit = state.blocking(target) or corner_in_the_way(state, vehicle.at, direction)
    if hit is not None:
        events.append({"event": "crash", "car": vid, "into": hit.kind if isinstance(hit, Obstruction) else "wreck",
                       "at": list(hit.at)})
        if isinstance(hit, Obstruction):
            damaged = replace(hit, damage=hit.damage + tables().obstruction_damage)
            state = replace(state, obstructions=tuple(damaged if o is hit else o for o in state.obstructions))
        else:
            state = _damage(state, hit.id, tables().obstruction_damage, None, events)
        return _stop(state, vid), False
    other = state.vehicle_at(target)
    if other is not None:
        return _ram(state, vid, other.id, direction, events, inputs), False
    state = state.with_vehicle(replace(vehicle, at=target))
    events.append({"event": "move" if driven else "drift", "car": vid, "to": list(target)})
    for walker in state.pedestrians_at(target):  # line 92
        events.append({"event": "run_over", "car": vid, "pedestrian": walker.id})
        state = state.with_player(replace(walker, dead=True))
        state = state.credit(walker.id, vehicle.driver)
    for mine in [m for m in state.markers_at(target) if m.kind == "mines"]:
        dice = load_catalogue().reading.mine_damage
        faces = tuple(inputs.roll(dice.sides, _dice_for(Phrase("the mine under it: damage {dice}", dice=str(dice)),
                                                        i, dice.count), vid)
                      for i in range(dice.count))
        amount = dice.value(faces)
        events.append({"event": "mine", "car": vid, "at": list(target), "rolls": list(faces), "damage": amount})
        state = replace(state, markers=tuple(m for m in state.markers if m is not mine))
        state = _damage(state, vid, amount, None, events)
    return state, True


def corner_in_the_way(state: GameState, point: Point, direction: int) -> Obstruction | None:
    """Lines 18-19: no moving along a line blocked by the corner of a building. Garage's
    reading: a building fills its point's square, so a diagonal step that passes a building
    on either side of it meets its corner (and crashes into it)."""
    if direction % 2 == 0:
        return None
    buildings = by_point(state.obstructions)[1]
    for side in (direction - 1, direction + 1):
        found = buildings.get(step(point, side))
        if found is not None:
            return found
    return None


def _stop(state: GameState, vid: str) -> GameState:
    state = state.with_vehicle(replace(state.vehicle(vid), speed=0))
    return replace(state, points_left=0) if _is_movers(state, vid) else state


def _is_movers(state: GameState, vid: str) -> bool:
    return state.mover is not None and state.player(state.mover).vehicle == vid


def relative_velocity(rammer: Vehicle, target: Vehicle, direction: int) -> tuple[int, str]:
    """(RV, how it struck) for a ram moving towards `direction`. Garage's reading: the face
    struck is found from the target's facing; RV adds the speeds head-on, takes the target's
    from the rammer's when it runs ahead the same way, and is the rammer's alone across it;
    never below 1."""
    face = (direction - target.facing) % 8
    kind = HEAD_ON if face in (3, 4, 5) else REAR if face in (0, 1, 7) else SIDE
    course = (direction - target.travel) % 8
    along = target.speed if course in (3, 4, 5) else -target.speed if course in (0, 1, 7) else 0
    return max(1, rammer.speed + along), kind


def _ram(state: GameState, vid: str, other: str, direction: int, events: Events, inputs: Inputs) -> GameState:
    """Lines 65-72: both cars stop at 0; damage by Relative Velocity on the 8-sided dice; the
    rammer's turn is over."""
    rammer, target = state.vehicle(vid), state.vehicle(other)
    rv, kind = relative_velocity(rammer, target, direction)
    t = tables()
    dice = t.ram_damage_dice(rv)
    rammed = state.setup.entry(other).design.name
    faces = tuple(inputs.roll(dice.sides, _dice_for(Phrase("ramming {car} (RV{rv}): damage {dice}", car=rammed,
                                                           rv=min(rv, len(t.ram_dice)), dice=str(dice)),
                                                    i, dice.count), vid) for i in range(dice.count))
    rolled = dice.value(faces)
    to_target, to_rammer = t.ram_damage(kind, rolled)
    events.append({"event": "ram", "car": vid, "target": other, "rv": rv, "how": kind, "dice": str(dice),
                   "rolls": list(faces), "damage": rolled, "target_damage": to_target, "rammer_damage": to_rammer})
    state = state.with_vehicle(replace(state.vehicle(other), speed=0))
    state = state.with_vehicle(replace(state.vehicle(vid), speed=0))
    if _is_movers(state, other):  # line 67: the target, rammed in its own move, stops too
        state = replace(state, points_left=0)
    state = _damage(state, other, to_target, rammer.driver, events)
    state = _damage(state, vid, to_rammer, target.driver, events)
    if target.driver is not None and _turn_to_come(state, target.driver) and state.vehicle(other).can_move:
        state = replace(state, restart=tuple(dict.fromkeys(state.restart + (target.driver,))))
    if _is_movers(state, vid):
        state = replace(state, points_left=0)
        mover = state.mover
        assert mover is not None
        events.append({"event": "turn_over", "car": mover, "why": "rammed (line 69)"})
        state, _ = _next_mover(state, mover, events)
    return state


def _turn_to_come(state: GameState, pid: str) -> bool:
    """Whether `pid` still has its turn to come this round (after the mover's, in setup order)."""
    if state.phase != MOVE or state.mover is None or state.player(pid).dead:
        return False
    ids = [p.id for p in state.players]
    return ids.index(pid) > ids.index(state.mover)


def _damage(state: GameState, vid: str, amount: int, by: str | None, events: Events) -> GameState:
    if amount <= 0:
        return state
    vehicle = state.vehicle(vid)
    vehicle = replace(vehicle, damage=vehicle.damage + amount)
    if not vehicle.wrecked and vehicle.damage >= load_catalogue().reading.wreck_damage:
        vehicle = replace(vehicle, wrecked=True, speed=0)
        events.append({"event": "wrecked", "car": vid})
        if vehicle.driver is not None:
            state = state.credit(vehicle.driver, by)
        if _is_movers(state, vid):
            state = replace(state, points_left=0)
    return state.with_vehicle(vehicle)


def _tyre_damage(state: GameState, vid: str, per_tyre: tuple[int, ...], events: Events) -> GameState:
    if not any(per_tyre):
        return state
    vehicle = state.vehicle(vid)
    could = vehicle.can_move
    vehicle = replace(vehicle, tyres=tuple(t + d for t, d in zip(vehicle.tyres, per_tyre)))
    events.append({"event": "tyres", "car": vid, "damage": list(per_tyre), "tyres": list(vehicle.tyres)})
    state = state.with_vehicle(vehicle)
    if could and not vehicle.can_move:
        events.append({"event": "immobile", "car": vid})
        state = _stop(state, vid)
    return state


def _skid(state: GameState, vid: str, sd: int, why: str, direction: int, events: Events,
          inputs: Inputs) -> GameState:
    """Lines 46-57: on the skid point, the Drift Table for the Speed Difference; the car drifts
    straight on in the way it was going, then every tyre takes the row's damage."""
    t = tables()
    as_example = DRIFT_AS_EXAMPLE in state.setup.options
    most = t.most_drift(sd, as_example)
    roll = (inputs.roll(t.drift_die, Phrase("its skid ({why}, SD {sd}): drift 0-{most}", why=why_words(why), sd=sd,
                                            most=most), vid) if most else None)
    drift = t.drift(sd, roll, as_example)
    events.append({"event": "skid", "car": vid, "why": why, "sd": sd, "roll": roll, "drift": drift.distance,
                   "tyre_damage": drift.tyre_damage})
    for _ in range(drift.distance):
        state, moved = _step(state, vid, direction, events, inputs, driven=False)
        if not moved:
            break
    count = len(state.vehicle(vid).tyres)
    return _tyre_damage(state, vid, (drift.tyre_damage,) * count, events)


def _three_point_turn(state: GameState, pid: str, values: dict[str, Any], inputs: Inputs) -> tuple[GameState, Events]:
    _mover(state, pid, Phrase("a 3-point turn"))
    vehicle = _driving(state, pid)
    if vehicle.speed != 0:
        raise IllegalAction(Phrase("a 3-point turn is made at speed 0 (line 31); {car} is at {speed}",
                                   car=state.setup.called(pid), speed=vehicle.speed))
    if not vehicle.can_move:
        raise IllegalAction(Phrase("{car} cannot move", car=state.setup.called(pid)))
    if state.turned:
        raise IllegalAction(Phrase("{car} has turned on the point already this turn", car=state.setup.called(pid)))
    facing = FACINGS.index(values["facing"])
    state = replace(state.with_vehicle(replace(vehicle, facing=facing)), turned=True)
    return state, [{"event": "three_point_turn", "car": pid, "facing": values["facing"]}]


# --- firing (lines 8-9, 87) ------------------------------------------------------------------


def _fire(state: GameState, pid: str, values: dict[str, Any], inputs: Inputs) -> tuple[GameState, Events]:
    if state.phase != MOVE or state.mover is None:
        raise IllegalAction(Phrase("firing happens during a move (line 8)"))
    target = values["target"]
    if target not in {p.id for p in state.players} or target == pid:
        raise IllegalAction(Phrase("target: must be another car's id, not {target}", target=repr(target)))
    if state.player(target).dead:
        raise IllegalAction(Phrase("{car}: the driver is dead already", car=state.setup.called(target)))
    returning = pid != state.mover
    if returning and (pid not in state.returns or target != state.mover):
        mover = state.setup.called(state.mover)
        raise IllegalAction(Phrase("{mover} is moving: only a car fired at by {mover} may fire, back at {mover} "
                                   "(line 9)", mover=mover))
    vehicle = state.driven(pid)
    if vehicle is not None and not state.setup.entry(vehicle.id).design.weapons:
        raise IllegalAction(Phrase("{car} carries no weapon", car=state.setup.called(pid)))
    events: Events = [{"event": "return_fire" if returning else "fire", "car": pid, "target": target,
                       **{k: values[k] for k in ("damage", "driver_hits", "tyre", "tyre_damage") if k in values}}]
    if returning:
        returns = list(state.returns)
        returns.remove(pid)
        state = replace(state, returns=tuple(returns))
    else:
        state = replace(state, returns=state.returns + (target,))
    hit = state.driven(target)
    if hit is not None:
        state = _damage(state, hit.id, values.get("damage", 0), pid, events)
        tyres = tuple(values.get("tyre_damage", 0) if i == values.get("tyre") else 0 for i in range(len(hit.tyres)))
        state = _tyre_damage(state, hit.id, tyres, events)
    elif values.get("damage") or values.get("tyre_damage"):
        raise IllegalAction(Phrase("{car} is a pedestrian: only driver_hits can hit them",
                                   car=state.setup.called(target)))
    return _hit_driver(state, target, values.get("driver_hits", 0), pid, events, inputs), events


def _hit_driver(state: GameState, pid: str, hits: int, by: str, events: Events, inputs: Inputs) -> GameState:
    if hits <= 0:
        return state
    player = state.player(pid)
    player = replace(player, hits=player.hits + hits)
    if player.hits >= load_catalogue().reading.driver_hits:
        player = replace(player, dead=True)
        events.append({"event": "killed", "car": pid, "by": by})
        state = state.credit(pid, by).with_player(player)
        vehicle = state.driven(pid)
        if vehicle is not None and vehicle.speed > 0:
            # Line 45: a Driver killed while the car is in motion: a skid of SD = Speed; then it stops.
            state = _skid(state, vehicle.id, vehicle.speed, "dead driver", vehicle.travel, events, inputs)
            state = state.with_vehicle(replace(state.vehicle(vehicle.id), speed=0))
        return state
    return state.with_player(player)


# --- markers, pedestrians, the end of a turn ---------------------------------------------------


def _drop(state: GameState, pid: str, values: dict[str, Any], inputs: Inputs) -> tuple[GameState, Events]:
    _mover(state, pid, Phrase("laying a marker"))
    vehicle = _driving(state, pid)
    marker = values["marker"]
    if marker not in state.setup.entry(vehicle.id).design.dispensers:
        raise IllegalAction(Phrase("{car} has no {marker} dispenser", car=state.setup.called(pid), marker=Word(marker)))
    if vehicle.left(marker) <= 0:
        raise IllegalAction(Phrase("{car}: the {marker} dispenser is empty", car=state.setup.called(pid),
                                   marker=Word(marker)))
    loads = tuple((m, n - 1 if m == marker else n) for m, n in vehicle.loads)
    state = state.with_vehicle(replace(vehicle, loads=loads))
    state = replace(state, markers=state.markers + (Thing(marker, vehicle.at, pid),))
    return state, [{"event": "drop", "car": pid, "marker": marker, "at": list(vehicle.at),
                    "left": vehicle.left(marker) - 1}]


def _leave(state: GameState, pid: str, values: dict[str, Any], inputs: Inputs) -> tuple[GameState, Events]:
    _mover(state, pid, Phrase("leaving a car"))
    vehicle = _driving(state, pid)
    if vehicle.speed != 0:
        raise IllegalAction(Phrase("a driver leaves a car only at speed 0 (line 76); {car} is at {speed}",
                                   car=state.setup.called(pid), speed=vehicle.speed))
    state = state.with_vehicle(replace(vehicle, driver=None))
    state = state.with_player(replace(state.player(pid), vehicle=None, at=vehicle.at))
    state = replace(state, points_left=0)
    return state, [{"event": "leave", "car": pid, "vehicle": vehicle.id, "at": list(vehicle.at),
                    "hits": state.player(pid).hits}]


def _near(a: Point, b: Point) -> bool:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1])) <= 1


def _walk(state: GameState, pid: str, values: dict[str, Any], inputs: Inputs) -> tuple[GameState, Events]:
    _mover(state, pid, Phrase("walking"))
    player = state.player(pid)
    if player.vehicle is not None or player.at is None:
        raise IllegalAction(Phrase("{car} drives a car; 'move' moves it", car=state.setup.called(pid)))
    if state.points_left <= 0:
        raise IllegalAction(Phrase("{car} has walked {points} points this turn (line 83)", car=state.setup.called(pid),
                                   points=tables().pedestrian_speed))
    to = step(player.at, FACINGS.index(values["direction"]))
    if not state.setup.on_board(to):
        raise IllegalAction(Phrase("direction: off the table"))
    if state.vehicle_at(to) is not None:
        raise IllegalAction(Phrase("direction: a car stands there (line 18: nothing moves through cars)"))
    state = state.with_player(replace(player, at=to))
    state = replace(state, points_left=state.points_left - 1)
    inside = state.blocking(to)
    return state, [{"event": "walk", "car": pid, "to": list(to),
                    **({"inside": inside.kind if isinstance(inside, Obstruction) else "wreck"} if inside else {})}]


def _commandeer(state: GameState, pid: str, values: dict[str, Any], inputs: Inputs) -> tuple[GameState, Events]:
    _mover(state, pid, Phrase("commandeering"))
    player = state.player(pid)
    if player.vehicle is not None or player.at is None:
        raise IllegalAction(Phrase("{car} is in a car already", car=state.setup.called(pid)))
    vid = values["vehicle"]
    if vid not in {v.id for v in state.vehicles}:
        raise IllegalAction(Phrase("vehicle: there is no car '{vehicle}'", vehicle=vid))
    vehicle = state.vehicle(vid)
    if not _near(player.at, vehicle.at):
        raise IllegalAction(Phrase("vehicle: {vehicle} is not beside {car}", vehicle=state.setup.called(vid),
                                   car=state.setup.called(pid)))
    driver = vehicle.driver
    if driver is not None and not state.player(driver).dead:
        raise IllegalAction(Phrase("vehicle: {vehicle} has a living driver (line 89: vacated, or its driver dead)",
                                   vehicle=state.setup.called(vid)))
    if vehicle.speed != 0 or not vehicle.can_move:
        raise IllegalAction(Phrase("vehicle: {vehicle} must be stationary and capable of movement (line 89)",
                                   vehicle=state.setup.called(vid)))
    if driver is not None:
        state = state.with_player(replace(state.player(driver), vehicle=None, at=vehicle.at))
    state = state.with_vehicle(replace(vehicle, driver=pid))
    state = state.with_player(replace(player, vehicle=vid, at=None))
    state = replace(state, points_left=0)
    return state, [{"event": "commandeer", "car": pid, "vehicle": vid}]


def _end_turn(state: GameState, pid: str, values: dict[str, Any], inputs: Inputs) -> tuple[GameState, Events]:
    _mover(state, pid, Phrase("ending a turn"))
    if state.driven(pid) is not None and state.points_left > 0:
        raise IllegalAction(Phrase("{car} has {points} points of movement left (line 7: a car moves the points its "
                                   "speed gives)", car=state.setup.called(pid), points=state.points_left))
    events: Events = [{"event": "end_turn", "car": pid}]
    return _next_mover(state, pid, events)


# --- a correction the players agree on (the table and the app disagree) ----------------------

CORRECTIONS = {"position": Phrase("position"), "facing": Phrase("facing"), "speed": Phrase("speed"),
               "damage": Phrase("damage to the car"), "driver_hits": Phrase("hits to the driver")}


def _correct(state: GameState, pid: str, values: dict[str, Any], inputs: Inputs) -> tuple[GameState, Events]:
    """Set one thing to what the table says; nothing is rolled and no rule runs (a wreck or a
    death is played, as the hit that makes it)."""
    what, value = values["what"], values.get("value", 0)
    for field in ("x", "y", "facing"):
        wanted = "position" if field in ("x", "y") else "facing"
        if field in values and what != wanted:
            raise IllegalAction(Phrase("{field}: only with what '{wanted}', not '{what}'", field=field, wanted=wanted,
                                       what=what))
    if "value" in values and what in ("position", "facing"):
        raise IllegalAction(Phrase("value: not with what '{what}'", what=what))
    reading = load_catalogue().reading
    player, vehicle = state.player(pid), state.driven(pid)
    if what == "position":
        at = (values.get("x", 0), values.get("y", 0))
        if not state.setup.on_board(at):
            raise IllegalAction(Phrase("x: {x},{y} is off the table ({width} by {height})", x=at[0], y=at[1],
                                       width=state.setup.width, height=state.setup.height))
        if vehicle is None:
            was: Any = list(player.at or (0, 0))
            state = state.with_player(replace(player, at=at))
        else:
            was = list(vehicle.at)
            state = state.with_vehicle(replace(vehicle, at=at))
        return state, [{"event": "correction", "car": pid, "what": what, "was": was, "now": list(at)}]
    if what == "driver_hits":
        if value >= reading.driver_hits:
            raise IllegalAction(Phrase("value: {value} hits kill the driver: play the hit (a fire)", value=value))
        return (state.with_player(replace(player, hits=value)),
                [{"event": "correction", "car": pid, "what": what, "was": player.hits, "now": value}])
    if vehicle is None:
        raise IllegalAction(Phrase("car: {car} is on foot: only a position is corrected", car=pid))
    if what == "facing":
        if "facing" not in values:
            raise IllegalAction(Phrase("facing: is missing (a correction of the facing needs it)"))
        now = FACINGS.index(values["facing"])
        return (state.with_vehicle(replace(vehicle, facing=now)),
                [{"event": "correction", "car": pid, "what": what, "was": FACINGS[vehicle.facing],
                  "now": values["facing"]}])
    if what == "damage":
        if value >= reading.wreck_damage:
            raise IllegalAction(Phrase("value: {value} damage is a Wreck: play the hit (a fire or a ram)", value=value))
        was, vehicle = vehicle.damage, replace(vehicle, damage=value)
    else:
        was, vehicle = vehicle.speed, replace(vehicle, speed=value)
    return (state.with_vehicle(vehicle),
            [{"event": "correction", "car": pid, "what": what, "was": was, "now": value}])


_HANDLERS: dict[str, Callable[[GameState, str, dict[str, Any], Inputs], tuple[GameState, Events]]] = {
    "speed": _speed, "move": _move, "three_point_turn": _three_point_turn, "fire": _fire, "drop": _drop,
    "leave": _leave, "walk": _walk, "commandeer": _commandeer, "end_turn": _end_turn, "correct": _correct,
}
