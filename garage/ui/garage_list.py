"""The garage list pane: a filter line, a class chooser and the sortable table of cars."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, Qt, Signal
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QHBoxLayout, QHeaderView, QLineEdit, QTableView,
                               QVBoxLayout, QWidget)

from garage.rules.aa2.catalogue import WEIGHTS
from garage.ui.garage_model import CAPACITY, KEY_ROLE, LEGAL, NAME, WEIGHT, GarageFilter, GarageTableModel


class GarageList(QWidget):
    currentCarChanged = Signal(object)  # key or None

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.model = GarageTableModel(self)
        self.proxy = GarageFilter(self)
        self.proxy.setSourceModel(self.model)

        self.filter = QLineEdit()
        self.filter.setAccessibleName("Filter cars by name")
        self.filter.setPlaceholderText("Filter by name")
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self.proxy.set_text)
        self.weight = QComboBox()
        self.weight.setAccessibleName("Filter cars by weight class")
        self.weight.addItem("All classes", None)
        for key in WEIGHTS:
            self.weight.addItem(key.capitalize(), key)
        self.weight.currentIndexChanged.connect(lambda i: self.proxy.set_weight(self.weight.itemData(i)))

        self.table = QTableView()
        self.table.setAccessibleName("Cars in the garage")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(NAME, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        # Widths from the longest possible text, not from measuring every row: a garage of
        # hundreds of cars lists as fast as an empty one.
        metrics = self.fontMetrics()
        widest = {WEIGHT: ("Medium", "Class"), CAPACITY: ("10/10", "Capacity"), LEGAL: ("Illegal", "Legal")}
        for column, texts in widest.items():
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(column, max(metrics.horizontalAdvance(t) for t in texts) + 32)
        self.table.selectionModel().currentRowChanged.connect(
            lambda *_: self.currentCarChanged.emit(self.current_key()))

        filters = QHBoxLayout()
        filters.addWidget(self.filter, 1)
        filters.addWidget(self.weight)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        self.setFocusProxy(self.table)

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
