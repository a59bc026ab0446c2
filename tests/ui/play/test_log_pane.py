"""The log pane: the game in words, each action with what came of it; going back is a
deliberate step that says how far it goes, undone actions look undone, and reading never
rewinds."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QFont

from tests.ui.play.driving import PaintedRegion, generated_game, play_line
from tests.ui.play.test_play_window import press, start


@pytest.fixture
def window(open_window, db_url, tmp_path):
    main = open_window(db_url)
    main.games_folder = tmp_path / "games"
    return main


def played(qtbot, window, count):
    screen, lines = start(window)
    qtbot.addWidget(screen)
    screen.resize(1024, 640)
    screen.show()
    for line in lines[1:count + 1]:
        play_line(qtbot, screen, line)
    return screen, lines


def struck(model, row) -> bool:
    font = model.index(row, 0).data(Qt.ItemDataRole.FontRole)
    return isinstance(font, QFont) and font.strikeOut()


def double_click(qtbot, widget, pos: QPoint) -> None:
    """As a hand double-clicks: press, release, then the press Qt makes a double-click."""
    qtbot.mousePress(widget, Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseRelease(widget, Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseDClick(widget, Qt.MouseButton.LeftButton, pos=pos)


def row_rect(view, row):
    return view.visualRect(view.model().index(row, 0))


def test_reading_the_log_never_rewinds_the_game(qtbot, window):
    """One click on a line rewound the game to it (a 12-dice collision undone at once)."""
    screen, _ = played(qtbot, window, 11)
    view = screen.log_view
    view.scrollTo(view.model().index(3, 0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=row_rect(view, 3).center())
    assert len(screen.match.lines()) == 12
    view.setCurrentIndex(view.model().index(2, 0))  # selected from the keyboard
    qtbot.keyClick(view, Qt.Key.Key_Down)
    view.verticalScrollBar().setValue(0)
    assert len(screen.match.lines()) == 12 and screen.undo_stack.index() == 11


def test_going_back_says_how_far_and_undone_lines_look_undone(qtbot, window):
    screen, _ = played(qtbot, window, 11)
    pane, view = screen.log_pane, screen.log_view
    view.setCurrentIndex(view.model().index(3, 0))  # the line after the 3rd action
    assert pane.back_button.isEnabled() and pane.back_button.text() == "Go back 8 actions to here"
    qtbot.mouseClick(pane.back_button, Qt.MouseButton.LeftButton)
    assert len(screen.match.lines()) == 4
    model = view.model()
    for row in range(model.rowCount()):
        undone = row > 3
        assert struck(model, row) == undone, row
        description = model.index(row, 0).data(Qt.ItemDataRole.AccessibleDescriptionRole)
        assert description.startswith("undone" if undone else "played"), (row, description)
    # Redo still works, from the keys and from an undone line.
    press(qtbot, screen, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert len(screen.match.lines()) == 5
    view.setCurrentIndex(model.index(7, 0))
    assert pane.back_button.text() == "Play 3 undone actions again to here"
    qtbot.mouseClick(pane.back_button, Qt.MouseButton.LeftButton)
    assert len(screen.match.lines()) == 8
    # A double-click is as deliberate as the button.
    view.scrollTo(model.index(6, 0))
    double_click(qtbot, view.viewport(), row_rect(view, 6).center())
    assert len(screen.match.lines()) == 7
    press(qtbot, screen, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(screen.match.lines()) == 6
    # Something new played: what was undone is gone from the log, nothing is shown undone.
    play_line(qtbot, screen, screen.match.lines()[0] and _next_line(screen))
    assert model.rowCount() == len(screen.match.lines())
    assert not any(struck(model, r) for r in range(model.rowCount()))


def _next_line(screen):
    from tests.ui.play.driving import log_lines
    from tests.ui.play.test_play_window import DEATHMATCH
    return log_lines(DEATHMATCH)[len(screen.match.lines())]


def test_each_entry_says_the_action_first_then_what_came_of_it_wrapped(qtbot, window):
    screen, _ = played(qtbot, window, 3)
    model, view = screen.log_view.model(), screen.log_view
    text = model.index(3, 0).data()
    action, *outcomes = text.split("\n")
    assert action.startswith("Turn 1: ") and outcomes and all(o.startswith("  → ") for o in outcomes)
    assert model.index(3, 0).data(Qt.ItemDataRole.ToolTipRole).startswith(text)
    assert view.wordWrap()
    # the whole entry is on screen: its row is as tall as its lines
    assert row_rect(view, 3).height() >= len(text.split("\n")) * view.fontMetrics().lineSpacing()


def test_the_log_shows_a_turn_at_1024x640(qtbot, window):
    screen, _ = played(qtbot, window, 1)
    qtbot.waitUntil(lambda: screen.log_view.viewport().height() > 0, timeout=2000)
    view = screen.log_view
    assert view.viewport().height() >= 8 * view.fontMetrics().lineSpacing()
    assert screen.log_pane.filter.isVisible() and screen.log_pane.back_button.isVisible()


def test_the_log_filtered_to_one_car_shows_only_the_actions_that_concern_it(qtbot, window):
    screen, lines = played(qtbot, window, 8)
    pane, view = screen.log_pane, screen.log_view
    names = [pane.filter.itemText(i) for i in range(pane.filter.count())]
    assert names[0] == "All cars" and len(names) == 3
    assert not any(pane.filter.itemData(i) in name for i, name in enumerate(names) if i)  # names, not ids
    pane.filter.setCurrentIndex(pane.filter.findData("haze"))
    shown = [row for row in range(1, view.model().rowCount()) if not view.isRowHidden(row)]
    assert shown and len(shown) < view.model().rowCount() - 1
    for row in range(1, view.model().rowCount()):
        concerns = "haze" in view.model().cars(row)
        assert view.isRowHidden(row) != concerns, (row, view.model().index(row, 0).data())
    # what is played while filtered is filtered too
    play_line(qtbot, screen, lines[9])
    last = view.model().rowCount() - 1
    assert view.isRowHidden(last) != ("haze" in view.model().cars(last))
    pane.filter.setCurrentIndex(0)
    assert not any(view.isRowHidden(r) for r in range(view.model().rowCount()))
    assert len(screen.match.lines()) == 10  # filtering never rewinds


def test_a_tooltip_on_a_long_line_never_rewinds(qtbot, window):
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication
    screen, _ = played(qtbot, window, 5)
    view = screen.log_view
    view.scrollTo(view.model().index(3, 0))
    pos = row_rect(view, 3).center()
    QApplication.sendEvent(view.viewport(), QHelpEvent(QHelpEvent.Type.ToolTip, pos, view.viewport().mapToGlobal(pos)))
    assert len(screen.match.lines()) == 6 and screen.undo_stack.index() == 5


def _places(screen):
    """Where the Play button, the dice pane and the log are, in the window's coordinates."""
    def at(widget):
        return (widget.mapTo(screen, QPoint(0, 0)), widget.size())
    return {"play": at(screen.play_button), "dice": at(screen.requests), "log": at(screen.log_pane)}


def _settled(qtbot, screen):
    from PySide6.QtWidgets import QApplication
    QApplication.processEvents()
    screen.centralWidget().layout().activate()
    QApplication.processEvents()


@pytest.mark.parametrize("size", [(1024, 640), (1400, 900)], ids=["1024x640", "1400x900"])
def test_the_layout_never_jumps_as_messages_and_requests_come_and_go(qtbot, window, size):
    """The dice pane, the form's Play button and the log keep their places whether a refusal,
    a status message or a die to roll is shown or not."""
    screen, lines = start(window)
    qtbot.addWidget(screen)
    screen.resize(*size)
    screen.show()
    qtbot.waitExposed(screen)
    play_line(qtbot, screen, lines[1])
    play_line(qtbot, screen, lines[2])  # the attack form is next: its dice come
    _settled(qtbot, screen)
    before = _places(screen)
    screen.refuse("Not allowed: a long refusal that runs on, naming the rule and the car and what it may do "
                  "instead, so that it wraps onto a second line at least")
    screen.statusBar().showMessage("A message in the status bar")
    _settled(qtbot, screen)
    assert _places(screen) == before
    name = lines[3]["action"]
    qtbot.mouseClick(screen.action_buttons[name], Qt.MouseButton.LeftButton)
    from tests.ui.play.driving import fill
    fill(screen.forms[name], lines[3])
    _settled(qtbot, screen)
    before = _places(screen)
    qtbot.mouseClick(screen.play_button, Qt.MouseButton.LeftButton)
    assert screen.match.pending is not None and screen.match.pending.kind == "roll"
    _settled(qtbot, screen)
    assert _places(screen) == before  # a die asked for
    face = screen.requests.face
    qtbot.keyClicks(face, "9")
    qtbot.keyClick(face, Qt.Key.Key_Return)  # refused: no face of a d6
    _settled(qtbot, screen)
    assert _places(screen) == before
    from tests.ui.play.driving import answer_inputs
    face.clear()
    answer_inputs(qtbot, screen, lines[3]["inputs"])
    _settled(qtbot, screen)
    assert screen.match.pending is None
    assert _places(screen)["dice"] == before["dice"] and _places(screen)["log"] == before["log"]
    assert _places(screen)["play"][0] == before["play"][0]


def test_a_resumed_games_undo_and_redo_say_what_they_take(qtbot, tmp_path):
    """A resumed game's lines are labelled when they come next to the game's place, not all at
    once: the menu still says what Undo and Redo would do."""
    from garage.ui.play.engine_adapter import Match
    from garage.ui.play.play_window import PlayWindow
    from tests.ui.play.test_play_window import DEATHMATCH
    path = tmp_path / "game.jsonl"
    path.write_text("".join(DEATHMATCH.read_text().splitlines(keepends=True)[:12]))
    screen = PlayWindow(Match.load(path))
    qtbot.addWidget(screen)
    last = screen.log_view.model().index(11, 0).data().split("\n")[0]
    assert screen.undo_action.text().startswith(f"&Undo {last}")  # and what came of it, as a played one says
    assert screen.undo_action.text() == f"&Undo {screen.match.describe(11)}"
    screen.undo_stack.undo()
    screen.undo_stack.undo()
    assert screen.undo_action.text().startswith("&Undo Turn ") and screen.undo_action.text() != "&Undo "
    assert screen.redo_action.text().startswith("&Redo Turn ")


@pytest.mark.parametrize("sizes", [((1280, 800), (1024, 640)), ((1280, 800), (1400, 900))],
                         ids=["smaller", "larger"])
def test_the_newest_line_stays_in_sight_when_the_window_is_resized(qtbot, window, sizes):
    """The screenshots at 1024x640 and 1400x900 showed the log two game-turns behind: the lines
    wrap again at the new width and the view kept its pixel offset, not the game's line."""
    screen, lines = start(window)
    qtbot.addWidget(screen)
    screen.resize(*sizes[0])
    screen.show()
    qtbot.waitExposed(screen)
    for line in lines[1:40]:
        play_line(qtbot, screen, line)
    view = screen.log_view
    _settled(qtbot, screen)
    newest = view.model().rowCount() - 1
    assert view.viewport().rect().intersects(row_rect(view, newest))
    screen.resize(*sizes[1])
    for _ in range(3):  # the lines measured again as they are painted, and the view laid out again
        _settled(qtbot, screen)
        view.viewport().repaint()
    _settled(qtbot, screen)
    assert view.viewport().rect().contains(row_rect(view, newest)), (row_rect(view, newest), view.viewport().rect())


@pytest.fixture
def long_log(qtbot, tmp_path, monkeypatch):
    """A 240-line game on screen, its log's rows measured (sized to their wrapped text) counted
    in `measured`."""
    from garage.ui.play import log_pane
    from garage.ui.play.engine_adapter import Match
    from garage.ui.play.play_window import PlayWindow

    measured: list[int] = []

    class Counted(log_pane.EntryDelegate):
        def sizeHint(self, option, index):
            measured.append(index.row())
            return super().sizeHint(option, index)

    monkeypatch.setattr(log_pane, "EntryDelegate", Counted)
    path = tmp_path / "long.jsonl"
    generated_game(path, ("purple-haze", "dogmeat"), 60)
    screen = PlayWindow(Match.load(path))
    qtbot.addWidget(screen)
    screen.resize(1024, 640)
    screen.show()
    qtbot.waitExposed(screen)
    _settled(qtbot, screen)
    screen.measured = measured
    return screen


def _next(screen) -> dict:
    state = screen.match.game.state
    return {"action": "moved", "car": state.mover} if state.phase == "move" else {"action": "end_turn"}


def test_an_entry_played_measures_its_own_row_not_the_whole_log(qtbot, long_log):
    """A QListView laid every row out again, through Python, on each new entry (1,750 sizes
    asked at game-turn 250): now the new row alone is measured, however long the log."""
    screen, view, measured = long_log, long_log.log_view, long_log.measured
    rows = view.model().rowCount()
    assert rows > 200
    measured.clear()
    assert screen.play(_next(screen))
    _settled(qtbot, screen)
    view.viewport().repaint()
    assert view.model().rowCount() == rows + 1
    assert measured and len(measured) <= 3, measured  # the new row, not the whole log


def test_a_long_log_shows_its_newest_entry_whole_after_each_action(qtbot, long_log):
    screen, view = long_log, long_log.log_view
    for _ in range(3):
        assert screen.play(_next(screen))
        _settled(qtbot, screen)
        view.viewport().repaint()
        newest = view.model().rowCount() - 1
        rect = row_rect(view, newest)
        assert view.viewport().rect().contains(rect), (rect, view.viewport().rect())
        text = view.model().index(newest, 0).data()
        assert rect.height() >= len(text.split("\n")) * view.fontMetrics().lineSpacing()  # every line of it


def test_an_entry_scrolled_to_is_measured_whole_and_home_and_end_go_to_the_ends(qtbot, long_log):
    """A row far back has only a reckoned height until it is shown; shown, it is as tall as its
    wrapped lines. Home and End go to the first and last entry, as in a list."""
    screen, view = long_log, long_log.log_view
    view.setFocus()
    view.setCurrentIndex(view.model().index(5, 0))
    qtbot.keyClick(view, Qt.Key.Key_Home)
    assert view.currentIndex().row() == 0
    qtbot.keyClick(view, Qt.Key.Key_End)
    assert view.currentIndex().row() == view.model().rowCount() - 1
    view.setCurrentIndex(view.model().index(30, 0))
    view.scrollTo(view.model().index(30, 0))
    for _ in range(3):
        _settled(qtbot, screen)
        view.viewport().repaint()
    text = view.model().index(30, 0).data()
    assert row_rect(view, 30).height() >= len(text.split("\n")) * view.fontMetrics().lineSpacing()
    assert view.viewport().rect().intersects(row_rect(view, 30))
    assert len(screen.match.lines()) == view.model().rowCount()  # reading never rewinds


def test_an_action_after_an_undo_takes_the_undone_row_and_paints_only_it(qtbot, long_log):
    """The undone entry gives its row to the new one: the rows above keep their place and are
    not painted again (a row removed and another inserted laid the whole view out again)."""

    screen, view = long_log, long_log.log_view
    action = _next(screen)
    assert screen.play(action)
    _settled(qtbot, screen)
    screen.undo_stack.undo()
    _settled(qtbot, screen)
    rows, undone = view.model().rowCount(), view.model().rowCount() - 1
    assert struck(view.model(), undone)

    painted = PaintedRegion()
    view.viewport().installEventFilter(painted)
    assert screen.play(action)
    _settled(qtbot, screen)
    view.viewport().removeEventFilter(painted)
    assert view.model().rowCount() == rows and not struck(view.model(), undone)
    assert view.model().index(undone, 0).data() == screen.log_view.model().text(undone)
    newest = row_rect(view, undone)
    assert view.viewport().rect().contains(newest)
    above = row_rect(view, undone - 1)
    assert not painted.region.intersects(above.adjusted(0, 0, 0, -2)), painted.region.boundingRect()


def test_an_action_undone_and_played_again_takes_its_entrys_height_without_measuring_it(qtbot, long_log):
    """The same words at the same width are as tall as they were: an entry played again after an
    undo (or redone) is not shaped again to be measured, and its row is as tall as before."""
    screen, view, measured = long_log, long_log.log_view, long_log.measured
    action = _next(screen)
    assert screen.play(action)
    _settled(qtbot, screen)
    newest = view.model().rowCount() - 1
    height = view.rowHeight(newest)
    screen.undo_stack.undo()
    _settled(qtbot, screen)
    measured.clear()
    assert screen.play(action)
    _settled(qtbot, screen)
    view.viewport().repaint()
    assert newest not in measured, measured
    assert view.rowHeight(newest) == height
    screen.undo_stack.undo()
    screen.undo_stack.redo()
    _settled(qtbot, screen)
    assert newest not in measured and view.rowHeight(newest) == height
    view.setFont(QFont(view.font().family(), view.font().pointSize() + 4))  # another font: measured again
    _settled(qtbot, screen)
    assert newest in measured and view.rowHeight(newest) > height
