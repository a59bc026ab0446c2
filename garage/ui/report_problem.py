"""Help > Report a Problem: where Garage's log is and what to attach to a bug report, as plain
text to copy, with a button that opens the log's folder in the file manager."""

from __future__ import annotations

import contextlib
import platform

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QCoreApplication, QUrl, qVersion
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget

from garage import __version__, logfile


def report_text() -> str:
    log = logfile.log_path()
    said = QCoreApplication.translate(
        "ReportProblemDialog",
        "To report a problem, please attach:\n"
        "  - the log: {log}\n"
        "    (and {name}.1, {name}.2 beside it, if the problem was a few runs ago);\n"
        "  - what you did, step by step, and what you expected;\n"
        "  - the car file (.car.json), game log (.jsonl) or garage it happened with, if you can share it.\n"
        "\n"
        "The log holds each run's start and the details of any unexpected error; it names files\n"
        "and cars, nothing else.\n").format(log=log, name=log.name)
    return (f"{said}\nGarage {__version__}, Python {platform.python_version()}, Qt {qVersion()}, "
            f"PySide6 {pyside_version}, {platform.platform()}\n")


class ReportProblemDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Report a Problem"))
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Garage keeps a log for bug reports. Copy this text into your report:")))
        self.text = QPlainTextEdit(report_text())
        self.text.setReadOnly(True)
        self.text.setMinimumWidth(self.fontMetrics().averageCharWidth() * 90)
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = QPushButton(self.tr("&Copy"))
        self.folder_button = QPushButton(self.tr("&Open Log Folder"))
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.folder_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.close)
        self.copy_button.clicked.connect(self.copy)
        self.folder_button.clicked.connect(self.open_folder)
        layout.addWidget(buttons)

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.text.toPlainText())

    def open_folder(self) -> None:
        folder = logfile.log_path().parent
        with contextlib.suppress(OSError):  # no run has written it yet: still somewhere to look
            folder.mkdir(parents=True, exist_ok=True)
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))
