"""Schema migrations: every older schema upgrades with its data intact, a newer one is refused."""

from __future__ import annotations

import json
import shutil
import sqlite3
import textwrap

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import create_engine
from sqlalchemy import text as sa_text
from sqlmodel import SQLModel

import garage.storage.campaign_tables  # noqa: F401  every table on the metadata the last test compares
from garage.resources import resource
from garage.rules import rulesets
from garage.rules.aa2.vehicle import Design, Weapon
from garage.rules.vehicles import load as load_file
from garage.storage import DatabaseDamaged, NewerSchema, StorageError, migrate, open_garage
from garage.storage.backups import list_backups
from garage.storage.copy import advance_sequences
from garage.storage.drivers import Drivers
from garage.storage.errors import UpgradeNeeded
from garage.storage.stored import problems
from tests.storage.conftest import is_sqlite, sql

# What a garage written at each revision holds, as that revision's own SQL: a new migration
# adds an entry here so the upgrade from it is proven to keep the data.
SAMPLE_DATA = {
    "0001": [
        ("INSERT INTO vehicle (id, name, weight, stat_max, stat_acc, stat_dec, stat_turn, navigator, turret, notes,"
         " capacity_used, capacity_limit, legal, problems_count, created, updated) VALUES"
         " (1, 'Old Timer', 'medium', NULL, NULL, NULL, NULL, TRUE, NULL, 'kept since 0001', 4, 4, TRUE, 0,"
         " '2025-01-01 00:00:00', '2025-01-01 00:00:00')"),
        ("INSERT INTO vehicle_weapon (vehicle_id, position, name, weapon_class, mount) VALUES"
         " (1, 0, 'Rocket Launcher', 'medium', 'front'), (1, 1, 'Machine Gun', 'light', 'rear')"),
        "INSERT INTO vehicle_dropped (vehicle_id, position, system) VALUES (1, 0, 'spikes')",
        "INSERT INTO vehicle_equipment (vehicle_id, position, item) VALUES (1, 0, 'ramplates')",
        "INSERT INTO driver (name, notes, created) VALUES ('Spikes Herbie', 'one reroll', '2025-01-01 00:00:00')",
    ],
}
SAMPLE_DATA["0002"] = SAMPLE_DATA["0001"] + [
    "INSERT INTO campaign (id, name, created) VALUES (1, 'Sample League', '2025-02-01 00:00:00')",
    ("INSERT INTO campaign_driver (id, campaign_id, name, status, vehicle) VALUES"
     " (1, 1, 'Spikes Herbie', 'alive', 'Old Timer'), (2, 1, 'Mad Mick', 'dead', 'Dogmeat')"),
    ("INSERT INTO campaign_game (id, campaign_id, number, played_on, scenario, variant, recorded) VALUES"
     " (1, 1, 1, '2025-02-01', 'deathmatch', NULL, '2025-02-01 00:00:00')"),
    ("INSERT INTO campaign_entry (id, game_id, position, driver_id, vehicle, survived, death) VALUES"
     " (1, 1, 0, 1, 'Old Timer', TRUE, NULL), (2, 1, 1, 2, 'Dogmeat', FALSE, 'rolled a 6')"),
    "INSERT INTO campaign_kill (entry_id, position, victim, victim_driver_id) VALUES (1, 0, 'Mad Mick', 2)",
]
SAMPLE_DATA["0003"] = SAMPLE_DATA["0002"]
BATCH_MODE_ONLY = pytest.mark.sqlite_only("SQLite batch-mode migrations and the file backup before them; "
                                          "a server upgrades in one transaction (test_server.py)")
SAMPLE_DATA["0004"] = [SAMPLE_DATA["0003"][0].replace("(id, name,", "(id, name, ruleset,")
                                              .replace("(1, 'Old Timer',", "(1, 'Old Timer', 'aa2',")
                       ] + SAMPLE_DATA["0003"][1:]
SAMPLE_DATA["0005"] = [statement.replace("scenario, variant, recorded)", "scenario, variant, recorded, ruleset)")
                       .replace("NULL, '2025-02-01 00:00:00')", "NULL, '2025-02-01 00:00:00', 'aa2')")
                       for statement in SAMPLE_DATA["0004"]]
OLD_TIMER_FILE = json.dumps({
    "format": "axles-and-alloys-ii/vehicle", "version": 1, "name": "Old Timer", "weight": "medium",
    "weapons": [{"name": "Rocket Launcher", "class": "medium", "mount": "front"},
                {"name": "Machine Gun", "class": "light", "mount": "rear"}],
    "dropped": ["spikes"], "equipment": ["ramplates"], "navigator": True, "notes": "kept since 0001"}, indent=2) + "\n"
SAMPLE_DATA["0006"] = [
    ("INSERT INTO vehicle (id, name, ruleset, weight, file, capacity_used, capacity_limit, legal, problems_count,"
     " created, updated) VALUES (1, 'Old Timer', 'aa2', 'medium', '" + OLD_TIMER_FILE + "', 4, 4, TRUE, 0,"
     " '2025-01-01 00:00:00', '2025-01-01 00:00:00')"),
] + [s for s in SAMPLE_DATA["0005"] if not s.startswith(("INSERT INTO vehicle ", "INSERT INTO vehicle_"))]
SAMPLE_DATA["0007"] = [
    statement.replace("(id, name, created)", "(id, name, created, revision)")
    .replace("'2025-02-01 00:00:00')", "'2025-02-01 00:00:00', 0)", 1)
    if statement.startswith("INSERT INTO campaign ") else statement
    for statement in SAMPLE_DATA["0006"]]
OLD_TIMER = Design(name="Old Timer", weight="medium",
                   weapons=(Weapon("Rocket Launcher", "medium", "front"), Weapon("Machine Gun", "light", "rear")),
                   dropped=("spikes",), equipment=("ramplates",), navigator=True, notes="kept since 0001")


def make_db_at(url: str, revision: str) -> None:
    engine = create_engine(url)
    with engine.connect() as conn:
        migrate.upgrade(conn, revision)
        for statement in SAMPLE_DATA[revision]:
            conn.exec_driver_sql(statement)
        if conn.dialect.name == "postgresql":
            advance_sequences(conn)  # the sample rows came with their ids
        conn.commit()
    engine.dispose()


def test_every_revision_has_sample_data():
    assert list(SAMPLE_DATA) == migrate.revisions()


def test_the_newest_migration_matches_the_tables(db_url):
    open_garage(db_url).close()
    engine = create_engine(db_url)
    with engine.connect() as conn:
        assert compare_metadata(MigrationContext.configure(conn), SQLModel.metadata) == []
    engine.dispose()


@pytest.mark.parametrize("revision", migrate.revisions())
def test_upgrade_from_each_revision_keeps_the_data(db_url, revision):
    make_db_at(db_url, revision)
    upgrade = False
    if not is_sqlite(db_url) and revision != migrate.head():
        # A shared database is upgraded by `garage-cli upgrade`, never by merely opening it.
        with pytest.raises(UpgradeNeeded, match=f"at schema {revision} .* garage-cli --db URL upgrade"):
            open_garage(db_url)
        assert sql(db_url, "select version_num from alembic_version") == [(revision,)]
        upgrade = True
    with open_garage(db_url, upgrade=upgrade) as g:
        assert g.names() == ["Old Timer"]  # an existing garage is never re-seeded
        assert g.get_design("Old Timer") == OLD_TIMER
        assert [d.name for d in Drivers(g).list()] == ["Spikes Herbie"]
        assert g.check() == []


# -- 0006: each car's vehicle file in one column ------------------------------------------------
# A garage at 0005 holding every example car of the three rule sets, and A&A II cars at the
# edges of its rows (a custom stat line, no turret / a turret declined / one fitted, unicode notes),
# written as Garage wrote them then: from each file's own values, by this test's frozen writer.
EDGE_CARS = [
    {"format": "axles-and-alloys-ii/vehicle", "version": 1, "name": "Custom Line", "weight": "light",
     "stats": {"max": 22, "acc": 5, "dec": 4, "turn": 3}, "weapons": [{"name": "", "class": "light"}],
     "dropped": [], "equipment": [], "navigator": False, "notes": ""},
    {"format": "axles-and-alloys-ii/vehicle", "version": 1, "name": "No Turret Said", "weight": "heavy",
     "weapons": [], "dropped": ["oil", "smoke"], "equipment": ["ramplates", "ramplates"], "navigator": True,
     "notes": "ünïcode \"quotes\"\nline two, 車 and \U0001f697"},
    {"format": "axles-and-alloys-ii/vehicle", "version": 1, "name": "Turret Declined", "weight": "medium",
     "weapons": [{"name": "Cannon", "class": "heavy", "mount": "front"}], "dropped": [], "equipment": [],
     "navigator": False, "turret": False, "notes": ""},
    {"format": "axles-and-alloys-ii/vehicle", "version": 1, "name": "Empty Turret", "weight": "medium",
     "weapons": [], "dropped": [], "equipment": [], "navigator": False, "turret": True, "notes": "nothing in it"},
    {"format": "car-wars-crash/vehicle", "version": 1, "name": "Bare Shark", "body": "car", "hc": -2,
     "top_speed": 0, "reverse_top_speed": 0, "tyre_points": 1,
     "armour": {"front": 0, "back": 0, "left": 0, "right": 0, "top": 0, "bottom": 0}, "notes": ""},
]
CRASH_SIDES = ("front", "back", "left", "right", "top", "bottom")  # resources/rules/car_wars/vehicles.toml


def rows_at_0005(car: dict) -> tuple[dict, list, list, list]:
    """(vehicle row, weapons, dropped, equipment) as Garage up to revision 0005 stored the car."""
    stats = car.get("stats") or {}
    row = {"name": car["name"], "ruleset": "aa2", "weight": car.get("weight"), "navigator": car.get("navigator", False),
           "turret": car.get("turret"), "notes": car.get("notes", ""),
           **{f"stat_{k}": stats.get(k) for k in ("max", "acc", "dec", "turn")}}
    if car["format"] == "axles-and-alloys-ii/vehicle":
        weapons = [(w["name"], w["class"], w.get("mount")) for w in car["weapons"]]
        return row, weapons, car["dropped"], car["equipment"]
    if car["format"] == "battle-cars/vehicle":
        row.update(ruleset="battle_cars", weight="car")
        return row, [(name, "gun", None) for name in car["weapons"]], car["dispensers"], car["equipment"]
    row.update(ruleset="car_wars", weight=car["body"])
    numbers = [f"{key}={car[key]}" for key in ("hc", "top_speed", "reverse_top_speed", "tyre_points")]
    return row, [], [], numbers + [f"armour.{side}={car['armour'].get(side, 0)}" for side in CRASH_SIDES]


def every_car_file() -> dict[str, str]:
    """name -> the vehicle file's text, for every example car and the edge cars."""
    texts = [p.read_text(encoding="utf-8") for p in sorted(resource("examples").rglob("*.car.json"))]
    texts += [json.dumps(car, indent=2, ensure_ascii=False) + "\n" for car in EDGE_CARS]
    return {json.loads(text)["name"]: text for text in texts}


def make_0005_with_every_car(url: str) -> None:
    engine = create_engine(url)
    with engine.connect() as conn:
        migrate.upgrade(conn, "0005")
        for key, text in enumerate(every_car_file().values(), start=1):
            row, weapons, dropped, equipment = rows_at_0005(json.loads(text))
            conn.execute(sa_text(
                "INSERT INTO vehicle (id, name, ruleset, weight, stat_max, stat_acc, stat_dec, stat_turn, navigator,"
                " turret, notes, capacity_used, capacity_limit, legal, problems_count, created, updated) VALUES"
                " (:id, :name, :ruleset, :weight, :stat_max, :stat_acc, :stat_dec, :stat_turn, :navigator, :turret,"
                " :notes, 0, 0, FALSE, 0, '2025-03-01 00:00:00', '2025-03-01 00:00:00')"), {"id": key, **row})
            for i, (name, cls, mount) in enumerate(weapons):
                conn.execute(sa_text("INSERT INTO vehicle_weapon (vehicle_id, position, name, weapon_class, mount)"
                                     " VALUES (:v, :i, :n, :c, :m)"),
                             {"v": key, "i": i, "n": name, "c": cls, "m": mount})
            for table, column, items in (("vehicle_dropped", "system", dropped),
                                         ("vehicle_equipment", "item", equipment)):
                for i, item in enumerate(items):
                    conn.execute(sa_text(f"INSERT INTO {table} (vehicle_id, position, {column}) VALUES (:v, :i, :x)"),
                                 {"v": key, "i": i, "x": item})
        conn.execute(sa_text("INSERT INTO garage_meta (key, value) VALUES ('rules_fingerprint', 'older rules')"))
        if conn.dialect.name == "postgresql":
            advance_sequences(conn)
        conn.commit()
    engine.dispose()


def test_0006_keeps_every_car_as_its_vehicle_file(db_url, db_path, tmp_path):
    make_0005_with_every_car(db_url)
    files = every_car_file()
    with open_garage(db_url, upgrade=not is_sqlite(db_url)) as g:
        assert sorted(g.names()) == sorted(files)
        assert dict(sql(db_url, "select name, file from vehicle")) == files  # the rule set's own bytes
        for path in g.export(files, tmp_path / "out"):
            name = json.loads(path.read_text(encoding="utf-8"))["name"]
            assert path.read_text(encoding="utf-8") == files[name]
        for car in g.list_cars():  # the summaries and class words were recomputed for these rules
            design = g.get_design(car.name)
            report = rulesets.get(design.ruleset).validate(design)
            assert (car.weight, car.capacity_used, car.capacity_limit, car.legal, car.problems_count) == (
                rulesets.get(design.ruleset).vehicle_class(design), report.capacity.used, report.capacity.limit,
                report.legal, len(report.problems))
        assert g.check() == []
    assert sql(db_url, "select count(*) from vehicle where file is null") == [(0,)]
    if is_sqlite(db_url):  # the garage as it was is kept
        assert [p.name.endswith("-before-migration.sqlite") for p in list_backups(db_path)].count(True) == 1


def test_0006_carries_a_damaged_row_into_the_file_where_the_reader_names_it(db_url):
    make_0005_with_every_car(db_url)
    for change in (("update vehicle_weapon set mount = 'roof' where position = 0 and vehicle_id = "
                   "(select id from vehicle where name = 'Purple Haze')"),
                   ("update vehicle_equipment set item = 'hc=banana' where item like 'hc=%' and vehicle_id = "
                   "(select id from vehicle where name = 'Sand Shark')"),
                   "update vehicle set ruleset = 'nope' where name = 'Dogmeat'"):
        sql(db_url, change)
    with open_garage(db_url, upgrade=not is_sqlite(db_url)) as g:
        found = problems(g)  # what garage-cli check names
        assert sorted(p.split(":")[0] for p in found) == ["car 'Dogmeat'", "car 'Purple Haze'", "car 'Sand Shark'"]
        assert any("weapons[0].mount: 'roof'" in p for p in found) and any("hc:" in p for p in found)
        assert g.get_design("Road Hog") == load_file(resource("examples", "battle_cars", "road-hog.car.json"))
    sql(db_url, "update vehicle set ruleset = 'aa2' where name = 'Dogmeat'")  # put right, it reads as before
    with open_garage(db_url) as g:
        assert g.get_design("Dogmeat") == load_file(resource("examples", "dogmeat.car.json"))


OLD_ROWS = {
    "vehicle": "select id, name, ruleset, weight, stat_max, stat_acc, stat_dec, stat_turn, navigator, turret, notes,"
               " capacity_used, capacity_limit, legal, problems_count from vehicle",
    "vehicle_weapon": "select vehicle_id, position, name, weapon_class, mount from vehicle_weapon",
    "vehicle_dropped": "select vehicle_id, position, system from vehicle_dropped",
    "vehicle_equipment": "select vehicle_id, position, item from vehicle_equipment",
}


def test_0006_downgrades_to_the_rows_it_was_made_from(db_url):
    make_0005_with_every_car(db_url)
    before = {table: sorted(sql(db_url, query), key=repr) for table, query in OLD_ROWS.items()}
    engine = create_engine(db_url)
    with engine.connect() as conn:
        migrate.upgrade(conn, "0006")
        migrate.downgrade(conn, "0005")
        conn.commit()
    engine.dispose()
    assert {table: sorted(sql(db_url, query), key=repr) for table, query in OLD_ROWS.items()} == before


CAMPAIGN_ROWS = {table: f"select * from {table}" for table in (
    "campaign_driver", "campaign_navigator", "campaign_game", "campaign_entry", "campaign_kill")}


def test_0007_gives_every_campaign_revision_0_and_downgrades_to_the_rows_it_was_made_from(db_url):
    make_db_at(db_url, "0006")
    before = {table: sql(db_url, query) for table, query in CAMPAIGN_ROWS.items()}
    campaigns = sql(db_url, "select id, name, created from campaign")
    engine = create_engine(db_url)
    with engine.connect() as conn:
        migrate.upgrade(conn, "0007")
        conn.commit()
        assert [tuple(r) for r in conn.exec_driver_sql("select id, revision from campaign")] == [(1, 0)]
        migrate.downgrade(conn, "0006")
        conn.commit()
    engine.dispose()
    assert sql(db_url, "select id, name, created from campaign") == campaigns
    assert {table: sql(db_url, query) for table, query in CAMPAIGN_ROWS.items()} == before


@pytest.mark.sqlite_only("a new file is a SQLite matter; a first open on a server: test_server.py")
def test_a_brand_new_file_is_created_at_head(db_path, db_url):
    with open_garage(db_url) as g:
        assert len(g.names()) == 6
    con = sqlite3.connect(db_path)
    assert con.execute("select version_num from alembic_version").fetchall() == [(migrate.head(),)]
    con.close()


def test_a_newer_schema_is_refused_untouched(db_path, db_url):
    open_garage(db_url).close()
    sql(db_url, "update alembic_version set version_num = '9999'")
    before = db_path.read_bytes() if is_sqlite(db_url) else sql(db_url, "select count(*) from vehicle")
    with pytest.raises(NewerSchema, match=r"written by a newer Garage .schema 9999.; update Garage"):
        open_garage(db_url)
    assert (db_path.read_bytes() if is_sqlite(db_url) else sql(db_url, "select count(*) from vehicle")) == before


def test_a_database_that_is_not_a_garage_is_refused_before_anything_changes(db_path, db_url):
    sql(db_url, "create table accounts (id integer)")
    if not is_sqlite(db_url):
        with pytest.raises(StorageError, match="not a garage"):
            open_garage(db_url)
        assert sql(db_url, "select count(*) from accounts") == [(0,)]
        return
    before = db_path.read_bytes()
    with pytest.raises(StorageError, match="not a garage"):
        open_garage(db_url)
    assert db_path.read_bytes() == before  # not switched to WAL, no tables created
    assert sorted(p.name for p in db_path.parent.iterdir()) == [db_path.name]


NEXT_MIGRATION = '''
    import sqlalchemy as sa
    from alembic import op

    revision = "0099"
    down_revision = "{head}"
    branch_labels = None
    depends_on = None


    def upgrade():
        with op.batch_alter_table("vehicle", recreate="always") as batch:  # rebuilds the parent table
            batch.add_column(sa.Column("colour", sa.String(), nullable=False, server_default="black"))
        op.create_table("test_extra", sa.Column("id", sa.Integer(), primary_key=True))
        {fail}


    def downgrade():
        op.drop_table("test_extra")
        with op.batch_alter_table("vehicle") as batch:
            batch.drop_column("colour")
'''


@pytest.fixture
def next_migration(tmp_path, monkeypatch):
    """A copy of the shipped migrations plus one more file, as the next issue will add."""
    def install(fail: bool = False):
        location = tmp_path / "migrations"
        shutil.copytree(migrate.SCRIPT_LOCATION, location, ignore=shutil.ignore_patterns("__pycache__"))
        text = NEXT_MIGRATION.format(head=migrate.head(), fail='raise RuntimeError("power cut")' if fail else "")
        (location / "versions" / "0099_test.py").write_text(textwrap.dedent(text))
        monkeypatch.setattr(migrate, "SCRIPT_LOCATION", location)
    return install


@BATCH_MODE_ONLY
def test_adding_a_migration_is_adding_a_file(db_path, db_url, next_migration):
    with open_garage(db_url) as g:
        g.add_design(OLD_TIMER)
        before = {name: g.get_design(name) for name in g.names()}
    next_migration()
    with open_garage(db_url) as g:
        assert {name: g.get_design(name) for name in g.names()} == before  # batch rebuild kept the files
        assert g.check() == []
        g.remove("Old Timer")
    assert [p.name.endswith("-before-migration.sqlite") for p in list_backups(db_path)].count(True) == 1
    con = sqlite3.connect(db_path)
    assert con.execute("select version_num from alembic_version").fetchall() == [("0099",)]
    assert con.execute("select distinct colour from vehicle").fetchall() == [("black",)]
    assert con.execute("select count(*) from vehicle where file not like '{%'").fetchone() == (0,)
    con.close()


@BATCH_MODE_ONLY
def test_a_failed_migration_changes_nothing(db_path, db_url, next_migration):
    with open_garage(db_url) as g:
        g.add_design(OLD_TIMER)
    shipped_head = migrate.head()
    next_migration(fail=True)
    with pytest.raises(RuntimeError, match="power cut"):
        open_garage(db_url)
    con = sqlite3.connect(db_path)
    assert con.execute("select version_num from alembic_version").fetchall() == [(shipped_head,)]
    assert "colour" not in [row[1] for row in con.execute("pragma table_info(vehicle)")]
    assert con.execute("select count(*) from vehicle").fetchone() == (7,)  # the examples and the Old Timer
    con.close()


@BATCH_MODE_ONLY
def test_a_backup_from_an_older_schema_is_restored_and_upgraded(db_path, db_url, next_migration):
    with open_garage(db_url) as g:
        old_backup = g.backup()
        g.remove("Dogmeat")
    next_migration()
    with open_garage(db_url) as g:
        g.restore(old_backup)
        assert g.has_car("Dogmeat") and g.check() == []
    con = sqlite3.connect(db_path)
    assert con.execute("select version_num from alembic_version").fetchall() == [("0099",)]
    con.close()


@BATCH_MODE_ONLY
def test_foreign_keys_are_back_on_after_a_failed_migration(db_url, next_migration):
    with open_garage(db_url) as g:
        next_migration(fail=True)
        with pytest.raises(RuntimeError):
            g._prepare()
        with g._engine.connect() as conn:
            assert [tuple(r) for r in conn.exec_driver_sql("PRAGMA foreign_keys")] == [(1,)]


def test_start_up_reading_of_the_scripts_agrees_with_alembic():
    # migrate.head()/is_known() read the scripts' text so that opening a garage need not
    # import Alembic; they must say what Alembic says.
    assert migrate.head() == migrate.scripts().get_current_head()
    assert all(migrate.is_known(r) for r in migrate.revisions())
    assert not migrate.is_known("not-a-revision")


@pytest.mark.parametrize("lost", ["delete from alembic_version", "drop table alembic_version"])
def test_a_garage_that_lost_its_schema_version_is_a_damaged_garage_not_another_programs(db_path, db_url, lost):
    """Its tables are a garage's (vehicle, driver, garage_meta): only the row naming its schema
    revision is gone. Called 'not a garage' before, which sent the player to another file; it
    is a damaged garage, refused untouched, the message naming what is gone and the backup that
    restores it (SQLite), as any damage."""
    with open_garage(db_url) as garage:
        good = garage.backup() if is_sqlite(db_url) else None
    sql(db_url, lost)
    before = db_path.read_bytes() if is_sqlite(db_url) else sql(db_url, "select count(*) from vehicle")
    with pytest.raises(DatabaseDamaged) as refused:
        open_garage(db_url)
    message = str(refused.value)
    assert "not a garage" not in message
    assert "its schema version (alembic_version) is missing, though its tables are a garage's" in message
    assert refused.value.backup == (str(good) if good is not None else None)
    assert (db_path.read_bytes() if is_sqlite(db_url) else sql(db_url, "select count(*) from vehicle")) == before
