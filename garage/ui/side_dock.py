"""The dock beside the car editor that shows the current editor panel's side panel (a panel's
optional `side_panel` widget: A&A II's is the Matchup), or a line saying the car's rule set
has none. The window tells it which panel is shown; it never knows a rule set itself.

When the window is too narrow for the report and the side panel both beside the editor (a
1024x640 screen), the window hands it the report (`take_report`): the two are then tabs of
this one pane, each read at the pane's whole width, the side panel's tab first."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QLabel, QStackedWidget, QTabWidget, QWidget


class SideDock(QDockWidget):
    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.setObjectName("matchup-dock")
        self.stack = QStackedWidget()
        self.none = QLabel(self.tr("No matchup for this car's rule set"))
        self.none.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.none.setWordWrap(True)
        self.stack.addWidget(self.none)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.setTabBarAutoHide(True)  # the side panel alone: no tab bar
        self.tabs.addTab(self.stack, title)
        self.tabs.setTabToolTip(0, title)
        self.report: QWidget | None = None
        self.setWidget(self.tabs)

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

    # -- the report as a second tab, while the window is narrow -------------------------------

    def take_report(self, report: QWidget) -> None:
        """Show `report` as a tab beside the side panel's (which stays the one shown)."""
        if self.report is None:
            self.report = report
            self.tabs.addTab(report, self.tr("Report"))
            self.tabs.setTabToolTip(1, self.tr("What the rules say of the car: its Capacity and its problems"))

    def give_back_report(self) -> QWidget | None:
        """The report taken (take_report), no longer a tab here; None when none was taken."""
        report, self.report = self.report, None
        if report is not None:
            self.tabs.removeTab(self.tabs.indexOf(report))
        return report

    def show_report(self) -> None:
        """The report's tab to the front, when the report is one here."""
        if self.report is not None:
            self.tabs.setCurrentWidget(self.report)

    def show_matchup(self) -> None:
        """The side panel's tab to the front."""
        self.tabs.setCurrentWidget(self.stack)
