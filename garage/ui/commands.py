"""One QUndoCommand per user action on the garage (orange-canvas-core's document/commands.py
pattern). Commands change only the working copy (document.py); the undo stack's clean state
is "the working copy equals the database".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from garage.ui.document import GarageDocument

if TYPE_CHECKING:
    # The designs' type, for annotations: the window's first paint imports no design module.
    from garage.rules.design import Vehicle

_MERGE_IDS: dict[str, int] = {}


def what(designs: list[Vehicle]) -> str:
    """The cars a command is about, in its text: one by name, more by number."""
    if len(designs) == 1:
        return QCoreApplication.translate("Commands", "'{car}'").format(car=designs[0].name)
    return QCoreApplication.translate("Commands", "{count} cars").format(count=len(designs))


def _merge_id(merge: str) -> int:
    return _MERGE_IDS.setdefault(merge, len(_MERGE_IDS) + 1) if merge else -1


class EditCar(QUndoCommand):
    """Any change to one car's design. Consecutive edits of one field of one car (typing a
    name, stepping a stat) share a merge key and so undo as one step."""

    def __init__(self, document: GarageDocument, key: int, before: Vehicle, after: Vehicle, text: str,
                 merge: str = ""):
        super().__init__(text)
        self.document, self.key, self.before, self.after, self.merge = document, key, before, after, merge

    def id(self) -> int:
        return _merge_id(self.merge)

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, EditCar) or other.key != self.key or other.merge != self.merge:
            return False
        self.after = other.after
        # Typing a name back to what it was leaves nothing to undo.
        self.setObsolete(self.after == self.before)
        return True

    def redo(self) -> None:
        self.document.set_design(self.key, self.after)

    def undo(self) -> None:
        self.document.set_design(self.key, self.before)


class AddCars(QUndoCommand):
    """New, Duplicate and Import: cars that were not in the garage are."""

    def __init__(self, document: GarageDocument, designs: list[Vehicle], text: str):
        super().__init__(text)
        self.document = document
        self.cars = [(document.new_key(), design) for design in designs]

    @property
    def keys(self) -> list[int]:
        return [key for key, _ in self.cars]

    def redo(self) -> None:
        for key, design in self.cars:
            self.document.insert(key, design)

    def undo(self) -> None:
        for key, _ in reversed(self.cars):
            self.document.take(key)


class RemoveCars(QUndoCommand):
    def __init__(self, document: GarageDocument, keys: list[int], text: str):
        super().__init__(text)
        self.document = document
        self.keys = list(keys)
        self.taken: list[tuple[int, Vehicle, int]] = []

    def redo(self) -> None:
        self.taken = []
        for key in self.keys:
            design, position = self.document.take(key)
            self.taken.append((key, design, position))

    def undo(self) -> None:
        for key, design, position in reversed(self.taken):
            self.document.insert(key, design, position)
