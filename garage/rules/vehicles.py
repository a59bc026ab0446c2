"""Vehicle files (`.car.json`, docs/vehicle-format.md) of any rule set: routed by their
`format` to the rule set that reads them, and written by the rule set the design names.

Writing is canonical (the rule set's fixed key order, two-space indent, trailing newline),
so load -> dump gives back the same bytes for any file Garage wrote.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from garage.fileio import write_atomic
from garage.rules import rulesets
from garage.rules.design import Vehicle
from garage.rules.jsonfile import JsonFileError, Reader, parse_json, read_json

SUFFIX = ".car.json"


class VehicleFileError(JsonFileError):
    """A vehicle file that cannot be read. `str()` is the one-line message for the player."""


class _Router(Reader):
    error = VehicleFileError


def ruleset_of(data: Any, source: str = "") -> rulesets.RuleSet:
    """The rule set a vehicle file's object names by its format."""
    reader = _Router(source)
    reader.expect(data, dict, "(top level)")
    if "format" not in data:
        raise reader.fail("format", "is missing")
    found = rulesets.for_format(data["format"], rulesets.VEHICLE)
    if found is None:
        raise reader.fail("format", rulesets.format_problem(data["format"], rulesets.VEHICLE))
    return found


def design_from_dict(data: Any, source: str = "") -> Vehicle:
    return ruleset_of(data, source).design_from_dict(data, source)


def loads(text: str | bytes, source: str = "") -> Vehicle:
    return design_from_dict(parse_json(text, source, VehicleFileError), source)


def load(path: str | os.PathLike[str]) -> Vehicle:
    return design_from_dict(read_json(path, VehicleFileError, "a vehicle file"), os.fspath(path))


def design_to_dict(design: Vehicle) -> dict[str, Any]:
    return rulesets.get(design.ruleset).design_to_dict(design)


def dumps(design: Vehicle) -> str:
    return json.dumps(design_to_dict(design), indent=2, ensure_ascii=False) + "\n"


def dump(design: Vehicle, path: str | os.PathLike[str]) -> None:
    """Write atomically: a temporary file in the same folder, flushed, then renamed over."""
    write_atomic(Path(path), dumps(design).encode("utf-8"))
