"""The working copy: Save writes exactly the difference, and undo keeps working after it."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtGui import QUndoStack

from garage.rules.design import Design
from garage.storage import open_garage
from garage.ui.commands import AddCars, EditCar, RemoveCars
from garage.ui.document import GarageDocument


def test_save_writes_renames_removals_and_additions_and_undo_survives_it(qapp, db_url):
    with open_garage(db_url) as garage:
        document = GarageDocument(garage)
        stack = QUndoStack()
        dogmeat = document.key_for("Dogmeat")
        queen = document.key_for("Queen Bee")
        before = document.design(dogmeat)
        stack.push(EditCar(document, dogmeat, before, replace(before, name="Rover"), "Rename"))
        stack.push(RemoveCars(document, [queen], "Delete"))
        stack.push(AddCars(document, [Design("Dogmeat", "light")], "New"))  # takes the name given up
        assert document.unsaved() and document.row(dogmeat).modified
        assert document.save() == 3
        assert not document.unsaved() and not document.row(dogmeat).modified
        assert sorted(garage.names()) == ["Der Bahnstormer", "Dogmeat", "Meat Wagon", "Purple Haze", "Rover",
                                          "Virginia Dentata"]
        assert garage.get_design("Dogmeat").weight == "light"
        stack.undo()
        stack.undo()
        stack.undo()
        assert document.unsaved()
        assert document.save() == 3
        assert sorted(garage.names()) == ["Der Bahnstormer", "Dogmeat", "Meat Wagon", "Purple Haze", "Queen Bee",
                                          "Virginia Dentata"]
        assert garage.get_design("Dogmeat") == before


def test_edits_merge_per_field_and_car_and_vanish_when_undone_by_typing(qapp, db_url):
    with open_garage(db_url) as garage:
        document = GarageDocument(garage)
        stack = QUndoStack()
        key = document.key_for("Dogmeat")
        design = document.design(key)
        for name in ("Dogmeat!", "Dogmeat!!"):
            stack.push(EditCar(document, key, document.design(key), replace(design, name=name), "Rename", "name"))
        assert stack.count() == 1 and document.row(key).name == "Dogmeat!!"
        stack.push(EditCar(document, key, document.design(key), replace(design, notes="x"), "Notes", "notes"))
        assert stack.count() == 2
        stack.push(EditCar(document, key, document.design(key), replace(design, notes=""), "Notes", "notes"))
        stack.push(EditCar(document, key, document.design(key), design, "Rename", "name"))
        assert document.design(key) == design and not document.unsaved()


def test_unused_names_never_clash(qapp, db_url):
    with open_garage(db_url) as garage:
        document = GarageDocument(garage)
        assert document.unused_name("New Car") == "New Car"
        assert document.unused_name("purple haze") == "purple haze 2"
        assert document.name_taken("PURPLE HAZE ")
        assert not document.name_taken("Purple Haze", other_than=document.key_for("Purple Haze"))
