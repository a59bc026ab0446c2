"""Every UI test: the offscreen platform, settings in a temp folder, a fresh database, and
message boxes answered by the test instead of waiting for a click."""

from __future__ import annotations

import os
from typing import ClassVar

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QInputDialog, QMessageBox

from garage.storage import open_garage
from garage.ui import dialogs as ui_dialogs

SB = QMessageBox.StandardButton


@pytest.fixture(scope="session", autouse=True)
def english(qapp, tmp_path_factory):
    """English as the app speaks it (app.py installs the translators): the source text, with
    its plural forms from garage_en.ts ("1 game", "2 games")."""
    from PySide6.QtCore import QLocale

    from garage.ui import translations

    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("XDG_CACHE_HOME", str(tmp_path_factory.mktemp("cache")))  # where a .ts is compiled
        installed = translations.install(qapp, QLocale("en"))
    assert installed, "no English catalogue (garage_en.ts): every plural would read '(s)'"
    yield
    for translator in installed:
        qapp.removeTranslator(translator)


@pytest.fixture(autouse=True)
def isolated(tmp_path, monkeypatch):
    monkeypatch.delenv("GARAGE_DB", raising=False)
    settings_dir = tmp_path / "settings"
    settings_dir.mkdir()
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(settings_dir))
    yield


class Dialogs:
    """Stands in for QMessageBox and dialogs.confirm (a "question": SB.Yes chooses its verb):
    records each box and gives the queued answer, else the safe default (No, Discard, Ok)."""

    DEFAULTS: ClassVar[dict[str, QMessageBox.StandardButton]] = {
        "question": SB.No, "warning": SB.Discard, "critical": SB.Ok, "information": SB.Ok}

    def __init__(self):
        self.shown: list[tuple[str, str, str]] = []
        self.answers: list = []

    def answer(self, *buttons) -> None:
        self.answers.extend(buttons)

    def box(self, kind):
        def show(parent, title, text, *args, **kwargs):
            self.shown.append((kind, title, text))
            return self.answers.pop(0) if self.answers else self.DEFAULTS[kind]
        return show

    def of(self, kind: str) -> list[str]:
        return [text for k, _, text in self.shown if k == kind]


@pytest.fixture(autouse=True)
def dialogs(monkeypatch) -> Dialogs:
    recorder = Dialogs()
    for kind in Dialogs.DEFAULTS:
        monkeypatch.setattr(QMessageBox, kind, staticmethod(recorder.box(kind)))
        monkeypatch.setattr(ui_dialogs, kind, recorder.box(kind))  # the plain-text boxes

    def get_text(parent, title, label, *args, **kwargs):
        recorder.shown.append(("text", title, label))
        return (recorder.answers.pop(0), True) if recorder.answers else ("", False)

    monkeypatch.setattr(QInputDialog, "getText", staticmethod(get_text))

    def confirm(parent, title, text, verb, *args, **kwargs):
        recorder.shown.append(("question", title, text))
        return (recorder.answers.pop(0) if recorder.answers else SB.No) == SB.Yes

    monkeypatch.setattr(ui_dialogs, "confirm", confirm)

    def ask_text(parent, title, label, *args, **kwargs):
        recorder.shown.append(("text", title, label))
        return (recorder.answers.pop(0).strip() or None) if recorder.answers else None

    monkeypatch.setattr(ui_dialogs, "ask_text", ask_text)

    def choose_item(parent, title, label, items, current=0, *args, **kwargs):
        # With several rule sets New Car asks which; by default the players take the first.
        recorder.shown.append(("item", title, label))
        return items[current] if 0 <= current < len(items) else None

    monkeypatch.setattr(ui_dialogs, "choose_item", choose_item)
    return recorder


@pytest.fixture
def db_url(tmp_path) -> str:
    """A fresh garage with the example cars open_garage seeds it with."""
    url = f"sqlite:///{tmp_path / 'garage.sqlite'}"
    open_garage(url).close()
    return url


@pytest.fixture
def empty_url(db_url) -> str:
    with open_garage(db_url) as garage:
        for name in garage.names():
            garage.remove(name)
    return db_url


@pytest.fixture
def open_window(qtbot):
    from garage.ui.main_window import MainWindow

    def make(url: str) -> MainWindow:
        window = MainWindow(open_garage(url))
        qtbot.addWidget(window)
        with qtbot.waitActive(window):  # keyboard focus, as a user's window has
            window.show()
            window.activateWindow()
        return window

    return make
