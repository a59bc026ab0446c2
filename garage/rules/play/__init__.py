"""Assisted play: the shared engine (dice, the request/answer loop, the event log); each
rule set brings its own actions and state (garage/rules/aa2/play for A&A II)."""

from garage.rules.play.dice import DiceExhausted, EnteredDice, ScriptedDice, SeededDice
from garage.rules.play.engine import Game
from garage.rules.play.inputs import Request
from garage.rules.play.log import LogError
from garage.rules.aa2.play.result import game_result, summary
from garage.rules.aa2.play.setup import Entry, Options, Setup, SetupError
from garage.rules.aa2.play.step import IllegalAction

__all__ = ["DiceExhausted", "EnteredDice", "Entry", "Game", "IllegalAction", "LogError", "Options",
           "Request", "ScriptedDice", "SeededDice", "Setup", "SetupError", "game_result", "summary"]
