"""What Garage remembers between runs (QSettings): window layout and recent databases."""

from __future__ import annotations

from PySide6.QtCore import QSettings

ORGANISATION = "Garage"
APPLICATION = "Garage"
RECENT_KEY = "recent/databases"
MAX_RECENT = 8


def settings() -> QSettings:
    # An INI file on every platform, so QSettings.setPath can point tests at a folder.
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANISATION, APPLICATION)


def recent_databases() -> list[str]:
    value = settings().value(RECENT_KEY, [])
    if isinstance(value, str):  # QSettings gives a lone string for a one-item list
        value = [value]
    return [str(v) for v in value or []]


def remember_database(url: str) -> list[str]:
    recent = [url] + [u for u in recent_databases() if u != url]
    settings().setValue(RECENT_KEY, recent[:MAX_RECENT])
    return recent[:MAX_RECENT]
