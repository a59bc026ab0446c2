"""bench_sheets.py's baseline, as its own process: only sqlite3 and reportlab imported.

    python benchmarks/sheets_baseline.py GARAGE.sqlite OUT.pdf PER_PAGE_JSON PAGES

Reads the garage's car rows with sqlite3, then draws on each of PAGES pages exactly the
primitives of PER_PAGE_JSON (counted from Garage's own PDF) with the same embedded fonts,
with reportlab's own calls, and writes the PDF.
"""

from __future__ import annotations

import io
import json
import sqlite3
import sys
from collections import Counter
from pathlib import Path

from reportlab.lib.pagesizes import A4, landscape
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

FONTS = Path(__file__).resolve().parents[1] / "resources" / "fonts"
REGULAR, BOLD = "BaselineSans", "BaselineSans-Bold"


def baseline(pages: int, per_page: Counter, page_size) -> bytes:
    """reportlab alone: the same primitives per page, placed on a plain grid."""
    for name, file in ((REGULAR, "DejaVuSans.ttf"), (BOLD, "DejaVuSans-Bold.ttf")):
        pdfmetrics.registerFont(TTFont(name, str(FONTS / file)))
    runs = max(1, per_page["text runs"])
    text = "x" * max(1, round(per_page["text chars"] / runs))
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=page_size, invariant=1, initialFontName=REGULAR)
    _width, height = page_size
    for _ in range(pages):
        for i in range(per_page["text runs"]):
            canvas.setFont(BOLD if i % 8 == 0 else REGULAR, 8)
            canvas.drawString(20 + (i % 8) * 100, 20 + (i // 8) * 9 % (height - 40), text)
        for i in range(per_page["circles"]):
            canvas.circle(30 + (i % 40) * 18, 300, 6, stroke=1, fill=0)
        for i in range(per_page["stroked rects"]):
            canvas.rect(20 + (i % 60) * 12, 200 + (i // 60) * 12, 8, 8, stroke=1, fill=0)
        path = canvas.beginPath()
        for i in range(per_page["filled rects"]):
            path.rect(500 + (i % 60) * 2, 400 + (i // 60) * 2, 2, 2)
        canvas.drawPath(path, stroke=0, fill=1)
        for i in range(per_page["lines"] + per_page["other paths"]):
            canvas.line(20, 100 + i * 3, 400, 100 + i * 3)
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def main(database: str, out: str, per_page_json: str, pages: str) -> None:
    # A car is one row, its vehicle file in it (garage/storage/migrations 0006: the weapon,
    # equipment and dropped-weapon tables this read before are gone).
    with sqlite3.connect(database) as connection:
        connection.execute("SELECT * FROM vehicle").fetchall()
    Path(out).write_bytes(baseline(int(pages), Counter(json.loads(per_page_json)), landscape(A4)))


if __name__ == "__main__":
    main(*sys.argv[1:])
