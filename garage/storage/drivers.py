"""The named drivers kept in the garage (the table of `garage-cli drivers`), apart from the
cars: each call is one short session of the Garage it is given.

    from garage.storage import open_garage
    from garage.storage.drivers import Drivers
    with open_garage() as garage:
        Drivers(garage).add("Hirsute Helga", "drives Der Bahnstormer")
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import func
from sqlmodel import Session, select

from garage.storage import rows
from garage.storage.errors import DuplicateName, UnknownName
from garage.storage.garage import Garage
from garage.storage.stored import refuse_names
from garage.storage.tables import Driver, key_of


@dataclass(frozen=True, slots=True)
class DriverRow:
    id: int
    name: str
    notes: str
    created: datetime


def _row(driver: Driver) -> DriverRow:
    return DriverRow(key_of(driver), driver.name, driver.notes, driver.created)


def _driver(session: Session, name: str) -> Driver | None:
    return session.exec(select(Driver).where(Driver.name == name)).first()


def _existing(session: Session, name: str) -> Driver:
    driver = _driver(session, name)
    if driver is None:
        raise UnknownName(name, "driver")
    return driver


class Drivers:
    def __init__(self, garage: Garage):
        self._garage = garage

    def list(self) -> list[DriverRow]:
        with self._garage.reading() as session:
            found = session.exec(select(Driver).order_by(func.lower(Driver.name), Driver.name)).all()
            refuse_names(((d.id, d.name) for d in found), "driver")
            return [_row(d) for d in found]

    def get(self, name: str) -> DriverRow:
        with self._garage.reading() as session:
            return _row(_existing(session, name))

    def add(self, name: str, notes: str = "") -> DriverRow:
        rows.check_name(name, "driver")
        with self._garage.writing() as session:
            if _driver(session, name) is not None:
                raise DuplicateName(name, "driver")
            driver = Driver(name=name, notes=notes)
            session.add(driver)
            session.flush()
            return _row(driver)

    def update(self, name: str, new_name: str | None = None, notes: str | None = None) -> DriverRow:
        with self._garage.writing() as session:
            driver = _existing(session, name)
            if new_name is not None and new_name != name:
                rows.check_name(new_name, "driver")
                if _driver(session, new_name) is not None:
                    raise DuplicateName(new_name, "driver")
                driver.name = new_name
            if notes is not None:
                driver.notes = notes
            session.flush()
            return _row(driver)

    def remove(self, name: str) -> DriverRow:
        with self._garage.writing() as session:
            driver = _existing(session, name)
            row = _row(driver)
            session.delete(driver)
            return row
