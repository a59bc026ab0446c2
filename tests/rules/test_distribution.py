from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from garage.rules.distribution import Distribution, constant, die, total


def test_a_die_is_uniform():
    assert die(6) == {f: Fraction(1, 6) for f in range(1, 7)}
    assert die(3)[2] == Fraction(1, 3)


def test_missing_outcomes_have_probability_zero():
    assert die(6)[7] == 0
    assert 7 not in die(6)


def test_sum_of_two_dice():
    two = die(6) + die(6)
    assert two[2] == Fraction(1, 36) and two[7] == Fraction(6, 36)
    assert two == die(6).repeat(2)


def test_repeat_zero_is_always_zero():
    assert die(6).repeat(0) == constant(0)


def test_shift_and_map():
    assert (die(6) + 2) == {k: Fraction(1, 6) for k in range(3, 9)}
    assert die(6).map(lambda f: 1 if f >= 5 else 0) == {0: Fraction(2, 3), 1: Fraction(1, 3)}


def test_must_sum_to_one():
    with pytest.raises(ValueError, match="sum"):
        Distribution({1: Fraction(1, 2)})
    with pytest.raises(ValueError, match="negative"):
        Distribution({1: Fraction(3, 2), 2: Fraction(-1, 2)})


def test_mean_and_at_least():
    assert die(6).mean == Fraction(7, 2)
    assert (die(6) + die(6)).at_least(12) == Fraction(1, 36)


def test_immutable():
    with pytest.raises(TypeError):
        die(6)[1] = Fraction(1)


def test_total_of_fires():
    # Two fires without an extinguisher: each does 0 (1-2), 1 (3-4) or 2 (5-6).
    fire = die(6).map(lambda f: (f - 1) // 2)
    both = total([fire, fire])
    assert both[0] == Fraction(1, 9) and both[4] == Fraction(1, 9) and both[2] == Fraction(3, 9)


@given(st.lists(st.sampled_from([2, 3, 4, 6, 8]), max_size=5), st.integers(0, 6))
def test_sums_to_exactly_one(sides, repeats):
    dist = total(die(s) for s in sides).repeat(repeats)
    assert sum(dist.values()) == 1
    assert dist.mean == repeats * sum(Fraction(s + 1, 2) for s in sides)
