"""The log for bug reports: each run of `garage` and `garage-cli` notes its start in
garage.log in the user's log folder (platformdirs' user_log_dir: on Linux
~/.local/state/garage/log), and an internal error its whole traceback there, which the one
line on the terminal or the dialog leaves out. The file rotates: at most MAX_BYTES, and
BACKUPS older files beside it, so it keeps the last runs and never grows past that.

Standard library and platformdirs only, used by both front ends. A log that cannot be written
(a read-only home, a full disk) changes nothing a command does: the run goes on without it.
It rotates as logging.handlers.RotatingFileHandler does, on the logging module's own
FileHandler: logging.handlers (with socket, pickle and queue) and platform were a twentieth of
the app's start-up before its window showed the cars.
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import TracebackType

from garage import __version__

LOG_NAME = "garage.log"
MAX_BYTES = 256 * 1024
BACKUPS = 2
LOGGER = "garage.run"


def log_path() -> Path:
    from platformdirs import user_log_dir

    return Path(user_log_dir("garage", appauthor=False)) / LOG_NAME


class _Handler(logging.FileHandler):
    """Appends to the log, first moving it to .1 (.1 to .2, ...: BACKUPS of them) when the
    record would take it to MAX_BYTES, as logging.handlers.RotatingFileHandler does."""

    def __init__(self, path: Path, max_bytes: int, backups: int) -> None:
        super().__init__(path, encoding="utf-8")
        self.max_bytes = max_bytes
        self.backups = backups

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if self._full(record):
                self._rotate()
            super().emit(record)
        except Exception:
            self.handleError(record)

    def _full(self, record: logging.LogRecord) -> bool:
        if self.max_bytes <= 0 or not os.path.isfile(self.baseFilename):
            return False  # never rotate anything but a regular file
        if self.stream is None:
            self.stream = self._open()
        self.stream.seek(0, os.SEEK_END)
        return self.stream.tell() + len(self.format(record) + self.terminator) >= self.max_bytes

    def _rotate(self) -> None:
        if self.stream is not None:
            self.stream.close()
            self.stream = None  # FileHandler reopens it on emit
        if self.backups > 0:
            for i in range(self.backups - 1, 0, -1):
                older = f"{self.baseFilename}.{i}"
                if os.path.exists(older):
                    os.replace(older, f"{self.baseFilename}.{i + 1}")
            os.replace(self.baseFilename, self.baseFilename + ".1")
        else:
            open(self.baseFilename, "w").close()

    def handleError(self, record: logging.LogRecord) -> None:
        pass  # a log that cannot take a record is not the run's failure (and prints nothing)


def start(program: str) -> logging.Handler | None:
    """Open the log for this run and note its start; None when the log cannot be opened."""
    path = log_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = _Handler(path, MAX_BYTES, BACKUPS)
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(process)d %(levelname)s %(message)s"))
    logger = logging.getLogger(LOGGER)
    logger.setLevel(logging.INFO)
    logger.propagate = False  # the terminal gets its own one line, never the log's records
    logger.addHandler(handler)
    logger.info("%s %s started (Python %s, %s)", program, __version__, sys.version.split()[0], sys.platform)
    return handler


def stop(handler: logging.Handler | None) -> None:
    if handler is not None:
        logging.getLogger(LOGGER).removeHandler(handler)
        handler.close()


@contextmanager
def run_log(program: str) -> Iterator[None]:
    handler = start(program)
    try:
        yield
    finally:
        stop(handler)


def internal_error(error: BaseException, trace: TracebackType | None = None) -> None:
    """The traceback of an internal error, into the run's log (opened for this record when the
    run has not opened it, as in a window made without `garage`'s main)."""
    logger = logging.getLogger(LOGGER)
    path = str(log_path().absolute())
    opened = any(getattr(h, "baseFilename", None) == path for h in logger.handlers)
    handler = None if opened else start("garage")
    logger.error("internal error: %s: %s", type(error).__name__, error,
                 exc_info=(type(error), error, trace or error.__traceback__))
    stop(handler)
