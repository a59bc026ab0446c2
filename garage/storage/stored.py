"""Every value stored in a sound garage file, checked as the file readers check files.

SQLite keeps whatever a program puts in a column (text in a date, bytes in a name), and a
value can be of its type yet mean nothing to its rule set (a mount 'roof', a scenario
'bogus'). Garage never writes either, but another program, a hand edit or a bug can:
`type_problems` finds the first kind column by column, as the database layer would read each
value back; the second kind by reading a stored car's vehicle file with its rule set's own
reader (rows.to_design), and by `result_problem`, which rebuilds a stored game as its result
file and reads it so. Each problem is one line naming the row (the car, the campaign's game) and
the field. `problems` is all of them, for `garage-cli check`.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import date, datetime
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import Boolean, Date, DateTime, Integer, String, Table, TypeDecorator
from sqlalchemy.dialects import sqlite as sqlite_dialect
from sqlmodel import SQLModel, col, select

import garage.storage.campaign_tables
import garage.storage.tables  # noqa: F401  (both: every table on the shared metadata)
from garage.rules import rulesets
from garage.rules.game_result import GameResult, GameResultError, result_from_dict, result_to_dict
from garage.rules.jsonfile import escaped
from garage.storage.errors import BadName, DamagedValue
from garage.storage.quick_list import read_only

if TYPE_CHECKING:
    from garage.storage.garage import Garage

_SHOWN = 40  # characters of a damaged value a message quotes


def _shown(value: object) -> str:
    text = value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)
    return "'" + escaped(text[:_SHOWN] + ("..." if len(text) > _SHOWN else "")) + "'"


def _kind(value: object) -> str:
    return {bytes: "bytes", str: "text", int: "a number", float: "a number", type(None): "empty"}.get(
        type(value), type(value).__name__)


def ruleset_problem(key: object) -> str | None:
    known = [r.key for r in rulesets.all_rulesets()]
    if isinstance(key, str) and key in known:
        return None
    return f"{_shown(key)} is not one of {', '.join(known)}"


def result_problem(result: GameResult, source: str) -> str | None:
    """What the game result reader says of a stored game written as its file."""
    if _known_sound(_result_problem, result):
        return None
    return _result_problem(result, source)


def _result_problem(result: GameResult, source: str) -> str | None:
    problem = ruleset_problem(result.ruleset)
    if problem is not None:
        return f"{source}: ruleset: {problem}"
    try:
        result_from_dict(result_to_dict(result), source)
    except GameResultError as exc:
        return str(exc)
    return None


def _known_sound(check: Callable[[Any, str], str | None], value: GameResult) -> bool:
    """Whether `value` reads, remembered: a campaign's every write folds (and so reads) all its
    games again, and the app reads the same cars over and over; values are immutable, and
    the rule sets registered are part of the key."""
    try:
        return _sound(check, value, tuple(map(id, rulesets.all_rulesets())))
    except TypeError:  # unhashable: a value no Garage writes, e.g. a list where text belongs
        return check(value, "") is None


@lru_cache(maxsize=16384)
def _sound(check: Callable[[Any, str], str | None], value: GameResult, _rulesets: tuple[int, ...]) -> bool:
    return check(value, "") is None


# -- values of the wrong type (SQLite) ----------------------------------------------------------


@dataclass
class Scan:
    problems: list[str] = field(default_factory=list)
    cars: set[Any] = field(default_factory=set)  # vehicle ids with a damaged row
    campaigns: set[Any] = field(default_factory=set)  # campaign ids with a damaged row
    drivers: set[Any] = field(default_factory=set)


def _type_problem(column: Any, value: object, read: Callable[[Any], Any] | None) -> str | None:
    kind = column.type
    if isinstance(kind, TypeDecorator):  # e.g. sqlmodel's AutoString, the UTC timestamps
        kind = kind.impl_instance
    if value is None:
        return None if column.nullable else "is missing"
    if isinstance(kind, Boolean):  # SQLite's 0 or 1, or as the database layer read it back
        return None if type(value) in (int, bool) and value in (0, 1) else f"must be true or false, not {_shown(value)}"
    if isinstance(kind, Integer):
        return None if type(value) is int else f"must be a whole number, not {_kind(value)} ({_shown(value)})"
    if isinstance(kind, Date | DateTime):
        wanted = "a date and time" if isinstance(kind, DateTime) else "a date (YYYY-MM-DD)"
        try:
            parsed = read(value) if read is not None and isinstance(value, str) else None
        except (ValueError, TypeError):
            parsed = None
        expected = datetime if isinstance(kind, DateTime) else date
        return None if isinstance(parsed, expected) else f"{_shown(value)} is not {wanted}"
    if isinstance(kind, String):
        return None if type(value) is str else f"must be text, not {_kind(value)}"
    return None


# A car's summary beside its file (the garage list shows it): a value of another type makes the
# list refuse the garage, so every read of the car refuses it too (rows.to_design).
SUMMARY = ("weight", "capacity_used", "capacity_limit", "legal", "problems_count")


def summary_problem(vehicle: Any) -> str | None:
    """`field: problem` for the first of a stored car's summary values (SUMMARY, as the database
    layer read them back: a `legal` of another type as it is, tables.CheckedBoolean) that is not
    of its column's type; None when all are."""
    columns = SQLModel.metadata.tables["vehicle"].columns
    for name in SUMMARY:
        problem = _type_problem(columns[name], getattr(vehicle, name), None)
        if problem is not None:
            return f"{name}: {problem}"
    return None


def _tables() -> list[Table]:
    return list(SQLModel.metadata.sorted_tables)


def type_problems(execute: Callable[[str], Iterable[Any]]) -> Scan:
    """Every value of a SQLite garage that is not of its column's type, as the database layer
    reads it back (a date it can parse, a whole number, text...). `execute` runs one SQL
    statement (a sqlite3 connection's, or a SQLAlchemy connection's exec_driver_sql)."""
    dialect = sqlite_dialect.dialect()
    found: dict[str, list[dict[str, Any]]] = {}
    for table in _tables():
        names = [c.name for c in table.columns]
        found[table.name] = [dict(zip(names, row))
                             for row in execute(f'SELECT {", ".join(names)} FROM "{table.name}"')]
    label = _Labels(found)
    scan = Scan()
    for table in _tables():
        readers = {c.name: c.type.dialect_impl(dialect).result_processor(dialect, None) for c in table.columns}
        for row in found[table.name]:
            for column in table.columns:
                problem = _type_problem(column, row[column.name], readers[column.name])
                if problem is not None:
                    scan.problems.append(f"{label(table.name, row)}: {column.name}: {problem}")
                    label.taint(table.name, row, scan)
    return scan


class _Labels:
    """How a row is named in a message: by the car, driver or campaign's game it belongs to."""

    def __init__(self, found: dict[str, list[dict[str, Any]]]):
        self.cars = {r["id"]: r["name"] for r in found["vehicle"]}
        self.campaigns = {r["id"]: r["name"] for r in found["campaign"]}
        self.games = {r["id"]: (r["campaign_id"], r["number"]) for r in found["campaign_game"]}
        self.entries = {r["id"]: r["game_id"] for r in found["campaign_entry"]}

    @staticmethod
    def _named(what: str, name: object, key: object) -> str:
        return f"{what} '{escaped(name)}'" if isinstance(name, str) else f"{what} #{key}"

    def car(self, key: object) -> str:
        return self._named("car", self.cars.get(key), key)

    def campaign(self, key: object) -> str:
        return self._named("campaign", self.campaigns.get(key), key)

    def game(self, key: object) -> str:
        campaign, number = self.games.get(key, (None, None))
        return f"{self.campaign(campaign)} game {number if number is not None else f'#{key}'}"

    def __call__(self, table: str, row: dict[str, Any]) -> str:
        if table == "vehicle":
            return self.car(row["id"])
        if table == "driver":
            return self._named("driver", row["name"], row["id"])
        if table == "campaign":
            return self.campaign(row["id"])
        if table == "campaign_game":
            return self.game(row["id"])
        if table in ("campaign_driver", "campaign_navigator"):
            return f"{self.campaign(row['campaign_id'])}: {table} row {row['id']}"
        if table in ("campaign_entry", "campaign_house_rule"):
            return f"{self.game(row['game_id'])}: {table} row {row['id']}"
        if table == "campaign_kill":
            return f"{self.game(self.entries.get(row['entry_id']))}: {table} row {row['id']}"
        return f"{table} row {row.get('id', row.get('key'))}"

    def taint(self, table: str, row: dict[str, Any], scan: Scan) -> None:
        """Mark what the damaged row belongs to, which the readers' checks then pass over."""
        if table == "vehicle":
            scan.cars.add(row["id"])
        elif table == "driver":
            scan.drivers.add(row["id"])
        elif table == "campaign":
            scan.campaigns.add(row["id"])
        elif table in ("campaign_game", "campaign_driver", "campaign_navigator"):
            scan.campaigns.add(row["campaign_id"] if table != "campaign_game" else self.games[row["id"]][0])
        elif table in ("campaign_entry", "campaign_house_rule"):
            scan.campaigns.add(self.games.get(row["game_id"], (None,))[0])
        elif table == "campaign_kill":
            scan.campaigns.add(self.games.get(self.entries.get(row["entry_id"]), (None,))[0])


def scanned(path: Path | None) -> DamagedValue | None:
    """The first value of the wrong type in the SQLite garage file at `path`, as an error;
    None when there is none (or `path` is None: a server database types its own columns)."""
    if path is None:
        return None
    try:
        conn = read_only(path)
    except sqlite3.Error:
        return None
    try:
        found = type_problems(conn.execute).problems
    except sqlite3.Error:
        return None
    finally:
        conn.close()
    return DamagedValue(found[0]) if found else None


# -- everything, for check ------------------------------------------------------------------------


def problems(garage: Garage) -> list[str]:
    """Every damaged value of the garage, one line each naming the row and the field."""
    from garage.storage import rows
    from garage.storage.campaign_tables import Campaign
    from garage.storage.campaigns import game_problems
    from garage.storage.tables import Driver, Vehicle, key_of

    scan = Scan()
    if garage.path is not None:
        with garage.reading_connection() as conn:
            scan = type_problems(conn.exec_driver_sql)
    found = list(scan.problems)
    with garage.reading() as session:
        for vehicle in session.exec(select(Vehicle).where(col(Vehicle.id).not_in(scan.cars))
                                    .order_by(col(Vehicle.id))):
            try:
                design = rows.to_design(vehicle)
            except DamagedValue as exc:
                found.append(str(exc))
                continue
            differ = _disagreeing({name: getattr(vehicle, name) for name in SUMMARY_COLUMNS}, rows.summary(design))
            if differ:
                said = "; ".join(f"{name}: the row says {_said(kept)}, its file gives {_said(value)}"
                                 for name, kept, value in differ)
                found.append(f"car '{escaped(vehicle.name)}': {said} ({REPAIR} recomputes it from the file)")
        for driver in session.exec(select(Driver).where(col(Driver.id).not_in(scan.drivers))):
            found += _name_problem(driver.name, "driver", driver.id)
        for campaign in session.exec(select(Campaign).where(col(Campaign.id).not_in(scan.campaigns))
                                     .order_by(col(Campaign.id))):
            found += _name_problem(campaign.name, "campaign", campaign.id)
            found += game_problems(session, key_of(campaign))
    return found


# -- a car's summary against its file -------------------------------------------------------------

# What recomputes the summaries a check finds disagreeing with their cars' files.
REPAIR = "garage-cli check --repair"
SUMMARY_COLUMNS = ("weight", "capacity_used", "capacity_limit", "legal", "problems_count")


def _same(kept: object, value: object) -> bool:
    if isinstance(value, bool):  # SQLite keeps a boolean as 0 or 1
        return type(kept) in (bool, int) and kept in (0, 1) and bool(kept) == value
    return type(kept) is type(value) and kept == value


def _said(value: object, boolean: bool = False) -> str:
    """A summary value as a message shows it (`boolean`: SQLite's 0 or 1 of a boolean column)."""
    if boolean and type(value) is int and value in (0, 1):
        value = bool(value)
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value) if type(value) is int else _shown(value)


def _disagreeing(kept: dict[str, object], computed: dict[str, object]) -> list[tuple[str, object, object]]:
    """(column, the row's value, the file's) of each summary column that differs."""
    return [(name, kept[name], computed[name]) for name in SUMMARY_COLUMNS if not _same(kept[name], computed[name])]


def repair_summaries(garage: Garage) -> list[str]:
    """Recompute, in one transaction, every stored car's summary that disagrees with its file
    (or is not of its type), from the file, which is the car; one line per car repaired, naming
    the fields. A car whose file does not read is left as it is (check names it: restore a
    backup or remove the car). The raw values are read, as a check names them, so a value of
    another type is repaired too; the car's `updated` time stays (the car did not change)."""
    from sqlalchemy import update

    from garage.storage import rows
    from garage.storage.tables import Vehicle

    repaired = []
    with garage.writing() as session:
        conn = session.connection()
        found = conn.exec_driver_sql(f"SELECT id, name, ruleset, file, {', '.join(SUMMARY_COLUMNS)} FROM vehicle "
                                     "ORDER BY id").fetchall()
        for key, name, ruleset, file, *kept in found:
            # The file read as every read of a car reads it, its summary left out of the reading.
            blank = Vehicle(id=key, name=name, ruleset=ruleset, file=file, weight="", capacity_used=0,
                            capacity_limit=0, legal=False, problems_count=0)
            try:
                computed = rows.summary(rows.to_design(blank))
            except DamagedValue:
                continue
            differ = _disagreeing(dict(zip(SUMMARY_COLUMNS, kept)), computed)
            if differ:
                conn.execute(update(Vehicle).where(col(Vehicle.id) == key).values(**computed))
                changes = (f"{column} {_said(old, column == 'legal')} -> {_said(new)}" for column, old, new in differ)
                repaired.append(f"repaired car '{escaped(name)}': {', '.join(changes)}")
    return repaired


def _name_problem(name: object, what: str, key: object) -> list[str]:
    problem = name_problem(name, what, key)
    return [] if problem is None else [problem]


def name_problem(name: object, what: str, key: object) -> str | None:
    """What the name rule says of a stored driver's or campaign's name (a car's is its file's)."""
    from garage.storage import rows

    try:
        rows.check_name(name, what)
    except BadName as exc:
        return f"{what} #{key}: name: {exc}"
    return None


def refuse_names(named: Iterable[tuple[object, object]], what: str) -> None:
    """Raise DamagedValue for the first stored (id, name) the name rule refuses."""
    for key, name in named:
        problem = name_problem(name, what, key)
        if problem is not None:
            raise DamagedValue(problem)

