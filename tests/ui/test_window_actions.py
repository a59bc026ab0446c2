"""garage/ui/window_actions.py: a standard key gives every binding the platform has for it."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QStyle, QWidget

from garage.ui.window_actions import window_action


def test_an_action_takes_every_binding_of_a_standard_key_its_icon_and_tip(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    fired = []
    action = window_action(widget, "&Find", lambda: fired.append(1), QKeySequence.StandardKey.Find, None,
                           QStyle.StandardPixmap.SP_FileIcon, "Find a car")
    assert action.shortcuts() == QKeySequence.keyBindings(QKeySequence.StandardKey.Find)
    assert not action.icon().isNull() and action.statusTip() == "Find a car" and action.parent() is widget
    action.trigger()
    assert fired == [1]
    assert window_action(widget, "F&2", lambda: None, "F2").shortcut() == QKeySequence("F2")
