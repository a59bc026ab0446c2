"""The rules engine's hot path compiled to C (mypyc) beside its Python source, and the guard that
never lets compiled code older than its source run.

`scripts/build-core` compiles the modules of `MODULES` in place (garage/rules/.../x.py gets
x.cpython-*.so beside it, which Python imports before the .py) and then writes `STAMP`: the hash
of the sources it compiled. The wheel's build hook compiles the same into the wheel, stamp
included (packaging/compile_core.py does both builds), and the bundle carries the wheel's. The
source stays plain Python and the app runs the same without them (a wheel built where no C
compiler was, a machine with none): they are build products, never committed, and only ever
faster, never different (tests/test_compiled.py compares the logs).

`guard()` runs before any of these modules is imported: the package puts a finder first on
Python's import path as it is imported (`install`, garage/__init__.py), which calls it as the
first module of the rules package with a compiled file beside its .py is imported (and
`build`, read first, asks it too), so a program that imports none of them (the desktop app
until its window has listed the cars) spends nothing on it. When compiled modules are
present, it compares the stamp with the sources of the whole rules
package (the compiled modules, and the modules whose types they were compiled against: the
game's setup, the designs...), by each file's size and time and, when one differs, by
content; when the stamp is missing or differs (a source edited, a branch checked out, a build
cut short), or GARAGE_PURE is set, every module of the list is imported from its .py. All or
none: compiled modules call each other in C, so one stale module would run old code from the
others.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import sys
from collections.abc import Sequence
from importlib.machinery import ModuleSpec
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parent  # the garage package
# The duel's hot path (benchmarks/bench_play.py --profile), the game state's values it reads and
# copies (state.py: copied by their own `replaced`, as a dictionary pure and field by field
# compiled) and the matchup lab's table. Not a class Python code subclasses (garage/rules/ruleset.py's rule
# set), nor dice.py (an exception of a builtin mypyc cannot derive from: its SeededDice is seeded.py).
# A class of these modules cannot be subclassed outside them: Inputs is given an `answer` instead.
# A frozen dataclass here pickles through its __reduce__ (mypyc/mypyc#1213), writes out its
# __init__ where it is made often (dataclasses' own stays interpreted Python: Action, Request,
# DiceExpression, the state's), and has no ClassVar (compiled, dataclasses takes it for a field:
# Setup.ruleset is a property).
MODULES = (
    "garage.rules.play.action",
    "garage.rules.play.engine",
    "garage.rules.play.errors",
    "garage.rules.play.inputs",
    "garage.rules.play.log",
    "garage.rules.play.seeded",  # the seeded dice: every die of a game the app rolls
    "garage.rules.play.values",  # `changed`: every copy of a car or game state with some fields changed
    "garage.rules.dice_expression",  # the tables' dice, read and rolled at every damage roll
    "garage.rules.aa2.tables",
    "garage.rules.aa2.matchup",
    "garage.rules.aa2.play.actions",
    "garage.rules.aa2.play.allowed",
    "garage.rules.aa2.play.ambush",
    "garage.rules.aa2.play.setup",  # the setup's cars and scenario, asked by every step of the rules
    "garage.rules.aa2.play.autoplay",
    "garage.rules.aa2.play.combat",
    "garage.rules.aa2.play.correction",
    "garage.rules.aa2.play.damage",
    "garage.rules.aa2.play.defences",
    "garage.rules.aa2.play.movement",
    "garage.rules.aa2.play.reroll",
    "garage.rules.aa2.play.result",
    "garage.rules.aa2.play.state",
    "garage.rules.aa2.play.statuses",
    "garage.rules.aa2.play.step",
    "garage.rules.aa2.play.turn",
)
GROUP = "garage._core"  # the one shared library of them all: garage/_core__mypyc.<suffix>
STAMP = ROOT / "_core.json"  # what `stamp()` gave as the build began
SOURCES = ROOT / "rules"  # every .py here counts: the compiled modules and those they were typed against
PURE_VARIABLE = "GARAGE_PURE"  # set (to anything but "" or "0"): the source, even when compiled

# What `guard` found: "compiled", or "pure" with why (no compiled modules, stale, GARAGE_PURE);
# read before `guard` has run, it runs it (__getattr__).
build: str
_decided = False


def source(module: str) -> Path:
    return ROOT.parent.joinpath(*module.split(".")).with_suffix(".py")


def sources() -> list[str]:
    """Every .py of the rules package (os.walk and os.stat: every start of Garage pays for them)."""
    found: list[str] = []
    for folder, folders, files in os.walk(SOURCES):
        folders[:] = [name for name in folders if name != "__pycache__"]
        found.extend(os.path.join(folder, name) for name in files if name.endswith(".py"))
    return sorted(found)


def _name(path: str) -> str:
    return path[len(str(ROOT)) + 1:].replace(os.sep, "/")


def sources_hash(files: Sequence[str]) -> str:
    """One sha256 of the list of modules compiled and of the sources' names and contents."""
    from garage.digest import sha256  # when a source's size or time differs from the stamp's

    digest = sha256("\0".join(MODULES).encode() + b"\1")
    for path in files:
        digest.update(_name(path).encode() + b"\0" + Path(path).read_bytes() + b"\1")
    return digest.hexdigest()


def _seen(files: Sequence[str]) -> dict[str, list[int]]:
    """Each source's size and modification time: the quick check, the content hash the sure one."""
    seen = {}
    for path in files:
        status = os.stat(path)
        seen[_name(path)] = [status.st_size, status.st_mtime_ns]
    return seen


def compiled_files() -> list[Path]:
    """The compiled modules present (and the shared library), for this interpreter."""
    suffix = importlib.machinery.EXTENSION_SUFFIXES[0]
    paths = [source(m).with_suffix(suffix) for m in (*MODULES, GROUP + "__mypyc")]
    return [p for p in paths if p.exists()]


def all_compiled_files() -> list[Path]:
    """Every compiled file in the package, of any build (what a new build removes first)."""
    return sorted({path for suffix in importlib.machinery.EXTENSION_SUFFIXES for path in ROOT.rglob("*" + suffix)})


def stamp() -> dict[str, Any]:
    """What a build is made from: this Python, the list of modules, the sources (hashed, and
    each one's size and time)."""
    files = sources()
    return {"python": sys.implementation.cache_tag or "", "modules": list(MODULES),
            "sources": sources_hash(files), "seen": _seen(files)}


def fresh(made: Any) -> bool:
    """Whether a build's stamp is that of the sources as they are: each file's size and time as
    they were (as Python trusts its own .pyc files, and to the nanosecond), or else their content."""
    if not isinstance(made, dict) or made.get("python") != (sys.implementation.cache_tag or ""):
        return False
    if made.get("modules") != list(MODULES):
        return False
    files = sources()
    return made.get("seen") == _seen(files) or made.get("sources") == sources_hash(files)


def described() -> str:
    """The build in a few words, for `garage-cli --version`."""
    current = guard()  # decided now if no compiled module was imported yet
    if current == "compiled":
        return "rules engine compiled to C"
    why = current.removeprefix("pure").strip().removeprefix("(").removesuffix(")")
    return "rules engine in pure Python" + (f": {why}" if why else "")


class _Source:
    """Imports every module of garage that has a compiled file beside its .py from the .py (the
    modules of the list, and any a build of an older list left)."""

    def find_spec(self, name: str, path: Sequence[str] | None = None,
                  target: ModuleType | None = None) -> ModuleSpec | None:
        if not name.startswith("garage."):
            return None
        file = source(name)
        if not any(file.with_suffix(suffix).exists() for suffix in importlib.machinery.EXTENSION_SUFFIXES):
            return None  # a package, or a module with nothing compiled beside it: found as always
        return importlib.util.spec_from_file_location(name, file)


class _Guard:
    """First on Python's import path: runs `guard` as the first module of the rules package with
    a compiled file beside its .py (or the modules' shared library) is about to be imported,
    then finds it as the guard decided; nothing after that."""

    def find_spec(self, name: str, path: Sequence[str] | None = None,
                  target: ModuleType | None = None) -> ModuleSpec | None:
        if _decided or not (name.startswith("garage.rules.") or name == GROUP + "__mypyc"):
            return None
        if name not in _WATCHED and not any(os.path.exists(f"{_base(name)}{suffix}")
                                            for suffix in importlib.machinery.EXTENSION_SUFFIXES):
            return None  # a module with nothing compiled beside it (most of the rules package)
        guard()
        # _Source, if the guard put it first, comes after this finder for this one import.
        for finder in sys.meta_path:
            if isinstance(finder, _Source):
                return finder.find_spec(name, path, target)
        return None


_WATCHED = frozenset((*MODULES, GROUP + "__mypyc"))


def _base(module: str) -> str:
    return os.path.join(str(ROOT.parent), *module.split("."))


def install() -> None:
    """Have `guard` run before the first compiled module is imported (once per process)."""
    if not _decided and not any(isinstance(finder, _Guard) for finder in sys.meta_path):
        sys.meta_path.insert(0, _Guard())


def __getattr__(name: str) -> str:
    if name == "build":
        return guard()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def guard() -> str:
    """Decide once, before any of the modules is imported, whether they run compiled."""
    global build, _decided
    if _decided:
        return build
    _decided = True
    if not compiled_files():
        build = "pure"
        return build
    if getattr(sys, "frozen", False):
        # A bundle (PyInstaller, packaging/garage.spec) holds the compiled modules without their
        # source, nothing to check them against nor to run instead: they were frozen together
        # with the rest of garage from one installed wheel, whose build compiled them from the
        # sources it carried (packaging/hatch_build.py). GARAGE_PURE is for a checkout or a wheel.
        build = "compiled"
        return build
    if os.environ.get(PURE_VARIABLE, "") not in ("", "0"):
        why = f"pure ({PURE_VARIABLE} is set)"
    else:
        import json

        try:
            current = fresh(json.loads(STAMP.read_text(encoding="utf-8")))
        except (OSError, ValueError):  # no stamp (a build cut short), or no source to read
            current = False
        if current and len(compiled_files()) == len(MODULES) + 1:
            build = "compiled"
            return build
        why = "pure (the compiled modules are not those of the source: scripts/build-core makes them again)"
    if not any(isinstance(finder, _Source) for finder in sys.meta_path):
        sys.meta_path.insert(0, _Source())
    build = why
    return build
