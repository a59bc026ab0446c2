"""The New Game dialog: ids for the same design twice, the optional rules quoting the text,
campaign drivers with their rerolls, and what the setup refuses or warns about before the
start."""

from __future__ import annotations

import re
from html import escape

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QDialog, QLabel, QMessageBox, QWidget

from garage.ui.play import play_menu
from garage.ui.play.new_game_dialog import NewGameDialog, car_id
from tests.ui.play.driving import LEAGUE, league, play_line


@pytest.fixture
def window(open_window, db_url, tmp_path):
    main = open_window(db_url)
    main.games_folder = tmp_path / "games"
    return main


def dialog_for(window, cars=("Purple Haze", "Der Bahnstormer")) -> NewGameDialog:
    return play_menu.new_game_dialog(window, list(cars))


def test_the_same_design_twice_gets_two_ids_and_an_unnamed_driver_is_warned_about(qtbot, window):
    dialog = dialog_for(window, ["Purple Haze", "Purple Haze"])
    qtbot.addWidget(dialog)
    assert [r.id.text() for r in dialog.rows] == ["purple-haze", "purple-haze-2"]
    assert dialog.start_button.isEnabled()
    assert "unnamed driver" in dialog.problems.text()
    setup = dialog.setup()
    assert [c["driver"] for c in setup["cars"]] == ["", ""]
    assert setup["options"]["skids"] is True and setup["options"]["environment"] == []


def test_every_optional_rule_is_a_checkbox_quoting_the_rule(qtbot, window):
    dialog = dialog_for(window)
    qtbot.addWidget(dialog)
    scott = dialog.options["doing_a_scott"]
    assert scott.text() == "Doing a Scott" and "4d6" in scott.toolTip() and "Section 3" in scott.toolTip()
    assert "Optional" not in dialog.options["skids"].text() and dialog.options["skids"].isChecked()
    assert "DEC rates are reduced by 1" in dialog.environment["cloudburst"].toolTip()
    dialog.options["doing_a_scott"].setChecked(True)
    dialog.environment["night"].setChecked(True)
    assert dialog.setup()["options"]["doing_a_scott"] and dialog.setup()["options"]["environment"] == ["night"]


def test_setup_refusals_and_warnings_show_before_the_start(qtbot, window):
    dialog = dialog_for(window, ["Der Bahnstormer", "Queen Bee"])
    qtbot.addWidget(dialog)
    dialog.scenario.setCurrentIndex(dialog.scenario.findData("race"))
    assert "dropped" in dialog.problems.text().lower() and dialog.start_button.isEnabled()  # a warning
    dialog.rows[1].navigator.setCurrentText("Queen Bee")
    assert "lady_navigators option" in dialog.problems.text() and not dialog.start_button.isEnabled()
    dialog.options["lady_navigators"].setChecked(True)
    assert dialog.start_button.isEnabled()
    dialog.rows[1].id.setText("der-bahnstormer")
    dialog.update_problems()
    assert "share an id" in dialog.problems.text() and not dialog.start_button.isEnabled()


def test_a_campaign_gives_its_living_drivers_with_their_rerolls_and_refuses_the_dead(qtbot, window, db_url):
    league(db_url.removeprefix("sqlite:///"))
    dialog = dialog_for(window)
    qtbot.addWidget(dialog)
    dialog.campaign.setCurrentIndex(dialog.campaign.findData(LEAGUE))
    drivers = [dialog.rows[0].driver.itemText(i) for i in range(dialog.rows[0].driver.count())]
    assert drivers == ["", "Hirsute Helga", "Mad Mick"]  # Damnation Alex died in game 3
    dialog.rows[1].driver.setCurrentText("Hirsute Helga")
    assert dialog.rows[1].rerolls.value() == 5
    dialog.options["lady_navigators"].setChecked(True)
    dialog.rows[1].navigator.setCurrentText("Lifer Lil")
    assert dialog.rows[1].rerolls.value() == 7  # her tally added (P13)
    dialog.rows[0].driver.setCurrentText("Damnation Alex")
    assert "died in game 3" in dialog.problems.text() and not dialog.start_button.isEnabled()


def shown(qtbot, dialog) -> NewGameDialog:
    qtbot.addWidget(dialog)
    with qtbot.waitExposed(dialog):
        dialog.show()
    return dialog


def test_add_car_adds_a_car_not_yet_in_the_game_and_ids_follow_the_car_chosen(qtbot, window):
    dialog = shown(qtbot, dialog_for(window))
    qtbot.mouseClick(dialog.add_car_button, Qt.MouseButton.LeftButton)
    first, second, added = dialog.rows
    assert added.design.currentText() not in ("Purple Haze", "Der Bahnstormer")
    assert added.id.text() == car_id(added.design.currentText(), set())
    second.design.setCurrentText("Purple Haze")  # Purple Haze played as "der-bahnstormer" before
    assert second.id.text() == "purple-haze-2"
    first.design.setCurrentText("Der Bahnstormer")
    assert first.id.text() == "der-bahnstormer"
    qtbot.keyClick(added.id, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(added.id, "mine")
    added.design.setCurrentText("Purple Haze")
    assert added.id.text() == "mine"  # typed by the player: kept
    assert [c["id"] for c in dialog.setup()["cars"]] == ["der-bahnstormer", "purple-haze-2", "mine"]


def test_enter_starts_the_game_and_never_adds_a_car(qtbot, window):
    """Add car takes the focus to the new car's chooser; Enter, even on Add car, is Start."""
    dialog = shown(qtbot, dialog_for(window))
    qtbot.mouseClick(dialog.add_car_button, Qt.MouseButton.LeftButton)
    assert len(dialog.rows) == 3 and dialog.focusWidget() is dialog.rows[2].design
    dialog.add_car_button.setFocus()
    qtbot.keyClick(dialog.add_car_button, Qt.Key.Key_Return)
    assert len(dialog.rows) == 3 and dialog.result() == QDialog.DialogCode.Accepted


def mnemonics(dialog) -> list[str]:
    texts = [w.text() for w in dialog.findChildren(QAbstractButton) if w.isVisibleTo(dialog)]
    texts += [w.text() for w in dialog.findChildren(QLabel) if w.buddy() is not None and w.isVisibleTo(dialog)]
    return [m.group(1).lower() for t in texts if (m := re.search(r"&([^&])", t.replace("&&", "")))]


def test_every_alt_key_of_the_dialog_is_one_control(qtbot, window):
    dialog = shown(qtbot, dialog_for(window))
    keys = mnemonics(dialog)
    assert "s" in keys and sorted(keys) == sorted(set(keys)), sorted(keys)  # Alt+S was Scenario and Start the game


def test_a_campaign_game_plays_with_the_rerolls_the_campaign_records(qtbot, window, db_url, dialogs):
    """A new driver starts a campaign with no rerolls: typed ones were used in play and the
    campaign recorded 0 going in."""
    league(db_url.removeprefix("sqlite:///"))
    dialog = shown(qtbot, dialog_for(window))
    dialog.campaign.setCurrentIndex(dialog.campaign.findData(LEAGUE))
    newbie, helga = dialog.rows
    newbie.driver.setCurrentText("Newbie Nate")
    helga.driver.setCurrentText("Hirsute Helga")
    newbie.rerolls.setFocus()
    qtbot.keyClick(newbie.rerolls, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(newbie.rerolls, "3")
    qtbot.keyClick(helga.rerolls, Qt.Key.Key_Up)
    setup = dialog.setup()
    screen = play_menu.start_game(window, setup, dialog.chosen_campaign(), dialog.ruleset_key())
    qtbot.addWidget(screen)
    played = {e: screen.match.setup.entry(e).rerolls for e in ("purple-haze", "der-bahnstormer")}
    dialogs.answer(QMessageBox.StandardButton.Yes)  # "End the game?"
    play_line(qtbot, screen, {"action": "end_game"})
    assert screen.match.over
    screen.record_dialog()  # the only campaign is offered first
    assert dialogs.shown[-1] == ("item", "Record in Campaign", "Campaign:")
    assert "Recorded as game 4" in screen.statusBar().currentMessage()
    standings = window.campaigns.show().standings
    recorded = {"purple-haze": standings.history("Newbie Nate")[-1].rerolls,
                "der-bahnstormer": standings.history("Hirsute Helga")[-1].rerolls}
    assert played == recorded == {"purple-haze": 0, "der-bahnstormer": 5}


def test_new_game_remembers_the_last_games_cars_drivers_and_options(qtbot, window):
    dialog = shown(qtbot, dialog_for(window, ["Der Bahnstormer", "Purple Haze"]))
    qtbot.mouseClick(dialog.add_car_button, Qt.MouseButton.LeftButton)
    third = dialog.rows[2]
    third.design.setCurrentText("Purple Haze")
    qtbot.keyClick(third.id, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(third.id, "haze-two")
    dialog.rows[0].driver.setCurrentText("Zed")
    dialog.scenario.setCurrentIndex(dialog.scenario.findData("race"))
    dialog.options["doing_a_scott"].setChecked(True)
    dialog.environment["night"].setChecked(True)
    before = dialog.setup()
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    again = shown(qtbot, play_menu.new_game_dialog(window))  # Play > New Game, nothing chosen
    assert [r.design.currentText() for r in again.rows] == ["Der Bahnstormer", "Purple Haze", "Purple Haze"]
    assert again.setup() == before
    cancelled = shown(qtbot, play_menu.new_game_dialog(window, ["Queen Bee", "Purple Haze"]))
    assert [r.design.currentText() for r in cancelled.rows] == ["Queen Bee", "Purple Haze"]  # the cars asked for


@pytest.mark.parametrize("stored", ["not json", '{"cars": 3}', '["a list"]', '{"ruleset": "aa2", "options": []}'])
def test_a_damaged_memory_of_the_last_game_is_forgotten(qtbot, window, stored):
    from garage.ui import settings as saved
    from garage.ui.play.new_game_dialog import LAST_GAME_KEY

    saved.settings().setValue(LAST_GAME_KEY, stored)
    dialog = shown(qtbot, play_menu.new_game_dialog(window))
    assert len(dialog.rows) == 2


# --- Battle Cars: the board (issue 23) --------------------------------------------------------

BATTLE_CARS = ["Road Hog", "Spike Queen", "Tin Can"]
DAMAGED_MAP = ('{"format": "battle-cars/map", "version": 1, "name": "Yard", "width": 5, "height": 5, '
               '"starts": [{"at": [1, 1], "facing": "up"}, {"at": [2, 2], "facing": "n"}]}')
YARD = DAMAGED_MAP.replace('"up"', '"e"')


def battle_dialog(qtbot, window) -> NewGameDialog:
    window.add_example_cars("battle_cars")
    return shown(qtbot, dialog_for(window, BATTLE_CARS[:2]))


def boards(dialog) -> list[str]:
    return [dialog.board.itemText(i) for i in range(dialog.board.count())]


def test_new_game_offers_battle_cars_the_built_in_boards_and_none_to_aa2(qtbot, window):
    dialog = battle_dialog(qtbot, window)
    assert dialog.ruleset_key() == "battle_cars" and dialog.board.isVisible()
    assert boards(dialog) == ["Open square", "Figure of eight", "Town block"]
    assert dialog.board.accessibleName() == "Board" and dialog.edit_map_button.isVisible()
    dialog.board.setCurrentIndex(dialog.board.findText("Town block"))
    setup = dialog.setup()
    assert setup["board"]["name"] == "Town block" and len(setup["obstructions"]) == 113
    assert [(c["at"], c["facing"]) for c in setup["cars"]] == [([0, 0], "n"), ([19, 19], "s")]
    assert dialog.start_button.isEnabled(), dialog.problems.text()
    keys = mnemonics(dialog)
    assert sorted(keys) == sorted(set(keys)), sorted(keys)
    dialog.ruleset.setCurrentIndex(dialog.ruleset.findData("aa2"))
    assert not dialog.board.isVisible() and "board" not in dialog.setup()


def test_a_map_saved_in_the_maps_folder_is_offered(qtbot, window):
    from garage.ui.play import engine_adapter as engine

    engine.maps_folder().mkdir(parents=True)
    (engine.maps_folder() / "yard.map.json").write_text(YARD, encoding="utf-8")
    (engine.maps_folder() / "broken.map.json").write_text(DAMAGED_MAP, encoding="utf-8")
    dialog = battle_dialog(qtbot, window)
    assert boards(dialog)[3:] == ["Yard (yard.map.json)"]  # the damaged one is left out
    dialog.board.setCurrentIndex(3)
    assert dialog.setup()["board"] == {"name": "Yard", "width": 5, "height": 5, "surface": "road"}


def test_a_damaged_map_file_is_refused_in_one_line_naming_the_field(qtbot, window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    bad, good = tmp_path / "bad.map.json", tmp_path / "yard.map.json"
    bad.write_text(DAMAGED_MAP, encoding="utf-8")
    good.write_text(YARD, encoding="utf-8")
    dialog = battle_dialog(qtbot, window)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(bad), "")))
    qtbot.mouseClick(dialog.open_map_button, Qt.MouseButton.LeftButton)
    expected = escape(f"{bad}: starts[0].facing: 'up' is not one of n, ne, e, se, s, sw, w, nw")
    assert expected in dialog.problems.text() and not dialog.start_button.isEnabled()
    assert dialog.board.currentText() == "Open square"  # the board stays as it was
    assert dialog.open_map_file(str(good))
    assert dialog.board.currentText() == "Yard (yard.map.json)" and dialog.start_button.isEnabled()
    assert expected not in dialog.problems.text()


def test_new_game_remembers_the_board(qtbot, window):
    dialog = battle_dialog(qtbot, window)
    dialog.board.setCurrentIndex(dialog.board.findText("Figure of eight"))
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    again = shown(qtbot, play_menu.new_game_dialog(window))
    assert again.ruleset_key() == "battle_cars" and again.board.currentText() == "Figure of eight"


def test_edit_map_opens_the_editor_and_the_map_it_saves_is_chosen(qtbot, window, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from garage.ui.play import engine_adapter as engine

    dialog = battle_dialog(qtbot, window)
    qtbot.mouseClick(dialog.edit_map_button, Qt.MouseButton.LeftButton)
    editor = next(w for w in dialog.findChildren(QWidget) if type(w).__name__ == "MapEditor")
    assert editor.isVisible() and editor.windowTitle().endswith("Battle Cars Map Editor")
    editor.name.setText("Back yard")
    editor.name.editingFinished.emit()
    editor.paint([(0, 0), (5, 5)], "start")
    target = engine.maps_folder() / "back-yard.map.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    assert editor.save()
    assert dialog.board.currentText() == "Back yard (back-yard.map.json)"
    assert dialog.setup()["board"]["name"] == "Back yard"


def test_more_cars_than_the_boards_starting_points_is_refused_before_the_start(qtbot, window, tmp_path):
    yard = tmp_path / "yard.map.json"
    yard.write_text(YARD, encoding="utf-8")
    dialog = battle_dialog(qtbot, window)
    assert dialog.open_map_file(str(yard)) and dialog.start_button.isEnabled()
    qtbot.mouseClick(dialog.add_car_button, Qt.MouseButton.LeftButton)
    assert "starts: the map &#x27;Yard&#x27; has 2 starting points, not enough for 3 cars" in dialog.problems.text()
    assert not dialog.start_button.isEnabled()
    dialog.board.setCurrentIndex(dialog.board.findText("Town block"))
    assert dialog.start_button.isEnabled(), dialog.problems.text()


def test_edit_map_starts_from_the_board_chosen_and_never_overwrites_a_built_in(qtbot, window, tmp_path):
    yard = tmp_path / "yard.map.json"
    yard.write_text(YARD, encoding="utf-8")
    dialog = battle_dialog(qtbot, window)
    dialog.board.setCurrentIndex(dialog.board.findText("Town block"))
    editor = dialog.edit_map()
    assert editor.board.name == "Town block" and editor.path is None  # Save asks where: a copy
    editor.stack.setClean()
    editor.close()
    assert dialog.open_map_file(str(yard))
    editor = dialog.edit_map()
    assert editor.board.name == "Yard" and editor.path == str(yard)
