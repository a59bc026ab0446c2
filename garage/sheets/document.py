"""A print job as one PDF: an optional cover page, then one record sheet per car.

One sheet per page prints the sheet landscape across the whole page; two per page stacks
two half-page sheets on a portrait page with a cut line between. A-series halves have the
page's own shape, so the same sheet simply scales; Letter halves are a little flatter and
the sheet's free space (notes, fires) absorbs the difference.
"""

from __future__ import annotations

import calendar
import io
import os
import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from datetime import date

from reportlab.lib.pagesizes import A4, LETTER, landscape, portrait
from reportlab.pdfgen.canvas import Canvas

from garage import __version__
from garage.fileio import write_atomic
from garage.rules import rulesets
from garage.sheets import fonts
from garage.sheets.board_page import draw_board
from garage.sheets.cover import draw_cover
from garage.sheets.options import SheetEntry, SheetError, SheetOptions
from garage.sheets.registry import WIDTH, writer

Progress = Callable[[int, int], None]
PAGE_SIZES = {"a4": A4, "letter": LETTER}


def _sheet_boxes(options: SheetOptions) -> tuple[tuple[float, float], list[tuple[float, float]], float, float]:
    """Page size, the origin of each sheet on a page, the scale, and the sheet's height in units."""
    size = PAGE_SIZES[options.page_size]
    if options.per_page == 1:
        page = landscape(size)
        scale = page[0] / WIDTH
        return page, [(0.0, 0.0)], scale, page[1] / scale
    page = portrait(size)
    scale = page[0] / WIDTH
    half = page[1] / 2
    return page, [(0.0, half), (0.0, 0.0)], scale, half / scale


_EPOCH_LOCK = threading.Lock()


@contextmanager
def _dated(day: date) -> Iterator[None]:
    """reportlab's invariant mode (the same job, the same bytes) dates every PDF 2000-01-01
    unless SOURCE_DATE_EPOCH (the reproducible-builds convention it honours) names a moment:
    the day printed, at midnight UTC, is reproducible and true."""
    with _EPOCH_LOCK:
        old = os.environ.get("SOURCE_DATE_EPOCH")
        os.environ["SOURCE_DATE_EPOCH"] = str(calendar.timegm(day.timetuple()))
        try:
            yield
        finally:
            if old is None:
                del os.environ["SOURCE_DATE_EPOCH"]
            else:
                os.environ["SOURCE_DATE_EPOCH"] = old


def render_pdf(entries: Iterable[SheetEntry], options: SheetOptions | None = None,
               progress: Progress | None = None) -> bytes:
    """The PDF bytes for `entries`, in order. Raises SheetError for a car that cannot print."""
    entries = list(entries)
    options = options or SheetOptions()
    if not entries and options.board is None:
        raise SheetError("no cars to print")
    for entry in entries:
        ruleset = rulesets.get(entry.design.ruleset)
        kind, kinds = ruleset.vehicle_class(entry.design), ruleset.vehicle_classes
        if kinds and kind not in kinds:
            raise SheetError(f"{entry.design.name or '(unnamed)'}: {ruleset.class_word} '{kind}' is not one of "
                             f"{', '.join(kinds)}")
        try:
            writer(entry.design.ruleset)  # every car has a sheet before the first page is drawn
        except SheetError as exc:
            raise SheetError(f"{entry.design.name or '(unnamed)'}: {exc}") from None
    fonts.register()
    page, origins, scale, height = _sheet_boxes(options)
    buffer = io.BytesIO()
    # The initial font too: otherwise every page names a Helvetica that is not embedded.
    with _dated(options.printed_on or date.today()):
        canvas = Canvas(buffer, pagesize=page, invariant=1, initialFontName=fonts.REGULAR)
    title = entries[0].design.name if len(entries) == 1 else f"Garage: {len(entries)} record sheets"
    canvas.setTitle(title if entries or options.board is None else f"{options.board.name}: the table")
    canvas.setCreator(f"Garage {__version__}")
    canvas.setAuthor("Garage")  # not reportlab's "anonymous"
    if len(entries) > 1 or options.cover:
        draw_cover(canvas, entries, options, page)
    total = len(entries)
    for index, entry in enumerate(entries):
        slot = index % len(origins)
        if slot == 0 and index:
            canvas.showPage()
        x, y = origins[slot]
        canvas.saveState()
        canvas.translate(x, y)
        canvas.scale(scale, scale)
        ruleset = rulesets.get(entry.design.ruleset)
        writer(ruleset.key).draw(canvas, entry, height, options, ruleset)
        canvas.restoreState()
        if len(origins) > 1 and slot == 0 and index + 1 < total:
            _cut_line(canvas, page)
        if progress is not None:
            progress(index + 1, total)
    if options.board is not None:
        if entries:
            canvas.showPage()
        canvas.setPageSize(landscape(PAGE_SIZES[options.page_size]))
        draw_board(canvas, options.board, options, landscape(PAGE_SIZES[options.page_size]))
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def _cut_line(canvas: Canvas, page: tuple[float, float]) -> None:
    canvas.saveState()
    canvas.setStrokeGray(0.55)
    canvas.setLineWidth(0.5)
    canvas.setDash(4, 3)
    canvas.line(0, page[1] / 2, page[0], page[1] / 2)
    canvas.restoreState()


def write_pdf(entries: Iterable[SheetEntry], path: str | os.PathLike[str], options: SheetOptions | None = None,
              progress: Progress | None = None) -> None:
    """Render, then write atomically: a failure leaves the old file or none, never half a PDF."""
    payload = render_pdf(entries, options, progress)
    try:
        write_atomic(path, payload)
    except OSError as exc:
        raise SheetError(f"{os.fspath(path)}: cannot write ({exc.strerror or exc})") from None
