"""The garage database: cars, drivers and campaigns, with sqlmodel on SQLAlchemy 2.

    from garage.storage import open_garage
    with open_garage() as garage:          # or open_garage("sqlite:///club.sqlite")
        for car in garage.list_cars(): ...

See docs/storage.md for where the data lives, backups and migrations.

The names below are loaded when first used (PEP 562), so importing a module of this package
that needs only the standard library (quick_list, for the app's first paint) does not wait
for SQLAlchemy.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from garage.storage.cars import Cars, ImportEntry, ImportResult
    from garage.storage.drivers import DriverRow, Drivers
    from garage.storage.errors import (
        BadDesign,
        BadName,
        DamagedValue,
        DatabaseBusy,
        DatabaseDamaged,
        DuplicateName,
        NewerSchema,
        StorageError,
        UnknownName,
        UpgradeNeeded,
    )
    from garage.storage.garage import (
        Garage,
        RestoreResult,
        list_backups,
        open_garage,
        restore,
    )
    from garage.storage.quick_list import CarRow

# name -> the module of this package that defines it
_HOMES = {
    **dict.fromkeys(["BadDesign", "BadName", "DamagedValue", "DatabaseBusy", "DatabaseDamaged", "DuplicateName",
                     "NewerSchema", "StorageError", "UnknownName", "UpgradeNeeded"], "errors"),
    **dict.fromkeys(["DriverRow", "Drivers"], "drivers"),
    **dict.fromkeys(["Cars", "ImportEntry", "ImportResult"], "cars"),
    **dict.fromkeys(["Garage", "RestoreResult", "list_backups", "open_garage", "restore"], "garage"),
    "CarRow": "quick_list",
}

__all__ = ["BadDesign", "BadName", "CarRow", "Cars", "DamagedValue", "DatabaseBusy", "DatabaseDamaged", "DriverRow",
           "Drivers", "DuplicateName", "Garage", "ImportEntry", "ImportResult", "NewerSchema", "RestoreResult",
           "StorageError", "UnknownName", "UpgradeNeeded", "list_backups", "open_garage", "restore"]


def __getattr__(name: str) -> object:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{home}"), name)
    globals()[name] = value  # found once: later look-ups are plain module attributes
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
