"""Colours for states the palette has no role for (over Capacity, warnings).

They are derived from the palette in use, never fixed: the hue says "error" or "warning",
and the lightness is walked away from the background (darker on a light theme, lighter on a
dark one) until the mark has a WCAG contrast of 4.5:1 with both the window and the text
fields, so it stays readable on any theme.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

ERROR_HUE = 0.0
WARNING_HUE = 0.09
READABLE = 4.5


def _luminance(colour: QColor) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast(a: QColor, b: QColor) -> float:
    high, low = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def state_colour(palette: QPalette, hue: float) -> QColor:
    backgrounds = [palette.color(QPalette.ColorRole.Window), palette.color(QPalette.ColorRole.Base)]
    dark = sum(_luminance(c) for c in backgrounds) / 2 < 0.18
    lightness = 0.5
    step = 0.02 if dark else -0.02
    colour = QColor.fromHslF(hue, 0.85, lightness)
    while 0.0 < lightness < 1.0 and min(contrast(colour, b) for b in backgrounds) < READABLE:
        lightness += step
        colour = QColor.fromHslF(hue, 0.85, min(1.0, max(0.0, lightness)))
    return colour


def error_colour(palette: QPalette) -> QColor:
    return state_colour(palette, ERROR_HUE)


def warning_colour(palette: QPalette) -> QColor:
    return state_colour(palette, WARNING_HUE)



# Players' hues, far from one another and from the highlight's blue and the grass's green;
# past these, golden steps on from the last.
PLAYER_HUES = (0.80, 0.08, 0.50, 0.93, 0.15, 0.70)
GOLDEN = 0.618033988749895


def player_colour(palette: QPalette, index: int) -> QColor:
    """The colour of a game's `index`th player (its car on the board), as readable on the
    palette as the state colours."""
    extra = max(0, index - len(PLAYER_HUES) + 1)
    hue = PLAYER_HUES[min(index, len(PLAYER_HUES) - 1)] + extra * GOLDEN
    return state_colour(palette, hue % 1.0)
