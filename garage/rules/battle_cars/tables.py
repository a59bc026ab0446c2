"""The Battle Cars tables (rules/battle-cars-rules.txt), typed and immutable, read from
resources/rules/battle_cars/tables.toml. The engine asks these functions and repeats no
number of the text."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from types import MappingProxyType
from typing import Any

from garage.resources import resource

SURFACES = ("road", "grass")
CORNERS = (45, 90, 135)
SUPERCHARGER, POWER_BRAKES, AUTO_STEER = "supercharger", "power-brakes", "auto-steer"
DRIFT_AS_EXAMPLE = "drift-as-example"  # the option: line 52's worked example over the Drift Table
HEAD_ON, SIDE, REAR = "head_on", "side", "rear"

_DICE = re.compile(r"^(\d*)d([+-]\d+)?$")


@dataclass(frozen=True, slots=True)
class RamDice:
    """A ram's damage as the table writes it ("1d-2", "2d+1"): dice of the table's die plus a
    bonus; the damage is never below 0."""

    count: int
    bonus: int
    sides: int

    @classmethod
    def parse(cls, text: str, sides: int) -> RamDice:
        match = _DICE.match(text.replace(" ", ""))
        if not match:
            raise ValueError(f"not a ram damage: {text!r}")
        return cls(int(match.group(1) or 1), int(match.group(2) or 0), sides)

    def value(self, faces: tuple[int, ...]) -> int:
        if len(faces) != self.count or not all(1 <= f <= self.sides for f in faces):
            raise ValueError(f"{self} needs {self.count} faces of a d{self.sides}, not {faces}")
        return max(0, sum(faces) + self.bonus)

    @property
    def lowest(self) -> int:
        return max(0, self.count + self.bonus)

    @property
    def highest(self) -> int:
        return max(0, self.count * self.sides + self.bonus)

    def __str__(self) -> str:
        bonus = f"{self.bonus:+d}" if self.bonus else ""
        return f"{self.count}d{bonus}"


@dataclass(frozen=True, slots=True)
class DriftRow:
    sd: int
    drift: int  # the most points drifted
    tyre_damage: int


@dataclass(frozen=True, slots=True)
class Drift:
    distance: int
    tyre_damage: int


@dataclass(frozen=True, slots=True)
class Tables:
    acceleration: Mapping[str, Mapping[str, int]]  # "" or equipment -> surface -> points
    deceleration: Mapping[str, Mapping[str, int]]
    cornering: Mapping[int, Mapping[str, Mapping[str, int]]]  # angle -> "" or auto-steer -> surface
    marker_sd: Mapping[str, int]
    drift_die: int
    drift_rows: tuple[DriftRow, ...]
    example_extra: int
    obstruction_damage: int
    obstructions: tuple[str, ...]
    ram_die: int
    ram_share: Mapping[str, tuple[float, float]]  # direction -> (target, rammer)
    ram_dice: tuple[RamDice, ...]  # RV1 first
    pedestrian_speed: int
    pedestrian_passes: tuple[str, ...]
    pedestrian_enters: tuple[str, ...]

    # --- movement (lines 22-33) --------------------------------------------------------

    def max_acceleration(self, surface: str, equipment: frozenset[str] | tuple[str, ...]) -> int:
        _check_surface(surface)
        return self.acceleration[SUPERCHARGER if SUPERCHARGER in equipment else ""][surface]

    def max_deceleration(self, surface: str, equipment: frozenset[str] | tuple[str, ...]) -> int:
        _check_surface(surface)
        return self.deceleration[POWER_BRAKES if POWER_BRAKES in equipment else ""][surface]

    def safe_speed(self, angle: int, surface: str, auto_steer: bool) -> int:
        _check_surface(surface)
        if angle not in self.cornering:
            raise ValueError(f"a corner is one of {CORNERS} degrees, not {angle!r}")
        return self.cornering[angle][AUTO_STEER if auto_steer else ""][surface]

    # --- skids (lines 41-57) -----------------------------------------------------------

    def cornering_sd(self, speed: int, angle: int, surface: str, auto_steer: bool) -> int:
        """Line 48: the excess of the speed over the safe speed (0: no test)."""
        return max(0, speed - self.safe_speed(angle, surface, auto_steer))

    def marker_speed_difference(self, marker: str, speed: int) -> int:
        """Line 49: "Oil=5 or Speed" and the like: whichever is lower."""
        return max(0, min(self.marker_sd[marker], speed))

    def drift_row(self, sd: int) -> DriftRow:
        if sd < 1:
            raise ValueError(f"a skid's Speed Difference is 1 or more, not {sd}")
        return self.drift_rows[min(sd, len(self.drift_rows)) - 1]

    def most_drift(self, sd: int, as_example: bool = False) -> int:
        return self.drift_row(sd).drift + (self.example_extra if as_example else 0)

    def drift(self, sd: int, roll: int | None, as_example: bool = False) -> Drift:
        """The Drift Table's answer for one die (None: the row drifts 0, no die is rolled)."""
        most = self.most_drift(sd, as_example)
        if roll is None:
            if most:
                raise ValueError(f"SD {sd} drifts up to {most}: a die is needed")
            distance = 0
        else:
            if not 1 <= roll <= self.drift_die:
                raise ValueError(f"{roll} is not a face of a d{self.drift_die}")
            distance = max(0, roll - (self.drift_die - most))
        return Drift(distance, self.drift_row(sd).tyre_damage)

    # --- rams (lines 65-73) ------------------------------------------------------------

    def ram_damage_dice(self, rv: int) -> RamDice:
        if rv < 1:
            raise ValueError(f"a ram's Relative Velocity is 1 or more, not {rv}")
        return self.ram_dice[min(rv, len(self.ram_dice)) - 1]

    def ram_damage(self, direction: str, damage: int) -> tuple[int, int]:
        """(target's, rammer's) damage from the roll: full, or half rounded down."""
        target, rammer = self.ram_share[direction]
        return int(damage * target), int(damage * rammer)


def _check_surface(surface: str) -> None:
    if surface not in SURFACES:
        raise ValueError(f"a surface is one of {', '.join(SURFACES)}, not {surface!r}")


def _by_surface(raw: Mapping[str, Any]) -> Mapping[str, int]:
    return MappingProxyType({s: int(raw[s]) for s in SURFACES})


def _with_equipment(raw: Mapping[str, Any], equipment: str) -> Mapping[str, Mapping[str, int]]:
    return MappingProxyType({"": _by_surface(raw), equipment: _by_surface(raw[equipment])})


def read_tables(raw: Mapping[str, Any]) -> Tables:
    corners = raw["cornering"]
    if sorted(int(a) for a in corners) != list(CORNERS):
        raise ValueError(f"tables.toml: [cornering] must be {CORNERS}")
    drift = raw["drift"]
    rows = tuple(DriftRow(int(r["sd"]), int(r["drift"]), int(r["tyre_damage"])) for r in drift["rows"])
    if [r.sd for r in rows] != list(range(1, len(rows) + 1)):
        raise ValueError("tables.toml: [drift] rows must be SD 1, 2, 3, ... in order")
    ram = raw["ram"]
    die = int(ram["die"])
    damage = ram["damage"]
    if [int(d["rv"]) for d in damage] != list(range(1, len(damage) + 1)):
        raise ValueError("tables.toml: [ram] damage must be RV1, RV2, ... in order")
    return Tables(
        acceleration=_with_equipment(raw["acceleration"], SUPERCHARGER),
        deceleration=_with_equipment(raw["deceleration"], POWER_BRAKES),
        cornering=MappingProxyType({int(a): _with_equipment(v, AUTO_STEER) for a, v in corners.items()}),
        marker_sd=MappingProxyType({k: int(v) for k, v in raw["skid"]["markers"].items()}),
        drift_die=int(drift["die"]),
        drift_rows=rows,
        example_extra=int(drift["example_extra"]),
        obstruction_damage=int(raw["crash"]["obstruction_damage"]),
        obstructions=tuple(raw["crash"]["obstructions"]),
        ram_die=die,
        ram_share=MappingProxyType({d: (float(ram[d]["target"]), float(ram[d]["rammer"]))
                                    for d in (HEAD_ON, SIDE, REAR)}),
        ram_dice=tuple(RamDice.parse(str(d["dice"]), die) for d in damage),
        pedestrian_speed=int(raw["pedestrian"]["speed"]),
        pedestrian_passes=tuple(raw["pedestrian"]["passes"]),
        pedestrian_enters=tuple(raw["pedestrian"]["enters"]),
    )


@cache
def tables() -> Tables:
    with open(resource("rules", "battle_cars", "tables.toml"), "rb") as f:
        return read_tables(tomllib.load(f))
