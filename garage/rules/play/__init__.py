"""Assisted play: the A&A II rules engine (sections 3-10), headless and replayable."""

from garage.rules.play.dice import DiceExhausted, EnteredDice, ScriptedDice, SeededDice
from garage.rules.play.engine import Game
from garage.rules.play.inputs import Request
from garage.rules.play.log import LogError
from garage.rules.play.result import game_result, summary
from garage.rules.play.setup import Entry, Options, Setup, SetupError
from garage.rules.play.step import IllegalAction

__all__ = ["DiceExhausted", "EnteredDice", "Entry", "Game", "IllegalAction", "LogError", "Options",
           "Request", "ScriptedDice", "SeededDice", "Setup", "SetupError", "game_result", "summary"]
