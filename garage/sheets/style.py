"""Colours and type sizes shared by every part of a sheet, in colour or black and white."""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.lib.colors import Color, HexColor, black, white

# Type sizes in sheet units (1 unit = 1 pt on a half-page sheet; a full page scales up).
TITLE = 17.0
HEADING = 8.5
LABEL = 8.5
DETAIL = 6.8
SMALL = 5.8
SMALLEST = 5.0


@dataclass(frozen=True, slots=True)
class Palette:
    ink: Color
    muted: Color  # secondary text and rules: still dark enough to print clearly
    accent: Color  # headings
    heading_text: Color  # text on a heading band
    heading_fill: Color | None  # None: headings are underlined instead of banded
    panel: Color | None  # soft fill behind panels (None in black and white)
    thresholds: tuple[Color | None, Color | None, Color | None]  # row tints, line 1..3
    box: Color  # tick boxes, circles


COLOUR = Palette(
    ink=HexColor("#1a1a1a"),
    muted=HexColor("#4a4a4a"),
    accent=HexColor("#8c1c13"),
    heading_text=white,
    heading_fill=HexColor("#8c1c13"),
    panel=HexColor("#f6f1e7"),
    thresholds=(HexColor("#fff4c2"), HexColor("#ffd9a8"), HexColor("#f7b5ae")),
    box=HexColor("#1a1a1a"),
)

BLACK_AND_WHITE = Palette(
    ink=black,
    muted=black,
    accent=black,
    heading_text=white,
    heading_fill=black,
    panel=None,
    thresholds=(None, None, None),
    box=black,
)


def palette(colour: bool) -> Palette:
    return COLOUR if colour else BLACK_AND_WHITE
