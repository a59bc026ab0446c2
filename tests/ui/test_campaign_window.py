"""The Campaign screen driven through its widgets: the post-game form against the CLI, Damnation
Alex's campaign, a correction of game 1, a refused result, undo, and record sheets."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pypdf
import pytest
from PySide6.QtCore import Qt

from garage.cli.main import main as cli
from garage.rules import game_result
from garage.sheets import SheetOptions, render_pdf
from garage.storage import open_garage
from garage.storage.campaigns import Campaigns
from garage.ui.campaign_window import CampaignWindow
from garage.ui.operations import OpenGarage
from garage.ui.post_game_form import PostGameForm
from tests.ui.campaign_driving import choose, drive, example_data, example_games, finish
from tests.ui.conftest import SB

CAMPAIGN = "Wasteland League"
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def garage(db_url):
    with open_garage(db_url) as g:
        yield g


@pytest.fixture
def screen(qtbot, garage):
    window = CampaignWindow(OpenGarage(garage))
    qtbot.addWidget(window)
    window.show()
    assert window.new_campaign(CAMPAIGN)
    return window


def record_through_form(qtbot, screen, data: dict):
    form = screen.record_game()
    drive(qtbot, form, data)
    finish(qtbot, form)
    return form


def record_examples(screen, count: int = 3) -> None:
    for path in example_games()[:count]:
        Campaigns(screen.garage).record(CAMPAIGN, game_result.load(path))
    screen.refresh()


def cli_json(capsys, *args) -> object:
    capsys.readouterr()
    assert cli(list(args)) == 0
    return json.loads(capsys.readouterr().out)


def shown_standings(screen) -> dict[str, tuple[str, str]]:
    model = screen.standings_model
    return {model.index(r, 0).data(): (model.index(r, 1).data(), model.index(r, 2).data())
            for r in range(model.rowCount())}


def test_the_form_records_what_the_cli_records(qtbot, screen, tmp_path, capsys) -> None:
    for data in example_data():
        form = record_through_form(qtbot, screen, data)
        assert not form.isVisible()
    cli_url = f"sqlite:///{tmp_path / 'cli.sqlite'}"
    assert cli(["campaign", "new", "--db", cli_url, CAMPAIGN]) == 0
    for path in example_games():
        assert cli(["campaign", "record", "--db", cli_url, CAMPAIGN, str(path)]) == 0

    ui_url = screen.garage.url
    standings = cli_json(capsys, "campaign", "standings", "--db", ui_url, CAMPAIGN, "--json")
    assert standings == cli_json(capsys, "campaign", "standings", "--db", cli_url, CAMPAIGN, "--json")
    assert [d["driver"] for d in standings["drivers"]] == ["Hirsute Helga", "Mad Mick", "Damnation Alex"]
    for driver in ("Damnation Alex", "Hirsute Helga", "Mad Mick"):
        history = cli_json(capsys, "campaign", "history", "--db", ui_url, CAMPAIGN, driver, "--json")
        assert history == cli_json(capsys, "campaign", "history", "--db", cli_url, CAMPAIGN, driver, "--json")
    with open_garage(cli_url) as other:
        theirs = Campaigns(other)
        ours = Campaigns(screen.garage)
        assert [ours.game_result(g.id) for g in ours.games(CAMPAIGN)] == \
               [theirs.game_result(g.id) for g in theirs.games(CAMPAIGN)]


def test_damnation_alex_through_the_form_then_his_successor(qtbot, screen) -> None:
    seen = []
    for data in example_data():
        record_through_form(qtbot, screen, data)
        seen.append(shown_standings(screen)["Damnation Alex"])
    assert seen == [("Alive", "1"), ("Alive", "3"), ("Dead", "3")]

    assert screen.choose_driver("Damnation Alex")
    history = screen.history_model
    assert [history.index(r, 4).data() for r in range(history.rowCount())] == ["0", "1", "3"]
    assert "died in game 3" in screen.history_label.text()
    memorial = screen.memorial_model
    assert memorial.rowCount() == 1 and memorial.index(0, 0).data() == "Damnation Alex"
    assert "Damnation Alex: 1, 3, 3 (died)" in screen.chart.accessibleDescription()
    assert screen.summary.text() == "3 games, 2 drivers alive, 1 dead"

    # The player's next driver is a new name, and starts with no rerolls.
    successor = {"format": "axles-and-alloys-ii/game-result", "version": 1, "scenario": "deathmatch",
                 "played_on": "2026-12-06",
                 "entries": [{"driver": "Alex Junior", "vehicle": "Purple Haze", "survived": True, "kills": []},
                             {"driver": "Mad Mick", "vehicle": "Dogmeat", "survived": True, "kills": []}]}
    record_through_form(qtbot, screen, successor)
    assert screen.standings.history("Alex Junior")[0].rerolls == 0
    assert shown_standings(screen)["Alex Junior"] == ("Alive", "1")


def test_correcting_game_1_changes_the_standings_after_game_3(qtbot, screen, dialogs) -> None:
    record_examples(screen)
    before = screen.standings
    assert (before.driver("Damnation Alex").rerolls, before.driver("Hirsute Helga").rerolls) == (3, 5)

    # Game 1 as it really went: Damnation Alex, not Hirsute Helga, destroyed Mad Mick.
    form = screen.correct_game(1)
    assert form.entries[2].driver_name == "Mad Mick"
    assert form.entries[2].destroyed_by.currentText() == "Hirsute Helga (Der Bahnstormer)"
    form.next()
    form.next()
    choose(qtbot, form.entries[2].destroyed_by, form.entries[0].serial)
    form.next()
    assert "Damnation Alex (Purple Haze): +1 survived, +1 destroyed at least one vehicle" in form.check.summary.text()
    finish(qtbot, form)
    assert dialogs.shown == []

    after = screen.standings
    assert after.games == 3
    assert [line.rerolls for line in after.history("Damnation Alex")] == [0, 2, 4]
    assert (after.driver("Damnation Alex").rerolls, after.driver("Hirsute Helga").rerolls) == (4, 4)
    assert shown_standings(screen)["Hirsute Helga"] == ("Alive", "4")
    assert Campaigns(screen.garage).history(CAMPAIGN, "Damnation Alex")[0].kills == ("Mad Mick",)

    screen.undo_action.trigger()
    assert screen.standings.as_dict() == before.as_dict()
    screen.redo_action.trigger()
    assert screen.standings.as_dict() == after.as_dict()


def test_a_result_naming_a_dead_driver_shows_the_error_and_changes_nothing(qtbot, screen, dialogs) -> None:
    record_examples(screen)
    before = Campaigns(screen.garage).standings(CAMPAIGN).as_dict()
    assert screen.standings_model.rowCount() == 3
    game4 = {"format": "axles-and-alloys-ii/game-result", "version": 1, "scenario": "deathmatch",
             "played_on": "2026-12-06",
             "entries": [{"driver": "Damnation Alex", "vehicle": "Purple Haze", "survived": True, "kills": []},
                         {"driver": "Mad Mick", "vehicle": "Dogmeat", "survived": True, "kills": []}]}
    form = screen.record_game()
    assert form.entries[0].driver.findText("Damnation Alex") == -1  # the dead are not offered
    drive(qtbot, form, game4)
    assert "died in game 3" in form.check.summary.text()
    # Record Game waits until the game is one the campaign takes, and says why in players' words.
    assert not form.button(form.WizardButton.FinishButton).isEnabled()
    assert form.check.problem.text().startswith(
        "Damnation Alex died in game 3: a new driver of Purple Haze needs a new name.")
    assert form.isVisible()  # nothing typed is lost

    # Storage's refusal (the same game from elsewhere) reads in players' words too.
    assert not screen._record(form.entered_result())
    assert dialogs.of("critical") == [
        "Game 4: 'Damnation Alex' died in game 3 and has left play; a new driver needs a new name"]
    assert Campaigns(screen.garage).standings(CAMPAIGN).as_dict() == before
    assert screen.undo_stack.count() == 0
    assert "died in game 3" in screen.statusBar().currentMessage()


def test_remove_last_game_asks_and_undo_puts_it_back(screen, dialogs) -> None:
    record_examples(screen)
    game3 = Campaigns(screen.garage).game_result(Campaigns(screen.garage).game(CAMPAIGN, 3).id)
    assert screen.remove_last_action.isEnabled()
    screen.remove_last_action.trigger()  # the default answer is Cancel
    assert dialogs.of("question") == ["Remove game 3 of Wasteland League?"]
    assert screen.standings.games == 3 and screen.undo_stack.count() == 0
    dialogs.answer(SB.Yes)
    screen.remove_last_action.trigger()
    assert screen.standings.games == 2
    assert shown_standings(screen)["Damnation Alex"] == ("Alive", "3")
    assert "Undo" in screen.statusBar().currentMessage()
    screen.undo_action.trigger()
    assert screen.statusBar().currentMessage() == "Undone: Remove game 3"
    assert screen.undo_stack.canRedo() and screen.undo_stack.index() == 0
    assert screen.standings.games == 3
    assert Campaigns(screen.garage).game_result(Campaigns(screen.garage).game(CAMPAIGN, 3).id) == game3
    assert shown_standings(screen)["Damnation Alex"] == ("Dead", "3")


def test_the_screen_shows_a_full_fold_after_its_undos_and_another_writers_correction(screen, dialogs,
                                                                                     db_url) -> None:
    """Issue 24: the garage keeps each campaign's fold open between changes; after the screen's
    remove, undo and redo, and a correction of game 1 by another app on the same garage, it
    shows exactly what a garage just opened (nothing kept) folds from the stored games."""
    from dataclasses import replace

    def full_fold():
        with open_garage(db_url) as fresh:
            return Campaigns(fresh).standings(CAMPAIGN)

    record_examples(screen)
    assert screen.standings == full_fold()
    dialogs.answer(SB.Yes)
    screen.remove_last_action.trigger()
    assert screen.standings.games == 2 and screen.standings == full_fold()
    screen.undo_action.trigger()
    assert screen.standings.games == 3 and screen.standings == full_fold()
    before = screen.standings
    with open_garage(db_url) as other:  # another app instance corrects game 1
        book = Campaigns(other)
        first = book.game_result(book.game(CAMPAIGN, 1).id)
        helga = first.entries[1]  # she destroyed nobody after all
        book.replace_game(book.game(CAMPAIGN, 1).id,
                          replace(first, entries=(first.entries[0], replace(helga, kills=()), *first.entries[2:])))
    screen.refresh()
    assert screen.standings != before and screen.standings == full_fold()
    screen.redo_action.trigger()  # remove game 3 again, onto the corrected campaign
    assert screen.standings.games == 2 and screen.standings == full_fold()


def test_undo_of_a_recorded_game_removes_it(qtbot, screen) -> None:
    record_through_form(qtbot, screen, example_data()[0])
    assert screen.undo_action.text() == "&Undo Record game 1"
    screen.undo_action.trigger()
    assert screen.standings.games == 0 and screen.standings_model.rowCount() == 0
    assert not screen.correct_action.isEnabled()
    screen.redo_action.trigger()
    assert screen.standings.games == 1


def test_the_form_shows_what_the_reader_refuses_before_anything_is_written(qtbot, screen) -> None:
    data = example_data()[0]
    data["entries"][1]["driver"] = "Damnation Alex"  # one driver in two cars
    form = screen.record_game()
    drive(qtbot, form, data)
    assert form.check.problem.text().startswith(
        "'Damnation Alex' is already the driver of Purple Haze")
    assert not form.button(form.WizardButton.FinishButton).isEnabled()
    assert Campaigns(screen.garage).games(CAMPAIGN) == []


def test_new_campaign_with_a_taken_name_is_an_error_dialog(screen, dialogs) -> None:
    assert not screen.new_campaign(CAMPAIGN)
    assert dialogs.of("critical") == [f"A campaign called '{CAMPAIGN}' is already in the garage; choose another name"]
    assert screen.new_campaign("Second Season")
    assert [screen.chooser.itemText(i) for i in range(screen.chooser.count())] == ["Second Season", CAMPAIGN]
    assert screen.campaign == "Second Season" and screen.standings.games == 0
    screen.choose(CAMPAIGN)
    assert screen.campaign == CAMPAIGN


def test_games_tab_lists_the_games_for_correction(screen) -> None:
    record_examples(screen)
    assert screen.games_model.rowCount() == 0  # read when its tab is first shown
    screen.tabs.setCurrentWidget(screen.games_view)
    model = screen.games_model
    assert [(model.index(r, 0).data(), model.index(r, 2).data()) for r in range(3)] == [
        ("1", "Deathmatch"), ("2", "Suicide Race"), ("3", "Deathmatch")]
    assert model.index(1, 4).data() == "Doing a Scott: Nitro adds 4d6"
    screen.games_view.selectRow(1)
    form = screen.correct_game()
    assert form.game.variant.currentData() == "suicide"
    assert form.entries[1].navigator.text() == "Lifer Lil"
    form.reject()


def test_sheets_printed_from_a_campaign_carry_name_and_rerolls(qtbot, screen) -> None:
    record_examples(screen)
    entries, missing = screen.sheet_entries()
    assert [(e.design.name, e.driver, e.rerolls) for e in entries] == [
        ("Der Bahnstormer", "Hirsute Helga", 5), ("Dogmeat", "Mad Mick", 3)]
    assert missing == []
    text = "".join(page.extract_text() for page in
                   pypdf.PdfReader(io.BytesIO(render_pdf(entries, SheetOptions()))).pages)
    assert "Hirsute Helga" in text and "Mad Mick" in text and "Damnation Alex" not in text
    preview = screen.preview_sheets()
    qtbot.addWidget(preview)
    assert preview.document.pageCount() >= 2


def test_a_car_no_longer_in_the_garage_gets_no_sheet(screen, garage) -> None:
    record_examples(screen)
    garage.remove("Dogmeat")
    entries, missing = screen.sheet_entries()
    assert [e.driver for e in entries] == ["Hirsute Helga"]
    assert missing == ["Mad Mick's Dogmeat"]


def test_the_main_window_opens_the_campaign_screen(qtbot, open_window, db_url) -> None:
    window = open_window(db_url)
    assert window.campaigns.action.shortcut().toString() == "Ctrl+Shift+C"
    assert "&Campaign" in [a.text() for a in window.menuBar().actions()]
    window.campaigns.action.trigger()
    screen = window.campaigns.screen
    assert screen.isVisible() and screen.campaign is None
    assert not screen.record_action.isEnabled()
    assert screen.new_campaign(CAMPAIGN)
    assert screen.garage is window.garage

    # Another garage opened in the main window: the screen follows it at once.
    other = db_url.replace("garage.sqlite", "other.sqlite")
    assert window.open_database(other)
    assert screen.garage is window.garage and screen.chooser.count() == 0 and screen.campaign is None
    assert screen.summary.text() == "No campaign chosen"


def test_controls_have_accessible_names(screen) -> None:
    form = screen.record_game()
    names = [form.game.scenario.accessibleName(), form.entries[0].driver.accessibleName(),
             form.entries[0].survived.accessibleName(), screen.chooser.accessibleName(),
             screen.standings_view.accessibleName(), screen.chart.accessibleName()]
    assert all(names) and names[1] == "Unnamed driver (Der Bahnstormer): driver"
    form.reject()
    assert screen.record_action.shortcut().toString() == "Ctrl+G"


def test_a_game_result_file_records_and_a_game_exports_as_one(screen, tmp_path, dialogs) -> None:
    for path in example_games():
        assert screen.record_file(str(path))
    assert screen.standings.games == 3
    game = Campaigns(screen.garage).game(CAMPAIGN, 2)
    out = tmp_path / "game-2.result.json"
    assert screen.export_game(game, str(out))
    assert out.read_bytes() == example_games()[1].read_bytes()  # canonical: the bytes the example holds

    bad = tmp_path / "bad.result.json"
    bad.write_text(out.read_text().replace('"position": 1', '"position": 0'), encoding="utf-8")
    assert not screen.record_file(str(bad))
    assert dialogs.of("critical") == [f"{bad}: entries[0].position: must be 1 or more, not 0"]
    assert screen.standings.games == 3

    # The same file twice is refused, in storage's words.
    assert not screen.record_file(str(example_games()[2]))
    assert "this result is already game 3" in dialogs.of("critical")[-1]
    assert screen.standings.games == 3 and screen.undo_stack.count() == 3


def test_the_campaign_menu_loads_no_database_layer_until_asked(qtbot) -> None:
    # The list's row type and first look (garage.storage.quick_list: sqlite3 only) may load; nothing
    # of SQLAlchemy or of storage's database modules may.
    code = ("import sys; import garage.ui.main_window; "
            "sys.exit(any(m == 'sqlalchemy' or m == 'sqlmodel' or m.startswith('garage.storage.') "
            "and m != 'garage.storage.quick_list' for m in sys.modules))")
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
                          timeout=120).returncode == 0
    from garage.ui.main_window import MainWindow
    window = MainWindow()  # the app shows the window before the garage opens
    qtbot.addWidget(window)
    assert window.campaigns.show() is None
    assert "still opening" in window.statusBar().currentMessage()
    assert not window.open_database(str(Path(__file__)))  # not a garage: the open fails
    assert window.campaigns.show() is None
    assert window.statusBar().currentMessage() == "No garage is open: open one with Garage > Open Garage"


def test_the_screen_remembers_its_size_and_last_campaign(qtbot, screen, garage) -> None:
    screen.resize(700, 500)  # within the offscreen screen, which restoreGeometry keeps windows on
    screen.close()
    again = CampaignWindow(OpenGarage(garage))
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (700, 500)
    assert again.campaign == CAMPAIGN


def test_a_lady_navigators_own_games(qtbot, screen) -> None:
    record_examples(screen)
    view = screen.navigators_view
    view.setCurrentIndex(view.model().index(0, 0))
    assert screen.history_label.text() == "<b>Lifer Lil</b>, Lady Navigator: alive, a tally of 2"
    assert screen.navigator_history_view.isVisible() and not screen.history_view.isVisible()
    model = screen.navigator_history_model
    assert [[model.index(r, c).data() for c in (0, 2, 4, 5, 6, 7)] for r in range(model.rowCount())] == [
        ["2", "Hirsute Helga", "0", "+1", "1", "survived without ejecting"],
        ["3", "Hirsute Helga", "1", "+1", "2", "survived without ejecting"]]
    rect = screen.standings_view.visualRect(screen.standings_view.model().index(1, 0))
    qtbot.mouseClick(screen.standings_view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert screen.history_view.isVisible() and screen.history_label.text().startswith("<b>Mad Mick</b>")


def test_keyboard_shortcuts_reach_the_actions(qtbot, screen, dialogs) -> None:
    with qtbot.waitActive(screen):
        screen.activateWindow()
    record_examples(screen)
    qtbot.keyClick(screen.standings_view, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    form = screen.findChild(PostGameForm)
    assert form is not None and form.isVisible()
    form.reject()
    dialogs.answer(SB.Yes)
    qtbot.keyClick(screen.standings_view, Qt.Key.Key_Backspace,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert screen.standings.games == 2
    qtbot.keyClick(screen.standings_view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert screen.standings.games == 3


def test_ctrl_shift_z_redoes_as_in_every_other_window(qtbot, screen, dialogs) -> None:
    # The screen's Redo was set with setShortcut, so it kept only the platform's first binding
    # (Ctrl+Y under most schemes) and Ctrl+Shift+Z, which the other windows take, did nothing.
    with qtbot.waitActive(screen):
        screen.activateWindow()
    record_examples(screen)
    dialogs.answer(SB.Yes)
    screen.remove_last_action.trigger()
    assert screen.standings.games == 2
    qtbot.keyClick(screen.standings_view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert screen.standings.games == 3
    qtbot.keyClick(screen.standings_view, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert screen.standings.games == 2


def test_rename_and_delete_a_campaign(screen, dialogs) -> None:
    record_examples(screen)
    dialogs.answer("Badlands League")
    screen.rename_action.trigger()
    assert screen.campaign == "Badlands League" and screen.chooser.currentText() == "Badlands League"
    assert screen.standings.games == 3 and screen.undo_stack.count() == 0
    screen.delete_action.trigger()  # Cancel, by default
    assert [c.name for c in Campaigns(screen.garage).list()] == ["Badlands League"]
    dialogs.answer(SB.Yes)
    screen.delete_action.trigger()
    assert dialogs.of("question")[-1] == "Delete the campaign Badlands League and its 3 games?"
    assert Campaigns(screen.garage).list() == [] and screen.campaign is None
    assert not screen.record_action.isEnabled() and not screen.delete_action.isEnabled()


def test_a_narrow_window_puts_the_standings_above_the_history(qtbot, screen) -> None:
    screen.resize(800, 600)
    qtbot.waitUntil(lambda: screen.splitter.orientation() == Qt.Orientation.Vertical)
    screen.resize(1280, 760)
    qtbot.waitUntil(lambda: screen.splitter.orientation() == Qt.Orientation.Horizontal)
    # A small laptop's 1024: side by side, the history's long columns were a word a line (in
    # German's longer headers, a letter).
    screen.resize(1024, 640)
    qtbot.waitUntil(lambda: screen.splitter.orientation() == Qt.Orientation.Vertical)


def test_an_empty_screen_says_what_to_do_and_fits_on_the_screen(qtbot, garage) -> None:
    window = CampaignWindow(OpenGarage(garage))
    qtbot.addWidget(window)
    window.show()
    assert window.history_label.text().startswith("No campaign chosen. Start one with New Campaign (Ctrl+N)")
    assert window.screen().availableGeometry().contains(window.geometry())
    assert window.new_campaign(CAMPAIGN)
    assert window.history_label.text().startswith(f"No games in {CAMPAIGN} yet. Record the first with Record Game")
    record_examples(window)
    window.refresh()
    assert window.history_label.text().startswith("<b>")


def test_alt_letters_are_unique_on_the_campaign_screen_and_in_its_menus(screen) -> None:
    from PySide6.QtWidgets import QLabel

    from tests.ui.test_main_window import mnemonics
    texts = [a.text() for a in screen.menuBar().actions()]
    texts += [w.text() for w in screen.findChildren(QLabel) if w.buddy() is not None]
    texts += [screen.tabs.tabText(i) for i in range(screen.tabs.count())]
    letters = mnemonics(texts)
    assert sorted(letters) == sorted(set(letters)), texts
    for menu_action in screen.menuBar().actions():
        items = [a.text() for a in menu_action.menu().actions() if not a.isSeparator()]
        letters = mnemonics(items)
        assert sorted(letters) == sorted(set(letters)), items
