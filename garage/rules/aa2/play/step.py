"""One step of the game in progress: the state being built, its inputs and what happened.

Rules code reads and replaces cars through a Step; nothing is written into the previous
state, so a step that stops for an input leaves no trace and is simply run again.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Final

from garage.rules.aa2.catalogue import Equipment, load_catalogue
from garage.rules.aa2.play import reroll as rerolls
from garage.rules.aa2.play.setup import Options, Setup
from garage.rules.aa2.play.state import OK, CarState, GameState, Roster, equipment_key, roster
from garage.rules.aa2.vehicle import Design
from garage.rules.dice_expression import DiceExpression
from garage.rules.play.errors import IllegalAction
from garage.rules.play.inputs import Inputs

_Die = tuple[int, str, tuple[int, ...] | None]  # sides, what the purpose adds, faces a reroll is offered on


_PLANS: Final[dict[tuple[tuple[tuple[int, int], ...], str | None], tuple[_Die, ...]]] = {}


def _dice_plan(dice: tuple[tuple[int, int], ...], best: str | None) -> tuple[_Die, ...]:
    """Each die of an expression's dice (count, sides) in written order: its sides, what its
    purpose adds (": a d6, die 1 of 2") and the faces a reroll is offered on (None: any), the
    same for every roll of the expression (kept in a dictionary: the tables' few expressions)."""
    plan = _PLANS.get((dice, best))
    if plan is None:
        if len(_PLANS) > 256:
            _PLANS.clear()
        plan = _PLANS[(dice, best)] = _plan(dice, best)
    return plan


def _plan(dice: tuple[tuple[int, int], ...], best: str | None) -> tuple[_Die, ...]:
    total = sum(count for count, _ in dice)
    plan: list[_Die] = []
    for count, sides in dice:
        skip = None if best is None else {"low": 1, "high": sides}.get(best)
        offer_on = None if skip is None else tuple(f for f in range(1, sides + 1) if f != skip)
        for _ in range(count):
            which = f", die {len(plan) + 1} of {total}" if total > 1 else ""
            plan.append((sides, f": a d{sides}{which}", offer_on))
    return tuple(plan)


class Step:
    # slots: one is made every action, and the rules read its attributes every few lines
    __slots__ = ("_before", "cars", "events", "inputs", "options", "roster", "scale", "setup", "state")

    def __init__(self, state: GameState, inputs: Inputs):
        self.state = state
        self._before = state  # the committed state this step starts from: never written
        self.inputs = inputs
        self.cars = {car.id: car for car in state.cars}
        self.events: list[dict[str, Any]] = []
        # A game's setup never changes: read as plain attributes (the rules ask every few lines)
        setup: Setup = state.setup
        self.setup = setup
        known = roster(setup)
        self.roster: Roster = known
        self.options: Options = known.options
        self.scale: int = known.scale

    def car(self, car_id: str) -> CarState:
        try:
            return self.cars[car_id]
        except KeyError:
            raise IllegalAction(f"there is no car '{car_id}'") from None

    def design(self, car_id: str) -> Design:
        return self.roster.designs[car_id]  # Setup.entry(car_id).design

    def working_equipment(self, car_id: str) -> tuple[Equipment, ...]:
        """The car's equipment not yet lost at a threshold, as catalogue items."""
        car = self.car(car_id)
        catalogue = load_catalogue()
        return tuple(catalogue.equipment[key] for i, key in enumerate(self.design(car_id).equipment)
                     if key in catalogue.equipment and car.status(equipment_key(i)) == OK)

    def put(self, car: CarState) -> CarState:
        self.cars[car.id] = car
        return car

    def update(self, car_id: str, **changes: Any) -> CarState:
        car = self.cars[car_id].replaced(changes)
        self.cars[car_id] = car
        return car

    def game(self, **changes: Any) -> None:
        if self.state is self._before:
            self.state = self.state.replaced(changes)
        else:
            # This step's own copy, which nothing outside the step has seen (the rules never
            # keep a state across a change of it): changed in place, as `result` finishes it.
            self.state.write(changes)

    def roll(self, sides: int, purpose: str, car: str | None = None, offer_on: Iterable[int] | None = None,
             component: str | None = None, reroll: bool = True) -> int:
        """A die; when it is rolled for a car (`car`), its player may spend a reroll on it
        (section 10): on any face, or only on the faces in `offer_on` (those that go against
        the car, when the rule says which). `component` names the check equipment rerolls
        serve; `reroll=False` for the dice no reroll may touch."""
        face = self.inputs.roll(sides, purpose, car)
        if car is None or not reroll or (offer_on is not None and face not in offer_on):
            return face
        if component is None and self.car(car).rerolls_left <= 0:
            return face  # no reroll to offer (rerolls.options): most dice of most games
        # Offered at once, before the next die: so an offer's answer always follows its own
        # die in the log, and a log without it (a declined offer) is never ambiguous.
        return rerolls.offer(self, car, sides, face, purpose, component)

    def roll_expr(self, expr: DiceExpression, purpose: str, car: str | None = None, best: str | None = None) -> int:
        """A dice expression from the tables ("d6+d3", "2d6"), die by die, in written order;
        each die may be rerolled unless it shows the `best` ("low" or "high") face."""
        total = 0
        for sides, which, offer_on in _dice_plan(expr.dice, best):
            total += self.roll(sides, purpose + which, car, offer_on)
        return (total + expr.bonus) * expr.times  # DiceExpression.value: each face 1..sides (Inputs.roll)

    def decide(self, question: str, options: tuple[Any, ...], default: Any, purpose: str, car: str | None = None,
               optional: bool = False) -> Any:
        return self.inputs.decide(question, options, default, purpose, car, optional)

    def name(self, car_id: str) -> str:
        """A car as the table calls it, for the words of a request: "Purple Haze (Antihiro)"."""
        name = self.roster.names.get(car_id)  # Setup.called, worked out once a setup
        return name if name is not None else self.state.setup.called(car_id)

    def event(self, name: str, **detail: Any) -> None:
        self.events.append({"event": name, **detail})

    def result(self) -> GameState:
        found = self.cars
        order = self.state.order
        for car_id in order:  # CarState.active, read in place (every action asks)
            car = found[car_id]
            if car.out is not None or car.position is not None:
                order = tuple(c for c in order if found[c].active)
                break
        # the cars in the state's order: the dictionary's, made from them and only ever given
        # new values of the same cars (Step.put of a car of the game)
        cars = tuple(found.values())
        if len(cars) != len(self.state.cars):
            cars = tuple(found[c.id] for c in self.state.cars)
        if self.state is self._before:
            return self.state.with_cars(cars, order)
        # A copy `game` made during this step, which nothing outside the step has seen: it is
        # finished in place rather than copied once more (it is immutable from here on).
        self.state.write_cars(cars, order)
        self._before = self.state  # handed out: never written again (a later result copies it)
        return self.state
