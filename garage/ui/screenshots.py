"""Screenshots of the main screens for docs/screenshots, taken on a throw-away garage
(the example cars) with throw-away settings. Run under a virtual X server:

    scripts/screenshots            # xvfb-run -a python -m garage.ui.screenshots docs/screenshots
"""

from __future__ import annotations

import sys
import tempfile
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from garage.rules.design import Weapon

SIZE = (1400, 860)


def _settle(app: QApplication) -> None:
    for _ in range(5):
        app.processEvents()


def _save(widget: QWidget, folder: Path, name: str) -> None:
    path = folder / f"{name}.png"
    widget.grab().save(str(path))
    print(path)


def take(folder: Path) -> None:
    work = Path(tempfile.mkdtemp(prefix="garage-screenshots-"))
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(work))
    from garage.ui.app import application

    dark = "--dark" in sys.argv
    app = application(sys.argv[:1])
    if dark:
        # Xvfb has no desktop theme to ask: stand in for a dark one, as a desktop would.
        app.setStyle("Fusion")
        palette = QPalette(QColor(53, 56, 61), QColor(42, 44, 48))
        palette.setColor(QPalette.ColorRole.Base, QColor(30, 32, 35))
        palette.setColor(QPalette.ColorRole.AlternateBase, QColor(38, 40, 44))
        app.setPalette(palette)
    from garage.storage import open_garage
    from garage.ui.main_window import MainWindow

    suffix = "-dark" if dark else ""
    window = MainWindow(open_garage(str(work / "garage.sqlite")))
    window.resize(*SIZE)
    window.show()
    window.list.select_key(window.document.key_for("Purple Haze"))
    _settle(app)
    _save(window, folder, f"garage{suffix}")

    # Over Capacity: one Machine Gun too many, the problem clicked so its weapon is selected.
    design = window.document.design(window.current)
    window.editor.edited.emit(replace(design, weapons=design.weapons + (Weapon("Machine Gun", "light", "front"),)),
                              "Add Machine Gun", "")
    window.report.problems.setCurrentRow(0)
    window.select_subject("weapons/2")
    _settle(app)
    _save(window, folder, f"over-capacity{suffix}")
    window.undo_stack.undo()

    if dark:
        window.undo_stack.setClean()
        window.close()
        return
    help_window = window.show_help()
    help_window.resize(1000, 720)
    help_window.search.setText("Ramplates")
    _settle(app)
    _save(help_window, folder, "help")
    help_window.close()

    window.list.select_key(window.document.key_for("Der Bahnstormer"))
    preview = window.preview_sheets()
    preview.resize(1200, 820)
    _settle(app)
    _save(preview, folder, "sheet-preview")
    preview.close()
    window.undo_stack.setClean()
    window.close()


def main(argv: list[str] | None = None) -> int:
    args = [a for a in (sys.argv[1:] if argv is None else argv) if not a.startswith("--")]
    folder = Path(args[0] if args else "docs/screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    take(folder)
    return 0


if __name__ == "__main__":
    sys.exit(main())
