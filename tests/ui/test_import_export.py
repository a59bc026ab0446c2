"""The garage window's vehicle files (garage/ui/import_export.py): Import, Add Example Cars and
Export Selected Cars, each in the Garage menu; an import is one undo step and an export
writes the file the import reads back."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QUrl

from garage.rules.vehicles import load


def test_export_then_import_is_the_same_car_and_one_undo_step(open_window, db_url, tmp_path):
    window = open_window(db_url)
    io = window.import_export
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Garage").actions()
    assert io.import_action in menu and io.export_action in menu and io.examples_menu.menuAction() in menu
    assert (io.import_action.text(), io.import_action.shortcut().toString()) == ("&Import Vehicle Files...", "Ctrl+I")
    window.list.select_key(window.document.key_for("Dogmeat"))
    (path,) = io.export_cars(str(tmp_path / "out"))
    design = load(path)
    assert design.name == "Dogmeat"
    count = window.undo_stack.count()
    assert io.import_files([str(path)])
    key = window.document.key_for("Dogmeat 2")
    assert window.undo_stack.count() == count + 1 and window.document.design(key).weapons == design.weapons
    window.undo_stack.undo()
    assert window.document.key_for("Dogmeat 2") is None


def test_only_vehicle_files_are_taken_when_dropped(tmp_path):
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(tmp_path / "car.car.json")), QUrl.fromLocalFile(str(tmp_path / "a.txt"))])
    from garage.ui.import_export import ImportExport

    assert ImportExport.dropped_files(mime) == []
    mime.setUrls([QUrl.fromLocalFile(str(tmp_path / "car.car.json"))])
    assert ImportExport.dropped_files(mime) == [str(tmp_path / "car.car.json")]
