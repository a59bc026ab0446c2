import os

# Every Qt test runs headless; set before any Qt import.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def examples_dir() -> Path:
    return ROOT / "resources" / "examples"


@pytest.fixture
def example_paths(examples_dir) -> list[Path]:
    return sorted(examples_dir.glob("*.car.json"))
