"""The main window's way into the Campaign screen: a Campaign menu before Help with one action.

Kept apart from campaign_window.py so the main window can add the menu without importing the
database layer, which the app loads once the window is on screen (app.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from garage.ui.operations import OpenGarage

if TYPE_CHECKING:
    from garage.ui.campaign_window import CampaignWindow
    from garage.ui.main_window import MainWindow

SHORTCUT = "Ctrl+Shift+C"


class CampaignMenu(QObject):
    """The menu in `window`; its action opens, or raises, the one Campaign screen over the
    application's open garage, which the screen follows by itself."""

    def __init__(self, window: MainWindow, ops: OpenGarage) -> None:
        super().__init__(window)
        self.window, self.ops = window, ops
        self.screen: CampaignWindow | None = None
        self.action = QAction(self.tr("&Campaigns..."), window)
        self.action.setShortcut(QKeySequence(SHORTCUT))
        self.action.setStatusTip(self.tr("Named drivers, their rerolls and deaths across linked games"))
        self.action.triggered.connect(self.show)
        menu = QMenu(self.tr("&Campaign"), window)
        menu.addAction(self.action)
        bar = window.menuBar()
        bar.insertMenu(bar.actions()[-1], menu)  # before Help

    def show(self) -> CampaignWindow | None:
        if self.ops.garage is None:
            self.window.statusBar().showMessage(self.tr("The garage is still opening; campaigns are there once it is")
                                                if self.window.opening else
                                                self.tr("No garage is open: open one with Garage > Open Garage"), 5000)
            return None
        if self.screen is None:
            from garage.ui.campaign_window import CampaignWindow

            self.screen = CampaignWindow(self.ops, self.window)
        self.screen.show()
        self.screen.raise_()
        self.screen.activateWindow()
        return self.screen
