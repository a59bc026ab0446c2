"""`garage`: the desktop app. Parses the command line, shows the main window, then opens the
garage database (the default one, created and filled with the example cars on first run, or
--db).

The database layer (SQLAlchemy, Alembic) takes several times longer to import than Qt takes
to show a window, so it is imported on a background thread while the window is built, and
the garage is opened as soon as the window is on screen.
"""

from __future__ import annotations

import argparse
import importlib
import sys
import threading

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication

from garage import __version__
from garage.resources import resource
from garage.ui.none_guard import top_up
from garage.ui.settings import APPLICATION, ORGANISATION


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="garage", description="Garage for Axles and Alloys II: the desktop app.")
    parser.add_argument("--db", metavar="FILE_OR_URL",
                        help="garage database: a SQLite file or a database URL (default: your own garage)")
    parser.add_argument("--version", action="version", version=f"garage {__version__}")
    return parser.parse_args(argv)


def application(argv: list[str]) -> QApplication:
    app = QApplication.instance()
    if app is None:
        # Fractional scale factors (150%) as the desktop asks, rather than rounded to 1x or 2x.
        QGuiApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
        app = QApplication(argv)
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationVersion(__version__)
    app.setApplicationDisplayName("Garage")
    app.setDesktopFileName("garage")
    app.setWindowIcon(QIcon(str(resource("icons", "garage.svg"))))
    top_up()
    guard = QTimer(app)
    guard.timeout.connect(top_up)
    guard.start(1000)
    return app


def report_unexpected(kind, error, trace) -> None:
    """Last resort for a bug: say what happened in a dialog and keep the window alive (the
    traceback still goes to stderr for a bug report)."""
    sys.__excepthook__(kind, error, trace)
    if issubclass(kind, KeyboardInterrupt) or QApplication.instance() is None:
        return
    from PySide6.QtWidgets import QMessageBox
    QMessageBox.critical(QApplication.activeWindow(), "Garage",
                         f"Something went wrong that Garage did not expect:\n\n{kind.__name__}: {error}\n\n"
                         "Your unsaved changes are still in the window; save them if you can.")


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    threading.Thread(target=importlib.import_module, args=("garage.storage",), daemon=True).start()
    app = application(sys.argv[:1])
    sys.excepthook = report_unexpected
    from garage.ui.main_window import MainWindow
    from garage.ui.operations import OpenGarage

    # The application's one open garage, which every window works on and listens to.
    window = MainWindow(ops=OpenGarage(parent=app))
    window.show()
    # A garage that cannot be opened is reported in a dialog; the window stays, so another
    # garage can be opened from the menu. Then unfinished games are offered to resume.
    def opened() -> None:
        if window.open_database(args.db):
            from garage.ui.play.play_menu import offer_resume
            offer_resume(window)

    QTimer.singleShot(0, opened)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
