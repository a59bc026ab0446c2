"""What the game-night screen and `garage-cli play` are handed to offer a rule set's actions
and to set a game up: an action's fields (`Field`, one declaration for the screen's form and the
engine's parser, garage/rules/play/action.py), the actions (`ActionSpec`) and the new-game
dialog's choices (`SetupForm`). Plain values, importing nothing of Garage; `garage.rules.rulesets`
re-exports them."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

# A field's kind says what widget asks for it and where its choices come from; the ones
# marked (status) take their choices from the game's status as `RuleSet.status` gives it.
FIELD_KINDS = MappingProxyType({
    "car": "a car still in play (status: cars whose 'out' is None)",
    "other": "another car than the action's `car` (status: cars)",
    "target": "a car in play other than `car`, or a fixed defence that can be hit (status: cars, 'defences')",
    "defence": "a fixed defence (status: 'defences', each with 'id' and 'name')",
    "template": "a template on the table (status: 'templates', each with 'id' and 'kind')",
    "system": "a dropped system of `car` (its card: 'component_labels' and 'drops_left')",
    "component": "a component of `car` by its key (its card: 'component_labels')",
    "weapons": "indices of `car`'s weapons (its card: 'weapons'); `RuleSet.field_values` says which may fire",
    "choice": "one of the field's `choices`",
    "bool": "yes or no (a false optional one is left out of the action)",
    "int": "a whole number, from `minimum` to `maximum` when they are given (an optional one left at 0 is left out)",
    "number": "a number, whole or not (an optional one not given is left out)",
})


@dataclass(frozen=True, slots=True)
class Field:
    """One word of an action (the action's key in the log) as the play screen asks for it and
    as the engine parses it (garage/rules/play/action.py): one declaration for both."""

    name: str
    kind: str = "int"  # one of FIELD_KINDS
    required: bool = True
    label: str = ""  # for people; "" says the name
    choices: tuple[tuple[Any, str], ...] = ()  # kind "choice": (value, label); value "" is "not given"
    unit: str = ""  # a suffix for numbers: '"' for table units
    maximum: int | None = None  # for "int": the most it can be (None: no bound of its own)
    minimum: int | None = None  # for "int": the least it can be (None: no bound of its own)
    # For numbers: the key of the chosen car's card that bounds the value: a number (the most)
    # or {"min": ..., "max": ...}; None on the card means no bound now.
    bounded_by: str = ""

    def __post_init__(self) -> None:
        if self.kind not in FIELD_KINDS:
            raise ValueError(f"field {self.name}: kind must be one of {', '.join(FIELD_KINDS)}, not {self.kind!r}")

    @property
    def title(self) -> str:
        return self.label or self.name.replace("_", " ").capitalize()


@dataclass(frozen=True, slots=True)
class ActionSpec:
    """An action of the play log as the play screen offers it: a button, a menu entry, a form."""

    name: str
    help: str  # what it does (docs/play-log.md); shown above its form
    fields: tuple[Field, ...] = ()
    title: str = ""  # the button's and menu's words, with & before the mnemonic; "" says the name
    ends_game: bool = False  # the players call the game: the screen asks before it plays it

    @property
    def menu_title(self) -> str:
        return self.title or "&" + self.name.replace("_", " ").capitalize()


@dataclass(frozen=True, slots=True)
class Choice:
    """One thing a player may pick when setting up a game: a scenario, an optional rule..."""

    key: str
    label: str
    help: str = ""  # the rule it stands for, quoted: a tooltip
    default: bool = False  # for on/off options: on unless the players turn it off


@dataclass(frozen=True, slots=True)
class OptionGroup:
    """A list of on/off choices written to the setup's options under one key as a list of
    the keys chosen (A&A II's environmental conditions)."""

    key: str
    title: str
    choices: tuple[Choice, ...]


# The columns a car's row in the new-game dialog may have beside its id, design and driver
# ("speed": the mph it starts at, in steps of 5; the rule set's setup judges it).
CAR_FIELDS = ("rerolls", "navigator", "team", "speed")


@dataclass(frozen=True, slots=True)
class SetupForm:
    """What the new-game dialog offers for this rule set; empty parts are not shown."""

    scenarios: tuple[Choice, ...] = ()
    variants: Mapping[str, tuple[Choice, ...]] = field(default_factory=dict)  # scenario -> its variants
    laps: frozenset[str] = frozenset()  # scenarios played over a number of laps
    scales: tuple[Choice, ...] = ()  # table scales, key str(int)
    options: tuple[Choice, ...] = ()  # optional rules, on/off
    option_groups: tuple[OptionGroup, ...] = ()
    car_fields: tuple[str, ...] = ("rerolls",)  # of CAR_FIELDS
    team_scenarios: frozenset[str] = frozenset()  # scenarios where a car's team counts
    navigator_option: str = ""  # the option that lets a car carry a navigator ("" : always)
    defence_classes: tuple[Choice, ...] = ()  # fixed defences and their gun classes; none: no defences
