"""The main window's vehicle files: Import (and files dropped on the window), Add Example Cars,
and Export Selected Cars. An import is one undoable step; an export writes what the list
shows, saved first."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QMimeData, QObject
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from garage.rules import rulesets
from garage.ui import dialogs
from garage.ui import settings as saved
from garage.ui.commands import AddCars, what
from garage.ui.operations import Failed
from garage.ui.window_actions import SP, window_action

# The vehicle files' reader (garage.rules.vehicles, with json and secrets) is imported by the
# methods that read or name files: the window's first paint needs none of it.

if TYPE_CHECKING:
    from garage.rules.design import Vehicle
    from garage.ui.main_window import MainWindow


class ImportExport(QObject):
    """The actions that bring cars into `window`'s garage from files and write them out
    (placed in its Garage menu by the window)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.import_action = window_action(window, self.tr("&Import Vehicle Files..."), self.import_dialog, "Ctrl+I",
                                           "document-import", SP.SP_DirOpenIcon,
                                           self.tr("Add cars from .car.json files"))
        self.export_action = window_action(window, self.tr("&Export Selected Cars..."), self.export_cars_dialog,
                                           "Ctrl+E", "document-export", None,
                                           self.tr("Write the selected cars as .car.json files"))
        # Filled when opened: listing every rule set imports them all, which start-up avoids.
        self.examples_menu = QMenu(self.tr("Add E&xample Cars"), window)
        self.examples_menu.setToolTipsVisible(True)
        self.examples_menu.aboutToShow.connect(self.fill_examples)

    def import_dialog(self) -> None:
        from garage.rules.vehicles import SUFFIX

        paths, _ = QFileDialog.getOpenFileNames(self.window, self.tr("Import Vehicle Files"), str(saved.last_folder()),
                                                self.tr("Vehicle files (*{suffix});;All files (*)").format(
                                                    suffix=SUFFIX))
        if paths:
            saved.remember_folder(paths[0])
            self.import_files(paths)

    def import_files(self, paths: list[str]) -> bool:
        """All the files or none: a file that cannot be read is reported and nothing changes."""
        from garage.rules.vehicles import VehicleFileError, load

        window = self.window
        document = window.document
        if document is None:
            return False
        designs = []
        try:
            for path in paths:
                designs.append(load(path))
        except VehicleFileError as exc:
            window.error(self.tr("Import"), str(exc))
            return False
        renamed = []
        taken_now: set[str] = set()
        for i, design in enumerate(designs):
            name = design.name.strip() or self.tr("Imported Car")
            unique = name
            n = 2
            while document.name_taken(unique) or unique.casefold() in taken_now:
                unique, n = f"{name} {n}", n + 1
            taken_now.add(unique.casefold())
            if unique != design.name:
                renamed.append(self.tr("{name} as {unique}").format(name=design.name or self.tr("(no name)"),
                                                                    unique=unique))
                designs[i] = replace(design, name=unique)
        window.undo_stack.push(AddCars(document, designs, self.tr("Import {cars}").format(cars=what(designs))))
        message = self.tr("Imported {cars}").format(cars=what(designs))
        if renamed:
            message = self.tr("Imported {cars} ({renamed}: the name was taken)").format(cars=what(designs),
                                                                                        renamed="; ".join(renamed))
        window.statusBar().showMessage(message, 10000)
        return True

    @staticmethod
    def dropped_files(mime: QMimeData | None) -> list[str]:
        """The vehicle files dropped, or none when anything else is among them."""
        from garage.rules.vehicles import SUFFIX

        if mime is None or not mime.hasUrls():
            return []
        paths = [url.toLocalFile() for url in mime.urls() if url.isLocalFile()]
        return paths if paths and all(p.endswith(SUFFIX) for p in paths) else []

    def fill_examples(self) -> None:
        self.examples_menu.clear()
        for ruleset in rulesets.all_rulesets():
            files = ruleset.example_files()
            if files:
                action = self.examples_menu.addAction(ruleset.name.replace("&", "&&"))
                action.setToolTip(self.tr("Add {rule_set}'s {count} example cars that are not in the garage").format(
                    rule_set=ruleset.name, count=len(files)))
                action.triggered.connect(lambda _=False, key=ruleset.key: self.add_example_cars(key))

    def add_example_cars(self, key: str) -> list[Vehicle]:
        """The rule set's example cars not in the garage already (by name), as one undoable step."""
        from garage.rules.vehicles import VehicleFileError, load

        window = self.window
        document = window.document
        if document is None:
            return []
        ruleset = rulesets.get(key)
        try:
            designs = [load(path) for path in ruleset.example_files()]
        except VehicleFileError as exc:
            window.error(self.tr("Add Example Cars"), str(exc))
            return []
        added = [design for design in designs if not document.name_taken(design.name)]
        if not added:
            window.statusBar().showMessage(self.tr("The {rule_set} example cars are in the garage already").format(
                rule_set=ruleset.name), 8000)
            return []
        window.undo_stack.push(AddCars(document, added, self.tr("Add {rule_set} example cars").format(
            rule_set=ruleset.name)))
        count = len(added)
        said = (self.tr("Added %n example car of {rule_set}: {names} (Save keeps them)", "", count) if count == 1
                else self.tr("Added %n example cars of {rule_set}: {names} (Save keeps them)", "", count))
        window.statusBar().showMessage(said.format(rule_set=ruleset.name, names=", ".join(d.name for d in added)),
                                       10000)
        return added

    def export_cars_dialog(self) -> None:
        folder = QFileDialog.getExistingDirectory(self.window, self.tr("Export Cars to Folder"),
                                                  str(saved.last_folder()))
        if folder:
            saved.remember_folder(folder)
            self.export_cars(folder)

    def export_cars(self, folder: str) -> list[Path]:
        """Export what the list shows: unsaved changes are saved first, so the files and the
        database agree."""
        window = self.window
        keys = window.list.selected_keys()
        document = window.document
        if not keys or document is None or (any(document.is_modified(k) for k in keys)
                                             and not self._save_first()):
            return []
        names = [document.row(k).name for k in keys]
        # Another car's file is never replaced (it gets NAME-2...); a car's own earlier export
        # is, but only when the player says so.
        replaced = window.ops.run(window, self.tr("Export"), lambda storage: [
            path for path in storage.garage.export_targets(names, folder) if path.exists()])
        if isinstance(replaced, Failed):
            return []
        if replaced and not self._replace_files(replaced, folder):
            window.statusBar().showMessage(self.tr("Export cancelled: nothing was written"), 5000)
            return []
        written = window.ops.run(window, self.tr("Export"), lambda storage: storage.garage.export(names, folder))
        if isinstance(written, Failed):
            return []
        count = len(written)
        said = (self.tr("Exported %n car to {folder}", "", count) if count == 1
                else self.tr("Exported %n cars to {folder}", "", count))
        window.statusBar().showMessage(said.format(folder=folder), 8000)
        return written

    def _replace_files(self, paths: list[Path], folder: str) -> bool:
        if len(paths) == 1:
            text = self.tr("{folder} already has {file} from an earlier export. Replace it with the car as it is "
                           "now?").format(folder=folder, file=paths[0].name)
        else:
            names = ", ".join(p.name for p in paths[:5])
            shown = self.tr("{names} and {count} more").format(names=names, count=len(paths) - 5) \
                if len(paths) > 5 else names
            text = self.tr("{folder} already has {count} files from an earlier export ({files}). Replace them with "
                           "the cars as they are now?").format(folder=folder, count=len(paths), files=shown)
        answer = dialogs.question(
            self.window, self.tr("Replace Files"), text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Cancel)
        return answer == QMessageBox.StandardButton.Yes

    def _save_first(self) -> bool:
        answer = dialogs.question(self.window, self.tr("Save Changes"), self.tr("Save your changes before you export?"),
                                  QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel,
                                  QMessageBox.StandardButton.Save)
        return answer == QMessageBox.StandardButton.Save and self.window.save()
