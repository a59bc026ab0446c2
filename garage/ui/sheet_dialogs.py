"""Record sheets from the window: the sheet options, the in-app preview (QtPdf) and printing.

Imported only when a sheet is first asked for, so reportlab and QtPdf stay out of start-up.
"""

from __future__ import annotations

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (QApplication, QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout,
                               QLabel, QPushButton, QVBoxLayout, QWidget)

from garage.sheets import SheetError, SheetOptions, render_pdf
from garage.ui.settings import settings

OPTIONS_KEY = "sheets/"


def saved_options() -> SheetOptions:
    s = settings()
    try:
        return SheetOptions(page_size=str(s.value(OPTIONS_KEY + "page_size", "a4")),
                            per_page=int(s.value(OPTIONS_KEY + "per_page", 1)),
                            colour=s.value(OPTIONS_KEY + "colour", True, type=bool),
                            reference=s.value(OPTIONS_KEY + "reference", False, type=bool),
                            cover=s.value(OPTIONS_KEY + "cover", False, type=bool),
                            race=s.value(OPTIONS_KEY + "race", False, type=bool))
    except (ValueError, TypeError):  # a settings file edited by hand: fall back to the defaults
        return SheetOptions()


def remember_options(options: SheetOptions) -> None:
    s = settings()
    for field in ("page_size", "per_page", "colour", "reference", "cover", "race"):
        s.setValue(OPTIONS_KEY + field, getattr(options, field))


class SheetOptionsForm(QWidget):
    """The choices of a print job, shared by the export dialog and the preview."""

    def __init__(self, options: SheetOptions, parent: QWidget | None = None):
        super().__init__(parent)
        self.page_size = QComboBox()
        self.page_size.setAccessibleName("Page size")
        self.page_size.addItem("A4", "a4")
        self.page_size.addItem("US Letter", "letter")
        self.page_size.setCurrentIndex(self.page_size.findData(options.page_size))
        self.per_page = QComboBox()
        self.per_page.setAccessibleName("Sheets per page")
        self.per_page.addItem("One (landscape, full page)", 1)
        self.per_page.addItem("Two (portrait, cut in half)", 2)
        self.per_page.setCurrentIndex(self.per_page.findData(options.per_page))
        self.colour = QCheckBox("&Colour")
        self.colour.setChecked(options.colour)
        self.reference = QCheckBox("&Reference tables on each sheet")
        self.reference.setChecked(options.reference)
        self.cover = QCheckBox("C&over page (always one for several cars)")
        self.cover.setChecked(options.cover)
        self.race = QCheckBox("R&ace stat line (section 10)")
        self.race.setChecked(options.race)
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow("Page &size:", self.page_size)
        form.addRow("Sheets &per page:", self.per_page)
        form.addRow("", self.colour)
        form.addRow("", self.reference)
        form.addRow("", self.cover)
        form.addRow("", self.race)

    def options(self) -> SheetOptions:
        return SheetOptions(page_size=self.page_size.currentData(), per_page=self.per_page.currentData(),
                            colour=self.colour.isChecked(), reference=self.reference.isChecked(),
                            cover=self.cover.isChecked(), race=self.race.isChecked())


class SheetOptionsDialog(QDialog):
    def __init__(self, what: str, options: SheetOptions, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle("Export Record Sheets")
        self.form = SheetOptionsForm(options)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("&Export...")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(f"Record sheets for {what}."))
        layout.addWidget(self.form)
        layout.addWidget(buttons)

    def options(self) -> SheetOptions:
        return self.form.options()


def load_pdf(document: QPdfDocument, payload: bytes) -> QBuffer:
    """Load PDF bytes into `document`; keep the returned buffer alive as long as it."""
    buffer = QBuffer()
    buffer.setData(QByteArray(payload))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    document.load(buffer)
    return buffer


def print_pdf(document: QPdfDocument, printer: QPrinter) -> None:
    """Each PDF page drawn to fill a printer page, rendered at the printer's resolution."""
    painter = QPainter()
    if not painter.begin(printer):
        raise OSError("the printer could not be started")
    try:
        for page in range(document.pageCount()):
            if page:
                printer.newPage()
            target = painter.viewport()
            size = document.pagePointSize(page).toSize().scaled(target.size(), Qt.AspectRatioMode.KeepAspectRatio)
            image = document.render(page, size)
            painter.drawImage(QPointF(target.x() + (target.width() - size.width()) / 2, target.y()), image)
    finally:
        painter.end()


class SheetPreview(QDialog):
    """The record sheets exactly as they will print, re-rendered when the options change."""

    def __init__(self, render, title: str, options: SheetOptions, parent: QWidget | None = None):
        super().__init__(parent)
        self.render = render  # options -> PDF bytes
        self.setWindowTitle(f"Record Sheet Preview: {title}")
        self.resize(1000, 760)
        self.document = QPdfDocument(self)
        self._buffer: QBuffer | None = None
        self.view = QPdfView()
        self.view.setAccessibleName("Record sheet preview")
        self.view.setDocument(self.document)
        self.view.setPageMode(QPdfView.PageMode.MultiPage)
        self.view.setZoomMode(QPdfView.ZoomMode.FitInView)
        self.form = SheetOptionsForm(options)
        for widget in (self.form.page_size, self.form.per_page):
            widget.currentIndexChanged.connect(self.refresh)
        for widget in (self.form.colour, self.form.reference, self.form.cover, self.form.race):
            widget.toggled.connect(self.refresh)
        self.pages = QLabel()
        self.pages.setAccessibleName("Pages")
        self.zoom = QComboBox()
        self.zoom.setAccessibleName("Zoom")
        self.zoom.addItem("Fit page", QPdfView.ZoomMode.FitInView)
        self.zoom.addItem("Fit width", QPdfView.ZoomMode.FitToWidth)
        self.zoom.currentIndexChanged.connect(lambda i: self.view.setZoomMode(self.zoom.itemData(i)))
        print_button = QPushButton("&Print...")
        print_button.clicked.connect(self.print_sheets)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        side = QVBoxLayout()
        side.addWidget(self.form)
        side.addWidget(self.zoom)
        side.addWidget(self.pages)
        side.addStretch(1)
        side.addWidget(print_button)
        side.addWidget(close)
        panel = QWidget()
        panel.setLayout(side)
        panel.setMaximumWidth(panel.sizeHint().width())
        layout = QHBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(panel)
        self.refresh()

    def refresh(self) -> None:
        options = self.form.options()
        remember_options(options)
        self.payload = self.render(options)
        self._buffer = load_pdf(self.document, self.payload)
        count = self.document.pageCount()
        self.pages.setText(f"{count} page{'s' * (count != 1)}")

    def print_sheets(self) -> None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintDialog(printer, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            print_pdf(self.document, printer)


def open_preview(parent: QWidget, entries, title: str, error) -> SheetPreview | None:
    """Show the preview of `entries` beside `parent`; a SheetError goes to error(title, message)."""
    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        preview = SheetPreview(lambda options: render_pdf(entries, options), title, saved_options(), parent)
    except SheetError as exc:
        error("Record Sheets", str(exc))
        return None
    finally:
        QApplication.restoreOverrideCursor()
    preview.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    preview.show()
    return preview
