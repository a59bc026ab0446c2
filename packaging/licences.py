"""The bundle's licence folder: every component's licence text, as scripts/bundle builds it.

    python packaging/licences.py DIST/garage      (with the bundle's virtualenv's Python)

Writes DIST/garage/licenses/: for each Python distribution the bundle runs (garage's
dependencies with the postgres extra, followed from its metadata) the licence files its wheel
carries; Qt, PySide6 and shiboken6 (whose wheels carry none) LGPL-3.0 with the GPL-3.0 it
builds on, and where their source is; Python's own licence; and for every shared library
PyInstaller copied from the system (libGL is not one of them: see packaging/README.md) the
copyright file of the Debian package it came from. README.txt lists them all. Exits 1,
naming them, when a library or a distribution has no licence found, so none is left out.
"""

from __future__ import annotations

import importlib.metadata as metadata
import re
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

TOP = "garage-car-combat"
EXTRAS = ("postgres",)
QT_DISTRIBUTIONS = ("pyside6-essentials", "pyside6-addons", "shiboken6")
LICENCE_FILE = re.compile(r"(LICEN[CS]E|COPYING|NOTICE|AUTHORS)", re.IGNORECASE)
COMMON = Path("/usr/share/common-licenses")
QT_SOURCE = ("Qt and Qt for Python (PySide6, shiboken6) {version}, used under the GNU Lesser General Public\n"
             "License version 3 (below; it adds its permissions to the GNU GPL version 3, after it).\n"
             "Their source: https://download.qt.io/official_releases/QtForPython/ and\n"
             "https://code.qt.io/cgit/pyside/pyside-setup.git/ (tag v{version}); Qt's own at\n"
             "https://download.qt.io/official_releases/qt/. The bundle holds them as unmodified\n"
             "shared libraries in _internal/, which you may replace with your own builds.\n\n")


def runtime_distributions() -> list[metadata.Distribution]:
    """garage and what it needs at run time, following each requirement's markers and extras."""
    seen: dict[str, metadata.Distribution] = {}
    todo = [(TOP, set(EXTRAS))]
    while todo:
        name, extras = todo.pop()
        key = canonicalize_name(name)
        if key in seen:
            continue
        dist = metadata.distribution(name)
        seen[key] = dist
        for text in dist.requires or []:
            requirement = Requirement(text)
            environments = [{"extra": e} for e in extras] or [{"extra": ""}]
            if requirement.marker and not any(requirement.marker.evaluate(env) for env in environments):
                continue
            todo.append((requirement.name, set(requirement.extras)))
    return [seen[k] for k in sorted(seen)]


def wheel_licences(dist: metadata.Distribution) -> list[Path]:
    found = []
    for file in dist.files or []:
        parts = file.parts
        if parts and parts[0].endswith(".dist-info") and LICENCE_FILE.search(file.name):
            found.append(Path(str(dist.locate_file(file))))
    return found


def system_library_origin(name: str) -> Path | None:
    """Where PyInstaller found a library that is in no wheel: the system's library folders."""
    folders = [sysconfig.get_config_var("LIBDIR") or "", "/lib/x86_64-linux-gnu", "/usr/lib/x86_64-linux-gnu",
               "/lib/aarch64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/lib64", "/usr/lib64", "/lib", "/usr/lib"]
    for folder in folders:
        if folder and (Path(folder) / name).exists():
            return Path(folder) / name
    return None


def debian_packages(paths: list[Path]) -> dict[Path, str]:
    """The Debian package of each path, in one dpkg call (merged /usr: dpkg may know a library
    under /lib or /usr/lib, and by its link's name or its file's)."""
    names: dict[str, Path] = {}
    for path in paths:
        for text in (str(path), str(path.resolve())):
            names[text] = path
            names[text.removeprefix("/usr") if text.startswith("/usr/") else "/usr" + text] = path
    if not names:
        return {}
    done = subprocess.run(["dpkg", "-S", *sorted(names)], capture_output=True, text=True, check=False)
    found: dict[Path, str] = {}
    for line in done.stdout.splitlines():
        package, _, listed = line.partition(": ")
        if listed in names and "," not in package:
            found.setdefault(names[listed], package.split(":")[0].strip())
    return found


def main(bundle: Path) -> int:
    out = bundle / "licenses"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    index: list[str] = []
    missing: list[str] = []
    owned: set[str] = set()  # file names the venv's distributions hold (their libraries included)
    for dist in metadata.distributions():
        owned.update(Path(str(f)).name for f in dist.files or [])

    qt_version = ""
    for dist in runtime_distributions():
        name, version = dist.metadata["Name"], dist.version
        key = canonicalize_name(name)
        licence = dist.metadata.get("License-Expression") or dist.metadata.get("License") or ""
        if key in QT_DISTRIBUTIONS:
            qt_version = version
            index.append(f"{name} {version}: {licence.splitlines()[0] if licence else 'LGPL-3.0-only'} -> Qt/")
            continue
        files = wheel_licences(dist)
        if not files:
            missing.append(f"{name} {version} (its wheel has no licence file)")
            continue
        folder = out / name
        folder.mkdir()
        for file in files:
            shutil.copy(file, folder / file.name)
        index.append(f"{name} {version}: {licence.splitlines()[0] if licence else 'see the files'} -> {name}/")

    qt = out / "Qt"
    qt.mkdir()
    if not (COMMON / "LGPL-3").is_file():
        missing.append(f"Qt/PySide6: no {COMMON}/LGPL-3 to copy (build on Debian or Ubuntu)")
    else:
        (qt / "LGPL-3.0.txt").write_text(QT_SOURCE.format(version=qt_version) + (COMMON / "LGPL-3").read_text(),
                                         encoding="utf-8")
        shutil.copy(COMMON / "GPL-3", qt / "GPL-3.0.txt")

    python_licence = Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt"
    if not python_licence.is_file():
        python_licence = Path(f"/usr/share/doc/python{sys.version_info[0]}.{sys.version_info[1]}/copyright")
    if python_licence.is_file():
        (out / "Python").mkdir()
        shutil.copy(python_licence, out / "Python" / "LICENSE.txt")
        index.append(f"Python {sys.version.split()[0]}: PSF-2.0 -> Python/")
    else:
        missing.append("Python (no LICENSE.txt beside its standard library)")

    origins: dict[Path, Path] = {}
    for library in sorted((bundle / "_internal").rglob("*.so*")):
        if not library.is_file() or library.name in owned or "lib-dynload" in library.parts:
            continue  # a wheel's, or Python's own extension modules (Python/)
        origin = system_library_origin(library.name)
        if origin is not None and origin.resolve().is_relative_to(Path(sys.base_prefix).resolve()):
            continue  # libpython, from Python's own installation: its licence is Python/'s
        if origin is None:
            missing.append(f"{library.relative_to(bundle)} (from no wheel, and not in the system's library folders)")
        else:
            origins[library] = origin
    package_of = debian_packages(sorted(set(origins.values())))
    packages: dict[str, list[str]] = {}
    for library, origin in origins.items():
        if origin not in package_of:
            missing.append(f"{library.relative_to(bundle)} ({origin} is in no Debian package)")
        else:
            packages.setdefault(package_of[origin], []).append(library.name)
    system = out / "system-libraries"
    system.mkdir()
    for package, libraries in sorted(packages.items()):
        copyright_file = Path("/usr/share/doc") / package / "copyright"
        if not copyright_file.is_file():
            missing.append(f"{package} ({', '.join(libraries)}): no {copyright_file}")
            continue
        shutil.copy(copyright_file, system / f"{package}.copyright")
        index.append(f"Debian package {package} ({', '.join(sorted(set(libraries)))}) -> "
                     f"system-libraries/{package}.copyright")

    fonts = bundle / "_internal" / "garage" / "resources" / "fonts"
    index.append("Fonts DejaVu Sans and Droid Sans Fallback: their licences are in "
                 f"{fonts.relative_to(bundle)}/ (and LICENSE)")
    (out / "README.txt").write_text(
        "The licences of what this Garage folder holds. Garage itself: ../LICENSE (MIT).\n\n"
        + "\n".join(index) + "\n", encoding="utf-8")
    for line in missing:
        print(f"licences: no licence for {line}", file=sys.stderr)
    print(f"licences: {len(index)} components in {out}")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
