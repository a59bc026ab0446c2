"""Opening garages: the first run's default garage, --db, a file that is no garage, recent
garages, and the window layout remembered between runs."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from sqlalchemy.engine import make_url

from garage.ui import settings
from garage.ui.app import parse_args, report_unexpected, split_args
from garage.ui.main_window import MainWindow
from tests.storage.conftest import NO_SERVER, PG_ADMIN, drop_pg_database, fresh_pg_database


def test_command_line():
    assert parse_args([]).db is None
    assert parse_args(["--db", "club.sqlite"]).db == "club.sqlite"
    args, qt = split_args(["-style", "Fusion", "--db", "club.sqlite", "-reverse"])
    assert args.db == "club.sqlite" and qt == ["-style", "Fusion", "-reverse"]


QT_OPTIONS = """
import sys
from garage.ui.app import application, refuse_leftovers, split_args
args, qt = split_args(sys.argv[1:])
app = application(sys.argv[:1] + qt)
refuse_leftovers(app)
print(app.style().name())
"""


def test_qt_options_reach_qt_and_anything_else_is_refused():
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", QT_OPTIONS, "-style", "Fusion"], capture_output=True, text=True,
                          env=env, timeout=120)
    assert done.returncode == 0 and done.stdout.strip() == "fusion"
    done = subprocess.run([sys.executable, "-c", QT_OPTIONS, "--colour", "mauve"], capture_output=True, text=True,
                          env=env, timeout=120)
    assert done.returncode == 2 and "unrecognized arguments: --colour mauve" in done.stderr


def test_first_run_creates_the_default_garage_with_the_example_cars(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("GARAGE_DB", str(tmp_path / "first" / "garage.sqlite"))
    (tmp_path / "first").mkdir()
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.windowTitle() == "Garage" and not window.new_action.isEnabled()
    assert window.open_database(None)
    assert [row.name for row in window.document.rows()][:2] == ["Der Bahnstormer", "Dogmeat"]
    assert window.list.model.rowCount() == 6 and window.editor.design().name == "Der Bahnstormer"
    assert window.windowTitle() == "garage.sqlite[*]" and window.new_action.isEnabled()


def test_a_file_that_is_not_a_garage_is_reported_and_nothing_changes(qtbot, open_window, db_url, tmp_path, dialogs):
    junk = tmp_path / "junk.sqlite"
    junk.write_bytes(b"this is not a database" * 100)
    window = open_window(db_url)
    assert not window.open_database(str(junk))
    (message,) = dialogs.of("critical")
    assert "junk.sqlite" in message and "\n" not in message.strip()
    assert window.garage.url == db_url and window.list.model.rowCount() == 6


def test_recent_garages_newest_first(qtbot, open_window, db_url, tmp_path):
    window = open_window(db_url)
    other = tmp_path / "other.sqlite"
    assert window.open_database(str(other))
    assert settings.recent_databases()[:2] == [f"sqlite:///{other}", db_url]
    window._fill_recent()
    assert [a.text() for a in window.recent_menu.actions()][:2] == [str(other), db_url.removeprefix("sqlite:///")]
    window.recent_menu.actions()[1].trigger()
    assert window.garage.url == db_url


def test_window_geometry_and_splitter_are_remembered(qtbot, open_window, db_url):
    window = open_window(db_url)
    window.resize(window.width(), 600)  # the offscreen screen is 800 pixels high
    total = sum(window.splitter.sizes())
    window.splitter.setSizes([total - 700, 500, 200])
    sizes = window.splitter.sizes()
    assert sizes != window.splitter.sizes()[::-1]
    window.close()
    again = open_window(db_url)
    assert again.height() == 600 and again.splitter.sizes() == sizes


def test_an_unexpected_error_is_a_dialog_not_a_crash(qtbot, dialogs, capsys):
    try:
        raise KeyError("wheel")
    except KeyError as exc:
        report_unexpected(type(exc), exc, exc.__traceback__)
    (message,) = dialogs.of("critical")
    assert "KeyError: 'wheel'" in message
    assert "Traceback" in capsys.readouterr().err
    assert QApplication.instance() is not None


def test_open_garage_opens_new_garage_creates_and_recent_can_be_cleared(qtbot, open_window, db_url, tmp_path,
                                                                         monkeypatch, dialogs):
    from PySide6.QtWidgets import QFileDialog
    window = open_window(db_url)
    other = tmp_path / "club" / "club.sqlite"
    other.parent.mkdir()
    asked = []

    def save_dialog(parent, title, start, *args, **kwargs):
        asked.append(("save", title, start))
        return str(other), ""

    def open_dialog(parent, title, start, *args, **kwargs):
        asked.append(("open", title, start))
        return str(other), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_dialog))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(open_dialog))
    window.new_garage_action.trigger()
    assert window.garage.url == f"sqlite:///{other}"
    window.open_action.trigger()  # an Open dialog, starting in the folder used last
    assert asked[-1] == ("open", "Open Garage", str(other.parent))
    window.new_garage_action.trigger()  # it exists now: refused, rather than opened as if new
    assert "already exists" in dialogs.of("critical")[-1]
    window._fill_recent()
    clear = window.recent_menu.actions()[-1]
    assert clear.text() == "&Clear List"
    clear.trigger()
    assert settings.recent_databases() == []


@pytest.mark.skipif(not PG_ADMIN, reason=NO_SERVER)
def test_a_server_password_is_never_shown_nor_remembered(qtbot, open_window, monkeypatch, tmp_path):
    about = []
    monkeypatch.setattr(QMessageBox, "about", staticmethod(lambda parent, title, text: about.append(text)))
    url = fresh_pg_database()
    try:
        secret = make_url(url).set(password="s3cret-pw").render_as_string(hide_password=False)
        window = open_window(secret)
        window.about()
        window._fill_recent()
        shown = [window.windowTitle(), window.statusBar().currentMessage(), *about,
                 *[a.text() for a in window.recent_menu.actions()]]
        remembered = settings.recent_databases()
        settings_text = "".join(p.read_text() for p in (tmp_path / "settings").rglob("*") if p.is_file())
        assert about and "***" in "".join(shown)
        assert "s3cret" not in "".join(shown + remembered) + settings_text
        assert remembered[0] == url  # reopened with PGPASSWORD or ~/.pgpass
        window.garage.close()
    finally:
        drop_pg_database(url)
