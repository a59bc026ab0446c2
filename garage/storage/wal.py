"""Whether the write-ahead log beside a SQLite garage is its own, read before SQLite opens it.

SQLite applies any `-wal` file beside a database that is well formed in itself: the log's
header and frames carry salts and checksums that tie the frames to the log, but nothing ties
the log to the database. A `garage.sqlite-wal` copied from another garage (a restore by hand,
a sync tool) is applied silently: the first connection reads the other garage's pages, the
last one to close writes them into the file and deletes the log, and the garage's own cars are
gone while SQLite's integrity check says ok (tried: docs/storage.md).

So Garage ties them itself. Every write transaction of Garage's on a SQLite garage (BEGIN
IMMEDIATE: garage.storage.engine) first `stamp`s the database header, on page 1: a new random
`user_version`, and the one it replaces as `application_id`. Page 1 is then in every commit
the log holds, each frame of it naming the stamp before it. A log belongs to its database when
the stamp in the database file itself is the one the log's first page-1 frame replaced (the
log began on this file) or one of the log's own (SQLite had copied part of the log into the
file when it stopped, as a checkpoint does). `foreign` reads the log as SQLite reads it (only
frames whose salts and running checksum are right, up to the last commit) and answers the
problem when that fails.

A database never stamped (written only by a Garage before this one) is told apart as far as
its stamp of 0 allows: a log whose first page 1 replaced another stamp began on another file,
and is refused. Otherwise the stamps are weak evidence or none: any log's page 1 may name a
stamp of 0 (an older Garage's, most programs'), and a log with no page 1 in it was not written
by this Garage. Then the garage is read twice, read-only, as it is without the log (SQLite's
`immutable`, which leaves the log alone) and through the log as SQLite would apply it: a log
that makes a sound garage file no sound garage (another database's pages over its own) is
refused too. What still fits is left to SQLite as before rather than refused on a doubt: the
garage's own log, and the log of another garage made alike that no Garage of this version
wrote (nothing in the two files tells them apart). So the open keeps an unstamped garage file
as it is without such a log (`examine`, garage.storage.backups.keep_without_log) before SQLite
applies it.

Standard library only: the first look at a garage (garage.storage.quick_list) uses it.
"""

from __future__ import annotations

import sqlite3
import struct
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import quote

_MAGIC = (0x377F0682, 0x377F0683)  # the low bit: checksums of big-endian words
_HEADER = 32
_FRAME_HEADER = 24
# Page 1 starts with the database header: user_version at 60, application_id at 68.
_USER_VERSION = 60
_APPLICATION_ID = 68
_TRIES = 3


def wal_of(path: Path) -> Path:
    return path.with_name(path.name + "-wal")


def stamp(execute: Callable[[str], Any]) -> None:
    """Stamp the database a write transaction is open on (`execute` runs one statement in it):
    a new random user_version, and the one it replaces as application_id (module docstring)."""
    stamp_after(execute, int(execute("PRAGMA user_version").fetchone()[0]))


def stamp_after(execute: Callable[[str], Any], previous: int) -> None:
    """Stamp the database `execute` runs on as the write that follows the stamp `previous`: a
    restore stamps the backup's copy after the garage's, since the backup's page 1 goes into
    the garage's log."""
    import secrets  # here: with hmac it loads OpenSSL, which reading a garage (its first look) need not

    execute(f"PRAGMA application_id = {int(previous)}")
    execute(f"PRAGMA user_version = {secrets.randbelow(2**31 - 1) + 1}")


def examine(path: Path) -> tuple[str | None, bool]:
    """(What is wrong when the write-ahead log beside the SQLite file at `path` is not its own,
    one line's worth naming the log, or None when it is, when there is none and when it cannot
    be told; whether SQLite would apply writes of a log that fits an unstamped file the stamps
    cannot tie it to: the garage's own, or another garage's made alike, which nothing tells
    apart, so the file is kept as it is before anything applies them). Read a few
    times over while a writer changes the files meanwhile; no answer is taken from files that
    changed under it."""
    log = wal_of(path)
    for _ in range(_TRIES):
        try:
            if not log.is_file() or log.stat().st_size <= _HEADER:
                return None, False
            before = _stamps_of_file(path)
            frames = _page_one_stamps(log.read_bytes())
            if before != _stamps_of_file(path) or before is None:
                continue
            if frames is None:
                return None, False  # nothing in it SQLite would apply
            if frames and not (before[0] == frames[0][1] or any(before[0] == uv for uv, _ in frames)):
                return _refused(log, "is a write-ahead log of another database (copied beside it?)"), False
            if frames and before[0] != 0:
                return None, False  # its own, by the stamps
            # The stamps tell nothing (module docstring): does the log fit the file? Read while
            # neither changes (a writer's log grows).
            files = before, _size_and_time(log)
            fits = _fits(path)
            if files != (_stamps_of_file(path), _size_and_time(log)):
                continue
        except OSError:
            return None, False  # left to SQLite, which says what is wrong with reading it
        if fits:
            # Beside a stamped file, a log with no page 1 is another program's (a hand edit)
            # or an older Garage's, writing to this garage: left to SQLite as it fits.
            return None, before[0] == 0
        return _refused(log, "is a write-ahead log that does not fit it (read through it, the garage is not "
                             "sound: another database's log, copied beside it?)"), False
    return None, False


def _refused(log: Path, what: str) -> str:
    return (f"the file {log} beside it {what}; Garage has not opened the garage, so SQLite has neither applied "
            f"nor deleted it: move {log.name} out of the folder (keep it if it is another garage's) and open "
            f"the garage again")


def _size_and_time(path: Path) -> tuple[int, int]:
    found = path.stat()
    return found.st_size, found.st_mtime_ns


def _fits(path: Path) -> bool:
    """False when the file at `path` alone is a sound garage and read through the log beside it
    is not (SQLite's quick_check, and the tables every garage has); True otherwise, and when
    either cannot be told (a file that is no garage alone, SQLite busy, no shared memory)."""
    uri = f"file:{quote(str(path))}"
    return _sound_garage(f"{uri}?immutable=1") is not True or _sound_garage(f"{uri}?mode=ro") is not False


def _sound_garage(uri: str) -> bool | None:
    """Whether the database at `uri` is a sound garage; None when SQLite cannot say (busy, or
    cannot open it)."""
    from garage.storage.quick_list import GARAGE_TABLES

    try:
        conn = sqlite3.connect(uri, uri=True, timeout=0)
    except sqlite3.Error:
        return None
    try:
        if conn.execute("PRAGMA quick_check(1)").fetchall() != [("ok",)]:
            return False
        tables = {name for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        return tables >= GARAGE_TABLES
    except sqlite3.OperationalError:
        return None  # busy, locked, or the file cannot be opened
    except sqlite3.DatabaseError:
        return False  # malformed, or not a database at all
    finally:
        conn.close()


def _stamps_of_file(path: Path) -> tuple[int, int] | None:
    """(user_version, application_id) of the database file's own header; None if it has none."""
    with open(path, "rb") as fh:
        head = fh.read(100)
    if len(head) < 100:
        return None
    return _stamps(head)


def _stamps(page: bytes) -> tuple[int, int]:
    (user_version,) = struct.unpack_from(">i", page, _USER_VERSION)
    (application_id,) = struct.unpack_from(">i", page, _APPLICATION_ID)
    return user_version, application_id


def _page_one_stamps(log: bytes) -> list[tuple[int, int]] | None:
    """(user_version, application_id) of each page-1 frame of the log as SQLite would apply it,
    oldest first: the frames after the header whose salts are the header's and whose running
    checksum holds, up to the last commit frame among them. None when SQLite would apply no
    frame of it."""
    magic, _version, page_size, _sequence, salt1, salt2, check1, check2 = struct.unpack_from(">8I", log)
    if magic not in _MAGIC or page_size < 512 or page_size > 65536 or page_size & (page_size - 1):
        return None
    words = ">" if magic & 1 else "<"
    s1, s2 = _checksum(log[:24], 0, 0, words)
    if (s1, s2) != (check1, check2):
        return None
    found: list[tuple[int, int]] = []
    committed: list[tuple[int, int]] | None = None
    frame = _FRAME_HEADER + page_size
    for start in range(_HEADER, len(log) - frame + 1, frame):
        page_number, commit, f_salt1, f_salt2, f_check1, f_check2 = struct.unpack_from(">6I", log, start)
        if (f_salt1, f_salt2) != (salt1, salt2) or page_number == 0:
            break
        s1, s2 = _checksum(log[start:start + 8], s1, s2, words)
        page = log[start + _FRAME_HEADER:start + frame]
        s1, s2 = _checksum(page, s1, s2, words)
        if (s1, s2) != (f_check1, f_check2):
            break
        if page_number == 1:
            found.append(_stamps(page))
        if commit:
            committed = list(found)
    return committed


def _checksum(data: bytes, s1: int, s2: int, words: str) -> tuple[int, int]:
    """SQLite's WAL checksum of `data` (a multiple of 8 bytes) carried on from (s1, s2)."""
    values = struct.unpack(f"{words}{len(data) // 4}I", data)
    mask = 0xFFFFFFFF
    for i in range(0, len(values), 2):
        s1 = (s1 + values[i] + s2) & mask
        s2 = (s2 + values[i + 1] + s1) & mask
    return s1, s2
