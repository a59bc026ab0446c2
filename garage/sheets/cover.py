"""The cover page of a garage print: every car, its class, driver, stat line and page."""

from __future__ import annotations

from garage.rules import rulesets
from garage.sheets import fonts, style
from garage.sheets.options import SheetEntry, SheetOptions
from garage.sheets.registry import writer

MARGIN = 42.0
ROW = 20.0
# Column left edges as fractions of the usable width.
COLUMNS = (("Car", 0.0), ("Class", 0.36), ("Driver", 0.47), ("Stats", 0.70), ("Page", 0.93))


def rows_per_page(page_height: float) -> int:
    return max(1, int((page_height - 2 * MARGIN - 70) // ROW))


def cover_pages(count: int, page_height: float) -> int:
    return -(-count // rows_per_page(page_height))


def draw_cover(canvas, entries: list[SheetEntry], options: SheetOptions, page) -> None:
    """Draw the cover (as many pages as the list needs); leaves the canvas on a fresh page."""
    p = style.palette(options.colour)
    width, height = page
    usable = width - 2 * MARGIN
    per_page = rows_per_page(height)
    first_sheet_page = cover_pages(len(entries), height) + 1
    keys = list(dict.fromkeys(entry.design.ruleset for entry in entries))
    # One rule set: its name and its stat line's title; several: each car's stats, its sheet's way.
    title = f"{rulesets.get(keys[0]).name}: record sheets" if len(keys) == 1 else "Garage: record sheets"
    stats_title = writer(keys[0]).stats_title if len(keys) == 1 else "Stats"
    columns = tuple((stats_title if name == "Stats" else name, at) for name, at in COLUMNS)
    for start in range(0, len(entries), per_page):
        y = height - MARGIN - 22
        canvas.setFillColor(p.ink)
        fonts.draw(canvas, MARGIN, y, title, fonts.BOLD, 20)
        y -= 18
        canvas.setFillColor(p.muted)
        fonts.draw(canvas, MARGIN, y, f"{len(entries)} car{'s' if len(entries) != 1 else ''}", fonts.REGULAR, 10)
        y -= 22
        canvas.setFillColor(p.heading_fill or p.ink)
        canvas.rect(MARGIN, y - 5, usable, ROW - 4, stroke=0, fill=1)
        canvas.setFillColor(p.heading_text)
        for heading, at in columns:
            fonts.draw(canvas, MARGIN + 4 + at * usable, y, heading, fonts.BOLD, 9)
        for index in range(start, min(start + per_page, len(entries))):
            y -= ROW
            entry = entries[index]
            design = entry.design
            ruleset = rulesets.get(design.ruleset)
            cells = (
                design.name or "(unnamed)",
                ruleset.vehicle_class_name(design),
                entry.driver or "",
                writer(ruleset.key).cover_stats(design, ruleset),
                str(first_sheet_page + index // options.per_page),
            )
            if p.panel is not None and index % 2:
                canvas.setFillColor(p.panel)
                canvas.rect(MARGIN, y - 6, usable, ROW, stroke=0, fill=1)
            canvas.setFillColor(p.ink)
            for i, (_, at) in enumerate(COLUMNS):
                next_at = COLUMNS[i + 1][1] if i + 1 < len(COLUMNS) else 1.0
                font = fonts.BOLD if i == 0 else fonts.REGULAR
                text = fonts.clip(cells[i], font, 10, (next_at - at) * usable - 8)
                fonts.draw(canvas, MARGIN + 4 + at * usable, y, text, font, 10)
        canvas.showPage()
