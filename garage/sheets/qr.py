"""The QR code that carries a car's design file, so another player can scan it into a garage.

The payload is the design file in compact JSON (the same fields `vehicle_file.dumps` writes,
without the indentation, which only costs modules). If the file is too long for a QR code
that still scans when printed small, the notes are left out; if it is still too long, the
sheet prints no code and says why.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import cache, lru_cache
from itertools import pairwise, zip_longest

from reportlab.graphics.barcode import qrencoder
from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from garage.rules.design import Vehicle
from garage.rules.vehicles import design_to_dict

# Version 20 (97 modules) in the sheet's 72-unit square is 0.7 units a module: 0.25 mm on a
# half-page sheet, 0.35 mm on a full page, about the smallest a phone camera reads. The
# example cars need versions 11-13 (0.35-0.5 mm).
MAX_VERSION = 20
LEVEL = qrencoder.QRErrorCorrectLevel.L


@dataclass(frozen=True, slots=True)
class DesignCode:
    payload: str | None  # None: the design is too large for a QR code
    modules: tuple[str, ...]  # one text per row, "1" for a dark module
    without_notes: bool  # the notes were left out to make it fit
    size_bytes: int  # UTF-8 length of the full design file (for the "too large" message)


def payload(design: Vehicle) -> str:
    return json.dumps(design_to_dict(design), ensure_ascii=False, separators=(",", ":"))


def _capacity_bytes(version: int) -> int:
    blocks = qrencoder.QRRSBlock.getRSBlocks(version, LEVEL)
    data_bits = 8 * sum(int(block.dataCount) for block in blocks)
    header_bits = 4 + (8 if version < 10 else 16)
    return (data_bits - header_bits) // 8


_LIMIT = _capacity_bytes(MAX_VERSION)


_RUNS = re.compile(r"0{5,}|1{5,}")
_DARK = re.compile(r"1+")
# A finder look-alike with four light modules on one side; neither overlaps itself, so
# str.count finds every one.
_FINDERS = ("10111010000", "00001011101")


def _penalty(rows: list[int], columns: list[int], count: int) -> int:
    """The ISO 18004 mask penalty (runs, 2x2 blocks, finder look-alikes, dark balance).
    All rows and columns go into one text, split by a "2" so no pattern spans two lines."""
    lines = [format(line, f"0{count}b") for line in rows + columns]
    joined = "2".join(lines)
    rest, runs = _RUNS.subn("", joined)  # N1 = 3 + (length - 5) per run: total length - 2 each
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


def _transpose(rows: Iterable[int], count: int) -> tuple[int, ...]:
    """Row bits (bit c = column c) to column bits (bit r = row r)."""
    texts = [format(row, f"0{count}b")[::-1] for row in rows]
    return tuple(int("".join(column)[::-1], 2) for column in zip(*texts))


_EXP = [0] * 512
_LOG = [0] * 256
_value = 1
for _i in range(255):
    _EXP[_i] = _value
    _LOG[_value] = _i
    _value <<= 1
    if _value & 0x100:
        _value ^= 0x11D
for _i in range(255, 512):
    _EXP[_i] = _EXP[_i - 255]


@cache
def _generator(degree: int) -> tuple[int, ...]:
    """The Reed-Solomon generator polynomial's coefficients after the leading 1, as logs."""
    poly = [1]
    for i in range(degree):
        nxt = poly + [0]
        for j, coef in enumerate(poly):
            if coef:
                nxt[j + 1] ^= _EXP[_LOG[coef] + i]
        poly = nxt
    return tuple(_LOG[c] for c in poly[1:])


@cache
def _products(degree: int) -> tuple[tuple[int, ...], ...]:
    """For each byte value, that value times the generator polynomial (after its leading 1)."""
    generator = _generator(degree)
    return ((0,) * degree,) + tuple(tuple(_EXP[_LOG[f] + g] for g in generator) for f in range(1, 256))


def _error_correction(block: list[int], degree: int) -> list[int]:
    products = _products(degree)
    remainder = [0] * degree
    for byte in block:
        row = products[byte ^ remainder[0]]
        remainder = [a ^ b for a, b in zip(remainder[1:] + [0], row)]
    return remainder


def _codewords(version: int, data: bytes) -> list[int]:
    """What reportlab's QRCode.createData gives for one 8-bit segment, with table-driven
    Reed-Solomon arithmetic instead of its polynomial objects (ten times faster)."""
    blocks = qrencoder.QRRSBlock.getRSBlocks(version, LEVEL)
    capacity = sum(block.dataCount for block in blocks)
    length_bits = 8 if version < 10 else 16
    bits = "0100" + format(len(data), f"0{length_bits}b") + "".join(format(b, "08b") for b in data)
    bits += "0" * min(4, capacity * 8 - len(bits))
    bits += "0" * (-len(bits) % 8)
    stream = [int(bits[i:i + 8], 2) for i in range(0, len(bits), 8)]
    stream += [(0xEC, 0x11)[i % 2] for i in range(capacity - len(stream))]
    data_blocks, ec_blocks, offset = [], [], 0
    for block in blocks:
        chunk = stream[offset:offset + block.dataCount]
        offset += block.dataCount
        data_blocks.append(chunk)
        ec_blocks.append(_error_correction(chunk, block.totalCount - block.dataCount))
    return [c for group in (data_blocks, ec_blocks) for column in zip_longest(*group) for c in column
            if c is not None]


@cache
def _layout(version: int) -> tuple[int, tuple[int, ...], tuple[int, ...], tuple[tuple[int, int], ...]]:
    """Per version: module count, the function patterns as row bits (format and version
    areas blank), the data area as row bits, and the data modules in placement order."""
    code = qrencoder.QRCode(version, LEVEL)
    code.dataCache = []
    code.makeImpl(True, 0)
    count = code.getModuleCount()
    positions = tuple((row, col) for col, row in code.dataPosIterator())
    area = [0] * count
    for row, col in positions:
        area[row] |= 1 << col
    rows = [sum(1 << c for c, dark in enumerate(line) if dark) for line in code.modules]
    return count, tuple(r & ~a for r, a in zip(rows, area)), tuple(area), positions


@cache
def _mask_rows(mask: int, count: int) -> tuple[int, ...]:
    """Row bits (bit c = column c) where `mask` flips a module. Every QR mask repeats every
    6 columns and 12 rows, so 72 calls of the mask function build them all."""
    function = qrencoder.QRUtil.getMask(mask)
    patterns = []
    for r in range(12):
        period = "".join("1" if function(r, c) else "0" for c in range(6))
        patterns.append(int((period * (count // 6 + 1))[:count][::-1], 2))
    return tuple(patterns[r % 12] for r in range(count))


@cache
def _mask_columns(mask: int, count: int) -> tuple[int, ...]:
    return _transpose(_mask_rows(mask, count), count)


@cache
def _format_rows(version: int, mask: int) -> tuple[int, ...]:
    """The format (and version) information reportlab writes for `mask`, as row bits."""
    code = qrencoder.QRCode(version, LEVEL)
    code.moduleCount = version * 4 + 17
    code.modules = [[False] * code.moduleCount for _ in range(code.moduleCount)]
    code.setupTypeInfo(False, mask)
    if version >= 7:
        code.setupTypeNumber(False)
    return tuple(sum(1 << c for c, dark in enumerate(row) if dark) for row in code.modules)


@lru_cache(maxsize=64)  # the app's preview redraws the same car as options change
def _matrix(text: str) -> tuple[str, ...]:
    """The symbol reportlab's encoder would make, built on row bits: reportlab rebuilds the
    whole symbol for each of the eight masks, which made the QR code most of a sheet's time."""
    data = text.encode("utf-8")
    version = next(v for v in range(1, MAX_VERSION + 1) if len(data) <= _capacity_bytes(v))
    count, function_rows, area, positions = _layout(version)
    rows = list(function_rows)
    bits = "".join(format(byte, "08b") for byte in _codewords(version, data))
    for (row, col), bit in zip(positions, bits):
        if bit == "1":
            rows[row] |= 1 << col
    columns = _transpose(rows, count)
    area_columns = _transpose(area, count)

    def scored(mask: int) -> tuple[int, int, list[int]]:
        flips = _mask_rows(mask, count)
        masked = [r ^ (f & a) for r, f, a in zip(rows, flips, area)]
        masked_columns = [c ^ (f & a) for c, f, a in zip(columns, _mask_columns(mask, count), area_columns)]
        return _penalty(masked, masked_columns, count), mask, masked

    # The lowest penalty; of equal ones, the first mask.
    _, mask, best = min((scored(mask) for mask in range(8)), key=lambda candidate: candidate[0])
    return tuple(format(row | info, f"0{count}b")[::-1] for row, info in zip(best, _format_rows(version, mask)))


def design_code(design: Vehicle) -> DesignCode:
    full = payload(design)
    size = len(full.encode("utf-8"))
    for candidate, without_notes in ((full, False), (payload(replace(design, notes="")), True)):
        if len(candidate.encode("utf-8")) <= _LIMIT:
            return DesignCode(candidate, _matrix(candidate), without_notes and bool(design.notes), size)
    return DesignCode(None, (), False, size)


def draw(canvas: Canvas, code: DesignCode, x: float, y: float, side: float, ink: Color) -> None:
    """The code's dark modules as filled runs, in a square of `side` with its quiet zone."""
    cell = side / (len(code.modules) + 4)  # a two-module quiet zone: the page around is white
    canvas.saveState()
    canvas.setFillColor(ink)
    path = canvas.beginPath()
    for r, row in enumerate(code.modules):
        top = y + side - (r + 3) * cell
        for run in _DARK.finditer(row):
            path.rect(x + (run.start() + 2) * cell, top, (run.end() - run.start()) * cell, cell)
    canvas.drawPath(path, stroke=0, fill=1)
    canvas.restoreState()
