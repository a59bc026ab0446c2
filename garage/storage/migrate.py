"""Schema versions: Alembic scripts in garage/storage/migrations, run without alembic.ini.

Adding a migration is adding a file to migrations/versions (see migrations/README.md).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from alembic.util import CommandError
from sqlalchemy import Connection, inspect

SCRIPT_LOCATION = Path(__file__).resolve().parent / "migrations"


def config() -> Config:
    cfg = Config()
    cfg.set_main_option("script_location", str(SCRIPT_LOCATION))
    cfg.set_main_option("path_separator", "os")
    return cfg


@cache
def _scripts(location: Path) -> ScriptDirectory:
    return ScriptDirectory.from_config(config())


def scripts() -> ScriptDirectory:
    return _scripts(SCRIPT_LOCATION)


def head() -> str:
    return scripts().get_current_head()


def revisions() -> list[str]:
    """Every revision, oldest first."""
    return [s.revision for s in reversed(list(scripts().walk_revisions()))]


def current(connection: Connection) -> str | None:
    """The revision the database is at; None for a database with no garage schema yet."""
    heads = MigrationContext.configure(connection).get_current_heads()
    return heads[0] if heads else None


def is_known(revision: str) -> bool:
    try:
        return scripts().get_revision(revision) is not None
    except CommandError:
        return False


def has_tables(connection: Connection) -> bool:
    return bool(inspect(connection).get_table_names())


def upgrade(connection: Connection, target: str = "head") -> None:
    """Run the migrations up to `target` inside the caller's transaction."""
    cfg = config()
    cfg.attributes["connection"] = connection
    command.upgrade(cfg, target)
