"""The typed status (garage/rules/status.py): what every rule set hands the play screen and
`garage-cli play status`, typed, frozen, and its `to_dict()` the JSON it was read from."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from garage.rules import rulesets
from garage.rules.play import log as play_log
from garage.rules.play.engine import Game
from garage.rules.status import CONDITIONS, CarCard, Condition, GameStatus, LogEntry

ROOT = Path(__file__).resolve().parents[2]
LOGS = sorted((ROOT / "resources" / "examples").rglob("*.jsonl"))


@pytest.mark.parametrize("path", LOGS, ids=lambda p: p.name)
def test_every_rule_set_hands_a_typed_status_whose_dict_is_its_json(path):
    lines = play_log.read(str(path))
    game = Game.replay(lines[:3], source=str(path))  # in play: every car still has a card
    status = game.rules.status(game.state)
    assert isinstance(status, GameStatus) and all(isinstance(c, CarCard) for c in status.cars)
    # the same JSON, key for key and in order
    assert json.dumps(status.to_dict()) == json.dumps(game.rules.status_dict(game.state))
    assert GameStatus.from_dict(json.loads(json.dumps(status.to_dict()))) == status
    first = status.cars[0]
    assert first.car and first.vehicle and first.card and first.in_play
    assert status.card_of(first.car) is first and status.card_of("nobody") is None


def test_a_status_is_frozen():
    status = GameStatus.from_dict({"turn": 1, "over": False, "waiting_for": "x", "banner": [("T", "strong")],
                                   "cars": [{"car": "a", "vehicle": "V", "driver": "", "out": None,
                                             "destroyed": False, "card": []}]})
    with pytest.raises(dataclasses.FrozenInstanceError):
        status.turn = 2  # type: ignore[misc]
    with pytest.raises(TypeError):
        status.cars[0].extra["x"] = 1  # type: ignore[index]


def test_a_card_keeps_a_rule_sets_own_keys_in_their_place_and_bounds_by_them():
    data = {"car": "a", "vehicle": "V", "speed": 20, "driver": "D", "plot_range": {"min": 10, "max": 30},
            "out": None, "destroyed": False, "card": [[("x", "")]], "hit_points": 4, "hit_points_total": 6}
    card = CarCard.from_dict(data)
    assert card.extra == {"speed": 20, "plot_range": {"min": 10, "max": 30}}
    assert card.hit_points == 4 and card.position is None and card.crew is None
    assert card.bound("plot_range") == {"min": 10, "max": 30} and card.bound("hit_points") == 4
    assert card.bound("nothing") is None
    assert json.dumps(card.to_dict()) == json.dumps(data)


def test_the_old_names_stay_importable_from_the_registry():
    assert rulesets.GameStatus is GameStatus and rulesets.CarCard is CarCard
    assert rulesets.plain([("a", ""), ("b", "strong")]) == "ab" and "gone" in rulesets.TONES


def test_weapons_defences_and_templates_are_typed_and_keep_their_json():
    data = {"turn": 2, "cars": [{"car": "a", "weapons": [{"index": 0, "name": "MG", "class": "light"},
                                                       {"index": 1, "label": "Ram plate"}]}],
            "defences": [{"id": "tower", "class": "heavy", "name": "", "hit_points": None}],
            "templates": [{"id": "t1", "kind": "oil", "owner": "a"}]}
    status = GameStatus.from_dict(data)
    assert [w.title for w in status.cars[0].weapons] == ["MG", "Ram plate"]
    assert status.cars[0].weapons[0].extra == {"class": "light"}
    assert status.defences[0].id == "tower" and status.defences[0].hit_points is None
    assert (status.templates[0].id, status.templates[0].kind) == ("t1", "oil")
    assert json.dumps(status.to_dict()) == json.dumps(data)


def _replayed(name: str) -> Game:
    path = next(p for p in LOGS if p.name == name)
    return Game.replay(play_log.read(str(path)), source=str(path))


@pytest.mark.parametrize(("name", "car", "kinds"), [
    ("short-deathmatch.jsonl", "helga", {"destroyed"}),
    ("classic-deathmatch.jsonl", "haze", {"lost_control", "misses_turn"}),
    ("crash-tables.jsonl", "shark", {"lost_control"}),
    ("short-battle.jsonl", "hog", {"destroyed"}),
])
def test_each_rule_set_gives_a_cars_conditions_typed_with_their_words(name, car, kinds):
    """The card's icons come from the typed status, so the CLI and a phone read the same."""
    game = _replayed(name)
    found: dict[str, Condition] = {}
    for state in game.states:
        card = game.rules.status(state).card_of(car)
        assert card is not None
        for condition in card.conditions:
            assert isinstance(condition, Condition) and condition.kind in CONDITIONS
            assert condition.count >= 1 and condition.words
            found.setdefault(condition.kind, condition)
    assert kinds <= set(found)
    first = game.rules.status(game.states[1]).cars[0]
    assert "conditions" in first.to_dict()


def test_conditions_keep_their_json_and_read_as_a_tuple():
    data = {"car": "a", "conditions": [{"kind": "fire", "count": 2, "words": "on fire: 2 fires burning"}]}
    card = CarCard.from_dict(data)
    assert card.conditions == (Condition("fire", 2, "on fire: 2 fires burning"),)
    assert json.dumps(card.to_dict()) == json.dumps(data)
    assert CarCard.from_dict({"car": "b"}).conditions == ()


@pytest.mark.parametrize("path", LOGS, ids=lambda p: p.name)
def test_a_log_entry_says_the_action_first_then_what_came_of_it_and_names_its_cars(path):
    game = Game.replay(play_log.read(str(path)), source=str(path))
    ids = set(game.rules.car_ids(game.setup))
    told = 0
    for i in range(1, len(game.lines)):
        entry = game.rules.log_entry(game.setup, game.lines[i], game.events[i])
        assert isinstance(entry, LogEntry) and entry.action
        assert set(entry.cars) <= ids and len(set(entry.cars)) == len(entry.cars)
        if "car" in game.lines[i]:
            assert entry.cars[0] == game.lines[i]["car"]  # the car that acted comes first
        assert entry.text.splitlines()[0] == entry.action.splitlines()[0]
        told += bool(entry.outcomes)
    assert told  # every example has actions that came to something
