"""Quick rule look-ups by rule set, for the Help window's Look-ups tab: a rule set's panel is
built by the factory registered under its key, in garage/ui/lookups/<key>.py (imported the
first time look-ups are shown). A panel is any QWidget; a rule set without one has none."""

from __future__ import annotations

import importlib
from collections.abc import Callable

from PySide6.QtWidgets import QWidget

from garage.rules import rulesets

# factory(rule set, parent) -> the panel
Factory = Callable[[rulesets.RuleSet, QWidget | None], QWidget]

_FACTORIES: dict[str, Factory] = {}


def register(key: str, factory: Factory) -> Factory:
    _FACTORIES[key] = factory
    return factory


def unregister(key: str) -> None:
    _FACTORIES.pop(key, None)


def factory(key: str) -> Factory | None:
    if key not in _FACTORIES:
        module = f"{__name__}.{key}"
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name != module:
                raise
    return _FACTORIES.get(key)


def panels(parent: QWidget | None = None) -> list[tuple[rulesets.RuleSet, QWidget]]:
    """Every rule set's look-ups that has them, the default rule set's first."""
    known = sorted(rulesets.all_rulesets(), key=lambda r: (r.key != rulesets.DEFAULT, r.name))
    return [(r, found(r, parent)) for r in known if (found := factory(r.key)) is not None]
