"""The rerolls chart: what it says to a screen reader, and that it draws in the palette's
colours on a light and a dark theme alike."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage, QPalette

from garage.rules import game_result
from garage.rules.campaign import fold
from garage.ui.colours import contrast
from garage.ui.rerolls_chart import RerollsChart, faint, nice_step
from tests.ui.campaign_driving import example_games


@pytest.fixture
def chart(qtbot):
    widget = RerollsChart()
    qtbot.addWidget(widget)
    widget.resize(700, 400)
    return widget


def standings():
    return fold([game_result.load(p) for p in example_games()])


def colours_drawn(widget) -> set[int]:
    image = widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    return {image.pixel(x, y) for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)}


def test_an_empty_campaign_says_so(chart) -> None:
    chart.set_standings(None)
    assert chart.accessibleName() == "Rerolls over the campaign's games"
    assert chart.accessibleDescription() == "No games yet."
    chart.grab()


def test_the_description_reads_each_drivers_rerolls_game_by_game(chart) -> None:
    chart.set_standings(standings())
    assert chart.accessibleDescription() == (
        "3 games. Rerolls after each game played: Hirsute Helga: 2, 3, 5; Mad Mick: 2, 2, 3; "
        "Damnation Alex: 1, 3, 3 (died).")
    assert chart.legend == ["Hirsute Helga", "Mad Mick", "Damnation Alex"]


@pytest.mark.parametrize("dark", [False, True])
def test_lines_stand_out_from_the_background_in_light_and_dark(chart, dark) -> None:
    palette = QPalette(QColor("#202020") if dark else QColor("#f0f0f0"))
    chart.setPalette(palette)
    chart.set_standings(standings())
    chart.choose("Damnation Alex")
    base = palette.color(QPalette.ColorRole.Base)
    for name in chart.legend:
        colour = chart.colour(name)
        assert contrast(colour, base) >= 3, (name, colour.name(), base.name())  # WCAG, graphics
        assert colour.rgb() in colours_drawn(chart)
    assert len({chart.colour(name).name() for name in chart.legend}) == 3


def test_tick_steps_stay_round() -> None:
    assert [nice_step(span, 10) for span in (5, 10, 11, 30, 99, 1000)] == [1, 1, 2, 5, 10, 100]


@pytest.mark.parametrize("dark", [False, True])
def test_grid_lines_are_visible_on_either_theme(dark) -> None:
    base, text = (QColor("black"), QColor("white")) if dark else (QColor("white"), QColor("black"))
    grid = faint(base, text)
    assert 1.5 < contrast(grid, base) < contrast(text, base) / 2  # seen, yet behind the lines


def test_the_last_game_is_clear_of_the_frame_and_the_legend_is_whole(chart) -> None:
    chart.set_standings(standings())
    chart.choose("Damnation Alex")  # bold in the legend, and the longest name
    plot, at = chart.geometry_of_plot()
    assert at(chart.games, 0).x() < plot.right() - 10
    image = chart.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    background = chart.palette().color(QPalette.ColorRole.Base).rgb()
    edge = {image.pixel(x, y) for x in range(image.width() - 4, image.width()) for y in range(image.height())}
    assert edge == {background | 0xFF000000}  # no letter of the legend runs off the edge


def test_drivers_on_the_same_line_are_drawn_apart(chart) -> None:
    chart.set_standings(standings())
    offsets = [chart.offset(name) for name in chart.legend]
    assert len(set(offsets)) == len(offsets)
    styles = [chart._pen(name, 2).style() for name in chart.legend]
    assert len(set(styles)) == len(styles)
