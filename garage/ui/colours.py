"""Colours for states the palette has no role for (over Capacity, warnings).

They are derived from the palette in use, never fixed: the hue says "error" or "warning",
the lightness follows the palette's text colour so the mark stays readable on a light or a
dark theme alike.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

ERROR_HUE = 0.0
WARNING_HUE = 0.09


def _dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Base).lightnessF() < 0.5


def state_colour(palette: QPalette, hue: float) -> QColor:
    # Saturated enough to read as a state, light or dark enough to contrast with Base.
    return QColor.fromHslF(hue, 0.8, 0.68 if _dark(palette) else 0.36)


def error_colour(palette: QPalette) -> QColor:
    return state_colour(palette, ERROR_HUE)


def warning_colour(palette: QPalette) -> QColor:
    return state_colour(palette, WARNING_HUE)
