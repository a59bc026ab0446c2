"""The over-Capacity and warning colours stay readable on light and dark palettes (WCAG
contrast of at least 4.5:1 against the window and the text fields)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QPalette

from garage.ui.colours import error_colour, player_colour, warning_colour


def contrast(a: QColor, b: QColor) -> float:
    """WCAG 2 contrast ratio, written out here so the test does not trust the code it checks."""
    def luminance(colour: QColor) -> float:
        linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
                  for c in (colour.redF(), colour.greenF(), colour.blueF())]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def palette(window: QColor, base: QColor) -> QPalette:
    result = QPalette(window, window)
    result.setColor(QPalette.ColorRole.Base, base)
    return result


@pytest.mark.parametrize("theme", [palette(QColor("#efefef"), QColor("#ffffff")),
                                   palette(QColor("#35383d"), QColor("#1e2023")),
                                   palette(QColor("#000000"), QColor("#000000"))],
                         ids=["light", "dark", "black"])
@pytest.mark.parametrize("colour", [error_colour, warning_colour], ids=["error", "warning"])
def test_state_colours_are_readable(qapp, theme, colour):
    mark = colour(theme)
    for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base):
        assert contrast(mark, theme.color(role)) >= 4.5


def test_error_is_red_in_both(qapp):
    for theme in (palette(QColor("white"), QColor("white")), palette(QColor("#222"), QColor("#111"))):
        colour = error_colour(theme)
        assert colour.red() > 2 * max(colour.green(), colour.blue())


@pytest.mark.parametrize("theme", [palette(QColor("#efefef"), QColor("#ffffff")),
                                   palette(QColor("#35383d"), QColor("#1e2023"))], ids=["light", "dark"])
def test_players_colours_are_readable_and_apart(theme):
    """The board's cars: one colour per player, each readable on the palette, none repeated."""
    colours = [player_colour(theme, i) for i in range(8)]
    for colour in colours:
        assert contrast(colour, theme.color(QPalette.ColorRole.Base)) >= 4.4
    assert len({c.name() for c in colours}) == 8
