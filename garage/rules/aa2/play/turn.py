"""The game-turn (section 3): plotting, the start-of-turn rolls, the movement order, the end
of the turn with its fires, section 10's environment and events, and the end of the game.
The turn sequence lives here; the moves are `movement`'s, the attacks and fires `combat`'s."""

from __future__ import annotations

from garage.rules.aa2 import tables
from garage.rules.aa2.catalogue import load_catalogue
from garage.rules.aa2.play import defences, movement
from garage.rules.aa2.play.combat import roll_fires
from garage.rules.aa2.play.damage import check, damage, driver_killed, eliminate, faces_text, held_to_max, lose
from garage.rules.aa2.play.movement import active, stalled
from garage.rules.aa2.play.state import DAMAGED, DEAD, DESTROYED, EJECTED, OK, CarState
from garage.rules.aa2.play.statuses import FIRE, MOVE, OVER, PLOT
from garage.rules.aa2.play.step import Step
from garage.rules.dice_expression import DiceExpression
from garage.rules.phrase import Phrase
from garage.rules.play.errors import IllegalAction


def plot(step: Step, car_id: str, speed: int, nitro: int = 0, reverse: bool = False,
         clock: int | None = None) -> None:
    """A speed written down; once every car has, the turn moves on to its moves."""
    movement.plot(step, car_id, speed, nitro, reverse, clock)
    begin_movement_if_ready(step)


def begin_movement_if_ready(step: Step) -> None:
    """Once every car has plotted: the start-of-turn rolls, then the movement order."""
    waiting = [c for c in step.cars.values() if c.active and c.plotted is None and not stalled(step.state, c)]
    if waiting or step.state.phase != PLOT:
        return
    for car in step.cars.values():
        if car.active and stalled(step.state, car):
            step.update(car.id, plotted=0, nitro=0, moved=True)
    if step.options.secret_plotting:  # every speed is written down: shown together
        step.event("speeds-revealed", speeds=[
            {"car": c.id, "speed": c.plotted, "nitro": c.nitro, "reverse": c.reverse}
            for c in step.cars.values() if c.active and c.plotted is not None and not stalled(step.state, c)])
    start_of_turn_rolls(step)
    movers = [movement.start_move_in_air(step, c) for c in step.cars.values()
              if c.active and not stalled(step.state, c)]
    if step.options.classic_turning:
        for car in movers:  # appendix IV: the plotted rotation, made as the move starts
            if car.clock not in (None, tables.straight_ahead()):
                step.event("turn", car=car.id, at=0, clock=car.clock)
    order = movement.movement_order(step, movers)
    step.game(phase=MOVE, order=tuple(order))
    step.event("movement-order", order=list(order))
    if not order:
        step.game(phase=FIRE)


def start_of_turn_rolls(step: Step) -> None:
    """Smokescreens clear on a 6 (section 9); environmental conditions are rolled after the
    speeds are plotted (section 3, step 2)."""
    for template in step.state.templates:  # the table's faces read only when there is a smokescreen
        if (template.kind == "smoke"
                and step.roll(6, f"smokescreen {template.id} clears on 6") in tables.smoke_removed_on()):
            step.game(templates=tuple(t for t in step.state.templates if t.id != template.id))
            step.event("smoke-cleared", template=template.id)
    conditions = step.options.environment
    if "acid_storm" in conditions:
        rule = tables.environment("acid_storm")
        if step.roll(6, "acid storm") in rule["storm_on"]:
            step.event("acid-storm")
            for car in list(step.cars.values()):
                hit_on = tuple(rule["hit_on"])
                if car.active and check(step, car.id, f"acid storm hits on {faces_text(hit_on)}", hit_on) in hit_on:
                    # RULINGS P30: anything not yet lost, a damaged engine or steering too.
                    intact = [k for k, s in step.car(car.id).components if s in (OK, DAMAGED)]
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
            gone = rule["extinguishes"]
            for car in step.cars.values():
                if car.fires and "fires" in gone:
                    step.update(car.id, fires=())
            step.game(templates=tuple(t for t in step.state.templates if t.kind not in gone))


def next_turn(step: Step, car: CarState) -> CarState:
    """The car as the next game-turn starts it: last plot as its speed (halved after a ram, 0
    after a lost turn), this turn's movement forgotten."""
    speed = car.plotted if car.plotted is not None else car.speed
    if stalled(step.state, car):
        speed = 0  # the stalled engine restarts from a standstill
    elif car.half_speed_next:
        speed = tables.stopped_next_speed(speed, step.options.ram_half_speed_rounds_up)
    return car.turned(
        speed, airborne=car.airborne_left > 0,
        free_facing=stalled(step.state, car),  # only for the move after the lost turn
        engine_destroyed_turns=car.engine_destroyed_turns + (car.status("engine") == DESTROYED))


def end_turn(step: Step) -> None:
    if step.state.phase != FIRE:
        raise IllegalAction(Phrase("the turn ends after every car has moved"))
    roll_fires(step)
    turn = step.state.turn
    for car in list(step.cars.values()):
        car = step.car(car.id)
        if car.out is not None and car.out_at is not None and car.out_at[0] < turn:
            continue
        step.put(next_turn(step, car))
        held_to_max(step, car.id)
    defences.new_turn(step)
    step.game(turn=turn + 1, phase=PLOT, order=(), last_cloudburst=step.state.cloudburst)
    step.event("turn", turn=turn + 1)
    if not check_over(step):
        begin_movement_if_ready(step)  # a turn in which every car is stalled plots nothing


def check_over(step: Step) -> bool:
    """Deathmatch: the last car left; team games (a team race too) and ambushes: one side left; races: no car
    still racing (or, in a Banger race, one)."""
    phase = step.state.phase
    if phase == OVER:
        return True
    if phase == FIRE:
        return False  # the attacks after movement are simultaneous: the turn ends first
    # CarState.active, read in place (every action asks)
    live = [c for c in step.cars.values() if c.out is None and c.position is None]
    known = step.roster
    ids = tuple(c.id for c in live)
    over = known.over.get(ids)
    if over is None:  # the scenario's answer is a function of the setup and the cars left: asked once
        over = known.over[ids] = known.rules.over(step.setup, live)
    if over:
        finish(step, called=False)
    return over


def finish(step: Step, called: bool) -> None:
    """Game over. In a Banger race the cars still rolling are placed by laps (section 10);
    the players' order breaks ties, as the engine cannot see who is furthest round."""
    if step.setup.scenario_rules.placed_at_end(step.setup):
        live = sorted((c for c in step.cars.values() if c.active), key=lambda c: -c.laps)
        for car in live:
            step.game(finished=step.state.finished + 1)
            step.update(car.id, position=step.state.finished)
    step.game(phase=OVER, order=())
    step.event("game-over", called=called)


def end_game(step: Step) -> None:
    """The players stop (a time limit, a banger race called)."""
    if step.state.phase == OVER:
        raise IllegalAction(Phrase("the game is already over"))
    finish(step, called=True)


def lap(step: Step, car_id: str) -> None:
    if not step.setup.is_race:
        raise IllegalAction(Phrase("laps are counted in races"))
    car = active(step, car_id)
    car = step.update(car_id, laps=car.laps + 1)
    step.event("lap", car=car_id, laps=car.laps)
    if not step.setup.scenario_rules.placed_at_end(step.setup) and car.laps >= step.setup.race_laps:
        place = step.state.finished + 1
        step.game(finished=place)
        step.update(car_id, position=place)
        step.event("finished", car=car_id, position=place)
        step.game(order=tuple(c for c in step.state.order if c != car_id))


def pickup(step: Step, car_id: str, token: str) -> None:
    if not step.options.swords_shields_deathsheads:
        raise IllegalAction(Phrase("Swords and Shields need the swords, shields and deathsheads option"))
    if token not in ("sword", "shield"):
        raise IllegalAction("a token is a sword or a shield")
    active(step, car_id)
    step.update(car_id, **{token: True})
    step.event("pickup", car=car_id, token=token)


def eject(step: Step, car_id: str) -> None:
    car = active(step, car_id)
    if car.status("navigator") != OK:
        raise IllegalAction(Phrase("{car} has no Lady Navigator aboard", car=step.name(car_id)))
    if not any(item.ejects_navigator for item in step.working_equipment(car_id)):
        seats = [item.name for item in load_catalogue().equipment.values() if item.ejects_navigator]
        raise IllegalAction(Phrase("{car} has no working {seats}", car=step.name(car_id), seats=" or ".join(seats)))
    fate = DEAD if step.options.indoors else EJECTED
    step.put(car.with_status("navigator", fate))
    step.event("eject", car=car_id, navigator=fate)


def artillery(step: Step, car_id: str, hit: str) -> None:
    if "artillery" not in step.options.environment:
        raise IllegalAction(Phrase("artillery needs that environmental condition"))
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
        raise IllegalAction(Phrase("radiation needs that environmental condition"))
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
