"""The garage list pane: a first look's rows shown in the order the list's own sort gives."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from garage.ui.document import GarageRow
from garage.ui.garage_list import GarageList
from garage.ui.garage_model import CAPACITY, LEGAL, NAME, WEIGHT

ROWS = [GarageRow(key, name, weight, used, limit, used <= limit, problems)
        for key, (name, weight, used, limit, problems) in enumerate([
            ("Zed", "light", 3, 3, 0), ("apple", "heavy", 9, 7, 2), ("Äpfel", "medium", 5, 5, 0),
            ("APPLE 2", "light", 1, 3, 0), ("Bee", "heavy", 7, 7, 0), ("bee 2", "medium", 6, 5, 1)], 1)]


def shown(pane: GarageList) -> list[int]:
    return [pane.proxy.index(i, 0).data(Qt.ItemDataRole.UserRole) for i in range(pane.proxy.rowCount())]


@pytest.mark.parametrize("column", [NAME, WEIGHT, CAPACITY, LEGAL])
@pytest.mark.parametrize("order", [Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder])
def test_a_first_look_is_shown_in_the_order_the_list_sorts_in(qtbot, column, order):
    pane = GarageList()
    qtbot.addWidget(pane)
    pane.table.sortByColumn(column, order)
    pane.model.set_rows(ROWS)
    sorted_by_the_list = shown(pane)
    pane.model.set_rows([])
    pane.show_first_look(ROWS)
    assert shown(pane) == sorted_by_the_list and pane.proxy.sortColumn() == -1
    pane.end_first_look()
    assert pane.model.rowCount() == 0 and pane.proxy.sortColumn() == column
    pane.model.set_rows(ROWS)
    assert shown(pane) == sorted_by_the_list


def test_after_a_first_look_the_list_sorts_as_before(qtbot):
    pane = GarageList()
    qtbot.addWidget(pane)
    pane.show_first_look(ROWS)
    pane.end_first_look()
    pane.model.set_rows(ROWS)
    pane.table.sortByColumn(CAPACITY, Qt.SortOrder.DescendingOrder)  # the most over first
    assert shown(pane)[:2] == [2, 6]
    pane.model.insert_row(GarageRow(9, "Aaa", "light", 4, 3, False, 1))
    assert shown(pane)[:3] == [2, 6, 9]


def test_the_empty_lists_line_follows_the_filter_as_it_is_typed(qtbot):
    pane = GarageList()
    qtbot.addWidget(pane)
    pane.model.set_rows(ROWS)
    qtbot.keyClicks(pane.filter, "zz")
    assert pane.empty.text() == "No cars match 'zz'."
    qtbot.keyClicks(pane.filter, "q")  # no row changes: the list was empty already
    assert pane.empty.text() == "No cars match 'zzq'."
    pane.filter.clear()
    assert pane.empty.isHidden()


def test_the_selection_is_kept_across_sorting_and_filtering(qtbot):
    pane = GarageList()
    qtbot.addWidget(pane)
    pane.model.set_rows(ROWS)
    pane.select_key(5)
    with qtbot.assertNotEmitted(pane.currentCarChanged):
        for column in (WEIGHT, CAPACITY, LEGAL, NAME):
            pane.table.sortByColumn(column, Qt.SortOrder.DescendingOrder)
            assert pane.current_key() == 5 and pane.selected_keys() == [5]
        pane.filter.setText("be")
        pane.weight.fill()
        pane.weight.setCurrentIndex(pane.weight.findData("heavy"))
        assert shown(pane) == [5] and pane.selected_keys() == [5]
        pane.model.update_row(replace(ROWS[4], name="Aaa bee"))  # moves to the end, still chosen
        pane.filter.clear()
        pane.weight.setCurrentIndex(0)
        assert pane.current_key() == 5 and pane.selected_keys() == [5] and shown(pane)[-1] == 5


def test_a_hidden_or_removed_current_car_hands_over_to_its_neighbour(qtbot):
    pane = GarageList()
    qtbot.addWidget(pane)
    pane.model.set_rows(ROWS)  # apple, APPLE 2, Bee, bee 2, Zed, Äpfel
    pane.select_key(5)
    with qtbot.waitSignal(pane.currentCarChanged, timeout=0, check_params_cb=lambda key: key == 4):
        pane.filter.setText("apple")
    assert shown(pane) == [2, 4] and pane.selected_keys() == [4]
    pane.filter.clear()
    pane.select_key(2)
    pane.model.remove_key(2)
    assert pane.current_key() == 4 and pane.selected_keys() == [4]


def test_the_empty_lists_line_names_the_class_and_the_empty_garage(qtbot):
    pane = GarageList()
    qtbot.addWidget(pane)
    pane.model.set_rows(ROWS)
    pane.weight.fill()
    pane.weight.setCurrentIndex(pane.weight.findData("light"))
    pane.filter.setText("bee")
    assert pane.empty.text() == "No Light cars match 'bee'." and not pane.empty.isHidden()
    pane.filter.clear()
    assert pane.empty.isHidden() and shown(pane) == [4, 1]
    pane.model.set_rows([])
    assert pane.empty.text() == "No cars yet: add one with New Car, or import vehicle files."


def test_the_list_and_its_filters_have_accessible_names(qtbot):
    pane = GarageList()
    qtbot.addWidget(pane)
    pane.model.set_rows(ROWS)
    assert [w.accessibleName() for w in (pane.filter, pane.weight, pane.table, pane.empty)] == [
        "Filter cars by name", "Filter cars by weight class", "Cars in the garage", "No cars shown"]
    index = pane.proxy.index(0, CAPACITY)
    assert index.data(Qt.ItemDataRole.AccessibleTextRole) == "9/7"  # apple


def test_a_filter_cleared_over_many_scattered_cars_shows_them_all_and_keeps_the_chosen_one(qtbot):
    # Many runs of cars come back at once (one layout change rather than a signal a run), in
    # the order a fresh sort gives: Qt's proxy put cars that tie after the ones already shown.
    rows = [GarageRow(i, f"{'odd' if i % 2 else 'even'} {i:03d}", "light", 1, 3, True, 0) for i in range(1, 201)]
    pane = GarageList()
    qtbot.addWidget(pane)
    pane.show()
    pane.model.set_rows(rows)
    pane.table.sortByColumn(CAPACITY, Qt.SortOrder.AscendingOrder)  # all equal: in the given order
    pane.filter.setText("odd")
    assert shown(pane) == list(range(1, 201, 2))
    pane.select_key(51)
    with qtbot.assertNotEmitted(pane.currentCarChanged):
        pane.filter.clear()
    assert shown(pane) == list(range(1, 201)) and pane.selected_keys() == [51]
    assert pane.table.verticalHeader().count() == 200
    assert pane.table.currentIndex().row() == 50


def test_a_narrow_list_keeps_class_and_legal_hidden_as_it_narrows_further(qtbot):
    """Class and Legal give way in a narrow pane, and stay away when it narrows a little more:
    a hidden column's width is 0 to Qt, which made the next resize think they fitted again."""
    pane = GarageList()
    qtbot.addWidget(pane)
    pane.model.set_rows(ROWS)
    pane.resize(900, 400)
    pane.show()
    qtbot.waitExposed(pane)
    assert not pane.table.isColumnHidden(WEIGHT) and not pane.table.isColumnHidden(LEGAL)
    header = pane.table.horizontalHeader()
    needed = pane.name_width + sum(header.sectionSize(c) for c in (CAPACITY, WEIGHT, LEGAL))
    for width in (needed - 1, needed - 12, needed - 13):
        pane.resize(width, 400)
        QApplication.processEvents()
        assert pane.table.isColumnHidden(WEIGHT) and pane.table.isColumnHidden(LEGAL), width
    pane.resize(needed, 400)
    QApplication.processEvents()
    assert not pane.table.isColumnHidden(WEIGHT) and not pane.table.isColumnHidden(LEGAL)


@pytest.mark.parametrize("reach", ["key", "wheel"])
def test_the_class_filter_lists_the_classes_whenever_the_player_reaches_for_it(qtbot, reach):
    """They are read when wanted (every rule set's: not at start-up), even by a key or a wheel
    turn sent to the chooser without the focus: the Down key then chooses the first class."""
    pane = GarageList()
    qtbot.addWidget(pane)
    pane.model.set_rows(ROWS)
    assert pane.weight.count() == 1  # "All classes" alone, until wanted
    if reach == "key":
        qtbot.keyClick(pane.weight, Qt.Key.Key_Down)
    else:
        pane.show()
        QApplication.sendEvent(pane.weight, QWheelEvent(QPointF(5, 5), QPointF(5, 5), QPoint(0, 0), QPoint(0, -120),
                                                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                                                        Qt.ScrollPhase.NoScrollPhase, False))
    assert pane.weight.count() > 1 and pane.weight.currentIndex() == 1
    assert shown(pane) == [key for key in [4, 1, 3, 6, 5, 2] if ROWS[key - 1].weight == pane.weight.currentData()]
