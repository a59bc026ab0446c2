"""One game action with its autosave, and one undo with its autosave, at 10 / 100 / 1,000 /
5,000 actions in the log, beside a bare baseline in the same run: appending the same line to a
file of the same size and syncing it (open, write, os.fsync, close), and the action unsaved.

Usage: python benchmarks/bench_log_append.py [--sizes 10,100,1000,5000] [--repeat R]

  game       Car Wars crash tables (resources/examples/car_wars/crash-tables.jsonl's setup),
             `next_phase` actions with seeded dice, saved to a log and resumed with Game.load
             (as the app and garage-cli resume a game), so every timed action and undo goes
             through the same save as a game being played
  action     Game.act + its autosave, min / median of R; the log at N actions each time (each
             timed action is undone, untimed, before the next)
  undo       Game.undo + its autosave, min / median of R
  append     the baseline: the same line's bytes appended to a copy of the log and synced, the
             copy taking the same appends as the log (the line, then an undo's marker)
  unsaved    the same action without autosave (the floor of the engine's own work)
  ratio      action / append, of the mins and of the medians: the target is at most 2x at 5,000
             actions, flat from 10 (the medians carry the disk's noise on a busy machine)

The logs past 2,000 lines are longer than Garage reads (log.MAX_LINES): the limit is raised for
this run only, to see how the cost grows.
"""

from __future__ import annotations

import argparse
import functools
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from benchmarks.arguments import count  # noqa: E402
from garage.rules.play import Game, SeededDice, log  # noqa: E402

SETUP = ROOT / "resources" / "examples" / "car_wars" / "crash-tables.jsonl"
ACTION = {"action": "next_phase"}


def bare_append(path: Path, payload: bytes) -> float:
    start = time.perf_counter()
    fd = os.open(path, os.O_WRONLY | os.O_APPEND)
    try:
        os.write(fd, payload)
        os.fsync(fd)
    finally:
        os.close(fd)
    return time.perf_counter() - start


def timed(step) -> float:
    start = time.perf_counter()
    step()
    return time.perf_counter() - start


def ms(values: list[float]) -> str:
    return f"{min(values) * 1e3:6.2f} / {statistics.median(values) * 1e3:6.2f}"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="10,100,1000,5000")
    parser.add_argument("--repeat", type=count, default=100)
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    log.MAX_LINES = max(log.MAX_LINES, max(sizes) + 2 * args.repeat + 10)
    folder = Path(tempfile.mkdtemp(prefix="bench-log-append-"))
    setup_line = SETUP.read_text(encoding="utf-8").splitlines()[0]
    print(f"one action (and one undo) with its autosave, ms min / median of {args.repeat}; "
          f"Car Wars crash tables, next_phase")
    print(f"{'actions':>8} | {'action+save':>15} | {'undo+save':>15} | {'bare append+fsync':>17} | "
          f"{'ratio':>11} | {'unsaved action':>15}")
    try:
        for size in sizes:
            path = folder / f"game-{size}.jsonl"
            game = Game.replay(log.parse(setup_line), SeededDice(size))
            for _ in range(size):
                game.act(ACTION)
            game.save(path)
            game = Game.load(path, SeededDice(size))
            acts, undos, appends, unsaved = [], [], [], []
            copy = folder / "bare.jsonl"
            shutil.copyfile(path, copy)
            marker = log.dumps([log.UNDO if hasattr(log, "UNDO") else {"action": "undo"}]).encode("utf-8")
            for _ in range(args.repeat):  # the bare file takes the same appends as the log
                acts.append(timed(functools.partial(game.act, ACTION)))
                appends.append(bare_append(copy, log.dumps([game.lines[-1]]).encode("utf-8")))
                undos.append(timed(game.undo))
                bare_append(copy, marker)
            game.autosave = None
            for _ in range(args.repeat):
                unsaved.append(timed(functools.partial(game.act, ACTION)))
                game.undo()
            ratio = f"{min(acts) / min(appends):4.2f} / {statistics.median(acts) / statistics.median(appends):4.2f}"
            print(f"{size:>8} | {ms(acts):>15} | {ms(undos):>15} | {ms(appends):>17} | {ratio:>11} | "
                  f"{ms(unsaved):>15}")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
