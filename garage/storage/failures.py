"""Database driver errors turned into StorageErrors a player can read and act on."""

from __future__ import annotations

import errno
import os
import re
import shlex
import shutil
import sqlite3
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from garage.storage import backups
from garage.storage.engine import passwords_in, redact, resolve_url, sqlite_path
from garage.storage.errors import DamagedValue, DatabaseBusy, DatabaseDamaged, DuplicateName, StorageError

# SQLite primary result codes (sqlite3 exceptions carry them since Python 3.11).
_DAMAGED = {11: "its contents are corrupt or cut short", 26: "the file is not a SQLite database"}
_PLAIN = {13: "the disk is full", 8: "the file is read-only", 10: "a disk input/output error",
          14: "the file cannot be opened (does its folder exist?)", 23: "permission denied"}
_BUSY = (5, 6)
# PostgreSQL SQLSTATEs: a serialisation failure, a deadlock, a lock or statement timeout.
_PG_BUSY = ("40001", "40P01", "55P03", "57014")
_PG_UNIQUE = "23505"
_PG_PLAIN = {"28P01": "the server refused the password (see PGPASSWORD and .pgpass in docs/storage.md)",
             "28000": "the server refused this user (see docs/storage.md)",
             "3D000": "no such database on the server; create it first (docs/storage.md)",
             "53100": "the server's disk is full",
             "25006": "the server is read-only"}
# What each table's unique name is the name of, for the "already in the garage" message.
_WHAT = {"vehicle": "car", "driver": "driver", "campaign": "campaign", "campaign_driver": "driver"}
# A connection refused before any SQLSTATE exists: the driver's text, in a player's words.
_PG_CONNECT = ((re.compile(r'database "[^"]*" does not exist'), _PG_PLAIN["3D000"]),
               (re.compile(r"password authentication failed|no password supplied"), _PG_PLAIN["28P01"]),
               (re.compile(r'role "[^"]*" does not exist'), _PG_PLAIN["28000"]),
               (re.compile(r"Connection refused|could not connect|No route to host|timeout expired|"
                           r"could not translate host name"),
                "the database server does not answer (is it running, and is the address right?)"))
_KEY = re.compile(r"Key \((?:\w+, )*(\w+)\)=\((?:[^,]*, )*(.*)\) already exists")
_IOERR, _FULL = 10, 13
# Free space under which a failed write is put down to a full disk: SQLite reports some
# writes that ran out of space (its shared-memory file, the WAL) as I/O errors.
_NEARLY_FULL = 1 << 20
_OS = {errno.ENOSPC: "the disk is full", errno.EROFS: "it is on a read-only file system"}


def where(url: str) -> str:
    path = sqlite_path(url)
    return str(path) if path is not None else redact(url)


def restore_command(url: str, backup: Path) -> str:
    words = ["garage-cli"]
    if url != resolve_url(None):
        path = sqlite_path(url)
        words += ["--db", str(path) if path is not None else url]
    words += ["restore", str(backup)]
    return " ".join(shlex.quote(w) for w in words)


def damaged(url: str, problem: str) -> DatabaseDamaged:
    path = sqlite_path(url)
    good = backups.newest_good(path) if path is not None else None
    return DatabaseDamaged(where(url), problem, str(good) if good else None,
                           restore_command(url, good) if good else None)


def in_the_way(path: Path, code: int) -> str | None:
    """What in the file system stops SQLite from using `path`, which its own codes blur: a
    read-only mount comes back as "cannot open", a full disk as an I/O error, a folder where
    the journal cannot be written as a read-only file."""
    folder = path.parent
    if not folder.is_dir():
        return "the file cannot be opened (does its folder exist?)"
    try:
        if hasattr(os, "statvfs") and os.statvfs(folder).f_flag & os.ST_RDONLY:
            return "it is on a read-only file system"
        if code in (_IOERR, _FULL) and shutil.disk_usage(folder).free < _NEARLY_FULL:
            return "the disk is full"
    except OSError:
        pass
    if not os.access(folder, os.W_OK):
        return f"its folder {folder} is read-only (Garage writes its journal beside the file)"
    if path.exists() and not os.access(path, os.W_OK):
        return "the file is read-only"
    return None


def _sqlalchemy_errors() -> tuple[type[BaseException], ...]:
    """SQLAlchemy's error classes, if it is loaded: until then nothing can raise one (a garage
    opened straight from its file works without it, garage.storage.direct)."""
    found = sys.modules.get("sqlalchemy.exc")
    return (found.SQLAlchemyError,) if found is not None else ()


def translate(exc: BaseException, url: str) -> StorageError:
    errors = sys.modules.get("sqlalchemy.exc")  # loaded if it raised `exc`
    orig = exc.orig if errors is not None and isinstance(exc, errors.DBAPIError) else exc
    if isinstance(orig, sqlite3.Error):
        code = (getattr(orig, "sqlite_errorcode", None) or 0) & 0xFF
        if code in _DAMAGED or "malformed" in str(orig) or "not a database" in str(orig):
            return damaged(url, _DAMAGED.get(code, str(orig)))
        if code in _BUSY:
            return DatabaseBusy(f"the garage database {where(url)} is busy (another Garage is writing to it); "
                                f"try again in a moment")
        if code in _PLAIN:
            path = sqlite_path(url)
            reason = (in_the_way(path, code) if path is not None else None) or _PLAIN[code]
            return StorageError(f"cannot use the garage database {where(url)}: {reason}")
    state = getattr(orig, "sqlstate", None)
    if state in _PG_BUSY:
        return DatabaseBusy(f"the garage database {where(url)} is busy (another member is writing to it); "
                            f"try again in a moment")
    if state == _PG_UNIQUE:
        diag = getattr(orig, "diag", None)
        found = _KEY.search(getattr(diag, "message_detail", None) or "")
        what = _WHAT.get(getattr(diag, "table_name", None) or "", "record")
        return DuplicateName(found.group(2) if found else "that name", what)
    if state in _PG_PLAIN:
        return StorageError(f"cannot use the garage database {where(url)}: {_PG_PLAIN[state]}")
    if state is None and type(orig).__module__.startswith("psycopg"):
        for pattern, words in _PG_CONNECT:
            if pattern.search(str(orig)):
                return StorageError(f"cannot use the garage database {where(url)}: {words}")
    first_line = str(orig).strip().splitlines()[0] if str(orig).strip() else type(orig).__name__
    for password in passwords_in(url):  # a driver may echo part of one (e.g. after an unencoded @)
        first_line = first_line.replace(password, "***")
    return StorageError(f"cannot use the garage database {where(url)}: {first_line}")


@contextmanager
def translated(url: str) -> Iterator[None]:
    try:
        yield
    except DamagedValue as exc:
        raise damaged(url, str(exc)) from None
    except StorageError:
        raise
    except (ValueError, TypeError) as exc:
        # A stored value the database layer cannot read back (text in a date column, bytes
        # in a name): the garage is damaged, not Garage broken; anything else is a bug.
        from garage.storage import stored

        found = stored.scanned(sqlite_path(url))
        if found is None:
            raise
        raise damaged(url, str(found)) from exc
    except Exception as exc:
        if isinstance(exc, (sqlite3.Error, *_sqlalchemy_errors())):
            raise translate(exc, url) from exc
        if not isinstance(exc, OSError):
            raise
        # e.g. the backups folder cannot be written
        known = _OS.get(exc.errno) if exc.errno is not None else None
        reason = known or f"{exc.strerror or exc}{f' ({exc.filename})' if exc.filename else ''}"
        raise StorageError(f"cannot use the garage database {where(url)}: {reason}") from exc
