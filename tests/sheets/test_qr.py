"""The QR encoder's shortcuts give exactly what reportlab's own encoder gives."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from reportlab.graphics.barcode import qrencoder

from garage.resources import resource
from garage.rules.vehicles import load
from garage.sheets import qr


def version_for(data: bytes) -> int:
    return next(v for v in range(1, qr.MAX_VERSION + 1) if len(data) <= qr._capacity_bytes(v))


def penalty(code: qrencoder.QRCode, mask: int, count: int) -> int:
    """Our penalty score of reportlab's symbol made with `mask`."""
    code.makeImpl(True, mask)
    rows = [sum(1 << c for c, dark in enumerate(row) if dark) for row in code.modules]
    return qr._penalty(rows, list(qr._transpose(rows, count)), count)


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
