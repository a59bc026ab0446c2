"""The UI's one way into storage (garage/ui/operations.py): every operation ends its session
before it returns, failures are reported one way, and every window hears what changed.

Issue 14 item 1 first: export, let another process read, rename and save; the change must be
in the database at once, for every other reader and through a crash of the app.
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap

from PySide6.QtTest import QTest

from garage.storage import open_garage
from garage.storage.campaigns import Campaigns
from garage.ui.campaign_window import CampaignWindow
from garage.ui.operations import FAILED, Change, OpenGarage
from tests.ui.campaign_driving import drive, example_data, example_games, finish
from tests.ui.conftest import SB

CLI = [sys.executable, "-m", "garage.cli"]
CAMPAIGN = "Wasteland League"


def cli_names(url: str) -> list[str]:
    done = subprocess.run(CLI + ["--db", url, "list", "--json"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return [car["name"] for car in json.loads(done.stdout)]


def no_reader_holds_a_snapshot(url: str) -> bool:
    """A checkpoint from outside completes only if no connection of the app is inside a
    transaction (a stale read would pin the WAL, an open write would hide the change)."""
    conn = sqlite3.connect(url.removeprefix("sqlite:///"), isolation_level=None, timeout=1)
    try:
        busy, _, _ = conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
        return busy == 0
    finally:
        conn.close()


def test_a_save_after_export_and_another_reader_reaches_the_database_at_once(open_window, db_url, dialogs, tmp_path):
    window = open_window(db_url)
    window.list.select_key(window.document.key_for("Purple Haze"))
    assert window.export_cars(str(tmp_path / "out"))
    assert no_reader_holds_a_snapshot(db_url)
    assert "Purple Haze" in cli_names(db_url)
    window.rename_action.trigger()  # in place, in the name field
    window.editor.name.selectAll()
    QTest.keyClicks(window.editor.name, "Purple Reign")
    assert window.save()
    assert not window.isWindowModified()
    assert no_reader_holds_a_snapshot(db_url)
    names = cli_names(db_url)
    assert "Purple Reign" in names and "Purple Haze" not in names


APP_THEN_CRASH = textwrap.dedent("""
    import os, signal, subprocess, sys
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtTest import QTest
    from garage.ui.app import application
    from garage.ui.main_window import MainWindow
    url, out = sys.argv[1:]
    app = application(sys.argv[:1])
    window = MainWindow()
    assert window.open_database(url)
    window.list.select_key(window.document.key_for("Purple Haze"))
    assert window.export_cars(out)
    subprocess.run([sys.executable, "-m", "garage.cli", "--db", url, "list"], check=True, capture_output=True)
    window.rename_action.trigger()  # in place, in the name field
    window.editor.name.selectAll()
    QTest.keyClicks(window.editor.name, "Purple Reign")
    assert window.save() and not window.isWindowModified()
    print("saved", flush=True)
    os.kill(os.getpid(), signal.SIGKILL)
""")


def test_a_saved_rename_survives_the_app_being_killed(db_url, tmp_path):
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "config"))
    done = subprocess.run([sys.executable, "-c", APP_THEN_CRASH, db_url, str(tmp_path / "out")], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == -signal.SIGKILL, done.stderr
    assert done.stdout == "saved\n"
    with open_garage(db_url) as garage:
        assert garage.has_car("Purple Reign") and not garage.has_car("Purple Haze")


def idle(garage) -> bool:
    """No connection of the garage's pool is out: every session of every operation ended."""
    return garage._engine.pool.checkedout() == 0


def test_no_session_outlives_an_operation_of_either_window(qtbot, open_window, db_url, dialogs, tmp_path):
    window = open_window(db_url)
    garage = window.garage
    steps = [
        lambda: window.list.select_key(window.document.key_for("Dogmeat")),
        lambda: window.duplicate_cars(),
        lambda: window.save(),
        lambda: window.export_cars(str(tmp_path / "out")),
        lambda: window.campaigns.show().new_campaign(CAMPAIGN),
        lambda: window.campaigns.screen.record_file(str(example_games()[0])),
        lambda: window.campaigns.screen.undo_action.trigger(),
        lambda: window.campaigns.screen.redo_action.trigger(),
        lambda: dialogs.answer(SB.Yes),  # Remove Last Game asks first
        lambda: window.campaigns.screen.remove_last_action.trigger(),
        lambda: window.campaigns.screen.undo_action.trigger(),
    ]
    for step in steps:
        step()
        assert idle(garage) and no_reader_holds_a_snapshot(db_url)
    assert dialogs.of("critical") == []
    assert Campaigns(garage).standings(CAMPAIGN).games == 1


def test_every_window_on_the_garage_hears_a_change_none_polls(qtbot, db_url):
    with open_garage(db_url) as garage:
        ops = OpenGarage(garage)
        heard: list[Change] = []
        ops.changed.connect(heard.append)
        recorder, watcher = CampaignWindow(ops), CampaignWindow(ops)
        for screen in (recorder, watcher):
            qtbot.addWidget(screen)
        assert recorder.new_campaign(CAMPAIGN)
        assert watcher.chooser.findText(CAMPAIGN) >= 0  # a campaign started elsewhere is listed
        watcher.choose(CAMPAIGN)
        recorder.choose(CAMPAIGN)
        form = recorder.record_game()
        drive(qtbot, form, example_data()[0])
        finish(qtbot, form)
        assert heard[-1] == Change.CAMPAIGNS
        assert watcher.standings.games == 1 and watcher.standings == recorder.standings
        assert watcher.standings_model.rowCount() == len(recorder.standings.drivers) > 0


def test_a_refusal_is_reported_once_and_the_windows_read_the_database_again(qtbot, db_url, dialogs):
    with open_garage(db_url) as garage:
        ops = OpenGarage(garage)
        screen = CampaignWindow(ops)
        qtbot.addWidget(screen)
        assert screen.new_campaign(CAMPAIGN)
        assert screen.record_file(str(example_games()[0]))
        # Another program takes the game out under the screen's undo stack.
        with open_garage(db_url) as other:
            Campaigns(other).undo_last(CAMPAIGN)
        screen.undo_action.trigger()
        assert dialogs.shown == [("critical", "Cannot record game 1",
                                  f"The campaign '{CAMPAIGN}' has no games to undo")]
        assert screen.standings.games == 0  # read again, though the operation failed
        assert "has no games to undo" in screen.statusBar().currentMessage()


def test_an_operation_before_the_garage_is_open_is_reported_not_raised(qtbot, dialogs):
    ops = OpenGarage()
    assert ops.run(None, "Save", lambda storage: storage.garage.names()) is FAILED
    assert dialogs.of("critical") == ["The garage is still opening; try again once it is"]


def test_the_main_window_and_the_campaign_screen_share_one_open_garage(qtbot, open_window, db_url, tmp_path):
    window = open_window(db_url)
    screen = window.campaigns.show()
    assert screen.ops is window.ops
    assert screen.new_campaign(CAMPAIGN)
    other = tmp_path / "other.sqlite"
    assert window.open_database(str(other))
    assert screen.garage is window.garage and screen.garage.path == other
    assert screen.chooser.count() == 0  # the other garage's campaigns: none
    assert window.list.model.rowCount() == 6
    with open_garage(db_url) as first:  # the first garage was closed, not lost
        assert Campaigns(first).get(CAMPAIGN).games == 0
