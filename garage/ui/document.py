"""The garage as the window edits it: the database's cars plus every unsaved change.

The database is the saved document; this is the working copy. Commands (commands.py) change
only the working copy, Save writes the difference to the database in one transaction, so
undo and redo work the same before and after a save. Cars are known by a key that lives as
long as the window, because a car's name is one of the things that can change.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import count
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from garage.rules import rulesets
from garage.ui.operations import CarRow

if TYPE_CHECKING:
    from garage.rules.design import Vehicle
    from garage.ui.operations import Storage

# One line of the garage list: storage's own row, its `id` the window's key for the car and
# `modified` marking unsaved changes. A stored car's key is its stored id, so the working copy
# holds storage's rows as they are (copying 10,000 rows with new keys was a sixth of opening
# such a garage in the window), as storage lists them: each made a row only when asked for
# (CarRows), and handed to the list as they are until the window changes one (`rows`); a car
# added in the window gets a key above every stored id.
GarageRow = CarRow


def row_for(key: int, design: Vehicle, modified: bool) -> GarageRow:
    ruleset = rulesets.get(design.ruleset)
    report = ruleset.validate(design)
    return GarageRow(key, design.name, ruleset.vehicle_class(design), report.capacity.used, report.capacity.limit,
                     report.legal, len(report.problems), modified)


class GarageDocument(QObject):
    added = Signal(int)  # key
    removed = Signal(int)
    changed = Signal(int)
    touched = Signal(int)  # a command ran on this car: show it

    def __init__(self, storage: Storage, parent: QObject | None = None):
        """The working copy of `storage`'s cars, made and used inside the operations that
        the window runs through garage.ui.operations (OpenGarage.run)."""
        super().__init__(parent)
        self.cars = storage.cars
        listed = self.cars.list()
        found = listed.records()
        self._listed = listed  # storage's rows, a stored car's row until the window changes it
        self._as_listed = True  # the working copy's rows are `listed`, in its order
        self._order: list[int] = [car[0] for car in found]
        self._places: dict[int, int] | None = None  # a stored key -> its place in `listed`, made when asked
        self._rows: dict[int, GarageRow] = {}  # the rows the window made: cars added or changed
        self._designs: dict[int, Vehicle] = {}  # working designs, loaded when first needed
        self._saved_names: dict[int, str] = dict(zip(self._order, [car[1] for car in found]))  # key -> name saved
        self._names = dict(self._saved_names)  # key -> its name in the working copy
        self._saved_designs: dict[int, Vehicle] = {}
        self._keys = count(max(self._order, default=0) + 1)

    # -- reading -----------------------------------------------------------------------------

    def rows(self) -> Sequence[GarageRow]:
        """Every car's row, in the working copy's order: storage's CarRows as listed, until the
        window changes a car (the list then reads them as they are: garage_model)."""
        if self._as_listed:
            return self._listed
        return [self.row(key) for key in self._order]

    def row(self, key: int) -> GarageRow:
        row = self._rows.get(key)
        if row is not None:
            return row
        if key not in self._names:
            raise KeyError(key)
        if self._places is None:
            self._places = {car[0]: i for i, car in enumerate(self._listed.records())}
        return self._listed[self._places[key]]

    def __contains__(self, key: int) -> bool:
        return key in self._names

    def design(self, key: int) -> Vehicle:
        if key not in self._designs:
            design = self.cars.get(self._saved_names[key])
            self._designs[key] = self._saved_designs[key] = design
        return self._designs[key]

    def saved_design(self, key: int) -> Vehicle | None:
        """The car as the garage last saved it (None: never saved), e.g. for a matchup
        against its own earlier version."""
        if key not in self._saved_names:
            return None
        self.design(key)  # loads both copies the first time
        return self._saved_designs.get(key)

    def working_designs(self, stored: list[Vehicle]) -> list[Vehicle]:
        """Every car as it stands now, in the list's order: `stored` (the saved cars, read at
        once) with the cars added, changed or removed since the last save."""
        by_name = {design.name: design for design in stored}
        found = (self._designs.get(key) or by_name.get(self._saved_names.get(key, "")) for key in self._order)
        return [design for design in found if design is not None]

    def key_for(self, name: str) -> int | None:
        names = self._names
        return next((k for k in self._order if names[k] == name), None)

    def name_taken(self, name: str, other_than: int | None = None) -> bool:
        wanted, names = name.strip().casefold(), self._names
        return any(names[k].strip().casefold() == wanted for k in self._order if k != other_than)

    def unused_name(self, wanted: str) -> str:
        name, n = wanted, 2
        while self.name_taken(name):
            name, n = f"{wanted} {n}", n + 1
        return name

    def is_modified(self, key: int) -> bool:
        if key not in self._saved_names:
            return True
        return key in self._designs and self._designs[key] != self._saved_designs[key]

    def unsaved(self) -> bool:
        return set(self._saved_names) != set(self._order) or any(self.is_modified(k) for k in self._order)

    # -- changing (only commands call these) -------------------------------------------------

    def new_key(self) -> int:
        return next(self._keys)

    def _made(self, key: int, row: GarageRow) -> None:
        self._rows[key] = row
        self._names[key] = row.name
        self._as_listed = False

    def set_design(self, key: int, design: Vehicle) -> None:
        self._designs[key] = design
        self._made(key, row_for(key, design, self.is_modified(key)))
        self.changed.emit(key)
        self.touched.emit(key)

    def insert(self, key: int, design: Vehicle, position: int | None = None) -> None:
        position = len(self._order) if position is None else position
        self._order.insert(position, key)
        self._designs[key] = design
        self._made(key, row_for(key, design, self.is_modified(key)))
        self.added.emit(key)
        self.touched.emit(key)

    def take(self, key: int) -> tuple[Vehicle, int]:
        """Remove a car from the working copy; returns it and where it was, for undo."""
        design = self.design(key)
        position = self._order.index(key)
        self.removed.emit(key)
        self._order.remove(key)
        self._rows.pop(key, None)
        del self._names[key]
        self._as_listed = False
        return design, position

    # -- saving ------------------------------------------------------------------------------

    def save(self) -> int:
        """Write every unsaved change in one transaction (Cars.save_changes); returns how
        many cars were written. A storage error writes nothing and changes nothing here: the
        working copy stays unsaved, so the next Save tries the whole of it again."""
        removed = [k for k in self._saved_names if k not in self._names]
        # Renames first, so a new car may take a name another car just gave up.
        changed = [k for k in self._order if k in self._saved_names and self.is_modified(k)]
        added = [k for k in self._order if k not in self._saved_names]
        if not (removed or changed or added):
            return 0
        self.cars.save_changes([self._saved_names[k] for k in removed],
                               [(self._saved_names[k], self._designs[k]) for k in changed],
                               [self._designs[k] for k in added])
        for key in removed:  # only now that the transaction has committed
            del self._saved_names[key]
            self._saved_designs.pop(key, None)
        for key in changed + added:
            design = self._designs[key]
            self._saved_names[key] = design.name
            self._saved_designs[key] = design
            self._made(key, row_for(key, design, False))
            self.changed.emit(key)
        return len(removed) + len(changed) + len(added)

    def designs(self, keys: Iterable[int]) -> list[Vehicle]:
        return [self.design(k) for k in keys]
