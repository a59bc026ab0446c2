"""The crash resolver in German: the crash tables' results, what to do to the model, the odds
and the aimed-fire penalty are said in German (issue 27), the same dice as the English test."""

from __future__ import annotations

from PySide6.QtCore import Qt

from garage.ui.lookups.car_wars import CrashLookups
from garage.ui.tools.car_wars.resolver import CrashResolverDialog
from tests.ui.scenarios.test_german_game_night_and_campaigns import german  # noqa: F401 (a fixture)
from tests.ui.tools.car_wars.test_resolver import type_face


def test_the_crash_results_are_said_in_german(german, qtbot):  # noqa: F811
    dialog = CrashResolverDialog()
    qtbot.addWidget(dialog)
    dialog.table.setCurrentIndex(dialog.table.findData(2))
    dialog.modifier.setValue(3)
    assert "Starkes Ausbrechen des Hecks" in dialog.odds.text()
    qtbot.mouseClick(dialog.enter_button, Qt.MouseButton.LeftButton)
    for face in (6, 6, 2, 3, 3, 1, 2, 3, 4):  # as in English: a fishtail left, then a spinout
        type_face(qtbot, dialog, face)
    text = dialog.result_text()
    assert ("Schritt 1: Crash-Tabelle 2, 6+6+3 = 15: Starkes und leichtes Ausbrechen des Hecks, dann "
            "Crash-Tabelle 1") in text
    assert "die hintere Ecke links rückt 3 Felder nach links" in text
    assert "Schritt 2: Crash-Tabelle 1, 3+3+3 = 9: Dreher" in text
    assert "Reifenschaden (je 1W): vorn links 1, vorn rechts 2, hinten links 3, hinten rechts 4." in text
    assert "um 90 Grad nach links drehen" in text
    assert "Gezieltes Feuer für den Rest des Zuges: kein gezieltes Feuer" in text
    assert "Kein weiteres gezieltes Feuer dieses Fahrzeugs in diesem Zug" in text
    assert "Crash-Tabelle 2, Würfel 1 von 2: 6" in text  # the dice and decisions, by their purpose
    for english in ("Fishtail", "fishtail", "Spinout", "tyre", "left", "Crash Table"):
        assert english not in text, english


def test_the_crash_lookup_names_the_results_in_german(german, qtbot):  # noqa: F811
    panel = CrashLookups()
    qtbot.addWidget(panel)
    panel.modifier.setValue(6)
    assert "Stellt sich quer und überschlägt sich" in panel.answer.text() and "skid" not in panel.answer.text()
