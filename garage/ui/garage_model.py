"""The garage list as a Qt table model over plain rows, plus the name/class filter.

The model knows nothing of storage or widgets: it is given `GarageRow`s and told when one
changes, so it is tested on its own (tests/ui/test_garage_model.py). It keeps each car as a
plain tuple (a `Record`): storage's own, as its query gave it, when it is given storage's
CarRows (a garage of 10,000 cars is listed without making 10,000 rows for a screenful painted).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from typing import Any, cast

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractProxyModel,
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont, QGuiApplication

from garage.rules import rulesets
from garage.rules.phrase import Word
from garage.ui.colours import error_colour
from garage.ui.document import GarageRow
from garage.ui.operations import CarRows
from garage.ui.rules_words import spoken
from garage.ui.translations import QT_TRANSLATE_NOOP

ROOT = QModelIndex()  # the invisible root every row of a table hangs from
NAME, WEIGHT, CAPACITY, LEGAL = range(4)
# Translated where shown (GarageTableModel.headers): the module is imported before the translators load.
HEADERS = (QT_TRANSLATE_NOOP("GarageTableModel", "Name"), QT_TRANSLATE_NOOP("GarageTableModel", "Class"),
           QT_TRANSLATE_NOOP("GarageTableModel", "Capacity"), QT_TRANSLATE_NOOP("GarageTableModel", "Legal"))


def weight_classes() -> tuple[str, ...]:
    """Every rule set's weight classes, lightest first, the default rule set's first; a key
    two rule sets share is listed once."""
    return _weight_classes(rulesets.all_rulesets())


@cache
def _weight_classes(known: tuple[rulesets.RuleSet, ...]) -> tuple[str, ...]:
    ordered = sorted(known, key=lambda r: r.key != rulesets.DEFAULT)
    return tuple(dict.fromkeys(key for ruleset in ordered for key in ruleset.vehicle_classes))


def class_word(key: str) -> str:
    """A class of car (its key, "light") as the player reads it: the rule sets name their
    classes by their keys capitalized ("Light"; tests/ui/test_garage_model.py holds them to
    it), so the garage list need not read the rule sets to say one in the player's language."""
    return spoken(Word(key.capitalize()))


KEY_ROLE = Qt.ItemDataRole.UserRole
SORT_ROLE = Qt.ItemDataRole.UserRole + 1

# A car as the model keeps it: (id, name, weight, used, limit, legal, problems), storage's
# tuple as CarRows.records gives it (legal 0 or 1), with True after them when the car has
# unsaved changes.
Record = tuple[Any, ...]
_ID, _NAME, _WEIGHT, _USED, _LIMIT, _LEGAL, _PROBLEMS, _MODIFIED = range(8)


def record(row: GarageRow) -> Record:
    values = (row.id, row.name, row.weight, row.capacity_used, row.capacity_limit, row.legal, row.problems_count)
    return (*values, True) if row.modified else values


def records(rows: Sequence[GarageRow]) -> list[Record]:
    """`rows` as the model keeps them: a CarRows' own tuples as they are."""
    return rows.records() if isinstance(rows, CarRows) else [record(row) for row in rows]


def _modified(row: Record) -> bool:
    return len(row) > _MODIFIED and bool(row[_MODIFIED])


def sort_key(row: Record, column: int) -> str | int:
    """What a column sorts by: plain numbers and text."""
    return row[_NAME].casefold() if column == NAME else number_key(row, column)


def number_key(row: Record, column: int) -> int:
    """What a column other than the name sorts by."""
    if column == WEIGHT:
        order = weight_classes()
        return order.index(row[_WEIGHT]) if row[_WEIGHT] in order else len(order)
    if column == CAPACITY:  # the most over first when descending, then the fullest
        return (row[_USED] - row[_LIMIT]) * 1000 + row[_USED]
    return (0 if row[_LEGAL] else 1000) + row[_PROBLEMS]


def _has_capacity(row: Record) -> bool:
    """False for a car of a rule set without Capacity (Battle Cars, the crash tables): 0 of 0."""
    return row[_LIMIT] > 0 or row[_USED] > 0


class GarageTableModel(QAbstractTableModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[Record] = []
        self._position: dict[int, int] | None = {}
        # The words of the cells, translated once: data() is asked for every cell painted.
        self.headers = tuple(self.tr(header) for header in HEADERS)
        self.legal, self.illegal = self.tr("Legal"), self.tr("Illegal")
        self._no_capacity, self._unsaved = self.tr("no Capacity"), self.tr("Unsaved changes")
        self._rules_without_capacity = self.tr("This car's rules have no Capacity")
        self._no_problems = self.tr("No problems")
        self._classes: dict[str, str] = {}  # class key -> its word: a few, each translated once

    # -- changes ------------------------------------------------------------------------------

    def set_rows(self, rows: Sequence[GarageRow]) -> None:
        self.set_records(records(rows))

    def set_records(self, found: list[Record]) -> None:
        """The cars to list, as the model keeps them (its own list from then on)."""
        self.beginResetModel()
        self._rows = found
        self._position = None
        self.endResetModel()

    def update_row(self, row: GarageRow) -> None:
        i = self._positions()[row.id]
        self._rows[i] = record(row)
        self.dataChanged.emit(self.index(i, 0), self.index(i, len(HEADERS) - 1))

    def insert_row(self, row: GarageRow) -> None:
        i = len(self._rows)
        self.beginInsertRows(QModelIndex(), i, i)
        self._rows.append(record(row))
        self._positions()[row.id] = i
        self.endInsertRows()

    def remove_key(self, key: int) -> None:
        i = self._positions()[key]
        self.beginRemoveRows(QModelIndex(), i, i)
        del self._rows[i]
        self._position = None
        self.endRemoveRows()

    def _positions(self) -> dict[int, int]:
        """Each car's key -> its row, made when first asked for after a change of rows."""
        if self._position is None:
            self._position = {row[_ID]: i for i, row in enumerate(self._rows)}
        return self._position

    # -- lookups ------------------------------------------------------------------------------

    def row_of(self, key: int) -> int | None:
        return self._positions().get(key)

    def garage_row(self, i: int) -> GarageRow:
        row = self._rows[i]
        return GarageRow(row[_ID], row[_NAME], row[_WEIGHT], row[_USED], row[_LIMIT], bool(row[_LEGAL]),
                         row[_PROBLEMS], _modified(row))

    def record(self, i: int) -> Record:
        return self._rows[i]

    def records(self) -> Sequence[Record]:
        """Every car, in the model's order (not to be changed: a view of the model's own)."""
        return self._rows

    # -- Qt -----------------------------------------------------------------------------------

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = ROOT) -> int:
        return 0 if parent.isValid() else len(HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers[section]
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        return self.cell(index.row(), index.column(), role)

    def cell(self, row_number: int, column: int, role: int) -> Any:
        """What `data` gives for the cell at `row_number`, `column` (the filter asks for its
        rows' cells so, without making a source index for each)."""
        row = self._rows[row_number]
        if role == KEY_ROLE:
            return row[_ID]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            if column == NAME:
                return row[_NAME] + (" *" if role == Qt.ItemDataRole.DisplayRole and _modified(row) else "")
            if column == WEIGHT:
                word = self._classes.get(row[_WEIGHT])
                if word is None:
                    word = self._classes[row[_WEIGHT]] = class_word(row[_WEIGHT])
                return word
            if column == CAPACITY:
                if not _has_capacity(row):
                    return "—" if role == Qt.ItemDataRole.DisplayRole else self._no_capacity
                return f"{row[_USED]}/{row[_LIMIT]}"
            return self.legal if row[_LEGAL] else self.illegal
        if role == SORT_ROLE:
            return sort_key(row, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == NAME and _modified(row):
                return self._unsaved
            if column == CAPACITY and not _has_capacity(row):
                return self._rules_without_capacity
            if column == LEGAL:
                count = row[_PROBLEMS]
                if not count:
                    return self._no_problems
                return self.tr("%n problem", "", count) if count == 1 else self.tr("%n problems", "", count)
        if (role == Qt.ItemDataRole.ForegroundRole and not row[_LEGAL] and column in (CAPACITY, LEGAL)
                and (column == LEGAL or row[_USED] > row[_LIMIT])):
            return error_colour(QGuiApplication.palette())
        if role == Qt.ItemDataRole.TextAlignmentRole and column == CAPACITY:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and column == NAME and _modified(row):
            font = QFont()
            font.setItalic(True)
            return font
        return None


MANY_RUNS = 16  # more runs of rows shown at once than this: one layout change


class GarageFilter(QAbstractProxyModel):
    """Sorts by each column's natural order and keeps the rows whose name contains the typed
    text and whose weight class is the chosen one (or any).

    The order is worked out in Python in one pass (each car's key read once, then Python's
    sort) and handed to Qt as a list of source rows: QSortFilterProxyModel called into Python
    for every comparison and every row, which took most of a second for 10,000 cars. Rows
    that sort equal keep their source order, either way, as Qt's own stable sort kept them.
    Rows hidden or shown by the filter, an edit or a removal are announced as removed or
    inserted rows (so a view hands its current row on as before); a sort or a car moved by an
    edit as a layout change that keeps each persistent index on its car."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        self._weight: str | None = None
        self._column = -1
        self._order_by = Qt.SortOrder.AscendingOrder
        self._shown: list[int] = []  # the source rows, in the order shown
        self._place: dict[int, int] | None = None  # source row -> shown row, made when asked
        self._all: list[int] | None = None  # every source row in the order shown, made when asked
        self._connections: list[tuple[Any, Any]] = []  # the source's signals, while it is the source

    # -- what the list asks of it -------------------------------------------------------------

    def set_text(self, text: str) -> None:
        self._text = text.strip().casefold()
        self._refilter()

    def set_weight(self, weight: str | None) -> None:
        self._weight = weight
        self._refilter()

    def active(self) -> bool:
        """True when some cars may be hidden: a name typed or a class chosen."""
        return bool(self._text) or self._weight is not None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self._column, self._order_by = column, order
        self._all = None
        wanted = self._ordered(self._shown)
        if wanted != self._shown:
            self._relayout(wanted)

    def sortColumn(self) -> int:
        return self._column

    def sortOrder(self) -> Qt.SortOrder:
        return self._order_by

    # -- the order ----------------------------------------------------------------------------

    def _source(self) -> GarageTableModel | None:
        return cast("GarageTableModel | None", self.sourceModel())

    def _accepts(self, row: Record) -> bool:
        return (self._text in row[_NAME].casefold()) and (self._weight is None or row[_WEIGHT] == self._weight)

    def _ordered(self, rows: Iterable[int]) -> list[int]:
        """`rows` (source rows) in the order shown; ties in source order."""
        rows = sorted(rows)
        source = self._source()
        if self._column < 0 or source is None or not 0 <= self._column < len(HEADERS):
            return rows
        cars, column = source.records(), self._column
        keys: dict[int, str | int]
        if column == WEIGHT:  # the classes' order read once, not once a car
            rank = {weight: i for i, weight in enumerate(weight_classes())}
            keys = {i: rank.get(cars[i][_WEIGHT], len(rank)) for i in rows}
        else:
            key = sort_key
            keys = {i: key(cars[i], column) for i in rows}
        # Python's sort is stable with reverse too: equal keys stay in source order.
        return sorted(rows, key=keys.__getitem__, reverse=self._order_by == Qt.SortOrder.DescendingOrder)

    def _in_place(self, row: int) -> bool:
        """True if shown row `row` still sorts between its neighbours."""
        if self._column < 0 or not 0 <= self._column < len(HEADERS):
            return True
        source = self._source()
        if source is None:
            return True
        cars, column = source.records(), self._column
        ascending = self._order_by == Qt.SortOrder.AscendingOrder

        def before(a: int, key_a: str | int, b: int, key_b: str | int) -> bool:  # a may be shown before b
            if key_a != key_b:
                return key_a < key_b if ascending else key_b < key_a  # type: ignore[operator]
            return a < b

        shown = self._shown
        car = shown[row]
        key = sort_key(cars[car], column)
        if row > 0 and not before(shown[row - 1], sort_key(cars[shown[row - 1]], column), car, key):
            return False
        return row == len(shown) - 1 or before(car, key, shown[row + 1], sort_key(cars[shown[row + 1]], column))

    def _visible(self) -> list[int]:
        source = self._source()
        if source is None:
            return []
        if not self.active():
            return list(range(source.rowCount()))
        accepts = self._accepts
        return [i for i, row in enumerate(source.records()) if accepts(row)]

    def _places(self) -> dict[int, int]:
        if self._place is None:
            self._place = {source: i for i, source in enumerate(self._shown)}
        return self._place

    def _set_shown(self, shown: list[int]) -> None:
        self._shown = shown
        self._place = None

    def _relayout(self, wanted: list[int]) -> None:
        """The rows shown become `wanted` (the same in another order, or more): every
        persistent index follows its source row."""
        self.layoutAboutToBeChanged.emit()
        old = self.persistentIndexList()
        sources = [self._shown[index.row()] if 0 <= index.row() < len(self._shown) else -1 for index in old]
        self._set_shown(wanted)
        place = self._places()
        self.changePersistentIndexList(old, [self.createIndex(place[s], index.column()) if s in place else ROOT
                                             for s, index in zip(sources, old)])
        self.layoutChanged.emit()

    def _remove_shown(self, hidden: set[int]) -> None:
        """Take the shown rows of source rows `hidden` out, one run of neighbours at a time."""
        positions = sorted((self._places()[s] for s in hidden if s in self._places()), reverse=True)
        for first, last in _runs(positions):  # highest first: the rows below keep their places
            self.beginRemoveRows(ROOT, first, last)
            del self._shown[first:last + 1]
            self._place = None
            self.endRemoveRows()

    def _insert_shown(self, wanted: list[int]) -> None:
        """Bring the shown rows to `wanted`, which holds them in their order plus new ones: a
        few runs of new rows are announced as inserted, many (a filter cleared) as one layout
        change, as QSortFilterProxyModel.invalidate() does, rather than thousands of signals."""
        have = set(self._shown)
        new = [i for i, s in enumerate(wanted) if s not in have]
        runs = _runs(new[::-1])
        if len(runs) > MANY_RUNS:
            self._relayout(wanted)
            return
        for first, last in reversed(runs):  # lowest first: each lands at its place
            self.beginInsertRows(ROOT, first, last)
            self._shown[first:first] = wanted[first:last + 1]
            self._place = None
            self.endInsertRows()

    def _update(self, wanted: list[int]) -> None:
        """Go from the rows shown to `wanted`: the rows no longer there removed, the rest put in
        their new order, the new ones inserted."""
        keep = set(wanted)
        self._remove_shown({s for s in self._shown if s not in keep})
        have = set(self._shown)
        kept = [s for s in wanted if s in have]
        if kept != self._shown:
            self._relayout(kept)
        if len(wanted) != len(kept):
            self._insert_shown(wanted)

    def _refilter(self) -> None:
        # The filter keeps the sorted order of every row: filtering sorts nothing.
        source = self._source()
        if self._all is None:
            self._all = self._ordered(range(source.rowCount() if source is not None else 0))
        if source is None or not self.active():
            self._update(list(self._all))
            return
        cars, accepts = source.records(), self._accepts
        self._update([i for i in self._all if accepts(cars[i])])

    # -- the source's changes -----------------------------------------------------------------

    def setSourceModel(self, model: QAbstractItemModel) -> None:
        old = self.sourceModel()
        if old is not None:
            for signal, slot in self._connections:
                signal.disconnect(slot)
        self.beginResetModel()
        super().setSourceModel(model)
        self._all = None
        self._connections = [(model.modelAboutToBeReset, self.beginResetModel),
                             (model.modelReset, self._source_reset),
                             (model.dataChanged, self._source_changed),
                             (model.rowsAboutToBeRemoved, self._source_removing),
                             (model.rowsRemoved, self._source_removed),
                             (model.rowsInserted, self._source_inserted)]
        for signal, slot in self._connections:
            signal.connect(slot)
        self._set_shown(self._ordered(self._visible()))
        self.endResetModel()

    def _source_reset(self) -> None:
        self._all = None
        self._set_shown(self._ordered(self._visible()))
        self.endResetModel()

    def _source_changed(self, top_left: QModelIndex, bottom_right: QModelIndex, *_: object) -> None:
        source = self._source()
        if source is None:
            return
        changed = range(top_left.row(), bottom_right.row() + 1)
        self._all = None
        place = self._places()
        if len(changed) == 1 and top_left.row() in place and self._accepts(source.record(top_left.row())) \
                and self._in_place(place[top_left.row()]):
            # One car edited and still where it sorts (the usual keystroke in the editor).
            row = place[top_left.row()]
            self.dataChanged.emit(self.index(row, 0), self.index(row, len(HEADERS) - 1))
            return
        shown = set(self._shown)
        still = {i for i in changed if self._accepts(source.record(i))}
        wanted = self._ordered((shown - set(changed)) | still)
        self._update(wanted)
        place = self._places()
        rows = [place[i] for i in still]
        if rows:
            self.dataChanged.emit(self.index(min(rows), 0), self.index(max(rows), len(HEADERS) - 1))

    def _source_removing(self, parent: QModelIndex, first: int, last: int) -> None:
        self._all = None
        self._remove_shown(set(range(first, last + 1)))

    def _source_removed(self, parent: QModelIndex, first: int, last: int) -> None:
        count = last - first + 1
        self._set_shown([s - count if s > last else s for s in self._shown])

    def _source_inserted(self, parent: QModelIndex, first: int, last: int) -> None:
        source = self._source()
        if source is None:
            return
        count = last - first + 1
        self._all = None
        self._set_shown([s + count if s >= first else s for s in self._shown])
        added = {i for i in range(first, last + 1) if self._accepts(source.record(i))}
        if added:
            self._insert_shown(self._ordered(set(self._shown) | added))

    # -- Qt -----------------------------------------------------------------------------------

    def index(self, row: int, column: int, parent: QModelIndex | QPersistentModelIndex = ROOT) -> QModelIndex:
        if parent.isValid() or not (0 <= row < len(self._shown) and 0 <= column < len(HEADERS)):
            return QModelIndex()
        return self.createIndex(row, column)

    def parent(self, child: QModelIndex | QPersistentModelIndex = ROOT) -> QModelIndex:  # type: ignore[override]
        return QModelIndex()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = ROOT) -> int:
        return 0 if parent.isValid() else len(self._shown)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = ROOT) -> int:
        return 0 if parent.isValid() else len(HEADERS)

    def hasChildren(self, parent: QModelIndex | QPersistentModelIndex = ROOT) -> bool:
        return not parent.isValid() and bool(self._shown)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        source = self._source()
        if orientation == Qt.Orientation.Horizontal and source is not None:
            return source.headerData(section, orientation, role)
        return None

    def mapToSource(self, proxy_index: QModelIndex | QPersistentModelIndex) -> QModelIndex:
        source = self._source()
        if source is None or not proxy_index.isValid() or not 0 <= proxy_index.row() < len(self._shown):
            return QModelIndex()
        return source.index(self._shown[proxy_index.row()], proxy_index.column())

    def mapFromSource(self, source_index: QModelIndex | QPersistentModelIndex) -> QModelIndex:
        if not source_index.isValid():
            return QModelIndex()
        row = self._places().get(source_index.row())
        return QModelIndex() if row is None else self.createIndex(row, source_index.column())

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        source = self._source()
        if source is None or not index.isValid() or not 0 <= index.row() < len(self._shown):
            return None
        return source.cell(self._shown[index.row()], index.column(), role)


def _runs(descending: list[int]) -> list[tuple[int, int]]:
    """Runs of neighbours in positions sorted highest first: [(first, last), ...], highest first."""
    runs: list[tuple[int, int]] = []
    for position in descending:
        if runs and runs[-1][0] == position + 1:
            runs[-1] = (position, runs[-1][1])
        else:
            runs.append((position, position))
    return runs
