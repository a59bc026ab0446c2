"""Starting and resuming games from the main window: a campaign game started from its
standings and recorded from the screen, the games folder with a damaged log in it, and an
app killed mid-game."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog

from garage.storage import open_garage
from garage.ui import dialogs as ui_dialogs
from garage.ui.play import play_menu
from garage.ui.play.new_game_dialog import NewGameDialog
from tests.ui.play.driving import GAMES, LEAGUE, ROOT, cli, league, log_lines, play_line

DEATHMATCH = GAMES / "short-deathmatch.jsonl"


@pytest.fixture
def window(open_window, db_url, tmp_path):
    main = open_window(db_url)
    main.games_folder = tmp_path / "games"
    return main


def test_a_campaign_game_recorded_from_the_screen_equals_its_exported_result_recorded_by_the_cli(
        qtbot, window, db_url, tmp_path, monkeypatch):
    db = db_url.removeprefix("sqlite:///")
    league(db)
    twin = tmp_path / "twin.sqlite"
    open_garage(f"sqlite:///{twin}").close()
    league(twin)

    def choose(dialog):
        dialog.campaign.setCurrentIndex(dialog.campaign.findData(LEAGUE))
        haze, helga = dialog.rows
        haze.id.setText("haze")
        haze.driver.setCurrentText("Antihiro Protagonist")
        helga.id.setText("helga")
        helga.driver.setCurrentText("Hirsute Helga")
        dialog.update_problems()
        assert dialog.start_button.isEnabled(), dialog.problems.text()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", choose)
    screen = play_menu.new_game(window, ["Purple Haze", "Der Bahnstormer"])
    assert screen.match.setup.entry("helga").rerolls == 5
    for line in log_lines(DEATHMATCH)[1:]:
        play_line(qtbot, screen, line)
    assert screen.match.over
    campaigns = window.campaigns.show()
    monkeypatch.setattr(ui_dialogs, "choose_item", lambda *a, **k: LEAGUE)
    screen.record_dialog()
    assert "Recorded as game 4" in screen.statusBar().currentMessage()
    assert campaigns.standings.driver("Antihiro Protagonist").rerolls == 2  # at once in the Campaign screen
    exported = tmp_path / "game.result.json"
    assert screen.export_result(exported)
    done = cli(twin, "campaign", "record", LEAGUE, exported)
    assert done.returncode == 0, done.stderr
    mine, theirs = (json.loads(cli(d, "campaign", "standings", LEAGUE, "--json").stdout) for d in (db, twin))
    assert mine == theirs and mine["games"] == 4


def test_the_games_folder_offers_unfinished_games_and_names_a_damaged_log_in_one_line(qtbot, window, dialogs):
    folder = window.games_folder
    folder.mkdir()
    lines = DEATHMATCH.read_text().splitlines()
    (folder / "half.jsonl").write_text("\n".join(lines[:10]) + "\n")
    (folder / "done.jsonl").write_text(DEATHMATCH.read_text())
    (folder / "broken.jsonl").write_text(lines[0] + "\n{\"action\": \"plot\", \"car\": \"nobody\"\n")
    games = play_menu.unfinished(window)
    assert sorted(g.path.name for g in games) == ["broken.jsonl", "half.jsonl"]
    dialog = play_menu.ResumeDialog(games, window)
    qtbot.addWidget(dialog)
    texts = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    broken = next(t for t in texts if "broken.jsonl" in t)
    assert broken.startswith("Cannot be opened: ") and "broken.jsonl:2: not valid JSON" in broken and "\n" not in broken
    half = next(t for t in texts if "half.jsonl" in t)
    assert half.startswith("half.jsonl: Deathmatch, ")  # the scenario's name, never its key
    assert dialog.chosen().name == "half.jsonl" and dialog.resume_button.isEnabled()
    screen = play_menu.resume(window, dialog.chosen())
    assert len(screen.match.lines()) == 10 and screen.undo_stack.count() == 9
    assert play_menu.resume(window, folder / "broken.jsonl") is None
    assert dialogs.of("critical")[-1].startswith(str(folder / "broken.jsonl") + ":2:")


CHILD = textwrap.dedent("""
    import sys, time
    from pathlib import Path
    from PySide6.QtWidgets import QApplication
    from garage.storage import open_garage
    from garage.ui.app import application
    from garage.ui.main_window import MainWindow
    from garage.ui.play import play_menu
    from tests.ui.play.driving import ChildBot as Bot, log_lines, play_line

    app = application(sys.argv[:1])
    window = MainWindow(open_garage(sys.argv[1]))
    window.games_folder = Path(sys.argv[2])
    window.show()
    lines = log_lines(sys.argv[3])
    screen = play_menu.start_game(window, lines[0]["setup"])
    for line in lines[1:int(sys.argv[4])]:
        play_line(Bot(), screen, line)
    print(screen.match.path, flush=True)
    while True:
        app.processEvents()
        time.sleep(0.01)
""")


def test_an_app_killed_mid_game_resumes_at_the_last_committed_action(qtbot, window, db_url, tmp_path):
    played = 25
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "config")}
    child = subprocess.Popen([sys.executable, "-c", CHILD, db_url, str(window.games_folder), str(DEATHMATCH),
                              str(played)], stdout=subprocess.PIPE, text=True, cwd=ROOT, env=env)
    try:
        path = Path(child.stdout.readline().strip())
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=60)
    assert child.returncode == -signal.SIGKILL and path.parent == window.games_folder
    (saved,) = play_menu.unfinished(window)
    assert saved.path == path
    screen = play_menu.resume(window, path)
    expected = play_menu.start_game(window, log_lines(DEATHMATCH)[0]["setup"])
    for line in log_lines(DEATHMATCH)[1:played]:
        play_line(qtbot, expected, line)
    assert screen.match.status() == expected.match.status()
    assert len(screen.match.lines()) == played


def test_the_garage_list_starts_a_game_with_the_selected_cars(qtbot, window, monkeypatch):
    offered = []

    def accept(dialog):
        offered.append([row.design.currentText() for row in dialog.rows])
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", accept)
    table = window.list.table
    table.selectAll()
    assert window.play.new_game_with_action in table.actions() and window.play.new_game_action.shortcut().toString()
    window.play.new_game_with_action.trigger()
    screen = window.play.windows[-1]
    assert offered == [[row.name for row in window.document.rows()]]
    assert [e.design.name for e in screen.match.setup.entries] == offered[0]
    assert screen.match.path.parent == window.games_folder


def test_a_game_resumed_from_a_log_cut_off_mid_append_says_what_was_left_out(qtbot, window, dialogs):
    """A kill while an action was being appended leaves a torn last line: the game resumes at
    the last whole action, and the players are told that the one being saved is not in it."""
    window.games_folder.mkdir()
    path = window.games_folder / "cut.jsonl"
    lines = DEATHMATCH.read_text().splitlines(keepends=True)
    path.write_text("".join(lines[:10]) + lines[10][: len(lines[10]) // 2])
    screen = play_menu.resume(window, path)
    assert screen is not None and len(screen.match.lines()) == 10
    note = dialogs.of("information")[-1]
    assert note.startswith(f"{path}:11: a cut-off last line") and "\n" not in note
