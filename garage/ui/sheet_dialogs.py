"""Record sheets from the window: the sheet options, the in-app preview (QtPdf) and printing.

Imported only when a sheet is first asked for, so reportlab and QtPdf stay out of start-up.
"""

from __future__ import annotations

import shutil
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QCoreApplication,
    QIODevice,
    QMarginsF,
    QObject,
    QPointF,
    QProcess,
    QRectF,
    QSignalBlocker,
    QSize,
    QSizeF,
    Qt,
    QThread,
    Signal,
)
from PySide6.QtGui import QKeySequence, QPageLayout, QPageSize, QPainter, QShortcut
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from garage.fileio import write_atomic
from garage.rules import rulesets
from garage.rules.board import BoardGrid
from garage.rules.jsonfile import JsonFileError
from garage.sheets import SheetEntry, SheetError, SheetOptions, registry, render_pdf
from garage.ui.rules_words import spoken
from garage.ui.settings import last_folder, remember_folder, settings

OPTIONS_KEY = "sheets/"
PRINT_DPI = 300
ZOOM_STEPS = (50, 75, 100, 125, 150, 200, 300)


def saved_options() -> SheetOptions:
    s = settings()

    def flag(name: str, default: bool) -> bool:
        return bool(s.value(OPTIONS_KEY + name, default, type=bool))

    try:
        per_page = s.value(OPTIONS_KEY + "per_page", 1)
        if not isinstance(per_page, int | str):
            raise TypeError(f"per_page is {per_page!r}")
        return SheetOptions(page_size=str(s.value(OPTIONS_KEY + "page_size", "a4")), per_page=int(per_page),
                            colour=flag("colour", True), reference=flag("reference", False),
                            cover=flag("cover", False), race=flag("race", False))
    except (ValueError, TypeError):  # a settings file edited by hand: fall back to the defaults
        return SheetOptions()


def remember_options(options: SheetOptions) -> None:
    s = settings()
    for field in ("page_size", "per_page", "colour", "reference", "cover", "race"):
        s.setValue(OPTIONS_KEY + field, getattr(options, field))


def maps_folder() -> Path:
    """Where the map editor saves maps (and New Game finds them)."""
    from garage.ui.play.engine_adapter import maps_folder as folder

    return folder()


def saved_maps(rules: rulesets.RuleSet) -> list[tuple[str, str]]:
    from garage.ui.play.engine_adapter import saved_maps as found

    return found(rules)


class SheetOptionsForm(QWidget):
    """The choices of a print job, shared by the export dialog and the preview. For cars of a
    rule set played on a map (Battle Cars) it offers a map for the table, printed on a page of
    its own after the sheets, as `garage-cli sheet --map` prints it."""

    map_changed = Signal()

    def __init__(self, options: SheetOptions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.map_rules: rulesets.RuleSet | None = None  # the rule set whose maps are offered
        self._grid: BoardGrid | None = None  # the map chosen, read
        self.page_size = QComboBox()
        self.page_size.setAccessibleName(self.tr("Page size"))
        self.page_size.addItem("A4", "a4")
        self.page_size.addItem(self.tr("US Letter"), "letter")
        self.page_size.setCurrentIndex(self.page_size.findData(options.page_size))
        self.per_page = QComboBox()
        self.per_page.setAccessibleName(self.tr("Sheets per page"))
        self.per_page.addItem(self.tr("One (landscape, full page)"), 1)
        self.per_page.addItem(self.tr("Two (portrait, cut in half)"), 2)
        self.per_page.setCurrentIndex(self.per_page.findData(options.per_page))
        self.colour = QCheckBox(self.tr("&Colour"))
        self.colour.setChecked(options.colour)
        self.reference = QCheckBox(self.tr("&Reference tables on each sheet"))
        self.reference.setChecked(options.reference)
        self.cover = QCheckBox(self.tr("C&over page (always one for several cars)"))
        self.cover.setChecked(options.cover)
        self.race = QCheckBox(self.tr("Race s&tat line (section 10)"))
        self.race.setChecked(options.race)
        self.board = QComboBox()
        self.board.setAccessibleName(self.tr("Map for the table"))
        self.board.setToolTip(self.tr("A map printed on a page of its own after the sheets, to play on"))
        # A long map name (a file's, with its file name) widens the list it pops up, not the form.
        self.board.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.board.setMinimumContentsLength(14)
        self.board.currentIndexChanged.connect(self._map_chosen)
        self.open_map_button = QPushButton(self.tr("Open map &file..."))
        self.open_map_button.setToolTip(self.tr("Print a map saved as a file"))
        self.open_map_button.setAutoDefault(False)
        self.open_map_button.clicked.connect(lambda: self.open_map_file())
        map_row = QWidget()
        row = QHBoxLayout(map_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.board, 1)
        row.addWidget(self.open_map_button)
        self.map_problem = QLabel()
        self.map_problem.setTextFormat(Qt.TextFormat.PlainText)  # it names a file
        self.map_problem.setWordWrap(True)
        self.map_problem.setAccessibleName(self.tr("Map problem"))
        map_label = QLabel(self.tr("&Map for the table:"))
        map_label.setBuddy(self.board)
        form = self._form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(self.tr("Page &size:"), self.page_size)
        form.addRow(self.tr("S&heets per page:"), self.per_page)
        form.addRow("", self.colour)
        form.addRow("", self.reference)
        form.addRow("", self.cover)
        form.addRow("", self.race)
        form.addRow(map_label, map_row)
        form.addRow("", self.map_problem)
        self._show_map_rows(False)

    def offer(self, entries: Iterable[SheetEntry]) -> None:
        """Offer the options some of these cars' sheets draw; the others are greyed, saying why."""
        by_ruleset = {entry.design.ruleset for entry in entries}
        writers = [registry.writer(key) for key in sorted(by_ruleset)]
        for name, box in (("reference", self.reference), ("race", self.race)):
            used = any(name in w.options_used for w in writers)
            box.setEnabled(used)
            names = ", ".join(spoken(rulesets.get(w.key).name) for w in writers)
            box.setToolTip("" if used else self.tr("{rule_sets} sheets do not change with this option").format(
                rule_sets=names))
        # A map for the table, read by the cars' rule set that plays on maps (as the CLI reads it).
        on_maps = [r for r in (rulesets.get(key) for key in sorted(by_ruleset)) if r.board_suffix]
        self.map_rules = on_maps[0] if on_maps else None
        self._show_map_rows(self.map_rules is not None)
        self.fill_maps()

    def _show_map_rows(self, shown: bool) -> None:
        form = self._form
        form.setRowVisible(form.rowCount() - 2, shown)
        form.setRowVisible(form.rowCount() - 1, shown and bool(self.map_problem.text()))

    def fill_maps(self) -> None:
        """No map, the rule set's built-in maps, then every readable map file in the maps folder
        (a damaged one is left out: Open map file... says what is wrong with it)."""
        chosen = self.board.currentData()
        blocker = QSignalBlocker(self.board)
        self.board.clear()
        self.board.addItem(self.tr("None"), None)
        rules = self.map_rules
        if rules is not None:
            for choice in rules.boards():
                self.board.addItem(choice.label, choice.key)
                self.board.setItemData(self.board.count() - 1, choice.help, Qt.ItemDataRole.ToolTipRole)
            for label, path in saved_maps(rules):
                self.board.addItem(label, path)
        self.board.setCurrentIndex(max(0, self.board.findData(chosen)) if chosen is not None else 0)
        del blocker
        self._map_chosen()

    def choose_map(self, source: str) -> bool:
        """Print the map `source` names (a built-in map's key or a map file): a file not yet
        listed is read first, and a damaged one refused in one line naming the field."""
        rules = self.map_rules
        if rules is None:
            return False
        if self.board.findData(source) < 0:
            try:
                found = rules.read_board(source)
            except (JsonFileError, ValueError) as exc:
                self._problem(str(exc))
                return False
            self.board.addItem(f"{found.label} ({Path(source).name})", source)
        self.board.setCurrentIndex(self.board.findData(source))
        return self._grid is not None

    def open_map_file(self, path: str | None = None) -> bool:
        if self.map_rules is None:
            return False
        if path is None:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Open Map"), str(maps_folder()), self.tr(
                "Maps (*{suffix});;All files (*)").format(suffix=self.map_rules.board_suffix))
            if not path:
                return False
        return self.choose_map(path)

    def _map_chosen(self, _: int = 0) -> None:
        source = self.board.currentData()
        grid = None
        problem = ""
        if source is not None and self.map_rules is not None:
            try:
                grid = self.map_rules.board_grid(str(source))
            except (JsonFileError, ValueError) as exc:  # a file changed since it was listed
                problem = str(exc)
        changed = grid is not self._grid
        self._grid = grid
        self._problem(problem)
        if changed:
            self.map_changed.emit()

    def _problem(self, text: str) -> None:
        self.map_problem.setText(text)
        self._show_map_rows(self.map_rules is not None)

    def options(self) -> SheetOptions:
        return SheetOptions(page_size=self.page_size.currentData(), per_page=self.per_page.currentData(),
                            colour=self.colour.isChecked(), reference=self.reference.isChecked(),
                            cover=self.cover.isChecked(), race=self.race.isChecked(), board=self._grid)


class SheetOptionsDialog(QDialog):
    def __init__(self, what: str, options: SheetOptions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Export Record Sheets"))
        self.form = SheetOptionsForm(options)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Export..."))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        what_label = QLabel(self.tr("Record sheets for {cars}.").format(cars=what))
        what_label.setTextFormat(Qt.TextFormat.PlainText)  # `what` is a car's name
        layout.addWidget(what_label)
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


def page_layout(document: QPdfDocument, page: int = 0) -> QPageLayout:
    """The paper and orientation of a PDF page, with no margins: the sheet has its own."""
    size = document.pagePointSize(page)
    landscape = size.width() > size.height()
    portrait = QSizeF(size.height(), size.width()) if landscape else size
    paper = QPageSize(portrait, QPageSize.Unit.Point, "", QPageSize.SizeMatchPolicy.FuzzyMatch)
    orientation = QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
    return QPageLayout(paper, orientation, QMarginsF(0, 0, 0, 0))


def prepare_printer(printer: QPrinter, document: QPdfDocument) -> None:
    """Give the printer the sheet's paper and orientation before the print dialog shows them."""
    if document.pageCount():
        printer.setPageLayout(page_layout(document))
    printer.setFullPage(True)  # the sheet's own margins, not the printer's on top of them
    printer.setDocName(document.metaData(QPdfDocument.MetaDataField.Title)
                       or QCoreApplication.translate("SheetPreview", "Record sheets"))


def print_pdf(payload: bytes, printer: QPrinter, progress: Callable[[int, int], None] | None = None) -> None:
    """Draw each page of the PDF `payload` on the printer's paper at the sheet's own size.

    QtPdf only renders pages to images, so each page goes as one image, at the printer's
    resolution but never above PRINT_DPI: 300 dpi is sharper than the dice and pencils the
    sheet is for, and a tenth of the bytes a 1200-dpi page takes. Runs on any thread
    (QPainter on a QPrinter is thread-safe); `progress(done, total)` is called after each page.
    """
    document = QPdfDocument()
    buffer = load_pdf(document, payload)
    painter = QPainter()
    if not painter.begin(printer):
        raise OSError(QCoreApplication.translate("SheetPreview", "the printer could not be started"))
    try:
        total = document.pageCount()
        for page in range(total):
            if page:
                printer.newPage()
            target = printer.pageLayout().fullRectPixels(printer.resolution())
            points = document.pagePointSize(page)
            scale = min(target.width() / points.width(), target.height() / points.height())
            drawn = QSizeF(points.width() * scale, points.height() * scale)
            dpi = min(PRINT_DPI, printer.resolution()) * scale * 72 / printer.resolution()
            image = document.render(page, QSize(round(points.width() * dpi / 72), round(points.height() * dpi / 72)))
            box = QRectF(QPointF((target.width() - drawn.width()) / 2, (target.height() - drawn.height()) / 2), drawn)
            painter.drawImage(box, image)
            if progress is not None:
                progress(page + 1, total)
    finally:
        painter.end()
        buffer.close()


def cups_command(printer: QPrinter) -> list[str] | None:
    """`lp` reading the PDF from its input, for a CUPS printer (Linux, macOS), with the
    copies and sides chosen in the print dialog; None where there is no CUPS."""
    lp = shutil.which("lp")
    if sys.platform == "win32" or lp is None or not printer.printerName() or \
            printer.outputFormat() != QPrinter.OutputFormat.NativeFormat:
        return None
    sides = {QPrinter.DuplexMode.DuplexLongSide: "two-sided-long-edge",
             QPrinter.DuplexMode.DuplexShortSide: "two-sided-short-edge"}.get(printer.duplex(), "one-sided")
    return [lp, "-d", printer.printerName(), "-n", str(max(1, printer.copyCount())), "-o", f"sides={sides}",
            "-t", printer.docName() or QCoreApplication.translate("SheetPreview", "Record sheets"), "-"]


class PrintJob(QThread):
    """One print job off the window's thread, so a long job never freezes the window.
    `failed(message)` or `printed(pages)` says how it ended."""

    page_done = Signal(int, int)
    printed = Signal(int)
    failed = Signal(str)

    def __init__(self, payload: bytes, printer: QPrinter, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.payload = payload
        self.printer = printer

    def run(self) -> None:
        pages: list[int] = []

        def progress(done: int, total: int) -> None:
            pages.append(done)
            self.page_done.emit(done, total)

        try:
            print_pdf(self.payload, self.printer, progress)
        except OSError as exc:
            self.failed.emit(str(exc))
            return
        self.printed.emit(len(pages))


class SheetPreview(QDialog):
    """The record sheets exactly as they will print, re-rendered when the options change."""

    def __init__(self, render_sheets: Callable[[SheetOptions], bytes], title: str, options: SheetOptions,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.render_sheets = render_sheets  # not `render`, which is QWidget's
        self.title = title
        self.job: PrintJob | None = None
        self.spooler: QProcess | None = None
        self.setWindowTitle(self.tr("Record Sheets — {cars}").format(cars=title))
        self.resize(1000, 760)
        self.document = QPdfDocument(self)
        self._buffer: QBuffer | None = None
        self.view = QPdfView()
        self.view.setAccessibleName(self.tr("Record sheet preview"))
        self.view.setDocument(self.document)
        self.view.setPageMode(QPdfView.PageMode.MultiPage)
        self.view.setZoomMode(QPdfView.ZoomMode.FitInView)
        self.form = SheetOptionsForm(options)
        for combo in (self.form.page_size, self.form.per_page):
            combo.currentIndexChanged.connect(self.refresh)
        for check in (self.form.colour, self.form.reference, self.form.cover, self.form.race):
            check.toggled.connect(self.refresh)
        self.form.map_changed.connect(self.refresh)

        self.zoom = QComboBox()
        self.zoom.setAccessibleName(self.tr("Zoom"))
        for text, mode in ((self.tr("Fit page"), QPdfView.ZoomMode.FitInView),
                           (self.tr("Fit width"), QPdfView.ZoomMode.FitToWidth)):
            self.zoom.addItem(text, (mode, 1.0))
        for percent in ZOOM_STEPS:
            self.zoom.addItem(f"{percent}%", (QPdfView.ZoomMode.Custom, percent / 100))
        self.zoom.currentIndexChanged.connect(self._zoom_chosen)
        zoom_label = QLabel(self.tr("&Zoom:"))
        zoom_label.setBuddy(self.zoom)
        QShortcut(QKeySequence.StandardKey.ZoomIn, self, lambda: self._zoom_step(1))
        QShortcut(QKeySequence.StandardKey.ZoomOut, self, lambda: self._zoom_step(-1))
        self.page = QSpinBox()
        self.page.setAccessibleName(self.tr("Page"))
        self.page.setMinimum(1)
        self.page.valueChanged.connect(lambda n: self.view.pageNavigator().jump(n - 1, QPointF()))
        self.view.pageNavigator().currentPageChanged.connect(self._page_shown)
        page_label = QLabel(self.tr("P&age:"))
        page_label.setBuddy(self.page)
        self.pages = QLabel()
        self.pages.setAccessibleName(self.tr("Pages"))
        navigation = QFormLayout()
        navigation.addRow(zoom_label, self.zoom)
        row = QHBoxLayout()
        row.addWidget(self.page)
        row.addWidget(self.pages, 1)
        navigation.addRow(page_label, row)

        self.print_button = QPushButton(self.tr("&Print..."))
        self.print_button.clicked.connect(self.print_sheets)
        save_button = QPushButton(self.tr("Save as P&DF..."))
        save_button.clicked.connect(self.save_pdf)
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # it names files and printers
        self.status.setAccessibleName(self.tr("Print status"))
        self.status.setWordWrap(True)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        side = QVBoxLayout()
        side.addWidget(self.form)
        side.addLayout(navigation)
        side.addStretch(1)
        side.addWidget(self.status)
        side.addWidget(self.print_button)
        side.addWidget(save_button)
        side.addWidget(close)
        panel = self.panel = QWidget()
        panel.setLayout(side)
        panel.setMaximumWidth(panel.sizeHint().width())
        layout = QHBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(panel)
        self.refresh()

    def offer(self, entries: Iterable[SheetEntry]) -> None:
        """The options these cars' sheets use (SheetOptionsForm.offer), the panel as wide as they need."""
        self.form.offer(entries)
        self.panel.setMaximumWidth(self.panel.sizeHint().width())

    def refresh(self) -> None:
        options = self.form.options()
        remember_options(options)
        self.payload = self.render_sheets(options)
        self._buffer = load_pdf(self.document, self.payload)
        count = self.document.pageCount()
        self.page.setMaximum(max(1, count))
        self.pages.setText(self.tr("of {count}").format(count=count))

    def _page_shown(self, page: int) -> None:
        blocker = QSignalBlocker(self.page)
        self.page.setValue(page + 1)
        del blocker

    def _zoom_chosen(self, index: int) -> None:
        mode, factor = self.zoom.itemData(index)
        self.view.setZoomMode(mode)
        if mode == QPdfView.ZoomMode.Custom:
            self.view.setZoomFactor(factor)

    def _zoom_step(self, step: int) -> None:
        first = self.zoom.count() - len(ZOOM_STEPS)
        current = self.zoom.currentIndex()
        if current < first:  # from a fit mode, start at the step nearest what is shown
            factor = self.view.zoomFactor()
            current = min(range(first, self.zoom.count()), key=lambda i: abs(self.zoom.itemData(i)[1] - factor))
        self.zoom.setCurrentIndex(max(first, min(self.zoom.count() - 1, current + step)))

    # -- printing and saving ----------------------------------------------------------------

    def print_sheets(self) -> PrintJob | QProcess | None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        prepare_printer(printer, self.document)
        dialog = QPrintDialog(printer, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return self.print_to(printer)

    def print_to(self, printer: QPrinter) -> PrintJob | QProcess | None:
        """Send the sheets to `printer`, as exactly as the platform allows: to a PDF file, the
        sheets' own PDF; to a CUPS printer, the same PDF through `lp`, vector and spooled in
        the background; to any other printer, page by page from a thread (print_pdf)."""
        if printer.outputFormat() == QPrinter.OutputFormat.PdfFormat and printer.outputFileName():
            self._write(printer.outputFileName())
            return None
        command = cups_command(printer)
        if command is not None:
            return self._spool(command, printer.printerName())
        self.job = PrintJob(self.payload, printer, self)
        self.job.page_done.connect(lambda done, total: self.status.setText(
            self.tr("Printing page {done} of {total}…").format(done=done, total=total)))
        self.job.printed.connect(lambda pages: self.status.setText(
            self.sent(pages, printer.printerName() or self.tr("the printer"))))
        self.job.failed.connect(lambda message: self.status.setText(self.tr("Not printed: {problem}").format(
            problem=message)))
        self.job.finished.connect(lambda: self.print_button.setEnabled(True))
        self.print_button.setEnabled(False)
        self.status.setText(self.tr("Printing…"))
        self.job.start()
        return self.job

    def _spool(self, command: list[str], name: str) -> QProcess:
        process = QProcess(self)
        pages = self.document.pageCount()

        def finished(code: int, status: QProcess.ExitStatus) -> None:
            self.print_button.setEnabled(True)
            if status == QProcess.ExitStatus.NormalExit and code == 0:
                self.status.setText(self.sent(pages, name))
            else:
                error = bytes(process.readAllStandardError().data()).decode(errors="replace").strip()
                self.status.setText(self.tr("Not printed: {problem}").format(
                    problem=error.splitlines()[-1] if error else self.tr("lp stopped ({code})").format(code=code)))

        process.finished.connect(finished)
        process.errorOccurred.connect(lambda _: self.status.setText(self.tr("Not printed: {problem}").format(
            problem=process.errorString())))
        self.print_button.setEnabled(False)
        self.status.setText(self.tr("Sending to {printer}…").format(printer=name))
        process.start(command[0], command[1:])
        process.write(self.payload)
        process.closeWriteChannel()
        self.spooler = process
        return process

    def sent(self, pages: int, printer: str) -> str:
        return (self.tr("Sent %n page to {printer}", "", pages) if pages == 1 else
                self.tr("Sent %n pages to {printer}", "", pages)).format(printer=printer)

    def save_pdf(self) -> None:
        name = f"{self.title.strip(chr(39))}.pdf" if self.title.startswith("'") else self.tr("record-sheets") + ".pdf"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save Record Sheets"), str(last_folder() / name),
                                              self.tr("PDF (*.pdf)"))
        if path:
            remember_folder(path)
            self._write(path)

    def _write(self, path: str) -> None:
        try:
            write_atomic(path, self.payload)
        except OSError as exc:
            self.status.setText(self.tr("Not saved: {problem}").format(problem=exc.strerror or exc))
            return
        self.status.setText(self.tr("Saved {file}").format(file=Path(path).name))

    def done(self, result: int) -> None:
        if self.job is not None:
            self.job.wait()  # a thread must not outlive the dialog that owns it
        if self.spooler is not None:
            self.spooler.waitForFinished(30000)  # nor lp be cut off halfway through the sheets
        super().done(result)


def open_preview(parent: QWidget, entries: Iterable[SheetEntry], title: str,
                 error: Callable[[str, str], object]) -> SheetPreview | None:
    """Show the preview of `entries` beside `parent`; a SheetError goes to error(title, message)."""
    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        entries = list(entries)
        preview = SheetPreview(lambda options: render_pdf(entries, options), title, saved_options(), parent)
        preview.offer(entries)
    except SheetError as exc:
        error(QCoreApplication.translate("SheetPreview", "Record Sheets"), str(exc))
        return None
    finally:
        QApplication.restoreOverrideCursor()
    preview.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    preview.show()
    return preview
