"""What every JSON file Garage reads shares: the one-line error naming the file and the
field, the strict shape checks, and reading text or a path into JSON values."""

from __future__ import annotations

import json
import math
import os
import stat
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")

# Control characters (C0 but the line feed, DEL, C1), the Unicode line and paragraph
# separators and the bidi controls (marks, embeddings, overrides, isolates, which reorder the
# rest of a terminal's line), as JSON escapes: a terminal never sees an escape sequence from a
# file, and the same text stays valid JSON meaning the same string inside --json output.
_BIDI = (0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A))
_ESCAPES = {c: f"\\u{c:04x}" for c in (*range(0x20), *range(0x7F, 0xA0), 0x2028, 0x2029, *_BIDI)}
_KEEP_LINES = {**_ESCAPES, ord("\n"): "\n"}


def escaped(text: str, lines: bool = False) -> str:
    """`text` with nothing a terminal would act on: control characters and lone surrogates
    (from names the shell could not decode) escaped; line feeds kept when `lines`."""
    text = text.translate(_KEEP_LINES if lines else _ESCAPES)
    if not text.isascii():
        text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    return text


class JsonFileError(ValueError):
    """A file that cannot be read. `str()` is the one-line message for the player."""

    def __init__(self, source: str, field: str, problem: str):
        self.source = source
        self.field = field
        self.problem = problem
        where = f"{source}: " if source else ""
        # A field path is built from the file's own keys: one line, whatever they hold.
        super().__init__(f"{where}{escaped(field)}: {problem}" if field else f"{where}{problem}")


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

    def expect(self, value: Any, kind: type[T], field: str) -> T:
        # JSON Schema counts 22.0 as the integer 22, and so do the readers.
        if kind is int and isinstance(value, float) and value.is_integer():
            value = int(value)
        # bool is an int in Python; a file's true is never a number here.
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            wanted = {str: "text", int: "a whole number", bool: "true or false", list: "a list",
                      dict: "an object"}[kind]
            raise self.fail(field, f"must be {wanted}, not {_type_name(value)}")
        return value

    def choice(self, value: Any, choices: tuple[str, ...], field: str) -> str:
        text = self.expect(value, str, field)
        if text not in choices:
            # The file's own value, escaped: the message stays one line, whatever it holds.
            raise self.fail(field, f"'{escaped(text)}' is not one of {', '.join(choices)}")
        return text

    def known(self, data: dict[str, Any], keys: tuple[str, ...], where: str = "") -> None:
        for key in data:
            if key not in keys:
                raise self.fail(f"{where}{key}", "unknown field (known: " + ", ".join(keys) + ")")

    def present(self, data: dict[str, Any], keys: tuple[str, ...], where: str = "") -> None:
        for key in keys:
            if key not in data:
                raise self.fail(f"{where}{key}", "is missing")

    def head(self, data: dict[str, Any], fmt: str, newest: int, what: str, keys: tuple[str, ...],
             required: tuple[str, ...]) -> int:
        """What every Garage file's object is checked for first, in the order that names the
        problem best: another rule set's file by its format, then unknown and missing fields,
        then the version."""
        if "format" in data and data["format"] != fmt:
            self.format_version(data, fmt, newest, what)
        self.known(data, keys)
        self.present(data, required)
        return self.format_version(data, fmt, newest, what)

    def format_version(self, data: dict[str, Any], fmt: str, newest: int, what: str) -> int:
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


# What every file Garage reads must keep to, whatever its format: the readers refuse the rest
# with the field named, before any of it can reach a database, a terminal or a PDF
# (docs/vehicle-format.md, "Limits of every file").
MAX_FILE_BYTES = 16 * 1024 * 1024
MAX_DEPTH = 64
_WHOLE = 2**63  # whole numbers fit a 64-bit database integer: -2^63 <= n < 2^63
_DIGITS = len(str(_WHOLE))

Fail = Callable[[str, str], Exception]  # (field, problem) -> the exception to raise


class _NotANumber:
    """What a number JSON does not allow (NaN, Infinity), one too large, or one too long to
    convert parses to, so the check below can name its field."""

    def __init__(self, text: str):
        self.text = text


def _hooks() -> tuple[dict[str, Any], list[_NotANumber]]:
    """json.loads hooks that turn a number Garage refuses into a _NotANumber, and a list that
    is not empty once they have."""
    found: list[_NotANumber] = []

    def refused(text: str) -> _NotANumber:
        found.append(_NotANumber(text))
        return found[-1]

    def whole(text: str) -> int | _NotANumber:
        # int() of 4,300 digits or more raises, and far fewer cannot fit: refused unconverted.
        if len(text) <= _DIGITS + 1 and -_WHOLE <= (number := int(text)) < _WHOLE:
            return number
        return refused(text)

    def real(text: str) -> float | _NotANumber:
        number = float(text)
        return number if math.isfinite(number) else refused(text)

    return {"parse_int": whole, "parse_float": real, "parse_constant": refused}, found


def loads(text: str, fail: Fail) -> Any:
    """`json.loads` that refuses what Garage does not read as `fail("", problem)` or with the
    field named. Numbers are checked as they are parsed; the walk that names a field runs
    only when there is something to find."""
    hooks, refused = _hooks()
    try:
        value = json.loads(text, **hooks)
    except json.JSONDecodeError as exc:
        raise fail("", f"not valid JSON ({exc.msg} at line {exc.lineno}, column {exc.colno})") from None
    except RecursionError:
        raise fail("", f"not valid JSON (nested more than {MAX_DEPTH} deep)") from None
    # A lone surrogate comes from a surrogate escape, or was in the text given (never in
    # text decoded from UTF-8).
    if refused or "\\ud" in text or "\\uD" in text or not _encodable(text) or _too_deep(value):
        check_values(value, fail)
    return value


def _encodable(text: str) -> bool:
    if text.isascii():
        return True
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _too_deep(value: Any) -> bool:
    level = [value] if type(value) in (dict, list) else []
    for _ in range(MAX_DEPTH):
        level = [child for item in level for child in (item.values() if type(item) is dict else item)
                 if type(child) in (dict, list)]
        if not level:
            return False
    return True


def _field(parent: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{parent}[{key}]"
    return f"{parent}.{key}" if parent else key


def _check_text(text: str, field: str, fail: Fail) -> None:
    if not text.isascii():
        try:
            text.encode("utf-8")
        except UnicodeEncodeError as exc:
            raise fail(field, f"contains a lone surrogate (\\u{ord(text[exc.start]):04x}), not text") from None


def _number_problem(text: str) -> str:
    digits = text.lstrip("-")
    if not digits.isdigit():
        if digits in ("NaN", "Infinity"):
            return f"{text} is not a number JSON allows"
        return f"{text} is too large a number"
    shown = text if len(digits) <= 30 else f"a number of {len(digits)} digits"
    return f"{shown} is too large (whole numbers lie between -2^63 and 2^63-1)"


def check_values(value: Any, fail: Fail) -> None:
    """Refuse nesting deeper than MAX_DEPTH, lone surrogates, NaN and Infinity, and whole
    numbers that do not fit in 64 bits, naming the field. Iterative: depth is what it checks."""
    stack: list[tuple[Any, str, int]] = [(value, "", 0)]
    while stack:
        item, field, depth = stack.pop()
        if isinstance(item, str):
            _check_text(item, field, fail)
        elif isinstance(item, bool):
            continue
        elif isinstance(item, _NotANumber):
            raise fail(field, _number_problem(item.text))
        elif isinstance(item, (dict, list)):
            if depth >= MAX_DEPTH:
                raise fail(field if len(field) <= 40 else field[:40] + "...", f"nested more than {MAX_DEPTH} deep")
            if isinstance(item, dict):
                for key, child in item.items():
                    _check_text(key, _field(field, "(a key)"), fail)
                    stack.append((child, _field(field, key), depth + 1))
            else:
                stack.extend((child, _field(field, i), depth + 1) for i, child in enumerate(item))


def read_bytes(path: str | os.PathLike[str], what: str, fail: Callable[[str], Exception]) -> bytes:
    """The bytes of the regular file at `path`, at most MAX_FILE_BYTES of them. A pipe or a
    device is refused without waiting on it or reading it; `what` names the kind of file."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        raise fail("no such file") from None
    except IsADirectoryError:
        raise fail(f"is a folder, not {what}") from None
    except OSError as exc:
        raise fail(f"cannot be read ({exc.strerror or exc})") from None
    too_large = f"is larger than {MAX_FILE_BYTES // (1024 * 1024)} MiB, the most Garage reads as {what}"
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise fail(f"is a folder, not {what}")
        if not stat.S_ISREG(info.st_mode):
            raise fail(f"is not a regular file (a pipe or a device), not {what}")
        if info.st_size > MAX_FILE_BYTES:
            raise fail(too_large)
        with os.fdopen(os.dup(fd), "rb") as fh:
            raw = fh.read(MAX_FILE_BYTES + 1)  # it may have grown since
    except OSError as exc:
        raise fail(f"cannot be read ({exc.strerror or exc})") from None
    finally:
        os.close(fd)
    if len(raw) > MAX_FILE_BYTES:
        raise fail(too_large)
    return raw


def decode(raw: bytes, fail: Callable[[str], Exception]) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise fail(f"not UTF-8 text (byte {exc.start})") from None


def parse_json(text: str | bytes, source: str, error: type[JsonFileError]) -> Any:
    if isinstance(text, bytes):
        text = decode(text, lambda problem: error(source, "", problem))
    return loads(text, lambda field, problem: error(source, field, problem))


def read_json(path: str | os.PathLike[str], error: type[JsonFileError], what: str) -> Any:
    """Read and parse the file at `path`; `what` names the kind of file ("a vehicle file")."""
    source = os.fspath(path)
    return parse_json(read_bytes(path, what, lambda problem: error(source, "", problem)), source, error)
