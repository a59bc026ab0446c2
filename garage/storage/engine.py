"""Where the garage lives and how to connect to it: one engine per process per URL.

SQLite gets the settings that keep a file safe with two app instances on it: WAL (readers
never block the writer), foreign keys, a busy timeout, synchronous=FULL (a commit that
reported success survives a power cut), and explicit BEGIN so a write transaction can take
the write lock up front (BEGIN IMMEDIATE) instead of failing half way when another process
writes at the same moment.
"""

from __future__ import annotations

import os
import re
import sqlite3
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from garage.storage import wal
from garage.storage.errors import StorageError
from garage.storage.quick_list import ENV_VAR, default_file, sqlite_url

if TYPE_CHECKING:
    from sqlalchemy import Connection, Engine
    from sqlalchemy.pool import ConnectionPoolEntry

# SQLAlchemy is imported by the functions that need it: a garage opened straight from its
# SQLite file (garage.storage.garage.open_garage) names its URL, and a window its recent
# garages (redact), without it.

BUSY_TIMEOUT_S = 15.0
# Execution option naming the BEGIN flavour for SQLite: "IMMEDIATE" for writers. On a
# server the same option makes the transaction take WRITE_LOCK first.
BEGIN_OPTION = "garage_sqlite_begin"
# PostgreSQL transaction-level advisory lock every write transaction (and every upgrade)
# takes before anything else, so writers queue as they do on SQLite: no duplicate numbers
# from two games recorded at once, no write skew between a correction and a record.
# Released by the server at commit or rollback, so it can never outlive the transaction.
WRITE_LOCK = 0x6761726167650001  # "garage" + 1; any constant agreed by every Garage
# How long connecting to a server may take before it counts as not answering (a stopped
# server accepts the connection and never replies); $GARAGE_CONNECT_TIMEOUT overrides it.
CONNECT_TIMEOUT_S = 10
CONNECT_TIMEOUT_ENV = "GARAGE_CONNECT_TIMEOUT"
_QUERY_PASSWORD = re.compile(r"(?i)^(?:ssl)?password=")


def passwords_in(url: str) -> list[str]:
    """Every password `url` holds as text (see redact), and each part of one that has an @
    in it, which a driver may echo as the host name; longest first."""
    if redact(url) == url:
        return []
    found: set[str] = set()
    head, _, query = url.partition("://")[2].partition("?")
    user = head[:head.rfind("@")] if "@" in head else ""
    if ":" in user:
        password = user.partition(":")[2]
        found |= {password, *password.split("@")}
    found |= {f.split("=", 1)[1] for f in query.split("&") if _QUERY_PASSWORD.match(f)}
    return sorted((p for p in found if p), key=len, reverse=True)


def redact(url: str, mask: str | None = "***") -> str:
    """`url` with no password in it, whatever its form: one in the user part (even with an
    unencoded @ in it, which URL parsers split wrongly) and any ?password= of the query are
    replaced by `mask` (to show it), or dropped with their key when `mask` is None (to
    remember it: the password comes from PGPASSWORD or ~/.pgpass then). Read as text, so
    a URL too malformed to parse is redacted too; a plain path or a SQLite URL has none."""
    scheme, sep, rest = url.partition("://")
    if not sep or scheme.lower().startswith("sqlite"):
        return url
    head, question, query = rest.partition("?")
    at = head.rfind("@")
    if at >= 0:
        user, colon, _ = head[:at].partition(":")
        if colon:
            head = user + (f":{mask}" if mask is not None else "") + head[at:]
    if question:
        fields = query.split("&")
        if mask is None:
            fields = [f for f in fields if not _QUERY_PASSWORD.match(f)]
        else:
            fields = [f.split("=", 1)[0] + "=" + mask if _QUERY_PASSWORD.match(f) else f for f in fields]
        query = "&".join(fields)
        question = "?" if query else ""
    return scheme + sep + head + question + query


def default_url() -> str:
    return sqlite_url(default_file())


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
        url = _absolute(url)
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    not_a_url = StorageError(f"'{redact(url)}' is not a database URL (e.g. sqlite:///path/garage.sqlite or a file "
                             f"path)")
    try:
        parsed = make_url(url)
        port = parsed.port
    except (ArgumentError, ValueError):  # ValueError: a port that is no number, an unclosed [
        raise not_a_url from None
    if port is not None and not 0 < port < 65536:
        raise not_a_url
    if parsed.get_backend_name() == "sqlite" and parsed.query:
        # SQLAlchemy ignores them with a warning (mode=ro would not be read-only): refused.
        options = "&".join(f"{k}={v}" for k, v in parsed.query.items())
        raise StorageError(f"the SQLite URL {url} has options ({options}), which Garage does not use; give the "
                           f"file alone (sqlite:///PATH or a file path)")
    if parsed.get_backend_name() == "sqlite" and parsed.database not in (None, "", ":memory:"):
        # Absolute, so messages and the restore command they suggest work from any folder.
        url = _absolute(parsed.database)
    return url


def _absolute(path: str) -> str:
    try:
        return sqlite_url(path)
    except RuntimeError:  # Python before 3.13 on a loop of symbolic links
        raise StorageError(f"cannot open the garage database {path}: it is a loop of symbolic links") from None
    except OSError as exc:
        raise StorageError(f"cannot open the garage database {path}: {exc.strerror or exc}") from None


def sqlite_path(url: str) -> Path | None:
    """The file behind a SQLite URL; None for a server database or an in-memory one."""
    from sqlalchemy.engine import make_url

    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite" or parsed.database in (None, "", ":memory:"):
        return None
    return Path(parsed.database)


def _configure_sqlite(engine: Engine) -> None:
    from sqlalchemy import event

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
        if flavour:  # a writer: page 1 in every commit, naming the stamp before (garage.storage.wal)
            wal.stamp(connection.exec_driver_sql)


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
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError, NoSuchModuleError

    try:
        return _create_engine(url)
    except (ArgumentError, NoSuchModuleError, ImportError) as exc:
        shown = redact(url)
        raise StorageError(f"cannot use the database URL {shown}: no driver for "
                           f"'{make_url(url).drivername}' is installed ({type(exc).__name__})") from None


def _create_engine(url: str) -> Engine:
    from sqlalchemy import create_engine
    from sqlalchemy.engine import make_url
    from sqlalchemy.pool import StaticPool

    backend = make_url(url).get_backend_name()
    if backend == "sqlite" and sqlite_path(url) is None:
        # In memory: every connection would be a new empty database, so share one.
        engine = create_engine(url, poolclass=StaticPool, connect_args={"check_same_thread": False})
        _configure_sqlite(engine)
    elif backend == "sqlite":
        engine = create_engine(url, connect_args={"timeout": BUSY_TIMEOUT_S})
        _configure_sqlite(engine)
    else:
        connect_args: dict[str, object] = {}
        if backend == "postgresql":
            # Timestamps are written and read in UTC whatever the server's own time zone; a
            # writer waiting for another (WRITE_LOCK) gives up as SQLite's busy timeout does.
            connect_args["options"] = f"-c timezone=UTC -c lock_timeout={int(BUSY_TIMEOUT_S * 1000)}"
            if "connect_timeout" not in make_url(url).query:  # one given in the URL stands
                connect_args["connect_timeout"] = connect_timeout()
        engine = create_engine(url, pool_pre_ping=True, connect_args=connect_args)
        if backend == "postgresql":
            _configure_postgresql(engine)
    return engine


def connect_timeout() -> int:
    """Seconds to wait for a server to answer: $GARAGE_CONNECT_TIMEOUT if it is a whole
    number of seconds (at least 1), else CONNECT_TIMEOUT_S."""
    value = os.environ.get(CONNECT_TIMEOUT_ENV, "").strip()
    return max(1, int(value)) if value.isdigit() else CONNECT_TIMEOUT_S


def _configure_postgresql(engine: Engine) -> None:
    from sqlalchemy import event

    @event.listens_for(engine, "begin")
    def on_begin(connection: Connection) -> None:
        if connection.get_execution_options().get(BEGIN_OPTION):
            connection.exec_driver_sql(f"SELECT pg_advisory_xact_lock({WRITE_LOCK})")


engines = _Registry()
