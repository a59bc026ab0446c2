"""The garage window's file actions (garage/ui/file_menu.py): in the Garage menu with their
words and keys, Save writes the working copy, and a garage with changes asks before another
is opened."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence

from garage.storage import open_garage
from tests.ui.conftest import SB


def garage_menu(window):
    return next(a.menu() for a in window.menuBar().actions() if a.text() == "&Garage")


def test_the_file_actions_are_in_the_garage_menu_with_their_keys(open_window, db_url):
    window = open_window(db_url)
    files = window.files
    menu = garage_menu(window).actions()
    assert [a.text() for a in (files.save_action, files.open_action, files.new_garage_action)] == [
        "&Save", "&Open Garage...", "New Gara&ge..."]
    assert files.save_action in menu and files.open_action in menu and files.recent_menu.menuAction() in menu
    assert files.save_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Save)
    assert files.save_action.isEnabled()


def test_a_garage_with_changes_asks_before_another_opens_and_save_writes_them(qtbot, open_window, db_url,
                                                                                tmp_path, dialogs):
    window = open_window(db_url)
    window.list.select_key(window.document.key_for("Dogmeat"))
    qtbot.keyClicks(window.editor.name, " II")
    assert window.isWindowModified()
    other = f"sqlite:///{tmp_path / 'other.sqlite'}"
    open_garage(other).close()
    dialogs.answer(SB.Cancel)
    assert not window.files.open_database(other)
    assert dialogs.of("warning") and window.garage.url == db_url
    window.files.save_action.trigger()
    assert not window.isWindowModified()
    with open_garage(db_url) as garage:
        assert "Dogmeat II" in garage.names()
    assert window.files.open_database(other) and len(dialogs.of("warning")) == 1
