"""Campaigns under other processes: kill -9 mid-write keeps every committed game and no half
game; two processes recording at once both land, numbered in order.

For the kills, a forked child records, corrects and undoes games in a deterministic series and reports
each write once it has committed; the parent kills it at a random moment, reopens the
garage and compares the stored games with a replay of the reported writes (or one more:
committed but killed before it could report)."""

from __future__ import annotations

import os
import random
from datetime import date, timedelta

from garage.rules.campaign import fold
from garage.rules.game_result import Entry, GameResult
from garage.storage import open_garage
from garage.storage.campaigns import Campaigns
from tests.storage.children import fork, read_all
from tests.storage.scenarios.test_crash import kill_while_writing

ROUNDS = 12
DRIVERS = [f"Driver {n}" for n in range(7)]


def game(i: int) -> GameResult:
    playing = [DRIVERS[(i + k) % len(DRIVERS)] for k in range(4)]
    if i % 3 == 2:
        entries = tuple(Entry(d, f"Car {d}", True, finished=k < 3, position=k + 1 if k < 3 else None)
                        for k, d in enumerate(playing))
        return GameResult("race", date(2026, 1, 1) + timedelta(days=i), entries, variant="banger",
                          house_rules=(f"rule {i}",))
    entries = tuple(Entry(d, f"Car {d}", True, kills=(playing[k + 1],) if k == i % 3 else ())
                    for k, d in enumerate(playing))
    return GameResult("deathmatch", date(2026, 1, 1) + timedelta(days=i), entries)


def operation(i: int) -> tuple:
    if i % 7 == 6:
        return ("undo",)
    if i % 5 == 4:
        return ("correct", game(1000 + i))
    return ("record", game(i))


def apply(state, op: tuple, campaign: str) -> None:
    """One write, on a Campaigns or on a list of results standing in for one."""
    if isinstance(state, list):
        if op[0] == "record":
            state.append(op[1])
        elif op[0] == "correct" and state:
            state[0] = op[1]
        elif op[0] == "undo" and state:
            state.pop()
        return
    if op[0] == "record":
        state.record(campaign, op[1])
    elif op[0] == "correct" and state.games(campaign):
        state.replace_game(state.games(campaign)[0].id, op[1])
    elif op[0] == "undo" and state.games(campaign):
        state.undo_last(campaign)


def replay(count: int) -> list[GameResult]:
    state: list[GameResult] = []
    for i in range(count):
        apply(state, operation(i), "")
    return state


def test_killed_campaign_writers_keep_exactly_what_was_committed(db_url) -> None:
    rng = random.Random(606)
    total = 0
    for round_ in range(ROUNDS):
        campaign = f"Round {round_}"
        with open_garage(db_url) as garage:
            Campaigns(garage).create(campaign)

        def work(report, campaign=campaign):
            book = Campaigns(open_garage(db_url))
            for i in range(100_000):
                apply(book, operation(i), campaign)
                report(str(i + 1))

        pid, fd = fork(work)
        lines = kill_while_writing(pid, fd, rng, 0.4)
        reported = int(lines[-1]) if lines else 0
        total += reported
        with open_garage(db_url) as garage:
            assert garage.check() == []
            book = Campaigns(garage)
            stored = [book.game_result(row.id) for row in book.games(campaign)]
            assert stored in (replay(reported), replay(reported + 1)), f"round {round_}"
            assert book.standings(campaign) == fold(stored)
    assert total > ROUNDS  # the kills landed in the middle of work


def test_two_processes_recording_into_one_campaign_at_once_both_land(db_url) -> None:
    with open_garage(db_url) as garage:
        Campaigns(garage).create("Shared")
    go_read, go_write = os.pipe()

    def contender(who: str):
        def work(report):
            book = Campaigns(open_garage(db_url))
            os.read(go_read, 1)  # both start at the same moment
            for i in range(15):
                book.record("Shared", GameResult("deathmatch", date(2026, 1, 1) + timedelta(days=i),
                                                 (Entry(f"{who} {i % 3}", f"{who}'s car", True),)))
            report("done")
        return work

    children = [fork(contender(who)) for who in ("Alice", "Bob")]
    os.write(go_write, b"gg")
    for pid, fd in children:
        assert read_all(fd) == ["done"]
        os.waitpid(pid, 0)
    os.close(go_read)
    os.close(go_write)
    with open_garage(db_url) as garage:
        assert garage.check() == []
        book = Campaigns(garage)
        games = book.games("Shared")
        assert [g.number for g in games] == list(range(1, 31))
        standings = book.standings("Shared")
        assert standings == fold([book.game_result(g.id) for g in games])
        assert sorted(s.rerolls for s in standings.drivers) == [5] * 6
