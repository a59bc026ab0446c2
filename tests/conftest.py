import os

# Every Qt test runs headless; set before any Qt import.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest
from hypothesis import settings

# Tests never assert wall-clock times: hypothesis's per-example deadline is one, and failed
# under load on a shared machine (test_distribution, DeadlineExceeded).
settings.register_profile("garage", deadline=None)
settings.load_profile("garage")

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def examples_dir() -> Path:
    return ROOT / "resources" / "examples"


@pytest.fixture
def example_paths(examples_dir) -> list[Path]:
    return sorted(examples_dir.glob("*.car.json"))
