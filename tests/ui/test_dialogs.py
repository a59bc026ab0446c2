"""Questions with verbs, and a text prompt wide enough for its title."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox

from garage.ui.dialogs import ask_text as real_ask_text
from garage.ui.dialogs import choose_item as real_choose_item
from garage.ui.dialogs import confirm as real_confirm
from garage.ui.dialogs import question as real_question
from garage.ui.dialogs import tip


def answer_later(check) -> None:
    def run():
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, run)
            return
        check(dialog)
    QTimer.singleShot(0, run)


def test_ask_text_is_wide_enough_for_its_title_and_gives_the_text(qtbot):
    seen = {}

    def check(dialog: QInputDialog):
        seen["fits"] = dialog.width() >= dialog.fontMetrics().horizontalAdvance(dialog.windowTitle()) + 100
        seen["ok"] = dialog.okButtonText()
        dialog.setTextValue("  Badlands League  ")
        dialog.accept()

    answer_later(check)
    assert real_ask_text(None, "Rename Campaign Wasteland League", "New name:", "x", verb="Rename") == \
        "Badlands League"
    assert seen == {"fits": True, "ok": "Rename"}


def test_confirm_names_its_verb_and_cancel_is_the_default(qtbot):
    seen = {}

    def check(box: QMessageBox):
        seen["buttons"] = sorted(b.text().replace("&", "") for b in box.buttons())
        seen["default"] = box.defaultButton().text().replace("&", "")
        box.reject()

    answer_later(check)
    assert not real_confirm(None, "Delete Car", "Delete 'Dogmeat' from the garage?", "Delete Car")
    assert seen == {"buttons": ["Cancel", "Delete Car"], "default": "Cancel"}


def test_the_plain_boxes_give_the_button_clicked_and_show_markup_as_text(qtbot):
    seen = {}

    def check(box: QMessageBox):
        seen["format"] = box.textFormat()
        box.button(QMessageBox.StandardButton.Save).click()

    answer_later(check)
    SB = QMessageBox.StandardButton
    assert real_question(None, "Replace Files", "<b>BOLD</b>.car.json is there already. Replace it?",
                         SB.Save | SB.Cancel, SB.Cancel) == SB.Save
    assert seen == {"format": Qt.TextFormat.PlainText}


def test_a_tooltip_of_markup_is_escaped_and_plain_words_are_left_alone():
    assert tip("Undo Delete 'Dogmeat' (Ctrl+Z)") == "Undo Delete 'Dogmeat' (Ctrl+Z)"
    shown = QTextDocument()
    shown.setHtml(tip("Undo Delete '<b>BOLD</b>' & more"))
    assert shown.toPlainText() == "Undo Delete '<b>BOLD</b>' & more"
    assert tip("") == ""


def test_choose_item_is_a_normal_size_with_its_whole_title_and_gives_the_choice(qtbot):
    seen = {}

    def check(dialog: QInputDialog):
        width = dialog.fontMetrics().horizontalAdvance(dialog.windowTitle())
        seen["fits"] = width + 100 <= dialog.width() <= 60 * dialog.fontMetrics().averageCharWidth()
        seen["ok"] = dialog.okButtonText()
        dialog.setTextValue("Badlands League")
        dialog.accept()

    answer_later(check)
    assert real_choose_item(None, "Record in Campaign", "Campaign:", ["Wasteland League", "Badlands League"],
                            0, verb="Record") == "Badlands League"
    assert seen == {"fits": True, "ok": "Record"}
