"""The Battle Cars `.car.json` vehicle file (format "battle-cars/vehicle", docs/battle-cars.md).

Strict about the shape (types, fields, the version), lenient about the rules: equipment the
text does not name loads, and validation marks it. Every shape error is a `VehicleFileError`
naming the file and the field; writing keeps a fixed key order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from garage.rules.design import Vehicle
from garage.rules.limits import NAME, NOTES, LimitedReader
from garage.rules.vehicles import VehicleFileError

FORMAT = "battle-cars/vehicle"
VERSION = 1
RULESET = "battle_cars"

_KEYS = ("format", "version", "name", "equipment", "dispensers", "weapons", "notes")
_REQUIRED = ("format", "version", "name")


@dataclass(frozen=True, slots=True)
class BattleCar:
    """A Battle Cars car, as its file has it: the text has no weight classes, stat lines or kinds
    of weapon, only the equipment and markers it names and the weapons a player names."""

    name: str
    equipment: tuple[str, ...] = ()  # keys of the catalogue's equipment (unknown ones load; validation marks them)
    dispensers: tuple[str, ...] = ()  # the markers it lays: keys of the catalogue's dispensers
    weapons: tuple[str, ...] = ()  # the player's names for its guns
    notes: str = ""
    ruleset: str = RULESET


def own(design: Vehicle) -> BattleCar:
    """The car as Battle Cars' own type (general code hands it on as a Vehicle)."""
    if not isinstance(design, BattleCar):
        raise TypeError(f"'{design.name}' is a {design.ruleset} car, not a Battle Cars one")
    return design


class _Reader(LimitedReader):
    error = VehicleFileError

    def design(self, data: Any) -> BattleCar:
        self.expect(data, dict, "(top level)")
        self.head(data, FORMAT, VERSION, "a vehicle file", _KEYS, _REQUIRED)
        return BattleCar(
            name=self.line(data["name"], "name", NAME),
            equipment=self.names(data.get("equipment", []), "equipment"),
            dispensers=self.names(data.get("dispensers", []), "dispensers"),
            weapons=self.names(data.get("weapons", []), "weapons"),
            notes=self.text(data.get("notes", ""), "notes", NOTES),
        )

    def names(self, value: Any, field: str) -> tuple[str, ...]:
        return tuple(self.line(v, f"{field}[{i}]") for i, v in enumerate(self.items(value, field)))


def design_from_dict(data: Any, source: str = "") -> BattleCar:
    return _Reader(source).design(data)


def design_to_dict(design: Vehicle) -> dict[str, Any]:
    car = own(design)
    return {"format": FORMAT, "version": VERSION, "name": car.name, "equipment": list(car.equipment),
            "dispensers": list(car.dispensers), "weapons": list(car.weapons), "notes": car.notes}
