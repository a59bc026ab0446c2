"""The garage list pane: a filter line, a class chooser and the sortable table of cars."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QItemSelectionModel, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from garage.ui.document import GarageRow
from garage.ui.garage_model import (
    CAPACITY,
    KEY_ROLE,
    LEGAL,
    NAME,
    WEIGHT,
    GarageFilter,
    GarageTableModel,
    class_word,
    records,
    sort_key,
    weight_classes,
)


class ClassChooser(QComboBox):
    """The weight-class filter. Its classes are every rule set's, and reading the rule sets
    costs a fifth of a bare window's start-up: they are listed when the player reaches for
    the chooser (a click, the focus, a key or the wheel), or once the app is idle after
    opening the garage (`fill`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.addItem(self.tr("All classes"), None)
        self._filled = False

    def fill(self) -> None:
        if not self._filled:
            self._filled = True
            for key in weight_classes():
                self.addItem(class_word(key), key)

    def showPopup(self) -> None:
        self.fill()
        super().showPopup()

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.fill()
        super().focusInEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.fill()
        super().keyPressEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        self.fill()
        super().wheelEvent(event)


class GarageList(QWidget):
    currentCarChanged = Signal(object)  # key or None

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.model = GarageTableModel(self)
        self.proxy = GarageFilter(self)
        self.proxy.setSourceModel(self.model)
        self._first_look: tuple[int, Qt.SortOrder] | None = None  # the sort it stands in for

        # Made with their parent, in the order Tab visits them.
        self.filter = QLineEdit(self)
        self.filter.setAccessibleName(self.tr("Filter cars by name"))
        self.filter.setPlaceholderText(self.tr("Filter by name"))
        self.filter.setClearButtonEnabled(True)
        self.filter.setMinimumWidth(self.fontMetrics().horizontalAdvance(self.filter.placeholderText()) + 24)
        self.filter.textChanged.connect(self.proxy.set_text)
        self.weight = ClassChooser(self)
        self.weight.setAccessibleName(self.tr("Filter cars by weight class"))
        self.weight.currentIndexChanged.connect(lambda i: self.proxy.set_weight(self.weight.itemData(i)))

        self.table = QTableView(self)
        self.table.setAccessibleName(self.tr("Cars in the garage"))
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(NAME, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.verticalHeader().hide()
        # Tab leaves the list for the editor; walking its cells would change the car shown.
        self.table.setTabKeyNavigation(False)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        # Widths from the longest possible text, not from measuring every row: a garage of
        # hundreds of cars lists as fast as an empty one.
        metrics = self.fontMetrics()
        words = self.model.headers
        widest = {WEIGHT: ("Medium", words[WEIGHT]), CAPACITY: ("10/10", words[CAPACITY]),
                  LEGAL: (self.model.illegal, self.model.legal, words[LEGAL])}
        for column, texts in widest.items():
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(column, max(metrics.horizontalAdvance(t) for t in texts) + 32)
        self.name_width = metrics.horizontalAdvance("Der Bahnstormer") + 24
        # Each narrow column's width when last shown: a hidden column is 0 wide to Qt.
        self._widths = {column: header.sectionSize(column) for column in widest}
        self.table.setMinimumWidth(metrics.horizontalAdvance("Virginia D") + header.sectionSize(CAPACITY) + 24)
        self.table.selectionModel().currentRowChanged.connect(
            lambda *_: self.currentCarChanged.emit(self.current_key()))

        # What an empty list means: nothing matches the filter, or no cars yet.
        self.empty = QLabel(self)
        self.empty.setTextFormat(Qt.TextFormat.PlainText)  # it quotes the filter as typed
        self.empty.setAccessibleName(self.tr("No cars shown"))
        self.empty.setWordWrap(True)
        self.empty.hide()
        for signal in (self.proxy.rowsInserted, self.proxy.rowsRemoved, self.proxy.modelReset,
                       self.proxy.layoutChanged):
            signal.connect(self._update_empty)
        # The line quotes the filter: typing on in a list already empty changes no rows.
        self.filter.textChanged.connect(self._update_empty)
        self.weight.currentIndexChanged.connect(self._update_empty)

        filters = QHBoxLayout()
        filters.addWidget(self.filter, 1)
        filters.addWidget(self.weight)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(filters)
        layout.addWidget(self.empty)
        layout.addWidget(self.table, 1)

    def resizeEvent(self, event: QResizeEvent) -> None:
        # In a narrow pane, the name and the Capacity stay readable; Class and Legal go first
        # (the class shows in the editor, illegal cars in the Capacity colour).
        header = self.table.horizontalHeader()
        spare = [WEIGHT, LEGAL]
        for column in self._widths:
            if not self.table.isColumnHidden(column):
                self._widths[column] = header.sectionSize(column)
        needed = self.name_width + sum(self._widths[c] for c in (CAPACITY, *spare))
        for column in spare:
            self.table.setColumnHidden(column, event.size().width() < needed)
        super().resizeEvent(event)

    def show_first_look(self, rows: Sequence[GarageRow]) -> None:
        """Rows to show before the garage is open, put in the order the list shows: the proxy
        then shows them as they are (sort column -1) instead of sorting them itself, so the
        first paint waits for no sort but this one. end_first_look() hands the sorting back to
        the proxy."""
        header = self.table.horizontalHeader()
        column, order = header.sortIndicatorSection(), header.sortIndicatorOrder()
        self.end_first_look()
        # Stable either way, as the proxy's sort: rows that compare equal keep their order.
        found = sorted(records(rows), key=lambda row: sort_key(row, column),
                       reverse=order == Qt.SortOrder.DescendingOrder)
        self.proxy.sort(-1)
        self.model.set_records(found)
        self._first_look = column, order

    def end_first_look(self) -> None:
        """Empty the list of a first look's rows and let the proxy sort again."""
        if self._first_look is not None:
            column, order = self._first_look
            self._first_look = None
            self.model.set_rows([])
            self.proxy.sort(column, order)

    def filtering(self) -> bool:
        return self.proxy.active()

    def _update_empty(self, *_: object) -> None:
        if self.proxy.rowCount():
            self.empty.hide()
            return
        if self.model.rowCount():
            name = self.filter.text().strip()
            if self.weight.currentData() is not None:
                said = (self.tr("No {weight} cars match '{name}'.") if name
                        else self.tr("No {weight} cars in the garage."))
            else:
                said = self.tr("No cars match '{name}'.") if name else self.tr("No cars in the garage.")
            self.empty.setText(said.format(weight=self.weight.currentText(), name=name))
        else:
            self.empty.setText(self.tr("No cars yet: add one with New Car, or import vehicle files."))
        self.empty.show()

    def current_key(self) -> int | None:
        index = self.table.currentIndex()
        return index.data(KEY_ROLE) if index.isValid() else None

    def selected_keys(self) -> list[int]:
        rows = self.table.selectionModel().selectedRows()
        keys = [index.data(KEY_ROLE) for index in sorted(rows, key=lambda i: i.row())]
        current = self.current_key()
        return keys or ([current] if current is not None else [])

    def select_key(self, key: int) -> None:
        row = self.model.row_of(key)
        if row is None:
            return
        index = self.proxy.mapFromSource(self.model.index(row, NAME))
        if not index.isValid():  # hidden by the filter: show everything rather than hide the change
            self.filter.clear()
            self.weight.setCurrentIndex(0)
            index = self.proxy.mapFromSource(self.model.index(row, NAME))
        if index.isValid() and index != self.table.currentIndex():
            self.table.selectionModel().setCurrentIndex(
                index, QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows)
        self.table.scrollTo(index)

    def select_first(self) -> None:
        if self.proxy.rowCount():
            self.table.selectionModel().setCurrentIndex(
                self.proxy.index(0, NAME),
                QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows)
