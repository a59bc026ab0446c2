"""The Garage: the open database, its sessions, and every operation on its cars.

One short session per call, one transaction per write (BEGIN IMMEDIATE on SQLite, so two
app instances queue instead of failing half way), plain immutable values out: nothing a
caller holds is tied to a session.

An up-to-date, sound SQLite garage file is opened without the database layer (SQLAlchemy,
sqlmodel: garage.storage.direct): it is checked and backed up as ever, its list and cars are
read with sqlite3, and the layer is imported and connected at the first use that needs it,
e.g. the first write (or `load_database_layer`, which the app calls once it is idle).
"""

from __future__ import annotations

import os
import secrets
import sqlite3
import stat
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from garage.resources import resource
from garage.rules.design import Vehicle as Design  # any rule set's car (tables.Vehicle is the row)
from garage.rules.vehicles import SUFFIX, load
from garage.storage import backups, direct, migrate, wal
from garage.storage.cars import Cars, ImportResult
from garage.storage.engine import BEGIN_OPTION, engines, redact, resolve_url, sqlite_path, sqlite_url
from garage.storage.errors import (
    DatabaseDamaged,
    NewerSchema,
    StorageError,
    UpgradeNeeded,
)
from garage.storage.failures import damaged, translated, where
from garage.storage.quick_list import (
    GARAGE_TABLES,
    RULES_FINGERPRINT,
    SQLITE_HEADER,
    CarRow,
    CarRows,
    forget_kept,
    rules_fingerprint,
)

if TYPE_CHECKING:
    from sqlalchemy import Connection, Engine
    from sqlmodel import Session

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class RestoreResult:
    backup: Path
    previous: Path | None  # where the garage as it was before the restore was kept


class Garage:
    def __init__(self, url: str, engine: Engine | None = None, path: Path | None = None):
        """The garage at `url` on `engine` (engines.acquire(url)); or, with no engine, the
        SQLite file at `path` opened directly (garage.storage.direct.sound_file checked it):
        its engine is acquired, and SQLAlchemy imported, at its first use."""
        self._url = url
        self._engine_used = engine
        self._writer_used: Engine | None = None
        if engine is None:
            if path is None:
                raise ValueError("a Garage without an engine is a SQLite file opened directly: give its path")
            self._path: Path | None = path
            self._sqlite = True
        else:
            self._path = sqlite_path(url)
            self._sqlite = engine.dialect.name == "sqlite"  # a file or in memory
        # Read with sqlite3 alone (garage.storage.direct) where it can answer.
        self._direct = path if engine is None else None
        self._closed = False
        self.created = False  # open_garage made this garage's file just now (see discard_created)
        # The backup open_garage made of the file as it was without a write-ahead log it could
        # not tie to the garage, before SQLite applied the log (_keep_without_log): for the
        # user to hear of, once. None when it made none.
        self.kept_before_log: Path | None = None
        self._cars = Cars(self)

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
        return str(self._path) if self._path is not None else where(self._url)

    @property
    def url_to_remember(self) -> str:
        """The URL without its password (engine.redact), for recent lists and settings files:
        reopening it takes the password from PGPASSWORD or ~/.pgpass (docs/storage.md)."""
        return redact(self._url, mask=None)

    @property
    def _engine(self) -> Engine:
        if self._engine_used is None:
            self._live()
            self._engine_used = engines.acquire(self._url)
        return self._engine_used

    @property
    def _writer(self) -> Engine:
        if self._writer_used is None:
            self._writer_used = self._engine.execution_options(**{BEGIN_OPTION: "IMMEDIATE"})
        return self._writer_used

    def load_database_layer(self) -> None:
        """Import and connect the database layer now, if the garage was opened without it
        (directly from its file), rather than at its first write: e.g. while the app is idle."""
        import garage.storage.campaigns
        import garage.storage.drivers
        import garage.storage.rows  # noqa: F401  (what a write needs)

        self._writer  # noqa: B018  (acquires the engine)

    def read_directly(self, reader: Callable[[Path], T | None]) -> T | None:
        """`reader(path)` when the garage is a SQLite file opened directly (its answer None:
        read through the database layer instead); None otherwise."""
        self._live()
        return reader(self._direct) if self._direct is not None else None

    def close(self) -> None:
        if not self._closed:
            self._closed = True
            if self._engine_used is not None:
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
        from sqlmodel import Session

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
        from sqlmodel import Session

        self._live()
        with translated(self._url), Session(self._writer, expire_on_commit=False) as session, session.begin():
            yield session

    # -- cars: the garage's Cars book (garage.storage.cars) ---------------------------------
    @property
    def cars(self) -> Cars:
        return self._cars

    def list_cars(self) -> CarRows:
        return self._cars.list()

    def names(self) -> list[str]:
        return self._cars.names()

    def get_design(self, name: str) -> Design:
        return self._cars.get(name)

    def all_designs(self) -> list[Design]:
        return self._cars.all()

    def has_car(self, name: str) -> bool:
        return self._cars.has(name)

    def add_design(self, design: Design) -> None:
        self._cars.add([design])

    def add_designs(self, designs: Sequence[Design]) -> list[CarRow]:
        return self._cars.add(designs)

    def save_design(self, design: Design, original_name: str | None = None) -> None:
        self._cars.replace(design, original_name)

    def save_changes(self, removed: Sequence[str], saved: Sequence[tuple[str, Design]],
                     added: Sequence[Design]) -> None:
        self._cars.save_changes(removed, saved, added)

    def rename(self, old: str, new: str) -> None:
        self._cars.rename(old, new)

    def remove(self, name: str) -> Design | None:
        return self._cars.remove(name)

    def import_files(self, paths: Iterable[str | Path]) -> ImportResult:
        return self._cars.import_files(paths)

    def export_targets(self, names: Iterable[str], folder: str | Path) -> list[Path]:
        return self._cars.export_targets(names, folder)

    def export(self, names: Iterable[str], folder: str | Path) -> list[Path]:
        return self._cars.export(names, folder)

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
                backups.daily_backup(self._path)

    def _upgrade(self) -> bool:
        """Create or upgrade the schema in one transaction; True if the garage is new.
        Foreign keys are off meanwhile: batch mode rebuilds tables, and dropping a parent
        table with them on would cascade-delete the children."""
        from sqlmodel import Session

        from garage.storage import rows

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
        from garage.storage import rows, stored

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


def _refuse_foreign(url: str, revision: str | None, tables: frozenset[str]) -> None:
    """Refuse another program's database, a garage written by a newer Garage, and a garage
    whose schema revision is gone (damage: what it is at cannot be known, so nothing may
    upgrade or read it; the message names the backup that restores it). A database holding all
    of GARAGE_TABLES but no schema revision is a garage that lost its alembic_version row (or
    table), not another program's."""
    if revision is not None and not migrate.is_known(revision):
        raise NewerSchema(where(url), revision)
    if revision is None and tables >= GARAGE_TABLES:
        raise damaged(url, "its schema version (alembic_version) is missing, though its tables are a garage's")
    if revision is None and tables:
        raise StorageError(f"{where(url)} is a database but not a garage (it has other tables); "
                           f"choose another file with --db")


def _identify(url: str, conn: Connection) -> str | None:
    """The garage's schema revision (None: no garage schema yet, e.g. an empty database)."""
    revision = migrate.current(conn)
    _refuse_foreign(url, revision, frozenset() if revision is not None else migrate.table_names(conn))
    return revision


def _precheck(url: str, path: Path) -> tuple[bool, Path | None]:
    """Catch the obviously broken file before SQLite does, with a clearer word for it, and
    refuse a file Garage must not touch before anything changes it. (True when there is no
    file, the backup made now of the file without a log SQLite will apply: _keep_without_log)."""
    try:
        if not path.parent.is_dir():
            raise StorageError(f"cannot open the garage database {path}: the folder {path.parent} does not exist")
        if _missing_or_regular(path):
            return True, None
        with open(path, "rb") as fh:
            head = fh.read(100)
    except FileNotFoundError:
        return True, None
    except OSError as exc:  # a name too long, a loop of symbolic links, no permission...
        raise StorageError(f"cannot read the garage database {path}: {exc.strerror or exc}") from None
    if not head:
        # Only a missing file is a new garage (see _create): an empty one was cut short.
        raise damaged(url, "the file is empty")
    if not head.startswith(SQLITE_HEADER[: len(head)]) or len(head) < len(SQLITE_HEADER):
        raise damaged(url, "the file is not a SQLite database")
    if len(head) < 100:
        raise damaged(url, "the file is truncated")
    kept = _keep_without_log(path) if _refuse_foreign_log(path) else None
    # Read without writing: opening the file for writing switches it to WAL, which another
    # program's database must never suffer. Unreadable this way (e.g. WAL with no shared-memory
    # file in a read-only folder), it is left to the open proper, which words what is wrong.
    found = backups.identity(path)
    if found is not None:
        _refuse_foreign(url, *found)
    return False, kept


def _refuse_foreign_log(path: Path) -> bool:
    """Refuse a garage file whose write-ahead log is another database's before any SQLite
    connection opens it: the first would apply it, the last write it in and delete it
    (garage.storage.wal). The garage is not damaged: the log beside it is not its own. True
    when the log is one the stamps cannot tie to the file, which fits it: applied as ever, once
    the file as it is without it is backed up (_keep_without_log)."""
    problem, untied = wal.examine(path)
    if problem is not None:
        raise StorageError(f"cannot open the garage database {path}: {problem}")
    return untied


def _keep_without_log(path: Path) -> Path | None:
    """Back up the garage file as it is without the log beside it (`before-log`) before anything
    applies the log: nothing of the garage is lost if the log was not its own. The backup made;
    None when an earlier open kept the same file."""
    try:
        return backups.keep_without_log(path)
    except (OSError, sqlite3.Error) as exc:
        raise StorageError(f"cannot open the garage database {path}: the file {wal.wal_of(path)} beside it holds "
                           f"writes Garage cannot tie to the garage, and the garage could not be backed up without "
                           f"them first ({exc.strerror if isinstance(exc, OSError) else exc})") from None


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
    it raises UpgradeNeeded. An up-to-date, sound SQLite file is opened without the
    database layer (_open_directly)."""
    opened = _open_directly(url)
    if opened is not None:
        return opened
    forget_kept()  # a first look's rows are for a garage read directly (direct.list_rows)
    url = resolve_url(url)
    path = sqlite_path(url)
    new, kept = False, None
    if path is not None:
        if url == resolve_url(None) and not path.parent.exists():
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:  # e.g. $XDG_DATA_HOME is a file
                raise StorageError(f"cannot create the folder {path.parent} for the garage database: "
                                   f"{exc.strerror or exc}") from None
        missing, kept = _precheck(url, path)
        if missing:
            with translated(url):
                new = _create(url, path)
        backups.drop_stale(path.parent, f".{path.name}.new-*")  # left by a kill during a creation
    engine = engines.acquire(url)
    garage = Garage(url, engine)
    garage.created = new
    garage.kept_before_log = kept
    try:
        garage._prepare(new, upgrade)
    except BaseException:
        garage.close()
        raise
    return garage


def _open_directly(url: str | None) -> Garage | None:
    """The garage at `url` opened as the full open would open it, when that is only checking
    and backing up an up-to-date SQLite file (garage.storage.direct.sound_file): with its
    daily backup taken, and no engine yet. None for anything else, and when the backup (or
    finding whether one is due) fails: the full open tries again and says what is wrong."""
    found = direct.sound_file(url)
    if found is None:
        return None
    url, path = found
    backups.drop_stale(path.parent, f".{path.name}.new-*")  # left by a kill during a creation
    try:
        # Listing the backups fails too, e.g. on a backups folder it may not read.
        if backups.needs_interval_backup(path):
            backups.daily_backup(path)
    except (OSError, sqlite3.Error):
        return None
    return Garage(url, path=path)


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
    try:
        # The garage as it is would be read, and backed up, through its log.
        untied = not _missing_or_regular(path) and _refuse_foreign_log(path)
    except OSError as exc:
        raise StorageError(f"cannot restore {path}: {exc.strerror or exc}") from None
    if backup is None:
        backup = backups.newest_good(path)
        if backup is None:
            raise StorageError(f"no good backup of {path} found in {backups.folder_for(path)}")
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
    if untied:
        _keep_without_log(path)  # once the backup is chosen: the newest good is not this copy
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
