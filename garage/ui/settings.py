"""What Garage remembers between runs (QSettings): window layout, recent databases and the
last folder a file dialog was in."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

from garage.ui.operations import remembered_url

ORGANISATION = "Garage"
APPLICATION = "Garage"
RECENT_KEY = "recent/databases"
MAX_RECENT = 8
FOLDER_KEY = "files/last_folder"


def settings() -> QSettings:
    # An INI file on every platform, so QSettings.setPath can point tests at a folder.
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANISATION, APPLICATION)


def recent_databases() -> list[str]:
    value = settings().value(RECENT_KEY, [])
    if isinstance(value, str):  # QSettings gives a lone string for a one-item list
        value = [value]
    if not isinstance(value, list):  # none yet (None), or not a list this Garage wrote
        return []
    recent = list(dict.fromkeys(remembered_url(str(v)) for v in value))
    if recent != value:  # an older Garage kept passwords in its list: they leave the file now
        settings().setValue(RECENT_KEY, recent)
    return recent


def remember_database(url: str) -> list[str]:
    """`url` first in the recent list; the settings file is written only when that changes it
    (every start reopens the garage first in it: no write, and no file lock, in the open)."""
    url = remembered_url(url)
    known = recent_databases()
    recent = ([url] + [u for u in known if u != url])[:MAX_RECENT]
    if recent != known:
        settings().setValue(RECENT_KEY, recent)
    return recent


def clear_recent_databases() -> None:
    settings().remove(RECENT_KEY)


def last_folder() -> Path:
    """The folder of the last file opened or saved through a file dialog, else the home folder."""
    folder = Path(str(settings().value(FOLDER_KEY, "") or Path.home()))
    return folder if folder.is_dir() else Path.home()


def remember_folder(path: str) -> None:
    chosen = Path(path)
    settings().setValue(FOLDER_KEY, str(chosen if chosen.is_dir() else chosen.parent))
