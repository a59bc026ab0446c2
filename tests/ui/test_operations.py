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

from garage.storage import open_garage

CLI = [sys.executable, "-m", "garage.cli"]


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
    dialogs.answer("Purple Reign")
    window.rename_action.trigger()
    assert window.save()
    assert not window.isWindowModified()
    assert no_reader_holds_a_snapshot(db_url)
    names = cli_names(db_url)
    assert "Purple Reign" in names and "Purple Haze" not in names


APP_THEN_CRASH = textwrap.dedent("""
    import os, signal, subprocess, sys
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtWidgets import QApplication, QInputDialog
    from garage.ui.app import application
    from garage.ui.main_window import MainWindow
    url, out = sys.argv[1:]
    app = application(sys.argv[:1])
    window = MainWindow()
    assert window.open_database(url)
    window.list.select_key(window.document.key_for("Purple Haze"))
    assert window.export_cars(out)
    subprocess.run([sys.executable, "-m", "garage.cli", "--db", url, "list"], check=True, capture_output=True)
    QInputDialog.getText = staticmethod(lambda *args, **kwargs: ("Purple Reign", True))
    window.rename_action.trigger()
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
