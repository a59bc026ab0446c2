"""The tests' own layout (DESIGN.md): each test file tests the module it mirrors, or proves a
capability across modules from a `scenarios/` folder; tests/packaging tests packaging/."""

from __future__ import annotations

from tests import ROOT


def test_every_test_file_mirrors_a_module_or_is_a_scenario():
    modules = {p.relative_to(ROOT / "garage").with_suffix("") for p in (ROOT / "garage").rglob("*.py")}
    strays = []
    for test in sorted((ROOT / "tests").rglob("test_*.py")):
        place = test.relative_to(ROOT / "tests")
        if place.parts[0] == "packaging" or "scenarios" in place.parts[:-1]:
            continue
        module = place.with_name(place.stem.removeprefix("test_"))
        if module not in modules and module / "__init__" not in modules:
            strays.append(str(place))
    assert strays == [], "test files that mirror no module of garage/ (move them, or into a scenarios/ folder)"
