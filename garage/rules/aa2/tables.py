"""The A&A II play tables (sections 3-10), typed and immutable, read from combat.toml.

The play engine and the odds ask these functions instead of repeating a number of the
rules text. Two kinds of distance meet here (RULINGS P15):
- speeds are game speeds in the text's inches, whatever the table scale, so speed bands
  (to hit, skids, loss of control, jumps, barriers) never scale;
- lengths measured on, or moved across, the table (ranges, skid, jump and scatter
  distances, templates) are the text's inches times the scale (1 at 1:64, 2 at 1:43 or in
  centimetres, 3 at 1:24).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from types import MappingProxyType
from typing import Any, Final, Protocol, TypeVar

from garage.rules.aa2.catalogue import WEAPON_CLASSES, WEIGHTS, load_catalogue
from garage.rules.dice_expression import DiceExpression
from garage.rules.phrase import Word
from garage.rules.play.action import Number

SCALES = (1, 2, 3)
SKID_DISTANCE_RULES = ("lowest", "choice", "highest", "total")


def _check_scale(scale: int) -> None:
    if scale not in SCALES:
        raise ValueError(f"table scale must be one of {SCALES}, not {scale!r}")


def _check_weight(weight: str) -> None:
    if weight not in WEIGHTS:
        raise ValueError(f"weight must be one of {WEIGHTS}, not {weight!r}")


def _check_speed(speed: int) -> None:
    if speed < 0:
        raise ValueError(f"a speed is never negative, not {speed}")


@dataclass(frozen=True, slots=True)
class SpeedBand:
    """Speeds min_speed..max_speed inclusive; max_speed None = and faster."""

    min_speed: int
    max_speed: int | None

    def covers(self, speed: int) -> bool:
        return speed >= self.min_speed and (self.max_speed is None or speed <= self.max_speed)


@dataclass(frozen=True, slots=True)
class RangeBand:
    up_to: int  # inches at 1:64
    dice: int


@dataclass(frozen=True, slots=True)
class HitBand:
    speed: SpeedBand
    damage: Mapping[int, int]  # d6 face -> hit points; faces absent miss
    text: str  # a Word: "4s and 5s do 1 Hit Point, 6s do 2 Hit Points"
    jumping: bool  # this band also applies to any airborne target


@dataclass(frozen=True, slots=True)
class FireTable:
    damage: Mapping[int, int]  # d6 face -> hit points while burning; faces absent: fire out
    text: tuple[str, ...]

    @property
    def goes_out_on(self) -> tuple[int, ...]:
        return tuple(face for face in range(1, 7) if face not in self.damage)


@dataclass(frozen=True, slots=True)
class LossOfControlBand:
    speed: SpeedBand
    distance: DiceExpression


@dataclass(frozen=True, slots=True)
class SkidBand:
    speed: SpeedBand
    skids_on: tuple[int, ...]  # d6 faces that start a skid
    distance: Mapping[str, str]  # weight -> lowest | choice | highest | total of 2d6

    def distance_rule(self, weight: str) -> str:
        _check_weight(weight)
        return self.distance[weight]


@dataclass(frozen=True, slots=True)
class BarrierBand:
    speed: SpeedBand
    damage: DiceExpression | None


@dataclass(frozen=True, slots=True)
class Collision:
    """What a collision deals to each side, and who loses control."""

    damage: DiceExpression
    loss_of_control: bool = False
    stops: bool = False  # travels no further this game turn and starts the next at half speed
    text: str = ""  # the damage as the table writes it ("2d6"): in the purpose of each die


def _collision(text: str, loss_of_control: bool = False, stops: bool = False) -> Collision:
    expr = DiceExpression.parse(text)
    return Collision(expr, loss_of_control, stops, str(expr))


@dataclass(frozen=True, slots=True)
class Tables:
    range_dice: Mapping[str, tuple[RangeBand, ...]]
    to_hit: tuple[HitBand, ...]
    fire: Mapping[str, FireTable]  # "normal" | "extinguisher"
    loss_of_control: tuple[LossOfControlBand, ...]
    skids: tuple[SkidBand, ...]
    race_barrier: tuple[BarrierBand, ...]
    raw: Mapping[str, Any]  # everything else of combat.toml, frozen, for the rarer rules


def _band(raw: Mapping[str, Any]) -> SpeedBand:
    return SpeedBand(raw.get("min_speed", 0), raw.get("max_speed"))


def _faces(raw: Mapping[str, Any]) -> Mapping[int, int]:
    return MappingProxyType({int(face): int(hp) for face, hp in sorted(raw.items())})


def build(combat: Mapping[str, Any]) -> Tables:
    """Type the raw combat tables; a broken data file fails here, once, loudly."""
    range_dice = {
        cls: tuple(RangeBand(int(up_to), int(dice)) for up_to, dice in combat["range_dice"][cls])
        for cls in WEAPON_CLASSES
    }
    to_hit = tuple(
        HitBand(_band(raw), _faces(raw["damage"]), Word(raw["text"]), raw.get("jumping", False))
        for raw in combat["to_hit"]
    )
    fire = {
        key: FireTable(_faces(raw["damage"]), tuple(Word(line) for line in raw["text"]))
        for key, raw in combat["fire"].items()
    }
    loss = tuple(
        LossOfControlBand(_band(raw), DiceExpression.parse(raw["distance"]))
        for raw in combat["loss_of_control"]
    )
    skids = tuple(
        SkidBand(_band(raw), tuple(raw["skids_on"]), MappingProxyType(dict(raw["distance"])))
        for raw in combat["skids"]
    )
    barrier = tuple(
        BarrierBand(_band(raw), DiceExpression.parse(raw["damage"]) if "damage" in raw else None)
        for raw in combat["race_barrier"]
    )
    for band in skids:
        if set(band.distance) != set(WEIGHTS) or not set(band.distance.values()) <= set(SKID_DISTANCE_RULES):
            raise ValueError(f"combat.toml: skids distance must map {WEIGHTS} to {SKID_DISTANCE_RULES}")
    for name, bands in (("to_hit", to_hit), ("loss_of_control", loss), ("race_barrier", barrier)):
        _check_cover(name, [b.speed for b in bands])
    return Tables(MappingProxyType(range_dice), to_hit, MappingProxyType(fire), loss, skids,
                  barrier, combat)


def _check_cover(name: str, bands: list[SpeedBand]) -> None:
    """Every speed from 0 up must fall in exactly one band, or lookups would be ambiguous."""
    expected = 0
    for band in bands:
        if band.min_speed != expected:
            raise ValueError(f"combat.toml: {name} bands leave a gap or overlap at {expected}\"")
        if band.max_speed is None:
            return
        expected = band.max_speed + 1
    raise ValueError(f"combat.toml: {name} bands stop at {expected - 1}\"")


@cache
def tables() -> Tables:
    """The shipped A&A II tables, typed once."""
    return build(load_catalogue().combat)


class _Banded(Protocol):
    @property
    def speed(self) -> SpeedBand: ...


_Band = TypeVar("_Band", bound=_Banded)


def _pick(bands: Iterable[_Band], speed: int, what: str) -> _Band:
    _check_speed(speed)
    for band in bands:
        if band.speed.covers(speed):
            return band
    raise LookupError(f"no {what} band for speed {speed}")  # _check_cover rules this out


# --- Combat (section 7) ------------------------------------------------------------------


def range_bands(weapon_class: str) -> tuple[RangeBand, ...]:
    if weapon_class not in WEAPON_CLASSES:
        raise ValueError(f"weapon class must be one of {WEAPON_CLASSES}, not {weapon_class!r}")
    return tables().range_dice[weapon_class]


def max_range(weapon_class: str, scale: int = 1) -> int:
    _check_scale(scale)
    return range_bands(weapon_class)[-1].up_to * scale


def dice_for(weapon_class: str, range_inches: Number, scale: int = 1) -> int | None:
    """d6 rolled by a gun at a measured range, or None when the target is out of range."""
    _check_scale(scale)
    if range_inches < 0:
        raise ValueError(f"a range is never negative, not {range_inches}")
    for band in range_bands(weapon_class):
        if range_inches <= band.up_to * scale:
            return band.dice
    return None


def hit_band(target_speed: int, jumping: bool = False) -> HitBand:
    """The to-hit row for a target's plotted speed (nitro included); airborne targets use
    the jumping row whatever their speed (section 6)."""
    _check_speed(target_speed)
    if jumping:
        return next(band for band in tables().to_hit if band.jumping)
    return _pick(tables().to_hit, target_speed, "to-hit")


def hit_table(target_speed: int, jumping: bool = False) -> Mapping[int, int]:
    """d6 face -> hit points that die deals (faces absent miss)."""
    return hit_band(target_speed, jumping).damage


def fire_table(extinguisher: bool) -> FireTable:
    """End-of-turn roll per fire. A Lady Navigator counts as an extinguisher (section 10)."""
    return tables().fire["extinguisher" if extinguisher else "normal"]


# --- Loss of control, skids, jumps (sections 5, 6, 8) -------------------------------------


def loss_of_control_distance(speed: int, scale: int = 1) -> DiceExpression:
    _check_scale(scale)
    return _pick(tables().loss_of_control, speed, "loss of control").distance.scaled(scale)


_LOSS_OF_CONTROL_DICE: Final[dict[tuple[int, int], tuple[DiceExpression, str]]] = {}


def loss_of_control_dice(speed: int, scale: int = 1) -> tuple[DiceExpression, str]:
    """`loss_of_control_distance` and its text ("d6+d3"): the same few for every loss of
    control of every game, worked out once."""
    found = _LOSS_OF_CONTROL_DICE.get((speed, scale))
    if found is None:
        expr = loss_of_control_distance(speed, scale)
        if len(_LOSS_OF_CONTROL_DICE) > 1024:
            _LOSS_OF_CONTROL_DICE.clear()
        found = _LOSS_OF_CONTROL_DICE[(speed, scale)] = (expr, str(expr))
    return found


def skid_band(speed: int) -> SkidBand | None:
    """The skid row for a turn at this speed; None when no skid check is needed (12" or less)."""
    _check_speed(speed)
    return next((band for band in tables().skids if band.speed.covers(speed)), None)


def skid_distance(rule: str, dice: tuple[int, int], choice: int | None = None, scale: int = 1) -> int:
    """The skid from the two distance dice. For "choice" (Medium at 19-24) the player picks
    one die; with no answer the lower is used (RULINGS P14)."""
    _check_scale(scale)
    low, high = sorted(dice)
    if rule == "lowest":
        inches = low
    elif rule == "highest":
        inches = high
    elif rule == "total":
        inches = low + high
    elif rule == "choice":
        if choice is not None and choice not in dice:
            raise ValueError(f"the chosen die {choice} is not one of {dice}")
        inches = low if choice is None else choice
    else:
        raise ValueError(f"skid distance rule must be one of {SKID_DISTANCE_RULES}, not {rule!r}")
    return inches * scale


def skid_dice_outcome(dice: tuple[int, int]) -> str | None:
    """"loss_of_control" on a double six, "overturned" (destroyed) on a double one."""
    rules = tables().raw["skid_dice"]
    a, b = dice
    if a == b == rules["loss_of_control_on_double"]:
        return "loss_of_control"
    if a == b == rules["overturn_on_double"]:
        return "overturned"
    return None


def jumps(speed: int) -> bool:
    """Whether leaving a ramp or crest at this speed makes the car airborne."""
    _check_speed(speed)
    return speed >= int(tables().raw["jumping"]["min_speed"])


def jump_distance(speed: int, weight: str, scale: int = 1) -> int:
    """How far the car flies: half its speed, a quarter for Heavy, rounded up (RULINGS P8)."""
    _check_scale(scale)
    _check_weight(weight)
    _check_speed(speed)
    return math.ceil(speed / int(tables().raw["jumping"]["distance_divisor"][weight])) * scale


def landing_damage(speed: int, weight: str) -> DiceExpression | None:
    """Damage on landing: Medium and Heavy at 18" or more only (RULINGS P16)."""
    _check_weight(weight)
    _check_speed(speed)
    rule = tables().raw["jumping"]
    if weight in rule["landing_weights"] and speed >= rule["landing_min_speed"]:
        return DiceExpression.parse(rule["landing_damage"])
    return None


# --- Collisions and hitting things (section 4) -----------------------------------------


def collision_modifier(weight: str, equipment: Iterable[str] = ()) -> int:
    """What a car adds to its collision d6: weight class plus its best ramplates (RULINGS D6)."""
    _check_weight(weight)
    catalogue = load_catalogue()
    ram = max((catalogue.equipment[key].ram_modifier for key in equipment if key in catalogue.equipment),
              default=0)
    return int(tables().raw["collisions"]["moving"]["weight_modifier"][weight]) + ram


# The collision rules are immutable values read from the tables once (a collision asks them).
@cache
def stationary_ram() -> tuple[Collision, Collision]:
    """(rammer, stationary target)."""
    rule = tables().raw["collisions"]["stationary"]
    return (_collision(rule["rammer"], stops=rule["rammer_stops"]), _collision(rule["target"]))


@cache
def moving_collision() -> tuple[Collision, Collision]:
    """(high scorer, low scorer) of the collision roll-off; equal scores roll again (P3)."""
    rule = tables().raw["collisions"]["moving"]
    return (_collision(rule["high"], stops=rule["high_stops"]),
            _collision(rule["low"], loss_of_control=rule["low_loss_of_control"]))


@cache
def collision_die() -> int:
    """The sides of the die each car rolls in a moving collision, before its modifiers."""
    (_count, sides), = DiceExpression.parse(tables().raw["collisions"]["moving"]["roll"]).dice
    return sides


def stopped_next_speed(speed: int, round_up: bool = False) -> int:
    """The speed a car that stopped in a collision starts the next game-turn at: "half his
    current speed", rounded down unless the table rounds up."""
    divisor = int(tables().raw["collisions"]["stopped_next_speed_divisor"])
    return -(-speed // divisor) if round_up else speed // divisor


def hitting(thing: str) -> Mapping[str, Any]:
    """What hitting scenery does: solid, pond, toxic_pond (section 4)."""
    if thing not in tables().raw["hitting"]:
        raise ValueError(f"unknown thing hit: {thing!r}")
    effect: Mapping[str, Any] = tables().raw["hitting"][thing]
    return effect


@cache
def head_on_collision() -> Collision:
    rule = tables().raw["collisions"]["head_on"]
    return _collision(rule["each"], loss_of_control=rule["loss_of_control"])


@cache
def airborne_collision() -> Collision:
    rule = tables().raw["collisions"]["airborne"]
    return _collision(rule["each"], loss_of_control=rule["loss_of_control"])


def driver_killed_on(cause: str = "destroyed") -> tuple[int, ...]:
    """d6 faces that kill the driver: "destroyed" (any destroyed car), "solid", "pond",
    "toxic_pond"."""
    if cause == "destroyed":
        return tuple(tables().raw["destroyed"]["driver_killed_on"])
    return tuple(hitting(cause)["driver_killed_on"])


def race_barrier_damage(speed: int) -> DiceExpression | None:
    """Damage for striking a race barrier at an angle (at exactly 90 degrees: solid)."""
    return _pick(tables().race_barrier, speed, "race barrier").damage


# --- Dropped weapons (section 9) ---------------------------------------------------------


def dropped_effect(kind: str) -> Mapping[str, Any]:
    """What driving over a template of this kind does (section 9), in the order combat.toml
    lists it."""
    effects = tables().raw["dropped_effects"]
    if kind not in effects:
        raise ValueError(f"template kind must be one of {tuple(effects)}, not {kind!r}")
    effect: Mapping[str, Any] = effects[kind]
    return effect


def detonates_on(kind: str, weight: str) -> tuple[int, ...] | None:
    """The d6 faces on which the template goes off under a car of this weight; None when it
    needs no roll."""
    _check_weight(weight)
    least = dropped_effect(kind).get("detonates_on", {}).get(weight)
    return None if least is None else tuple(range(least, 7))


def ignored_on(kind: str, weight: str) -> tuple[int, ...]:
    """The d6 faces on which a car of this weight drives over the template unharmed."""
    _check_weight(weight)
    return tuple(dropped_effect(kind).get("ignored_on", {}).get(weight, ()))


def smoke_removed_on() -> tuple[int, ...]:
    return tuple(tables().raw["dropped_effects"]["smoke"]["removed_on"])


def drop_min_moved(scale: int = 1) -> int:
    _check_scale(scale)
    return int(tables().raw["dropping"]["min_moved"]) * scale


def template_size(scale: int = 1) -> tuple[Number, Number]:
    _check_scale(scale)
    long, short = tables().raw["dropping"]["template"]
    return (long * scale, short * scale)


# --- Speed (section 3) -------------------------------------------------------------------


def speed_rules() -> Mapping[str, Any]:
    """Engine, brakes, steering and nitro numbers; used by garage.rules.aa2.speed."""
    rules: Mapping[str, Any] = tables().raw["speed"]
    return rules


def turns_allowed(turn: int, steering: str = "ok") -> int:
    """45-degree turns per game-turn: TURN, 1 fewer with damaged steering, none destroyed."""
    if steering not in ("ok", "damaged", "destroyed"):
        raise ValueError(f"steering must be ok, damaged or destroyed, not {steering!r}")
    if steering == "destroyed":
        return 0
    if steering == "damaged":
        return max(0, turn - int(speed_rules()["steering_damaged_turn_loss"]))
    return turn


def clock_faces(steering: str = "ok") -> tuple[int, ...]:
    """Appendix IV: the clock faces a car may plot, 9 to 3 o'clock; damaged steering loses
    9 and 3, destroyed steering leaves only straight ahead."""
    if steering not in ("ok", "damaged", "destroyed"):
        raise ValueError(f"steering must be ok, damaged or destroyed, not {steering!r}")
    rules = tables().raw["classic"]
    if steering == "destroyed":
        return (rules["straight_ahead"],)
    forbidden = rules["steering_damaged_forbids"] if steering == "damaged" else ()
    return tuple(face for face in rules["clock_faces"] if face not in forbidden)


def straight_ahead() -> int:
    return int(tables().raw["classic"]["straight_ahead"])


def nitro_dice(scott: bool = False) -> DiceExpression:
    return DiceExpression.parse(speed_rules()["nitro_scott" if scott else "nitro"])


def environment(condition: str) -> Mapping[str, Any]:
    """The optional environmental condition's numbers: artillery, radiation, acid_storm,
    night, cloudburst."""
    conditions = tables().raw["environment"]
    if condition not in conditions:
        raise ValueError(f"environmental condition must be one of {tuple(conditions)}, not {condition!r}")
    numbers: Mapping[str, Any] = conditions[condition]
    return numbers
