"""Garage in the desktop's menu for a `pip install`: the launcher, its icon, the AppStream
metainfo and the `*.car.json` file type, put in (or taken out of) the user's XDG data folder
(`$XDG_DATA_HOME`, else ~/.local/share) by `garage-cli desktop install|uninstall`.

The files are packaging/'s (in a wheel: garage/resources/desktop/), the launcher's `Exec=` and
`TryExec=` made the absolute path of this installation's `garage`, so the menu entry works
whether or not that folder is on PATH. Standard library only."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from garage.fileio import write_atomic
from garage.resources import resource, resource_dir

COMPONENT = "io.github.garage.garage"
MIME_FILE = "garage.xml"  # share/mime/packages/ (the bundle's ./install puts the same file there)


@dataclass(frozen=True)
class Placed:
    """One file of the desktop integration: where it comes from and where it goes under DATA."""

    source: Path
    target: str  # relative to the XDG data folder


def data_home() -> Path:
    """The user's XDG data folder, as the desktop reads it."""
    configured = os.environ.get("XDG_DATA_HOME", "")
    return Path(configured) if os.path.isabs(configured) else Path.home() / ".local" / "share"


def desktop_sources() -> Path:
    """The folder holding the launcher, the metainfo and the file type: in a wheel
    garage/resources/desktop/, in a checkout packaging/."""
    shipped = resource("desktop")
    return shipped if shipped.is_dir() else resource_dir().parent / "packaging"


def files() -> list[Placed]:
    here = desktop_sources()
    return [
        Placed(here / f"{COMPONENT}.desktop", f"applications/{COMPONENT}.desktop"),
        Placed(resource("icons", "garage.svg"), f"icons/hicolor/scalable/apps/{COMPONENT}.svg"),
        Placed(here / f"{COMPONENT}.metainfo.xml", f"metainfo/{COMPONENT}.metainfo.xml"),
        Placed(here / "garage-mime.xml", f"mime/packages/{MIME_FILE}"),
    ]


def launcher(template: str, program: Path) -> str:
    """The desktop entry with Exec= and TryExec= naming PROGRAM by its absolute path."""
    path = str(program)
    escaped = path.replace("\\", "\\\\")  # the desktop entry's own escape of a backslash
    if re.fullmatch(r"[\w/.+,:@%-]+", path):
        command = escaped
    else:  # the Exec key's quoting: inside double quotes, \ " ` $ take a backslash
        command = '"' + re.sub(r'([\\"`$])', r"\\\1", path).replace("\\", "\\\\") + '"'
    text = re.sub(r"^TryExec=.*$", lambda _: f"TryExec={escaped}", template, flags=re.M)
    return re.sub(r"^Exec=\S+", lambda _: f"Exec={command}", text, count=1, flags=re.M)


def garage_program() -> Path | None:
    """This installation's `garage` (the app's command): beside the Python that runs this, where
    pip puts a package's commands, or beside the running command."""
    import sys

    for folder in (Path(sys.executable).parent, Path(sys.argv[0]).absolute().parent):
        candidate = folder / "garage"
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return candidate.absolute()
    return None


def install(program: Path, data: Path | None = None) -> list[Path]:
    """Put the desktop files under DATA (default: the user's XDG data folder); return them."""
    data = data or data_home()
    written = []
    for placed in files():
        target = data / placed.target
        target.parent.mkdir(parents=True, exist_ok=True)
        payload = placed.source.read_bytes()
        if target.suffix == ".desktop":
            payload = launcher(payload.decode("utf-8"), program).encode("utf-8")
        write_atomic(target, payload)
        written.append(target)
    refresh(data)
    return written


def uninstall(data: Path | None = None) -> list[Path]:
    """Take the desktop files out of DATA again; return those that were there."""
    data = data or data_home()
    removed = []
    for placed in files():
        target = data / placed.target
        if target.is_file() or target.is_symlink():
            target.unlink()
            removed.append(target)
    refresh(data)
    return removed


def refresh(data: Path) -> None:
    """The desktop's caches of file types, launchers and icons, where their tools are installed
    (without them the desktop reads the files at the next login)."""
    for tool, args in (("update-mime-database", [str(data / "mime")]),
                       ("update-desktop-database", ["-q", str(data / "applications")]),
                       ("gtk-update-icon-cache", ["-q", "-t", str(data / "icons" / "hicolor")])):
        found = shutil.which(tool)
        if found and (data / args[-1]).is_dir():
            subprocess.run([found, *args], capture_output=True, check=False, timeout=60)
