"""The small top-down car: its four firing faces and what fires from each.

Fixed weapons sit on their face (RULINGS D1), dropped weapon systems always on the Rear
(D7), and turret weapons fire into any face, so they are listed at the turret.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from reportlab.lib.colors import white

from garage.rules.aa2.catalogue import FACES
from garage.sheets import fonts, style

if TYPE_CHECKING:  # the sheet draws the diagram into its column
    from garage.sheets.aa2.record_sheet import Column, RecordSheet

CAR_W = 36.0
CAR_H = 64.0
LINE = 7.0
MOST_NAMES = 4  # per face; the lists on the left have the rest


def face_contents(sheet: RecordSheet) -> dict[str, list[str]]:
    design, catalogue = sheet.design, sheet.catalogue
    faces: dict[str, list[str]] = {face: [] for face in (*FACES, "turret", "unmounted")}
    for weapon in design.weapons:
        cls = catalogue.weapon_classes.get(weapon.cls)
        faces[weapon.mount or "unmounted"].append(weapon.name or (cls.name if cls else weapon.cls))
    for key in design.dropped:
        system = catalogue.dropped.get(key)
        faces["rear"].append(system.name if system else key)
    return faces


def _lines(names: list[str], width: float, most_lines: int) -> list[str]:
    """Names wrapped to `width`, each to at most `most_lines` lines, at most MOST_NAMES names."""
    if len(names) > MOST_NAMES:
        names = names[:MOST_NAMES - 1] + [f"+ {len(names) - MOST_NAMES + 1} more"]
    out = []
    for name in names or ["-"]:
        wrapped = fonts.wrap(name, fonts.REGULAR, style.SMALL, width) or ["-"]
        if len(wrapped) > most_lines:
            wrapped = wrapped[:most_lines - 1] + [fonts.clip(" ".join(wrapped[most_lines - 1:]), fonts.REGULAR,
                                                             style.SMALL, width)]
        out += wrapped
    return out


def _block(sheet: RecordSheet, x: float, y: float, title: str, lines: list[str], anchor: str) -> float:
    """A face's title and its weapons downwards from baseline y; returns the next free y."""
    sheet.text(x, y, title, style.SMALL, bold=True, colour=sheet.p.accent, anchor=anchor)
    for line in lines:
        y -= LINE
        sheet.text(x, y, line, style.SMALL, anchor=anchor)
    return y - LINE


def draw_diagram(sheet: RecordSheet, col: Column) -> None:
    c, p = sheet.c, sheet.p
    faces = face_contents(sheet)
    sheet.heading(col, "Firing faces")
    side_width = col.width / 2 - CAR_W / 2 - 8
    front = _lines(faces["front"], col.width, 1)
    rear = _lines(faces["rear"], col.width, 1)
    sides = {face: _lines(faces[face], side_width, 2) for face in ("left", "right")}
    extra = [("TURRET (any face)", _lines(faces["turret"], col.width, 1))] if sheet.design.has_turret else []
    if faces["unmounted"]:
        extra.append(("NO FACE CHOSEN", _lines(faces["unmounted"], col.width, 1)))
    side_height = (1 + max(len(lines) for lines in sides.values())) * LINE
    text_height = (2 + len(front) + len(rear) + sum(1 + len(lines) for _, lines in extra)) * LINE + 16
    # Squeeze the car, not the text, when a reference panel leaves little room.
    k = max(0.55, min(1.3, (col.top - col.bottom - text_height - 30) / CAR_H))
    car_w, car_h = CAR_W * k, max(CAR_H * k, side_height)
    cx = col.x + col.width / 2
    top = col.top - min(12.0, max(0.0, (col.top - col.bottom - text_height - car_h) / 2))
    y = _block(sheet, cx, top - 6, "FRONT", front, "centre")
    cy = y + 3 - car_h / 2

    # Face boundaries: the diagonals through the car's corners.
    c.setStrokeColor(p.muted)
    c.setLineWidth(0.5)
    c.setDash(2, 2)
    reach = 26.0 * k
    for sx in (-1, 1):
        for sy in (-1, 1):
            x0, y0 = cx + sx * car_w / 2, cy + sy * car_h / 2
            c.line(x0, y0, x0 + sx * reach, y0 + sy * reach)
    c.setDash()

    # The car, front up: body, windscreen, rear window, wheels.
    c.setStrokeColor(p.ink)
    c.setLineWidth(1.0)
    c.setFillColor(p.panel if p.panel is not None else white)
    c.roundRect(cx - car_w / 2, cy - car_h / 2, car_w, car_h, 6 * k, stroke=1, fill=1)
    c.setFillColor(p.ink)
    for sx in (-1, 1):
        for sy in (-1, 1):
            c.rect(cx + sx * (car_w / 2 + 1.5) - 2, cy + sy * car_h * 0.3 - 5 * k, 4, 10 * k, stroke=0, fill=1)
    c.line(cx - car_w / 2 + 4, cy + car_h * 0.22, cx + car_w / 2 - 4, cy + car_h * 0.22)
    c.line(cx - car_w / 2 + 4, cy - car_h * 0.28, cx + car_w / 2 - 4, cy - car_h * 0.28)
    if sheet.design.has_turret:
        c.circle(cx, cy - 2 * k, 7 * k, stroke=1, fill=0)
        c.line(cx, cy - 2 * k, cx, cy + 12 * k)

    side_top = cy + side_height / 2 - LINE + 2
    _block(sheet, cx - car_w / 2 - 8, side_top, "LEFT", sides["left"], "right")
    _block(sheet, cx + car_w / 2 + 8, side_top, "RIGHT", sides["right"], "left")

    y = _block(sheet, cx, cy - car_h / 2 - 9, "REAR", rear, "centre")
    for title, lines in extra:
        y = _block(sheet, cx, y - 3, title, lines, "centre")
    col.top = min(y, cy - car_h / 2 - reach) - 4
