"""The README's first command (set up and launch) must work as written, not only the test one."""

import re
import subprocess

from tests import ROOT


def test_readme_opens_with_the_two_commands():
    commands = re.findall(r"^(scripts/\w+)", (ROOT / "README.md").read_text(), re.M)
    assert commands[:2] == ["scripts/run", "scripts/test"]
    assert "scripts/test" in (ROOT / ".ci" / "run").read_text()


def _stamps() -> dict[str, int]:
    return {p.name: p.stat().st_mtime_ns for p in (ROOT / ".venv").glob(".garage-installed*")}


def test_scripts_run_sets_up_and_launches(tmp_path):
    # The test command set up .venv with the test extras, a superset of the app's: launching
    # must use it as it is, never reinstall the project into the checkout's environment.
    before = _stamps()
    # --version makes the launched app print and exit instead of opening a window.
    proc = subprocess.run(["bash", str(ROOT / "scripts" / "run"), "--version"], capture_output=True,
                          text=True, cwd=tmp_path, timeout=600)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("garage ")
    assert _stamps() == before
