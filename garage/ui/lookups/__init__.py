"""Quick rule look-ups by rule set, for the Help window's Look-ups tab: a rule set's panel is
built by the factory registered under its key, in garage/ui/lookups/<key>.py (imported the
first time look-ups are shown). A panel is any QWidget; a rule set without one has none."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QWidget

from garage.rules import rulesets
from garage.rules.ruleset import RuleSet

# factory(rule set, parent) -> the panel
Factory = Callable[[RuleSet, QWidget | None], QWidget]

_FACTORIES: rulesets.ByRuleSet[Factory] = rulesets.ByRuleSet(__name__)
register, unregister, factory = _FACTORIES.register, _FACTORIES.unregister, _FACTORIES.get


def panels(parent: QWidget | None = None) -> list[tuple[rulesets.RuleSet, QWidget]]:
    """Every rule set's look-ups that has them, the default rule set's first."""
    known = sorted(rulesets.all_rulesets(), key=lambda r: (r.key != rulesets.DEFAULT, r.name))
    return [(r, found(r, parent)) for r in known if (found := factory(r.key)) is not None]
