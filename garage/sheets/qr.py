"""The QR code that carries a car's design file, so another player can scan it into a garage.

The payload is the design file in compact JSON (the same fields `vehicle_file.dumps` writes,
without the indentation, which only costs modules). If the file is too long for a QR code
that still scans when printed small, the notes are left out; if it is still too long, the
sheet prints no code and says why.
"""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from functools import cache, lru_cache
from itertools import zip_longest
from operator import itemgetter
from pathlib import Path
from types import ModuleType

import reportlab.graphics
from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas
from reportlab.pdfgen.pathobject import PDFPathObject

from garage.rules.design import Vehicle
from garage.rules.vehicles import design_to_dict


def _qrencoder() -> ModuleType:
    """reportlab's QR encoder module on its own (it imports only re and itertools): imported
    through its package, reportlab.graphics.barcode's __init__ imports every barcode widget,
    reportlab's graphics shapes and platypus, 90 ms of `garage-cli sheet`'s start-up for
    nothing a sheet uses. Registered under its own name, so a later import is this module."""
    name = "reportlab.graphics.barcode.qrencoder"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(
        name, Path(reportlab.graphics.__file__).parent / "barcode" / "qrencoder.py")
    if spec is None or spec.loader is None:  # pragma: no cover - spec_from_file_location of a .py path
        raise ImportError(f"no {name}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except Exception:  # a reportlab laid out otherwise: its package's own import, slower but the same
        del sys.modules[name]
        from reportlab.graphics.barcode import qrencoder as packaged
        return packaged
    return module


qrencoder = _qrencoder()

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


# A finder look-alike with four light modules on one side (ISO 18004's N3 pattern), as the
# module offsets along a line that must be dark and light; neither pattern overlaps itself.
_FINDERS = tuple((tuple(i for i, m in enumerate(p) if m == "1"), tuple(i for i, m in enumerate(p) if m == "0"))
                 for p in ("10111010000", "00001011101"))


def _runs_score(dark: int, light: int, step: int) -> int:
    """N1 over packed lines, neighbours `step` bits apart: 3 + (length - 5) for each run of
    5 or more modules of one colour."""
    score = 0
    for line in (dark, light):
        five = line  # where five in a row start
        for i in range(1, 5):
            five &= line >> (i * step)
        score += five.bit_count() + 2 * (five & ~(five << step)).bit_count()  # (length - 4) + 2 a run
    return score


def _finder_score(dark: int, light: int, step: int) -> int:
    """N3 over packed lines, neighbours `step` bits apart: 40 for each finder look-alike."""
    found = 0
    for ones, zeros in _FINDERS:
        match = -1
        for i in ones:
            match &= dark >> (i * step)
        for i in zeros:
            match &= light >> (i * step)
        found += match.bit_count()
    return 40 * found


def _penalty_packed(dark: int, grid: _Grid) -> int:
    """The ISO 18004 mask penalty (runs, 2x2 blocks, finder look-alikes, dark balance) of a
    symbol packed into one integer (see _Grid): rows are neighbours 1 bit apart, columns
    `stride` bits apart, so a few dozen integer operations score the whole symbol."""
    light = ~dark & grid.modules
    padded_light = ~dark & grid.everything  # the light margin counts for a finder look-alike
    score = 0
    for step in (1, grid.stride):
        score += _runs_score(dark, light, step) + _finder_score(dark, padded_light, step)
    stride = grid.stride
    blocks = dark & (dark >> 1) & (dark >> stride) & (dark >> (stride + 1))
    blocks |= light & (light >> 1) & (light >> stride) & (light >> (stride + 1))
    score += 3 * blocks.bit_count()
    dark_share = 100 * dark.bit_count() // (grid.count * grid.count)
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
def _products(degree: int) -> tuple[int, ...]:
    """For each byte value, that value times the generator polynomial (after its leading 1),
    as one integer of `degree` bytes, the highest power first."""
    generator = _generator(degree)
    return (0,) + tuple(int.from_bytes(bytes(_EXP[_LOG[f] + g] for g in generator), "big") for f in range(1, 256))


def _error_correction(block: list[int], degree: int) -> list[int]:
    """The remainder of the block divided by the generator, the remainder kept as one integer:
    a shift and an exclusive or per byte."""
    products = _products(degree)
    top = 8 * (degree - 1)
    keep = (1 << (8 * degree)) - 1
    remainder = 0
    for byte in block:
        remainder = ((remainder << 8) & keep) ^ products[byte ^ (remainder >> top)]
    return list(remainder.to_bytes(degree, "big"))


def _bit_text(data: bytes | list[int]) -> str:
    """The bytes as a text of "0" and "1", eight a byte, the first byte's highest bit first."""
    return format(int.from_bytes(bytes(data), "big"), "b").zfill(8 * len(data)) if data else ""


def _codewords(version: int, data: bytes) -> list[int]:
    """What reportlab's QRCode.createData gives for one 8-bit segment, with table-driven
    Reed-Solomon arithmetic instead of its polynomial objects (ten times faster)."""
    blocks = qrencoder.QRRSBlock.getRSBlocks(version, LEVEL)
    capacity = sum(block.dataCount for block in blocks)
    length_bits = 8 if version < 10 else 16
    bits = "0100" + format(len(data), f"0{length_bits}b") + _bit_text(data)
    bits += "0" * min(4, capacity * 8 - len(bits))
    bits += "0" * (-len(bits) % 8)
    stream = list(int(bits, 2).to_bytes(len(bits) // 8, "big"))
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
def _format_rows(version: int, mask: int) -> tuple[int, ...]:
    """The format (and version) information reportlab writes for `mask`, as row bits."""
    code = qrencoder.QRCode(version, LEVEL)
    code.moduleCount = version * 4 + 17
    code.modules = [[False] * code.moduleCount for _ in range(code.moduleCount)]
    code.setupTypeInfo(False, mask)
    if version >= 7:
        code.setupTypeNumber(False)
    return tuple(sum(1 << c for c, dark in enumerate(row) if dark) for row in code.modules)


_PAD = 4  # light modules around the symbol in a packed integer: a finder look-alike needs four


@dataclass(frozen=True, slots=True)
class _Grid:
    """One version's symbol packed into an integer, row after row of `stride` bits with _PAD
    light modules on each side and _PAD light rows above and below: in the text of its bits
    (highest first), row r, column c is at (r + _PAD) * stride + _PAD + c. No run or pattern
    in one row or column reaches into the next, so one integer holds both directions."""
    count: int
    stride: int
    modules: int  # every module's bit
    everything: int  # every bit, the margin's too
    function: int  # the function patterns (format and version areas blank)
    data: Callable[[str], tuple[str, ...]]  # the data bits' text -> the packed symbol's text
    data_modules: int
    flips: tuple[int, ...]  # each mask's flips of data modules
    formats: tuple[int, ...]  # each mask's format (and version) information


def _pack(rows: Iterable[int], count: int) -> int:
    """Row bits (bit c = column c) as one packed integer."""
    pad = "0" * _PAD
    margin = "0" * ((count + 2 * _PAD) * _PAD)
    return int(margin + "".join(pad + format(row, f"0{count}b")[::-1] + pad for row in rows) + margin, 2)


@cache
def _grid(version: int) -> _Grid:
    count, function_rows, area, positions = _layout(version)
    stride = count + 2 * _PAD
    order = [len(positions)] * (stride * stride)  # not a data module: the "0" after the data
    for index, (row, col) in enumerate(positions):
        order[(row + _PAD) * stride + _PAD + col] = index
    return _Grid(count, stride, _pack([(1 << count) - 1] * count, count), (1 << (stride * stride)) - 1,
                 _pack(function_rows, count), itemgetter(*order), len(positions),
                 tuple(_pack([f & a for f, a in zip(_mask_rows(mask, count), area)], count) for mask in range(8)),
                 tuple(_pack(_format_rows(version, mask), count) for mask in range(8)))


@lru_cache(maxsize=64)  # the app's preview redraws the same car as options change
def _matrix(text: str) -> tuple[str, ...]:
    """The symbol reportlab's encoder would make, built and scored on one packed integer:
    reportlab rebuilds the whole symbol for each of the eight masks, which made the QR code
    most of a sheet's time."""
    data = text.encode("utf-8")
    version = next(v for v in range(1, MAX_VERSION + 1) if len(data) <= _capacity_bytes(v))
    grid = _grid(version)
    bits = _bit_text(_codewords(version, data)).ljust(grid.data_modules + 1, "0")
    symbol = int("".join(grid.data(bits)), 2) | grid.function
    # The lowest penalty; of equal ones, the first mask.
    mask = min(range(8), key=lambda m: _penalty_packed(symbol ^ grid.flips[m], grid))
    text = format(symbol ^ grid.flips[mask] | grid.formats[mask], f"0{grid.stride * grid.stride}b")
    first = _PAD * grid.stride + _PAD
    return tuple(text[start:start + grid.count] for start in range(first, first + grid.count * grid.stride,
                                                                    grid.stride))


def symbol(text: str) -> tuple[str, ...]:
    """The modules of a QR code of `text` (one text per row, "1" dark), for any screen to draw:
    the phones' invitation carries the game's address this way."""
    if len(text.encode("utf-8")) > _LIMIT:
        raise ValueError(f"a QR code here holds at most {_LIMIT} bytes")
    return _matrix(text)


def design_code(design: Vehicle) -> DesignCode:
    full = payload(design)
    size = len(full.encode("utf-8"))
    for candidate, without_notes in ((full, False), (payload(replace(design, notes="")), True)):
        if len(candidate.encode("utf-8")) <= _LIMIT:
            return DesignCode(candidate, _matrix(candidate), without_notes and bool(design.notes), size)
    return DesignCode(None, (), False, size)


_DARK = re.compile(r"1+")
_NUMBERS = tuple(str(n) for n in range(4 * MAX_VERSION + 18))  # a run's start and length, 0 to the width


def draw(canvas: Canvas, code: DesignCode, x: float, y: float, side: float, ink: Color) -> None:
    """The code's dark modules as one filled path, in a square of `side` with its quiet zone:
    drawn in module units (one transform to the page), each row's dark runs a rectangle of
    whole numbers, the path's text made in one piece rather than a reportlab call a run."""
    cell = side / (len(code.modules) + 4)  # a two-module quiet zone: the page around is white
    canvas.saveState()
    canvas.setFillColor(ink)
    canvas.transform(cell, 0, 0, cell, x + 2 * cell, y + side - 2 * cell)  # the symbol's top left
    runs: list[str] = []
    add = runs.append
    for r, row in enumerate(code.modules):
        bottom = f" {~r} "  # row r spans -r - 1 (~r) to -r
        for start, end in map(re.Match.span, _DARK.finditer(row)):  # numbers' texts looked up, not formatted
            add(_NUMBERS[start] + bottom + _NUMBERS[end - start] + " 1 re")
    canvas.drawPath(PDFPathObject(code=runs), stroke=0, fill=1)
    canvas.restoreState()
