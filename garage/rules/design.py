"""What every rule set's car shares (`Vehicle`: name, rule set, notes) and the general parts of
one (`Component`, `ComponentKey`: what a car can lose, as sheets and play states name it).

Each rule set's car is its own frozen dataclass (A&A II's `garage.rules.aa2.vehicle.Design`,
Battle Cars' `BattleCar`, the crash tables' `CarWarsVehicle`); what its fields mean is the rule
set's, and general code asks the rule set (garage.rules.ruleset) for what it shows of a car. A
car may be illegal: it is still a car, and its rule set's validation says what is wrong with it.
Cars are immutable values; an edit makes a new one with `dataclasses.replace`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, NamedTuple, Protocol


class Vehicle(Protocol):
    """What every rule set's car has, and all that general code (storage, sheets, the CLI, the
    screens) may ask of one: the rest is the rule set's own frozen dataclass (A&A II's `Design`,
    Battle Cars' `BattleCar`, the crash tables' `CarWarsVehicle`), which only its rule set reads;
    general code asks the rule set (`vehicle_class`, `vehicle_summary`, ...) for the rest."""

    # Every rule set's car is a frozen dataclass: an edit, even by general code, is `dataclasses.replace`.
    __dataclass_fields__: ClassVar[dict[str, Any]]

    @property
    def name(self) -> str: ...
    @property
    def ruleset(self) -> str: ...  # its rule set's key (garage.rules.rulesets)
    @property
    def notes(self) -> str: ...
    def __hash__(self) -> int: ...  # frozen: storage remembers which cars it has read


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
