"""A Car Wars crash-tables car in the main window: the report speaks of what the crash tables
count (no Capacity, no hit points), and the car is edited in its own panel, every change one
undoable edit that validation judges."""

from __future__ import annotations

from garage.resources import resource
from garage.rules.vehicles import load
from garage.storage import open_garage

SHARK = load(resource("examples", "car_wars", "sand-shark.car.json"))


def show(window, name: str) -> None:
    key = next(r.id for r in window.document.rows() if r.name == name)
    window.list.select_key(key)
    assert window.current == key


def test_the_report_says_what_the_crash_tables_count_instead_of_capacity(open_window, db_url):
    with open_garage(db_url) as garage:
        garage.add_design(SHARK)
    window = open_window(db_url)
    show(window, "Sand Shark")
    report = window.report
    assert report.hit_points.text().startswith("HC +3, top speed 120 mph, reverse 20 mph; armour front 20")
    assert not report.meter.isVisibleTo(report) and not report.breakdown.isVisibleTo(report)
    assert "no Capac&ity" in report.capacity_box.title()
    show(window, "Purple Haze")
    assert report.hit_points.text().startswith("Hit points: ") and report.breakdown.isVisibleTo(report)
    assert report.capacity_box.title() == "Capac&ity"


def test_a_crash_tables_car_is_edited_in_its_own_panel_with_undo(open_window, db_url, qtbot):
    from garage.rules.car_wars.vehicle import CarWarsVehicle
    from garage.ui.editors.car_wars import CarWarsEditor

    with open_garage(db_url) as garage:
        garage.add_design(SHARK)
    window = open_window(db_url)
    show(window, "Sand Shark")
    panel = window.editors.currentWidget()
    assert isinstance(panel, CarWarsEditor)
    assert panel.name.text() == "Sand Shark" and panel.body.currentData() == "car"
    assert panel.hc.text() == "+3" and panel.top_speed.value() == 120 and panel.reverse_top_speed.value() == 20
    assert panel.tyre_points.value() == 6 and panel.armour["front"].value() == 20

    def vehicle() -> CarWarsVehicle:
        car = window.document.design(window.current)
        assert isinstance(car, CarWarsVehicle)
        return car

    panel.hc.setValue(-2)
    panel.armour["front"].setValue(30)
    panel.body.setCurrentIndex(panel.body.findData("cycle"))
    panel.body.activated.emit(panel.body.currentIndex())
    qtbot.keyClicks(panel.name, " II")
    v = vehicle()
    assert (v.name, v.hc, dict(v.armour)["front"], v.body, len(v.tyres)) == ("Sand Shark II", -2, 30, "cycle", 2)
    assert window.document.design(window.current).ruleset == "car_wars"
    assert "2 tyres of 6 points" in window.report.hit_points.text()

    # a top speed under the reverse one takes the reverse down with it, in one step
    panel.top_speed.setValue(15)
    assert (vehicle().top_speed, vehicle().reverse_top_speed) == (15, 15)
    window.undo_stack.undo()
    assert (vehicle().top_speed, vehicle().reverse_top_speed) == (120, 20) and panel.top_speed.value() == 120

    for _ in range(4):
        window.undo_stack.undo()
    v = vehicle()
    assert (v.name, v.hc, dict(v.armour)["front"], v.body) == ("Sand Shark", 3, 20, "car")
    assert panel.hc.text() == "+3" and panel.body.currentData() == "car"
    window.undo_stack.redo()
    assert vehicle().hc == -2 and panel.hc.value() == -2

    # a report line about the armour selects the armour
    panel.armour["front"].setValue(0)
    for side in ("back", "left", "right", "top", "bottom"):
        panel.armour[side].setValue(0)
    item = window.report.problems.item(0)
    assert "No side has armour" in item.text()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    window.report.problems.itemActivated.emit(item)
    qtbot.waitUntil(panel.armour["front"].hasFocus, timeout=3000)

    show(window, "Purple Haze")
    assert not isinstance(window.editors.currentWidget(), CarWarsEditor)


def test_the_sheet_preview_greys_the_options_a_crash_tables_sheet_does_not_draw(open_window, db_url, qtbot):
    with open_garage(db_url) as garage:
        garage.add_design(SHARK)
    window = open_window(db_url)
    show(window, "Sand Shark")
    preview = window.preview_sheets()
    qtbot.addWidget(preview)
    assert not preview.form.race.isEnabled() and not preview.form.reference.isEnabled()
    assert "Car Wars crash tables" in preview.form.race.toolTip()
