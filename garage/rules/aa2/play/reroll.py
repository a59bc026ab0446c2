"""Rerolls (section 10, RULINGS P4): after any single die a player rolls for their own car,
the player may spend a reroll on it; the second result stands, whatever is left.

Where they come from:
- the driver's allowance for this game (the Lady Navigator's tally included, P13): any die
  of the car's own, while the driver lives;
- equipment made for one component's loss (Body Armour: driver; Racing Fuel Cell: fuel;
  Armoured Engine Bay: engine; Run-flat Tyres: steering), once a game each, while the
  equipment itself survives, and only on that component's own check.

The offer is a decision ("reroll", default "none") asked right after the die, and only when
a reroll is left; a log that holds no answer for an offer declined it (docs/play-log.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from garage.rules.aa2.play.state import OK, equipment_key

if TYPE_CHECKING:
    from garage.rules.aa2.play.step import Step

QUESTION: Final = "reroll"
DECLINE: Final = "none"


def options(step: Step, car_id: str, component: str | None = None) -> tuple[str, ...]:
    """What this car may spend on this die now: equipment for `component`'s check, then the
    driver's allowance."""
    car = step.car(car_id)
    if car.destroyed and component != "driver":
        return ()  # only the driver's life is still at stake in a wreck
    found: list[str] = []
    if component is not None:
        # the design's equipment whose reroll is for this component (Roster.protectors), in order
        for i, key in step.roster.protectors[car_id].get(component, ()):
            # RULINGS P32: a repeated item counts once, so it offers one reroll a game.
            if (key not in car.equipment_rerolls_used and car.status(equipment_key(i)) == OK
                    and f"equipment:{key}" not in found):
                found.append(f"equipment:{key}")
    if car.rerolls_left > 0 and car.driver_alive:
        found.append("driver")
    return tuple(found)


def offer(step: Step, car_id: str, sides: int, face: int, purpose: str, component: str | None = None) -> int:
    """The die's result after the player's choice: `face`, or the second roll."""
    available = options(step, car_id, component)
    if not available:
        return face
    car = step.car(car_id)
    if "driver" in available:
        who = step.roster.entries[car_id].driver or "The driver"
        offer_words = f"{who} may spend a reroll ({car.rerolls_left} left) on the {face}"
    else:
        offer_words = f"A reroll may be spent on the {face}"
    choice = step.decide(QUESTION, (DECLINE,) + available, DECLINE, f"{offer_words}: {purpose}", car_id,
                         optional=True)
    if choice == DECLINE:
        return face
    car = step.car(car_id)
    if choice == "driver":
        step.update(car_id, rerolls_left=car.rerolls_left - 1)
    else:
        step.update(car_id, equipment_rerolls_used=car.equipment_rerolls_used + (choice.split(":", 1)[1],))
    # never a reroll of a reroll
    second = step.roll(sides, f"the reroll of the {face}: {purpose}", car_id, reroll=False)
    step.event("reroll", car=car_id, used=choice, first=face, second=second, purpose=purpose)
    return second
