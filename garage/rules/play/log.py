"""The play log: JSON lines, the setup first, then one action per line with the dice and
decisions it consumed (docs/play-log.md). The first line's `format` names the rule set."""

from __future__ import annotations

import json
import os
import re
from typing import Any

from garage.rules import jsonfile, rulesets
from garage.rules.play.errors import IllegalAction

VERSION = 1
# How long a log may be: every play command replays the whole log, so its length is what keeps
# each one quick. 2,000 lines keep every command on the longest log under 2 s on a busy 2-core
# machine for the slowest rule sets (crash tables and A&A II with 100 cars); realistic games are
# a few hundred actions (benchmarks/bench_log_limit.py, docs/play-log.md). The bytes are the
# limit of every file Garage reads. Garage writes no log it would not read.
MAX_LINES = 2_000
MAX_BYTES = jsonfile.MAX_FILE_BYTES


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


def dumps(lines: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(line, ensure_ascii=False, separators=(", ", ": ")).translate(_LINE_BREAKS) + "\n"
                   for line in lines)


def parse(text: str, source: str = "") -> list[dict[str, Any]]:
    """The log's lines as objects; blank lines are skipped but keep the numbering."""
    lines: list[dict[str, Any]] = []
    for number, raw in enumerate(_LINE_END.split(text), start=1):
        if not raw.strip():
            continue
        if len(lines) == MAX_LINES:  # refused before it is parsed, or any line is replayed
            raise LogError(source, number, lines_problem())

        def fail(field: str, problem: str, number: int = number) -> LogError:
            return LogError(source, number, f"{field}: {problem}" if field else problem)

        line = jsonfile.loads(raw, fail)
        if not isinstance(line, dict):
            raise LogError(source, number, "each line must be a JSON object")
        inputs = line.get("inputs", [])
        if not isinstance(inputs, list) or not all(isinstance(i, dict) for i in inputs):
            raise LogError(source, number, "inputs: must be a list of objects")
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
    return lines


def read(path: str | os.PathLike[str]) -> list[dict[str, Any]]:
    source = os.fspath(path)

    def fail(problem: str) -> LogError:
        return LogError(source, 0, problem)

    return parse(jsonfile.decode(jsonfile.read_bytes(path, "a play log", fail), fail), source)
