"""scripts/check_clean_install.py's own contract (the check itself runs as root in chroots,
from scripts/test wherever the machine allows): it reads the bundle's system needs from
packaging/README.md, and the test command, which .ci/run calls, runs it unless told not to."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def load_check():
    spec = importlib.util.spec_from_file_location("check_clean_install", ROOT / "scripts" / "check_clean_install.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_bundles_system_packages_are_the_ones_packaging_readme_lists():
    packages = load_check().bundle_packages()
    assert {"libgl1", "libegl1"} <= set(packages)
    assert all(p.replace("-", "").replace(".", "").replace("+", "").isalnum() for p in packages), packages


def test_the_test_command_runs_the_check_unless_told_not_to_and_ci_does_not_tell_it():
    test = (ROOT / "scripts" / "test").read_text(encoding="utf-8")
    assert '"${GARAGE_CHECK_CLEAN_INSTALL:-1}" != 0' in test and "scripts/check_clean_install.py" in test
    # before pytest, so that the runner's summary is the run's closing line
    assert test.index("scripts/check_clean_install.py") < test.index("-m pytest")
    assert "GARAGE_CHECK_CLEAN_INSTALL" not in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
