"""Section 8: damage, thresholds, component losses, destruction and loss of control (the
rerolls its checks offer are in `reroll`).

Every hurt a car takes goes through `damage` (hit points) or `lose` (one component), with
`credit`: the car whose player is credited if this ends the car (RULINGS P9).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from garage.rules.aa2 import speed as speed_rules
from garage.rules.aa2 import tables
from garage.rules.aa2.catalogue import load_catalogue
from garage.rules.aa2.design import components
from garage.rules.aa2.play.state import DAMAGED, DEAD, DESTROYED, EJECTED, OK, LossOfControl, weapon_key
from garage.rules.aa2.play.step import Step
from garage.rules.aa2.vehicle import Design
from garage.rules.design import ComponentKey

# RULINGS P7: a scatter die's six arrows, as clock bearings from the car's facing.
SCATTER: Final = ("12 o'clock", "2 o'clock", "4 o'clock", "6 o'clock", "8 o'clock", "10 o'clock")

LOST: Final = {"engine": None, "steering": None, "brakes": DESTROYED, "fuel": DESTROYED, "driver": DEAD,
        "navigator": DEAD}


def check(step: Step, car_id: str, purpose: str, bad: tuple[int, ...], component: str | None = None) -> int:
    """A d6 that goes against the car on the `bad` faces; only then is a reroll offered
    (equipment too when `component` is the one it protects)."""
    return step.roll(6, purpose, car_id, offer_on=bad, component=component)


def eliminate(step: Step, car_id: str, why: str, credit: str | None) -> None:
    car = step.car(car_id)
    if car.out is not None:
        return
    step.update(car_id, out=why, out_at=(step.state.turn, step.state.phase))
    if credit is not None and credit != car_id:
        killer = step.car(credit)
        step.update(credit, kills=killer.kills + (car_id,))
        step.update(car_id, killed_by=credit)
    step.event("out", car=car_id, why=why, credit=credit if credit != car_id else None)


def destroy(step: Step, car_id: str, why: str, credit: str | None, driver_cause: str = "destroyed") -> None:
    """The vehicle is destroyed; its driver dies on 4-6 whatever destroyed it (section 8),
    at once and beyond rerolls on a Deathshead (section 10)."""
    car = step.car(car_id)
    if car.destroyed:
        return
    step.update(car_id, destroyed=True, fires=())
    step.event("destroyed", car=car_id, why=why)
    if car.driver_alive:
        if driver_cause == "deathshead":
            _driver_dies(step, car_id, "impaled on a Deathshead")
        else:
            killed_on = tables.driver_killed_on(driver_cause)
            if killed_on:
                face = check(step, car_id, f"driver survives the wreck (dies on {faces_text(killed_on)})",
                             killed_on, "driver")
                if face in killed_on:
                    _driver_dies(step, car_id, why)
    if step.car(car_id).status("navigator") == OK and not step.options.navigator_survives_wrecks:
        # Not ruled by the text: the navigator takes the driver's chances in a wreck (a pond
        # spares both), without rerolls, which are the driver's.
        killed_on = tables.driver_killed_on("destroyed" if driver_cause == "deathshead" else driver_cause)
        if killed_on and step.roll(6, f"navigator survives the wreck (dies on {faces_text(killed_on)})", car_id,
                                   reroll=False) in killed_on:
            step.put(step.car(car_id).with_status("navigator", DEAD))
            step.event("navigator-killed", car=car_id)
    eliminate(step, car_id, why, credit)


def faces_text(faces: tuple[int, ...]) -> str:
    """Die faces as a check's purpose names them: "5,6"."""
    return ",".join(str(f) for f in faces)


def _driver_dies(step: Step, car_id: str, why: str) -> None:
    step.put(step.car(car_id).with_status("driver", DEAD))
    step.event("driver-killed", car=car_id, why=why)


def driver_killed(step: Step, car_id: str, why: str, credit: str | None) -> None:
    """Section 8: a dead driver's car loses control and is abandoned where it ends up: out
    of the game, and the kill of whoever killed him unless the table counts only vehicles
    destroyed (option driver_kill_is_kill)."""
    _driver_dies(step, car_id, why)
    loss_of_control(step, car_id, why)
    eliminate(step, car_id, f"driver killed ({why})", credit if step.options.driver_kill_is_kill else None)


def lose(step: Step, car_id: str, key: str, credit: str | None, why: str) -> None:
    """One component lost: its effect (section 8)."""
    car = step.car(car_id)
    status = car.status(key)
    if status is None or status in (DESTROYED, DEAD, EJECTED) or car.destroyed:
        return
    kind = key.partition(":")[0]  # ComponentKey.parse(key).kind
    if kind in ("engine", "steering"):
        new = DAMAGED if status == OK else DESTROYED
    else:
        new = LOST.get(kind) or DESTROYED
    if kind == "driver":
        driver_killed(step, car_id, why, credit)
        return
    step.put(car.with_status(key, new))
    step.event("component", car=car_id, component=key, status=new, why=why)
    if kind == "engine":
        if new == DESTROYED:
            step.update(car_id, engine_destroyed_turns=0)
        held_to_max(step, car_id)
    elif kind == "fuel":
        destroy(step, car_id, "fuel tank exploded", credit)
    elif kind == "flame-tank":
        destroy(step, car_id, "flame tank exploded", credit)
    elif kind == "turret":
        # A destroyed turret takes its weapons with it, but not a Flame Tank (RULINGS D3).
        for i, turreted in enumerate(step.roster.turreted[car_id]):
            gun = weapon_key(i)
            if turreted and step.car(car_id).status(gun) == OK:
                step.put(step.car(car_id).with_status(gun, DESTROYED))
                step.event("component", car=car_id, component=gun, status=DESTROYED,
                           why="its turret was destroyed")


def held_to_max(step: Step, car_id: str) -> None:
    """Section 3 and RULINGS P2: a car faster than its engine's MAX is at that MAX at once
    (a damaged engine halves it, a destroyed one takes 4" more each game-turn)."""
    car = step.car(car_id)
    engine = car.system("engine")
    # speed.engine_max: an engine still OK leaves MAX as it is (asked of every car every turn)
    top = car.stats.max if engine == OK else speed_rules.engine_max(car.stats.max, engine, car.engine_destroyed_turns)
    if car.speed > top:
        step.update(car_id, speed=top)
        step.event("speed", car=car_id, speed=top, why=f"engine {car.status('engine')}: MAX {top}\"")


def threshold(step: Step, car_id: str, line: int, credit: str | None) -> None:
    rule = load_catalogue().thresholds[line - 1]
    step.event("threshold", car=car_id, line=line, label=rule.label)
    if rule.vehicle_destroyed:
        destroy(step, car_id, "hit points gone", credit)
        return
    protected = _protected()
    design = step.design(car_id)
    purposes = _loss_purposes(design, line)
    loss = rule.component_loss
    cars = step.cars
    # A car's components keep their order (only their statuses change): the i-th is read in place.
    for i, (key, _) in enumerate(cars[car_id].components):
        car = cars[car_id]
        if car.destroyed:
            return  # "the fate of each Component is somewhat academic"
        if car.components[i][1] in (DESTROYED, DEAD, EJECTED):
            continue
        reroll_for = key if key in protected else None
        purpose = purposes.get(key) or _loss_purpose(design, key, line)
        face = check(step, car_id, purpose, loss, reroll_for)
        if face in loss:
            lose(step, car_id, key, credit, f"threshold {line}")


def _loss_purpose(design: Design, key: str, line: int) -> str:
    """The purpose of a threshold's check of one component: "Crossbow lost on 5,6"."""
    faces = faces_text(load_catalogue().thresholds[line - 1].component_loss)
    return f"{component_titles(design).get(key) or component_title(design, key)} lost on {faces}"


# Each design's purposes of a threshold's checks, by the design's identity and the line (designs
# are immutable values; hashing one takes longer than the checks' words): a threshold names each.
_LOSS_PURPOSES: Final[dict[tuple[int, int], tuple[Design, dict[str, str]]]] = {}


def _loss_purposes(design: Design, line: int) -> dict[str, str]:
    """`_loss_purpose` of each of the design's components at this line."""
    kept = _LOSS_PURPOSES.get((id(design), line))
    if kept is None or kept[0] is not design:
        if len(_LOSS_PURPOSES) > 256:  # designs of games long over are not kept for ever
            _LOSS_PURPOSES.clear()
        kept = _LOSS_PURPOSES[(id(design), line)] = (
            design, {key: _loss_purpose(design, key, line) for key in component_titles(design)})
    return kept[1]


@lru_cache(maxsize=1)
def _protected() -> frozenset[str]:
    """The components some equipment offers its own reroll for."""
    return frozenset(item.reroll for item in load_catalogue().equipment.values() if item.reroll)


# Each design's weapon titles, by the design's identity (designs are immutable values; hashing
# one takes longer than finding its titles): an attack names each weapon in its dice's purposes.
_WEAPON_TITLES: Final[dict[int, tuple[Design, tuple[str, ...]]]] = {}


def weapon_title(design: Design, index: int) -> str:
    """A weapon as the table calls it: its name, and its mount (or its place) only when another
    weapon of the car has the same name; never its index."""
    kept = _WEAPON_TITLES.get(id(design))
    if kept is None or kept[0] is not design:
        if len(_WEAPON_TITLES) > 256:  # designs of games long over are not kept for ever
            _WEAPON_TITLES.clear()
        kept = _WEAPON_TITLES[id(design)] = (design, tuple(_weapon_title(design, i)
                                                           for i in range(len(design.weapons))))
    return kept[1][index] if 0 <= index < len(kept[1]) else _weapon_title(design, index)


def _weapon_title(design: Design, index: int) -> str:
    def title(i: int) -> str:
        weapon = design.weapons[i]
        return weapon.name or f"{weapon.cls} weapon"

    same = [i for i in range(len(design.weapons)) if title(i) == title(index)]
    if len(same) == 1:
        return title(index)
    mounts = [design.weapons[i].mount or "turret" for i in same]
    mount = mounts[same.index(index)]
    if mounts.count(mount) == 1:
        return f"{title(index)}, {mount}"
    return f"{title(index)} no. {same.index(index) + 1}"


@lru_cache(maxsize=1024)  # designs are immutable values; every threshold names each component
def component_title(design: Design, key: str) -> str:
    """A component as the record sheet names it ("Crossbow", "Oil Dropper", "Fuel Tank"), not
    by its key ("weapon:0", "dropped:1")."""
    kind, index = ComponentKey.parse(key)
    if kind == "weapon" and index is not None:
        return weapon_title(design, index)
    return sheet_labels(design).get(key, key)


@lru_cache(maxsize=64)
def component_titles(design: Design) -> dict[str, str]:
    """`component_title` of each of the design's components (a threshold names every one)."""
    return {c.key: component_title(design, c.key) for c in components(design, load_catalogue())}


@lru_cache(maxsize=64)
def sheet_labels(design: Design) -> dict[str, str]:
    """The sheet's name of each component of a design (designs are immutable values)."""
    return {c.key: c.label for c in components(design, load_catalogue())}


def _label(step: Step, car_id: str, key: str) -> str:
    return component_title(step.design(car_id), key)


def damage(step: Step, car_id: str, amount: int, credit: str | None, why: str) -> None:
    """Hit points lost, never below zero; each line crossed out is resolved in order (P5)."""
    car = step.car(car_id)
    if amount <= 0 or car.destroyed:
        return
    lost = min(car.hit_points, car.hp_lost + amount)
    step.update(car_id, hp_lost=lost)
    step.event("damage", car=car_id, hit_points=lost - car.hp_lost, why=why, left=car.hit_points - lost)
    reached = lost // car.circles_per_line
    while step.car(car_id).thresholds < reached and not step.car(car_id).destroyed:
        line = step.car(car_id).thresholds + 1
        step.update(car_id, thresholds=line)
        threshold(step, car_id, line, credit)


def loss_of_control(step: Step, car_id: str, why: str, owner: str | None = None) -> None:
    """Section 8: a scatter move at once, the distance by this turn's speed, then the car
    misses its next turn; its facing afterwards is free. `owner` dropped the Oil Slick."""
    car = step.car(car_id)
    if car.destroyed:
        return
    scatter = step.roll(6, "loss of control: scatter direction", car_id)
    expr, dice = tables.loss_of_control_dice(car.move_speed, step.scale)
    distance = step.roll_expr(expr, f"loss of control: distance {dice}", car_id)
    move = LossOfControl(step.state.turn, scatter, SCATTER[scatter - 1], car.move_speed, dice, distance, why)
    car = step.update(car_id, misses_turn=step.state.turn + 1, moved=True, loss_of_control=move,
                      loc_owner=owner if owner is not None else car.loc_owner)
    step.event("loss-of-control", car=car_id, why=why, scatter=scatter, direction=move.bearing, speed=move.speed,
               dice=move.dice, distance=distance, text=move.text, misses_turn=car.misses_turn)
    # Its move, made or not, is over: "a vehicle never reaches its end point".
    step.game(order=tuple(c for c in step.state.order if c != car_id))
