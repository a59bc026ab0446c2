"""Questions that name what they do: "Delete Car" and "Cancel" rather than Yes and No.

Call it as `dialogs.confirm(...)` (through the module), so a test can answer in its place.
"""

from __future__ import annotations

from PySide6.QtWidgets import QInputDialog, QLineEdit, QMessageBox, QWidget


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


def ask_text(parent: QWidget | None, title: str, label: str, text: str = "", verb: str = "OK") -> str | None:
    """One line of text, or None when cancelled. Wide enough for its title and a long name,
    unlike QInputDialog.getText's, which cuts both short."""
    dialog = QInputDialog(parent)
    dialog.setWindowTitle(title)
    dialog.setLabelText(label)
    dialog.setTextValue(text)
    dialog.setOkButtonText(verb)
    metrics = dialog.fontMetrics()
    # The dialog's own layout sets its size from its parts: widen the text field, not the dialog.
    field = dialog.findChild(QLineEdit)
    if field is not None:
        field.setMinimumWidth(max(metrics.horizontalAdvance(title) + 120, metrics.averageCharWidth() * 48))
    if dialog.exec() != QInputDialog.DialogCode.Accepted:
        return None
    return dialog.textValue().strip() or None
