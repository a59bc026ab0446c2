"""Rolling backups of a SQLite garage, made with SQLite's online backup API.

A backup is a complete, self-contained database file in `backups/` beside the garage, named
`<stem>-<UTC time>[-<reason>].sqlite` so the newest sorts last. Only the newest KEEP are
kept, and never without the newest good one among them. A file that replaces a damaged
garage on restore is never deleted: it is moved aside as `<name>.damaged-<time>` so it can
still be rescued.
"""

from __future__ import annotations

import os
import re
import sqlite3
import tempfile
from collections.abc import Callable, Iterable, Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any
from urllib.parse import quote

from garage.storage import wal
from garage.storage.quick_list import CAR_COLUMNS, SCHEMA_REVISION, _schema_whole, car_design, read_only

KEEP = 10
# The reason of the backup made before an upgrade; the same file is not backed up twice for it.
REPEATED = "before-migration"
# The reason of the backup an open takes once a day; only a good copy is kept (daily_backup).
DAILY = "daily"
INTERVAL = timedelta(days=1)
# The reason of the copy of a garage file as it is without a write-ahead log the stamps could not
# tie to it, taken before SQLite applies that log (garage.storage.wal.examine).
BEFORE_LOG = "before-log"
FOLDER = "backups"
_STAMP = "%Y%m%d-%H%M%S-%f"


def folder_for(db: Path) -> Path:
    return db.parent / FOLDER


def _pattern(db: Path) -> re.Pattern[str]:
    return re.compile(re.escape(db.stem) + r"-(\d{8}-\d{6}-\d{6})(?:-[a-z-]+)?\.sqlite$")


def backup_time(db: Path, backup: Path) -> datetime | None:
    match = _pattern(db).match(backup.name)
    if match is None:
        return None
    # Read as strptime(_STAMP) reads it (an impossible date is a ValueError either way),
    # without importing _strptime and locale: the daily backup's check runs at every open.
    s = match.group(1)  # YYYYmmdd-HHMMSS-ffffff
    return datetime(int(s[0:4]), int(s[4:6]), int(s[6:8]), int(s[9:11]), int(s[11:13]), int(s[13:15]),
                    int(s[16:22]), tzinfo=UTC)


def list_backups(db: Path) -> list[Path]:
    """This garage's backups, newest first."""
    folder = folder_for(db)
    if not folder.is_dir():
        return []
    found = [(t, p) for p in folder.iterdir() if (t := backup_time(db, p)) is not None]
    return [p for _, p in sorted(found, reverse=True)]


def integrity_lines(results: Iterable[Sequence[Any]]) -> list[str]:
    """SQLite's integrity_check rows as one problem per line ("ok" and headings dropped)."""
    lines = [line.strip() for (text, *_) in results for line in str(text).splitlines()]
    return [line for line in lines if line and line != "ok" and not line.startswith("***")]


def one_line(problems: list[str]) -> str:
    more = f" and {len(problems) - 1} more problem(s)" if len(problems) > 1 else ""
    return problems[0] + more


def problems_in(execute: Callable[[str], Iterable[Sequence[Any]]]) -> list[str]:
    """Damage SQLite can see, given `execute(sql) -> rows` on an open connection: the full
    integrity check (it reads every index, which quick_check skips) and rows pointing at
    rows that are gone."""
    found = integrity_lines(execute("PRAGMA integrity_check"))
    found += [f"row {r[1]} of {r[0]} points at a missing {r[2]}" for r in execute("PRAGMA foreign_key_check")]
    return found


def problems(path: Path) -> list[str]:
    """SQLite's own integrity check of a file; empty means the file is sound."""
    try:
        conn = read_only(path)
    except sqlite3.Error as exc:
        return [str(exc)]
    try:
        return problems_in(lambda sql: conn.execute(sql).fetchall())
    except sqlite3.Error as exc:
        return [str(exc)]
    finally:
        conn.close()


def identity(path: Path) -> tuple[str | None, frozenset[str]] | None:
    """(schema revision or None, the names of its tables) of a SQLite file, read without
    changing it; None if it cannot be read."""
    try:
        conn = read_only(path)
        try:
            tables = {name for (name,) in conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")}
            row = (conn.execute("SELECT version_num FROM alembic_version").fetchone()
                   if "alembic_version" in tables else None)
        finally:
            conn.close()
    except sqlite3.Error:
        return None
    return (row[0] if row else None), frozenset(tables)


def revision(path: Path) -> str | None:
    """The schema revision of a garage file; None if it is no garage."""
    found = identity(path)
    return found[0] if found else None


def newest_good(db: Path) -> Path | None:
    """The newest backup that restore would accept and the garage would then read (good)."""
    return next((path for path in list_backups(db) if good(path)), None)


def needs_interval_backup(db: Path, now: datetime | None = None) -> bool:
    backups = list_backups(db)
    if not backups:
        return True
    now = now or datetime.now(UTC)
    newest = backup_time(db, backups[0])
    return newest is None or now - newest >= INTERVAL


def _copy(source: sqlite3.Connection, target: Path) -> None:
    """Copy a live database into `target` (a new file) with the backup API, as a plain
    rollback-journal database so the backup is one self-contained file."""
    dest = sqlite3.connect(target)
    try:
        source.backup(dest)
        dest.execute("PRAGMA journal_mode = DELETE")
    finally:
        dest.close()
    with open(target, "rb") as fh:
        os.fsync(fh.fileno())


def make_backup(db: Path, reason: str = "", keep: int = KEEP) -> Path:
    """Back up `db` into its backups folder and drop the oldest beyond `keep`."""
    made = _backup(db, reason, keep, None)
    assert made is not None  # kept whatever it holds
    return made


def daily_backup(db: Path) -> Path | None:
    """The daily backup an open takes, kept only if it is good: a copy of a garage whose cars
    do not read (a car's file damaged in a file SQLite finds sound) would be no backup to
    restore, and ten of them would rotate the good ones out. None when it was not kept (the
    next open tries again)."""
    return _backup(db, DAILY, KEEP, good)


def keep_without_log(db: Path) -> Path | None:
    """Back up the garage file at `db` as it is without the write-ahead log beside it (SQLite's
    immutable read of the file alone, which neither reads nor changes the log): what the log's
    writes would replace, if it was not the garage's own. The backup made now; None when the
    newest such backup already holds the same file (an earlier open kept it)."""
    last = _newest(db, BEFORE_LOG)
    made = _backup(db, BEFORE_LOG, KEEP, None, alone=True)
    assert made is not None  # kept whatever it holds
    return None if made == last else made


def _backup(db: Path, reason: str, keep: int, wanted: Callable[[Path], bool] | None,
            alone: bool = False) -> Path | None:
    folder = folder_for(db)
    folder.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now(UTC).strftime(_STAMP)
    target = folder / f"{db.stem}-{stamp}{'-' + reason if reason else ''}.sqlite"
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".part", dir=folder)
    os.close(fd)
    try:
        source = (sqlite3.connect(f"file:{quote(str(db))}?immutable=1", uri=True) if alone
                  else sqlite3.connect(db, timeout=15))
        try:
            _copy(source, Path(tmp))
        finally:
            source.close()
        if wanted is not None and not wanted(Path(tmp)):
            Path(tmp).unlink()
            return None
        same = _same_as_last(db, reason, Path(tmp))
        if same is not None:
            Path(tmp).unlink()
            return same
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _rotate(db, keep)
    drop_stale(folder, f".{db.stem}-*.part")
    return target


def _same_as_last(db: Path, reason: str, copy: Path) -> Path | None:
    """The newest backup made for `reason` if it holds exactly `copy`'s bytes. Only for a
    backup before an upgrade, or before a log is applied: an upgrade that fails is tried again
    at every open, a log stays until the last connection closes (another Garage's, open), and
    each open must not add one more copy of the same file (pushing the good backups out)."""
    if reason not in (REPEATED, BEFORE_LOG):
        return None
    last = _newest(db, reason)
    if last is None or last.stat().st_size != copy.stat().st_size:
        return None
    return last if last.read_bytes() == copy.read_bytes() else None


def _newest(db: Path, reason: str) -> Path | None:
    """The newest backup of `db` made for `reason`."""
    return next((p for p in list_backups(db) if p.name.endswith(f"-{reason}.sqlite")), None)


def _rotate(db: Path, keep: int) -> None:
    """Drop the oldest backups beyond `keep`, but never the newest good one (as newest_good
    reads it): backups of a damaged garage must not push out the one that can replace it."""
    found = list_backups(db)
    if len(found) <= keep:
        return
    kept, old = found[:keep], found[keep:]
    if not any(good(p) for p in kept):
        spare = next((p for p in old if good(p)), None)
        old = [p for p in old if p != spare]
    for path in old:
        path.unlink(missing_ok=True)


def good(path: Path) -> bool:
    """Whether the backup at `path` is one to restore: sound to SQLite (problems), a garage this
    Garage can read (one written by a newer Garage would only be refused) and, at the newest
    schema, one the garage then reads as the open and every read check it: every table and
    column there, and every car's row and file read as a car is read (quick_list.car_design,
    the direct read's check; a car's file is read by nothing SQLite checks). A backup at an
    older schema is upgraded when restored; its integrity and revision are what can be checked.
    Standard library and the rules' readers only: the daily backup checks its copy with it."""
    from garage.storage import migrate  # SQLAlchemy: not for the reads of quick_list's callers

    if problems(path):
        return False
    found = revision(path)
    if not migrate.is_known(found):
        return False
    return found != SCHEMA_REVISION or _cars_read(path)


def _cars_read(path: Path) -> bool:
    """Every table and column of the newest schema is in the garage file at `path`, and every
    car in it reads (quick_list.car_design)."""
    try:
        conn = read_only(path)
    except sqlite3.Error:
        return False
    try:
        return _schema_whole(conn) and all(car_design(row) is not None
                                           for row in conn.execute(f"SELECT {CAR_COLUMNS} FROM vehicle"))
    except sqlite3.Error:
        return False
    finally:
        conn.close()


def drop_stale(folder: Path, pattern: str) -> None:
    """Half-written files left by a process killed mid-write: only those an hour old, so a
    file another process is still writing is left alone."""
    cutoff = datetime.now(UTC).timestamp() - 3600
    for part in folder.glob(pattern):
        try:
            if part.stat().st_mtime < cutoff:
                part.unlink()
        except OSError:
            pass


def move_aside(db: Path) -> Path:
    """Rename a damaged garage (and its WAL files) out of the way, never deleting it."""
    stamp = datetime.now(UTC).strftime(_STAMP)
    aside = db.with_name(f"{db.name}.damaged-{stamp}")
    for suffix in ("-wal", "-shm"):
        extra = db.with_name(db.name + suffix)
        if extra.exists():
            os.replace(extra, aside.with_name(aside.name + suffix))
    os.replace(db, aside)
    return aside


def restore_into(db: Path, backup: Path) -> None:
    """Copy `backup` over the garage at `db` with the backup API, so other processes that
    have the garage open see the restored data rather than writing to a deleted file."""
    source = read_only(backup, timeout=15)
    staged = sqlite3.connect(":memory:")
    try:
        source.backup(staged)
        dest = sqlite3.connect(db, timeout=15)
        try:
            # The backup's page 1 goes into the garage's log: stamped as the garage's next write
            # (garage.storage.wal), so a crash before the log is written in leaves a log that is
            # the garage's own, not one that looks like another database's.
            wal.stamp_after(staged.execute, dest.execute("PRAGMA user_version").fetchone()[0])
            staged.backup(dest)
        finally:
            dest.close()
    finally:
        staged.close()
        source.close()
