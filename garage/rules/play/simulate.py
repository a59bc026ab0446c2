"""Many independent seeded games across every core: `run(job, seeds)`.

A job is a picklable callable, seed -> result (a module-level function, a functools.partial
of one, or a frozen dataclass with __call__, such as autoplay.RandomGames); each seed's game
is played in one of `workers` processes, and the results come back in the order of the
seeds, so the answer never depends on how many workers played it or which finished first.
One worker plays in this process. The workers are started fresh ("spawn"), never forked from
a program that may hold threads (the desktop app), and import what the job needs; so the
program's main module must not play games when imported (an `if __name__ == "__main__"`
guard), and a frozen (PyInstaller) build calls multiprocessing.freeze_support() first.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor
from typing import TypeVar

R = TypeVar("R")


def cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on every system (macOS, Windows)
        return os.cpu_count() or 1


def run(job: Callable[[int], R], seeds: Iterable[int], workers: int | None = None) -> list[R]:
    """`job(seed)` for every seed, in the seeds' order, on `workers` processes (default: every
    core). A job's exception is raised here, as it would be in one process."""
    seeds = list(seeds)
    workers = min(workers or cores(), len(seeds)) or 1
    if workers == 1:
        return [job(seed) for seed in seeds]
    # a few chunks a worker: each seed's pickling paid once a chunk, and a slow chunk balanced
    chunk = max(1, len(seeds) // (workers * 4))
    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn")) as pool:
        return list(pool.map(job, seeds, chunksize=chunk))
