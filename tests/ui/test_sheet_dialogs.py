"""Record sheets from the window: preview with its options, printing, a cancelled export."""

from __future__ import annotations

import pypdf
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QProgressDialog

from garage.sheets import SheetOptions
from garage.ui.sheet_dialogs import print_pdf, saved_options


def test_preview_shows_the_selected_cars_and_follows_the_options(qtbot, open_window, db_url):
    window = open_window(db_url)
    window.list.table.selectAll()
    preview = window.preview_sheets()
    qtbot.addWidget(preview)
    assert preview.pages.text() == "7 pages"  # a cover and six cars
    preview.form.per_page.setCurrentIndex(1)
    assert preview.document.pageCount() == 4
    assert saved_options().per_page == 2
    qtbot.mouseClick(preview.form.race, Qt.MouseButton.LeftButton)
    assert preview.form.options().race and saved_options().race


def test_printing_draws_every_page(qtbot, open_window, db_url, tmp_path):
    window = open_window(db_url)
    window.list.select_key(window.document.key_for("Purple Haze"))
    preview = window.preview_sheets()
    qtbot.addWidget(preview)
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    print_pdf(preview.document, printer)
    assert len(pypdf.PdfReader(tmp_path / "printed.pdf").pages) == 1


def test_a_cancelled_export_writes_nothing(qtbot, open_window, db_url, tmp_path, monkeypatch):
    monkeypatch.setattr(QProgressDialog, "wasCanceled", lambda self: True)
    window = open_window(db_url)
    window.list.table.selectAll()
    target = tmp_path / "sheets.pdf"
    assert not window.export_sheets(str(target), SheetOptions())
    assert not target.exists()
    assert window.statusBar().currentMessage() == "Export cancelled: nothing was written"
