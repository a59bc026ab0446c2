"""Record sheets read back from the PDF: the words a player needs and the circles and boxes
to cross out, for every example car."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from garage.resources import resource
from garage.rules.aa2.catalogue import load_catalogue
from garage.rules.aa2.design import components
from garage.rules.aa2.vehicle import Design, StatLine, Weapon
from garage.rules.vehicles import load
from garage.sheets import SheetEntry, SheetOptions, render_pdf
from tests.sheets import pdfread

EXAMPLES = sorted(resource("examples").glob("*.car.json"))
CATALOGUE = load_catalogue()


def example(name: str) -> Design:
    return load(resource("examples", f"{name}.car.json"))


def sheet_page(design: Design, **options):
    pdf = render_pdf([SheetEntry(design, driver=options.pop("driver", None), rerolls=options.pop("rerolls", None))],
                     SheetOptions(**options))
    pages = pdfread.reader(pdf).pages
    assert len(pages) == 1
    return pages[0]


def page_text(page) -> str:
    return page.extract_text()


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name.split(".")[0])
def test_every_example_prints_what_the_issue_lists(path: Path):
    design = load(path)
    weight = CATALOGUE.weight(design.weight)
    text = page_text(sheet_page(design))
    expected = [design.name, weight.name, "Driver", "Rerolls", "MAX", "ACC", "DEC", "TURN",
                "HIT POINTS", "SYSTEMS", "WEAPONS", "SPEED PLOT", "FIRES", "NOTES", "FRONT", "REAR", "LEFT",
                "RIGHT"]
    line = design.stat_line(CATALOGUE)
    expected += [f"{value}" for value in line.as_dict().values()]
    expected += [t.label for t in CATALOGUE.thresholds]
    for component in components(design, CATALOGUE):
        expected.append(component.label)
        expected += component.outcome.split(" / ")
    for weapon in design.weapons:
        face = "Turret" if weapon.turreted else weapon.mount.capitalize()
        expected.append(f"{CATALOGUE.weapon_classes[weapon.cls].name} · {face}")
    for key in design.dropped:
        expected.append(CATALOGUE.dropped[key].name)
    for key in design.equipment:
        expected.append(CATALOGUE.equipment[key].name)
    missing = [e for e in expected if e not in text]
    assert not missing, f"{design.name}: not on the sheet: {missing}"
    # Effects wrap over lines: compare without line breaks.
    flat = " ".join(text.split())
    for key in design.equipment + design.dropped:
        effect = (CATALOGUE.equipment.get(key) or CATALOGUE.dropped.get(key)).effect
        assert " ".join(effect.split()) in flat, f"{design.name}: effect of {key} missing"
    assert ("custom" in text) == design.is_custom(CATALOGUE)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name.split(".")[0])
@pytest.mark.parametrize("per_page", [1, 2])
def test_hit_point_rows_have_the_class_number_of_circles(path: Path, per_page: int):
    design = load(path)
    pdf = render_pdf([SheetEntry(design), SheetEntry(design)], SheetOptions(per_page=per_page))
    pages = pdfread.reader(pdf).pages[1:]  # after the cover
    expected = CATALOGUE.weight(design.weight).circles_per_line
    rows_seen = 0
    for page in pages:
        words = pdfread.words(page)
        circles, _ = pdfread.shapes(page)
        # Each threshold's label is the nearest one under a HIT POINTS heading ("Vehicle
        # destroyed" is also the Fuel Tank's outcome further down).
        for heading in pdfread.find(words, "HIT POINTS"):
            for threshold in CATALOGUE.thresholds:
                below = [w for w in pdfread.find(words, threshold.label) if heading.y - w.y > 0]
                label = min(below, key=lambda w: heading.y - w.y)
                row = pdfread.in_row(circles, label, height=8, right=0)
                assert len(row) == expected, f"{design.name}, {threshold.label}: {len(row)} circles"
                rows_seen += 1
    assert rows_seen == 2 * len(CATALOGUE.thresholds)


def circles_beside(page, label: str) -> list[int]:
    """Circles level with each `label` in the component lists (the diagram on the right
    repeats the names of what fires from each face)."""
    words = [w for w in pdfread.words(page) if w.x < 0.7 * float(page.mediabox.width)]
    circles, _ = pdfread.shapes(page)
    return [len(pdfread.in_row(circles, w, height=8, left=1, right=260)) for w in pdfread.find(words, label)]


def test_each_dropped_weapon_system_has_three_drop_circles():
    page = sheet_page(example("der-bahnstormer"))
    assert circles_beside(page, "Mine Dropper") == [3]
    assert circles_beside(page, "Oil Dropper") == [3]
    assert circles_beside(sheet_page(example("queen-bee")), "Spike Dropper") == [3]


def test_nitro_has_two_charge_circles_each():
    design = replace(example("virginia-dentata"), equipment=("nitro", "nitro", "body-armour"))
    page = sheet_page(design)
    assert circles_beside(page, "Nitro") == [2, 2]
    assert circles_beside(page, "Body Armour") == [0]


def test_systems_have_a_box_per_outcome():
    page = sheet_page(example("queen-bee"))
    words = pdfread.words(page)
    _, squares = pdfread.shapes(page)

    def boxes(label):
        (word,) = [w for w in pdfread.find(words, label) if w.x < 0.7 * float(page.mediabox.width)]
        return len(pdfread.in_row(squares, word, height=6, left=-20, right=330))

    assert boxes("Engine") == 2 and boxes("Steering") == 2
    assert boxes("Brakes") == boxes("Fuel Tank") == 1
    assert boxes("Lady Navigator") == 2  # Killed / Ejected
    assert boxes("Rocket Launcher") == boxes("Spike Dropper") == boxes("Ejector Seat") == 1


def test_flame_tank_and_turret_are_systems_when_fitted():
    text = page_text(sheet_page(example("meat-wagon")))
    assert "Flame Tank" in text and "Turret" in text and "TURRET (any face)" in text
    assert "Flame Tank" not in page_text(sheet_page(example("purple-haze")))


def test_driver_and_rerolls_are_filled_in_or_left_to_write():
    filled = page_text(sheet_page(example("purple-haze"), driver="Antihiro Protagonist", rerolls=2))
    assert "Driver Antihiro Protagonist" in filled and "Rerolls 2" in filled
    blank = sheet_page(example("purple-haze"))
    words = pdfread.words(blank)
    driver = max(pdfread.find(words, "Driver"), key=lambda w: w.y)  # the header, not the system
    assert not any(w.y == driver.y and w.x > driver.x and w.text != "Rerolls" for w in words)


def test_unicode_and_markup_names_print_literally_in_fonts_that_have_the_letters():
    name = "Ça & <Bêta> Ωмега 車"
    page = sheet_page(replace(example("dogmeat"), name=name), driver="<i>Zoë</i> & 車")
    text = page_text(page)
    assert name in text
    assert "<i>Zoë</i> & 車" in text
    for font in page["/Resources"]["/Font"].values():
        font = font.get_object()
        assert "/FontFile2" in font["/FontDescriptor"], f"{font['/BaseFont']} is not embedded"
    fonts_used = {w.text: w.font for w in pdfread.words(page)}
    assert fonts_used["Ça & <Bêta> Ωмега"].endswith("DejaVuSans-Bold")
    assert fonts_used["車"].endswith("DroidSansFallback")


def test_the_reference_panel_comes_from_the_combat_tables():
    combat = CATALOGUE.combat
    with_panel = page_text(sheet_page(example("purple-haze"), reference=True))
    without = page_text(sheet_page(example("purple-haze")))
    for band in combat["to_hit"]:
        assert band["label"] in with_panel
    for band in combat["loss_of_control"]:
        assert band["distance"] in with_panel
    assert "REFERENCE" in with_panel and "REFERENCE" not in without
    assert "Loss of control distance" not in without


def test_fires_box_shows_the_extinguisher_table_and_the_plain_one_for_when_it_is_lost():
    fire = CATALOGUE.combat["fire"]
    plain = page_text(sheet_page(example("purple-haze")))
    assert all(line in plain for line in fire["normal"]["text"])
    assert not any(line in plain for line in fire["extinguisher"]["text"])
    extinguished = page_text(sheet_page(example("meat-wagon")))
    assert all(line in extinguished for line in fire["extinguisher"]["text"] + fire["normal"]["text"])


def test_weapons_without_a_face_and_an_empty_garage_still_print():
    design = Design(name="Bare", weight="light", weapons=(Weapon("Handgun", "light", None),))
    text = page_text(sheet_page(design))
    assert "no face chosen" in text.lower()
    assert "none fitted" in page_text(sheet_page(Design(name="Empty", weight="medium")))


def test_an_overloaded_car_stays_on_its_half_page_and_says_what_it_left_out():
    weapons = tuple(Weapon(f"Gun {i} with a rather long name", ("light", "medium", "flamethrower")[i % 3],
                           ("front", "rear", "left", "right", "turret")[i % 5]) for i in range(14))
    design = Design(name="Overloaded " * 8, weight="heavy", weapons=weapons,
                    dropped=("mines", "oil", "napalm", "smoke", "spikes"),
                    equipment=("nitro", "body-armour", "racing-fuel-cell", "run-flat-tyres"), navigator=True)
    pdf = render_pdf([SheetEntry(design, driver="Driver " * 20)],
                     SheetOptions(page_size="letter", per_page=2, reference=True))
    page = pdfread.reader(pdf).pages[0]
    half = float(page.mediabox.height) / 2
    words = pdfread.words(page)
    assert words and all(w.y > half for w in words)
    text = " ".join(page_text(page).split())
    assert "more: see the design file" in text
    assert "Gun 0 with a rather long name" in text


def test_a_lady_navigator_counts_as_a_fire_extinguisher():
    text = page_text(sheet_page(example("queen-bee")))
    assert "With the extinguisher" in text and "Navigator killed" in text


def test_a_lady_navigator_has_an_ejected_box_beside_killed():
    # Section 10 (text line 184): Lady Navigators "may eject and parachute to safety".
    page = sheet_page(example("queen-bee"))
    words = pdfread.words(page)
    (navigator,) = [w for w in pdfread.find(words, "Lady Navigator") if w.x < 0.7 * float(page.mediabox.width)]
    row = [w.text for w in words if abs(w.y - navigator.y) < 4]
    assert "Killed" in row and "Ejected" in row


def stat_values(page) -> list[str]:
    """The four big numbers of the stat line, left to right (MAX ACC DEC TURN)."""
    words = pdfread.words(page)
    (label,) = pdfread.find(words, "MAX")
    below = sorted((w for w in words if label.y - 30 < w.y < label.y - 10 and w.x > label.x - 30), key=lambda w: w.x)
    return [w.text for w in below][:4]


def test_a_race_sheet_prints_the_race_stat_line():
    # Section 10 (text line 181), RULINGS D10: "For race games, adopt these statistics as the
    # baselines": Medium 25/5/5/2 where the standard line is 22/5/5/2.
    assert stat_values(sheet_page(example("purple-haze"))) == ["22", "5", "5", "2"]
    page = sheet_page(example("purple-haze"), race=True)
    assert stat_values(page) == ["25", "5", "5", "2"]
    assert "race line" in page_text(page)
    custom = replace(example("purple-haze"), stats=StatLine(24, 5, 4, 2))  # +2 MAX, -1 DEC
    page = sheet_page(custom, race=True)
    assert stat_values(page) == ["27", "5", "4", "2"]
    assert "custom (race standard 25/5/5/2)" in page_text(page)


def redundant_fills_before_text(page) -> int:
    """Fill colours set to the colour already current (tracked through q/Q) just before a text run."""
    from pypdf.generic import ContentStream

    current, stack, redundant, pending = None, [], 0, False
    for operands, op in ContentStream(page.get_contents(), page.pdf).operations:
        if op == b"q":
            stack.append(current)
        elif op == b"Q":
            current = stack.pop()
        elif op == b"rg":
            colour = tuple(float(v) for v in operands)
            pending = colour == current
            current = colour
            continue
        elif op == b"BT" and pending:
            redundant += 1
        if op != b"gs":  # the colour's alpha goes with it
            pending = False
    return redundant


@pytest.mark.parametrize("colour", [True, False])
def test_text_runs_do_not_set_again_the_fill_colour_already_set(colour):
    # Each run set its ink again: a colour and an alpha written per run, most of them the same.
    page = sheet_page(example(EXAMPLES[0].name.split(".")[0]), colour=colour)
    assert redundant_fills_before_text(page) == 0
