"""Atomic file writes, shared by every layer that saves a file a player cares about."""

from __future__ import annotations

import contextlib
import errno
import os
import re
import secrets
import stat
import sys
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
    program's files do; temporaries a killed writer left in the folder are removed first.
    A symlink is written through: its target is replaced and the link kept."""
    path = Path(path)
    if path.is_symlink():
        path = Path(os.path.realpath(path))
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


def append_synced(path: str | os.PathLike[str], payload: bytes, size: int) -> bool:
    """Append `payload` to the regular file at `path` (through a symlink), flushed and synced,
    if the file is `size` bytes long; False, nothing written, when it is not or is gone (changed
    since it was read: the caller rewrites it whole). A write that fails (a full disk) is cut back to
    `size`, as far as the disk lets; a kill midway leaves the start of `payload` at the end, for
    the file's reader to recognise. The file must exist (write_atomic made it, and synced its
    folder)."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:  # removed since: written whole again
        return False
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise OSError(errno.EINVAL, "not a regular file: a pipe or a device", os.fspath(path))
        if info.st_size != size:
            return False
        try:
            _write_all(fd, payload)
            os.fsync(fd)
        except BaseException:
            with contextlib.suppress(OSError):
                os.ftruncate(fd, size)
                os.fsync(fd)
            raise
        return True
    finally:
        os.close(fd)


def _write_all(fd: int, payload: bytes) -> None:
    view = memoryview(payload)
    while view:
        view = view[os.write(fd, view):]


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


# --- one writer at a time -------------------------------------------------------------------
# A save renames a new file over the old one, so the file itself changes on every save and
# cannot carry a lock: the lock is a sidecar, .NAME.lock beside the file, there only while it
# is held. Its holder writes "PID HOLD" into it, so one refused can say who holds it and
# whether waiting may help; a holder removes it before letting go, so a waiter that then gets
# the removed one takes the new one instead (the inode check below).
LOCK_WAIT = 5.0  # seconds a writer waits for another's read-change-write before it gives up
HOLD_WRITE = "write"  # held for one read-change-write: worth waiting for
HOLD_OPEN = "open"  # held while a game is open on screen: not let go soon, so refused at once


class LockBusy(Exception):
    """Another Garage (or this one) holds the file's lock. `str()` is the one-line message."""

    def __init__(self, path: str, pid: int | None):
        self.path, self.pid = path, pid
        who = "" if pid is None else f" (pid {pid})"
        where = "this Garage" if pid == os.getpid() else "another Garage"
        super().__init__(f"{path}: is open in {where}{who}")


def lock_path(path: str | os.PathLike[str]) -> Path:
    """The sidecar that locks `path` (through a symlink: the target's, which every name shares)."""
    target = Path(os.path.realpath(path))
    return target.parent / f".{target.name}.lock"


class FileLock:
    """An exclusive lock on a file Garage rewrites whole, for one writer at a time; `release`
    (or the end of a `with`) lets go, and so does the end of the process, however it ends.
    `wait`: how long to wait for a HOLD_WRITE holder before LockBusy; OSError when the
    folder cannot hold the sidecar."""

    def __init__(self, path: str | os.PathLike[str], hold: str = HOLD_WRITE, wait: float = LOCK_WAIT):
        self.path = os.fspath(path)
        self._sidecar = lock_path(path)
        self._fd: int | None = None
        self._fd = self._acquire(wait)
        try:
            os.ftruncate(self._fd, 0)
            os.write(self._fd, f"{os.getpid()} {hold}\n".encode("ascii"))
        except BaseException:
            self.release()
            raise

    def _acquire(self, wait: float) -> int:
        deadline = time.monotonic() + wait
        pause = 0.005
        while True:
            fd = os.open(self._sidecar, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o666)
            if _try_lock(fd):
                if _same_file(fd, self._sidecar):
                    return fd
                os.close(fd)  # its holder removed it as this one took it: take the one there now
                continue
            pid, holding = _holder(fd)
            os.close(fd)
            if holding == HOLD_OPEN or time.monotonic() >= deadline:
                raise LockBusy(self.path, pid)
            time.sleep(pause)  # flock has no timeout: poll, briefly, up to the deadline
            pause = min(pause * 2, 0.05)

    def release(self) -> None:
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        if sys.platform != "win32":  # Windows cannot remove an open file; the empty sidecar stays there
            with contextlib.suppress(OSError):
                os.unlink(self._sidecar)
        os.close(fd)  # closing lets go of the lock

    @property
    def held(self) -> bool:
        return self._fd is not None

    def __enter__(self) -> FileLock:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()

    def __del__(self) -> None:  # a holder dropped without release (a test's game never closed)
        self.release()


def _same_file(fd: int, path: Path) -> bool:
    try:
        here, there = os.fstat(fd), os.stat(path)
    except OSError:
        return False
    return (here.st_dev, here.st_ino) == (there.st_dev, there.st_ino)


def _holder(fd: int) -> tuple[int | None, str]:
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        pid, holding = os.read(fd, 64).decode("ascii").split()
        return int(pid), holding
    except (OSError, ValueError):
        return None, HOLD_WRITE  # still empty: its holder has only just taken it


def _try_lock(fd: int) -> bool:
    if sys.platform == "win32":  # pragma: no cover - Windows: the sidecar's first byte
        import msvcrt
        try:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True
