"""The main window's garage files: Save, Open Garage, Open Recent and New Garage, and the
question before a working copy with changes is thrown away."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from garage.ui import dialogs
from garage.ui import settings as saved
from garage.ui.operations import Change, Failed, shown_url
from garage.ui.window_actions import SP, window_action

if TYPE_CHECKING:
    from garage.storage import Garage
    from garage.ui.main_window import MainWindow


def database_label(garage: Garage) -> str:
    return garage.path.name if garage.path is not None else garage.shown


class FileMenu(QObject):
    """The actions on the garage database of `window` (placed in its Garage menu by the window)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        K = QKeySequence.StandardKey
        self.save_action = window_action(window, self.tr("&Save"), self.save, K.Save, "document-save",
                                         SP.SP_DialogSaveButton, self.tr("Write every change to the garage database"))
        self.open_action = window_action(window, self.tr("&Open Garage..."), self.open_database_dialog, K.Open,
                                         "document-open", SP.SP_DialogOpenButton,
                                         self.tr("Open another garage database"))
        self.new_garage_action = window_action(window, self.tr("New Gara&ge..."), self.new_database_dialog, None,
                                               None, None, self.tr("Create a garage database, with the example cars "
                                                                   "in it"))
        self.recent_menu = QMenu(self.tr("Open Re&cent"), window)
        self.recent_menu.aboutToShow.connect(self.fill_recent)

    def fill_recent(self) -> None:
        self.recent_menu.clear()
        for url in saved.recent_databases():
            action = self.recent_menu.addAction(shown_url(url).removeprefix("sqlite:///"))
            action.triggered.connect(lambda _=False, url=url: self.open_database(url))
        if self.recent_menu.isEmpty():
            self.recent_menu.addAction(self.tr("No recent garages")).setEnabled(False)
            return
        self.recent_menu.addSeparator()
        self.recent_menu.addAction(self.tr("&Clear List"), saved.clear_recent_databases)

    def save(self) -> bool:
        window = self.window
        document, garage = window.document, window.garage
        if document is None or garage is None:
            return True
        written = window.ops.run(window, self.tr("Save"), lambda _: document.save(), Change.CARS)
        if isinstance(written, Failed):
            return False
        window.undo_stack.setClean()
        saved_to = (self.tr("Saved the changes to {count} car in {garage}") if written == 1 else
                    self.tr("Saved the changes to {count} cars in {garage}"))
        window.statusBar().showMessage(saved_to.format(count=written, garage=database_label(garage)) if written
                                       else self.tr("Nothing to save"), 5000)
        return True

    def open_database_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open Garage"), str(saved.last_folder()),
                                              self.tr("Garage databases (*.sqlite *.db);;All files (*)"))
        if path:
            saved.remember_folder(path)
            self.open_database(path)

    def new_database_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("New Garage"),
                                              str(saved.last_folder() / "garage.sqlite"),
                                              self.tr("Garage databases (*.sqlite *.db)"))
        if not path:
            return
        saved.remember_folder(path)
        if Path(path).exists():
            # Opening the file a user chose to create over would hand them the old garage.
            self.window.error(self.tr("New Garage"), self.tr("{path} already exists; open it with Open Garage, or "
                                                             "choose another name").format(path=path))
            return
        self.open_database(path)

    def open_database(self, url: str | None) -> bool:
        """Open `url` (None: the default garage, created with the example cars on first run)."""
        window = self.window
        if not self.maybe_save():
            return False
        window.statusBar().showMessage(self.tr("Opening the garage..."))
        opened = window.ops.open(window, url, before_error=window.drop_first_list)
        window.opening = False
        if not opened or window.garage is None:
            window.drop_first_list()
            return False
        window.statusBar().showMessage(self.tr("Opened {garage}").format(garage=window.garage.shown), 5000)
        kept, path = window.garage.kept_before_log, window.garage.path
        if kept is not None and path is not None:
            dialogs.information(window, self.tr("Open Garage"), self.tr(
                "SQLite applied writes in {log} that Garage could not tie to {garage}: most likely they are the "
                "garage's own, left by an older Garage that stopped before saving them in.\n\n"
                "The garage as it was without them is kept as the backup {backup}. If cars or campaigns now look "
                "wrong, close Garage and put that backup back with:\n\ngarage-cli restore {backup}").format(
                    log=f"{path.name}-wal", garage=path.name, backup=kept))
        return True

    def maybe_save(self) -> bool:
        """True when it is fine to throw the working copy away (saved, discarded, or clean)."""
        window = self.window
        if window.undo_stack.isClean() or window.garage is None:
            return True
        answer = dialogs.warning(
            window, self.tr("Unsaved Changes"),
            self.tr("Save the changes to {garage} before closing it?").format(garage=database_label(window.garage)),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard
