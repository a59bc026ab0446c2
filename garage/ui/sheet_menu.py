"""The main window's record sheets of the selected cars: Export Record Sheets (PDF), Preview
and Print. The sheet writers and dialogs are imported when first asked for."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog, QProgressDialog

from garage.ui import settings as saved
from garage.ui.commands import what
from garage.ui.window_actions import SP, window_action

if TYPE_CHECKING:
    from garage.sheets import SheetEntry, SheetOptions
    from garage.ui.main_window import MainWindow
    from garage.ui.sheet_dialogs import SheetPreview


class _Cancelled(Exception):
    pass


class SheetMenu(QObject):
    """The record-sheet actions of `window` (placed in its Garage menu by the window)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.sheets_action = window_action(window, self.tr("Export Record S&heets (PDF)..."),
                                           self.export_sheets_dialog, "Ctrl+Shift+E", None, None,
                                           self.tr("Write printable record sheets for the selected cars"))
        self.preview_action = window_action(window, self.tr("Pre&view Record Sheets..."), self.preview_sheets,
                                            "Ctrl+Shift+P", "document-print-preview", SP.SP_FileDialogContentsView,
                                            self.tr("See and print the selected cars' sheets"))
        self.print_action = window_action(window, self.tr("&Print Record Sheets..."), self.print_sheets,
                                          QKeySequence.StandardKey.Print, "document-print", None,
                                          self.tr("Print the selected cars' record sheets"))

    def entries(self) -> list[SheetEntry]:
        """A sheet for each car selected in the list."""
        from garage.sheets import SheetEntry
        window = self.window
        designs = window.designs(window.list.selected_keys(), self.tr("Record Sheets")) or []
        return [SheetEntry(design) for design in designs]

    def export_sheets_dialog(self) -> None:
        from garage.sheets import SheetError
        from garage.ui.sheet_dialogs import SheetOptionsDialog, remember_options, saved_options
        window = self.window
        entries = self.entries()
        if not entries:
            return
        dialog = SheetOptionsDialog(what([e.design for e in entries]), saved_options(), window)
        try:
            dialog.form.offer(entries)
        except SheetError as exc:
            window.error(self.tr("Export Record Sheets"), str(exc))
            return
        if dialog.exec() != SheetOptionsDialog.DialogCode.Accepted:
            return
        remember_options(dialog.options())
        suggested = entries[0].design.name if len(entries) == 1 else self.tr("record-sheets")
        path, _ = QFileDialog.getSaveFileName(window, self.tr("Export Record Sheets"),
                                              str(saved.last_folder() / f"{suggested}.pdf"), self.tr("PDF (*.pdf)"))
        if path:
            saved.remember_folder(path)
            self.export_sheets(path, dialog.options())

    def export_sheets(self, path: str, options: SheetOptions) -> bool:
        from garage.sheets import SheetError, write_pdf
        window = self.window
        entries = self.entries()
        progress = QProgressDialog(self.tr("Drawing record sheets..."), self.tr("Cancel"), 0, len(entries), window)
        progress.setWindowTitle(self.tr("Export Record Sheets"))
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(300)

        def step(done: int, total: int) -> None:
            progress.setValue(done)
            QApplication.processEvents()
            if progress.wasCanceled():
                raise _Cancelled

        try:
            write_pdf(entries, path, options, progress=step)
        except _Cancelled:
            window.statusBar().showMessage(self.tr("Export cancelled: nothing was written"), 5000)
            return False
        except SheetError as exc:
            window.error(self.tr("Export Record Sheets"), str(exc))
            return False
        finally:
            progress.close()
        count = len(entries)
        wrote = (self.tr("Wrote %n record sheet to {path}", "", count) if count == 1
                 else self.tr("Wrote %n record sheets to {path}", "", count))
        window.statusBar().showMessage(wrote.format(path=path), 8000)
        return True

    def preview_sheets(self) -> SheetPreview | None:
        from garage.ui.sheet_dialogs import open_preview
        entries = self.entries()
        if not entries:
            return None
        return open_preview(self.window, entries, what([e.design for e in entries]), self.window.error)

    def print_sheets(self) -> None:
        preview = self.preview_sheets()
        if preview is not None:
            preview.print_sheets()
