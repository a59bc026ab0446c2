"""The Car Wars crash-tables record sheet (registered for the rule set "car_wars"): the car's
name, body, handling class and top speeds, a box to tick for every point of armour on each
side and of each tyre, and both crash tables in brief with their asterisks and the aimed-fire
penalties (resources/rules/car_wars/crash_tables.toml), so crashes can be run with a pencil.

    +---------------------------------------+---------------------------+
    | name, Car Wars crash tables, driver    | Crash Table 1 (2d6 + mod) |
    | HC, top speed, reverse                 |   totals, result, *       |
    | Armour: a box per point, each side     | Crash Table 2 (fishtails) |
    | Tyres: a box per point, each tyre      | Aimed fire: * ** ***      |
    | In play: speed, control (lines)        | At the table              |
    +---------------------------------------+---------------------------+
"""

from __future__ import annotations

from typing import Any

from garage.rules import rulesets
from garage.rules.car_wars.tables import CrashTables, Row
from garage.rules.car_wars.vehicle import own
from garage.rules.design import Vehicle
from garage.sheets import fonts, registry, style
from garage.sheets.options import SheetEntry, SheetOptions

MARGIN = 14.0
BOX = 6.5
GAP = 1.5
SIDE = 262.0  # the crash tables' column
PER_ROW = 18  # armour boxes a row in a half-width column
ROWS = 3  # rows of boxes a side before it is a line to keep count on
LEADING = 7.0


def row_brief(row: Row, tables: CrashTables) -> str:
    """A result of a crash table in a line or two, from its numbers in the data."""
    parts: list[str] = []
    if row.as_row is not None:
        parts.append(f"as {tables.row(1, row.as_row).totals}")
    if row.skid is not None:
        parts.append(f"skid {row.skid}\"")
    if row.speed_lost:
        parts.append(f"-{row.speed_lost} mph")
    if row.tyre_damage:
        parts.append(f"{row.tyre_damage} to each tyre")
    if row.tyre_dice:
        parts.append(f"{row.tyre_dice}d to each tyre")
    if row.next_move is not None:
        parts.append(f"next move: {tables.row(1, row.next_move).name.lower()}")
    if row.spin_degrees:
        parts.append(f"turns {row.spin_degrees}° and {row.move_per_phase}\" a phase")
    if row.roll_order:
        parts.append(f"{row.move_per_phase}\" and a quarter roll a phase, {row.side_dice}d to the side "
                     "landed on (bottom: to each tyre)")
    if row.slowdown_per_turn:
        parts.append(f"-{row.slowdown_per_turn} mph a turn")
    if row.spin_degrees:
        parts.append(f"recover: control roll at HC {tables.recovery_hc_modifier:+d}")
    if row.burning_on:
        parts.append("burning on " + ", ".join(map(str, row.burning_on)) + " (1d)")
    if row.vault_tyre_dice:
        parts.append(f"{row.vault_tyre_dice}d to each vaulting tyre; flies 1d\", {row.sides_per_inch} sides an "
                     f"inch; lands with collision damage, then rolls; {row.occupant_damage} to each occupant")
    if row.fishtail_squares:
        squares = " + ".join(map(str, row.fishtail_squares))
        parts.append(f"rear corner {squares} square{'s' * (sum(row.fishtail_squares) != 1)}")
    if row.then_table is not None:
        parts.append(f"roll Crash Table {row.then_table}, same modifier")
    return ", ".join(parts) + f" {row.penalty}"


class Sheet:
    def __init__(self, canvas: Any, entry: SheetEntry, height: float, options: SheetOptions,
                 ruleset: rulesets.RuleSet):
        self.c = canvas
        self.entry = entry
        self.vehicle = own(entry.design)
        self.height = height
        self.catalogue = ruleset.catalogue
        self.tables: CrashTables = ruleset.tables
        self.p = style.palette(options.colour)

    def text(self, x: float, y: float, text: str, size: float, bold: bool = False) -> float:
        self.c.setFillColor(self.p.ink)
        return fonts.draw(self.c, x, y, text, fonts.BOLD if bold else fonts.REGULAR, size)

    def heading(self, x: float, y: float, text: str) -> None:
        self.c.setFillColor(self.p.accent)
        fonts.draw(self.c, x, y, text, fonts.BOLD, style.HEADING)

    def boxes(self, x: float, y: float, count: int, per_row: int) -> float:
        """`count` tick boxes in rows of `per_row` from (x, y) down; the y under them."""
        self.c.setStrokeColor(self.p.box)
        self.c.setLineWidth(0.6)
        for i in range(count):
            row, col = divmod(i, per_row)
            self.c.rect(x + col * (BOX + GAP), y - row * (BOX + GAP), BOX, BOX, stroke=1, fill=0)
        return y - ((count + per_row - 1) // per_row) * (BOX + GAP)

    def count_line(self, x: float, y: float, right: float) -> float:
        """A line to write on from x to `right`."""
        self.c.setStrokeColor(self.p.muted)
        self.c.line(x, y, right, y)
        return y - BOX - GAP

    def points(self, x: float, y: float, label: str, points: int, width: float) -> float:
        """A labelled run of boxes, one per point; past ROWS rows, a line to keep count on."""
        per_row = max(1, int((width + GAP) // (BOX + GAP)))
        if points > per_row * ROWS:
            self.text(x, y, f"{label} {points} (too many to box: keep count here)", style.DETAIL)
            return self.count_line(x, y - BOX - 2, x + width) - 4
        self.text(x, y, f"{label} {points}", style.DETAIL)
        return self.boxes(x, y - BOX - 3, points, per_row) - 4

    def draw(self) -> None:
        v = self.vehicle
        top = self.height - MARGIN
        main = 595.0 - SIDE - 2 * MARGIN - 10
        size = fonts.fit_size(v.name, fonts.BOLD, style.TITLE, main, 9.0)
        self.text(MARGIN, top - 15, fonts.clip(v.name, fonts.BOLD, size, main), size, bold=True)
        body = self.catalogue.bodies[v.body].name
        self.text(MARGIN, top - 28, f"Car Wars crash tables · {body}", style.DETAIL)
        self.text(MARGIN, top - 44, "Driver:", style.LABEL, bold=True)
        if self.entry.driver:
            self.text(MARGIN + 40, top - 44, fonts.clip(self.entry.driver, fonts.REGULAR, 10, main - 40), 10)
        else:
            self.c.setStrokeColor(self.p.muted)
            self.c.line(MARGIN + 40, top - 46, MARGIN + main, top - 46)
        self.text(MARGIN, top - 60, f"HC {v.hc:+d}    Top speed {v.top_speed} mph    Reverse {v.reverse_top_speed} mph",
                  style.LABEL, bold=True)

        y = top - 80
        self.heading(MARGIN, y, "Armour (a box per point)")
        y = self.two_columns(y - 11, [(side.capitalize(), points) for side, points in v.armour], main) - 6
        self.heading(MARGIN, y, f"Tyres ({v.tyre_points} points each)")
        y = self.two_columns(y - 11, [(tyre.capitalize(), v.tyre_points) for tyre in v.tyres], main) - 6
        self.heading(MARGIN, y, "In play")
        for label in ("Speed (mph)", "Control (skid next move, spinout, rolling, burning)"):
            y -= 16
            self.text(MARGIN, y, label, style.DETAIL)
            self.count_line(MARGIN + fonts.width(label, fonts.REGULAR, style.DETAIL) + 6, y - 1, main)
        self.tables_column(595.0 - SIDE - MARGIN, top, SIDE)

    def two_columns(self, y: float, runs: list[tuple[str, int]], width: float) -> float:
        """Labelled runs of boxes, the first half in the left column; the y under both."""
        half = (width - 12) / 2
        split = (len(runs) + 1) // 2
        lowest = y
        for i, column in enumerate((runs[:split], runs[split:])):
            yy = y
            for label, points in column:
                yy = self.points(MARGIN + i * (half + 12), yy, label, points, half)
            lowest = min(lowest, yy)
        return lowest

    def tables_column(self, x: float, top: float, width: float) -> None:
        t = self.tables
        y = top - 10
        for number, title in ((1, "Crash Table 1: skids and rolls"), (2, "Crash Table 2: fishtails")):
            self.heading(x, y, f"{title} (2d6 + modifier)")
            y -= 9
            for row in t.table(number):
                totals = f"{row.totals} "
                lead = fonts.width(totals, fonts.BOLD, style.SMALL)
                self.c.setFillColor(self.p.ink)
                fonts.draw(self.c, x, y, totals, fonts.BOLD, style.SMALL)
                name = f"{row.name}: "
                first = fonts.draw(self.c, x + lead, y, name, fonts.BOLD, style.SMALL)
                words = fonts.wrap(row_brief(row, t), fonts.REGULAR, style.SMALL, width - lead - first)
                fonts.draw(self.c, x + lead + first, y, words[0], fonts.REGULAR, style.SMALL)
                rest = fonts.wrap(" ".join(words[1:]), fonts.REGULAR, style.SMALL, width - lead)
                for line in rest:
                    y -= LEADING
                    fonts.draw(self.c, x + lead, y, line, fonts.REGULAR, style.SMALL)
                y -= LEADING + 1.5
            y -= 5
        self.heading(x, y, "Aimed fire for the rest of the turn")
        y -= 9
        for key, penalty in t.penalties.items():
            self.c.setFillColor(self.p.ink)
            fonts.draw(self.c, x, y, f"{key} {penalty.label}", fonts.REGULAR, style.SMALL)
            y -= LEADING + 1.5
        y -= 4
        self.heading(x, y, "At the table")
        side = f"{t.left_on[0]}-{t.left_on[-1]}"
        for line in (f"Roll randomly (fishtail, spin): 1d, {side} left, else right.",
                     "The worst penalty this turn counts; it ends with the turn.",
                     "A chained roll on Crash Table 1 keeps the modifier."):
            y -= LEADING + 1.5
            self.c.setFillColor(self.p.ink)
            fonts.draw(self.c, x, y, line, fonts.REGULAR, style.SMALL)


def draw(canvas: Any, entry: SheetEntry, height: float, options: SheetOptions, ruleset: rulesets.RuleSet) -> None:
    Sheet(canvas, entry, height, options, ruleset).draw()


def cover_stats(design: Vehicle, ruleset: rulesets.RuleSet) -> str:
    v = own(design)
    return f"HC {v.hc:+d}, {v.top_speed} mph"


# Its crash tables are always on it; it has no race stat line or optional reference tables.
registry.register(registry.SheetWriter("car_wars", draw, cover_stats, "HC, top speed", options_used=frozenset()))
