"""Undo and Redo keys from text fields.

A line edit, spin box or text box takes Ctrl+Z for itself even when it has nothing to undo,
so the window's Undo did nothing while the cursor was in one (as it is right after adding a
weapon with Enter). The router hands the key to the window unless the field has a typing
step of its own to undo; fields whose every change is already a window command (the car's
name, stats and notes) always hand it over, so Ctrl+Z there undoes the command.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QLineEdit, QPlainTextEdit, QTextEdit, QWidget

WINDOW_UNDO = "garageWindowUndo"  # property: this field's changes are window commands


def own_history(widget: QWidget, redo: bool) -> bool:
    """True when the field itself has a typing step to undo (or redo)."""
    if isinstance(widget, QComboBox):
        widget = widget.lineEdit()
    elif isinstance(widget, QAbstractSpinBox):
        widget = widget.findChild(QLineEdit)
    if isinstance(widget, QLineEdit):
        return widget.isRedoAvailable() if redo else widget.isUndoAvailable()
    if isinstance(widget, (QPlainTextEdit, QTextEdit)):
        document = widget.document()
        return document.isRedoAvailable() if redo else document.isUndoAvailable()
    return False


class UndoKeyRouter(QObject):
    """Watches the text fields of `window`: Undo/Redo go to the window's actions unless the
    field has its own step to undo."""

    def __init__(self, window: QWidget):
        super().__init__(window)
        # Combo and spin boxes hand the key to their line edit directly, past its filters.
        for kind in (QLineEdit, QComboBox, QAbstractSpinBox, QPlainTextEdit, QTextEdit):
            for widget in window.findChildren(kind):
                self.watch(widget)

    def watch(self, widget: QWidget) -> None:
        widget.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride:
            for key, redo in ((QKeySequence.StandardKey.Undo, False), (QKeySequence.StandardKey.Redo, True)):
                if event.matches(key):
                    if watched.property(WINDOW_UNDO) or not own_history(watched, redo):
                        return True  # left unaccepted, the key goes on to the window's shortcut
                    return False
        return super().eventFilter(watched, event)
