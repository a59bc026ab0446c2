"""The `.car.json` vehicle file: UTF-8 JSON, documented in docs/vehicle-format.md.

Reading is strict about the shape (types, the format's enumerations, the version) and
lenient about the rules: a design that breaks the rules loads fine and validation marks it.
Every shape error is a `VehicleFileError` naming the file and the field. Writing is
canonical (fixed key order, two-space indent, trailing newline), so load -> dump gives back
the same bytes for any file Garage wrote.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from garage.fileio import write_atomic
from garage.rules.catalogue import MOUNTS, STATS, WEAPON_CLASSES, WEIGHTS, StatLine
from garage.rules.design import Design, Weapon

FORMAT = "axles-and-alloys-ii/vehicle"
VERSION = 1
SUFFIX = ".car.json"

_KEYS = ("format", "version", "name", "weight", "stats", "weapons", "dropped", "equipment",
         "navigator", "turret", "notes")
_REQUIRED = ("format", "version", "name", "weight")


class VehicleFileError(ValueError):
    """A vehicle file that cannot be read. `str()` is the one-line message for the player."""

    def __init__(self, source: str, field: str, problem: str):
        self.source = source
        self.field = field
        self.problem = problem
        where = f"{source}: " if source else ""
        super().__init__(f"{where}{field}: {problem}" if field else f"{where}{problem}")


def _type_name(value: Any) -> str:
    return {bool: "true/false", int: "a number", float: "a number", str: "text", list: "a list",
            dict: "an object", type(None): "null"}.get(type(value), type(value).__name__)


class _Reader:
    def __init__(self, source: str):
        self.source = source

    def fail(self, field: str, problem: str) -> VehicleFileError:
        return VehicleFileError(self.source, field, problem)

    def expect(self, value: Any, kind: type, field: str) -> Any:
        # bool is an int in Python; a file's true is never a number here.
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            wanted = {str: "text", int: "a whole number", bool: "true or false", list: "a list",
                      dict: "an object"}[kind]
            raise self.fail(field, f"must be {wanted}, not {_type_name(value)}")
        return value

    def choice(self, value: Any, choices: tuple[str, ...], field: str) -> str:
        self.expect(value, str, field)
        if value not in choices:
            raise self.fail(field, f"'{value}' is not one of {', '.join(choices)}")
        return value

    def design(self, data: Any) -> Design:
        self.expect(data, dict, "(top level)")
        for key in data:
            if key not in _KEYS:
                raise self.fail(key, "unknown field (known: " + ", ".join(_KEYS) + ")")
        for key in _REQUIRED:
            if key not in data:
                raise self.fail(key, "is missing")
        if data["format"] != FORMAT:
            raise self.fail("format", f"must be \"{FORMAT}\", not {json.dumps(data['format'])}")
        version = self.expect(data["version"], int, "version")
        if version > VERSION:
            raise self.fail("version", f"{version} was written by a newer Garage; this one reads up to "
                                       f"version {VERSION}. Update Garage to open it.")
        if version < 1:
            raise self.fail("version", f"{version} is not a vehicle file version")
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
                values[key] = self.expect(raw[key], int, f"stats.{key}")
                if values[key] < 0:
                    raise self.fail(f"stats.{key}", f"must be 0 or more, not {values[key]}")
            stats = StatLine(**values)
        weapons = []
        for i, raw in enumerate(self.expect(data.get("weapons", []), list, "weapons")):
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
                name=self.expect(raw["name"], str, f"{field}.name"),
                cls=self.choice(raw["class"], WEAPON_CLASSES, f"{field}.class"),
                mount=None if mount is None else self.choice(mount, MOUNTS, f"{field}.mount"),
            ))
        dropped = self.strings(data.get("dropped", []), "dropped")
        equipment = self.strings(data.get("equipment", []), "equipment")
        turret = data.get("turret")
        return Design(
            name=self.expect(data["name"], str, "name"),
            weight=self.choice(data["weight"], WEIGHTS, "weight"),
            stats=stats,
            weapons=tuple(weapons),
            dropped=dropped,
            equipment=equipment,
            navigator=self.expect(data.get("navigator", False), bool, "navigator"),
            notes=self.expect(data.get("notes", ""), str, "notes"),
            turret=None if turret is None else self.expect(turret, bool, "turret"),
        )

    def strings(self, value: Any, field: str) -> tuple[str, ...]:
        self.expect(value, list, field)
        return tuple(self.expect(v, str, f"{field}[{i}]") for i, v in enumerate(value))


def design_from_dict(data: Any, source: str = "") -> Design:
    return _Reader(source).design(data)


def loads(text: str | bytes, source: str = "") -> Design:
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise VehicleFileError(source, "", f"not UTF-8 text (byte {exc.start})") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise VehicleFileError(source, "", f"not valid JSON ({exc.msg} at line {exc.lineno}, "
                                           f"column {exc.colno})") from None
    return design_from_dict(data, source)


def load(path: str | os.PathLike) -> Design:
    source = os.fspath(path)
    try:
        raw = Path(path).read_bytes()
    except FileNotFoundError:
        raise VehicleFileError(source, "", "no such file") from None
    except IsADirectoryError:
        raise VehicleFileError(source, "", "is a folder, not a vehicle file") from None
    except OSError as exc:
        raise VehicleFileError(source, "", f"cannot be read ({exc.strerror or exc})") from None
    return loads(raw, source)


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


def dumps(design: Design) -> str:
    return json.dumps(design_to_dict(design), indent=2, ensure_ascii=False) + "\n"


def dump(design: Design, path: str | os.PathLike) -> None:
    """Write atomically: a temporary file in the same folder, flushed, then renamed over."""
    write_atomic(Path(path), dumps(design).encode("utf-8"))
