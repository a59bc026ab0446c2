"""Where the engine's dice come from: the app rolling (seeded), a script, or the players.

A dice source answers "roll a dN" or says it cannot (None): then the engine turns the roll
into a pending request and the player types the face they rolled on the table.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from garage.rules.play.seeded import SeededDice

__all__ = ["DiceExhausted", "DiceSource", "EnteredDice", "ScriptedDice", "SeededDice"]  # SeededDice: seeded.py


class DiceExhausted(RuntimeError):
    """A scripted source was asked for more dice than it holds."""


class DiceSource(Protocol):
    def roll(self, sides: int) -> int | None:
        """A face 1..sides, or None when the players roll this die themselves."""


class ScriptedDice:
    """Faces given in advance, in order (tests, worked examples). Running out is an error,
    never a silent random roll."""

    def __init__(self, faces: Iterable[int]):
        self._faces = list(faces)
        self._next = 0

    def roll(self, sides: int) -> int:
        if self._next >= len(self._faces):
            raise DiceExhausted(f"the script ran out of dice after {len(self._faces)} (a d{sides} was needed)")
        face = self._faces[self._next]
        if not 1 <= face <= sides:
            raise ValueError(f"scripted die {self._next + 1} shows {face}, not a face of a d{sides}")
        self._next += 1
        return face


class EnteredDice:
    """The players roll real dice: every roll becomes a pending request they answer."""

    def roll(self, sides: int) -> None:
        return None
