"""The rules audit of the crash tables against car-wars-compendium-2e-crash-tables.txt: each
test names the line it holds the code to (docs/car-wars-crash-tables.md for the readings)."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from garage.cli.main import main
from garage.rules.play.errors import IllegalAction
from tests.rules.car_wars.test_play import act, car, end_turn, game


def _backwards_too_fast():
    """A spinout (5+5) at 60 mph, two quarter turns, control regained facing backwards: above its
    reverse top speed of 20 mph."""
    g = game([5, 5, 2, 1, 1, 1, 1], speed=60)
    act(g, "lose_control", table=1, modifier=0)
    for _ in range(2):
        act(g, "move")
        act(g, "next_phase")
    act(g, "recover")
    g.answer("made")
    assert car(g).must_slow and car(g).speed == 60
    return g


def test_line_14_backwards_above_its_reverse_top_speed_it_may_not_speed_up():
    """Line 14: "If the vehicle is facing backwards and is traveling faster than its reverse top
    speed, it must slow down by at least 5 mph per turn until it is under its normal top speed
    for reverse." Speeding up is refused; braking is allowed."""
    g = _backwards_too_fast()
    with pytest.raises(IllegalAction, match="must slow"):
        act(g, "set_speed", speed=65)
    with pytest.raises(IllegalAction, match="must slow"):
        act(g, "set_speed", speed=60)
    act(g, "set_speed", speed=50)
    assert car(g).speed == 50


def test_line_14_braking_5_mph_in_the_turn_is_the_turns_slowing():
    """Line 14: "at least 5 mph per turn": a car that braked 5 or more in the turn is not slowed
    again at its end; one that did not is slowed 5."""
    g = _backwards_too_fast()
    act(g, "set_speed", speed=50)
    end_turn(g)
    assert car(g).speed == 50 and car(g).must_slow
    end_turn(g)
    assert car(g).speed == 45 and car(g).must_slow


def test_line_14_under_its_reverse_top_speed_it_is_free_again():
    g = _backwards_too_fast()
    act(g, "set_speed", speed=20)
    assert not car(g).must_slow
    act(g, "set_speed", speed=20)


def _odds(capsys, table: int, modifier: int) -> dict[tuple[str, ...], Fraction]:
    assert main(["rules", "crash", "--table", str(table), "--modifier", str(modifier), "--json"]) == 0
    return {tuple(r["results"]): Fraction(r["probability"]) for r in json.loads(capsys.readouterr().out)["results"]}


def test_crash_table_1_at_plus_5_by_hand(capsys):
    """Lines 10-17 on 2d6+5: 7-8 is 2d6 of 2-3 (3/36), 9-10 of 4-5 (7/36), 11-12 of 6-7 (11/36),
    13-14 of 8-9 (9/36), 15+ of 10-12 (6/36); nothing below 7."""
    assert _odds(capsys, 1, 5) == {("severe-skid",): Fraction(3, 36), ("spinout",): Fraction(7, 36),
                                   ("roll",): Fraction(11, 36), ("burning-roll",): Fraction(9, 36),
                                   ("vault",): Fraction(6, 36)}


def test_crash_table_2_at_0_by_hand(capsys):
    """Lines 20-24 on 2d6: 1-4 (6/36), 5-8 (20/36), 9-10 (7/36) and 11-14 (3/36) each times
    Crash Table 1 at 0 (line 22: "roll again on Crash Table 1"); 15+ cannot come up."""
    odds = _odds(capsys, 2, 0)
    assert odds[("minor-fishtail",)] == Fraction(1, 6) and odds[("major-fishtail",)] == Fraction(5, 9)
    assert odds[("minor-fishtail-crash", "spinout")] == Fraction(7, 36) * Fraction(7, 36)
    assert odds[("major-fishtail-crash", "roll")] == Fraction(3, 36) * Fraction(3, 36)
    assert not any(k[0] == "double-fishtail-crash" for k in odds) and sum(odds.values()) == 1
