"""A vehicle design: what a player builds in the garage and shares as a `.car.json` file.

A design may be illegal (over Capacity, a heavy gun fitted...): it is still a design, and
`garage.rules.aa2.validation` says what is wrong with it. Designs are immutable values; an edit
makes a new one with `dataclasses.replace`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from garage.rules.aa2.catalogue import STATS, Catalogue, StatLine, load_catalogue


@dataclass(frozen=True, slots=True)
class Weapon:
    name: str
    cls: str  # light | medium | heavy | flamethrower
    mount: str | None  # front | rear | left | right | turret; None = no face chosen yet

    @property
    def turreted(self) -> bool:
        return self.mount == "turret"


@dataclass(frozen=True, slots=True)
class Design:
    name: str
    weight: str  # light | medium | heavy
    stats: StatLine | None = None  # None: the class's standard line
    weapons: tuple[Weapon, ...] = ()
    dropped: tuple[str, ...] = ()
    equipment: tuple[str, ...] = ()
    navigator: bool = False
    notes: str = ""
    # None: a turret exists exactly when a weapon is mounted in it. True: a turret is fitted
    # even if empty (RULINGS D4 warns). False: the player said there is none.
    turret: bool | None = None

    @property
    def turret_weapons(self) -> tuple[Weapon, ...]:
        return tuple(w for w in self.weapons if w.turreted)

    @property
    def has_turret(self) -> bool:
        return bool(self.turret) or (self.turret is None and bool(self.turret_weapons))

    def standard_stats(self, catalogue: Catalogue | None = None) -> StatLine:
        return (catalogue or load_catalogue()).weight(self.weight).standard

    def stat_line(self, catalogue: Catalogue | None = None) -> StatLine:
        return self.stats if self.stats is not None else self.standard_stats(catalogue)

    def is_custom(self, catalogue: Catalogue | None = None) -> bool:
        return self.stats is not None and self.stats != self.standard_stats(catalogue)

    def race_stat_line(self, catalogue: Catalogue | None = None) -> StatLine:
        """RULINGS D10: the race baseline, with a custom line's differences kept."""
        weight = (catalogue or load_catalogue()).weight(self.weight)
        line = self.stat_line(catalogue)
        return StatLine(
            **{
                s: max(0, getattr(weight.race, s) + getattr(line, s) - getattr(weight.standard, s))
                for s in STATS
            }
        )


def random_stat_line(weight: str, roll_d6: Callable[[], int], catalogue: Catalogue | None = None) -> StatLine:
    """The optional random creation of section 2 (RULINGS D9): d6 each for MAX, ACC, DEC."""
    catalogue = catalogue or load_catalogue()
    base = catalogue.weight(weight).standard
    mods = catalogue.random_stat_modifiers
    values = base.as_dict()
    for stat in ("max", "acc", "dec"):
        face = roll_d6()
        if not 1 <= face <= 6:
            raise ValueError(f"a d6 cannot show {face}")
        values[stat] = max(0, values[stat] + mods[face - 1])
    return StatLine(**values)


@dataclass(frozen=True, slots=True)
class Component:
    """One thing on the car that can be lost at a threshold (section 8), as on the sheet."""

    key: str  # stable id: engine, steering, ..., weapon:0, flame-tank:0, dropped:1, equipment:2
    label: str
    outcome: str  # what losing it means, e.g. "Damaged / Destroyed"
    group: str  # "first" (every vehicle) or "second" (this vehicle's configuration)


FIRST_GROUP = (
    ("engine", "Engine", "Damaged / Destroyed"),
    ("steering", "Steering", "Damaged / Destroyed"),
    ("brakes", "Brakes", "Destroyed"),
    ("fuel", "Fuel Tank", "Vehicle destroyed"),
    ("driver", "Driver", "Dead"),
)


def components(design: Design, catalogue: Catalogue | None = None) -> tuple[Component, ...]:
    """Every Component the car carries, in sheet order."""
    catalogue = catalogue or load_catalogue()
    out = [Component(key, label, outcome, "first") for key, label, outcome in FIRST_GROUP]
    for i, weapon in enumerate(design.weapons):
        cls = catalogue.weapon_classes.get(weapon.cls)
        out.append(Component(f"weapon:{i}", weapon.name or (cls.name if cls else "Weapon"), "Destroyed", "first"))
    for i, weapon in enumerate(design.weapons):
        cls = catalogue.weapon_classes.get(weapon.cls)
        if cls is not None and cls.flame_tank:
            out.append(Component(f"flame-tank:{i}", "Flame Tank", "Vehicle destroyed", "second"))
    if design.has_turret:
        out.append(Component("turret", catalogue.turret_name, "Destroyed with its weapons", "second"))
    for i, key in enumerate(design.dropped):
        system = catalogue.dropped.get(key)
        out.append(Component(f"dropped:{i}", system.name if system else key, "Destroyed", "second"))
    for i, key in enumerate(design.equipment):
        item = catalogue.equipment.get(key)
        out.append(Component(f"equipment:{i}", item.name if item else key, "Destroyed", "second"))
    if design.navigator:
        out.append(Component("navigator", catalogue.navigator_name, "Killed", "second"))
    return tuple(out)
