"""Random games: whatever the players try, the engine answers with a new state or a refusal
(IllegalAction), never another error, and every game replays from its log to the same state."""

from __future__ import annotations

import contextlib
import random

import pytest

from garage.rules import rulesets
from garage.rules.battle_cars.play.setup import FACINGS, MARKERS
from garage.rules.play import log
from garage.rules.play.dice import SeededDice
from garage.rules.play.engine import Game
from garage.rules.play.errors import IllegalAction
from tests.rules.battle_cars.playkit import entry, setup

BC = rulesets.get("battle_cars")


def _action(rng: random.Random, state, name: str) -> dict:
    ids = [p.id for p in state.players]
    car = state.mover if state.mover and rng.random() < 0.8 else rng.choice(ids)
    if name == "speed":
        car = state.to_set_speed[0] if state.to_set_speed and rng.random() < 0.8 else car
        return {"action": "speed", "car": car, "speed": rng.randint(0, 6), "reverse": rng.random() < 0.1}
    if name == "move":
        corner = rng.choice((0, 0, 0, 45, 90, 135))
        return {"action": "move", "car": car, **({"corner": corner, "side": rng.choice(("left", "right"))}
                                                  if corner else {})}
    if name == "fire":
        target = rng.choice(ids)
        return {"action": "fire", "car": car, "target": target, "damage": rng.randint(0, 4),
                "driver_hits": rng.randint(0, 1), "tyre": rng.randint(0, 3), "tyre_damage": rng.randint(0, 2)}
    if name == "three_point_turn":
        return {"action": name, "car": car, "facing": rng.choice(FACINGS)}
    if name == "drop":
        return {"action": name, "car": car, "marker": rng.choice(MARKERS)}
    if name == "walk":
        return {"action": name, "car": car, "direction": rng.choice(FACINGS)}
    if name == "commandeer":
        return {"action": name, "car": car, "vehicle": rng.choice(ids)}
    return {"action": name, "car": car}


@pytest.mark.parametrize("seed", range(25))
def test_random_games_refuse_or_play_and_replay(seed):
    rng = random.Random(seed)
    cars = [entry("a", (2, 2), dispensers=["oil", "smoke", "spikes", "mines"], equipment=["supercharger"]),
            entry("b", (6, 6), "s", dispensers=["oil"]), entry("c", (4, 1), "e", equipment=["auto-steer"])]
    g = Game(setup(*cars, board={"width": 9, "height": 9, "grass": [[4, y] for y in range(9)]},
                   obstructions=[{"kind": "tree", "at": [5, 5]}, {"kind": "building", "at": [1, 6]}],
                   options={"drift-as-example": seed % 2 == 1}), SeededDice(seed))
    for _ in range(300):
        if g.state.over:
            break
        allowed = [name for name, ok in BC.allowed(g.state).items() if ok and name != "end_game"]
        name = rng.choice(allowed) if allowed and rng.random() < 0.9 else rng.choice(list(BC.actions))
        if name == "end_game" and rng.random() < 0.9:
            continue
        with contextlib.suppress(IllegalAction):
            g.act(_action(rng, g.state, name))
        BC.status(g.state)
    replayed = Game.replay(log.parse(g.text()))
    assert replayed.state == g.state and replayed.text() == g.text()
    assert all(BC.describe(line, events) for line, events in zip(g.lines, g.events))
