"""Assisted play: the shared engine (dice, the request/answer loop, the event log); each
rule set brings its own actions and state (garage/rules/aa2/play for A&A II)."""

from importlib import import_module
from typing import Any

from garage.rules.play.dice import DiceExhausted, EnteredDice, ScriptedDice, SeededDice
from garage.rules.play.engine import Game
from garage.rules.play.errors import IllegalAction, SetupError
from garage.rules.play.inputs import Request
from garage.rules.play.log import LogError

# A&A II's setup and summary, still importable from here for the code written before rule
# sets; looked up on first use, so a game of another rule set never imports A&A II.
_AA2 = {"Entry": "garage.rules.aa2.play.setup", "Options": "garage.rules.aa2.play.setup",
        "Setup": "garage.rules.aa2.play.setup", "game_result": "garage.rules.aa2.play.result",
        "summary": "garage.rules.aa2.play.result"}


def __getattr__(name: str) -> Any:
    if name in _AA2:
        found = globals()[name] = getattr(import_module(_AA2[name]), name)  # looked up once
        return found
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["DiceExhausted", "EnteredDice", "Entry", "Game", "IllegalAction", "LogError", "Options",
           "Request", "ScriptedDice", "SeededDice", "Setup", "SetupError", "game_result", "summary"]
