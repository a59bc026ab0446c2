"""The play tables printed on a sheet, read from the catalogue's combat data (never retyped)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from garage.rules.aa2.catalogue import Catalogue
from garage.rules.aa2.vehicle import Design
from garage.sheets import fonts, style

if TYPE_CHECKING:  # the sheet draws this module's tables into its column
    from garage.sheets.aa2.record_sheet import Column, RecordSheet

LINE = 6.8
GAP = 3.0


def _inches(value: int) -> str:
    return f"{value}\u2033"


def _speed_band(band: Mapping[str, Any]) -> str:
    low, high = band.get("min_speed", 0), band.get("max_speed")
    if high is None:
        return f"{_inches(low)}+"
    return _inches(low) if low == high else f"{low}-{_inches(high)}"


def range_text(catalogue: Catalogue, weapon_class: str) -> str:
    """Dice by range for a gun class: "2d6 ≤12″ · 1d6 ≤24″"."""
    bands = catalogue.combat["range_dice"].get(weapon_class, ())
    return " · ".join(f"{dice}d6 ≤{_inches(reach)}" for reach, dice in bands)


def damage_text(damage: Mapping[str, int]) -> str:
    """A to-hit band's damage by die face, faces grouped: "4,5: 1 HP · 6: 2 HP"."""
    by_points: dict[int, list[str]] = {}
    for face, points in damage.items():
        by_points.setdefault(points, []).append(str(face))
    return " · ".join(f"{','.join(faces)}: {points} HP" for points, faces in by_points.items())


def fire_tables(catalogue: Catalogue, design: Design) -> list[tuple[str, tuple[str, ...]]]:
    """The fire tables a car needs: the plain one, and the extinguisher's first when it has a
    Fire Extinguisher or a Lady Navigator (who "counts as a Fire Extinguisher", section 10),
    since losing them at a threshold brings back the plain table."""
    fire = catalogue.combat["fire"]
    plain = tuple(fire["normal"]["text"])
    extinguisher = any(catalogue.equipment[key].extinguisher for key in design.equipment
                       if key in catalogue.equipment)
    navigator = design.navigator and catalogue.navigator_extinguisher
    if not (extinguisher or navigator):
        return [("d6 per fire, end of turn", plain)]
    lost = "Both lost" if extinguisher and navigator else (
        "Extinguisher lost" if extinguisher else "Navigator killed")
    return [("With the extinguisher", tuple(fire["extinguisher"]["text"])), (lost, plain)]


def sections(catalogue: Catalogue) -> list[tuple[str, list[tuple[str, str]]]]:
    combat = catalogue.combat
    to_hit = [(band["label"], damage_text(band["damage"])) for band in combat["to_hit"]]
    ranges = [(catalogue.weapon_classes[cls].name, range_text(catalogue, cls)) for cls in combat["range_dice"]]
    loss = [(_speed_band(band), band["distance"]) for band in combat["loss_of_control"]]
    return [
        ("To hit, by target's plotted speed", to_hit),
        ("Range dice", ranges),
        ("Loss of control distance", loss),
    ]


def _lines(catalogue: Catalogue, width: float) -> list[tuple[str, float, str, str]]:
    """(kind, label width, label, text) per printed line: kind is "title" or "row"; long
    texts wrap beside a label column as wide as the section's widest label."""
    out: list[tuple[str, float, str, str]] = []
    for title, rows in sections(catalogue):
        out.append(("title", 0.0, "", title))
        label_width = max(fonts.width(label, fonts.BOLD, style.SMALL) for label, _ in rows)
        label_width = label_width + 4 if label_width else 0.0
        for label, text in rows:
            wrapped = fonts.wrap(text, fonts.REGULAR, style.SMALL, width - label_width - 6) or [""]
            out.append(("row", label_width, label, wrapped[0]))
            out += [("row", label_width, "", more) for more in wrapped[1:]]
    return out


def reference_size(catalogue: Catalogue, width: float) -> float:
    lines = _lines(catalogue, width)
    titles = sum(1 for line in lines if line[0] == "title")
    return 16 + LINE * len(lines) + GAP * titles


def draw_reference(sheet: RecordSheet, col: Column) -> None:
    p = sheet.p
    if p.panel is not None:
        sheet.c.setFillColor(p.panel)
        sheet.c.rect(col.x, col.bottom, col.width, col.top - col.bottom, stroke=0, fill=1)
    sheet.heading(col, "Reference")
    y = col.top - 3
    for kind, label_width, label, text in _lines(sheet.catalogue, col.width):
        if kind == "title":
            y -= GAP
            sheet.text(col.x + 3, y, text, style.SMALL, bold=True, colour=p.accent)
        else:
            if label:
                sheet.text(col.x + 3, y, label, style.SMALL, bold=True)
            sheet.text(col.x + 3 + label_width, y, text, style.SMALL)
        y -= LINE
    col.top = y
