"""`garage`: the desktop app. Parses the command line, shows the main window, then opens the
garage database (the default one, created and filled with the example cars on first run, or
--db) and offers the vehicle files named on the command line for import. A second launch on
the same garage hands its files to the running window instead (single_instance.py).

The database layer (SQLAlchemy, Alembic) takes longer to import than Qt takes to show a
window, so the window is shown first, with the cars already listed from a read-only first
look at the garage file (MainWindow.show_first_list, standard library only), and the garage
is opened just after that first paint (AfterPaint). An up-to-date SQLite garage is opened,
checked, backed up, listed and its first car read without the layer too
(garage.storage.direct); the layer is loaded once that open is painted, before a write needs
it. A server garage, or one to upgrade, is opened by the layer itself. Importing it on a
thread meanwhile was slower, not faster: both imports are Python work under one interpreter
lock, and on a busy machine they only got in each other's way. Measured by
benchmarks/bench_startup.py (docs/desktop-app.md).
"""

from __future__ import annotations

import argparse
import gc
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QLocale, QObject, Qt, QTimer
from PySide6.QtGui import QFileOpenEvent, QFont, QFontDatabase, QFontInfo, QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from garage import __version__, logfile
from garage.resources import resource
from garage.ui import dialogs
from garage.ui.settings import APPLICATION, ORGANISATION

if TYPE_CHECKING:
    from garage.ui.main_window import MainWindow
    from garage.ui.single_instance import SingleInstance

# `garage --debug`: an unexpected error's traceback on stderr too (it is always in the log).
DEBUG = False


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="garage", description="Garage for Axles and Alloys II: the desktop app.",
                                     usage="%(prog)s [-h] [--db FILE_OR_URL] [--version] [--debug] [FILE.car.json ...]",
                                     epilog="FILE.car.json ...: vehicle files to offer for import into the garage "
                                            "(as a file manager opens them). Qt's own options (-style Fusion, "
                                            "-platform xcb, -reverse...) are passed on to Qt.")
    parser.add_argument("--db", metavar="FILE_OR_URL",
                        help="garage database: a SQLite file or a database URL (default: your own garage)")
    parser.add_argument("--version", action="version", version=f"garage {__version__}")
    parser.add_argument("--debug", action="store_true",
                        help="print an unexpected error's traceback to stderr too (it is always in the log)")
    # Open the garage, Help and a sheet preview, print it to this PDF and quit (self_test.py).
    parser.add_argument("--self-test", metavar="PDF", type=Path, help=argparse.SUPPRESS)
    return parser


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    return split_args(argv)[0]


def split_args(argv: list[str] | None) -> tuple[argparse.Namespace, list[str]]:
    """Garage's options, and the rest for Qt (which takes -style Fusion and the like). The
    vehicle files are in the rest too: "Fusion" could be a file until Qt has taken its
    options, so vehicle_files() tells them apart afterwards."""
    return _parser().parse_known_args(argv)


def vehicle_files(app: QApplication) -> list[str]:
    """What Qt left of the command line: the vehicle files. An option neither Garage nor Qt
    took is a mistake: say so as argparse does (exit code 2)."""
    leftover = app.arguments()[1:]
    if any(arg.startswith("-") for arg in leftover):
        _parser().error(f"unrecognized arguments: {' '.join(leftover)}")
    return leftover


def application(argv: list[str]) -> QApplication:
    app = QApplication.instance()
    if app is None:
        # Fractional scale factors (150%) as the desktop asks, rather than rounded to 1x or 2x.
        QGuiApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
        app = QApplication(argv)
    if not isinstance(app, QApplication):
        raise RuntimeError("Garage's windows need a QApplication, and a Qt application of another kind is running")
    # Numbers one way everywhere: Python formats them as C does (10.0, 66.7%), so Qt's widgets
    # do too, whatever the desktop's locale (a German one made spin boxes say 10,0 beside 0.33).
    QLocale.setDefault(QLocale.c())
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationVersion(__version__)
    app.setApplicationDisplayName("Garage")
    app.setDesktopFileName("io.github.garage.garage")  # packaging/io.github.garage.garage.desktop
    app.setWindowIcon(QIcon(str(resource("icons", "garage.svg"))))
    give_fonts(app)
    return app


# The fonts Garage carries for its sheets (resources/fonts), given to Qt too where it may have
# none: every label was an empty box in a minimal Debian with the bundle.
QT_FONTS = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")


def give_fonts(app: QApplication) -> None:
    """DejaVu Sans for Qt in the bundle (which may run where fontconfig finds no font), and
    wherever the system has no fonts; then, with no font of the system's, it is the app's."""
    bundled = getattr(sys, "frozen", False)
    # The family Qt found for its default font: none where fontconfig has no font (its generic
    # aliases, Sans Serif and the like, are still listed among the families then).
    system = QFontInfo(app.font()).family() != ""
    if system and not bundled:
        return
    for name in QT_FONTS:
        QFontDatabase.addApplicationFont(str(resource("fonts", name)))
    if not system:
        app.setFont(QFont("DejaVu Sans"))


def offer_files(window: MainWindow, files: list[str], ask: bool = True) -> bool:
    """Bring the window to the front and offer `files` for import into its garage (one undoable
    change, saved with the rest); True when they were imported."""
    window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.raise_()
    window.activateWindow()
    if not files:
        return False
    names = [Path(f).name for f in files]
    if window.document is None or window.garage is None:
        window.error(QCoreApplication.translate("OfferFiles", "Import"),
                     QCoreApplication.translate("OfferFiles", "No garage is open to import {files} into; open one, "
                                                "then import them").format(files=", ".join(names)))
        return False
    if ask:
        from garage.ui.main_window import database_label
        asked = (QCoreApplication.translate("OfferFiles", "Import this vehicle file into {garage}?") if len(files) == 1
                 else QCoreApplication.translate("OfferFiles", "Import these {count} vehicle files into {garage}?"))
        answer = dialogs.question(window, QCoreApplication.translate("OfferFiles", "Import Vehicle Files"),
                                  asked.format(count=len(files), garage=database_label(window.garage)) + "\n\n"
                                  + "\n".join(names),
                                  QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                  QMessageBox.StandardButton.Yes)
        if answer != QMessageBox.StandardButton.Yes:
            return False
    return window.import_files(files)


def listen(window: MainWindow, name: str) -> SingleInstance:
    """Later launches on the same garage hand their files to `window` (single_instance.py)."""
    from garage.ui.single_instance import SingleInstance

    instance = SingleInstance(name, window)
    instance.filesArrived.connect(lambda files: offer_files(window, files))
    return instance


class FileOpenEvents(QObject):
    """Files the desktop opens with Garage by a QFileOpenEvent, not the command line: macOS's
    Finder does so for a document double-clicked (in the app it starts for it, or the running
    one). They wait until the window has its garage (deliver_to), then are offered for import
    as the command line's are. An application-wide filter, so installed on macOS only (where
    Qt sends the event) by _main."""

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.pending: list[str] = []
        self._window: MainWindow | None = None
        app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.FileOpen or not isinstance(event, QFileOpenEvent):
            return False
        path = event.file() or event.url().toLocalFile()
        if path:
            self.pending.append(path)
            if self._window is not None:
                QTimer.singleShot(0, self, self._offer)  # not inside the platform's callback
        event.accept()
        return True

    def deliver_to(self, window: MainWindow) -> None:
        self._window = window
        self._offer()

    def _offer(self) -> None:
        files, self.pending = self.pending, []
        if files and self._window is not None:
            offer_files(self._window, files)


class AfterPaint(QObject):
    """Calls `then` once `widget` has been painted (or after `limit_ms`, for a window the
    desktop never exposes, e.g. one started minimised): what a first look put on screen is
    really there before the long open that follows holds the event loop."""

    def __init__(self, widget: QWidget, then: Callable[[], None], limit_ms: int = 1000) -> None:
        super().__init__(widget)
        self._widget = widget
        self._then: Callable[[], None] | None = then
        widget.installEventFilter(self)
        QTimer.singleShot(limit_ms, self, self._limit)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._widget and event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, self, self._go)  # after the paint reaches the screen
        return False

    def _limit(self) -> None:
        # A loaded machine can wake with the window's expose and this limit both due: the
        # paint on its way comes first (then `_go` is called for it, and this one does nothing).
        if self._then is not None:
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
        self._go()

    def _go(self) -> None:
        then, self._then = self._then, None
        if then is not None:
            self._widget.removeEventFilter(self)
            then()


def report_unexpected(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
    """Last resort for a bug: say what happened in a dialog and keep the window alive. The
    traceback goes to the log for a bug report (a stderr nobody sees when the menu started
    Garage gets one line; with --debug the traceback too)."""
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, error, trace)
        return
    logfile.internal_error(error, trace)
    log = logfile.log_path()
    if DEBUG:
        print("".join(traceback.format_exception(kind, error, trace)), end="", file=sys.stderr)
    else:
        print(f"garage: internal error: {kind.__name__}: {error} (the traceback is in {log})", file=sys.stderr)
    if QApplication.instance() is None:
        return
    dialogs.critical(QApplication.activeWindow(), QCoreApplication.translate("ReportUnexpected", "Garage"),
                     QCoreApplication.translate(
                         "ReportUnexpected",
                         "Something went wrong that Garage did not expect:\n\n{error}\n\n"
                         "Your unsaved changes are still in the window; save them if you can.\n\n"
                         "The details are in {log}: Help > Report a Problem says what to attach.").format(
                             error=f"{kind.__name__}: {error}", log=log))


def main(argv: list[str] | None = None) -> int:
    global DEBUG
    args, qt_options = split_args(sys.argv[1:] if argv is None else argv)
    DEBUG = args.debug
    log = logfile.start("garage")
    # Start-up makes hundreds of thousands of objects (modules, classes, the window) and
    # almost no garbage, yet the collector's passes walked them again and again; it resumes
    # once the window is shown (_main), with what start-up made frozen out of its passes.
    gc.disable()
    try:
        return _main(args, qt_options)
    finally:
        gc.enable()
        logfile.stop(log)


def _main(args: argparse.Namespace, qt_options: list[str]) -> int:
    app = application(sys.argv[:1] + qt_options)
    from garage.ui import translations

    translations.install(app)  # the desktop's language (or GARAGE_LANGUAGE), before any window
    args.files = vehicle_files(app)
    name = None
    if args.self_test is None:
        from garage.ui.single_instance import hand_over, server_name
        name = server_name(args.db)
        if hand_over(name, args.files):
            return 0
    sys.excepthook = report_unexpected
    file_opens = FileOpenEvents(app) if sys.platform == "darwin" else None
    from garage.ui.main_window import MainWindow
    from garage.ui.operations import OpenGarage

    # The application's one open garage, which every window works on and listens to.
    window = MainWindow(ops=OpenGarage(parent=app))
    # The cars, read without the database layer, are in the window's first paint; the garage
    # proper opens just after that paint and lists them again (or says what is wrong).
    first_look = args.self_test is None and window.show_first_list(args.db)
    window.show()
    # What start-up made stays as long as the app does (main): kept out of the collector's
    # full passes, which otherwise walked all of it while the open garage's rows were made.
    gc.freeze()
    gc.enable()

    # A garage that cannot be opened is reported in a dialog; the window stays, so another
    # garage can be opened from the menu. Then the files the launch named are offered for
    # import, and unfinished games to resume once the open garage is on screen.
    def when_idle() -> None:
        window.play.offer_resume()
        window.list.weight.fill()
        window.ops.load_database_layer()

    def opened() -> None:
        # Later launches on this garage hand their files over from now on (QtNetwork is not
        # loaded before the cars are painted: one started meanwhile opens its own window).
        if name is not None:
            listen(window, name)
        if window.open_database(args.db):
            # An up-to-date garage file opens without the database layer (garage.storage.direct);
            # it is loaded once what the open showed is painted, before the first write needs it,
            # and so are the class filter's classes (every rule set's) unless the player reached
            # for the filter first. Unfinished games are offered first: their dialog over the
            # cars, the layer loading once it is answered.
            AfterPaint(window.list.table.viewport(), when_idle)
            if args.files:
                offer_files(window, args.files)
            if file_opens is not None:
                file_opens.deliver_to(window)

    if args.self_test is not None:
        QTimer.singleShot(0, lambda: run_self_test(app, window, args))
    elif first_look:
        AfterPaint(window.list.table.viewport(), opened)
    else:
        QTimer.singleShot(0, opened)
    return app.exec()


def run_self_test(app: QApplication, window: MainWindow, args: argparse.Namespace) -> None:
    from garage.ui import self_test

    boxes = self_test.install(app)
    # The command-line files are imported unasked and saved, so the run proves that path too.
    if window.open_database(args.db) and args.files and offer_files(window, args.files, ask=False):
        window.save()
    code = self_test.run(window, args.self_test, boxes)
    window.close()
    app.exit(code)


if __name__ == "__main__":
    sys.exit(main())
