"""A rule set defined in the tests, to prove the seams: Toy Cars, where a car carries up to
two guns, and the one scenario is a joust of two cars that ram until one rolls 5 or 6.

It uses nothing of garage/rules/aa2/: only what general code hands every rule set."""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, ClassVar

from garage.rules import rulesets
from garage.rules.design import Component, Vehicle
from garage.rules.game_result import Entry, GameResult, day
from garage.rules.limits import LimitedReader
from garage.rules.play.action import Action
from garage.rules.play.errors import IllegalAction, SetupError
from garage.rules.play.inputs import Inputs
from garage.rules.report import ERROR, CapacityItem, CapacityReport, Problem, Report
from garage.rules.ruleset import RuleSet
from garage.rules.scenario import Award, Experience, Scenario
from garage.rules.vehicles import VehicleFileError


@dataclass(frozen=True, slots=True)
class ToyCar:
    """A toy car: its own type, as every rule set's car is (no weight class or stat line)."""

    name: str
    size: str = "small"  # its class (the file's "weight")
    guns: tuple[str, ...] = ()
    notes: str = ""
    ruleset: str = "toy"


def own(design: Vehicle) -> ToyCar:
    if not isinstance(design, ToyCar):
        raise TypeError(f"'{design.name}' is not a toy car")
    return design


class Catalogue:
    sizes = MappingProxyType({"small": "Small"})
    guns = 2


@dataclass(frozen=True)
class Joust(Scenario):
    key = "joust"


@dataclass(frozen=True, slots=True)
class ToySetup:
    ruleset: ClassVar[str] = "toy"
    cars: tuple[tuple[str, str, ToyCar], ...]  # (car id, driver, design)
    played_on: str
    scenario: str = "joust"

    def as_dict(self) -> dict[str, Any]:
        return {"scenario": self.scenario, "played_on": self.played_on,
                "cars": [{"id": i, "driver": d, "design": TOY.design_to_dict(design)} for i, d, design in self.cars]}


@dataclass(frozen=True, slots=True)
class ToyState:
    setup: ToySetup
    out: tuple[str, ...] = ()
    rams: int = 0
    swerving: tuple[str, ...] = ()  # cars a ram knocks out on a 6 only, until they are rammed

    @property
    def over(self) -> bool:
        return bool(self.out)


class _Reader(LimitedReader):
    error = VehicleFileError


class ToyCars(RuleSet):
    key = "toy"
    name = "Toy Cars"
    format_prefix = "toy-cars"

    catalogue = Catalogue()
    tables = MappingProxyType({"ram_wins_on": (5, 6)})
    experience = Experience(MappingProxyType({"joust": Joust("Joust", (Award("survived", "survived", 1),))}))

    def design_from_dict(self, data: Any, source: str) -> ToyCar:
        r = _Reader(source)
        r.format_version(data, self.vehicle_format, 1, "a toy car")
        guns = [r.line(g, f"guns[{i}]") for i, g in enumerate(r.items(data.get("guns", []), "guns"))]
        return ToyCar(name=r.expect(data.get("name"), str, "name"),
                      size=r.choice(data.get("weight"), tuple(self.catalogue.sizes), "weight"),
                      guns=tuple(guns), ruleset=self.key)

    def design_to_dict(self, design: Vehicle) -> dict[str, Any]:
        car = own(design)
        return {"format": self.vehicle_format, "version": 1, "name": car.name, "weight": car.size,
                "guns": list(car.guns)}

    def new_design(self, name: str) -> ToyCar:
        return ToyCar(name=name, ruleset=self.key)

    @property
    def vehicle_classes(self) -> MappingProxyType[str, str]:
        return self.catalogue.sizes

    def vehicle_class(self, design: Vehicle) -> str:
        return own(design).size

    def components(self, design: Vehicle) -> tuple[Component, ...]:
        return tuple(Component(f"gun:{i}", gun, "Destroyed", "first") for i, gun in enumerate(own(design).guns))

    def validate(self, design: Vehicle, *, race: bool = False, options: frozenset[str] | None = None) -> Report:
        items = tuple(CapacityItem(gun, 1, f"weapons/{i}") for i, gun in enumerate(own(design).guns))
        capacity = CapacityReport(len(items), self.catalogue.guns, items)
        problems = (Problem(ERROR, "too-many-guns", "A toy car carries two guns at most.", "weapons"),) \
            if capacity.over else ()
        return Report(design.name, not problems, capacity, 3, problems)

    def setup_from_dict(self, data: Any) -> ToySetup:
        try:
            cars = tuple((c["id"], c["driver"], self.design_from_dict(c["design"], "design")) for c in data["cars"])
            setup = ToySetup(cars=cars, played_on=data["played_on"], scenario=data["scenario"])
        except (KeyError, TypeError, VehicleFileError) as exc:
            raise SetupError(f"setup: {exc}") from None
        self.check_setup(setup)
        return setup

    def check_setup(self, setup: ToySetup) -> None:
        if len(setup.cars) != 2 or setup.scenario not in self.experience.scenarios:
            raise SetupError("cars: a joust is two cars")

    # Its two actions, declared once for the play screen's forms and the engine's parser.

    def action_specs(self) -> tuple[rulesets.ActionSpec, ...]:
        car = rulesets.Field("car", "car", label="Car")
        return (rulesets.ActionSpec("ram", "the car rams the other; 5 or 6 knocks it out (a swerving one, 6)",
                                    (rulesets.Field("car", "car", label="Rammer"),), "&Ram"),
                rulesets.ActionSpec("swerve", "the car swerves: the next ram against it needs a 6", (car,),
                                    "&Swerve"))

    def start(self, setup: ToySetup, inputs: Inputs) -> tuple[ToyState, list[dict]]:
        return ToyState(setup), []

    def apply(self, state: ToyState, action: Action, inputs: Inputs) -> tuple[ToyState, list[dict]]:
        values = action.values
        if state.over:
            raise IllegalAction("the joust is over")
        ids = [c[0] for c in state.setup.cars]
        if values["car"] not in ids:
            raise IllegalAction(f"there is no car '{values['car']}'")
        if action.name == "swerve":
            return replace(state, swerving=(*state.swerving, values["car"])), [{"event": "swerve",
                                                                                 "car": values["car"]}]
        other = next(i for i in ids if i != values["car"])
        face = inputs.roll(6, f"{values['car']} rams {other}", values["car"])
        hit = face == 6 if other in state.swerving else face in self.tables["ram_wins_on"]
        state = replace(state, rams=state.rams + 1, out=(other,) if hit else (),
                        swerving=tuple(c for c in state.swerving if c != other))
        return state, [{"event": "ram", "car": values["car"], "face": face, "out": hit}]

    def game_result(self, state: ToyState) -> GameResult | None:
        if not state.over:
            return None
        loser = state.out[0]
        entries = tuple(Entry(driver=driver, vehicle=design.name, survived=car != loser,
                              kills=() if car == loser else (next(d for c, d, _ in state.setup.cars if c == loser),))
                        for car, driver, design in state.setup.cars)
        return GameResult(scenario=state.setup.scenario, played_on=day(state.setup.played_on), entries=entries,
                          ruleset=self.key)

    def turn(self, state: ToyState) -> int:
        return state.rams + 1

    def status_dict(self, state: ToyState) -> dict[str, Any]:
        data = super().status_dict(state)
        for car in data["cars"]:
            if car["car"] in state.out:
                car["out"], car["destroyed"] = "rammed off the table", True
            car["card"] = [[("guns: ", ""), (", ".join(car_guns(state, car["car"])) or "none", "strong")]]
            if car["car"] in state.swerving:
                car["card"].append([("swerving", "warning")])
        if state.over:
            data["winner"] = next(c for c, _, _ in state.setup.cars if c not in state.out)
        return data


def car_guns(state: ToyState, car: str) -> list[str]:
    return [gun for c, _, design in state.setup.cars if c == car for gun in design.guns]


TOY = ToyCars()
