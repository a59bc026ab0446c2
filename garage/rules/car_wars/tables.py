"""The crash tables and their aimed-fire penalties, read once from
resources/rules/car_wars/crash_tables.toml into frozen objects.

Every number of the text lives in that file with the line it comes from; this module only
types it and checks that each table covers every total exactly once.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import pairwise
from pathlib import Path
from types import MappingProxyType
from typing import Any

from garage.resources import resource
from garage.rules.phrase import Phrase, Word

TABLES = (1, 2)
PENALTY_ORDER = ("*", "**", "***")


@dataclass(frozen=True, slots=True)
class Penalty:
    key: str  # the asterisks
    to_hit: int  # 0 with no_fire
    no_fire: bool
    line: int
    text: str

    @property
    def label(self) -> str:
        return Phrase("no aimed fire") if self.no_fire else Phrase("{to_hit} to hit", to_hit=f"{self.to_hit:+d}")


@dataclass(frozen=True, slots=True)
class Row:
    """One result of a crash table, for totals low..high (None: or less / or more)."""

    table: int
    key: str
    name: str
    low: int | None
    high: int | None
    line: int
    penalty: str
    skid: Fraction | None = None  # inches skidded in the old direction
    speed_lost: int = 0  # mph
    tyre_damage: int = 0  # points to each tyre
    tyre_dice: int = 0  # d6 to each tyre
    next_move: str | None = None  # the skid forced on the next move (a table 1 key)
    spin_degrees: int = 0
    move_per_phase: Fraction | None = None
    slowdown_per_turn: int = 0
    roll_order: tuple[str, ...] = ()
    side_dice: int = 0
    as_row: str | None = None  # "As above": this row's effects are that row's, plus its own
    burning_on: tuple[int, ...] = ()
    vault_tyre_dice: int = 0
    flight_die: int = 0
    sides_per_inch: int = 0
    occupant_damage: int = 0
    then_row: str | None = None  # continues as that row (a vault lands and rolls)
    fishtail_squares: tuple[int, ...] = ()
    then_table: int | None = None  # roll again on this table

    def covers(self, total: int) -> bool:
        return (self.low is None or total >= self.low) and (self.high is None or total <= self.high)

    @property
    def totals(self) -> str:
        if self.low is None:
            return Phrase("{high} or less", high=self.high)
        if self.high is None:
            return Phrase("{low} or more", low=self.low)
        return str(self.low) if self.low == self.high else f"{self.low}-{self.high}"

    @property
    def where(self) -> str:
        return Phrase("{source} line {line}", source=SOURCE, line=self.line)


SOURCE = "car-wars-compendium-2e-crash-tables.txt"


@dataclass(frozen=True, slots=True)
class CrashTables:
    source: str
    dice: int
    tyre_corners: tuple[str, ...]
    cycle_tyres: tuple[str, ...]
    left_on: tuple[int, ...]
    recovery_hc_modifier: int
    phases_per_turn: int
    backwards_slowdown: int  # mph a turn at least (line 14)
    penalties: Mapping[str, Penalty]
    rows: Mapping[int, tuple[Row, ...]]

    def table(self, number: int) -> tuple[Row, ...]:
        if number not in self.rows:
            raise ValueError(f"there is no crash table {number!r} (the tables are 1 and 2)")
        return self.rows[number]

    def row_for(self, number: int, total: int) -> Row:
        return next(r for r in self.table(number) if r.covers(total))

    def row(self, number: int, key: str) -> Row:
        for r in self.table(number):
            if r.key == key:
                return r
        raise KeyError(f"crash table {number} has no result '{key}'")

    def penalty(self, key: str) -> Penalty:
        return self.penalties[key]


_ROW_FIELDS = {"key", "name", "min", "max", "line", "penalty", "skid", "speed_lost", "tyre_damage", "tyre_dice",
               "next_move", "spin_degrees", "move_per_phase", "slowdown_per_turn", "roll_order", "side_dice",
               "as_row", "burning_on", "vault_tyre_dice", "flight_die", "sides_per_inch", "occupant_damage",
               "then_row", "fishtail_squares", "then_table"}


def _inches(value: Any) -> Fraction | None:
    return None if value is None else Fraction(str(value))


def _row(table: int, raw: Mapping[str, Any], source: str) -> Row:
    unknown = set(raw) - _ROW_FIELDS
    if unknown:
        raise ValueError(f"{source}: table{table} row {raw.get('key')!r} has unknown fields {sorted(unknown)}")
    return Row(table=table, key=str(raw["key"]), name=Word(str(raw["name"])), low=raw.get("min"), high=raw.get("max"),
               line=int(raw["line"]), penalty=str(raw["penalty"]), skid=_inches(raw.get("skid")),
               speed_lost=int(raw.get("speed_lost", 0)), tyre_damage=int(raw.get("tyre_damage", 0)),
               tyre_dice=int(raw.get("tyre_dice", 0)), next_move=raw.get("next_move"),
               spin_degrees=int(raw.get("spin_degrees", 0)), move_per_phase=_inches(raw.get("move_per_phase")),
               slowdown_per_turn=int(raw.get("slowdown_per_turn", 0)),
               roll_order=tuple(str(s) for s in raw.get("roll_order", ())), side_dice=int(raw.get("side_dice", 0)),
               as_row=raw.get("as_row"), burning_on=tuple(int(f) for f in raw.get("burning_on", ())),
               vault_tyre_dice=int(raw.get("vault_tyre_dice", 0)), flight_die=int(raw.get("flight_die", 0)),
               sides_per_inch=int(raw.get("sides_per_inch", 0)), occupant_damage=int(raw.get("occupant_damage", 0)),
               then_row=raw.get("then_row"),
               fishtail_squares=tuple(int(s) for s in raw.get("fishtail_squares", ())),
               then_table=raw.get("then_table"))


def _check(rows: tuple[Row, ...], penalties: Mapping[str, Penalty], source: str) -> None:
    """Each table covers every total exactly once, lowest row open below, highest open above."""
    if not rows or rows[0].low is not None or rows[-1].high is not None:
        raise ValueError(f"{source}: a table's first row has no min and its last no max")
    for before, after in pairwise(rows):
        if before.high is None or after.low != before.high + 1:
            raise ValueError(f"{source}: row {after.key} must start at {before.high}+1")
    for row in rows:
        if row.penalty not in penalties:
            raise ValueError(f"{source}: row {row.key} has no penalty {row.penalty!r}")


@cache
def crash_tables(folder: Path | None = None) -> CrashTables:
    path = (folder or resource("rules", "car_wars")) / "crash_tables.toml"
    with open(path, "rb") as fh:
        raw = tomllib.load(fh)
    source = str(path)
    penalties = {key: Penalty(key=key, to_hit=int(p.get("to_hit", 0)), no_fire=bool(p.get("no_fire", False)),
                              line=int(p["line"]), text=Word(str(p["text"])))
                 for key, p in raw["penalties"].items()}
    if tuple(penalties) != PENALTY_ORDER:
        raise ValueError(f"{source}: [penalties] must be {', '.join(PENALTY_ORDER)}")
    rows = {n: tuple(_row(n, r, source) for r in raw[f"table{n}"]) for n in TABLES}
    for table_rows in rows.values():
        _check(table_rows, penalties, source)
    keys = {r.key for r in rows[1]}
    for r in rows[1] + rows[2]:
        for ref in (r.next_move, r.as_row, r.then_row):
            if ref is not None and ref not in keys:
                raise ValueError(f"{source}: row {r.key} names '{ref}', not a Crash Table 1 result")
    control = raw["control"]
    return CrashTables(source=str(raw["source"]), dice=int(raw["dice"]),
                       tyre_corners=tuple(Word(str(t)) for t in raw["tyre_corners"]),
                       cycle_tyres=tuple(Word(str(t)) for t in raw["cycle_tyres"]),
                       left_on=tuple(int(f) for f in raw["left_on"]),
                       recovery_hc_modifier=int(control["recovery_hc_modifier"]),
                       phases_per_turn=int(control["phases_per_turn"]),
                       backwards_slowdown=int(control["backwards_slowdown_per_turn"]),
                       penalties=MappingProxyType(penalties), rows=MappingProxyType(rows))


def worst(penalties: list[str]) -> str:
    return max(penalties, key=PENALTY_ORDER.index)
