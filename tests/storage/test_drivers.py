"""garage/storage/drivers.py: the named drivers, each call its own session of the garage."""

from __future__ import annotations

import pytest

from garage.storage import DuplicateName, UnknownName
from garage.storage.drivers import Drivers


def test_add_list_rename_and_remove_drivers(garage):
    drivers = Drivers(garage)
    helga = drivers.add("Hirsute Helga", "drives Der Bahnstormer")
    drivers.add("Antihiro Protagonist")
    assert [d.name for d in drivers.list()] == ["Antihiro Protagonist", "Hirsute Helga"]
    assert drivers.get("Hirsute Helga") == helga
    with pytest.raises(DuplicateName, match="driver called 'Hirsute Helga'"):
        drivers.add("Hirsute Helga")
    updated = drivers.update("Hirsute Helga", new_name="Helga", notes="retired")
    assert (updated.id, updated.name, updated.notes) == (helga.id, "Helga", "retired")
    with pytest.raises(DuplicateName):
        drivers.update("Helga", new_name="Antihiro Protagonist")
    assert drivers.remove("Helga") == updated
    with pytest.raises(UnknownName, match="no driver called 'Helga'"):
        drivers.get("Helga")


def test_a_driver_operation_leaves_no_session_open(garage):
    drivers = Drivers(garage)
    drivers.add("Hirsute Helga")
    with pytest.raises(DuplicateName):
        drivers.add("Hirsute Helga")
    drivers.list()
    assert garage._engine.pool.checkedout() == 0
