"""A write-ahead log beside a garage file that is not its own is refused before SQLite applies it;
the garage's own log, left by a crash, is applied as ever (garage.storage.wal)."""

from __future__ import annotations

import os
import shutil
import signal
import sqlite3
from pathlib import Path

import pytest

from garage.cli.main import main
from garage.rules.aa2.vehicle import Design
from garage.storage import StorageError, direct, open_garage, restore
from garage.storage.quick_list import quick_designs, quick_list
from tests.storage.children import fork, read_all, read_line

pytestmark = pytest.mark.sqlite_only("a SQLite file's write-ahead log")


def wal(path: Path) -> Path:
    return path.with_name(path.name + "-wal")


def crash_after_writing(path: Path, *names: str) -> None:
    """Add a car per name to the garage at `path` in a child that then dies without closing
    anything (as kill -9 would: SQLite neither checkpoints nor deletes its log)."""
    def work(report):
        garage = open_garage(str(path))
        for name in names:
            garage.add_design(Design(name=name, weight="light"))
        report("written")

    pid, fd = fork(work)
    assert read_all(fd) == ["written"]
    os.waitpid(pid, 0)
    assert wal(path).stat().st_size > 0


def refused(path: Path, capsys) -> None:
    """Every way in refuses the garage at `path` in one line naming its log, and neither the
    garage nor its log is changed."""
    before = path.read_bytes(), wal(path).read_bytes()
    with pytest.raises(StorageError) as error:
        open_garage(str(path))
    assert f"the file {wal(path)} beside it is a write-ahead log of another database" in str(error.value)
    assert quick_list(str(path)) is None and quick_designs(str(path)) is None and direct.sound_file(str(path)) is None
    with pytest.raises(StorageError, match="write-ahead log of another database"):
        restore(str(path))
    capsys.readouterr()
    for command in (["list"], ["check"]):
        assert main(["--db", str(path), *command]) == 2
        out, err = capsys.readouterr()
        assert out == "" and err.count("\n") == 1 and str(wal(path)) in err, err
    assert (path.read_bytes(), wal(path).read_bytes()) == before


def test_the_log_of_another_garage_is_refused_and_applied_nowhere(db_path, capsys):
    """Garage B's log copied beside garage A (a restore by hand, a sync tool): SQLite applied
    it, A showed B's cars, and its own were gone once the log was written into it."""
    open_garage(str(db_path)).close()
    other = db_path.with_name("other.sqlite")
    open_garage(str(other)).close()  # made as A was: its pages lie where A's do
    crash_after_writing(other, "Only In The Other")
    shutil.copyfile(wal(other), wal(db_path))
    refused(db_path, capsys)
    wal(db_path).unlink()  # what the message says to do
    with open_garage(str(db_path)) as garage:
        assert "Dogmeat" in garage.names() and "Only In The Other" not in garage.names()


def test_a_newer_log_beside_an_older_copy_of_the_same_garage_is_refused(db_path, capsys):
    """The garage put back by copying an older file of it, its log of later writes still
    beside it: the log's pages would land on a file they were not written against."""
    with open_garage(str(db_path)) as garage:
        garage.add_design(Design(name="In The Copy", weight="light"))
    older = db_path.read_bytes()
    with open_garage(str(db_path)) as garage:
        garage.add_design(Design(name="After The Copy", weight="light"))
    crash_after_writing(db_path, "In The Log")
    db_path.write_bytes(older)
    refused(db_path, capsys)


def test_the_log_over_the_file_it_began_on_is_applied(db_path):
    """The same older file, but the log began on it: the log is its own, and applied."""
    with open_garage(str(db_path)) as garage:
        garage.add_design(Design(name="In The Copy", weight="light"))
    crash_after_writing(db_path, "In The Log", "Also In The Log")
    with open_garage(str(db_path)) as garage:
        assert {"In The Copy", "In The Log", "Also In The Log"} <= set(garage.names())
        assert garage.check() == []


def test_the_garages_own_log_after_a_kill_mid_write_is_applied(db_path):
    """kill -9 while writing: every write that was reported is there, and nothing is refused."""
    open_garage(str(db_path)).close()

    def work(report):
        garage = open_garage(str(db_path))
        for n in range(10_000):
            garage.add_design(Design(name=f"Car {n}", weight="light"))
            report(f"Car {n}")

    pid, fd = fork(work)
    written = [read_line(fd) for _ in range(5)]
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    read_all(fd)
    assert wal(db_path).stat().st_size > 0
    with open_garage(str(db_path)) as garage:
        assert set(written) <= set(garage.names()) and garage.check() == []
    assert quick_list(str(db_path)) is not None


def test_a_log_written_while_another_garage_is_open_is_its_own(db_path):
    """Two Garages on one file: the log of the one writing is the other's, read as it grows."""
    with open_garage(str(db_path)) as first:
        first.add_design(Design(name="First", weight="light"))
        assert wal(db_path).exists()
        with open_garage(str(db_path)) as second:
            second.add_design(Design(name="Second", weight="light"))
            first.add_design(Design(name="Third", weight="light"))
            assert quick_list(str(db_path)) is not None and direct.sound_file(str(db_path)) is not None
            assert {"First", "Second", "Third"} <= set(second.names())


def test_a_restore_cut_short_by_a_crash_leaves_a_log_that_is_the_garages_own(db_path, tmp_path):
    """A restore copies the backup's pages into the garage through its log: page 1 of the
    backup, with the backup's own stamps, must not make the log look like another database's
    if the machine stops before the log is written into the file."""
    with open_garage(str(db_path)) as garage:
        backup = garage.backup()
        garage.add_design(Design(name="After The Backup", weight="light"))
    reader = sqlite3.connect(db_path)  # keeps the log from being written in and deleted
    try:
        assert reader.execute("SELECT count(*) FROM vehicle").fetchone()[0] > 0
        restore(str(db_path), backup)
        image = tmp_path / "image"
        image.mkdir()
        shutil.copyfile(db_path, image / db_path.name)
        shutil.copyfile(wal(db_path), wal(image / db_path.name))  # the files as a crash would leave them
    finally:
        reader.close()
    from garage.storage.wal import foreign

    assert wal(image / db_path.name).stat().st_size > 0 and foreign(image / db_path.name) is None
    with open_garage(str(image / db_path.name)) as crashed:
        assert "After The Backup" not in crashed.names()
