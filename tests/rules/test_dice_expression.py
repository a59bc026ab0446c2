import copy
import pickle
from dataclasses import FrozenInstanceError
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from garage.rules.dice_expression import DiceExpression


@pytest.mark.parametrize("text", ["d6", "d3", "2d6", "4d6", "3d6", "d6+d3", "d6+2"])
def test_round_trip(text):
    assert str(DiceExpression.parse(text)) == text


def test_parse_forgives_spaces_case_and_inch_marks():
    assert DiceExpression.parse(" 2D6\" ") == DiceExpression.parse("2d6")
    assert DiceExpression.parse("1d6") == DiceExpression.parse("d6")


@pytest.mark.parametrize("bad", ["", "d", "6d", "d0", "0d6", "d6-1", "x", "d6++2"])
def test_bad_expressions(bad):
    with pytest.raises(ValueError):
        DiceExpression.parse(bad)


def test_d6_plus_d3_distribution():
    dist = DiceExpression.parse("d6+d3").distribution()
    assert min(dist) == 2 and max(dist) == 9
    assert dist[2] == Fraction(1, 18) and dist[5] == Fraction(1, 6)


def test_d6_plus_2():
    assert DiceExpression.parse("d6+2").distribution() == \
        {k: Fraction(1, 6) for k in range(3, 9)}


def test_2d6_seven():
    assert DiceExpression.parse("2d6").distribution()[7] == Fraction(1, 6)


def test_scaled():
    expr = DiceExpression.parse("d6+d3").scaled(2)
    assert str(expr) == "(d6+d3)x2"
    assert (expr.minimum, expr.maximum) == (4, 18)
    assert expr.value([6, 3]) == 18


def test_value_checks_faces():
    expr = DiceExpression.parse("d6+d3")
    assert expr.value([4, 2]) == 6
    with pytest.raises(ValueError):
        expr.value([4, 4])  # not a d3 face
    with pytest.raises(ValueError):
        expr.value([4])


@given(st.lists(st.tuples(st.integers(1, 3), st.sampled_from([3, 6])), min_size=1, max_size=3),
       st.integers(0, 4), st.sampled_from([1, 2, 3]))
def test_distribution_is_exact_and_bounded(dice, bonus, times):
    expr = DiceExpression(tuple(dice), bonus, times)
    dist = expr.distribution()
    assert sum(dist.values()) == 1
    assert min(dist) == expr.minimum and max(dist) == expr.maximum
    assert DiceExpression.parse(str(DiceExpression(tuple(dice), bonus))).distribution() == \
        DiceExpression(tuple(dice), bonus).distribution()


def test_a_text_is_read_once_and_the_value_pickles_and_copies_through_its_init():
    """Compiled with the engine (garage/compiled.py): the written-out __init__ keeps every field
    and its defaults, a frozen value pickles and copies through __reduce__, and the tables' texts,
    rolled over and over, are read once."""
    expr = DiceExpression.parse("2d6+1")
    assert DiceExpression.parse("2d6+1") is expr and expr == DiceExpression(((2, 6),), 1, 1)
    assert DiceExpression(((1, 6),)) == DiceExpression(dice=((1, 6),), bonus=0, times=1)
    scaled = expr.scaled(2)
    for copied in (pickle.loads(pickle.dumps(scaled)), copy.deepcopy(scaled), copy.copy(scaled)):
        assert copied == scaled and hash(copied) == hash(scaled) and str(copied) == "(2d6+1)x2"
    with pytest.raises(FrozenInstanceError):
        expr.bonus = 2  # type: ignore[misc]
