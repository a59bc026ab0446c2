"""Time the Car Wars crash tables (garage.rules.car_wars) beside bare baselines in the same run.

Usage: python benchmarks/bench_crash.py [--rounds N]

Measures, per call:
  odds        crash_odds(table, modifier) for both tables and every modifier -10..+10 (what
              `garage-cli rules crash` and the resolver's chances line pay)
  odds bare   the same chances counted by a plain loop over the 36 (or 1296) faces, no API
  resolve     resolve() of one loss of control with seeded dice (what a lose_control action pays)
  resolve bare two randint calls and a row lookup by a plain loop (the floor of a table roll)
and prints the ratios.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks.arguments import count
from garage.rules.car_wars.crash import resolve
from garage.rules.car_wars.odds import crash_odds
from garage.rules.car_wars.tables import crash_tables
from garage.rules.play.dice import SeededDice
from garage.rules.play.inputs import Inputs

QUERIES = [(table, modifier) for table in (1, 2) for modifier in range(-10, 11)]


class Defaults(Inputs):
    def decide(self, question, options, default, purpose, car=None, optional=False):
        return default


def bare_odds(table: int, modifier: int) -> dict[tuple[str, ...], Fraction]:
    t = crash_tables()
    counts: dict[tuple[str, ...], Fraction] = {}
    for a in range(1, 7):
        for b in range(1, 7):
            row = t.row_for(table, a + b + modifier)
            if row.then_table is None:
                counts[(row.key,)] = counts.get((row.key,), Fraction(0)) + Fraction(1, 36)
                continue
            for c in range(1, 7):
                for d in range(1, 7):
                    key = (row.key, t.row_for(1, c + d + modifier).key)
                    counts[key] = counts.get(key, Fraction(0)) + Fraction(1, 1296)
    return counts


def per_call(fn, calls: int) -> float:
    start = time.perf_counter()
    for i in range(calls):
        fn(i)
    return (time.perf_counter() - start) / calls


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=count, default=20)
    args = parser.parse_args()
    n = args.rounds * len(QUERIES)
    assert all({tuple(r.key for r in o.rows): o.probability for o in crash_odds(*q)} == bare_odds(*q)
               for q in QUERIES)
    odds = per_call(lambda i: crash_odds(*QUERIES[i % len(QUERIES)]), n)
    bare = per_call(lambda i: bare_odds(*QUERIES[i % len(QUERIES)]), n)
    dice = SeededDice(1)
    rolls = args.rounds * 500
    resolved = per_call(lambda i: resolve(1 + i % 2, i % 9 - 2, Defaults([], dice)), rolls)
    rng, t = random.Random(1), crash_tables()
    floor = per_call(lambda i: t.row_for(1 + i % 2, rng.randint(1, 6) + rng.randint(1, 6) + i % 9 - 2), rolls)
    print(f"crash_odds      {odds * 1e6:9.1f} us/query   bare loop {bare * 1e6:9.1f} us   ratio {odds / bare:5.2f}")
    print(f"resolve         {resolved * 1e6:9.1f} us/crash   bare roll {floor * 1e6:9.1f} us   "
          f"ratio {resolved / floor:5.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
