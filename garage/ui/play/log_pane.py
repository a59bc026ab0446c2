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

from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QPainter, QPalette, QResizeEvent, QShowEvent, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import isValid

from garage.rules import rulesets
from garage.ui.dialogs import tip
from garage.ui.rules_words import spoken
from garage.ui.translations import QT_TRANSLATE_NOOP

SETUP_WORDS = QT_TRANSLATE_NOOP("LogPane", "Setup: the cars take their places")  # shown translated
LINES_SHOWN = 8  # the log shows at least this many lines of text: a game-turn of four cars
ALL_CARS = QT_TRANSLATE_NOOP("LogPane", "All cars")  # shown translated
NEWEST_EXACT = 12  # the newest entries, which the log opens on, are measured exactly at once
HEIGHTS_KEPT = 256  # entries' heights a log keeps by their words, then forgets all at once
GUESSED_LENGTHS = [60, 40]  # an entry not yet shown: an action and one outcome
Index = QModelIndex | QPersistentModelIndex
DISPLAY, TOOLTIP, DESCRIPTION, FONT, FOREGROUND = (
    int(role.value) for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole,
                                 Qt.ItemDataRole.AccessibleDescriptionRole, Qt.ItemDataRole.FontRole,
                                 Qt.ItemDataRole.ForegroundRole))
ROLES = frozenset((DISPLAY, TOOLTIP, DESCRIPTION, FONT, FOREGROUND))


def entry_of(command: QUndoCommand) -> rulesets.LogEntry:
    """The command's log entry (PlayedAction.entry), or its text for any other command."""
    entry = getattr(command, "entry", None)
    return entry if isinstance(entry, rulesets.LogEntry) else rulesets.LogEntry(command.text())


def entry_text(entry: rulesets.LogEntry) -> str:
    """The entry's lines, in the player's language."""
    return "\n".join([spoken(entry.action), *(f"  → {spoken(outcome)}" for outcome in entry.outcomes)])


class LogModel(QAbstractListModel):
    """Row 0 is the setup, row i the stack's command i - 1 (as QUndoView's model counts):
    rows past the stack's index are undone."""

    replaced = Signal(int, int)  # rows first to last hold new entries (played where undone ones were)

    def __init__(self, stack: QUndoStack) -> None:
        super().__init__()
        self.stack = stack
        self.view: QAbstractItemView | None = None  # whose font and palette an undone line takes
        self.rows: list[QUndoCommand] = []
        # Row by row, the setup first; None: not made yet.
        self.texts: list[str | None] = [QCoreApplication.translate("LogPane", SETUP_WORDS)]
        self.index_now = 0
        stack.indexChanged.connect(self.sync)
        self.sync()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt's own default)
        return 0 if parent.isValid() else len(self.rows) + 1

    def text(self, row: int) -> str:
        text = self.texts[row]
        if text is None:
            text = self.texts[row] = entry_text(entry_of(self.rows[row - 1]))
        return text

    def rough_lengths(self, row: int) -> list[int]:
        """The lengths of the entry's lines if made, else a guess (an action and one outcome):
        enough to reckon a height for a line not yet shown, without reading it."""
        text = self.texts[row]
        return [len(part) for part in text.split("\n")] if text is not None else GUESSED_LENGTHS

    def undone(self, row: int) -> bool:
        return row > self.index_now

    def cars(self, row: int) -> tuple[str, ...]:
        return entry_of(self.rows[row - 1]).cars if 0 < row <= len(self.rows) else ()

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # Asked a dozen times a row on every layout: the text is made once, other roles are none.
        if role not in ROLES:
            return None
        row = index.row()
        if not index.isValid() or row > len(self.rows):
            return None
        if role == DISPLAY:
            return self.text(row)
        undone = row > self.index_now
        if role == TOOLTIP:
            return tip(self.text(row) + ("\n(undone: Ctrl+Shift+Z plays it again)" if undone else ""))
        if role == DESCRIPTION:
            return "undone: Ctrl+Shift+Z plays it again" if undone else "played"
        if not undone or self.view is None:
            return None
        if role == FONT:
            font = self.view.font()
            font.setStrikeOut(True)
            return font
        return self.view.palette().brush(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)

    def sync(self) -> None:
        """Follow the stack: commands pushed (and those a push dropped), the undone ones."""
        if not isValid(self.stack):  # a closing window's stack empties itself as it goes
            return
        count, index = self.stack.count(), self.stack.index()
        keep = min(len(self.rows), count)
        if 0 < index <= keep and self.stack.command(index - 1) is not self.rows[index - 1]:
            keep = index - 1  # something new played after an undo: the undone ones are gone
        # The new entries take the rows of the undone ones first, in place: a row removed and
        # another inserted lay the whole view out again and paint every row shown.
        taken = min(len(self.rows), count) - keep if keep < len(self.rows) and count > keep else 0
        if taken:
            self.rows[keep:keep + taken] = [self.stack.command(i) for i in range(keep, keep + taken)]
            self.texts[keep + 1:keep + taken + 1] = [None] * taken
            self.replaced.emit(keep + 1, keep + taken)
            keep += taken
        if keep < len(self.rows):
            self.beginRemoveRows(QModelIndex(), keep + 1, len(self.rows))
            del self.rows[keep:]
            del self.texts[keep + 1:]
            self.endRemoveRows()
        if count > keep:
            if keep == 0 and count > 1:  # a resumed game: every line at once
                self.beginResetModel()
                self.rows = [self.stack.command(i) for i in range(count)]
                self.texts = [QCoreApplication.translate("LogPane", SETUP_WORDS), *(None for _ in self.rows)]
                self.endResetModel()
            else:
                self.beginInsertRows(QModelIndex(), keep + 1, count)
                added = [self.stack.command(i) for i in range(keep, count)]
                self.rows += added
                self.texts += [None for _ in added]
                self.endInsertRows()
        before, self.index_now = self.index_now, index
        first, last = min(before, index) + 1, min(max(before, index), len(self.rows))
        if first <= last:
            self.dataChanged.emit(self.index(first), self.index(last))


class EntryDelegate(QStyledItemDelegate):
    """Paints an entry wrapped in its row; a row painted at a height that was only reckoned
    is measured exactly and given its true height (LogView.measured)."""

    def __init__(self, view: LogView) -> None:
        super().__init__(view)
        self.view = view

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        super().paint(painter, option, index)
        self.view.measured(index.row(), option)


class LogView(QTableView):
    """The log's entries, one row each, every row as tall as its wrapped text. The heights are
    the view's own (its vertical header's sections), set row by row as entries come: a new
    entry measures itself alone, where a QListView lays every row out again (through Python,
    a size asked of each) on each insert. An entry not yet shown has a height reckoned from
    its length, measured exactly once it is painted (and at once for the newest, where the
    log opens): laying out every line of a 500-action game exactly cost twice its replay."""

    def __init__(self, model: LogModel) -> None:
        super().__init__()
        self.log = model
        model.setParent(self)
        model.view = self
        self.exact: dict[int, int] = {}  # row -> the width it was measured exactly at
        self.heights: dict[tuple[str, bool, int], int] = {}  # (words, undone, width) -> height, this font's
        self.horizontalHeader().hide()
        self.horizontalHeader().setStretchLastSection(True)
        self.verticalHeader().hide()
        self.setShowGrid(False)
        self.setTabKeyNavigation(False)  # Tab leaves the log, as it leaves a list
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setItemDelegate(EntryDelegate(self))
        self.setModel(model)
        # An entry played: its row is added and measured, the rows above stay as they are and
        # only the new one is painted. The table's own answer to a new row (its vertical
        # header's sectionCountChanged) lays the view out again whole, a turn of the event loop
        # later, after the first paint: every row shown painted twice. So the header is quiet
        # while rows come, and fit() puts the scroll bar's range right and asks for the paint.
        model.rowsAboutToBeInserted.connect(lambda *_: self.verticalHeader().blockSignals(True))
        model.rowsInserted.connect(lambda _, first, last: self.fit(first, last, added=True))
        model.rowsRemoved.connect(lambda _, first, last: self._drop(first))
        model.replaced.connect(lambda first, last: self.fit(first, last, added=True))
        model.modelReset.connect(self.refit)

    def width_now(self) -> int:
        return max(40, self.viewport().width())

    def _option(self, width: int) -> QStyleOptionViewItem:
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        option.rect = QRect(0, 0, width, 1)  # wrapped at the row's width
        return option

    def _exact(self, row: int, option: QStyleOptionViewItem, width: int) -> int:
        self.exact[row] = width
        # An entry's height is its words' at the width: an action undone and played again, or
        # redone, takes the height its words had, without shaping them again.
        key = (self.log.text(row), self.log.undone(row), width)
        height = self.heights.get(key)
        if height is None:
            if len(self.heights) > HEIGHTS_KEPT:
                self.heights.clear()
            height = self.heights[key] = self.itemDelegate().sizeHint(option, self.log.index(row)).height()
        return height

    def _reckoned(self, row: int, width: int) -> int:
        metrics = self.fontMetrics()
        char = metrics.averageCharWidth()  # not each line's own width: that shapes every line's text
        lines = sum(max(1, -(-(length * char + 12) // width)) for length in self.log.rough_lengths(row))
        return lines * metrics.lineSpacing() + 6

    def fit(self, first: int, last: int, added: bool = False) -> None:
        """Rows first to last get their heights: exact where the log opens (the newest, and
        the setup), reckoned elsewhere until painted. `added`: they were just inserted, with
        the header quiet; else the whole view is laid out and painted again."""
        width, newest = self.width_now(), self.log.rowCount() - NEWEST_EXACT
        option = self._option(width)
        header = self.verticalHeader()
        quiet = header.blockSignals(True)
        try:
            for row in range(first, last + 1):
                self.exact.pop(row, None)
                exact = row >= newest or row == 0
                header.resizeSection(row, self._exact(row, option, width) if exact else self._reckoned(row, width))
        finally:
            header.blockSignals(quiet and not added)
        self.updateGeometries()  # the scroll bar's range
        if added:
            top = self.rowViewportPosition(first)
            self.viewport().update(QRect(0, top, self.viewport().width(), self.viewport().height() - top))
        else:
            self.viewport().update()

    def refit(self) -> None:
        """A new width, a new font, a new game's lines: every height again."""
        self.exact.clear()
        self.heights.clear()
        self.fit(0, self.log.rowCount() - 1)

    def measured(self, row: int, option: QStyleOptionViewItem) -> None:
        """A row painted: given its exact height if it had only a reckoned one."""
        width = self.width_now()
        if self.exact.get(row) == width:
            return
        height = self._exact(row, self._option(width), width)
        if height != self.rowHeight(row):
            self.setRowHeight(row, height)

    def _drop(self, first: int) -> None:
        for row in [r for r in self.exact if r >= first]:
            del self.exact[row]

    def resizeEvent(self, event: QResizeEvent) -> None:
        width = self.width_now()
        super().resizeEvent(event)
        if self.width_now() != width:
            self.refit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self.refit()

    def moveCursor(self, action: QAbstractItemView.CursorAction,
                   modifiers: Qt.KeyboardModifier) -> QModelIndex:
        """Home and End go to the first and last entry, as in a list (a table's go along the row)."""
        if action in (QAbstractItemView.CursorAction.MoveHome, QAbstractItemView.CursorAction.MoveEnd):
            modifiers = modifiers | Qt.KeyboardModifier.ControlModifier
        return super().moveCursor(action, modifiers)


class LogPane(QGroupBox):
    """The log's box: the filter, the entries, and the one button that goes back."""

    def __init__(self, stack: QUndoStack, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("LogPane", "The game so far"), parent)
        self.stack = stack
        self._filtered = False
        self.model = LogModel(stack)
        self.view = LogView(self.model)
        self.view.setAccessibleName(self.tr("Game log"))
        self.view.setAlternatingRowColors(True)
        self.view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Always there, so the lines are wrapped once, not again when a long log first needs it.
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.refit()
        self.view.doubleClicked.connect(lambda index: self.go_to(index.row()))
        self.filter = QComboBox()
        self.filter.setAccessibleName(self.tr("Show the actions of"))
        self.filter.addItem(self.tr(ALL_CARS), None)
        self.filter.currentIndexChanged.connect(lambda _: self.apply_filter())
        self.back_button = QPushButton()
        self.back_button.setAccessibleName(self.tr("Go back in the game"))
        self.back_button.clicked.connect(lambda: self.go_to(self.chosen_row()))
        row = QHBoxLayout()
        row.addWidget(self.filter)
        row.addWidget(self.back_button, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addLayout(row)
        self.view.selectionModel().currentChanged.connect(lambda *_: self.follow())
        self.model.rowsInserted.connect(lambda _, first, last: self.apply_filter(first, last))
        self.model.replaced.connect(self.apply_filter)
        self.model.modelReset.connect(self.apply_filter)
        stack.indexChanged.connect(self.follow)
        stack.indexChanged.connect(self._show_now)
        # The line the game is at stays in sight when the lines wrap again (a new width, a line
        # measured as it is painted): the view keeps its pixel offset, not the line, otherwise.
        self._in_sight = True
        bar = self.view.verticalScrollBar()
        bar.valueChanged.connect(lambda _: self._note_sight())
        bar.rangeChanged.connect(lambda *_: self._keep_sight())
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
        if car is None and not self._filtered:
            return  # nothing was hidden: a resumed game's 500 lines cost nothing here
        self._filtered = car is not None
        for row in range(max(1, first), (self.model.rowCount() - 1 if last is None else last) + 1):
            self.view.setRowHidden(row, car is not None and car not in self.model.cars(row))

    def chosen_row(self) -> int | None:
        index = self.view.currentIndex()
        return index.row() if index.isValid() and self.view.selectionModel().isSelected(index) else None

    def follow(self) -> None:
        """The button says what it would do with the chosen line."""
        row, now = self.chosen_row(), self.model.index_now  # (the stack may be gone: a closing window)
        if row is None or row == now:
            self.back_button.setText(self.tr("Choose a line to go back to it") if row is None
                                     else self.tr("The game is here"))
            self.back_button.setEnabled(False)
            return
        steps = abs(row - now)
        self.back_button.setText(self.tr("Go back %n action(s) to here", "", steps) if row < now
                                 else self.tr("Play %n undone action(s) again to here", "", steps))
        self.back_button.setEnabled(True)

    def go_to(self, row: int | None) -> None:
        if row is not None and 0 <= row <= self.stack.count():
            self.stack.setIndex(row)

    def _show_now(self) -> None:
        """Keep the line the game is at in sight (the newest, after an action). Not before the
        log is on screen: scrolling lays out every line, at a width it will not have."""
        if self.view.isVisible():
            self.view.scrollTo(self.model.index(self.model.index_now))

    def _note_sight(self) -> None:
        """Whether the line the game is at is on screen: the players read there, or scrolled away."""
        if self.view.isVisible():
            line = self.view.visualRect(self.model.index(self.model.index_now))
            self._in_sight = line.isValid() and self.view.viewport().rect().intersects(line)

    def _keep_sight(self) -> None:
        if self._in_sight:
            self._show_now()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._show_now()

    def _fit_height(self) -> None:
        self.view.setMinimumHeight(LINES_SHOWN * self.view.fontMetrics().lineSpacing()
                                   + 2 * self.view.frameWidth())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # zoomed: still as many lines, the game's in sight
            self._fit_height()
            QTimer.singleShot(0, self, self._show_now)  # once the view has its new font too
