"""The sdist and the wheel as a packager and pip make them (hatchling's PEP 517 hooks, in this
virtualenv instead of an isolated one, so no download): the sdist carries the source without
the screenshots or a garage a run left in the checkout, and a wheel built from that sdist
carries the generated man pages, completions and icons as data files, the project's metadata
and, where this machine compiles (mypyc, a C compiler), the compiled rules engine, which the
installed wheel runs and which plays as the checkout's Python source does.

The wheel is built once for every set of inputs and cached with the bundle made from it
(tests/packaging/bundle_cache.py: its build compiles, some 30-60 s)."""

from __future__ import annotations

import email
import importlib.machinery
import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

from garage import compiled
from tests import ROOT
from tests.packaging import bundle_cache, load_script, played

# What a run in the checkout may leave beside the tracked files (.gitignore ignores only those at
# the top): a garage, its journal and its backups folder, a damaged file moved aside.
LEFT_BEHIND = ("tests/club.sqlite", "tests/club.sqlite-wal", "tests/backups/club-20261201-101126-679663-daily.sqlite",
               "docs/club.sqlite.damaged-20261201-101126")


@pytest.fixture(scope="module")
def sdist(tmp_path_factory) -> Path:
    files = bundle_cache.checkout_files()
    if files is None:
        pytest.skip("not a git checkout: the sdist is built from one")
    checkout = tmp_path_factory.mktemp("checkout")
    for name in files:
        (checkout / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, checkout / name)
    for name in LEFT_BEHIND:
        (checkout / name).parent.mkdir(parents=True, exist_ok=True)
        (checkout / name).write_bytes(b"SQLite format 3\0")
    made, said = bundle_cache.backend("build_sdist", checkout, tmp_path_factory.mktemp("sdist"))
    assert made is not None, said
    return made


@pytest.fixture(scope="module")
def wheel() -> Path:
    """Built from an sdist of the checkout (cached: bundle_cache.wheel)."""
    built, made, said = bundle_cache.wheel()
    if not built and said.startswith("not a git checkout"):
        pytest.skip(said)
    assert built, said
    print(said)  # the build's time and whether it compiled, for -s
    return made


@pytest.fixture
def can_compile() -> None:
    lacking = load_script("compile_core").missing()
    if lacking:
        pytest.skip(f"this machine does not compile the rules engine, so neither does the wheel's build: {lacking}")


def test_what_the_compile_lacks_is_found_without_importing_it(monkeypatch):
    """The wheel's build and the tests ask whether mypyc and setuptools are there: found, not
    imported (setuptools' import hooks distutils into the process that asks), and the one
    missing named."""
    code = ("import sys; sys.path.insert(0, 'packaging'); import compile_core; compile_core.missing(); "
            "print(sorted(m for m in ('mypyc', 'setuptools') if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stdout.strip() == "[]", done.stdout + done.stderr
    compile_core = load_script("compile_core")
    found = compile_core.importlib.util.find_spec
    monkeypatch.setattr(compile_core.importlib.util, "find_spec", lambda name: None if name == "mypyc" else found(name))
    assert compile_core.missing().startswith("no mypyc in this Python")


@pytest.fixture(scope="module")
def installed(wheel, tmp_path_factory) -> Path:
    """The wheel installed (pip, no dependencies: this virtualenv has them) into a folder of its own."""
    target = tmp_path_factory.mktemp("installed")
    done = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-index", "--target",
                           str(target), str(wheel)], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    return target


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


def test_the_wheel_carries_the_compiled_rules_engine_as_a_platform_wheel(can_compile, wheel):
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        (tags,) = [n for n in names if n.endswith(".dist-info/WHEEL")]
        metadata = email.message_from_bytes(archive.read(tags))
    suffix = importlib.machinery.EXTENSION_SUFFIXES[0]
    for module in (*compiled.MODULES, compiled.GROUP + "__mypyc"):
        assert module.replace(".", "/") + suffix in names, module
    assert "garage/_core.json" in names  # the stamp the guard reads
    assert metadata["Root-Is-Purelib"] == "false"
    (tag,) = metadata.get_all("Tag")
    python = f"cp{sys.version_info.major}{sys.version_info.minor}"
    assert tag.startswith(f"{python}-{python}-") and not tag.endswith("-any")
    assert wheel.name.endswith(f"-{tag}.whl")


def test_the_installed_wheel_runs_the_compiled_engine_and_plays_as_the_source(can_compile, installed, tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith("GARAGE_")}
    env.update(PYTHONPATH=str(installed), HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"))
    cli = [sys.executable, "-m", "garage.cli"]
    where = played.said([sys.executable, "-c", "import garage; print(garage.__file__)"], env, tmp_path)
    assert Path(where.strip()) == installed / "garage" / "__init__.py"  # the wheel's garage, not the checkout's
    assert played.said(cli, env, tmp_path, "--version").strip().endswith(f"({played.COMPILED})")

    source, source_env = played.checkout(tmp_path)
    assert played.said(source, source_env, tmp_path, "--version").strip().endswith("GARAGE_PURE is set)")
    log, codes = played.first_turn(cli, env, tmp_path / "wheel")
    assert (log, codes) == played.first_turn(source, source_env, tmp_path / "source")
    assert codes.count(0) >= 5 and log.count(b"\n") == codes.count(0)  # the game was played, each action logged
    assert played.said(cli, env, tmp_path, *played.MATCHUP) == played.said(source, source_env, tmp_path,
                                                                          *played.MATCHUP)


@pytest.fixture(scope="module")
def unpacked(sdist, tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("unpacked")
    with tarfile.open(sdist) as archive:
        archive.extractall(folder, filter="data")
    (source,) = folder.iterdir()
    return source


def hatchling(source: Path, code: str, *args: str, **env: str) -> subprocess.CompletedProcess:
    """hatchling's PEP 517 hooks called in this Python on `source`, with `env` added."""
    return subprocess.run([sys.executable, "-c", "import hatchling.build as b, sys; " + code, *args], cwd=source,
                          env={**os.environ, **env}, capture_output=True, text=True, timeout=600)


@pytest.mark.parametrize(("env", "why"), [({"CC": "/nowhere/cc"}, "no C compiler (/nowhere/cc"),
                                          ({"GARAGE_COMPILE_CORE": "0"}, "GARAGE_COMPILE_CORE=0")])
def test_a_wheel_built_without_a_c_compiler_is_pure_and_says_why_in_one_line(unpacked, tmp_path, env, why):
    done = hatchling(unpacked, "print(b.build_wheel(sys.argv[1]))", str(tmp_path), **env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split()[-1].endswith("-py3-none-any.whl")
    said = [line for line in (done.stdout + done.stderr).splitlines() if line.startswith("garage:")]
    assert len(said) == 1 and why in said[0] and "pure Python" in said[0], said
    with zipfile.ZipFile(tmp_path / done.stdout.split()[-1]) as archive:
        assert not [n for n in archive.namelist() if n.endswith((".so", ".pyd")) or n == "garage/_core.json"]


def test_the_wheel_asks_for_mypy_to_build_unless_told_to_stay_pure(unpacked):
    code = "print(*b.get_requires_for_build_wheel(), sep='\\n')"
    asked = hatchling(unpacked, code).stdout.splitlines()
    assert {"mypy>=1.10", "setuptools>=65"} <= set(asked) and any(r.lower().startswith("pyside6") for r in asked)
    pure = hatchling(unpacked, code, GARAGE_COMPILE_CORE="0").stdout.splitlines()
    assert not [r for r in pure if r.startswith(("mypy", "setuptools"))] and pure
    editable = hatchling(unpacked, "print(*b.get_requires_for_build_editable(), sep='\\n')").stdout.split()
    assert not [r for r in editable if r.startswith("mypy")]
