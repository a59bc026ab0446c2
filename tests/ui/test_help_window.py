"""Help: the rules text and RULINGS inside the app, with contents and search."""

from __future__ import annotations

from PySide6.QtCore import Qt


def test_help_searches_the_rules_and_the_rulings(qtbot, open_window, db_url):
    window = open_window(db_url)
    window.help_action.trigger()
    help_window = window.help_window
    assert help_window.isVisible()
    help_window.tabs.setCurrentIndex(1)
    assert help_window.contents.count() == 13 and help_window.contents.item(1).text() == "2 - VEHICLES"
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
    help_window.tabs.setCurrentIndex(2)
    help_window.search.setText("Purple Haze")
    assert help_window.page.textCursor().selectedText() == "Purple Haze"
    assert "Heavy Laser" in help_window.page.toPlainText()


def test_contents_jump_to_a_section(qtbot, open_window, db_url):
    window = open_window(db_url)
    help_window = window.show_help()
    help_window.tabs.setCurrentIndex(1)
    page = help_window.page
    bar = page.verticalScrollBar()
    assert bar.value() == 0
    help_window.contents.setCurrentRow(7)  # 8 - DAMAGE
    assert bar.value() > 0


def test_find_moves_on_to_the_next_tab_with_a_match(qtbot, open_window, db_url):
    help_window = open_window(db_url).show_help()
    assert help_window.tabs.currentIndex() == 0  # the user guide first
    help_window.search.setText("Damnation Alex")  # not in the guide
    assert help_window.tabs.currentIndex() == 1
    assert help_window.page.textCursor().selectedText() == "Damnation Alex"
    assert "in all" in help_window.matches.text()


def test_the_look_ups_answer_as_the_rules_examples_do(qtbot, open_window, db_url):
    lookups = open_window(db_url).show_help().lookups
    # Hirsute Helga in Der Bahnstormer (MAX 24, ACC 4, DEC 3) after 22": 19" to 24".
    for spin, value in ((lookups.max_speed, 24), (lookups.acc, 4), (lookups.dec, 3), (lookups.current, 22)):
        spin.setValue(value)
    assert lookups.speed_answer.text().startswith('Plot 19" to 24"')
    # Mad Mick in The Paddywagon (MAX 20, ACC 5, DEC 4) at 18" with a damaged engine: 6" to 10".
    for spin, value in ((lookups.max_speed, 20), (lookups.acc, 5), (lookups.dec, 4), (lookups.current, 18)):
        spin.setValue(value)
    lookups.engine.setCurrentIndex(lookups.engine.findData("damaged"))
    assert lookups.speed_answer.text().startswith('Plot 6" to 10"')
    lookups.weapon_class.setCurrentIndex(lookups.weapon_class.findData("medium"))
    lookups.range.setValue(10)
    lookups.target_speed.setValue(0)
    assert lookups.attack_answer.text().startswith("2d6")
    lookups.range.setValue(30)
    assert "out of range" in lookups.attack_answer.text()


def test_a_match_is_shown_high_on_the_page_with_what_follows_it(qtbot, open_window, db_url):
    help_window = open_window(db_url).show_help()
    help_window.resize(900, 600)
    help_window.search.setText("Skids on (d6)")  # a table's header: its rows follow
    page = help_window.page
    assert page.textCursor().selectedText() == "Skids on (d6)"
    assert 0 <= page.cursorRect().center().y() <= page.viewport().height() // 2
