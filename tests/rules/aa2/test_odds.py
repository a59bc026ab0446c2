"""Exact attack odds: hand-computed cases and properties of the convolution."""

from fractions import Fraction as F

import pytest
from hypothesis import given
from hypothesis import strategies as st

from garage.rules.aa2.odds import (
    OutOfRange,
    attack_odds,
    chance,
    damage_distribution,
    fire_damage,
    threshold_odds,
    volley_damage,
)
from garage.rules.aa2.tables import SCALES


def test_light_gun_at_a_stationary_target():
    odds = attack_odds("light", 5, 0)
    assert odds.dice == 1
    assert odds.damage == {0: F(1, 2), 2: F(1, 3), 4: F(1, 6)}


def test_medium_gun_close_at_15():
    # Two dice, each hits on 5-6 for 1.
    assert attack_odds("medium", 12, 15).damage == {0: F(4, 9), 1: F(4, 9), 2: F(1, 9)}


def test_medium_gun_long_range_at_8():
    assert attack_odds("medium", 20, 8).damage == {0: F(1, 2), 1: F(1, 3), 2: F(1, 6)}


def test_heavy_gun_close_at_an_airborne_target():
    odds = attack_odds("heavy", 10, 5, jumping=True)
    assert odds.dice == 3
    assert odds.damage == {0: F(125, 216), 1: F(75, 216), 2: F(15, 216), 3: F(1, 216)}


def test_flamethrower_fire_chance():
    odds = attack_odds("flamethrower", 6, 18)
    assert odds.hit_chance == F(1, 3)


def test_out_of_range():
    with pytest.raises(OutOfRange, match="longest range 12"):
        attack_odds("light", 13, 10)
    assert attack_odds("light", 24, 10, scale=2).dice == 1
    with pytest.raises(OutOfRange, match="longest range 72"):
        attack_odds("heavy", 73, 10, scale=2)


def test_threshold_odds_full_medium_car():
    odds = attack_odds("medium", 6, 0, hit_points_left=15, weight="medium")
    lines = {t.line: (t.damage_needed, t.probability) for t in odds.thresholds}
    # Two dice of {0, 2, 4}: 5 or more is 2+4, 4+2 or 4+4.
    assert lines == {1: (5, F(5, 36)), 2: (10, F(0)), 3: (15, F(0))}


def test_crossed_lines_are_left_out():
    odds = threshold_odds(damage_distribution(1, 0), hit_points_left=10, weight="medium")
    assert [(t.line, t.damage_needed) for t in odds] == [(2, 5), (3, 10)]
    odds = threshold_odds(damage_distribution(2, 0), hit_points_left=3, weight="light")
    assert [(t.line, t.damage_needed, t.probability) for t in odds] == [
        (3, 3, F(11, 36) + F(4, 36))]  # any 6 (4 hit points), or two 4-5s (2 + 2)


def test_threshold_arguments():
    with pytest.raises(ValueError):
        attack_odds("light", 5, 0, hit_points_left=5)
    with pytest.raises(ValueError):
        threshold_odds(damage_distribution(1, 0), 13, "light")
    with pytest.raises(ValueError):
        threshold_odds(damage_distribution(1, 0), 3, "huge")


def test_as_dict_uses_string_keys_and_floats_without_gaps():
    data = attack_odds("light", 5, 0, hit_points_left=12, weight="light").as_dict()
    assert data["dice"] == 1
    assert data["damage"] == {"0": 0.5, "1": 0.0, "2": 1 / 3, "3": 0.0, "4": 1 / 6}
    assert data["thresholds"][0] == {"line": 1, "label": "Systems lost on 6",
                                     "damage_needed": 4, "probability": 1 / 6}


def test_volley_adds_dice_of_weapons_in_range():
    # Purple Haze firing both lasers at 18": the medium rolls 1, the light is out of range.
    assert volley_damage([("medium", 18), ("light", 18)], 10) == damage_distribution(1, 10)
    assert volley_damage([("medium", 6), ("light", 6)], 10) == damage_distribution(3, 10)


def test_fire_damage_over_several_fires():
    assert fire_damage(1, extinguisher=False) == {0: F(1, 3), 1: F(1, 3), 2: F(1, 3)}
    assert fire_damage(1, extinguisher=True) == {0: F(2, 3), 1: F(1, 3)}
    assert fire_damage(2, extinguisher=True) == {0: F(4, 9), 1: F(4, 9), 2: F(1, 9)}
    assert fire_damage(0, extinguisher=False) == {0: F(1)}


def test_chance_of_faces():
    assert chance([3, 4, 5, 6]) == F(2, 3)  # a medium car sets off a mine
    assert chance([]) == 0


speeds = st.integers(0, 40)


@given(st.sampled_from(["light", "medium", "heavy", "flamethrower"]), st.integers(0, 36),
       speeds, st.booleans(), st.sampled_from(SCALES))
def test_distribution_sums_to_exactly_one(cls, rng, speed, jumping, scale):
    try:
        odds = attack_odds(cls, rng, speed, jumping=jumping, scale=scale)
    except OutOfRange:
        return
    assert sum(odds.damage.values()) == 1
    assert all(p > 0 for p in odds.damage.values())
    assert pytest.approx(sum(odds.as_dict()["damage"].values())) == 1


@given(st.integers(0, 5), speeds, st.booleans())
def test_more_dice_never_lower_damage(dice, speed, jumping):
    fewer = damage_distribution(dice, speed, jumping)
    more = damage_distribution(dice + 1, speed, jumping)
    assert more.mean >= fewer.mean
    # Stronger: every amount of damage is at least as likely to be reached.
    assert all(more.at_least(k) >= fewer.at_least(k) for k in range(4 * dice + 5))


@given(st.integers(1, 4), speeds, st.sampled_from(["light", "medium", "heavy"]), st.data())
def test_thresholds_in_order(dice, speed, weight, data):
    per_line = {"light": 4, "medium": 5, "heavy": 6}[weight]
    left = data.draw(st.integers(0, 3 * per_line))
    odds = threshold_odds(damage_distribution(dice, speed), left, weight)
    probabilities = [t.probability for t in odds]
    assert probabilities == sorted(probabilities, reverse=True)  # a later line never likelier
    assert [t.line for t in odds] == sorted(t.line for t in odds)
    if odds:
        assert odds[-1].damage_needed == left  # the last line is all that is left
