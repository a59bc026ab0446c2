"""A Car Wars vehicle as the crash tables see it, and its `.car.json` file
(format "car-wars-crash/vehicle", docs/car-wars-crash-tables.md).

`CarWarsVehicle` is the rule set's car (a `garage.rules.design.Vehicle`): general code stores,
lists and exports it like any car through the rule set; its body is its class.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from garage.resources import resource
from garage.rules.design import Vehicle
from garage.rules.limits import NAME, NOTES, LimitedReader
from garage.rules.phrase import Word
from garage.rules.vehicles import VehicleFileError

KEY = "car_wars"
FORMAT_PREFIX = "car-wars-crash"
FORMAT = f"{FORMAT_PREFIX}/vehicle"
VERSION = 1
_KEYS = ("format", "version", "name", "body", "hc", "top_speed", "reverse_top_speed", "tyre_points", "armour",
         "notes")


@dataclass(frozen=True, slots=True)
class Body:
    key: str
    name: str
    tyres: tuple[str, ...]
    drivable_after_roll: bool
    min_tyres_to_drive: int


@dataclass(frozen=True, slots=True)
class Range:
    min: int
    max: int


@dataclass(frozen=True, slots=True)
class VehicleRules:
    sides: tuple[str, ...]
    hc: Range
    speed: Range
    speed_step: int
    tyre_points: Range
    armour: Range
    bodies: Mapping[str, Body]
    new: Mapping[str, Any]  # the car New Car adds

    def new_vehicle(self, name: str) -> CarWarsVehicle:
        n = self.new
        return CarWarsVehicle(name=name, body=str(n["body"]), hc=int(n["hc"]), top_speed=int(n["top_speed"]),
                              reverse_top_speed=int(n["reverse_top_speed"]), tyre_points=int(n["tyre_points"]),
                              armour=tuple((side, int(n["armour"])) for side in self.sides))


@cache
def vehicle_rules(folder: Path | None = None) -> VehicleRules:
    with open((folder or resource("rules", "car_wars")) / "vehicles.toml", "rb") as fh:
        raw = tomllib.load(fh)

    def rng(key: str) -> Range:
        return Range(int(raw[key]["min"]), int(raw[key]["max"]))

    bodies = {key: Body(key=key, name=Word(str(b["name"])), tyres=tuple(Word(str(t)) for t in b["tyres"]),
                        drivable_after_roll=bool(b["drivable_after_roll"]),
                        min_tyres_to_drive=int(b["min_tyres_to_drive"]))
              for key, b in raw["bodies"].items()}
    return VehicleRules(sides=tuple(Word(str(side)) for side in raw["sides"]), hc=rng("hc"), speed=rng("speed"),
                        speed_step=int(raw["speed_step"]), tyre_points=rng("tyre_points"), armour=rng("armour"),
                        bodies=MappingProxyType(bodies), new=MappingProxyType(dict(raw["new"])))


@dataclass(frozen=True, slots=True)
class CarWarsVehicle:
    name: str
    body: str
    hc: int
    top_speed: int
    reverse_top_speed: int
    tyre_points: int
    armour: tuple[tuple[str, int], ...]  # (side, points) in the sides' order
    notes: str = ""
    ruleset: str = KEY

    @property
    def tyres(self) -> tuple[str, ...]:
        return vehicle_rules().bodies[self.body].tyres

    def as_dict(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "name": self.name, "body": self.body, "hc": self.hc,
                "top_speed": self.top_speed, "reverse_top_speed": self.reverse_top_speed,
                "tyre_points": self.tyre_points, "armour": dict(self.armour), "notes": self.notes}


def own(design: Vehicle) -> CarWarsVehicle:
    """The car as the crash tables' own type (general code hands it on as a Vehicle)."""
    if not isinstance(design, CarWarsVehicle):
        raise TypeError(f"'{design.name}' is a {design.ruleset} car, not a Car Wars crash-tables vehicle")
    return design


class _Reader(LimitedReader):
    error = VehicleFileError

    def vehicle(self, data: Any) -> CarWarsVehicle:
        rules = vehicle_rules()
        self.expect(data, dict, "(top level)")
        for key in ("format", "version"):  # first: another rule set's file is named as such
            if key not in data:
                raise self.fail(key, "is missing")
        self.format_version(data, FORMAT, VERSION, "a Car Wars crash-tables vehicle file")
        for key in data:
            if key not in _KEYS:
                raise self.fail(key, "unknown field (known: " + ", ".join(_KEYS) + ")")
        for key in ("name", "body", "hc", "top_speed", "reverse_top_speed", "tyre_points"):
            if key not in data:
                raise self.fail(key, "is missing")
        top = self.speed(data["top_speed"], "top_speed")
        reverse = self.speed(data["reverse_top_speed"], "reverse_top_speed")
        if reverse > top:
            raise self.fail("reverse_top_speed", f"must not be above top_speed ({top}), not {reverse}")
        armour_raw = self.expect(data.get("armour", {}), dict, "armour")
        for side in armour_raw:
            if side not in rules.sides:
                raise self.fail(f"armour.{side}", "is not a side (" + ", ".join(rules.sides) + ")")
        armour = tuple((side, self.count(armour_raw.get(side, 0), f"armour.{side}", rules.armour.min,
                                         rules.armour.max)) for side in rules.sides)
        return CarWarsVehicle(name=self.line(data["name"], "name", NAME),
                              body=self.choice(data["body"], tuple(rules.bodies), "body"),
                              hc=self.count(data["hc"], "hc", rules.hc.min, rules.hc.max), top_speed=top,
                              reverse_top_speed=reverse,
                              tyre_points=self.count(data["tyre_points"], "tyre_points", rules.tyre_points.min,
                                                     rules.tyre_points.max),
                              armour=armour, notes=self.text(data.get("notes", ""), "notes", NOTES))

    def speed(self, value: Any, field: str) -> int:
        rules = vehicle_rules()
        speed = self.count(value, field, rules.speed.min, rules.speed.max)
        if speed % rules.speed_step:
            raise self.fail(field, f"must be a multiple of {rules.speed_step} mph, not {speed}")
        return speed


def design_from_dict(data: Any, source: str = "") -> CarWarsVehicle:
    return _Reader(source).vehicle(data)
