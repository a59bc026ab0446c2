"""The wheel and the bundle the packaging tests run, each built once for every set of inputs:
cached outside the clone (GARAGE_TEST_CACHE, default ~/.cache/garage-tests) by a hash of
everything it is made from, so a run whose inputs match a cached one reuses it, and a file lock
makes one build serve every xdist worker (and every clone on the machine).

The wheel is built as a packager builds it, from an sdist of the checkout (hatchling's PEP 517
hooks in this Python, which has mypy: its build compiles the rules engine, some 30-60 s); the
bundle is made from that wheel (scripts/bundle, GARAGE_BUNDLE_WHEEL), so the engine is
compiled once for both.

`python -m tests.packaging.bundle_cache` builds them (scripts/test starts that in the background
before the checks); the tests' fixtures then find them built, or wait on the lock for them.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

from filelock import FileLock

ROOT = Path(__file__).resolve().parents[2]
BUILD_TIMEOUT_S = 3600

# Everything the bundle is made from: the package, its data, the spec and desktop files, the
# build script, the project file (dependencies) and the licence it carries. (Not the README:
# the spec copies no package metadata.)
BUNDLE_INPUTS = ("garage", "resources", "packaging", "pyproject.toml", "scripts/bundle", "LICENSE")
# The wheel's: the same but for scripts/bundle, and with the README (its long description).
WHEEL_INPUTS = ("garage", "resources", "packaging", "pyproject.toml", "README.md", "LICENSE")
KEEP_BUNDLES = 3  # other clones on the machine may be testing theirs
# scripts/test runs `--dist loadfile`: this file's tests share the worker that builds the bundle,
# the others keep on with the rest. (`loadgroup` does not group under pytest 9: xdist 3.8 sets
# an attribute pytest 9 no longer reads for the node id.)


def bundle_python() -> tuple[str, str]:
    """The Python the bundle is built with (scripts/bundle's PYTHON) and its sys.version."""
    python = os.environ.get("PYTHON", "python3")
    version = subprocess.run([python, "-c", "import sys; print(sys.version)"], capture_output=True, text=True,
                             timeout=60).stdout
    return python, version


def bundle_key() -> str:
    python, version = bundle_python()
    return inputs_key(f"{python}\0{version}\0", BUNDLE_INPUTS)


def wheel_key() -> str:
    return inputs_key(f"{sys.version}\0", WHEEL_INPUTS)


def inputs_key(start: str, inputs: tuple[str, ...]) -> str:
    digest = hashlib.sha256(start.encode())
    for name in inputs:
        top = ROOT / name
        # not the compiled rules engine (scripts/build-core): gitignored, so never in the wheel
        files = [top] if top.is_file() else sorted(p for p in top.rglob("*") if p.is_file()
                                                   and "__pycache__" not in p.parts and p.suffix != ".pyc"
                                                   and not (p.suffix == ".so" or p.name == "_core.json"))
        for path in files:
            if path == ROOT / "packaging" / "README.md":  # in neither the wheel nor the bundle
                continue
            digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0")
            digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()[:20]


def cache_dir() -> Path:
    if os.environ.get("GARAGE_TEST_CACHE"):
        return Path(os.environ["GARAGE_TEST_CACHE"])
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "garage-tests"


def checkout_files() -> list[str] | None:
    """Tracked and untracked but not ignored: what hatchling takes from a working tree (None
    when this is no git checkout)."""
    done = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                          capture_output=True, timeout=60)
    if done.returncode != 0:
        return None
    return [name for name in done.stdout.decode().split("\0") if name and (ROOT / name).is_file()]


def backend(step: str, source: Path, out: Path) -> tuple[Path | None, str]:
    """hatchling's PEP 517 `step` run on the tree `source` in this Python: (what it made, or
    None, and what it said)."""
    code = f"import hatchling.build as b, sys; print(b.{step}(sys.argv[1]))"
    done = subprocess.run([sys.executable, "-c", code, str(out)], cwd=source, capture_output=True, text=True,
                          timeout=BUILD_TIMEOUT_S)
    if done.returncode != 0:
        return None, done.stdout[-2000:] + done.stderr[-4000:]
    return out / done.stdout.split()[-1], done.stdout + done.stderr


def slot(kind: str, key: str) -> tuple[Path, Path]:
    """The cache's folder for the build of `kind` ("wheels", "bundles") keyed `key`, and the
    mark its build leaves in it once whole (`.built`)."""
    folder = cache_dir() / kind / key
    folder.parent.mkdir(parents=True, exist_ok=True)
    return folder, folder / ".built"


def keep_newest(used: Path) -> None:
    """`used` (a build's `.built` mark) marked as the newest used, and only the KEEP_BUNDLES
    newest used builds of its kind kept."""
    used.touch()
    kind = used.parent.parent
    for old in sorted(kind.iterdir(), key=lambda p: (p / ".built").stat().st_mtime
                      if (p / ".built").is_file() else 0, reverse=True)[KEEP_BUNDLES:]:
        shutil.rmtree(old, ignore_errors=True)


def wheel() -> tuple[bool, Path, str]:
    """(whether it is built, the wheel, what its build said or its errors): from an sdist of the
    checkout as it is, built in a folder away from it."""
    folder, built = slot("wheels", wheel_key())
    with FileLock(str(cache_dir() / "wheel.lock")):
        if not built.is_file():
            shutil.rmtree(folder, ignore_errors=True)
            files = checkout_files()
            if files is None:
                return False, folder, "not a git checkout: the sdist is built from one"
            work = folder / "work"
            for name in files:
                (work / "checkout" / name).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(ROOT / name, work / "checkout" / name)
            (work / "sdist").mkdir()
            sdist, said = backend("build_sdist", work / "checkout", work / "sdist")
            if sdist is None:
                return False, folder, said
            with tarfile.open(sdist) as archive:
                archive.extractall(work / "unpacked", filter="data")
            (source,) = (work / "unpacked").iterdir()
            start = time.monotonic()
            made, said = backend("build_wheel", source, folder)
            if made is None:
                return False, folder, said
            shutil.rmtree(work)
            lines = [line for line in said.splitlines() if line.startswith("garage:")]
            built.write_text(json.dumps({"wheel": made.name, "said": lines, "seconds": round(time.monotonic() - start)})
                             + "\n", encoding="utf-8")
        keep_newest(built)
        made = json.loads(built.read_text(encoding="utf-8"))
        return True, folder / made["wheel"], f"{made['wheel']} built in {made['seconds']} s: {' '.join(made['said'])}"


def build() -> tuple[bool, Path, str]:
    """(whether it is built, its folder, the build's last line or its errors)."""
    cache = cache_dir()
    dist, built = slot("bundles", bundle_key())
    with FileLock(str(cache / "build.lock")):
        if not built.is_file():
            shutil.rmtree(dist, ignore_errors=True)
            env = dict(os.environ, GARAGE_BUNDLE_VENV=str(cache / "bundle-venv"))
            _, version = bundle_python()
            if version.split()[0].split(".")[:2] == sys.version.split()[0].split(".")[:2]:
                made, wheel_file, said = wheel()  # a wheel for this Python is one for the bundle's
                if not made:
                    return False, dist, said
                env["GARAGE_BUNDLE_WHEEL"] = str(wheel_file)
            done = subprocess.run([str(ROOT / "scripts" / "bundle"), str(dist)], capture_output=True, text=True,
                                  timeout=BUILD_TIMEOUT_S, env=env)
            if done.returncode != 0:
                return False, dist, done.stdout[-2000:] + done.stderr[-4000:]
            built.write_text(done.stdout.splitlines()[-1] + "\n", encoding="utf-8")
        keep_newest(built)
        return True, dist, built.read_text(encoding="utf-8").strip()


if __name__ == "__main__":
    ok, folder, said = wheel()
    print(folder if ok else said)
    ok, folder, said = build()
    print(folder if ok else said)
    sys.exit(0 if ok else 1)
