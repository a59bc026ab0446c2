"""Undo and Redo: the one set-up of every window's actions and keys, and keys from text fields.

Every window builds its Undo and Redo with undo_redo() (and its toolbar's with toolbar_steps()),
so each takes the same keys: the platform's Undo and Redo bindings plus Ctrl+Shift+Z, which
a window given setShortcut(Redo) lost wherever Redo's first binding is Ctrl+Y.

A line edit, spin box or text box takes Ctrl+Z for itself even when it has nothing to undo,
so the window's Undo did nothing while the cursor was in one (as it is right after adding a
weapon with Enter). The router hands the key to the window unless the field has a typing
step of its own to undo; fields whose every change is already a window command (the car's
name, stats and notes) always hand it over, so Ctrl+Z there undoes the command.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QAction, QIcon, QKeyEvent, QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QLineEdit, QPlainTextEdit, QTextEdit, QWidget

from garage.resources import resource
from garage.ui import dialogs

WINDOW_UNDO = "garageWindowUndo"  # property: this field's changes are window commands
SHIFT_REDO = QKeySequence("Ctrl+Shift+Z")  # taken in every window, whatever the platform's Redo
# The widgets that take Ctrl+Z for themselves (the kinds are apart: none is another's kind).
TEXT_FIELDS = (QLineEdit, QComboBox, QAbstractSpinBox, QPlainTextEdit, QTextEdit)


def redo_keys() -> list[QKeySequence]:
    """Every binding the platform has for Redo, and Ctrl+Shift+Z."""
    keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)
    return keys if SHIFT_REDO in keys else [*keys, SHIFT_REDO]


class StackAction(QAction):
    """A menu's Undo or Redo of one stack: "Undo <command>" as its text, an & in a car's name
    shown as itself rather than as a mnemonic."""

    def __init__(self, stack: QUndoStack, redo: bool, parent: QObject) -> None:
        super().__init__(parent)
        self.word = self.tr("&Redo") if redo else self.tr("&Undo")
        self.setShortcuts(redo_keys() if redo else QKeySequence.keyBindings(QKeySequence.StandardKey.Undo))
        self.triggered.connect(stack.redo if redo else stack.undo)
        (stack.canRedoChanged if redo else stack.canUndoChanged).connect(self.setEnabled)
        (stack.redoTextChanged if redo else stack.undoTextChanged).connect(self.follow)
        self.setEnabled(stack.canRedo() if redo else stack.canUndo())
        self.follow(stack.redoText() if redo else stack.undoText())

    def follow(self, command: str) -> None:
        shown = command.replace("&", "&&")
        self.setText(self.tr("{step} {command}").format(step=self.word, command=shown) if shown else self.word)


def undo_redo(stack: QUndoStack, parent: QObject) -> tuple[QAction, QAction]:
    """The menu's Undo and Redo of `stack` for the window `parent`, with the keys of every window."""
    return StackAction(stack, False, parent), StackAction(stack, True, parent)


def own_history(widget: QWidget, redo: bool) -> bool:
    """True when the field itself has a typing step to undo (or redo)."""
    field: QWidget | None = widget
    if isinstance(widget, QComboBox):
        field = widget.lineEdit()
    elif isinstance(widget, QAbstractSpinBox):
        field = widget.findChild(QLineEdit)
    if isinstance(field, QLineEdit):
        return field.isRedoAvailable() if redo else field.isUndoAvailable()
    if isinstance(field, (QPlainTextEdit, QTextEdit)):
        document = field.document()
        return document.isRedoAvailable() if redo else document.isUndoAvailable()
    return False


class AlreadyDone(QUndoCommand):
    """A command pushed after the screen made (and showed) its change: QUndoStack.push calls
    redo() at once, which must not make the change a second time; every later redo calls
    `again`, the step that makes it once more."""

    def __init__(self, text: str, again: Callable[[], None]) -> None:
        super().__init__(text)
        self._again = again
        self._pushed = False

    def redo(self) -> None:
        if self._pushed:
            self._again()
        self._pushed = True


class UndoKeyRouter(QObject):
    """Watches the text fields of `window`: Undo/Redo go to the window's actions unless the
    field has its own step to undo."""

    def __init__(self, window: QWidget):
        super().__init__(window)
        self.watch_all(window)

    def watch_all(self, parent: QWidget) -> None:
        """Watch the text fields in `parent`, e.g. an editor panel made after the window."""
        # Combo and spin boxes hand the key to their line edit directly, past its filters. One
        # walk of the widgets: a walk per kind had PySide wrap every widget five times.
        for widget in parent.findChildren(QWidget):
            if isinstance(widget, TEXT_FIELDS):
                self.watch(widget)

    def watch(self, widget: QWidget) -> None:
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent)
                and isinstance(watched, QWidget)):
            for key, redo in ((QKeySequence.StandardKey.Undo, False), (QKeySequence.StandardKey.Redo, True)):
                if event.matches(key):
                    # Left unaccepted (True), the key goes on to the window's shortcut.
                    return bool(watched.property(WINDOW_UNDO)) or not own_history(watched, redo)
        return super().eventFilter(watched, event)


class StepAction(QAction):
    """A toolbar's Undo or Redo: a fixed word on the button, the command in its tooltip, so
    the toolbar keeps its width as the command names change."""

    def __init__(self, icon: QIcon, text: str, shortcut: QKeySequence, parent: QObject | None) -> None:
        super().__init__(icon, text, parent)
        self.shortcut_text = shortcut.toString(QKeySequence.SequenceFormat.NativeText)
        self.setEnabled(False)

    def follow(self, command: str) -> None:
        self.setToolTip(dialogs.tip(self.tr("{step} {command} ({keys})").format(  # names cars
            step=self.text(), command=command, keys=self.shortcut_text)))


def step_icon(name: str) -> QIcon:
    """The theme's edit-undo or edit-redo, else Garage's own: never a Back arrow."""
    return QIcon.fromTheme(name, QIcon(str(resource("icons", f"{name}.svg"))))


def toolbar_steps(stack: QUndoStack, undo: QAction, redo: QAction,
                  parent: QObject | None) -> tuple[StepAction, StepAction]:
    """Toolbar actions for `stack`, beside its menu actions `undo` and `redo` (which name the
    command in their text and get the same icons)."""
    steps = []
    for step, word, menu_action, slot, can, text in (
            ("undo", QCoreApplication.translate("StepAction", "Undo"), undo, stack.undo, stack.canUndoChanged,
             stack.undoTextChanged),
            ("redo", QCoreApplication.translate("StepAction", "Redo"), redo, stack.redo, stack.canRedoChanged,
             stack.redoTextChanged)):
        icon = step_icon(f"edit-{step}")
        menu_action.setIcon(icon)
        action = StepAction(icon, word, menu_action.shortcut(), parent)
        action.triggered.connect(slot)
        can.connect(action.setEnabled)
        text.connect(action.follow)
        steps.append(action)
    return steps[0], steps[1]
