"""The log: the game in plain words, one entry per action (the action and its dice first, then
a line for each thing that came of it), which is also the undo history.

Reading it never changes the game: a click, a selection, scrolling or a tooltip only show.
Going back is deliberate: a button that says how many actions it takes back ("Go back 3
actions to here"), or a double-click on the line. Undone actions stay in the log, greyed and
struck through, until something new is played (redo brings them back one by one, or the
same button to any of them). A combo shows only the actions that concern one car.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QEvent, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QPalette, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QListView,
    QPushButton,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import isValid

from garage.rules import rulesets

SETUP_WORDS = "Setup: the cars take their places"
LINES_SHOWN = 8  # the log shows at least this many lines of text: a game-turn of four cars
ALL_CARS = "All cars"
Index = QModelIndex | QPersistentModelIndex


def entry_of(command: QUndoCommand) -> rulesets.LogEntry:
    """The command's log entry (PlayedAction.entry), or its text for any other command."""
    entry = getattr(command, "entry", None)
    return entry if isinstance(entry, rulesets.LogEntry) else rulesets.LogEntry(command.text())


def entry_text(entry: rulesets.LogEntry) -> str:
    return "\n".join([entry.action, *(f"  → {outcome}" for outcome in entry.outcomes)])


class LogModel(QAbstractListModel):
    """Row 0 is the setup, row i the stack's command i - 1 (as QUndoView's model counts):
    rows past the stack's index are undone."""

    def __init__(self, stack: QUndoStack, view: QListView) -> None:
        super().__init__(view)
        self.stack, self.view = stack, view
        self.rows: list[QUndoCommand] = []
        self.index_now = 0
        stack.indexChanged.connect(self.sync)
        self.sync()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt's own default)
        return 0 if parent.isValid() else len(self.rows) + 1

    def undone(self, row: int) -> bool:
        return row > self.index_now

    def cars(self, row: int) -> tuple[str, ...]:
        return entry_of(self.rows[row - 1]).cars if 0 < row <= len(self.rows) else ()

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row = index.row()
        if not index.isValid() or row > len(self.rows):
            return None
        text = SETUP_WORDS if row == 0 else entry_text(entry_of(self.rows[row - 1]))
        undone = self.undone(row)
        if role == Qt.ItemDataRole.DisplayRole:
            return text
        if role == Qt.ItemDataRole.ToolTipRole:
            return text + ("\n(undone: Ctrl+Shift+Z plays it again)" if undone else "")
        if role == Qt.ItemDataRole.AccessibleDescriptionRole:
            return "undone: Ctrl+Shift+Z plays it again" if undone else "played"
        if role == Qt.ItemDataRole.FontRole and undone:
            font = self.view.font()
            font.setStrikeOut(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and undone:
            return self.view.palette().brush(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        return None

    def sync(self) -> None:
        """Follow the stack: commands pushed (and those a push dropped), the undone ones."""
        if not isValid(self.stack):  # a closing window's stack empties itself as it goes
            return
        count, index = self.stack.count(), self.stack.index()
        keep = min(len(self.rows), count)
        if 0 < index <= keep and self.stack.command(index - 1) is not self.rows[index - 1]:
            keep = index - 1  # something new played after an undo: the undone ones are gone
        if keep < len(self.rows):
            self.beginRemoveRows(QModelIndex(), keep + 1, len(self.rows))
            del self.rows[keep:]
            self.endRemoveRows()
        if count > keep:
            if keep == 0 and count > 1:  # a resumed game: every line at once
                self.beginResetModel()
                self.rows = [self.stack.command(i) for i in range(count)]
                self.endResetModel()
            else:
                self.beginInsertRows(QModelIndex(), keep + 1, count)
                self.rows += [self.stack.command(i) for i in range(keep, count)]
                self.endInsertRows()
        before, self.index_now = self.index_now, index
        first, last = min(before, index) + 1, min(max(before, index), len(self.rows))
        if first <= last:
            self.dataChanged.emit(self.index(first), self.index(last))


class LogPane(QGroupBox):
    """The log's box: the filter, the entries, and the one button that goes back."""

    def __init__(self, stack: QUndoStack, parent: QWidget | None = None) -> None:
        super().__init__("The game so far", parent)
        self.stack = stack
        self.view = QListView()
        self.view.setAccessibleName("Game log")
        self.view.setAlternatingRowColors(True)
        self.view.setWordWrap(True)
        self.view.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.view.setResizeMode(QListView.ResizeMode.Adjust)  # wrapped again at a new width
        self.view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.model = LogModel(stack, self.view)
        self.view.setModel(self.model)
        self.view.doubleClicked.connect(lambda index: self.go_to(index.row()))
        self.filter = QComboBox()
        self.filter.setAccessibleName("Show the actions of")
        self.filter.addItem(ALL_CARS, None)
        self.filter.currentIndexChanged.connect(lambda _: self.apply_filter())
        self.back_button = QPushButton()
        self.back_button.setAccessibleName("Go back in the game")
        self.back_button.clicked.connect(lambda: self.go_to(self.chosen_row()))
        row = QHBoxLayout()
        row.addWidget(self.filter)
        row.addWidget(self.back_button, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addLayout(row)
        self.view.selectionModel().currentChanged.connect(lambda *_: self.follow())
        self.model.rowsInserted.connect(lambda _, first, last: self.apply_filter(first, last))
        self.model.modelReset.connect(self.apply_filter)
        stack.indexChanged.connect(self.follow)
        stack.indexChanged.connect(self._show_now)
        self._fit_height()
        self.follow()
        self._show_now()

    def set_cars(self, cars: tuple[rulesets.CarCard, ...]) -> None:
        """The filter's choices: every car by its name and its driver's."""
        if self.filter.count() == len(cars) + 1:
            return
        for car in cars:
            who = car.crew or car.driver
            self.filter.addItem(f"{car.vehicle} ({who})" if who else car.vehicle, car.car)

    def apply_filter(self, first: int = 1, last: int | None = None) -> None:
        car = self.filter.currentData()
        for row in range(max(1, first), (self.model.rowCount() - 1 if last is None else last) + 1):
            self.view.setRowHidden(row, car is not None and car not in self.model.cars(row))

    def chosen_row(self) -> int | None:
        index = self.view.currentIndex()
        return index.row() if index.isValid() and self.view.selectionModel().isSelected(index) else None

    def follow(self) -> None:
        """The button says what it would do with the chosen line."""
        row, now = self.chosen_row(), self.model.index_now  # (the stack may be gone: a closing window)
        if row is None or row == now:
            self.back_button.setText("Choose a line to go back to it" if row is None else "The game is here")
            self.back_button.setEnabled(False)
            return
        steps = abs(row - now)
        actions = f"{steps} action{'s' * (steps != 1)}"
        self.back_button.setText(f"Go back {actions} to here" if row < now
                                 else f"Play {steps} undone action{'s' * (steps != 1)} again to here")
        self.back_button.setEnabled(True)

    def go_to(self, row: int | None) -> None:
        if row is not None and 0 <= row <= self.stack.count():
            self.stack.setIndex(row)

    def _show_now(self) -> None:
        """Keep the line the game is at in sight (the newest, after an action)."""
        self.view.scrollTo(self.model.index(self.model.index_now))

    def _fit_height(self) -> None:
        self.view.setMinimumHeight(LINES_SHOWN * self.view.fontMetrics().lineSpacing()
                                   + 2 * self.view.frameWidth())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # zoomed: still as many lines
            self._fit_height()
