"""The post-game form on its own: a game typed in comes out as the game-result document a file
holds, and a stored game opened for correction comes back unchanged."""

from __future__ import annotations

import pytest

from garage.rules import game_result
from garage.rules.campaign import fold
from garage.ui.post_game_form import PostGameForm
from tests.ui.campaign_driving import drive, example_data, example_games

CARS = ["Der Bahnstormer", "Dogmeat", "Meat Wagon", "Purple Haze"]


def form_for(qtbot, standings=None, result=None, number=None) -> PostGameForm:
    form = PostGameForm(CARS, standings, lambda result: True, result, number)
    qtbot.addWidget(form)
    form.show()
    return form


@pytest.mark.parametrize("game", range(3))
def test_typed_in_it_is_the_document_the_example_file_holds(qtbot, game) -> None:
    form = form_for(qtbot)
    data = example_data()[game]
    drive(qtbot, form, data)
    assert form.result_data() == data
    assert form.entered_result() == game_result.load(example_games()[game])


@pytest.mark.parametrize("game", range(3))
def test_a_stored_game_opened_for_correction_comes_back_unchanged(qtbot, game) -> None:
    result = game_result.load(example_games()[game])
    form = form_for(qtbot, result=result, number=game + 1)
    assert form.entered_result() == result


def test_the_form_offers_the_drivers_alive_going_into_the_game(qtbot) -> None:
    standings = fold([game_result.load(p) for p in example_games()])
    new_game = form_for(qtbot, standings)
    offered = [new_game.entries[0].driver.itemText(i) for i in range(new_game.entries[0].driver.count())]
    assert offered == ["Hirsute Helga", "Mad Mick"]  # Damnation Alex died in game 3
    assert new_game.going_in("Hirsute Helga") == (5, None)
    assert new_game.going_in("Damnation Alex") == (3, 3)
    assert new_game.going_in("Somebody New") == (0, None)
    correcting_2 = form_for(qtbot, standings, game_result.load(example_games()[1]), 2)
    assert "Damnation Alex" in correcting_2.drivers
    assert correcting_2.going_in("Damnation Alex") == (1, None)

    # Choosing a known driver puts them in the car they drove last.
    entry = new_game.entries[0]
    entry.driver.setCurrentText("Mad Mick")
    assert entry.car.currentText() == "Dogmeat"
    assert entry.label.text() == "Mad Mick (Dogmeat)" and entry.car.accessibleName() == "Mad Mick (Dogmeat): car"


def test_unnamed_drivers_and_navigators_and_a_removed_car(qtbot) -> None:
    form = form_for(qtbot)
    form.game.scenario.setCurrentIndex(form.game.scenario.findData("race"))
    form.game.variant.setCurrentIndex(form.game.variant.findData("banger"))
    third = form.add_entry()
    assert len(form.entries) == 3
    form.remove_entry(form.entries[1])
    first, second = form.entries
    assert second is third
    first.driver.setCurrentText("Hirsute Helga")
    first.car.setCurrentText("Der Bahnstormer")
    first.has_navigator.setChecked(True)  # her name left empty: an unnamed navigator
    second.car.setCurrentText("Meat Wagon")
    form.next()
    form.next()
    first.finished.setChecked(True)
    first.place.setValue(1)
    second.destroyed_by.setCurrentIndex(second.destroyed_by.findData(first.serial))
    second.survived.setChecked(False)
    form.next()
    entries = form.result_data()["entries"]
    assert entries == [
        {"driver": "Hirsute Helga", "vehicle": "Der Bahnstormer", "survived": True, "kills": ["Meat Wagon"],
         "finished": True, "position": 1, "navigator": None, "navigator_survived": True,
         "navigator_ejected": False},
        {"driver": None, "vehicle": "Meat Wagon", "survived": False, "kills": [], "finished": False,
         "position": None}]
    summary = form.check.summary.text()
    assert "Meat Wagon: unnamed driver, earns nothing" in summary
    assert "Hirsute Helga (Der Bahnstormer): +1 finished with a rolling vehicle, +1 won the race: 0 → 2" in summary


def test_finish_hands_the_result_over_and_closes_only_when_taken(qtbot) -> None:
    taken = []
    form = PostGameForm(CARS, None, lambda r: bool(taken.append(r)) or len(taken) > 1)
    qtbot.addWidget(form)
    form.show()
    drive(qtbot, form, example_data()[0])
    form.accept()
    assert form.isVisible() and len(taken) == 1  # refused: the form stays
    form.accept()
    assert not form.isVisible() and taken[1] == game_result.load(example_games()[0])


def test_an_empty_garage_says_why_the_form_cannot_go_on(qtbot) -> None:
    form = PostGameForm([], None, lambda result: True)
    qtbot.addWidget(form)
    form.show()
    form.next()
    assert form.currentPage() is form.drivers_page
    assert form.drivers_page.no_cars.isVisible()
    assert not form.button(form.WizardButton.NextButton).isEnabled()


def test_the_outcome_page_fits_a_small_laptop_screen_without_a_sideways_scroll(qtbot) -> None:
    standings = fold([game_result.load(p) for p in example_games()])
    form = form_for(qtbot, standings)
    form.resize(1000, 560)
    form.entries[0].driver.setCurrentText("Hirsute Helga")
    form.entries[0].has_navigator.setChecked(True)
    for _ in range(5):
        form.add_entry().set_car("Der Bahnstormer")  # "Unnamed driver (Der Bahnstormer)": long
    form.next()
    form.next()
    assert form.currentPage() is form.outcome
    qtbot.waitUntil(lambda: form.outcome.rows_area.widget().isVisible())
    bar = form.outcome.rows_area.horizontalScrollBar()
    qtbot.waitUntil(lambda: not bar.isVisible(), timeout=2000)  # once the page's layout has settled
    assert form.entries[0].navigator_ejected.isVisible()
