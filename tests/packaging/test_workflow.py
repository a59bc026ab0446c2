""".github/workflows/platforms.yml, the Windows and macOS CI (GitHub's runners cannot be had
here, so it is read, not run): both runners test and build, and every build step it calls is
a step packaging/build.py has, with no shell script in the build path."""

from __future__ import annotations

import re

import pytest

from tests import ROOT
from tests.packaging import load_script

WORKFLOW = ROOT / ".github" / "workflows" / "platforms.yml"


def test_both_runners_test_then_build_with_build_py():
    text = WORKFLOW.read_text(encoding="utf-8")
    assert "\t" not in text
    assert text.count("os: [windows-latest, macos-latest]") == 2  # the tests, then the build
    assert "python -m pytest" in text and "needs: test" in text
    steps = re.findall(r"python packaging/build\.py (\w+)", text)
    assert steps == ["bundle", "smoke", "installer"]
    build = load_script("build")
    for step in steps:
        with pytest.raises(SystemExit) as done:
            build.main([step, "--help"])
        assert done.value.code == 0, step
    assert "shell: bash" not in text and "run: scripts/" not in text
