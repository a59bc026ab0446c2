"""The embedded fonts, and text drawn so that any name a player types prints.

DejaVu Sans covers Latin, Greek and Cyrillic; letters it lacks (CJK) are drawn in Droid
Sans Fallback, switched per run of characters. Text is drawn with `drawString`, never
through Paragraph markup, so `<`, `&` and tags in a car's name print literally.
"""

from __future__ import annotations

from functools import cache, lru_cache
from itertools import groupby

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from garage.resources import resource

REGULAR = "GarageSans"
BOLD = "GarageSans-Bold"
FALLBACK = "GarageFallback"

_FILES = {REGULAR: "DejaVuSans.ttf", BOLD: "DejaVuSans-Bold.ttf", FALLBACK: "DroidSansFallback.ttf"}


@cache
def _font(name: str) -> TTFont:
    font = TTFont(name, str(resource("fonts", _FILES[name])))
    pdfmetrics.registerFont(font)
    return font


def register() -> None:
    """Register the DejaVu faces; the 3 MB fallback is read only when a name needs it."""
    _font(REGULAR)
    _font(BOLD)


def has_glyph(font_name: str, char: str) -> bool:
    return ord(char) in _font(font_name).face.charToGlyph


@lru_cache(maxsize=4096)
def runs(text: str, font_name: str) -> tuple[tuple[str, str], ...]:
    """Split `text` into (font, piece) runs: the DejaVu face, or the fallback for letters
    it lacks. A letter neither has stays in the DejaVu face (it prints as a box)."""
    primary = _font(font_name).face.charToGlyph

    def face(char: str) -> str:
        if ord(char) not in primary and not char.isspace() and has_glyph(FALLBACK, char):
            return FALLBACK
        return font_name

    return tuple((name, "".join(chars)) for name, chars in groupby(text, face))


@lru_cache(maxsize=4096)  # labels and numbers repeat on every sheet
def width(text: str, font_name: str, size: float) -> float:
    return sum(float(pdfmetrics.stringWidth(piece, name, size)) for name, piece in runs(text, font_name))


def draw(canvas: Canvas, x: float, y: float, text: str, font_name: str, size: float, anchor: str = "left") -> float:
    """Draw one line at baseline y; anchor left, centre or right. Returns its width."""
    total = width(text, font_name, size)
    if anchor == "centre":
        x -= total / 2
    elif anchor == "right":
        x -= total
    # One text object for all runs, so a reader extracts the name as one piece of text.
    line = canvas.beginText(x, y)
    for name, piece in runs(text, font_name):
        line.setFont(name, size)
        line.textOut(piece)
    canvas.drawText(line)
    return total


def fit_size(text: str, font_name: str, size: float, max_width: float, smallest: float) -> float:
    """The largest size up to `size` at which `text` fits `max_width` (never below `smallest`)."""
    natural = width(text, font_name, size)
    if natural <= max_width:
        return size
    return max(smallest, size * max_width / natural)


def clip(text: str, font_name: str, size: float, max_width: float) -> str:
    """`text` cut with an ellipsis so it fits `max_width`."""
    if width(text, font_name, size) <= max_width:
        return text
    # Widths add up letter by letter, so the cut is found in one pass over what fits,
    # rather than by re-measuring ever shorter copies of a possibly huge word.
    room = max_width - width("…", font_name, size)
    kept = 0
    for name, piece in runs(text, font_name):
        for char in piece:
            room -= pdfmetrics.stringWidth(char, name, size)
            if room < 0:
                return text[:kept].rstrip() + "…"
            kept += 1
    return text.rstrip() + "…"


def wrap(text: str, font_name: str, size: float, max_width: float) -> list[str]:
    """Greedy word wrap by measured width; a word wider than the line is clipped."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        candidate = f"{line} {word}" if line else word
        if width(candidate, font_name, size) <= max_width:
            line = candidate
            continue
        if line:
            lines.append(line)
        line = clip(word, font_name, size, max_width)
    if line:
        lines.append(line)
    return lines
