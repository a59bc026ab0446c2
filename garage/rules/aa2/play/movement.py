"""Sections 3-6 and 9: plotting speed, the movement order, turns and skids, jumps,
collisions and dropped weapons.

The engine knows no geometry: the players say where along its move a car turned, jumped or
dropped (`at`, table inches from the start of the move) and what it hit or drove over.
"""

from __future__ import annotations

from typing import Final

from garage.rules.aa2 import speed as speed_rules
from garage.rules.aa2 import tables
from garage.rules.aa2.play.damage import check, damage, destroy, faces_text, lose, loss_of_control
from garage.rules.aa2.play.state import OK, CarState, GameState, Template, equipment_key, roster
from garage.rules.aa2.play.statuses import FIRE, MOVE, PLOT
from garage.rules.aa2.play.step import Step
from garage.rules.aa2.play.words import PHASE_NAMES, status_word
from garage.rules.aa2.speed import SpeedRange
from garage.rules.design import ComponentKey
from garage.rules.dice_expression import DiceExpression
from garage.rules.phrase import Phrase
from garage.rules.play.action import Number
from garage.rules.play.errors import IllegalAction

# In a roll-off a 6 cannot be bettered: no reroll is offered on it.
BETTER_THAN_6: Final = (1, 2, 3, 4, 5)


def active(step: Step, car_id: str) -> CarState:
    car = step.car(car_id)
    if not car.active:
        raise IllegalAction(Phrase("{car} is out of the game ({why})", car=step.name(car_id),
                                   why=car.out or Phrase("finished")))
    return car


def stalled(state: GameState, car: CarState) -> bool:
    """The car lost control last turn and misses this one."""
    misses = car.misses_turn
    return misses is not None and misses == state.turn  # whole numbers compared as such (compiled)


# --- Plotting (section 3, RULINGS P1/P2) --------------------------------------------------


# The range is a function of these numbers alone, asked twice a plot (the screen or the player,
# then the engine): worked out once for each (a SpeedRange is an immutable value).
_SpeedKey = tuple[int, int, int, int, str, int, str, bool, bool, bool, bool, bool]
_SPEED_RANGES: Final[dict[_SpeedKey, SpeedRange]] = {}


def speed_range(state: GameState, car: CarState, reverse: bool = False, nitro: bool = False) -> SpeedRange:
    stats = car.stats
    key = (stats.max, stats.acc, stats.dec, car.speed, car.system("engine"), car.engine_destroyed_turns,
           car.system("brakes"), reverse, car.airborne_left > 0, nitro, roster(state.setup).doing_a_scott,
           state.last_cloudburst)
    found = _SPEED_RANGES.get(key)
    if found is None:
        if len(_SPEED_RANGES) > 4096:
            _SPEED_RANGES.clear()
        found = _SPEED_RANGES[key] = _speed_range(*key)
    return found


def _speed_range(max_speed: int, acc: int, dec: int, current: int, engine: str, turns_since_destroyed: int,
                 brakes: str, reverse: bool, airborne: bool, nitro: bool, scott: bool, cloudburst: bool) -> SpeedRange:
    return speed_rules.plotted_speed_range(
        max_speed=max_speed, acc=acc, dec=dec, current=current, engine=engine,
        turns_since_destroyed=turns_since_destroyed, brakes=brakes, reverse=reverse, airborne=airborne,
        nitro=nitro, scott=scott, cloudburst=cloudburst)


def direction_problem(car: CarState, reverse: bool) -> str | None:
    """Section 3: DEC brings a car down, ACC takes it up, backwards too; so a car changes
    direction only from a standstill, once its DEC has brought it down to 0."""
    if reverse == car.reverse or car.speed == 0:
        return None
    going = "backwards" if car.reverse else "forwards"
    return f"{car.id} is going {going} at {car.speed}\": it comes down to 0 before it can go the other way"


def has_nitro(step: Step, car_id: str) -> bool:
    return any(item.charges for item in step.working_equipment(car_id))


def clock_faces(car: CarState) -> tuple[int, ...]:
    """Appendix IV: the clock faces this car may plot; none but 12 o'clock while it is still
    in the air at the start of its move (section 6)."""
    if car.airborne_left > 0:
        return (tables.straight_ahead(),)
    return tables.clock_faces(car.system("steering"))


def plotted_clock(step: Step, car: CarState, clock: int | None) -> int | None:
    """The clock face written with the speed, checked (None: none written, straight ahead)."""
    if clock is None:
        return None
    if not step.options.classic_turning:
        raise IllegalAction(Phrase("a clock face is plotted only with the classic rules (appendix IV)"))
    if clock not in tables.clock_faces():
        raise IllegalAction(Phrase("a clock face is one of {faces} o'clock, not {clock}",
                            faces=", ".join(map(str, tables.clock_faces())), clock=clock))
    faces = clock_faces(car)
    if clock not in faces:
        said = ", ".join(map(str, faces))
        if car.airborne_left:
            raise IllegalAction(Phrase("{car} is in the air at the start of its move: it may plot {faces} o'clock, "
                                       "not {clock}", car=step.name(car.id), faces=said, clock=clock))
        raise IllegalAction(Phrase("{car} has {status} steering: it may plot {faces} o'clock, not {clock}",
                                   car=step.name(car.id), status=status_word(car.status("steering")), faces=said,
                                   clock=clock))
    return clock


def plot(step: Step, car_id: str, speed: int, nitro: int = 0, reverse: bool = False,
         clock: int | None = None) -> None:
    if step.state.phase != PLOT:
        raise IllegalAction(Phrase("speeds are plotted at the start of a game-turn, not in the {phase} phase",
                                   phase=PHASE_NAMES.get(step.state.phase, step.state.phase)))
    car = active(step, car_id)
    if stalled(step.state, car):
        raise IllegalAction(Phrase("{car} lost control last turn and misses this one", car=step.name(car_id)))
    if car.plotted is not None:
        raise IllegalAction(Phrase('{car} has already plotted {speed}"', car=step.name(car_id), speed=car.plotted))
    problem = direction_problem(car, reverse)
    if problem:
        raise IllegalAction(problem)
    clock = plotted_clock(step, car, clock)
    allowed = speed_range(step.state, car, reverse)
    if not allowed.min <= speed <= allowed.max:  # SpeedRange.__contains__ of a whole number
        raise IllegalAction(Phrase('{car} may plot {low}"-{high}" this turn, not {speed}"', car=step.name(car_id),
                                   low=allowed.min, high=allowed.max, speed=speed))
    bonus = 0
    if nitro:
        if nitro not in (1, 2) or (nitro == 2 and not step.options.doing_a_scott):
            raise IllegalAction(Phrase("nitro uses one charge (two only with the doing-a-Scott option)"))
        if not has_nitro(step, car_id) or car.nitro_charges < nitro:
            raise IllegalAction(Phrase("{car} has no nitro charge left for that", car=step.name(car_id)))
        expr = tables.nitro_dice(nitro == 2)
        bonus = step.roll_expr(expr, f"nitro {expr}", car_id, best="high")
        step.update(car_id, nitro_charges=car.nitro_charges - nitro)
    step.update(car_id, plotted=speed, nitro=bonus, reverse=reverse, clock=clock)
    if clock is None:  # each call with its words written out: compiled, a ** is a generic call
        step.event("plot", car=car_id, speed=speed, nitro=bonus, reverse=reverse)
    else:
        step.event("plot", car=car_id, speed=speed, nitro=bonus, reverse=reverse, clock=clock)


def movement_order(step: Step, cars: list[CarState]) -> list[str]:
    """Fastest first (nitro included); equal speeds dice off, equal scores roll again. With
    the classic rules every car moves at once: the order is only a list, nobody dices off."""
    if step.options.classic_turning:
        return [c.id for c in sorted(cars, key=lambda c: -c.move_speed)]
    by_speed: dict[int, list[str]] = {}
    for car in cars:
        by_speed.setdefault(car.move_speed, []).append(car.id)
    order: list[str] = []
    for speed in _fastest_first(by_speed):
        order += dice_off(step, by_speed[speed], f"{speed}\"")
    return order


def _fastest_first(numbers: dict[int, list[str]]) -> list[int]:
    """The keys, highest first: sorted(numbers, reverse=True) without its keyword, which
    compiled code passes through Python's generic call (the keys are distinct numbers)."""
    ordered = sorted(numbers)
    ordered.reverse()
    return ordered


def dice_off(step: Step, ids: list[str], what: str) -> list[str]:
    if len(ids) == 1:
        return ids
    purpose = f"the movement-order dice-off at {what}"
    scores: dict[int, list[str]] = {}
    for car_id in ids:
        scores.setdefault(step.roll(6, purpose, car_id, BETTER_THAN_6), []).append(car_id)
    out: list[str] = []
    for score in _fastest_first(scores):
        out += dice_off(step, scores[score], what)
    return out


# --- Moving (section 4) ---------------------------------------------------------------------


def moving(state: GameState, car_id: str) -> bool:
    """The car is moving now: the car due to move, or with the classic rules (appendix IV:
    "All movement is simultaneous") any car that has not finished its move."""
    if roster(state.setup).classic_turning:
        return state.phase == MOVE and car_id in state.order
    return state.mover == car_id


def mover(step: Step, car_id: str) -> CarState:
    car = active(step, car_id)
    if not moving(step.state, car_id):
        who = step.state.mover
        raise IllegalAction(Phrase("{car} is not moving now ({mover} moves next)", car=step.name(car_id), mover=who)
                            if who else Phrase("{car} is not moving now", car=step.name(car_id)))
    return car


def move_length(step: Step, car: CarState) -> int:
    return car.move_speed * step.scale


def check_at(step: Step, car: CarState, at: Number) -> None:
    if not 0 <= at <= move_length(step, car):
        raise IllegalAction(Phrase('{car} moves {move}" this turn; {at}" is not on its move', car=step.name(car.id),
                                   move=move_length(step, car), at=at))


def defer(step: Step, car_id: str) -> None:
    mover(step, car_id)
    if step.options.classic_turning:
        raise IllegalAction(Phrase("classic rules: all movement is simultaneous, nobody defers"))
    if step.options.no_deferral:
        raise IllegalAction(Phrase("deferring is off (optional rule: no deferral)"))
    order = step.state.order
    if len(order) < 2:
        raise IllegalAction(Phrase("{car} is the last to move and cannot defer", car=step.name(car_id)))
    if step.car(car_id).turns_at:
        raise IllegalAction(Phrase("{car} has started its move", car=step.name(car_id)))
    step.game(order=(order[1], order[0]) + order[2:])
    step.event("defer", car=car_id, next=order[1])


def turns_allowed(state: GameState, car: CarState) -> int:
    if roster(state.setup).classic_turning:
        return 0  # the one rotation is plotted with the speed
    return tables.turns_allowed(car.stats.turn, car.system("steering"))


def _midway(length: int) -> int:
    """Half the move, rounded up as Virginia Dentata's 19" has its halfway point at 10"."""
    return -(-length // 2)


def turn_points(state: GameState, car: CarState) -> tuple[Number, ...]:
    """Section 4: "at the start ..., at the end ..., or midway through the vehicles movement"
    (midway measured exactly is accepted too)."""
    length = car.move_speed * state.setup.scale
    return (0, length / 2, _midway(length), length)


def turn(step: Step, car_id: str, at: Number, drift: bool = False) -> None:
    """One turn of up to 45 degrees (90 when drifting) at a point of the move; above 12" it
    may skid, a drift always does (section 5)."""
    car = mover(step, car_id)
    check_at(step, car, at)
    if car.free_facing and at == 0 and not car.turns_at:
        step.update(car_id, free_facing=False)
        step.event("turn", car=car_id, at=0, free=True)
        return
    if step.roster.classic_turning:
        raise IllegalAction(Phrase("classic rules: the turn is plotted with the speed as a clock face"))
    if drift and not step.roster.skids:
        raise IllegalAction(Phrase("drifts are part of the skids and drifts rules, which are off"))
    if at not in turn_points(step.state, car):
        length = move_length(step, car)
        raise IllegalAction(Phrase('{car} turns at the start, midway ({midway}") or end ({end}") of its move, '
                                   'not at {at}"', car=step.name(car_id), midway=_midway(length), end=length, at=at))
    if at == move_length(step, car) / 2:
        at = _midway(move_length(step, car))  # one point, however it was measured
    if len(car.turns_at) >= turns_allowed(step.state, car):
        raise IllegalAction(Phrase("{car} may make {turns} turns this move", car=step.name(car_id),
                                   turns=turns_allowed(step.state, car)))
    if at in car.turns_at:
        raise IllegalAction(Phrase("only one turn at each point of a move"))
    if car.air_from < at < car.air_to or (at == 0 and car.air_to and car.air_from == 0):
        raise IllegalAction(Phrase('{car} is in the air at {at}" and cannot turn', car=step.name(car_id), at=at))
    step.update(car_id, turns_at=car.turns_at + (at,))
    step.event("turn", car=car_id, at=at, drift=drift)
    speed = car.move_speed
    band = tables.skid_band(speed)
    if not step.roster.skids or (band is None and not drift):
        return
    band = band or tables.tables().skids[0]  # a slow drift skids as the slowest band does
    if not drift and check(step, car_id, f"skid check at {speed}\" (skids on {faces_text(band.skids_on)})",
                           band.skids_on) not in band.skids_on:
        return
    skid(step, car_id, band, at)


def skid(step: Step, car_id: str, band: tables.SkidBand, at: Number) -> None:
    car = step.car(car_id)
    dice = (step.roll(6, "skid distance die 1", car_id), step.roll(6, "skid distance die 2", car_id))
    outcome = tables.skid_dice_outcome(dice)
    if outcome == "overturned":
        step.event("skid", car=car_id, dice=list(dice), outcome="overturned")
        destroy(step, car_id, "overturned in a skid", car.loc_owner)
        return
    rule = band.distance_rule(step.design(car_id).weight)
    choice = None
    if rule == "choice" and dice[0] != dice[1]:
        low, high = sorted(dice)
        choice = step.decide("skid_die", (low, high), low, f"which skid die to use ({low} or {high})", car_id)
    inches = tables.skid_distance(rule, dice, choice, step.scale)
    remaining = max(0, move_length(step, car) - at - inches)
    step.event("skid", car=car_id, dice=list(dice), distance=inches, remaining=remaining)
    if outcome == "loss_of_control":
        loss_of_control(step, car_id, "double six on the skid dice")


def jump(step: Step, car_id: str, at: Number) -> None:
    """Section 6: over a ramp or crest at 12" or more, fly half the speed (a quarter for
    Heavy, RULINGS P8); a flight longer than the move carries into the next turn."""
    car = mover(step, car_id)
    check_at(step, car, at)
    speed = car.move_speed
    if car.airborne:
        raise IllegalAction(Phrase("{car} is already in the air", car=step.name(car_id)))
    if not tables.jumps(speed):
        raise IllegalAction(Phrase('{car} at {speed}" does not leave the ground (12" or more is needed)',
                                   car=step.name(car_id), speed=speed))
    weight = step.design(car_id).weight
    distance = tables.jump_distance(speed, weight, step.scale)
    length = move_length(step, car)
    lands = at + distance
    turned = [p for p in car.turns_at if at < p < lands]
    if turned:  # section 6: in the air at a point of its move, a car cannot turn there
        raise IllegalAction(Phrase('{car} turned at {at}", where this jump would have it in the air',
                                   car=step.name(car_id), at=turned[0]))
    if lands <= length:
        step.update(car_id, air_from=at, air_to=lands)
        step.event("jump", car=car_id, at=at, distance=distance, lands_at=lands, remaining=length - lands)
        land(step, car_id, speed)
    else:
        carried = lands - length
        step.update(car_id, air_from=at, air_to=lands, airborne=True, airborne_left=carried)
        step.event("jump", car=car_id, at=at, distance=distance, airborne_left=carried)


def land(step: Step, car_id: str, speed: int) -> None:
    weight = step.design(car_id).weight
    if step.options.landing_damage_light and weight == "light":
        weight = "medium"
    expr = tables.landing_damage(speed, weight)
    step.event("land", car=car_id, damage=str(expr) if expr else None)
    if expr is not None:
        damage(step, car_id, step.roll_expr(expr, f"landing damage {expr}", car_id, best="low"), None, "landing")


def touch_down(step: Step, car_id: str) -> None:
    """A car flying since last turn comes down `airborne_left` inches into this move; the
    players say when (`land`), or it lands when its move ends."""
    car = mover(step, car_id)
    if not (car.airborne and car.airborne_left == 0):
        raise IllegalAction(Phrase("{car} is not coming down from last turn's jump", car=step.name(car_id)))
    step.update(car_id, airborne=False)
    land(step, car_id, car.move_speed)


def finish_move(step: Step, car_id: str) -> None:
    car = mover(step, car_id)
    if car.airborne and car.airborne_left == 0:
        touch_down(step, car_id)
    step.update(car_id, moved=True)
    step.game(order=tuple(c for c in step.state.order if c != car_id))
    step.event("moved", car=car_id)
    if not step.state.order:
        step.game(phase=FIRE)
        step.event("phase", phase=FIRE)


def start_move_in_air(step: Step, car: CarState) -> CarState:
    """A car still flying from last turn: the first `airborne_left` inches are in the air."""
    if car.airborne_left:
        return step.update(car.id, air_from=0, air_to=car.airborne_left, airborne_left=0, airborne=True)
    return car


# --- Collisions (sections 4 and 6) --------------------------------------------------------

THINGS = ("solid", "pond", "toxic_pond", "deathshead", "barrier")


def stop(step: Step, car_id: str) -> None:
    """'Travels no further this game turn and will start next turn at half his current speed':
    the car moving ends its move here; a car yet to move loses its move this turn."""
    step.update(car_id, half_speed_next=True)
    if moving(step.state, car_id):
        finish_move(step, car_id)
    elif car_id in step.state.order:
        step.update(car_id, moved=True)
        step.game(order=tuple(c for c in step.state.order if c != car_id))
        step.event("moved", car=car_id, why="travels no further this game-turn")


def hit_thing(step: Step, car_id: str, thing: str, square: bool = False) -> None:
    car = active(step, car_id)
    if car.airborne:
        raise IllegalAction(Phrase("{car} is in the air and ignores terrain", car=step.name(car_id)))
    credit = car.loc_owner  # P9: a crash after an Oil Slick's loss of control
    if thing == "barrier":
        if not step.roster.rules.barriers:
            raise IllegalAction(Phrase("barriers are a race rule; elsewhere the table edge is solid"))
        if not square:
            expr = tables.race_barrier_damage(car.move_speed)
            step.event("barrier", car=car_id, damage=str(expr) if expr else None)
            if expr is not None:
                damage(step, car_id, step.roll_expr(expr, f"barrier damage {expr}", car_id, best="low"), credit,
                       "barrier")
            return
        thing = "solid"
    if thing == "deathshead":
        if not step.options.swords_shields_deathsheads:
            raise IllegalAction(Phrase("Deathsheads need the swords, shields and deathsheads option"))
        destroy(step, car_id, "hit a raised Deathshead", credit, driver_cause="deathshead")
    elif thing in tables.tables().raw["hitting"]:
        rule = tables.hitting(thing)
        if rule["destroyed"]:
            destroy(step, car_id, rule["what"], credit, driver_cause=thing)
    else:
        raise IllegalAction(f"unknown thing to hit '{thing}' (known: {', '.join(THINGS)})")


def ram_modifier(step: Step, car_id: str) -> int:
    design = step.design(car_id)
    car = step.car(car_id)
    working = tuple(key for i, key in enumerate(design.equipment) if car.status(equipment_key(i)) == OK)
    found = _RAMS.get((design.weight, working))  # the tables' answer for this weight and equipment
    if found is None:
        if len(_RAMS) > 1024:
            _RAMS.clear()
        found = _RAMS[(design.weight, working)] = tables.collision_modifier(design.weight, working)
    return found


_RAMS: Final[dict[tuple[str, tuple[str, ...]], int]] = {}


def collide(step: Step, car_id: str, other_id: str, head_on: bool | None = None) -> None:
    # Only the car moving hits anything (section 4); with the classic rules every car still
    # moving may, as "only the end point of vehicles matters".
    car = mover(step, car_id)
    other = step.car(other_id)
    if other_id == car_id:
        raise IllegalAction(Phrase("a car cannot hit itself"))
    if car.airborne != other.airborne:
        raise IllegalAction(Phrase("jumping cars cannot collide with cars on the ground"))
    if car.airborne:
        rule = tables.airborne_collision()
        for a, b in ((car_id, other_id), (other_id, car_id)):
            damage(step, a, step.roll_expr(rule.damage, f"mid-air collision {rule.text}", a, best="low"), b,
                   "mid-air collision")
        for a in (car_id, other_id):
            loss_of_control(step, a, "mid-air collision")
        return
    other_speed = other.move_speed if other.active and not stalled(step.state, other) else 0
    if other_speed == 0:
        rammer, target = tables.stationary_ram()
        step.event("collision", car=car_id, other=other_id, kind="stationary")
        damage(step, other_id, step.roll_expr(target.damage, f"rammed while stationary {target.text}", other_id,
                                              best="low"), car_id, "rammed")
        damage(step, car_id, step.roll_expr(rammer.damage, f"ramming {rammer.text}", car_id, best="low"), other_id,
               "ramming")
        if rammer.stops and step.car(car_id).active:
            stop(step, car_id)
        return
    if head_on is None:
        head_on = step.decide("head_on", (False, True), False,
                              f"was {step.name(car_id)} hitting {step.name(other_id)} head-on?", car_id)
    if head_on:
        rule = tables.head_on_collision()
        step.event("collision", car=car_id, other=other_id, kind="head-on")
        for a, b in ((car_id, other_id), (other_id, car_id)):
            damage(step, a, step.roll_expr(rule.damage, f"head-on collision {rule.text}", a, best="low"), b,
                   "head-on collision")
        for a in (car_id, other_id):
            loss_of_control(step, a, "head-on collision")
        return
    high_rule, low_rule = tables.moving_collision()
    while True:
        sides = tables.collision_die()
        mine = step.roll(sides, "collision roll", car_id, BETTER_THAN_6) + ram_modifier(step, car_id)
        theirs = step.roll(sides, "collision roll", other_id, BETTER_THAN_6) + ram_modifier(step, other_id)
        if mine != theirs:
            break  # RULINGS P3: equal scores roll again
    high, low = (car_id, other_id) if mine > theirs else (other_id, car_id)
    step.event("collision", car=car_id, other=other_id, kind="moving", scores={car_id: mine, other_id: theirs})
    damage(step, high, step.roll_expr(high_rule.damage, f"collision, high scorer {high_rule.text}", high,
                                      best="low"), low, "collision")
    damage(step, low, step.roll_expr(low_rule.damage, f"collision, low scorer {low_rule.text}", low, best="low"),
           high, "collision")
    if high_rule.stops and step.car(high).active:
        stop(step, high)
    loss_of_control(step, low, "lost the collision")


# --- Dropped weapons (section 9) ----------------------------------------------------------


def drop(step: Step, car_id: str, system: int, at: Number) -> None:
    car = mover(step, car_id)
    design = step.design(car_id)
    if not 0 <= system < len(design.dropped):
        raise IllegalAction(Phrase("{car} has no dropped weapon system {system}", car=step.name(car_id), system=system))
    if not step.roster.rules.drops_allowed:
        raise IllegalAction(Phrase("dropped weapons are not permitted in races (RULINGS D7)"))
    check_at(step, car, at)
    if at < tables.drop_min_moved(step.scale):
        raise IllegalAction(Phrase('a drop needs at least {inches}" moved this turn',
                                   inches=tables.drop_min_moved(step.scale)))
    if car.status(ComponentKey("dropped", system)) != OK:
        raise IllegalAction(Phrase("{car}'s {system} dropper is destroyed", car=step.name(car_id),
                                   system=design.dropped[system]))
    if car.drops_left[system] <= 0:
        raise IllegalAction(Phrase("{car}'s {system} dropper has no drops left", car=step.name(car_id),
                                   system=design.dropped[system]))
    if car.has("navigator") and car.status("navigator") != OK:
        raise IllegalAction(Phrase("the Lady Navigator fires the dropped weapons, and she is gone"))
    if step.options.swords_shields_deathsheads and not car.shield:
        raise IllegalAction(Phrase("{car} has not run over a Shield yet", car=step.name(car_id)))
    kind = design.dropped[system]
    template = Template(f"T{step.state.next_template}", kind, car_id)
    drops = list(car.drops_left)
    drops[system] -= 1
    step.update(car_id, drops_left=tuple(drops))
    step.game(templates=step.state.templates + (template,), next_template=step.state.next_template + 1)
    step.event("drop", car=car_id, template=template.id, kind=kind, at=at)


def place(step: Step, kind: str) -> None:
    """A template set out before play (section 10: "up to 2d6 Napalm templates, Oil Slick
    templates or Spikes templates" in a Deathmatch or a race): the 2d6 is rolled with the
    first one."""
    rules = tables.tables().raw["templates_before_play"]
    kinds = tuple(rules["kinds"])
    if kind not in kinds:
        raise IllegalAction(f"templates set out before play are {', '.join(kinds[:-1])} or {kinds[-1]}, not '{kind}'")
    state = step.state
    if state.turn != 1 or state.phase != "plot" or any(c.plotted is not None for c in state.cars):
        raise IllegalAction(Phrase("templates are set out before the first plot"))
    if step.setup.scenario == "badlands-ambush":
        raise IllegalAction(Phrase("the Badlands Ambush sets out no templates (section 10 gives them to "
                                   "Deathmatches and races)"))
    allowed = state.templates_allowed
    if allowed is None:
        expr = DiceExpression.parse(rules["dice"])
        allowed = step.roll_expr(expr, f"templates set out before play: up to {expr}")
        step.game(templates_allowed=allowed)
    placed = sum(t.owner is None for t in step.state.templates)
    if placed >= allowed:
        raise IllegalAction(Phrase("the dice allow up to {allowed} templates, all placed", allowed=allowed))
    template = Template(f"T{step.state.next_template}", kind, None)
    step.game(templates=step.state.templates + (template,), next_template=step.state.next_template + 1)
    step.event("place", template=template.id, kind=kind)


def cross(step: Step, car_id: str, template_id: str) -> None:
    car = active(step, car_id)
    template = next((t for t in step.state.templates if t.id == template_id), None)
    if template is None:
        raise IllegalAction(Phrase("there is no template '{template}' on the table", template=template_id))
    if car.airborne:
        raise IllegalAction(Phrase("{car} is in the air and ignores dropped weapon counters", car=step.name(car_id)))
    weight = step.design(car_id).weight
    owner = template.owner
    step.event("cross", car=car_id, template=template_id, kind=template.kind)
    effect = tables.dropped_effect(template.kind)
    why = effect["why"]
    on = tables.detonates_on(template.kind, weight)
    if on is not None and check(step, car_id, f"{why} detonates on {faces_text(on)}", on) not in on:
        return
    ignored = tables.ignored_on(template.kind, weight)
    if ignored:
        slides = tuple(f for f in range(1, 7) if f not in ignored)
        if check(step, car_id, f"{why} ignored on {faces_text(ignored)}", slides) in ignored:
            return
    if effect.get("removed"):
        step.game(templates=tuple(t for t in step.state.templates if t.id != template_id))
    if "damage" in effect:
        expr = DiceExpression.parse(effect["damage"])
        damage(step, car_id, step.roll_expr(expr, f"{why} {expr}", car_id, best="low"), owner, why)
    if "loses" in effect:
        lose(step, car_id, effect["loses"], owner, why)  # no equipment reroll (section 9 note 2)
    if effect.get("fire"):
        step.update(car_id, fires=step.car(car_id).fires + (owner,))
        step.event("fire", car=car_id, owner=owner, why=why)
    if effect.get("loss_of_control"):
        loss_of_control(step, car_id, why, owner if effect.get("credit_loss_of_control") else None)

