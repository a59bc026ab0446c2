"""One A&A II vehicle record sheet (registered for the rule set "aa2" in __init__.py), drawn
into a landscape box of sheet units.

The box is 595 units wide (half an A4 page in points) and as tall as the page's shape
allows; `garage.sheets.document` scales it onto a full page or a half page. Every circle
and tick box is its own path, so what a player can cross out is what a reader of the PDF
can count.

    +--------------------------------------------+-----------+
    | name, class, driver, rerolls, MAX ACC ...  |  QR code  |
    +----------------------+---------------------+-----------+
    | Hit points (3 rows)  | Weapons             |  diagram  |
    | Systems (tick boxes) | Dropped weapons     |           |
    | Fires                | Equipment / Notes   | reference |
    +----------------------+---------------------+-----------+
    | Speed plot: a box per game-turn            |           |
    +--------------------------------------------+-----------+
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from garage.rules import rulesets
from garage.rules.aa2.catalogue import Catalogue
from garage.rules.aa2.vehicle import Design, own
from garage.rules.design import Component, ComponentKey
from garage.sheets import fonts, qr, style
from garage.sheets.aa2.diagram import draw_diagram
from garage.sheets.aa2.reference import draw_reference, fire_tables, range_text, reference_size
from garage.sheets.options import SheetEntry, SheetOptions
from garage.sheets.style import Palette

WIDTH = 595.0
MARGIN = 12.0
GUTTER = 10.0
SIDE_WIDTH = 150.0  # the right-hand column: QR code, diagram, reference
HP_RADIUS = 6.8
DROP_RADIUS = 4.2
BOX = 8.0
MORE = 12.0  # room kept for the "+ N more" line
SYSTEM_KEYS = ("engine", "steering", "brakes", "fuel", "driver", "flame-tank", "turret", "navigator")


@dataclass(slots=True)
class Column:
    """A column filled from the top: `top` is the y of the next free line."""

    x: float
    width: float
    top: float
    bottom: float
    hidden: int = 0  # components that did not fit, counted in one line at the column's foot

    @property
    def room(self) -> float:
        return self.top - self.bottom


@dataclass(frozen=True, slots=True)
class Item:
    """A row in a component list: what a player ticks when it is lost, and what it does."""

    name: str
    details: tuple[str, ...]
    circles: int = 0  # drops or charges to cross out
    circles_label: str = ""


def _part(key: str) -> int:
    """The place in the design of the part a component is ("weapon:2" -> 2)."""
    index = ComponentKey.parse(key).index
    if index is None:
        raise ValueError(f"component '{key}' is no part of the design")
    return index


class RecordSheet:
    def __init__(self, canvas: Canvas, entry: SheetEntry, height: float, options: SheetOptions, catalogue: Catalogue):
        self.c = canvas
        self.entry = entry
        self.design: Design = own(entry.design)
        self.height = height
        self.options = options
        self.catalogue = catalogue
        self.p: Palette = style.palette(options.colour)
        self.weight = catalogue.weight(self.design.weight)  # checked by document.render_pdf
        self.components = rulesets.get(self.design.ruleset).components(self.design)

    # -- drawing helpers -------------------------------------------------------------------

    def text(self, x: float, y: float, text: str, size: float = style.LABEL, bold: bool = False,
             colour: Color | None = None, anchor: str = "left") -> float:
        ink = colour or self.p.ink
        # Most runs are in the ink already set (reportlab keeps it, across saveState/restoreState
        # and pages): setting it again wrote the same colour and its alpha once more a run.
        if getattr(self.c, "_fillColorObj", None) is not ink:  # reportlab's own; without it, set each run
            self.c.setFillColor(ink)
        return fonts.draw(self.c, x, y, text, fonts.BOLD if bold else fonts.REGULAR, size, anchor)

    def heading(self, col: Column, title: str) -> None:
        """A banded heading across the column; the column's top moves below it."""
        h = 11.0
        y = col.top - h
        if self.p.heading_fill is not None:
            self.c.setFillColor(self.p.heading_fill)
            self.c.rect(col.x, y, col.width, h, stroke=0, fill=1)
        self.text(col.x + 4, y + 3, title.upper(), style.HEADING, bold=True, colour=self.p.heading_text)
        col.top = y - 4

    def tick_box(self, x: float, y: float, size: float = BOX) -> None:
        self.c.setStrokeColor(self.p.box)
        self.c.setLineWidth(0.8)
        self.c.rect(x, y, size, size, stroke=1, fill=0)

    def circles(self, x: float, cy: float, count: int, radius: float, pitch: float) -> None:
        """A row of open circles to cross out, left edge at x, each its own path."""
        self.c.setStrokeColor(self.p.box)
        self.c.setLineWidth(0.9)
        for i in range(count):
            self.c.circle(x + radius + i * pitch, cy, radius, stroke=1, fill=0)

    def ruled_lines(self, x: float, top: float, bottom: float, width: float, pitch: float = 11.0) -> None:
        self.c.setStrokeColor(self.p.muted)
        self.c.setLineWidth(0.4)
        y = top - pitch
        while y >= bottom:
            self.c.line(x, y, x + width, y)
            y -= pitch

    # -- the sheet -------------------------------------------------------------------------

    def draw(self) -> None:
        top = self.height - MARGIN
        main_width = WIDTH - 2 * MARGIN - SIDE_WIDTH - GUTTER
        side_x = WIDTH - MARGIN - SIDE_WIDTH
        self.c.setLineJoin(1)
        header_bottom = self.header(MARGIN, top, main_width)
        plot_height = 52.0
        body_top = header_bottom - 8
        body_bottom = MARGIN + plot_height + 8
        left_width = 224.0
        left = Column(MARGIN, left_width, body_top, body_bottom)
        right = Column(MARGIN + left_width + GUTTER, main_width - left_width - GUTTER, body_top, body_bottom)
        self.hit_points(left)
        self.systems(left)
        self.more(left)
        self.fires(left)
        self.weapons(right)
        self.dropped(right)
        self.equipment(right)
        self.more(right)
        self.notes(right)
        self.speed_plot(MARGIN, MARGIN, main_width, plot_height)
        self.side(Column(side_x, SIDE_WIDTH, top, MARGIN))

    def header(self, x: float, top: float, width: float) -> float:
        d = self.design
        name = d.name or "(unnamed)"
        stats_width = 4 * 34.0
        name_width = width - stats_width - 10
        size = fonts.fit_size(name, fonts.BOLD, style.TITLE, name_width, 9.0)
        self.text(x, top - 15, fonts.clip(name, fonts.BOLD, size, name_width), size, bold=True)
        self.text(x, top - 27, f"{self.weight.name} vehicle · {self.weight.hit_points} hit points · "
                               f"Capacity {self.weight.capacity}", style.DETAIL, colour=self.p.muted)
        # Driver and rerolls: filled in, or ruled lines to write on.
        y = top - 44
        label_w = self.text(x, y, "Driver", style.LABEL, bold=True) + 5
        driver = self.entry.driver
        line_end = x + name_width - 92
        if driver:
            self.text(x + label_w, y, fonts.clip(driver, fonts.REGULAR, 10, line_end - x - label_w), 10)
        self.c.setStrokeColor(self.p.muted)
        self.c.setLineWidth(0.5)
        self.c.line(x + label_w, y - 2.5, line_end, y - 2.5)
        rx = line_end + 10
        rw = self.text(rx, y, "Rerolls", style.LABEL, bold=True) + 5
        if self.entry.rerolls is not None:
            self.text(rx + rw, y, str(self.entry.rerolls), 10)
        self.c.line(rx + rw, y - 2.5, x + name_width, y - 2.5)
        self.stats(x + width - stats_width, top, stats_width)
        return top - 52

    def stats(self, x: float, top: float, width: float) -> None:
        race = self.options.race
        line = self.design.race_stat_line(self.catalogue) if race else self.design.stat_line(self.catalogue)
        cell = width / 4
        for i, (label, value) in enumerate(line.as_dict().items()):
            cx = x + i * cell
            if self.p.panel is not None:
                self.c.setFillColor(self.p.panel)
                self.c.rect(cx + 1, top - 38, cell - 2, 38, stroke=0, fill=1)
            self.c.setStrokeColor(self.p.ink)
            self.c.setLineWidth(0.8)
            self.c.rect(cx + 1, top - 38, cell - 2, 38, stroke=1, fill=0)
            self.text(cx + cell / 2, top - 10, label.upper(), style.DETAIL, bold=True, colour=self.p.accent,
                      anchor="centre")
            self.text(cx + cell / 2, top - 31, str(value), 17, bold=True, anchor="centre")
        note = "race line (section 10)" if race else None
        if self.design.is_custom(self.catalogue):
            std = self.weight.race if race else self.design.standard_stats(self.catalogue)
            note = f"custom ({'race ' if race else ''}standard {std.max}/{std.acc}/{std.dec}/{std.turn})"
        if note:
            self.text(x + width, top - 47, note, style.SMALL, colour=self.p.accent, anchor="right")

    def hit_points(self, col: Column) -> None:
        self.heading(col, "Hit points")
        n = self.weight.circles_per_line
        pitch = 2 * HP_RADIUS + 4.5
        row_h = 2 * HP_RADIUS + 5
        circles_width = (n - 1) * pitch + 2 * HP_RADIUS
        for threshold, tint in zip(self.catalogue.thresholds, self.p.thresholds):
            y = col.top - row_h
            if tint is not None:
                self.c.setFillColor(tint)
                self.c.rect(col.x, y, col.width, row_h, stroke=0, fill=1)
            cy = y + row_h / 2
            self.circles(col.x + 4, cy, n, HP_RADIUS, pitch)
            self.text(col.x + 4 + circles_width + 8, cy - 3, threshold.label, style.LABEL,
                      bold=threshold.vehicle_destroyed)
            col.top = y - 2
        col.top -= 6

    def component_rows(self, keys: tuple[str, ...]) -> list[Component]:
        return [c for c in self.components if c.key.split(":")[0] in keys]

    def systems(self, col: Column) -> None:
        self.heading(col, "Systems")
        rows = self.component_rows(SYSTEM_KEYS)
        for index, component in enumerate(rows):
            if col.top - 13.5 < col.bottom + MORE:
                col.hidden += len(rows) - index
                return
            y = col.top - 9
            # Boxes in two fixed columns, so a glance down the list finds every box; a long
            # label before two boxes (Lady Navigator: Killed / Ejected) shrinks to stay clear.
            outcomes = component.outcome.split(" / ")
            columns = (col.x + col.width - 164, col.x + col.width - 104)[-len(outcomes):]
            size = fonts.fit_size(component.label, fonts.BOLD, style.LABEL, columns[0] - col.x - 6, 5.5)
            self.text(col.x + 2, y + 1, component.label, size, bold=True)
            for x, outcome in zip(columns, outcomes):
                self.tick_box(x, y)
                self.text(x + BOX + 3, y + 1.5, outcome, style.DETAIL)
            col.top = y - 4.5
        col.top -= 4

    def fires(self, col: Column) -> None:
        if col.room < 40:
            return
        self.heading(col, "Fires")
        tables = fire_tables(self.catalogue, self.design)
        width = col.width / len(tables)
        lowest = col.top
        for i, (title, lines) in enumerate(tables):
            x, y = col.x + 2 + i * width, col.top - 6
            self.text(x, y, title, style.SMALL, bold=True, colour=self.p.accent)
            for line in lines:
                y -= 7.5
                self.text(x, y, line, style.SMALL)
            lowest = min(lowest, y)
        self.c.setStrokeColor(self.p.muted)
        self.c.setLineWidth(0.5)
        box_top = lowest - 5
        if box_top - col.bottom > 14:
            self.c.rect(col.x, col.bottom, col.width, box_top - col.bottom, stroke=1, fill=0)
            self.text(col.x + 3, box_top - 7, "Fires burning: mark each one", style.SMALL, colour=self.p.muted)
        col.top = col.bottom

    def item_list(self, col: Column, title: str, items: list[Item], empty: str | None = None) -> None:
        """A heading and one row per item: tick box, name, circles to cross out, detail lines.
        Rows that do not fit the column are counted in a last line rather than overprinted."""
        if not items and empty is None:
            return
        if col.hidden or col.room < 11 + 4 + 22 + MORE:
            col.hidden += len(items)
            return
        self.heading(col, title)
        if not items and empty is not None:  # no items and no `empty` returned above
            self.text(col.x + 2, col.top - 8, empty, style.DETAIL, colour=self.p.muted)
            col.top -= 14
        name_x = col.x + BOX + 5
        text_width = col.width - BOX - 5
        for index, item in enumerate(items):
            lines = [line for detail in item.details
                     for line in fonts.wrap(detail, fonts.REGULAR, style.DETAIL, text_width)]
            height = 9 + 8 * len(lines) + 4
            if col.top - height < col.bottom + MORE:
                col.hidden += len(items) - index
                return
            y = col.top - 9
            self.tick_box(col.x + 1, y)
            circles_x = col.x + col.width
            if item.circles:
                circles_x -= item.circles * (2 * DROP_RADIUS + 3)
                self.text(circles_x - 3, y + 1.5, item.circles_label, style.SMALL, colour=self.p.muted,
                          anchor="right")
                self.circles(circles_x, y + BOX / 2, item.circles, DROP_RADIUS, 2 * DROP_RADIUS + 3)
                circles_x -= fonts.width(item.circles_label, fonts.REGULAR, style.SMALL) + 6
            self.text(name_x, y + 1, fonts.clip(item.name, fonts.BOLD, style.LABEL, circles_x - name_x), style.LABEL,
                      bold=True)
            for i, line in enumerate(lines):
                self.text(name_x, y - 7.5 - 8 * i, line, style.DETAIL)
            col.top -= height
        col.top -= 3

    def weapons(self, col: Column) -> None:
        items = []
        for component in self.component_rows(("weapon",)):
            weapon = self.design.weapons[_part(component.key)]
            cls = self.catalogue.weapon_classes.get(weapon.cls)
            face = "Turret" if weapon.turreted else (weapon.mount or "no face chosen").capitalize()
            detail = " · ".join(filter(None, (cls.name if cls else weapon.cls, face,
                                              range_text(self.catalogue, weapon.cls))))
            items.append(Item(component.label, (detail,)))
        self.item_list(col, "Weapons", items, empty="none fitted")

    def dropped(self, col: Column) -> None:
        items = []
        for component in self.component_rows(("dropped",)):
            system = self.catalogue.dropped.get(self.design.dropped[_part(component.key)])
            items.append(Item(component.label, (system.effect if system else "not in the catalogue",),
                              system.drops if system else 0, "drops"))
        self.item_list(col, "Dropped weapons (Rear)", items)

    def equipment(self, col: Column) -> None:
        items = []
        for component in self.component_rows(("equipment",)):
            item = self.catalogue.equipment.get(self.design.equipment[_part(component.key)])
            items.append(Item(component.label, (item.effect if item else "not in the catalogue",),
                              item.charges if item else 0, "charges"))
        self.item_list(col, "Equipment", items)

    def wrapped(self, x: float, y: float, text: str, width: float) -> float:
        """Detail text wrapped to `width` from baseline y; returns the last baseline."""
        lines = fonts.wrap(text, fonts.REGULAR, style.DETAIL, width)
        for i, line in enumerate(lines):
            self.text(x, y - i * 8, line, style.DETAIL)
        return y - (len(lines) - 1) * 8

    def more(self, col: Column) -> None:
        if col.hidden:
            self.text(col.x + 2, col.top - 8, f"+ {col.hidden} more: see the design file", style.DETAIL, bold=True,
                      colour=self.p.accent)
            col.top -= MORE

    def notes(self, col: Column) -> None:
        if col.room < 30:
            return
        self.heading(col, "Notes")
        self.ruled_lines(col.x, col.top + 2, col.bottom, col.width)
        col.top = col.bottom

    def speed_plot(self, x: float, y: float, width: float, height: float) -> None:
        col = Column(x, width, y + height, y)
        self.heading(col, "Speed plot (one box per game-turn)")
        rows = 2
        box_h = (col.top - y) / rows
        per_row = int(width // 26)
        box_w = width / per_row
        self.c.setStrokeColor(self.p.box)
        self.c.setLineWidth(0.6)
        for r in range(rows):
            by = col.top - (r + 1) * box_h
            for i in range(per_row):
                self.c.rect(x + i * box_w, by, box_w, box_h, stroke=1, fill=0)
                self.text(x + i * box_w + 1.5, by + box_h - 5.5, str(r * per_row + i + 1), 4.5,
                          colour=self.p.muted)

    def side(self, col: Column) -> None:
        self.design_code(col)
        reference_height = reference_size(self.catalogue, col.width) if self.options.reference else 0.0
        below = Column(col.x, col.width, col.bottom + reference_height, col.bottom)
        col.bottom = below.top + 6 if reference_height else col.bottom
        draw_diagram(self, col)
        if reference_height:
            draw_reference(self, below)
        elif self.design.notes and col.room > 30:
            self.heading(col, "Design notes")
            lines = fonts.wrap(self.design.notes, fonts.REGULAR, style.DETAIL, col.width - 4)
            fit = int((col.room - 4) // 8)
            if len(lines) > fit:
                last = fonts.clip(lines[fit - 1] + " …", fonts.REGULAR, style.DETAIL, col.width - 4)
                lines = lines[:fit - 1] + [last]
            for i, line in enumerate(lines):
                self.text(col.x + 2, col.top - 6 - i * 8, line, style.DETAIL)

    def design_code(self, col: Column) -> None:
        code = qr.design_code(self.design)
        side = 72.0
        if code.payload is None:
            self.wrapped(col.x, col.top - 8, f"Design file too large for a QR code ({code.size_bytes} bytes)",
                         col.width)
            col.top -= 30
            return
        qr.draw(self.c, code, col.x + col.width - side, col.top - side, side, self.p.ink)
        caption = ["Scan to add", "this car to", "a garage"]
        if code.without_notes:
            caption.append("(notes left out)")
        for i, line in enumerate(caption):
            self.text(col.x + col.width - side - 4, col.top - 20 - i * 8, line, style.SMALL, colour=self.p.muted,
                      anchor="right")
        col.top -= side + 4
