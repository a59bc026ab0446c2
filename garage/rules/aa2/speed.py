"""Plotting speed (section 3, RULINGS P1 and P2): which speeds a car may write down.

The allowed range is [current - DEC, min(current + ACC, MAX)], never below 0, where MAX,
DEC and the current speed first take in everything that changed them:
- a damaged engine halves MAX (rounding down), a destroyed one then loses 4" more every
  game-turn until 0; a car faster than its new MAX is at that MAX before it plots;
- moving backwards, ACC is the MAX;
- destroyed brakes leave DEC 2; a cloudburst takes 1 from DEC (section 10);
- a car airborne at the start of its move cannot change speed at all;
- nitro adds 2d6 (4d6 "doing a Scott") to this turn's move only: it never widens the
  plotted range and is forgotten when the next speed is plotted.
"""

from __future__ import annotations

from dataclasses import dataclass

from garage.rules.aa2 import tables
from garage.rules.dice_expression import DiceExpression

ENGINE_STATES = ("ok", "damaged", "destroyed")
BRAKE_STATES = ("ok", "destroyed")


@dataclass(frozen=True, slots=True)
class SpeedRange:
    min: int
    max: int
    current: int  # the speed plotting starts from, after a damaged engine's cap
    max_speed: int  # MAX this turn, after engine damage (or ACC when reversing)
    nitro: DiceExpression | None = None  # added to the move, not to the plot

    def __contains__(self, speed: object) -> bool:
        return isinstance(speed, int) and self.min <= speed <= self.max

    def as_dict(self) -> dict[str, int]:
        return {"min": self.min, "max": self.max}


def engine_max(max_speed: int, engine: str = "ok", turns_since_destroyed: int = 1) -> int:
    """MAX after engine damage. An engine is destroyed on its second result, so it was
    damaged (MAX halved) first; `turns_since_destroyed` counts the game-turns plotted since
    (1 for the first plot after the engine was destroyed)."""
    if engine not in ENGINE_STATES:
        raise ValueError(f"engine must be one of {ENGINE_STATES}, not {engine!r}")
    if max_speed < 0:
        raise ValueError(f"MAX is never negative, not {max_speed}")
    rules = tables.speed_rules()
    if engine == "ok":
        return max_speed
    halved = max_speed // int(rules["engine_damaged_max_divisor"])
    if engine == "damaged":
        return halved
    if turns_since_destroyed < 0:
        raise ValueError(f"turns since the engine was destroyed is never negative, not {turns_since_destroyed}")
    return destroyed_engine_max(halved, turns_since_destroyed)


def destroyed_engine_max(max_speed: int, turns: int = 1) -> int:
    """MAX of a destroyed engine `turns` game-turns on from `max_speed`: the engine can
    keep the reduced MAX in its state and step it one turn at a time."""
    return max(0, max_speed - turns * int(tables.speed_rules()["engine_destroyed_max_loss"]))


def effective_dec(dec: int, brakes: str = "ok", cloudburst: bool = False) -> int:
    if brakes not in BRAKE_STATES:
        raise ValueError(f"brakes must be one of {BRAKE_STATES}, not {brakes!r}")
    if dec < 0:
        raise ValueError(f"DEC is never negative, not {dec}")
    rules = tables.speed_rules()
    if brakes == "destroyed":
        # "If the DEC already was 2 then that just shows how good your brakes were": never
        # better than 2, and never better than the car was.
        dec = min(dec, rules["brakes_destroyed_dec"])
    if cloudburst:
        dec = max(0, dec - tables.environment("cloudburst")["dec_loss"])
    return dec


def plotted_speed_range(*, max_speed: int, acc: int, dec: int, current: int,
                        engine: str = "ok", turns_since_destroyed: int = 1,
                        brakes: str = "ok", reverse: bool = False, airborne: bool = False,
                        nitro: bool = False, scott: bool = False,
                        cloudburst: bool = False) -> SpeedRange:
    """The speeds a car may plot this game-turn. `current` is last turn's plotted speed
    (without nitro); backwards speeds are given as positive numbers with reverse=True."""
    for name, value in (("ACC", acc), ("current speed", current)):
        if value < 0:
            raise ValueError(f"{name} is never negative, not {value}")
    top = engine_max(max_speed, engine, turns_since_destroyed)
    if reverse:
        top = min(top, acc)
    current = min(current, top)
    boost = tables.nitro_dice(scott) if nitro else None
    if airborne:
        # Section 6: "The vehicles speed may not be adjusted this turn".
        return SpeedRange(current, current, current, top, boost)
    slowest = max(0, current - effective_dec(dec, brakes, cloudburst))
    fastest = min(current + acc, top)
    return SpeedRange(slowest, fastest, current, top, boost)
