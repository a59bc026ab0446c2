"""The car editor, driven by keyboard and mouse inside the real window."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox

from garage.rules.aa2.vehicle import Design, StatLine, Weapon
from garage.ui.commands import AddCars
from tests.ui.conftest import SB
from tests.ui.test_main_window import choose, click


def show(window, name):
    window.list.select_key(window.document.key_for(name))
    return window.editor


def click_item(qtbot, view, item) -> None:
    rect = view.visualItemRect(item)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_clicking_a_problem_selects_the_part_it_is_about(qtbot, open_window, db_url):
    window = open_window(db_url)
    broken = Design("Broken", "medium", weapons=(Weapon("Gun", "light", "front"), Weapon("TOW", "heavy", None)),
                    equipment=("ejector-seat",))
    window.undo_stack.push(AddCars(window.document, [broken], "Add"))
    panel = window.report
    problems = {panel.problems.item(i).data(Qt.ItemDataRole.UserRole): panel.problems.item(i)
                for i in range(panel.problems.count())}
    assert set(problems) == {"weapons/1", "equipment/0"}
    click_item(qtbot, panel.problems, problems["weapons/1"])
    assert window.editor.weapons.hasFocus()
    assert [i.row() for i in window.editor.weapons.selectionModel().selectedRows()] == [1]
    click_item(qtbot, panel.problems, problems["equipment/0"])
    assert window.editor.equipment.list.hasFocus() and window.editor.equipment.list.currentRow() == 0


def test_a_custom_line_and_the_stats_problem(qtbot, open_window, db_url):
    window = open_window(db_url)
    editor = show(window, "Der Bahnstormer")
    assert editor.stat_kind.text() == "Custom line (standard: MAX 24 ACC 6 DEC 6 TURN 3)"
    item = window.report.problems.item(0)
    assert item.data(Qt.ItemDataRole.UserRole) == "stats"
    click_item(qtbot, window.report.problems, item)
    assert editor.stat_boxes["max"].hasFocus()
    click(qtbot, editor.reset_stats)
    assert editor.design().stats is None and editor.stat_boxes["acc"].value() == 6
    assert "reset to the standard MAX 24 ACC 6 DEC 6 TURN 3" in window.statusBar().currentMessage()
    assert window.report.verdict.text() == "Legal"


def test_changing_weight_offers_the_new_standard_line(qtbot, open_window, db_url, dialogs):
    window = open_window(db_url)
    editor = show(window, "Der Bahnstormer")  # Light, custom line MAX 24 ACC 4 DEC 3
    dialogs.answer(SB.Yes)
    qtbot.keyClick(editor.weight, Qt.Key.Key_Down)
    assert "Use the Medium standard line (MAX 22 ACC 5 DEC 5 TURN 2)" in dialogs.of("question")[0]
    assert editor.design().weight == "medium" and editor.design().stats is None
    assert window.report.capacity_label.text() == "3/4"
    window.undo_stack.undo()
    assert editor.design().weight == "light" and editor.design().stats == StatLine(24, 4, 3, 3)
    qtbot.keyClick(editor.weight, Qt.Key.Key_Down)  # the default answer: keep the custom line
    assert editor.design().weight == "medium" and editor.design().stats == StatLine(24, 4, 3, 3)
    assert window.undo_stack.count() == 1


def test_a_standard_car_takes_the_new_class_line_without_asking(qtbot, open_window, db_url, dialogs):
    window = open_window(db_url)
    editor = show(window, "Dogmeat")
    qtbot.keyClick(editor.weight, Qt.Key.Key_Up)
    assert dialogs.shown == []
    assert editor.design().weight == "medium"
    assert [s.value() for s in editor.stat_boxes.values()] == [22, 5, 5, 2]
    assert "Capacity 4" in window.statusBar().currentMessage()


def test_random_stat_roll_uses_the_dice_it_is_given(qtbot, open_window, db_url):
    window = open_window(db_url)
    editor = show(window, "Virginia Dentata")
    editor.roll_d6 = iter([1, 6, 3]).__next__
    click(qtbot, editor.roll_stats)
    light = StatLine(24 - 2, 6 + 2, 6, 3)
    assert editor.design().stats == light
    assert window.statusBar().currentMessage() == f"Rolled 1, 6, 3 for MAX, ACC, DEC: {light}"
    assert window.undo_stack.undoText() == "Roll stat line"


def test_typing_a_stat_is_one_undo_step(qtbot, open_window, db_url):
    window = open_window(db_url)
    editor = show(window, "Dogmeat")
    spin = editor.stat_boxes["max"]
    spin.selectAll()
    qtbot.keyClicks(spin, "18")
    assert editor.design().stats.max == 18 and window.undo_stack.count() == 1
    window.undo_stack.undo()
    assert spin.value() == 20 and editor.design().stats is None


def test_editing_a_weapon_cell_moves_it_into_the_turret(qtbot, open_window, db_url):
    window = open_window(db_url)
    editor = show(window, "Purple Haze")
    table = editor.weapons
    table.setFocus()
    table.setCurrentIndex(editor.weapons_model.index(1, 2))
    qtbot.keyClick(table, Qt.Key.Key_F2)
    combo = QApplication.focusWidget()
    assert isinstance(combo, QComboBox) and combo.accessibleName() == "Weapon face"
    choose(qtbot, combo, "turret")
    qtbot.keyClick(combo, Qt.Key.Key_Return)  # the delegate commits on the next turn of the event loop
    qtbot.waitUntil(lambda: editor.design().weapons[1] == Weapon("Light Laser", "light", "turret"))
    breakdown = window.report.breakdown
    items = [breakdown.topLevelItem(i).text(0) for i in range(breakdown.topLevelItemCount())]
    assert "Turret: +1 for Light Laser" in items
    assert window.report.capacity_label.text() == "5/4"


def test_dropped_weapons_equipment_and_navigator(qtbot, open_window, db_url):
    window = open_window(db_url)
    editor = show(window, "Dogmeat")
    before = editor.design()
    choose(qtbot, editor.dropped.chooser, "oil")
    click(qtbot, editor.dropped.add_button)
    assert editor.design().dropped == before.dropped + ("oil",)
    assert editor.dropped.list.item(editor.dropped.list.count() - 1).text() == "Oil Dropper"
    editor.dropped.list.setFocus()
    editor.dropped.list.setCurrentRow(editor.dropped.list.count() - 1)
    qtbot.keyClick(editor.dropped.list, Qt.Key.Key_Delete)
    assert editor.design().dropped == before.dropped
    click(qtbot, editor.navigator)
    assert editor.design().navigator is not before.navigator
    assert window.undo_stack.count() == 3
    for _ in range(3):
        window.undo_stack.undo()
    assert editor.design() == before and not window.isWindowModified()


def test_adding_a_named_example_weapon_sets_its_class(qtbot, open_window, db_url):
    window = open_window(db_url)
    editor = show(window, "Dogmeat")
    fitted = len(editor.design().weapons)
    qtbot.keyClicks(editor.weapon_name.lineEdit(), "rocket launcher")
    assert editor.weapon_class.currentData() == "medium"
    qtbot.keyClick(editor.weapon_name.lineEdit(), Qt.Key.Key_Return)
    assert editor.design().weapons[-1] == Weapon("Rocket Launcher", "medium", "front")
    assert len(editor.design().weapons) == fitted + 1
    assert editor.weapon_name.currentText() == ""


def test_a_duplicate_or_empty_name_is_flagged_as_typed_and_never_reaches_the_garage(qtbot, open_window, db_url):
    window = open_window(db_url)
    window.list.select_key(window.document.key_for("Purple Haze"))
    editor = window.editor
    editor.name.setFocus()
    editor.name.selectAll()
    qtbot.keyClicks(editor.name, "dogmeat")
    assert editor.name_problem.isVisible()
    assert editor.name_problem.text() == "A car called 'dogmeat' is already in the garage."
    assert editor.design().name == "dogmea"  # the last good name
    qtbot.keyClick(editor.name, Qt.Key.Key_Backspace)
    assert not editor.name_problem.isVisible() and editor.design().name == "dogmea"
    editor.name.selectAll()
    qtbot.keyClick(editor.name, Qt.Key.Key_Backspace)
    assert editor.name_problem.text() == "A car needs a name." and editor.design().name == "dogmea"
    window.list.table.setFocus()  # leaving the field puts the last good name back
    assert editor.name.text() == "dogmea" and not editor.name_problem.isVisible()
    assert window.statusBar().currentMessage() == "Kept the name 'dogmea': A car needs a name."
    editor.name.setFocus()
    editor.name.selectAll()
    qtbot.keyClicks(editor.name, "Tab")
    editor.name.insert("\tCar")  # as a paste puts it in, tab and all
    assert editor.name_problem.text().startswith("The name contains '\\t'") and editor.design().name == "Tab"
    editor.name.setText("x" * 500)
    assert len(editor.name.text()) == 100  # no longer than a name may be
    window.list.table.setFocus()
    assert window.save()
    from garage.storage import open_garage
    with open_garage(db_url) as garage:
        assert "Tab" in garage.names() and "Dogmeat" in garage.names()
