"""One way to make a window's menu action: its words, slot, keys, icon and status-bar line."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction, QIcon, QKeySequence
from PySide6.QtWidgets import QStyle, QWidget

SP = QStyle.StandardPixmap


def window_action(window: QWidget, text: str, slot: Callable[[], object],
                  shortcut: QKeySequence.StandardKey | str | None = None, icon: str | None = None,
                  fallback: SP | None = None, tip: str = "") -> QAction:
    """`icon` is the theme's name, `fallback` the style's icon where the theme has none."""
    action = QAction(text, window)
    if isinstance(shortcut, QKeySequence.StandardKey):
        action.setShortcuts(shortcut)  # every binding the platform has for it
    elif shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    if icon or fallback is not None:
        backup = window.style().standardIcon(fallback) if fallback is not None else QIcon()
        action.setIcon(QIcon.fromTheme(icon, backup) if icon else backup)
    if tip:
        action.setStatusTip(tip)
    action.triggered.connect(slot)
    return action
