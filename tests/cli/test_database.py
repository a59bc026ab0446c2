"""garage-cli check / backup / restore, and a damaged garage on the command line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from garage.cli.main import main

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def cli(db_path, capsys):
    def run(*args):
        code = main(["--db", str(db_path), *map(str, args)])
        out, err = capsys.readouterr()
        return code, out, err
    return run


def run_subprocess(*args, env_extra=None):
    env = {**os.environ, "PYTHONPATH": str(REPO), **(env_extra or {})}
    return subprocess.run([sys.executable, "-m", "garage.cli", *map(str, args)], capture_output=True, text=True,
                          cwd=REPO, env=env, timeout=60)


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
