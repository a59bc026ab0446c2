"""The Garage: the open database, its sessions, and every operation on its cars.

One short session per call, one transaction per write (BEGIN IMMEDIATE on SQLite, so two
app instances queue instead of failing half way), plain immutable values out: nothing a
caller holds is tied to a session.
"""

from __future__ import annotations

import hashlib
import os
import secrets
import sqlite3
import stat
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import Connection, Engine, func
from sqlalchemy import select as sa_select
from sqlmodel import Session, col, select

from garage.fileio import write_atomic
from garage.resources import resource
from garage.rules.design import Vehicle as Design  # any rule set's car, not only A&A II's
from garage.rules.vehicles import SUFFIX, VehicleFileError, dumps, load
from garage.storage import backups, migrate, rows, stored
from garage.storage.engine import BEGIN_OPTION, engines, redact, resolve_url, sqlite_path, sqlite_url
from garage.storage.errors import (
    BadName,
    DamagedValue,
    DatabaseDamaged,
    DuplicateName,
    NewerSchema,
    StorageError,
    UnknownName,
    UpgradeNeeded,
)
from garage.storage.failures import damaged, translated, where
from garage.storage.quick_list import RULES_FINGERPRINT, SQLITE_HEADER, CarRow, rules_fingerprint
from garage.storage.tables import Vehicle, id_column, key_of, utc_now


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


@dataclass(frozen=True, slots=True)
class RestoreResult:
    backup: Path
    previous: Path | None  # where the garage as it was before the restore was kept


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


def _listable(car: CarRow) -> bool:
    """Whether a listed car's values are of their types (SQLite keeps whatever it is given)."""
    return (type(car.name) is str and type(car.weight) is str and type(car.capacity_used) is int
            and type(car.capacity_limit) is int and type(car.legal) is bool and type(car.problems_count) is int)


def _holds(path: Path, name: str) -> bool:
    """Whether `path` is free for the car called `name`: no file there, or that car's own."""
    if not path.exists() and not path.is_symlink():
        return True
    try:
        return load(path).name == name
    except VehicleFileError:
        return False


class Garage:
    def __init__(self, url: str, engine: Engine):
        self._url = url
        self._engine = engine
        self._writer = engine.execution_options(**{BEGIN_OPTION: "IMMEDIATE"})
        self._path = sqlite_path(url)
        self._sqlite = engine.dialect.name == "sqlite"  # a file or in memory
        self._closed = False
        self.created = False  # open_garage made this garage's file just now (see discard_created)

    # -- plumbing ---------------------------------------------------------------------------
    @property
    def url(self) -> str:
        return self._url

    @property
    def path(self) -> Path | None:
        """The SQLite file, or None for a server database."""
        return self._path

    @property
    def shown(self) -> str:
        """Where the garage is, for people to read: the file, or the server URL with its
        password hidden."""
        return where(self._url)

    @property
    def url_to_remember(self) -> str:
        """The URL without its password (engine.redact), for recent lists and settings files:
        reopening it takes the password from PGPASSWORD or ~/.pgpass (docs/storage.md)."""
        return redact(self._url, mask=None)

    def close(self) -> None:
        if not self._closed:
            self._closed = True
            engines.release(self._url)

    def __enter__(self) -> Garage:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _live(self) -> None:
        if self._closed:
            raise StorageError(f"the garage {where(self._url)} is closed")

    @contextmanager
    def reading(self) -> Iterator[Session]:
        """One read-only session for one operation: closed, its transaction ended, on the
        way out, so nothing outlives the call that opened it."""
        self._live()
        with translated(self._url), Session(self._engine, expire_on_commit=False) as session:
            yield session

    @contextmanager
    def reading_connection(self) -> Iterator[Connection]:
        """A plain read-only connection for whole-table work (copying a garage)."""
        self._live()
        with translated(self._url), self._engine.connect() as conn:
            yield conn

    @contextmanager
    def writing(self) -> Iterator[Session]:
        """One write transaction for one operation (BEGIN IMMEDIATE on SQLite): committed
        when the block ends, rolled back if it raises, and the session closed either way."""
        self._live()
        with translated(self._url), Session(self._writer, expire_on_commit=False) as session, session.begin():
            yield session

    @staticmethod
    def _vehicle(session: Session, name: str) -> Vehicle | None:
        return session.exec(select(Vehicle).where(Vehicle.name == name)).first()

    def _existing(self, session: Session, name: str) -> Vehicle:
        vehicle = self._vehicle(session, name)
        if vehicle is None:
            raise UnknownName(name)
        return vehicle

    # -- cars -------------------------------------------------------------------------------
    def list_cars(self) -> list[CarRow]:
        query = (sa_select(id_column(Vehicle.id), col(Vehicle.name), col(Vehicle.weight), col(Vehicle.capacity_used),
                        col(Vehicle.capacity_limit), col(Vehicle.legal), col(Vehicle.problems_count))
                 .order_by(func.lower(Vehicle.name), Vehicle.name))
        # A Core connection rather than a Session: no ORM identity work for a read-only list,
        # which keeps a 10,000-car garage close to a bare sqlite3 read (benchmarks/bench_storage.py).
        self._live()
        with translated(self._url), self._engine.connect() as conn:
            cars = [CarRow(*row) for row in conn.execute(query)]
            if not all(map(_listable, cars)):
                raise stored.scanned(self._path) or DamagedValue("a car's listed values are not of their types")
            return cars

    def names(self) -> list[str]:
        return [car.name for car in self.list_cars()]

    def get_design(self, name: str) -> Design:
        with self.reading() as session:
            return rows.load(session, self._existing(session, name))

    def all_designs(self) -> list[Design]:
        """Every car's design, sorted like list_cars, in four queries however many there are."""
        with self.reading() as session:
            designs = [design for _, design in rows.load_all(session)]
        return sorted(designs, key=lambda d: (d.name.lower(), d.name))

    def has_car(self, name: str) -> bool:
        with self.reading() as session:
            return self._vehicle(session, name) is not None

    def add_design(self, design: Design) -> None:
        self.add_designs([design])

    def add_designs(self, designs: Sequence[Design]) -> list[CarRow]:
        """Add several cars in one transaction: all of them or none."""
        for design in designs:
            rows.check_name(design.name)
        seen: set[str] = set()
        for design in designs:
            if design.name in seen:
                raise DuplicateName(design.name)
            seen.add(design.name)
        with self.writing() as session:
            taken = set(session.exec(select(Vehicle.name).where(col(Vehicle.name).in_(seen))).all()) if seen else set()
            if taken:
                raise DuplicateName(sorted(taken)[0])
            added = [rows.insert(session, design) for design in designs]
            return [rows.car_row(vehicle) for vehicle in added]

    def save_design(self, design: Design, original_name: str | None = None) -> None:
        """Store `design` over the car called `original_name` (or `design.name`), adding it if
        there is none; the name may change as long as no other car has the new one."""
        rows.check_name(design.name)
        with self.writing() as session:
            self._save_in(session, design, original_name)

    def _save_in(self, session: Session, design: Design, original_name: str | None) -> None:
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
        save_design; renames are done before additions, so a new car may take a name another
        gave up), and `added` are new cars. A car to remove that is already gone is no error."""
        for _, design in saved:
            rows.check_name(design.name)
        for design in added:
            rows.check_name(design.name)
        with self.writing() as session:
            for name in removed:
                vehicle = self._vehicle(session, name)
                if vehicle is None:
                    continue  # already gone (another Garage removed it): what was asked for
                rows.remove_components(session, key_of(vehicle))
                session.delete(vehicle)
            session.flush()
            for original_name, design in saved:
                self._save_in(session, design, original_name)
            for design in added:
                if self._vehicle(session, design.name) is not None:
                    raise DuplicateName(design.name)
                rows.insert(session, design)

    def rename(self, old: str, new: str) -> None:
        rows.check_name(new)
        with self.writing() as session:
            vehicle = self._existing(session, old)
            if new == old:
                return
            if self._vehicle(session, new) is not None:
                raise DuplicateName(new)
            vehicle.name = new  # the stored summary does not depend on the name
            vehicle.updated = utc_now()

    def remove(self, name: str) -> Design:
        """Remove a car and give back its design, so the caller can offer undo."""
        with self.writing() as session:
            vehicle = self._existing(session, name)
            design = rows.load(session, vehicle, checked=False)  # a damaged car can still be removed
            rows.remove_components(session, key_of(vehicle))
            session.delete(vehicle)
            return design

    def import_files(self, paths: Iterable[str | Path]) -> ImportResult:
        """All the files or none, as the app's import does: every file is read first; a file
        that cannot be read, or whose car's name is refused or taken, is reported and nothing
        is added. The cars go in in one transaction."""
        read: list[tuple[str, Design]] = []
        errors: list[ImportEntry] = []
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
            cars = self.add_designs([design for _, design in read])
        except DuplicateName as exc:
            source = [s for s, design in read if design.name == exc.name][-1]
            return ImportResult((ImportEntry(source, error=f"{source}: {exc}"),))
        return ImportResult(tuple(ImportEntry(source, car.name, car.legal, car.problems_count)
                                  for (source, _), car in zip(read, cars)))

    def export_targets(self, names: Iterable[str], folder: str | Path) -> list[Path]:
        """The file each named car is exported to in `folder`: its own file (file_name) unless
        that holds another car, or anything else; then the first free NAME-2, NAME-3... Another
        car's file is never replaced; a car's own earlier export is."""
        return self._targets(self._designs(names), Path(folder))

    def _designs(self, names: Iterable[str]) -> list[Design]:
        with self.reading() as session:
            return [rows.load(session, self._existing(session, name)) for name in names]

    @staticmethod
    def _targets(designs: Sequence[Design], folder: Path) -> list[Path]:
        targets: list[Path] = []
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

    def export(self, names: Iterable[str], folder: str | Path) -> list[Path]:
        """Write each car as a .car.json file in `folder` (see export_targets): exactly the
        bytes garage.rules.vehicles would write for the design."""
        designs = self._designs(names)
        folder = Path(folder)
        # A failed export (a full disk) leaves nothing it created: the folders it made, the
        # files it wrote; a car's own earlier export gets its old bytes back.
        made = [p for p in (folder, *folder.parents) if not os.path.lexists(p)]  # deepest first
        written: list[tuple[Path, bytes | None]] = []
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

    # -- safety -----------------------------------------------------------------------------
    def check(self) -> list[str]:
        """Integrity problems in a player's words; an empty list means the garage is sound."""
        self._live()
        try:
            with translated(self._url), self._engine.connect() as conn:
                revision = migrate.current(conn)
                found = self._damage(conn, revision)
        except DatabaseDamaged as exc:
            return [exc.problem]
        if revision != migrate.head():
            found.append(f"the schema is at revision {revision}, expected {migrate.head()}")
        return found

    def verify(self) -> None:
        """Raise DatabaseDamaged (naming the newest good backup and the command that restores
        it) if check() finds anything."""
        problems = self.check()
        if problems:
            raise damaged(self._url, backups.one_line(problems))

    def _damage(self, conn: Connection, revision: str | None) -> list[str]:
        """Damage of any kind SQLite or the schema shows; the full integrity check, since
        quick_check misses a damaged index."""
        found = backups.problems_in(conn.exec_driver_sql) if self._sqlite else []
        if revision == migrate.head():
            found += migrate.schema_problems(conn)
        return found

    def _sqlite_only(self, what: str) -> Path:
        if self._path is None:
            raise StorageError(f"{what} works on a SQLite garage file; back up a server database "
                               f"({where(self._url)}) with the server's own tools")
        return self._path

    def backup(self, reason: str = "manual") -> Path:
        path = self._sqlite_only("backup")
        self.verify()
        with translated(self._url):
            return backups.make_backup(path, reason)

    def list_backups(self) -> list[Path]:
        return backups.list_backups(self._sqlite_only("listing backups"))

    def restore(self, backup: str | Path | None = None) -> RestoreResult:
        """Put a backup in place and carry on with it (upgraded if it is from an older Garage)."""
        self._live()
        result = restore(self._url, backup)
        self._prepare()
        return result

    # -- opening ----------------------------------------------------------------------------
    def _prepare(self, new: bool = False, upgrade: bool = False) -> None:
        """Make the garage ready for use, refusing damage of any kind before the first write
        and the first backup. `new`: just created, so nothing to back up yet. `upgrade`: a
        shared server database at an older schema may be upgraded (garage-cli upgrade)."""
        with translated(self._url):
            with self._engine.connect() as conn:
                revision = _identify(self._url, conn)
                problems = self._damage(conn, revision)
            if problems:
                raise damaged(self._url, backups.one_line(problems))
            created = False
            if revision != migrate.head():
                if revision is not None and self._path is None and not upgrade:
                    raise UpgradeNeeded(where(self._url), revision, migrate.head())
                created = self._upgrade()
            self._refresh_summaries()
            if self._path is not None and not (new or created) and backups.needs_interval_backup(self._path):
                backups.make_backup(self._path, "daily")

    def _upgrade(self) -> bool:
        """Create or upgrade the schema in one transaction; True if the garage is new.
        Foreign keys are off meanwhile: batch mode rebuilds tables, and dropping a parent
        table with them on would cascade-delete the children."""
        with self._writer.connect() as conn:
            raw = conn.connection.dbapi_connection
            sqlite = raw if isinstance(raw, sqlite3.Connection) else None
            if sqlite is not None:
                sqlite.execute("PRAGMA foreign_keys = OFF")
            try:
                revision = migrate.current(conn)  # again, now holding the write lock
                if revision == migrate.head():
                    return False
                created = revision is None
                if not created and self._path is not None:
                    backups.make_backup(self._path, "before-migration")
                migrate.upgrade(conn)
                if sqlite is not None:
                    broken = conn.exec_driver_sql("PRAGMA foreign_key_check").first()
                    if broken:
                        raise StorageError(f"the upgrade of {where(self._url)} would break links between "
                                           f"tables ({broken[0]}); nothing was changed")
                with Session(bind=conn) as session:
                    if created:
                        for example in sorted(resource("examples").glob("*" + SUFFIX)):
                            rows.insert(session, load(example))
                        rows.set_meta(session, RULES_FINGERPRINT, rules_fingerprint())
                    session.flush()
                conn.commit()
                return created
            finally:
                if conn.in_transaction():
                    conn.rollback()  # first: the pragma is ignored inside a transaction
                if sqlite is not None:
                    sqlite.execute("PRAGMA foreign_keys = ON")

    def _refresh_summaries(self) -> None:
        """Recompute stored capacity/legal after the rules data changed (a Garage update)."""
        fingerprint = rules_fingerprint()
        with self.reading() as session:
            if rows.get_meta(session, RULES_FINGERPRINT) == fingerprint:
                return
        with self.writing() as session:
            # A damaged car keeps its summary: the garage still opens, and check names the damage.
            damaged_cars = stored.type_problems(session.connection().exec_driver_sql).cars if self._sqlite else set()
            for vehicle, design in rows.load_all(session, passing_over=damaged_cars):
                rows.summarise(vehicle, design)
            rows.set_meta(session, RULES_FINGERPRINT, fingerprint)


def _refuse_foreign(url: str, revision: str | None, has_tables: bool) -> None:
    """Refuse another program's database and a garage written by a newer Garage."""
    if revision is not None and not migrate.is_known(revision):
        raise NewerSchema(where(url), revision)
    if revision is None and has_tables:
        raise StorageError(f"{where(url)} is a database but not a garage (it has other tables); "
                           f"choose another file with --db")


def _identify(url: str, conn: Connection) -> str | None:
    """The garage's schema revision (None: no garage schema yet, e.g. an empty database)."""
    revision = migrate.current(conn)
    _refuse_foreign(url, revision, revision is not None or migrate.has_tables(conn))
    return revision


def _precheck(url: str, path: Path) -> bool:
    """Catch the obviously broken file before SQLite does, with a clearer word for it, and
    refuse a file Garage must not touch before anything changes it. True: there is no file."""
    try:
        if not path.parent.is_dir():
            raise StorageError(f"cannot open the garage database {path}: the folder {path.parent} does not exist")
        if _missing_or_regular(path):
            return True
        with open(path, "rb") as fh:
            head = fh.read(100)
    except FileNotFoundError:
        return True
    except OSError as exc:  # a name too long, a loop of symbolic links, no permission...
        raise StorageError(f"cannot read the garage database {path}: {exc.strerror or exc}") from None
    if not head:
        # Only a missing file is a new garage (see _create): an empty one was cut short.
        raise damaged(url, "the file is empty")
    if not head.startswith(SQLITE_HEADER[: len(head)]) or len(head) < len(SQLITE_HEADER):
        raise damaged(url, "the file is not a SQLite database")
    if len(head) < 100:
        raise damaged(url, "the file is truncated")
    # Read without writing: opening the file for writing switches it to WAL, which another
    # program's database must never suffer. Unreadable this way (e.g. WAL with no shared-memory
    # file in a read-only folder), it is left to the open proper, which words what is wrong.
    found = backups.identity(path)
    if found is not None:
        _refuse_foreign(url, *found)
    return False


def _missing_or_regular(path: Path) -> bool:
    """True if there is no file at `path`; refuse anything there but a plain file, looked at
    without opening it: opening a FIFO blocks until something writes to it."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return True
    if stat.S_ISDIR(mode):
        raise StorageError(f"cannot open the garage database {path}: it is a folder")
    if not stat.S_ISREG(mode):
        raise StorageError(f"cannot open the garage database {path}: it is not a regular file "
                           f"(a FIFO, a device or a socket)")
    return False


def _create(url: str, path: Path) -> bool:
    """Build a new garage beside `path` and link it into place whole, so a kill half way
    leaves no garage file (and the next open starts again) rather than an empty or half-made
    one, which is damage. False if another process put its own new garage there first."""
    scratch = path.with_name(f".{path.name}.new-{os.getpid()}-{secrets.token_hex(4)}")
    scratch_url = sqlite_url(scratch)
    try:
        try:
            # Named after its place, so whatever goes wrong is told about the file the player chose.
            Garage(url, engines.acquire(scratch_url))._prepare(new=True)
        finally:
            engines.release(scratch_url)
        try:
            os.link(scratch, path)  # unlike a rename, never replaces a garage made meanwhile
        except FileExistsError:
            return False
        except OSError:  # a file system without hard links
            if path.exists():
                return False
            os.replace(scratch, path)
        return True
    finally:
        for leftover in (scratch, scratch.with_name(scratch.name + "-wal"), scratch.with_name(scratch.name + "-shm")):
            leftover.unlink(missing_ok=True)


def open_garage(url: str | None = None, upgrade: bool = False) -> Garage:
    """Open the garage at `url` (else $GARAGE_DB, else the default file), creating,
    upgrading, checking and backing it up as needed. A shared server database at an older
    schema is upgraded only when `upgrade` is true (garage-cli upgrade); otherwise opening
    it raises UpgradeNeeded."""
    url = resolve_url(url)
    path = sqlite_path(url)
    new = False
    if path is not None:
        if url == resolve_url(None) and not path.parent.exists():
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:  # e.g. $XDG_DATA_HOME is a file
                raise StorageError(f"cannot create the folder {path.parent} for the garage database: "
                                   f"{exc.strerror or exc}") from None
        if _precheck(url, path):
            with translated(url):
                new = _create(url, path)
        backups.drop_stale(path.parent, f".{path.name}.new-*")  # left by a kill during a creation
    engine = engines.acquire(url)
    garage = Garage(url, engine)
    garage.created = new
    try:
        garage._prepare(new, upgrade)
    except BaseException:
        garage.close()
        raise
    return garage


def discard_created(garage: Garage) -> None:
    """Close `garage` and, if open_garage created its file just now, delete that file: a
    command that fails must not leave a new garage behind (a mistyped --db would otherwise
    be a garage of example cars from then on). A garage that was there before is kept."""
    garage.close()
    if garage.created and garage.path is not None:
        path = garage.path
        engines.dispose_connections(garage.url)
        for leftover in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
            leftover.unlink(missing_ok=True)


def list_backups(url: str | None = None) -> list[Path]:
    """The backups of the garage at `url`, newest first, without opening it (so a UI can
    offer them for a garage too damaged to open). A server database has none of Garage's
    backups: refused with what `restore` says."""
    url = resolve_url(url)
    path = sqlite_path(url)
    if path is None:
        raise StorageError(_server_backups(url, "restore"))
    return backups.list_backups(path)


def _server_backups(url: str, what: str) -> str:
    return (f"{what} works on a SQLite garage file; {what} a server database ({where(url)}) with the "
            f"server's own tools (pg_dump and pg_restore, see docs/storage.md)")


def restore(url: str | None = None, backup: str | Path | None = None) -> RestoreResult:
    """Put a backup in place of the garage at `url`; works on a garage too damaged to open.
    The garage as it was is kept: backed up if sound, moved aside if damaged."""
    url = resolve_url(url)
    path = sqlite_path(url)
    if path is None:
        raise StorageError(_server_backups(url, "restore"))
    if backup is None:
        backup = backups.newest_good(path)
        if backup is None:
            raise StorageError(f"no good backup of {path} found in {backups.folder_for(path)}")
    try:
        _missing_or_regular(path)
    except OSError as exc:
        raise StorageError(f"cannot restore {path}: {exc.strerror or exc}") from None
    backup = Path(backup)
    if not backup.is_file():
        raise StorageError(f"backup {backup}: no such file")
    problems = backups.problems(backup)
    if problems:
        raise StorageError(f"backup {backup} is damaged ({backups.one_line(problems)}); "
                           "choose another (garage-cli restore BACKUP)")
    revision = backups.revision(backup)
    if revision is None:
        raise StorageError(f"backup {backup} is not a garage database")
    if not migrate.is_known(revision):
        raise NewerSchema(str(backup), revision)
    engines.dispose_connections(url)
    previous = None
    try:
        if path.exists() and path.stat().st_size > 0:
            sound = not backups.problems(path) and backups.revision(path) is not None
            previous = backups.make_backup(path, "before-restore") if sound else backups.move_aside(path)
        backups.restore_into(path, backup)
    except sqlite3.Error as exc:
        raise StorageError(f"cannot restore {path} from {backup}: {exc}") from None
    except OSError as exc:
        raise StorageError(f"cannot restore {path} from {backup}: {exc.strerror or exc}") from None
    return RestoreResult(backup, previous)
