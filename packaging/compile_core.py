"""The rules engine's hot path (garage/compiled.py: MODULES) compiled to C with mypyc: one .so
per module and one shared library garage/_core__mypyc.*.so, then the stamp (garage/_core.json)
that lets them run (garage.compiled.guard). Shared by the two builds that make them:

- scripts/build_core.py (scripts/build-core), in place in a checkout, each .so beside its .py;
- the wheel's build hook (packaging/hatch_build.py), into a folder of its own that the wheel
  then carries under garage/ (the source tree is left as it was).

`missing()` says what the machine lacks to compile; `build()` compiles in a child Python
(`python packaging/compile_core.py compile ...`) whose compiler lines go to a log, and gives the first
error line when it failed. Standard library only at import: the hook loads this file by path
from the source tree it builds, in a build environment that may have no mypy.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.machinery
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path
from typing import Any


def missing() -> str | None:
    """What this machine lacks to compile, or None."""
    # Found, not imported: setuptools' import hooks distutils into the asking process (a test's).
    for needed in ("mypyc", "setuptools"):
        if importlib.util.find_spec(needed) is None:
            return f"no {needed} in this Python ({sys.executable}; pip install mypy setuptools)"
    compiler = (os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(compiler) is None:
        return f"no C compiler ({compiler}; Debian: apt-get install gcc)"
    headers = Path(sysconfig.get_paths()["include"]) / "Python.h"
    if not headers.exists():
        return f"no Python headers ({headers}; Debian: apt-get install python3-dev)"
    return None


def build(root: Path, work: Path, *, inplace: bool, force: bool = False) -> str | None:
    """Compile the modules of the source tree `root` (its garage/compiled.py), their C and
    objects under `work`: in place (each .so beside its .py, the stamp garage/_core.json), or
    else under work/lib/garage/ (every file the wheel carries there, stamp included). None when
    done, else why not in one line (all of the compiler's output in work/build.log)."""
    work.mkdir(parents=True, exist_ok=True)
    log = work / "build.log"
    command = [sys.executable, __file__, "compile", str(root), str(work)]
    command += ["--inplace"] * inplace + ["--force"] * force
    with log.open("w") as out:
        done = subprocess.run(command, stdout=out, stderr=subprocess.STDOUT, cwd=root)
    if done.returncode == 0:
        return None
    lines = log.read_text(errors="replace").strip().splitlines()
    errors = [line for line in lines if "error" in line.lower()] or lines[-1:]
    return errors[0] if errors else "no output"


def _compile(root: Path, work: Path, inplace: bool, force: bool) -> None:
    """The child's work: mypyc's C, compiled by setuptools' build_ext, then the stamp."""
    sys.path.insert(0, str(root))
    from garage import compiled  # the source tree's own list and stamp

    if Path(compiled.__file__).resolve() != (root / "garage" / "compiled.py").resolve():
        raise SystemExit(f"error: garage was imported from {compiled.__file__}, not from {root}")
    stamp: dict[str, Any] = compiled.stamp()  # the sources as the build begins: an edit during it leaves it stale
    import setuptools  # before mypyc.build, which takes distutils from it (Python 3.12+)
    from setuptools.command.build_ext import build_ext

    mypycify = importlib.import_module("mypyc.build").mypycify
    paths = [str(compiled.source(m).relative_to(root)) for m in compiled.MODULES]
    # --no-warn-unused-configs: pyproject's mypy sections for modules not compiled here are no error.
    # gcc -O1: duels as fast as at mypyc's default -O3 (within the noise of alternating runs),
    # and the first build in 24 s instead of 38 (the rules call into Python's C API, which gcc's
    # harder work does not speed up). Out of place, mypy's cache stays in `work` too.
    options = ["--no-warn-unused-configs"] + ([] if inplace else ["--cache-dir", str(work / "mypy-cache")])
    extensions = mypycify([*options, *paths], opt_level="1", multi_file=True, group_name=compiled.GROUP,
                          target_dir=str(work / "c"))
    for extension in extensions:  # a module's C file includes the group's header, written under garage/
        extension.include_dirs.append(str(work / "c" / "garage"))
        if not inplace and os.name == "posix":
            # Python's own -g: 1.6 MB of the wheel's 5.1 would be debugging data no player reads
            # (gcc and clang: the last -g wins; the code is the same).
            extension.extra_compile_args.append("-g0")
    command = build_ext(setuptools.Distribution({"name": "garage-core", "ext_modules": extensions}))
    command.inplace = inplace
    command.build_temp = str(work / "objects")
    command.build_lib = str(work / "lib")  # in place: then copied beside the sources
    command.parallel = os.cpu_count() or 1
    command.force = force  # else only a changed C file is compiled again
    command.ensure_finalized()
    command.run()

    package = root / "garage" if inplace else work / "lib" / "garage"
    suffix = importlib.machinery.EXTENSION_SUFFIXES[0]
    made = [package.joinpath(*module.split(".")[1:]).with_suffix(suffix)
            for module in (*compiled.MODULES, compiled.GROUP + "__mypyc")]
    lacking = [path.name for path in made if not path.is_file()]
    if lacking:
        raise SystemExit(f"error: the build made no {', '.join(lacking)}")
    if not inplace:
        # An installed wheel's files have the times of their install: its guard checks the sources by content.
        stamp["seen"] = {}
    (package / compiled.STAMP.name).write_text(json.dumps(stamp, indent=1) + "\n", encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(prog="compile_core.py", description="Compile the rules engine (build()'s child).")
    sub = parser.add_subparsers(dest="step", required=True)
    step = sub.add_parser("compile")
    step.add_argument("root", type=Path)
    step.add_argument("work", type=Path)
    step.add_argument("--inplace", action="store_true")
    step.add_argument("--force", action="store_true")
    args = parser.parse_args()
    _compile(args.root.resolve(), args.work.resolve(), args.inplace, args.force)
    return 0


if __name__ == "__main__":
    sys.exit(main())
