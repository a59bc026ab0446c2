"""Battle Cars' and the Car Wars crash tables' words are Phrases, and the English is what it was:
each rule set's own log entry (its parts kept as Phrases for the player's language) says, word
for word, what the general one made of `describe`'s English, over the example games and random
ones; every word a card, a banner or the log shows is a Phrase or a data Word (issue 27)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from garage.resources import resource
from garage.rules import rulesets
from garage.rules.phrase import Phrase, Word
from garage.rules.play.dice import SeededDice
from garage.rules.play.engine import Game
from garage.rules.play.errors import IllegalAction
from garage.rules.ruleset import RuleSet
from tests.rules.battle_cars.playkit import entry, setup
from tests.rules.battle_cars.scenarios.test_play_random import _action

BC = rulesets.get("battle_cars")
CW = rulesets.get("car_wars")


def _said(text: str) -> bool:
    """Made to be said in the player's language, or nothing to say (numbers, a name, marks)."""
    return isinstance(text, (Phrase, Word)) or not any(c.isalpha() for c in text)


def _check(game: Game) -> None:
    rules = game.rules
    for line, events in zip(game.lines, game.events):
        own = rules.log_entry(game.setup, line, events)
        assert own == RuleSet.log_entry(rules, game.setup, line, events), line
        assert all(_said(text) for text in (own.action, *own.outcomes)), own
    status = rules.status_dict(game.state)
    called = set(rules.car_names(game.setup).values()) | {c["vehicle"] for c in status["cars"]}
    pieces = [text for text, _ in status["banner"]] + [status["waiting_for"]]
    pieces += [text for car in status["cars"] for line in car["card"] for text, _ in line]
    pieces += [c["words"] for car in status["cars"] for c in car["conditions"]]
    assert all(_said(text) or text in called for text in pieces), pieces


@pytest.mark.parametrize("example", [("battle_cars", "short-battle.jsonl"), ("car_wars", "crash-tables.jsonl")])
def test_the_example_games_say_what_they_said(example):
    _check(Game.load(resource("examples", *example), autosave=False))


@pytest.mark.parametrize("seed", range(6))
def test_random_battle_cars_games_say_what_they_said(seed):
    rng = random.Random(seed)
    cars = [entry("a", (2, 2), dispensers=["oil", "smoke", "spikes", "mines"], equipment=["supercharger"]),
            entry("b", (6, 6), "s", dispensers=["oil"]), entry("c", (4, 1), "e", equipment=["auto-steer"])]
    game = Game(setup(*cars, board={"width": 9, "height": 9, "grass": [[4, y] for y in range(9)]},
                      obstructions=[{"kind": "tree", "at": [5, 5]}, {"kind": "building", "at": [1, 6]}]),
                SeededDice(seed))
    refused = []
    for _ in range(200):
        if game.state.over:
            break
        allowed = [name for name, ok in BC.allowed(game.state).items() if ok and name not in ("end_game", "correct")]
        name = rng.choice(allowed) if rng.random() < 0.8 else rng.choice(list(BC.actions))
        try:
            game.act(_action(rng, game.state, name))
        except IllegalAction as exc:
            refused.append(exc)
        if rng.random() < 0.1:
            _check(game)
    _check(game)
    said = [exc.args[0] for exc in refused if _raised_in(exc, "battle_cars")]
    assert said and all(isinstance(why, Phrase) for why in said), said


def _raised_in(exc: BaseException, ruleset: str) -> bool:
    """Whether the rule set's own code refused (not the engine's parser of the action's fields)."""
    tb = exc.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    return tb is not None and f"/rules/{ruleset}/" in tb.tb_frame.f_code.co_filename


def _crash_action(rng: random.Random, game: Game) -> dict[str, Any]:
    name = rng.choice(("lose_control", "move", "move", "recover", "jump_out", "set_speed", "next_phase", "correct"))
    car = rng.choice([c.id for c in game.state.cars])
    if name == "lose_control":
        return {"action": name, "car": car, "table": rng.choice((1, 2)), "modifier": rng.randint(-2, 8)}
    if name == "set_speed":
        return {"action": name, "car": car, "speed": 5 * rng.randint(0, 8)}
    if name == "correct":
        return ({"action": name, "car": car, "what": "speed", "value": 5 * rng.randint(0, 8)} if rng.random() < 0.5
                else {"action": name, "car": car, "what": "in_control"})
    return {"action": name} if name == "next_phase" else {"action": name, "car": car}


@pytest.mark.parametrize("seed", range(6))
def test_random_crash_table_games_say_what_they_said(seed):
    rng = random.Random(seed)
    game = Game.load(resource("examples", "car_wars", "crash-tables.jsonl"), SeededDice(seed), autosave=False)
    refused = []
    for _ in range(120):
        try:
            game.act(_crash_action(rng, game), lambda request: request.default if request.kind == "decide"
                     else rng.randint(1, request.sides))
        except IllegalAction as exc:
            refused.append(exc)
    _check(game)
    said = [exc.args[0] for exc in refused if _raised_in(exc, "car_wars")]
    assert said and all(isinstance(why, Phrase) for why in said), said
