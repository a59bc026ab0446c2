"""What a Battle Cars map costs at the format's limits, beside a bare json.loads of the same text
in the same run: reading the file (garage.rules.battle_cars.map), putting it into a game's setup
and reading that back (as a log's first line is), and drawing it as text (`garage-cli play map`).

Usage: python benchmarks/bench_maps.py [--repeat N]

The map is the largest the reader takes: 200 by 200 points, 1000 points of grass, 1000 buildings
and trees (the most a game's obstructions hold) and 100 starting points, for 100 cars.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks.arguments import count
from garage.rules.battle_cars import grid
from garage.rules.battle_cars import map as maps
from garage.rules.battle_cars.play.setup import setup_from_dict
from garage.rules.battle_cars.vehicle_file import BattleCar, design_to_dict
from garage.rules.board import grid_text


def largest() -> str:
    points = [[x, y] for y in range(200) for x in range(200)]
    grass, buildings, trees = points[:1000], points[1000:1500], points[1500:2000]
    starts = [{"at": p, "facing": "n"} for p in points[3000:3100]]
    return json.dumps({"format": maps.FORMAT, "version": 1, "name": "Largest", "width": 200, "height": 200,
                       "grass": grass, "buildings": buildings, "trees": trees, "starts": starts})


def best(func, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        func()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=count, default=5)
    args = parser.parse_args()
    text = largest()
    board = maps.loads(text)
    cars = [{"id": f"c{i}", "driver": None, "design": design_to_dict(BattleCar(f"Car {i}", weapons=("Gun",)))}
            for i in range(100)]
    setup = {"played_on": "2026-12-01", "cars": cars}
    line = json.dumps(maps.apply(board, setup))
    bare = best(lambda: json.loads(text), args.repeat)
    rows = [("read the map file", best(lambda: maps.loads(text), args.repeat)),
            ("into a setup, read back", best(lambda: setup_from_dict(json.loads(json.dumps(maps.apply(board, setup)))),
                                             args.repeat)),
            ("draw it as text", best(lambda: grid_text(grid.map_grid(board)), args.repeat))]
    print(f"map: {len(text) / 1024:.0f} KiB; setup line: {len(line) / 1024:.0f} KiB; "
          f"bare json.loads of the map: {bare * 1000:.2f} ms (the baseline)")
    for name, seconds in rows:
        print(f"{name:<24} {seconds * 1000:8.2f} ms  {seconds / bare:7.1f}x the baseline")


if __name__ == "__main__":
    main()
