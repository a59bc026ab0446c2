"""Rule sets: each game system Garage knows is one `RuleSet` object, registered here, and
every file names its rule set by the first part of its `format` ("axles-and-alloys-ii/vehicle").

General code (validation reports, vehicle files, sheets, storage, the play engine, the
campaign) is handed a rule set, or finds the one a design, file or game names, and asks it;
it never reaches into a rule set's folder. A new rule set lives in its own folder
(garage/rules/<key>/, its data in resources/rules/<key>/) and is added to BUILT_IN.
"""

from __future__ import annotations

import importlib
import json
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from garage.rules.design import Component, Design
    from garage.rules.game_result import GameResult
    from garage.rules.play.inputs import Inputs
    from garage.rules.report import Report
    from garage.rules.scenario import Experience

# Modules that register a rule set when imported; loaded on the first look-up.
BUILT_IN = ("garage.rules.aa2.ruleset",)

VEHICLE, PLAY_LOG, GAME_RESULT = "vehicle", "play-log", "game-result"

# The rule set of everything made before rule sets were recorded (designs, game results,
# stored cars and campaigns), and of what the app creates until a player picks another.
DEFAULT = "aa2"


class RuleSet(ABC):
    """A game system: its name, catalogue, tables, scenarios, actions and file formats.
    Subclasses set the class attributes and answer the abstract methods."""

    key: ClassVar[str]  # its folder: garage/rules/<key>, resources/rules/<key>; a design's `ruleset`
    name: ClassVar[str]  # for people: "Axles and Alloys II"
    format_prefix: ClassVar[str]  # its files' formats: "<prefix>/vehicle", "<prefix>/play-log", ...

    def format(self, kind: str) -> str:
        return f"{self.format_prefix}/{kind}"

    @property
    def vehicle_format(self) -> str:
        return self.format(VEHICLE)

    # --- data ------------------------------------------------------------------------------

    @property
    @abstractmethod
    def catalogue(self) -> Any:
        """Weight classes, stat lines, the components a car may carry."""

    @property
    @abstractmethod
    def tables(self) -> Any:
        """The play tables."""

    @property
    @abstractmethod
    def experience(self) -> Experience:
        """The scenarios (one class each) and what a campaign game of each earns."""

    @property
    @abstractmethod
    def actions(self) -> Mapping[str, str]:
        """Every play action's name -> what it does (docs/play-log.md)."""

    # --- designs ---------------------------------------------------------------------------

    @abstractmethod
    def design_from_dict(self, data: Any, source: str) -> Design:
        """A vehicle file's object (its format already routed here); raises VehicleFileError."""

    @abstractmethod
    def design_to_dict(self, design: Design) -> dict[str, Any]:
        """The vehicle file's object, in canonical key order."""

    @abstractmethod
    def components(self, design: Design) -> tuple[Component, ...]:
        """Everything on the car that can be lost, in sheet order."""

    @abstractmethod
    def validate(self, design: Design, *, race: bool = False, options: frozenset[str] | None = None) -> Report:
        """The design judged by the rules; `race` and `options` add a particular game's checks."""

    # --- play ------------------------------------------------------------------------------

    @abstractmethod
    def setup_from_dict(self, data: Any) -> Any:
        """A play log's setup; raises SetupError naming the field."""

    @abstractmethod
    def check_setup(self, setup: Any) -> None:
        """What a setup built in code must satisfy as much as one read from a log."""

    @abstractmethod
    def check_action(self, action: Any) -> tuple[str, dict[str, Any]]:
        """The action's name and parameters; raises IllegalAction naming the bad field."""

    @abstractmethod
    def start(self, setup: Any, inputs: Inputs) -> tuple[Any, list[dict[str, Any]]]:
        """The state before the first action, and the events of the setup's own rolls."""

    @abstractmethod
    def apply(self, state: Any, action: dict[str, Any], inputs: Inputs) -> tuple[Any, list[dict[str, Any]]]:
        """The state after one action and what happened; NeedInput while dice or decisions lack."""

    @abstractmethod
    def game_result(self, state: Any) -> GameResult | None:
        """The campaign's record of a finished game (None until it is over)."""


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
    return tuple(_registry().values())


def get(key: str) -> RuleSet:
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
    return tuple(r.format(kind) for r in _registry().values())


def format_problem(fmt: Any, kind: str) -> str:
    """What to tell a player whose file names no format of this kind we read."""
    known = " or ".join(f'"{f}"' for f in formats(kind))
    return f"must be {known}, not {json.dumps(fmt)}"
