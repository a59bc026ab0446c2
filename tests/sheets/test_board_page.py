"""The map page of a print job (garage-cli sheet --map), read back from the PDF: its title,
the coordinates along the edges, the legend, the starting points, and a tree as a circle."""

from __future__ import annotations

from garage.resources import resource
from garage.rules import rulesets
from garage.rules.vehicles import load
from garage.sheets import SheetEntry, SheetOptions, render_pdf
from tests.sheets import pdfread

HOG = load(resource("examples", "battle_cars", "road-hog.car.json"))


def _grid(name: str):
    return rulesets.get("battle_cars").board_grid(name)


def test_the_map_prints_on_its_own_page_after_the_sheets():
    pages = pdfread.reader(render_pdf([SheetEntry(HOG)], SheetOptions(board=_grid("town-block")))).pages
    assert len(pages) == 2 and "Road Hog" in pages[0].extract_text()
    text = pages[1].extract_text()
    assert "Town block: the table" in text and "20 by 20 points; north at the top" in text
    for line in ("Legend", "road", "grass", "building", "tree", "start 1: 0,0 facing N", "start 8: 18,9 facing W"):
        assert line in text, line
    circles, _ = pdfread.shapes(pages[1])
    assert len(circles) == 5  # the park's five trees
    words = pdfread.words(pages[1])
    assert {w.text for w in words} >= {str(n) for n in range(1, 9)}  # the starting points' numbers, and x, y
    assert pages[1].mediabox.width > pages[1].mediabox.height  # landscape, as the table


def test_a_map_alone_prints_in_black_and_white_without_cars():
    pages = pdfread.reader(render_pdf([], SheetOptions(board=_grid("figure-of-eight"), colour=False))).pages
    assert len(pages) == 1
    assert "Figure of eight: the table" in pages[0].extract_text()
    assert len(pdfread.shapes(pages[0])[0]) == 4
