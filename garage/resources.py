"""Where the shipped data lives: `resources/` in a checkout, `garage/resources` in a wheel."""

from __future__ import annotations

from functools import cache
from pathlib import Path


@cache
def resource_dir() -> Path:
    here = Path(__file__).resolve().parent
    for candidate in (here / "resources", here.parent / "resources"):
        if (candidate / "rules").is_dir():
            return candidate
    raise FileNotFoundError(f"Garage's resources folder is missing (looked beside {here})")


def resource(*parts: str) -> Path:
    return resource_dir().joinpath(*parts)
