"""Section 7: one attack per car per turn with any or all of its weapons, and fires.

The players judge line of sight and measure the range; they say which arc the target is in
(and whether it is in the rear 60 degrees, for the turret option). The engine checks each
weapon may fire into that arc and reach that range, rolls its dice and applies the damage.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from garage.rules.aa2 import tables
from garage.rules.aa2.catalogue import FACES, load_catalogue
from garage.rules.aa2.play import defences
from garage.rules.aa2.play.damage import check, damage, weapon_title
from garage.rules.aa2.play.movement import stalled
from garage.rules.aa2.play.state import OK, CarState, GameState, Roster, roster, weapon_key
from garage.rules.aa2.play.statuses import FIRE, MOVE
from garage.rules.aa2.play.step import Step
from garage.rules.aa2.play.words import PHASE_NAMES, lower_word
from garage.rules.dice_expression import DiceExpression
from garage.rules.phrase import Phrase
from garage.rules.play.action import Number
from garage.rules.play.errors import IllegalAction


def may_attack(state: GameState, car: CarState) -> str | None:
    """Why the car may not attack now, or None."""
    car_id = car.id
    if state.phase not in (MOVE, FIRE):
        return Phrase("attacks happen during movement or after it, not in the {phase} phase",
                      phase=PHASE_NAMES.get(state.phase, state.phase))
    if car.attacked:
        return _said(_ATTACKED, car_id)
    hold = classic_hold_fire(state)
    if hold:
        return hold
    if armed(state, car_id) is not None:
        return None  # simultaneous: whatever has hit it since, it fires
    if not car.active:
        return _said(_OUT, car_id)
    if not car.driver_alive:
        return Phrase("{car}'s driver is dead", car=car_id)
    if stalled(state, car):
        return _said(_STALLED, car_id)
    known = roster(state.setup)
    if car.laps < known.truce_laps:
        return Phrase("One Lap Truce: no firing before completing a lap")
    if known.swords and not car.sword:
        return Phrase("{car} has not run over a Sword yet", car=car_id)
    return None


# The answers the random player and the screens get most often, made once for each car or
# weapon (a Phrase is an immutable value): most questions of a turn's attacks come after a car's
# attack. By (which answer, whose), in a dictionary (an lru_cache is a generic call from C).
_SAID: Final[dict[tuple[int, str], str]] = {}
_ATTACKED: Final = 0
_OUT: Final = 1
_STALLED: Final = 2
_DESTROYED: Final = 3


def _said(which: int, name: str) -> str:
    key = (which, name)
    said = _SAID.get(key)
    if said is None:
        if len(_SAID) > 1024:  # the cars and weapons of games long over are not kept for ever
            _SAID.clear()
        if which == _ATTACKED:
            said = Phrase("{car} has already attacked this turn", car=name)
        elif which == _OUT:
            said = Phrase("{car} is out of the game", car=name)
        elif which == _STALLED:
            said = Phrase("{car} lost control and misses this turn", car=name)
        else:
            said = Phrase("{weapon} is destroyed", weapon=name)
        _SAID[key] = said
    return said


def classic_hold_fire(state: GameState) -> str | None:
    """Appendix IV: "All shooting is simultaneous after all vehicles have been moved"."""
    if state.phase == MOVE and roster(state.setup).classic_turning:
        return Phrase("classic rules: all shooting comes after every car has moved")
    return None


def armed(state: GameState, car_id: str) -> tuple[int, ...] | None:
    """In the simultaneous attacks, the weapons the car had when they began; else None."""
    if state.phase == FIRE and state.armed_turn == state.turn:
        for armed_id, weapons in state.armed:  # a car or four: no dict built to find one
            if armed_id == car_id:
                return weapons
    return None


def after_movement(step: Step) -> None:
    """Section 7: "After the slowest vehicle has completed it's move, any vehicle that has not
    attacked may do so. These attacks will be simultaneous": each car fires what it had at
    that moment, even if it is destroyed or its driver killed before its turn to roll."""
    state = step.state
    phase = state.phase
    if phase == MOVE:
        cars = step.cars
        for car_id in state.order:  # CarState.active, read in place (every action asks)
            car = cars[car_id]
            if car.out is None and car.position is None:
                break
        else:
            step.game(phase=FIRE, order=())  # the last car still to move went out of the game
            state = step.state
            phase = state.phase
    if phase != FIRE or state.armed_turn == state.turn:
        return
    ready: list[tuple[str, tuple[int, ...]]] = []
    known = step.roster
    for car_id, car in step.cars.items():  # nothing changes while they are read: state and cars read once
        if may_attack(state, car) is None:
            # weapon_ready(state, car, i) is None, for a state not yet armed: the weapon and,
            # for a turret weapon, the turret still OK
            turreted = known.turreted[car_id]
            turret_ok = car.status("turret") == OK
            ready.append((car_id, tuple([i for i in range(len(turreted))
                                         if car.status(weapon_key(i)) == OK and (turret_ok or not turreted[i])])))
    step.game(armed=tuple(ready), armed_turn=state.turn)


def weapon_ready(state: GameState, car: CarState, index: int) -> str | None:
    return weapon_problem(roster(state.setup), state, car, index)


def weapon_problem(known: Roster, state: GameState, car: CarState, index: int) -> str | None:
    """`weapon_ready`, with the setup's Roster in hand (asked of every weapon of a car)."""
    design = known.designs[car.id]
    if not 0 <= index < len(design.weapons):
        return Phrase("{car} has no weapon {index}", car=car.id, index=index)
    if index in (armed(state, car.id) or ()):
        return None
    if car.status(weapon_key(index)) != OK:
        return _said(_DESTROYED, weapon_title(design, index))
    if known.turreted[car.id][index] and car.status("turret") != OK:
        return Phrase("the turret is destroyed")
    return None


def in_arc(state: GameState, car_id: str, index: int, arc: str, rear60: bool) -> bool:
    known = roster(state.setup)
    if known.turreted[car_id][index]:
        return not (rear60 and state.setup.options.turret_rear_60)
    return known.designs[car_id].weapons[index].mount == arc


def target_speed(state: GameState, target: CarState, at: Number | None = None) -> tuple[int, bool]:
    """The speed a shot is rolled against: plotted plus nitro, whether or not the target has
    moved yet; 0 for a car stalled or out; and whether it is in the air (section 6): still
    flying, or, shot `at` a point of its move, between take-off and landing there."""
    speed = target.move_speed if target.active and not stalled(state, target) else 0
    in_flight = at is not None and target.air_from < at < target.air_to
    return speed, target.airborne or in_flight


def attack(step: Step, car_id: str, target_id: str, weapons: list[int], range_: Number, arc: str,
           rear60: bool = False, at: Number | None = None) -> None:
    why = may_attack(step.state, step.car(car_id))
    if why:
        raise IllegalAction(why)
    if target_id == car_id:
        raise IllegalAction(Phrase("a car cannot attack itself"))
    if at is not None and step.state.mover != target_id:
        raise IllegalAction(Phrase("'at' places the target along its move: {car} is not the car moving",
                                   car=step.name(target_id)))
    at_defence = target_id in step.roster.defences  # Setup.defence(target_id) is not None
    if at_defence:
        problem = defences.target_problem(step, target_id)
        if problem:
            raise IllegalAction(problem)
    elif step.car(target_id).destroyed:
        raise IllegalAction(Phrase("{car} is already destroyed", car=step.name(target_id)))
    if arc not in FACES:
        raise IllegalAction(f"arc must be one of {', '.join(FACES)}")
    if not weapons or len(set(weapons)) != len(weapons):
        raise IllegalAction(Phrase("an attack names each weapon that fires once"))
    design = step.design(car_id)
    dice = {}
    for index in weapons:
        problem = weapon_problem(step.roster, step.state, step.car(car_id), index)
        if problem:
            raise IllegalAction(problem)
        if not in_arc(step.state, car_id, index, arc, rear60):
            raise IllegalAction(Phrase("{weapon} cannot fire into the {arc} rear 60 degrees", arc=lower_word(arc),
                                       weapon=weapon_title(design, index)) if rear60 else
                                Phrase("{weapon} cannot fire into the {arc} arc", arc=lower_word(arc),
                                       weapon=weapon_title(design, index)))
        dice[index] = dice_at_range(step, design.weapons[index].cls, target_id, range_)
    check_cloudburst(step, range_)
    step.update(car_id, attacked=True)
    if not sees_in_the_dark(step, range_, car_id):
        step.event("attack", car=car_id, target=target_id, fired=False, why="darkness")
        return
    # A fixed defence never moves: the 0" row (section 7).
    speed, jumping = (0, False) if at_defence else target_speed(step.state, step.car(target_id), at)
    total = 0
    fires = 0
    rolls = {}
    for index in weapons:
        weapon = design.weapons[index]
        rolls[index], dealt = roll_to_hit(step, car_id, weapon_title(design, index), dice[index],
                                          speed, jumping)
        total += dealt
        if weapon.cls == "flamethrower" and dealt > 0:
            fires += 1  # RULINGS P6: each damaging flamethrower hit starts a fire
    step.event("attack", car=car_id, target=target_id, fired=True, dice={str(k): v for k, v in rolls.items()},
               target_speed=speed, jumping=jumping, hit_points=total)
    if at_defence:
        defences.hit(step, target_id, total)  # not a vehicle: no thresholds, nothing to burn
        return
    damage(step, target_id, total, car_id, f"attack by {car_id}")
    if fires and not step.car(target_id).destroyed:
        step.update(target_id, fires=step.car(target_id).fires + (car_id,) * fires)
        step.event("fire", car=target_id, owner=car_id, count=fires, why="flamethrower")


def defence_attack(step: Step, defence_id: str, target_id: str, range_: Number, at: Number | None = None) -> None:
    """A fixed defence fires (module `defences`): a gun of the scenario, nobody's dice."""
    rule = step.setup.defence(defence_id)
    if rule is None:
        raise IllegalAction(f"there is no fixed defence '{defence_id}'")
    if step.state.phase not in (MOVE, FIRE):
        raise IllegalAction(Phrase("attacks happen during movement or after it, not in the {phase} phase",
                                   phase=PHASE_NAMES.get(step.state.phase, step.state.phase)))
    if defences.silenced(step, defence_id):
        raise IllegalAction(Phrase("{defence} has been silenced", defence=defence_id))
    if defences.state(step, defence_id).attacked:
        raise IllegalAction(Phrase("{defence} has already fired this turn", defence=defence_id))
    if classic_hold_fire(step.state):
        raise IllegalAction(classic_hold_fire(step.state))
    target = step.car(target_id)
    if not target.active or target.destroyed:
        raise IllegalAction(Phrase("{car} is out of the game", car=step.name(target_id)))
    if at is not None and step.state.mover != target_id:
        raise IllegalAction(Phrase("'at' places the target along its move: {car} is not the car moving",
                                   car=step.name(target_id)))
    n = dice_at_range(step, rule.cls, target_id, range_)
    check_cloudburst(step, range_)
    defences.fired(step, defence_id)
    if not sees_in_the_dark(step, range_):
        step.event("attack", defence=defence_id, target=target_id, fired=False, why="darkness")
        return
    speed, jumping = target_speed(step.state, step.car(target_id), at)
    faces, dealt = roll_to_hit(step, None, f"{defence_id} ({rule.name or rule.cls + ' gun'})", n, speed, jumping)
    step.event("attack", defence=defence_id, target=target_id, fired=True, dice={defence_id: faces},
               target_speed=speed, jumping=jumping, hit_points=dealt)
    damage(step, target_id, dealt, None, f"fixed defence {defence_id}")


def dice_at_range(step: Step, cls: str, target_id: str, range_: Number) -> int:
    n = tables.dice_for(cls, range_, step.scale)
    if n is None:
        raise IllegalAction(Phrase('{target} at {range}" is out of range of a {cls} weapon ({most}")',
                                   target=step.name(target_id), range=range_, cls=lower_word(cls),
                                   most=tables.max_range(cls, step.scale)))
    return n


def check_cloudburst(step: Step, range_: Number) -> None:
    if step.state.cloudburst:
        limit = tables.environment("cloudburst")["max_range"] * step.scale
        if range_ > limit:
            raise IllegalAction(Phrase('in a cloudburst the maximum range is {limit}"', limit=limit))


def sees_in_the_dark(step: Step, range_: Number, car_id: str | None = None) -> bool:
    """Night stages: when the 3d6 (the firing car's own dice) come under the range, the
    firing does not happen, yet counts as the attack."""
    if not step.state.dark:
        return True
    expr = DiceExpression.parse(tables.environment("night")["sight"])
    seen = step.roll_expr(expr, f"darkness: firing fails when {expr} is under the range", car_id, best="high")
    return seen * step.scale >= range_


def roll_to_hit(step: Step, car_id: str | None, label: str, n: int, speed: int, jumping: bool) -> tuple[list[int], int]:
    """n dice against the target numbers of this speed; the faces and the hit points dealt.
    The shooter's player may reroll any die that did not deal the most (section 10)."""
    table, worse = _to_hit(speed, jumping)
    faces = [step.roll(6, f"{label} to hit, die {d + 1}", car_id, worse) for d in range(n)]
    return faces, sum(table.get(face, 0) for face in faces)


_TO_HIT: Final[dict[tuple[int, bool], tuple[Mapping[int, int], tuple[int, ...]]]] = {}


def _to_hit(speed: int, jumping: bool) -> tuple[Mapping[int, int], tuple[int, ...]]:
    """The to-hit row of this speed, and its faces that deal less than the most (a reroll is
    offered on those): the same for every die of every attack on a target at this speed."""
    found = _TO_HIT.get((speed, jumping))
    if found is None:
        table = tables.hit_table(speed, jumping)
        best = max(table.values(), default=0)
        if len(_TO_HIT) > 256:
            _TO_HIT.clear()
        found = _TO_HIT[(speed, jumping)] = (table, tuple(face for face in range(1, 7) if table.get(face, 0) < best))
    return found


def extinguisher(step: Step, car_id: str) -> bool:
    """A working Fire Extinguisher, or a Lady Navigator aboard (section 10)."""
    if any(item.extinguisher for item in step.working_equipment(car_id)):
        return True
    return load_catalogue().navigator_extinguisher and step.car(car_id).status("navigator") == OK


def roll_fires(step: Step) -> None:
    """End of turn: each fire rolled separately (RULINGS P6)."""
    for car_id in list(step.cars):
        car = step.car(car_id)
        if not car.fires or car.destroyed:
            continue
        table = tables.fire_table(extinguisher(step, car_id))
        burning = []
        for owner in car.fires:
            if step.car(car_id).destroyed:
                break
            burns = tuple(table.damage)
            face = check(step, car_id, f"fire (burns on {','.join(map(str, burns))})", burns)
            hurt = table.damage.get(face, 0)
            step.event("fire-roll", car=car_id, face=face, hit_points=hurt, out=hurt == 0)
            if hurt:
                burning.append(owner)
                damage(step, car_id, hurt, owner, "fire")
        if not step.car(car_id).destroyed:
            step.update(car_id, fires=tuple(burning))
