"""The small top-down car: its four firing faces and what fires from each.

Fixed weapons sit on their face (RULINGS D1), dropped weapon systems always on the Rear
(D7), and turret weapons fire into any face, so they are listed at the turret.
"""

from __future__ import annotations

from garage.rules.catalogue import FACES
from garage.sheets import fonts, style

CAR_W = 30.0
CAR_H = 54.0
LINE = 7.0


def face_contents(sheet) -> dict[str, list[str]]:
    design, catalogue = sheet.design, sheet.catalogue
    faces: dict[str, list[str]] = {face: [] for face in (*FACES, "turret", "unmounted")}
    for weapon in design.weapons:
        faces[weapon.mount or "unmounted"].append(weapon.name or catalogue.weapon_classes[weapon.cls].name)
    for key in design.dropped:
        system = catalogue.dropped.get(key)
        faces["rear"].append(system.name if system else key)
    return faces


def _block(sheet, x: float, y: float, width: float, title: str, names: list[str], anchor: str, down: bool) -> float:
    """A face's title and its weapons from baseline y (downwards or upwards); returns the far y."""
    lines = [(title, True)] + [(fonts.clip(n, fonts.REGULAR, style.SMALL, width), False) for n in names or ["-"]]
    if not down:
        lines.reverse()
    for text, bold in lines:
        sheet.text(x, y, text, style.SMALL, bold=bold, colour=sheet.p.accent if bold else sheet.p.ink,
                   anchor=anchor)
        y += -LINE if down else LINE
    return y


def draw_diagram(sheet, col) -> None:
    c, p = sheet.c, sheet.p
    faces = face_contents(sheet)
    sheet.heading(col, "Firing faces")
    front_lines = 1 + max(1, len(faces["front"]))
    rear_lines = 1 + max(1, len(faces["rear"]))
    extra = [("TURRET (any face)", faces["turret"])] if sheet.design.has_turret else []
    if faces["unmounted"]:
        extra.append(("NO FACE CHOSEN", faces["unmounted"]))
    extra_lines = sum(1 + max(1, len(names)) for _, names in extra)
    needed = (front_lines + rear_lines + extra_lines) * LINE + CAR_H + 16
    cx = col.x + col.width / 2
    top = col.top - max(0.0, (col.top - col.bottom - needed) / 2)
    y = _block(sheet, cx, top - 6, col.width, "FRONT", faces["front"], "centre", down=True)
    cy = y - 4 - CAR_H / 2
    side_width = col.width / 2 - CAR_W / 2 - 8

    # Face boundaries: the diagonals through the car's corners.
    c.setStrokeColor(p.muted)
    c.setLineWidth(0.5)
    c.setDash(2, 2)
    reach = 22.0
    for sx in (-1, 1):
        for sy in (-1, 1):
            x0, y0 = cx + sx * CAR_W / 2, cy + sy * CAR_H / 2
            c.line(x0, y0, x0 + sx * reach, y0 + sy * reach)
    c.setDash()

    # The car, front up: body, windscreen, wheels.
    c.setStrokeColor(p.ink)
    c.setLineWidth(1.0)
    if p.panel is not None:
        c.setFillColor(p.panel)
    else:
        c.setFillColorRGB(1, 1, 1)
    c.roundRect(cx - CAR_W / 2, cy - CAR_H / 2, CAR_W, CAR_H, 6, stroke=1, fill=1)
    c.setFillColor(p.ink)
    for sx in (-1, 1):
        for sy in (-1, 1):
            c.rect(cx + sx * (CAR_W / 2 + 1.5) - 2, cy + sy * CAR_H * 0.3 - 5, 4, 10, stroke=0, fill=1)
    c.line(cx - CAR_W / 2 + 4, cy + CAR_H * 0.22, cx + CAR_W / 2 - 4, cy + CAR_H * 0.22)
    c.line(cx - CAR_W / 2 + 4, cy - CAR_H * 0.28, cx + CAR_W / 2 - 4, cy - CAR_H * 0.28)
    if sheet.design.has_turret:
        c.circle(cx, cy - 2, 7, stroke=1, fill=0)
        c.line(cx, cy - 2, cx, cy + 12)

    left_x = cx - CAR_W / 2 - 8
    right_x = cx + CAR_W / 2 + 8
    side_top = cy + (1 + max(1, len(faces["left"]), len(faces["right"]))) * LINE / 2
    for face, x, anchor in (("left", left_x, "right"), ("right", right_x, "left")):
        names = [fonts.clip(n, fonts.REGULAR, style.SMALL, side_width) for n in faces[face]]
        _block(sheet, x, side_top, side_width, face.upper(), names, anchor, down=True)

    y = cy - CAR_H / 2 - 10
    y = _block(sheet, cx, y, col.width, "REAR", faces["rear"], "centre", down=True)
    for title, names in extra:
        y = _block(sheet, cx, y - 3, col.width, title, names, "centre", down=True)
    col.top = y
