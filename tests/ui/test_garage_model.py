"""The garage table model and its filter, on plain rows, with no widget in sight."""

from __future__ import annotations

from PySide6.QtCore import Qt

from garage.ui.document import GarageRow
from garage.ui.garage_model import CAPACITY, KEY_ROLE, LEGAL, NAME, WEIGHT, GarageFilter, GarageTableModel

ROWS = [
    GarageRow(1, "Purple Haze", "medium", 4, 4, True, 0),
    GarageRow(2, "dogmeat", "heavy", 5, 5, True, 0),
    GarageRow(3, "Der Bahnstormer", "light", 3, 3, True, 1),
    GarageRow(4, "Overloaded", "light", 5, 3, False, 2),
    GarageRow(5, "Bad Idea", "medium", 2, 4, False, 1),
]


def model_with(rows=ROWS):
    model = GarageTableModel()
    model.set_rows(rows)
    proxy = GarageFilter()
    proxy.setSourceModel(model)
    return model, proxy


def column(proxy, col, role=Qt.ItemDataRole.DisplayRole):
    return [proxy.index(r, col).data(role) for r in range(proxy.rowCount())]


def test_rows_show_name_class_capacity_and_the_legal_mark(qapp):
    model, _ = model_with()
    assert model.rowCount() == 5 and model.columnCount() == 4
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(4)] == ["Name", "Class", "Capacity", "Legal"]
    row = [model.index(3, c).data() for c in range(4)]
    assert row == ["Overloaded", "Light", "5/3", "Illegal"]
    assert model.index(3, LEGAL).data(Qt.ItemDataRole.ToolTipRole) == "2 problems"
    assert model.index(3, LEGAL).data(Qt.ItemDataRole.ForegroundRole) is not None
    assert model.index(0, LEGAL).data(Qt.ItemDataRole.ForegroundRole) is None


def test_sorting_uses_each_columns_natural_order(qapp):
    _, proxy = model_with()
    proxy.sort(NAME, Qt.SortOrder.AscendingOrder)
    assert column(proxy, NAME) == ["Bad Idea", "Der Bahnstormer", "dogmeat", "Overloaded", "Purple Haze"]
    proxy.sort(WEIGHT, Qt.SortOrder.AscendingOrder)
    assert column(proxy, WEIGHT) == ["Light", "Light", "Medium", "Medium", "Heavy"]
    proxy.sort(CAPACITY, Qt.SortOrder.DescendingOrder)
    assert column(proxy, CAPACITY)[0] == "5/3" and column(proxy, CAPACITY)[-1] == "2/4"
    proxy.sort(LEGAL, Qt.SortOrder.DescendingOrder)
    assert column(proxy, NAME)[:2] == ["Overloaded", "Bad Idea"]


def test_filter_by_name_and_class(qapp):
    _, proxy = model_with()
    proxy.sort(NAME, Qt.SortOrder.AscendingOrder)
    proxy.set_text("  BA ")
    assert column(proxy, NAME) == ["Bad Idea", "Der Bahnstormer"]
    proxy.set_weight("light")
    assert column(proxy, NAME) == ["Der Bahnstormer"]
    proxy.set_text("")
    assert column(proxy, NAME) == ["Der Bahnstormer", "Overloaded"]
    proxy.set_weight(None)
    assert proxy.rowCount() == 5


def test_insert_update_and_remove_by_key(qapp):
    model, proxy = model_with()
    proxy.sort(NAME, Qt.SortOrder.AscendingOrder)
    model.insert_row(GarageRow(9, "Aardvark", "heavy", 0, 5, True, 0, modified=True))
    assert column(proxy, NAME)[0] == "Aardvark *"
    assert proxy.index(0, NAME).data(KEY_ROLE) == 9
    model.update_row(GarageRow(9, "Zebra", "heavy", 1, 5, True, 0))
    assert column(proxy, NAME)[-1] == "Zebra"
    model.remove_key(2)
    assert model.row_of(2) is None and model.rowCount() == 5
    assert model.garage_row(model.row_of(9)).name == "Zebra"


def test_a_car_of_a_rule_set_without_capacity_shows_a_dash_not_0_of_0(qapp):
    # Battle Cars and the crash tables have no Capacity: their cars are stored with 0 of 0.
    model, _ = model_with([GarageRow(1, "Road Hog", "car", 0, 0, True, 0)])
    assert model.index(0, CAPACITY).data() == "—"
    assert model.index(0, CAPACITY).data(Qt.ItemDataRole.AccessibleTextRole) == "no Capacity"
    assert model.index(0, CAPACITY).data(Qt.ItemDataRole.ToolTipRole) == "This car's rules have no Capacity"
