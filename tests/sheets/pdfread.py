"""Read a record-sheet PDF back the way a player reads the paper: the words and where they
are, and the circles and square boxes drawn on the page, in page coordinates."""

from __future__ import annotations

import io
from dataclasses import dataclass

from pypdf import PdfReader
from pypdf.generic import ContentStream


@dataclass(frozen=True)
class Word:
    text: str
    x: float
    y: float
    font: str


@dataclass(frozen=True)
class Circle:
    x: float
    y: float
    r: float


@dataclass(frozen=True)
class Square:
    x: float
    y: float
    side: float


def _mul(a, b):
    """Matrix product a x b for PDF [a b c d e f] matrices."""
    return [a[0] * b[0] + a[1] * b[2], a[0] * b[1] + a[1] * b[3],
            a[2] * b[0] + a[3] * b[2], a[2] * b[1] + a[3] * b[3],
            a[4] * b[0] + a[5] * b[2] + b[4], a[4] * b[1] + a[5] * b[3] + b[5]]


def _apply(m, x, y):
    return m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]


def reader(pdf: bytes) -> PdfReader:
    return PdfReader(io.BytesIO(pdf))


def words(page) -> list[Word]:
    out: list[Word] = []

    def visit(text, cm, tm, font, size):
        if text.strip():
            x, y = _apply(cm, tm[4], tm[5])
            out.append(Word(text.strip(), x, y, str(font.get("/BaseFont", "")) if font else ""))

    page.extract_text(visitor_text=visit)
    return out


def shapes(page) -> tuple[list[Circle], list[Square]]:
    """Every painted circle (a subpath of a move and four curves) and square (`re`)."""
    circles: list[Circle] = []
    squares: list[Square] = []
    ctm = [1, 0, 0, 1, 0, 0]
    stack = []
    subpaths: list[list] = []
    for operands, op in ContentStream(page.get_contents(), page.pdf).operations:
        args = [float(v) for v in operands] if op in (b"cm", b"m", b"l", b"c", b"re") else []
        if op == b"q":
            stack.append(ctm)
        elif op == b"Q":
            ctm = stack.pop()
        elif op == b"cm":
            ctm = _mul(args, ctm)
        elif op == b"m":
            subpaths.append([("m", _apply(ctm, *args))])
        elif op in (b"l", b"c"):
            points = [_apply(ctm, args[i], args[i + 1]) for i in range(0, len(args), 2)]
            subpaths[-1].append((op.decode(), *points))
        elif op == b"re":
            x0, y0 = _apply(ctm, args[0], args[1])
            x1, y1 = _apply(ctm, args[0] + args[2], args[1] + args[3])
            subpaths.append([("re", (min(x0, x1), min(y0, y1)), (abs(x1 - x0), abs(y1 - y0)))])
        elif op in (b"S", b"s", b"f", b"F", b"f*", b"B", b"B*", b"b", b"b*"):
            for sub in subpaths:
                kinds = [seg[0] for seg in sub]
                if kinds == ["m", "c", "c", "c", "c"]:
                    xs = [p[0] for seg in sub for p in seg[1:]]
                    ys = [p[1] for seg in sub for p in seg[1:]]
                    w, h = max(xs) - min(xs), max(ys) - min(ys)
                    if abs(w - h) < 0.01 * max(w, h, 1):
                        circles.append(Circle((max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2, w / 2))
                elif kinds == ["re"]:
                    (x, y), (w, h) = sub[0][1], sub[0][2]
                    if abs(w - h) < 0.01 and op in (b"S", b"s"):
                        squares.append(Square(x, y, w))
            subpaths = []
        elif op == b"n":
            subpaths = []
    return circles, squares


def find(page_words: list[Word], text: str) -> list[Word]:
    return [w for w in page_words if w.text == text]


def in_row(items, word: Word, height: float, left: float = -1e9, right: float = 1e9):
    """Shapes whose centre is level with `word` (within `height` of its baseline + a little),
    between `left` and `right` of the word's start."""
    out = []
    for item in items:
        cx = item.x if isinstance(item, Circle) else item.x + item.side / 2
        cy = item.y if isinstance(item, Circle) else item.y + item.side / 2
        if abs(cy - word.y) <= height and word.x + left <= cx <= word.x + right:
            out.append(item)
    return out
