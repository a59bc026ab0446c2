"""The crash tables played: each vehicle's control state carried from phase to phase and turn
to turn on the shared event log, so undo and replay come with it (docs/car-wars-crash-tables.md).

A turn has five phases. A car that loses control gets its crash result at once (speed lost,
tyre damage, the penalty on aimed fire for the rest of the turn) and what the result leaves it
in: a skid forced on its next move, a spinout (90 degrees and 1" each phase it moves), a roll
(1" and a quarter roll each phase it moves, 1d to the side it lands on). Spinning and rolling
cars slow 20 mph at each turn's end and stop at 0; the penalties end with the turn.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import Any, ClassVar

from garage.resources import resource
from garage.rules.car_wars.crash import Crash, describe, inches, listed, resolve
from garage.rules.car_wars.odds import MODIFIER_LIMIT
from garage.rules.car_wars.tables import crash_tables, worst
from garage.rules.car_wars.vehicle import KEY, CarWarsVehicle, own, vehicle_rules
from garage.rules.design import Vehicle
from garage.rules.game_result import day
from garage.rules.limits import NAME, line_problem
from garage.rules.phrase import Phrase, Word
from garage.rules.play.action import Action
from garage.rules.play.errors import IllegalAction, SetupError
from garage.rules.play.inputs import Inputs
from garage.rules.rulesets import ActionSpec, Field
from garage.rules.scenario import Experience, Scenario, read_experience
from garage.rules.status import named
from garage.rules.vehicles import VehicleFileError

IN_CONTROL, SPINOUT, ROLLING, WRECKED = "in control", "spinout", "rolling", "wrecked"
RECOVERY = ("made", "missed")
FACINGS = ("forwards", "sideways", "backwards", "sideways")  # quarter turns from the direction of travel
# A facing and a control state in words.
FACING_WORDS = {"forwards": Phrase("forwards"), "sideways": Phrase("sideways"), "backwards": Phrase("backwards")}
CONTROL_WORDS = {IN_CONTROL: Phrase("in control"), SPINOUT: Phrase("spinout"), ROLLING: Phrase("rolling"),
                 WRECKED: Phrase("wrecked")}

# Every action, declared once: the play screen's forms and the engine's parser read these.
CAR = Field("car", "car", label=Phrase("Car"))
SPECS = (
    ActionSpec("lose_control", Phrase("The car loses control: 2d6 plus the modifier on Crash Table 1 or 2, and the "
                                      "result applied"), (
                   CAR, Field("table", "choice", label=Phrase("Table"),
                              choices=((1, Phrase("Crash Table 1 (skids and rolls)")),
                                       (2, Phrase("Crash Table 2 (fishtails)")))),
                   # bounded by the card's modifier_range, from -50: a spin box starting at the card's 0
                   Field("modifier", "int", required=False, bounded_by="modifier_range", label=Phrase("Modifier"),
                         minimum=-MODIFIER_LIMIT, maximum=MODIFIER_LIMIT)), Phrase("&Lose control")),
    ActionSpec("move", Phrase("The car moves in this phase: its forced skid, a spinout's quarter turn or a roll's "
                              "quarter roll"), (CAR,), Phrase("&Move")),
    ActionSpec("recover", Phrase("A spinning car's driver rolls for control at HC -6 (on the players' Control "
                                 "Table): made or missed"), (CAR,), Phrase("&Recover")),
    ActionSpec("jump_out", Phrase("The occupants of a rolling car jump out (line 15: at any time, or they stay inside "
                                  "and hope that no damage reaches the interior); the car rolls on without them"),
               (CAR,), Phrase("&Jump out")),
    ActionSpec("set_speed", Phrase("The car's speed changes (accelerating or braking as the Movement Chart allows)"),
               (CAR, Field("speed", "int", unit=" mph", bounded_by="speed_range", label=Phrase("Speed"))),
               Phrase("Set &speed")),
    ActionSpec("next_phase", Phrase("The phase ends; after phase 5 the turn ends: spinning and rolling cars slow 20 "
                                    "mph, the aimed-fire penalties end"), (), Phrase("&Next phase")),
    ActionSpec("end", Phrase("The players stop: the game is over."), (), Phrase("&End the game"), ends_game=True),
    ActionSpec("correct", Phrase("The table and the app disagree and the players agree: set the car's speed (a speed "
                                 "left out is 0), or put it back in control; nothing is rolled"), (
                   CAR, Field("what", "choice", label=Phrase("Correct"),
                              choices=(("speed", Phrase("speed")), ("in_control", Phrase("back in control")))),
                   Field("value", "int", required=False, unit=" mph", label=Phrase("To"), minimum=0)),
               Phrase("&Correct...")),
)


@dataclass(frozen=True)
class CrashTablesScenario(Scenario):
    key = "crash-tables"


@cache
def experience(folder: Path | None = None) -> Experience:
    folder = folder or resource("rules", "car_wars")
    with (folder / "campaign.toml").open("rb") as fh:
        return read_experience(tomllib.load(fh), (CrashTablesScenario,), f"{folder}/campaign.toml")


@dataclass(frozen=True, slots=True)
class SetupCar:
    id: str
    driver: str
    design: Vehicle  # a CarWarsVehicle once check_setup has passed
    speed: int = 0

    @property
    def vehicle(self) -> CarWarsVehicle:
        return own(self.design)


@dataclass(frozen=True, slots=True)
class CrashSetup:
    ruleset: ClassVar[str] = KEY
    cars: tuple[SetupCar, ...]
    played_on: str
    scenario: str = CrashTablesScenario.key

    def as_dict(self) -> dict[str, Any]:
        return {"scenario": self.scenario, "played_on": self.played_on,
                "cars": [{"id": c.id, "driver": c.driver, "speed": c.speed,
                          "design": c.vehicle.as_dict()} for c in self.cars]}


@dataclass(frozen=True, slots=True)
class Car:
    id: str
    driver: str
    vehicle: CarWarsVehicle
    speed: int
    tyre_damage: tuple[int, ...]  # points taken, in the body's tyre order
    side_damage: tuple[int, ...]  # points taken, in vehicle_rules().sides order
    control: str = IN_CONTROL
    next_skid: str | None = None  # a Crash Table 1 key, on the next move
    spin: str | None = None  # left | right
    facing: int = 0  # quarter turns spun, from the direction of travel
    roll_sides: tuple[str, ...] = ()  # the sides a rolling car lands on, in turn, from `rolls`
    rolls: int = 0
    resting: str = "bottom"  # the side it is on
    burning: bool = False
    penalty: str | None = None  # the asterisks for the rest of this turn
    must_slow: bool = False  # facing backwards above its reverse top speed: 5 mph a turn
    braked: int = 0  # mph slowed this turn by set_speed while it must slow (line 14: at least 5 a turn)
    t_stop: bool = False  # recovered sideways: an immediate T-stop
    occupant_damage: int = 0
    occupants_out: bool = False  # they jumped out while it rolled (line 15)
    moved: bool = False  # in this phase

    def tyres_left(self) -> tuple[str, ...]:
        return tuple(t for t, d in zip(self.vehicle.tyres, self.tyre_damage) if d < self.vehicle.tyre_points)

    def damage_tyre(self, tyre: str, points: int) -> Car:
        tyres = self.vehicle.tyres
        return replace(self, tyre_damage=tuple(d + points if t == tyre else d
                                               for t, d in zip(tyres, self.tyre_damage)))

    def damage_side(self, side: str, points: int) -> Car:
        sides = vehicle_rules().sides
        return replace(self, side_damage=tuple(d + points if s == side else d
                                               for s, d in zip(sides, self.side_damage)))

    @property
    def called(self) -> str:
        """The car as the table calls it, "Sand Shark (Ann)"."""
        return named(self.vehicle.name, self.driver, self.id)

    @property
    def drivable(self) -> bool:
        body = vehicle_rules().bodies[self.vehicle.body]
        return body.drivable_after_roll and self.resting == "bottom" and \
            len(self.tyres_left()) >= body.min_tyres_to_drive


@dataclass(frozen=True, slots=True)
class CrashState:
    setup: CrashSetup
    cars: tuple[Car, ...]
    turn: int = 1
    phase: int = 1
    over: bool = False

    def car(self, car_id: Any) -> Car:
        for car in self.cars:
            if car.id == car_id:
                return car
        raise IllegalAction(Phrase("car: there is no car '{car}' (cars: {cars})", car=car_id,
                                   cars=", ".join(c.id for c in self.cars)))

    def with_car(self, car: Car) -> CrashState:
        return replace(self, cars=tuple(car if c.id == car.id else c for c in self.cars))


# --- setup ------------------------------------------------------------------------------------

_SETUP_KEYS = ("scenario", "played_on", "options", "cars")
_CAR_KEYS = ("id", "driver", "speed", "design")


def _known(data: dict[str, Any], keys: tuple[str, ...], where: str) -> None:
    """A field the setup does not have is refused, not ignored: a typo'd "sped" would start the car at 0."""
    for key in data:
        if key not in keys:
            known = f" (known: {', '.join(keys)})" if keys else ""
            raise SetupError(f"{where}{key}: unknown field{known}")


def setup_from_dict(data: Any) -> CrashSetup:
    from garage.rules.car_wars.vehicle import design_from_dict

    if not isinstance(data, dict):
        raise SetupError("setup: must be an object")
    _known(data, _SETUP_KEYS, "")
    played_on = data.get("played_on")
    if not isinstance(played_on, str):
        raise SetupError("played_on: must be a date as text (YYYY-MM-DD)")
    try:
        day(played_on)
    except ValueError as exc:
        raise SetupError(f"played_on: {exc}") from None
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise SetupError("options: must be an object")
    _known(options, (), "options.")  # the crash tables have no optional rules
    raw_cars = data.get("cars")
    if not isinstance(raw_cars, list):
        raise SetupError("cars: must be a list")
    cars = []
    for i, raw in enumerate(raw_cars):
        if not isinstance(raw, dict):
            raise SetupError(f"cars[{i}]: must be an object")
        _known(raw, _CAR_KEYS, f"cars[{i}].")
        car_id, driver, speed = raw.get("id"), raw.get("driver", ""), raw.get("speed", 0)
        if not isinstance(car_id, str) or not car_id or line_problem(car_id, NAME):
            raise SetupError(f"cars[{i}].id: must be a one-line name")
        if not isinstance(driver, str) or (driver and line_problem(driver, NAME)):
            raise SetupError(f"cars[{i}].driver: must be a one-line name, or empty")
        if not isinstance(speed, int) or isinstance(speed, bool):
            raise SetupError(f"cars[{i}].speed: must be a whole number of mph")
        try:
            design = design_from_dict(raw.get("design"), f"cars[{i}].design")
        except VehicleFileError as exc:
            raise SetupError(str(exc)) from None
        cars.append(SetupCar(car_id, driver, design, speed))
    setup = CrashSetup(cars=tuple(cars), played_on=played_on, scenario=str(data.get("scenario", "")))
    check_setup(setup)
    return setup


def check_setup(setup: CrashSetup) -> None:
    if setup.scenario not in experience().scenarios:
        raise SetupError(f"scenario: must be {', '.join(experience().scenarios)}, not '{setup.scenario}'")
    if not setup.cars:
        raise SetupError("cars: a game needs at least one car")
    ids = [c.id for c in setup.cars]
    if len(set(ids)) != len(ids):
        raise SetupError("cars: every car needs its own id")
    drivers = [c.driver for c in setup.cars]
    for i, driver in enumerate(drivers):
        if driver and driver in drivers[:i]:  # one person, one car; an empty driver is nobody in particular
            raise SetupError(f"cars[{i}].driver: '{driver}' is already cars[{drivers.index(driver)}]'s driver")
    for i, car in enumerate(setup.cars):
        if car.design.ruleset != KEY or not isinstance(car.design, CarWarsVehicle):
            raise SetupError(f"cars[{i}].design: a {car.design.ruleset} car, not a Car Wars crash-tables one")
        _check_speed(car.vehicle, car.speed, f"cars[{i}].speed", SetupError)


def _check_speed(vehicle: CarWarsVehicle, speed: int, field: str, error: type[Exception]) -> None:
    step = vehicle_rules().speed_step
    if not 0 <= speed <= vehicle.top_speed or speed % step:
        raise error(Phrase("{field}: must be 0 to {top} mph ({car}'s top speed) in steps of {step}, not {speed}",
                           field=field, top=vehicle.top_speed, car=vehicle.name, step=step, speed=speed))


def start(setup: CrashSetup, inputs: Inputs) -> tuple[CrashState, list[dict[str, Any]]]:
    sides = vehicle_rules().sides
    cars = tuple(Car(c.id, c.driver, c.vehicle, c.speed, tyre_damage=(0,) * len(c.vehicle.tyres),
                     side_damage=(0,) * len(sides)) for c in setup.cars)
    return CrashState(setup, cars), []


# --- actions ------------------------------------------------------------------------------------

def apply(state: CrashState, action: Action, inputs: Inputs) -> tuple[CrashState, list[dict[str, Any]]]:
    if state.over:
        raise IllegalAction(Phrase("the game is over"))
    name = action.name
    if name == "next_phase":
        return next_phase(state)
    if name == "end":
        return replace(state, over=True), [{"event": "end", "turn": state.turn, "phase": state.phase}]
    car = state.car(action.text("car"))
    if car.control == WRECKED:
        raise IllegalAction(Phrase("{car} is wrecked: it is out of play", car=car.called))
    if name == "lose_control":
        return lose_control(state, car, action.whole("table"), action.whole("modifier"), inputs)
    if name == "move":
        return move(state, car, inputs)
    if name == "recover":
        return recover(state, car, inputs)
    if name == "jump_out":
        return jump_out(state, car)
    if name == "correct":
        return correct(state, car, action.text("what"), action)
    return set_speed(state, car, action.whole("speed"))


def correct(state: CrashState, car: Car, what: str, action: Action) -> tuple[CrashState, list[dict[str, Any]]]:
    """A correction the players agree on: the speed the table has (in or out of control), or a
    car back in control that the app has spinning or rolling; nothing is rolled."""
    name = named(car.vehicle.name, car.driver, car.id)
    if what == "in_control":
        if "value" in action:
            raise IllegalAction(Phrase("value: not with what 'in_control' (only a speed takes one)"))
        if car.control == IN_CONTROL:
            raise IllegalAction(Phrase("control: {car} is in control already", car=name))
        after = replace(car, control=IN_CONTROL, spin=None, facing=0, roll_sides=(), rolls=0, next_skid=None,
                        t_stop=False, must_slow=False)
        return state.with_car(after), [{"event": "correction", "car": car.id, "what": what, "was": car.control,
                                        "now": IN_CONTROL}]
    speed = action.whole("value")
    _check_speed(car.vehicle, speed, "value", IllegalAction)
    return state.with_car(replace(car, speed=speed)), [
        {"event": "correction", "car": car.id, "what": what, "was": car.speed, "now": speed}]


def lose_control(state: CrashState, car: Car, table: int, modifier: int,
                 inputs: Inputs) -> tuple[CrashState, list[dict[str, Any]]]:
    if car.control != IN_CONTROL:
        raise IllegalAction(Phrase("{car} is not in control ({control}): it cannot lose control again", car=car.called,
                                   control=CONTROL_WORDS.get(car.control) or car.control))
    crash = resolve(table, modifier, inputs, tyres=car.vehicle.tyres, car=car.id, speed=car.speed)
    after = crashed(car, crash)
    event = {"event": "crash", "car": car.id, **crash.as_dict(), "do": crash.instructions(cite=False)}
    return state.with_car(after), [event]


def crashed(car: Car, crash: Crash) -> Car:
    """The car after a crash result: its damage, speed and what it is left doing."""
    for step in crash.steps:
        row = step.row
        car = replace(car, speed=max(0, car.speed - row.speed_lost))
        for tyre in car.vehicle.tyres:
            car = car.damage_tyre(tyre, row.tyre_damage)
        for tyre, points in step.tyre_damage:
            car = car.damage_tyre(tyre, points)
        if row.next_move:
            car = replace(car, next_skid=row.next_move)
        if step.spin:
            car = replace(car, control=SPINOUT, spin=step.spin, facing=0)
        if step.vault:
            for tyre, points in step.vault.tyre_damage:
                car = car.damage_tyre(tyre, points)
            car = replace(car, resting=step.vault.landing, occupant_damage=car.occupant_damage + row.occupant_damage)
        if step.roll_sides:
            car = replace(car, control=ROLLING, roll_sides=step.roll_sides, rolls=0, next_skid=None)
        if step.burning:
            car = replace(car, burning=True)
    penalty = crash.penalty.key if car.penalty is None else worst([car.penalty, crash.penalty.key])
    return replace(car, penalty=penalty)


def move(state: CrashState, car: Car, inputs: Inputs) -> tuple[CrashState, list[dict[str, Any]]]:
    if car.moved:
        raise IllegalAction(Phrase("{car} has moved in this phase already", car=car.called))
    if car.speed == 0:
        raise IllegalAction(Phrase("{car} is not moving (0 mph)", car=car.called))
    t = crash_tables()
    event: dict[str, Any] = {"event": "move", "car": car.id}
    do: list[str] = []
    if car.control == SPINOUT:
        facing = (car.facing + 1) % 4
        roll = t.row(1, "spinout")
        do.append(Phrase("Rotate it {degrees} degrees {side} and move it {inches} in the direction it was "
                         "travelling: it now faces {facing}.", degrees=roll.spin_degrees, side=Word(str(car.spin)),
                         inches=inches(roll.move_per_phase or 1), facing=FACING_WORDS[FACINGS[facing]]))
        car = replace(car, facing=facing)
        event.update(spin=car.spin, facing=FACINGS[facing])
    elif car.control == ROLLING:
        side = car.roll_sides[car.rolls % len(car.roll_sides)]
        roll = t.row(1, "roll")
        damage: dict[str, int] = {}
        if side == "bottom" and car.tyres_left():
            for tyre in car.tyres_left():
                damage[tyre] = sum(inputs.roll(6, Phrase("the roll onto its bottom: damage to the {tyre} tyre",
                                                         tyre=Word(tyre)), car.id)
                                   for _ in range(roll.side_dice))
                car = car.damage_tyre(tyre, damage[tyre])
        else:
            damage[side] = sum(inputs.roll(6, Phrase("the roll onto its {side}: damage to that side",
                                                     side=Word(side)), car.id)
                               for _ in range(roll.side_dice))
            car = car.damage_side(side, damage[side])
        taken = (Phrase("the {side} side takes {damage} damage", side=Word(side), damage=damage[side])
                 if side in damage else
                 Phrase("the tyres take {damage}", damage=listed(Phrase("{tyre} {points}", tyre=Word(k), points=v)
                                                                 for k, v in damage.items())))
        if side in damage:  # line 15: "hope that no damage reaches the interior"
            armour = dict(car.vehicle.armour)[side]
            total = dict(zip(vehicle_rules().sides, car.side_damage))[side]
            past = max(0, total - armour) - max(0, total - damage[side] - armour)
            if past:
                event["interior"] = past
                said = dict(taken=taken, n=past, side=Word(side), armour=armour)
                taken = (Phrase("{taken}; %n point(s) reach the interior (the {side} armour, {armour}, is gone) with "
                                "nobody inside: they jumped out", **said) if car.occupants_out else
                         Phrase("{taken}; %n point(s) reach the interior (the {side} armour, {armour}, is gone) with "
                                "the occupants inside", **said))
        do.append(Phrase("Move it {inches} in the direction it was travelling and roll it a quarter onto its {side}: "
                         "{taken}.", inches=inches(roll.move_per_phase or 1), side=Word(side), taken=taken))
        car = replace(car, rolls=car.rolls + 1, resting=side)
        event.update(side=side, damage=damage)
    else:
        if car.next_skid:
            row = t.row(1, car.next_skid)
            do.extend(describe_forced(row.key))
            car = replace(car, speed=max(0, car.speed - row.speed_lost), next_skid=None)
            for tyre in car.vehicle.tyres:
                car = car.damage_tyre(tyre, row.tyre_damage)
            event["skid"] = row.key
        if car.t_stop:
            do.append(Phrase("It must perform an immediate T-stop (it may end it by turning into the skid)."))
            car = replace(car, t_stop=False)
        if not do:
            do.append(Phrase("It moves as usual."))
    event["do"] = do
    return state.with_car(replace(car, moved=True)), [event]


def describe_forced(key: str) -> list[str]:
    t = crash_tables()
    row = t.row(1, key)
    lines: list[str] = [Phrase("Forced {lower} ({where}):", lower=row.name.lower(), result=row.name, where=row.where)]
    from garage.rules.car_wars.crash import Step

    lines += describe(Step(row, (), 0), t)
    return lines


def recover(state: CrashState, car: Car, inputs: Inputs) -> tuple[CrashState, list[dict[str, Any]]]:
    if car.control != SPINOUT:
        raise IllegalAction(Phrase("{car} is not in a spinout", car=car.called))
    target = car.vehicle.hc + crash_tables().recovery_hc_modifier
    made = inputs.decide(Phrase("Control roll at HC {hc}: made or missed?", hc=f"{target:+d}"), RECOVERY, "missed",
                         Phrase("the control roll at HC {hc}", hc=f"{target:+d}"), car.id) == "made"
    event: dict[str, Any] = {"event": "recover", "car": car.id, "hc": target, "made": made}
    if not made:
        event["do"] = [Phrase("Missed: the spinout goes on.")]
        return state, [event]
    facing = FACINGS[car.facing]
    after = replace(car, control=IN_CONTROL, spin=None, facing=0)
    if facing == "sideways":
        after = replace(after, t_stop=True)
        do = Phrase("Control regained facing sideways: it must perform an immediate T-stop.")
    elif facing == "backwards" and car.speed > car.vehicle.reverse_top_speed:
        after = replace(after, must_slow=True)
        do = Phrase("Control regained facing backwards above its reverse top speed ({reverse} mph): it slows at least "
                    "{mph} mph a turn until under it.", reverse=car.vehicle.reverse_top_speed,
                    mph=crash_tables().backwards_slowdown)
    else:
        do = Phrase("Control regained facing {facing}: movement goes on as usual.",
                    facing=FACING_WORDS.get(facing) or facing)
    event.update(facing=facing, do=[do])
    return state.with_car(after), [event]


def jump_out(state: CrashState, car: Car) -> tuple[CrashState, list[dict[str, Any]]]:
    if car.control != ROLLING:
        raise IllegalAction(Phrase("{car} is not rolling ({control}): its occupants jump out of a rolling car "
                                   "(line 15)", car=car.called, control=CONTROL_WORDS.get(car.control) or car.control))
    if car.occupants_out:
        raise IllegalAction(Phrase("{car}: its occupants have jumped out already", car=car.called))
    event = {"event": "jump_out", "car": car.id,
             "do": [Phrase("Put them beside the car; it rolls on without them.")]}
    return state.with_car(replace(car, occupants_out=True)), [event]


def set_speed(state: CrashState, car: Car, speed: int) -> tuple[CrashState, list[dict[str, Any]]]:
    if car.control != IN_CONTROL:
        raise IllegalAction(Phrase("{car} is not in control ({control}): the crash sets its speed", car=car.called,
                                   control=CONTROL_WORDS.get(car.control) or car.control))
    _check_speed(car.vehicle, speed, "speed", IllegalAction)
    if car.must_slow and speed >= car.speed:
        raise IllegalAction(Phrase("{car} faces backwards above its reverse top speed ({reverse} mph): it must slow, "
                                   "below {mph} mph (line 14)", car=car.called,
                                   reverse=car.vehicle.reverse_top_speed, mph=car.speed))
    event = {"event": "speed", "car": car.id, "from": car.speed, "to": speed}
    if car.must_slow:
        car = replace(car, braked=car.braked + car.speed - speed, must_slow=speed > car.vehicle.reverse_top_speed)
    return state.with_car(replace(car, speed=speed)), [event]


def next_phase(state: CrashState) -> tuple[CrashState, list[dict[str, Any]]]:
    t = crash_tables()
    cars = tuple(replace(c, moved=False) for c in state.cars)
    if state.phase < t.phases_per_turn:
        return replace(state, cars=cars, phase=state.phase + 1), [
            {"event": "phase", "turn": state.turn, "phase": state.phase + 1}]
    slowdown = {SPINOUT: t.row(1, "spinout").slowdown_per_turn, ROLLING: t.row(1, "roll").slowdown_per_turn}
    changes: dict[str, str] = {}
    after = []
    for car in cars:
        car = replace(car, penalty=None)
        if car.control in (SPINOUT, ROLLING):
            car = replace(car, speed=max(0, car.speed - slowdown[car.control]))  # lines 14, 15
            changes[car.id] = Phrase("slows to {mph} mph", mph=car.speed)
            if car.speed == 0 and car.control == SPINOUT:
                car = replace(car, control=IN_CONTROL, spin=None, facing=0)
                changes[car.id] = Phrase("stops spinning")
            elif car.speed == 0:
                car = replace(car, control=IN_CONTROL if car.drivable else WRECKED)
                changes[car.id] = (Phrase("stops rolling: it may be driven on") if car.drivable
                                   else Phrase("stops rolling: it cannot be driven"))
        elif car.must_slow and car.braked < t.backwards_slowdown:
            car = replace(car, speed=max(0, car.speed - (t.backwards_slowdown - car.braked)))
            car = replace(car, must_slow=car.speed > car.vehicle.reverse_top_speed)
            changes[car.id] = Phrase("slows to {mph} mph (backwards)", mph=car.speed)
        after.append(replace(car, braked=0))
    return replace(state, cars=tuple(after), turn=state.turn + 1, phase=1), [
        {"event": "turn", "turn": state.turn + 1, "phase": 1, "changes": changes}]
