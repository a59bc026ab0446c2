"""User text is shown as text: a car, driver and campaign named with markup, and notes of
markup, fed through every window; each label, box, tooltip and document that shows the name
shows it literally (Qt guesses "rich text" for any string that starts like HTML)."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from PySide6.QtCore import QAbstractItemModel, QModelIndex, QTimer
from PySide6.QtGui import Qt, QTextDocument  # QtGui's Qt has mightBeRichText
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

from garage.rules import game_result
from garage.storage import open_garage
from garage.storage.campaigns import Campaigns
from garage.ui import dialogs as ui_dialogs
from garage.ui.campaign_window import CampaignWindow
from garage.ui.operations import OpenGarage
from garage.ui.play import play_menu
from tests.ui.conftest import SB
from tests.ui.play.driving import GAMES, log_lines, play_line

MARKUP = "<b>BOLD</b><img src='x.png'><font color=red size=7>HUGE</font>"
SEEN = "BOLD"  # in every string that shows the name, rendered or not

# The real boxes, before the autouse `dialogs` fixture answers for them.
REAL_BOXES = {kind: getattr(QMessageBox, kind) for kind in ("question", "warning", "critical", "information")}
REAL_INPUTS = {kind: getattr(QInputDialog, kind) for kind in ("getText", "getItem")}
REAL_DIALOGS = {name: getattr(ui_dialogs, name) for name in dir(ui_dialogs)
                if not name.startswith("_") and callable(getattr(ui_dialogs, name))
                and getattr(getattr(ui_dialogs, name), "__module__", "") == ui_dialogs.__name__}


def rendered(text: str, form: Qt.TextFormat = Qt.TextFormat.AutoText) -> str:
    """What a Qt text widget in format `form` shows for `text`: its document's plain text."""
    rich = form == Qt.TextFormat.RichText or (form == Qt.TextFormat.AutoText and Qt.mightBeRichText(text))
    if form == Qt.TextFormat.MarkdownText:
        document = QTextDocument()
        document.setMarkdown(text)
        return document.toPlainText()
    if not rich:
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def _is_list(model: QAbstractItemModel) -> bool:
    try:
        model.columnCount(QModelIndex())
    except TypeError:  # a list model's column count is private: one column
        return True
    return False


def _model_texts(model: QAbstractItemModel, parent: QModelIndex, depth: int = 0):
    for row in range(min(model.rowCount(parent), 200)):
        for column in range(max(1, model.columnCount(parent)) if not _is_list(model) else 1):
            index = model.index(row, column, parent)
            shown = model.data(index, Qt.ItemDataRole.DisplayRole)
            if isinstance(shown, str):  # the standard delegate draws it as plain text
                yield "item", shown, Qt.TextFormat.PlainText
            tip = model.data(index, Qt.ItemDataRole.ToolTipRole)
            if isinstance(tip, str):
                yield "item tooltip", tip, Qt.TextFormat.AutoText
            if depth < 2 and not _is_list(model) and model.rowCount(index) > 0:
                yield from _model_texts(model, index, depth + 1)


def shown_texts(root: QWidget):
    """(what, text, format) of every place under `root` that draws text Qt may take as HTML."""
    for widget in [root, *root.findChildren(QWidget)]:
        name = f"{type(widget).__name__}({widget.objectName() or widget.accessibleName()})"
        if isinstance(widget, QLabel):
            yield f"{name} label", widget.text(), widget.textFormat()
        if widget.toolTip():
            yield f"{name} tooltip", widget.toolTip(), Qt.TextFormat.AutoText
        if isinstance(widget, QLineEdit):
            yield f"{name} field", widget.text(), Qt.TextFormat.PlainText
        if isinstance(widget, (QTextEdit, QPlainTextEdit)):
            yield f"{name} document", widget.document().toPlainText(), Qt.TextFormat.PlainText
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            for what, text, form in _model_texts(widget.model(), QModelIndex()):
                yield f"{name} {what}", text, form


def check_literal(root: QWidget) -> int:
    """Assert every place under `root` showing the name shows it literally; how many do."""
    wrong, showing = [], 0
    for what, text, form in shown_texts(root):
        if SEEN not in text:
            continue
        showing += 1
        if MARKUP not in rendered(text, form) and "<b>BOLD</b>" not in rendered(text, form):
            wrong.append(f"{what}: {text!r} shows as {rendered(text, form)!r}")
    assert not wrong, "\n".join(wrong)
    return showing


@pytest.fixture
def real_boxes(monkeypatch):
    """The real message boxes and prompts; `modal` inspects and closes each one shown."""
    for kind, real in REAL_BOXES.items():
        monkeypatch.setattr(QMessageBox, kind, real)
    for kind, real in REAL_INPUTS.items():
        monkeypatch.setattr(QInputDialog, kind, real)
    for name, real in REAL_DIALOGS.items():
        monkeypatch.setattr(ui_dialogs, name, real)


def modal(run) -> list[int]:
    """Call `run`, checking every modal dialog it opens (then cancelling it): how many places
    in each showed the name."""
    counts: list[int] = []
    failures: list[BaseException] = []
    tries = [0]
    done = [False]

    def inspect():
        if done[0]:  # `run` has returned: the next call's boxes are its own
            return
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            tries[0] += 1
            if tries[0] < 10_000:  # bounded: an event-loop turn each, never a sleep
                QTimer.singleShot(0, inspect)
            return
        tries[0] = 0
        try:
            counts.append(check_literal(dialog))
        except BaseException as exc:  # raised here it would leave the box open
            failures.append(exc)
        finally:
            dialog.reject()
        QTimer.singleShot(0, inspect)  # the next box `run` may open

    QTimer.singleShot(0, inspect)
    run()
    done[0] = True
    if failures:
        raise failures[0]
    return counts


@pytest.fixture
def marked_url(db_url):
    """The example garage with Purple Haze renamed to markup, with markup notes, and a campaign
    of markup whose first game was driven by a driver named in markup."""
    with open_garage(db_url) as garage:
        haze = garage.get_design("Purple Haze")
        garage.save_design(replace(haze, name=MARKUP, notes=f"Notes: {MARKUP}"), original_name="Purple Haze")
        text = (GAMES / "01-deathmatch.result.json").read_text(encoding="utf-8")
        text = text.replace("Damnation Alex", MARKUP).replace("Purple Haze", MARKUP)
        campaigns = Campaigns(garage)
        campaigns.create(MARKUP)
        campaigns.record(MARKUP, game_result.loads(text))
    return db_url


@pytest.fixture
def window(open_window, marked_url, tmp_path):
    main = open_window(marked_url)
    main.games_folder = tmp_path / "games"
    main.list.select_key(main.document.key_for(MARKUP))
    return main


def test_the_main_window_shows_a_markup_name_and_notes_as_text(qtbot, window, dialogs):
    assert check_literal(window) >= 3  # the list, the editor's name and notes
    # A taken name, as typed, in the editor's name problem.
    window.list.select_key(window.document.key_for("Dogmeat"))
    window.editor.name.setFocus()
    window.editor.name.selectAll()
    qtbot.keyClicks(window.editor.name, MARKUP)
    assert window.editor.name_problem.isVisible()
    check_literal(window)
    window.undo_stack.undo()
    # The filter, as typed, in the empty list's words.
    qtbot.keyClicks(window.list.filter, "<b>BOLD</b>?")  # the last key matches no car
    assert window.list.empty.isVisible() and check_literal(window.list) >= 1
    window.list.filter.clear()
    # The name in the toolbar's Undo tooltip.
    window.list.select_key(window.document.key_for(MARKUP))
    dialogs.answer(SB.Yes)
    window.delete_cars()
    assert window.document.key_for(MARKUP) is None
    assert check_literal(window) >= 1


@pytest.mark.parametrize("key", ["battle_cars", "car_wars"])
def test_the_other_rule_sets_editors_show_a_markup_name_and_notes_as_text(qtbot, window, key):
    from garage.rules import rulesets
    from garage.rules.vehicles import load
    design = load(rulesets.get(key).example_files()[0])
    garage = window.garage
    garage.add_design(replace(design, name=f"{MARKUP} {key}", notes=MARKUP))
    window.open_database(garage.url)
    window.list.select_key(window.document.key_for(f"{MARKUP} {key}"))
    assert check_literal(window) >= 3  # the list, the editor's name and notes


def test_the_delete_question_shows_a_markup_name_as_text(qtbot, window, real_boxes):
    assert modal(window.delete_cars) == [1]
    assert window.document.key_for(MARKUP) is not None  # cancelled


def test_an_error_box_shows_a_markup_file_name_as_text(qtbot, window, real_boxes):
    assert modal(lambda: window.error("Import Vehicle Files", f"{MARKUP}.car.json: line 1: not JSON")) == [1]


def test_the_record_sheet_dialogs_show_a_markup_name_as_text(qtbot, window, real_boxes):
    from garage.ui.sheet_dialogs import SheetOptionsDialog, saved_options
    dialog = SheetOptionsDialog(f"'{MARKUP}'", saved_options(), window)
    qtbot.addWidget(dialog)
    assert check_literal(dialog) >= 1
    preview = window.preview_sheets()
    assert preview is not None
    qtbot.addWidget(preview)
    check_literal(preview)


def test_the_campaign_window_and_its_prompts_show_markup_names_as_text(qtbot, window, real_boxes):
    screen = CampaignWindow(OpenGarage(window.garage))
    qtbot.addWidget(screen)
    screen.show()
    screen.choose(MARKUP)
    assert screen.choose_driver(MARKUP)
    assert check_literal(screen) >= 2  # the chooser, the standings, the driver's history
    assert modal(screen.rename_campaign_dialog) == [2]  # the prompt's label and its field
    assert modal(screen.delete_campaign) == [1]
    form = screen.record_game()
    assert form is not None  # the screen's own: it goes when closed
    check_literal(form)
    form.reject()
    form = screen.correct_game(1)  # its rows are titled by driver and car
    assert form is not None
    assert check_literal(form) >= 2
    form.reject()
    assert screen.new_campaign(f"{MARKUP} 2")  # no games yet: the hint names it
    assert check_literal(screen) >= 2


def test_the_new_game_dialog_and_the_play_window_show_markup_names_as_text(qtbot, window):
    dialog = play_menu.new_game_dialog(window, [MARKUP, "Der Bahnstormer"])
    qtbot.addWidget(dialog)
    dialog.rows[0].driver.setCurrentText(MARKUP)
    dialog.update_problems()
    assert check_literal(dialog) >= 1
    # The car's id is typed in the New Game dialog too: markup as well, in every line.
    text = json.dumps(log_lines(GAMES / "short-deathmatch.jsonl"))
    lines = json.loads(text.replace("Purple Haze", MARKUP).replace("Antihiro Protagonist", MARKUP)
                       .replace('"haze"', json.dumps(MARKUP)))
    screen = play_menu.start_game(window, lines[0]["setup"])
    qtbot.addWidget(screen)
    for line in lines[1:30]:
        play_line(qtbot, screen, line)
        check_literal(screen)
    assert check_literal(screen) >= 3  # the car card, the banner, the log and its last line
