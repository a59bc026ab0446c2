"""The screenshots README.md and docs/desktop-app.md show, for docs/screenshots, taken on a
throw-away garage (the example cars) with throw-away settings. Run under a virtual X server with a window
manager, as scripts/screenshots does:

    python scripts/screenshot_garage.py docs/screenshots [--dark]

A tool for people working on Garage: it lives outside the garage package, so it is not
shipped in the wheel.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QWidget

FULL = (1400, 860)
SMALL = (1024, 640)  # a small laptop screen: usable
TINY = (800, 600)  # readable


def settle(app: QApplication, seconds: float = 0.0) -> None:
    """Let layouts, the window manager, and renderers that work on threads (QPdfView)
    finish before a grab."""
    deadline = time.monotonic() + seconds
    while True:
        for _ in range(5):
            app.processEvents()
        if time.monotonic() >= deadline:
            return
        time.sleep(0.05)


def save(widget: QWidget, folder: Path, name: str) -> None:
    path = folder / f"{name}.png"
    widget.grab().save(str(path))
    print(f"{path} ({widget.width()}x{widget.height()})")


def start(dark: bool, prefix: str) -> tuple[QApplication, Path]:
    """The application with settings in a fresh folder, light or in a stand-in dark palette."""
    work = Path(tempfile.mkdtemp(prefix=prefix))
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(work))
    from garage.ui.app import application

    app = application(sys.argv[:1])
    # As app.py does: the user's language, English unless a script asks for another (its
    # plural forms too: "3 games", not "3 game(s)").
    os.environ.setdefault("GARAGE_LANGUAGE", "en")
    from garage.ui import translations

    translations.install(app)
    if dark:
        # Xvfb has no desktop theme to ask: stand in for a dark one, as a desktop would.
        app.setStyle("Fusion")
        palette = QPalette(QColor(53, 56, 61), QColor(42, 44, 48))
        palette.setColor(QPalette.ColorRole.Base, QColor(30, 32, 35))
        palette.setColor(QPalette.ColorRole.AlternateBase, QColor(38, 40, 44))
        app.setPalette(palette)
    return app, work


def sized(app: QApplication, window: QWidget, size: tuple[int, int]) -> None:
    window.resize(*size)
    settle(app, 0.3)


def take(folder: Path, dark: bool) -> None:
    app, work = start(dark, "garage-screenshots-")
    from garage.rules.aa2.vehicle import Weapon
    from garage.storage import open_garage
    from garage.ui.main_window import MainWindow

    window = MainWindow(open_garage(str(work / "garage.sqlite")))
    window.show()
    sized(app, window, FULL)
    window.list.select_key(window.document.key_for("Purple Haze"))
    settle(app)
    if not dark:
        save(window, folder, "garage")

    # Over Capacity: one Machine Gun too many, the problem clicked so its weapon is selected.
    design = window.document.design(window.current)
    window.editor.edited.emit(replace(design, weapons=design.weapons + (Weapon("Machine Gun", "light", "front"),)),
                              "Add Machine Gun", "")
    window.report.problems.setCurrentRow(0)
    window.select_subject("weapons/2")
    settle(app)
    if dark:
        save(window, folder, "over-capacity-dark")
    window.undo_stack.undo()

    # Small screens: usable at 1024x640 (dark), readable at 800x600 (light), with the
    # Undo History open at the small size, where it used to squeeze every name to "...".
    if dark:
        window.history_action.trigger()
        sized(app, window, SMALL)
        save(window, folder, "garage-1024x640-dark")
        window.history_action.trigger()
    else:
        sized(app, window, TINY)
        save(window, folder, "garage-800x600")
        sized(app, window, FULL)

    if not dark:
        help_window = window.show_help()
        help_window.resize(1000, 720)
        help_window.search.setText("Skids on (d6)")
        settle(app)
        save(help_window, folder, "help")
        help_window.close()

        window.list.select_key(window.document.key_for("Der Bahnstormer"))
        preview = window.preview_sheets()
        preview.resize(1200, 820)
        settle(app, seconds=2.0)
        save(preview, folder, "sheet-preview")
        preview.close()
    window.undo_stack.setClean()
    window.close()


def main(argv: list[str] | None = None, shots=None) -> int:
    """`SCRIPT [FOLDER] [--dark]`: take `shots(folder, dark)` (this script's by default)."""
    argv = sys.argv[1:] if argv is None else argv
    args = [a for a in argv if not a.startswith("--")]
    folder = Path(args[0] if args else "docs/screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    (shots or take)(folder, "--dark" in argv)
    return 0


if __name__ == "__main__":
    sys.exit(main())
