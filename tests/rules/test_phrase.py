"""The rules' words keep what they were made from (garage.rules.phrase) and stay, to every file,
log and reader, the plain English text they say."""

from __future__ import annotations

import json
import pickle

from garage.rules.phrase import Phrase, Word


def test_a_phrase_is_its_english_text_with_its_template_and_arguments():
    said = Phrase("{car} takes {hit_points} damage", car="Dogmeat", hit_points=3)
    assert said == "Dogmeat takes 3 damage"
    assert hash(said) == hash("Dogmeat takes 3 damage")
    assert (said.template, dict(said.args)) == ("{car} takes {hit_points} damage", {"car": "Dogmeat", "hit_points": 3})
    assert json.dumps({"said": said}) == json.dumps({"said": "Dogmeat takes 3 damage"})


def test_a_count_says_its_english_plural():
    assert [Phrase("{car} has %n hit point(s) left", car="X", n=n) for n in (0, 1, 2)] == [
        "X has 0 hit points left", "X has 1 hit point left", "X has 2 hit points left"]


def test_a_phrase_of_phrases_and_words_reads_as_one_sentence():
    inner = Phrase("%n fire(s) burning", n=1)
    said = Phrase("{car} has {what} at its {face}", car="Y", what=inner, face=Word("Front"))
    assert said == "Y has 1 fire burning at its Front"
    assert said.args["what"].template == "%n fire(s) burning"


def test_a_phrase_pickles_whole_for_other_processes():
    said = Phrase("{a} and {b}", a=Word("Rear"), b=Phrase("%n die(s)", n=2))
    back = pickle.loads(pickle.dumps(said))
    assert back == said == "Rear and 2 dies"
    assert (type(back), back.template, type(back.args["a"]), back.args["b"].template) == (
        Phrase, "{a} and {b}", Word, "%n die(s)")


def test_a_word_is_its_text():
    assert Word("Heavy") == "Heavy" and repr(Word("Heavy")) == "Word('Heavy')" and Word("Heavy").lower() == "heavy"
