"""Speed plotting (section 3, RULINGS P1, P2) with the text's worked examples."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from garage.rules.aa2.speed import (
    destroyed_engine_max,
    effective_dec,
    engine_max,
    plotted_speed_range,
)

BAHNSTORMER = dict(max_speed=24, acc=4, dec=3)
PADDYWAGON = dict(max_speed=20, acc=5, dec=4)


def bounds(r):
    return (r.min, r.max)


def test_der_bahnstormer_at_22():
    assert bounds(plotted_speed_range(**BAHNSTORMER, current=22)) == (19, 24)


def test_der_bahnstormer_at_12():
    assert bounds(plotted_speed_range(**BAHNSTORMER, current=12)) == (9, 16)


def test_the_paddywagon_damaged_engine():
    # MAX halved to 10; 18 > 10 so he is at 10; 10 - DEC 4 = 6 (RULINGS P1).
    r = plotted_speed_range(**PADDYWAGON, current=18, engine="damaged")
    assert bounds(r) == (6, 10)
    assert r.current == 10 and r.max_speed == 10


def test_never_below_zero():
    assert bounds(plotted_speed_range(max_speed=24, acc=6, dec=6, current=3)) == (0, 9)


def test_stationary_start():
    assert bounds(plotted_speed_range(max_speed=22, acc=5, dec=5, current=0)) == (0, 5)


def test_halving_rounds_down():
    assert engine_max(23, "damaged") == 11


def test_destroyed_engine_loses_4_a_turn_until_0():
    assert [engine_max(20, "destroyed", n) for n in range(5)] == [10, 6, 2, 0, 0]
    assert destroyed_engine_max(10) == 6
    assert destroyed_engine_max(3) == 0


def test_destroyed_engine_grinds_to_a_halt():
    # Paddywagon at 10 with a destroyed engine: MAX 6 next turn, then 2, then it stops.
    assert bounds(plotted_speed_range(**PADDYWAGON, current=10, engine="destroyed")) == (2, 6)
    assert bounds(plotted_speed_range(**PADDYWAGON, current=6, engine="destroyed",
                                      turns_since_destroyed=2)) == (0, 2)
    assert bounds(plotted_speed_range(**PADDYWAGON, current=2, engine="destroyed",
                                      turns_since_destroyed=3)) == (0, 0)


def test_reverse_uses_acc_as_max():
    assert bounds(plotted_speed_range(**PADDYWAGON, current=3, reverse=True)) == (0, 5)
    assert bounds(plotted_speed_range(**PADDYWAGON, current=5, reverse=True)) == (1, 5)


def test_airborne_cannot_change_speed():
    # Dogmeat, in the air at the start of his move, stays at 16".
    assert bounds(plotted_speed_range(max_speed=22, acc=5, dec=5, current=16, airborne=True)) == (16, 16)


def test_destroyed_brakes_dec_2():
    assert effective_dec(5, "destroyed") == 2
    assert effective_dec(1, "destroyed") == 1
    assert bounds(plotted_speed_range(**BAHNSTORMER, current=22, brakes="destroyed")) == (20, 24)


def test_cloudburst_takes_1_from_dec():
    assert effective_dec(3, cloudburst=True) == 2
    assert effective_dec(0, cloudburst=True) == 0
    assert bounds(plotted_speed_range(**BAHNSTORMER, current=22, cloudburst=True)) == (20, 24)


def test_nitro_adds_dice_to_the_move_not_the_plot():
    plain = plotted_speed_range(**BAHNSTORMER, current=22)
    boosted = plotted_speed_range(**BAHNSTORMER, current=22, nitro=True)
    assert bounds(boosted) == bounds(plain) and plain.nitro is None
    assert str(boosted.nitro) == "2d6"
    assert str(plotted_speed_range(**BAHNSTORMER, current=22, nitro=True, scott=True).nitro) == "4d6"


def test_contains_and_dict():
    r = plotted_speed_range(**BAHNSTORMER, current=22)
    assert 19 in r and 24 in r and 18 not in r and 25 not in r
    assert r.as_dict() == {"min": 19, "max": 24}


@pytest.mark.parametrize("kwargs", [
    dict(engine="exploded"), dict(brakes="squeaky"), dict(current=-1), dict(acc=-1),
    dict(dec=-1), dict(max_speed=-1), dict(engine="destroyed", turns_since_destroyed=-1),
])
def test_bad_input(kwargs):
    args = dict(max_speed=20, acc=5, dec=4, current=10) | kwargs
    with pytest.raises(ValueError):
        plotted_speed_range(**args)


@given(max_speed=st.integers(0, 40), acc=st.integers(0, 10), dec=st.integers(0, 10),
       current=st.integers(0, 50), engine=st.sampled_from(["ok", "damaged", "destroyed"]),
       turns=st.integers(0, 8), brakes=st.sampled_from(["ok", "destroyed"]),
       reverse=st.booleans(), airborne=st.booleans(), nitro=st.booleans(),
       cloudburst=st.booleans())
def test_range_properties(max_speed, acc, dec, current, engine, turns, brakes, reverse,
                          airborne, nitro, cloudburst):
    r = plotted_speed_range(max_speed=max_speed, acc=acc, dec=dec, current=current,
                            engine=engine, turns_since_destroyed=turns, brakes=brakes,
                            reverse=reverse, airborne=airborne, nitro=nitro,
                            cloudburst=cloudburst)
    assert 0 <= r.min <= r.max
    assert r.max <= r.max_speed <= max_speed  # nitro goes on the move, never the plot
    if reverse:
        assert r.max <= acc
    if not airborne:
        assert r.max <= r.current + acc
        assert r.min >= r.current - dec
    if nitro:
        assert r.max + r.nitro.maximum > r.max
