"""The Battle Cars map editor, driven as a player would: painting by clicking and dragging on
the grid, starting points with their facings, undo and redo from anywhere in it, resizing,
New/Open/Save/Save As with the unsaved-changes prompt, the Tab chain and accessible names."""

from __future__ import annotations

import itertools
import json

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from garage.rules.battle_cars import map as maps
from garage.ui.tools.battle_cars.map_editor import MapEditor

SB = QMessageBox.StandardButton


@pytest.fixture
def editor(qtbot) -> MapEditor:
    window = MapEditor()
    qtbot.addWidget(window)
    with qtbot.waitExposed(window):
        window.show()
    return window


def at(editor, point) -> QPoint:
    return editor.view.centre_of(point).toPoint()


def click(qtbot, editor, point) -> None:
    qtbot.mouseClick(editor.view.viewport(), Qt.MouseButton.LeftButton, pos=at(editor, point))


def drag(qtbot, editor, points) -> None:
    viewport = editor.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=at(editor, points[0]))
    for point in points[1:]:
        qtbot.mouseMove(viewport, at(editor, point))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=at(editor, points[-1]))


def test_a_drag_paints_every_point_it_crosses_as_one_undo_step(qtbot, editor):
    editor.choose_tool("grass")
    drag(qtbot, editor, [(2, 2), (3, 2), (4, 2), (4, 3)])
    assert {p for p, s in editor.board.patches if s == "grass"} == {(2, 2), (3, 2), (4, 2), (4, 3)}
    assert editor.stack.count() == 1 and editor.isWindowModified()
    editor.choose_tool("building")
    click(qtbot, editor, (10, 10))
    editor.choose_tool("tree")
    click(qtbot, editor, (2, 2))  # a tree on the grass
    assert editor.board.thing_at((10, 10)) == "building" and editor.board.thing_at((2, 2)) == "tree"
    assert editor.board.surface_at((2, 2)) == "grass"
    editor.undo_action.trigger()
    editor.undo_action.trigger()
    assert editor.board.obstructions == () and editor.stack.count() == 3
    editor.redo_action.trigger()
    assert editor.board.thing_at((10, 10)) == "building"


def test_ctrl_z_and_ctrl_y_work_from_any_field_of_the_editor(qtbot, editor):
    editor.choose_tool("building")
    click(qtbot, editor, (5, 5))
    editor.name.setFocus()
    qtbot.keyClick(editor.name, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert editor.board.obstructions == ()
    editor.facing_box.setFocus()
    qtbot.keyClick(editor.facing_box, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert editor.board.thing_at((5, 5)) == "building"
    editor.view.setFocus()
    qtbot.keyClick(editor.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert editor.board.obstructions == () and not editor.isWindowModified()


def test_starting_points_take_the_facing_chosen_and_keep_their_order(qtbot, editor):
    editor.choose_tool("start")
    editor.facing_box.setCurrentIndex(editor.facing_box.findData("e"))
    click(qtbot, editor, (0, 0))
    editor.facing_box.setCurrentIndex(editor.facing_box.findData("sw"))
    click(qtbot, editor, (19, 19))
    assert [(s.at, s.facing) for s in editor.board.starts] == [((0, 0), 2), ((19, 19), 5)]
    assert "2 starting points" in editor.summary.text()
    editor.choose_tool("building")
    click(qtbot, editor, (0, 0))  # a building on a start takes its place
    assert [s.at for s in editor.board.starts] == [(19, 19)] and editor.board.thing_at((0, 0)) == "building"
    editor.choose_tool("erase")
    click(qtbot, editor, (0, 0))
    assert editor.board.obstructions == ()
    assert "a game needs 2 or more" in editor.summary.text()


def test_the_keyboard_paints_as_the_mouse_does(qtbot, editor):
    editor.choose_tool("tree")
    editor.view.setFocus()
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Down):
        qtbot.keyClick(editor.view, key)
    assert editor.point_label.text() == "Point 2,18: road"
    qtbot.keyClick(editor.view, Qt.Key.Key_Space)
    assert editor.board.thing_at((2, 18)) == "tree" and editor.stack.count() == 1


def test_resizing_drops_what_falls_off_and_undo_brings_it_back(qtbot, editor):
    editor.paint([(15, 15)], "building")
    editor.paint([(1, 1), (18, 1)], "start")
    editor.width_box.setValue(10)
    assert (editor.board.width, editor.board.height) == (10, 20)
    assert editor.board.obstructions == () and [s.at for s in editor.board.starts] == [(1, 1)]
    editor.surface_box.setCurrentIndex(editor.surface_box.findData("grass"))
    assert editor.board.surface == "grass" and editor.board.surface_at((0, 0)) == "road"  # the points stay road
    editor.undo_action.trigger()
    editor.undo_action.trigger()
    assert editor.board.width == 20 and editor.board.thing_at((15, 15)) == "building"
    assert editor.width_box.value() == 20 and len(editor.board.starts) == 2


def test_save_as_writes_a_map_new_game_reads_and_the_window_is_clean(qtbot, editor, tmp_path, monkeypatch):
    (tmp_path / "maps").mkdir()
    target = tmp_path / "maps" / "yard.map.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    editor.name.setText("Yard")
    editor.name.editingFinished.emit()
    editor.paint([(3, 3)], "grass")
    editor.paint([(1, 0), (1, 19)], "start")
    with qtbot.waitSignal(editor.saved) as saved:
        qtbot.keyClick(editor.view, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert saved.args == [str(target)] and not editor.isWindowModified()
    board = maps.load(target)
    assert board == editor.board and board.name == "Yard"
    assert target.read_text(encoding="utf-8") == maps.dumps(board)
    assert "yard.map.json" in editor.windowTitle()
    editor.paint([(4, 4)], "tree")
    assert editor.save() and maps.load(target).thing_at((4, 4)) == "tree"  # Save: the same file, no asking
    assert [p.name for p in target.parent.iterdir()] == ["yard.map.json"]  # atomic: no temporary left


def test_a_map_without_two_starting_points_is_not_saved(qtbot, editor, tmp_path, dialogs):
    target = tmp_path / "one.map.json"
    editor.paint([(1, 0)], "start")
    assert not editor.save_as(str(target))
    assert not target.exists()
    assert dialogs.of("warning") == ["Not saved: one.map.json: starts: has 1; a game needs 2 starting points or more"]


def test_closing_with_unsaved_changes_asks_and_cancel_keeps_the_map(qtbot, editor, dialogs):
    editor.paint([(2, 2)], "building")
    dialogs.answer(SB.Cancel)
    assert not editor.close() and editor.isVisible()
    assert dialogs.of("question") == ["Save the changes to 'New map'?"]
    dialogs.answer(SB.Discard)
    assert editor.new_map() and editor.board == maps.BattleMap("New map", 20, 20) and editor.stack.count() == 0


def test_a_damaged_map_file_is_refused_in_one_line_naming_the_field(qtbot, editor, tmp_path, dialogs):
    bad = tmp_path / "bad.map.json"
    bad.write_text(json.dumps({"format": "battle-cars/map", "version": 1, "name": "X", "width": 5, "height": 5,
                               "starts": [{"at": [1, 1], "facing": "n"}, {"at": [9, 2], "facing": "n"}]}))
    assert not editor.open_map(str(bad))
    assert dialogs.of("warning") == [f"{bad}: starts[1].at[0]: must be 4 or less, not 9"]
    assert editor.board.name == "New map"
    good = maps.built_in_folder() / "town-block.map.json"
    assert editor.open_map(str(good)) and editor.board.name == "Town block" and not editor.isWindowModified()


def test_tab_goes_through_every_control_in_order_and_each_has_a_name(qtbot, editor):
    # The tools are one stop, as radio buttons are: the one chosen (Alt+its letter chooses another).
    chain = [editor.name, editor.width_box, editor.height_box, editor.surface_box, editor.tools.checkedButton(),
             editor.facing_box, editor.view, editor.save_button, editor.name]
    editor.name.setFocus()
    for widget, following in itertools.pairwise(chain):
        assert QWidget.focusWidget(editor) is widget or widget.isAncestorOf(editor.focusWidget())
        qtbot.keyClick(editor.focusWidget(), Qt.Key.Key_Tab)
        assert editor.focusWidget() is following or following.isAncestorOf(editor.focusWidget()), following
    for widget in chain + editor.tools.buttons():
        assert widget.accessibleName() or widget.text(), widget


def test_every_alt_key_of_the_editor_is_one_control(qtbot, editor):
    import re

    from PySide6.QtWidgets import QAbstractButton, QLabel

    texts = [w.text() for w in editor.findChildren(QAbstractButton)]
    texts += [w.text() for w in editor.findChildren(QLabel) if w.buddy() is not None]
    texts += [a.text() for a in editor.menuBar().actions()]
    keys = [m.group(1).lower() for t in texts if (m := re.search(r"&([^&])", t))]
    assert sorted(keys) == sorted(set(keys)), sorted(keys)


def test_it_is_usable_at_1024_by_640(qtbot, editor):
    editor.resize(1024, 640)
    qtbot.waitUntil(lambda: editor.view.viewport().width() > 0)
    assert editor.width() <= 1024 and editor.height() <= 640
    assert editor.view.viewport().height() >= 300 and editor.save_button.isVisible()
    corner = editor.view.centre_of((19, 0))
    assert editor.view.viewport().rect().contains(corner.toPoint())  # the whole board in view


def test_the_garage_windows_play_menu_opens_the_map_editor(qtbot, open_window, db_url):
    window = open_window(db_url)
    action = window.play.tool_actions["map_editor"]
    assert action.text() == "Battle Cars &Maps..." and action in window.play.menu.actions()
    action.trigger()
    opened = window.play.tool_windows["map_editor"]
    assert isinstance(opened, MapEditor) and opened.isVisible()
    opened.close()


def test_every_label_with_an_alt_letter_underlines_it_and_leads_to_its_field(editor):
    """A form label whose field is a row of widgets has no buddy, and Qt then shows its '&'
    as it is ("Si&ze:" in the screenshots)."""
    from PySide6.QtWidgets import QLabel

    for label in editor.findChildren(QLabel):
        if "&" in label.text():
            assert label.buddy() is not None, f"{label.text()!r} shows its '&'"
