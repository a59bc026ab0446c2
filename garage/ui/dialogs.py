"""Questions that name what they do: "Delete Car" and "Cancel" rather than Yes and No.

Call it as `dialogs.confirm(...)` (through the module), so a test can answer in its place.
"""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget


def confirm(parent: QWidget | None, title: str, text: str, verb: str, detail: str = "",
            default: bool = False) -> bool:
    """Ask before doing `verb`; True when the user chose it. Cancel is the default unless
    `default`, so Enter never destroys anything by accident."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, parent)
    if detail:
        box.setInformativeText(detail)
    do = box.addButton(verb, QMessageBox.ButtonRole.AcceptRole)
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(do if default else cancel)
    box.setEscapeButton(cancel)
    box.exec()
    return box.clickedButton() is do
