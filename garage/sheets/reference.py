"""The play tables printed on a sheet, read from the catalogue's combat data (never retyped)."""

from __future__ import annotations

from typing import Mapping

from garage.rules.catalogue import Catalogue
from garage.sheets import fonts, style

LINE = 6.8
GAP = 3.0


def _inches(value: int) -> str:
    return f"{value}\u2033"


def _speed_band(band: Mapping) -> str:
    low, high = band.get("min_speed", 0), band.get("max_speed")
    if high is None:
        return f"{_inches(low)}+"
    return _inches(low) if low == high else f"{low}-{_inches(high)}"


def range_text(catalogue: Catalogue, weapon_class: str) -> str:
    """Dice by range for a gun class: "2d6 to 12″, 1d6 to 24″"."""
    bands = catalogue.combat["range_dice"].get(weapon_class, ())
    return ", ".join(f"{dice}d6 to {_inches(reach)}" for reach, dice in bands)


def fire_lines(catalogue: Catalogue, extinguisher: bool) -> tuple[str, ...]:
    table = catalogue.combat["fire"]["extinguisher" if extinguisher else "normal"]
    heading = "Each fire, end of turn, d6" + (" (extinguisher)" if extinguisher else "")
    return (heading, *table["text"])


def sections(catalogue: Catalogue) -> list[tuple[str, list[tuple[str, str]]]]:
    combat = catalogue.combat
    to_hit = [(band["label"], band["text"]) for band in combat["to_hit"]]
    ranges = [(catalogue.weapon_classes[cls].name, range_text(catalogue, cls)) for cls in combat["range_dice"]]
    fires = [("", line) for line in combat["fire"]["normal"]["text"]]
    fires += [("Extinguisher", "")] + [("", line) for line in combat["fire"]["extinguisher"]["text"]]
    loss = [(_speed_band(band), band["distance"]) for band in combat["loss_of_control"]]
    return [
        ("To hit, by target's plotted speed", to_hit),
        ("Range dice", ranges),
        ("Fires, d6 each at end of turn", fires),
        ("Loss of control distance", loss),
    ]


LABEL_WIDTH = 34.0


def _lines(catalogue: Catalogue, width: float) -> list[tuple[str, str, str]]:
    """(kind, label, text) per printed line: kind is "title" or "row"; long texts wrap."""
    out: list[tuple[str, str, str]] = []
    for title, rows in sections(catalogue):
        out.append(("title", "", title))
        for label, text in rows:
            wrapped = fonts.wrap(text, fonts.REGULAR, style.SMALL, width - LABEL_WIDTH - 6) or [""]
            out.append(("row", label, wrapped[0]))
            out += [("row", "", more) for more in wrapped[1:]]
    return out


def reference_size(catalogue: Catalogue, width: float) -> float:
    lines = _lines(catalogue, width)
    titles = sum(1 for kind, _, _ in lines if kind == "title")
    return 16 + LINE * len(lines) + GAP * titles


def draw_reference(sheet, col) -> None:
    p = sheet.p
    if p.panel is not None:
        sheet.c.setFillColor(p.panel)
        sheet.c.rect(col.x, col.bottom, col.width, col.top - col.bottom, stroke=0, fill=1)
    sheet.heading(col, "Reference")
    y = col.top - 3
    for kind, label, text in _lines(sheet.catalogue, col.width):
        if kind == "title":
            y -= GAP
            sheet.text(col.x + 3, y, text, style.SMALL, bold=True, colour=p.accent)
        else:
            if label:
                sheet.text(col.x + 3, y, label, style.SMALL, bold=True)
            sheet.text(col.x + 3 + LABEL_WIDTH, y, text, style.SMALL)
        y -= LINE
    col.top = y
