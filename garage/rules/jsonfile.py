"""What every JSON file Garage reads shares: the one-line error naming the file and the
field, the strict shape checks, and reading text or a path into JSON values."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any


class JsonFileError(ValueError):
    """A file that cannot be read. `str()` is the one-line message for the player."""

    def __init__(self, source: str, field: str, problem: str):
        self.source = source
        self.field = field
        self.problem = problem
        where = f"{source}: " if source else ""
        super().__init__(f"{where}{field}: {problem}" if field else f"{where}{problem}")


def _type_name(value: Any) -> str:
    return {bool: "true/false", int: "a number", float: "a number", str: "text", list: "a list",
            dict: "an object", type(None): "null"}.get(type(value), type(value).__name__)


class Reader:
    """Strict shape checks; a subclass sets `error` to its own JsonFileError subclass."""

    error: type[JsonFileError] = JsonFileError

    def __init__(self, source: str):
        self.source = source

    def fail(self, field: str, problem: str) -> JsonFileError:
        return self.error(self.source, field, problem)

    def expect(self, value: Any, kind: type, field: str) -> Any:
        # JSON Schema counts 22.0 as the integer 22, and so do the readers.
        if kind is int and isinstance(value, float) and value.is_integer():
            return int(value)
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

    def format_version(self, data: dict, fmt: str, newest: int, what: str) -> int:
        """Check the `format` and `version` fields every Garage file opens with."""
        if data["format"] != fmt:
            raise self.fail("format", f"must be \"{fmt}\", not {json.dumps(data['format'])}")
        version = self.expect(data["version"], int, "version")
        if version > newest:
            raise self.fail("version", f"{version} was written by a newer Garage; this one reads up to "
                                       f"version {newest}. Update Garage to open it.")
        if version < 1:
            raise self.fail("version", f"{version} is not {what} version")
        return version


def parse_json(text: str | bytes, source: str, error: type[JsonFileError]) -> Any:
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise error(source, "", f"not UTF-8 text (byte {exc.start})") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise error(source, "", f"not valid JSON ({exc.msg} at line {exc.lineno}, column {exc.colno})") from None


def read_json(path: str | os.PathLike, error: type[JsonFileError], what: str) -> Any:
    """Read and parse the file at `path`; `what` names the kind of file ("a vehicle file")."""
    source = os.fspath(path)
    try:
        raw = Path(path).read_bytes()
    except FileNotFoundError:
        raise error(source, "", "no such file") from None
    except IsADirectoryError:
        raise error(source, "", f"is a folder, not {what}") from None
    except OSError as exc:
        raise error(source, "", f"cannot be read ({exc.strerror or exc})") from None
    return parse_json(raw, source, error)
