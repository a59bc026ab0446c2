"""The Capacity meter: the error colour only for points spent past the limit."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from garage.ui.capacity_meter import CapacityMeter
from garage.ui.colours import error_colour


def error_pixels(meter) -> int:
    image = meter.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    red = error_colour(meter.palette())
    return sum(1 for x in range(image.width()) for y in range(image.height())
               if abs(image.pixelColor(x, y).red() - red.red()) < 8 and abs(image.pixelColor(x, y).green()
                                                                           - red.green()) < 8
               and abs(image.pixelColor(x, y).blue() - red.blue()) < 8)


@pytest.mark.parametrize("used, limit, red", [(0, 0, False), (0, 4, False), (4, 4, False), (5, 4, True)])
def test_only_points_over_the_limit_are_drawn_in_the_error_colour(qtbot, used, limit, red):
    meter = CapacityMeter()
    qtbot.addWidget(meter)
    meter.resize(200, 24)
    meter.set_capacity(used, limit)
    assert (error_pixels(meter) > 0) == red
