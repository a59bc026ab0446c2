"""An up-to-date SQLite garage opened without the database layer (garage.storage.direct): the
same checks, backups, list and cars as the full open, SQLAlchemy loaded only at the first use
that needs it, and every other garage opened by the database layer as before."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from garage.rules.aa2.vehicle import Design
from garage.storage import DatabaseDamaged, Garage, StorageError, direct, migrate, open_garage, quick_list
from garage.storage.backups import list_backups
from garage.storage.engine import resolve_url
from tests.storage.conftest import fully_opened, is_sqlite, sql
from tests.storage.scenarios.test_damage import damage_an_index
from tests.storage.test_garage import BIG
from tests.storage.test_migrations import OLD_TIMER, make_db_at
from tests.storage.test_quick_list import DAMAGED_CAR

ROOT = Path(__file__).resolve().parents[2]


def test_the_schema_known_without_sqlmodel_is_the_tables_at_the_newest_migration():
    """When a migration is added, quick_list.SCHEMA and SCHEMA_REVISION are brought up to date
    with it (until then every garage takes the database layer's open: safe, only slower)."""
    from sqlmodel import SQLModel

    import garage.storage.campaign_tables
    import garage.storage.tables  # noqa: F401

    assert {t.name: tuple(c.name for c in t.columns) for t in SQLModel.metadata.sorted_tables} == quick_list.SCHEMA
    assert migrate.head() == quick_list.SCHEMA_REVISION


def test_an_up_to_date_garage_file_reads_exactly_as_the_database_layer_reads_it(db_url):
    with open_garage(db_url) as garage:
        garage.add_designs([BIG, Design(name="apple", weight="light"), Design(name="Äpfel", weight="heavy"),
                            Design(name="Zed", weight="light", notes="ünïcode ✓")])
    with fully_opened(db_url) as full:
        cars, designs = full.list_cars(), {name: full.get_design(name) for name in full.names()}
    with open_garage(db_url) as garage:
        read_directly = garage.read_directly(lambda path: path) is not None
        assert read_directly == is_sqlite(db_url)  # a server garage: the database layer's open
        assert garage.list_cars() == cars and {car.name: garage.get_design(car.name) for car in cars} == designs
        if is_sqlite(db_url):
            assert garage.url == resolve_url(db_url) and garage.shown == str(garage.path)
            assert garage.read_directly(direct.list_rows) == cars


def test_a_garage_opened_directly_writes_through_the_database_layer_and_reads_what_it_wrote(db_url):
    open_garage(db_url).close()
    with open_garage(db_url) as garage:
        garage.save_design(replace(garage.get_design("Dogmeat"), notes="changed"))
        garage.add_design(Design(name="New One", weight="medium"))
        assert garage.get_design("Dogmeat").notes == "changed" and "New One" in garage.names()
        garage.remove("New One")
        assert "New One" not in garage.names() and garage.check() == []


OPEN_AND_READ = """
import sys
from garage.storage import open_garage
LAYER = ("sqlalchemy", "sqlmodel", "pydantic", "alembic")
with open_garage(sys.argv[1]) as garage:
    cars = garage.list_cars()
    garage.get_design(cars[0].name)
    print(garage.shown, garage.url_to_remember)
    print([m for m in LAYER if m in sys.modules])
    garage.add_design(garage.get_design(cars[0].name).__class__(name="Written", weight="light"))
    print([m for m in LAYER[:2] if m in sys.modules], "Written" in garage.names())
"""


@pytest.mark.sqlite_only("a server garage is always opened by the database layer")
def test_an_up_to_date_garage_file_opens_lists_and_reads_before_sqlalchemy_loads_then_writes(db_url, db_path):
    open_garage(db_url).close()
    done = subprocess.run([sys.executable, "-c", OPEN_AND_READ, db_url], capture_output=True, text=True,
                          env=dict(os.environ, PYTHONPATH=str(ROOT)), cwd=ROOT, check=False, timeout=120)
    assert done.returncode == 0, done.stderr
    shown, loaded_before, loaded_after = done.stdout.splitlines()
    assert shown == f"{db_path} {resolve_url(db_url)}"
    assert loaded_before == "[]"  # checked, backed up, listed and a car read: none of the layer
    assert loaded_after == "['sqlalchemy', 'sqlmodel'] True"  # then the write loaded it


@pytest.mark.sqlite_only("the daily backup is a SQLite file's")
def test_a_garage_opened_directly_still_takes_its_daily_backup(db_url, db_path):
    open_garage(db_url).close()
    for backup in list_backups(db_path):
        backup.unlink()
    with open_garage(db_url) as garage:
        assert garage.read_directly(lambda path: path) == db_path
    (daily,) = list_backups(db_path)
    assert daily.name.endswith("-daily.sqlite")


@pytest.mark.parametrize("revision", [r for r in migrate.revisions() if r != migrate.head()])
@pytest.mark.sqlite_only("an upgrade on opening is a SQLite file's (a server garage: garage-cli upgrade)")
def test_an_older_garage_is_never_opened_directly_but_upgraded_with_its_backup_first(db_url, db_path, revision):
    make_db_at(db_url, revision)
    assert direct.sound_file(db_url) is None
    with open_garage(db_url) as garage:
        assert garage.read_directly(lambda path: path) is None  # the database layer's own garage
        assert garage.get_design("Old Timer") == OLD_TIMER and garage.check() == []
    assert [p.name.endswith("-before-migration.sqlite") for p in list_backups(db_path)].count(True) == 1
    assert sql(db_url, "select version_num from alembic_version") == [(migrate.head(),)]
    with open_garage(db_url) as garage:  # now up to date: opened directly
        assert garage.read_directly(lambda path: path) == db_path and garage.names() == ["Old Timer"]


@pytest.mark.sqlite_only("damage to the bytes of a SQLite file")
def test_a_damaged_garage_is_still_refused_in_one_line(db_url, db_path):
    open_garage(db_url).close()
    damage_an_index(db_path)  # which the first look's quick_check does not see
    assert direct.sound_file(db_url) is None
    with pytest.raises(DatabaseDamaged) as caught:
        open_garage(db_url)
    message = str(caught.value)
    assert "\n" not in message and message.startswith(f"the garage database {db_path} is damaged (")


@pytest.mark.parametrize("change", ["drop table campaign_kill", "alter table driver drop column notes",
                                    "update garage_meta set value = 'other rules' where key = 'rules_fingerprint'"])
@pytest.mark.sqlite_only("a SQLite file's own schema")
def test_a_garage_missing_a_table_or_of_other_rules_is_left_to_the_database_layer(db_url, change):
    open_garage(db_url).close()
    sql(db_url, change)
    assert direct.sound_file(db_url) is None


@pytest.mark.sqlite_only("only SQLite keeps a value of another type than its column's")
def test_a_damaged_value_is_named_by_the_database_layer_as_before(db_url):
    open_garage(db_url).close()
    sql(db_url, "update vehicle set created = 'yesterday' where name = 'Dogmeat'")
    with open_garage(db_url) as garage:  # the open checks SQLite's damage; the values are read when read
        assert garage.read_directly(lambda path: direct.read_car(path, "Dogmeat")) is None
        with pytest.raises(DatabaseDamaged, match="Dogmeat"):
            garage.get_design("Dogmeat")


@pytest.mark.sqlite_only("a SQLite file's URL")
def test_a_url_with_escapes_is_resolved_by_the_database_layer(tmp_path):
    odd = tmp_path / "100% garage.sqlite"
    open_garage(str(odd)).close()
    assert direct.sound_file(str(odd)) is None
    with open_garage(str(odd)) as garage:
        assert garage.path == odd and garage.names()


def test_a_garage_made_with_no_engine_needs_its_file():
    with pytest.raises(ValueError, match="path"):
        Garage("sqlite:///nowhere.sqlite")



def read_back(garage: Garage, name: str) -> object:
    """The car, or the one line the garage says instead."""
    try:
        return garage.get_design(name), garage.list_cars()
    except StorageError as exc:
        return f"{type(exc).__name__}: {exc}"


@pytest.mark.sqlite_only("what a SQLite file keeps")
@pytest.mark.parametrize("change", [*DAMAGED_CAR, "update vehicle set name = cast(name as blob) where name = 'Dogmeat'",
                                    "select 1"])  # the last: no change, the car as it is
def test_a_damaged_car_reads_back_as_the_database_layer_reads_it(db_url, change):
    open_garage(db_url).close()
    sql(db_url, change)
    with fully_opened(db_url) as full:
        expected = read_back(full, "Dogmeat")
    with open_garage(db_url) as garage:
        assert garage.read_directly(lambda path: path) is not None
        assert read_back(garage, "Dogmeat") == expected
