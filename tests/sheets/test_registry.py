"""Record sheets by rule set: a car prints on the sheet its rule set registers (the toy rule
set's here, drawn by the test), beside A&A II cars on theirs; a rule set without a sheet is
refused in one line before anything is drawn."""

from __future__ import annotations

import pytest

from garage.resources import resource
from garage.rules import rulesets
from garage.rules.vehicles import load
from garage.sheets import SheetEntry, SheetError, registry, render_pdf
from tests.rules.toy_ruleset import TOY, ToyCar
from tests.sheets import pdfread

PRAM = ToyCar("Pram", guns=("Pea",))


def _draw_toy(canvas, entry, height, options, ruleset) -> None:
    canvas.drawString(20, height - 30, f"TOY SHEET {entry.design.name}: {len(entry.design.guns)} of "
                                       f"{ruleset.catalogue.guns} guns")


@pytest.fixture
def toy():
    rulesets.register(TOY)
    yield TOY
    rulesets.unregister(TOY.key)
    registry.unregister(TOY.key)


def test_each_car_prints_on_its_own_rule_sets_sheet(toy):
    registry.register(registry.SheetWriter("toy", _draw_toy, lambda design, ruleset: f"{len(design.guns)} guns"))
    haze = load(resource("examples", "purple-haze.car.json"))
    pages = pdfread.reader(render_pdf([SheetEntry(haze), SheetEntry(PRAM)])).pages
    cover, haze_page, pram_page = (p.extract_text() for p in pages)
    assert "Garage: record sheets" in cover and "1 guns" in cover and "Purple Haze" in cover
    assert "TOY SHEET Pram: 1 of 2 guns" in pram_page
    assert "TOY SHEET" not in haze_page and "Purple Haze" in haze_page


def test_one_rule_set_names_itself_on_the_cover():
    haze = load(resource("examples", "purple-haze.car.json"))
    cover = pdfread.reader(render_pdf([SheetEntry(haze), SheetEntry(haze)])).pages[0].extract_text()
    assert "Axles and Alloys II: record sheets" in cover and "MAX ACC DEC TURN" in cover


def test_a_rule_set_without_a_sheet_is_refused_in_one_line(toy):
    with pytest.raises(SheetError) as err:
        render_pdf([SheetEntry(PRAM)])
    assert str(err.value) == "Pram: no record sheet for the rule set 'toy'"
