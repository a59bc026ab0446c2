"""The sdist and the wheel as a packager and pip make them (hatchling's PEP 517 hooks, in this
virtualenv instead of an isolated one, so no download): the sdist carries the source without
the screenshots or a garage a run left in the checkout, and a wheel built from that sdist
carries the generated man pages, completions and icons as data files, and the project's
metadata."""

from __future__ import annotations

import email
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

from tests import ROOT

# What a run in the checkout may leave beside the tracked files (.gitignore ignores only those at
# the top): a garage, its journal and its backups folder, a damaged file moved aside.
LEFT_BEHIND = ("tests/club.sqlite", "tests/club.sqlite-wal", "tests/backups/club-20261201-101126-679663-daily.sqlite",
               "docs/club.sqlite.damaged-20261201-101126")


def checkout_files() -> list[str]:
    # Tracked and untracked but not ignored: what hatchling takes from a working tree.
    done = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                          capture_output=True, timeout=60)
    if done.returncode != 0:
        pytest.skip("not a git checkout: the sdist is built from one")
    return [name for name in done.stdout.decode().split("\0") if name and (ROOT / name).is_file()]


def backend(step: str, source: Path, out: Path) -> Path:
    code = f"import hatchling.build as b, sys; print(b.{step}(sys.argv[1]))"
    done = subprocess.run([sys.executable, "-c", code, str(out)], cwd=source, capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stderr
    return out / done.stdout.split()[-1]


@pytest.fixture(scope="module")
def sdist(tmp_path_factory) -> Path:
    checkout = tmp_path_factory.mktemp("checkout")
    for name in checkout_files():
        (checkout / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, checkout / name)
    for name in LEFT_BEHIND:
        (checkout / name).parent.mkdir(parents=True, exist_ok=True)
        (checkout / name).write_bytes(b"SQLite format 3\0")
    return backend("build_sdist", checkout, tmp_path_factory.mktemp("sdist"))


@pytest.fixture(scope="module")
def wheel(sdist, tmp_path_factory) -> Path:
    unpacked = tmp_path_factory.mktemp("unpacked")
    with tarfile.open(sdist) as archive:
        archive.extractall(unpacked, filter="data")
    (source,) = unpacked.iterdir()
    return backend("build_wheel", source, tmp_path_factory.mktemp("wheel"))


def test_the_sdist_has_the_source_without_screenshots_or_a_garage(sdist):
    with tarfile.open(sdist) as archive:
        names = [name.split("/", 1)[1] for name in archive.getnames() if "/" in name]
    assert not [name for name in names if name.startswith("docs/screenshots")]
    assert not [name for name in names if ".sqlite" in name or "/backups/" in f"/{name}"]
    for needed in ("pyproject.toml", "README.md", "LICENSE", "garage/__init__.py", "resources/icons/garage.svg",
                   "resources/rules", "packaging/hatch_build.py", "packaging/build.py", "packaging/cli_docs.py",
                   "packaging/icons.py", "tests/conftest.py", "docs/design.md"):
        assert any(name == needed or name.startswith(needed + "/") for name in names), needed
    assert sdist.stat().st_size < 6_000_000  # the fonts are most of it


def test_the_wheel_built_from_the_sdist_installs_man_pages_completions_and_icons(wheel):
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    data = next(n for n in names if ".data/data/" in n).split(".data/data/")[0] + ".data/data/"  # any dist name
    for prog in ("garage", "garage-cli"):
        for installed in (f"share/man/man1/{prog}.1", f"share/bash-completion/completions/{prog}",
                          f"share/zsh/site-functions/_{prog}", f"share/fish/vendor_completions.d/{prog}.fish"):
            assert data + installed in names
    for size in (16, 22, 24, 32, 48, 64, 128, 256, 512):
        icon = f"hicolor/{size}x{size}/apps/io.github.garage.garage.png"
        assert data + "share/icons/" + icon in names
        assert "garage/resources/icons/" + icon in names  # for the app and its desktop integration
    assert "garage/resources/icons/garage.svg" in names
    assert "garage/resources/translations/garage_de.qm" in names  # compiled from the .ts as it was built


def test_the_wheel_says_who_made_it_where_it_lives_and_what_it_is(wheel):
    with zipfile.ZipFile(wheel) as archive:
        (name,) = [n for n in archive.namelist() if n.endswith(".dist-info/METADATA")]
        metadata = email.message_from_bytes(archive.read(name))
    urls = dict(value.split(", ", 1) for value in metadata.get_all("Project-URL"))
    assert set(urls) >= {"Homepage", "Source", "Issues", "Documentation"}
    assert all(url.startswith("https://") for url in urls.values())
    assert metadata["Author"]
    assert "car combat" in metadata["Keywords"].split(",")
    classifiers = metadata.get_all("Classifier")
    for wanted in ("Operating System :: Microsoft :: Windows", "Operating System :: MacOS",
                   "Operating System :: POSIX :: Linux", "Intended Audience :: End Users/Desktop",
                   "Topic :: Games/Entertainment :: Board Games"):
        assert wanted in classifiers
