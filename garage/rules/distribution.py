"""Exact probability distributions over whole numbers, for dice and what dice decide.

Odds shown to players must be exact (a 1-in-36 double six is not "about 2.8%"), so every
probability is a `fractions.Fraction`; floats only appear when a caller asks for them.
Distributions are immutable values: adding two is the distribution of the sum of two
independent results, which is all the play tables need (several dice, several fires,
several guns firing together).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from fractions import Fraction
from functools import cache
from types import MappingProxyType


class Distribution(Mapping[int, Fraction]):
    """Outcome -> exact probability. Outcomes with probability 0 are never stored."""

    __slots__ = ("_p",)

    def __init__(self, probabilities: Mapping[int, Fraction] | Iterable[tuple[int, Fraction]]):
        items = probabilities.items() if isinstance(probabilities, Mapping) else probabilities
        merged: dict[int, Fraction] = {}
        for outcome, p in items:
            p = Fraction(p)
            if p < 0:
                raise ValueError(f"negative probability {p} for outcome {outcome}")
            if p:
                merged[int(outcome)] = merged.get(int(outcome), Fraction(0)) + p
        if sum(merged.values()) != 1:
            raise ValueError(f"probabilities sum to {sum(merged.values())}, not 1")
        self._p = MappingProxyType(dict(sorted(merged.items())))

    # Mapping protocol: an outcome that cannot happen has probability 0, not a KeyError.
    def __getitem__(self, outcome: int) -> Fraction:
        return self._p.get(outcome, Fraction(0))

    def __iter__(self) -> Iterator[int]:
        return iter(self._p)

    def __len__(self) -> int:
        return len(self._p)

    def __contains__(self, outcome: object) -> bool:
        return outcome in self._p

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Mapping):
            return dict(self._p) == {k: v for k, v in other.items() if v}
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self._p.items()))

    def __repr__(self) -> str:
        body = ", ".join(f"{k}: {v}" for k, v in self._p.items())
        return f"Distribution({{{body}}})"

    def __add__(self, other: Distribution | int) -> Distribution:
        """The sum of two independent results (convolution), or a shift by a constant."""
        if isinstance(other, int):
            return Distribution((k + other, p) for k, p in self._p.items())
        if not isinstance(other, Distribution):
            return NotImplemented
        return Distribution(
            (a + b, pa * pb) for a, pa in self._p.items() for b, pb in other._p.items()
        )

    __radd__ = __add__

    def map(self, outcome: Callable[[int], int]) -> Distribution:
        """Relabel every outcome (e.g. a die face -> the hit points it deals)."""
        return Distribution((outcome(k), p) for k, p in self._p.items())

    def times(self, factor: int) -> Distribution:
        return self.map(lambda k: k * factor)

    def repeat(self, count: int) -> Distribution:
        """The sum of `count` independent copies (0 copies: always 0)."""
        if count < 0:
            raise ValueError(f"cannot repeat a roll {count} times")
        total, power = constant(0), self
        # Square-and-multiply keeps many fires or dice to a handful of convolutions.
        while count:
            if count & 1:
                total = total + power
            count >>= 1
            if count:
                power = power + power
        return total

    def probability(self, event: Callable[[int], bool]) -> Fraction:
        return sum((p for k, p in self._p.items() if event(k)), Fraction(0))

    def at_least(self, value: int) -> Fraction:
        return self.probability(lambda k: k >= value)

    @property
    def mean(self) -> Fraction:
        return sum((k * p for k, p in self._p.items()), Fraction(0))

    def as_floats(self) -> dict[int, float]:
        return {k: float(p) for k, p in self._p.items()}


def constant(value: int) -> Distribution:
    return Distribution({value: Fraction(1)})


@cache
def die(sides: int) -> Distribution:
    """One fair die with faces 1..sides (a d3 is a d6 halved, rounding up: still uniform)."""
    if sides < 1:
        raise ValueError(f"a die needs at least one side, not {sides}")
    return Distribution({face: Fraction(1, sides) for face in range(1, sides + 1)})


def total(parts: Iterable[Distribution]) -> Distribution:
    """The sum of independent results, e.g. the damage of every fire on a car this turn."""
    result = constant(0)
    for part in parts:
        result = result + part
    return result
