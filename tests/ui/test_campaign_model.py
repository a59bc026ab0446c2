"""The Campaign screen's table models on their own, over the fold of the rules text's Damnation
Alex campaign (resources/examples/games): no widgets, no database."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt

from garage.resources import resource
from garage.rules import game_result
from garage.rules.campaign import fold
from garage.ui.campaign_model import (
    ROW_ROLE,
    SORT_ROLE,
    happened,
    history_model,
    memorial_model,
    navigators_model,
    ordinal,
    scenario_name,
    standings_model,
)

D = Qt.ItemDataRole.DisplayRole


@pytest.fixture(scope="module")
def standings():
    paths = sorted(resource("examples", "games").glob("*" + game_result.SUFFIX))
    return fold([game_result.load(p) for p in paths])


def table(model) -> list[list[str]]:
    return [[model.index(r, c).data(D) for c in range(model.columnCount())] for r in range(model.rowCount())]


def column(model, header: str) -> int:
    return [model.headerData(c, Qt.Orientation.Horizontal, D) for c in range(model.columnCount())].index(header)


def test_standings_rows_are_the_fold_in_its_order(standings) -> None:
    model = standings_model()
    assert model.rowCount() == 0
    model.set_rows(standings.drivers)
    assert model.rowCount() == 3 and model.columnCount() == 7
    assert model.rowCount(model.index(0, 0)) == 0  # a table, not a tree
    assert table(model) == [
        ["Hirsute Helga", "Alive", "5", "3", "2", "0", "Der Bahnstormer"],
        ["Mad Mick", "Alive", "3", "3", "1", "0", "Dogmeat"],
        ["Damnation Alex", "Dead", "3", "3", "0", "1", "Purple Haze"],
    ]
    assert model.index(2, 0).data(ROW_ROLE) is standings.driver("Damnation Alex")
    assert model.find(lambda s: s.driver == "Mad Mick") == 1


def test_numbers_sort_as_numbers_and_are_right_aligned(standings) -> None:
    model = standings_model()
    model.set_rows(standings.drivers)
    rerolls = column(model, "Rerolls")
    assert [model.index(r, rerolls).data(SORT_ROLE) for r in range(3)] == [5, 3, 3]
    assert model.index(0, rerolls).data(Qt.ItemDataRole.TextAlignmentRole) & Qt.AlignmentFlag.AlignRight
    assert model.index(0, 0).data(Qt.ItemDataRole.TextAlignmentRole) is None
    assert model.index(0, 0).data(SORT_ROLE) == "hirsute helga"
    assert "allowance" in model.headerData(rerolls, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)


def test_the_dead_are_set_apart_by_font_not_colour(standings) -> None:
    model = standings_model()
    model.set_rows(standings.drivers)
    assert model.index(2, 0).data(Qt.ItemDataRole.FontRole).italic()
    assert model.index(0, 0).data(Qt.ItemDataRole.FontRole) is None
    assert model.index(2, 0).data(Qt.ItemDataRole.ForegroundRole) is None
    assert model.index(2, 0).data(Qt.ItemDataRole.AccessibleTextRole) == "Damnation Alex"


def test_damnation_alex_history_game_by_game(standings) -> None:
    model = history_model()
    model.set_rows(standings.history("Damnation Alex"))
    rows = {row[0]: row for row in table(model)}
    game, rerolls, earned, after, what = (column(model, h) for h in ("Game", "Rerolls", "Earned", "After",
                                                                      "What happened"))
    assert [rows[g][rerolls] for g in "123"] == ["0", "1", "3"]
    assert rows["1"][earned] == "+1 survived" and rows["1"][after] == "1"
    assert rows["2"][earned] == "+1 finished with a rolling vehicle, +1 won the race"
    assert rows["2"][what] == "survived; won the race"
    assert rows["2"][column(model, "Scenario")] == "Suicide Race"
    assert rows["3"][what] == "died (Purple Haze destroyed; driver roll 5, reroll 6)"
    assert rows["3"][earned] == "nothing (died)" and rows["3"][after] == "3"
    assert model.index(0, game).data(SORT_ROLE) == 1


def test_a_navigators_tally_shows_beside_her_drivers_own(standings) -> None:
    model = history_model()
    model.set_rows(standings.history("Hirsute Helga"))
    rerolls = column(model, "Rerolls")
    assert model.index(2, rerolls).data(D) == "3 + 1"  # game 3: her 3, Lifer Lil's 1
    assert model.index(2, rerolls).data(SORT_ROLE) == 4
    assert "navigator Lifer Lil" in model.index(2, column(model, "What happened")).data(D)
    navigators = navigators_model()
    navigators.set_rows(standings.navigators)
    assert table(navigators) == [["Lifer Lil", "Alive", "2", "2", "Hirsute Helga"]]


def test_the_memorial_lists_the_dead_with_how_and_when(standings) -> None:
    model = memorial_model()
    model.set_rows(standings.memorial())
    assert table(model) == [["Damnation Alex", "3", "2026-11-29", "Purple Haze destroyed; driver roll 5, reroll 6",
                             "Purple Haze", "3", "0", "3"]]
    model.set_rows(())
    assert model.rowCount() == 0 and not model.index(0, 0).isValid()
    assert model.data(QModelIndex()) is None


def test_words_for_places_and_scenarios() -> None:
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"]
    assert scenario_name("race", "banger") == "Banger Race"
    assert scenario_name("badlands-ambush", None) == "Badlands Ambush"
    assert scenario_name("battle", None) == "Battle"  # Battle Cars' one scenario


def test_what_happened_in_a_race_without_a_finish(standings) -> None:
    line = standings.history("Mad Mick")[1]
    assert happened(line) == "survived; did not finish"
    assert happened(standings.history("Mad Mick")[0]) == "survived; destroyed Meat Wagon"
