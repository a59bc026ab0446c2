"""The Battle Cars `.car.json` vehicle file (format "battle-cars/vehicle", docs/battle-cars.md).

Strict about the shape (types, fields, the version), lenient about the rules: equipment the
text does not name loads, and validation marks it. Every shape error is a `VehicleFileError`
naming the file and the field; writing keeps a fixed key order.
"""

from __future__ import annotations

from typing import Any

from garage.rules.battle_cars.catalogue import CAR, GUN
from garage.rules.design import Design, Weapon
from garage.rules.limits import NAME, NOTES, LimitedReader
from garage.rules.vehicles import VehicleFileError

FORMAT = "battle-cars/vehicle"
VERSION = 1
RULESET = "battle_cars"

_KEYS = ("format", "version", "name", "equipment", "dispensers", "weapons", "notes")
_REQUIRED = ("format", "version", "name")


class _Reader(LimitedReader):
    error = VehicleFileError

    def design(self, data: Any) -> Design:
        self.expect(data, dict, "(top level)")
        self.head(data, FORMAT, VERSION, "a vehicle file", _KEYS, _REQUIRED)
        return Design(
            name=self.line(data["name"], "name", NAME),
            weight=CAR,
            weapons=tuple(Weapon(name, GUN, None) for name in self.names(data.get("weapons", []), "weapons")),
            dropped=self.names(data.get("dispensers", []), "dispensers"),
            equipment=self.names(data.get("equipment", []), "equipment"),
            notes=self.text(data.get("notes", ""), "notes", NOTES),
            ruleset=RULESET,
        )

    def names(self, value: Any, field: str) -> tuple[str, ...]:
        return tuple(self.line(v, f"{field}[{i}]") for i, v in enumerate(self.items(value, field)))


def design_from_dict(data: Any, source: str = "") -> Design:
    return _Reader(source).design(data)


def design_to_dict(design: Design) -> dict[str, Any]:
    return {"format": FORMAT, "version": VERSION, "name": design.name, "equipment": list(design.equipment),
            "dispensers": list(design.dropped), "weapons": [w.name for w in design.weapons], "notes": design.notes}
