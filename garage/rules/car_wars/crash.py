"""Resolving a loss of control: 2d6 plus a modifier on Crash Table 1 or 2, and everything
the result does, with its own dice (each tyre's damage, left or right, the burning die, the
vault's tyres and flight) and the chain from Crash Table 2 back to Crash Table 1.

Every die comes through `Inputs`, so the app may roll, a script may, or the players type the
faces they rolled; a decision the text leaves to the table (which side a car rolls onto) is
asked the same way. Readings of what the text leaves open are in docs/car-wars-crash-tables.md:
a chained roll on Crash Table 1 takes the same modifier; the spin follows the fishtail.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from garage.rules.car_wars.tables import CrashTables, Penalty, Row, crash_tables, worst
from garage.rules.phrase import Phrase, Word
from garage.rules.play.inputs import Inputs

LEFT_RIGHT = ("left", "right")
VAULT_TYRES = ("left", "right", "front")
YES_NO = ("yes", "no")
ROLL_FIRST = Phrase("Which side does it roll onto first?")
VAULT_ON = Phrase("Which tyres does it vault on (side or front)?")
END_OVER_END = Phrase("Was the manoeuvre a tight bend or a hard swerve (it flips end over end)?")


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
            said = dict(table=step.row.table, dice="+".join(map(str, step.dice)), modifier=f"{step.modifier:+d}",
                        total=step.total, row=step.row.name)
            lines.append(Phrase("Crash Table {table}: {dice}{modifier} = {total}: {row} ({where})",
                                where=step.row.where, **said) if cite else
                         Phrase("Crash Table {table}: {dice}{modifier} = {total}: {row}", **said))
            lines.extend(Phrase("  {line}", line=line) for line in describe(step, t))
        lines.append(Phrase("Aimed fire: {text} ({key}).", text=self.penalty.text, key=self.penalty.key))
        return lines


def _damage(pairs: tuple[tuple[str, int], ...]) -> str:
    """"front left 3, front right 5": each tyre's name (a Word) said in the player's language."""
    said: list[str] = [Phrase("{tyre} {points}", tyre=Word(tyre), points=points) for tyre, points in pairs]
    return listed(said)


def listed(items: Iterable[str]) -> str:
    """Words one after another, ", " between, each said in the player's language."""
    said = list(items)
    if len(said) <= 1:
        return said[0] if said else ""
    return Phrase("{list}, {last}", list=listed(said[:-1]), last=said[-1])


def describe(step: Step, t: CrashTables) -> list[str]:
    row = step.row
    base = t.row(1, row.as_row) if row.as_row else row
    out: list[str] = []
    if step.fishtail:
        squares = sum(row.fishtail_squares)
        out.append(Phrase("Fishtail {side}: keep the {other} front corner in its square and move the {side} rear "
                          "corner %n square(s) {side}.", side=Word(step.fishtail), other=Word(other(step.fishtail)),
                          n=squares))
    if row.then_table:
        out.append(Phrase("Then roll again on Crash Table {table} (same modifier).", table=row.then_table))
    if row.skid is not None:
        out.append(Phrase("Skid {inches} in the direction it was going before the manoeuvre, keeping its facing.",
                          inches=inches(row.skid)))
    if row.speed_lost:
        out.append(Phrase("Speed -{mph} mph.", mph=row.speed_lost))
    if row.tyre_damage:
        out.append(Phrase("Each tyre takes %n point(s) of damage.", n=row.tyre_damage))
    if row.next_move:
        name = t.row(1, row.next_move).name
        # {lower}: the English says the result's name in lower case; a translation says {result}
        out.append(Phrase("On its next move it makes a {lower}.", lower=name.lower(), result=Word(name)))
    if step.spin:
        out.append(Phrase("Tyre damage (1d each): {damage}.", damage=_damage(step.tyre_damage)))
        out.append(Phrase("Each phase it moves: rotate {degrees} degrees {side} and move {inches} in the direction it "
                          "was travelling.", degrees=row.spin_degrees, side=Word(step.spin),
                          inches=inches(row.move_per_phase or Fraction(1))))
        out.append(Phrase("It slows {mph} mph a turn and stops spinning at 0. To recover: a control roll at HC {hc}.",
                          mph=row.slowdown_per_turn, hc=t.recovery_hc_modifier))
    if step.vault:
        v = step.vault
        out.append(Phrase("It vaults on its {tyres} tyres, {dice}d each: {damage}.", tyres=Word(v.tyres),
                          dice=t.row(1, row.key).vault_tyre_dice, damage=_damage(v.tyre_damage)))
        said = dict(inches=v.flight, sides=row.sides_per_inch, side=Word(v.landing))
        out.append(Phrase("It flies {inches}\" in the direction it was travelling, revolving {sides} sides an inch "
                          "(end over end), and lands on its {side}.", **said) if v.end_over_end else
                   Phrase("It flies {inches}\" in the direction it was travelling, revolving {sides} sides an inch "
                          "(sideways), and lands on its {side}.", **said))
        out.append(Phrase("The {side} takes collision damage at {mph} mph; every occupant takes {damage} point (body "
                          "armour does not protect).", side=Word(v.landing), mph=v.collision_speed,
                          damage=row.occupant_damage) if v.collision_speed is not None else
                   Phrase("The {side} takes collision damage at its speed before the crash; every occupant takes "
                          "{damage} point (body armour does not protect).", side=Word(v.landing),
                          damage=row.occupant_damage))
    if step.roll_sides:
        roll = t.row(1, row.then_row or base.key)
        if not step.vault:
            out.append(Phrase("The car turns sideways and rolls; the driver is no longer in control."))
        out.append(Phrase("Each phase it moves: {inches} in the direction it was travelling and a quarter roll onto, "
                          "in turn: {sides}.", inches=inches(roll.move_per_phase or Fraction(1)),
                          sides=listed([Word(side) for side in step.roll_sides])))
        out.append(Phrase("{dice}d to each side it rolls onto; on the bottom {dice}d to each tyre (to the bottom once "
                          "no tyres are left). It slows {mph} mph a turn.", dice=roll.side_dice,
                          mph=roll.slowdown_per_turn))
    if step.burning_die is not None:
        faces = ", ".join(map(str, row.burning_on))
        out.append(Phrase("Burning die {die}: it is burning.", die=step.burning_die) if step.burning
                   else Phrase("Burning die {die}: not burning (burns on {faces}).", die=step.burning_die,
                               faces=faces))
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
        dice = tuple(inputs.roll(6, Phrase("Crash Table {table}, die {die} of {dice}", table=number, die=i + 1,
                                                 dice=t.dice), car) for i in range(t.dice))
        row = t.row_for(number, sum(dice) + modifier)
        if number == 2:
            fishtail = _left_right(inputs, t, Phrase("fishtail: 1-3 left, 4-6 right"), car)
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
        spin = fishtail or _left_right(inputs, t, Phrase("spin: 1-3 left, 4-6 right"), car)
        damage = tuple((tyre, sum(inputs.roll(6, Phrase("spinout: {tyre} tyre, die {die}", tyre=Word(tyre), die=d + 1),
                                              car) for d in range(row.tyre_dice))) for tyre in tyres)
        return Step(row, dice, modifier, spin=spin, tyre_damage=damage)
    if base.roll_order:
        first = inputs.decide(ROLL_FIRST, LEFT_RIGHT, "left", Phrase("the side it rolls onto"), car)
        sides: tuple[str, ...] = (first, "top", other(first), "bottom")
        burning = inputs.roll(6, Phrase("burning on 4-6"), car) if row.burning_on else None
        return Step(row, dice, modifier, roll_sides=sides, burning_die=burning)
    if row.vault_tyre_dice:
        side = inputs.decide(VAULT_ON, VAULT_TYRES, "front", Phrase("the vaulting tyres"), car)
        flip = inputs.decide(END_OVER_END, YES_NO, "no", Phrase("end over end"), car) == "yes"
        damage = tuple((tyre, sum(inputs.roll(6, Phrase("vault: {tyre} tyre, die {die} of {dice}", tyre=Word(tyre),
                                                                    die=d + 1, dice=row.vault_tyre_dice), car)
                                  for d in range(row.vault_tyre_dice))) for tyre in vaulting_tyres(tyres, side))
        flight = inputs.roll(row.flight_die, Phrase("flight: 1-{most} inches", most=row.flight_die), car)
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
