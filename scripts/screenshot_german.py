"""Screenshots of Garage in German for docs/screenshots: the main window with the Garage menu
open, and the A&A II look-ups, full size and at 1024x640, light or dark. Run under a virtual X
server with a window manager, as scripts/screenshots does:

    python scripts/screenshot_german.py docs/screenshots [--dark]
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from screenshot_garage import FULL, SMALL, main, save, settle, sized, start


def take(folder: Path, dark: bool) -> None:
    os.environ["GARAGE_LANGUAGE"] = "de"
    app, work = start(dark, "garage-german-screenshots-")
    from PySide6.QtCore import QPoint

    from garage.storage import open_garage
    from garage.ui import translations
    from garage.ui.main_window import MainWindow

    assert translations.install(app), "no German catalogue (pyside6-lrelease missing?)"
    suffix = "-dark" if dark else ""
    window = MainWindow(open_garage(str(work / "garage.sqlite")))
    window.show()
    window.activateWindow()
    for size, name in ((FULL, "de-garage"), (SMALL, "de-garage-1024x640")):
        sized(app, window, size)
        window.list.select_key(window.document.key_for("Purple Haze"))
        settle(app, 0.3)
        save(window, folder, name + suffix)

    # The Garage menu open, grabbed with the window beneath it (a menu is a window of its own).
    sized(app, window, SMALL)
    menu = window.menuBar().actions()[0].menu()
    menu.popup(window.mapToGlobal(QPoint(0, window.menuBar().height())))
    settle(app, 0.5)
    screen = window.screen()
    top_left = window.frameGeometry().topLeft()
    shot = screen.grabWindow(0, top_left.x(), top_left.y(), window.frameGeometry().width(),
                             window.frameGeometry().height())
    path = folder / f"de-garage-menu{suffix}.png"
    shot.save(str(path))
    print(f"{path} ({shot.width()}x{shot.height()})")
    menu.close()

    help_window = window.show_help()
    help_window.tabs.setCurrentIndex(help_window.tabs.count() - 1)  # the look-ups
    for size, name in (((1000, 760), "de-lookups"), (SMALL, "de-lookups-1024x640")):
        help_window.resize(*size)
        settle(app, 0.3)
        save(help_window, folder, name + suffix)
    help_window.close()
    window.undo_stack.setClean()
    window.close()


if __name__ == "__main__":
    sys.exit(main(shots=take))
