"""Ctrl+Z and Ctrl+Shift+Z from a text field: the window's undo unless the field has typing
of its own to undo."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest


def test_undo_works_from_the_weapon_field_right_after_adding_with_enter(qtbot, open_window, db_url):
    window = open_window(db_url)
    window.list.select_key(window.document.key_for("Dogmeat"))
    before = window.editor.design()
    field = window.editor.weapon_name.lineEdit()
    window.editor.weapon_name.setFocus()
    qtbot.keyClicks(field, "Machine Gun")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert len(window.editor.design().weapons) == len(before.weapons) + 1
    assert field.hasFocus() and field.text() == ""
    QTest.keySequence(field, QKeySequence.StandardKey.Undo)
    assert window.editor.design() == before
    QTest.keySequence(field, QKeySequence.StandardKey.Redo)
    assert len(window.editor.design().weapons) == len(before.weapons) + 1


def test_a_field_with_typing_of_its_own_undoes_that_first(qtbot, open_window, db_url):
    window = open_window(db_url)
    window.list.select_key(window.document.key_for("Dogmeat"))
    window.list.filter.setFocus()
    qtbot.keyClicks(window.list.filter, "dog")
    QTest.keySequence(window.list.filter, QKeySequence.StandardKey.Undo)
    assert window.list.filter.text() == "" and window.undo_stack.count() == 0


def test_undo_in_the_name_field_undoes_the_rename_and_in_the_stats_the_stat(qtbot, open_window, db_url):
    window = open_window(db_url)
    window.list.select_key(window.document.key_for("Dogmeat"))
    editor = window.editor
    editor.stat_boxes["max"].setFocus()
    editor.stat_boxes["max"].selectAll()
    qtbot.keyClicks(editor.stat_boxes["max"], "9")
    assert editor.design().stat_line(editor.catalogue).max == 9
    editor.name.setFocus()
    qtbot.keyClicks(editor.name, " II")
    assert editor.design().name == "Dogmeat II"
    QTest.keySequence(editor.name, QKeySequence.StandardKey.Undo)
    assert editor.name.text() == "Dogmeat" and editor.design().name == "Dogmeat"
    QTest.keySequence(editor.stat_boxes["max"], QKeySequence.StandardKey.Undo)
    assert editor.design().stat_line(editor.catalogue).max != 9
    assert not window.isWindowModified()


def test_every_window_takes_ctrl_shift_z_and_names_the_command_with_its_ampersand(qtbot):
    # One set-up for every window: the Campaign screen's own kept only Redo's first binding.
    from PySide6.QtGui import QUndoCommand, QUndoStack
    from PySide6.QtWidgets import QMainWindow

    from garage.ui.undo_keys import undo_redo

    window = QMainWindow()
    qtbot.addWidget(window)
    stack = QUndoStack(window)
    stack.push(QUndoCommand("Delete Smash & Grab"))
    undo, redo = undo_redo(stack, window)
    assert QKeySequence("Ctrl+Shift+Z") in redo.shortcuts()
    assert undo.shortcuts() == QKeySequence.keyBindings(QKeySequence.StandardKey.Undo)
    assert undo.text() == "&Undo Delete Smash && Grab" and redo.text() == "&Redo"
    stack.undo()
    assert undo.text() == "&Undo" and redo.text() == "&Redo Delete Smash && Grab"
