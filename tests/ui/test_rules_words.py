"""The rules' words in the player's language (garage.ui.rules_words.spoken): a Phrase through the
catalogue's context "rules", its Words through "data", its plural by the language's forms; what
a catalogue lacks or gets wrong is said in the rules' English."""

from __future__ import annotations

import subprocess

import pytest
from PySide6.QtCore import QTranslator

from garage.rules.phrase import Phrase, Word
from garage.ui import translations
from garage.ui.rules_words import spoken

CATALOGUE = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context><name>rules</name>
<message><source>{car} takes {hit_points} damage</source>
<translation>{car} erleidet {hit_points} Schaden</translation></message>
<message numerus="yes"><source>{car} has %n hit point(s) left</source>
<translation><numerusform>{car} hat noch %n Trefferpunkt</numerusform>
<numerusform>{car} hat noch %n Trefferpunkte</numerusform></translation></message>
<message><source>{car} fires at its {face}</source><translation>{car} feuert nach {face}</translation></message>
<message><source>{car} is broken</source><translation>{auto} ist kaputt</translation></message>
</context>
<context><name>data</name>
<message><source>Front</source><translation>Vorne</translation></message>
</context>
</TS>
"""


@pytest.fixture
def german(qapp, tmp_path):
    tool = translations.lrelease()
    if tool is None:
        pytest.skip("no lrelease in this PySide6")
    source = tmp_path / "test_de.ts"
    source.write_text(CATALOGUE, encoding="utf-8")
    subprocess.run([str(tool), "-silent", str(source), "-qm", str(tmp_path / "test_de.qm")], check=True)
    translator = QTranslator(qapp)
    assert translator.load(str(tmp_path / "test_de.qm"))
    qapp.installTranslator(translator)
    yield
    qapp.removeTranslator(translator)


def test_a_phrase_is_said_in_german(german):
    said = Phrase("{car} takes {hit_points} damage", car="Dogmeat", hit_points=3)
    assert spoken(said) == "Dogmeat erleidet 3 Schaden"


def test_a_count_takes_the_language_s_plural(german):
    assert [spoken(Phrase("{car} has %n hit point(s) left", car="X", n=n)) for n in (1, 2)] == [
        "X hat noch 1 Trefferpunkt", "X hat noch 2 Trefferpunkte"]


def test_a_word_of_the_data_is_translated_and_a_player_s_name_is_not(german):
    assert spoken(Phrase("{car} fires at its {face}", car="Front", face=Word("Front"))) == "Front feuert nach Vorne"
    assert spoken(Word("Front")) == "Vorne" and spoken("Front") == "Front"


def test_what_the_catalogue_lacks_is_the_rules_english_with_its_words_translated(german):
    assert spoken(Phrase("%n shot(s) at the {face}", n=2, face=Word("Front"))) == "2 shots at the Vorne"
    assert spoken(Phrase("%n shot(s)", n=1)) == "1 shot"


def test_a_translation_that_names_a_field_the_phrase_lacks_shows_the_english(german):
    assert spoken(Phrase("{car} is broken", car="Y")) == "Y is broken"


def test_without_a_catalogue_every_phrase_is_its_english(qapp):
    said = Phrase("{car} has %n hit point(s) left", car="X", n=1)
    assert spoken(said) == "X has 1 hit point left" and spoken(Word("Front")) == "Front"
