"""packaging/requirements.lock (written by scripts/lock.py, installed by scripts/bundle): one
version and hash for every distribution, within pyproject.toml's ranges."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[2]
LOCK = ROOT / "packaging" / "requirements.lock"


def pins() -> dict[str, tuple[str, list[str]]]:
    """normalised name -> (version, hashes)."""
    text = LOCK.read_text(encoding="utf-8").replace("\\\n", " ")
    found = {}
    for line in text.splitlines():
        if line.strip() and not line.startswith("#"):
            match = re.fullmatch(r"([A-Za-z0-9._-]+)==(\S+)((?:\s+--hash=sha256:[0-9a-f]{64})+)\s*", line)
            assert match, f"not a pinned, hashed line: {line!r}"
            found[canonicalize_name(match[1])] = (match[2], re.findall(r"[0-9a-f]{64}", match[3]))
    return found


def test_every_dependency_and_the_postgres_extra_is_pinned_within_pyprojects_range():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    locked = pins()
    wanted = [Requirement(r) for r in project["dependencies"] + project["optional-dependencies"]["postgres"]]
    for requirement in wanted:
        name = canonicalize_name(requirement.name)
        assert name in locked, f"{requirement} is not in {LOCK.name}: run scripts/lock.py"
        assert requirement.specifier.contains(locked[name][0], prereleases=True), (
            f"{LOCK.name} pins {name}=={locked[name][0]}, outside pyproject.toml's {requirement}: run scripts/lock.py")
        for extra in requirement.extras:  # psycopg[binary] -> psycopg-binary
            assert canonicalize_name(f"{requirement.name}-{extra}") in locked
    assert "pyinstaller" in locked and "garage-car-combat" not in locked  # the build tool; garage is the checkout


def test_scripts_bundle_installs_the_lock_with_hashes_required():
    bundle = (ROOT / "scripts" / "bundle").read_text(encoding="utf-8")
    assert "--require-hashes -r packaging/requirements.lock" in bundle
    assert "--no-deps" in bundle  # garage itself, on top, adding nothing unpinned
