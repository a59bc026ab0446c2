"""Copy a whole garage (cars, drivers, campaigns with every game) into a new database, e.g. a
player's SQLite file onto the club's PostgreSQL server, and prove the copy equal row by row.

The copy is one transaction on the target: it creates the schema, inserts every row with its
id, moves the server's id sequences past them, reads everything back and compares it with
the source before it commits. Anything short of an exact copy leaves the target as it was.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, Select, Table, func, insert, inspect, select
from sqlmodel import SQLModel

import garage.storage.campaign_tables
import garage.storage.tables  # noqa: F401
from garage.storage import migrate, stored
from garage.storage.engine import BEGIN_OPTION, engines, resolve_url, sqlite_path
from garage.storage.errors import DamagedValue, StorageError
from garage.storage.failures import translated, where
from garage.storage.garage import Garage


@dataclass(frozen=True, slots=True)
class CopyResult:
    target: str  # shown without a password
    rows: dict[str, int]  # table name -> rows copied


def _tables() -> list[Table]:
    return list(SQLModel.metadata.sorted_tables)  # parents before children


def _ordered(table: Table) -> Select[*tuple[Any, ...]]:  # a row of any table
    return select(table).order_by(*table.primary_key.columns)


def copy_garage(source: Garage, target_url: str) -> CopyResult:
    target_url = resolve_url(target_url)
    if target_url == source.url:
        raise StorageError(f"copy: the target {where(target_url)} is the garage being copied")
    with translated(source.url):  # a damaged value is refused before anything of the copy exists
        for problem in stored.problems(source):
            raise DamagedValue(problem)
    made = sqlite_path(target_url)
    if made is not None and (made.exists() or made.is_symlink()):
        made = None  # not ours to remove if the copy fails
    engine = engines.acquire(target_url)
    try:
        with translated(target_url), translated(source.url):
            writer = engine.execution_options(**{BEGIN_OPTION: "IMMEDIATE"})
            with writer.connect() as target, source.reading_connection() as src:
                if migrate.has_tables(target):
                    raise StorageError(f"copy: {where(target_url)} already holds tables; copy into a new, "
                                       f"empty database (docs/storage.md)")
                if migrate.current(src) != migrate.head():
                    raise StorageError(f"copy: {where(source.url)} is not at the newest schema; open it "
                                       f"with this Garage first")
                migrate.upgrade(target)
                counts = {}
                for table in _tables():
                    rows = [dict(r._mapping) for r in src.execute(_ordered(table))]
                    if rows:
                        target.execute(insert(table), rows)
                    counts[table.name] = len(rows)
                if target.dialect.name == "postgresql":
                    advance_sequences(target)
                for table in _tables():
                    if list(target.execute(_ordered(table))) != list(src.execute(_ordered(table))):
                        raise StorageError(f"copy: the {table.name} rows read back from {where(target_url)} "
                                           f"differ from the source; nothing was copied")
                target.commit()
    except BaseException:
        if made is not None:  # the file the copy created: no partial copy is left behind
            engines.dispose_connections(target_url)
            for leftover in (made, made.with_name(made.name + "-wal"), made.with_name(made.name + "-shm"),
                             made.with_name(made.name + "-journal")):
                leftover.unlink(missing_ok=True)
        raise
    finally:
        engines.release(target_url)
    return CopyResult(where(target_url), counts)


def advance_sequences(conn: Connection) -> None:
    """Rows came with their ids; the server's id sequences must start after them."""
    for table in _tables():
        column = table.autoincrement_column
        if column is None or not inspect(conn).has_table(table.name):
            continue
        high = conn.execute(select(func.max(column))).scalar()
        if high is not None:
            conn.exec_driver_sql(f"SELECT setval(pg_get_serial_sequence('{table.name}', '{column.name}'), {int(high)})")
