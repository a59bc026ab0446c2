"""The matchup lab's speed (issue 26), beside the bare engine playing the same duels in the same run.

Usage: python benchmarks/bench_matchup.py [--duels N] [--panel-duels N]

  matchup    N duels of Purple Haze against Dogmeat at 10" over 10 game-turns on one core,
             garage.rules.aa2.matchup.simulate: each duel a Deathmatch played through the rules
             engine on seeded dice, with the question's transposition table (a transition the
             engine resolved once, from the same state with the same action and dice faces, is
             not resolved again; states are held at game-turn 1, so the same fight in another
             game-turn is the same state), tallied into counts. Printed with the table's hit rate, the
             transitions it held at most and the memory the process grew by.
  each       the same duels each played through Game on its own, no table
             (matchup.simulate_uncached: the same counts, bit for bit, as the tests check)
  bare       the same duels' logs replayed by the engine (Game.replay: every action resolved with
             the dice it recorded, no choosing of actions, no tallying): the engine's own cost
             for every action of every duel, which the table does not pay on a hit
  panel      the Matchup panel's answer after an edit (an extra gun), with its own duel count
             (the panel's default, 200): the time to its first numbers (the first chunk on the GUI
             thread) and to the whole answer; and the same duels through simulate() as baseline

The first line says which build ran: the rules engine compiled (scripts/build-core) or pure
Python (GARAGE_PURE=1 runs the source; garage/compiled.py).

Times are CPU seconds of this process (time.process_time), so a machine busy with other work
changes them less than wall-clock time would. Targets (issue 26): 10,000 duels under 5 s; the
panel's answer after an edit under 1 s. Both depend on the engine's speed (garage/rules/play/
engine.py, aa2/play/), which is being made faster elsewhere: the table cuts how many actions
the engine resolves (its misses), so its gain multiplies with the engine's own.
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks.arguments import count
from garage import compiled
from garage.rules.aa2 import matchup
from garage.rules.aa2.matchup import Question, Side
from garage.rules.aa2.vehicle import Weapon
from garage.rules.play import Game
from garage.rules.vehicles import load

EXAMPLES = Path(__file__).resolve().parents[1] / "resources" / "examples"


def question() -> Question:
    haze = load(EXAMPLES / "purple-haze.car.json")
    dogmeat = load(EXAMPLES / "dogmeat.car.json")
    return Question(Side(haze, 12, "front"), Side(dogmeat, 12, "left"), range_inches=10, turns=10)


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # kB on Linux


def bench_duels(q: Question, duels: int) -> None:
    table = matchup.Transpositions(q)
    before = peak_mb()
    start = time.process_time()
    counts = matchup.simulate(q, duels, seed=1, table=table)
    lab = time.process_time() - start
    grown = peak_mb() - before
    start = time.process_time()
    each = matchup.simulate_uncached(q, duels, seed=1)
    alone = time.process_time() - start
    if each != counts:
        raise SystemExit("the table's counts differ from the duels played on their own")
    logs = [matchup.play_duel(q, matchup.duel_seed(1, i)).lines for i in range(duels)]
    start = time.process_time()
    for lines in logs:
        Game.replay(lines)
    bare = time.process_time() - start
    actions = sum(len(lines) - 1 for lines in logs)
    transitions = table.hits + table.misses
    print(f"matchup   {duels} duels over {q.turns} game-turns: {lab:.2f} s ({1000 * lab / duels:.2f} ms a duel, "
          f"{actions / duels:.0f} actions a duel); target 10,000 under 5 s: {10_000 * lab / duels:.1f} s")
    print(f"          table: {transitions} transitions (the setup's and every action's), {table.misses} resolved "
          f"by the engine, {100 * table.hits / transitions:.1f}% hits; held at most {table.peak} "
          f"(emptied {table.cleared} times); the process grew by {grown:.0f} MB")
    print(f"each      the same duels each through Game on its own: {alone:.2f} s (the same counts)")
    print(f"bare      the same duels replayed by the engine: {bare:.2f} s")
    print(f"ratio     matchup / bare engine: {lab / bare:.2f}; matchup / each on its own: {lab / alone:.2f}")
    print(f"          (first out: {dict(counts.first_out)})")


def bench_panel(q: Question, duels: int) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from garage.ui.editors.aa2.matchup_panel import MatchupPanel

    app = QApplication.instance() or QApplication([])
    panel = MatchupPanel()
    panel.opponents = lambda: ["Dogmeat"]
    panel.load_opponent = lambda name: q.b.design
    panel.show()
    panel.set_design(q.a.design)
    panel.duels.setValue(duels)
    panel.range.setValue(q.range_inches)
    panel.runner.finish()
    edited = replace(q.a.design, weapons=q.a.design.weapons + (Weapon("Gun", "light", "front"),))
    start = time.process_time()
    panel.set_design(edited)
    app.processEvents()  # the timer's first chunk: the first numbers shown
    while "now" not in panel.answers or panel.answers["now"].question.a.design != edited:
        app.processEvents()
    first = time.process_time() - start
    while panel.runner.busy:
        app.processEvents()
    whole = time.process_time() - start
    start = time.process_time()
    matchup.answer(panel.question(), matchup.simulate(panel.question(), duels, panel.seed.value()))
    baseline = time.process_time() - start
    print(f"panel     after an edit: first numbers in {1000 * first:.0f} ms, the whole answer ({duels} duels) "
          f"in {whole:.2f} s; target under 1 s")
    print(f"          the same duels through simulate() alone: {baseline:.2f} s; ratio panel / simulate: "
          f"{whole / baseline:.2f}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--duels", type=count, default=10_000)
    parser.add_argument("--panel-duels", type=count, default=200)
    args = parser.parse_args()
    q = question()
    print(f"build     {compiled.build}")
    bench_duels(q, args.duels)
    bench_panel(q, args.panel_duels)


if __name__ == "__main__":
    main()
