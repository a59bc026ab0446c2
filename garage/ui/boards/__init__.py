"""Boards by rule set: a rule set's own drawing of the table in the play window (Battle Cars'
grid of points), on which the players act by clicking. The play window asks `for_ruleset`
and shows the board it gets, without naming a rule set; a rule set without one has none.

A rule set's board lives in garage/ui/boards/<key>.py, which calls `register` when imported
(like garage/ui/tools); the module is imported the first time its key is asked for.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from garage.rules import rulesets


class Board(QWidget):
    """What the play window needs of a board: it shows the game as it stands (`show_game`,
    after every change), and asks for an action the player chose on it (`chosen`: the action
    dict, played through the same path as the action forms)."""

    chosen = Signal(dict)

    def show_game(self, match: Any) -> None:  # the play window's engine_adapter.Match
        # The interface's one abstract method (a QWidget cannot also take ABCMeta's metaclass):
        # every registered board defines it; this base is never shown itself.
        raise NotImplementedError(f"{type(self).__name__} must define show_game")


Factory = Callable[[QWidget | None], Board]
_BOARDS: rulesets.ByRuleSet[Factory] = rulesets.ByRuleSet(__name__)


def register(key: str, factory: Factory) -> Factory:
    return _BOARDS.register(key, factory)


def unregister(key: str) -> None:
    _BOARDS.unregister(key)


def for_ruleset(key: str, parent: QWidget | None = None) -> Board | None:
    """A new board for a game of rule set `key`, or None when it has none."""
    factory = _BOARDS.get(key)
    return factory(parent) if factory is not None else None
