"""The New Game dialog: ids for the same design twice, the optional rules quoting the text,
campaign drivers with their rerolls, and what the setup refuses or warns about before the
start."""

from __future__ import annotations

import pytest

from garage.ui.play import play_menu
from garage.ui.play.new_game_dialog import NewGameDialog
from tests.ui.play.driving import LEAGUE, league


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
