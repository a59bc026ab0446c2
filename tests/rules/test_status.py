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
from garage.rules.status import CarCard, GameStatus

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
