"""The app's own dice, seeded (garage.rules.play.dice.SeededDice, which is this class): in a
module of its own so that it runs compiled with the engine (garage/compiled.py), which dice.py
cannot (its DiceExhausted derives from RuntimeError, which mypyc does not derive from)."""

from __future__ import annotations

import random


class SeededDice:
    """The app rolls, reproducibly from a seed."""

    def __init__(self, seed: int | None = None):
        self.seed = seed
        self._random = random.Random(seed)

    def roll(self, sides: int) -> int:
        # random.randint(1, sides), as Random computes it (randrange -> _randbelow: the fewest
        # random bits that can hold the range, drawn again while out of it), in one call: the
        # same faces from the same seed, without randint's three Python calls a die
        if sides < 1:
            return self._random.randint(1, sides)  # its own error
        bits = sides.bit_length()
        face: int = self._random.getrandbits(bits)
        while face >= sides:
            face = self._random.getrandbits(bits)
        return face + 1
