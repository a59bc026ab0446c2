"""scripts/setup (behind scripts/run and scripts/test) on a stand-in checkout: the real script
beside a tiny project with its own in-tree build backend and no dependencies, installed with
no index (nothing downloaded), so what is tested is the script's own work: its steps said, a
half-made .venv repaired."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROJECT = """[build-system]
requires = []
build-backend = "backend"
backend-path = ["."]

[project]
name = "standin"
version = "1"
dependencies = [{deps}]
"""

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="scripts/setup is for Linux")


@pytest.fixture
def checkout(tmp_path) -> Path:
    (tmp_path / "scripts").mkdir()
    shutil.copy(ROOT / "scripts" / "setup", tmp_path / "scripts" / "setup")
    shutil.copy(Path(__file__).with_name("standin_backend.py"), tmp_path / "backend.py")
    (tmp_path / "standin").mkdir()
    (tmp_path / "standin" / "__init__.py").write_text("")
    (tmp_path / "pyproject.toml").write_text(PROJECT.format(deps=""))
    return tmp_path


def setup(checkout: Path) -> subprocess.CompletedProcess:
    # No index: pip finds only what the venv has (its pip) and the backend needs nothing else.
    env = dict(os.environ, PIP_NO_INDEX="1", PYTHON=sys.executable)
    env.pop("VIRTUAL_ENV", None)
    return subprocess.run(["bash", str(checkout / "scripts" / "setup")], cwd=checkout, env=env,
                          capture_output=True, text=True, timeout=300)


def works(checkout: Path) -> bool:
    venv_python = checkout / ".venv" / "bin" / "python"
    return subprocess.run([str(venv_python), "-c", "import standin, pip"], capture_output=True,
                          cwd="/").returncode == 0


def test_a_first_setup_says_each_step_and_leaves_a_working_venv(checkout):
    done = setup(checkout)
    assert done.returncode == 0, done.stdout + done.stderr
    steps = [line for line in done.stdout.splitlines() if line.startswith("setup: ")]
    assert any("making the virtual environment" in s for s in steps), done.stdout
    assert any("installing Garage" in s for s in steps) and steps[-1] == "setup: done: .venv is ready"
    assert works(checkout) and (checkout / ".venv" / ".garage-installed").is_file()
    again = setup(checkout)  # set up already: nothing to do, quickly said
    assert again.returncode == 0 and "installing" not in again.stdout and "repairing" not in again.stdout


def test_a_venv_made_without_pip_is_made_again(checkout):
    # What `python3 -m venv` leaves when Debian's python3-venv is missing: a venv with no pip.
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(checkout / ".venv")], check=True)
    done = setup(checkout)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "setup: repairing .venv (it has no pip)" in done.stdout
    assert works(checkout)


def test_an_install_that_failed_is_made_again_on_the_next_run(checkout):
    # A dependency that cannot be found: the install stops half-way, as an interrupted one does.
    (checkout / "pyproject.toml").write_text(PROJECT.format(deps='"no-such-distribution-anywhere"'))
    failed = setup(checkout)
    assert failed.returncode != 0 and "no-such-distribution-anywhere" in failed.stdout
    assert not (checkout / ".venv" / ".garage-installed").exists()
    (checkout / "pyproject.toml").write_text(PROJECT.format(deps=""))
    done = setup(checkout)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "setup: repairing .venv (its last install did not finish)" in done.stdout
    assert works(checkout) and (checkout / ".venv" / ".garage-installed").is_file()


def test_a_venv_whose_python_is_gone_is_made_again(checkout):
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(checkout / ".venv")], check=True)
    python = checkout / ".venv" / "bin" / "python"
    python.unlink()
    python.symlink_to(checkout / "a-python-since-uninstalled")
    done = setup(checkout)
    assert done.returncode == 0 and "setup: repairing .venv (its Python does not run)" in done.stdout
    assert works(checkout)


def test_the_app_setup_installs_no_test_tools_and_the_test_setup_installs_postgres():
    script = (ROOT / "scripts" / "setup").read_text()
    app_part, test_part = script.split('if [ -n "$extras" ]; then', 1)
    for tool in ("xvfb", "openbox", "poppler-utils", "zbar-tools", "postgresql"):
        assert tool not in app_part.split("debs=(", 1)[1], tool
        assert tool in test_part.split("fi", 1)[0], tool
    assert (ROOT / ".ci" / "run").read_text().strip().endswith("exec scripts/test")


def test_the_app_setup_tries_the_compilers_tools_once_and_then_compiles_each_time(checkout, monkeypatch):
    # The checkout's compile step (scripts/build-core); a C compiler (CC=true: one that exists)
    # and Python's headers, but no index to bring mypyc from: as a player offline.
    headers = Path(sysconfig.get_paths()["include"]) / "Python.h"
    if not headers.exists():
        pytest.skip(f"no Python headers ({headers}): scripts/test installs python3-dev")
    build_core = checkout / "scripts" / "build-core"
    build_core.write_text("#!/usr/bin/env bash\necho 'build-core: the stand-in compiled'\n")
    build_core.chmod(0o755)
    monkeypatch.setenv("CC", "true")
    first = setup(checkout)
    again = setup(checkout)
    assert first.returncode == 0, first.stdout + first.stderr
    steps = [line for line in first.stdout.splitlines() if line.startswith("setup: ")]
    assert "setup: installing mypyc (with mypy) and setuptools into .venv, to compile the rules engine" in steps
    assert any(s.startswith("setup: could not install them") for s in steps), first.stdout
    assert steps[-1] == "setup: the stand-in compiled"
    assert works(checkout) and not (checkout / ".venv" / ".garage-installing").exists()
    # Tried once: a launch offline does not wait for pip again, and still compiles.
    assert again.returncode == 0 and "installing" not in again.stdout, again.stdout
    assert again.stdout.splitlines()[-1] == "setup: the stand-in compiled"
