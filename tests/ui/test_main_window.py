"""The issue's "done when", driven through the real widgets: build Purple Haze by typing and
clicking, break it, undo, save, reopen, export its sheet; the unsaved-changes prompt; a bad
import that changes nothing."""

from __future__ import annotations

import json

import pypdf
import pytest
from PySide6.QtCore import QMimeData, QPoint, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QApplication, QComboBox, QToolBar, QUndoView, QWidget

from garage.rules.aa2.vehicle import Design, Weapon
from garage.sheets import SheetOptions
from garage.storage import open_garage
from tests.ui.conftest import SB

PURPLE_HAZE = Design(name="Purple Haze", weight="medium",
                     weapons=(Weapon("Heavy Laser", "medium", "front"), Weapon("Light Laser", "light", "rear")),
                     equipment=("ramplates",))


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def tool(window, action):
    return window.findChild(QToolBar).widgetForAction(action)


def choose(qtbot, combo, data) -> None:
    """Pick from a drop-down with the arrow keys, as a keyboard user does."""
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if combo.currentData() == data:
            return
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    raise AssertionError(f"{data!r} is not in {combo.accessibleName()}")


def add_weapon(qtbot, editor, name: str, face: str) -> None:
    qtbot.keyClicks(editor.weapon_name.lineEdit(), name)
    choose(qtbot, editor.weapon_mount, face)
    click(qtbot, editor.add_weapon)


def build_purple_haze(qtbot, window) -> None:
    click(qtbot, tool(window, window.new_action))
    editor = window.editor
    assert editor.name.hasFocus() and editor.name.selectedText() == "New Car"
    qtbot.keyClicks(editor.name, "Purple Haze")
    assert editor.weight.currentData() == "medium"
    add_weapon(qtbot, editor, "Heavy Laser", "front")
    add_weapon(qtbot, editor, "Light Laser", "rear")
    choose(qtbot, editor.equipment.chooser, "ramplates")
    click(qtbot, editor.equipment.add_button)


def test_build_purple_haze_break_it_undo_save_reopen_and_print(qtbot, open_window, empty_url, tmp_path):
    window = open_window(empty_url)
    assert window.list.model.rowCount() == 0 and window.editor.design() is None

    build_purple_haze(qtbot, window)
    assert window.editor.design() == PURPLE_HAZE
    assert window.report.verdict.text() == "Legal"
    assert window.report.capacity_label.text() == "4/4"
    assert window.list.model.garage_row(0).name == "Purple Haze"
    assert window.isWindowModified()

    add_weapon(qtbot, window.editor, "Machine Gun", "front")
    assert window.report.capacity_label.text() == "5/4"
    assert window.report.meter.over
    assert window.report.verdict.text() == "Illegal: 1 error"
    assert any("uses 5 Capacity but a Medium vehicle has only 4" in m for m in window.report.problem_messages())
    assert window.report.capacity_label.palette().color(window.report.capacity_label.foregroundRole()) != \
        window.report.palette().color(window.report.foregroundRole())

    click(qtbot, tool(window, window.undo_button_action))
    assert window.editor.design() == PURPLE_HAZE
    assert window.report.verdict.text() == "Legal" and window.report.capacity_label.text() == "4/4"

    click(qtbot, tool(window, window.files.save_action))
    assert not window.isWindowModified()
    window.close()
    with open_garage(empty_url) as garage:
        assert garage.names() == ["Purple Haze"]
        assert garage.get_design("Purple Haze") == PURPLE_HAZE

    again = open_window(empty_url)
    assert again.editor.design() == PURPLE_HAZE
    assert again.report.capacity_label.text() == "4/4"
    pdf = tmp_path / "purple-haze.pdf"
    assert again.export_sheets(str(pdf), SheetOptions())
    text = "".join(page.extract_text() for page in pypdf.PdfReader(pdf).pages)
    assert "Purple Haze" in text and "Heavy Laser" in text


def test_typing_a_name_is_one_undo_step(qtbot, open_window, db_url):
    window = open_window(db_url)
    window.list.select_key(window.document.key_for("Dogmeat"))
    window.editor.name.selectAll()
    qtbot.keyClicks(window.editor.name, "Rover")
    assert window.undo_stack.count() == 1 and window.list.model.garage_row(
        window.list.model.row_of(window.current)).name == "Rover"
    window.undo_stack.undo()
    assert window.editor.name.text() == "Dogmeat" and not window.isWindowModified()


@pytest.mark.parametrize("answer, closed, saved", [(SB.Cancel, False, False), (SB.Discard, True, False),
                                                   (SB.Save, True, True)])
def test_closing_with_unsaved_changes_asks(qtbot, open_window, db_url, dialogs, answer, closed, saved):
    window = open_window(db_url)
    window.list.select_key(window.document.key_for("Dogmeat"))
    qtbot.keyClicks(window.editor.name, " II")
    dialogs.answer(answer)
    window.close()
    assert dialogs.of("warning") == ["Save the changes to garage.sqlite before closing it?"]
    assert window.isVisible() is not closed
    with open_garage(db_url) as garage:
        assert ("Dogmeat II" in garage.names()) is saved
    window.undo_stack.setClean()


def test_closing_a_saved_garage_asks_nothing(open_window, db_url, dialogs):
    window = open_window(db_url)
    window.close()
    assert not window.isVisible() and dialogs.shown == []


def test_importing_a_bad_file_shows_the_error_and_changes_nothing(open_window, db_url, dialogs, tmp_path):
    good = tmp_path / "good.car.json"
    good.write_text(json.dumps({"format": "axles-and-alloys-ii/vehicle", "version": 1, "name": "Rusty",
                                "weight": "light"}))
    bad = tmp_path / "bad.car.json"
    bad.write_text(json.dumps({"format": "axles-and-alloys-ii/vehicle", "version": 1, "name": "Tank",
                               "weight": "super-heavy"}))
    window = open_window(db_url)
    before = window.document.rows()
    assert not window.import_files([str(good), str(bad)])
    assert dialogs.of("critical") == [f"{bad}: weight: 'super-heavy' is not one of light, medium, heavy"]
    assert window.document.rows() == before and window.undo_stack.count() == 0
    assert not window.isWindowModified()


def test_dropping_vehicle_files_imports_them_as_one_undo_step(qtbot, open_window, db_url):
    window = open_window(db_url)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in
                  sorted(__import__("garage.resources").resources.resource("examples").glob("*.car.json"))[:2]])
    event = QDropEvent(QPoint(10, 10), Qt.DropAction.CopyAction, mime, Qt.MouseButton.NoButton,
                       Qt.KeyboardModifier.NoModifier)
    window.dropEvent(event)
    names = [row.name for row in window.document.rows()]
    assert "Der Bahnstormer 2" in names and "Dogmeat 2" in names
    assert "the name was taken" in window.statusBar().currentMessage()
    window.undo_stack.undo()
    assert "Dogmeat 2" not in [row.name for row in window.document.rows()]


def test_delete_asks_and_undo_brings_the_car_back(open_window, db_url, dialogs):
    window = open_window(db_url)
    key = window.document.key_for("Queen Bee")
    window.list.select_key(key)
    window.delete_action.trigger()  # the default answer is No
    assert key in window.document
    dialogs.answer(SB.Yes)
    window.delete_action.trigger()
    assert key not in window.document and window.list.model.row_of(key) is None
    window.save()
    with open_garage(db_url) as garage:
        assert "Queen Bee" not in garage.names()
    window.undo_action.trigger()
    assert key in window.document and window.isWindowModified()
    window.save()
    with open_garage(db_url) as garage:
        assert "Queen Bee" in garage.names()


def test_new_duplicate_rename_and_filter(qtbot, open_window, db_url, dialogs):
    window = open_window(db_url)
    window.list.select_key(window.document.key_for("Purple Haze"))
    window.duplicate_action.trigger()
    assert window.editor.design().name == "Purple Haze (copy)"
    assert window.editor.design().weapons == PURPLE_HAZE.weapons
    window.list.table.setFocus()
    qtbot.keyClick(window.list.table, Qt.Key.Key_F2)  # rename in place, in the name field
    assert window.editor.name.hasFocus() and window.editor.name.selectedText() == "Purple Haze (copy)"
    qtbot.keyClicks(window.editor.name, "Haze Two")
    assert window.editor.design().name == "Haze Two" and window.undo_stack.undoText() == "Rename car"
    window.new_action.trigger()
    assert window.editor.design() == Design("New Car", "medium")
    qtbot.keyClicks(window.list.filter, "haze")
    assert window.list.proxy.rowCount() == 2 and window.count_label.text() == "2 of 8 cars shown"
    assert window.list.empty.isHidden()
    choose(qtbot, window.list.weight, "light")
    assert window.list.proxy.rowCount() == 0
    assert window.list.empty.isVisible() and window.list.empty.text() == "No Light cars match 'haze'."
    window.undo_stack.undo()  # the new car: the list shows the change, so the filter is cleared
    window.undo_stack.undo()
    assert window.list.filter.text() == "" and window.editor.design().name == "Purple Haze (copy)"


def test_export_selected_cars_saves_first_and_writes_vehicle_files(qtbot, open_window, db_url, dialogs, tmp_path):
    window = open_window(db_url)
    window.list.select_key(window.document.key_for("Purple Haze"))
    qtbot.keyClicks(window.editor.name, " Mk II")
    dialogs.answer(SB.Save)
    (path,) = window.export_cars(str(tmp_path / "out"))
    assert path.name == "purple-haze-mk-ii.car.json"
    assert json.loads(path.read_text())["name"] == "Purple Haze Mk II"
    assert not window.isWindowModified()


def test_every_control_has_an_accessible_name(open_window, db_url):
    from PySide6.QtWidgets import (
        QAbstractButton,
        QAbstractItemView,
        QAbstractSpinBox,
        QComboBox,
        QLineEdit,
        QPlainTextEdit,
        QTabBar,
    )
    window = open_window(db_url)
    help_window = window.show_help()
    unnamed = []
    for top in (window, help_window):
        for widget in top.findChildren(QWidget):
            if not isinstance(widget, (QAbstractButton, QAbstractItemView, QAbstractSpinBox, QComboBox, QLineEdit,
                                       QPlainTextEdit)) or isinstance(widget, QTabBar):
                continue
            if isinstance(widget, QLineEdit) and isinstance(widget.parent(), (QComboBox, QAbstractSpinBox)):
                continue  # the editable part of a combo or spin box, named by its owner
            if widget.window() is not top or isinstance(widget.parent(), (QAbstractItemView, QLineEdit)) or \
                    widget.objectName().startswith("qt_"):
                continue  # Qt's own parts: drop-down popups, header, clear and overflow buttons
            text = widget.text() if isinstance(widget, QAbstractButton) else ""
            if not (widget.accessibleName() or text.replace("&", "").strip()):
                unnamed.append(f"{type(widget).__name__} in {type(widget.parent()).__name__}")
    assert unnamed == [], "\n".join(unnamed)


def test_only_vehicle_files_may_be_dropped(open_window, db_url, tmp_path):
    window = open_window(db_url)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(tmp_path / "car.car.json")), QUrl.fromLocalFile(str(tmp_path / "a.txt"))])
    assert window.import_export.dropped_files(mime) == []
    mime.setUrls([QUrl.fromLocalFile(str(tmp_path / "car.car.json"))])
    assert window.import_export.dropped_files(mime) == [str(tmp_path / "car.car.json")]


def test_the_undo_history_lists_each_action(qtbot, open_window, db_url):
    window = open_window(db_url)
    window.history_action.trigger()
    window.list.select_key(window.document.key_for("Dogmeat"))
    window.duplicate_action.trigger()
    qtbot.keyClicks(window.editor.name, "!")
    history = window.findChild(QUndoView)
    assert history.isVisible()
    assert [window.undo_stack.text(i) for i in range(window.undo_stack.count())] == \
        ["Duplicate 'Dogmeat'", "Rename car"]


def test_export_asks_before_replacing_a_cars_earlier_file_and_keeps_other_files(open_window, db_url, dialogs,
                                                                                  tmp_path):
    window = open_window(db_url)
    out = tmp_path / "out"
    out.mkdir()
    (out / "purple-haze.car.json").write_text("a file of my own, not Garage's")
    window.list.select_key(window.document.key_for("Purple Haze"))
    (first,) = window.export_cars(str(out))
    assert first.name == "purple-haze-2.car.json" and dialogs.shown == []  # nothing replaced: nothing asked
    assert (out / "purple-haze.car.json").read_text() == "a file of my own, not Garage's"
    first.write_text(first.read_text() + "\n")  # the same car, changed by hand
    before = first.read_bytes()
    assert window.export_cars(str(out)) == []  # the box's default: Cancel
    ((kind, title, text),) = dialogs.shown
    assert (kind, title) == ("question", "Replace Files") and "purple-haze-2.car.json" in text
    assert first.read_bytes() == before and "cancelled" in window.statusBar().currentMessage()
    dialogs.answer(SB.Yes)
    assert window.export_cars(str(out)) == [first] and first.read_bytes() != before
    assert sorted(p.name for p in out.iterdir()) == ["purple-haze-2.car.json", "purple-haze.car.json"]


def tab_chain(qtbot, window, start: QWidget, limit: int = 80) -> list[QWidget]:
    """The widgets Tab visits from `start` until it comes back round."""
    start.setFocus()
    seen = [start]
    for _ in range(limit):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        widget = QApplication.focusWidget()
        if widget is start:
            return seen
        seen.append(widget)
    raise AssertionError("Tab never came back round: " + ", ".join(w.accessibleName() or type(w).__name__
                                                                 for w in seen[-12:]))


def test_tab_reaches_every_part_of_the_window_without_changing_the_car(qtbot, open_window, db_url):
    window = open_window(db_url)
    window.list.select_key(window.document.key_for("Purple Haze"))
    editor = window.editor
    chain = tab_chain(qtbot, window, window.list.filter)
    assert window.editor.design().name == "Purple Haze"
    # An editable drop-down's typing part takes the focus for it.
    chain = [w.parent() if isinstance(w.parent(), QComboBox) else w for w in chain]
    order = [chain.index(w) for w in (window.list.filter, window.list.weight, window.list.table, editor.name,
                                      editor.weight, editor.stat_boxes["max"], editor.weapons, editor.weapon_name,
                                      editor.add_weapon, editor.turret, editor.dropped.list, editor.equipment.list,
                                      editor.navigator, editor.notes, window.report.problems)]
    assert order == sorted(order)


def test_a_panel_made_later_takes_its_place_in_tab_and_in_undo(qtbot, open_window, db_url):
    """An editor panel is made when the first car of its rule set is shown (the A&A II one too,
    after the window's first paint): Tab still goes from the list through the panel to the
    report, and Undo in its fields still reaches the window's history."""
    from PySide6.QtGui import QKeySequence
    from PySide6.QtTest import QTest

    from garage.resources import resource
    from garage.rules.vehicles import load
    from garage.ui.editors.car_wars import CarWarsEditor

    with open_garage(db_url) as garage:
        garage.add_design(load(resource("examples", "car_wars", "sand-shark.car.json")))
    window = open_window(db_url)
    window.list.select_key(window.document.key_for("Sand Shark"))
    panel = window.editors.currentWidget()
    assert isinstance(panel, CarWarsEditor)
    window.list.table.setFocus()
    qtbot.keyClick(window.list.table, Qt.Key.Key_Tab)
    assert panel.isAncestorOf(QApplication.focusWidget())  # from the list into the panel
    window.report.problems.setFocus()
    qtbot.keyClick(window.report.problems, Qt.Key.Key_Backtab)
    assert panel.isAncestorOf(QApplication.focusWidget())  # back from the report into the panel
    panel.name.setFocus()
    panel.name.selectAll()
    qtbot.keyClicks(panel.name, "Reef Shark")
    panel.name.editingFinished.emit()
    assert window.undo_stack.count() == 1
    panel.name.setFocus()
    QTest.keySequence(panel.name, QKeySequence.StandardKey.Undo)
    assert window.undo_stack.index() == 0


def mnemonics(texts) -> list[str]:
    letters = []
    for text in texts:
        text = text.replace("&&", "")
        if "&" in text:
            letters.append(text[text.index("&") + 1].lower())
    return letters


def test_alt_letters_are_unique_in_the_window_and_in_each_menu(open_window, db_url):
    from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel
    window = open_window(db_url)
    # A label with an Alt letter and no field to jump to shows its "&" as it is.
    stray = [w.text() for w in window.findChildren(QLabel) if mnemonics([w.text()]) and w.buddy() is None]
    assert stray == []
    bar = [a.text() for a in window.menuBar().actions()]
    fields = [w.text() for w in window.findChildren(QLabel) if w.buddy() is not None]
    fields += [w.text() for w in window.findChildren(QAbstractButton) if w.window() is window]
    fields += [w.title() for w in window.findChildren(QGroupBox)]
    letters = mnemonics(bar + fields)
    assert sorted(letters) == sorted(set(letters)), " ".join(t for t in bar + fields if '&' in t)
    for menu_action in window.menuBar().actions():
        items = [a.text() for a in menu_action.menu().actions() if not a.isSeparator()]
        letters = mnemonics(items)
        assert sorted(letters) == sorted(set(letters)), (menu_action.text(), items)


def test_the_toolbar_keeps_its_width_as_commands_change(qtbot, open_window, db_url):
    window = open_window(db_url)
    undo = tool(window, window.undo_button_action)
    width = undo.sizeHint().width()
    window.list.select_key(window.document.key_for("Dogmeat"))
    window.duplicate_action.trigger()
    assert undo.isEnabled() and undo.text() == "Undo" and undo.sizeHint().width() == width
    assert undo.toolTip().startswith("Undo Duplicate 'Dogmeat'")
    assert window.undo_action.text() == "&Undo Duplicate 'Dogmeat'"


@pytest.mark.parametrize("size, history", [((800, 600), False), ((1024, 640), True)])
def test_the_window_fits_small_screens_with_the_names_readable(qtbot, open_window, db_url, size, history):
    from garage.ui.garage_model import CAPACITY, NAME
    window = open_window(db_url)
    if history:
        window.history_action.trigger()
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().toTuple() == size)
    table = window.list.table
    assert not table.isColumnHidden(CAPACITY)
    assert table.horizontalHeader().sectionSize(NAME) >= table.fontMetrics().horizontalAdvance("Virginia D")
    assert window.list.filter.width() >= window.list.filter.fontMetrics().horizontalAdvance("Filter by name")
    assert window.editor.widget().width() <= window.editor.viewport().width()  # nothing cut off at the side
    label = window.report.hit_points  # its wrapped lines all shown, none cut off below
    qtbot.waitUntil(lambda: label.height() >= label.heightForWidth(label.width()), timeout=2000)


def test_counts_and_empty_states_say_what_is_there(qtbot, open_window, empty_url):
    window = open_window(empty_url)
    assert window.count_label.text() == "0 cars"
    assert window.list.empty.text() == "No cars yet: add one with New Car, or import vehicle files."
    window.new_action.trigger()
    assert window.list.empty.isHidden() and window.count_label.text() == "1 car"
    assert window.save() and window.statusBar().currentMessage().startswith("Saved the changes to 1 car in ")
    window.new_action.trigger()
    assert window.count_label.text() == "2 cars"  # no filter: no "of"
