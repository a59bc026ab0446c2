"""Questions that name what they do: "Delete Car" and "Cancel" rather than Yes and No; message
boxes, prompts and tooltips that show their text as text.

Qt takes any string that starts like HTML as rich text, so a car named `<b>BOLD</b><img ...>`
would be drawn bold, with a local image loaded. Every box and prompt here is plain text; use
`question`, `warning`, `critical` and `information` in place of QMessageBox's own, and `tip` for
a tooltip that shows user text. Call them through the module (`dialogs.confirm(...)`), so a
test can answer in their place.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import Qt
from PySide6.QtWidgets import QInputDialog, QLabel, QLineEdit, QMessageBox, QWidget

SB = QMessageBox.StandardButton


def tip(text: str) -> str:
    """A tooltip that shows `text` as it is: Qt guesses the format of every tooltip, so text it
    would take as rich is escaped into rich text that shows it; other text is left as it is."""
    return Qt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal) if Qt.mightBeRichText(text) else text


def message_box(icon: QMessageBox.Icon, parent: QWidget | None, title: str, text: str,
                buttons: QMessageBox.StandardButton = SB.Ok) -> QMessageBox:
    """A message box that shows its text, and the informative text set later, as plain text."""
    box = QMessageBox(icon, title, text, buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box


def _ask(icon: QMessageBox.Icon, parent: QWidget | None, title: str, text: str,
         buttons: QMessageBox.StandardButton, default: QMessageBox.StandardButton) -> QMessageBox.StandardButton:
    box = message_box(icon, parent, title, text, buttons)
    if default != SB.NoButton:
        box.setDefaultButton(default)
    if box.exec() == -1:
        return SB.Cancel
    clicked = box.clickedButton()
    return box.standardButton(clicked) if clicked is not None else SB.Cancel


def question(parent: QWidget | None, title: str, text: str,
             buttons: QMessageBox.StandardButton = SB.Yes | SB.No,
             default: QMessageBox.StandardButton = SB.NoButton) -> QMessageBox.StandardButton:
    """QMessageBox.question, in plain text."""
    return _ask(QMessageBox.Icon.Question, parent, title, text, buttons, default)


def warning(parent: QWidget | None, title: str, text: str, buttons: QMessageBox.StandardButton = SB.Ok,
            default: QMessageBox.StandardButton = SB.NoButton) -> QMessageBox.StandardButton:
    """QMessageBox.warning, in plain text."""
    return _ask(QMessageBox.Icon.Warning, parent, title, text, buttons, default)


def critical(parent: QWidget | None, title: str, text: str, buttons: QMessageBox.StandardButton = SB.Ok,
             default: QMessageBox.StandardButton = SB.NoButton) -> QMessageBox.StandardButton:
    """QMessageBox.critical, in plain text."""
    return _ask(QMessageBox.Icon.Critical, parent, title, text, buttons, default)


def information(parent: QWidget | None, title: str, text: str, buttons: QMessageBox.StandardButton = SB.Ok,
                default: QMessageBox.StandardButton = SB.NoButton) -> QMessageBox.StandardButton:
    """QMessageBox.information, in plain text."""
    return _ask(QMessageBox.Icon.Information, parent, title, text, buttons, default)


def confirm(parent: QWidget | None, title: str, text: str, verb: str, detail: str = "",
            default: bool = False) -> bool:
    """Ask before doing `verb`; True when the user chose it. Cancel is the default unless
    `default`, so Enter never destroys anything by accident."""
    box = message_box(QMessageBox.Icon.Question, parent, title, text, SB.NoButton)
    if detail:
        box.setInformativeText(detail)
    do = box.addButton(verb, QMessageBox.ButtonRole.AcceptRole)
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(do if default else cancel)
    box.setEscapeButton(cancel)
    box.exec()
    return box.clickedButton() is do


def ask_text(parent: QWidget | None, title: str, label: str, text: str = "", verb: str | None = None) -> str | None:
    """One line of text, or None when cancelled. Wide enough for its title and a long name,
    unlike QInputDialog.getText's, which cuts both short."""
    dialog = QInputDialog(parent)
    dialog.setWindowTitle(title)
    dialog.setLabelText(label)
    dialog.setTextValue(text)
    dialog.setOkButtonText(verb or QCoreApplication.translate("Dialogs", "OK"))
    for shown in dialog.findChildren(QLabel):  # the label names what is renamed: plain text
        shown.setTextFormat(Qt.TextFormat.PlainText)
    metrics = dialog.fontMetrics()
    # The dialog's own layout sets its size from its parts: widen the text field, not the dialog.
    field = dialog.findChild(QLineEdit)
    if field is not None:
        field.setMinimumWidth(max(metrics.horizontalAdvance(title) + 120, metrics.averageCharWidth() * 48))
    if dialog.exec() != QInputDialog.DialogCode.Accepted:
        return None
    return dialog.textValue().strip() or None


def choose_item(parent: QWidget | None, title: str, label: str, items: list[str], current: int = 0,
                verb: str | None = None) -> str | None:
    """One of `items`, or None when cancelled. A normal dialog's width with its whole title,
    unlike QInputDialog.getItem's, which is as narrow as its shortest item."""
    dialog = QInputDialog(parent)
    dialog.setWindowTitle(title)
    dialog.setLabelText(label)
    dialog.setComboBoxItems(items)
    dialog.setComboBoxEditable(False)
    if 0 <= current < len(items):
        dialog.setTextValue(items[current])
    dialog.setOkButtonText(verb or QCoreApplication.translate("Dialogs", "OK"))
    for shown in dialog.findChildren(QLabel):  # names from the garage: plain text
        shown.setTextFormat(Qt.TextFormat.PlainText)
    metrics = dialog.fontMetrics()
    dialog.resize(max(metrics.horizontalAdvance(title) + 160, metrics.averageCharWidth() * 56), 0)
    if dialog.exec() != QInputDialog.DialogCode.Accepted:
        return None
    return dialog.textValue() or None
