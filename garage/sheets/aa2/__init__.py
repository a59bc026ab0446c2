"""A&A II's record sheet: record_sheet.py lays it out, diagram.py draws the car from above
with what is mounted on each face, reference.py the play tables. Registered for "aa2"."""

from __future__ import annotations

from typing import Any

from garage.rules import rulesets
from garage.rules.aa2.vehicle import own
from garage.rules.design import Vehicle
from garage.sheets import registry
from garage.sheets.aa2.record_sheet import RecordSheet
from garage.sheets.options import SheetEntry, SheetOptions


def draw(canvas: Any, entry: SheetEntry, height: float, options: SheetOptions, ruleset: rulesets.RuleSet) -> None:
    RecordSheet(canvas, entry, height, options, ruleset.catalogue).draw()


def cover_stats(vehicle: Vehicle, ruleset: rulesets.RuleSet) -> str:
    design = own(vehicle)
    stats = design.stat_line(ruleset.catalogue)
    return f"{stats.max} / {stats.acc} / {stats.dec} / {stats.turn}" + (
        " custom" if design.is_custom(ruleset.catalogue) else "")


registry.register(registry.SheetWriter("aa2", draw, cover_stats, "MAX ACC DEC TURN"))
