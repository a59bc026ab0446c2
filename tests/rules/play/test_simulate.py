"""Many seeded games across processes: the same results, in seed order, on any number of workers."""

import math

import pytest

from garage.rules.aa2.play.autoplay import RandomGames
from garage.rules.play import Entry, Setup, simulate
from tests.rules.aa2.playkit import example

DUEL = Setup("deathmatch", tuple(Entry(id=n, design=example(n), driver=n, rerolls=1)
                                 for n in ("purple-haze", "der-bahnstormer")), played_on="2026-11-29")


def test_one_worker_and_two_give_the_same_results_in_the_order_of_the_seeds():
    seeds = [7, 3, 11, 0, 5, 2]
    job = RandomGames(DUEL, max_actions=400)
    alone = simulate.run(job, seeds, workers=1)
    assert [played.seed for played in alone] == seeds
    assert simulate.run(job, seeds, workers=2) == alone
    assert alone == [job(seed) for seed in seeds]


def test_a_jobs_error_is_raised_to_the_caller_and_no_seeds_is_no_results():
    with pytest.raises(ValueError):
        simulate.run(math.factorial, [3, -1, 4], workers=2)
    assert simulate.run(math.factorial, [], workers=2) == []
    assert simulate.run(math.factorial, [3, 4]) == [6, 24]


def test_every_core_is_counted():
    assert simulate.cores() >= 1
