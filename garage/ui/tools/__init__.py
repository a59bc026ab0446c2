"""Game tools by rule set: windows of a rule set's own that sit beside the table (Car Wars'
crash resolver). General windows offer them without naming a rule set: the garage window's
Play menu lists every rule set's tools, and a game's Game menu the tools of its rule set.

A rule set's tools live in garage/ui/tools/<key>.py, which calls `register` when imported
(like garage/ui/editors and garage/ui/lookups); the module is imported the first time tools
are asked for, and should import its window only when the tool is opened, so that listing
tools costs a start-up nothing.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtWidgets import QWidget


@dataclass(frozen=True, slots=True)
class GameTool:
    """One tool: `open(parent)` shows its window (not modal) and gives it back. A window that
    offers it keeps the action as `<name>_action` and the last window opened as `<name>`."""

    name: str  # an identifier: "crash_resolver"
    title: str  # the game menu's words, with & before the mnemonic: "&Crash Resolver..."
    garage_title: str  # the garage window's Play menu, which lists every rule set's tools
    tip: str  # the status bar's line
    open: Callable[[QWidget | None], QWidget]
    shortcut: str = ""  # in a game of the rule set


_TOOLS: dict[str, list[GameTool]] = {}
_discovered = False


def register(key: str, tool: GameTool) -> GameTool:
    tools = _TOOLS.setdefault(key, [])
    tools[:] = [t for t in tools if t.name != tool.name] + [tool]
    return tool


def unregister(key: str) -> None:
    _TOOLS.pop(key, None)


def _import(key: str) -> None:
    module = f"{__name__}.{key}"
    try:
        importlib.import_module(module)
    except ModuleNotFoundError as exc:
        if exc.name != module:
            raise


def for_ruleset(key: str) -> tuple[GameTool, ...]:
    """The tools of rule set `key` (none: it has none)."""
    if key not in _TOOLS:
        _import(key)
    return tuple(_TOOLS.get(key, ()))


def every_tool() -> tuple[GameTool, ...]:
    """Every rule set's tools, by rule-set key, without importing any rule set."""
    global _discovered
    if not _discovered:
        _discovered = True
        for found in pkgutil.iter_modules(__path__):
            if found.name not in _TOOLS:
                _import(found.name)
    return tuple(tool for key in sorted(_TOOLS) for tool in _TOOLS[key])
