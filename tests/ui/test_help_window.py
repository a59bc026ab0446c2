"""Help: the rules text and RULINGS inside the app, with contents and search."""

from __future__ import annotations

from PySide6.QtCore import Qt


def test_help_searches_the_rules_and_the_rulings(qtbot, open_window, db_url):
    window = open_window(db_url)
    window.help_action.trigger()
    help_window = window.help_window
    assert help_window.isVisible()
    assert help_window.contents.count() == 14 and help_window.contents.item(1).text() == "2 - VEHICLES"
    qtbot.keyClicks(help_window.search, "Ramplates")
    count = int(help_window.matches.text().split()[0])
    assert count >= 3
    page = help_window.page
    assert page.textCursor().selectedText() == "Ramplates"
    first = page.textCursor().position()
    qtbot.keyClick(help_window.search, Qt.Key.Key_Return)
    assert page.textCursor().position() > first
    qtbot.keyClick(help_window.search, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert page.textCursor().position() == first
    help_window.tabs.setCurrentIndex(1)
    help_window.search.setText("Purple Haze")
    assert help_window.page.textCursor().selectedText() == "Purple Haze"
    assert "Heavy Laser" in help_window.page.toPlainText()
    assert "P32" in help_window.page.toPlainText()  # the rulings as they stand, not the old copy to P16


def test_contents_jump_to_a_section(qtbot, open_window, db_url):
    window = open_window(db_url)
    help_window = window.show_help()
    page = help_window.page
    bar = page.verticalScrollBar()
    assert bar.value() == 0
    help_window.contents.setCurrentRow(7)  # 8 - DAMAGE
    assert bar.value() > 0
