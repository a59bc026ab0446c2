"""The Battle Cars board in German: what taking a point means (its caption, a mark's tooltip)
is said in German (issue 27), as the English test plays it."""

from __future__ import annotations

from garage.ui.boards.battle_cars import scene_point
from tests.ui.boards.test_battle_cars import act, click, screen  # noqa: F401 (a fixture)
from tests.ui.scenarios.test_german_game_night_and_campaigns import german  # noqa: F401 (a fixture)


def test_the_next_points_are_said_in_german(german, qtbot, screen):  # noqa: F811
    board = screen.board
    act(screen, {"action": "speed", "car": "hog", "speed": 3}, {"action": "speed", "car": "queen", "speed": 2})
    assert board.caption.text().endswith(": geradeaus") and "straight" not in board.caption.text()
    click(qtbot, board, (3, 2))
    right = next(p for p in board.points if (p.corner, p.side) == (90, "right"))
    assert board.tip_at(scene_point(right.at)) == "90°-Kurve rechts: sicher bis 4, kein Schleudern"


def test_the_compass_is_german_on_the_board_and_in_the_map_editor(german, qtbot, screen):  # noqa: F811
    from garage.ui.tools.battle_cars.map_editor import MapEditor

    tips = [item.toolTip() for item in screen.board.view.scene().items() if item.data(1) == "car"]
    assert any("Road Hog" in t and "auf 3,1, Richtung N" in t for t in tips), tips
    editor = MapEditor()
    qtbot.addWidget(editor)
    assert [editor.facing_box.itemText(i) for i in range(editor.facing_box.count())] == [
        "N", "NO", "O", "SO", "S", "SW", "W", "NW"]
