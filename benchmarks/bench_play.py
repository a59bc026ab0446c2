"""Complete random games per second with the play engine, beside a bare baseline in the
same run, and the time of one exact odds query.

Usage: python benchmarks/bench_play.py [--games N]

  engine     4-car deathmatches played to the end: seeded dice, the random player of
             garage.rules.aa2.play.autoplay choosing actions and answering every request; each
             action is checked, resolved, logged and its state kept for undo
  replay     the same games rebuilt from their logs (what loading a saved game costs)
  baseline   a plain loop rolling exactly as many dice as the engine games consumed, with
             random.Random, no rules at all (the floor)
  odds       one exact attack_odds() query (medium gun at 8" on a 16" target, with the
             threshold odds of a medium car), caches cleared each time
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from garage.rules.aa2 import odds
from garage.rules.aa2.play.autoplay import play
from garage.rules.play import Entry, Game, SeededDice, Setup, log
from garage.rules.vehicles import load

EXAMPLES = Path(__file__).resolve().parents[1] / "resources" / "examples"
CARS = ("purple-haze", "der-bahnstormer", "dogmeat", "meat-wagon")


def setup() -> Setup:
    entries = tuple(Entry(id=name, design=load(EXAMPLES / f"{name}.car.json"), driver=name, rerolls=1)
                    for name in CARS)
    return Setup("deathmatch", entries, played_on="2026-11-29")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args()
    game_setup = setup()

    start = time.perf_counter()
    games = []
    for seed in range(args.games):
        game = Game(game_setup, SeededDice(seed))
        play(game, random.Random(seed))
        assert game.state.over, f"game {seed} did not finish"
        games.append(game)
    engine = time.perf_counter() - start
    actions = sum(len(g.lines) - 1 for g in games)
    dice = sum(1 for g in games for line in g.lines for i in line["inputs"] if "roll" in i)
    decisions = sum(1 for g in games for line in g.lines for i in line["inputs"] if "decide" in i)
    turns = sum(g.state.turn for g in games)

    texts = [g.text() for g in games]
    start = time.perf_counter()
    for text in texts:
        Game.replay(log.parse(text))
    replay = time.perf_counter() - start

    rng = random.Random(0)
    start = time.perf_counter()
    total = 0
    for _ in range(dice):
        total += rng.randint(1, 6)
    baseline = time.perf_counter() - start

    queries = 200
    start = time.perf_counter()
    for _ in range(queries):
        odds.die_damage.cache_clear()
        odds.damage_distribution.cache_clear()
        odds.attack_odds("medium", 8, 16, hit_points_left=11, weight="medium")
    query = (time.perf_counter() - start) / queries

    print(f"{args.games} four-car deathmatches to the end: {actions} actions, {dice} dice, "
          f"{decisions} decisions (rerolls, skid dice, head-on), {turns} game-turns")
    print(f"engine    {args.games / engine:10.1f} games/s  ({engine / actions * 1e6:7.1f} us per action)")
    print(f"replay    {args.games / replay:10.1f} games/s  (from the logs)")
    print(f"baseline  {args.games / baseline:10.1f} games/s  (rolling the same {dice} dice in a plain loop)")
    print(f"ratio     engine is {engine / baseline:.0f}x the bare dice loop")
    print(f"odds      {query * 1e6:10.1f} us per exact attack_odds() query (caches cleared)")


if __name__ == "__main__":
    main()
