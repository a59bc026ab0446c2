"""The play log: JSON lines, the setup first, then one action per line with the dice and
decisions it consumed (docs/play-log.md). The first line's `format` names the rule set.
The log is append-only: an undo is a marker line (UNDO), folded away by the reader."""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from typing import Any

from garage.rules import jsonfile, rulesets
from garage.rules.play.errors import IllegalAction

VERSION = 1
# How long a log may be: every play command replays the whole log, so its length is what keeps
# each one quick. 2,000 lines keep every command on the longest log under 2 s on a busy 2-core
# machine for the slowest rule sets (crash tables and A&A II with 100 cars); realistic games are
# a few hundred actions (benchmarks/bench_log_limit.py, docs/play-log.md). The bytes are the
# limit of every file Garage reads. Garage writes no log it would not read. Both count the file
# as it is (undo markers and the lines they undo included): the engine compacts a log rather
# than append past them (engine.Game, docs/play-log.md).
MAX_LINES = 2_000
MAX_BYTES = jsonfile.MAX_FILE_BYTES
# The line an undo appends: the last action still standing before it is undone.
UNDO = {"action": "undo"}


class LogFull(IllegalAction):
    """An action (or setup) whose line would take the log past MAX_LINES or MAX_BYTES: refused,
    the log unchanged. `str()` says which limit."""


def lines_problem() -> str:
    return f"a play log holds at most {MAX_LINES} lines (the setup and {MAX_LINES - 1} actions)"


class LogError(ValueError):
    """A log that cannot be replayed; `str()` names the file and line."""

    def __init__(self, source: str, line: int, problem: str):
        self.source = source
        self.line = line
        self.problem = problem
        where = f"{source}:{line}" if line else source
        super().__init__(f"{where}: {problem}" if where else f"line {line}: {problem}")


def header(rules: rulesets.RuleSet, setup_dict: dict[str, Any], inputs: list[dict[str, Any]]) -> dict[str, Any]:
    return {"format": rules.format(rulesets.PLAY_LOG), "version": VERSION, "action": "setup", "setup": setup_dict,
            "inputs": inputs}


def ruleset(first: dict[str, Any], source: str = "") -> rulesets.RuleSet:
    """The rule set a log's first line (as `parse` gives it) names."""
    found = rulesets.for_format(first.get("format"), rulesets.PLAY_LOG)
    if found is None:
        raise LogError(source, first.get("_line", 1), "format: " + rulesets.format_problem(first.get("format"),
                                                                                          rulesets.PLAY_LOG))
    return found


# JSON allows these raw inside strings, but they end a line for many readers (Python's
# str.splitlines among them): written escaped, so every line of a log is one line anywhere.
_LINE_BREAKS = str.maketrans({"\u2028": "\\u2028", "\u2029": "\\u2029", "\x85": "\\u0085"})
# A line ends at \n (or \r\n, or \r): never inside a JSON string, which cannot hold them raw.
_LINE_END = re.compile(r"\r\n|\r|\n")


@dataclass
class LogFile:
    """A log as read: `lines` the committed ones (undone lines and markers folded away), as
    `parse` gives them; `count` the file's lines (not blank ones), markers and undone lines
    included; `size` its bytes; `appendable` whether it ends with a whole line and its line
    end, as the engine appends to it; `warning` says a cut-off last line was left out."""

    lines: list[dict[str, Any]]
    count: int
    size: int
    appendable: bool
    warning: str | None = None


# json.dumps with options builds an encoder on every call: one, made once, writes the same text.
_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(", ", ": "))
# What JSONEncoder.encode makes afresh on every call (a few us, every action of every game):
# the C encoder, made once with the same options (typeshed does not declare it). No cycle
# check: a log line is parsed JSON or the engine's own dicts, never a structure holding itself.
_MAKE_C_ENCODER: Any = getattr(json.encoder, "c_make_encoder", None)
_C_ENCODE: Any = _MAKE_C_ENCODER and _MAKE_C_ENCODER(
    None, _ENCODER.default, json.encoder.encode_basestring, None, _ENCODER.key_separator,
    _ENCODER.item_separator, False, False, True)


def _encode(line: dict[str, Any]) -> str:
    if _C_ENCODE is None:
        return _ENCODER.encode(line)
    text: str = "".join(_C_ENCODE(line, 0))
    return text


def dumps(lines: list[dict[str, Any]]) -> str:
    return "".join(_line(line) for line in lines)


def line_bytes(line: dict[str, Any]) -> bytes:
    """One line as the log file holds it (what `dumps([line])` writes, in UTF-8)."""
    return _line(line).encode("utf-8")


# What `size_bound` gives a value it does not know: more than any log holds, so the caller counts
# the line's bytes exactly (and meets whatever error encoding it meets).
_UNKNOWN = 1 << 62


def size_bound(line: dict[str, Any]) -> int:
    """At least the bytes of `line_bytes(line)`, without encoding it: what the engine counts a
    line as while the log is far from MAX_BYTES (an action's line is some 20 values; encoding it
    only to count it took a tenth of an action). Each string is counted as 6 bytes a character
    (the longest a character is written: `\\u00XX`, or `\\u2028`; UTF-8 takes at most 4)."""
    return _bound(line) + 1  # its line end


def _bound(value: object) -> int:
    # the commonest first: the texts and whole numbers of a line's inputs
    if isinstance(value, str):
        return 2 + 6 * len(value)
    if isinstance(value, int):  # bool too ("false": fewer than 20)
        return 20 if -10**18 < value < 10**19 else _UNKNOWN
    if isinstance(value, dict):
        total = 2
        for key, item in value.items():  # '"key": item, '
            if not isinstance(key, str):
                return _UNKNOWN
            total += 6 + 6 * len(key) + _bound(item)
        return total
    if isinstance(value, (list, tuple)):
        total = 2
        for item in value:
            total += 2 + _bound(item)
        return total
    if value is None:
        return 4
    if isinstance(value, float):
        return 24  # repr's longest: -1.2345678901234567e-308; Infinity, NaN
    return _UNKNOWN


def _line(line: dict[str, Any]) -> str:
    text = _encode(line)
    # str.isascii is a flag Python keeps: most lines are ASCII, and hold none of the breaks
    return (text if text.isascii() else text.translate(_LINE_BREAKS)) + "\n"


def parse(text: str, source: str = "") -> list[dict[str, Any]]:
    """The log's committed lines as objects; blank lines are skipped but keep the numbering."""
    return parse_log(text, source).lines


def parse_log(text: str, source: str = "", size: int | None = None, cut_character: bool = False) -> LogFile:
    """`cut_character`: the file ended inside a UTF-8 character, dropped from `text`; its last
    line is then a cut-off one or the log is refused."""
    lines: list[dict[str, Any]] = []
    count = 0
    pieces = _LINE_END.split(text)
    last = len(pieces)  # the piece after the last line end: a line without its line end, or ""
    warning = None
    for number, raw in enumerate(pieces, start=1):
        if not raw.strip():
            continue
        if count == MAX_LINES:  # refused before it is parsed, or any line is replayed
            raise LogError(source, number, lines_problem())

        def fail(field: str, problem: str, number: int = number) -> LogError:
            return LogError(source, number, f"{field}: {problem}" if field else problem)

        try:
            line = _plain_line(raw)
            if line is None:
                line = jsonfile.loads(raw, fail)
            if cut_character and number == last:
                raise fail("", "not UTF-8 text (it ends inside a character)")
        except LogError:
            if number == last and lines and _cut_off(raw):  # an append a kill or a full disk cut short
                warning = (f"{source}:{number}: a cut-off last line (an action being saved when Garage was "
                           f"stopped) is left out")
                break
            raise
        if not isinstance(line, dict):
            raise LogError(source, number, "each line must be a JSON object")
        inputs = line.get("inputs", [])
        if not isinstance(inputs, list) or not all(isinstance(i, dict) for i in inputs):
            raise LogError(source, number, "inputs: must be a list of objects")
        if "_line" in line:  # the reader's own key: the line's number in the file, for messages
            raise LogError(source, number, "_line: a name Garage keeps for the line's number; no line holds it")
        count += 1
        if lines and line.get("action") == UNDO["action"]:
            if line != UNDO:
                raise LogError(source, number, f'undo: an undo line holds only "action", not {sorted(line)}')
            if len(lines) == 1:
                raise LogError(source, number, "undo: nothing to undo (the setup stays)")
            lines.pop()
            continue
        line["_line"] = number
        lines.append(line)
    if not lines:
        raise LogError(source, 1, "the log is empty (its first line is the setup)")
    first = lines[0]
    ruleset(first, source)
    version = first.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or not 1 <= version <= VERSION:
        raise LogError(source, first["_line"], f"version: this Garage reads play logs up to version {VERSION}, "
                                               f"not {version!r}")
    if first.get("action") != "setup" or "setup" not in first:
        raise LogError(source, first["_line"], "the first line must be the setup")
    appendable = warning is None and (text.endswith(("\n", "\r")) or not pieces[-1].strip())
    return LogFile(lines, count, len(text.encode("utf-8")) if size is None else size, appendable, warning)


# What `_plain_line` reads itself: numbers well within what jsonfile.loads takes (whole numbers
# of 64 bits), nesting well within its MAX_DEPTH. Anything else is jsonfile.loads's to read.
_PLAIN_WHOLE = 2**53
_PLAIN_DEPTH = 16
_DECODE = json.JSONDecoder().decode  # json.loads without options: its C scanner, made once


def _plain_line(raw: str) -> Any:
    """The line as jsonfile.loads reads it, or None when it may be anything but plain (then
    jsonfile.loads reads it, and names what it refuses): ASCII text without a surrogate escape
    that the C parser reads to whole numbers and finite ones, not deeply nested. Each line of
    every log replayed is read so (jsonfile.loads' checks as it parses took two thirds of it)."""
    if not raw.isascii() or "\\ud" in raw or "\\uD" in raw:
        return None
    try:
        value = _DECODE(raw)
    except (ValueError, RecursionError):  # not JSON, or a whole number too long to convert
        return None
    return value if _plain(value, 1) else None


def _plain(value: object, depth: int) -> bool:
    if isinstance(value, str):
        return True
    if isinstance(value, int):  # bool too
        return -_PLAIN_WHOLE <= value <= _PLAIN_WHOLE
    if isinstance(value, dict):
        return depth < _PLAIN_DEPTH and all(_plain(item, depth + 1) for item in value.values())
    if isinstance(value, list):
        return depth < _PLAIN_DEPTH and all(_plain(item, depth + 1) for item in value)
    if isinstance(value, float):
        return -1e308 <= value <= 1e308  # finite: NaN, Infinity and too large a number are jsonfile's to refuse
    return value is None


def read(path: str | os.PathLike[str]) -> list[dict[str, Any]]:
    return read_log(path).lines


def read_log(path: str | os.PathLike[str]) -> LogFile:
    source = os.fspath(path)
    return parse_bytes(jsonfile.read_bytes(path, "a play log", lambda problem: LogError(source, 0, problem)), source)


def parse_bytes(raw: bytes, source: str = "") -> LogFile:
    """A log's file as read: `parse_log` of its text, which may end inside a character."""
    def fail(problem: str) -> LogError:
        return LogError(source, 0, problem)

    try:
        text, cut = raw.decode("utf-8"), False
    except UnicodeDecodeError as exc:  # a cut inside the last character may be a cut-off append
        if exc.end != len(raw) or exc.reason != "unexpected end of data":
            raise fail(f"not UTF-8 text (byte {exc.start})") from None
        text, cut = jsonfile.decode(raw[:exc.start], fail), True
        if not _LINE_END.split(text)[-1].strip():  # no line Garage writes starts inside a character
            raise fail(f"not UTF-8 text (byte {exc.start})") from None
    return parse_log(text, source, len(raw), cut)


# What a cut-off line may hold: whole JSON tokens, then the start of one. Garage's lines are one
# JSON object each, and no start of one is a whole object, so a last line without its line end
# that is not valid JSON is an append cut short only when it is such a start.
_STRING = r'"(?:[^"\\\x00-\x1f]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*'
_TOKEN = re.compile(r'[ \t]*(?:(?P<string>' + _STRING + r'")|(?P<value>-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?'
                    r'(?:[eE][-+]?[0-9]+)?(?=[ \t,}\]])|true|false|null)|(?P<mark>[{}\[\]:,]))')
_START = re.compile(r'[ \t]*(?:(?P<string>' + _STRING + r'(?:\\(?:u[0-9a-fA-F]{0,3})?)?)'
                    r'|(?P<value>-|-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]*)?|t(?:ru?)?|f(?:a(?:ls?)?)?|n(?:ul?)?))?')


def _cut_off(piece: str) -> bool:
    """Whether `piece` is the start of one JSON object, cut before its end."""
    stack: list[str] = []
    expect = "open"  # open, key, key_or_close, colon, value, value_or_close, comma_or_close
    at = 0
    while match := _TOKEN.match(piece, at):
        at = match.end()
        kind = match.lastgroup
        token = match.group(kind or "mark")
        if expect == "open" and token != "{":
            return False
        if expect == "colon":
            if token != ":":
                return False
            expect = "value"
            continue
        if expect in ("key", "key_or_close") and kind == "string":
            expect = "colon"
        elif expect in ("value", "value_or_close") and kind in ("string", "value"):
            expect = "comma_or_close"
        elif expect in ("open", "value", "value_or_close") and token in ("{", "["):
            stack.append(token)
            expect = "key_or_close" if token == "{" else "value_or_close"
        elif expect == "comma_or_close" and token == ",":
            expect = "key" if stack[-1] == "{" else "value"
        elif (expect in ("comma_or_close", "key_or_close") and token == "}" and stack[-1] == "{") or \
                (expect in ("comma_or_close", "value_or_close") and token == "]" and stack[-1] == "["):
            stack.pop()
            if not stack:
                return False  # a whole object, and more after it
            expect = "comma_or_close"
        else:
            return False
    start = _START.fullmatch(piece, at)
    if start is None or not stack:
        return False
    if start.lastgroup == "string":
        return expect in ("key", "key_or_close", "value", "value_or_close")
    if start.lastgroup == "value":
        return expect in ("value", "value_or_close")
    return True
