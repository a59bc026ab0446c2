"""What a Battle Cars car may carry (resources/rules/battle_cars/vehicle.toml): the equipment
and markers the text names, and Garage's reading of what it leaves open (tyres, hits, damage).
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from types import MappingProxyType
from typing import Any

from garage.resources import resource
from garage.rules.battle_cars.tables import RamDice, tables
from garage.rules.phrase import Word

# Every Battle Cars car is of one kind: the text has no weight classes (the garage list's class).
CAR = "car"


@dataclass(frozen=True, slots=True)
class Reading:
    """Garage's reading where the text is silent (docs/battle-cars.md)."""

    tyres: tuple[str, ...]
    tyre_hits: int
    immobile_tyres: int
    driver_hits: int
    wreck_damage: int
    loads: int
    mine_damage: RamDice  # dice of the text's 8-sided die
    smoke_clears_on: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Catalogue:
    equipment: Mapping[str, str]  # key -> name
    equipment_lines: Mapping[str, int]
    dispensers: Mapping[str, str]  # marker key -> name
    reading: Reading
    kinds: Mapping[str, str]  # the kinds of car, key -> name: one here (the garage list's class)


def read_catalogue(raw: Mapping[str, Any], die: int) -> Catalogue:
    r = raw["reading"]
    return Catalogue(
        equipment=MappingProxyType({k: Word(str(v["name"])) for k, v in raw["equipment"].items()}),
        equipment_lines=MappingProxyType({k: int(v["line"]) for k, v in raw["equipment"].items()}),
        dispensers=MappingProxyType({k: Word(str(v["name"])) for k, v in raw["dispensers"].items()}),
        reading=Reading(
            tyres=tuple(Word(str(t)) for t in r["tyres"]),
            tyre_hits=int(r["tyre_hits"]),
            immobile_tyres=int(r["immobile_tyres"]),
            driver_hits=int(r["driver_hits"]),
            wreck_damage=int(r["wreck_damage"]),
            loads=int(r["loads"]),
            mine_damage=RamDice.parse(str(r["mine_damage"]), die),
            smoke_clears_on=tuple(int(f) for f in r["smoke_clears_on"]),
        ),
        kinds=MappingProxyType({CAR: Word("Car")}),
    )


@cache
def load_catalogue() -> Catalogue:
    with open(resource("rules", "battle_cars", "vehicle.toml"), "rb") as f:
        t = tables()
        return read_catalogue(tomllib.load(f), t.ram_die)
