"""A vehicle design: what a player builds in the garage and shares as a `.car.json` file.

The shape every rule set's cars share (a weight class, a stat line, weapons on faces,
dropped systems, equipment, crew); what the words mean, and what a car may carry, is the
rule set's (named by `ruleset`, a key of garage.rules.rulesets). A design may be illegal
(over Capacity, a heavy gun fitted...): it is still a design, and the rule set's validation
says what is wrong with it. Designs are immutable values; an edit makes a new one with
`dataclasses.replace`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar, NamedTuple, Protocol, TypeVar

from garage.rules.rulesets import DEFAULT

STATS = ("max", "acc", "dec", "turn")


class Vehicle(Protocol):
    """What every rule set's car has, and all that general code (storage, sheets, the CLI, the
    screens) may ask of one: the rest is the rule set's own frozen dataclass (A&A II's `Design`,
    Battle Cars' `BattleCar`, the crash tables' `CarWarsVehicle`), which only its rule set reads;
    general code asks the rule set (`vehicle_class`, `vehicle_summary`, ...) for the rest."""

    # Every rule set's car is a frozen dataclass: an edit is `dataclasses.replace` (see `renamed`).
    __dataclass_fields__: ClassVar[dict[str, Any]]

    @property
    def name(self) -> str: ...
    @property
    def ruleset(self) -> str: ...  # its rule set's key (garage.rules.rulesets)
    @property
    def notes(self) -> str: ...
    def __hash__(self) -> int: ...  # frozen: storage remembers which cars it has read


V = TypeVar("V", bound=Vehicle)


def renamed(vehicle: V, name: str) -> V:
    """The same car under another name, of whatever rule set."""
    return replace(vehicle, name=name)


def without_notes(vehicle: V) -> V:
    return replace(vehicle, notes="")


@dataclass(frozen=True, slots=True)
class StatLine:
    max: int
    acc: int
    dec: int
    turn: int

    def as_dict(self) -> dict[str, int]:
        return {"max": self.max, "acc": self.acc, "dec": self.dec, "turn": self.turn}

    def __str__(self) -> str:
        return f"MAX {self.max} ACC {self.acc} DEC {self.dec} TURN {self.turn}"


class _WeightClass(Protocol):
    # Read-only: a rule set's weight classes are frozen.
    @property
    def standard(self) -> StatLine: ...
    @property
    def race(self) -> StatLine: ...


class Catalogue(Protocol):
    """What a design asks of its rule set's catalogue: the stat lines of its weight class."""

    def weight(self, key: str) -> _WeightClass: ...


@dataclass(frozen=True, slots=True)
class Weapon:
    name: str
    cls: str  # a weapon class of the rule set (A&A II: light | medium | heavy | flamethrower)
    mount: str | None  # front | rear | left | right | turret; None = no face chosen yet

    @property
    def turreted(self) -> bool:
        return self.mount == "turret"


@dataclass(frozen=True, slots=True)
class Design:
    name: str
    weight: str  # a weight class of the rule set (A&A II: light | medium | heavy)
    stats: StatLine | None = None  # None: the class's standard line
    weapons: tuple[Weapon, ...] = ()
    dropped: tuple[str, ...] = ()
    equipment: tuple[str, ...] = ()
    navigator: bool = False
    notes: str = ""
    # None: a turret exists exactly when a weapon is mounted in it. True: a turret is fitted
    # even if empty (RULINGS D4 warns). False: the player said there is none.
    turret: bool | None = None
    ruleset: str = DEFAULT  # its rule set's key (garage.rules.rulesets)

    @property
    def turret_weapons(self) -> tuple[Weapon, ...]:
        return tuple(w for w in self.weapons if w.turreted)

    @property
    def has_turret(self) -> bool:
        return bool(self.turret) or (self.turret is None and bool(self.turret_weapons))

    def standard_stats(self, catalogue: Catalogue) -> StatLine:
        return catalogue.weight(self.weight).standard

    def stat_line(self, catalogue: Catalogue) -> StatLine:
        return self.stats if self.stats is not None else self.standard_stats(catalogue)

    def is_custom(self, catalogue: Catalogue) -> bool:
        return self.stats is not None and self.stats != self.standard_stats(catalogue)

    def race_stat_line(self, catalogue: Catalogue) -> StatLine:
        """RULINGS D10: the race baseline, with a custom line's differences kept."""
        weight = catalogue.weight(self.weight)
        line = self.stat_line(catalogue)
        return StatLine(
            **{
                s: max(0, getattr(weight.race, s) + getattr(line, s) - getattr(weight.standard, s))
                for s in STATS
            }
        )


class ComponentKey(NamedTuple):
    """A Component's stable id, as states, events and sheets write it: a system of the first
    group ("engine"), or a part and its index in the design ("weapon:0", "equipment:2")."""

    kind: str
    # The part's place in the design; as a NamedTuple field it hides tuple.index, which no key needs.
    index: int | None = None  # type: ignore[assignment]

    @classmethod
    def parse(cls, text: str) -> ComponentKey:
        kind, _, index = text.partition(":")
        return cls(kind, int(index) if index else None)

    def __str__(self) -> str:
        return self.kind if self.index is None else f"{self.kind}:{self.index}"


@dataclass(frozen=True, slots=True)
class Component:
    """One thing on the car that can be lost at a threshold (section 8), as on the sheet."""

    key: str  # stable id: engine, steering, ..., weapon:0, flame-tank:0, dropped:1, equipment:2
    label: str
    outcome: str  # what losing it means, e.g. "Damaged / Destroyed"
    group: str  # "first" (every vehicle) or "second" (this vehicle's configuration)
