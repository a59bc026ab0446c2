"""The Garage API: cars in and out, exactly as the vehicle files have them."""

from __future__ import annotations

import contextlib
import dataclasses
import sqlite3

import pytest

from garage.rules.aa2.vehicle import Design, StatLine, Weapon
from garage.rules.vehicles import dumps, load
from garage.storage import BadDesign, BadName, CarRow, DuplicateName, StorageError, UnknownName, open_garage
from garage.storage.drivers import Drivers
from garage.storage.engine import default_url, resolve_url, sqlite_path
from tests.storage.conftest import is_sqlite, sql

EXAMPLE_NAMES = ["Der Bahnstormer", "Dogmeat", "Meat Wagon", "Purple Haze", "Queen Bee", "Virginia Dentata"]

BIG = Design(name="Bigger Is Better", weight="light", stats=StatLine(max=30, acc=6, dec=6, turn=4),
             weapons=(Weapon("Cannon", "heavy", "front"), Weapon("", "light", None),
                      Weapon("Flamer", "flamethrower", "turret")),
             dropped=("oil", "oil", "mines"), equipment=("ramplates", "not-in-the-catalogue"),
             navigator=True, notes="Illegal on purpose: ünïcode, \"quotes\"\nand a line break.", turret=False)


def test_a_new_garage_holds_the_examples(garage):
    assert garage.names() == EXAMPLE_NAMES
    assert garage.check() == []


@pytest.mark.parametrize("index", range(6))
def test_every_example_round_trips_file_db_file_byte_for_byte(tmp_path, db_url, examples, index):
    path = examples[index]
    with open_garage(db_url) as g:
        g.remove(load(path).name)
        result = g.import_files([path])
        assert result.errors == []
        written = g.export(result.added, tmp_path / "out")
    assert written[0].name == path.name
    assert written[0].read_bytes() == path.read_bytes()


def test_seeded_examples_export_as_shipped(tmp_path, garage, examples):
    written = garage.export(garage.names(), tmp_path / "out")
    assert [p.read_bytes() for p in written] == [p.read_bytes() for p in examples]


def test_an_illegal_design_is_stored_whole_and_marked(garage):
    garage.add_design(BIG)
    assert garage.get_design(BIG.name) == BIG
    car = next(c for c in garage.list_cars() if c.name == BIG.name)
    assert isinstance(car, CarRow) and not car.legal and car.problems_count > 0
    assert car.weight == "light" and car.capacity_limit == 3 and car.capacity_used > 3


def test_a_car_is_stored_as_its_vehicle_file(garage, db_url):
    garage.add_design(BIG)
    assert sql(db_url, "select file, weight, ruleset from vehicle where name = :name", name=BIG.name) == [
        (dumps(BIG), "light", "aa2")]


def test_standard_stats_stay_none(garage):
    design = Design(name="Plain", weight="medium")
    garage.add_design(design)
    assert garage.get_design("Plain").stats is None
    assert dumps(garage.get_design("Plain")) == dumps(design)


def test_add_refuses_a_taken_name(garage):
    with pytest.raises(DuplicateName, match="'Dogmeat' is already in the garage"):
        garage.add_design(Design(name="Dogmeat", weight="light"))


def test_add_designs_is_all_or_nothing(garage):
    with pytest.raises(DuplicateName):
        garage.add_designs([Design(name="New One", weight="light"), Design(name="Dogmeat", weight="light")])
    assert not garage.has_car("New One")


def test_save_updates_in_place_and_inserts_when_absent(garage):
    haze = garage.get_design("Purple Haze")
    garage.save_design(dataclasses.replace(haze, notes="repainted", weapons=haze.weapons[:1]))
    assert garage.get_design("Purple Haze").notes == "repainted"
    assert len(garage.get_design("Purple Haze").weapons) == 1
    garage.save_design(Design(name="Fresh", weight="heavy"))
    assert garage.get_design("Fresh") == Design(name="Fresh", weight="heavy")
    garage.save_design(Design(name="Fresher", weight="heavy"), original_name="Never Was")
    assert garage.has_car("Fresher")


def test_save_can_rename_but_not_onto_another_car(garage):
    haze = garage.get_design("Purple Haze")
    garage.save_design(dataclasses.replace(haze, name="Violet Fog"), original_name="Purple Haze")
    assert garage.has_car("Violet Fog") and not garage.has_car("Purple Haze")
    with pytest.raises(DuplicateName):
        garage.save_design(dataclasses.replace(haze, name="Dogmeat"), original_name="Violet Fog")
    assert garage.get_design("Violet Fog") == dataclasses.replace(haze, name="Violet Fog")


def test_rename(garage):
    garage.rename("Dogmeat", "Dog Food")
    assert garage.get_design("Dog Food").equipment == ("ramplates",)
    with pytest.raises(UnknownName):
        garage.rename("Dogmeat", "Other")
    with pytest.raises(DuplicateName):
        garage.rename("Dog Food", "Queen Bee")


def test_remove_gives_back_the_design_for_undo(garage):
    before = garage.get_design("Meat Wagon")
    removed = garage.remove("Meat Wagon")
    assert removed == before and not garage.has_car("Meat Wagon")
    garage.add_design(removed)
    assert garage.get_design("Meat Wagon") == before


def test_remove_leaves_no_row(garage, db_url):
    for name in garage.names():
        garage.remove(name)
    assert sql(db_url, "select count(*) from vehicle") == [(0,)]


def test_unknown_names(garage, tmp_path):
    for call in (lambda: garage.get_design("Nope"), lambda: garage.remove("Nope"),
                 lambda: garage.export(["Dogmeat", "Nope"], tmp_path / "out")):
        with pytest.raises(UnknownName, match="no car called 'Nope'"):
            call()
    assert not (tmp_path / "out").exists()  # nothing written when one name is unknown


@pytest.mark.parametrize("name, problem", [
    ("", "cannot be empty"), ("   ", "cannot be empty"), (" Haze", "start or end with a space"),
    ("Haze\n", "start or end with a space"), ("Ha\x00ze", "control character"), ("Ha\tze", "control character"),
    ("x" * 101, "at most 100"),
])
def test_bad_names_are_refused_with_the_reason(garage, name, problem):
    with pytest.raises(BadName, match=problem):
        garage.add_design(Design(name=name, weight="light"))
    with pytest.raises(BadName, match=problem):
        garage.rename("Dogmeat", name)
    with pytest.raises(BadName, match=problem):
        Drivers(garage).add(name)
    assert garage.names() == EXAMPLE_NAMES


def test_unusual_but_fine_names(garage, tmp_path):
    names = ["Ünïcode Ümlaut", "Mad/Max", "x" * 100, "Mad Max", "mad-max", "!!!"]
    for name in names:
        garage.add_design(Design(name=name, weight="light"))
    written = garage.export(names, tmp_path)
    assert [p.name for p in written] == ["ünïcode-ümlaut.car.json", "mad-max.car.json", "x" * 100 + ".car.json",
                                         "mad-max-2.car.json", "mad-max-3.car.json", "car.car.json"]
    assert [load(p).name for p in written] == names


def test_import_files_is_all_or_nothing_and_reports_each_unreadable_file(garage, tmp_path, examples):
    bad = tmp_path / "bad.car.json"
    bad.write_text('{"format": "axles-and-alloys-ii/vehicle", "version": 1, "name": "Half", "weight": "tank"}')
    illegal = tmp_path / "illegal.car.json"
    illegal.write_text(dumps(BIG))
    result = garage.import_files([bad, illegal, tmp_path / "missing.car.json"])
    assert result.added == [] and len(result.errors) == 2
    assert "weight" in result.errors[0] and str(bad) in result.errors[0]
    assert "missing.car.json: no such file" in result.errors[1]
    result = garage.import_files([illegal, examples[0]])  # readable, but the second name is taken
    assert result.added == [] and result.errors == [(f"{examples[0]}: a car called '{load(examples[0]).name}' "
                                                     "is already in the garage; choose another name")]
    assert not garage.has_car("Half") and not garage.has_car(BIG.name)
    result = garage.import_files([illegal])
    assert result.added == [BIG.name] and result.entries[0].legal is False and result.entries[0].problems_count > 0


def test_examples_are_seeded_only_into_a_new_garage(db_url):
    with open_garage(db_url) as g:
        for name in g.names():
            g.remove(name)
    with open_garage(db_url) as g:
        assert g.list_cars() == []


def test_returned_values_are_detached_plain_values(garage):
    cars = garage.list_cars()
    design = garage.get_design("Dogmeat")
    garage.close()
    assert cars[1].name == "Dogmeat" and design.weapons[0].name == "Grenade Launcher"


def test_url_resolution(tmp_path, monkeypatch):
    assert resolve_url(None) == default_url()
    assert sqlite_path(default_url()).name == "garage.sqlite"
    monkeypatch.setenv("GARAGE_DB", str(tmp_path / "env.sqlite"))
    assert resolve_url(None) == f"sqlite:///{tmp_path / 'env.sqlite'}"
    assert resolve_url("sqlite:////abs/x.db") == "sqlite:////abs/x.db"


def test_default_location_is_created_and_seeded(tmp_path):
    with open_garage() as g:
        assert g.path == tmp_path / "xdg-data" / "garage" / "garage.sqlite"
        assert g.names() == EXAMPLE_NAMES


def test_in_memory_garage_works():
    with open_garage("sqlite://") as g:
        assert g.names() == EXAMPLE_NAMES
        g.add_design(Design(name="Ghost", weight="light"))
        assert g.has_car("Ghost") and g.check() == []


def test_stored_summaries_are_recomputed_when_the_rules_data_changes(db_url):
    open_garage(db_url).close()
    sql(db_url, "update vehicle set legal = false, capacity_used = 99, problems_count = 7 where name = 'Dogmeat'")
    with open_garage(db_url) as g:  # same rules data: the stored summary is trusted
        assert next(c for c in g.list_cars() if c.name == "Dogmeat").capacity_used == 99
    sql(db_url, "update garage_meta set value = 'rules of an older Garage' where key = 'rules_fingerprint'")
    with open_garage(db_url) as g:
        dogmeat = next(c for c in g.list_cars() if c.name == "Dogmeat")
        assert (dogmeat.capacity_used, dogmeat.legal, dogmeat.problems_count) == (5, True, 0)


def test_a_relative_sqlite_url_is_made_absolute(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert resolve_url("sqlite:///rel.sqlite") == f"sqlite:///{tmp_path / 'rel.sqlite'}"
    assert resolve_url("rel.sqlite") == f"sqlite:///{tmp_path / 'rel.sqlite'}"


def test_no_call_leaves_a_session_or_transaction_open(garage, db_url, db_path, tmp_path, examples):
    """Issue 14: every call, read or write, refused or not, ends its session before it returns,
    so another process sees a write at once and a checkpoint from outside is never pinned."""
    calls = [
        garage.list_cars, garage.all_designs, lambda: garage.get_design("Dogmeat"), lambda: garage.has_car("x"),
        lambda: garage.add_design(BIG), lambda: garage.add_design(BIG),
        lambda: garage.save_design(dataclasses.replace(BIG, notes="changed")),
        lambda: garage.rename(BIG.name, "Smaller"), lambda: garage.rename("nobody", "x"),
        lambda: garage.export(["Dogmeat"], tmp_path / "out"), lambda: garage.export(["nobody"], tmp_path / "out"),
        lambda: garage.import_files(examples[:1]), lambda: garage.remove("Smaller"), garage.check,
        garage.backup, lambda: Drivers(garage).add("Helga"), lambda: Drivers(garage).get("nobody"),
    ]
    for call in calls:
        with contextlib.suppress(StorageError):
            call()
        assert garage._engine.pool.checkedout() == 0
        # Another connection sees every change at once (on a server: no idle transaction).
        assert sql(db_url, "select count(*) from vehicle")[0][0] == len(garage.list_cars())
        if not is_sqlite(db_url):
            assert sql(db_url, "select count(*) from pg_stat_activity where datname = current_database() "
                               "and state like 'idle in transaction%'") == [(0,)]
            continue
        outside = sqlite3.connect(db_path, isolation_level=None, timeout=1)
        try:
            assert outside.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()[0] == 0  # not busy
            assert outside.execute("SELECT count(*) FROM vehicle").fetchone()[0] == len(garage.list_cars())
        finally:
            outside.close()


@pytest.mark.parametrize("change, words", [
    ({"notes": "x" * 10_001}, "car 'Hoarder': notes: is 10001 characters long; at most 10000 are allowed"),
    ({"weapons": (Weapon("MG", "light", "front"),) * 101}, "car 'Hoarder': weapons: has 101 items"),
    ({"weapons": (Weapon("Heavy\nLaser", "light", "front"),)}, "car 'Hoarder': weapons[0].name: contains '\\n'"),
])
def test_a_car_the_vehicle_file_cannot_hold_is_not_stored(garage, change, words):
    """What Garage stores it can export and read back: the file's limits hold in the garage."""
    design = dataclasses.replace(Design("Hoarder", "light"), **change)
    with pytest.raises(BadDesign) as err:
        garage.add_design(design)
    assert words in str(err.value) and "\n" not in str(err.value)
    garage.add_design(Design("Hoarder", "light"))
    with pytest.raises(BadDesign):
        garage.save_design(design)
    assert garage.get_design("Hoarder") == Design("Hoarder", "light")


@pytest.mark.parametrize("url", ["postgresql+psycopg://garage:s3cret-pw@club/league",
                                 "postgresql+psycopg://garage@club/league?password=s3cret-pw",
                                 "postgresql+psycopg://garage:s3cret@pw@club/league"])
def test_a_garage_is_shown_and_remembered_without_its_password(url):
    from garage.storage.engine import engines
    from garage.storage.garage import Garage

    garage = Garage(url, engines.acquire(url))  # not connected: the engine connects on first use
    try:
        assert "***" in garage.shown and "s3cret" not in garage.shown
        assert garage.url_to_remember == "postgresql+psycopg://garage@club/league"
    finally:
        garage.close()


def test_a_car_whose_file_does_not_read_can_still_be_removed(garage, db_url):
    sql(db_url, "update vehicle set file = 'not json' where name = 'Dogmeat'")
    assert garage.remove("Dogmeat") is None and not garage.has_car("Dogmeat")
