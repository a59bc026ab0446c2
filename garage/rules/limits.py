"""How big the files Garage reads may be, stated once: names, notes and lists have limits,
so that printing, recording and importing anything a file may hold stays quick.

The numbers are documented in docs/vehicle-format.md, docs/game-result-format.md and
docs/play-log.md, and the JSON Schemas in resources/schema carry the same ones
(tests/rules/test_format_agreement.py holds readers and schemas to one answer).
"""

from __future__ import annotations

import unicodedata
from typing import Any

from garage.rules.jsonfile import Reader
from garage.rules.phrase import Phrase

NAME = 100  # a car, weapon, component, driver, navigator, team or car id (as storage allows)
LINE = 200  # a one-line description: how a driver died, a house rule
NOTES = 10_000  # a design's notes (any text, line breaks included)
ITEMS = 100  # weapons, dropped systems or equipment on one car; cars in one game; house rules
STAT = 999  # a stat line's MAX, ACC, DEC and TURN

# Control characters, invisible format characters and line or paragraph separators: a name
# is one visible line wherever it is shown (a sheet, a terminal, a play log's line).
_NOT_IN_A_LINE = frozenset({"Cc", "Cf", "Zl", "Zp"})


def length_problem(text: str, limit: int) -> str | None:
    if len(text) > limit:
        return Phrase("is {length} characters long; at most {limit} are allowed", length=len(text), limit=limit)
    return None


def line_problem(text: str, limit: int) -> str | None:
    """Why `text` cannot be a one-line name or description of at most `limit` characters."""
    problem = length_problem(text, limit)
    if problem:
        return problem
    for char in text:
        if unicodedata.category(char) in _NOT_IN_A_LINE:
            return Phrase("contains {char}, a control character or line break", char=ascii(char))
    return None


def list_problem(items: list[Any], limit: int) -> str | None:
    if len(items) > limit:
        return Phrase("has {count} items; at most {limit} are allowed", count=len(items), limit=limit)
    return None


class LimitedReader(Reader):
    """Shape checks with the formats' limits, for the vehicle file and the game result."""

    def line(self, value: Any, field: str, limit: int = NAME) -> str:
        text = self.expect(value, str, field)
        problem = line_problem(text, limit)
        if problem:
            raise self.fail(field, problem)
        return text

    def text(self, value: Any, field: str, limit: int) -> str:
        text = self.expect(value, str, field)
        problem = length_problem(text, limit)
        if problem:
            raise self.fail(field, problem)
        return text

    def items(self, value: Any, field: str, limit: int = ITEMS) -> list[Any]:
        """A list, refused before its items are looked at when it is longer than `limit`."""
        items: list[Any] = self.expect(value, list, field)
        problem = list_problem(items, limit)
        if problem:
            raise self.fail(field, problem)
        return items

    def count(self, value: Any, field: str, least: int, most: int) -> int:
        number = self.expect(value, int, field)
        if number < least:
            raise self.fail(field, f"must be {least} or more, not {number}")
        if number > most:
            raise self.fail(field, f"must be {most} or less, not {number}")
        return number
