"""Schema versions: Alembic scripts in garage/storage/migrations, run without alembic.ini.

Adding a migration is adding a file to migrations/versions (see migrations/README.md).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from garage.storage.quick_list import MIGRATIONS, revision_graph

if TYPE_CHECKING:
    from alembic.config import Config
    from alembic.script import ScriptDirectory
    from sqlalchemy import Connection

SCRIPT_LOCATION = MIGRATIONS

# SQLAlchemy too is imported by the functions that use a connection: opening an up-to-date
# SQLite garage reads its revision with sqlite3 (garage.storage.direct).
# Opening a garage only needs the head revision and the database's own, so those are read
# without Alembic, whose import costs about a quarter of start-up (quick_list.revision_graph
# reads the scripts' text); Alembic is imported when a migration actually runs.
# tests/storage/test_migrations.py checks both readings agree.


def config() -> Config:
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(SCRIPT_LOCATION))
    cfg.set_main_option("path_separator", "os")
    return cfg


@cache
def _scripts(location: Path) -> ScriptDirectory:
    from alembic.script import ScriptDirectory

    return ScriptDirectory.from_config(config())


def scripts() -> ScriptDirectory:
    return _scripts(SCRIPT_LOCATION)


def head() -> str:
    graph = revision_graph(SCRIPT_LOCATION)
    heads = set(graph) - set(graph.values())
    if len(heads) == 1:
        return heads.pop()
    current = scripts().get_current_head()  # alembic names what is wrong with several heads
    if current is None:
        raise RuntimeError(f"{SCRIPT_LOCATION}: no migration scripts")
    return current


def revisions() -> list[str]:
    """Every revision, oldest first."""
    return [s.revision for s in reversed(list(scripts().walk_revisions()))]


def current(connection: Connection) -> str | None:
    """The revision the database is at; None for a database with no garage schema yet."""
    from sqlalchemy import inspect

    if not inspect(connection).has_table("alembic_version"):
        return None
    versions = connection.exec_driver_sql("SELECT version_num FROM alembic_version").scalars().all()
    return versions[0] if versions else None


def is_known(revision: str | None) -> bool:
    return revision in revision_graph(SCRIPT_LOCATION)


def has_tables(connection: Connection) -> bool:
    return bool(table_names(connection))


def table_names(connection: Connection) -> frozenset[str]:
    from sqlalchemy import inspect

    return frozenset(inspect(connection).get_table_names())


def columns(connection: Connection) -> dict[str, set[str]]:
    """Every table's column names; on SQLite in one query, as it runs on every open."""
    from sqlalchemy import inspect

    if connection.dialect.name == "sqlite":
        found: dict[str, set[str]] = {}
        for table, column in connection.exec_driver_sql(
                "SELECT m.name, p.name FROM sqlite_master AS m JOIN pragma_table_info(m.name) AS p "
                "WHERE m.type = 'table'"):
            found.setdefault(table, set()).add(column)
        return found
    return {table: {column["name"] for column in found}
            for (_, table), found in inspect(connection).get_multi_columns().items()}


def schema_problems(connection: Connection) -> list[str]:
    """Tables and columns of the newest schema that a database at the head revision lacks
    (e.g. a table dropped by hand): the revision alone would call it sound."""
    from sqlmodel import SQLModel

    import garage.storage.campaign_tables
    import garage.storage.tables  # noqa: F401

    present = columns(connection)
    found = []
    for table in SQLModel.metadata.sorted_tables:
        if table.name not in present:
            found.append(f"the table {table.name} is missing")
            continue
        found += [f"the column {table.name}.{column.name} is missing" for column in table.columns
                  if column.name not in present[table.name]]
    return found


def upgrade(connection: Connection, target: str = "head") -> None:
    """Run the migrations up to `target` inside the caller's transaction."""
    from alembic import command

    cfg = config()
    cfg.attributes["connection"] = connection
    command.upgrade(cfg, target)


def downgrade(connection: Connection, target: str) -> None:
    """Run the migrations down to `target` inside the caller's transaction (tests, and a
    developer taking a garage back to an older Garage)."""
    from alembic import command

    cfg = config()
    cfg.attributes["connection"] = connection
    command.downgrade(cfg, target)
