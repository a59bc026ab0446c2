"""The garage database: cars, drivers and (later) campaigns, with sqlmodel on SQLAlchemy 2.

    from garage.storage import open_garage
    with open_garage() as garage:          # or open_garage("sqlite:///club.sqlite")
        for car in garage.list_cars(): ...

See docs/storage.md for where the data lives, backups and migrations.
"""

from garage.storage.drivers import DriverRow, Drivers
from garage.storage.errors import (
                                   BadDesign,
                                   BadName,
                                   DatabaseBusy,
                                   DatabaseDamaged,
                                   DuplicateName,
                                   NewerSchema,
                                   StorageError,
                                   UnknownName,
                                   UpgradeNeeded,
)
from garage.storage.garage import Garage, ImportEntry, ImportResult, RestoreResult, list_backups, open_garage, restore
from garage.storage.rows import CarRow

__all__ = ["BadDesign", "BadName", "CarRow", "DatabaseBusy", "DatabaseDamaged", "DriverRow", "Drivers",
           "DuplicateName", "Garage", "ImportEntry", "ImportResult", "NewerSchema", "RestoreResult", "StorageError",
           "UnknownName", "UpgradeNeeded", "list_backups", "open_garage", "restore"]
