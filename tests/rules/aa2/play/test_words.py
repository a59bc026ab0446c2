"""A&A II's log, cards and requests as Phrases (garage.rules.phrase): the English text of
each stays what the words always were, and keeps a template the play window translates."""

from __future__ import annotations

import pytest

from garage.resources import resource
from garage.rules.aa2.play import words
from garage.rules.phrase import Phrase
from garage.rules.play import Game
from garage.rules.play import log as play_log

# What the engine asks dice and decisions for, in each shape it writes them (a Request's
# purpose, a log's "for"), the names a player gave included.
PURPOSES = [
    "Heavy Laser to hit, die 2", "Grenade Launcher, left to hit, die 1", "tower (TOW emplacement) to hit, die 3",
    'the movement-order dice-off at 14"', 'skid check at 14" (skids on 5,6)', "skid distance die 2",
    "which skid die to use (2 or 5)", "fire (burns on 1,2)", "driver survives the wreck (dies on 4,5,6)",
    "navigator survives the wreck (dies on 4,5,6)", "loss of control: scatter direction",
    "loss of control: distance d6+d3: a d6, die 1 of 2", "nitro 2d6: a d6, die 2 of 2", "landing damage d6: a d6",
    "barrier damage d6: a d6", "mid-air collision 2d6: a d6, die 1 of 2",
    "rammed while stationary 2d6: a d6, die 2 of 2",
    "ramming d6: a d6", "head-on collision 3d6: a d6, die 3 of 3", "collision roll", "collision, high scorer d6: a d6",
    "collision, low scorer d3: a d3", "templates set out before play: up to d3: a d3", "smokescreen T2 clears on 6",
    "acid storm", "acid storm hits on 5,6", "acid storm: which system", "night stages", "cloudburst",
    "artillery within 2 2d6: a d6, die 1 of 2", "radiation exposure 2: dies under it", "radiation hotspots to place",
    "ambush roll-off: raiders", "darkness: firing fails when 3d6 is under the range: a d6, die 2 of 3",
    "random car: haze", "was Purple Haze (Antihiro Protagonist) hitting Dogmeat (Dogmeat) head-on?",
    "Fuel Tank lost on 6", "Grenade Launcher, left lost on 5,6", "Mines detonates on 4,5,6", "Oil ignored on 1,2",
    "the reroll of the 2: Heavy Laser to hit, die 1",
    "Antihiro Protagonist may spend a reroll (2 left) on the 1: head-on collision 2d6: a d6, die 1 of 2",
    "The driver may spend a reroll (1 left) on the 3: ramming d6: a d6",
    "A reroll may be spent on the 4: driver survives the wreck (dies on 4,5,6)",
]


@pytest.mark.parametrize("purpose", PURPOSES)
def test_what_a_die_is_for_reads_back_as_a_phrase_of_the_same_english(purpose):
    said = words.purpose_words(purpose)
    assert isinstance(said, Phrase) and said == purpose, said


def test_a_purpose_of_no_known_shape_is_left_as_it_is():
    assert type(words.purpose_words("a house rule's die")) is str


def test_a_name_that_looks_like_a_shape_keeps_its_words():
    # a weapon a player named with the words of another shape: the English is never changed
    assert words.purpose_words("Nitro lost on 6 to hit, die 1") == "Nitro lost on 6 to hit, die 1"


def test_the_log_entries_of_a_game_are_phrases_with_the_default_s_english():
    """AxlesAndAlloysII.log_entry makes its entry of Phrases: the same action, outcomes and cars
    as the default RuleSet.log_entry cut from `describe`."""
    from garage.rules.ruleset import RuleSet

    lines = [{k: v for k, v in line.items() if k != "_line"}
             for line in play_log.read(resource("examples", "games", "badlands-ambush.jsonl"))]
    game = Game.replay(lines)
    rules, setup = game.rules, game.setup
    for line, events in zip(game.lines[1:], game.events[1:], strict=True):
        made = rules.log_entry(setup, line, events)
        assert made == RuleSet.log_entry(rules, setup, line, events)
        assert isinstance(made.action, Phrase) and all(isinstance(o, Phrase) for o in made.outcomes), made


def test_a_list_joined_by_phrases_is_the_joined_english():
    items = [Phrase("moved"), Phrase("attacked"), "x"]
    assert words.listed(items) == "moved, attacked, x" and isinstance(words.listed(items), Phrase)
    assert words.listed(items, "; ") == "moved; attacked; x"
    assert words.listed([]) == "" and words.listed(["one"]) == "one"
    with pytest.raises(ValueError):
        words.listed(items, " / ")
