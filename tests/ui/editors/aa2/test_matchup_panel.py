"""The Matchup panel beside the A&A II editor, driven in the real main window: its answer is the
matchup's own for the question shown, an edit marks it stale and answers again, variants sit
side by side, and a hidden panel plays nothing."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QPushButton, QToolButton

from garage.rules.aa2 import matchup
from garage.rules.aa2.vehicle import StatLine, Weapon
from garage.storage import open_garage
from garage.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot, db_url):
    garage = open_garage(db_url)  # a new garage starts with the example cars
    win = MainWindow(garage)
    qtbot.addWidget(win)
    win.show()
    win.list.select_key(win.document.key_for("Purple Haze"))
    return win


def opened(qtbot, window):
    """The Matchup shown (View > Matchup Lab), with a small question so the duels are quick."""
    window.matchup_action.trigger()
    panel = window.editor.side_panel
    qtbot.waitUntil(panel.isVisible)
    panel.turns.setValue(3)
    panel.duels.setValue(10)
    return panel


def settle(panel) -> None:
    panel.runner.finish()  # every duel still to play, now (the timer would play them in chunks)


def test_hidden_it_plays_nothing(qtbot, window):
    panel = window.editor.side_panel
    assert not window.side_dock.isVisible() and panel.runner.jobs == {}
    design = window.document.design(window.current)
    window.editor.edited.emit(replace(design, name="Haze II"), "Rename", "")
    assert panel.runner.jobs == {}
    panel = opened(qtbot, window)
    assert panel.runner.timer.isActive()
    window.matchup_action.trigger()  # hidden halfway: the duels stop, their counts kept
    assert not panel.isVisible() and not panel.runner.timer.isActive() and panel.runner.busy
    window.matchup_action.trigger()
    assert panel.runner.timer.isActive()


def test_its_controls_are_made_when_first_shown_as_the_cars_chosen_left_them(qtbot, window):
    """Made hidden with the editor, the panel makes its controls (and imports the matchup's
    rules) only when first shown; they are then as the cars chosen before would have left
    them: this car's speed kept to the slowest since, its arc the one its guns face."""
    panel = window.editor.side_panel
    assert panel.widget() is None  # no controls yet
    design = window.document.design(window.current)
    window.editor.edited.emit(replace(design, stats=StatLine(8, 4, 4, 2)), "Slow down", "")  # MAX 8
    window.list.select_key(window.document.key_for("Der Bahnstormer"))  # MAX 24, its guns to the rear
    assert panel.widget() is None
    panel = opened(qtbot, window)
    shown = window.document.design(window.current)
    assert panel.speed_a.maximum() == matchup.top_speed(shown) == 24 and panel.speed_a.value() == 8
    assert panel.arc_a.currentData() == matchup.best_arc(shown) == "rear"
    panel.opponent.setCurrentIndex(panel.opponent.findData("Dogmeat"))
    settle(panel)
    assert panel.answers["now"].question == panel.question() and "duels, seed" in panel.state.text()


def test_hidden_it_does_not_list_the_garage_and_shown_it_does(qtbot, window):
    """A garage may hold 10,000 cars: listing them all as opponents each time another car is
    chosen cost a fifth of opening such a garage, with the Matchup not even shown."""
    panel = window.editor.side_panel
    asked: list[str] = []
    opponents = panel.opponents
    panel.opponents = lambda: asked.append("opponents") or opponents()
    window.list.select_key(window.document.key_for("Dogmeat"))
    assert window.editor.design().name == "Dogmeat" and asked == []
    panel = opened(qtbot, window)
    assert asked and panel.opponent.findData("Purple Haze") >= 0 and panel.opponent.findData("Dogmeat") >= 0
    assert panel.opponent.currentData() != "Dogmeat"  # another car than the one edited


def test_the_answer_is_the_matchups_own_for_the_question_shown(qtbot, window):
    panel = opened(qtbot, window)
    labels = [panel.opponent.itemText(i) for i in range(panel.opponent.count())]
    assert labels[0] == "This car, as saved" and {"Dogmeat", "Queen Bee", "Purple Haze"} <= set(labels)
    assert panel.opponent.currentText() != "Purple Haze"  # another car first
    panel.opponent.setCurrentIndex(labels.index("Dogmeat"))
    assert panel.arc_b.currentData() == "left"  # Dogmeat's guns are on its sides
    panel.range.setValue(10)
    settle(panel)
    question = panel.question()
    assert question.a.design.name == "Purple Haze" and question.b.design.name == "Dogmeat"
    assert (question.range_inches, question.turns) == (10, 3)
    expected = matchup.run(question, 10, panel.seed.value())
    assert panel.answers["now"] == expected  # chunk by chunk, the same duels
    assert panel.state.text().startswith("10 duels, seed 1")
    assert "Dogmeat out first" in panel.chances.text() and panel.chances.isEnabled()
    assert panel.why.text().splitlines() == list(expected.why)
    assert "opponent line 1 by turn 3" in panel.chart.accessibleDescription()


def test_an_edit_marks_the_answer_stale_then_answers_the_new_design(qtbot, window):
    panel = opened(qtbot, window)
    settle(panel)
    before = panel.answers["now"]
    design = window.document.design(window.current)
    window.editor.edited.emit(replace(design, weapons=design.weapons + (Weapon("Gun", "light", "front"),)),
                              "Add Gun", "")
    assert panel.design.weapons[-1].name == "Gun"
    assert panel.state.text().startswith("Stale") and not panel.chances.isEnabled()
    assert panel.chart.stale
    qtbot.waitUntil(lambda: not panel.runner.busy, timeout=60_000)  # the timer plays the chunks
    after = panel.answers["now"]
    assert after.question.a.design.weapons[-1].name == "Gun" and after != before
    assert after == matchup.run(panel.question(), 10, 1)
    assert panel.chances.isEnabled() and not panel.chart.stale
    window.undo_stack.undo()
    settle(panel)
    assert panel.answers["now"] == before  # the same question again: the same answer


def test_variants_side_by_side_up_to_four(qtbot, window):
    panel = opened(qtbot, window)
    settle(panel)
    qtbot.mouseClick(panel.keep, Qt.MouseButton.LeftButton)
    assert panel.table.columnCount() == 2 and panel.table.horizontalHeaderItem(1).toolTip() == "Variant 1: Purple Haze"
    design = window.document.design(window.current)
    window.editor.edited.emit(replace(design, equipment=()), "Remove Ramplates", "")
    settle(panel)
    now = [panel.table.item(r, 0).text() for r in range(panel.table.rowCount())]
    kept = [panel.table.item(r, 1).text() for r in range(panel.table.rowCount())]
    assert "…" not in "".join(now + kept)
    assert panel.answers["variant 1"].question.a.design.equipment == ("ramplates",)
    assert panel.answers["now"].question.a.design.equipment == ()
    for _ in range(3):
        qtbot.mouseClick(panel.keep, Qt.MouseButton.LeftButton)
    assert len(panel.variants) == 4 and not panel.keep.isEnabled() and panel.table.columnCount() == 5
    panel.table.setCurrentCell(0, 2)
    qtbot.mouseClick(panel.forget, Qt.MouseButton.LeftButton)
    assert len(panel.variants) == 3 and panel.keep.isEnabled() and panel.table.columnCount() == 4
    assert set(panel.runner.jobs) == {"now", *(key for key, _ in panel.variants)}


def test_opponent_can_be_its_own_saved_copy(qtbot, window):
    panel = opened(qtbot, window)
    design = window.document.design(window.current)
    window.editor.edited.emit(replace(design, weapons=design.weapons[:1]), "Remove Light Laser", "")
    panel.opponent.setCurrentIndex(panel.opponent.findText("This car, as saved"))
    question = panel.question()
    assert len(question.a.design.weapons) == 1 and len(question.b.design.weapons) == 2


def test_desktop_conventions(qtbot, window):
    panel = opened(qtbot, window)
    controls = [w for kind in (QAbstractSpinBox, QComboBox, QPushButton, QToolButton) for w in panel.findChildren(kind)
                if w.isVisibleTo(panel) and w.focusPolicy() != Qt.FocusPolicy.NoFocus
                and not w.objectName().startswith("qt_")]
    assert controls and all(w.accessibleName() for w in controls), [w for w in controls if not w.accessibleName()]
    # Tab from the opponent walks the question's controls in reading order
    order, widget = [], panel.opponent
    for _ in range(12):
        order.append(widget.accessibleName())
        widget = widget.nextInFocusChain()
        while (widget.focusPolicy() == Qt.FocusPolicy.NoFocus or not widget.isVisibleTo(panel)
               or widget.objectName().startswith("qt_")):  # a spin box's own line edit
            widget = widget.nextInFocusChain()
    assert order[:4] == ["Opponent", "Range between the cars, inches", "This car's speed",
                         "Arc of this car the opponent is in"]
    assert window.matchup_action.shortcut().toString() == "Ctrl+Shift+M"


@pytest.mark.parametrize("dark", [False, True])
def test_the_chart_paints_on_either_palette(qtbot, window, dark):
    panel = opened(qtbot, window)
    settle(panel)
    if dark:
        palette = QPalette(QColor(53, 56, 61), QColor(42, 44, 48))
        palette.setColor(QPalette.ColorRole.Base, QColor(30, 32, 35))
        panel.chart.setPalette(palette)
    image = panel.chart.grab().toImage()
    base = panel.chart.palette().color(QPalette.ColorRole.Base)
    colours = {image.pixelColor(x, y).rgb() for x in range(0, image.width(), 3) for y in range(0, image.height(), 3)}
    assert base.rgb() in colours and len(colours) > 5


def test_an_opponent_of_another_rule_set_is_said_and_not_played(qtbot, window):
    panel = opened(qtbot, window)
    window.add_example_cars("battle_cars")  # shows the first car added: no matchup beside it
    assert window.side_dock.stack.currentWidget() is window.side_dock.none and not panel.isVisible()
    assert not panel.runner.timer.isActive()  # hidden, it plays nothing
    window.list.select_key(window.document.key_for("Purple Haze"))
    assert panel.isVisible()
    panel.opponent.showPopup()  # the list is read again as it drops down
    panel.opponent.hidePopup()
    key = next(r.id for r in window.document.rows() if window.document.design(r.id).ruleset == "battle_cars")
    name = window.document.row(key).name
    panel.opponent.setCurrentIndex(panel.opponent.findData(name))
    assert panel.question() is None and "now" not in panel.runner.jobs
    assert panel.state.text() == f"{name} is not an Axles and Alloys II car: no matchup"


def test_an_edit_of_the_opponent_is_played_against(qtbot, window):
    panel = opened(qtbot, window)
    panel.opponent.setCurrentIndex(panel.opponent.findData("Purple Haze"))  # a mirror match
    design = window.document.design(window.current)
    window.editor.edited.emit(replace(design, weapons=design.weapons[:1]), "Remove Light Laser", "")
    assert panel.question().b.design.weapons == design.weapons[:1]


def test_another_rule_sets_car_has_no_matchup(qtbot, window):
    window.matchup_action.trigger()
    window.add_example_cars("battle_cars")
    key = next(r.id for r in window.document.rows() if window.document.design(r.id).ruleset == "battle_cars")
    window.list.select_key(key)
    assert window.side_dock.stack.currentWidget() is window.side_dock.none


def test_at_1024x640_the_arcs_and_the_range_are_read_whole(qtbot, window):
    """Beside the editor at 1024x640, the Arc boxes showed "Fron" and the range lost its last
    digit: each is now read whole, and the window still fits the screen."""
    window.resize(1024, 640)
    opened(qtbot, window)
    qtbot.waitUntil(lambda: window.side_dock.width() > 0)
    assert window.width() <= 1024
    panel = window.editor.side_panel
    for arc in (panel.arc_a, panel.arc_b):
        assert arc.width() >= arc.sizeHint().width(), arc.currentText()
    assert panel.range.width() >= panel.range.sizeHint().width()


@pytest.fixture(params=["en", "de"])
def language(request, qapp, monkeypatch, tmp_path):
    """The window in English, then in German (its longer words must fit too)."""
    if request.param == "en":
        yield "en"
        return
    from PySide6.QtCore import QLocale

    from garage.ui import translations

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))  # where the catalogue is compiled
    installed = translations.install(qapp, QLocale("de_DE"))
    assert installed, "no German catalogue"
    yield "de"
    for translator in installed:
        qapp.removeTranslator(translator)


def readable(widget) -> int:
    """A width a panel of sentences and figures is read at: some forty characters a line."""
    return widget.fontMetrics().averageCharWidth() * 40


def on_purple_haze(qtbot, db_url, size: tuple[int, int]) -> MainWindow:
    """The main window shown at `size` with Purple Haze in the editor."""
    window = MainWindow(open_garage(db_url))
    qtbot.addWidget(window)
    window.show()
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().toTuple() == size)
    window.list.select_key(window.document.key_for("Purple Haze"))
    return window


def test_at_1024x640_the_report_and_the_answer_are_readable_beside_the_editor(qtbot, db_url, language):
    """Issue 26: at 1024x640 with the Matchup open, the list, the editor, the report and the
    dock each sat at their least width, the report some 120 px. The report and the Matchup are
    now tabs of one pane when the window is too narrow for both beside the editor: each is read
    at a readable width, the list's filter and the editor whole as before, in English and in
    German."""
    window = on_purple_haze(qtbot, db_url, (1024, 640))
    panel = opened(qtbot, window)
    settle(panel)
    qtbot.waitUntil(lambda: panel.width() >= readable(panel))
    assert panel.chances.isVisible() and panel.chances.width() >= readable(panel) - 40
    window.side_dock.show_report()
    qtbot.waitUntil(lambda: window.report.isVisible() and window.report.width() >= readable(window.report))
    assert window.report.verdict.text() and window.report.problems.isVisible()
    assert window.width() <= 1024
    assert window.list.filter.width() >= window.list.filter.fontMetrics().horizontalAdvance(
        window.list.filter.placeholderText())
    assert window.editor.widget().width() <= window.editor.viewport().width()  # nothing cut off at the side
    window.side_dock.show_matchup()
    qtbot.waitUntil(panel.isVisible)


def test_wide_the_report_and_the_matchup_stand_side_by_side_and_narrowing_tabs_them(qtbot, db_url):
    window = on_purple_haze(qtbot, db_url, (1600, 900))
    panel = opened(qtbot, window)
    qtbot.waitUntil(lambda: panel.isVisible() and window.report.isVisible())  # both at once
    assert window.splitter.indexOf(window.report) == 2
    assert window.report.width() >= readable(window.report) and panel.width() >= readable(panel)
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: window.splitter.indexOf(window.report) == -1)  # a tab beside the Matchup
    window.matchup_action.trigger()  # the Matchup closed: the report back beside the editor, read whole
    qtbot.waitUntil(lambda: window.splitter.indexOf(window.report) == 2 and window.report.isVisible()
                    and window.report.width() >= readable(window.report))


def test_the_splitter_kept_beside_the_report_is_remembered_when_closed_tabbed(qtbot, open_window, db_url):
    """Closed at 1024x640 with the report a tab of the Matchup's pane, the window remembers the
    splitter as it was with the report beside the editor (what a wider window shows), and the
    Matchup open: the window opens with it, the report tabbed again at that width."""
    from garage.ui import settings as saved

    window = open_window(db_url)
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: window.size().toTuple() == (1024, 640))
    total = sum(window.splitter.sizes())
    window.splitter.setSizes([total - 720, 450, 270])
    beside = window.splitter.saveState()
    window.matchup_action.trigger()
    qtbot.waitUntil(lambda: window.report_tabbed)
    assert window.splitter.indexOf(window.report) == -1
    window.close()
    assert saved.settings().value("window/splitter") == beside
    again = open_window(db_url)
    again.resize(1024, 640)
    qtbot.waitUntil(lambda: again.report_tabbed and again.side_dock.isVisible())
    assert again.matchup_action.isChecked()


def over_capacity(window) -> None:
    """Purple Haze with a Machine Gun too many, as the screenshots show it: the report's
    problem makes the report's least width what it is there."""
    design = window.document.design(window.current)
    window.editor.edited.emit(replace(design, weapons=design.weapons + (Weapon("Machine Gun", "light", "front"),)),
                              "Add Machine Gun", "")


def assert_tabbed_and_readable(qtbot, window, panel) -> None:
    """The report a tab beside the Matchup, each read whole; the list's filter and the editor
    whole beside them."""
    assert window.report_tabbed and window.splitter.indexOf(window.report) == -1
    qtbot.waitUntil(lambda: panel.width() >= readable(panel))
    window.side_dock.show_report()
    qtbot.waitUntil(lambda: window.report.isVisible() and window.report.width() >= readable(window.report))
    assert window.list.filter.width() >= window.list.filter.fontMetrics().horizontalAdvance(
        window.list.filter.placeholderText())
    assert window.editor.widget().width() <= window.editor.viewport().width()  # nothing cut off at the side
    window.side_dock.show_matchup()


def test_one_resize_from_full_size_reaches_1024x640_with_the_report_tabbed(qtbot, db_url, language):
    """Side by side, the list's, the editor's, the report's and the Matchup's least widths add
    up to more than 1024 px (in English): the window's least width was theirs, so a single
    resize to 1024 (a window manager maximising on a 1024x640 screen, a user dragging) stopped
    short, and only a second one reached 1024 once the report was tabbed. The window's least
    width is now the tabbed layout's, in English and in German."""
    window = on_purple_haze(qtbot, db_url, (1400, 860))
    over_capacity(window)
    panel = opened(qtbot, window)
    settle(panel)
    qtbot.waitUntil(lambda: window.report.isVisible() and panel.isVisible())
    assert not window.report_tabbed
    # A pixel narrower than the panes side by side at their least (in English, 1024 is), so
    # this asks for what the bug refused whatever the fonts' widths.
    width = min(1024, window.layout().totalMinimumSize().width() - 1)
    window.resize(width, 640)
    qtbot.waitUntil(lambda: window.report_tabbed)
    assert window.size().toTuple() == (width, 640)
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: window.size().toTuple() == (1024, 640))
    assert_tabbed_and_readable(qtbot, window, panel)
    window.resize(1400, 860)  # and back: the report beside the editor, readable
    qtbot.waitUntil(lambda: not window.report_tabbed and window.report.isVisible())
    assert window.report.width() >= readable(window.report) and panel.width() >= readable(panel)


def history_dock(window):
    from PySide6.QtWidgets import QDockWidget

    return window.findChild(QDockWidget, "history-dock")


def test_the_undo_history_in_a_column_of_its_own_counts_against_the_report(qtbot, db_url):
    """The Undo History moved to the window's left: its width was not counted when deciding
    whether the report fits beside the editor, so at full size the report sat at 158 px, its
    lines cut ("Heavy Las..."). It is a tab beside the Matchup while too narrow, and one resize
    reaches 1024 px."""
    window = on_purple_haze(qtbot, db_url, (1400, 860))
    over_capacity(window)
    history = history_dock(window)
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, history)
    window.history_action.trigger()
    panel = opened(qtbot, window)
    settle(panel)
    qtbot.waitUntil(lambda: panel.isVisible() and history.isVisible())
    assert window.report_tabbed or window.report.width() >= readable(window.report)
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: window.report_tabbed)
    assert window.size().toTuple() == (1024, 640)
    assert_tabbed_and_readable(qtbot, window, panel)
    view = history.widget()
    assert history.isVisible() and view.width() >= view.fontMetrics().averageCharWidth() * 18  # it was 70 px


def test_the_undo_history_above_the_matchup_leaves_it_the_larger_share(qtbot, db_url):
    """With the Undo History open (the Matchup's column), the Matchup opened below it got its
    least height, some 110 px of the column at full size; it now gets the larger share, and at
    1024x640 the report is a tab beside it, both readable."""
    window = on_purple_haze(qtbot, db_url, (1400, 860))
    over_capacity(window)
    history = history_dock(window)
    window.history_action.trigger()
    qtbot.waitUntil(history.isVisible)
    panel = opened(qtbot, window)
    settle(panel)
    qtbot.waitUntil(lambda: panel.isVisible() and window.side_dock.height() > history.height())
    assert window.side_dock.x() == history.x()  # one column: the history's width is the Matchup's
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: window.report_tabbed)
    assert window.size().toTuple() == (1024, 640)
    assert window.side_dock.height() > history.height()
    assert_tabbed_and_readable(qtbot, window, panel)


def test_the_undo_history_put_beside_the_matchup_tabs_the_report_at_once(qtbot, db_url):
    """The Undo History moved from above the Matchup to beside it, within the window's right
    side: the window counted it as sharing the Matchup's column until the next resize, the
    report left beside the editor squeezed below a readable width. The decision is now made
    again once the docks are laid out, and back when the history goes back into the column."""
    window = on_purple_haze(qtbot, db_url, (1400, 860))
    history = history_dock(window)
    window.history_action.trigger()
    qtbot.waitUntil(history.isVisible)
    panel = opened(qtbot, window)
    settle(panel)
    qtbot.waitUntil(lambda: panel.isVisible() and window.side_dock.x() == history.x())  # one column
    # wide enough for the four panes side by side, the history in the Matchup's column
    width = window.side_by_side_width() + 4
    window.resize(width, 860)
    qtbot.waitUntil(lambda: window.size().toTuple() == (width, 860))
    qtbot.waitUntil(lambda: not window.report_tabbed and window.report.isVisible())
    window.splitDockWidget(window.side_dock, history, Qt.Orientation.Horizontal)  # beside it: no room now
    qtbot.waitUntil(lambda: history.x() > window.side_dock.x())
    qtbot.waitUntil(lambda: window.report_tabbed)
    assert window.size().toTuple() == (width, 860)  # decided without a resize
    window.splitDockWidget(window.side_dock, history, Qt.Orientation.Vertical)  # back in its column
    qtbot.waitUntil(lambda: not window.report_tabbed and window.report.isVisible())
    assert window.size().toTuple() == (width, 860)
