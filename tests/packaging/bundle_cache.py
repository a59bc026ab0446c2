"""The bundle the packaging tests run, built once for every set of inputs: cached outside the
clone (GARAGE_TEST_CACHE, default ~/.cache/garage-tests) by a hash of everything it is made
from, so a run whose inputs match a cached bundle reuses it, and a file lock makes one build
serve every xdist worker (and every clone on the machine).

`python -m tests.packaging.bundle_cache` builds it (scripts/test starts that in the background
before the checks); the tests' fixture then finds it built, or waits on the lock for it.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

from filelock import FileLock

ROOT = Path(__file__).resolve().parents[2]
BUILD_TIMEOUT_S = 3600

# Everything the bundle is made from: the package, its data, the spec and desktop files, the
# build script, the project file (dependencies) and the licence it carries. (Not the README:
# the spec copies no package metadata.)
BUNDLE_INPUTS = ("garage", "resources", "packaging", "pyproject.toml", "scripts/bundle", "LICENSE")
KEEP_BUNDLES = 3  # other clones on the machine may be testing theirs
# scripts/test runs `--dist loadfile`: this file's tests share the worker that builds the bundle,
# the others keep on with the rest. (`loadgroup` does not group under pytest 9: xdist 3.8 sets
# an attribute pytest 9 no longer reads for the node id.)


def bundle_key() -> str:
    digest = hashlib.sha256()
    python = os.environ.get("PYTHON", "python3")
    version = subprocess.run([python, "-c", "import sys; print(sys.version)"], capture_output=True, text=True,
                             timeout=60).stdout
    digest.update(f"{python}\0{version}\0".encode())
    for name in BUNDLE_INPUTS:
        top = ROOT / name
        # not the compiled rules engine (scripts/build-core): gitignored, so never in the wheel
        files = [top] if top.is_file() else sorted(p for p in top.rglob("*") if p.is_file()
                                                   and "__pycache__" not in p.parts and p.suffix != ".pyc"
                                                   and not (p.suffix == ".so" or p.name == "_core.json"))
        for path in files:
            digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0")
            digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()[:20]


def cache_dir() -> Path:
    if os.environ.get("GARAGE_TEST_CACHE"):
        return Path(os.environ["GARAGE_TEST_CACHE"])
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "garage-tests"


def build() -> tuple[bool, Path, str]:
    """(whether it is built, its folder, the build's last line or its errors)."""
    cache = cache_dir()
    bundles = cache / "bundles"
    bundles.mkdir(parents=True, exist_ok=True)
    dist = bundles / bundle_key()
    built = dist / ".built"
    with FileLock(str(cache / "build.lock")):
        if not built.is_file():
            shutil.rmtree(dist, ignore_errors=True)
            env = dict(os.environ, GARAGE_BUNDLE_VENV=str(cache / "bundle-venv"))
            done = subprocess.run([str(ROOT / "scripts" / "bundle"), str(dist)], capture_output=True, text=True,
                                  timeout=BUILD_TIMEOUT_S, env=env)
            if done.returncode != 0:
                return False, dist, done.stdout[-2000:] + done.stderr[-4000:]
            built.write_text(done.stdout.splitlines()[-1] + "\n", encoding="utf-8")
        built.touch()  # the newest used are kept
        for old in sorted(bundles.iterdir(), key=lambda p: (p / ".built").stat().st_mtime
                          if (p / ".built").is_file() else 0, reverse=True)[KEEP_BUNDLES:]:
            shutil.rmtree(old, ignore_errors=True)
        return True, dist, built.read_text(encoding="utf-8").strip()


if __name__ == "__main__":
    ok, folder, said = build()
    print(folder if ok else said)
    sys.exit(0 if ok else 1)
