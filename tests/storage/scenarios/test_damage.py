"""A damaged garage is never opened blind: a one-line message naming the newest good backup
and the exact command that restores it, and the damaged file left as it was."""

from __future__ import annotations

import os
import random
import shlex
import sqlite3

import pytest

from garage.cli.main import main
from garage.rules.aa2.vehicle import Design
from garage.storage import DatabaseDamaged, open_garage
from garage.storage import list_backups as storage_list_backups
from garage.storage.backups import list_backups

pytestmark = pytest.mark.sqlite_only("damage to the bytes of a SQLite file; a server keeps its own files")


@pytest.fixture
def big_garage(db_url, db_path):
    """A garage big enough to span many pages, with one good backup."""
    with open_garage(db_url) as g:
        g.add_designs([Design(name=f"Car {i}", weight="light", notes="n" * 200) for i in range(400)])
        backup = g.backup()
    return backup


def damage(path, how: str) -> None:
    data = bytearray(path.read_bytes())
    if how == "truncated":
        data = data[: len(data) // 2]
    elif how == "garbage":
        data = bytearray(random.Random(1).randbytes(len(data)))
    elif how == "header only":
        data = data[:60]
    elif how == "page zeroed":
        data[4096 * 2: 4096 * 3] = bytes(4096)
    elif how == "page scribbled":
        data[len(data) // 2: len(data) // 2 + 4096] = random.Random(2).randbytes(4096)
    path.write_bytes(bytes(data))


DAMAGE = ["truncated", "garbage", "header only", "page zeroed", "page scribbled"]


@pytest.mark.parametrize("how", DAMAGE)
def test_damage_is_reported_with_the_backup_and_the_restore_command(db_url, db_path, big_garage, how):
    damage(db_path, how)
    before = db_path.read_bytes()
    with pytest.raises(DatabaseDamaged) as caught:
        open_garage(db_url)
    message = str(caught.value)
    assert "\n" not in message
    assert message.startswith(f"the garage database {db_path} is damaged (")
    expected = f"garage-cli --db {shlex.quote(str(db_path))} restore {shlex.quote(str(big_garage))}"
    assert caught.value.backup == str(big_garage) and caught.value.command == expected
    assert message.endswith(f"the newest good backup is {big_garage}; restore it with: {expected}")
    assert db_path.read_bytes() == before  # nothing thrown away
    assert storage_list_backups(db_url) == [big_garage]  # offered without opening the garage


@pytest.mark.parametrize("how", DAMAGE)
def test_the_suggested_command_restores_and_keeps_the_damaged_file(db_url, db_path, big_garage, how, capsys):
    damage(db_path, how)
    damaged_bytes = db_path.read_bytes()
    with pytest.raises(DatabaseDamaged) as caught:
        open_garage(db_url)
    assert main(shlex.split(caught.value.command)[1:]) == 0
    assert "restored" in capsys.readouterr().out
    with open_garage(db_url) as g:
        assert len(g.names()) == 406 and g.check() == []
    aside = [p for p in db_path.parent.iterdir() if p.name.startswith("garage.sqlite.damaged-")]
    assert [p.read_bytes() for p in aside if not p.name.endswith(("-wal", "-shm"))] == [damaged_bytes]


def test_without_a_backup_the_message_says_so(db_url, db_path):
    open_garage(db_url).close()
    damage(db_path, "garbage")
    with pytest.raises(DatabaseDamaged, match="no good backup was found; the file was left untouched"):
        open_garage(db_url)


def test_a_damaged_backup_is_passed_over_for_an_older_good_one(db_url, db_path, big_garage):
    with open_garage(db_url) as g:
        newer = g.backup()
    damage(newer, "page zeroed")
    damage(db_path, "garbage")
    with pytest.raises(DatabaseDamaged) as caught:
        open_garage(db_url)
    assert caught.value.backup == str(big_garage)
    assert list_backups(db_path)[0] == newer  # the bad backup is still there, just not suggested


def test_the_default_garage_needs_no_db_option_in_the_command(tmp_path):
    with open_garage() as g:
        backup = g.backup()
        path = g.path
    damage(path, "garbage")
    with pytest.raises(DatabaseDamaged) as caught:
        open_garage()
    assert caught.value.command == f"garage-cli restore {shlex.quote(str(backup))}"


def test_damage_found_after_opening_is_reported_and_never_backed_up(db_url, db_path, big_garage):
    from garage.storage.engine import engines
    with open_garage(db_url) as g:
        damage(db_path, "page zeroed")
        engines.dispose_connections(db_url)  # forget pages cached before the damage
        assert g.check() != []
        with pytest.raises(DatabaseDamaged, match="is damaged"):
            g.backup()  # a damaged garage never pushes a good backup out of the rolling set
    assert list_backups(db_path) == [big_garage]


def test_a_database_locked_by_another_writer_is_busy_not_damaged(db_url, db_path, monkeypatch):
    from garage.storage import DatabaseBusy
    from garage.storage import engine as engine_module
    open_garage(db_url).close()
    monkeypatch.setattr(engine_module, "BUSY_TIMEOUT_S", 0.1)
    blocker = sqlite3.connect(db_path, isolation_level=None)
    blocker.execute("BEGIN IMMEDIATE")
    try:
        with open_garage(db_url) as g, pytest.raises(DatabaseBusy, match="busy"):
            g.add_design(Design(name="Blocked", weight="light"))
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    assert os.path.exists(db_path)


def damage_an_index(path) -> None:
    """Flip the last byte of the car-name index's page, as a garage cut one byte short does
    when its last page is an index: quick_check never looks inside an index."""
    con = sqlite3.connect(path)
    (root,) = con.execute("SELECT rootpage FROM sqlite_master WHERE type = 'index' AND tbl_name = 'vehicle'").fetchone()
    (page_size,) = con.execute("PRAGMA page_size").fetchone()
    con.close()
    data = bytearray(path.read_bytes())
    data[root * page_size - 1] ^= 0xFF
    path.write_bytes(bytes(data))


@pytest.fixture
def aged_backup(db_url, db_path):
    """A garage of a few cars with one good backup, old enough that the next open makes a daily one."""
    with open_garage(db_url) as g:
        g.add_designs([Design(name=f"Car {i}", weight="light") for i in range(20)])
        backup = g.backup()
    aged = backup.with_name(backup.name.replace(backup.name.split("-")[1], "20200101"))
    backup.rename(aged)
    return aged


def test_an_empty_garage_file_is_damaged_never_a_new_garage(db_url, db_path, aged_backup):
    db_path.write_bytes(b"")
    with pytest.raises(DatabaseDamaged) as caught:
        open_garage(db_url)
    assert caught.value.backup == str(aged_backup) and "restore it with: garage-cli" in str(caught.value)
    assert db_path.read_bytes() == b""  # not re-seeded with the examples
    assert list_backups(db_path) == [aged_backup]
    assert main(shlex.split(caught.value.command)[1:]) == 0
    with open_garage(db_url) as g:
        assert len(g.names()) == 26 and g.check() == []


def test_index_damage_is_caught_on_open_before_any_write_or_backup(db_url, db_path, aged_backup):
    damage_an_index(db_path)
    con = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    assert con.execute("PRAGMA quick_check").fetchall() == [("ok",)]  # the damage quick_check misses
    con.close()
    before = db_path.read_bytes()
    with pytest.raises(DatabaseDamaged, match="missing from index") as caught:
        open_garage(db_url)
    assert caught.value.backup == str(aged_backup)
    assert db_path.read_bytes() == before
    assert list_backups(db_path) == [aged_backup]  # the damaged garage was not copied into the backups


def test_a_backup_from_a_newer_garage_is_never_recommended(db_url, db_path, aged_backup):
    newer = aged_backup.with_name(aged_backup.name.replace("20200101", "20300101"))
    newer.write_bytes(aged_backup.read_bytes())
    con = sqlite3.connect(newer)
    con.execute("UPDATE alembic_version SET version_num = '9999'")
    con.commit()
    con.close()
    damage(db_path, "garbage")
    with pytest.raises(DatabaseDamaged) as caught:
        open_garage(db_url)
    assert caught.value.backup == str(aged_backup)
    assert storage_list_backups(db_url)[0] == newer  # listed, just not recommended


def test_a_dropped_table_is_damage(db_url, db_path, aged_backup):
    con = sqlite3.connect(db_path)
    con.execute("DROP TABLE driver")
    con.commit()
    con.close()
    with pytest.raises(DatabaseDamaged, match=r"the table driver is missing") as caught:
        open_garage(db_url)
    assert caught.value.backup == str(aged_backup)
