"""garage/compiled.py: the rules engine compiled (scripts/build-core) runs only when it was made
from the source beside it, all of it or none, and plays exactly as the source does."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from garage import __version__ as garage_version
from garage import compiled

ROOT = Path(__file__).resolve().parents[1]
# What a program importing garage runs: the build the guard chose, and where two modules of the
# list came from (compiled modules call each other in C: one stale means none may run).
PROBE = ("import garage.compiled as c, garage.rules.play.engine as e, garage.rules.aa2.play.actions as a; "
         "print(c.build); print(Path(e.__file__).name); print(Path(a.__file__).name)")


def probe(path: Path, **env: str) -> list[str]:
    """The probe's lines, run in a fresh Python with `path` first on its path."""
    done = subprocess.run([sys.executable, "-c", "from pathlib import Path; " + PROBE], cwd=path,
                          env={**os.environ, "PYTHONPATH": str(path), **env}, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


@pytest.fixture
def built() -> None:
    if compiled.build != "compiled":
        pytest.skip(f"the rules engine is not compiled here (scripts/build-core): {compiled.build}")


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    """The garage package, compiled modules (if any) and stamp included, in a folder of its own."""
    shutil.copytree(ROOT / "garage", tmp_path / "garage", ignore=shutil.ignore_patterns("__pycache__"))
    return tmp_path


def test_compiled_runs_when_it_is_the_sources(built: None, copy: Path) -> None:
    build, engine, actions = probe(copy)
    assert build == "compiled"
    assert engine.endswith(".so") and actions.endswith(".so")


def test_a_source_edited_after_the_build_runs_every_module_pure(built: None, copy: Path) -> None:
    turn = copy / "garage" / "rules" / "aa2" / "play" / "turn.py"
    turn.write_text(turn.read_text(encoding="utf-8") + "\n# edited after the build\n", encoding="utf-8")
    build, engine, actions = probe(copy)
    assert build.startswith("pure (the compiled modules are not those of the source")
    assert (engine, actions) == ("engine.py", "actions.py")  # not only the module edited


def test_a_module_they_were_compiled_against_edited_runs_them_pure(built: None, copy: Path) -> None:
    """The game's setup is not compiled, but the compiled rules were typed against it."""
    setup = copy / "garage" / "rules" / "aa2" / "play" / "setup.py"
    setup.write_text(setup.read_text(encoding="utf-8").replace("    scale: int = 1  #", "    scale: float = 1  #"),
                     encoding="utf-8")
    assert probe(copy)[1:] == ["engine.py", "actions.py"]


def test_sources_touched_but_the_same_still_run_compiled(built: None, copy: Path) -> None:
    for path in (copy / "garage" / "rules").rglob("*.py"):
        os.utime(path, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns + 10**9))  # a checkout
    assert probe(copy)[0] == "compiled"


def test_no_stamp_runs_pure(built: None, copy: Path) -> None:
    (copy / "garage" / "_core.json").unlink()  # a build cut short before it stamped its modules
    assert probe(copy) == [("pure (the compiled modules are not those of the source: scripts/build-core makes "
                            "them again)"), "engine.py", "actions.py"]


def test_garage_pure_runs_the_source(built: None, copy: Path) -> None:
    assert probe(copy, GARAGE_PURE="1") == ["pure (GARAGE_PURE is set)", "engine.py", "actions.py"]
    assert probe(copy, GARAGE_PURE="0")[0] == "compiled"


def test_without_compiled_modules_the_source_runs_unguarded(copy: Path) -> None:
    for path in (copy / "garage").rglob("*.so"):
        path.unlink()
    (copy / "garage" / "_core.json").write_text('{"sources": "left from an old build"}')
    assert probe(copy) == ["pure", "engine.py", "actions.py"]


def test_compiled_and_pure_play_the_same_games(built: None) -> None:
    """The engine's fingerprint (benchmarks/engine_fingerprint.py --quick: duels, deathmatches,
    optional rules, requests, illegal actions, undo, replays, the matchup's counts), the same
    from both builds: compiled code that changed a number's type or an error's words would
    change the logs and the hash."""
    run = ("import runpy, sys; import garage.compiled as c; print(c.build); "
           "sys.argv = ['engine_fingerprint.py', '--quick']; "
           "runpy.run_path('benchmarks/engine_fingerprint.py', run_name='__main__')")
    outputs = {}
    for pure in ("0", "1"):
        done = subprocess.run([sys.executable, "-c", run], cwd=ROOT, env={**os.environ, "GARAGE_PURE": pure},
                              capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, done.stderr
        outputs[pure] = done.stdout.splitlines()
    assert outputs["0"][0] == "compiled" and outputs["1"][0] == "pure (GARAGE_PURE is set)"
    assert outputs["0"][1:] == outputs["1"][1:]


def test_the_guard_decides_as_the_first_compiled_module_is_imported(built: None, copy: Path) -> None:
    """Not as the package is imported: the desktop app lists the cars before it imports any of
    them, and spends nothing on the stamp until then (its stamp removed meanwhile: run pure)."""
    code = ("import os, garage, garage.rules.rulesets, garage.rules.design; os.remove('garage/_core.json'); "
            "import garage.rules.play.engine as e, garage.compiled as c; from pathlib import Path; "
            "print(Path(e.__file__).name); print(c.build)")
    done = subprocess.run([sys.executable, "-c", code], cwd=copy, env={**os.environ, "PYTHONPATH": str(copy)},
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0] == "engine.py"
    assert done.stdout.splitlines()[1].startswith("pure (the compiled modules are not those of the source")


def test_a_bundle_runs_the_compiled_modules_it_froze(built: None, copy: Path) -> None:
    """PyInstaller's bundle holds no source beside the compiled modules (nothing to check them
    against, nor to fall back on): frozen, the guard runs them as they are."""
    turn = copy / "garage" / "rules" / "aa2" / "play" / "turn.py"
    turn.write_text(turn.read_text(encoding="utf-8") + "\n# not what the bundle froze\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-c", "import sys; sys.frozen = True; from pathlib import Path; " + PROBE],
                          cwd=copy, env={**os.environ, "PYTHONPATH": str(copy)}, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0] == "compiled"
    assert probe(copy)[0].startswith("pure (the compiled modules are not those of the source")  # unfrozen


@pytest.mark.parametrize(("build", "said"), [
    ("compiled", "rules engine compiled to C"),
    ("pure", "rules engine in pure Python"),
    ("pure (GARAGE_PURE is set)", "rules engine in pure Python: GARAGE_PURE is set"),
])
def test_the_build_in_words(monkeypatch: pytest.MonkeyPatch, build: str, said: str) -> None:
    monkeypatch.setattr(compiled, "build", build)
    assert compiled.described() == said


def test_garage_cli_version_says_whether_the_engine_is_compiled(tmp_path: Path) -> None:
    """What a user who installed a wheel or a bundle can ask (the packaging tests ask theirs)."""
    for pure, said in (("1", "rules engine in pure Python: GARAGE_PURE is set"),
                       ("0", "rules engine compiled to C" if compiled.build == "compiled" else compiled.described())):
        done = subprocess.run([sys.executable, "-m", "garage.cli", "--version"], cwd=tmp_path,
                              env={**os.environ, "PYTHONPATH": str(ROOT), "GARAGE_PURE": pure, "HOME": str(tmp_path)},
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        assert done.stdout == f"garage-cli {garage_version} ({said})\n"
