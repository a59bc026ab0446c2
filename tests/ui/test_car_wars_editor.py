"""A Car Wars crash-tables car in the main window: the report speaks of what the crash tables
count (no Capacity, no hit points), and the car is edited in its own panel, every change one
undoable edit that validation judges."""

from __future__ import annotations

from garage.resources import resource
from garage.rules.vehicles import load
from garage.storage import open_garage

SHARK = load(resource("examples", "car_wars", "sand-shark.car.json"))


def show(window, name: str) -> None:
    key = next(r.key for r in window.document.rows() if r.name == name)
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
