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

import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "packaging"))

import compile_core as core  # noqa: E402  (packaging/compile_core.py: the build the wheel's hook runs too)

from garage import compiled  # noqa: E402  (the checkout's, as the editable install's)

WORK = ROOT / "build" / "core"  # mypyc's C and the objects: kept, so a rebuild compiles only what changed


def say(text: str) -> None:
    print(f"build-core: {text}", flush=True)


def clean() -> None:
    compiled.STAMP.unlink(missing_ok=True)
    for path in compiled.all_compiled_files():
        path.unlink()


def main() -> int:
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
    lacking = core.missing()
    if lacking:
        say(f"not compiled, {lacking}: Garage runs its Python source (slower games and matchups)")
        return 1
    say(f"compiling the rules engine's {len(compiled.MODULES)} modules to C with mypyc (garage/compiled.py; "
        f"some 25-60 s the first time)")
    start = time.monotonic()
    failed = core.build(ROOT, WORK, inplace=True, force="--force" in sys.argv)  # the stamp written last
    if failed or len(compiled.compiled_files()) != len(compiled.MODULES) + 1:
        clean()
        say(f"not compiled ({failed or 'files missing'}; all of it in {(WORK / 'build.log').relative_to(ROOT)}): "
            f"Garage runs its Python source")
        return 1
    say(f"compiled in {time.monotonic() - start:.0f} s; GARAGE_PURE=1 runs the Python source instead")
    return 0


if __name__ == "__main__":
    sys.exit(main())
