"""`garage`: the desktop app. Parses the command line, shows the main window, then opens the
garage database (the default one, created and filled with the example cars on first run, or
--db).

The database layer (SQLAlchemy, Alembic) takes longer to import than Qt takes to show a
window, so the window is shown first and the layer is imported when the garage is opened,
just after. Importing it on a thread meanwhile was slower, not faster: both imports are
Python work under one interpreter lock, and on a busy machine they only got in each other's
way (benchmarks/bench_startup.py: 2.8x to 1.8x a bare window to the window shown, 6.9x to
5.7x to the cars listed).
"""

from __future__ import annotations

import argparse
import sys

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication

from garage import __version__
from garage.resources import resource
from garage.ui.none_guard import top_up
from garage.ui.settings import APPLICATION, ORGANISATION


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="garage", description="Garage for Axles and Alloys II: the desktop app.",
                                     epilog="Qt's own options (-style Fusion, -platform xcb, -reverse...) are "
                                            "passed on to Qt.")
    parser.add_argument("--db", metavar="FILE_OR_URL",
                        help="garage database: a SQLite file or a database URL (default: your own garage)")
    parser.add_argument("--version", action="version", version=f"garage {__version__}")
    return parser


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    return split_args(argv)[0]


def split_args(argv: list[str] | None) -> tuple[argparse.Namespace, list[str]]:
    """Garage's options, and the rest for Qt (which takes -style Fusion and the like)."""
    return _parser().parse_known_args(argv)


def refuse_leftovers(app: QApplication) -> None:
    """What neither Garage nor Qt took is a mistake: say so as argparse does (exit code 2)."""
    leftover = app.arguments()[1:]
    if leftover:
        _parser().error(f"unrecognized arguments: {' '.join(leftover)}")


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
    args, qt_options = split_args(sys.argv[1:] if argv is None else argv)
    app = application(sys.argv[:1] + qt_options)
    refuse_leftovers(app)
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
