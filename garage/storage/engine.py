"""Where the garage lives and how to connect to it: one engine per process per URL.

SQLite gets the settings that keep a file safe with two app instances on it: WAL (readers
never block the writer), foreign keys, a busy timeout, synchronous=FULL (a commit that
reported success survives a power cut), and explicit BEGIN so a write transaction can take
the write lock up front (BEGIN IMMEDIATE) instead of failing half way when another process
writes at the same moment.
"""

from __future__ import annotations

import os
import sqlite3
import threading
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import Connection, Engine, create_engine, event
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError, NoSuchModuleError
from sqlalchemy.pool import ConnectionPoolEntry, StaticPool

from garage.storage.errors import StorageError
from garage.storage.quick_list import ENV_VAR, default_file

BUSY_TIMEOUT_S = 15.0
# Execution option naming the BEGIN flavour for SQLite: "IMMEDIATE" for writers. On a
# server the same option makes the transaction take WRITE_LOCK first.
BEGIN_OPTION = "garage_sqlite_begin"
# PostgreSQL transaction-level advisory lock every write transaction (and every upgrade)
# takes before anything else, so writers queue as they do on SQLite: no duplicate numbers
# from two games recorded at once, no write skew between a correction and a record.
# Released by the server at commit or rollback, so it can never outlive the transaction.
WRITE_LOCK = 0x6761726167650001  # "garage" + 1; any constant agreed by every Garage


def default_url() -> str:
    return sqlite_url(default_file())


def sqlite_url(path: str | os.PathLike[str]) -> str:
    return f"sqlite:///{Path(path).expanduser().resolve()}"


def resolve_url(url: str | None = None) -> str:
    """The URL given, else $GARAGE_DB, else the default file. A plain path (no "://") means
    a SQLite file, so `--db my.sqlite` works as a player expects. An empty one is a mistake,
    never the default garage (which a player would then change without meaning to)."""
    if url is not None and not url.strip():
        raise StorageError("the database given with --db is empty; give a garage file path or a database URL")
    if url is None and ENV_VAR in os.environ and not os.environ[ENV_VAR].strip():
        raise StorageError(f"the database given with {ENV_VAR} is empty; give a garage file path or a "
                           f"database URL, or unset {ENV_VAR} for the default garage")
    url = url or os.environ.get(ENV_VAR) or default_url()
    if "://" not in url:
        url = sqlite_url(url)
    try:
        parsed = make_url(url)
    except ArgumentError:
        raise StorageError(
            f"'{url}' is not a database URL (e.g. sqlite:///path/garage.sqlite or a file path)") from None
    if parsed.get_backend_name() == "sqlite" and parsed.database not in (None, "", ":memory:") and not parsed.query:
        # Absolute, so messages and the restore command they suggest work from any folder.
        url = sqlite_url(parsed.database)
    return url


def sqlite_path(url: str) -> Path | None:
    """The file behind a SQLite URL; None for a server database or an in-memory one."""
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite" or parsed.database in (None, "", ":memory:"):
        return None
    return Path(parsed.database)


def _configure_sqlite(engine: Engine) -> None:
    @event.listens_for(engine, "connect")
    def on_connect(dbapi_connection: sqlite3.Connection, _record: ConnectionPoolEntry) -> None:
        # Autocommit at the driver level: SQLAlchemy's "begin" event below emits BEGIN itself.
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        try:
            cursor.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
            cursor.execute("PRAGMA foreign_keys = ON")
            cursor.execute("PRAGMA journal_mode = WAL")
            cursor.execute("PRAGMA synchronous = FULL")
        finally:
            cursor.close()

    @event.listens_for(engine, "begin")
    def on_begin(connection: Connection) -> None:
        flavour = connection.get_execution_options().get(BEGIN_OPTION, "")
        connection.exec_driver_sql(f"BEGIN {flavour}".strip())


@dataclass
class _Shared:
    engine: Engine
    users: int = 0


class _Registry:
    """Engines shared by every Garage on the same URL in this process; a forked child gets
    its own, since SQLite connections must not cross a fork."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._engines: dict[tuple[int, str], _Shared] = {}

    def acquire(self, url: str) -> Engine:
        key = (os.getpid(), url)
        with self._lock:
            entry = self._engines.get(key)
            if entry is None:
                entry = self._engines[key] = _Shared(_create(url))
            entry.users += 1
            return entry.engine

    def release(self, url: str) -> None:
        key = (os.getpid(), url)
        with self._lock:
            entry = self._engines.get(key)
            if entry is None:
                return
            entry.users -= 1
            if entry.users <= 0:
                del self._engines[key]
                entry.engine.dispose()

    def dispose_connections(self, url: str) -> None:
        """Close pooled connections (e.g. before a restore replaces the file)."""
        with self._lock:
            entry = self._engines.get((os.getpid(), url))
        if entry is not None:
            entry.engine.dispose()


def _create(url: str) -> Engine:
    try:
        return _create_engine(url)
    except (ArgumentError, NoSuchModuleError, ImportError) as exc:
        shown = make_url(url).render_as_string(hide_password=True)
        raise StorageError(f"cannot use the database URL {shown}: no driver for "
                           f"'{make_url(url).drivername}' is installed ({type(exc).__name__})") from None


def _create_engine(url: str) -> Engine:
    backend = make_url(url).get_backend_name()
    if backend == "sqlite" and sqlite_path(url) is None:
        # In memory: every connection would be a new empty database, so share one.
        engine = create_engine(url, poolclass=StaticPool, connect_args={"check_same_thread": False})
        _configure_sqlite(engine)
    elif backend == "sqlite":
        engine = create_engine(url, connect_args={"timeout": BUSY_TIMEOUT_S})
        _configure_sqlite(engine)
    else:
        connect_args = {}
        if backend == "postgresql":
            # Timestamps are written and read in UTC whatever the server's own time zone; a
            # writer waiting for another (WRITE_LOCK) gives up as SQLite's busy timeout does.
            connect_args["options"] = f"-c timezone=UTC -c lock_timeout={int(BUSY_TIMEOUT_S * 1000)}"
        engine = create_engine(url, pool_pre_ping=True, connect_args=connect_args)
        if backend == "postgresql":
            _configure_postgresql(engine)
    return engine


def _configure_postgresql(engine: Engine) -> None:
    @event.listens_for(engine, "begin")
    def on_begin(connection: Connection) -> None:
        if connection.get_execution_options().get(BEGIN_OPTION):
            connection.exec_driver_sql(f"SELECT pg_advisory_xact_lock({WRITE_LOCK})")


engines = _Registry()
