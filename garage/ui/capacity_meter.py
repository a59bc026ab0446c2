"""The Capacity meter: one cell per point of Capacity, filled as points are spent.

Points spent beyond the weight class's limit are drawn past the end of the bar in the error
colour, so "one point over" is something you can see, not only read.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from garage.ui.colours import error_colour


class CapacityMeter(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._used = 0
        self._limit = 0
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setAccessibleName(self.tr("Capacity"))

    @property
    def used(self) -> int:
        return self._used

    @property
    def limit(self) -> int:
        return self._limit

    @property
    def over(self) -> bool:
        return self._used > self._limit

    def set_capacity(self, used: int, limit: int) -> None:
        self._used, self._limit = used, limit
        text = (self.tr("{used} of {limit} Capacity used, {over} over") if used > limit
                else self.tr("{used} of {limit} Capacity used")).format(used=used, limit=limit, over=used - limit)
        self.setAccessibleDescription(text)
        self.setToolTip(text)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(24 * max(5, self._limit, self._used), self.fontMetrics().height() + 8)

    def minimumSizeHint(self) -> QSize:
        return QSize(12 * max(3, self._limit, self._used), self.fontMetrics().height() + 4)

    def paintEvent(self, event: QPaintEvent) -> None:
        cells = max(self._limit, self._used, 1)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        gap = 4.0
        width = (self.width() - 1 - gap * (cells - 1)) / cells
        height = self.height() - 1.0
        outline = palette.color(QPalette.ColorRole.Mid)
        over = error_colour(palette)
        for i in range(cells):
            rect = QRectF(0.5 + i * (width + gap), 0.5, width, height)
            beyond = self._limit <= i < self._used  # a spent point past the limit, not an empty cell
            painter.setPen(QPen(over if beyond else outline, 1.0))
            if i < self._used:
                painter.setBrush(over if self.over else palette.color(QPalette.ColorRole.Highlight))
            else:
                painter.setBrush(palette.color(QPalette.ColorRole.Base))
            painter.drawRoundedRect(rect, 3, 3)
        if self.hasFocus():
            painter.setPen(QPen(palette.color(QPalette.ColorRole.Highlight), 1.0, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5))
