"""Resolving a loss of control: 2d6 plus a modifier on Crash Table 1 or 2, and everything
the result does, with its own dice (each tyre's damage, left or right, the burning die, the
vault's tyres and flight) and the chain from Crash Table 2 back to Crash Table 1.

Every die comes through `Inputs`, so the app may roll, a script may, or the players type the
faces they rolled; a decision the text leaves to the table (which side a car rolls onto) is
asked the same way. Readings of what the text leaves open are in docs/car-wars-crash-tables.md:
a chained roll on Crash Table 1 takes the same modifier; the spin follows the fishtail.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from garage.rules.car_wars.tables import CrashTables, Penalty, Row, crash_tables, worst
from garage.rules.play.inputs import Inputs

LEFT_RIGHT = ("left", "right")
VAULT_TYRES = ("left", "right", "front")
YES_NO = ("yes", "no")
ROLL_FIRST = "Which side does it roll onto first?"
VAULT_ON = "Which tyres does it vault on (side or front)?"
END_OVER_END = "Was the manoeuvre a tight bend or a hard swerve (it flips end over end)?"


def inches(value: Fraction | int) -> str:
    return f'{value}"'


def other(direction: str) -> str:
    return "right" if direction == "left" else "left"


@dataclass(frozen=True, slots=True)
class Vault:
    tyres: str  # left | right | front
    tyre_damage: tuple[tuple[str, int], ...]
    flight: int  # inches
    end_over_end: bool
    landing: str  # the side it lands on
    collision_speed: int | None  # mph, the speed before the crash when known


@dataclass(frozen=True, slots=True)
class Step:
    """One lookup on a crash table and what its dice decided."""

    row: Row
    dice: tuple[int, ...]
    modifier: int
    fishtail: str | None = None  # left | right
    spin: str | None = None  # the direction a spinout rotates
    tyre_damage: tuple[tuple[str, int], ...] = ()  # (tyre, points) at once
    roll_sides: tuple[str, ...] = ()  # the sides a rolling car lands on, in order, from its next move
    burning_die: int | None = None
    vault: Vault | None = None

    @property
    def total(self) -> int:
        return sum(self.dice) + self.modifier

    @property
    def burning(self) -> bool:
        return self.burning_die is not None and self.burning_die in self.row.burning_on

    @property
    def rolling(self) -> bool:
        return bool(self.roll_sides)

    def as_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"table": self.row.table, "dice": list(self.dice), "modifier": self.modifier,
                               "total": self.total, "result": self.row.key, "name": self.row.name,
                               "line": self.row.line, "penalty": self.row.penalty}
        if self.fishtail:
            out["fishtail"] = {"direction": self.fishtail, "squares": sum(self.row.fishtail_squares)}
        if self.row.skid is not None:
            out["skid_inches"] = str(self.row.skid)
        if self.row.speed_lost:
            out["speed_lost"] = self.row.speed_lost
        if self.tyre_damage:
            out["tyre_damage"] = dict(self.tyre_damage)
        if self.row.next_move:
            out["next_move"] = self.row.next_move
        if self.spin:
            out["spin"] = self.spin
        if self.roll_sides:
            out["roll_sides"] = list(self.roll_sides)
        if self.burning_die is not None:
            out["burning_die"], out["burning"] = self.burning_die, self.burning
        if self.vault:
            v = self.vault
            out["vault"] = {"tyres": v.tyres, "tyre_damage": dict(v.tyre_damage), "flight_inches": v.flight,
                            "end_over_end": v.end_over_end, "landing": v.landing,
                            "collision_speed": v.collision_speed}
        return out


@dataclass(frozen=True, slots=True)
class Crash:
    """A loss of control resolved: the steps in order (a fishtail, then Crash Table 1)."""

    table: int
    modifier: int
    steps: tuple[Step, ...]
    penalty: Penalty

    @property
    def final(self) -> Step:
        return self.steps[-1]

    def as_dict(self) -> dict[str, Any]:
        return {"table": self.table, "modifier": self.modifier, "steps": [s.as_dict() for s in self.steps],
                "penalty": self.penalty.key, "penalty_text": self.penalty.text}

    def instructions(self, tables: CrashTables | None = None, cite: bool = True) -> list[str]:
        """What to do to the model and the record sheet, step by step; `cite`: each row with
        where the tables text has it (a game's log says the table's words only)."""
        t = tables or crash_tables()
        lines: list[str] = []
        for step in self.steps:
            lines.append(f"Crash Table {step.row.table}: {'+'.join(map(str, step.dice))}"
                         f"{step.modifier:+d} = {step.total}: {step.row.name}"
                         + (f" ({step.row.where})" if cite else ""))
            lines.extend("  " + line for line in describe(step, t))
        lines.append(f"Aimed fire: {self.penalty.text} ({self.penalty.key}).")
        return lines


def _damage(pairs: tuple[tuple[str, int], ...]) -> str:
    return ", ".join(f"{tyre} {points}" for tyre, points in pairs)


def describe(step: Step, t: CrashTables) -> list[str]:
    row = step.row
    base = t.row(1, row.as_row) if row.as_row else row
    out: list[str] = []
    if step.fishtail:
        squares = sum(row.fishtail_squares)
        plural = "square" if squares == 1 else "squares"
        out.append(f"Fishtail {step.fishtail}: keep the {other(step.fishtail)} front corner in its square and "
                   f"move the {step.fishtail} rear corner {squares} {plural} {step.fishtail}.")
    if row.then_table:
        out.append(f"Then roll again on Crash Table {row.then_table} (same modifier).")
    if row.skid is not None:
        out.append(f"Skid {inches(row.skid)} in the direction it was going before the manoeuvre, keeping its "
                   f"facing.")
    if row.speed_lost:
        out.append(f"Speed -{row.speed_lost} mph.")
    if row.tyre_damage:
        out.append(f"Each tyre takes {row.tyre_damage} point{'s' if row.tyre_damage > 1 else ''} of damage.")
    if row.next_move:
        out.append(f"On its next move it makes a {t.row(1, row.next_move).name.lower()}.")
    if step.spin:
        out.append(f"Tyre damage (1d each): {_damage(step.tyre_damage)}.")
        out.append(f"Each phase it moves: rotate {row.spin_degrees} degrees {step.spin} and move "
                   f"{inches(row.move_per_phase or Fraction(1))} in the direction it was travelling.")
        out.append(f"It slows {row.slowdown_per_turn} mph a turn and stops spinning at 0. To recover: a control "
                   f"roll at HC {t.recovery_hc_modifier}.")
    if step.vault:
        v = step.vault
        out.append(f"It vaults on its {v.tyres} tyres, {t.row(1, row.key).vault_tyre_dice}d each: "
                   f"{_damage(v.tyre_damage)}.")
        how = "end over end" if v.end_over_end else "sideways"
        out.append(f"It flies {v.flight}\" in the direction it was travelling, revolving {row.sides_per_inch} sides "
                   f"an inch ({how}), and lands on its {v.landing}.")
        speed = f"{v.collision_speed} mph" if v.collision_speed is not None else "its speed before the crash"
        out.append(f"The {v.landing} takes collision damage at {speed}; every occupant takes "
                   f"{row.occupant_damage} point (body armour does not protect).")
    if step.roll_sides:
        roll = t.row(1, row.then_row or base.key)
        if not step.vault:
            out.append("The car turns sideways and rolls; the driver is no longer in control.")
        out.append(f"Each phase it moves: {inches(roll.move_per_phase or Fraction(1))} in the direction it was "
                   f"travelling and a quarter roll onto, in turn: {', '.join(step.roll_sides)}.")
        out.append(f"{roll.side_dice}d to each side it rolls onto; on the bottom {roll.side_dice}d to each tyre "
                   f"(to the bottom once no tyres are left). It slows {roll.slowdown_per_turn} mph a turn.")
    if step.burning_die is not None:
        faces = ", ".join(map(str, row.burning_on))
        out.append(f"Burning die {step.burning_die}: " + ("it is burning." if step.burning
                                                          else f"not burning (burns on {faces})."))
    return out


def _left_right(inputs: Inputs, t: CrashTables, purpose: str, car: str | None) -> str:
    face = inputs.roll(6, purpose, car)
    return "left" if face in t.left_on else "right"


def vaulting_tyres(tyres: tuple[str, ...], side: str) -> tuple[str, ...]:
    """The tyres on that side (a cycle's wheels are on its centre line: both)."""
    chosen = tuple(tyre for tyre in tyres if side in tyre.split())
    return chosen or tyres


def resolve(table: int, modifier: int, inputs: Inputs, *, tyres: tuple[str, ...] | None = None,
            car: str | None = None, speed: int | None = None, tables: CrashTables | None = None) -> Crash:
    """Roll on `table` (1 or 2) at `modifier` and resolve the result and its chain.
    `tyres`: the vehicle's tyres (a car's four corners when not given); `speed`: its speed
    before the crash, for a vault's collision damage."""
    t = tables or crash_tables()
    t.table(table)
    corners = tyres if tyres is not None else t.tyre_corners
    steps: list[Step] = []
    number, fishtail = table, None
    while True:
        dice = tuple(inputs.roll(6, f"Crash Table {number}, die {i + 1} of {t.dice}", car) for i in range(t.dice))
        row = t.row_for(number, sum(dice) + modifier)
        if number == 2:
            fishtail = _left_right(inputs, t, "fishtail: 1-3 left, 4-6 right", car)
            steps.append(Step(row, dice, modifier, fishtail=fishtail))
            if row.then_table is None:
                break
            number = row.then_table
            continue
        steps.append(_table1(row, dice, modifier, inputs, t, corners, car, fishtail, speed))
        break
    return Crash(table, modifier, tuple(steps), t.penalty(worst([s.row.penalty for s in steps])))


def _table1(row: Row, dice: tuple[int, ...], modifier: int, inputs: Inputs, t: CrashTables,
            tyres: tuple[str, ...], car: str | None, fishtail: str | None, speed: int | None) -> Step:
    base = t.row(1, row.as_row) if row.as_row else row
    if row.spin_degrees:
        spin = fishtail or _left_right(inputs, t, "spin: 1-3 left, 4-6 right", car)
        damage = tuple((tyre, sum(inputs.roll(6, f"spinout: {tyre} tyre, die {d + 1}", car)
                                  for d in range(row.tyre_dice))) for tyre in tyres)
        return Step(row, dice, modifier, spin=spin, tyre_damage=damage)
    if base.roll_order:
        first = inputs.decide(ROLL_FIRST, LEFT_RIGHT, "left", "the side it rolls onto", car)
        sides: tuple[str, ...] = (first, "top", other(first), "bottom")
        burning = inputs.roll(6, "burning on 4-6", car) if row.burning_on else None
        return Step(row, dice, modifier, roll_sides=sides, burning_die=burning)
    if row.vault_tyre_dice:
        side = inputs.decide(VAULT_ON, VAULT_TYRES, "front", "the vaulting tyres", car)
        flip = inputs.decide(END_OVER_END, YES_NO, "no", "end over end", car) == "yes"
        damage = tuple((tyre, sum(inputs.roll(6, f"vault: {tyre} tyre, die {d + 1} of {row.vault_tyre_dice}", car)
                                  for d in range(row.vault_tyre_dice))) for tyre in vaulting_tyres(tyres, side))
        flight = inputs.roll(row.flight_die, f"flight: 1-{row.flight_die} inches", car)
        cycle: tuple[str, ...]
        if flip:
            cycle = ("front", "top", "back", "bottom")
        else:  # rising on one side's tyres, it turns over towards the other side
            cycle = ("right", "top", "left", "bottom") if side != "right" else ("left", "top", "right", "bottom")
        landed = (row.sides_per_inch * flight - 1) % len(cycle)
        sides = cycle[landed + 1:] + cycle[:landed + 1]
        return Step(row, dice, modifier, roll_sides=sides,
                    vault=Vault(side, damage, flight, flip, cycle[landed], speed))
    return Step(row, dice, modifier)
