"""kill -9 in the middle of writes: the garage stays sound and keeps every committed change.

A forked child runs a long, deterministic series of writes (add, rename, save, remove) and
reports the number of each write on a pipe as soon as it has committed. The parent kills it
at a random moment, reopens the garage, runs the integrity check and compares the cars with
a replay of the reported writes: the garage must hold exactly the state after the last
reported write, or after one more (committed but killed before it could report).
"""

from __future__ import annotations

import dataclasses
import os
import random
import signal
import time

import pytest

from garage.rules.aa2.vehicle import Design, Weapon
from garage.storage import open_garage
from tests.storage.children import fork, read_all, read_line

ROUNDS = 50
EXAMPLES = 6


def design(name: str, i: int) -> Design:
    return Design(name=name, weight=("light", "medium", "heavy")[i % 3],
                  weapons=tuple(Weapon(f"Gun {j}", "light", "front") for j in range(i % 4)),
                  dropped=("oil",) * (i % 2), equipment=("ramplates",) if i % 3 else (), notes=f"write {i}")


def operation(prefix: str, i: int) -> tuple:
    name = f"{prefix}-{i}"
    step = i % 5
    if step < 3:
        return ("add", design(name, i))
    if step == 3:
        return ("rename", f"{prefix}-{i - 1}", f"{prefix}-{i - 1}-renamed")
    target = f"{prefix}-{i - 4}"
    if (i // 5) % 2 == 0:
        return ("save", dataclasses.replace(design(target, i), weapons=(Weapon("Saved", "medium", "rear"),)))
    return ("remove", target)


def apply(state, op: tuple) -> None:
    """Apply one write to a Garage, or to a dict standing in for one."""
    kind = op[0]
    if isinstance(state, dict):
        if kind in ("add", "save"):
            state[op[1].name] = op[1]
        elif kind == "rename":
            state[op[2]] = dataclasses.replace(state.pop(op[1]), name=op[2])
        else:
            del state[op[1]]
    elif kind == "add":
        state.add_design(op[1])
    elif kind == "save":
        state.save_design(op[1])
    elif kind == "rename":
        state.rename(op[1], op[2])
    else:
        state.remove(op[1])


def replay(prefix: str, count: int) -> dict:
    state: dict = {}
    for i in range(count):
        apply(state, operation(prefix, i))
    return state


def writer(url: str, prefix: str):
    def work(report):
        garage = open_garage(url)
        for i in range(100_000):
            apply(garage, operation(prefix, i))
            report(str(i + 1))
    return work


def by_prefix(garage) -> dict[str, dict]:
    found: dict[str, dict] = {}
    for design in garage.all_designs():
        prefix, dash, _ = design.name.partition("-")
        if dash:
            found.setdefault(prefix, {})[design.name] = design
    return found


def kill_at_random(pid: int, rng: random.Random, longest: float) -> None:
    time.sleep(rng.uniform(0, longest))
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)


def kill_while_writing(pid: int, fd: int, rng: random.Random, longest: float) -> list[str]:
    """Kill a child at random once it reports its first write, and return what it reported:
    on a busy machine, opening the garage and warming up alone can outlast the window, and
    no kill would land among the writes."""
    first = read_line(fd)
    kill_at_random(pid, rng, longest)
    lines = [line for line in (first, *read_all(fd)) if line]
    assert not [line for line in lines if line.startswith("ERROR")]
    return lines


def test_killed_writers_lose_nothing_that_was_committed(db_url):
    rng = random.Random(20101)
    open_garage(db_url).close()
    survivors: dict[str, dict] = {}
    total_reported = 0
    for round_ in range(ROUNDS):
        prefix = f"r{round_}"
        pid, fd = fork(writer(db_url, prefix))
        lines = kill_while_writing(pid, fd, rng, 0.25)
        reported = int(lines[-1]) if lines else 0
        total_reported += reported
        with open_garage(db_url) as garage:
            assert garage.check() == []
            stored = by_prefix(garage)
        found = stored.pop(prefix, {})
        assert found in (replay(prefix, reported), replay(prefix, reported + 1)), f"round {round_}"
        assert stored == {earlier: cars for earlier, cars in survivors.items() if cars}
        survivors[prefix] = found
    assert total_reported > ROUNDS  # the kills really landed in the middle of work


@pytest.mark.parametrize("round_", range(10))
def test_a_kill_while_the_garage_is_being_created_leaves_a_usable_garage(tmp_path, round_):
    url = f"sqlite:///{tmp_path / 'new.sqlite'}"
    pid, fd = fork(lambda report: (open_garage(url), report("open")))
    kill_at_random(pid, random.Random(round_), 0.06)
    read_all(fd)
    with open_garage(url) as garage:
        assert garage.check() == []
        assert len(garage.names()) == EXAMPLES  # seeded exactly once, whoever got there


def test_scratch_files_of_a_killed_creation_are_cleared_once_old(tmp_path):
    url = f"sqlite:///{tmp_path / 'new.sqlite'}"
    stale, fresh = tmp_path / ".new.sqlite.new-1-aaaa", tmp_path / ".new.sqlite.new-2-bbbb"
    for scratch in (stale, fresh):
        scratch.write_bytes(b"half a garage")
    os.utime(stale, (time.time() - 7200, time.time() - 7200))
    open_garage(url).close()
    assert not stale.exists() and fresh.exists()  # a creation still under way is left alone
    assert sorted(p.name for p in tmp_path.iterdir()) == [".new.sqlite.new-2-bbbb", "new.sqlite"]
