"""A SQLite garage opened, checked and read with the standard library alone, until it writes.

Importing SQLAlchemy and sqlmodel takes longer than Qt takes to show a window, and opening an
up-to-date garage file needs neither: nothing is migrated or rewritten. So open_garage first
asks `sound_file` whether the garage at the URL is a plain SQLite file at this Garage's newest
schema whose summaries were computed with these rules, and which passes the same checks as
the full open (SQLite's full integrity and foreign key checks, the integrity check a
quick_check when the file is unchanged since it last passed, garage.storage.checked; and every
table and column of the newest schema present, quick_list.SCHEMA: quick_list.read_sound checks
them all). Then the
Garage is made without an engine: its daily backup is taken as ever (SQLite's backup API), the
garage list and a car are read here (`list_rows`, `read_car`), and the database layer is
imported and connected at the first anything else, e.g. the first write. On any doubt each of
these answers None and the caller takes the database layer's way, which migrates (with its
backup first), or names the damage, exactly as before: nothing here words an error.

Standard library only (and garage.storage.quick_list, whose checks and readings these are).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from garage.storage import migrate
from garage.storage.quick_list import (
    CAR_COLUMNS,
    SCHEMA_REVISION,
    CarRows,
    car_design,
    head_revision,
    kept_rows,
    listed,
    read_only,
    read_sound,
    sqlite_file,
    sqlite_url,
)

if TYPE_CHECKING:
    from garage.rules.design import Vehicle as Design

T = TypeVar("T")

def sound_file(url: str | None) -> tuple[str, Path] | None:
    """(the URL as resolve_url gives it, the file) when the garage at `url` (None: $GARAGE_DB,
    else the default garage) is a SQLite garage file the full open would only check and back
    up: at the newest schema (SCHEMA_REVISION), its summaries of these rules, and sound by the
    full open's checks. None for anything else, which the full open handles."""
    path = sqlite_file(url)
    # Only a URL the database layer would resolve to the same plain file (no escapes to read),
    # and only while the migrations' head (as the full open reads it) is the SCHEMA's.
    if path is None or any(ch in str(path) for ch in "?%#") or migrate.head() != SCHEMA_REVISION \
            or head_revision() != SCHEMA_REVISION:
        return None
    if read_sound(str(path), lambda conn: True, full_check=True) is None:  # the schema whole too
        return None
    return sqlite_url(path), path


def list_rows(path: Path) -> CarRows | None:
    """The garage list of the sound garage file at `path` (sound_file), as Cars.list gives it:
    the app's first look at it when nothing was committed to it since (quick_list.kept_rows),
    else read now; None when the database layer must read it (a value of the wrong type,
    which it names, or anything SQLite refuses, e.g. the file gone or not at the newest
    schema any more)."""
    kept = kept_rows(path)
    return kept if kept is not None else _on(path, listed)


def _on(path: Path, reader: Callable[[sqlite3.Connection], T | None]) -> T | None:
    """`reader`'s answer on a read-only connection to `path` (one that never waits for a
    lock); None when SQLite refuses anything, as when `reader` answers None."""
    try:
        conn = read_only(path, timeout=0)
    except sqlite3.Error:
        return None
    try:
        return reader(conn)
    except sqlite3.Error:
        return None
    finally:
        conn.close()


def read_car(path: Path, name: str) -> Design | None:
    """The car called `name` in the garage file at `path`, as Cars.get gives it; None when the
    database layer must read it (no such car, a damaged value, anything SQLite refuses)."""
    found = _on(path, lambda conn: conn.execute(f"SELECT {CAR_COLUMNS} FROM vehicle WHERE name = ?",
                                                (name,)).fetchall())
    return car_design(found[0]) if found is not None and len(found) == 1 else None
