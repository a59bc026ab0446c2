"""Rolling backups and restore."""

from __future__ import annotations

import os
import sqlite3
import time
from datetime import UTC, datetime, timedelta

import pytest

from garage.rules.aa2.vehicle import Design
from garage.storage import NewerSchema, StorageError, backups, open_garage, restore
from garage.storage.backups import backup_time, list_backups

pytestmark = pytest.mark.sqlite_only("Garage backs up and restores the SQLite file itself; "
                                     "a server database is backed up with pg_dump")


def test_a_backup_is_one_sound_self_contained_file(garage, db_path):
    path = garage.backup()
    assert path.parent == db_path.parent / "backups" and path.name.endswith("-manual.sqlite")
    assert not path.with_name(path.name + "-wal").exists()
    assert backups.problems(path) == []
    con = sqlite3.connect(path)
    assert con.execute("pragma journal_mode").fetchone() == ("delete",)
    assert con.execute("select count(*) from vehicle").fetchone() == (6,)
    con.close()
    assert garage.list_backups() == [path]


def test_only_the_newest_are_kept(garage):
    made = [garage.backup() for _ in range(backups.KEEP + 3)]
    assert garage.list_backups() == made[::-1][: backups.KEEP]
    assert not any(p.exists() for p in made[:3])


def test_a_garage_is_backed_up_when_the_newest_backup_is_a_day_old(db_url, db_path):
    open_garage(db_url).close()  # new: nothing to back up yet
    assert list_backups(db_path) == []
    open_garage(db_url).close()
    first = list_backups(db_path)
    assert len(first) == 1 and first[0].name.endswith("-daily.sqlite")
    open_garage(db_url).close()
    assert list_backups(db_path) == first  # not again the same day
    old = datetime.now(UTC) - timedelta(days=1, minutes=1)
    aged = first[0].with_name(f"garage-{old.strftime('%Y%m%d-%H%M%S-%f')}-daily.sqlite")
    first[0].rename(aged)
    open_garage(db_url).close()
    assert len(list_backups(db_path)) == 2 and backup_time(db_path, list_backups(db_path)[0]) > old


def test_restore_brings_back_the_backup_and_keeps_the_garage_as_it_was(garage, db_url):
    backup = garage.backup()
    garage.remove("Dogmeat")
    garage.add_design(Design(name="After Backup", weight="light"))
    result = garage.restore(backup)
    assert result.backup == backup and result.previous.name.endswith("-before-restore.sqlite")
    assert garage.has_car("Dogmeat") and not garage.has_car("After Backup")
    with open_garage(f"sqlite:///{result.previous}") as before:
        assert before.has_car("After Backup")


def test_restore_reaches_another_open_garage_on_the_same_file(db_url, db_path):
    with open_garage(db_url) as first:
        backup = first.backup()
        first.remove("Queen Bee")
        restore(db_url, backup)
        assert first.has_car("Queen Bee")
        first.add_design(Design(name="Still Writable", weight="light"))
    assert backups.problems(db_path) == []


def test_restore_defaults_to_the_newest_good_backup(garage, db_url):
    garage.backup()
    garage.remove("Dogmeat")
    newest = garage.backup()
    assert restore(db_url).backup == newest


def test_restore_refuses_bad_backups(garage, tmp_path, db_url):
    with pytest.raises(StorageError, match="no such file"):
        garage.restore(tmp_path / "nope.sqlite")
    junk = tmp_path / "junk.sqlite"
    junk.write_bytes(b"not a database at all" * 100)
    with pytest.raises(StorageError, match="is damaged"):
        garage.restore(junk)
    other = tmp_path / "other.sqlite"
    sqlite3.connect(other).execute("create table t (x)").connection.close()
    with pytest.raises(StorageError, match="not a garage database"):
        garage.restore(other)
    newer = garage.backup()
    con = sqlite3.connect(newer)
    con.execute("update alembic_version set version_num = '9999'")
    con.commit()
    con.close()
    with pytest.raises(NewerSchema):
        garage.restore(newer)
    assert garage.names()[0] == "Der Bahnstormer"


def test_restore_with_no_backup_says_so(db_url):
    open_garage(db_url).close()
    with pytest.raises(StorageError, match=r"no good backup of .* found in"):
        restore(db_url)


def test_backups_need_a_sqlite_file():
    with open_garage("sqlite://") as g, pytest.raises(StorageError, match="server's own tools"):
        g.backup()


def test_half_written_backups_of_a_killed_process_are_cleared(garage):
    first = garage.backup()
    stale = first.parent / f".{first.name}.abc.part"
    fresh = first.parent / f".{first.name}.def.part"
    for part in (stale, fresh):
        part.write_bytes(b"half")
    os.utime(stale, (time.time() - 7200, time.time() - 7200))
    garage.backup()
    assert not stale.exists() and fresh.exists()  # a backup still being written is left alone


def test_the_newest_good_backup_is_never_rotated_out(garage, db_path):
    good = garage.backup()
    con = sqlite3.connect(db_path)
    for i in range(backups.KEEP + 2):  # a damaged garage, changing, backed up again and again
        con.execute("INSERT INTO campaign_driver (campaign_id, name, status, vehicle) "
                    "VALUES (9999, ?, 'alive', 'Dogmeat')", (f"Orphan {i}",))
        con.commit()
        backups.make_backup(db_path, "before-migration")
    con.close()
    kept = list_backups(db_path)
    assert good in kept and len(kept) == backups.KEEP + 1
    assert backups.newest_good(db_path) == good


def test_the_same_file_backed_up_again_before_an_upgrade_is_not_a_new_backup(garage, db_path):
    first = backups.make_backup(db_path, "before-migration")
    assert backups.make_backup(db_path, "before-migration") == first
    assert list_backups(db_path) == [first]


def _damage_a_car_file(db_path, name="Dogmeat"):
    """A car whose stored file is garbage: the file stays sound to SQLite (its integrity check
    passes), and the open, which reads no car, opens it."""
    con = sqlite3.connect(db_path)
    with con:
        assert con.execute("UPDATE vehicle SET file = 'garbage' WHERE name = ?", (name,)).rowcount == 1
    con.close()


def _aged(path, days=2):
    """`path` renamed as a backup made `days` ago (its time is in its name)."""
    old = datetime.now(UTC) - timedelta(days=days)
    aged = path.with_name(path.name.replace(path.name.split("-", 1)[1].rsplit("-", 1)[0],
                                            old.strftime("%Y%m%d-%H%M%S-%f")))
    path.rename(aged)
    return aged


def test_a_backup_whose_cars_do_not_read_is_no_good_backup(garage, db_url, db_path):
    """`good` is good to restore: a backup in which a car's file does not read is sound to
    SQLite, but the first read of that car refuses it. It is never offered for restore, and
    the daily backup of a garage whose cars do not read is not taken (it would push the good
    ones out)."""
    from garage.storage import DatabaseDamaged

    good = _aged(garage.backup())  # a good backup two days old: a daily one is due
    garage.close()
    _damage_a_car_file(db_path)
    with open_garage(db_url) as opened:
        assert list_backups(db_path) == [good]  # no daily copy of the damage
        with pytest.raises(DatabaseDamaged) as refused:
            opened.get_design("Dogmeat")
    assert refused.value.backup == str(good) and "car 'Dogmeat'" in str(refused.value)
    damaged_copy = backups.make_backup(db_path, "manual")  # asked for: taken, but no good backup
    assert backups.newest_good(db_path) == good and restore(db_url).backup == good
    assert damaged_copy.exists()


def test_backups_whose_cars_do_not_read_never_rotate_the_good_one_out(garage, db_path):
    good = garage.backup()
    _damage_a_car_file(db_path)
    made = [backups.make_backup(db_path, "manual") for _ in range(backups.KEEP + 2)]
    kept = list_backups(db_path)
    assert good in kept and kept[:backups.KEEP] == made[::-1][:backups.KEEP]
    assert backups.newest_good(db_path) == good
