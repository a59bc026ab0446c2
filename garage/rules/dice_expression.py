"""Dice as the rules write them: "d6", "2d6", "d6+d3", "d6+2", "4d6".

The tables in resources/ say how much damage or how far to move in these words; this type
reads them, prints them back the same way, and gives their exact distribution. `times`
carries the table scale (RULINGS P15): a Loss of Control "d6" at 1:43 is the d6 doubled.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from garage.rules.distribution import Distribution, constant, die

_TERM = re.compile(r"^(\d*)d(\d+)$")


@dataclass(frozen=True, slots=True, init=False)
class DiceExpression:
    dice: tuple[tuple[int, int], ...]  # (count, sides) in the order written
    bonus: int = 0
    times: int = 1

    # Written out: compiled (garage/compiled.py), dataclasses' own __init__ would run as Python
    def __init__(self, dice: tuple[tuple[int, int], ...], bonus: int = 0, times: int = 1) -> None:
        object.__setattr__(self, "dice", dice)
        object.__setattr__(self, "bonus", bonus)
        object.__setattr__(self, "times", times)

    def __reduce__(self) -> tuple[type[DiceExpression], tuple[tuple[tuple[int, int], ...], int, int]]:
        # pickled and copied through __init__ (compiled, a frozen class cannot be rebuilt field
        # by field: mypyc/mypyc#1213)
        return DiceExpression, (self.dice, self.bonus, self.times)

    @classmethod
    def parse(cls, text: str) -> DiceExpression:
        """The expression `text` writes; each text is read once (the rules roll the tables'
        few texts over and over: a value is immutable, so the one read is handed out again)."""
        parsed = _PARSED.get(text)
        if parsed is None:
            parsed = _parse(text)
            if len(_PARSED) < 1024:  # the tables' texts; never a cache that grows without end
                _PARSED[text] = parsed
        return parsed

    def scaled(self, scale: int) -> DiceExpression:
        return DiceExpression(self.dice, self.bonus, self.times * scale)

    @property
    def die_count(self) -> int:
        return sum(count for count, _ in self.dice)

    @property
    def minimum(self) -> int:
        return (self.die_count + self.bonus) * self.times

    @property
    def maximum(self) -> int:
        return (sum(c * s for c, s in self.dice) + self.bonus) * self.times

    def distribution(self) -> Distribution:
        result = constant(self.bonus)
        for count, sides in self.dice:
            result = result + die(sides).repeat(count)
        return result.times(self.times) if self.times != 1 else result

    def value(self, faces: list[int] | tuple[int, ...]) -> int:
        """The result for dice already rolled, given in the order written ("d6+d3": [d6, d3])."""
        expected = self.die_count
        if len(faces) != expected:
            raise ValueError(f"{self} needs {expected} dice, got {len(faces)}")
        sides = [s for count, s in self.dice for _ in range(count)]
        for face, side in zip(faces, sides):
            if not 1 <= face <= side:
                raise ValueError(f"{face} is not a face of a d{side}")
        return (sum(faces) + self.bonus) * self.times

    def __str__(self) -> str:
        terms = [f"{'' if c == 1 else c}d{s}" for c, s in self.dice]
        if self.bonus or not terms:
            terms.append(str(self.bonus))
        text = "+".join(terms)
        return text if self.times == 1 else f"({text})x{self.times}"


_PARSED: dict[str, DiceExpression] = {}


def _parse(text: str) -> DiceExpression:
    dice: list[tuple[int, int]] = []
    bonus = 0
    cleaned = text.replace(" ", "").replace("\u201d", "").replace('"', "").lower()
    if not cleaned:
        raise ValueError(f"empty dice expression {text!r}")
    for term in cleaned.split("+"):
        if term.isdigit():
            bonus += int(term)
            continue
        match = _TERM.match(term)
        if not match:
            raise ValueError(f"not a dice expression: {text!r} (bad term {term!r})")
        count = int(match.group(1) or 1)
        sides = int(match.group(2))
        if count < 1 or sides < 1:
            raise ValueError(f"not a dice expression: {text!r} (bad term {term!r})")
        dice.append((count, sides))
    return DiceExpression(tuple(dice), bonus)
