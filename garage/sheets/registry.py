"""Record sheets by rule set: each rule set's sheet is a `SheetWriter` registered under the
rule set's key, so the PDF document (document.py) and the cover page print every car on the
sheet of its own rule set.

A rule set's writer lives in garage/sheets/<key>.py (or a package of that name), which
calls `register` when imported; it is imported the first time a car of that rule set is
printed. The writer draws one sheet into a landscape box WIDTH units wide and `height` tall
at the canvas's origin (the document scales the box onto a full or half page) and never
reaches into another rule set's folder.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from garage.rules import rulesets
from garage.rules.design import Vehicle
from garage.rules.ruleset import RuleSet
from garage.sheets.options import SheetEntry, SheetError, SheetOptions

WIDTH = 595.0  # a sheet's box: half an A4 page in points, landscape

# draw(canvas, entry, height, options, ruleset): one sheet into the box at the origin.
Draw = Callable[[Any, SheetEntry, float, SheetOptions, RuleSet], None]


@dataclass(frozen=True, slots=True)
class SheetWriter:
    key: str  # the rule set's key
    draw: Draw
    # The cover page's stat-line cell for a car (A&A II: "MAX / ACC / DEC / TURN").
    cover_stats: Callable[[Vehicle, RuleSet], str] = lambda design, ruleset: ""
    stats_title: str = "Stats"  # the cover column's title
    # The options of SheetOptions beyond paper, colour and cover that its sheet draws
    # ("reference": the reference tables, "race": the race stat line); the others are offered
    # only when some car printed uses them.
    options_used: frozenset[str] = frozenset({"reference", "race"})


_WRITERS: rulesets.ByRuleSet[SheetWriter] = rulesets.ByRuleSet("garage.sheets")
unregister = _WRITERS.unregister


def register(writer: SheetWriter) -> SheetWriter:
    return _WRITERS.register(writer.key, writer)


def writer(key: str) -> SheetWriter:
    """The sheet writer of rule set `key`; SheetError when it has none."""
    found = _WRITERS.get(key)
    if found is None:
        raise SheetError(f"no record sheet for the rule set '{key}'")
    return found
