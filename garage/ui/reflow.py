"""A row of widgets that stacks into a column when the pane is too narrow for it, so the car
editor stays readable in an 800-pixel window without a sideways scroll bar."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QBoxLayout, QWidget

ROW, COLUMN = QBoxLayout.Direction.LeftToRight, QBoxLayout.Direction.TopToBottom


class Reflow(QWidget):
    def __init__(self, *widgets: QWidget, stretch: tuple[int, ...] = (), parent: QWidget | None = None):
        super().__init__(parent)
        self.box = QBoxLayout(ROW, self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.widgets = widgets
        for i, widget in enumerate(widgets):
            self.box.addWidget(widget, stretch[i] if i < len(stretch) else 0)

    def row_width(self) -> int:
        """The narrowest the widgets fit side by side."""
        widths = [w.minimumSizeHint().width() for w in self.widgets if not w.isHidden()]
        return sum(widths) + self.box.spacing() * max(0, len(widths) - 1)

    def minimumSizeHint(self) -> QSize:
        # As narrow as the widest widget: stacked, when it comes to it.
        hint = super().minimumSizeHint()
        widest = max((w.minimumSizeHint().width() for w in self.widgets if not w.isHidden()), default=0)
        return QSize(widest, hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        direction = ROW if event.size().width() >= self.row_width() else COLUMN
        if self.box.direction() != direction:
            self.box.setDirection(direction)
        super().resizeEvent(event)
