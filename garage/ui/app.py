"""`garage`: the desktop app. Parses the command line, opens the garage database (the
default one, created and filled with the example cars on first run, or --db) and shows the
main window."""

from __future__ import annotations

import argparse
import sys

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from garage import __version__
from garage.resources import resource
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
    return app


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    app = application(sys.argv[:1])
    from garage.storage import StorageError, open_garage
    from garage.ui.main_window import MainWindow

    try:
        garage = open_garage(args.db)
    except StorageError as exc:
        QMessageBox.critical(None, "Garage", f"Garage cannot open its database:\n\n{exc}")
        return 2
    window = MainWindow(garage)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
