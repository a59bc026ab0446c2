"""The crash resolver dialog: the players type the dice they rolled, or Garage rolls; each
step of the result is shown with what to do to the model (car-wars-compendium-2e-crash-tables.txt)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from garage.rules.play.dice import ScriptedDice
from garage.ui.tools.car_wars.resolver import CrashResolverDialog


def type_face(qtbot, dialog, face: int) -> None:
    assert dialog.pending is not None and dialog.pending.kind == "roll", dialog.pending
    qtbot.keyClicks(dialog.requests.face, str(face))
    qtbot.keyClick(dialog.requests.face, Qt.Key.Key_Return)


def test_entered_dice_resolve_a_fishtail_chained_to_a_spinout_step_by_step(qtbot):
    dialog = CrashResolverDialog()
    qtbot.addWidget(dialog)
    dialog.table.setCurrentIndex(dialog.table.findData(2))
    dialog.modifier.setValue(3)
    assert "Major fishtail" in dialog.odds.text()
    qtbot.mouseClick(dialog.enter_button, Qt.MouseButton.LeftButton)
    assert dialog.requests.purpose.text() == "Roll a d6: Crash Table 2, die 1 of 2"
    for face in (6, 6, 2):  # 15: a major and a minor fishtail; 2: left
        type_face(qtbot, dialog, face)
    assert "Crash Table 2, die 1 of 2: 6" in dialog.result_text()  # the dice so far, while it waits
    for face in (3, 3, 1, 2, 3, 4):  # Crash Table 1 at the same +3: 9, a spinout; 1d each tyre
        type_face(qtbot, dialog, face)
    assert dialog.pending is None and dialog.crash is not None
    text = dialog.result_text()
    assert "Step 1: Crash Table 2, 6+6+3 = 15: Major and minor fishtail, then Crash Table 1" in text
    assert "line 24" in text and "move the left rear corner 3 squares left" in text
    assert "Step 2: Crash Table 1, 3+3+3 = 9: Spinout" in text and "line 14" in text
    assert "front left 1, front right 2, back left 3, back right 4" in text
    assert "rotate 90 degrees left" in text  # the spin follows the fishtail
    assert "Aimed fire for the rest of the turn: no aimed fire" in text


def test_a_face_that_is_not_on_the_die_is_refused_in_place(qtbot):
    dialog = CrashResolverDialog()
    qtbot.addWidget(dialog)
    qtbot.mouseClick(dialog.enter_button, Qt.MouseButton.LeftButton)
    dialog.requests.face.setValidator(None)
    qtbot.keyClicks(dialog.requests.face, "9")
    qtbot.keyClick(dialog.requests.face, Qt.Key.Key_Return)
    assert "not a face" in dialog.requests.problem.text() and dialog.given == []


def test_roll_for_me_still_asks_what_only_the_table_shows(qtbot):
    dialog = CrashResolverDialog(dice=ScriptedDice([6, 5, 5]))
    qtbot.addWidget(dialog)
    dialog.modifier.setValue(2)  # 13: a roll that may burn
    dialog.speed.setValue(50)
    qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    assert dialog.pending.question == "Which side does it roll onto first?"
    qtbot.mouseClick(dialog.requests.button_for("right"), Qt.MouseButton.LeftButton)
    text = dialog.result_text()
    assert "Rolls, burning on 4-6" in text and "line 16" in text
    assert "quarter roll onto, in turn: right, top, left, bottom" in text
    assert "Burning die 5: it is burning." in text


def test_a_new_modifier_starts_again(qtbot):
    dialog = CrashResolverDialog(dice=ScriptedDice([1, 1]))
    qtbot.addWidget(dialog)
    qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    assert "Trivial skid" in dialog.result_text()
    dialog.modifier.setValue(-2)
    assert dialog.crash is None and "Roll for Me" in dialog.result_text()


def test_the_play_menu_opens_it(open_window, db_url):
    window = open_window(db_url)
    play = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Play")
    assert window.play.tool_actions["crash_resolver"] in play.actions()
    window.play.tool_actions["crash_resolver"].trigger()
    opened = window.play.tool_windows["crash_resolver"]
    assert isinstance(opened, CrashResolverDialog) and opened.isVisible()
    opened.close()


def test_enter_in_the_face_field_enters_the_typed_face_and_rolls_nothing(qtbot):
    """On a dialog on screen, Enter in the field also pressed the dialog's default button
    ("Roll for Me"), which rolled everything at random."""
    dialog = CrashResolverDialog(dice=ScriptedDice([]))  # any roll of Garage's would fail the test
    qtbot.addWidget(dialog)
    with qtbot.waitExposed(dialog):
        dialog.show()
    qtbot.mouseClick(dialog.enter_button, Qt.MouseButton.LeftButton)
    type_face(qtbot, dialog, 6)
    assert [i["value"] for i in dialog.given] == [6] and dialog.dice is None
    assert dialog.requests.purpose.text() == "Roll a d6: Crash Table 1, die 2 of 2"
    type_face(qtbot, dialog, 1)
    assert [i["value"] for i in dialog.given][:2] == [6, 1] and dialog.dice is None


def test_while_a_die_is_asked_enter_is_the_default_and_each_alt_key_is_one_button(qtbot):
    import re

    from PySide6.QtWidgets import QPushButton

    dialog = CrashResolverDialog(dice=ScriptedDice([]))
    qtbot.addWidget(dialog)
    with qtbot.waitExposed(dialog):
        dialog.show()
    qtbot.mouseClick(dialog.enter_button, Qt.MouseButton.LeftButton)
    dialog.requests.face.setFocus()
    buttons = [b for b in dialog.findChildren(QPushButton) if b.isVisible()]
    # What Enter does is what the dialog shows as its default: enter the face (Roll for Me was).
    assert [b for b in buttons if b.isDefault()] in ([], [dialog.requests.enter])
    keys = [m.group(1).lower() for b in buttons if (m := re.search(r"&(\w)", b.text()))]
    assert sorted(keys) == sorted(set(keys)), keys  # Alt+R and Alt+E were two buttons each
