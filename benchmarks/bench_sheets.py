"""Time to write 100 record sheets, against reportlab drawing the same primitives directly.

    python benchmarks/bench_sheets.py [--sheets 100] [--repeat 3]

The baseline draws, on each of as many pages, exactly as many text runs (same font, same
total characters), circles, stroked boxes, filled rectangles and lines as one of our sheets
does on average, counted from our own PDF's content streams. The ratio is what Garage's
layout code costs on top of reportlab itself (aim: under 3x).
"""

from __future__ import annotations

import argparse
import io
import sys
import tempfile
import time
from collections import Counter
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pypdf import PdfReader
from pypdf.generic import ContentStream
from reportlab.lib.pagesizes import A4, landscape
from reportlab.pdfgen.canvas import Canvas

from garage.resources import resource
from garage.rules.vehicles import load
from garage.sheets import (
    SheetEntry,
    SheetOptions,
    fonts,
    write_pdf,
)

PAINT = {b"S", b"s", b"f", b"F", b"f*", b"B", b"B*", b"b", b"b*"}


def count_primitives(pdf: bytes, skip_pages: int) -> Counter:
    """Drawing primitives per kind over the sheet pages (the cover is left out)."""
    total: Counter = Counter()
    pages = PdfReader(io.BytesIO(pdf)).pages[skip_pages:]
    for page in pages:
        subpaths: list[list[bytes]] = []
        for operands, op in ContentStream(page.get_contents(), page.pdf).operations:
            if op == b"Tj":
                total["text runs"] += 1
                total["text chars"] += len(operands[0])
            elif op == b"m":
                subpaths.append([b"m"])
            elif op in (b"l", b"c"):
                subpaths[-1].append(op)
            elif op == b"re":
                subpaths.append([b"re"])
            elif op in PAINT:
                filled = op not in (b"S", b"s")
                for sub in subpaths:
                    if sub == [b"m", b"c", b"c", b"c", b"c"]:
                        total["circles"] += 1
                    elif sub == [b"re"]:
                        total["filled rects" if filled else "stroked rects"] += 1
                    elif sub == [b"m", b"l"]:
                        total["lines"] += 1
                    else:
                        total["other paths"] += 1
                subpaths = []
            elif op == b"n":
                subpaths = []
    return total


def baseline(pages: int, per_page: Counter, page_size) -> bytes:
    """reportlab alone: the same primitives per page, placed on a plain grid."""
    fonts.register()
    runs = max(1, per_page["text runs"])
    text = "x" * max(1, round(per_page["text chars"] / runs))
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=page_size, invariant=1)
    _width, height = page_size
    for _ in range(pages):
        for i in range(per_page["text runs"]):
            canvas.setFont(fonts.REGULAR, 8)
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


def timed(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)  # the least disturbed run: the machine is shared


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sheets", type=int, default=100)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    designs = [load(p) for p in sorted(resource("examples").glob("*.car.json"))]
    # 100 different cars (as in a real garage): nothing one sheet computes helps the next.
    entries = [SheetEntry(replace(designs[i % len(designs)], name=f"{designs[i % len(designs)].name} {i}"),
                          driver=f"Driver {i}", rerolls=i % 3) for i in range(args.sheets)]
    options = SheetOptions(reference=True)
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "garage.pdf"
        write_pdf(entries[:2], out, options)  # warm up: fonts read, catalogue loaded
        ours = timed(lambda: write_pdf(entries, out, options), args.repeat)
        pdf = out.read_bytes()
    counts = count_primitives(pdf, skip_pages=1)
    per_page = Counter({k: round(v / args.sheets) for k, v in counts.items()})
    page_size = landscape(A4)
    direct = timed(lambda: baseline(args.sheets, per_page, page_size), args.repeat)
    print(f"sheets: {args.sheets} (A4, one per page, reference panel on, + cover), "
          f"best of {args.repeat} runs, PDF {len(pdf) / 1024:.0f} KiB")
    print("primitives per sheet: " + ", ".join(f"{k} {v}" for k, v in sorted(per_page.items())))
    print(f"garage write_pdf:          {ours:7.3f} s  ({1000 * ours / args.sheets:.1f} ms/sheet)")
    print(f"reportlab direct baseline: {direct:7.3f} s  ({1000 * direct / args.sheets:.1f} ms/page)")
    print(f"ratio: {ours / direct:.2f}x (aim < 3x)")


if __name__ == "__main__":
    main()
