from __future__ import annotations

import pytest

from garage.resources import resource
from garage.storage import open_garage


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "garage.sqlite"


@pytest.fixture
def db_url(db_path):
    return f"sqlite:///{db_path}"


@pytest.fixture
def garage(db_url):
    with open_garage(db_url) as g:
        yield g


@pytest.fixture
def examples():
    return sorted(resource("examples").glob("*.car.json"))


@pytest.fixture(autouse=True)
def no_real_garage(tmp_path, monkeypatch):
    """No test may touch the player's own garage: the default location points into tmp."""
    monkeypatch.delenv("GARAGE_DB", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
