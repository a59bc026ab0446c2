"""The Battle Cars and Car Wars editors in German: the rule sets' own words (equipment, markers,
bodies, sides) are said in German beside the editors' German labels (issue 27); the car's own
names stay as the player wrote them."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from garage.storage import open_garage
from garage.ui.editors.battle_cars import BattleCarEditor
from garage.ui.editors.car_wars import CarWarsEditor
from tests.ui.editors.test_battle_cars import HOG, show
from tests.ui.editors.test_car_wars import SHARK
from tests.ui.scenarios.test_german_game_night_and_campaigns import german  # noqa: F401 (a fixture)


def test_the_battle_cars_editor_names_equipment_and_markers_in_german(german, open_window, db_url):  # noqa: F811
    with open_garage(db_url) as garage:
        garage.add_design(HOG)
    window = open_window(db_url)
    show(window, "Road Hog")
    panel = window.editors.currentWidget()
    assert isinstance(panel, BattleCarEditor)
    assert panel.equipment["supercharger"].text() == "Kompressor"
    assert panel.equipment["power-brakes"].text() == "Servobremsen"
    assert panel.dispensers["spikes"].text() == "Krähenfüße (3 Ladungen)"
    panel.equipment["auto-steer"].setChecked(True)
    assert window.undo_stack.undoText() == "Auto-Steer einbauen"
    panel.dispensers["oil"].setChecked(False)
    assert window.undo_stack.undoText() == "Öl ausbauen"
    assert panel.weapons.toPlainText() == "Twin machine guns"  # the player's words stay theirs


def test_the_car_wars_editor_names_bodies_and_sides_in_german(german, open_window, db_url):  # noqa: F811
    with open_garage(db_url) as garage:
        garage.add_design(SHARK)
    window = open_window(db_url)
    show(window, "Sand Shark")
    panel = window.editors.currentWidget()
    assert isinstance(panel, CarWarsEditor)
    assert [panel.body.itemText(i) for i in range(panel.body.count())] == ["Auto (4 Reifen)", "Motorrad (2 Reifen)"]
    sides = [label.text() for label in panel.findChildren(QLabel) if label.buddy() in panel.armour.values()]
    assert sides == ["Vorn", "Hinten", "Links", "Rechts", "Oben", "Unten"]
    assert panel.armour["front"].accessibleName() == "Panzerung vorn"
    panel.armour["top"].setValue(12)
    assert window.undo_stack.undoText() == "Panzerung oben 12"
    panel.body.setCurrentIndex(panel.body.findData("cycle"))
    panel.body.activated.emit(panel.body.currentIndex())
    assert window.undo_stack.undoText() == "Motorrad als Karosserie"
