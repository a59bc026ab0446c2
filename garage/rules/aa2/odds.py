"""The odds of an attack before anyone rolls: exact, by convolution, never by sampling.

A gun rolls a number of d6 set by its class and the range (section 7); each die deals the
hit points the target's speed band gives its face. The sum over the dice is the damage
distribution. With the target's hit points left and weight class, the chance of crossing
each threshold still ahead (RULINGS P5: in order, line 1, 2, 3) is the chance that the damage
reaches it. Probabilities are Fractions inside; `as_dict` gives floats for screens and JSON.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import Any

from garage.rules.aa2 import tables
from garage.rules.aa2.catalogue import WEIGHTS, load_catalogue
from garage.rules.distribution import Distribution, die
from garage.rules.phrase import Phrase


class OutOfRange(ValueError):
    """The target is beyond the weapon's longest range band."""


@dataclass(frozen=True, slots=True)
class ThresholdOdds:
    line: int
    label: str
    damage_needed: int  # hit points this attack must deal to cross the line
    probability: Fraction

    def as_dict(self) -> dict[str, Any]:
        return {"line": self.line, "label": self.label, "damage_needed": self.damage_needed,
                "probability": float(self.probability)}


@dataclass(frozen=True, slots=True)
class AttackOdds:
    dice: int
    damage: Distribution
    thresholds: tuple[ThresholdOdds, ...] = ()

    @property
    def hit_chance(self) -> Fraction:
        """Chance of any damage; for a flamethrower, the chance of starting a fire (P6)."""
        return 1 - self.damage[0]

    def as_dict(self) -> dict[str, Any]:
        # Every amount from 0 to the most possible, impossible ones at 0.0, so a table or
        # chart needs no gaps filled in.
        result: dict[str, Any] = {"dice": self.dice,
                        "damage": {str(hp): float(self.damage[hp]) for hp in range(max(self.damage) + 1)}}
        if self.thresholds:
            result["thresholds"] = [t.as_dict() for t in self.thresholds]
        return result


@cache
def die_damage(target_speed: int, jumping: bool = False) -> Distribution:
    """Hit points one d6 deals to a target at this speed (misses deal 0)."""
    table = tables.hit_table(target_speed, jumping)
    return die(6).map(lambda face: table.get(face, 0))


@cache
def damage_distribution(dice: int, target_speed: int, jumping: bool = False) -> Distribution:
    return die_damage(target_speed, jumping).repeat(dice)


def threshold_odds(damage: Distribution, hit_points_left: int, weight: str) -> tuple[ThresholdOdds, ...]:
    """For any damage distribution (a gun, a volley, this turn's fires): the chance of
    crossing each threshold line not yet crossed."""
    if weight not in WEIGHTS:
        raise ValueError(f"weight must be one of {WEIGHTS}, not {weight!r}")
    catalogue = load_catalogue()
    per_line = catalogue.weight(weight).circles_per_line
    full = len(catalogue.thresholds) * per_line
    if not 0 <= hit_points_left <= full:
        raise ValueError(f"a {weight} car has 0 to {full} hit points left, not {hit_points_left}")
    taken = full - hit_points_left
    odds = []
    for threshold in catalogue.thresholds:
        needed = threshold.line * per_line - taken
        if needed > 0:  # lines already crossed are history, not odds
            odds.append(ThresholdOdds(threshold.line, threshold.label, needed, damage.at_least(needed)))
    return tuple(odds)


def attack_odds(weapon_class: str, range_inches: float, target_speed: int, *,
                jumping: bool = False, scale: int = 1, hit_points_left: int | None = None,
                weight: str | None = None) -> AttackOdds:
    """The exact odds of one weapon's attack; thresholds too when the target's hit points
    left and weight class are given. Raises OutOfRange beyond the longest band."""
    dice = tables.dice_for(weapon_class, range_inches, scale)
    if dice is None:
        raise OutOfRange(Phrase('{range}" is out of range for a {weapon_class} weapon (longest range {longest}")',
                                range=f"{range_inches:g}", weapon_class=weapon_class,
                                longest=tables.max_range(weapon_class, scale)))
    damage = damage_distribution(dice, target_speed, jumping)
    if (hit_points_left is None) != (weight is None):
        raise ValueError("threshold odds need both the hit points left and the weight class")
    thresholds: tuple[ThresholdOdds, ...] = ()
    if weight is not None and hit_points_left is not None:
        thresholds = threshold_odds(damage, hit_points_left, weight)
    return AttackOdds(dice, damage, thresholds)


def volley_damage(weapons: Iterable[tuple[str, float]], target_speed: int, *,
                  jumping: bool = False, scale: int = 1) -> Distribution:
    """Damage of several weapons firing at one target in one attack (section 7: "any or all
    of its weapons"); weapons out of range add nothing."""
    dice = sum(tables.dice_for(cls, rng, scale) or 0 for cls, rng in weapons)
    return damage_distribution(dice, target_speed, jumping)


def fire_damage(fires: int, extinguisher: bool) -> Distribution:
    """End-of-turn damage from a car's fires, each rolled separately (RULINGS P6)."""
    if fires < 0:
        raise ValueError(f"a car has no fewer than 0 fires, not {fires}")
    table = tables.fire_table(extinguisher).damage
    return die(6).map(lambda face: table.get(face, 0)).repeat(fires)


def chance(faces: Iterable[int], sides: int = 6) -> Fraction:
    """Chance one die shows one of these faces (a mine on 3+, a skid on 5-6...)."""
    wanted = set(faces)
    return die(sides).probability(lambda face: face in wanted)

