"""The A&A II vehicle rules as data: weight classes, stat lines and the component catalogue.

Everything here is read once from `resources/rules/aa2/*.toml` into frozen objects; code
elsewhere asks the catalogue instead of repeating a number from the rules text. The words a
player reads (names, labels, effects) are `Word`s, said in the player's language where the
app shows them (scripts/translations.py's DATA_WORDS lists their keys).
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from garage.resources import resource
from garage.rules.aa2.vehicle import STATS, StatLine
from garage.rules.phrase import Word

WEIGHTS = ("light", "medium", "heavy")
WEAPON_CLASSES = ("light", "medium", "heavy", "flamethrower")
FACES = ("front", "rear", "left", "right")
MOUNTS = FACES + ("turret",)
# The faces and the turret as a player reads them (a label, a column of the weapons table).
FACE_WORDS = {"front": Word("Front"), "rear": Word("Rear"), "left": Word("Left"), "right": Word("Right"),
              "turret": Word("Turret")}
NO_FACE = Word("no face")


def face_word(mount: str | None) -> str:
    """A weapon's face (or the turret) in words: "Front", ..., "no face" for none."""
    return FACE_WORDS.get(mount, Word(mount.capitalize())) if mount else NO_FACE


@dataclass(frozen=True, slots=True)
class System:
    """A Component of the first group, which every vehicle has (section 8)."""

    key: str
    label: str
    outcome: str


@dataclass(frozen=True, slots=True)
class Threshold:
    line: int
    label: str
    component_loss: tuple[int, ...]
    vehicle_destroyed: bool


@dataclass(frozen=True, slots=True)
class WeightClass:
    key: str
    name: str
    capacity: int
    circles_per_line: int
    standard: StatLine
    race: StatLine
    examples: str
    lines: int  # threshold lines on the sheet, each of circles_per_line circles

    @property
    def hit_points(self) -> int:
        return self.lines * self.circles_per_line


@dataclass(frozen=True, slots=True)
class WeaponClass:
    key: str
    name: str  # "Light gun", as a label
    cost: int
    fittable: bool
    flame_tank: bool = False
    in_text: str = ""  # "light gun", as a sentence names it


@dataclass(frozen=True, slots=True)
class DroppedSystem:
    key: str
    name: str
    template: str
    cost: int
    drops: int
    effect: str


@dataclass(frozen=True, slots=True)
class Equipment:
    key: str
    name: str
    cost: int
    effect: str
    ram_modifier: int = 0
    reroll: str | None = None
    charges: int = 0
    repeatable: bool = False
    needs_navigator: bool = False  # only of use with a Lady Navigator aboard
    ejects_navigator: bool = False  # she may eject while it works
    extinguisher: bool = False  # fires burn on the extinguisher's table while it works


@dataclass(frozen=True, slots=True)
class Catalogue:
    weights: Mapping[str, WeightClass]
    thresholds: tuple[Threshold, ...]
    systems: tuple[System, ...]
    random_stat_modifiers: tuple[int, ...]
    random_stats: tuple[str, ...]
    weapon_classes: Mapping[str, WeaponClass]
    turret_name: str
    turret_cost_per_weapon: int
    dropped: Mapping[str, DroppedSystem]
    equipment: Mapping[str, Equipment]
    navigator_name: str
    navigator_effect: str
    navigator_extinguisher: bool  # she counts as an extinguisher while aboard
    example_weapons: Mapping[str, tuple[str, ...]]
    combat: Mapping[str, Any] = field(repr=False)

    def weight(self, key: str) -> WeightClass:
        return self.weights[key]

    def example_class(self, weapon_name: str) -> str | None:
        """The class of a named example weapon ("Heavy Laser" -> "medium"), if it is one."""
        wanted = weapon_name.strip().casefold()
        for cls, names in self.example_weapons.items():
            if any(name.casefold() == wanted for name in names):
                return cls
        return None


def _read(path: Path) -> dict[str, Any]:
    with path.open("rb") as fh:
        return tomllib.load(fh)


def _freeze(value: object) -> object:
    if isinstance(value, dict):
        return _freeze_table(value)
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    return value


def _freeze_table(table: dict[str, Any]) -> Mapping[str, Any]:
    """A TOML table, read-only all the way down: tables become mappings, arrays tuples."""
    return MappingProxyType({k: _freeze(v) for k, v in table.items()})


def _words(raw: Mapping[str, Any], *keys: str) -> dict[str, Any]:
    """A TOML table's fields, those of `keys` that it has as `Word`s (a player reads them)."""
    return {key: Word(value) if key in keys and isinstance(value, str) else value for key, value in raw.items()}


def _stat_line(raw: Mapping[str, Any]) -> StatLine:
    return StatLine(**{name: int(raw[name]) for name in STATS})


@cache
def load_catalogue(folder: Path | None = None) -> Catalogue:
    """Read the rules data once. `folder` defaults to the shipped A&A II data."""
    folder = folder or resource("rules", "aa2")
    vehicles = _read(folder / "vehicles.toml")
    components = _read(folder / "components.toml")
    combat = _read(folder / "combat.toml")

    lines = len(vehicles["thresholds"])
    weights = {
        key: WeightClass(
            key=key,
            name=Word(raw["name"]),
            capacity=raw["capacity"],
            circles_per_line=raw["circles_per_line"],
            standard=_stat_line(raw["standard"]),
            race=_stat_line(raw["race"]),
            examples=Word(raw["examples"]),
            lines=lines,
        )
        for key, raw in vehicles["weights"].items()
    }
    thresholds = tuple(
        Threshold(
            line=raw["line"],
            label=Word(raw["label"]),
            component_loss=tuple(raw["component_loss"]),
            vehicle_destroyed=raw.get("vehicle_destroyed", False),
        )
        for raw in vehicles["thresholds"]
    )
    weapon_classes = {
        key: WeaponClass(key=key, **_words({"in_text": raw["name"].lower()} | raw, "name", "in_text"))
        for key, raw in components["weapon_classes"].items()
    }
    dropped = {key: DroppedSystem(key=key, **_words(raw, "name", "template", "effect"))
               for key, raw in components["dropped"].items()}
    equipment = {key: Equipment(key=key, **_words(raw, "name", "effect"))
                 for key, raw in components["equipment"].items()}
    assert set(weights) == set(WEIGHTS), f"{folder}: weights must be {WEIGHTS}"
    assert set(weapon_classes) == set(WEAPON_CLASSES), f"{folder}: classes must be {WEAPON_CLASSES}"
    return Catalogue(
        weights=MappingProxyType(weights),
        thresholds=thresholds,
        systems=tuple(System(**_words(raw, "label", "outcome")) for raw in vehicles["systems"]),
        random_stat_modifiers=tuple(vehicles["random_stat_roll"]["modifiers"]),
        random_stats=tuple(vehicles["random_stat_roll"]["stats"]),
        weapon_classes=MappingProxyType(weapon_classes),
        turret_name=Word(components["turret"]["name"]),
        turret_cost_per_weapon=components["turret"]["cost_per_weapon"],
        dropped=MappingProxyType(dropped),
        equipment=MappingProxyType(equipment),
        navigator_name=Word(components["navigator"]["name"]),
        navigator_effect=Word(components["navigator"]["effect"]),
        navigator_extinguisher=components["navigator"].get("extinguisher", False),
        example_weapons=MappingProxyType(
            {cls: tuple(names) for cls, names in components["example_weapons"].items()}
        ),
        combat=_freeze_table(combat),
    )
