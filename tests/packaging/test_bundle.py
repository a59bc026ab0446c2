"""The one-folder bundle as a user gets it: scripts/bundle builds it (from its own virtualenv),
then its garage-cli and garage run on a fresh garage, from a folder away from the checkout,
with an environment that points nowhere near the checkout or the dev virtualenv. What they
print is compared with the checkout's own; the compiled rules engine it carries (from the wheel
it is made of, where this machine compiles) plays as the checkout's Python source.

The build is cached outside the clone by a hash of everything it is made from
(tests/packaging/bundle_cache.py); scripts/test starts it before the checks, so it is under
way while they and the other tests run.
GARAGE_TEST_BUNDLE=dist/garage tests a bundle built already instead.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from pypdf import PdfReader

from tests.packaging import bundle_cache, load_script, played
from tests.packaging.test_metadata import COMPONENT, desktop_entry, validate
from tests.storage.conftest import NO_SERVER, PG_ADMIN, drop_pg_database, fresh_pg_database

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "resources" / "examples"
GAME = EXAMPLES / "games" / "01-deathmatch.result.json"


@pytest.fixture(scope="session")
def bundle() -> Path:
    """Built by scripts/bundle (or taken from the cache), or GARAGE_TEST_BUNDLE: a folder built
    already (dist/garage)."""
    if os.environ.get("GARAGE_TEST_BUNDLE"):
        return Path(os.environ["GARAGE_TEST_BUNDLE"]).resolve()
    built, dist, log = bundle_cache.build()
    assert built, log
    print(log)  # the folder's size and the build's time, for -s
    return dist / "garage"


@pytest.fixture
def home(tmp_path) -> Path:
    """A user who has never run Garage: their data and settings folders are empty."""
    for folder in ("data", "config", "work"):
        (tmp_path / folder).mkdir()
    return tmp_path


def environment(home: Path) -> dict[str, str]:
    keep = {k: v for k, v in os.environ.items() if k in ("PATH", "LANG", "LC_ALL", "USER", "LOGNAME", "TMPDIR")}
    return dict(keep, HOME=str(home), XDG_DATA_HOME=str(home / "data"), XDG_CONFIG_HOME=str(home / "config"),
                QT_QPA_PLATFORM="offscreen")


def run(home: Path, program: Path | str, *args: str, timeout: float = 300) -> subprocess.CompletedProcess:
    done = subprocess.run([str(program), *map(str, args)], cwd=home / "work", env=environment(home),
                          capture_output=True, text=True, timeout=timeout)
    assert "Traceback" not in done.stderr, done.stderr
    return done


def checkout_cli(home: Path, *args: str) -> subprocess.CompletedProcess:
    """The same command from the checkout, to compare with."""
    env = dict(environment(home), PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "garage.cli", *map(str, args)], cwd=home / "work", env=env,
                          capture_output=True, text=True, timeout=300)


def test_the_bundled_cli_runs_a_players_session_on_a_fresh_garage(bundle, home):
    cli = bundle / "garage-cli"
    # First run: the default garage is created, with its migrations, and seeded with the examples.
    first = run(home, cli, "list", "--json")
    assert first.returncode == 0, first.stderr
    assert (home / "data" / "garage" / "garage.sqlite").is_file()
    assert len(json.loads(first.stdout)) == 6

    car = json.loads((EXAMPLES / "purple-haze.car.json").read_text(encoding="utf-8"))
    car["name"] = "Bundled Haze"
    (home / "work" / "bundled-haze.car.json").write_text(json.dumps(car), encoding="utf-8")
    validated = run(home, cli, "validate", "--json", "bundled-haze.car.json", *sorted(EXAMPLES.glob("*.car.json")))
    assert validated.returncode == 0 and validated.stdout == checkout_cli(
        home, "validate", "--json", "bundled-haze.car.json", *sorted(EXAMPLES.glob("*.car.json"))).stdout
    assert run(home, cli, "import", "bundled-haze.car.json").returncode == 0
    listed = run(home, cli, "list", "--json")
    assert "Bundled Haze" in [c["name"] for c in json.loads(listed.stdout)]
    assert listed.stdout == checkout_cli(home, "list", "--json").stdout  # the checkout reads the bundle's garage
    assert run(home, cli, "check").returncode == 0

    # Sheets: reportlab's barcode package draws each sheet's QR code.
    sheet = run(home, cli, "sheet", "Bundled Haze", "-o", "haze.pdf", "--driver", "Antihiro Protagonist")
    assert sheet.returncode == 0, sheet.stderr
    text = PdfReader(home / "work" / "haze.pdf").pages[0].extract_text()
    assert "Bundled Haze" in text and "Antihiro Protagonist" in text
    every = run(home, cli, "sheet", "--all", "-o", "all.pdf", "--per-page", "2", "--reference")
    assert every.returncode == 0 and len(PdfReader(home / "work" / "all.pdf").pages) >= 4

    assert run(home, cli, "campaign", "new", "Wasteland League").returncode == 0
    assert run(home, cli, "campaign", "record", "Wasteland League", GAME).returncode == 0
    standings = run(home, cli, "campaign", "standings", "Wasteland League", "--json")
    assert standings.returncode == 0
    assert standings.stdout == checkout_cli(home, "campaign", "standings", "Wasteland League", "--json").stdout
    speed = ("rules", "speed", "--max", "24", "--acc", "4", "--dec", "3", "--current", "22", "--json")
    assert run(home, cli, *speed).stdout == checkout_cli(home, *speed).stdout != ""

    (home / "work" / "junk.car.json").write_text("{not json", encoding="utf-8")
    bad = run(home, cli, "validate", "junk.car.json")
    assert bad.returncode == 2 and "junk.car.json" in bad.stderr and len(bad.stderr.strip().splitlines()) == 1


def test_the_bundled_app_opens_a_garage_its_help_and_a_sheet_preview_and_prints(bundle, home):
    db = home / "work" / "club.sqlite"
    done = run(home, bundle / "garage", "--db", db, "--self-test", "printed.pdf", EXAMPLES / "purple-haze.car.json")
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert lines[-1] == "self-test: passed"
    assert any(line.startswith("self-test: help shows the rules") for line in lines)
    assert len(PdfReader(home / "work" / "printed.pdf").pages) == 1
    names = [c["name"] for c in json.loads(run(home, bundle / "garage-cli", "--db", db, "list", "--json").stdout)]
    assert "Purple Haze 2" in names  # the command-line file, imported and saved


def test_the_bundle_reaches_postgresql(bundle, home):
    """libpq and psycopg are inside: a server that is not there is a one-line refusal, not a
    missing driver; with the test command's throwaway server the garage lives there."""
    nowhere = run(home, bundle / "garage-cli", "--db", "postgresql+psycopg://nobody@127.0.0.1:9/none", "list")
    assert nowhere.returncode == 2 and "127.0.0.1" in nowhere.stderr
    assert "module" not in nowhere.stderr and "plugin" not in nowhere.stderr, nowhere.stderr
    if not PG_ADMIN:
        pytest.skip(NO_SERVER)
    url = fresh_pg_database()
    try:
        cli = bundle / "garage-cli"
        listed = run(home, cli, "--db", url, "list", "--json")
        assert listed.returncode == 0, listed.stderr
        assert len(json.loads(listed.stdout)) == 6
        assert run(home, cli, "--db", url, "campaign", "new", "Club League").returncode == 0
        assert run(home, cli, "--db", url, "campaign", "record", "Club League", GAME).returncode == 0
        standings = run(home, cli, "--db", url, "campaign", "standings", "Club League", "--json")
        assert standings.returncode == 0 and json.loads(standings.stdout)["games"] == 1
    finally:
        drop_pg_database(url)


def test_the_bundle_installs_for_the_desktop_under_matching_names(bundle, home):
    prefix = home / "prefix"
    installed = run(home, bundle / "install", prefix)
    assert installed.returncode == 0, installed.stderr
    version = run(home, prefix / "bin" / "garage", "--version")
    assert version.returncode == 0 and version.stdout.startswith("garage ")
    assert run(home, prefix / "bin" / "garage-cli", "--version").returncode == 0
    share = prefix / "share"
    desktop = share / "applications" / f"{COMPONENT}.desktop"  # the AppStream id, as Flathub wants
    metainfo = share / "metainfo" / f"{COMPONENT}.metainfo.xml"
    validate(metainfo, desktop)
    entry = desktop_entry(desktop)
    # The menu starts this folder's garage by its absolute path: ~/.local/bin may not be on PATH yet.
    assert entry["Exec"] == f"{bundle.resolve() / 'garage'} %F" and entry["TryExec"] == str(bundle.resolve() / "garage")
    icon = share / "icons" / "hicolor" / "scalable" / "apps" / f"{entry['Icon']}.svg"
    assert icon.is_file() and (share / "mime" / "packages" / "garage.xml").is_file()
    assert (bundle / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")

    removed = run(home, bundle / "install", "--uninstall", prefix)
    assert removed.returncode == 0, removed.stderr
    assert not any(p.exists() or p.is_symlink() for p in (desktop, metainfo, icon, prefix / "bin" / "garage",
                                                           prefix / "bin" / "garage-cli"))
    assert (bundle / "garage").is_file()  # the folder itself stays


def test_the_bundle_carries_every_components_licence_and_no_unused_qt_translations(bundle):
    licences = bundle / "licenses"
    index = (licences / "README.txt").read_text(encoding="utf-8")
    for component in ("PySide6_Essentials", "shiboken6", "Python", "SQLAlchemy", "reportlab", "alembic", "sqlmodel",
                      "pydantic", "platformdirs", "psycopg"):
        assert f"\n{component} " in index, component
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in (licences / "Qt" / "LGPL-3.0.txt").read_text(encoding="utf-8")
    assert (licences / "SQLAlchemy" / "LICENSE").is_file() and (licences / "Python" / "LICENSE.txt").is_file()
    # The system libraries PyInstaller copied, each with its Debian package's copyright file.
    copied = sorted((licences / "system-libraries").glob("*.copyright"))
    assert copied and all(f"system-libraries/{c.name}" in index for c in copied)
    translations = bundle / "_internal" / "PySide6" / "Qt" / "translations"
    languages = {p.stem.split("_", 1)[1] for p in (ROOT / "resources" / "translations").glob("garage_*.*")}
    left = {p.name for p in translations.glob("*.qm")} if translations.is_dir() else set()
    assert left <= {f"qtbase_{lang}.qm" for lang in languages}  # the hook in packaging/garage.spec


def test_the_bundle_runs_the_compiled_engine_and_plays_as_the_source(bundle, home):
    lacking = load_script("compile_core").missing()
    if lacking:
        pytest.skip(f"this machine does not compile the rules engine, so neither does the bundle's wheel: {lacking}")
    cli = [str(bundle / "garage-cli")]
    env = environment(home)
    assert played.said(cli, env, home, "--version").strip().endswith(f"({played.COMPILED})")
    assert list((bundle / "_internal" / "garage").glob("_core__mypyc.*"))  # the shared library, beside the modules
    source, source_env = played.checkout(home)
    log, codes = played.first_turn(cli, env, home / "bundled")
    assert (log, codes) == played.first_turn(source, source_env, home / "source")
    assert codes.count(0) >= 5 and log.count(b"\n") == codes.count(0)
    assert played.said(cli, env, home, *played.MATCHUP) == played.said(source, source_env, home, *played.MATCHUP)
