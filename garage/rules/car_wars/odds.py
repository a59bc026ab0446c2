"""The exact distribution of a crash table's results at a modifier: each row's chance on
2d6 plus the modifier, Crash Table 2's chains to Crash Table 1 expanded (at the same
modifier, docs/car-wars-crash-tables.md)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from garage.rules.car_wars.tables import CrashTables, Penalty, Row, crash_tables, worst
from garage.rules.distribution import Distribution, die, total
from garage.rules.phrase import Phrase

MODIFIER_LIMIT = 50  # beyond it every total is the top (or bottom) row many times over


@dataclass(frozen=True, slots=True)
class Outcome:
    """One way a loss of control can end: the rows looked up in order, and its chance."""

    rows: tuple[Row, ...]
    probability: Fraction
    penalty: Penalty

    @property
    def name(self) -> str:
        said: str = self.rows[0].name  # "Minor fishtail, then Crash Table 1: Spinout"
        for row in self.rows[1:]:
            said = Phrase("{result}: {then}", result=said, then=row.name)
        return said

    def as_dict(self) -> dict[str, Any]:
        return {"results": [r.key for r in self.rows], "names": [r.name for r in self.rows],
                "lines": [r.line for r in self.rows], "probability": f"{self.probability}",
                "chance": float(self.probability), "penalty": self.penalty.key}


def check_modifier(modifier: int) -> None:
    if not -MODIFIER_LIMIT <= modifier <= MODIFIER_LIMIT:
        raise ValueError(f"the modifier must be between -{MODIFIER_LIMIT} and {MODIFIER_LIMIT}, not {modifier}")


def row_distribution(table: int, modifier: int, tables: CrashTables | None = None) -> Distribution:
    """Row index (in the table's order) -> its exact chance."""
    t = tables or crash_tables()
    rows = t.table(table)
    check_modifier(modifier)
    totals = total(die(6) for _ in range(t.dice)) + modifier
    return totals.map(lambda n: next(i for i, r in enumerate(rows) if r.covers(n)))


def crash_odds(table: int, modifier: int, tables: CrashTables | None = None) -> tuple[Outcome, ...]:
    """Every outcome with a chance above 0, in table order, chains expanded; the chances sum to 1."""
    t = tables or crash_tables()
    rows = t.table(table)
    outcomes: list[Outcome] = []
    for index, p in row_distribution(table, modifier, t).items():
        row = rows[index]
        if row.then_table is None:
            outcomes.append(Outcome((row,), p, t.penalty(row.penalty)))
            continue
        then = t.table(row.then_table)
        for then_index, q in row_distribution(row.then_table, modifier, t).items():
            chain = (row, then[then_index])
            outcomes.append(Outcome(chain, p * q, t.penalty(worst([r.penalty for r in chain]))))
    return tuple(outcomes)
