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
from garage.storage.backups import list_backups
from garage.storage.quick_list import quick_designs, quick_list
from tests.storage.children import fork, read_all, read_line

pytestmark = pytest.mark.sqlite_only("a SQLite file's write-ahead log")


def wal(path: Path) -> Path:
    return path.with_name(path.name + "-wal")


def crash_after_writing(path: Path, *names: str, stamped: bool = True) -> None:
    """Add a car per name to the garage at `path` in a child that then dies without closing
    anything (as kill -9 would: SQLite neither checkpoints nor deletes its log). `stamped`
    False: as a Garage before the stamps, whose writes leave page 1 unstamped."""
    from garage.storage import wal as stamps

    def work(report):
        if not stamped:
            stamps.stamp = lambda execute: None  # in the child only: the older Garage stamps nothing
        garage = open_garage(str(path))
        for name in names:
            garage.add_design(Design(name=name, weight="light"))
        report("written")

    pid, fd = fork(work)
    assert read_all(fd) == ["written"]
    os.waitpid(pid, 0)
    assert wal(path).stat().st_size > 0


def refused(path: Path, capsys, why: str = "is a write-ahead log of another database") -> None:
    """Every way in refuses the garage at `path` in one line naming its log, and neither the
    garage nor its log is changed."""
    before = path.read_bytes(), wal(path).read_bytes()
    with pytest.raises(StorageError) as error:
        open_garage(str(path))
    assert f"the file {wal(path)} beside it {why}" in str(error.value)
    assert quick_list(str(path)) is None and quick_designs(str(path)) is None and direct.sound_file(str(path)) is None
    with pytest.raises(StorageError, match=why):
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


@pytest.mark.parametrize("older", [False, True], ids=["stamped garage", "unstamped garage"])
def test_a_restore_cut_short_by_a_crash_leaves_a_log_that_is_the_garages_own(db_path, tmp_path, older):
    """A restore copies the backup's pages into the garage through its log: page 1 of the
    backup, with the backup's own stamps, must not make the log look like another database's
    if the machine stops before the log is written into the file (nor over a garage only an
    older Garage wrote)."""
    with open_garage(str(db_path)) as garage:
        backup = garage.backup()
        garage.add_design(Design(name="After The Backup", weight="light"))
    if older:
        unstamped(db_path)
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
    from garage.storage.wal import examine

    assert wal(image / db_path.name).stat().st_size > 0 and examine(image / db_path.name)[0] is None
    with open_garage(str(image / db_path.name)) as crashed:
        assert "After The Backup" not in crashed.names()


# -- a garage only a Garage before the stamps wrote (its page 1 unstamped) ----------------------

def unstamped(path: Path) -> None:
    """The garage at `path` as only a Garage before the stamps wrote it: page 1 unstamped (a
    user_version and application_id of 0), no log beside it."""
    con = sqlite3.connect(path)
    con.execute("PRAGMA user_version = 0")
    con.execute("PRAGMA application_id = 0")
    con.close()  # the last connection: the log written in and deleted
    assert path.read_bytes()[60:72] == bytes(12) and not wal(path).exists()


def older_garage_crashes_after_writing(path: Path, *names: str) -> None:
    """crash_after_writing by a Garage before the stamps: its writes leave page 1 unstamped."""
    crash_after_writing(path, *names, stamped=False)
    assert path.read_bytes()[60:72] == bytes(12)


def another_programs_log(folder: Path, page_one: bool) -> Path:
    """The log of another program's SQLite database, as a crash leaves it: with page 1 in it (its
    schema made in the log) or without (a row changed in a table the file already holds)."""
    other = folder / "notes.sqlite"
    con = sqlite3.connect(other)
    try:
        con.execute("PRAGMA journal_mode = WAL")
        con.execute("PRAGMA wal_autocheckpoint = 0")
        if not page_one:
            with con:
                con.execute("CREATE TABLE note (id INTEGER PRIMARY KEY, text TEXT)")
                con.execute("INSERT INTO note (text) VALUES ('first')")
            con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            with con:
                con.execute("UPDATE note SET text = 'second'")
        else:
            with con:
                con.execute("CREATE TABLE note (id INTEGER PRIMARY KEY, text TEXT)")
                con.executemany("INSERT INTO note (text) VALUES (?)", [("n" * 500,)] * 50)
        log = folder / "notes.sqlite-wal.copy"
        shutil.copyfile(wal(other), log)  # while it is open: as a crash would leave it
    finally:
        con.close()
    return log


def test_another_garages_log_beside_a_garage_only_an_older_garage_wrote_is_refused(db_path, capsys):
    """The stamps caught another garage's log only once this Garage had written to the garage:
    an older Garage's file has none, and the log was applied. The log began on a stamped file,
    which this one is not, so it is not this file's."""
    open_garage(str(db_path)).close()
    unstamped(db_path)
    other = db_path.with_name("other.sqlite")
    open_garage(str(other)).close()  # made as this one was: its pages lie where this one's do
    crash_after_writing(other, "Only In The Other")
    shutil.copyfile(wal(other), wal(db_path))
    refused(db_path, capsys)
    wal(db_path).unlink()
    with open_garage(str(db_path)) as garage:
        assert "Dogmeat" in garage.names() and "Only In The Other" not in garage.names()


@pytest.mark.parametrize("page_one", [True, False], ids=["with page 1", "without page 1"])
@pytest.mark.parametrize("stamped", [False, True], ids=["unstamped garage", "stamped garage"])
def test_another_programs_log_is_refused_however_the_garage_was_written(db_path, tmp_path, capsys, page_one, stamped):
    """Another program's log beside a garage the stamps cannot tie it to or from (the garage is
    unstamped, or the log has no page 1): read through it, the garage is no sound garage (its
    pages are another database's), while the file alone is one."""
    open_garage(str(db_path)).close()
    if not stamped:
        unstamped(db_path)
    shutil.copyfile(another_programs_log(tmp_path, page_one), wal(db_path))
    # (a page 1 of another database's, beside a stamped garage, the stamps tell as before)
    refused(db_path, capsys, "is a write-ahead log of another database" if stamped and page_one
            else "is a write-ahead log that does not fit it")
    wal(db_path).unlink()
    with open_garage(str(db_path)) as garage:
        assert "Dogmeat" in garage.names() and garage.check() == []


def before_log(path: Path) -> list[Path]:
    return [p for p in list_backups(path) if p.name.endswith("-before-log.sqlite")]


def test_the_log_an_older_garage_left_is_applied_once_the_garage_is_backed_up_without_it(db_path):
    """An older Garage killed mid-session: its log is the garage's own, and every write in it
    kept; as nothing tells it from another garage's made alike, the garage as it was without it
    is backed up first."""
    open_garage(str(db_path)).close()
    unstamped(db_path)
    older_garage_crashes_after_writing(db_path, "Older One", "Older Two")
    assert quick_list(str(db_path)) is not None  # the first look reads it, and changes nothing
    assert quick_designs(str(db_path)) is None and direct.sound_file(str(db_path)) is None  # the full open's
    assert before_log(db_path) == []
    with open_garage(str(db_path)) as garage:
        assert {"Older One", "Older Two"} <= set(garage.names()) and garage.check() == []
    (kept,) = before_log(db_path)
    assert garage.kept_before_log == kept  # what the app and garage-cli tell the user
    with sqlite3.connect(kept) as con:
        assert con.execute("select count(*) from vehicle where name like 'Older %'").fetchone() == (0,)
    with open_garage(str(db_path)) as garage:
        assert garage.kept_before_log is None
    assert before_log(db_path) == [kept]  # the log is in the file now: nothing more to keep


def test_garage_cli_says_which_backup_holds_the_garage_as_it_was_before_a_log_it_applied(db_path, capsys):
    """The command goes on (the log is most likely the garage's own), and says in one line on
    stderr where the garage as it was without the log is, and how to put it back; once."""
    open_garage(str(db_path)).close()
    unstamped(db_path)
    older_garage_crashes_after_writing(db_path, "Older One")
    capsys.readouterr()
    assert main(["--db", str(db_path), "list"]) == 0
    out, err = capsys.readouterr()
    (kept,) = before_log(db_path)
    assert "Older One" in out and err.count("\n") == 1, err
    assert str(wal(db_path)) in err and f"garage-cli restore {kept}" in err, err
    assert main(["--db", str(db_path), "list"]) == 0
    assert capsys.readouterr().err == ""


def test_the_log_of_a_copy_that_only_an_older_garage_wrote_fits_and_the_garage_is_kept_without_it(db_path):
    """The one log nothing tells apart from the garage's own: that of a copy of it, written by an
    older Garage. SQLite applies it, as it fits; the garage as it was is the backup before it."""
    open_garage(str(db_path)).close()
    unstamped(db_path)
    copy = db_path.with_name("copy.sqlite")
    shutil.copyfile(db_path, copy)
    older_garage_crashes_after_writing(copy, "Only In The Copy")
    shutil.copyfile(wal(copy), wal(db_path))
    with open_garage(str(db_path)) as garage:
        assert "Only In The Copy" in garage.names()
        (kept,) = before_log(db_path)
        garage.restore(kept)
        assert "Only In The Copy" not in garage.names() and "Dogmeat" in garage.names()


def test_this_garages_first_writes_on_an_unstamped_garage_cut_short_are_applied(db_path):
    """The log of this Garage's first writes to an older Garage's file began on the unstamped file."""
    open_garage(str(db_path)).close()
    unstamped(db_path)
    crash_after_writing(db_path, "First Stamped")
    with open_garage(str(db_path)) as garage:
        assert "First Stamped" in garage.names() and garage.check() == []


def test_an_unstamped_garage_another_garage_writes_is_backed_up_without_its_log_once(db_path):
    """This Garage's first writes to an older Garage's file stay in the log while the Garage that
    wrote them is open: every open meanwhile finds that log untied to the file (its first page 1
    replaced 0, as any log's may), and keeps the same copy once, not a copy per open."""
    open_garage(str(db_path)).close()
    unstamped(db_path)
    reader = sqlite3.connect(db_path)  # another Garage's connection, open: the log stays
    try:
        assert reader.execute("select count(*) from vehicle").fetchone()[0] > 0
        with open_garage(str(db_path)) as garage:
            garage.add_design(Design(name="First Write", weight="light"))
        assert wal(db_path).stat().st_size > 0 and db_path.read_bytes()[60:72] == bytes(12)
        told = []
        for _ in range(3):
            with open_garage(str(db_path)) as garage:
                assert "First Write" in garage.names()
                told.append(garage.kept_before_log)
        assert len(before_log(db_path)) == 1
        assert told == [*before_log(db_path), None, None]  # told once, as it was kept once
    finally:
        reader.close()


def test_a_restore_over_an_unstamped_garage_with_a_log_restores_the_newest_backup_before_it(db_path):
    """The copy kept without the log is made once the backup to restore is chosen: `restore`
    puts back the newest good backup there was, not the garage as it was a moment before."""
    with open_garage(str(db_path)) as garage:
        garage.remove("Dogmeat")
        backup = garage.backup()
    unstamped(db_path)
    older_garage_crashes_after_writing(db_path, "After The Backup")
    assert restore(str(db_path)).backup == backup
    (kept,) = before_log(db_path)
    with sqlite3.connect(kept) as con:
        assert con.execute("select count(*) from vehicle where name = 'After The Backup'").fetchone() == (0,)
    with open_garage(str(db_path)) as garage:
        assert "After The Backup" not in garage.names() and "Dogmeat" not in garage.names()
