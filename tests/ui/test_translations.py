"""Garage in German: the catalogue is in step with every string the UI marks (a string marked and
not in resources/translations/garage_de.ts, or not translated there, fails), it is compiled and
loaded for a German desktop, and the main window, its menus and the look-ups speak German
while their numbers stay as everywhere else."""

from __future__ import annotations

import importlib.util
import shutil
import sys
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QApplication

from garage.ui import translations
from tests import ROOT

GERMAN = ROOT / "resources" / "translations" / "garage_de.ts"


def script():
    if "garage_translations_script" not in sys.modules:
        path = ROOT / "scripts" / "translations.py"
        spec = importlib.util.spec_from_file_location("garage_translations_script", path)
        assert spec and spec.loader
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module
        spec.loader.exec_module(module)
    return sys.modules["garage_translations_script"]


@pytest.fixture
def cache(monkeypatch, tmp_path):
    """The user's cache folder, where a checkout's .ts is compiled."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    return tmp_path / "cache"


@pytest.fixture
def german(qapp, cache):
    installed = translations.install(qapp, QLocale("de_DE"))
    yield installed
    for translator in installed:
        qapp.removeTranslator(translator)


def test_the_german_catalogue_has_every_marked_string_translated():
    assert script().problems(GERMAN) == []


def test_a_marked_string_the_catalogue_lacks_is_named(tmp_path):
    tree = ET.parse(GERMAN)
    context = next(c for c in tree.getroot().iter("context") if c.findtext("name") == "MainWindow")
    gone = next(m for m in context.iter("message") if m.findtext("source") == "&New Car")
    context.remove(gone)
    stale = tmp_path / "garage_de.ts"
    tree.write(stale, encoding="utf-8")
    assert script().problems(stale) == ["garage_de.ts: missing [MainWindow] '&New Car'"]


def test_a_german_desktop_gets_garages_words_and_qts(german, cache):
    assert len(german) == 2  # Garage's catalogue, compiled into the cache, and Qt's own
    assert list((cache / "garage" / "translations").glob("garage_de-*.qm"))
    assert QCoreApplication.translate("MainWindow", "&New Car") == "&Neues Auto"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Abbrechen"  # Qt's buttons


@pytest.mark.parametrize("language", ["en_GB", "C", "fr_FR"])
def test_english_and_languages_without_a_catalogue_get_english_with_its_plural_forms(qapp, cache, language):
    installed = translations.install(qapp, QLocale(language))
    try:
        assert len(installed) == 1  # English's plural forms only: no Qt catalogue (a French desktop's buttons too)
        english = installed[0]
        assert english.translate("LogPane", "Go back %n action(s) to here", "", 1) == "Go back %n action to here"
        assert english.translate("LogPane", "Go back %n action(s) to here", "", 2) == "Go back %n actions to here"
        assert english.translate("MainWindow", "&New Car") == ""  # the rest is the source text itself
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)


def test_garage_language_chooses_over_the_desktops(monkeypatch):
    monkeypatch.setenv("GARAGE_LANGUAGE", "de")
    assert translations.ui_locale().language() == QLocale.Language.German
    monkeypatch.delenv("GARAGE_LANGUAGE")
    assert translations.ui_locale().name() == QLocale.system().name()


def test_a_shipped_qm_is_taken_as_it_is(qapp, tmp_path):
    tool = translations.lrelease()
    if tool is None:
        pytest.skip("no lrelease in this PySide6")
    shutil.copy(GERMAN, tmp_path / "garage_de.ts")
    assert translations.catalogue(QLocale("de_AT"), tmp_path) is not None  # de_AT falls back to de
    (tmp_path / "garage_de.qm").write_bytes(b"")
    assert translations.catalogue(QLocale("de_DE"), tmp_path) == tmp_path / "garage_de.qm"


def test_the_main_window_and_its_menus_speak_german(german, qtbot):
    from garage.ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    menus = [action.text() for action in window.menuBar().actions()]
    assert menus[:3] == ["&Garage", "&Bearbeiten", "&Ansicht"] and "&Hilfe" in menus
    assert window.new_action.text() == "&Neues Auto"
    assert window.files.save_action.text() == "&Speichern"
    assert window.files.recent_menu.title() == "Zuletzt &geöffnet"


def test_the_look_ups_speak_german_and_keep_their_numbers(german, qtbot):
    from garage.ui.lookups.aa2 import RuleLookups

    lookups = RuleLookups()
    qtbot.addWidget(lookups)
    assert lookups.reverse.text() == "Rückwärts fahren"
    assert lookups.speed_answer.text().startswith("Plane ")
    assert lookups.range.text() == '10.0"'  # numbers one way in every language (app.py)
    assert QApplication.translate("RuleLookups", "Answer:") == "Antwort:"
