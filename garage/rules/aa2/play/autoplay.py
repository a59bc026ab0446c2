"""A random player: picks legal-looking actions and answers every decision at random.

It plays whole games for the benchmark and for property tests (any game it plays must
replay to the same state), and many seeded games at once (`RandomGames`, a job for
garage.rules.play.simulate.run). The engine stays the judge: an action it refuses is skipped.
"""

from __future__ import annotations

import gc
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from garage.rules.aa2.play import allowed
from garage.rules.aa2.play.combat import armed, may_attack
from garage.rules.aa2.play.setup import Setup
from garage.rules.aa2.play.state import CarState, GameState
from garage.rules.aa2.play.statuses import MOVE, PLOT
from garage.rules.play.dice import SeededDice
from garage.rules.play.engine import Game
from garage.rules.play.errors import IllegalAction
from garage.rules.play.inputs import Request

T = TypeVar("T")


def _below(rng: random.Random, n: int) -> int:
    """`rng._randbelow(n)` for n > 0, as CPython's random.py draws it for random.Random
    (_randbelow_with_getrandbits: the fewest random bits that hold n, drawn again while out of
    range), as garage.rules.play.dice.SeededDice rolls: the same numbers, compiled."""
    bits = n.bit_length()
    drawn: int = rng.getrandbits(bits)
    while drawn >= n:
        drawn = rng.getrandbits(bits)
    return drawn


def _randint(rng: random.Random, low: int, high: int) -> int:
    """`rng.randint(low, high)`: the same draws, without its three interpreted calls."""
    if high < low or type(rng) is not random.Random:  # its own error; a subclass draws its own way
        return rng.randint(low, high)
    return low + _below(rng, high - low + 1)


def _choice(rng: random.Random, options: Sequence[T]) -> T:
    """`rng.choice(options)`: the same draws."""
    if not options or type(rng) is not random.Random:
        return rng.choice(options)
    return options[_below(rng, len(options))]


def _attack(state: GameState, car: CarState, rng: random.Random) -> dict[str, Any] | None:
    # allowed.attack_problem, with the car in hand. A car that has attacked, or is out of the game
    # and not armed for the simultaneous attacks, is refused by may_attack in every phase: answered
    # here without the words it would make for nobody (some 5 a duel, 30 a four-car deathmatch)
    if car.attacked or (not car.active and armed(state, car.id) is None) or may_attack(state, car):
        return None
    car_id = car.id
    arc = _choice(rng, ("front", "rear", "left", "right"))
    weapons = allowed.weapons_bearing(state, car_id, arc)
    if not weapons:  # most arcs of a car: its targets (no draws) not listed for nothing
        return None
    targets = [c.id for c in state.cars if c.active and c.id != car_id]
    targets += [d.id for d in state.setup.defences if d.hit_points is not None]
    if not targets:
        return None
    return {"action": "attack", "car": car_id, "target": _choice(rng, targets), "weapons": list(weapons),
            "range": _randint(rng, 1, 30), "arc": arc}


def random_action(state: GameState, rng: random.Random) -> dict[str, Any]:
    if state.phase == PLOT:
        car_id = allowed.to_plot(state)[0]
        speeds = allowed.plot_range(state, car_id)
        if speeds is None:
            raise IllegalAction(f"{car_id} is waiting to plot but has no speeds to choose from")
        action = {"action": "plot", "car": car_id, "speed": _randint(rng, speeds.min, speeds.max)}
        if state.setup.options.classic_turning:
            action["clock"] = _choice(rng, allowed.clock_faces(state, car_id))
        return action
    if state.phase == MOVE:
        if state.mover is None:
            raise IllegalAction("the movement phase has no car to move")
        car = state.car(state.mover)
        length = car.move_speed * state.setup.scale
        roll = rng.random()
        attack = _attack(state, car, rng)
        if attack and roll < 0.5:
            return attack
        if roll < 0.65:
            return {"action": "turn", "car": car.id, "at": _choice(rng, allowed.turn_points(state, car.id)),
                    "drift": rng.random() < 0.1}
        if roll < 0.7 and state.setup.entry(car.id).design.dropped:
            return {"action": "drop", "car": car.id, "system": 0, "at": _randint(rng, 0, length)}
        if roll < 0.73 and state.templates:
            return {"action": "cross", "car": car.id, "template": _choice(rng, state.templates).id}
        if roll < 0.77:
            others = [c.id for c in state.cars if c.id != car.id]
            return {"action": "collide", "car": car.id, "other": _choice(rng, others)}
        if roll < 0.79:
            return {"action": "jump", "car": car.id, "at": _randint(rng, 0, length)}
        if roll < 0.795:
            return {"action": "hit", "car": car.id, "thing": "solid"}
        return {"action": "moved", "car": car.id}
    for car in state.cars:
        attack = _attack(state, car, rng)
        if attack and rng.random() < 0.7:
            return attack
    targets = [c.id for c in state.cars if c.active]
    for defence in state.defences:
        if not defence.attacked and targets and rng.random() < 0.5:
            return {"action": "defence", "defence": defence.id, "target": _choice(rng, targets),
                    "range": _randint(rng, 1, 40)}
    return {"action": "end_turn"}


def choose(request: Request, rng: random.Random) -> Any:
    """The random player's answer to a request."""
    if request.kind == "roll":
        return _randint(rng, 1, request.sides)
    return _choice(rng, request.options)


def answer(game: Game, rng: random.Random) -> None:
    while game.pending is not None:
        game.answer(choose(game.pending, rng))


def play(game: Game, rng: random.Random, max_actions: int = 20000) -> int:
    """Play until the game is over; returns the number of actions committed.

    Python's cyclic garbage collector is paused while the game is played, as the matchup's
    simulate pauses it: a game's objects are freed by their counts alone (it leaves no cyclic
    garbage, refused actions included: tests/rules/aa2/play/test_autoplay.py), so its passes
    would only walk what is alive (the states undo keeps, and whatever else the process holds)."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _play(game, rng, max_actions)
    finally:
        if collecting:
            gc.enable()


def _play(game: Game, rng: random.Random, max_actions: int) -> int:
    committed = 0
    answer(game, rng)  # the setup's own dice, when the players roll them

    def player(request: Request) -> Any:
        return choose(request, rng)

    for _ in range(max_actions):
        if game.state.over:
            break
        action = random_action(game.state, rng)
        try:  # answered as it asks, so each action resolves once (the same log as act, then answer)
            game.act(action, answer=player)
        except IllegalAction:
            fallback = {"move": {"action": "moved", "car": game.state.mover}, "fire": {"action": "end_turn"}}
            if game.state.phase not in fallback:
                raise
            game.act(fallback[game.state.phase], answer=player)
        committed += 1
    return committed


@dataclass(frozen=True, slots=True)
class Played:
    """What one seed's game came to."""

    seed: int
    actions: int  # committed after the setup
    turns: int  # the game-turn it ended on
    over: bool
    standing: tuple[str, ...]  # the cars still in the game at the end, in setup order
    text: str  # the log, which replays to the game

    def __reduce__(self) -> tuple[type[Played], tuple[int, int, int, bool, tuple[str, ...], str]]:
        # sent back from a worker: rebuilt through __init__ (compiled, a frozen class cannot
        # be unpickled field by field: mypyc/mypyc#1213)
        return Played, (self.seed, self.actions, self.turns, self.over, self.standing, self.text)


@dataclass(frozen=True, slots=True)
class RandomGames:
    """A job for garage.rules.play.simulate.run (picklable): the game of `setup` a seed plays,
    the dice and the random player both seeded with it."""

    setup: Setup
    max_actions: int = 20000

    def __reduce__(self) -> tuple[type[RandomGames], tuple[Setup, int]]:
        return RandomGames, (self.setup, self.max_actions)  # as Played's

    def __call__(self, seed: int) -> Played:
        game = Game(self.setup, SeededDice(seed))
        actions = play(game, random.Random(seed), self.max_actions)
        state = game.state
        return Played(seed, actions, state.turn, state.over, tuple(c.id for c in state.cars if c.active), game.text())
