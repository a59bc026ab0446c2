import os

# Every Qt test runs headless; set before any Qt import.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import functools
from pathlib import Path

import pytest
from hypothesis import settings
from hypothesis.database import DirectoryBasedExampleDatabase
from pytestqt.qtbot import QtBot

ROOT = Path(__file__).resolve().parent.parent

# Tests never assert wall-clock times: hypothesis's per-example deadline is one, and failed
# under load on a shared machine (test_distribution, DeadlineExceeded). Each xdist worker
# keeps its own example database, so two workers never write one folder at once.
WORKER = os.environ.get("PYTEST_XDIST_WORKER", "main")
settings.register_profile("garage", deadline=None,
                          database=DirectoryBasedExampleDatabase(ROOT / ".hypothesis" / "examples" / WORKER))
settings.load_profile("garage")

# Every qtbot wait in the suite waits for a condition (a signal, a window made active, a
# predicate), never for a time; how long it may take on a loaded machine is no test's
# business. So no bound is shorter than this one: a wait that passes returns as soon as its
# condition holds, only a failing one waits this long. (pytest-qt's default is 5 s, and an
# expose or a layout took longer than that on the busy 2-core machine.)
WAIT_AT_LEAST_MS = 120_000


def _patient(wait):
    @functools.wraps(wait)
    def patient(self, *args, timeout=5000, **kwargs):
        if timeout is not None and timeout > 0:
            timeout = max(timeout, WAIT_AT_LEAST_MS)
        return wait(self, *args, timeout=timeout, **kwargs)
    return patient


for _name in ("waitActive", "waitExposed", "waitSignal", "waitSignals", "waitUntil", "waitCallback"):
    setattr(QtBot, _name, _patient(getattr(QtBot, _name)))


@pytest.fixture
def examples_dir() -> Path:
    return ROOT / "resources" / "examples"


@pytest.fixture
def example_paths(examples_dir) -> list[Path]:
    return sorted(examples_dir.glob("*.car.json"))


@pytest.fixture(autouse=True)
def own_user_data_folder(tmp_path, tmp_path_factory, monkeypatch):
    """Each test has its own user data folder (the default garage, the games folder), and so
    does every program it starts: parallel workers never share one, and no test touches the
    player's own. (Settings: tests/ui/conftest.py, and each launched app's XDG_CONFIG_HOME.)"""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    # The log (garage/logfile.py), every run writes: beside tmp_path, which tests find as they left it.
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path_factory.mktemp("xdg-state")))
    # The windows speak English whatever the machine's language (garage/ui/translations.py).
    monkeypatch.setenv("GARAGE_LANGUAGE", "en")
