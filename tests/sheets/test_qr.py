"""The QR encoder's shortcuts give exactly what reportlab's own encoder gives."""

from __future__ import annotations

import io
import re
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pypdf import PdfReader
from pypdf.generic import ContentStream
from reportlab.graphics.barcode import qrencoder
from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from garage.resources import resource
from garage.rules.vehicles import load
from garage.sheets import qr


def version_for(data: bytes) -> int:
    return next(v for v in range(1, qr.MAX_VERSION + 1) if len(data) <= qr._capacity_bytes(v))


def penalty(code: qrencoder.QRCode, mask: int, count: int) -> int:
    """Our penalty score of reportlab's symbol made with `mask`."""
    code.makeImpl(True, mask)
    rows = [sum(1 << c for c, dark in enumerate(row) if dark) for row in code.modules]
    return old_penalty(rows, list(qr._transpose(rows, count)), count)


@settings(max_examples=40, deadline=None)
@given(st.binary(max_size=858))
def test_codewords_match_reportlab(data):
    version = version_for(data)
    expected = qrencoder.QRCode.createData(version, qr.LEVEL, [qrencoder.QR8bitByte(data)])
    assert qr._codewords(version, data) == list(expected)


def test_matrix_is_reportlabs_symbol_with_the_lowest_penalty_mask():
    for path in sorted(resource("examples").glob("*.car.json")):
        text = qr.payload(load(path))
        ours = qr._matrix(text)
        code = qrencoder.QRCode(version_for(text.encode()), qr.LEVEL)
        code.addData(qrencoder.QR8bitByte(text.encode()))
        symbols = []
        for mask in range(8):
            code.makeImpl(False, mask)
            symbols.append(tuple("".join("1" if m else "0" for m in row) for row in code.modules))
        assert ours in symbols
        count = len(ours)
        assert penalty(code, symbols.index(ours), count) == min(penalty(code, m, count) for m in range(8))


# The encoder as it was before it scored masks on whole-symbol integers (regexes over row and
# column texts): the reference the fast one must match module for module.
_RUNS = re.compile(r"0{5,}|1{5,}")
_FINDERS = ("10111010000", "00001011101")


def old_penalty(rows: list[int], columns: list[int], count: int) -> int:
    lines = [format(line, f"0{count}b") for line in rows + columns]
    joined = "2".join(lines)
    rest, runs = _RUNS.subn("", joined)
    score = len(joined) - len(rest) - 2 * runs
    padded = "2".join(f"0000{line}0000" for line in lines)
    score += 40 * sum(padded.count(finder) for finder in _FINDERS)
    inner = (1 << (count - 1)) - 1
    for upper, lower in pairwise(rows):
        dark = upper & lower & (upper >> 1) & (lower >> 1)
        light = ~(upper | lower | (upper >> 1) | (lower >> 1))
        score += 3 * ((dark | light) & inner).bit_count()
    dark_share = 100 * sum(row.bit_count() for row in rows) // (count * count)
    return score + 10 * (abs(dark_share - 50) // 5)


def old_matrix(text: str) -> tuple[str, ...]:
    data = text.encode("utf-8")
    version = version_for(data)
    count, function_rows, area, positions = qr._layout(version)
    rows = list(function_rows)
    bits = "".join(format(byte, "08b") for byte in qr._codewords(version, data))
    for (row, col), bit in zip(positions, bits):
        if bit == "1":
            rows[row] |= 1 << col
    columns = qr._transpose(rows, count)
    area_columns = qr._transpose(area, count)

    def scored(mask: int) -> tuple[int, int, list[int]]:
        flips = qr._mask_rows(mask, count)
        masked = [r ^ (f & a) for r, f, a in zip(rows, flips, area)]
        flip_columns = qr._transpose(flips, count)
        masked_columns = [c ^ (f & a) for c, f, a in zip(columns, flip_columns, area_columns)]
        return old_penalty(masked, masked_columns, count), mask, masked

    _, mask, best = min((scored(mask) for mask in range(8)), key=lambda candidate: candidate[0])
    return tuple(format(row | info, f"0{count}b")[::-1] for row, info in zip(best, qr._format_rows(version, mask)))


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=900).filter(lambda t: len(t.encode("utf-8")) <= qr._LIMIT))
def test_matrix_is_the_same_symbol_as_the_regex_encoders(text):
    assert qr._matrix.__wrapped__(text) == old_matrix(text)


def test_matrix_of_every_version_is_the_same_symbol_as_the_regex_encoders():
    for version in range(1, qr.MAX_VERSION + 1):
        text = "x" * qr._capacity_bytes(version)
        assert version_for(text.encode()) == version
        assert qr._matrix.__wrapped__(text) == old_matrix(text)


def test_the_code_is_drawn_as_one_path_of_its_dark_modules():
    code = qr.design_code(load(resource("examples", "purple-haze.car.json")))
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=(200, 200))
    qr.draw(canvas, code, 10, 20, 72, Color(0, 0, 0))
    canvas.showPage()
    canvas.save()
    page = PdfReader(io.BytesIO(buffer.getvalue())).pages[0]
    operations = ContentStream(page.get_contents(), page.pdf).operations
    painted = [op for _, op in operations if op in (b"S", b"s", b"f", b"F", b"f*", b"B", b"B*", b"b", b"b*")]
    assert len(painted) == 1 and painted[0] in (b"f", b"f*")  # one path, filled once
    # The path's rectangles, in module units under one transform, cover exactly the dark modules.
    transforms = [[float(v) for v in operands] for operands, op in operations if op == b"cm"]
    transforms = [t for t in transforms if t != [1, 0, 0, 1, 0, 0]]  # the page's own
    count = len(code.modules)
    cell = 72 / (count + 4)
    assert transforms == [pytest.approx([cell, 0, 0, cell, 10 + 2 * cell, 20 + 72 - 2 * cell], abs=1e-4)]
    dark = set()
    for operands, op in operations:
        if op == b"re":
            x, y, w, h = (int(v) for v in operands)
            assert h == 1
            dark |= {(-y - 1, x + dx) for dx in range(w)}
    assert dark == {(r, c) for r, row in enumerate(code.modules) for c, m in enumerate(row) if m == "1"}


def test_the_encoder_is_imported_without_reportlabs_barcode_widgets():
    """The sheets need qrencoder alone; its package's __init__ imports every barcode widget,
    reportlab's graphics shapes and platypus (a tenth of `garage-cli sheet`'s start-up)."""
    import subprocess
    import sys

    code = ("import sys, garage.sheets.qr as q; "
            "print(sorted(m for m in sys.modules if m.startswith(('reportlab.graphics.barcode', 'reportlab.platypus'))"
            " and m != 'reportlab.graphics.barcode.qrencoder'), q.qrencoder.__name__)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert done.stdout.split() == ["[]", "reportlab.graphics.barcode.qrencoder"]


def test_a_reportlab_without_the_encoders_file_where_expected_still_gets_its_encoder():
    """The file-path import is a start-up saving only: where reportlab keeps the encoder
    elsewhere (a zipped or differently laid out install), its package's import is taken."""
    import subprocess
    import sys

    code = ("import sys, reportlab.graphics as g; g.__file__ = '/nowhere/reportlab/graphics/__init__.py'; "
            "import garage.sheets.qr as q; print(q.qrencoder.__name__, len(q.symbol('HELLO')) > 0)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["reportlab.graphics.barcode.qrencoder", "True"]
