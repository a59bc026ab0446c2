"""Whether a garage file is still the one SQLite's full integrity check last found sound.

The open of an up-to-date SQLite garage (garage.storage.direct) checks it as the full open
does, before anything is written to it or backed up. SQLite's full `integrity_check` reads
every table and every index: for 10,000 cars it was two thirds of the open, and a third of
listing them in the window beside a bare sqlite3 window (issue 24). It only needs to run when
the file changed since it last passed. So a full check that passes is remembered with the
file as the file system shows it: its device, inode, size, modification and change times, and
the stamp every Garage write puts on page 1 (garage.storage.wal), when no write-ahead log
beside it holds pages (the last Garage to close one leaves none; a log is not remembered,
since SQLite may change its change time by opening it, as it does when run as root). While
all of these are as remembered the open runs `quick_check` (every page read and checked,
each table's rows well formed) in its place, and the full check after all if the file
changed while it ran;
anything else (a Garage write, another program's, bytes changed on disk by hand or by a sync
tool, even with the modification time put back: the change time is set by the kernel, and no
program can set it back) takes the full check again.

A file is remembered only when its change time is kept finely (not a whole second: a file
system that keeps none, or keeps it coarsely, is always checked in full) and is at least
SETTLE_NS old when the check begins: a later write then cannot leave the change time as it
was, however coarse the kernel's clock. The memory is a small file in the user's state folder
(platformdirs: ~/.local/state/garage/checked.json on Linux), the newest KEEP garages; a memory
that cannot be read or written is no memory, and the full check runs.

Standard library and platformdirs only: the open that uses it loads no database layer.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

SETTLE_NS = 2_000_000_000
KEEP = 16
FILE_NAME = "checked.json"
# The stamps on page 1 (garage.storage.wal): user_version at 60, application_id at 68.
_STAMPS = slice(60, 72)

State = list[Any]  # as JSON keeps it


def memory_file() -> Path:
    from platformdirs import user_state_dir

    return Path(user_state_dir("garage", appauthor=False)) / FILE_NAME


def state(path: Path) -> State | None:
    """The garage file at `path` (and its write-ahead log) as the file system shows it now,
    to remember or compare; None when the file's change time cannot be trusted to tell a
    change (kept coarsely, or too recent), or anything cannot be read."""
    try:
        now = time.time_ns()
        found: State = [str(path), *_file(path, now)]
        try:
            if os.stat(path.with_name(path.name + "-wal")).st_size:
                return None  # pages not in the file yet: what they hold is checked in full
        except FileNotFoundError:
            pass
        with open(path, "rb") as fh:
            found.append(fh.read(100)[_STAMPS].hex())
    except (OSError, ValueError):
        return None
    return found


def _file(path: Path, now: int) -> list[int]:
    found = os.stat(path)
    if found.st_ctime_ns % 1_000_000_000 == 0:
        raise ValueError("a change time kept coarsely")
    if now - found.st_ctime_ns < SETTLE_NS:  # or in the future
        raise ValueError("changed too recently to tell a later change")
    return [found.st_dev, found.st_ino, found.st_size, found.st_mtime_ns, found.st_ctime_ns]


def _memory() -> list[State]:
    import json  # here: the first look imports this module to read a garage, which needs no memory

    try:
        found = json.loads(memory_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    return [entry for entry in found if isinstance(entry, list)] if isinstance(found, list) else []


def unchanged(now: State | None) -> bool:
    """True when the garage file whose state is `now` is as a full check that passed left it."""
    return now is not None and now in _memory()


def remember(now: State | None) -> None:
    """Remember that the garage file whose state is `now` passed the full check (in place of
    what was remembered of it before); nothing when the memory cannot be written."""
    if now is None:
        return
    import json
    import secrets  # here: with hmac it loads OpenSSL, which reading a garage (its first look) need not

    kept = [now, *(entry for entry in _memory() if entry[:1] != now[:1])][:KEEP]
    target = memory_file()
    scratch = target.with_name(f".{target.name}.{os.getpid()}-{secrets.token_hex(4)}")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        scratch.write_text(json.dumps(kept), encoding="utf-8")
        os.replace(scratch, target)  # two Garages at once: one memory or the other, whole
    except OSError:
        scratch.unlink(missing_ok=True)

