"""Complete random games per second with the play engine, beside a bare baseline in the
same run, and the time of one exact odds query.

Usage: python benchmarks/bench_play.py [--duels N] [--games N] [--simulate N] [--profile]

The one-core figures are CPU time of this process (time.process_time), so the other programs
of a busy machine do not count; the simulation's are wall-clock time, which is what more
cores shorten.

  duel       2-car duels (Purple Haze against Der Bahnstormer, resources/examples) played to the
             end on one core: seeded dice, the random player of garage.rules.aa2.play.autoplay
             choosing actions and answering every request; each action is checked, resolved,
             logged and its state kept for undo; each game dropped once over, its actions
             and last game-turn kept (what a simulation counting outcomes keeps)
  logs kept  the same duels, each game's log lines kept in memory as well (the bare baseline
             and the replay are made from them): thousands of games' lines, which every later
             pass of the garbage collector walks, so this falls as more games are played
  bare       the baseline: plain Python doing the same actions and dice as those duels, no
             rules: each action's dict copied, each of its dice rolled with random.Random and
             recorded as the log records it, each decision taken, the line kept, a mutable
             per-car dict counting the car's actions (the equivalent without the rules); each
             game's lines dropped once it is over, as the duels' are
  ratio      duel / bare (the target: 2-car duels at 3,000 games/s on one core)
  replay     the same duels rebuilt from their logs (what loading a saved game costs)
  simulate   --simulate N duels through garage.rules.play.simulate.run (autoplay.RandomGames,
             each game's outcome and log sent back), on 1 worker and on every core; wall clock
  cores      how many cores the workers kept busy: their CPU time over the wall clock (on a
             machine other programs share, the wall clock gains less than this says)
  deathmatch 4-car deathmatches played to the end, as the duels are
  dice loop  a plain loop rolling exactly as many dice as the deathmatches consumed, with
             random.Random, no rules at all (the floor)
  odds       one exact attack_odds() query (medium gun at 8" on a 16" target, with the
             threshold odds of a medium car), caches cleared each time

--profile prints the duels' top functions by own time (cProfile), after the figures (of the
Python source only: compiled functions are not seen; GARAGE_PURE=1 profiles the pure build).
The first line says which build ran: the rules engine compiled (scripts/build-core) or pure
Python (GARAGE_PURE=1 runs the source; garage/compiled.py).
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import random
import resource
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks.arguments import count
from garage import compiled
from garage.rules.aa2 import odds
from garage.rules.aa2.play.autoplay import RandomGames, play
from garage.rules.play import Entry, Game, SeededDice, Setup, log, simulate
from garage.rules.vehicles import load

EXAMPLES = Path(__file__).resolve().parents[1] / "resources" / "examples"
CARS = ("purple-haze", "der-bahnstormer", "dogmeat", "meat-wagon")
DUEL = ("purple-haze", "der-bahnstormer")


def setup(cars: tuple[str, ...] = CARS) -> Setup:
    entries = tuple(Entry(id=name, design=load(EXAMPLES / f"{name}.car.json"), driver=name, rerolls=1)
                    for name in cars)
    return Setup("deathmatch", entries, played_on="2026-11-29")


@dataclass(frozen=True)
class Played:
    lines: list[dict[str, Any]]
    turn: int


def play_games(game_setup: Setup, seeds: range) -> list[Played]:
    """Each game's log lines and last game-turn: only what the figures need, not every state
    of thousands of games (which would time the garbage collector walking them)."""
    games = []
    for seed in seeds:
        game = Game(game_setup, SeededDice(seed))
        play(game, random.Random(seed))
        assert game.state.over, f"game {seed} did not finish"
        games.append(Played(game.lines, game.state.turn))
    return games


def play_outcomes(game_setup: Setup, seeds: range) -> list[tuple[int, int]]:
    """Each game's actions and last game-turn, the game dropped once over: what a simulation
    counting outcomes keeps. The figure of the engine: play_games keeps every game's log lines
    too (the bare baseline and the replay are made from them), some 20 container objects a
    game that every later pass of the garbage collector walks, so its games/s falls with the
    number of games played before (printed beside it, 'logs kept')."""
    outcomes = []
    for seed in seeds:
        game = Game(game_setup, SeededDice(seed))
        play(game, random.Random(seed))
        assert game.state.over, f"game {seed} did not finish"
        outcomes.append((len(game.lines) - 1, game.state.turn))
    return outcomes


def replay_all(texts: list[str]) -> None:
    for text in texts:  # each game dropped once rebuilt, as the CLI drops it
        assert Game.replay(log.parse(text)).state.over


def busy(work: Any, *args: Any) -> tuple[float, float, Any]:
    """Wall-clock time, and the CPU time of the child processes it waited for (the workers)."""
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    result = work(*args)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime + after.ru_stime) - (children.ru_utime + children.ru_stime), result


def bare(logs: list[list[dict[str, Any]]]) -> list[int]:
    """The same actions and dice in plain Python (see the module's docstring); each game's lines
    dropped once it is over, as play_outcomes drops each game."""
    played = []
    for seed, lines in enumerate(logs):
        rng = random.Random(seed)
        counts: dict[str, int] = {}
        kept = []
        for line in lines[1:]:
            action = {k: v for k, v in line.items() if k != "inputs"}
            inputs = []
            for given in line["inputs"]:
                if "roll" in given:
                    inputs.append({"roll": given["roll"], "for": given["for"], "value": rng.randint(1, given["roll"])})
                else:
                    inputs.append({"decide": given["decide"], "for": given["for"],
                                   "value": rng.choice((given["value"], given["value"]))})
            car = action.get("car")
            if car is not None:
                counts[car] = counts.get(car, 0) + 1
            kept.append({**action, "inputs": inputs})
        played.append(len(kept))
    return played


def timed(work: Any, *args: Any, clock: Any = time.process_time) -> tuple[float, Any]:
    start = clock()
    result = work(*args)
    return clock() - start, result


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--duels", type=count, default=2000)
    parser.add_argument("--games", type=count, default=200, help="4-car deathmatches")
    parser.add_argument("--simulate", type=count, default=4000, help="duels for the multi-core simulation")
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()

    duel_setup = setup(DUEL)
    duel, outcomes = timed(play_outcomes, duel_setup, range(args.duels))
    duel_kept, duels = timed(play_games, duel_setup, range(args.duels))
    assert outcomes == [(len(g.lines) - 1, g.turn) for g in duels], "the same seeds played other games"
    duel_actions = sum(len(g.lines) - 1 for g in duels)
    duel_dice = sum(1 for g in duels for line in g.lines for i in line["inputs"] if "roll" in i)
    duel_decisions = sum(1 for g in duels for line in g.lines for i in line["inputs"] if "decide" in i)
    baseline, _ = timed(bare, [g.lines for g in duels])
    texts = [log.dumps(g.lines) for g in duels]
    replay, _ = timed(replay_all, texts)

    game_setup = setup()
    engine, _ = timed(play_outcomes, game_setup, range(args.games))
    games = play_games(game_setup, range(args.games))
    actions = sum(len(g.lines) - 1 for g in games)
    dice = sum(1 for g in games for line in g.lines for i in line["inputs"] if "roll" in i)
    decisions = sum(1 for g in games for line in g.lines for i in line["inputs"] if "decide" in i)
    turns = sum(g.turn for g in games)
    rng = random.Random(0)
    start = time.process_time()
    total = 0
    for _ in range(dice):
        total += rng.randint(1, 6)
    dice_loop = time.process_time() - start

    queries = 200
    start = time.process_time()
    for _ in range(queries):
        odds.die_damage.cache_clear()
        odds.damage_distribution.cache_clear()
        odds.attack_odds("medium", 8, 16, hit_points_left=11, weight="medium")
    query = (time.process_time() - start) / queries

    job, seeds, cores = RandomGames(duel_setup), range(args.simulate), simulate.cores()
    alone, played = timed(simulate.run, job, seeds, 1, clock=time.perf_counter)
    together, workers_cpu, played_together = busy(simulate.run, job, seeds, cores)
    assert played_together == played, "the simulation's results depend on its workers"

    print(f"build      {compiled.build}")
    print(f"{args.duels} two-car duels to the end: {duel_actions} actions, {duel_dice} dice, "
          f"{duel_decisions} decisions")
    print(f"duel       {args.duels / duel:10.1f} games/s on one core  ({duel / duel_actions * 1e6:6.1f} us per action)")
    print(f"logs kept  {args.duels / duel_kept:10.1f} games/s  (the same duels, each game's log lines kept in memory)")
    print(f"bare       {args.duels / baseline:10.1f} games/s  (the same actions and dice in plain Python)")
    print(f"ratio      duels are {duel / baseline:.1f}x the bare baseline")
    print(f"replay     {args.duels / replay:10.1f} games/s  (the duels from their logs)")
    print(f"{args.games} four-car deathmatches to the end: {actions} actions, {dice} dice, "
          f"{decisions} decisions (rerolls, skid dice, head-on), {turns} game-turns")
    print(f"deathmatch {args.games / engine:10.1f} games/s  ({engine / actions * 1e6:6.1f} us per action)")
    print(f"dice loop  {args.games / dice_loop:10.1f} games/s  (the same {dice} dice in a plain loop: the floor)")
    print(f"ratio      deathmatches are {engine / dice_loop:.0f}x the bare dice loop")
    print(f"odds       {query * 1e6:10.1f} us per exact attack_odds() query (caches cleared)")
    print(f"{args.simulate} duels simulated (simulate.run), wall clock:")
    print(f"simulate   {args.simulate / alone:10.1f} games/s on 1 worker")
    print(f"simulate   {args.simulate / together:10.1f} games/s on {cores} workers (every core): "
          f"{alone / together:.2f}x 1 worker, the same results")
    print(f"cores      {workers_cpu / together:10.2f} cores busy on average (the workers' CPU time / the wall clock; "
          f"the machine's load {os.getloadavg()[0]:.1f})")

    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
        play_games(duel_setup, range(min(args.duels, 500)))
        profiler.disable()
        print("\nduels, top functions by own time (cProfile):")
        pstats.Stats(profiler, stream=sys.stdout).sort_stats("tottime").print_stats(15)


if __name__ == "__main__":
    main()
