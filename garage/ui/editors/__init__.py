"""Car-editor panels by rule set: the main window shows a car in the panel of the car's rule
set, built by the factory registered under the rule set's key.

A rule set's panel lives in garage/ui/editors/<key>.py (or the package <key>/, with the
widgets of its own beside it), which calls `register` when imported; it is imported the first
time a car of that rule set is edited (A&A II's panel, the car editor, is the package
garage/ui/editors/aa2/, with its weapons table). A panel is a QWidget with:

- `edited = Signal(object, str, str)`: the new design (never changed in place), the undo
  command's text and a merge key ("" never merges); the window makes it one undo step;
- `status = Signal(str)`: a line for the status bar;
- `set_design(design | None)`: show a design (None: nothing chosen);
- `name_taken`: a callable the window sets, name -> True when another car has that name.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from garage.rules import rulesets

if TYPE_CHECKING:  # the interface's module (a tenth of the app's imports) loads with a rule set
    from garage.rules.ruleset import RuleSet

# factory(rule set, parent) -> the panel
Factory = Callable[["RuleSet", QWidget | None], QWidget]

_FACTORIES: rulesets.ByRuleSet[Factory] = rulesets.ByRuleSet(__name__)
register, unregister, factory = _FACTORIES.register, _FACTORIES.unregister, _FACTORIES.get


def panel(ruleset: rulesets.RuleSet, parent: QWidget | None = None) -> QWidget | None:
    found = factory(ruleset.key)
    return found(ruleset, parent) if found is not None else None
