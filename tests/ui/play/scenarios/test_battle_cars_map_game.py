"""Issue 23's done-when for maps: a map made in the editor and saved, chosen in New Game for a
Battle Cars game in which Road Hog crashes into a building and the Tin Can drives on grass;
the app is killed with SIGKILL mid-game, and the game resumed shows the same setup and board.
A damaged map file is then refused in one line naming the field, by the CLI and the app."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt

from garage.rules import rulesets
from garage.rules.board import grid_text
from garage.rules.play import Game
from garage.rules.play import log as play_log
from garage.ui.play import engine_adapter as engine
from garage.ui.play import play_menu
from garage.ui.tools.battle_cars.map_editor import MapEditor
from tests.ui.play.driving import ROOT, play_line

BATTLE = rulesets.get("battle_cars")
# Road Hog runs north from 2,0 into the building at 2,3; the Tin Can starts on the grass at 7,6
# and moves onto more grass at 7,5.
PLAYED = [{"action": "speed", "car": "hog", "speed": 3}, {"action": "speed", "car": "tin", "speed": 1},
          {"action": "move", "car": "hog"}, {"action": "move", "car": "hog"}, {"action": "move", "car": "hog"},
          {"action": "end_turn", "car": "hog"}, {"action": "move", "car": "tin"}]

CHILD = textwrap.dedent("""
    import json, sys, time
    from pathlib import Path
    from garage.storage import open_garage
    from garage.ui.app import application
    from garage.ui.main_window import MainWindow
    from garage.ui.play import play_menu
    from tests.ui.play.driving import ChildBot as Bot, play_line

    app = application(sys.argv[:1])
    window = MainWindow(open_garage(sys.argv[1]))
    window.games_folder = Path(sys.argv[2])
    window.show()
    window.add_example_cars("battle_cars")
    dialog = play_menu.new_game_dialog(window, ["Road Hog", "Tin Can"])  # Play > New Game
    dialog.ruleset.setCurrentIndex(dialog.ruleset.findData("battle_cars"))
    dialog.board.setCurrentIndex(dialog.board.findData(sys.argv[3]))  # the map saved in the editor
    dialog.rows[0].id.setText("hog")
    dialog.rows[1].id.setText("tin")
    assert dialog.start_button.isEnabled(), dialog.problems.text()
    dialog.start_button.click()
    screen = play_menu.start_game(window, dialog.setup(), dialog.chosen_campaign(), dialog.ruleset_key())
    for line in json.loads(sys.argv[4]):
        play_line(Bot(), screen, line)
    print(screen.match.path, flush=True)
    while True:  # a game open on the screen, until the kill
        app.processEvents()
        time.sleep(0.01)
""")


@pytest.fixture
def window(open_window, db_url, tmp_path):
    main = open_window(db_url)
    main.games_folder = tmp_path / "games"
    return main


def make_the_map(qtbot, monkeypatch) -> Path:
    """The car park, made in the editor by clicking and dragging, and saved in the maps folder."""
    from PySide6.QtWidgets import QFileDialog

    editor = MapEditor()
    qtbot.addWidget(editor)
    with qtbot.waitExposed(editor):
        editor.show()
    editor.name.setText("Car park")
    editor.name.editingFinished.emit()
    editor.width_box.setValue(10)
    editor.height_box.setValue(10)
    viewport = editor.view.viewport()

    def at(point) -> QPoint:
        return editor.view.centre_of(point).toPoint()

    def click(point) -> None:
        qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=at(point))

    editor.choose_tool("grass")
    for row in ((6, 6), (6, 5)):
        qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=at((6, row[1])))
        for x in (7, 8):
            qtbot.mouseMove(viewport, at((x, row[1])))
        qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=at((8, row[1])))
    click((7, 4))
    editor.choose_tool("building")
    click((2, 3))
    editor.choose_tool("tree")
    click((8, 8))
    editor.choose_tool("start")
    click((2, 0))
    editor.facing_box.setCurrentIndex(editor.facing_box.findData("s"))
    click((7, 6))
    target = engine.maps_folder() / "car-park.map.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    qtbot.keyClick(editor.view, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert target.exists() and not editor.isWindowModified()
    return target


def test_a_map_made_in_the_editor_is_played_killed_and_resumed_on_the_same_board(
        qtbot, window, db_url, tmp_path, monkeypatch, dialogs):
    saved = make_the_map(qtbot, monkeypatch)
    board = BATTLE.read_board(str(saved))
    assert board.label == "Car park"

    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "config")}
    child = subprocess.Popen([sys.executable, "-c", CHILD, db_url, str(window.games_folder), str(saved),
                              json.dumps(PLAYED)], stdout=subprocess.PIPE, text=True, cwd=ROOT, env=env)
    try:
        path = Path(child.stdout.readline().strip())
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=60)
    assert child.returncode == -signal.SIGKILL and path.parent == window.games_folder

    screen = play_menu.resume(window, path)
    setup = screen.match.game.setup
    assert setup.board_name == "Car park" and (setup.width, setup.height) == (10, 10)
    assert {(t.kind, t.at) for t in setup.obstructions} == {("building", (2, 3)), ("tree", (8, 8))}
    assert [(e.id, e.at, e.facing) for e in setup.entries] == [("hog", (2, 0), 0), ("tin", (7, 6), 4)]
    state = screen.match.game.state
    hog, tin = state.vehicle("hog"), state.vehicle("tin")
    assert hog.at == (2, 2) and hog.speed == 0  # stopped by the building, on the point before it
    assert next(o for o in state.obstructions if o.kind == "building").damage > 0
    assert setup.surface_at(tin.at) == "grass" and tin.at == (7, 5)
    events = [e["event"] for step in screen.match.game.events for e in step]
    assert "crash" in events

    # The same board as the log replayed from scratch, and as the CLI draws it.
    replayed = Game.replay(play_log.read_log(path).lines)
    assert grid_text(BATTLE.status_board(state)) == grid_text(BATTLE.status_board(replayed.state))
    drawn = subprocess.run([sys.executable, "-m", "garage.cli", "play", "status", "--board", str(path)],
                           capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert drawn.returncode == 0 and drawn.stdout.strip() == grid_text(BATTLE.status_board(state))
    assert "\n3 ..#.......\n" in drawn.stdout and "\n5 ......:v:.\n" in drawn.stdout
    play_line(qtbot, screen, {"action": "end_turn", "car": "tin"})  # and it plays on
    assert screen.match.game.state.round == 2

    # The map file damaged afterwards: refused in one line naming the field, by the CLI and the app.
    data = json.loads(saved.read_text(encoding="utf-8"))
    data["starts"][1]["facing"] = "south"
    saved.write_text(json.dumps(data), encoding="utf-8")
    refused = subprocess.run([sys.executable, "-m", "garage.cli", "play", "map", str(saved)],
                             capture_output=True, text=True, timeout=120, cwd=ROOT)
    message = f"{saved}: starts[1].facing: 'south' is not one of n, ne, e, se, s, sw, w, nw"
    assert refused.returncode == 2 and refused.stderr == f"garage-cli: {message}\n" and refused.stdout == ""
    dialog = play_menu.new_game_dialog(window, ["Road Hog", "Tin Can"])
    qtbot.addWidget(dialog)
    dialog.ruleset.setCurrentIndex(dialog.ruleset.findData("battle_cars"))
    assert dialog.board.findData(str(saved)) < 0  # no longer offered
    assert not dialog.open_map_file(str(saved))
    assert message.replace("'", "&#x27;") in dialog.problems.text() and not dialog.start_button.isEnabled()
    # The game itself carries its board: it still resumes as it was.
    screen.close()
    again = play_menu.resume(window, path)
    assert again.match.game.setup == setup
