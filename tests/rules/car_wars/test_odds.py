"""The exact distribution of crash results: chances sum to 1 at any modifier, and agree with
resolving every pair of dice by hand."""

from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given
from hypothesis import strategies as st

from garage.rules.car_wars.crash import resolve
from garage.rules.car_wars.odds import crash_odds
from garage.rules.play.dice import ScriptedDice
from garage.rules.play.inputs import Inputs


@given(table=st.sampled_from((1, 2)), modifier=st.integers(-50, 50))
def test_chances_sum_to_one(table, modifier):
    assert sum(o.probability for o in crash_odds(table, modifier)) == 1


def _defaults(faces):
    """Scripted dice; every decision (which side a car rolls onto) takes its default."""
    return Inputs([], ScriptedDice(faces), answer=lambda request: request.default)


@pytest.mark.parametrize("table, modifier", [(1, 0), (1, 4), (1, 9), (2, 0), (2, 5)])
def test_the_distribution_is_what_the_resolver_gives_over_all_dice(table, modifier):
    """Every face of the table's 2d6 and of a chained Crash Table 1's, resolved one by one."""
    counted: dict[tuple[str, ...], Fraction] = {}
    for faces in product(range(1, 7), repeat=4):
        # the table's two dice, a left/right die, the chained table's two dice, then spares
        crash = resolve(table, modifier, _defaults([*faces[:2], 1, *faces[2:], *[1] * 20]))
        keys = tuple(s.row.key for s in crash.steps)
        counted[keys] = counted.get(keys, Fraction(0)) + Fraction(1, 6 ** 4)
    assert counted == {tuple(r.key for r in o.rows): o.probability for o in crash_odds(table, modifier)}
