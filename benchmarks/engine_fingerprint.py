"""One sha256 of everything the rules engine gives, for a change of the engine's speed that must
change nothing it gives: print it before the change and after, under any PYTHONHASHSEED.

Usage: python benchmarks/engine_fingerprint.py [--quick]

It hashes, for a few hundred seeded games:
  duels        2-car A&A II duels (Purple Haze against Der Bahnstormer) played to the end by
               the random player (autoplay.play, each action answered as it asks)
  deathmatches 4-car deathmatches, the same way
  options      2- and 3-car games under optional rules and environments drawn from the seed
               (random cars, classic turning, skids off, night, cloudburst, acid storm,
               radiation, swords and shields, Lady Navigators...)
  requests     games played request by request, as the CLI and the play screen do
               (Game.act without an answer, then Game.answer one value at a time, a decision
               left to its default now and then), with illegal actions tried between
               (their errors hashed), undo and redo, then the log replayed from its text
  examples     the shipped example logs replayed
  matchup      the matchup's counts (simulate, with its transposition table, and
               simulate_uncached) for a few questions, and the answer's words
of each game: the log text, every state (every field but the setup), every action's events and
words (RuleSet.describe), the status (status_dict) every few states and at the end, the
summary and the replay text, the game result; each error's type and words.
The counts of what was hashed are printed beside the hash.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from collections import Counter
from dataclasses import fields
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from garage.rules.aa2 import matchup
from garage.rules.aa2.matchup import Question, Side
from garage.rules.aa2.play import autoplay
from garage.rules.aa2.play.setup import ENVIRONMENT, Entry, Options, Setup
from garage.rules.play import Game, IllegalAction, SeededDice, log
from garage.rules.vehicles import load

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "resources" / "examples"
CARS = ("purple-haze", "der-bahnstormer", "dogmeat", "meat-wagon", "queen-bee", "virginia-dentata")
SWITCHES = ("random_cars", "no_deferral", "markers", "doing_a_scott", "turret_rear_60", "skids", "classic_turning",
            "swords_shields_deathsheads", "lady_navigators", "indoors", "landing_damage_light",
            "ram_half_speed_rounds_up", "driver_kill_is_kill", "navigator_survives_wrecks", "secret_plotting")


class Print:
    def __init__(self) -> None:
        self.sha = hashlib.sha256()
        self.counts: Counter[str] = Counter()

    def add(self, kind: str, value: Any) -> None:
        self.counts[kind] += 1
        text = value if isinstance(value, str) else json.dumps(value, sort_keys=True, default=repr)
        self.sha.update(kind.encode())
        self.sha.update(b"\0")
        self.sha.update(text.encode("utf-8", "surrogatepass"))
        self.sha.update(b"\1")


def designs() -> dict[str, Any]:
    return {name: load(EXAMPLES / f"{name}.car.json") for name in CARS}


def make_setup(cars: dict[str, Any], names: tuple[str, ...], options: Options | None = None,
               rerolls: int = 1) -> Setup:
    entries = tuple(Entry(id=name, design=cars[name], driver=f"driver {name}", rerolls=rerolls) for name in names)
    return Setup("deathmatch", entries, options=options or Options(), played_on="2026-11-29")


def state_value(state: Any) -> str:
    return repr(tuple((f.name, getattr(state, f.name)) for f in fields(state) if f.name != "setup"))


def hash_game(out: Print, game: Game, deep: bool = True) -> None:
    rules = game.rules
    text = game.text()
    out.add("log", text)
    for i, (line, state, events) in enumerate(zip(game.lines, game.states, game.events)):
        out.add("state", state_value(state))
        out.add("events", events)
        if i:
            out.add("words", rules.describe(line, events, game.setup))
            out.add("words-bare", rules.describe(line, events))
        for event in events:
            out.add("event-words", rules.event_text(event, game.setup))
        if deep and (i % 7 == 0 or i == len(game.lines) - 1):
            out.add("status", rules.status_dict(state))
    final = game.state
    out.add("summary", rules.summary(final))
    out.add("replay-text", rules.replay_text(final))
    out.add("status-text", rules.status_text(rules.status(final)))
    result = game.result
    out.add("result", repr(result))
    replayed = Game.replay(log.parse(text))
    if replayed.states != game.states or replayed.events != game.events or replayed.text() != text:
        raise SystemExit("a game does not replay to its own states")


def auto_games(out: Print, setup: Setup, seeds: range, kind: str, deep: bool = True) -> None:
    for seed in seeds:
        game = Game(setup, SeededDice(seed))
        try:
            autoplay.play(game, random.Random(seed), max_actions=400)
        except Exception as exc:  # an error of the rules is part of what they give
            out.add(f"{kind}-error", f"{type(exc).__name__}: {exc}")
        hash_game(out, game, deep)


def option_games(out: Print, cars: dict[str, Any], seeds: range) -> None:
    for seed in seeds:
        rng = random.Random(10_000 + seed)
        values = {name: rng.random() < 0.3 for name in SWITCHES}
        values["skids"] = rng.random() < 0.8
        values["driver_kill_is_kill"] = rng.random() < 0.8
        environment = tuple(e for e in ENVIRONMENT if rng.random() < 0.25)
        names = tuple(rng.sample(CARS, rng.choice((2, 2, 3))))
        options = Options(environment=environment, **values)
        out.add("options", repr(options) + repr(names))
        try:
            setup = make_setup(cars, names, options, rerolls=rng.randint(0, 2))
            game = Game(setup, SeededDice(seed))
        except Exception as exc:
            out.add("options-setup-error", f"{type(exc).__name__}: {exc}")
            continue
        try:
            autoplay.play(game, random.Random(seed), max_actions=300)
        except Exception as exc:
            out.add("options-error", f"{type(exc).__name__}: {exc}")
        hash_game(out, game)


def illegal(state: Any, rng: random.Random) -> dict[str, Any]:
    cars = [c.id for c in state.cars]
    car = rng.choice(cars + ["nobody"])
    return rng.choice([
        {"action": "plot", "car": car, "speed": rng.randint(-3, 30)},
        {"action": "moved", "car": car},
        {"action": "end_turn"},
        {"action": "attack", "car": car, "target": rng.choice(cars), "weapons": [rng.randint(-1, 4)],
         "range": rng.randint(-2, 40), "arc": rng.choice(("front", "rear", "left", "right", "up"))},
        {"action": "turn", "car": car, "at": rng.randint(-1, 20)},
        {"action": "jump", "car": car, "at": rng.randint(0, 20)},
        {"action": "collide", "car": car, "other": rng.choice(cars)},
        {"action": "nonsense", "car": car},
        {"action": "plot", "car": car, "speed": "6"},
        {"action": "plot", "car": car, "speed": 3, "modifer": 1},
        {"action": "eject", "car": car},
        {"action": "leave", "car": car},
        {"action": "end_game"},
    ])


def request_games(out: Print, setup: Setup, seeds: range) -> None:
    """Played as the CLI plays: act, then each request answered on its own."""
    for seed in seeds:
        rng = random.Random(20_000 + seed)
        game = Game(setup, SeededDice(seed))
        undone: list[dict[str, Any]] = []
        for _ in range(300):
            if game.state.over:
                break
            if rng.random() < 0.15:
                try:
                    game.act(illegal(game.state, rng))
                    out.add("illegal-played", game.pending.as_dict() if game.pending else None)
                    while game.pending is not None:
                        request = game.pending
                        if request.kind == "decide" and rng.random() < 0.5:
                            game.answer_default()
                        else:
                            game.answer(autoplay.choose(request, rng))
                except IllegalAction as exc:
                    out.add("illegal", str(exc))
                continue
            if rng.random() < 0.05 and len(game.lines) > 1:
                line = game.undo()
                out.add("undo", line)
                undone.append({k: v for k, v in line.items() if k != "inputs"})
                continue
            try:
                action = undone.pop() if undone and rng.random() < 0.5 else autoplay.random_action(game.state, rng)
            except (IllegalAction, IndexError) as exc:  # a game the tried actions left stuck
                out.add("stuck", f"{type(exc).__name__}: {exc}")
                break
            try:
                request = game.act(action)
            except IllegalAction as exc:
                out.add("refused", str(exc))
                fallback = {"move": {"action": "moved", "car": game.state.mover}, "fire": {"action": "end_turn"}}
                try:
                    request = game.act(fallback.get(game.state.phase) or autoplay.random_action(game.state, rng))
                except IllegalAction as again:
                    out.add("refused", str(again))
                    continue
            while request is not None:
                out.add("request", request.as_dict())
                out.add("waiting", game.action)
                if request.kind == "decide" and rng.random() < 0.3:
                    request = game.answer_default()
                    continue
                if rng.random() < 0.05:
                    try:
                        game.answer("not an answer")
                    except IllegalAction as exc:
                        out.add("bad-answer", str(exc))
                request = game.answer(autoplay.choose(request, rng))
        hash_game(out, game)


def examples(out: Print) -> None:
    for path in sorted((EXAMPLES / "games").glob("*.jsonl")):
        game = Game.replay(log.read(path), source=str(path))
        hash_game(out, game)


def matchups(out: Print, cars: dict[str, Any], duels: int) -> None:
    questions = [
        Question(Side(cars["purple-haze"], 12, "front"), Side(cars["dogmeat"], 12, "left"), range_inches=10, turns=10),
        Question(Side(cars["der-bahnstormer"], 8, "front", 1), Side(cars["meat-wagon"], 10, "front", 2),
                 range_inches=6, turns=8),
        Question(Side(cars["queen-bee"], 14, "rear"), Side(cars["virginia-dentata"], 6, "right"),
                 range_inches=14, turns=12, options=("skids", "night", "lady_navigators")),
        Question(Side(cars["dogmeat"], 10, "front"), Side(cars["purple-haze"], 16, "front"),
                 range_inches=4, turns=6, options=("random_cars", "acid_storm", "swords_shields_deathsheads")),
    ]
    for q in questions:
        counts = matchup.simulate(q, duels, seed=3)
        split = matchup.simulate(q, duels // 2, seed=3) + matchup.simulate(q, duels - duels // 2, seed=3,
                                                                          first=duels // 2)
        each = matchup.simulate_uncached(q, min(duels, 60), seed=3)
        if split != counts or each != matchup.simulate(q, min(duels, 60), seed=3):
            raise SystemExit("the matchup's counts depend on how they were run")
        out.add("matchup", repr(counts))
        out.add("matchup-each", repr(each))
        out.add("matchup-text", matchup.text(matchup.answer(q, counts, 3)))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true", help="fewer games (a quick check between edits)")
    args = parser.parse_args()
    scale = 1 if not args.quick else 4
    cars = designs()
    out = Print()
    auto_games(out, make_setup(cars, ("purple-haze", "der-bahnstormer")), range(300 // scale), "duel")
    auto_games(out, make_setup(cars, ("purple-haze", "der-bahnstormer", "dogmeat", "meat-wagon")),
               range(60 // scale), "deathmatch")
    option_games(out, cars, range(120 // scale))
    request_games(out, make_setup(cars, ("purple-haze", "dogmeat", "queen-bee")), range(60 // scale))
    examples(out)
    matchups(out, cars, 1200 // scale)
    print(out.sha.hexdigest())
    print(", ".join(f"{kind} {n}" for kind, n in sorted(out.counts.items())))


if __name__ == "__main__":
    main()
