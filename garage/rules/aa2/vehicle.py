"""An Axles and Alloys II car: its weight class, stat line, weapons on faces, dropped systems,
equipment and crew, as the garage builds it and a `.car.json` file shares it (vehicle_file.py).

What the words mean, and what a car may carry, is the catalogue's. A design may be illegal (over
Capacity, a heavy gun fitted...): it is still a design, and validation says what is wrong with
it. Designs are immutable values; an edit makes a new one with `dataclasses.replace`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from garage.rules.design import Vehicle
from garage.rules.rulesets import DEFAULT

STATS = ("max", "acc", "dec", "turn")


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


def own(design: Vehicle) -> Design:
    """The car as A&A II's own type (general code hands it on as a Vehicle)."""
    if not isinstance(design, Design):
        raise TypeError(f"'{design.name}' is a {design.ruleset} car, not an Axles and Alloys II one")
    return design
