"""Done when (issue 23): resources/examples/battle_cars/short-battle.jsonl played on the play
screen by clicking the points on the board (never the Move form; the speeds, fire, markers and
the end of each turn through their buttons and forms, each die typed in) ends in the state
`garage-cli play replay --json` gives for that file, and its log is the example's."""

from __future__ import annotations

from PySide6.QtCore import Qt

from garage.resources import resource
from garage.ui.boards.battle_cars import scene_point
from garage.ui.play import play_menu
from tests.ui.play.driving import answer_inputs, log_lines, play_line
from tests.ui.play.test_play_window import cli_replay

SHORT = resource("examples", "battle_cars", "short-battle.jsonl")


def click_point(qtbot, screen, line: dict) -> None:
    """Click the marked point that plays `line` (a move), then type its dice."""
    board = screen.board
    wanted = {k: v for k, v in line.items() if k != "inputs"}
    point = next((p for p in board.points if p.action() == wanted), None)
    assert point is not None, f"no marked point plays {wanted}: {[p.action() for p in board.points]}"
    committed = len(screen.match.lines())
    view = board.view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(scene_point(point.at)))
    assert not screen.problem.text(), screen.problem.text()
    answer_inputs(qtbot, screen, line.get("inputs", []))
    assert len(screen.match.lines()) == committed + 1


def test_the_short_battle_played_by_clicking_the_board_ends_as_its_replay(qtbot, open_window, db_url, tmp_path):
    window = open_window(db_url)
    window.games_folder = tmp_path / "games"
    lines = log_lines(SHORT)
    screen = play_menu.start_game(window, lines[0]["setup"], ruleset="battle_cars")
    assert screen is not None and screen.board is not None
    qtbot.addWidget(screen)
    moves = 0
    for line in lines[1:]:
        if line["action"] == "move":
            click_point(qtbot, screen, line)
            moves += 1
        else:
            play_line(qtbot, screen, line)
    assert moves == sum(line["action"] == "move" for line in lines) == 7
    saved = screen.match.path
    assert cli_replay(saved) == cli_replay(SHORT)
    assert log_lines(saved)[1:] == lines[1:]
