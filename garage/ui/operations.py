"""The UI's one way into storage (Anki's aqt/operations is the model).

One object, `OpenGarage`, holds the garage the application has open. Every window reads and
writes through its `run`: the operation gets the storage objects for that garage, each of its
calls is one short session of its own (garage.storage), a StorageError is reported in one
place (`show_error`: the window's status bar and a dialog with the one-line message), and
what the operation changed is announced on `changed`, which every window listens to instead
of polling or reaching into another window.

garage.storage (SQLAlchemy, Alembic) is imported only when a garage is opened or an operation
runs, so the main window is on screen before the database layer has loaded (app.py);
`first_list` reads the cars meanwhile with the standard library alone, for the first paint.
An up-to-date SQLite garage opens without the layer (garage.storage.direct); the app loads it
once idle (`load_database_layer`), else the first operation that needs it does.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Flag, auto
from functools import cached_property
from typing import TYPE_CHECKING, Literal, TypeVar

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

# The cars' one row type, which the list's first paint reads too: standard library only.
from garage.storage.quick_list import CarRow, CarRows
from garage.ui import dialogs

if TYPE_CHECKING:
    from garage.storage import Garage
    from garage.storage.campaigns import Campaigns
    from garage.storage.cars import Cars
    from garage.storage.drivers import Drivers

__all__ = ["FAILED", "CarRow", "CarRows", "Change", "Failed", "OpenGarage", "Storage", "first_list", "remembered_url",
           "show_error", "shown_url"]

T = TypeVar("T")


class Change(Flag):
    """What an operation changed, for the windows to re-read."""

    NONE = 0
    CARS = auto()
    CAMPAIGNS = auto()
    GARAGE = auto()  # another garage is open now (or none)


class Failed:
    """What `run` returns for an operation that failed and was reported."""

    def __bool__(self) -> Literal[False]:  # so `ops.run(...) or default` narrows for mypy too
        return False

    def __repr__(self) -> str:
        return "FAILED"


FAILED = Failed()


class Storage:
    """What an operation works on: the open garage and its car, campaign and driver books.
    The campaign and driver books are made when first used: they load the database layer,
    which a garage opened straight from its file does not need to list and show its cars."""

    def __init__(self, garage: Garage):
        self.garage = garage
        self.cars: Cars = garage.cars

    @cached_property
    def campaigns(self) -> Campaigns:
        from garage.storage.campaigns import Campaigns

        return Campaigns(self.garage)

    @cached_property
    def drivers(self) -> Drivers:
        from garage.storage.drivers import Drivers

        return Drivers(self.garage)


def show_error(parent: QWidget | None, title: str, message: str) -> None:
    """The one way the UI reports a failure: the status bar of the window, and a dialog."""
    message = message[:1].upper() + message[1:]  # a sentence, in the status bar too
    window = parent.window() if parent is not None else None
    if isinstance(window, QMainWindow):
        window.statusBar().showMessage(message, 10000)
    dialogs.critical(parent, title, message)  # plain text: messages quote names and files


def first_list(url: str | None) -> CarRows | None:
    """The cars of the garage at `url` (None: the default one) as the list shows them, read
    before the database layer has loaded; None when only the full open can tell
    (garage.storage.quick_list). Only a first look: open the garage for anything more; its
    open lists these same rows when nothing was committed to the file since (kept_rows)."""
    from garage.storage.quick_list import quick_list

    return quick_list(url, keep=True)


def shown_url(url: str) -> str:
    """A garage's URL as a menu or title shows it: never with a password, whatever its form
    (garage.storage.engine.redact), e.g. one a recent list of an older Garage kept."""
    from garage.storage.engine import redact

    return redact(url)


def remembered_url(url: str) -> str:
    """A garage's URL as a recent list keeps it: with no password at all (reopening takes it
    from PGPASSWORD or ~/.pgpass), as `Garage.url_to_remember` gives it."""
    from garage.storage.engine import redact

    return redact(url, mask=None)


class OpenGarage(QObject):
    """The garage the application has open: the one object that holds it and closes it.
    Windows are given it, never a Garage of their own."""

    changed = Signal(object)  # Change

    def __init__(self, garage: Garage | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self._storage: Storage | None = None
        if garage is not None:
            self._storage = Storage(garage)

    @property
    def garage(self) -> Garage | None:
        return self._storage.garage if self._storage is not None else None

    def open(self, parent: QWidget | None, url: str | None, before_error: Callable[[], None] | None = None) -> bool:
        """Open `url` (None: the default garage) in place of the one open, and announce it;
        a garage that cannot be opened is reported and the one open stays. `before_error`
        runs before the report, e.g. to take away what a first look showed of that garage."""
        from garage.storage import StorageError, open_garage

        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            garage = open_garage(url)
        except StorageError as exc:
            QApplication.restoreOverrideCursor()
            if before_error is not None:
                before_error()
            show_error(parent, self.tr("Open Garage"), str(exc))
            return False
        QApplication.restoreOverrideCursor()
        self._replace(Storage(garage))
        return True

    def load_database_layer(self) -> None:
        """Load the open garage's database layer now (Garage.load_database_layer), e.g. once
        the app is idle after opening it, so that its first write does not wait for it."""
        if self._storage is not None:
            self._storage.garage.load_database_layer()

    def close(self) -> None:
        if self._storage is not None:
            self._replace(None)

    def _replace(self, storage: Storage | None) -> None:
        old, self._storage = self._storage, storage
        if old is not None:
            old.garage.close()
        self.changed.emit(Change.GARAGE)

    def run(self, parent: QWidget | None, title: str, op: Callable[[Storage], T],
            changes: Change = Change.NONE, words: Callable[[str], str] | None = None) -> T | Failed:
        """Run `op` on the open garage. A StorageError is shown (titled `title`, its message
        put in the players' `words` when given) and FAILED returned. `changes` is announced
        either way: after a failure the database may have moved under the window (another
        Garage or the CLI wrote), so windows read it again."""
        from garage.storage import StorageError

        if self._storage is None:
            show_error(parent, title, self.tr("the garage is still opening; try again once it is"))
            return FAILED
        try:
            return op(self._storage)
        except StorageError as exc:
            show_error(parent, title, words(str(exc)) if words is not None else str(exc))
            return FAILED
        finally:
            if changes:
                self.changed.emit(changes)
