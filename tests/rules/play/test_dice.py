"""The dice sources: a seeded source rolls exactly what random.Random(seed).randint rolls, so
every seeded game, simulation and matchup answer of earlier versions comes out the same."""

import copy
import pickle
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from garage.rules.play.dice import SeededDice


@given(st.integers(0, 2**64), st.lists(st.integers(1, 1000), min_size=1, max_size=60))
def test_a_seeded_source_rolls_the_faces_randint_rolls_from_the_same_seed(seed, sides):
    dice, reference = SeededDice(seed), random.Random(seed)
    assert [dice.roll(n) for n in sides] == [reference.randint(1, n) for n in sides]


def test_a_die_without_sides_is_refused_as_randint_refuses_it():
    with pytest.raises(ValueError) as refused:
        SeededDice(1).roll(0)
    with pytest.raises(ValueError) as expected:
        random.Random(1).randint(1, 0)
    assert str(refused.value) == str(expected.value)


def test_seeded_dice_pickle_and_copy_in_the_middle_of_their_stream():
    """Compiled with the engine (garage/rules/play/seeded.py): a copy rolls on as the original does."""
    dice = SeededDice(9)
    dice.roll(6)
    copies = [pickle.loads(pickle.dumps(dice)), copy.deepcopy(dice)]
    faces = [dice.roll(20) for _ in range(8)]
    assert all(copied.seed == 9 and [copied.roll(20) for _ in range(8)] == faces for copied in copies)
