"""Time an exact attack-odds query (garage.rules.aa2.odds) beside bare baselines in the same run.

Usage: python benchmarks/bench_odds.py [--queries N]

Measures, per query, for a rotating set of attacks (every class, range band and speed band,
with threshold odds for a medium car):
  api warm   attack_odds() with its distribution caches filled (what the app pays per redraw)
  api cold   attack_odds() after clearing the caches every query (first time a band is seen)
  baseline   a dict lookup of a precomputed answer (the floor: no computation at all)
  bare loop  the same Fraction convolution written as a plain loop, no API, no validation
and prints the ratios api/baseline and api/bare loop.
"""

from __future__ import annotations

import argparse
import sys
import time
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks.arguments import count
from garage.rules.aa2 import odds
from garage.rules.aa2.tables import hit_table

QUERIES = [(cls, rng, speed) for cls, rng in (("light", 6), ("flamethrower", 10), ("medium", 8),
                                              ("medium", 20), ("heavy", 10), ("heavy", 30))
           for speed in (0, 8, 16, 24)]


def api(query):
    cls, rng, speed = query
    return odds.attack_odds(cls, rng, speed, hit_points_left=11, weight="medium")


def api_cold(query):
    odds.die_damage.cache_clear()
    odds.damage_distribution.cache_clear()
    return api(query)


def bare_loop(query, dice_by_query, faces_by_speed):
    """The same exact answer without the API: one Fraction convolution and three sums."""
    _cls, _rng, speed = query
    per_die: dict[int, Fraction] = {}
    faces = faces_by_speed[speed]
    for face in range(1, 7):
        hp = faces.get(face, 0)
        per_die[hp] = per_die.get(hp, Fraction(0)) + Fraction(1, 6)
    dist = {0: Fraction(1)}
    for _ in range(dice_by_query[query]):
        nxt: dict[int, Fraction] = {}
        for a, pa in dist.items():
            for b, pb in per_die.items():
                nxt[a + b] = nxt.get(a + b, Fraction(0)) + pa * pb
        dist = nxt
    return [sum(p for k, p in dist.items() if k >= need) for need in (1, 6, 11)]


def per_query_us(fn, n: int, repeats: int = 5) -> float:
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        for i in range(n):
            fn(QUERIES[i % len(QUERIES)])
        best = min(best, time.perf_counter() - start)
    return best / n * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--queries", type=count, default=20000)
    n = parser.parse_args().queries

    precomputed = {q: api(q) for q in QUERIES}
    dice_by_query = {q: precomputed[q].dice for q in QUERIES}
    faces_by_speed = {s: dict(hit_table(s)) for s in {q[2] for q in QUERIES}}
    # The bare loop must agree with the API, or the comparison means nothing.
    for q in QUERIES:
        assert bare_loop(q, dice_by_query, faces_by_speed) == [t.probability for t in precomputed[q].thresholds]

    warm = per_query_us(api, n)
    cold = per_query_us(api_cold, max(1, n // 10))
    lookup = per_query_us(precomputed.__getitem__, n)
    loop = per_query_us(lambda q: bare_loop(q, dice_by_query, faces_by_speed), max(1, n // 10))

    print(f"exact odds query ({len(QUERIES)} attacks rotating, {n} queries, best of 5)")
    print(f"  api warm    {warm:9.2f} us/query")
    print(f"  api cold    {cold:9.2f} us/query")
    print(f"  baseline    {lookup:9.2f} us/query  (dict lookup of a precomputed answer)")
    print(f"  bare loop   {loop:9.2f} us/query  (same Fraction convolution, no API)")
    print(f"  ratio api warm / baseline   {warm / lookup:8.1f}x")
    print(f"  ratio api cold / bare loop  {cold / loop:8.1f}x")
    print(f"  ratio api warm / bare loop  {warm / loop:8.2f}x")


if __name__ == "__main__":
    main()
