"""The Car Wars crash tables' game tool: the crash resolver (its window is resolver.py, imported
only when it is opened)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from garage.ui import tools
from garage.ui.translations import QT_TRANSLATE_NOOP


def _open(parent: QWidget | None) -> QWidget:
    from garage.ui.tools.car_wars.resolver import open_crash_resolver  # its tables are read when it is opened

    return open_crash_resolver(parent)


CRASH_RESOLVER = tools.GameTool(
    name="crash_resolver", title=QT_TRANSLATE_NOOP("GameTool", "&Crash Resolver..."),
    garage_title=QT_TRANSLATE_NOOP("GameTool", "Car Wars &Crash Resolver..."),
    tip=QT_TRANSLATE_NOOP("GameTool", "Roll on the Car Wars crash tables and see what to do to the model"), open=_open,
    shortcut="Ctrl+K")
tools.register("car_wars", CRASH_RESOLVER)
