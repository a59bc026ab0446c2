"""`garage --self-test PDF`: the app does once, unattended, what a player does first, so an
installed bundle can be checked where nobody clicks (tests/packaging builds one and runs it).

After the garage is open (and any command-line files imported and saved), it opens the Help
window, the record sheet preview of the first car, and prints that preview to PDF through
Qt's printer page by page, the path a printer without CUPS takes. Each step says what it
found on stdout; the first that fails is named on stderr and the exit code is 1. A message
box would wait for a click nobody gives, so each is written to stderr instead and fails the
run; so does an unexpected error.
"""

from __future__ import annotations

import sys
import traceback
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtGui import QFontInfo, QFontMetrics
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from garage.ui import dialogs

if TYPE_CHECKING:
    from garage.ui.main_window import MainWindow

WATCHDOG_MS = 120_000


class SelfTestFailed(Exception):
    pass


def install(app: QApplication) -> list[str]:
    """Message boxes answered No/Ok and collected; a watchdog ends a run that stalls."""
    boxes: list[str] = []

    def box(kind: str, default: QMessageBox.StandardButton) -> staticmethod[..., QMessageBox.StandardButton]:
        def show(parent: QWidget | None, title: str, text: str, *args: object,
                 **kwargs: object) -> QMessageBox.StandardButton:
            boxes.append(f"{kind} box '{title}': {text}")
            print(f"self-test: {boxes[-1]}", file=sys.stderr)
            return default
        return staticmethod(show)

    SB = QMessageBox.StandardButton
    for kind, default in (("question", SB.No), ("warning", SB.Cancel), ("critical", SB.Ok), ("information", SB.Ok)):
        setattr(QMessageBox, kind, box(kind, default))
        setattr(dialogs, kind, box(kind, default).__func__)  # the app's own plain-text boxes
    watchdog = QTimer(app)
    watchdog.setSingleShot(True)
    watchdog.timeout.connect(lambda: (print("self-test failed: it stalled", file=sys.stderr), app.exit(1)))
    watchdog.start(WATCHDOG_MS)
    return boxes


def check(found: bool, step: str, what: str) -> None:
    if not found:
        raise SelfTestFailed(f"{step}: {what}")


def run(window: MainWindow, pdf: Path, boxes: list[str]) -> int:
    try:
        steps(window, pdf, boxes)
    except SelfTestFailed as exc:
        print(f"self-test failed: {exc}", file=sys.stderr)
        return 1
    except Exception:  # a bug the run found: its traceback is the report, and the run ends now
        traceback.print_exc()
        print("self-test failed: an unexpected error (above)", file=sys.stderr)
        return 1
    print("self-test: passed")
    return 0


def steps(window: MainWindow, pdf: Path, boxes: list[str]) -> None:
    from garage.ui.sheet_dialogs import prepare_printer, print_pdf

    check(not boxes, "open", "a message box came up (above)")
    garage = window.garage
    check(window.document is not None and garage is not None, "open", "no garage is open")
    assert garage is not None  # check() raised otherwise
    cars = window.list.model.rowCount()
    check(cars > 0, "open", "the garage has no cars")
    print(f"self-test: garage {garage.shown} with {cars} cars")
    # A system with no fonts (a minimal Debian) gave Qt none: every label an empty box.
    family = QFontInfo(window.font()).family()
    check(family != "" and QFontMetrics(window.font()).inFont("A"), "fonts", "Qt has no font: labels are empty boxes")
    print(f"self-test: labels in {family}")

    help_window = window.show_help()
    texts = [page.toPlainText() for page in help_window.pages.values()]
    check(any("Axles" in text for text in texts) and help_window.contents.count() > 10, "help",
          "the rules text is not shown")
    print(f"self-test: help shows the rules ({help_window.tabs.count()} tabs, {sum(map(len, texts))} characters, "
          f"{help_window.contents.count()} sections)")
    help_window.close()

    window.list.select_first()
    preview = window.preview_sheets()
    check(preview is not None and not boxes, "preview", "the record sheet preview did not open")
    assert preview is not None  # check() raised otherwise
    pages = preview.document.pageCount()
    image = preview.document.render(0, preview.document.pagePointSize(0).toSize()) if pages else None
    check(pages > 0 and image is not None and not image.isNull(), "preview", "the preview has no page to show")
    assert image is not None  # check() raised otherwise
    shown = window.editor.design()
    print(f"self-test: preview of {shown.name if shown is not None else 'no car'}: {pages} page(s), "
          f"{image.width()}x{image.height()} pixels")

    # Page by page through QPainter, as to a printer that is not CUPS's (the preview would copy
    # its PDF straight into a PDF file): Qt's printing and rendering both take part.
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    prepare_printer(printer, preview.document)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(pdf))
    try:
        print_pdf(preview.payload, printer)
    except OSError as exc:
        raise SelfTestFailed(f"print: {exc}") from None
    preview.close()
    check(pdf.is_file() and pdf.stat().st_size > 0, "print", f"nothing was printed to {pdf}")
    print(f"self-test: printed {pages} page(s) to {pdf} ({pdf.stat().st_size} bytes)")
