"""The app's first look at a garage (quick_list): exactly the rows the full open lists, or
nothing at all when only the full open can tell, and never a change to the file."""

from __future__ import annotations

import os
import sqlite3
from dataclasses import fields

import pytest

from garage.rules.aa2.vehicle import Design
from garage.storage import CarRow, DatabaseDamaged, open_garage
from garage.storage import quick_list as quick_list_module
from garage.storage.engine import default_url, resolve_url, sqlite_path
from garage.storage.quick_list import head_revision, quick_list, sqlite_file
from tests.storage.conftest import fully_opened, is_sqlite, sql
from tests.storage.scenarios.test_damage import DAMAGE, damage, damage_an_index
from tests.storage.test_garage import BIG


def listed(url: str):
    with fully_opened(url) as garage:  # the database layer's read
        return garage.list_cars()


def test_the_first_look_gives_exactly_the_rows_of_the_full_read(db_url):
    with open_garage(db_url) as garage:
        # Names that sort differently by case, accents and spaces, an illegal car, a light one.
        garage.add_designs([BIG, Design(name="apple", weight="light"), Design(name="Äpfel", weight="heavy"),
                            Design(name="APPLE 2", weight="medium"), Design(name="Zed", weight="light")])
        garage.remove("Dogmeat")
        full = garage.list_cars()
    first = quick_list(db_url)
    if not is_sqlite(db_url):
        assert first is None  # a server database: the full open only
        return
    assert first == full and len(full) == 10
    assert [[type(getattr(car, f.name)) for f in fields(CarRow)] for car in first] == \
        [[type(getattr(car, f.name)) for f in fields(CarRow)] for car in full]
    assert any(not car.legal for car in first) and all(type(car.legal) is bool for car in first)


@pytest.mark.sqlite_only("a first look reads a SQLite file")
def test_the_open_lists_the_first_look_kept_when_nothing_was_committed_since(db_url):
    """The app's first look is kept for the open that follows: the open garage's list is
    those same rows, not a second read of 10,000 cars (issue 24)."""
    open_garage(db_url).close()
    first = quick_list(db_url, keep=True)
    with open_garage(db_url) as garage:
        assert garage.list_cars() is first and first == listed(db_url)
        assert garage.list_cars() is not first  # given once: the next list reads the file again


@pytest.mark.sqlite_only("a first look reads a SQLite file")
def test_a_commit_after_the_first_look_is_in_the_open_garages_list(db_url, db_path):
    """The garage is in WAL mode: a commit goes to the -wal file and leaves the file's size and
    time as they were, so only SQLite's data_version tells the kept rows are out of date."""
    open_garage(db_url).close()
    writer = sqlite3.connect(db_path, isolation_level=None)
    try:
        assert writer.execute("PRAGMA journal_mode").fetchone() == ("wal",)
        first = quick_list(db_url, keep=True)
        before = db_path.stat()
        writer.execute("UPDATE vehicle SET capacity_used = capacity_used + 1 WHERE name = 'Dogmeat'")
        assert (db_path.stat().st_size, db_path.stat().st_mtime_ns) == (before.st_size, before.st_mtime_ns)
        with open_garage(db_url) as garage:
            cars = garage.list_cars()
    finally:
        writer.close()
    assert cars == listed(db_url) and cars != first
    assert [c.capacity_used for c in cars if c.name == "Dogmeat"] == \
        [c.capacity_used + 1 for c in first if c.name == "Dogmeat"]


@pytest.mark.sqlite_only("a first look reads a SQLite file")
def test_another_file_put_in_the_garages_place_after_the_first_look_is_listed(db_url, db_path):
    with open_garage(db_url) as garage:
        garage.remove("Dogmeat")
    other = db_path.with_name("other.sqlite")
    with open_garage(f"sqlite:///{other}") as garage:  # the example cars, Dogmeat too
        pass
    first = quick_list(db_url, keep=True)
    os.replace(other, db_path)  # as a restore puts a backup in place
    with open_garage(db_url) as garage:
        cars = garage.list_cars()
    assert "Dogmeat" in [c.name for c in cars] and "Dogmeat" not in [c.name for c in first]


@pytest.mark.sqlite_only("a first look reads a SQLite file")
def test_a_first_look_kept_for_another_garage_or_the_database_layer_is_given_up(db_url, db_path, tmp_path):
    open_garage(db_url).close()
    other = f"sqlite:///{tmp_path / 'other.sqlite'}"
    open_garage(other).close()
    quick_list(other, keep=True)
    with open_garage(db_url) as garage:
        assert garage.list_cars() == listed(db_url)
    assert quick_list_module._kept is None  # its connection closed
    quick_list(db_url, keep=True)
    with fully_opened(db_url) as garage:  # as a garage to upgrade is opened
        assert quick_list_module._kept is None
        garage.list_cars()


def test_an_empty_garage_is_an_empty_list(db_url):
    with open_garage(db_url) as garage:
        for name in garage.names():
            garage.remove(name)
    assert quick_list(db_url) == ([] if is_sqlite(db_url) else None)


@pytest.mark.sqlite_only("reads a SQLite file")
def test_the_file_is_read_never_changed(db_url, db_path):
    open_garage(db_url).close()
    before = db_path.read_bytes()
    blocker = sqlite3.connect(db_path, isolation_level=None)
    blocker.execute("BEGIN IMMEDIATE")  # another Garage writing: the first look neither waits nor fails
    try:
        assert quick_list(db_url) == listed(db_url)
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    assert db_path.read_bytes() == before


@pytest.mark.sqlite_only("the schema revision of a SQLite file")
@pytest.mark.parametrize("revision", ["0003", "9999"])
def test_a_garage_that_needs_an_upgrade_or_is_from_a_newer_garage_takes_the_full_open(db_url, revision):
    open_garage(db_url).close()
    assert head_revision() not in (None, revision)
    sql(db_url, f"update alembic_version set version_num = '{revision}'")
    assert quick_list(db_url) is None


@pytest.mark.sqlite_only("stored summaries in a SQLite file")
def test_summaries_from_other_rules_data_take_the_full_open(db_url):
    open_garage(db_url).close()
    sql(db_url, "update vehicle set capacity_used = 99 where name = 'Dogmeat'")
    sql(db_url, "update garage_meta set value = 'rules of an older Garage' where key = 'rules_fingerprint'")
    assert quick_list(db_url) is None  # the open recomputes them: the first look would show stale ones
    assert next(c for c in listed(db_url) if c.name == "Dogmeat").capacity_used == 5
    assert quick_list(db_url) == listed(db_url)


@pytest.mark.sqlite_only("damage to the bytes of a SQLite file")
@pytest.mark.parametrize("how", DAMAGE)
def test_a_damaged_file_takes_the_full_open(db_url, db_path, how):
    with open_garage(db_url) as garage:
        garage.add_designs([Design(name=f"Car {i}", weight="light", notes="n" * 200) for i in range(400)])
    damage(db_path, how)
    before = db_path.read_bytes()
    assert quick_list(db_url) is None
    assert db_path.read_bytes() == before


@pytest.mark.sqlite_only("SQLite keeps a value of any type in any column")
@pytest.mark.parametrize("change", ["update vehicle set name = cast(name as blob) where name = 'Dogmeat'",
                                    "update vehicle set capacity_used = 'lots' where name = 'Dogmeat'"])
def test_a_listed_value_of_the_wrong_type_takes_the_full_open(db_url, change):
    """The full open names the damaged value; the first look shows nothing it would refuse."""
    open_garage(db_url).close()
    sql(db_url, change)
    assert quick_list(db_url) is None
    with open_garage(db_url) as garage, pytest.raises(DatabaseDamaged, match=r"car .*Dogmeat|car #"):
        garage.list_cars()


@pytest.mark.sqlite_only("files that are no garage")
def test_what_is_no_garage_file_takes_the_full_open(tmp_path):
    assert quick_list(str(tmp_path / "missing.sqlite")) is None  # a new garage: created by the full open
    (tmp_path / "empty.sqlite").write_bytes(b"")
    assert quick_list(str(tmp_path / "empty.sqlite")) is None
    (tmp_path / "junk.sqlite").write_bytes(b"not a database" * 100)
    assert quick_list(str(tmp_path / "junk.sqlite")) is None
    assert quick_list(str(tmp_path)) is None  # a folder
    other = tmp_path / "other.sqlite"
    con = sqlite3.connect(other)
    con.execute("create table vehicle (id integer)")
    con.close()
    assert quick_list(str(other)) is None  # another program's database


@pytest.mark.sqlite_only("damage the first look does not look for")
def test_damage_only_the_full_open_finds_is_still_found_by_it(db_url, db_path):
    """The first look is only a look: the garage is judged by the full open, as before."""
    open_garage(db_url).close()
    damage_an_index(db_path)
    assert quick_list(db_url) is not None
    with pytest.raises(DatabaseDamaged, match="missing from index"):
        open_garage(db_url)


def test_server_and_unusual_urls_take_the_full_open(monkeypatch):
    for url in ["postgresql://garage@localhost/garage", "postgresql+psycopg://u:secret@db/club", "sqlite://",
                "sqlite:///:memory:", "sqlite:///club.sqlite?mode=ro", "sqlite+pysqlite:///club.sqlite", ""]:
        assert sqlite_file(url) is None and quick_list(url) is None, url
    monkeypatch.setenv("GARAGE_DB", "postgresql://garage@localhost/garage")
    assert quick_list(None) is None


def test_the_file_is_the_one_the_full_open_uses(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for url in ["club.sqlite", "sqlite:///club.sqlite", f"sqlite:///{tmp_path / 'abs.sqlite'}",
                str(tmp_path / "sub" / ".." / "x.db"), "~/garage.sqlite"]:
        assert sqlite_file(url) == sqlite_path(resolve_url(url)), url
    assert sqlite_file(None) == sqlite_path(default_url())
    monkeypatch.setenv("GARAGE_DB", "env.sqlite")
    assert sqlite_file(None) == sqlite_path(resolve_url(None)) == tmp_path / "env.sqlite"


def test_a_loop_of_symbolic_links_gives_no_first_look(tmp_path):
    loop = tmp_path / "loop.sqlite"
    loop.symlink_to(tmp_path / "other.sqlite")
    (tmp_path / "other.sqlite").symlink_to(loop)
    assert quick_list(str(loop)) is None  # the full open says what is wrong


def test_car_rows_makes_exactly_the_rows_carrow_makes():
    """car_rows (the fast way every list is built) gives what calling CarRow gives: equal,
    frozen, legal a bool (or None, left for the type check to name), `modified` as asked."""
    from dataclasses import FrozenInstanceError

    from garage.storage.quick_list import car_rows

    found = [(3, "Purple Haze", "medium", 4, 4, 1, 0), (1, "dogmeat", "heavy", 6, 5, 0, 2),
             (2, "Odd", "light", 1, 3, None, 0)]
    made = car_rows(found)
    assert made == [CarRow(3, "Purple Haze", "medium", 4, 4, True, 0), CarRow(1, "dogmeat", "heavy", 6, 5, False, 2),
                    CarRow(2, "Odd", "light", 1, 3, None, 0)]  # type: ignore[arg-type]
    assert [type(row.legal) for row in made] == [bool, bool, type(None)]
    assert [row.modified for row in car_rows(found[:1], modified=True)] == [True]
    assert hash(made[0]) == hash(CarRow(3, "Purple Haze", "medium", 4, 4, True, 0))
    with pytest.raises(FrozenInstanceError):
        made[0].name = "Rover"  # type: ignore[misc]


def test_the_quick_designs_are_exactly_the_stored_designs(db_url):
    """quick_designs (what `garage-cli sheet --all` reads, sqlite3 alone) gives the designs
    all_designs gives, in its order, every rule set's; None on a server (the full open only)."""
    from garage.resources import resource
    from garage.rules.vehicles import load
    from garage.storage.quick_list import quick_designs

    with open_garage(db_url) as garage:
        garage.add_designs([BIG, Design(name="apple", weight="light"), Design(name="Äpfel", weight="heavy"),
                            load(resource("examples", "car_wars", "sand-shark.car.json"))])
        full = garage.all_designs()
    quick = quick_designs(db_url)
    if not is_sqlite(db_url):
        assert quick is None
        return
    assert quick == full and len(full) == 10 and len({d.ruleset for d in full}) > 1


# A car's row as the full read refuses it (and names it), by what another program could write.
DAMAGED_CAR = [
    "update vehicle set file = '{not json' where name = 'Dogmeat'",
    "update vehicle set file = cast(file as blob) where name = 'Dogmeat'",
    "update vehicle set name = 'Rover' where name = 'Dogmeat'",  # its file names another car
    "update vehicle set ruleset = 'car_wars' where name = 'Dogmeat'",
    "update vehicle set ruleset = 'chess' where name = 'Dogmeat'",
    "update vehicle set created = 'garbage' where name = 'Dogmeat'",
    "update vehicle set updated = '2025-13-01 00:00:00' where name = 'Dogmeat'",
    "update vehicle set capacity_used = 'lots' where name = 'Dogmeat'",
    "update vehicle set legal = 2 where name = 'Dogmeat'"]


@pytest.mark.sqlite_only("what a SQLite file keeps")
@pytest.mark.parametrize("change", [
    *DAMAGED_CAR,
    "update alembic_version set version_num = '0005'",
    "update garage_meta set value = 'rules of an older Garage' where key = 'rules_fingerprint'",
    # A table or column of the newest schema gone (the open names it as damage).
    "alter table driver drop column notes",
    "alter table campaign_kill rename to kills"])
def test_a_car_or_garage_the_quick_read_doubts_takes_the_full_open(db_url, change):
    """Any row the full read would refuse (and name), an older schema, summaries of other rules,
    a schema with a table or column missing: None, so the caller opens the garage and that words
    what is wrong (or upgrades it)."""
    from garage.storage.quick_list import quick_designs

    open_garage(db_url).close()
    sql(db_url, change)
    assert quick_designs(db_url) is None


@pytest.mark.sqlite_only("damage to the bytes of a SQLite file")
def test_a_damaged_file_or_no_garage_file_takes_the_full_open_for_designs_too(db_url, db_path, tmp_path):
    from garage.storage.quick_list import quick_designs

    with open_garage(db_url) as garage:
        garage.add_designs([Design(name=f"Car {i}", weight="light", notes="n" * 200) for i in range(400)])
    damage(db_path, DAMAGE[0])
    assert quick_designs(db_url) is None
    assert quick_designs(str(tmp_path / "missing.sqlite")) is None and not (tmp_path / "missing.sqlite").exists()


@pytest.mark.sqlite_only("reads a SQLite file")
def test_an_old_garage_is_migrated_by_the_full_open_first_then_both_quick_reads_agree(db_url, db_path):
    """A garage of revision 0005 (every example and edge car, before cars were kept as their
    files): no quick read until the full open has backed it up and migrated it; then the same
    rows and designs as the full read."""
    from garage.storage.backups import list_backups
    from garage.storage.quick_list import quick_designs
    from tests.storage.test_migrations import make_0005_with_every_car

    make_0005_with_every_car(db_url)
    assert quick_list(db_url) is None and quick_designs(db_url) is None and not list_backups(db_path)
    with open_garage(db_url) as garage:
        rows, designs = garage.list_cars(), garage.all_designs()
    assert any(b.name.endswith("-before-migration.sqlite") for b in list_backups(db_path))
    assert quick_list(db_url) == rows and quick_designs(db_url) == designs and len(designs) > 6


def test_car_rows_are_made_when_asked_for_once_and_equal_the_list_they_stand_for(monkeypatch):
    """CarRows (what a list of the cars is): each row made from its tuple when first asked for
    and kept, the tuples read as they are (records), equal to a list of the same rows."""
    from garage.storage import quick_list as module
    from garage.storage.quick_list import CarRows, car_rows

    found = [(3, "Purple Haze", "medium", 4, 4, 1, 0), (1, "dogmeat", "heavy", 6, 5, 0, 2),
             (2, "Odd", "light", 1, 3, 1, 0)]
    made = []
    monkeypatch.setattr(module, "car_rows", lambda rows: made.extend(rows) or car_rows(rows))
    rows = CarRows(list(found))
    assert len(rows) == 3 and rows.records() == found and made == []
    last = rows[-1]
    assert last == CarRow(2, "Odd", "light", 1, 3, True, 0) and rows[2] is last and made == [found[2]]
    assert rows[:2] == car_rows(found[:2]) and made == found[2:] + found[:2]
    assert list(rows) == car_rows(found) and len(made) == 3 and list(rows)[2] is last
    assert rows == car_rows(found) and car_rows(found) == rows and rows == CarRows(list(found))
    assert rows != car_rows(found[:2]) and rows != [] and CarRows([]) == [] and rows != "abc"
    records = rows.records()
    records.clear()  # the caller's own list
    assert len(rows) == 3
