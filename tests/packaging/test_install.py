"""packaging/install, the bundle's installer, on a stand-in bundle folder (its two commands
stubs, its share/ as scripts/bundle lays it out): the launcher starts this folder's garage by
its absolute path, quoted when the path needs it, and --uninstall takes everything out."""

from __future__ import annotations

import configparser
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.packaging.test_metadata import COMPONENT, PACKAGING

ROOT = PACKAGING.parent


@pytest.fixture
def folder(tmp_path) -> Path:
    """A bundle folder as scripts/bundle leaves it, where a player put it (a space in its path)."""
    here = tmp_path / "My Games" / "garage"
    for name in ("garage", "garage-cli"):
        program = here / name
        program.parent.mkdir(parents=True, exist_ok=True)
        program.write_text(f"#!/bin/sh\necho {name}\n")
        program.chmod(0o755)
    shutil.copy(PACKAGING / "install", here / "install")
    share = here / "share"
    icon = ROOT / "resources" / "icons" / "garage.svg"
    for source, target in ((PACKAGING / f"{COMPONENT}.desktop", f"applications/{COMPONENT}.desktop"),
                           (icon, f"icons/hicolor/scalable/apps/{COMPONENT}.svg"),
                           (PACKAGING / f"{COMPONENT}.metainfo.xml", f"metainfo/{COMPONENT}.metainfo.xml"),
                           (PACKAGING / "garage-mime.xml", "mime/packages/garage.xml")):
        (share / target).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(source, share / target)
    return here


def install(folder: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(["sh", str(folder / "install"), *args], capture_output=True, text=True, timeout=120,
                          env={"PATH": "/usr/bin:/bin", "HOME": str(folder.parent)})


def test_install_writes_the_absolute_path_quoted_then_uninstall_removes_it_all(folder, tmp_path):
    prefix = tmp_path / "prefix"
    done = install(folder, str(prefix))
    assert done.returncode == 0, done.stderr
    launcher = prefix / "share" / "applications" / f"{COMPONENT}.desktop"
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read(launcher, encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Exec"] == f'"{folder}/garage" %F' and entry["TryExec"] == f"{folder}/garage"
    if shutil.which("desktop-file-validate"):
        checked = subprocess.run(["desktop-file-validate", str(launcher)], capture_output=True, text=True)
        assert (checked.returncode, checked.stdout) == (0, ""), checked.stdout
    assert (prefix / "bin" / "garage").resolve() == folder / "garage"
    assert f"{folder}/install --uninstall {prefix}" in done.stdout

    removed = install(folder, "--uninstall", str(prefix))
    assert removed.returncode == 0, removed.stderr
    # Nothing of Garage's is left; the desktop's caches its tools rebuilt (without it) may be.
    left = [p for p in prefix.rglob("*") if (p.is_file() or p.is_symlink()) and not p.name.endswith(".cache")
            and ("mime" not in p.parts or p.name == "garage.xml")]
    assert left == []
    assert (folder / "garage").is_file()


def test_uninstall_leaves_another_installations_garage_alone(folder, tmp_path):
    prefix = tmp_path / "prefix"
    (prefix / "bin").mkdir(parents=True)
    (prefix / "bin" / "garage").symlink_to("/opt/someone-elses/garage")
    assert install(folder, "--uninstall", str(prefix)).returncode == 0
    assert (prefix / "bin" / "garage").is_symlink()
