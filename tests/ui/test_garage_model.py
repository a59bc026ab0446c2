"""The garage table model and its filter, on plain rows, with no widget in sight."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from garage.ui import garage_model
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


TIES = [GarageRow(key, name, weight, used, limit, legal, problems)
        for key, (name, weight, used, limit, legal, problems) in enumerate([
            ("b", "heavy", 3, 3, True, 0), ("A", "light", 3, 3, True, 0), ("a", "medium", 5, 3, False, 2),
            ("B", "light", 2, 4, False, 2), ("c", "heavy", 3, 3, True, 0), ("a", "light", 2, 4, False, 1)], 1)]


def keys(proxy):
    return column(proxy, NAME, KEY_ROLE)


@pytest.mark.parametrize(("col", "ascending", "descending"), [
    # Rows that sort equal keep the order they were given in, either way (as Qt's own sort).
    (NAME, [2, 3, 6, 1, 4, 5], [5, 1, 4, 2, 3, 6]),
    (WEIGHT, [2, 4, 6, 3, 1, 5], [1, 5, 3, 2, 4, 6]),
    (CAPACITY, [4, 6, 1, 2, 5, 3], [3, 1, 2, 5, 4, 6]),
    (LEGAL, [1, 2, 5, 6, 3, 4], [3, 4, 6, 1, 2, 5]),
])
def test_each_column_sorts_with_ties_in_the_given_order(qapp, col, ascending, descending):
    _, proxy = model_with(TIES)
    proxy.sort(col, Qt.SortOrder.AscendingOrder)
    assert keys(proxy) == ascending and proxy.sortColumn() == col
    proxy.sort(col, Qt.SortOrder.DescendingOrder)
    assert keys(proxy) == descending and proxy.sortOrder() == Qt.SortOrder.DescendingOrder
    proxy.sort(-1)
    assert keys(proxy) == [1, 2, 3, 4, 5, 6]


@pytest.mark.parametrize("col", [NAME, WEIGHT, CAPACITY, LEGAL])
def test_a_sort_reads_each_cars_key_once_not_once_a_comparison(qapp, monkeypatch, col):
    # 10,000 cars sorted through one Python call per comparison took 760 ms (issue 24).
    rows = [GarageRow(i, f"Car {i * 7919 % 1000:04d}", ("light", "medium", "heavy")[i % 3], i % 7, 5, i % 4 > 0, i % 4)
            for i in range(1, 1001)]
    calls = []
    real, real_number = garage_model.sort_key, garage_model.number_key
    monkeypatch.setattr(garage_model, "number_key", lambda row, c: calls.append(row) or real_number(row, c))
    monkeypatch.setattr(garage_model, "sort_key",  # the other columns' keys are counted by number_key
                        lambda row, c: real(row, c) if c != NAME else calls.append(row) or real(row, c))
    _model, proxy = model_with(rows)
    calls.clear()
    proxy.sort(col, Qt.SortOrder.DescendingOrder)
    assert len(calls) <= len(rows)
    expected = sorted(rows, key=lambda row: real(garage_model.record(row), col), reverse=True)
    assert keys(proxy) == [row.id for row in expected]


def test_an_edit_moves_the_car_to_its_sorted_place_or_out_of_the_filter(qapp):
    model, proxy = model_with()
    proxy.sort(NAME, Qt.SortOrder.AscendingOrder)
    proxy.set_text("a")
    assert column(proxy, NAME) == ["Bad Idea", "Der Bahnstormer", "dogmeat", "Overloaded", "Purple Haze"]
    model.update_row(GarageRow(1, "Aaa", "medium", 4, 4, True, 0))
    assert column(proxy, NAME)[0] == "Aaa"
    model.update_row(GarageRow(1, "Zzz", "medium", 4, 4, True, 0))
    assert "Zzz" not in column(proxy, NAME) and proxy.rowCount() == 4
    model.update_row(GarageRow(1, "Zaz", "medium", 4, 4, True, 0))
    assert column(proxy, NAME)[-1] == "Zaz"
    model.remove_key(3)
    assert column(proxy, NAME) == ["Bad Idea", "dogmeat", "Overloaded", "Zaz"]
    model.insert_row(GarageRow(7, "Hazard", "light", 1, 3, True, 0))
    model.insert_row(GarageRow(8, "Hmm", "light", 1, 3, True, 0))  # hidden by the filter
    assert column(proxy, NAME) == ["Bad Idea", "dogmeat", "Hazard", "Overloaded", "Zaz"]
    proxy.set_text("")
    assert column(proxy, NAME) == ["Bad Idea", "dogmeat", "Hazard", "Hmm", "Overloaded", "Zaz"]
    for r in range(proxy.rowCount()):
        source = proxy.mapToSource(proxy.index(r, LEGAL))
        assert source.column() == LEGAL and proxy.mapFromSource(source) == proxy.index(r, LEGAL)


def test_an_edit_that_keeps_the_cars_place_reads_only_its_neighbours_keys(qapp, monkeypatch):
    # A car edited in a garage of 10,000 (each key typed in its editor) is not a sort of all.
    rows = [GarageRow(i, f"Car {i:04d}", "light", i % 7, 5, True, 0) for i in range(1, 1001)]
    model, proxy = model_with(rows)
    proxy.sort(CAPACITY, Qt.SortOrder.AscendingOrder)
    before = keys(proxy)
    calls = []
    real_number = garage_model.number_key
    monkeypatch.setattr(garage_model, "number_key", lambda row, c: calls.append(row) or real_number(row, c))
    model.update_row(GarageRow(500, "Car 0500 renamed", "light", 500 % 7, 5, True, 0))
    assert len(calls) <= 3 and keys(proxy) == before
    assert proxy.index(before.index(500), NAME).data() == "Car 0500 renamed"


def test_every_rule_set_names_its_classes_by_their_keys_capitalized():
    """What the class column (garage_model.class_word) says, translated, without reading the
    rule sets: a class named otherwise would show its key instead of its name."""
    from garage.rules import rulesets

    for ruleset in rulesets.all_rulesets():
        assert {key: key.capitalize() for key in ruleset.vehicle_classes} == dict(ruleset.vehicle_classes)
