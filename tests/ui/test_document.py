"""The working copy: Save writes exactly the difference, and undo keeps working after it."""

from __future__ import annotations

import os
import signal
from dataclasses import replace

import pytest
from PySide6.QtGui import QUndoStack

from garage.rules.aa2.vehicle import Design
from garage.storage import DuplicateName, open_garage
from garage.ui.commands import AddCars, EditCar, RemoveCars
from garage.ui.document import GarageDocument, GarageRow
from garage.ui.garage_model import KEY_ROLE, NAME
from garage.ui.operations import OpenGarage
from tests.storage.children import fork, read_all, read_line


def working_copy(garage) -> GarageDocument:
    """The document as the window makes it: inside an operation of the open garage."""
    document = OpenGarage(garage).run(None, "Open Garage", GarageDocument)
    assert isinstance(document, GarageDocument)
    return document


def test_save_writes_renames_removals_and_additions_and_undo_survives_it(qapp, db_url):
    with open_garage(db_url) as garage:
        document = working_copy(garage)
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
        document = working_copy(garage)
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
        document = working_copy(garage)
        assert document.unused_name("New Car") == "New Car"
        assert document.unused_name("purple haze") == "purple haze 2"
        assert document.name_taken("PURPLE HAZE ")
        assert not document.name_taken("Purple Haze", other_than=document.key_for("Purple Haze"))


def test_a_storage_error_mid_save_leaves_the_garage_and_the_document_as_before(qapp, db_url):
    with open_garage(db_url) as garage, open_garage(db_url) as other:
        document = working_copy(garage)
        stack = QUndoStack()
        dogmeat = document.key_for("Dogmeat")
        before = document.design(dogmeat)
        stack.push(EditCar(document, dogmeat, before, replace(before, name="Rover"), "Rename"))
        stack.push(RemoveCars(document, [document.key_for("Queen Bee")], "Delete"))
        stack.push(AddCars(document, [Design("Zed", "light")], "New"))
        other.add_design(Design("Zed", "heavy"))  # another Garage took the name meanwhile
        names = sorted(garage.names())
        with pytest.raises(DuplicateName):
            document.save()  # the addition, written last, fails
        assert sorted(garage.names()) == names  # the removal and the rename were not kept
        assert garage.get_design("Dogmeat") == before
        assert document.unsaved() and document.row(dogmeat).modified
        assert document.row(dogmeat).name == "Rover" and document.key_for("Queen Bee") is None
        other.remove("Zed")
        assert document.save() == 3  # the same Save, once the clash is gone, writes all of it
        assert not document.unsaved()
        assert "Rover" in garage.names() and "Queen Bee" not in garage.names()
        assert garage.get_design("Zed").weight == "light"


CARS = 150


def _save_and_stop_at(url: str, stop: int, hold: int):
    """A child: a document of CARS new cars, saved; it reports and waits to be killed once
    `stop` of them are written (0: once the Save has returned)."""
    def work(report):
        from garage.storage import rows

        insert, written = rows.insert, [0]

        def counted(session, design):
            vehicle = insert(session, design)
            written[0] += 1
            if written[0] == stop:
                report(f"at {stop}")
                os.read(hold, 1)  # the parent kills us here
            return vehicle

        rows.insert = counted
        garage = open_garage(url)
        document = working_copy(garage)
        for i in range(CARS):
            document.insert(document.new_key(), Design(f"Imported {i}", ("light", "medium", "heavy")[i % 3]))
        document.save()
        report("at 0")
        os.read(hold, 1)
    return work


@pytest.mark.parametrize("stop", [1, 2, CARS // 2, CARS, 0])
def test_a_kill_during_the_save_of_many_cars_leaves_all_of_them_or_none(tmp_path, stop):
    url = f"sqlite:///{tmp_path / 'garage.sqlite'}"
    open_garage(url).close()
    hold, keep = os.pipe()  # never written: the child waits on it until killed
    pid, fd = fork(_save_and_stop_at(url, stop, hold))
    try:
        assert read_line(fd) == f"at {stop}"
    finally:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        read_all(fd)
        os.close(hold)
        os.close(keep)
    with open_garage(url) as garage:
        assert garage.check() == []
        imported = [name for name in garage.names() if name.startswith("Imported ")]
    assert len(imported) == (CARS if stop == 0 else 0)


def test_the_lists_row_is_storages_car_row_keyed_by_its_stored_id(qapp, db_url):
    """The working copy holds storage's rows themselves, each keyed by its stored id (no copy
    of 10,000 rows with keys of the window's own), and a car added gets a key of its own."""
    from garage.storage import CarRow

    with open_garage(db_url) as garage:
        garage.remove("Dogmeat")  # a gap in the stored ids
        document = working_copy(garage)
        assert GarageRow is CarRow
        stored = {car.name: car for car in garage.list_cars()}
        for row in document.rows():
            assert document.row(row.id) is row and not row.modified and row == stored[row.name]
        new = document.new_key()
        assert new > max(car.id for car in stored.values()) and new not in document
        assert document.new_key() > new


def test_the_saved_design_is_the_car_as_last_saved(qapp, db_url):
    # The Matchup's "This car, as saved" (issue 26): the stored copy, not the working one.
    with open_garage(db_url) as garage:
        document = working_copy(garage)
        stack = QUndoStack()
        haze = document.key_for("Purple Haze")
        saved = document.design(haze)
        stack.push(EditCar(document, haze, saved, replace(saved, weapons=saved.weapons[:1]), "Remove"))
        assert document.saved_design(haze) == saved and document.design(haze) != saved
        document.save()
        assert document.saved_design(haze) == document.design(haze)
        stack.push(AddCars(document, [Design("Fresh", "light")], "New"))
        assert document.saved_design(document.key_for("Fresh")) is None  # never saved


def test_a_garage_opened_and_listed_makes_a_row_only_for_the_cars_painted(qtbot, tmp_path, monkeypatch):
    """Making 10,000 rows was a third of listing 10,000 cars in the window, which paints a
    screenful (issue 24): the working copy and the list hold storage's tuples as its query
    gave them, and a car's row is made when it is asked for, once."""
    from garage.rules.aa2.vehicle import Design as Car
    from garage.storage import quick_list
    from garage.ui.garage_list import GarageList

    with open_garage(str(tmp_path / "garage.sqlite")) as garage:
        garage.add_designs([Car(f"Car {i:03d}", "light") for i in range(300)])
    made = []
    real = quick_list.car_rows
    monkeypatch.setattr(quick_list, "car_rows", lambda found, *a, **k: made.extend(found) or real(found, *a, **k))
    with open_garage(str(tmp_path / "garage.sqlite")) as garage:
        document = working_copy(garage)
        pane = GarageList()
        qtbot.addWidget(pane)
        pane.resize(600, 400)
        pane.show()
        pane.model.set_rows(document.rows())
        pane.table.viewport().repaint()
        assert pane.proxy.rowCount() == 306 and pane.proxy.index(0, NAME).data() == "Car 000"
        assert made == []  # painted from the tuples themselves
        first = pane.current_key() or pane.proxy.index(0, 0).data(KEY_ROLE)
        row = document.row(first)
        assert row.name == "Car 000" and document.row(first) is row and len(made) == 1
        assert document.key_for("Car 299") is not None and document.name_taken("car 150")
        assert [r.name for r in document.rows()][:2] == ["Car 000", "Car 001"] and len(made) == 306
        assert document.row(first) is row  # made once
