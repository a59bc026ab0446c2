"""The cars kept in the garage (the `garage-cli` car commands and the garage list), beside
the campaigns and the drivers: each call is one short session of the Garage it is given, one
transaction per write, plain immutable values out. A car is stored as its vehicle file
(garage.storage.rows); `CarRow` is the one row type the list, the CLI and the app share.

    from garage.storage import open_garage
    with open_garage() as garage:
        garage.cars.replace(design)          # or Cars(garage)
"""

from __future__ import annotations

import builtins
import dataclasses
import hashlib
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from garage.fileio import write_atomic
from garage.rules.design import Vehicle as Design  # any rule set's car (tables.Vehicle is the row)
from garage.rules.vehicles import SUFFIX, VehicleFileError, dumps, load
from garage.storage import direct
from garage.storage.errors import BadName, DamagedValue, DuplicateName, StorageError, UnknownName
from garage.storage.quick_list import CarRow, CarRows, listable

if TYPE_CHECKING:
    from sqlmodel import Session

    from garage.storage.garage import Garage
    from garage.storage.tables import Vehicle

# The database layer (SQLAlchemy, sqlmodel: garage.storage.rows and .tables) is imported by
# the calls that need it. A garage opened straight from its SQLite file lists and reads its
# cars with sqlite3 (garage.storage.direct) and loads it at its first write.


@dataclass(frozen=True, slots=True)
class ImportEntry:
    path: str
    name: str | None = None  # set when the car was added
    legal: bool | None = None
    problems_count: int = 0
    error: str | None = None  # set when the file was skipped


@dataclass(frozen=True, slots=True)
class ImportResult:
    entries: tuple[ImportEntry, ...]

    @property
    def added(self) -> list[str]:
        return [e.name for e in self.entries if e.error is None and e.name is not None]

    @property
    def errors(self) -> list[str]:
        return [e.error for e in self.entries if e.error is not None]


# File systems limit a file name to 255 bytes, and the temporary file of an atomic write
# adds about 25: a name's slug is kept within this many bytes of UTF-8.
MAX_SLUG_BYTES = 120


def file_name(name: str) -> str:
    """The file a car is exported as: its name in lower case, anything but letters and digits
    as one dash. A slug over MAX_SLUG_BYTES is cut on a character boundary and ends with a
    short hash of the whole name, so two long names that start alike stay apart."""
    slug = "".join(ch if ch.isalnum() else "-" for ch in name.lower())
    slug = "-".join(part for part in slug.split("-") if part) or "car"
    raw = slug.encode("utf-8")
    if len(raw) > MAX_SLUG_BYTES:
        digest = hashlib.sha256(name.encode("utf-8")).hexdigest()[:8]
        slug = raw[:MAX_SLUG_BYTES - 9].decode("utf-8", "ignore").rstrip("-") + "-" + digest
    return slug + SUFFIX


def _take_back(written: list[tuple[Path, bytes | None]], made: list[Path]) -> None:
    """Undo a failed export as far as the disk lets: files it added removed, files it replaced
    given their earlier bytes, folders it made removed (only if empty: nothing else is lost)."""
    for path, earlier in reversed(written):
        try:
            if earlier is None:
                path.unlink()
            else:
                write_atomic(path, earlier)
        except OSError:
            pass  # still a file of the same car: the export's own, or the earlier one
    for folder in made:
        try:
            folder.rmdir()
        except OSError:
            break  # not empty (or gone): its parents are not empty either


def _holds(path: Path, name: str) -> bool:
    """Whether `path` is free for the car called `name`: no file there, or that car's own."""
    if not path.exists() and not path.is_symlink():
        return True
    try:
        return load(path).name == name
    except VehicleFileError:
        return False


class Cars:
    """The cars of `garage`, each call one short session of it (Garage.reading/writing)."""

    def __init__(self, garage: Garage):
        self._garage = garage

    @staticmethod
    def _vehicle(session: Session, name: str) -> Vehicle | None:
        from sqlmodel import select

        from garage.storage.tables import Vehicle

        return session.exec(select(Vehicle).where(Vehicle.name == name)).first()

    def _existing(self, session: Session, name: str) -> Vehicle:
        vehicle = self._vehicle(session, name)
        if vehicle is None:
            raise UnknownName(name)
        return vehicle

    def list(self) -> CarRows:
        """The garage list, in one query however many cars there are."""
        found_directly = self._garage.read_directly(direct.list_rows)
        if found_directly is not None:
            return found_directly
        from sqlalchemy import func
        from sqlalchemy import select as sa_select
        from sqlmodel import col

        from garage.storage import stored
        from garage.storage.tables import Vehicle, id_column

        query = (sa_select(id_column(Vehicle.id), col(Vehicle.name), col(Vehicle.weight), col(Vehicle.capacity_used),
                        col(Vehicle.capacity_limit), col(Vehicle.legal), col(Vehicle.problems_count))
                 .order_by(func.lower(Vehicle.name), Vehicle.name))
        # A Core connection rather than a Session: no ORM identity work for a read-only list,
        # which keeps a 10,000-car garage close to a bare sqlite3 read (benchmarks/bench_storage.py).
        with self._garage.reading_connection() as conn:
            # The query's own SQL, its rows taken as the driver gives them: SQLAlchemy's result
            # processing was half the time of listing 10,000 cars, and only `legal` needs it
            # (SQLite keeps 0/1), made a bool by CarRows. Checked as the driver gives them, as
            # the direct read checks them (quick_list.listable): SQLAlchemy's Boolean made any
            # text or other number True, so a damaged `legal` was listed as a legal car.
            found = [tuple(row) for row in conn.exec_driver_sql(str(query.compile(dialect=conn.dialect)))]
            if not all(map(listable, found)):
                raise stored.scanned(self._garage.path) or DamagedValue("a car's listed values are not of their types")
            return CarRows(found)

    def names(self) -> builtins.list[str]:
        return [car.name for car in self.list()]

    def get(self, name: str) -> Design:
        found = self._garage.read_directly(lambda path: direct.read_car(path, name))
        if found is not None:
            return found
        from garage.storage import rows

        with self._garage.reading() as session:
            return rows.load(session, self._existing(session, name))

    def all(self) -> builtins.list[Design]:
        """Every car's design, sorted like list_cars, in one query however many there are."""
        from garage.storage import rows

        with self._garage.reading() as session:
            designs = [design for _, design in rows.load_all(session)]
        return sorted(designs, key=lambda d: (d.name.lower(), d.name))

    def has(self, name: str) -> bool:
        with self._garage.reading() as session:
            return self._vehicle(session, name) is not None

    def add(self, designs: Sequence[Design]) -> builtins.list[CarRow]:
        """Add several cars in one transaction: all of them or none."""
        from sqlmodel import col, select

        from garage.storage import rows
        from garage.storage.tables import Vehicle

        for design in designs:
            rows.check_name(design.name)
        seen: set[str] = set()
        for design in designs:
            if design.name in seen:
                raise DuplicateName(design.name)
            seen.add(design.name)
        with self._garage.writing() as session:
            taken = set(session.exec(select(Vehicle.name).where(col(Vehicle.name).in_(seen))).all()) if seen else set()
            if taken:
                raise DuplicateName(sorted(taken)[0])
            added = [rows.insert(session, design) for design in designs]
            return [rows.car_row(vehicle) for vehicle in added]

    def replace(self, design: Design, original_name: str | None = None) -> None:
        """Store `design` over the car called `original_name` (or `design.name`), adding it if
        there is none; the name may change as long as no other car has the new one."""
        from garage.storage import rows

        rows.check_name(design.name)
        with self._garage.writing() as session:
            self._save_in(session, design, original_name)

    def _save_in(self, session: Session, design: Design, original_name: str | None) -> None:
        from garage.storage import rows

        vehicle = self._vehicle(session, original_name or design.name)
        if vehicle is None and original_name and original_name != design.name:
            vehicle = self._vehicle(session, design.name)
            if vehicle is not None:
                raise DuplicateName(design.name)
        if vehicle is None:
            rows.insert(session, design)
            return
        if design.name != vehicle.name and self._vehicle(session, design.name) is not None:
            raise DuplicateName(design.name)
        rows.update(session, vehicle, design)

    def save_changes(self, removed: Sequence[str], saved: Sequence[tuple[str, Design]],
                     added: Sequence[Design]) -> None:
        """One Save of the app in one transaction, all of it or none: the cars called
        `removed` go, each (original name, design) of `saved` is stored over that car (as
        `replace`; renames are done before additions, so a new car may take a name another
        gave up), and `added` are new cars. A car to remove that is already gone is no error."""
        from garage.storage import rows

        for _, design in saved:
            rows.check_name(design.name)
        for design in added:
            rows.check_name(design.name)
        with self._garage.writing() as session:
            for name in removed:
                vehicle = self._vehicle(session, name)
                if vehicle is None:
                    continue  # already gone (another Garage removed it): what was asked for
                session.delete(vehicle)
            session.flush()
            for original_name, design in saved:
                self._save_in(session, design, original_name)
            for design in added:
                if self._vehicle(session, design.name) is not None:
                    raise DuplicateName(design.name)
                rows.insert(session, design)

    def rename(self, old: str, new: str) -> None:
        from garage.storage import rows

        rows.check_name(new)
        with self._garage.writing() as session:
            vehicle = self._existing(session, old)
            if new == old:
                return
            if self._vehicle(session, new) is not None:
                raise DuplicateName(new)
            renamed = dataclasses.replace(rows.load(session, vehicle), name=new)
            rows.update(session, vehicle, renamed)  # the file names the car too

    def remove(self, name: str) -> Design | None:
        """Remove a car and give back its design, so the caller can offer undo; None for a
        damaged car (whose file does not read), which can still be removed."""
        from garage.storage import rows

        with self._garage.writing() as session:
            vehicle = self._existing(session, name)
            try:
                design: Design | None = rows.load(session, vehicle)
            except DamagedValue:
                design = None
            session.delete(vehicle)
            return design

    def import_files(self, paths: Iterable[str | Path]) -> ImportResult:
        """All the files or none, as the app's import does: every file is read first; a file
        that cannot be read, or whose car's name is refused or taken, is reported and nothing
        is added. The cars go in in one transaction."""
        from garage.storage import rows

        read: builtins.list[tuple[str, Design]] = []
        errors: builtins.list[ImportEntry] = []
        for path in paths:
            source = str(path)
            try:
                design = load(path)
                rows.check_name(design.name)
            except VehicleFileError as exc:
                errors.append(ImportEntry(source, error=str(exc)))
            except BadName as exc:
                errors.append(ImportEntry(source, error=f"{source}: name: {exc}"))
            else:
                read.append((source, design))
        if errors:
            return ImportResult(tuple(errors))
        try:
            cars = self.add([design for _, design in read])
        except DuplicateName as exc:
            source = [s for s, design in read if design.name == exc.name][-1]
            return ImportResult((ImportEntry(source, error=f"{source}: {exc}"),))
        return ImportResult(tuple(ImportEntry(source, car.name, car.legal, car.problems_count)
                                  for (source, _), car in zip(read, cars)))

    def export_targets(self, names: Iterable[str], folder: str | Path) -> builtins.list[Path]:
        """The file each named car is exported to in `folder`: its own file (file_name) unless
        that holds another car, or anything else; then the first free NAME-2, NAME-3... Another
        car's file is never replaced; a car's own earlier export is."""
        return self._targets(self._designs(names), Path(folder))

    def _designs(self, names: Iterable[str]) -> builtins.list[Design]:
        from garage.storage import rows

        with self._garage.reading() as session:
            return [rows.load(session, self._existing(session, name)) for name in names]

    @staticmethod
    def _targets(designs: Sequence[Design], folder: Path) -> builtins.list[Path]:
        targets: builtins.list[Path] = []
        used: set[str] = set()  # case-folded: two cars never share a file on any file system
        for design in designs:
            base = file_name(design.name)
            target, n = base, 2
            while target.casefold() in used or not _holds(folder / target, design.name):
                target = base.removesuffix(SUFFIX) + f"-{n}{SUFFIX}"
                n += 1
            used.add(target.casefold())
            targets.append(folder / target)
        return targets

    def export(self, names: Iterable[str], folder: str | Path) -> builtins.list[Path]:
        """Write each car as a .car.json file in `folder` (see export_targets): exactly the
        bytes garage.rules.vehicles would write for the design."""
        designs = self._designs(names)
        folder = Path(folder)
        # A failed export (a full disk) leaves nothing it created: the folders it made, the
        # files it wrote; a car's own earlier export gets its old bytes back.
        made = [p for p in (folder, *folder.parents) if not os.path.lexists(p)]  # deepest first
        written: builtins.list[tuple[Path, bytes | None]] = []
        try:
            try:
                folder.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise StorageError(f"cannot create the folder {folder}: {exc.strerror or exc}") from None
            for design, path in zip(designs, self._targets(designs, folder)):
                try:
                    earlier = path.read_bytes() if os.path.lexists(path) else None
                    write_atomic(path, dumps(design).encode("utf-8"))
                except OSError as exc:
                    raise StorageError(f"cannot write {path}: {exc.strerror or exc}") from None
                written.append((path, earlier))
        except BaseException:
            _take_back(written, made)
            raise
        return [path for path, _ in written]
