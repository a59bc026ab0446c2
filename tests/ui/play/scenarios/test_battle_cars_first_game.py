"""A new player's first Battle Cars game, as found walking through the app: a fresh garage
holds only A&A II's examples, so New Game offers the rule set's example cars (and so does the
Garage menu); cars made with New Car are offered before they are saved; the game's log, the
resume list and the card speak of rounds and speeds, as the text does."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QCheckBox

from garage.rules import rulesets
from garage.ui.play import play_menu
from garage.ui.play.new_game_dialog import NewGameDialog

EXAMPLES = ["Road Hog", "Spike Queen", "Tin Can"]


@pytest.fixture
def window(open_window, db_url, tmp_path):
    main = open_window(db_url)
    main.games_folder = tmp_path / "games"
    return main


def battle_dialog(window) -> NewGameDialog:
    dialog = play_menu.new_game_dialog(window)
    dialog.ruleset.setCurrentIndex(dialog.ruleset.findData("battle_cars"))
    return dialog


def names(window) -> list[str]:
    return [row.name for row in window.document.rows()]


def test_new_game_offers_the_rule_sets_example_cars_when_it_has_too_few(qtbot, window):
    dialog = battle_dialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.designs == {} and not dialog.start_button.isEnabled()
    button = dialog.examples_button
    assert button.isVisible() and button.text() == "Add the Battle Cars &example cars"
    assert "Add the Battle Cars example cars" in dialog.problems.text()
    button.click()
    assert sorted(dialog.designs) == EXAMPLES
    assert "unnamed driver: takes part but earns nothing" in dialog.problems.text()
    assert "(P12)" not in dialog.problems.text()  # A&A II's campaign section, not Battle Cars' text
    assert [row.design.currentText() for row in dialog.rows] == EXAMPLES[:2]
    assert not button.isVisible()
    assert sorted(n for n in names(window) if n in EXAMPLES) == EXAMPLES  # in the garage too, to save or undo
    window.undo_stack.undo()
    assert not set(EXAMPLES) & set(names(window))
    dialog.ruleset.setCurrentIndex(dialog.ruleset.findData(rulesets.DEFAULT))
    assert not dialog.examples_button.isVisible()  # six A&A II cars: nothing to offer


def test_the_garage_menu_adds_each_rule_sets_example_cars_once(qtbot, window):
    window.import_export.examples_menu.aboutToShow.emit()
    actions = {a.text().replace("&", ""): a for a in window.import_export.examples_menu.actions()}
    assert {"Axles and Alloys II", "Battle Cars", "Car Wars crash tables"} <= set(actions)
    actions["Battle Cars"].trigger()
    assert sorted(n for n in names(window) if n in EXAMPLES) == EXAMPLES
    assert "Added 3 example cars" in window.statusBar().currentMessage()
    before = names(window)
    actions["Battle Cars"].trigger()
    actions["Axles and Alloys II"].trigger()
    assert names(window) == before  # each example once
    assert "already" in window.statusBar().currentMessage()


def test_cars_made_with_new_car_are_offered_before_they_are_saved(qtbot, window, monkeypatch):
    monkeypatch.setattr(window, "choose_ruleset", lambda: rulesets.get("battle_cars"))
    window.new_car()
    window.new_car()
    assert window.document.unsaved()
    dialog = battle_dialog(window)
    qtbot.addWidget(dialog)
    assert sorted(dialog.designs) == ["New Car", "New Car 2"]
    assert dialog.start_button.isEnabled(), dialog.problems.text()


def test_changing_the_rule_set_leaves_nothing_of_the_last_ones_choices_on_screen(qtbot, window):
    dialog = play_menu.new_game_dialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    old = [box for box in dialog.findChildren(QCheckBox) if box.text() == "Random cars"]
    assert old and old[0].isVisible()
    dialog.ruleset.setCurrentIndex(dialog.ruleset.findData("battle_cars"))
    assert not old[0].isVisible()  # before the deferred delete runs, as under a screenshot or a nested loop


def test_a_battle_cars_game_speaks_of_rounds_and_speeds(qtbot, window):
    window.add_example_cars("battle_cars")
    dialog = battle_dialog(window)
    qtbot.addWidget(dialog)
    screen = play_menu.start_game(window, dialog.setup(), None, "battle_cars")
    title = re.sub("<[^>]+>", "", screen.cards["road-hog"].title.text())
    assert "to plot" not in title and "speed to decide" in title
    assert screen.play({"action": "speed", "car": "road-hog", "speed": 3})
    assert screen.match.describe(1).startswith("Round 1: ")
    resume = play_menu.ResumeDialog(play_menu.unfinished(window), window)
    qtbot.addWidget(resume)
    assert "round 1," in resume.list.item(0).text() and "game-turn" not in resume.list.item(0).text()


def test_with_one_car_the_examples_are_offered_beside_the_rule_sets_own_refusal(qtbot, window, monkeypatch):
    monkeypatch.setattr(window, "choose_ruleset", lambda: rulesets.get("battle_cars"))
    window.new_car()
    dialog = battle_dialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    text = dialog.problems.text()
    assert "a game of Battle Cars needs two cars or more" in text and "only one car of Battle Cars" in text
    assert dialog.examples_button.isVisible() and not dialog.start_button.isEnabled()
    dialog.examples_button.click()
    assert [row.design.currentText() for row in dialog.rows] == ["New Car", "Road Hog"]
    assert dialog.start_button.isEnabled()
