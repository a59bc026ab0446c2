"""`garage-cli sheet --all` of a garage of N cars, against sqlite3 + reportlab drawing the same.

    python benchmarks/bench_sheets.py [--cars 500] [--repeat 3]

Both sides run as child processes, timed from start to exit, their peak RSS read in the
child (resource.getrusage): Garage is the real command on a garage database of --cars cars;
the baseline is a script that reads the same cars' rows with sqlite3 and draws, on as many
pages, exactly as many text runs (same fonts, same total characters), circles, stroked boxes,
filled rectangles and lines as one of our sheets does on average, counted from our own PDF's
content streams, with reportlab's own calls (a rect call a rectangle). The ratio is what
Garage costs on top of reading its rows and reportlab drawing (aim: 1.5x, time and memory).

Beside it, per QR code in this process, in CPU time: encoding (against the regex encoder it replaced,
kept in tests/sheets/test_qr.py as the reference its symbols are compared with) and drawing
(against one reportlab rect call per dark run, as it was drawn before).
"""

from __future__ import annotations

import argparse
import io
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from pypdf import PdfReader  # noqa: E402
from pypdf.generic import ContentStream  # noqa: E402
from reportlab.lib.colors import black  # noqa: E402
from reportlab.pdfgen.canvas import Canvas  # noqa: E402

from benchmarks.arguments import count  # noqa: E402
from garage.resources import resource  # noqa: E402
from garage.rules.vehicles import load  # noqa: E402
from garage.sheets import fonts, qr  # noqa: E402

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


# The child's own peak: VmHWM starts afresh at exec, where getrusage's ru_maxrss keeps the
# forking parent's (this benchmark's) peak if that was higher; and its own CPU seconds.
PEAK = ("import atexit, resource, sys; atexit.register(lambda: print('peak-kib', next(line.split()[1] for line in "
        "open('/proc/self/status') if line.startswith('VmHWM')), sum(resource.getrusage(resource.RUSAGE_SELF)[:2]), "
        "file=sys.stderr)); ")
CLI = PEAK + "from garage.cli.main import main; sys.exit(main(sys.argv[1:]))"
BASELINE = PEAK + "import runpy; sys.argv = sys.argv[1:]; runpy.run_path(sys.argv[0], run_name='__main__')"


def make_garage(folder: Path, cars: int) -> str:
    from garage.storage import open_garage

    designs = [load(p) for p in sorted(resource("examples").glob("*.car.json"))]
    url = f"sqlite:///{folder / 'garage.sqlite'}"
    with open_garage(url) as garage:  # different cars (as in a real garage): no sheet helps the next
        garage.add_designs([replace(designs[i % len(designs)], name=f"{designs[i % len(designs)].name} {i}")
                            for i in range(cars)])
    return url


def child(code: str, *args: str) -> tuple[float, int, float]:
    """Seconds from start to exit, peak KiB, CPU seconds."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", code, *args], env=env, capture_output=True, text=True,
                          timeout=600, check=True)
    seconds = time.perf_counter() - start
    peak = [line for line in done.stderr.splitlines() if line.startswith("peak-kib ")]
    _, kib, cpu = peak[-1].split()
    return seconds, int(kib), float(cpu)


def per_code(fn, items, repeat: int) -> float:
    """CPU milliseconds per item (this process's, so other work on a shared machine counts
    less), the least of `repeat` runs."""
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        for item in items:
            fn(item)
        best = min(best, time.process_time() - start)
    return 1000 * best / len(items)


CANVAS = Canvas(io.BytesIO(), pagesize=(200, 200))  # one for every code drawn: only the drawing is timed


def rect_per_run(code: qr.DesignCode) -> None:
    """The QR as it was drawn before: a reportlab rect call per dark run, in page units."""
    canvas = CANVAS
    canvas.saveState()
    cell = 72 / (len(code.modules) + 4)
    path = canvas.beginPath()
    for r, row in enumerate(code.modules):
        top = 72 - (r + 3) * cell
        for run in qr._DARK.finditer(row):
            path.rect((run.start() + 2) * cell, top, (run.end() - run.start()) * cell, cell)
    canvas.drawPath(path, stroke=0, fill=1)
    canvas.restoreState()


def one_path(code: qr.DesignCode) -> None:
    qr.draw(CANVAS, code, 0, 0, 72, black)


def qr_figures(repeat: int) -> None:
    from tests.sheets.test_qr import old_matrix

    designs = [load(p) for p in sorted(resource("examples").glob("*.car.json"))]
    texts = [qr.payload(replace(designs[i % len(designs)], name=f"{designs[i % len(designs)].name} {i}"))
             for i in range(60)]
    new = per_code(qr._matrix.__wrapped__, texts, repeat)
    old = per_code(old_matrix, texts, repeat)
    print(f"QR encode, CPU per code:   {new:7.2f} ms, the regex encoder {old:.2f} ms: {old / new:.1f}x faster")
    codes = [replace(qr.design_code(designs[0]), modules=qr._matrix(text)) for text in texts]
    new = per_code(one_path, codes, repeat)
    old = per_code(rect_per_run, codes, repeat)
    print(f"QR draw, CPU per code:     {new:7.2f} ms, a rect call a run {old:.2f} ms: {old / new:.1f}x faster")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cars", type=count, default=500)
    parser.add_argument("--repeat", type=count, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        url = make_garage(folder, args.cars)
        out = folder / "garage.pdf"
        ours = [child(CLI, "sheet", "--all", "--db", url, "-o", str(out))]
        counts = count_primitives(out.read_bytes(), skip_pages=1)
        per_page = {k: round(v / args.cars) for k, v in counts.items()}
        baseline_args = (str(Path(__file__).with_name("sheets_baseline.py")), str(folder / "garage.sqlite"),
                         str(folder / "baseline.pdf"),
                         json.dumps(per_page), str(args.cars))
        bare = [child(BASELINE, *baseline_args)]
        for _ in range(args.repeat - 1):  # alternated, so both see the same load
            ours.append(child(CLI, "sheet", "--all", "--db", url, "-o", str(out)))
            bare.append(child(BASELINE, *baseline_args))
        size = out.stat().st_size
    print(f"garage-cli sheet --all, {args.cars} cars (A4, one per page, + cover), {args.repeat} runs, "
          f"PDF {size / 1024:.0f} KiB")
    print("primitives per sheet: " + ", ".join(f"{k} {v}" for k, v in sorted(per_page.items())))
    for label, runs in (("garage-cli sheet --all:", ours), ("sqlite3 + reportlab:", bare)):
        times = sorted(t for t, _, _ in runs)
        print(f"{label:26} {times[0]:7.2f} s min, {statistics.median(times):7.2f} s median, "
              f"CPU {min(c for _, _, c in runs):6.2f} s min, peak {max(k for _, k, _ in runs) / 1024:.0f} MiB")
    t_ours, t_bare = (min(t for t, _, _ in runs) for runs in (ours, bare))
    c_ours, c_bare = (min(c for _, _, c in runs) for runs in (ours, bare))
    m_ours, m_bare = (max(k for _, k, _ in runs) for runs in (ours, bare))
    med = statistics.median(o for o, _, _ in ours) / statistics.median(b for b, _, _ in bare)
    print(f"ratio: time {t_ours / t_bare:.2f}x min, {med:.2f}x median, CPU {c_ours / c_bare:.2f}x; "
          f"memory {m_ours / m_bare:.2f}x (aim 1.5x)")
    fonts.register()  # as a sheet does before drawing
    qr_figures(args.repeat)


if __name__ == "__main__":
    main()
