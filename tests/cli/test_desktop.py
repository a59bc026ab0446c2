"""`garage-cli desktop install|uninstall` as a pip user runs it: the installed garage-cli, the
desktop files in $XDG_DATA_HOME, the launcher starting the garage beside it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from garage.desktop_install import COMPONENT


def cli(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "data"), XDG_STATE_HOME=str(tmp_path / "state"))
    return subprocess.run([str(Path(sys.executable).parent / "garage-cli"), *args], env=env,
                          capture_output=True, text=True, timeout=120)


def test_desktop_install_then_uninstall(tmp_path):
    done = cli(tmp_path, "desktop", "install")
    assert done.returncode == 0, done.stderr
    launcher = tmp_path / "data" / "applications" / f"{COMPONENT}.desktop"
    garage = Path(sys.executable).parent / "garage"
    assert f"installed {launcher}" in done.stdout.splitlines()
    assert f"Exec={garage.absolute()} %F" in launcher.read_text().splitlines()
    assert (tmp_path / "data" / "icons" / "hicolor" / "scalable" / "apps" / f"{COMPONENT}.svg").is_file()
    gone = cli(tmp_path, "desktop", "uninstall")
    assert gone.returncode == 0 and f"removed {launcher}" in gone.stdout and not launcher.exists()


def test_a_program_that_is_not_there_is_one_line_exit_2(tmp_path):
    done = cli(tmp_path, "desktop", "install", "--program", str(tmp_path / "nowhere"))
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == f"garage-cli: {tmp_path / 'nowhere'}: --program: no such file\n"
    assert not (tmp_path / "data").exists()


def test_an_unwritable_data_folder_is_one_line_exit_2(tmp_path):
    (tmp_path / "data").write_text("a file where the folder should be")
    done = cli(tmp_path, "desktop", "install")
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "cannot be written" in done.stderr, done.stderr
