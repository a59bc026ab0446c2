"""The Car Wars crash-tables record sheet, read back from the PDF: the car's numbers, armour
and tyre boxes to tick, and both crash tables with their asterisks and the aimed-fire
penalties, so crashes can be run at the table with a pencil."""

from __future__ import annotations

from dataclasses import replace

import pytest

from garage.resources import resource
from garage.rules.vehicles import load
from garage.sheets import SheetEntry, SheetOptions, render_pdf
from tests.sheets import pdfread

SHARK = load(resource("examples", "car_wars", "sand-shark.car.json"))
HAZE = load(resource("examples", "purple-haze.car.json"))


def _page(*entries: SheetEntry, options: SheetOptions | None = None):
    return pdfread.reader(render_pdf(list(entries), options)).pages


def test_the_sheet_shows_the_car_and_both_crash_tables():
    text = " ".join(_page(SheetEntry(SHARK, driver="Ann"))[0].extract_text().split())
    for words in ("Sand Shark", "Car Wars crash tables", "Car", "Ann", "HC +3", "Top speed 120 mph",
                  "Reverse 20 mph", "Armour", "Front 20", "Bottom 10", "Tyres (6 points each)", "Front left",
                  "Crash Table 1", "Crash Table 2", "Aimed fire"):
        assert words in text, words
    # every row of both tables, by its totals, name and asterisks (lines 10-17, 20-24)
    for row in ("2 or less Trivial skid", "3-4 Minor skid", "5-6 Moderate skid", "7-8 Severe skid", "9-10 Spinout",
                "11-12 Turns sideways and rolls", "13-14 Rolls, burning on 4-6", "15 or more Vaults",
                "4 or less Minor fishtail", "5-8 Major fishtail", "9-10 Minor fishtail, then Crash Table 1",
                "15 or more Major and minor fishtail"):
        assert row in text, row
    assert "skid 1/2\", -5 mph **" in text and "next move: minor skid ***" in text
    assert "recover: control roll at HC -6" in text
    # the asterisks' penalties (lines 26-28)
    assert "* -3 to hit" in text and "** -6 to hit" in text and "*** no aimed fire" in text


def test_a_box_to_tick_for_every_point_of_armour_and_of_each_tyre():
    _, squares = pdfread.shapes(_page(SheetEntry(SHARK))[0])
    armour = 20 + 15 + 15 + 15 + 10 + 10
    assert len(squares) == armour + 4 * 6


def test_a_cycle_has_two_tyres_and_armour_past_the_boxes_is_a_line_to_write_on():
    vehicle = SHARK
    cycle = replace(vehicle, name="Dust Devil", body="cycle", armour=tuple((s, 300 if s == "front" else 2)
                                                                          for s, _ in vehicle.armour))
    page = _page(SheetEntry(cycle))[0]
    text = " ".join(page.extract_text().split())
    assert "Cycle" in text and "Front left" not in text and "Back" in text
    assert "Front 300 (too many to box: keep count here)" in text
    _, squares = pdfread.shapes(page)
    assert len(squares) == 5 * 2 + 2 * 6


@pytest.mark.parametrize("per_page,paper", [(1, "a4"), (2, "a4"), (1, "letter"), (2, "letter")])
def test_the_tables_fit_every_paper_and_layout(per_page, paper):
    pages = _page(SheetEntry(SHARK), SheetEntry(SHARK), options=SheetOptions(per_page=per_page, page_size=paper))
    text = " ".join(" ".join(p.extract_text() for p in pages).split())
    assert text.count("Major and minor fishtail") == 2 and text.count("*** no aimed fire") == 2


def test_a_crash_tables_car_and_an_aa2_car_print_each_on_its_own_sheet():
    cover, haze, shark = (p.extract_text() for p in _page(SheetEntry(HAZE), SheetEntry(SHARK)))
    assert "Sand Shark" in cover and "Purple Haze" in cover and "HC +3, 120 mph" in cover
    assert "Crash Table 1" in shark and "Crash Table 1" not in haze
