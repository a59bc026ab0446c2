"""The copies of the rules texts the app ships (Help) against the project's shared originals."""

from __future__ import annotations

from pathlib import Path

import pytest

from garage.resources import resource

CHECKOUT = Path(__file__).resolve().parent.parent


def shared_rules() -> Path | None:
    """`../shared/rules` beside the checkout (a worktree sits one folder deeper)."""
    for folder in CHECKOUT.parents:
        if (folder / "shared" / "rules" / "RULINGS.md").is_file():
            return folder / "shared" / "rules"
    return None


@pytest.mark.parametrize("name", ["RULINGS.md", "axles-and-alloys-ii-playtest-2010.txt"])
def test_help_ships_the_shared_rules_as_they_stand(name):
    shared = shared_rules()
    if shared is None:
        pytest.skip("no ../shared/rules beside this checkout to compare the shipped copies with")
    assert resource("help", name).read_bytes() == (shared / name).read_bytes(), (
        f"resources/help/{name} differs from {shared / name}: copy it over")
