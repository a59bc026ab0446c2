"""The A&A II `.car.json` vehicle file (format "axles-and-alloys-ii/vehicle"), documented in
docs/vehicle-format.md; garage.rules.vehicles routes files here and does the reading and
writing of text.

Reading is strict about the shape (types, the format's enumerations, the version) and
lenient about the rules: a design that breaks the rules loads fine and validation marks it.
Every shape error is a `VehicleFileError` naming the file and the field. `design_to_dict`
keeps a fixed key order, so load -> dump gives back the same bytes for any file Garage wrote.
"""

from __future__ import annotations

from typing import Any

from garage.rules.aa2.catalogue import MOUNTS, WEAPON_CLASSES, WEIGHTS
from garage.rules.aa2.vehicle import STATS, Design, StatLine, Weapon
from garage.rules.limits import NAME, NOTES, STAT, LimitedReader
from garage.rules.vehicles import VehicleFileError

FORMAT = "axles-and-alloys-ii/vehicle"
VERSION = 1

_KEYS = ("format", "version", "name", "weight", "stats", "weapons", "dropped", "equipment",
         "navigator", "turret", "notes")
_REQUIRED = ("format", "version", "name", "weight")


class _Reader(LimitedReader):
    error = VehicleFileError

    def design(self, data: Any) -> Design:
        self.expect(data, dict, "(top level)")
        self.head(data, FORMAT, VERSION, "a vehicle file", _KEYS, _REQUIRED)
        stats = None
        if data.get("stats") is not None:
            raw = self.expect(data["stats"], dict, "stats")
            for key in raw:
                if key not in STATS:
                    raise self.fail(f"stats.{key}", "unknown stat (known: max, acc, dec, turn)")
            values = {}
            for key in STATS:
                if key not in raw:
                    raise self.fail(f"stats.{key}", "is missing")
                values[key] = self.count(raw[key], f"stats.{key}", 0, STAT)
            stats = StatLine(**values)
        weapons = []
        for i, raw in enumerate(self.items(data.get("weapons", []), "weapons")):
            field = f"weapons[{i}]"
            self.expect(raw, dict, field)
            for key in raw:
                if key not in ("name", "class", "mount"):
                    raise self.fail(f"{field}.{key}", "unknown field (known: name, class, mount)")
            for key in ("name", "class"):
                if key not in raw:
                    raise self.fail(f"{field}.{key}", "is missing")
            mount = raw.get("mount")
            weapons.append(Weapon(
                name=self.line(raw["name"], f"{field}.name"),
                cls=self.choice(raw["class"], WEAPON_CLASSES, f"{field}.class"),
                mount=None if mount is None else self.choice(mount, MOUNTS, f"{field}.mount"),
            ))
        dropped = self.keys(data.get("dropped", []), "dropped")
        equipment = self.keys(data.get("equipment", []), "equipment")
        turret = data.get("turret")
        return Design(
            name=self.line(data["name"], "name", NAME),
            weight=self.choice(data["weight"], WEIGHTS, "weight"),
            stats=stats,
            weapons=tuple(weapons),
            dropped=dropped,
            equipment=equipment,
            navigator=self.expect(data.get("navigator", False), bool, "navigator"),
            notes=self.text(data.get("notes", ""), "notes", NOTES),
            turret=None if turret is None else self.expect(turret, bool, "turret"),
        )

    def keys(self, value: Any, field: str) -> tuple[str, ...]:
        return tuple(self.line(v, f"{field}[{i}]") for i, v in enumerate(self.items(value, field)))


def design_from_dict(data: Any, source: str = "") -> Design:
    return _Reader(source).design(data)


def design_to_dict(design: Design) -> dict[str, Any]:
    data: dict[str, Any] = {"format": FORMAT, "version": VERSION, "name": design.name, "weight": design.weight}
    if design.stats is not None:
        data["stats"] = design.stats.as_dict()
    data["weapons"] = [
        {"name": w.name, "class": w.cls, **({"mount": w.mount} if w.mount is not None else {})}
        for w in design.weapons
    ]
    data["dropped"] = list(design.dropped)
    data["equipment"] = list(design.equipment)
    data["navigator"] = design.navigator
    if design.turret is not None:
        data["turret"] = design.turret
    data["notes"] = design.notes
    return data
