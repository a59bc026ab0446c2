"""Compile the rules engine's hot path (garage/compiled.py: MODULES) to C with mypyc, in place:
each module's .so beside its .py, one shared library garage/_core__mypyc.*.so, then the stamp
(garage/_core.json) that lets them run (garage.compiled.guard). Run by scripts/build-core, which
scripts/setup runs; nothing is done when the compiled modules are those of the source already.

Without mypyc (`pip install mypy`), a C compiler or Python's headers, or when the build fails,
it says so in one line and leaves no compiled module behind: Garage then runs its Python source.
Exit status 0 when the compiled modules are up to date, 1 when Garage runs pure.

  --force   build again even when up to date, every C file compiled again
  --clean   remove the compiled modules and the stamp (Garage runs pure)
"""

from __future__ import annotations

import importlib
import json
import os
import shutil
import subprocess
import sys
import sysconfig
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from garage import compiled  # noqa: E402  (the checkout's, as the editable install's)

WORK = ROOT / "build" / "core"  # mypyc's C and the objects: kept, so a rebuild compiles only what changed
LOG = WORK / "build.log"


def say(text: str) -> None:
    print(f"build-core: {text}", flush=True)


def clean() -> None:
    compiled.STAMP.unlink(missing_ok=True)
    for path in compiled.all_compiled_files():
        path.unlink()


def missing() -> str | None:
    """What this machine lacks to compile, or None."""
    try:
        import mypyc  # noqa: F401
        import setuptools  # noqa: F401
    except ImportError as exc:
        return f"no {exc.name} in this Python ({sys.executable}; pip install mypy setuptools)"
    compiler = (os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(compiler) is None:
        return f"no C compiler ({compiler}; Debian: apt-get install gcc)"
    headers = Path(sysconfig.get_paths()["include"]) / "Python.h"
    if not headers.exists():
        return f"no Python headers ({headers}; Debian: apt-get install python3-dev)"
    return None


def compile_in_place() -> None:
    """The child's work (its compiler lines go to the log)."""
    import setuptools  # before mypyc.build, which takes distutils from it (Python 3.12+)
    from setuptools.command.build_ext import build_ext

    mypycify = importlib.import_module("mypyc.build").mypycify

    os.chdir(ROOT)
    paths = [str(compiled.source(m).relative_to(ROOT)) for m in compiled.MODULES]
    # --no-warn-unused-configs: pyproject's mypy sections for modules not compiled here are no error.
    # gcc -O1: duels as fast as at mypyc's default -O3 (within the noise of alternating runs),
    # and the first build in 24 s instead of 38 (the rules call into Python's C API, which gcc's
    # harder work does not speed up)
    extensions = mypycify(["--no-warn-unused-configs", *paths], opt_level="1", multi_file=True,
                          group_name=compiled.GROUP, target_dir=str(WORK / "c"))
    for extension in extensions:  # a module's C file includes the group's header, written under garage/
        extension.include_dirs.append(str(WORK / "c" / "garage"))
    command = build_ext(setuptools.Distribution({"name": "garage-core", "ext_modules": extensions}))
    command.inplace = True
    command.build_temp = str(WORK / "objects")
    command.build_lib = str(WORK / "lib")  # then copied in place
    command.parallel = os.cpu_count() or 1
    command.force = "--force" in sys.argv  # else only a changed C file is compiled again
    command.ensure_finalized()
    command.run()


def main() -> int:
    if "--compile" in sys.argv:
        compile_in_place()
        return 0
    if "--clean" in sys.argv:
        clean()
        say("removed the compiled modules: Garage runs its Python source")
        return 1
    stamp = compiled.stamp()  # the sources as they are now: an edit during the build leaves it stale
    if "--force" not in sys.argv and compiled.build == "compiled":
        made = json.loads(compiled.STAMP.read_text(encoding="utf-8"))
        if made["seen"] != stamp["seen"] and made["sources"] == stamp["sources"]:
            # files touched but the same (a checkout): their times again, so that a start of
            # Garage checks them by their times, not by reading them all
            compiled.STAMP.write_text(json.dumps(stamp, indent=1) + "\n", encoding="utf-8")
        say("the compiled rules engine is up to date")
        return 0
    clean()
    lacking = missing()
    if lacking:
        say(f"not compiled, {lacking}: Garage runs its Python source (slower games and matchups)")
        return 1
    say(f"compiling the rules engine's {len(compiled.MODULES)} modules to C with mypyc (garage/compiled.py; "
        f"some 25-60 s the first time)")
    start = time.monotonic()
    WORK.mkdir(parents=True, exist_ok=True)
    with LOG.open("w") as log:
        done = subprocess.run([sys.executable, __file__, "--compile", *sys.argv[1:]], stdout=log,
                              stderr=subprocess.STDOUT)
    if done.returncode != 0 or len(compiled.compiled_files()) != len(compiled.MODULES) + 1:
        clean()
        lines = LOG.read_text(errors="replace").strip().splitlines()
        errors = [line for line in lines if "error" in line.lower()] or lines[-1:]
        say(f"not compiled ({errors[0] if errors else 'no output'}; all of it in {LOG.relative_to(ROOT)}): "
            f"Garage runs its Python source")
        return 1
    compiled.STAMP.write_text(json.dumps(stamp, indent=1) + "\n", encoding="utf-8")
    say(f"compiled in {time.monotonic() - start:.0f} s; GARAGE_PURE=1 runs the Python source instead")
    return 0


if __name__ == "__main__":
    sys.exit(main())
