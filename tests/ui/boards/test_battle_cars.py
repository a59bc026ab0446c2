"""The Battle Cars board in the play window (garage/ui/boards/battle_cars.py): the table drawn
as the engine keeps it, the next points marked with what each means, a click or the keyboard
playing one as the Move form would, and what the last action did drawn on it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, QPointF, QRect, Qt
from PySide6.QtGui import QColor, QFont, QHelpEvent, QPalette
from PySide6.QtWidgets import QApplication, QToolTip

from garage.resources import resource
from garage.ui import boards
from garage.ui.boards.battle_cars import CELL, HOW, BattleCarsBoard, scene_point
from garage.ui.play import engine_adapter
from garage.ui.play.play_window import PlayWindow
from tests.ui.play.driving import answer_inputs, log_lines

SHORT = resource("examples", "battle_cars", "short-battle.jsonl")


@pytest.fixture
def screen(qtbot):
    lines = log_lines(SHORT)
    window = PlayWindow(engine_adapter.Match.start(lines[0]["setup"], None, "battle_cars"))
    qtbot.addWidget(window)
    window.resize(1024, 640)
    window.show()
    return window


def kinds(board) -> list[str]:
    return [item.data(1) for item in board.view.scene().items() if item.data(1)]


def click(qtbot, board, at) -> None:
    view = board.view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(scene_point(at)))


def act(window, *actions) -> None:
    for action in actions:
        assert window.play(action), window.problem.text()


def test_only_battle_cars_has_a_board(qtbot):
    assert isinstance(boards.for_ruleset("battle_cars"), BattleCarsBoard)
    assert boards.for_ruleset("aa2") is None and boards.for_ruleset("car_wars") is None


def test_the_board_draws_the_table_the_cars_and_their_obstructions(screen):
    board = screen.board
    assert board is not None and board.isVisible()
    found = kinds(board)
    assert found.count("car") == 2 and "tree" in found and "building" in found and "oil" in found
    assert board.points == ()  # speeds first: no point to take
    tips = [item.toolTip() for item in board.view.scene().items() if item.data(1) == "car"]
    assert any("Road Hog" in t and "3,1 facing N" in t for t in tips)


def test_the_next_points_are_marked_and_a_click_plays_the_move(qtbot, screen):
    board = screen.board
    act(screen, {"action": "speed", "car": "hog", "speed": 3}, {"action": "speed", "car": "queen", "speed": 2})
    assert [p.at for p in board.points] == [(3, 2)]  # the first point straight ahead (line 20)
    assert "straight on" in board.caption.text()
    click(qtbot, board, (3, 2))
    assert screen.match.lines()[-1] == {"action": "move", "car": "hog", "inputs": []}
    assert screen.match.state.vehicle("hog").at == (3, 2)
    assert len(board.points) == 7 and {p.at for p in board.points} >= {(2, 3), (4, 3), (3, 3)}
    assert "moved" in [item.toolTip() for item in board.view.scene().items()]
    right = next(p for p in board.points if (p.corner, p.side) == (90, "right"))
    assert "safe at" in board.tip_at(scene_point(right.at))
    click(qtbot, board, right.at)
    assert screen.match.lines()[-1] == {"action": "move", "car": "hog", "corner": 90, "side": "right", "inputs": []}
    assert screen.undo_stack.count() == 4
    screen.undo_stack.undo()  # undone as any action
    assert screen.match.state.vehicle("hog").at == (3, 2) and len(board.points) == 7


def test_a_mark_tells_what_taking_it_means_where_the_mouse_rests(qtbot, screen):
    board = screen.board
    act(screen, {"action": "speed", "car": "hog", "speed": 3}, {"action": "speed", "car": "queen", "speed": 2},
        {"action": "move", "car": "hog"})
    right = next(p for p in board.points if (p.corner, p.side) == (90, "right"))
    viewport = board.view.viewport()
    pos = board.view.mapFromScene(scene_point(right.at))
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, pos, viewport.mapToGlobal(pos)))
    assert QToolTip.text() == right.words(board.called) and "safe at" in QToolTip.text()
    hog = next(i for i in board.view.scene().items() if i.data(2) == "hog")
    pos = board.view.mapFromScene(hog.scenePos() + QPointF(0, CELL * 0.1))  # the car, under no mark
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, pos, viewport.mapToGlobal(pos)))
    assert QToolTip.text() == hog.toolTip() and "Road Hog" in QToolTip.text()
    pos = board.view.mapFromScene(scene_point((8, 3)))  # nothing there: how to play, the board's own tip
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, pos, viewport.mapToGlobal(pos)))
    assert QToolTip.text() == HOW


def test_a_click_off_the_marked_points_plays_nothing(qtbot, screen):
    act(screen, {"action": "speed", "car": "hog", "speed": 3}, {"action": "speed", "car": "queen", "speed": 2})
    count = len(screen.match.lines())
    click(qtbot, screen.board, (8, 8))
    assert len(screen.match.lines()) == count


def test_the_arrow_keys_choose_among_the_points_and_enter_plays(qtbot, screen):
    board = screen.board
    act(screen, {"action": "speed", "car": "hog", "speed": 3}, {"action": "speed", "car": "queen", "speed": 2},
        {"action": "move", "car": "hog"})
    board.view.setFocus()
    assert board.selected.at == (3, 3)  # straight on first
    qtbot.keyClick(board.view, Qt.Key.Key_Right)
    assert board.selected.at[0] == 4
    qtbot.keyClick(board.view, Qt.Key.Key_Left)
    qtbot.keyClick(board.view, Qt.Key.Key_Left)
    assert board.selected.at[0] == 2
    chosen = board.selected
    qtbot.keyClick(board.view, Qt.Key.Key_Return)
    assert screen.match.state.vehicle("hog").at == chosen.at
    assert {k: v for k, v in screen.match.lines()[-1].items() if k != "inputs"} == chosen.action()


def test_tab_reaches_the_board_and_it_is_named(qtbot, screen):
    view = screen.board.view
    assert view.focusPolicy() & Qt.FocusPolicy.TabFocus and view.accessibleName() == "Board"
    assert screen.board.caption.accessibleName() == "Next point"
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow, timeout=3000)
    screen.play_button.setFocus()
    for _ in range(100):  # the whole chain, at most
        if view.hasFocus():
            break
        qtbot.keyClick(screen.focusWidget(), Qt.Key.Key_Tab)
    assert view.hasFocus()


def test_a_marker_shows_who_laid_it_and_a_drift_and_a_ram_are_drawn(qtbot, screen):
    lines = log_lines(SHORT)[1:]
    drifted = []
    for line in lines:
        if line["action"] == "drop":
            break
        act(screen, {k: v for k, v in line.items() if k != "inputs"})
        answer_inputs(qtbot, screen, line["inputs"])
    act(screen, {"action": "drop", "car": "queen", "marker": "spikes"})
    tips = [item.toolTip() for item in screen.board.view.scene().items() if item.data(1) == "spikes"]
    assert tips and all("dropped by Spike Queen" in t for t in tips)
    oil = [item.toolTip() for item in screen.board.view.scene().items() if item.data(1) == "oil"]
    assert all("from the start" in t for t in oil)
    for line in lines[lines.index(next(x for x in lines if x["action"] == "drop")) + 1:]:
        act(screen, {k: v for k, v in line.items() if k != "inputs"})
        answer_inputs(qtbot, screen, line["inputs"])
        if any(e["event"] == "drift" for e in screen.match.events()[-1]):  # the skid on the oil: drawn dashed
            drifted = [i for i in screen.board.view.scene().items() if i.data(1) == "drift"]
            assert drifted and all(i.pen().style() == Qt.PenStyle.DashLine for i in drifted)
        if any(e["event"] == "ram" for e in screen.match.events()[-1]):
            break
    assert "ram" in kinds(screen.board) and drifted


def test_the_board_follows_the_palette_and_the_zoom(qtbot, screen):
    board = screen.board
    before = board.colours()["road"]
    palette = QPalette(board.palette())
    for role in (QPalette.ColorRole.Base, QPalette.ColorRole.Window):
        palette.setColor(role, QColor("#202020"))
    palette.setColor(QPalette.ColorRole.Text, QColor("#eeeeee"))
    board.setPalette(palette)
    assert board.colours()["road"] != before and board.colours()["road"].lightnessF() < 0.5
    size = board.label_font().pointSizeF()  # the points' numbers
    screen.apply_zoom(2.0)
    assert board.label_font().pointSizeF() == pytest.approx(size * 2)


def on_foot(qtbot) -> PlayWindow:
    """A game on an 8 by 8 table whose driver 'a' has left the car at 2,2 and walks now."""
    from tests.rules.battle_cars.playkit import entry

    setup = {"played_on": "2026-12-01", "board": {"width": 8, "height": 8},
             "cars": [entry("a", (2, 2)), entry("b", (6, 6), "s")]}
    window = PlayWindow(engine_adapter.Match.start(setup, None, "battle_cars"))
    qtbot.addWidget(window)
    window.show()
    act(window, {"action": "speed", "car": "a", "speed": 0}, {"action": "speed", "car": "b", "speed": 0},
        {"action": "leave", "car": "a"}, {"action": "end_turn", "car": "a"}, {"action": "end_turn", "car": "b"},
        {"action": "speed", "car": "b", "speed": 0})
    return window


def test_a_pedestrian_is_a_figure_and_walks_by_clicking(qtbot):
    window = on_foot(qtbot)
    board = window.board
    assert "pedestrian" in kinds(board) and len(board.points) == 8  # any way (lines 80-85), from the car left
    click(qtbot, board, (1, 3))
    assert window.match.lines()[-1] == {"action": "walk", "car": "a", "direction": "nw", "inputs": []}
    assert window.match.state.player("a").at == (1, 3)


class Painted(QObject):
    """The rectangles painted on a widget, and the layout requests it gets."""

    def __init__(self) -> None:
        super().__init__()
        self.paints: list[QRect] = []
        self.layouts = 0

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.paints.append(event.rect())
        elif event.type() == QEvent.Type.LayoutRequest:
            self.layouts += 1
        return False


def test_a_point_played_repaints_the_drawing_round_the_car_only_and_lays_out_nothing(qtbot, screen):
    """The table and the pieces that did not move are not painted again (the benchmark's case:
    benchmarks/bench_play_screen.py --case battle_cars); nor does the new caption relayout the window."""
    board = screen.board
    act(screen, {"action": "speed", "car": "hog", "speed": 3}, {"action": "speed", "car": "queen", "speed": 2})
    click(qtbot, board, (3, 2))
    QApplication.processEvents()
    viewport = board.view.viewport()
    hog = next(i for i in board.view.scene().items() if i.data(2) == "hog")
    seen, board_seen = Painted(), Painted()
    viewport.installEventFilter(seen)
    board.installEventFilter(board_seen)
    caption = board.caption.text()
    straight = next(p for p in board.points if p.corner == 0)
    click(qtbot, board, straight.at)
    QApplication.processEvents()
    assert screen.match.state.vehicle("hog").at == straight.at and board.caption.text() != caption
    assert seen.paints, "the point played is drawn"
    whole = viewport.rect()
    assert all(r.width() * r.height() < whole.width() * whole.height() / 4 for r in seen.paints), seen.paints
    assert board_seen.layouts == 0
    assert board_seen.paints == []  # the new caption paints itself, not the board behind it
    assert next(i for i in board.view.scene().items() if i.data(2) == "hog") is hog  # moved, not drawn anew
    assert hog.pos() == scene_point(straight.at)


def test_a_point_played_keeps_the_pieces_it_did_not_change_and_a_palette_redraws_them(qtbot, screen):
    """The trees, buildings, markers and the car not moving are the same items after a point
    (not worked out again); a new palette draws them anew in its colours."""
    board = screen.board
    act(screen, {"action": "speed", "car": "hog", "speed": 3}, {"action": "speed", "car": "queen", "speed": 2})

    def still() -> dict[str, list]:
        items = board.view.scene().items()
        kept = {kind: sorted((i for i in items if i.data(1) == kind), key=id) for kind in ("tree", "building", "oil")}
        return kept | {"queen": [i for i in items if i.data(2) == "queen"]}

    before = still()
    assert all(before.values())
    click(qtbot, board, (3, 2))
    assert screen.match.state.vehicle("hog").at == (3, 2)
    assert still() == before
    palette = QPalette(board.palette())
    palette.setColor(QPalette.ColorRole.Base, QColor("#202020"))
    palette.setColor(QPalette.ColorRole.Text, QColor("#eeeeee"))
    board.setPalette(palette)
    after = still()
    assert all(not set(map(id, after[k])) & set(map(id, before[k])) for k in before)
    building = after["building"][0]
    assert building.brush().color() == board.colours()["building"]


def test_the_caption_shows_the_chosen_point_in_the_palette_s_colours(qtbot, screen):
    """The caption paints its own background in the window's colour and its text in the
    window's text colour, light or dark."""
    board = screen.board
    act(screen, {"action": "speed", "car": "hog", "speed": 3}, {"action": "speed", "car": "queen", "speed": 2})
    caption = board.caption
    assert caption.isVisible() and "straight on" in caption.text() and caption.accessibleName() == "Next point"

    def colours() -> tuple[QColor, set[int]]:
        image = caption.grab().toImage()
        return image.pixelColor(image.width() - 2, image.height() - 2), {
            image.pixel(x, y) for x in range(image.width() // 2) for y in range(image.height() // 2)}

    for window, text in (("#f4f4f4", "#101010"), ("#202020", "#eeeeee")):
        palette = QPalette(board.palette())
        palette.setColor(QPalette.ColorRole.Window, QColor(window))
        palette.setColor(QPalette.ColorRole.WindowText, QColor(text))
        board.setPalette(palette)
        background, seen = colours()
        assert background == QColor(window)
        ink = [QColor.fromRgb(p) for p in seen]
        assert any(abs(c.lightness() - QColor(text).lightness()) < 40 for c in ink), "the text is drawn"


def test_the_caption_grows_with_the_zoom_and_is_laid_out_without_shaping(qtbot, screen):
    caption = screen.board.caption
    size = caption.font().pointSizeF()
    screen.apply_zoom(2.0)
    assert caption.font().pointSizeF() == pytest.approx(size * 2)
    assert caption.font().styleStrategy() & QFont.StyleStrategy.PreferNoShaping


def test_a_pedestrian_s_walk_is_drawn_as_a_car_s_move_is(qtbot):
    """The last step walked is a line from where the pedestrian stood to where it stands, as a
    car's last point moved is."""
    window = on_foot(qtbot)
    board = window.board
    start = window.match.state.player("a").at
    assert "walk" not in kinds(board)
    click(qtbot, board, (1, 3))
    walked = [i for i in board.view.scene().items() if i.data(1) == "walk"]
    assert len(walked) == 1 and walked[0].toolTip() == "walked"
    path = walked[0].path()
    assert (path.elementAt(0).x, path.elementAt(0).y) == (scene_point(start).x(), scene_point(start).y())
    assert (path.elementAt(1).x, path.elementAt(1).y) == (scene_point((1, 3)).x(), scene_point((1, 3)).y())
    assert walked[0].pen().style() == Qt.PenStyle.SolidLine
    assert walked[0].pen().color() == board.colours()["highlight"]
    click(qtbot, board, (0, 4))  # the next step: the same line, moved on
    walked = [i for i in board.view.scene().items() if i.data(1) == "walk"]
    assert len(walked) == 1
    assert (walked[0].path().elementAt(1).x, walked[0].path().elementAt(1).y) == \
        (scene_point((0, 4)).x(), scene_point((0, 4)).y())
