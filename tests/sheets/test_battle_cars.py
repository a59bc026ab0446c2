"""The Battle Cars record sheet, read back from the PDF: tyre damage boxes, driver hits, the
damage a car takes, a speed track, the equipment, weapons and markers, the tables."""

from __future__ import annotations

from garage.resources import resource
from garage.rules.vehicles import load
from garage.sheets import SheetEntry, render_pdf
from tests.sheets import pdfread

HOG = load(resource("examples", "battle_cars", "road-hog.car.json"))
HAZE = load(resource("examples", "purple-haze.car.json"))


def _page(*entries: SheetEntry):
    return pdfread.reader(render_pdf(list(entries))).pages


def test_the_sheet_shows_the_car_its_driver_and_what_it_carries():
    page = _page(SheetEntry(HOG, driver="Ann Archy"))[0]
    text = page.extract_text()
    for words in ("Road Hog", "Battle Cars", "Ann Archy", "Supercharger", "Power Brakes", "Twin machine guns",
                  "Oil", "Smoke", "Speed track", "Tyres", "Driver hits (dead at 3)", "Damage (a Wreck at 10)"):
        assert words in text, words
    # lines 24-27 with a Supercharger and Power Brakes: up 3 / 2, down 4 / 3
    assert "up 3 on road, 2 on grass; down 4 on road, 3 on grass" in text
    # lines 38-40, 53-57, 70-72 as the player looks them up
    assert "45°: road 8, grass 4" in text and "RV9 2d+1" in text and "8:0-7" in text


def test_boxes_to_tick_for_tyres_driver_damage_and_speed():
    page = _page(SheetEntry(HOG))[0]
    circles, squares = pdfread.shapes(page)
    tyres, hits, damage, track = 4 * 3, 3, 10, 2 * 21
    assert len(squares) == tyres + hits + damage + track
    assert len(circles) == 2 * 3  # oil and smoke, 3 loads each


def test_a_battle_car_and_an_aa2_car_print_each_on_its_own_sheet():
    cover, haze, hog = (p.extract_text() for p in _page(SheetEntry(HAZE), SheetEntry(HOG)))
    assert "Road Hog" in cover and "Purple Haze" in cover
    assert "Speed track" in hog and "Speed track" not in haze and "Battle Cars" not in haze
