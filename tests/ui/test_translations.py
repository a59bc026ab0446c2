"""Garage in German: the catalogue is in step with every string the UI marks (a string marked and
not in resources/translations/garage_de.ts, or not translated there, fails), it is compiled and
loaded for a German desktop, and the main window, its menus and the look-ups speak German
while their numbers stay as everywhere else."""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt
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
    assert menus[:3] == ["&Garage", "&Bearbeiten", "A&nsicht"] and "&Hilfe" in menus
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


def _car_editor_window(open_window, db_url):
    window = open_window(db_url)
    window.list.select_key(window.document.key_for("Purple Haze"))
    return window


def _editor_words(window) -> dict[str, str]:
    from PySide6.QtWidgets import QGroupBox

    editor, report = window.editor, window.report
    return {"groups": " | ".join(box.title() for box in editor.findChildren(QGroupBox)),
            "add weapon": editor.add_weapon.text(), "weapon column": editor.weapons_model.headerData(
                0, Qt.Orientation.Horizontal), "capacity": report.capacity_box.title(),
            "verdict": report.verdict.text(), "meter": report.meter.toolTip(),
            "hit points": report.hit_points.text(), "list column": window.list.model.headerData(
                3, Qt.Orientation.Horizontal)}


def _sheet_dialog_words(qtbot) -> dict[str, str]:
    from garage.sheets import SheetOptions
    from garage.ui.sheet_dialogs import SheetOptionsDialog

    dialog = SheetOptionsDialog("'Purple Haze'", SheetOptions())
    qtbot.addWidget(dialog)
    form = dialog.form
    return {"title": dialog.windowTitle(), "colour": form.colour.text(), "cover": form.cover.text(),
            "per page": form.per_page.itemText(0)}


def test_the_car_editor_and_its_report_speak_german(german, qtbot, open_window, db_url):
    words = _editor_words(_car_editor_window(open_window, db_url))
    assert words["groups"].startswith("Auto | Werte | Waffen")
    assert words["add weapon"] == "&Waffe hinzufügen" and words["weapon column"] == "Waffe"
    assert words["capacity"] == "Kapa&zität" and words["list column"] == "Zulässig"
    assert words["verdict"].startswith("Zulässig")
    assert re.fullmatch(r"\d+ von \d+ Kapazität belegt", words["meter"])  # its numbers as everywhere
    assert words["hit points"].startswith("Trefferpunkte: ")


def test_the_sheet_dialog_speaks_german(german, qtbot):
    assert _sheet_dialog_words(qtbot) == {"title": "Datenblätter exportieren", "colour": "&Farbe",
                                          "cover": "Deckbla&tt (bei mehreren Autos immer)",
                                          "per page": "Eines (quer, ganze Seite)"}


def test_without_a_catalogue_the_car_editor_and_the_sheet_dialog_stay_english(qtbot, open_window, db_url):
    words = _editor_words(_car_editor_window(open_window, db_url))
    assert words["groups"].startswith("Car | Stat line | Weapons")
    assert words["add weapon"] == "Add &Weapon" and words["weapon column"] == "Weapon"
    assert words["capacity"] == "Capac&ity" and words["list column"] == "Legal"
    assert words["verdict"].startswith("Legal") and re.fullmatch(r"\d+ of \d+ Capacity used", words["meter"])
    assert _sheet_dialog_words(qtbot)["title"] == "Export Record Sheets"


def test_german_alt_letters_are_unique_in_the_window_and_in_each_menu(german, open_window, db_url):
    from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel

    from tests.ui.test_main_window import mnemonics

    window = _car_editor_window(open_window, db_url)
    bar = [a.text() for a in window.menuBar().actions()]
    fields = [w.text() for w in window.findChildren(QLabel) if w.buddy() is not None]
    fields += [w.text() for w in window.findChildren(QAbstractButton) if w.window() is window]
    fields += [w.title() for w in window.findChildren(QGroupBox)]
    letters = mnemonics(bar + fields)
    assert sorted(letters) == sorted(set(letters)), " ".join(t for t in bar + fields if "&" in t)
    for menu_action in window.menuBar().actions():
        items = [a.text() for a in menu_action.menu().actions() if not a.isSeparator()]
        assert sorted(mnemonics(items)) == sorted(set(mnemonics(items))), (menu_action.text(), items)


def test_the_german_previews_alt_letters_are_unique(german, qtbot, open_window, db_url):
    from tests.ui.test_sheet_dialogs import _preview_of, preview_alt_letters

    preview = _preview_of(qtbot, open_window(db_url), "Purple Haze")
    assert preview.print_button.text() == "&Drucken..."
    letters = preview_alt_letters(preview)
    assert len(letters) >= 9 and sorted(letters) == sorted(set(letters)), letters


def test_the_rules_words_reach_the_catalogue_as_lupdate_reads_them(monkeypatch, tmp_path):
    rules = tmp_path / "rules"
    rules.mkdir()
    (rules / "said.py").write_text(
        'INCH = \'"\'\n'
        'a = Phrase("{car} plots {speed}" + INCH, car="x", speed=1)\n'
        'b = Phrase(\'{car} fires at {range}"\', car="x", range=2)\n'
        'c = Phrase("%n nitro charge(s)", n=2)\n'
        'd = Word("Heavy")\n', encoding="utf-8")
    data = tmp_path / "resources" / "rules" / "toy"
    data.mkdir(parents=True)
    (data / "items.toml").write_text('[items.gun]\nname = "Big Gun"\ncost = 2\n[opt]\nlabel = "Night"\n'
                                     '[fire]\nname = ["1,2: out", "3-6: burns"]\n', encoding="utf-8")
    monkeypatch.setattr(script(), "RULES_CODE", rules)
    monkeypatch.setattr(script(), "RULES_TOO", ())
    monkeypatch.setattr(script(), "ROOT", tmp_path)
    monkeypatch.setattr(script(), "DATA_WORDS", {"toy/items.toml": ("name",)})
    found, problems = script().rules_words()
    assert found == {("rules", '{car} fires at {range}"', False), ("rules", "%n nitro charge(s)", True),
                     ("data", "Heavy", False), ("data", "Big Gun", False),  # and a list's lines, each a word
                     ("data", "1,2: out", False), ("data", "3-6: burns", False)}
    assert problems == ["rules/said.py:2: a Phrase's template must be a literal string"]
    source = script().rules_source(tmp_path)
    fresh = tmp_path / "fresh.ts"
    done = subprocess.run([str(script().lupdate()), str(source), "-ts", str(fresh), "-locations", "none", "-silent"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    tree = ET.parse(fresh)
    said = {(c.findtext("name"), m.findtext("source"), m.get("numerus")) for c in tree.getroot().iter("context")
            for m in c.iter("message")}
    assert said == {("rules", '{car} fires at {range}"', None), ("rules", "%n nitro charge(s)", "yes"),
                    ("data", "Heavy", None), ("data", "Big Gun", None), ("data", "1,2: out", None),
                    ("data", "3-6: burns", None)}
