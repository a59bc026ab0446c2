"""Record sheets from the window: preview with its options, printing, a cancelled export."""

from __future__ import annotations

import os

import pypdf
import pytest
from PySide6.QtCore import QProcess, QSize, Qt, QThread
from PySide6.QtGui import QKeySequence, QPageLayout, QPageSize
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QFileDialog, QProgressDialog

from garage.sheets import SheetOptions
from garage.ui.settings import last_folder
from garage.ui.sheet_dialogs import load_pdf, prepare_printer, print_pdf, saved_options


def test_preview_shows_the_selected_cars_and_follows_the_options(qtbot, open_window, db_url):
    window = open_window(db_url)
    window.list.table.selectAll()
    preview = window.preview_sheets()
    qtbot.addWidget(preview)
    assert preview.pages.text() == "of 7"  # a cover and six cars
    preview.form.per_page.setCurrentIndex(1)
    assert preview.document.pageCount() == 4
    assert saved_options().per_page == 2
    qtbot.mouseClick(preview.form.race, Qt.MouseButton.LeftButton)
    assert preview.form.options().race and saved_options().race


def _preview_of(qtbot, window, name, **options):
    window.list.select_key(window.document.key_for(name))
    preview = window.preview_sheets()
    qtbot.addWidget(preview)
    for field, index in options.items():
        getattr(preview.form, field).setCurrentIndex(index)
    return preview


def _pdf_printer(path) -> QPrinter:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    return printer


def _page_points(path) -> list[tuple[int, int]]:
    return [(round(float(p.mediabox.width)), round(float(p.mediabox.height))) for p in pypdf.PdfReader(path).pages]


@pytest.mark.parametrize("per_page, size, pages", [(0, 0, [(842, 595)]), (1, 1, [(612, 792)])])
def test_a_printer_gets_the_sheets_paper_and_orientation(qtbot, open_window, db_url, tmp_path, per_page, size,
                                                        pages):
    """One sheet a page is landscape, two a page portrait; A4 or Letter as chosen. Drawn by the
    print thread, the page is filled as the preview shows it, not shrunk into its top half."""
    preview = _preview_of(qtbot, open_window(db_url), "Purple Haze", per_page=per_page, page_size=size)
    printer = _pdf_printer(tmp_path / "printed.pdf")
    prepare_printer(printer, preview.document)
    print_pdf(preview.payload, printer)
    assert _page_points(tmp_path / "printed.pdf") == pages
    image = QPdfDocument()
    load_pdf(image, (tmp_path / "printed.pdf").read_bytes())
    drawn = image.render(0, QSize(pages[0][0], pages[0][1]))
    ink = [y for y in range(drawn.height()) if any(drawn.pixelColor(x, y).lightness() < 128
                                                    for x in range(0, drawn.width(), 4))]
    assert ink[0] < drawn.height() * 0.15 and ink[-1] > drawn.height() * 0.85


def test_the_print_dialog_opens_on_the_sheets_paper_and_the_job_runs_on_a_thread(qtbot, open_window, db_url,
                                                                                 tmp_path, monkeypatch):
    preview = _preview_of(qtbot, open_window(db_url), "Purple Haze", per_page=0, page_size=0)
    chosen = []

    def accept(dialog):
        chosen.append(dialog.printer().pageLayout())
        dialog.printer().setOutputFileName(str(tmp_path / "spooled.pdf"))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(QPrintDialog, "exec", accept)
    # A real printer as far as Garage can tell (the offscreen platform has none): Qt still
    # spools the job to the file, so what the thread drew can be read back.
    monkeypatch.setattr(QPrinter, "outputFormat", lambda self: QPrinter.OutputFormat.NativeFormat)
    monkeypatch.setattr(QPrinter, "printerName", lambda self: "")  # no CUPS queue: the thread draws it
    job = preview.print_sheets()
    assert chosen[0].orientation() == QPageLayout.Orientation.Landscape
    assert chosen[0].pageSize().id() == QPageSize.PageSizeId.A4
    assert isinstance(job, QThread)
    with qtbot.waitSignal(job.printed, timeout=60000) as printed:
        pass
    assert printed.args == [1]
    qtbot.waitUntil(lambda: preview.print_button.isEnabled())
    assert preview.status.text().startswith("Sent 1 page")
    assert _page_points(tmp_path / "spooled.pdf") == [(842, 595)]


def test_a_cups_printer_gets_the_sheets_own_pdf_through_lp(qtbot, open_window, db_url, tmp_path, monkeypatch):
    spool = tmp_path / "spool"
    spool.mkdir()
    lp = spool / "lp"
    lp.write_text(f'#!/bin/sh\necho "$@" > {spool}/args\ncat > {spool}/job.pdf\n')
    lp.chmod(0o755)
    monkeypatch.setenv("PATH", f"{spool}:{os.environ['PATH']}")
    monkeypatch.setattr(QPrinter, "outputFormat", lambda self: QPrinter.OutputFormat.NativeFormat)
    monkeypatch.setattr(QPrinter, "printerName", lambda self: "club-laser")
    preview = _preview_of(qtbot, open_window(db_url), "Purple Haze")
    printer = QPrinter()
    printer.setCopyCount(2)
    process = preview.print_to(printer)
    assert isinstance(process, QProcess)
    qtbot.waitUntil(lambda: preview.status.text().startswith("Sent"), timeout=30000)
    assert preview.status.text() == "Sent 1 page to club-laser"
    assert (spool / "job.pdf").read_bytes() == preview.payload  # the vector sheets, not pictures of them
    args = (spool / "args").read_text().split()
    assert args[:4] == ["-d", "club-laser", "-n", "2"] and args[-1] == "-"


def test_printing_to_a_pdf_file_writes_the_sheets_own_vector_pdf(qtbot, open_window, db_url, tmp_path):
    preview = _preview_of(qtbot, open_window(db_url), "Der Bahnstormer")
    assert preview.print_to(_pdf_printer(tmp_path / "sheet.pdf")) is None
    assert (tmp_path / "sheet.pdf").read_bytes() == preview.payload
    assert "Der Bahnstormer" in pypdf.PdfReader(tmp_path / "sheet.pdf").pages[0].extract_text()


def test_the_preview_saves_as_pdf_zooms_and_turns_pages(qtbot, open_window, db_url, tmp_path, monkeypatch):
    window = open_window(db_url)
    window.list.table.selectAll()
    preview = window.preview_sheets()
    qtbot.addWidget(preview)
    assert preview.pages.text() == "of 7"
    preview.page.setValue(3)
    assert preview.view.pageNavigator().currentPage() == 2
    preview.activateWindow()
    qtbot.waitUntil(preview.isActiveWindow)
    QTest.keySequence(preview, QKeySequence.StandardKey.ZoomIn)
    assert preview.view.zoomMode() == QPdfView.ZoomMode.Custom
    target = tmp_path / "folder" / "all.pdf"
    target.parent.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    preview.save_pdf()
    assert target.read_bytes() == preview.payload
    assert preview.status.text() == "Saved all.pdf"
    assert last_folder() == target.parent


def test_a_cancelled_export_writes_nothing(qtbot, open_window, db_url, tmp_path, monkeypatch):
    monkeypatch.setattr(QProgressDialog, "wasCanceled", lambda self: True)
    window = open_window(db_url)
    window.list.table.selectAll()
    target = tmp_path / "sheets.pdf"
    assert not window.export_sheets(str(target), SheetOptions())
    assert not target.exists()
    assert window.statusBar().currentMessage() == "Export cancelled: nothing was written"


def preview_alt_letters(preview) -> list[str]:
    """The Alt letters of the preview's fields and buttons (one window: each must be unique)."""
    from PySide6.QtWidgets import QAbstractButton, QLabel

    from tests.ui.test_main_window import mnemonics

    texts = [w.text() for w in preview.findChildren(QLabel) if w.buddy() is not None]
    texts += [w.text() for w in preview.findChildren(QAbstractButton)]
    return mnemonics(texts)


def test_the_previews_alt_letters_are_unique(qtbot, open_window, db_url):
    letters = preview_alt_letters(_preview_of(qtbot, open_window(db_url), "Purple Haze"))
    assert len(letters) >= 9 and sorted(letters) == sorted(set(letters)), letters


def _battle_cars_window(open_window, db_url):
    from garage.resources import resource
    from garage.rules.vehicles import load
    from garage.storage import open_garage

    with open_garage(db_url) as garage:
        garage.add_design(load(resource("examples", "battle_cars", "road-hog.car.json")))
    window = open_window(db_url)
    window.list.select_key(window.document.key_for("Road Hog"))
    return window


def _saved_map(name: str, file_name: str, **changes):
    """A map saved in the maps folder the map editor saves to (the test's own data folder)."""
    import json

    from garage.resources import resource
    from garage.ui.sheet_dialogs import maps_folder

    data = json.loads(resource("rules", "battle_cars", "maps", "figure-of-eight.map.json").read_text())
    folder = maps_folder()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / file_name
    path.write_text(json.dumps(data | {"name": name} | changes))
    return path


def _pages(payload: bytes) -> list[str]:
    import io

    return [page.extract_text() for page in pypdf.PdfReader(io.BytesIO(payload)).pages]


def test_the_preview_prints_a_map_chosen_for_the_table(qtbot, open_window, db_url, tmp_path):
    """Built-in maps and those in the maps folder are offered for Battle Cars cars; the map chosen
    prints on a page of its own after the sheet (as garage-cli sheet --map); a damaged map file
    is refused in one line naming the field, the map chosen staying."""
    _saved_map("Our car park", "car-park.map.json")
    _saved_map("Broken", "broken.map.json", width=1)
    preview = _battle_cars_window(open_window, db_url).preview_sheets()
    qtbot.addWidget(preview)
    form = preview.form
    assert form.board.isVisibleTo(preview) and form.board.accessibleName() == "Map for the table"
    offered = [form.board.itemText(i) for i in range(form.board.count())]
    assert offered == ["None", "Open square", "Figure of eight", "Town block", "Our car park (car-park.map.json)"]
    assert len(_pages(preview.payload)) == 1
    form.board.setCurrentIndex(form.board.findText("Town block"))
    pages = _pages(preview.payload)
    assert len(pages) == 2 and "Town block: the table" in pages[1] and "Road Hog" in pages[0]
    assert preview.document.pageCount() == 2  # the preview shows it
    form.board.setCurrentIndex(form.board.findText("Our car park (car-park.map.json)"))
    assert "Our car park: the table" in _pages(preview.payload)[1]
    bad = tmp_path / "bad.map.json"
    bad.write_text('{"format": "battle-cars/map", "version": 1, "name": "X", "width": 1, "height": 5, "starts": []}')
    assert not form.open_map_file(str(bad))
    assert form.map_problem.text() == f"{bad}: width: must be 2 or more, not 1"
    assert form.map_problem.isVisibleTo(preview)
    assert "Our car park: the table" in _pages(preview.payload)[1]
    good = _saved_map("Elsewhere", "elsewhere.map.json")
    moved = tmp_path / "elsewhere.map.json"
    moved.write_bytes(good.read_bytes())
    assert form.open_map_file(str(moved))  # a file from any folder
    assert form.board.currentText() == "Elsewhere (elsewhere.map.json)" and not form.map_problem.isVisibleTo(preview)
    assert "Elsewhere: the table" in _pages(preview.payload)[1]
    form.board.setCurrentIndex(0)
    assert len(_pages(preview.payload)) == 1


def test_no_map_is_offered_for_cars_not_played_on_a_map(qtbot, open_window, db_url):
    preview = _preview_of(qtbot, open_window(db_url), "Purple Haze")
    assert not preview.form.board.isVisibleTo(preview) and preview.form.options().board is None


def test_the_export_dialog_exports_the_map_chosen_and_tab_reaches_it(qtbot, open_window, db_url, tmp_path):
    from garage.ui.sheet_dialogs import SheetOptionsDialog

    window = _battle_cars_window(open_window, db_url)
    entries = window.sheets.entries()
    dialog = SheetOptionsDialog("Road Hog", saved_options(), window)
    qtbot.addWidget(dialog)
    dialog.form.offer(entries)
    dialog.resize(dialog.sizeHint())
    dialog.show()
    assert dialog.height() <= 600 and dialog.width() <= 1000  # room to spare at 1024x640
    form = dialog.form
    form.cover.setFocus()  # the race stat line after it is greyed for Battle Cars: Tab passes it
    assert dialog.focusWidget() is form.cover
    chain = []
    for _ in range(2):
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
        chain.append(dialog.focusWidget())
    assert chain == [form.board, form.open_map_button]
    form.board.setFocus()
    qtbot.keyClick(form.board, Qt.Key.Key_End)  # the last map offered, from the keyboard
    assert form.board.currentText() == "Town block"
    path = tmp_path / "hog.pdf"
    assert window.export_sheets(str(path), dialog.options())
    pages = _pages(path.read_bytes())
    assert len(pages) == 2 and "Town block: the table" in pages[1]
