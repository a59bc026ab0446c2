"""A correction the players agree on at the table: the table and the app disagree (the car did
take that hit, the fire did go out), and the table wins. One action sets one thing to what the
table says, as a value: hit points left (the lines crossed follow; no component is rolled for,
the table corrects components one by one), the current speed, the fires burning, the driver's
rerolls left, or a component's state. Nothing else happens: no dice, no rule runs."""

from __future__ import annotations

from garage.rules.aa2.play.damage import component_title
from garage.rules.aa2.play.state import DAMAGED, DESTROYED, OK
from garage.rules.aa2.play.step import Step
from garage.rules.design import ComponentKey
from garage.rules.phrase import Phrase
from garage.rules.play.errors import IllegalAction

# what -> its words (the form's choice and the log's)
WHATS = {"hit_points": "hit points left", "speed": "speed", "fires": "fires burning",
         "rerolls": "driver's rerolls left", "component": "a component"}
STATUSES = (OK, DAMAGED, DESTROYED)
_TWO_STEPS = ("engine", "steering")  # damaged first, destroyed on a second loss (section 8)
_NOT_HERE = ("driver", "navigator")  # their fate takes the car or the navigator out: played, not set


def correct(step: Step, car_id: str, what: str, value: int = 0, component: str | None = None,
            status: str | None = None) -> None:
    car = step.car(car_id)
    name = step.name(car_id)
    if not car.active:
        raise IllegalAction(Phrase("car: {car} is out of the game", car=name))
    if what != "component":
        for field, given in (("component", component), ("status", status)):
            if given is not None:
                raise IllegalAction(f"{field}: only with what 'component', not '{what}'")
    if what == "hit_points":
        if not 1 <= value <= car.hit_points:
            raise IllegalAction(Phrase("value: hit points left are from 1 to {most}, not {value} "
                                       "(a car with none left is destroyed: play the hit)", most=car.hit_points,
                                       value=value))
        lost = car.hit_points - value
        step.update(car_id, hp_lost=lost, thresholds=lost // car.circles_per_line)
        was = car.hp_left
    elif what == "speed":
        step.update(car_id, speed=value)
        was = car.speed
    elif what == "fires":
        fires = car.fires[:value] + (None,) * max(0, value - len(car.fires))  # who lit a new one: unknown
        step.update(car_id, fires=fires)
        was = len(car.fires)
    elif what == "rerolls":
        step.update(car_id, rerolls_left=value)
        was = car.rerolls_left
    else:
        _component(step, car_id, value, component, status)
        return
    step.event("correction", car=car_id, what=what, was=was, now=value)


def _component(step: Step, car_id: str, value: int, component: str | None, status: str | None) -> None:
    car = step.car(car_id)
    if value:
        raise IllegalAction(Phrase("value: not with what 'component' (its status says it)"))
    if component is None:
        raise IllegalAction(Phrase("component: is missing (a correction of a component needs it)"))
    if status is None:
        raise IllegalAction(Phrase("status: is missing (a correction of a component needs it)"))
    was = car.status(component)
    if was is None:
        raise IllegalAction(Phrase("component: {car} has no component '{component}'", car=step.name(car_id),
                                   component=component))
    kind = ComponentKey.parse(component).kind
    if kind in _NOT_HERE:
        raise IllegalAction(f"component: the {kind}'s fate is played (a hit, a wreck, an eject), not corrected")
    title = component_title(step.design(car_id), component)
    if status not in STATUSES or (status == DAMAGED and kind not in _TWO_STEPS):
        can = ", ".join(s for s in STATUSES if s != DAMAGED or kind in _TWO_STEPS)
        raise IllegalAction(f"status: {title} can be {can}, not {status}")
    step.put(car.with_status(component, status))
    if kind == "engine" and status != DESTROYED:
        step.update(car_id, engine_destroyed_turns=0)
    step.event("correction", car=car_id, what="component", component=component, was=was, now=status)
