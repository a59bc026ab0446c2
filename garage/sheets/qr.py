"""The QR code that carries a car's design file, so another player can scan it into a garage.

The payload is the design file in compact JSON (the same fields `vehicle_file.dumps` writes,
without the indentation, which only costs modules). If the file is too long for a QR code
that still scans when printed small, the notes are left out; if it is still too long, the
sheet prints no code and says why.
"""

from __future__ import annotations

import json
import re
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


def _mask_rows(mask: int, count: int) -> list[int]:
    """Row bit masks (bit c = column c) where `mask` flips a module. Every QR mask repeats
    every 6 columns and every 12 rows, so 72 calls of the mask function build them all."""
    function = qrencoder.QRUtil.getMask(mask)
    patterns = []
    for r in range(12):
        period = "".join("1" if function(r, c) else "0" for c in range(6))
        patterns.append(int((period * (count // 6 + 1))[:count][::-1], 2))
    return [patterns[r % 12] for r in range(count)]


_RUNS = re.compile(r"0{5,}|1{5,}")
_FINDER = re.compile(r"(?=10111010000|00001011101)")


def _penalty(rows: list[int], count: int) -> int:
    """The ISO 18004 mask penalty (runs, 2x2 blocks, finder look-alikes, dark balance)."""
    texts = [format(row, f"0{count}b") for row in rows]
    lines = texts + ["".join(column) for column in zip(*texts)]
    score = 0
    for line in lines:
        score += sum(len(run) - 2 for run in _RUNS.findall(line))
        score += 40 * len(_FINDER.findall(f"0000{line}0000"))
    inner = (1 << (count - 1)) - 1
    for upper, lower in zip(rows, rows[1:]):
        dark = upper & lower & (upper >> 1) & (lower >> 1)
        light = ~(upper | lower | (upper >> 1) | (lower >> 1))
        score += 3 * ((dark | light) & inner).bit_count()
    dark_share = 100 * sum(row.bit_count() for row in rows) // (count * count)
    return score + 10 * (abs(dark_share - 50) // 5)


def _matrix(text: str) -> tuple[tuple[bool, ...], ...]:
    """reportlab's encoder, with the mask chosen here: reportlab rebuilds the whole symbol
    for each of the eight masks, which made the QR code most of a sheet's drawing time."""
    data = text.encode("utf-8")
    version = next(v for v in range(1, MAX_VERSION + 1) if len(data) <= _capacity_bytes(v))
    code = qrencoder.QRCode(version, LEVEL)
    code.addData(qrencoder.QR8bitByte(data))
    code.makeImpl(True, 0)  # format and version areas blank while masks are compared
    count = code.getModuleCount()
    rows0 = [sum(1 << c for c, dark in enumerate(row) if dark) for row in code.modules]
    data_area = [0] * count
    for col, row in code.dataPosIterator():
        data_area[row] |= 1 << col
    flips0 = _mask_rows(0, count)
    best_rows, best_mask, best_score = rows0, 0, None
    for mask in range(8):
        flips = _mask_rows(mask, count)
        rows = [r ^ ((f0 ^ f) & area) for r, f0, f, area in zip(rows0, flips0, flips, data_area)]
        score = _penalty(rows, count)
        if best_score is None or score < best_score:
            best_rows, best_mask, best_score = rows, mask, score
    code.modules = [[bool(row >> c & 1) for c in range(count)] for row in best_rows]
    code.setupTypeInfo(False, best_mask)
    if version >= 7:
        code.setupTypeNumber(False)
    return tuple(tuple(row) for row in code.modules)


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
