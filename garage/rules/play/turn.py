"""The game-turn around the moves and attacks (section 3), section 10's scenarios and
environment, and the end of the game."""

from __future__ import annotations

from dataclasses import replace

from garage.rules import tables
from garage.rules.dice_expression import DiceExpression
from garage.rules.play import defences
from garage.rules.play.combat import roll_fires
from garage.rules.play.damage import check, damage, driver_killed, eliminate, lose
from garage.rules.play.movement import active, begin_movement_if_ready, stalled
from garage.rules.play.state import DEAD, OK, CarState
from garage.rules.play.step import IllegalAction, Step


def start_of_turn_rolls(step: Step) -> None:
    """Smokescreens clear on a 6 (section 9); environmental conditions are rolled after the
    speeds are plotted (section 3, step 2)."""
    removed_on = tables.smoke_removed_on()
    for template in step.state.templates:
        if template.kind == "smoke" and step.roll(6, f"smokescreen {template.id} clears on 6") in removed_on:
            step.game(templates=tuple(t for t in step.state.templates if t.id != template.id))
            step.event("smoke-cleared", template=template.id)
    conditions = step.options.environment
    if "acid_storm" in conditions:
        rule = tables.environment("acid_storm")
        if step.roll(6, "acid storm") in rule["storm_on"]:
            step.event("acid-storm")
            for car in list(step.cars.values()):
                hit_on = tuple(rule["hit_on"])
                if car.active and check(step, car.id, "acid storm hits on 5,6", hit_on) in hit_on:
                    intact = [k for k, s in step.car(car.id).components if s == OK]
                    key = intact[step.roll(len(intact), "acid storm: which system", car.id) - 1]
                    lose(step, car.id, key, None, "acid storm")
    if "night" in conditions:
        rule = tables.environment("night")
        score = step.roll(6, "night stages") + (rule["carry_over"] if step.state.dark else 0)
        step.game(dark=score >= rule["dark_on_at_least"])
        step.event("night", dark=step.state.dark)
    if "cloudburst" in conditions:
        rule = tables.environment("cloudburst")
        score = step.roll(6, "cloudburst") + (rule["carry_over"] if step.state.cloudburst else 0)
        burst = score >= rule["burst_on_at_least"]
        step.game(cloudburst=burst)
        step.event("cloudburst", cloudburst=burst)
        if burst:
            for car in step.cars.values():
                if car.fires:
                    step.update(car.id, fires=())
            step.game(templates=tuple(t for t in step.state.templates if t.kind != "napalm"))


def next_turn(step: Step, car: CarState) -> CarState:
    """The car as the next game-turn starts it: last plot as its speed (halved after a ram, 0
    after a lost turn), this turn's movement forgotten."""
    speed = car.plotted if car.plotted is not None else car.speed
    if stalled(step, car):
        speed = 0  # the stalled engine restarts from a standstill
    elif car.half_speed_next:
        speed = -(-speed // 2) if step.options.ram_half_speed_rounds_up else speed // 2
    return replace(
        car, speed=speed, plotted=None, nitro=0, moved=False, attacked=False,
        turns_at=(), half_speed_next=False, loc_owner=None, air_from=0, air_to=0,
        airborne=car.airborne_left > 0,
        free_facing=stalled(step, car),  # only for the move after the lost turn
        engine_destroyed_turns=car.engine_destroyed_turns + (car.status("engine") == "destroyed"),
    )


def end_turn(step: Step) -> None:
    if step.state.phase != "fire":
        raise IllegalAction("the turn ends after every car has moved")
    roll_fires(step)
    turn = step.state.turn
    for car in list(step.cars.values()):
        car = step.car(car.id)
        if car.out is not None and car.out_at is not None and car.out_at[0] < turn:
            continue
        step.put(next_turn(step, car))
    defences.new_turn(step)
    step.game(turn=turn + 1, phase="plot", order=(), last_cloudburst=step.state.cloudburst)
    step.event("turn", turn=turn + 1)
    if not check_over(step):
        begin_movement_if_ready(step)  # a turn in which every car is stalled plots nothing


def sides(step: Step) -> set:
    live = [c for c in step.cars.values() if c.active]
    if step.setup.scenario in ("team", "badlands-ambush"):
        return {step.setup.entry(c.id).team for c in live}
    return {c.id for c in live}


def check_over(step: Step) -> bool:
    """Deathmatch: the last car left; team games and ambushes: one side left; races: no car
    still racing (or, in a Banger race, one)."""
    if step.state.phase == "over":
        return True
    if step.state.phase == "fire":
        return False  # the attacks after movement are simultaneous: the turn ends first
    live = [c for c in step.cars.values() if c.active]
    if step.setup.is_race:
        over = not live or (step.setup.variant == "banger" and len(live) <= 1)
    else:
        over = len(sides(step)) <= 1
    if over:
        finish(step, called=False)
    return over


def finish(step: Step, called: bool) -> None:
    """Game over. In a Banger race the cars still rolling are placed by laps (section 10);
    the players' order breaks ties, as the engine cannot see who is furthest round."""
    if step.setup.variant == "banger":
        live = sorted((c for c in step.cars.values() if c.active), key=lambda c: -c.laps)
        for car in live:
            step.game(finished=step.state.finished + 1)
            step.update(car.id, position=step.state.finished)
    step.game(phase="over", order=())
    step.event("game-over", called=called)


def end_game(step: Step) -> None:
    """The players stop (a time limit, a banger race called)."""
    if step.state.phase == "over":
        raise IllegalAction("the game is already over")
    finish(step, called=True)


def lap(step: Step, car_id: str) -> None:
    if not step.setup.is_race:
        raise IllegalAction("laps are counted in races")
    car = active(step, car_id)
    car = step.update(car_id, laps=car.laps + 1)
    step.event("lap", car=car_id, laps=car.laps)
    if step.setup.variant != "banger" and car.laps >= step.setup.laps:
        place = step.state.finished + 1
        step.game(finished=place)
        step.update(car_id, position=place)
        step.event("finished", car=car_id, position=place)
        if step.state.mover == car_id:
            step.game(order=step.state.order[1:])


def pickup(step: Step, car_id: str, token: str) -> None:
    if not step.options.swords_shields_deathsheads:
        raise IllegalAction("Swords and Shields need the swords, shields and deathsheads option")
    if token not in ("sword", "shield"):
        raise IllegalAction("a token is a sword or a shield")
    active(step, car_id)
    step.update(car_id, **{token: True})
    step.event("pickup", car=car_id, token=token)


def eject(step: Step, car_id: str) -> None:
    car = active(step, car_id)
    if car.status("navigator") != OK:
        raise IllegalAction(f"{car_id} has no Lady Navigator aboard")
    design = step.design(car_id)
    if not any(k == "ejector-seat" and car.status(f"equipment:{i}") == OK for i, k in enumerate(design.equipment)):
        raise IllegalAction(f"{car_id} has no working Ejector Seat")
    fate = DEAD if step.options.indoors else "ejected"
    step.put(car.with_status("navigator", fate))
    step.event("eject", car=car_id, navigator=fate)


def artillery(step: Step, car_id: str, hit: str) -> None:
    if "artillery" not in step.options.environment:
        raise IllegalAction("artillery needs that environmental condition")
    active(step, car_id)
    rule = tables.environment("artillery")
    exprs = {"ranging": rule["ranging_shot"], "direct": rule["barrage_direct"],
             **{f"within {d}": e for d, e in rule["barrage"]}}
    if hit not in exprs:
        raise IllegalAction(f"artillery hit must be one of {', '.join(exprs)}")
    expr = DiceExpression.parse(exprs[hit])
    damage(step, car_id, step.roll_expr(expr, f"artillery {hit} {expr}", car_id, best="low"), None, "artillery")


def radiation(step: Step, car_id: str) -> None:
    if "radiation" not in step.options.environment:
        raise IllegalAction("radiation needs that environmental condition")
    car = active(step, car_id)
    car = step.update(car_id, radiation=car.radiation + 1)
    face = check(step, car_id, f"radiation exposure {car.radiation}: dies under it",
                 tuple(range(1, car.radiation)))
    step.event("radiation", car=car_id, exposure=car.radiation, face=face)
    if face < car.radiation:
        driver_killed(step, car_id, "radiation", None)


def leave_table(step: Step, car_id: str) -> None:
    active(step, car_id)
    eliminate(step, car_id, "left the table", None)
