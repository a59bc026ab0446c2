"""The Battle Cars car-editor panel in the main window: a Battle Cars car shows the fields
of its rule set, and every change is one undoable edit that validation judges."""

from __future__ import annotations

from garage.resources import resource
from garage.rules.vehicles import load
from garage.storage import open_garage
from garage.ui.editors.battle_cars import BattleCarEditor

HOG = load(resource("examples", "battle_cars", "road-hog.car.json"))


def show(window, name: str) -> None:
    key = next(r.id for r in window.document.rows() if r.name == name)
    window.list.select_key(key)
    assert window.current == key


def test_a_battle_car_is_edited_in_its_own_panel_with_undo(open_window, db_url, qtbot):
    with open_garage(db_url) as garage:
        garage.add_design(HOG)
    window = open_window(db_url)
    show(window, "Road Hog")
    panel = window.editors.currentWidget()
    assert isinstance(panel, BattleCarEditor)
    assert panel.name.text() == "Road Hog"
    assert panel.equipment["supercharger"].isChecked() and not panel.equipment["auto-steer"].isChecked()
    assert panel.dispensers["oil"].isChecked() and not panel.dispensers["mines"].isChecked()
    assert panel.weapons.toPlainText() == "Twin machine guns"
    assert "3 hits" in panel.reading.text()

    panel.equipment["auto-steer"].setChecked(True)
    design = window.document.design(window.current)
    assert design.equipment == ("supercharger", "power-brakes", "auto-steer") and design.ruleset == "battle_cars"
    qtbot.keyClicks(panel.name, " II")
    assert window.document.design(window.current).name == "Road Hog II"
    window.undo_stack.undo()
    window.undo_stack.undo()
    design = window.document.design(window.current)
    assert design.name == "Road Hog" and design.equipment == ("supercharger", "power-brakes")
    assert not panel.equipment["auto-steer"].isChecked()

    show(window, "Purple Haze")
    assert not isinstance(window.editors.currentWidget(), BattleCarEditor)


def test_the_report_words_a_battle_cars_cars_toughness_in_its_own_terms(open_window, db_url):
    """A&A II's "Hit points: 10 (three lines of 3)" said nothing true of a Battle Cars car."""
    with open_garage(db_url) as garage:
        garage.add_design(HOG)
    window = open_window(db_url)
    show(window, "Road Hog")
    text = window.report.hit_points.text()
    assert "three lines" not in text and "Hit points" not in text
    assert text == "A Wreck at 10 damage; each of 4 tyres gone at 3; the driver dead at 3 hits (Garage's reading)"
    show(window, "Purple Haze")
    assert window.report.hit_points.text().startswith("Hit points: ")


def test_the_sheet_preview_offers_only_the_options_a_battle_cars_sheet_has(open_window, db_url, qtbot):
    """A&A II's race stat line (section 10) and optional reference tables did nothing to a
    Battle Cars sheet, which always prints its tables; with an A&A II car beside it they apply."""
    with open_garage(db_url) as garage:
        garage.add_design(HOG)
    window = open_window(db_url)
    show(window, "Road Hog")
    preview = window.preview_sheets()
    qtbot.addWidget(preview)
    form = preview.form
    assert not form.race.isEnabled() and not form.reference.isEnabled()
    assert "Battle Cars" in form.race.toolTip()
    assert form.colour.isEnabled() and form.cover.isEnabled()
    preview.close()
    window.list.table.selectAll()
    preview = window.preview_sheets()
    qtbot.addWidget(preview)
    assert preview.form.race.isEnabled() and preview.form.reference.isEnabled()
