"""Atomic file writes, shared by every layer that saves a file a player cares about."""

from __future__ import annotations

import contextlib
import errno
import os
import re
import secrets
import stat
import time
from pathlib import Path

# Temporary files are named .TARGET.PID-RANDOM.part, so a later write into the folder can tell
# a temp whose writer was killed (its process is gone) from one still being written. Earlier
# Garages named them with tempfile.mkstemp's 8 characters and no process id. Either kind is
# stale once older than any write takes (and a process id may have been reused since).
_TEMP = re.compile(r"\..+\.(\d+)-[0-9a-f]{8}\.part")
_OLD_TEMP = re.compile(r"\..+\.[a-z0-9_]{8}\.part")
_STALE_AGE = 3600.0


def write_atomic(path: str | os.PathLike[str], payload: bytes) -> None:
    """Write `payload` to `path` so that a crash, kill or full disk leaves either the old file
    or the new one, never half of either: a temporary file in the same folder, flushed and
    synced, then renamed over the target. The file gets the mode the umask gives, as any
    program's files do; temporaries a killed writer left in the folder are removed first."""
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    _refuse_special(path)
    remove_stale_temps(folder)
    tmp = folder / f".{path.name}.{os.getpid()}-{secrets.token_hex(4)}.part"
    # 0o666 and O_EXCL: the kernel applies the umask, and never follows a planted file or link.
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0), 0o666)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(payload)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise
    try:
        dir_fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


def _refuse_special(path: Path) -> None:
    """A rename would put the file in place of a folder, pipe or device (/dev/null as root)."""
    try:
        mode = path.stat().st_mode
    except (FileNotFoundError, NotADirectoryError):
        return
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, "is a folder", str(path))
    if not stat.S_ISREG(mode):
        raise OSError(errno.EINVAL, "not a regular file: a pipe or a device", str(path))


def _running(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # someone else's process, alive
        return True
    return True


def remove_stale_temps(folder: str | os.PathLike[str]) -> None:
    """Remove the temporaries of writes into `folder` that were killed before they finished.
    Best effort: a folder that cannot be listed or a temp that cannot be removed is left."""
    try:
        entries = list(os.scandir(os.fspath(folder)))
    except OSError:
        return
    now = time.time()
    for entry in entries:
        if not entry.name.endswith(".part"):
            continue
        match = _TEMP.fullmatch(entry.name)
        try:
            if not (match or _OLD_TEMP.fullmatch(entry.name)) or not entry.is_file(follow_symlinks=False):
                continue
            old = now - entry.stat(follow_symlinks=False).st_mtime > _STALE_AGE
            if old or (match and not _running(int(match.group(1)))):
                os.unlink(entry.path)
        except (OSError, ValueError):
            continue
