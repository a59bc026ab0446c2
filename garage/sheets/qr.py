"""The QR code that carries a car's design file, so another player can scan it into a garage.

The payload is the design file in compact JSON (the same fields `vehicle_file.dumps` writes,
without the indentation, which only costs modules). If the file is too long for a QR code
that still scans when printed small, the notes are left out; if it is still too long, the
sheet prints no code and says why.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace

from reportlab.graphics.barcode import qrencoder

from garage.rules.design import Design
from garage.rules.vehicle_file import design_to_dict

# Version 20 (97 modules) printed 80 units wide is 0.8 units (0.3 mm on a half-page sheet)
# a module: about the smallest a phone camera reads reliably.
MAX_VERSION = 20
LEVEL = qrencoder.QRErrorCorrectLevel.L


@dataclass(frozen=True, slots=True)
class DesignCode:
    payload: str | None  # None: the design is too large for a QR code
    modules: tuple[tuple[bool, ...], ...]
    without_notes: bool  # the notes were left out to make it fit
    size_bytes: int  # UTF-8 length of the full design file (for the "too large" message)


def payload(design: Design) -> str:
    return json.dumps(design_to_dict(design), ensure_ascii=False, separators=(",", ":"))


def _capacity_bytes(version: int) -> int:
    blocks = qrencoder.QRRSBlock.getRSBlocks(version, LEVEL)
    data_bits = 8 * sum(block.dataCount for block in blocks)
    header_bits = 4 + (8 if version < 10 else 16)
    return (data_bits - header_bits) // 8


_LIMIT = _capacity_bytes(MAX_VERSION)


def _matrix(text: str) -> tuple[tuple[bool, ...], ...]:
    data = text.encode("utf-8")
    version = next(v for v in range(1, MAX_VERSION + 1) if len(data) <= _capacity_bytes(v))
    code = qrencoder.QRCode(version, LEVEL)
    code.addData(qrencoder.QR8bitByte(data))
    code.make()
    return tuple(tuple(bool(m) for m in row) for row in code.modules)


def design_code(design: Design) -> DesignCode:
    full = payload(design)
    size = len(full.encode("utf-8"))
    for candidate, without_notes in ((full, False), (payload(replace(design, notes="")), True)):
        if len(candidate.encode("utf-8")) <= _LIMIT:
            return DesignCode(candidate, _matrix(candidate), without_notes and bool(design.notes), size)
    return DesignCode(None, (), False, size)


def draw(canvas, code: DesignCode, x: float, y: float, side: float, ink) -> None:
    """The code's dark modules as filled runs, in a square of `side` with its quiet zone."""
    count = len(code.modules)
    cell = side / (count + 4)  # two-module quiet zone each side: the page around is white
    canvas.saveState()
    canvas.setFillColor(ink)
    path = canvas.beginPath()
    for r, row in enumerate(code.modules):
        c = 0
        while c < count:
            if not row[c]:
                c += 1
                continue
            start = c
            while c < count and row[c]:
                c += 1
            path.rect(x + (start + 2) * cell, y + side - (r + 3) * cell, (c - start) * cell, cell)
    canvas.drawPath(path, stroke=0, fill=1)
    canvas.restoreState()
