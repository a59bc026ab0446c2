"""The main window's way into the Campaign screen: a Campaign menu before Help with one action.

Kept apart from campaign_window.py so the main window can add the menu without importing the
database layer, which the app loads on a thread after the window is on screen (app.py).
"""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

SHORTCUT = "Ctrl+Shift+C"


def add_campaign_menu(window) -> QAction:
    """Add the menu to `window` (a MainWindow); its action opens, or raises, the Campaign
    screen over whatever garage the window has open."""
    def show():
        if window.garage is None:
            window.statusBar().showMessage("The garage is still opening; campaigns are there once it is"
                                           if window.opening else
                                           "No garage is open: open one with Garage > Open Garage", 5000)
            return None
        from garage.ui.campaign_window import CampaignWindow

        screen = getattr(window, "campaign_window", None)
        if screen is None:
            screen = window.campaign_window = CampaignWindow(lambda: window.garage, window)
        else:
            screen.follow_garage()
            screen.reload_campaigns()
        screen.show()
        screen.raise_()
        screen.activateWindow()
        return screen

    action = QAction("&Campaigns...", window)
    action.setShortcut(QKeySequence(SHORTCUT))
    action.setStatusTip("Named drivers, their rerolls and deaths across linked games")
    action.triggered.connect(show)
    menu = QMenu("&Campaign", window)
    menu.addAction(action)
    bar = window.menuBar()
    bar.insertMenu(bar.actions()[-1], menu)  # before Help
    window.campaigns_action = action
    window.show_campaigns = show
    return action
