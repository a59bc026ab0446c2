"""The Battle Cars record sheet (registered for the rule set "battle_cars"): the car's name
and driver, a box per point of damage for each tyre, the driver's hits and the car's damage
(Garage's reading of how much each takes, resources/rules/battle_cars/vehicle.toml), a speed
track to mark the round's speed on, the equipment, weapons and markers, and the tables a
player looks up at the table (cornering, drift, ram).

    +-----------------------------------------------+------------------+
    | name, Battle Cars, driver                      | equipment        |
    +-----------------------+-----------------------+ weapons          |
    | Tyres (boxes)         | Driver hits, Damage   | markers (circles)|
    +-----------------------+-----------------------+------------------+
    | Speed track: 0 .. TRACK, forward / reverse    | tables           |
    +-----------------------------------------------+------------------+
"""

from __future__ import annotations

from typing import Any

from garage.rules import rulesets
from garage.rules.battle_cars.vehicle_file import BattleCar, own
from garage.rules.design import Vehicle
from garage.sheets import fonts, registry, style
from garage.sheets.options import SheetEntry, SheetOptions

MARGIN = 14.0
BOX = 12.0
GAP = 3.0
RADIUS = 5.0
SIDE = 190.0  # the right-hand column
TRACK = 20  # the speed track's last box: the text gives no top speed


class Sheet:
    def __init__(self, canvas: Any, entry: SheetEntry, height: float, options: SheetOptions,
                 ruleset: rulesets.RuleSet):
        self.c = canvas
        self.design: BattleCar = own(entry.design)
        self.entry = entry
        self.height = height
        self.ruleset = ruleset
        self.catalogue = ruleset.catalogue
        self.tables = ruleset.tables
        self.p = style.palette(options.colour)

    def text(self, x: float, y: float, text: str, size: float, bold: bool = False, anchor: str = "left") -> float:
        self.c.setFillColor(self.p.ink)
        return fonts.draw(self.c, x, y, text, fonts.BOLD if bold else fonts.REGULAR, size, anchor)

    def heading(self, x: float, y: float, text: str) -> None:
        self.c.setFillColor(self.p.accent)
        fonts.draw(self.c, x, y, text, fonts.BOLD, style.HEADING)

    def boxes(self, x: float, y: float, count: int) -> float:
        """A row of tick boxes from x; the x after them."""
        self.c.setStrokeColor(self.p.box)
        self.c.setLineWidth(0.7)
        for i in range(count):
            self.c.rect(x + i * (BOX + GAP), y, BOX, BOX, stroke=1, fill=0)
        return x + count * (BOX + GAP)

    def circles(self, x: float, y: float, count: int) -> None:
        self.c.setStrokeColor(self.p.box)
        for i in range(count):
            self.c.circle(x + RADIUS + i * (2 * RADIUS + GAP), y + RADIUS, RADIUS, stroke=1, fill=0)

    def draw(self) -> None:
        reading = self.catalogue.reading
        top = self.height - MARGIN
        main = 595.0 - SIDE - 2 * MARGIN
        name = self.design.name
        size = fonts.fit_size(name, fonts.BOLD, style.TITLE, main - 10, 9.0)
        self.text(MARGIN, top - 15, fonts.clip(name, fonts.BOLD, size, main - 10), size, bold=True)
        self.text(MARGIN, top - 28, "Battle Cars", style.DETAIL)
        driver = self.entry.driver
        self.text(MARGIN, top - 44, "Driver:", style.LABEL, bold=True)
        if driver:
            self.text(MARGIN + 40, top - 44, fonts.clip(driver, fonts.REGULAR, 10, main - 50), 10)
        else:
            self.c.setStrokeColor(self.p.muted)
            self.c.line(MARGIN + 40, top - 46, MARGIN + main - 10, top - 46)

        y = top - 72
        self.heading(MARGIN, y, f"Tyres (gone at {reading.tyre_hits})")
        self.text(MARGIN, y - 10, f"{reading.immobile_tyres} gone: the car cannot move", style.SMALL)
        y -= 10
        for tyre in reading.tyres:
            y -= BOX + 8
            self.text(MARGIN, y + 1, tyre.capitalize(), style.LABEL)
            self.boxes(MARGIN + 70, y, reading.tyre_hits)
        x2 = MARGIN + main / 2 + 10
        y2 = top - 72
        self.heading(x2, y2, f"Driver hits (dead at {reading.driver_hits})")
        y2 -= BOX + 8
        self.boxes(x2, y2, reading.driver_hits)
        y2 -= 24
        self.heading(x2, y2, f"Damage (a Wreck at {reading.wreck_damage})")
        y2 -= BOX + 8
        per_row = max(1, int((main / 2 - 10) // (BOX + GAP)))
        for start in range(0, reading.wreck_damage, per_row):
            self.boxes(x2, y2, min(per_row, reading.wreck_damage - start))
            y2 -= BOX + GAP

        self.speed_track(MARGIN, MARGIN + 2 * BOX + 40, main)
        self.side(595.0 - SIDE - MARGIN + 8, top, SIDE - 8)

    def speed_track(self, x: float, y: float, width: float) -> None:
        t = self.tables
        equipment = self.design.equipment
        acc = {s: t.max_acceleration(s, equipment) for s in ("road", "grass")}
        dec = {s: t.max_deceleration(s, equipment) for s in ("road", "grass")}
        self.heading(x, y, "Speed track")
        self.text(x, y - 10, f"up {acc['road']} on road, {acc['grass']} on grass; down {dec['road']} on road, "
                             f"{dec['grass']} on grass; reverse only through 0", style.SMALL)
        step = min(BOX + GAP, (width - 30) / (TRACK + 1))
        box = min(BOX, step - 1.5)
        for row, label in enumerate(("Fwd", "Rev")):
            yy = y - 30 - row * (box + 6)
            self.text(x, yy + 1, label, style.LABEL, bold=True)
            self.c.setStrokeColor(self.p.box)
            for speed in range(TRACK + 1):
                bx = x + 28 + speed * step
                self.c.rect(bx, yy, box, box, stroke=1, fill=0)
                if row == 0:
                    self.c.setFillColor(self.p.muted)
                    fonts.draw(self.c, bx + box / 2, yy + box + 2, str(speed), fonts.REGULAR, style.SMALLEST, "centre")

    def side(self, x: float, top: float, width: float) -> None:
        y = top - 10
        self.heading(x, y, "Equipment")
        names = self.catalogue.equipment
        for key in self.design.equipment or ("none",):
            y -= 11
            self.text(x + 4, y, names.get(key, key) if key != "none" else "none", style.DETAIL)
        y -= 16
        self.heading(x, y, "Weapons")
        for weapon in self.design.weapons or ():
            y -= 11
            self.text(x + 4, y, fonts.clip(weapon, fonts.REGULAR, style.DETAIL, width - 8), style.DETAIL)
        if not self.design.weapons:
            y -= 11
            self.text(x + 4, y, "none: it rams", style.DETAIL)
        y -= 16
        self.heading(x, y, "Markers")
        loads = self.catalogue.reading.loads
        for key in self.design.dispensers or ():
            y -= 2 * RADIUS + 4
            self.text(x + 4, y + 2, self.catalogue.dispensers.get(key, key), style.DETAIL)
            self.circles(x + 50, y, loads)
        if not self.design.dispensers:
            y -= 11
            self.text(x + 4, y, "none", style.DETAIL)
        self.reference(x, y - 18, width)

    def reference(self, x: float, y: float, width: float) -> None:
        t = self.tables
        auto = "auto-steer" in self.design.equipment
        self.heading(x, y, "Safe cornering" + (" (Auto-Steer)" if auto else ""))
        for angle in (45, 90, 135):
            y -= 9
            self.text(x + 4, y, f"{angle}°: road {t.safe_speed(angle, 'road', auto)}, "
                                f"grass {t.safe_speed(angle, 'grass', auto)}", style.SMALL)
        y -= 13
        self.heading(x, y, "Skids (one d8)")
        y -= 9
        self.text(x + 4, y, "SD: the excess; Oil 5, Smoke 2, Spikes 2 or Speed", style.SMALLEST)
        y -= 8
        self.text(x + 4, y, "Drift: " + "  ".join(f"{r.sd}:0-{r.drift}" for r in t.drift_rows), style.SMALLEST)
        y -= 8
        self.text(x + 4, y, "Tyres: " + "  ".join(f"{r.sd}:{r.tyre_damage}" for r in t.drift_rows), style.SMALLEST)
        y -= 13
        self.heading(x, y, "Ram damage (d8)")
        y -= 9
        self.text(x + 4, y, "  ".join(f"RV{i + 1} {d}" for i, d in enumerate(t.ram_dice[:5])), style.SMALLEST)
        y -= 8
        self.text(x + 4, y, "  ".join(f"RV{i + 6} {d}" for i, d in enumerate(t.ram_dice[5:])), style.SMALLEST)
        y -= 8
        self.text(x + 4, y, "Head on: both full; side or rear: rammer half", style.SMALLEST)


def draw(canvas: Any, entry: SheetEntry, height: float, options: SheetOptions, ruleset: rulesets.RuleSet) -> None:
    Sheet(canvas, entry, height, options, ruleset).draw()


def cover_stats(design: Vehicle, ruleset: rulesets.RuleSet) -> str:
    names = ruleset.catalogue.equipment
    return ", ".join(names.get(k, k) for k in own(design).equipment) or "-"


# Its tables are always on the sheet and the text has no race: neither option changes it.
registry.register(registry.SheetWriter("battle_cars", draw, cover_stats, "Equipment", options_used=frozenset()))
