"""Game tools by rule set: windows of a rule set's own that sit beside the table (Car Wars'
crash resolver). General windows offer them without naming a rule set: the garage window's
Play menu lists every rule set's tools, and a game's Game menu the tools of its rule set.

A rule set's tools live in garage/ui/tools/<key>.py, or in a package garage/ui/tools/<key>/
with their windows beside it, which calls `register` when imported (like garage/ui/editors
and garage/ui/lookups); the module is imported the first time tools are asked for, and should
import its window only when the tool is opened, so that listing tools costs a start-up nothing.
"""

from __future__ import annotations

import pkgutil
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from garage.rules import rulesets


@dataclass(frozen=True, slots=True)
class GameTool:
    """One tool: `open(parent)` shows its window (not modal) and gives it back. A window that
    offers it keeps the action in `tool_actions[name]` and the last window opened in
    `tool_windows[name]`."""

    name: str  # an identifier: "crash_resolver"
    # The words below are English, marked QT_TRANSLATE_NOOP("GameTool", ...): shown through translated().
    title: str  # the game menu's words, with & before the mnemonic: "&Crash Resolver..."
    garage_title: str  # the garage window's Play menu, which lists every rule set's tools
    tip: str  # the status bar's line
    open: Callable[[QWidget | None], QWidget]
    shortcut: str = ""  # in a game of the rule set


def translated(words: str) -> str:
    """A tool's title or tip in the user's language (marked in context GameTool where it is registered)."""
    return QCoreApplication.translate("GameTool", words)


_TOOLS: rulesets.ByRuleSet[tuple[GameTool, ...]] = rulesets.ByRuleSet(__name__)
_KEYS: set[str] = set()  # registered here without a module of this package (tests' rule sets)


def register(key: str, *tools: GameTool) -> tuple[GameTool, ...]:
    """Rule set `key`'s tools, in menu order (registering again replaces them)."""
    _KEYS.add(key)
    return _TOOLS.register(key, tools)


def unregister(key: str) -> None:
    _KEYS.discard(key)
    _TOOLS.unregister(key)


def for_ruleset(key: str) -> tuple[GameTool, ...]:
    """The tools of rule set `key` (none: it has none)."""
    return _TOOLS.get(key) or ()


def every_tool() -> tuple[GameTool, ...]:
    """Every rule set's tools, by rule-set key, without importing any rule set: the modules of
    this package are the rule sets that have tools."""
    keys = sorted({found.name for found in pkgutil.iter_modules(__path__)} | _KEYS)
    return tuple(tool for key in keys for tool in for_ruleset(key))
