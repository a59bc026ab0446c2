"""What the rules allow now: read-only questions a screen asks of a game's state before
the players act (who plots or moves, the speeds a car may plot, turns left, which weapons
bear, and the exact odds of an attack before anyone rolls). Each takes a GameState."""

from __future__ import annotations

from typing import Final

from garage.rules.aa2 import odds, tables
from garage.rules.aa2.play import combat, movement
from garage.rules.aa2.play.state import CarState, GameState, roster
from garage.rules.aa2.play.statuses import PLOT
from garage.rules.aa2.play.words import lower_word
from garage.rules.aa2.speed import SpeedRange
from garage.rules.phrase import Phrase
from garage.rules.play.action import Number
from garage.rules.play.errors import IllegalAction


def _car(state: GameState, car_id: str) -> CarState:
    try:
        return state.car(car_id)
    except KeyError:
        raise IllegalAction(f"there is no car '{car_id}'") from None


def to_plot(state: GameState) -> list[str]:
    if state.phase != PLOT:
        return []
    return [c.id for c in state.cars if c.active and c.plotted is None and not movement.stalled(state, c)]


def plot_hidden(state: GameState, car_id: str) -> bool:
    """Secret plotting: a speed already written down is not shown until every car has plotted
    (the phase moves on to movement as the last car plots)."""
    return (state.setup.options.secret_plotting and state.phase == PLOT
            and state.car(car_id).plotted is not None)


def plot_range(state: GameState, car_id: str, reverse: bool = False) -> SpeedRange | None:
    """None when the car plots nothing this turn (out, stalled, already plotted) or cannot go
    that way yet (moving the other way)."""
    if state.phase != PLOT:
        return None
    for car in state.cars:  # car_id in to_plot(state), without making the list
        if car.id == car_id:
            if not car.active or car.plotted is not None or movement.stalled(state, car):
                return None
            if movement.direction_problem(car, reverse):
                return None
            return movement.speed_range(state, car, reverse)
    return None


def clock_faces(state: GameState, car_id: str) -> tuple[int, ...]:
    """The clock faces the car may plot with the classic rules (appendix IV)."""
    return movement.clock_faces(_car(state, car_id))


def turns_left(state: GameState, car_id: str) -> int:
    car = _car(state, car_id)
    if not movement.moving(state, car_id):
        return 0
    return max(0, movement.turns_allowed(state, car) - len(car.turns_at))


def turn_points(state: GameState, car_id: str) -> tuple[Number, ...]:
    """Where along its move the car due to move may turn (section 4): start, midway, end."""
    if not movement.moving(state, car_id):
        return ()
    car = _car(state, car_id)
    length = car.move_speed * state.setup.scale
    points = _POINTS.get(length)  # a function of the move's length alone (movement.turn_points)
    if points is None:
        if len(_POINTS) > 1024:
            _POINTS.clear()
        points = _POINTS[length] = tuple(sorted(set(movement.turn_points(state, car))))
    return points


_POINTS: Final[dict[int, tuple[Number, ...]]] = {}


def attack_problem(state: GameState, car_id: str) -> str | None:
    """Why the car may not attack now, or None when it may."""
    return combat.may_attack(state, _car(state, car_id))


def weapons_bearing(state: GameState, car_id: str, arc: str, rear60: bool = False) -> tuple[int, ...]:
    """The car's working weapons that may fire into this arc (by index in its design)."""
    car = _car(state, car_id)
    known = roster(state.setup)
    turreted = known.turreted[car_id]
    turret_bears = not (rear60 and state.setup.options.turret_rear_60)
    # combat.in_arc, read first (the cheaper question, and most weapons do not bear into a given arc)
    return tuple(i for i, weapon in enumerate(known.designs[car_id].weapons)
                 if (turret_bears if turreted[i] else weapon.mount == arc)
                 and combat.weapon_problem(known, state, car, i) is None)


def attack_odds(state: GameState, car_id: str, target_id: str, weapons: list[int], range_: Number,
                at: Number | None = None) -> odds.AttackOdds:
    """The exact damage of this attack and the chance of crossing each line the target has
    left, against the target as it is now (speed with nitro, airborne, hit points; `at`: where
    along its move the car moving is shot, in the air or not)."""
    car = _car(state, car_id)
    design = state.setup.entry(car_id).design
    target = _car(state, target_id)
    dice = 0
    for index in weapons:
        problem = combat.weapon_ready(state, car, index)
        if problem:
            raise IllegalAction(problem)
        cls = design.weapons[index].cls
        n = tables.dice_for(cls, range_, state.setup.scale)
        if n is None:
            raise IllegalAction(Phrase('{target} at {range}" is out of range of a {cls} weapon',
                                         target=state.setup.called(target_id), range=range_, cls=lower_word(cls)))
        dice += n
    speed, jumping = combat.target_speed(state, target, at)
    damage = odds.damage_distribution(dice, speed, jumping)
    weight = state.setup.entry(target_id).design.weight
    return odds.AttackOdds(dice, damage, odds.threshold_odds(damage, target.hp_left, weight))
