"""A&A II's car-editor panel: the car editor as it always was."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from garage.rules import rulesets
from garage.ui import editors
from garage.ui.car_editor import CarEditor


def _panel(ruleset: rulesets.RuleSet, parent: QWidget | None = None) -> QWidget:
    return CarEditor(ruleset.catalogue, parent)


editors.register("aa2", _panel)
