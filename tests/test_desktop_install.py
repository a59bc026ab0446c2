"""garage/desktop_install.py: the desktop files a pip install puts in the user's XDG data folder,
the launcher naming this installation's garage by its absolute path."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest

from garage import desktop_install

ROOT = Path(__file__).resolve().parents[1]


def entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


@pytest.fixture
def program(tmp_path) -> Path:
    program = tmp_path / "venv" / "bin" / "garage"
    program.parent.mkdir(parents=True)
    program.write_text("#!/bin/sh\n")
    program.chmod(0o755)
    return program


def test_install_puts_the_launcher_icon_metainfo_and_file_type_in_xdg_data_home(tmp_path, monkeypatch, program):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    written = desktop_install.install(program)
    data = tmp_path / "data"
    component = desktop_install.COMPONENT
    assert sorted(p.relative_to(data).as_posix() for p in written) == sorted([
        f"applications/{component}.desktop", f"icons/hicolor/scalable/apps/{component}.svg",
        f"metainfo/{component}.metainfo.xml", "mime/packages/garage.xml"])
    launcher = entry(data / "applications" / f"{component}.desktop")
    assert launcher["Exec"] == f"{program} %F" and launcher["TryExec"] == str(program)
    assert launcher["Icon"] == component
    if shutil.which("desktop-file-validate"):
        checked = subprocess.run(["desktop-file-validate", str(data / "applications" / f"{component}.desktop")],
                                 capture_output=True, text=True)
        assert checked.returncode == 0 and checked.stdout == "", checked.stdout
    if shutil.which("update-mime-database"):  # the file type is registered, the cache updated
        assert "application/x-axles-and-alloys-vehicle+json" in (data / "mime" / "globs2").read_text()

    assert sorted(desktop_install.uninstall()) == sorted(written)
    assert not any(p.exists() for p in written)
    assert desktop_install.uninstall() == []  # twice: nothing left, nothing to do


def test_a_path_with_spaces_and_quotes_is_quoted_in_exec():
    template = "[Desktop Entry]\nTryExec=garage\nExec=garage %F\n"
    text = desktop_install.launcher(template, Path('/opt/my "games"/garage'))
    assert 'Exec="/opt/my \\\\"games\\\\"/garage" %F' in text.splitlines()
    assert 'TryExec=/opt/my "games"/garage' in text.splitlines()


def test_without_xdg_data_home_it_is_the_home_folders_local_share(monkeypatch, tmp_path):
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    assert desktop_install.data_home() == tmp_path / ".local" / "share"
    monkeypatch.setenv("XDG_DATA_HOME", "relative/ignored")  # the spec: only an absolute path counts
    assert desktop_install.data_home() == tmp_path / ".local" / "share"


def test_the_wheel_carries_the_files_where_the_installed_package_looks_for_them():
    wheel = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["hatch"]["build"]["targets"]["wheel"]
    carried = {target: ROOT / source for source, target in wheel["force-include"].items()}
    for placed in desktop_install.files():
        if placed.source.is_relative_to(ROOT / "packaging"):
            assert carried[f"garage/resources/desktop/{placed.source.name}"] == placed.source
        assert placed.source.is_file()
