"""The full integrity check of a garage file, run again only when the file changed since it
last passed (garage.storage.checked): every change still checked in full before the garage is
written to, whoever made it and however."""

from __future__ import annotations

import os
import sqlite3

import pytest

from garage.rules.aa2.vehicle import Design
from garage.storage import DatabaseDamaged, checked, direct, open_garage, quick_list
from garage.storage.backups import list_backups
from tests.storage.scenarios.test_damage import damage_an_index


@pytest.fixture
def checks(monkeypatch):
    """The SQLite checks each open runs, in order ("integrity_check" or "quick_check"); a file
    is remembered however recently it changed (SETTLE_NS 0): see change_time_moved."""
    monkeypatch.setattr(checked, "SETTLE_NS", 0)
    ran: list[str] = []
    real = quick_list.read_only

    def traced(*args, **kwargs):
        conn = real(*args, **kwargs)
        conn.set_trace_callback(lambda sql: ran.extend(c for c in ("integrity_check", "quick_check") if c in sql))
        return conn

    monkeypatch.setattr(quick_list, "read_only", traced)
    return ran


def change_time_moved(path, before: int) -> None:
    """Until the file's change time is past `before`: a write within one tick of the kernel's
    clock may leave it as it was, which is why a file changed less than SETTLE_NS ago is never
    remembered (the tests remember it at once, then wait for the clock here). Touching the
    file sets its change time to now and keeps its bytes and modification time."""
    while os.stat(path).st_ctime_ns == before:
        found = os.stat(path)
        os.utime(path, ns=(found.st_atime_ns, found.st_mtime_ns))


def test_an_unchanged_garage_is_opened_with_quick_check_and_a_written_one_checked_in_full(db_path, checks):
    with open_garage(str(db_path)) as garage:
        garage.add_designs([Design(name=f"Car {i}", weight="light") for i in range(20)])
    open_garage(str(db_path)).close()
    assert checks == ["integrity_check"] and checked.unchanged(checked.state(db_path))
    checks.clear()
    with open_garage(str(db_path)) as garage:
        assert garage.read_directly(lambda path: path) == db_path
        assert checks == ["quick_check"]
        before = os.stat(db_path).st_ctime_ns
        garage.add_design(Design(name="Another", weight="heavy"))  # stamps page 1 afresh
    change_time_moved(db_path, before)
    checks.clear()
    with open_garage(str(db_path)) as garage:
        assert checks == ["integrity_check"] and "Another" in garage.names()


def test_a_garage_damaged_behind_garages_back_is_checked_in_full_and_refused_before_any_write(db_path, checks):
    """Bytes changed on disk by another program (an index page: quick_check never reads inside
    one), of the same size, with its stamp and even its modification time as they were: the
    change time still tells, and the open refuses it untouched, no backup taken."""
    with open_garage(str(db_path)) as garage:
        garage.add_designs([Design(name=f"Car {i}", weight="light") for i in range(20)])
    open_garage(str(db_path)).close()
    assert checked.unchanged(checked.state(db_path))
    found = os.stat(db_path)
    stamps = db_path.read_bytes()[60:72]
    backups = list_backups(db_path)
    damage_an_index(db_path)
    os.utime(db_path, ns=(found.st_atime_ns, found.st_mtime_ns))  # put back, as a sync tool may
    change_time_moved(db_path, found.st_ctime_ns)
    damaged = db_path.read_bytes()
    assert damaged[60:72] == stamps and len(damaged) == found.st_size
    assert os.stat(db_path).st_mtime_ns == found.st_mtime_ns
    checks.clear()
    assert direct.sound_file(str(db_path)) is None and checks == ["integrity_check"]
    with pytest.raises(DatabaseDamaged) as caught:
        open_garage(str(db_path))
    message = str(caught.value)
    assert "\n" not in message and message.startswith(f"the garage database {db_path} is damaged (")
    assert db_path.read_bytes() == damaged and list_backups(db_path) == backups
    assert not checked.unchanged(checked.state(db_path))


def test_a_garage_is_remembered_only_when_its_change_time_can_tell_a_later_change(db_path, checks, monkeypatch):
    open_garage(str(db_path)).close()
    monkeypatch.setattr(checked, "SETTLE_NS", 10**18)  # changed too recently: a write may share its tick
    open_garage(str(db_path)).close()
    assert checks == ["integrity_check"] and checked.state(db_path) is None and checked._memory() == []
    monkeypatch.setattr(checked, "SETTLE_NS", 0)
    writer = sqlite3.connect(db_path, isolation_level=None)  # a log holding pages: never remembered
    try:
        writer.execute("PRAGMA wal_autocheckpoint = 0")
        writer.execute("INSERT INTO driver (name, notes, created) VALUES ('Hirsute Helga', '', '2026-01-01 00:00:00')")
        assert (db_path.with_name(db_path.name + "-wal")).stat().st_size > 0
        checks.clear()
        open_garage(str(db_path)).close()
        assert checks == ["integrity_check"] and checked.state(db_path) is None
    finally:
        writer.close()


def test_a_memory_that_does_not_read_is_no_memory(db_path, checks):
    open_garage(str(db_path)).close()
    checked.memory_file().parent.mkdir(parents=True, exist_ok=True)
    checked.memory_file().write_text("not json", encoding="utf-8")
    checks.clear()
    open_garage(str(db_path)).close()
    assert checks == ["integrity_check"] and checked.unchanged(checked.state(db_path))
