"""Atomic writes: the mode any program's file gets, and nothing left behind by a kill."""

from __future__ import annotations

import os
import signal
import stat
import subprocess
import sys
import time

import pytest

from garage.fileio import HOLD_OPEN, FileLock, LockBusy, append_synced, write_atomic


@pytest.fixture
def umask_022():
    old = os.umask(0o022)
    yield
    os.umask(old)


def mode(path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_a_written_file_gets_the_mode_the_umask_gives(tmp_path, umask_022):
    write_atomic(tmp_path / "car.car.json", b"{}")
    assert mode(tmp_path / "car.car.json") == 0o644
    os.umask(0o027)
    write_atomic(tmp_path / "car.car.json", b"{}")
    assert mode(tmp_path / "car.car.json") == 0o640


# Stops inside write_atomic after the temporary file is written, before it is renamed: the
# moment a kill leaves a .part file behind.
KILLED_WRITER = """
import os, sys, time
import garage.fileio as fileio
def stuck(fd):
    print("writing", flush=True)
    time.sleep(60)
fileio.os.fsync = stuck
fileio.write_atomic(sys.argv[1], b"new" * 100000)
"""


def test_a_kill_mid_write_leaves_the_old_file_and_the_next_write_removes_its_temp(tmp_path):
    target = tmp_path / "haze.car.json"
    target.write_bytes(b"old")
    writer = subprocess.Popen([sys.executable, "-c", KILLED_WRITER, str(target)], stdout=subprocess.PIPE, text=True)
    assert writer.stdout.readline() == "writing\n"
    writer.send_signal(signal.SIGKILL)
    writer.wait()
    writer.stdout.close()
    assert target.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".part")]  # what the kill left
    write_atomic(tmp_path / "other.car.json", b"{}")  # any write into the folder cleans up
    assert sorted(p.name for p in tmp_path.iterdir()) == ["haze.car.json", "other.car.json"]


def test_the_temp_of_a_write_still_running_is_kept_until_it_is_an_hour_old(tmp_path):
    alive = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        busy = tmp_path / f".sheet.pdf.{alive.pid}-0123abcd.part"
        busy.write_bytes(b"half")
        write_atomic(tmp_path / "car.car.json", b"{}")
        assert busy.exists()
        long_ago = time.time() - 2 * 3600  # no write takes that long: its process id was reused
        os.utime(busy, (long_ago, long_ago))
        write_atomic(tmp_path / "car.car.json", b"{}")
        assert not busy.exists()
    finally:
        alive.kill()
        alive.wait()


def test_temps_of_earlier_garages_are_removed_once_old(tmp_path):
    old = tmp_path / ".haze.car.json.k2j_x9aa.part"  # tempfile.mkstemp's naming
    recent = tmp_path / ".queen.car.json.a8z0_1bq.part"
    other = tmp_path / ".someone-elses.part"
    for path in (old, recent, other):
        path.write_bytes(b"half")
    long_ago = time.time() - 2 * 3600
    os.utime(old, (long_ago, long_ago))
    os.utime(other, (long_ago, long_ago))
    write_atomic(tmp_path / "car.car.json", b"{}")
    assert not old.exists() and recent.exists() and other.exists()


def test_a_failed_write_leaves_the_old_file_and_no_temp(tmp_path, monkeypatch):
    target = tmp_path / "haze.car.json"
    target.write_bytes(b"old")

    def full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("garage.fileio.os.fsync", full)
    with pytest.raises(OSError):
        write_atomic(target, b"new")
    assert [p.name for p in tmp_path.iterdir()] == ["haze.car.json"] and target.read_bytes() == b"old"


def test_a_pipe_or_a_folder_is_never_replaced(tmp_path):
    fifo = tmp_path / "sheet.pdf"
    os.mkfifo(fifo)
    with pytest.raises(OSError, match="not a regular file"):
        write_atomic(fifo, b"%PDF")
    with pytest.raises(IsADirectoryError):
        write_atomic(tmp_path, b"%PDF")
    assert stat.S_ISFIFO(fifo.stat().st_mode) and [p.name for p in tmp_path.iterdir()] == ["sheet.pdf"]


def test_a_write_through_a_symlink_replaces_its_target_and_keeps_the_link(tmp_path):
    (tmp_path / "games").mkdir()
    target = tmp_path / "games" / "game.jsonl"
    target.write_bytes(b"old\n")
    link = tmp_path / "game.jsonl"
    link.symlink_to(target)
    write_atomic(link, b"new\n")
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert target.read_bytes() == b"new\n" and link.read_bytes() == b"new\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.jsonl", "games"]


def test_a_write_through_a_dangling_symlink_creates_its_target(tmp_path):
    link = tmp_path / "car.car.json"
    link.symlink_to("made.car.json")
    write_atomic(link, b"{}")
    assert link.is_symlink() and (tmp_path / "made.car.json").read_bytes() == b"{}"


def test_a_lock_held_for_an_open_game_refuses_the_next_at_once_naming_the_holder(tmp_path):
    log = tmp_path / "game.jsonl"
    log.write_text("")
    with FileLock(log, HOLD_OPEN):
        assert (tmp_path / ".game.jsonl.lock").read_text() == f"{os.getpid()} open\n"
        with pytest.raises(LockBusy) as refused:
            FileLock(log, wait=3600)  # never waited for: an open game is not let go soon
        assert str(refused.value) == f"{log}: is open in this Garage (pid {os.getpid()})"
    with FileLock(log):  # let go: the next one gets it
        pass
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.jsonl"]


HOLDER = """
import sys
from garage.fileio import FileLock
lock = FileLock(sys.argv[1])
print("held", flush=True)
sys.stdin.read()
"""


def test_a_lock_is_shared_by_every_name_of_the_file_and_held_by_another_process(tmp_path):
    log = tmp_path / "game.jsonl"
    log.write_text("")
    (tmp_path / "link.jsonl").symlink_to(log)
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(tmp_path / "link.jsonl")], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True, cwd=os.path.dirname(os.path.dirname(__file__)))
    try:
        assert holder.stdout.readline() == "held\n"
        with pytest.raises(LockBusy) as refused:
            FileLock(log, wait=0)
        assert str(refused.value) == f"{log}: is open in another Garage (pid {holder.pid})"
    finally:
        holder.communicate("", timeout=60)
    with FileLock(log, wait=0):  # its process ended: let go
        pass


# --- appends (the play log, issue 24) ----------------------------------------------------------

def test_an_append_adds_to_the_same_file_only_at_the_size_it_was_read(tmp_path):
    path = tmp_path / "game.jsonl"
    write_atomic(path, b"one\n")
    inode = path.stat().st_ino
    assert append_synced(path, b"two\n", 4) and path.read_bytes() == b"one\ntwo\n"
    assert not append_synced(path, b"three\n", 4)  # changed since: nothing written, the caller rewrites
    assert path.read_bytes() == b"one\ntwo\n" and path.stat().st_ino == inode
    path.unlink()
    assert not append_synced(path, b"three\n", 8) and not path.exists()


def test_an_append_that_fails_is_cut_back_off(tmp_path, monkeypatch):
    path = tmp_path / "game.jsonl"
    write_atomic(path, b"one\n")

    def full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(OSError, match="No space"):
        append_synced(path, b"two\n", 4)
    assert path.read_bytes() == b"one\n"


def test_an_append_to_a_pipe_is_refused_without_waiting(tmp_path):
    pipe = tmp_path / "game.jsonl"
    os.mkfifo(pipe)
    with pytest.raises(OSError):  # no reader: refused at once (O_NONBLOCK), never a hang
        append_synced(pipe, b"two\n", 0)
