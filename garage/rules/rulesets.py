"""The registry of rule sets: each game system Garage knows is one `RuleSet` object
(garage/rules/ruleset.py, the interface), registered here, and every file names its rule set
by the first part of its `format` ("axles-and-alloys-ii/vehicle").

General code (validation reports, vehicle files, sheets, storage, the play engine, the
campaign) is handed a rule set, or finds the one a design, file or game names (`get`,
`for_format`), and asks it; it never reaches into a rule set's folder. A new rule set lives in
its own folder (garage/rules/<key>/, its data in resources/rules/<key>/) and is added to
BUILT_IN. The play screen's types (`ActionSpec`, `Field`, `SetupForm`...: garage/rules/spec.py;
`GameStatus`, `CarCard`, `Line`: garage/rules/status.py) are re-exported from here.
Record sheets, car-editor panels, look-ups and game tools (windows of a rule set's own, like
the crash resolver) are not the rules' business: garage/sheets, garage/ui/editors,
garage/ui/lookups and garage/ui/tools keep registries by rule-set key (`ByRuleSet`).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Generic, TypeVar

if TYPE_CHECKING:
    # The interface imports this registry (and design.py, game_result.py, which name it), so
    # the registry names it for annotations only: subclass garage.rules.ruleset.RuleSet.
    from garage.rules.ruleset import PlayInModules as PlayInModules
    from garage.rules.ruleset import RuleSet as RuleSet
    from garage.rules.spec import CAR_FIELDS, FIELD_KINDS, ActionSpec, Choice, Field, OptionGroup, SetupForm
    from garage.rules.status import (
        CONDITIONS,
        TONES,
        CarCard,
        Condition,
        GameStatus,
        Line,
        LogEntry,
        Piece,
        named,
        plain,
    )

# Modules that register a rule set when imported; loaded on the first look-up.
BUILT_IN = ("garage.rules.aa2.ruleset", "garage.rules.battle_cars.ruleset", "garage.rules.car_wars.ruleset")

VEHICLE, PLAY_LOG, GAME_RESULT = "vehicle", "play-log", "game-result"

# The rule set of everything made before rule sets were recorded (designs, game results,
# stored cars and campaigns), and of what the app creates until a player picks another.
T = TypeVar("T")

DEFAULT = "aa2"


# What the play screen and `garage-cli play` are handed (actions, fields, the new-game form):
# garage/rules/spec.py; the status: garage/rules/status.py. Both kept importable from here,
# each imported when one of its names is first asked for (`__getattr__`): their two dozen
# dataclasses were a fifth of the app's imports before its window showed the cars, which
# needs neither. A card or banner line is a list of pieces (text, tone): see status.py.
_PLAY_TYPES = {
    "garage.rules.spec": ("CAR_FIELDS", "FIELD_KINDS", "ActionSpec", "Choice", "Field", "OptionGroup", "SetupForm"),
    "garage.rules.status": ("CONDITIONS", "TONES", "CarCard", "Condition", "GameStatus", "Line", "LogEntry", "Piece",
                            "named", "plain"),
}
_FROM = {name: module for module, names in _PLAY_TYPES.items() for name in names}
__all__ = ["CAR_FIELDS", "CONDITIONS", "FIELD_KINDS", "TONES", "ActionSpec", "CarCard", "Choice", "Condition", "Field",
           "GameStatus", "Line", "LogEntry", "OptionGroup", "Piece", "SetupForm", "named", "plain"]


def __getattr__(name: str) -> Any:
    module = _FROM.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


class ByRuleSet(Generic[T]):
    """What a layer keeps per rule set (its record sheet, editor panel, look-ups), registered
    under the rule set's key by the module `<package>.<key>`, which is imported the first
    time that key is asked for: a rule set adds its own module and touches no other file."""

    def __init__(self, package: str) -> None:
        self.package = package
        self._found: dict[str, T] = {}

    def register(self, key: str, thing: T) -> T:
        self._found[key] = thing
        return thing

    def unregister(self, key: str) -> None:
        self._found.pop(key, None)

    def get(self, key: str) -> T | None:
        """Rule set `key`'s, or None when it has none."""
        if key not in self._found:
            module = f"{self.package}.{key}"
            try:
                importlib.import_module(module)
            except ModuleNotFoundError as exc:
                if exc.name != module:
                    raise
        return self._found.get(key)


_REGISTRY: dict[str, RuleSet] = {}
_loaded = False


def register(ruleset: RuleSet) -> RuleSet:
    for other in _REGISTRY.values():
        if other.key != ruleset.key and other.format_prefix == ruleset.format_prefix:
            raise ValueError(f"rule sets {other.key} and {ruleset.key} share the format prefix {ruleset.format_prefix}")
    _REGISTRY[ruleset.key] = ruleset
    return ruleset


def unregister(key: str) -> None:
    _REGISTRY.pop(key, None)


def _registry(wanted: Callable[[RuleSet], bool] = lambda found: False) -> dict[str, RuleSet]:
    """Every rule set; the built-in ones are imported the first time one is asked for that
    is not registered already (`wanted` tells whether the registered ones answer)."""
    global _loaded
    if not _loaded and not any(wanted(r) for r in _REGISTRY.values()):
        _loaded = True
        for module in BUILT_IN:
            importlib.import_module(module)
    return _REGISTRY


def all_rulesets() -> tuple[RuleSet, ...]:
    """Every rule set, the built-in ones first in BUILT_IN's order (whichever was asked for first)."""
    def place(ruleset: RuleSet) -> int:
        module = _module_of(ruleset.key)
        return BUILT_IN.index(module) if module in BUILT_IN else len(BUILT_IN)

    return tuple(sorted(_registry().values(), key=place))


def _module_of(key: str) -> str:
    return f"garage.rules.{key}.ruleset"


def get(key: str) -> RuleSet:
    """The rule set `key`; a built-in one is imported alone, so a program that shows one car
    (the app's start-up) does not pay for reading every rule set."""
    found = _REGISTRY.get(key)
    if found is not None:  # registered: what the rest would find (every game asks)
        return found
    if not _loaded and _module_of(key) in BUILT_IN:
        importlib.import_module(_module_of(key))
    try:
        return _registry(lambda r: r.key == key)[key]
    except KeyError:
        raise KeyError(f"no rule set '{key}' (known: {', '.join(_registry())})") from None


def for_format(fmt: Any, kind: str) -> RuleSet | None:
    """The rule set whose `kind` file this format is, or None."""
    if not isinstance(fmt, str):
        return None
    prefix, _, rest = fmt.rpartition("/")

    def names(r: RuleSet) -> bool:
        return r.format_prefix == prefix and rest == kind

    return next((r for r in _registry(names).values() if names(r)), None)


def formats(kind: str) -> tuple[str, ...]:
    """Every rule set's format of this kind, in `all_rulesets` order (not in the order they were
    first imported), so what a refusal lists is the same in every program."""
    return tuple(r.format(kind) for r in all_rulesets())


def format_problem(fmt: Any, kind: str) -> str:
    """What to tell a player whose file names no format of this kind we read."""
    import json

    known = " or ".join(f'"{f}"' for f in formats(kind))
    return f"must be {known}, not {json.dumps(fmt)}"
