"""The garage list read with the standard library alone, for the app's first paint.

Importing SQLAlchemy and sqlmodel takes longer than Qt takes to show a window, so the app
lists the cars from the garage file itself first (`quick_list`), then opens the garage
properly (integrity check, migrations, backups: garage.storage.garage.open_garage) and lists
them again from that. The quick read is taken only when it must give exactly the rows the
full open would show: a SQLite garage file at this Garage's newest schema, whose stored
summaries were computed with these rules. Anything else (a server database, an older or
newer schema, rules data that changed, a file SQLite will not read) is None: wait for the
full open, which words what is wrong. The file is opened read-only (`mode=ro`): the quick
read can neither change it nor take a lock a writer would wait for.

`quick_designs` reads every car's design the same way, for `garage-cli sheet --all`, which
then needs neither SQLAlchemy nor sqlmodel (half of its memory); it checks the file as fully
as the open does (the whole integrity check) and leaves any car the full read would refuse to
the full open, which names it.

The app's first look is kept for the open that follows it (`quick_list(url, keep=True)`):
its read-only connection stays open, idle, and `kept_rows` gives the open garage's list those
same rows when `PRAGMA data_version` on that connection says no other connection has
committed since (the garage is in WAL mode, where the file's mtime does not tell) and the path
is still the same file; the list of 10,000 cars is then read once, not twice.

This module imports nothing outside the standard library and garage.resources (a read imports
garage.storage.wal, standard library too, which tells whether the write-ahead log beside the file
is its own; quick_designs imports the rules' vehicle file reader when called); the database layer
uses its readings too
(the head revision, the rules fingerprint, the default garage file), so there is one of each.
"""

from __future__ import annotations

import os
import re
import sqlite3
import stat
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar, cast, overload
from urllib.parse import quote

from garage.digest import sha256
from garage.resources import resource

if TYPE_CHECKING:
    from garage.rules.design import Vehicle as Design

T = TypeVar("T")

ENV_VAR = "GARAGE_DB"
DEFAULT_FILE = "garage.sqlite"
SQLITE_HEADER = b"SQLite format 3\x00"
MIGRATIONS = Path(__file__).resolve().parent / "migrations"
RULES_FINGERPRINT = "rules_fingerprint"

_STAMP = re.compile(r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d{6})?")
# A migration script's own lines: revision = "0004" and down_revision = "0003".
_ASSIGNMENT = re.compile(r"^(revision|down_revision)\s*(?::[^=]*)?=\s*(.+?)\s*$", re.MULTILINE)


# The tables and columns of the newest schema, at this revision, as garage.storage.tables and
# campaign_tables declare them (tests/storage/test_direct.py checks both agree). A read that
# stands in for the full open (read_sound's full_check) finds them all first; a garage at
# another head revision is opened by the database layer.
SCHEMA_REVISION = "0007"
SCHEMA = {
    "campaign": ("id", "name", "created", "revision"),
    "driver": ("id", "name", "notes", "created"),
    "garage_meta": ("key", "value"),
    "vehicle": ("id", "name", "ruleset", "weight", "file", "capacity_used", "capacity_limit", "legal",
                "problems_count", "created", "updated"),
    "campaign_driver": ("id", "campaign_id", "name", "status", "vehicle"),
    "campaign_game": ("id", "campaign_id", "number", "played_on", "scenario", "variant", "recorded", "ruleset"),
    "campaign_navigator": ("id", "campaign_id", "name", "status"),
    "campaign_entry": ("id", "game_id", "position", "driver_id", "vehicle", "survived", "death", "finished", "place",
                       "navigator_id", "navigator_survived", "navigator_ejected"),
    "campaign_house_rule": ("id", "game_id", "position", "rule"),
    "campaign_kill": ("id", "entry_id", "position", "victim", "victim_driver_id"),
}


# Tables every garage has had since its first schema (0001), which no migration drops.
GARAGE_TABLES = frozenset({"vehicle", "driver", "garage_meta"})


def _schema_whole(conn: sqlite3.Connection) -> bool:
    """Every table and column of SCHEMA is in the database on `conn` (the full open names one
    missing as damage; extra ones it keeps)."""
    present: dict[str, set[str]] = {}
    for table, column in conn.execute("SELECT m.name, p.name FROM sqlite_master AS m JOIN pragma_table_info(m.name) "
                                      "AS p WHERE m.type = 'table'"):
        present.setdefault(table, set()).add(column)
    return all(table in present and set(columns) <= present[table] for table, columns in SCHEMA.items())


@dataclass(frozen=True, slots=True)
class CarRow:
    """One line of the garage list: what a player scans for before opening a car. The one
    row type of the cars' list: storage lists them, `garage-cli list` prints them and the
    app's list shows them (garage.ui.document.GarageRow is this class)."""

    id: int  # the stored row's id; in the app's working copy, the window's key for the car
    name: str
    weight: str  # the class word of its rule set (RuleSet.vehicle_class)
    capacity_used: int
    capacity_limit: int
    legal: bool
    problems_count: int
    modified: bool = False  # the app's working copy has unsaved changes to the car (never stored)


_FIELDS = ("id", "name", "weight", "capacity_used", "capacity_limit", "legal", "problems_count", "modified")
assert tuple(CarRow.__dataclass_fields__) == _FIELDS
_SETTERS = tuple(getattr(CarRow, field).__set__ for field in _FIELDS)  # each field's slot


def car_rows(found: Iterable[Sequence[Any]], modified: bool = False) -> list[CarRow]:
    """CarRow(id, name, weight, used, limit, legal, problems, modified) of each of `found`'s
    rows (legal as SQLite keeps it, 0 or 1: made a bool; None stays None for a check to
    name), at half the cost of calling CarRow: a frozen dataclass sets every field through
    object.__setattr__, which was a quarter of listing 10,000 cars."""
    new = object.__new__
    set_id, set_name, set_weight, set_used, set_limit, set_legal, set_problems, set_modified = _SETTERS
    rows: list[CarRow] = []
    append = rows.append
    for id, name, weight, used, limit, legal, problems in found:
        row = new(CarRow)
        set_id(row, id)
        set_name(row, name)
        set_weight(row, weight)
        set_used(row, used)
        set_limit(row, limit)
        set_legal(row, legal if legal is None else bool(legal))
        set_problems(row, problems)
        set_modified(row, modified)
        append(row)
    return rows


class CarRows(Sequence[CarRow]):
    """The garage list as its query gave it: one plain tuple per car (id, name, weight, used,
    limit, legal, problems, as `found` gives them: legal as the driver keeps it, SQLite's 0 or
    1), in the list's order, each made a CarRow only when first asked for and kept. Making
    10,000 CarRows was a third of listing 10,000 cars in the app's window, which paints a
    screenful of them: it reads the tuples themselves (`records`). Equal to any sequence of
    equal rows, as the list it stands for."""

    __slots__ = ("_found", "_made")

    def __init__(self, found: list[tuple[Any, ...]]) -> None:
        self._found = found
        self._made: list[CarRow | None] = [None] * len(found)

    def records(self) -> list[tuple[Any, ...]]:
        """Each car's plain tuple, in order (a list of the caller's own; not to be changed)."""
        return list(self._found)

    def __len__(self) -> int:
        return len(self._found)

    @overload
    def __getitem__(self, i: int) -> CarRow: ...

    @overload
    def __getitem__(self, i: slice) -> list[CarRow]: ...

    def __getitem__(self, i: int | slice) -> CarRow | list[CarRow]:
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        made = self._made[i]
        if made is None:
            made = self._made[i] = car_rows((self._found[i],))[0]
        return made

    def __iter__(self) -> Iterator[CarRow]:
        made, found = self._made, self._found
        if None in made:
            missing = [i for i, row in enumerate(made) if row is None]
            for i, row in zip(missing, car_rows([found[i] for i in missing])):
                made[i] = row
        return iter(cast("list[CarRow]", made))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Sequence) or isinstance(other, str | bytes):
            return NotImplemented
        return len(self) == len(other) and all(a == b for a, b in zip(self, other))

    __hash__ = None  # type: ignore[assignment]  # equal to a list, which has none

    def __repr__(self) -> str:
        return f"CarRows({list(self)!r})"


def default_file() -> Path:
    """The player's own garage file (created with the example cars on first run)."""
    from platformdirs import user_data_dir

    return Path(user_data_dir("garage", appauthor=False)) / DEFAULT_FILE


@cache
def revision_graph(location: Path = MIGRATIONS) -> dict[str, str | None]:
    """revision -> down_revision, read from the migration scripts' text (not Alembic's)."""
    graph: dict[str, str | None] = {}
    for path in sorted((location / "versions").glob("*.py")):
        found = {key: value.strip("\"'") for key, value in _ASSIGNMENT.findall(path.read_text(encoding="utf-8"))}
        if "revision" in found:
            down = found.get("down_revision")
            graph[found["revision"]] = None if down in (None, "None") else down
    return graph


def head_revision() -> str | None:
    """The newest schema revision; None when the scripts do not say one plainly (branches)."""
    graph = revision_graph(MIGRATIONS)
    heads = set(graph) - set(graph.values())
    return heads.pop() if len(heads) == 1 else None


@cache
def rules_fingerprint() -> str:
    """Changes whenever the shipped rules data changes, so stored summaries get recomputed."""
    digest = sha256()
    root = resource("rules")
    for path in sorted(p for p in root.rglob("*") if p.is_file()):
        digest.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def sqlite_url(path: str | os.PathLike[str]) -> str:
    """The URL of the SQLite file at `path` (absolute, as resolve_url makes it)."""
    return f"sqlite:///{Path(path).expanduser().resolve()}"


def read_only(path: Path, timeout: float = 5) -> sqlite3.Connection:
    """A connection that cannot change the file (nor switch its journal mode)."""
    return sqlite3.connect(f"file:{quote(str(path))}?mode=ro", uri=True, timeout=timeout)


def sqlite_file(url: str | None) -> Path | None:
    """The SQLite file `url` names as garage.storage.engine.resolve_url reads it (None: the
    default garage), when that is plain: a file path or sqlite:///PATH with no options.
    None for anything else (a server, memory, a URL with a query or escapes), which the full
    open handles."""
    url = url if url is not None else os.environ.get(ENV_VAR)
    if url is None:
        return default_file()
    if "://" in url:
        if not url.startswith("sqlite:///"):
            return None
        url = url.removeprefix("sqlite:///")
    if not url.strip() or url == ":memory:" or any(ch in url for ch in "?%#"):
        return None  # refused by the full open, with the reason, or more than a plain file
    try:
        return Path(url).expanduser().resolve()
    except (OSError, RuntimeError):  # e.g. a loop of symbolic links: left to the full open
        return None


def listable(row: tuple[object, ...]) -> bool:
    """Whether a car's listed values (id, name, weight, used, limit, legal, problems), as the
    driver gives them, are of their types: SQLite keeps whatever it is given, and a value of
    another type is damage, which the full read names. `legal` is SQLite's 0 or 1 (a server's
    boolean): anything else ('no', 2, bytes) is no answer, never a legal car."""
    id, name, weight, used, limit, legal, problems = row
    return (type(name) is str and type(weight) is str and type(used) is int and type(limit) is int
            and type(legal) in (int, bool) and legal in (0, 1) and type(problems) is int and type(id) is int)


def quick_list(url: str | None, keep: bool = False) -> CarRows | None:
    """The cars of the garage at `url` (None: the default garage), sorted as
    Garage.list_cars sorts them, read straight from an up-to-date SQLite garage file; None
    when the file is not one (see the module's docstring), so the caller waits for the full
    open. `keep`: the read is kept for the open that follows (kept_rows), in place of any
    kept before."""
    forget_kept()
    return read_sound(url, listed, full_check=False, keep=keep)


@dataclass(frozen=True)
class _Kept:
    """A first look kept: its rows, the file they were read from, and how to tell that nothing
    was committed to it since."""

    path: Path
    identity: tuple[int, ...]
    conn: sqlite3.Connection  # read-only, idle: it holds no lock and no snapshot
    version: int  # its PRAGMA data_version in the snapshot the rows were read in
    rows: CarRows


_kept: _Kept | None = None


def _identity(path: Path) -> tuple[int, ...]:
    """The file at `path` as the kept read found it: another file (a restore renames one into
    place) or one written behind SQLite's back differs."""
    found = os.stat(path)
    return found.st_dev, found.st_ino, found.st_size, found.st_mtime_ns


def kept_rows(path: Path) -> CarRows | None:
    """The rows of the first look kept (quick_list's `keep`) when it was of the file at `path`
    and nothing has been committed to that file since: what listing it now would read. None
    otherwise. Either way the kept read is given up (its connection closed)."""
    kept = _take_kept()
    if kept is None:
        return None
    try:
        if kept.path != path or _identity(path) != kept.identity:
            return None
        # Another connection's commit, in this process or another, changes it (SQLite's own
        # check, which a WAL garage needs: its commits go to the -wal file).
        if kept.conn.execute("PRAGMA data_version").fetchone() != (kept.version,):
            return None
        return kept.rows
    except (OSError, sqlite3.Error):
        return None
    finally:
        kept.conn.close()


def forget_kept() -> None:
    """Give up the first look kept, if any (its connection closed)."""
    kept = _take_kept()
    if kept is not None:
        kept.conn.close()


def _take_kept() -> _Kept | None:
    global _kept
    kept, _kept = _kept, None
    return kept


def quick_designs(url: str | None) -> list[Design] | None:
    """Every car's design in the garage at `url`, as Garage.all_designs gives them (its order,
    every rule set's), read straight from an up-to-date SQLite garage file that SQLite's full
    integrity check finds sound, as the full open checks it; None when only the full open can
    tell (see the module's docstring) or when any car would be refused by the full read (it
    names the damage): `garage-cli sheet --all` prints from this without the database layer."""
    return read_sound(url, _designs, full_check=True)


def listed(conn: sqlite3.Connection) -> CarRows | None:
    """The garage list read on `conn`, sorted as Garage.list_cars sorts it; None when a value
    is not of its type, which the full read names."""
    found = conn.execute("SELECT id, name, weight, capacity_used, capacity_limit, legal, problems_count "
                         "FROM vehicle ORDER BY lower(name), name").fetchall()
    if not all(map(listable, found)):
        return None  # a value of the wrong type (SQLite keeps any): the full open names it
    return CarRows(found)


def _designs(conn: sqlite3.Connection) -> list[Design] | None:
    designs = []
    for row in conn.execute(f"SELECT {CAR_COLUMNS} FROM vehicle"):
        design = car_design(row)
        if design is None:
            return None
        designs.append(design)
    return sorted(designs, key=lambda d: (d.name.lower(), d.name))


# A stored car's columns as car_design reads them.
CAR_COLUMNS = ("id, name, weight, capacity_used, capacity_limit, legal, problems_count, created, updated, "
               "ruleset, file")


def car_design(row: Sequence[Any]) -> Design | None:
    """The design of a `vehicle` row read as CAR_COLUMNS, as garage.storage.rows.to_design
    gives it; None for anything it or the database layer would refuse, for the full read to
    name (stricter is safe: the full read decides)."""
    from garage.rules import rulesets
    from garage.rules.vehicles import VehicleFileError, loads

    name, created, updated, ruleset, file = row[1], row[7], row[8], row[9], row[10]
    # Every value of the row as the full read takes it.
    if not (listable(tuple(row[:7])) and _stamp(created) and _stamp(updated)):
        return None
    if type(ruleset) is not str or type(file) is not str:
        return None
    try:
        rulesets.get(ruleset)  # a registered rule set, reading only its own module if built in
    except KeyError:
        return None
    try:
        design = loads(file, f"car '{name}'")
    except VehicleFileError:
        return None
    if design.ruleset != ruleset or design.name != name:
        return None
    return design


def _stamp(value: object) -> bool:
    """A stored time as Garage writes it (2025-03-01 00:00:00, maybe with microseconds)."""
    if type(value) is not str or _STAMP.fullmatch(value) is None:
        return False
    try:
        datetime.fromisoformat(value)
    except ValueError:
        return False
    return True


def _sound(conn: sqlite3.Connection, path: Path, before: list[Any] | None) -> bool:
    """SQLite's full integrity and foreign key checks pass on `conn` (in its snapshot of the
    file at `path`, whose state was `before` as it opened: garage.storage.checked); when the
    file is still as a full check that passed left it, quick_check in place of the full one.
    A full check that passes is remembered, if the file did not change while it ran."""
    from garage.storage import checked

    if conn.execute("PRAGMA foreign_key_check").fetchone() is not None:
        return False
    if checked.unchanged(before):
        if conn.execute("PRAGMA quick_check(1)").fetchall() != [("ok",)]:
            return False
        if checked.state(path) == before:  # nothing was written meanwhile, which the snapshot may hold
            return True
    if conn.execute("PRAGMA integrity_check(1)").fetchall() != [("ok",)]:
        return False
    if before is not None and checked.state(path) == before:
        checked.remember(before)
    return True


def read_sound(url: str | None, reader: Callable[[sqlite3.Connection], T | None], full_check: bool,
               keep: bool = False) -> T | None:
    """`reader`'s result on a read-only snapshot of the garage file at `url`, once the file is
    one this Garage reads as the full open would (its schema, its rules data, no damage:
    quick_check, or with `full_check` the full open's checks: SQLite's full integrity and
    foreign key checks, or quick_check for a file unchanged since the full one passed (_sound),
    and every table and column of SCHEMA present);
    None otherwise, and when SQLite refuses anything. `keep` (the CarRows read): kept
    for kept_rows, its connection left open."""
    global _kept
    path = sqlite_file(url)
    head = head_revision()
    if path is None or head is None:
        return None
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            return None  # a FIFO would block the open below
        identity = _identity(path)
        with open(path, "rb") as fh:
            if fh.read(100)[:len(SQLITE_HEADER)] != SQLITE_HEADER:
                return None
        from garage.storage import checked, wal  # when reading: importing the list's row type loads no more

        problem, untied = wal.examine(path)
        if problem is not None:
            return None  # SQLite would read another database's pages: the full open refuses it
        if untied and full_check:
            return None  # standing in for the open: the full open backs the file up before its log applies
        before = checked.state(path) if full_check else None  # as the file is before SQLite opens it
        conn = read_only(path, timeout=0)  # busy: the full open waits, the first paint does not
    except (OSError, sqlite3.Error):
        return None
    try:
        conn.execute("BEGIN")  # one snapshot for every read below, whatever a writer does meanwhile
        if full_check:
            # As the full open checks it: SQLite's checks, then every table and column there.
            if head != SCHEMA_REVISION or not _sound(conn, path, before) or not _schema_whole(conn):
                return None
        elif conn.execute("PRAGMA quick_check(1)").fetchone() != ("ok",):
            return None
        if conn.execute("SELECT version_num FROM alembic_version").fetchall() != [(head,)]:
            return None
        if conn.execute("SELECT value FROM garage_meta WHERE key = ?",
                        (RULES_FINGERPRINT,)).fetchall() != [(rules_fingerprint(),)]:
            return None
        found = reader(conn)
        if keep and isinstance(found, CarRows):
            version = conn.execute("PRAGMA data_version").fetchone()[0]  # as of this snapshot
            conn.execute("ROLLBACK")  # the snapshot ends: the idle connection holds nothing
            _kept = _Kept(path, identity, conn, version, found)
        return found
    except (OSError, sqlite3.Error):
        return None
    finally:
        if _kept is None or _kept.conn is not conn:
            conn.close()
