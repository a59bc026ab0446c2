"""Battle Cars' game tool: the map editor (its window is map_editor.py, imported only when it
is opened). New Game's "Edit map..." opens it by its name, `map_editor`."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from garage.ui import tools
from garage.ui.translations import QT_TRANSLATE_NOOP


def _open(parent: QWidget | None) -> QWidget:
    from garage.ui.tools.battle_cars.map_editor import open_map_editor

    return open_map_editor(parent)


MAP_EDITOR = tools.GameTool(
    name="map_editor", title=QT_TRANSLATE_NOOP("GameTool", "&Maps..."),
    garage_title=QT_TRANSLATE_NOOP("GameTool", "Battle Cars &Maps..."),
    tip=QT_TRANSLATE_NOOP("GameTool", "Make and change the maps Battle Cars is played on: road, grass, buildings, "
                                      "trees, starting points"),
    open=_open)
tools.register("battle_cars", MAP_EDITOR)
