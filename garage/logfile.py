"""The log for bug reports: each run of `garage` and `garage-cli` notes its start in
garage.log in the user's log folder (platformdirs' user_log_dir: on Linux
~/.local/state/garage/log), and an internal error its whole traceback there, which the one
line on the terminal or the dialog leaves out. The file rotates: at most MAX_BYTES, and
BACKUPS older files beside it, so it keeps the last runs and never grows past that.

Standard library and platformdirs only, used by both front ends. A log that cannot be written
(a read-only home, a full disk) changes nothing a command does: the run goes on without it.
"""

from __future__ import annotations

import logging
import logging.handlers
import platform
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


class _Handler(logging.handlers.RotatingFileHandler):
    def handleError(self, record: logging.LogRecord) -> None:
        pass  # a log that cannot take a record is not the run's failure (and prints nothing)


def start(program: str) -> logging.Handler | None:
    """Open the log for this run and note its start; None when the log cannot be opened."""
    path = log_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = _Handler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(process)d %(levelname)s %(message)s"))
    logger = logging.getLogger(LOGGER)
    logger.setLevel(logging.INFO)
    logger.propagate = False  # the terminal gets its own one line, never the log's records
    logger.addHandler(handler)
    logger.info("%s %s started (Python %s, %s)", program, __version__, platform.python_version(), sys.platform)
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
