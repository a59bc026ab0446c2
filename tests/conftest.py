import os

# Every Qt test runs headless; set before any Qt import.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest
from hypothesis import settings

# No wall-clock deadline for any property test: a test never fails because the machine was
# busy (hypothesis's default of 200 ms per example failed test_distribution on a loaded box).
settings.register_profile("garage", deadline=None)
settings.load_profile("garage")

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def examples_dir() -> Path:
    return ROOT / "resources" / "examples"


@pytest.fixture
def example_paths(examples_dir) -> list[Path]:
    return sorted(examples_dir.glob("*.car.json"))
