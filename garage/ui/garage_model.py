"""The garage list as a Qt table model over plain rows, plus the name/class filter.

The model knows nothing of storage or widgets: it is given `GarageRow`s and told when one
changes, so it is tested on its own (tests/ui/test_garage_model.py).
"""

from __future__ import annotations

from functools import cache
from typing import Any, cast

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtGui import QFont, QGuiApplication

from garage.rules import rulesets
from garage.ui.colours import error_colour
from garage.ui.document import GarageRow

ROOT = QModelIndex()  # the invisible root every row of a table hangs from
NAME, WEIGHT, CAPACITY, LEGAL = range(4)
HEADERS = ("Name", "Class", "Capacity", "Legal")


def weight_classes() -> tuple[str, ...]:
    """Every rule set's weight classes, lightest first, the default rule set's first; a key
    two rule sets share is listed once."""
    return _weight_classes(rulesets.all_rulesets())


@cache
def _weight_classes(known: tuple[rulesets.RuleSet, ...]) -> tuple[str, ...]:
    ordered = sorted(known, key=lambda r: r.key != rulesets.DEFAULT)
    return tuple(dict.fromkeys(key for ruleset in ordered for key in ruleset.vehicle_classes))


KEY_ROLE = Qt.ItemDataRole.UserRole
SORT_ROLE = Qt.ItemDataRole.UserRole + 1


def sort_key(row: GarageRow, column: int) -> str | int:
    """What a column sorts by: plain numbers and text."""
    return row.name.casefold() if column == NAME else number_key(row, column)


def number_key(row: GarageRow, column: int) -> int:
    """What a column other than the name sorts by."""
    if column == WEIGHT:
        order = weight_classes()
        return order.index(row.weight) if row.weight in order else len(order)
    if column == CAPACITY:  # the most over first when descending, then the fullest
        return (row.capacity_used - row.capacity_limit) * 1000 + row.capacity_used
    return (0 if row.legal else 1000) + row.problems_count


def _has_capacity(row: GarageRow) -> bool:
    """False for a car of a rule set without Capacity (Battle Cars, the crash tables): 0 of 0."""
    return row.capacity_limit > 0 or row.capacity_used > 0


class GarageTableModel(QAbstractTableModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[GarageRow] = []
        self._position: dict[int, int] = {}

    # -- changes ------------------------------------------------------------------------------

    def set_rows(self, rows: list[GarageRow]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self._reindex()
        self.endResetModel()

    def update_row(self, row: GarageRow) -> None:
        i = self._position[row.id]
        self._rows[i] = row
        self.dataChanged.emit(self.index(i, 0), self.index(i, len(HEADERS) - 1))

    def insert_row(self, row: GarageRow) -> None:
        i = len(self._rows)
        self.beginInsertRows(QModelIndex(), i, i)
        self._rows.append(row)
        self._position[row.id] = i
        self.endInsertRows()

    def remove_key(self, key: int) -> None:
        i = self._position[key]
        self.beginRemoveRows(QModelIndex(), i, i)
        del self._rows[i]
        self._reindex()
        self.endRemoveRows()

    def _reindex(self) -> None:
        self._position = {row.id: i for i, row in enumerate(self._rows)}

    # -- lookups ------------------------------------------------------------------------------

    def row_of(self, key: int) -> int | None:
        return self._position.get(key)

    def garage_row(self, i: int) -> GarageRow:
        return self._rows[i]

    # -- Qt -----------------------------------------------------------------------------------

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = ROOT) -> int:
        return 0 if parent.isValid() else len(HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return HEADERS[section]
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        column = index.column()
        if role == KEY_ROLE:
            return row.id
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            if column == NAME:
                return row.name + (" *" if row.modified and role == Qt.ItemDataRole.DisplayRole else "")
            if column == WEIGHT:
                return row.weight.capitalize()
            if column == CAPACITY:
                if not _has_capacity(row):
                    return "—" if role == Qt.ItemDataRole.DisplayRole else "no Capacity"
                return f"{row.capacity_used}/{row.capacity_limit}"
            return "Legal" if row.legal else "Illegal"
        if role == SORT_ROLE:
            return sort_key(row, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == NAME and row.modified:
                return "Unsaved changes"
            if column == CAPACITY and not _has_capacity(row):
                return "This car's rules have no Capacity"
            if column == LEGAL:
                count = row.problems_count
                return f"{count} problem{'s' * (count != 1)}" if count else "No problems"
        if (role == Qt.ItemDataRole.ForegroundRole and not row.legal and column in (CAPACITY, LEGAL)
                and (column == LEGAL or row.capacity_used > row.capacity_limit)):
            return error_colour(QGuiApplication.palette())
        if role == Qt.ItemDataRole.TextAlignmentRole and column == CAPACITY:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and column == NAME and row.modified:
            font = QFont()
            font.setItalic(True)
            return font
        return None


class GarageFilter(QSortFilterProxyModel):
    """Sorts by each column's natural order and keeps the rows whose name contains the typed
    text and whose weight class is the chosen one (or any)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        self._weight: str | None = None
        self.setSortRole(SORT_ROLE)

    def set_text(self, text: str) -> None:
        self.beginFilterChange()
        self._text = text.strip().casefold()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def set_weight(self, weight: str | None) -> None:
        self.beginFilterChange()
        self._weight = weight
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def active(self) -> bool:
        """True when some cars may be hidden: a name typed or a class chosen."""
        return bool(self._text) or self._weight is not None

    def lessThan(self, left: QModelIndex | QPersistentModelIndex, right: QModelIndex | QPersistentModelIndex) -> bool:
        # One call into Python per comparison instead of two data() calls (SORT_ROLE): a
        # garage of hundreds of cars is sorted in a fraction of the time.
        rows = cast(GarageTableModel, self.sourceModel()).garage_row
        column = left.column()
        if column == NAME:
            return rows(left.row()).name.casefold() < rows(right.row()).name.casefold()
        return number_key(rows(left.row()), column) < number_key(rows(right.row()), column)

    def filterAcceptsRow(self, source_row: int, source_parent: QModelIndex | QPersistentModelIndex) -> bool:
        row = cast(GarageTableModel, self.sourceModel()).garage_row(source_row)
        return (self._text in row.name.casefold()) and (self._weight is None or row.weight == self._weight)
