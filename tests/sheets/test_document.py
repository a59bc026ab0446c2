"""The print job: pages and their sizes, the cover, colour, the QR code, progress, atomic writes."""

from __future__ import annotations

import io
import json
import shutil
import subprocess
from dataclasses import replace

import pytest
from pypdf.generic import ContentStream
from reportlab.lib.pagesizes import A4, LETTER

from garage.resources import resource
from garage.rules.aa2.vehicle import Design, Weapon
from garage.rules.vehicles import load, loads
from garage.sheets import SheetEntry, SheetError, SheetOptions, render_pdf, write_pdf
from garage.sheets.qr import design_code
from tests.sheets import pdfread

EXAMPLES = [load(p) for p in sorted(resource("examples").glob("*.car.json"))]


def sizes(pdf: bytes) -> list[tuple[float, float]]:
    return [(round(float(p.mediabox.width)), round(float(p.mediabox.height))) for p in pdfread.reader(pdf).pages]


def test_one_per_page_is_landscape_with_a_cover_for_a_garage():
    pdf = render_pdf([SheetEntry(d) for d in EXAMPLES], SheetOptions())
    pages = pdfread.reader(pdf).pages
    assert len(pages) == 1 + len(EXAMPLES)
    assert set(sizes(pdf)) == {(round(A4[1]), round(A4[0]))}
    cover = pages[0].extract_text()
    for i, design in enumerate(EXAMPLES):
        assert design.name in cover
        assert design.name in pages[i + 1].extract_text()


def test_a_single_car_has_no_cover_unless_asked():
    assert len(pdfread.reader(render_pdf([SheetEntry(EXAMPLES[0])], SheetOptions())).pages) == 1
    pdf = render_pdf([SheetEntry(EXAMPLES[0])], SheetOptions(cover=True))
    assert len(pdfread.reader(pdf).pages) == 2


def test_two_per_page_on_letter_puts_two_sheets_on_each_portrait_page():
    cars = EXAMPLES[:3]
    pdf = render_pdf([SheetEntry(d) for d in cars], SheetOptions(page_size="letter", per_page=2))
    pages = pdfread.reader(pdf).pages
    assert len(pages) == 1 + 2
    assert set(sizes(pdf)) == {(round(LETTER[0]), round(LETTER[1]))}
    first, second = pages[1].extract_text(), pages[2].extract_text()
    assert cars[0].name in first and cars[1].name in first and cars[2].name in second
    # Both sheets on a page print whole: each has its three threshold rows.
    assert first.count("Systems lost on 5,6") == 2 and second.count("Systems lost on 5,6") == 1
    # The cover tells which page each car is on.
    cover_words = pdfread.words(pages[0])
    for design, page_number in zip(cars, (2, 2, 3)):
        (name,) = pdfread.find(cover_words, design.name)
        assert any(w.text == str(page_number) and abs(w.y - name.y) < 1 for w in cover_words)


def test_letter_one_per_page():
    pdf = render_pdf([SheetEntry(EXAMPLES[0])], SheetOptions(page_size="letter"))
    assert sizes(pdf) == [(round(LETTER[1]), round(LETTER[0]))]


def colours(pdf: bytes) -> set[tuple[float, ...]]:
    found = set()
    for page in pdfread.reader(pdf).pages:
        for operands, op in ContentStream(page.get_contents(), page.pdf).operations:
            if op in (b"rg", b"RG"):
                found.add(tuple(round(float(v), 3) for v in operands))
    return found


def test_black_and_white_uses_no_colour_and_colour_does():
    bw = colours(render_pdf([SheetEntry(EXAMPLES[0])], SheetOptions(colour=False, reference=True)))
    assert all(len(set(c)) == 1 for c in bw), bw
    coloured = colours(render_pdf([SheetEntry(EXAMPLES[0])], SheetOptions()))
    assert any(len(set(c)) > 1 for c in coloured)


def test_progress_reports_each_sheet():
    calls = []
    render_pdf([SheetEntry(d) for d in EXAMPLES], SheetOptions(per_page=2), progress=lambda *a: calls.append(a))
    assert calls == [(i, len(EXAMPLES)) for i in range(1, len(EXAMPLES) + 1)]


def test_bad_requests_are_one_line_sheet_errors():
    with pytest.raises(SheetError, match="no cars"):
        render_pdf([], SheetOptions())
    with pytest.raises(SheetError, match="page size 'a5'"):
        SheetOptions(page_size="a5")
    with pytest.raises(SheetError, match="1 or 2"):
        SheetOptions(per_page=3)
    with pytest.raises(SheetError, match="weight 'huge'"):
        render_pdf([SheetEntry(Design(name="Odd", weight="huge"))])


def test_write_pdf_is_atomic(tmp_path):
    out = tmp_path / "garage.pdf"
    write_pdf([SheetEntry(d) for d in EXAMPLES], out, SheetOptions())
    assert out.read_bytes().startswith(b"%PDF")
    before = out.read_bytes()
    with pytest.raises(SheetError):
        write_pdf([SheetEntry(Design(name="Odd", weight="huge"))], out, SheetOptions())
    assert out.read_bytes() == before
    with pytest.raises(SheetError, match="cannot write"):
        write_pdf([SheetEntry(EXAMPLES[0])], tmp_path / "missing" / "x.pdf", SheetOptions())
    assert sorted(p.name for p in tmp_path.iterdir()) == ["garage.pdf"]


def test_qr_payload_is_the_design_file():
    for design in EXAMPLES:
        code = design_code(design)
        assert loads(code.payload) == design
        assert not code.without_notes


def test_qr_leaves_out_long_notes_then_gives_up_with_a_message():
    long_notes = replace(EXAMPLES[0], notes="word " * 400)
    code = design_code(long_notes)
    assert code.without_notes and loads(code.payload) == replace(long_notes, notes="")
    text = pdfread.reader(render_pdf([SheetEntry(long_notes)])).pages[0].extract_text()
    assert "(notes left out)" in text
    huge = Design(name="Arsenal", weight="heavy",
                  weapons=tuple(Weapon(f"Extremely Long Named Machine Gun Number {i}", "light", "front")
                                for i in range(40)))
    assert design_code(huge).payload is None
    text = " ".join(pdfread.reader(render_pdf([SheetEntry(huge)])).pages[0].extract_text().split())
    assert "too large for a QR code" in text


@pytest.mark.skipif(not (shutil.which("zbarimg") and shutil.which("pdftoppm")),
                    reason="needs zbarimg (zbar-tools) and pdftoppm (poppler-utils)")
@pytest.mark.parametrize("per_page", [1, 2])
def test_the_printed_qr_code_scans_back_to_the_design(tmp_path, per_page):
    design = replace(EXAMPLES[0], name="Ça & <Bêta> Ωмега 車")
    pdf = tmp_path / "sheet.pdf"
    write_pdf([SheetEntry(design)], pdf, SheetOptions(per_page=per_page, colour=False))
    subprocess.run(["pdftoppm", "-r", "200", "-png", "-singlefile", str(pdf), str(tmp_path / "page")], check=True)
    scanned = subprocess.run(["zbarimg", "--raw", "-q", "-Sbinary", str(tmp_path / "page.png")],
                             capture_output=True, check=True).stdout
    assert loads(scanned.rstrip(b"\n")) == design
    assert json.loads(scanned)["name"] == design.name


def test_a_long_garage_continues_its_cover_and_the_page_numbers_stay_right():
    cars = [replace(EXAMPLES[i % len(EXAMPLES)], name=f"Car {i:02d}") for i in range(50)]
    pdf = render_pdf([SheetEntry(d) for d in cars], SheetOptions())
    pages = pdfread.reader(pdf).pages
    cover_pages = len(pages) - len(cars)
    assert cover_pages > 1
    cover_words = [w for page in pages[:cover_pages] for w in pdfread.words(page)]
    for i in (0, 49):
        assert f"Car {i:02d}" in pages[cover_pages + i].extract_text()
    last_page = pages[:cover_pages][-1]
    words = pdfread.words(last_page)
    (name,) = pdfread.find(words, "Car 49")
    assert any(w.text == str(len(pages)) and abs(w.y - name.y) < 1 for w in words)
    assert len([w for w in cover_words if w.text.startswith("Car ")]) == 50


def test_the_same_job_gives_the_same_bytes():
    entries = [SheetEntry(d) for d in EXAMPLES[:2]]
    assert render_pdf(entries, SheetOptions()) == render_pdf(entries, SheetOptions())


def test_a_sheet_carries_the_day_it_was_printed_and_its_author():
    """Issue 16: PDF metadata said "anonymous" and the year 2000."""
    import datetime

    from pypdf import PdfReader

    info = PdfReader(io.BytesIO(render_pdf([SheetEntry(EXAMPLES[0])], SheetOptions()))).metadata
    assert info.author == "Garage" and info.creator.startswith("Garage ")
    assert info["/CreationDate"].startswith("D:" + datetime.date.today().strftime("%Y%m%d"))
    chosen = SheetOptions(printed_on=datetime.date(2026, 12, 24))
    info = PdfReader(io.BytesIO(render_pdf([SheetEntry(EXAMPLES[0])], chosen))).metadata
    assert info["/CreationDate"].startswith("D:20261224")
