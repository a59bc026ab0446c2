"""The dock beside the car editor that shows the current editor panel's side panel (a panel's
optional `side_panel` widget: A&A II's is the Matchup), or a line saying the car's rule set
has none. The window tells it which panel is shown; it never knows a rule set itself."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QLabel, QStackedWidget, QWidget


class SideDock(QDockWidget):
    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.setObjectName("matchup-dock")
        self.stack = QStackedWidget()
        self.none = QLabel(self.tr("No matchup for this car's rule set"))
        self.none.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.none.setWordWrap(True)
        self.stack.addWidget(self.none)
        self.setWidget(self.stack)

    def add(self, panel: Any) -> QWidget | None:
        """Take in an editor panel's side panel when the panel is made; returns it (or None)."""
        side = getattr(panel, "side_panel", None)
        if isinstance(side, QWidget):
            self.stack.addWidget(side)
            return side
        return None

    def follow(self, panel: Any) -> None:
        """The editor now shows `panel`: show its side panel."""
        side = getattr(panel, "side_panel", None)
        self.stack.setCurrentWidget(side if isinstance(side, QWidget) else self.none)
