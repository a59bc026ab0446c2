"""garage-cli check / backup / restore, and a damaged garage on the command line."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from garage.cli.main import main
from garage.storage.backups import KEEP

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def cli(db_path, capsys):
    def run(*args):
        code = main(["--db", str(db_path), *map(str, args)])
        out, err = capsys.readouterr()
        return code, out, err
    return run


def run_subprocess(*args, env_extra=None, prefix=()):
    env = {**os.environ, "PYTHONPATH": str(REPO), **(env_extra or {})}
    return subprocess.run([*prefix, sys.executable, "-m", "garage.cli", *map(str, args)], capture_output=True,
                          text=True, cwd=REPO, env=env, timeout=60)


def test_check_a_sound_garage(cli, db_path):
    assert cli("check") == (0, f"ok: {db_path} (6 cars, 0 drivers)\n", "")


def test_backup_prints_the_backup(cli, db_path):
    code, out, err = cli("backup")
    path = Path(out.strip())
    assert code == 0 and err == "" and path.parent == db_path.parent / "backups" and path.is_file()


def test_restore_the_newest_or_a_chosen_backup(cli):
    first = Path(cli("backup")[1].strip())
    cli("remove", "Dogmeat")
    second = Path(cli("backup")[1].strip())
    cli("remove", "Queen Bee")
    code, out, _ = cli("restore", "--list")
    assert code == 0 and out.splitlines()[:2] == [str(second), str(first)]
    code, out, _ = cli("restore")
    assert code == 0 and out.startswith(f"restored {second}; the garage as it was is kept as ")
    names = cli("list")[1]
    assert "Queen Bee" in names and "Dogmeat" not in names
    assert cli("restore", first)[0] == 0
    assert "Dogmeat" in cli("list")[1]


def test_restore_of_a_missing_backup(cli, tmp_path):
    code, out, err = cli("restore", tmp_path / "nope.sqlite")
    assert (code, out) == (2, "") and err == f"garage-cli: backup {tmp_path / 'nope.sqlite'}: no such file\n"


@pytest.mark.parametrize("damage", ["garbage", "truncated"])
def test_a_damaged_garage_gives_one_line_and_exit_2_never_a_traceback(db_path, damage, capsys):
    assert main(["--db", str(db_path), "backup"]) == 0
    data = db_path.read_bytes()
    db_path.write_bytes(os.urandom(len(data)) if damage == "garbage" else data[: len(data) // 3])
    capsys.readouterr()

    def expect_damaged(code, out, err):
        assert (code, out) == (2, "") and "Traceback" not in err and err.count("\n") == 1
        assert f"garage database {db_path} is damaged" in err and "restore it with: garage-cli --db" in err

    for command in (["list"], ["check"]):  # a real process, as a player runs it
        result = run_subprocess("--db", db_path, *command)
        expect_damaged(result.returncode, result.stdout, result.stderr)
    for command in (["import", REPO / "resources/examples/dogmeat.car.json"], ["list", "--json"],
                    ["export", "Dogmeat", "-o", db_path.parent / "out"], ["remove", "Dogmeat"], ["backup"]):
        code = main(["--db", str(db_path), *map(str, command)])
        expect_damaged(code, *capsys.readouterr())
    assert main(["--db", str(db_path), "restore"]) == 0
    assert main(["--db", str(db_path), "list"]) == 0 and "Dogmeat" in capsys.readouterr().out


def test_garage_db_environment_variable(tmp_path):
    result = run_subprocess("check", env_extra={"GARAGE_DB": str(tmp_path / "env.sqlite")})
    assert result.returncode == 0 and str(tmp_path / "env.sqlite") in result.stdout


def test_a_missing_folder_is_one_line(tmp_path, capsys):
    assert main(["--db", str(tmp_path / "no" / "such" / "garage.sqlite"), "list"]) == 2
    assert capsys.readouterr().err.endswith("does not exist\n")


def one_line_error(result) -> str:
    assert (result.returncode, result.stdout) == (2, ""), result
    assert "Traceback" not in result.stderr and result.stderr.count("\n") == 1, result.stderr
    return result.stderr


@pytest.fixture
def backed_up(db_path):
    """A garage with one good backup; returns the backup."""
    assert main(["--db", str(db_path), "backup"]) == 0
    return next((db_path.parent / "backups").iterdir())


def test_check_of_an_empty_garage_file_names_the_backup(db_path, backed_up):
    db_path.write_bytes(b"")
    err = one_line_error(run_subprocess("--db", db_path, "check"))
    assert f"garage database {db_path} is damaged (the file is empty)" in err
    assert err.endswith(f"restore it with: garage-cli --db {db_path} restore {backed_up}\n")
    assert db_path.read_bytes() == b""


def test_check_of_a_garage_with_a_dropped_table_names_the_backup(db_path, backed_up):
    con = sqlite3.connect(db_path)
    con.execute("DROP TABLE campaign_kill")
    con.commit()
    con.close()
    err = one_line_error(run_subprocess("--db", db_path, "check"))
    assert "the table campaign_kill is missing" in err
    assert err.endswith(f"restore it with: garage-cli --db {db_path} restore {backed_up}\n")


def test_check_of_broken_links_names_the_backup(db_path, backed_up):
    con = sqlite3.connect(db_path)
    con.execute("INSERT INTO campaign_driver (campaign_id, name, status, vehicle) "
                "VALUES (9999, 'Orphan', 'alive', 'Dogmeat')")  # foreign keys are off in a bare connection
    con.commit()
    con.close()
    err = one_line_error(run_subprocess("--db", db_path, "check"))
    assert "points at a missing campaign" in err
    assert err.endswith(f"restore it with: garage-cli --db {db_path} restore {backed_up}\n")


def test_another_programs_sqlite_file_is_refused_untouched(tmp_path):
    other = tmp_path / "accounts.sqlite"
    con = sqlite3.connect(other)
    con.execute("CREATE TABLE accounts (id INTEGER PRIMARY KEY, owner TEXT)")
    con.execute("INSERT INTO accounts (owner) VALUES ('someone else')")
    con.commit()
    con.close()
    before = other.read_bytes()
    err = one_line_error(run_subprocess("--db", other, "list"))
    assert f"{other} is a database but not a garage" in err
    assert other.read_bytes() == before and sorted(tmp_path.iterdir()) == [other]


def test_an_empty_db_option_is_refused_not_the_default_garage(tmp_path):
    data = tmp_path / "xdg"
    err = one_line_error(run_subprocess("--db", "", "list", env_extra={"XDG_DATA_HOME": str(data)}))
    assert "--db" in err and "empty" in err
    assert not data.exists()  # the default garage was not opened, nor created


def without_root_powers(*args):
    """Run garage-cli as root without the power to ignore file permissions, as a player would."""
    if os.geteuid() != 0 or shutil.which("setpriv") is None:
        pytest.skip("needs root and setpriv to drop the power to override file permissions")
    return run_subprocess(*args, prefix=["setpriv", "--bounding-set=-dac_override,-dac_read_search"])


def test_a_read_only_folder_is_not_reported_as_a_read_only_file(db_path):
    assert main(["--db", str(db_path), "check"]) == 0
    os.chmod(db_path.parent, 0o555)
    try:
        err = one_line_error(without_root_powers("--db", db_path, "list"))
    finally:
        os.chmod(db_path.parent, 0o755)
    assert err == (f"garage-cli: cannot use the garage database {db_path}: its folder {db_path.parent} is "
                   f"read-only (Garage writes its journal beside the file)\n")


def test_an_unreadable_backups_folder_is_one_line_not_an_internal_error(db_path):
    """An up-to-date garage opened straight from its file (garage.storage.direct) looks for
    today's backup first: a backups folder it may not list is named in one line, exit 2, as the
    database layer's open names it, not a traceback; and the garage is left as it was."""
    assert main(["--db", str(db_path), "backup"]) == 0
    folder = db_path.parent / "backups"
    before = db_path.read_bytes()
    os.chmod(folder, 0o300)  # may be written, not listed
    try:
        results = [without_root_powers("--db", db_path, *command) for command in (["list"], ["check"])]
    finally:
        os.chmod(folder, 0o755)
    for result in results:
        assert one_line_error(result) == (f"garage-cli: cannot use the garage database {db_path}: Permission denied "
                                          f"({folder})\n")
    assert db_path.read_bytes() == before


def test_a_read_only_file_is_reported_as_one(db_path):
    assert main(["--db", str(db_path), "check"]) == 0
    os.chmod(db_path, 0o444)
    err = one_line_error(without_root_powers("--db", db_path, "drivers", "add", "Spikes Herbie"))
    assert err == f"garage-cli: cannot use the garage database {db_path}: the file is read-only\n"


@pytest.fixture
def small_disk(tmp_path):
    """A 2 MB file system of its own (a tmpfs; needs root)."""
    folder = tmp_path / "disk"
    folder.mkdir()
    if os.geteuid() != 0 or subprocess.run(["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", str(folder)],
                                           capture_output=True).returncode != 0:
        pytest.skip("needs root and mount to make a small file system")
    yield folder
    subprocess.run(["umount", "-l", str(folder)], check=True)


def test_a_read_only_mount_is_reported_as_one(small_disk):
    db = small_disk / "garage.sqlite"
    assert main(["--db", str(db), "check"]) == 0
    subprocess.run(["mount", "-o", "remount,ro", str(small_disk)], check=True)
    for command in (["list"], ["drivers", "add", "Spikes Herbie"]):
        err = one_line_error(run_subprocess("--db", db, *command))
        assert err == f"garage-cli: cannot use the garage database {db}: it is on a read-only file system\n"


def test_a_full_disk_is_reported_as_one(small_disk):
    db = small_disk / "garage.sqlite"
    assert main(["--db", str(db), "check"]) == 0
    with open(small_disk / "filler", "wb") as fh:
        try:
            while True:
                fh.write(bytes(65536))
        except OSError:
            pass
    before = db.read_bytes()
    for command in (["drivers", "add", "Spikes Herbie"], ["import", REPO / "resources/examples/dogmeat.car.json"]):
        err = one_line_error(run_subprocess("--db", db, *command))
        assert err == f"garage-cli: cannot use the garage database {db}: the disk is full\n"
    assert db.read_bytes() == before


def test_a_garage_whose_upgrade_fails_is_backed_up_once_and_its_good_backup_kept(db_path, backed_up, capsys):
    con = sqlite3.connect(db_path)
    con.execute("UPDATE alembic_version SET version_num = '0003'")  # the tables are newer than it says
    con.commit()
    con.close()
    for _ in range(KEEP + 1):
        assert main(["--db", str(db_path), "list"]) == 2
        assert capsys.readouterr().err.count("\n") == 1
    found = sorted(p.name for p in (db_path.parent / "backups").iterdir())
    assert backed_up.name in found  # the good backup was not pushed out
    assert len([name for name in found if name.endswith("-before-migration.sqlite")]) == 1


@pytest.mark.parametrize("command", [["remove", "Nope"], ["import", "missing.car.json"],
                                     ["export", "Nope", "-o", "out"]])
def test_a_failed_command_leaves_no_new_garage(tmp_path, monkeypatch, capsys, command):
    monkeypatch.chdir(tmp_path)
    assert main(["--db", "typo.sqlite", *command]) == 2
    assert capsys.readouterr().err.count("\n") == 1
    assert list(tmp_path.iterdir()) == []  # no typo.sqlite, nor its -wal, -shm or scratch files
    assert main(["--db", "typo.sqlite", "list"]) == 0  # a command that succeeds creates it
    assert (tmp_path / "typo.sqlite").is_file()


def test_a_failed_command_on_an_existing_garage_leaves_it(db_path, capsys):
    assert main(["--db", str(db_path), "list"]) == 0
    assert main(["--db", str(db_path), "remove", "Nope"]) == 2
    assert db_path.is_file()
    assert main(["--db", str(db_path), "remove", "Dogmeat"]) == 0


@pytest.mark.parametrize("blank", ["", " ", "\t"])
def test_a_blank_garage_db_variable_is_refused_not_the_default_garage(tmp_path, monkeypatch, capsys, blank):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("GARAGE_DB", blank)
    assert main(["list"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "GARAGE_DB" in err and "empty" in err
    assert list(tmp_path.iterdir()) == []  # neither a file named by the blank nor the default garage


def fifo(tmp_path) -> Path:
    path = tmp_path / "fifo.sqlite"
    os.mkfifo(path)
    return path


@pytest.mark.parametrize("command", ["list", "check", "backup", "upgrade"])
def test_a_fifo_as_the_garage_is_refused_unopened(tmp_path, command):
    path = fifo(tmp_path)
    err = one_line_error(run_subprocess("--db", path, command))  # bounded by run_subprocess's timeout
    assert f"{path}" in err and "not a regular file" in err


def test_a_fifo_as_the_garage_gives_no_first_look(tmp_path):
    # In a child process, bounded by its timeout: quick_list would block in open() if it tried.
    code = "import sys; from garage.storage.quick_list import quick_list; print(quick_list(sys.argv[1]))"
    result = subprocess.run([sys.executable, "-c", code, str(fifo(tmp_path))], capture_output=True, text=True,
                            cwd=REPO, env={**os.environ, "PYTHONPATH": str(REPO)}, timeout=60)
    assert (result.returncode, result.stdout) == (0, "None\n"), result.stderr


def test_a_server_that_does_not_answer_is_one_line_not_a_hang():
    import socket

    with socket.socket() as server:  # accepts connections (the kernel does) and never replies
        server.bind(("127.0.0.1", 0))
        server.listen(8)
        port = server.getsockname()[1]
        result = run_subprocess("--db", f"postgresql+psycopg://garage@127.0.0.1:{port}/league", "list",
                                env_extra={"GARAGE_CONNECT_TIMEOUT": "1"})
    assert "does not answer" in one_line_error(result)


@pytest.mark.parametrize("url", ["postgresql+psycopg://u:p@127.0.0.1:abc/db", "postgresql://[::1/db",
                                 "postgresql+psycopg://u:p@127.0.0.1:99999/db"])
def test_a_malformed_server_url_is_one_line(url, capsys):
    assert main(["--db", url, "list"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not a database URL" in err and ":p@" not in err


def test_path_mistakes_are_one_line(tmp_path, capsys):
    loop = tmp_path / "loop.sqlite"
    loop.symlink_to(tmp_path / "other.sqlite")
    (tmp_path / "other.sqlite").symlink_to(loop)
    for db in (loop, tmp_path / ("a" * 300 + ".sqlite"), tmp_path / ("b" * 300) / "garage.sqlite"):
        assert main(["--db", str(db), "list"]) == 2, db
        assert capsys.readouterr().err.count("\n") == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["loop.sqlite", "other.sqlite"]


def test_a_default_garage_folder_that_cannot_be_made_is_one_line(monkeypatch, capsys):
    monkeypatch.setenv("XDG_DATA_HOME", "/dev/null")
    assert main(["list"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "/dev/null/garage" in err


def test_a_sqlite_url_with_options_is_refused_in_one_line(tmp_path, capsys):
    url = f"sqlite:///{tmp_path / 'g.sqlite'}?mode=ro"
    assert main(["--db", url, "list"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "mode=ro" in err and "Warning" not in err
    assert list(tmp_path.iterdir()) == []


def closed_port() -> int:
    import socket

    with socket.socket() as probe:  # a port nothing listens on: refused at once
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.mark.parametrize("password", ["user:S3cretPW@", "user@", "user:S3cret@PW@"])
@pytest.mark.parametrize("command", ["check", "list"])
def test_no_password_of_a_server_url_is_ever_printed(capsys, password, command):
    query = "?password=S3cretPW" if password == "user@" else ""
    url = f"postgresql+psycopg://{password}127.0.0.1:{closed_port()}/league{query}"
    assert main(["--db", url, command]) == 2
    out, err = capsys.readouterr()
    assert err.count("\n") == 1 and "S3cret" not in out + err and "PW" not in out + err


# -- values damaged inside a sound garage file ---------------------------------------------------
# Each is one stored value no Garage writes, put there with raw sqlite3 (by hand, another
# program, a bug): the file itself is sound, so only a check of every value finds it.
CAR_WARS_CAR = REPO / "resources/examples/car_wars/sand-shark.car.json"
GAME = REPO / "resources/examples/games/01-deathmatch.result.json"
# Purple Haze's first weapon's mount and the Sand Shark's handling class, in the cars' files.
HAZE_MOUNT = ("UPDATE vehicle SET file = replace(file, '\"mount\": \"front\"', '\"mount\": \"roof\"')"
              " WHERE name = 'Purple Haze'")
SHARK_HC = "UPDATE vehicle SET file = replace(file, '\"hc\": 3', '\"hc\": \"banana\"') WHERE name = 'Sand Shark'"
STORED_DAMAGE = {  # what: (the change, what the one line names, the commands that read that row)
    "played_on": ("UPDATE campaign_game SET played_on = 'not-a-date'", "campaign 'League' game 1: played_on:",
                  "game"),
    "scenario": ("UPDATE campaign_game SET scenario = 'bogus'", "campaign 'League' game 1: scenario:", "game"),
    "game ruleset": ("UPDATE campaign_game SET ruleset = 'nope'", "campaign 'League' game 1: ruleset:", "game"),
    "car ruleset": ("UPDATE vehicle SET ruleset = 'nope' WHERE name = 'Sand Shark'", "car 'Sand Shark': ruleset:",
                    "car"),
    "mount": (HAZE_MOUNT, "car 'Purple Haze': weapons[0].mount:", "car"),
    "created": ("UPDATE vehicle SET created = 'garbage' WHERE name = 'Purple Haze'", "car 'Purple Haze': created:",
                "car"),
    "name as bytes": ("UPDATE vehicle SET name = CAST(name AS BLOB) WHERE name = 'Purple Haze'", ": name: must be text",
                      "listed car"),
    "hc": (SHARK_HC, "car 'Sand Shark': hc:", "car"),
    "capacity_used": ("UPDATE vehicle SET capacity_used = 'abc' WHERE name = 'Dogmeat'",
                      "car 'Dogmeat': capacity_used: must be a whole number", "listed car"),
    "file": ("UPDATE vehicle SET file = 'not json' WHERE name = 'Sand Shark'", "car 'Sand Shark'", "car"),
    # SQLAlchemy's Boolean read both as True: the list showed the car as legal.
    "legal as text": ("UPDATE vehicle SET legal = 'no' WHERE name = 'Dogmeat'",
                      "car 'Dogmeat': legal: must be true or false, not 'no'", "listed car"),
    "legal as 2": ("UPDATE vehicle SET legal = 2 WHERE name = 'Dogmeat'",
                   "car 'Dogmeat': legal: must be true or false, not '2'", "listed car"),
}
# The commands that read each kind of row; every one of them refuses the damage.
READERS = {
    "game": ["check", "copy", "standings", "games"],
    "car": ["check", "export", "sheet", "copy"],
    "listed car": ["check", "list", "export", "sheet", "copy"],
}


@pytest.fixture
def damaged_value(db_path, request):
    """A garage with the examples, a crash-tables car and a campaign of one game, then one
    value damaged with raw sqlite3; (what the message names, the commands that read it)."""
    for argv in (["import", CAR_WARS_CAR], ["campaign", "new", "League"], ["campaign", "record", "League", GAME]):
        assert main(["--db", str(db_path), *map(str, argv)]) == 0
    change, named, kind = STORED_DAMAGE[request.param]
    con = sqlite3.connect(db_path)
    with con:
        assert con.execute(change).rowcount == 1
    con.close()
    return named, READERS[kind]


def stored_commands(tmp_path):
    out = tmp_path / "out"
    return {
        "check": (["check"], []),
        "list": (["list"], []),
        "export": (["export", "Dogmeat", "Sand Shark", "Purple Haze", "-o", out], [out]),
        "sheet": (["sheet", "--all", "-o", tmp_path / "all.pdf"], [tmp_path / "all.pdf"]),
        "copy": (["copy", "--to", tmp_path / "copy.sqlite"], [tmp_path / "copy.sqlite"]),
        "standings": (["campaign", "standings", "League"], []),
        "games": (["campaign", "games", "League"], []),
    }


@pytest.mark.parametrize("damaged_value", sorted(STORED_DAMAGE), indirect=True)
def test_a_damaged_stored_value_is_refused_by_every_command_that_reads_it(damaged_value, db_path, tmp_path, capsys):
    named, readers = damaged_value
    capsys.readouterr()
    before = db_path.read_bytes()
    for command, (argv, outputs) in stored_commands(tmp_path).items():
        code = main(["--db", str(db_path), *map(str, argv)])
        out, err = capsys.readouterr()
        if command not in readers:
            assert code == 0, (command, err)  # a command that never reads the damaged row still works
            continue
        assert code == 2 and "Traceback" not in err and err.count("\n") == 1, (command, code, err)
        if command != "export" or "name" not in named:  # a car whose name is damaged cannot be named
            assert named in err, (command, err)
        assert not any(p.exists() for p in outputs), (command, "left", outputs)  # nothing half-written
        if command == "check":
            assert out == ""
    assert db_path.read_bytes() == before


@pytest.mark.parametrize("damaged_value", sorted(STORED_DAMAGE), indirect=True)
def test_check_names_a_damaged_stored_value_as_the_real_program(damaged_value, db_path):
    named, _ = damaged_value
    err = one_line_error(run_subprocess("--db", db_path, "check"))
    assert f"garage-cli: {db_path}: " in err and named in err


def test_check_names_every_damaged_value_one_line_each(db_path):
    assert main(["--db", str(db_path), "import", str(CAR_WARS_CAR)]) == 0
    changes = {  # one damaged value in each of four cars
        STORED_DAMAGE["mount"][0]: STORED_DAMAGE["mount"][1],
        STORED_DAMAGE["hc"][0]: STORED_DAMAGE["hc"][1],
        "UPDATE vehicle SET created = 'garbage' WHERE name = 'Dogmeat'": "car 'Dogmeat': created:",
        "UPDATE vehicle SET ruleset = 'nope' WHERE name = 'Queen Bee'": "car 'Queen Bee': ruleset:",
    }
    con = sqlite3.connect(db_path)
    with con:
        for change in changes:
            con.execute(change)
    con.close()
    result = run_subprocess("--db", db_path, "check")
    assert (result.returncode, result.stdout) == (2, "") and "Traceback" not in result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 4, lines
    for named in changes.values():
        assert sum(named in line for line in lines) == 1, (named, lines)


@pytest.mark.parametrize("what", ["mount", "created", "hc"])
def test_a_damaged_car_does_not_stop_the_open_that_recomputes_the_summaries(db_path, what, capsys):
    """After a Garage update (other rules data) the open recomputes every car's summary: a
    damaged car is left as it was, so `check` can still name it and the rest is usable."""
    assert main(["--db", str(db_path), "import", str(CAR_WARS_CAR)]) == 0
    con = sqlite3.connect(db_path)
    with con:
        con.execute(STORED_DAMAGE[what][0])
        con.execute("UPDATE garage_meta SET value = 'rules of an older Garage' WHERE key = 'rules_fingerprint'")
        con.execute("UPDATE vehicle SET capacity_used = 99 WHERE name = 'Dogmeat'")
    con.close()
    capsys.readouterr()
    assert main(["--db", str(db_path), "check"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and STORED_DAMAGE[what][1] in err and "is damaged" not in err
    assert main(["--db", str(db_path), "list", "--json"]) == 0
    assert '"used": 5' in capsys.readouterr().out.split('"Dogmeat"')[1].split("}")[0]  # recomputed


@pytest.mark.parametrize("what", ["mount", "car ruleset", "hc"])
def test_a_car_with_a_damaged_value_can_still_be_removed(db_path, what, capsys):
    """Removing a car reads nothing of it back: the way out of a damaged car without a backup."""
    assert main(["--db", str(db_path), "import", str(CAR_WARS_CAR)]) == 0
    con = sqlite3.connect(db_path)
    with con:
        con.execute(STORED_DAMAGE[what][0])
    con.close()
    name = STORED_DAMAGE[what][1].split("'")[1]
    capsys.readouterr()
    assert main(["--db", str(db_path), "remove", name]) == 0
    assert capsys.readouterr().out == f"removed {name}\n"
    assert main(["--db", str(db_path), "check"]) == 0
    assert main(["--db", str(db_path), "list"]) == 0 and name not in capsys.readouterr().out


def test_check_names_a_summary_its_car_file_disagrees_with_and_repair_recomputes_it(db_url, capsys):
    """The garage list reads each car's summary (class, Capacity, legality) from columns kept
    beside its file; a summary changed without the file (by hand, another program, a bug) was
    shown as the car's and `check` said ok. `check` now reads every car's file, names each
    summary that disagrees (one line per car, every field), and `check --repair` recomputes
    them from the files, which are the car."""
    from tests.storage.conftest import sql

    assert main(["--db", db_url, "list"]) == 0
    sql(db_url, "UPDATE vehicle SET capacity_used = 99, legal = false WHERE name = 'Dogmeat'")
    sql(db_url, "UPDATE vehicle SET weight = 'light' WHERE name = 'Queen Bee'")
    capsys.readouterr()
    assert main(["--db", db_url, "check"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "Traceback" not in err
    assert sorted(line.split(": ", 2)[2] for line in err.splitlines()) == [
        ("car 'Dogmeat': capacity_used: the row says 99, its file gives 5; legal: the row says false, its file "
         "gives true (garage-cli check --repair recomputes it from the file)"),
        ("car 'Queen Bee': weight: the row says 'light', its file gives 'medium' (garage-cli check --repair "
         "recomputes it from the file)")]
    assert main(["--db", db_url, "check", "--repair"]) == 0
    out, err = capsys.readouterr()
    assert err == "" and out.splitlines()[:2] == [
        "repaired car 'Dogmeat': capacity_used 99 -> 5, legal false -> true",
        "repaired car 'Queen Bee': weight 'light' -> 'medium'"]
    assert out.splitlines()[2].startswith("ok: ")
    assert main(["--db", db_url, "list"]) == 0
    listed = {line.split("  ")[0].strip(): line for line in capsys.readouterr().out.splitlines()[1:]}
    assert listed["Dogmeat"].split()[-2:] == ["5/5", "yes"] and "medium" in listed["Queen Bee"]
    assert main(["--db", db_url, "check"]) == 0
    assert main(["--db", db_url, "check", "--repair"]) == 0
    assert capsys.readouterr().out.startswith("ok: ")  # nothing to repair


def test_check_repair_recomputes_a_summary_of_another_type_and_leaves_a_car_that_does_not_read(db_path, capsys):
    assert main(["--db", str(db_path), "list"]) == 0
    con = sqlite3.connect(db_path)
    with con:
        con.execute("UPDATE vehicle SET capacity_used = 'abc' WHERE name = 'Dogmeat'")
        con.execute("UPDATE vehicle SET file = 'garbage', capacity_used = 77 WHERE name = 'Queen Bee'")
    con.close()
    capsys.readouterr()
    assert main(["--db", str(db_path), "check", "--repair"]) == 2
    out, err = capsys.readouterr()
    assert out == "repaired car 'Dogmeat': capacity_used 'abc' -> 5\n"
    assert err.count("\n") == 1 and "car 'Queen Bee'" in err  # its file does not read: nothing to recompute from


def test_a_legal_of_another_type_is_listed_by_no_command_until_check_repair_recomputes_it(cli, db_path):
    """A car's `legal` 'false' (a hand edit, another program): `list` showed the car as legal
    (SQLAlchemy's Boolean read any text as True), exit 0; only `check` named it."""
    assert cli("list")[0] == 0
    con = sqlite3.connect(db_path)
    with con:
        con.execute("UPDATE vehicle SET legal = 'false' WHERE name = 'Dogmeat'")
    con.close()
    named = "car 'Dogmeat': legal: must be true or false, not 'false'"
    for command in (["list"], ["list", "--json"], ["check"]):
        code, out, err = cli(*command)
        assert (code, out) == (2, "") and err.count("\n") == 1 and named in err, (command, err)
    assert cli("check", "--repair")[1].splitlines()[0] == "repaired car 'Dogmeat': legal 'false' -> true"
    code, out, _ = cli("list")
    assert code == 0 and next(line for line in out.splitlines() if line.startswith("Dogmeat")).endswith("yes")
