"""A game of another rule set through the same game-night screen: the toy rule set of the
tests (tests/rules/toy_ruleset.py), registered here, is chosen in the New Game dialog (which
then offers only its cars), played to the end with the dice typed in, undone and redone,
its saved log replayed, and a damaged log of it refused in one line. Nothing of A&A II is
asked for: the screen takes the actions, cards and words from the rule set."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog

from garage.rules import rulesets
from garage.storage import open_garage
from garage.ui.play import engine_adapter, play_menu
from garage.ui.play.new_game_dialog import NewGameDialog
from tests.rules.toy_ruleset import TOY, ToyCar
from tests.ui.play.driving import log_lines, play_line

PRAM = ToyCar("Pram", guns=("Pea",))
CART = ToyCar("Cart", guns=("Pop", "Bang"))


def ram(car: str, face: int, other: str) -> dict:
    return {"action": "ram", "car": car, "inputs": [{"roll": 6, "for": f"{car} rams {other}", "value": face}]}


@pytest.fixture
def window(open_window, db_url, tmp_path):
    rulesets.register(TOY)
    with open_garage(db_url) as garage:
        garage.add_design(PRAM)
        garage.add_design(CART)
    main = open_window(db_url)
    main.games_folder = tmp_path / "games"
    yield main
    rulesets.unregister(TOY.key)


def start_toy_game(window, monkeypatch):
    offered = {}

    def choose(dialog):
        offered["aa2"] = sorted(dialog.designs)
        dialog.ruleset.setCurrentIndex(dialog.ruleset.findData("toy"))
        offered["toy"] = sorted(dialog.designs)
        offered["scenarios"] = [dialog.scenario.itemData(i) for i in range(dialog.scenario.count())]
        offered["columns"] = len(dialog.rows[0].widgets)
        pram, cart = dialog.rows
        pram.design.setCurrentText("Pram")
        pram.id.setText("p")
        pram.driver.setCurrentText("Pat")
        cart.design.setCurrentText("Cart")
        cart.id.setText("c")
        cart.driver.setCurrentText("Cy")
        dialog.update_problems()
        assert dialog.start_button.isEnabled(), dialog.problems.text()
        offered["options"] = (dict(dialog.options), dialog.environment, dialog.defences_box.isVisibleTo(dialog))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", choose)
    screen = play_menu.new_game(window)
    return screen, offered


def test_a_toy_game_is_played_undone_redone_and_replayed_through_the_game_night_screen(
        qtbot, window, monkeypatch):
    screen, offered = start_toy_game(window, monkeypatch)
    assert "Pram" not in offered["aa2"] and "Purple Haze" in offered["aa2"]
    assert offered["toy"] == ["Cart", "Pram"] and offered["scenarios"] == ["joust"]
    assert offered["columns"] == 4  # id, car, driver, rerolls: no navigator or team in a joust
    assert offered["options"] == ({}, {}, False)  # no optional rules, conditions or fixed defences
    assert screen.match.rules is TOY and screen.match.path.name.endswith("-joust-1.jsonl")
    assert list(screen.action_buttons) == ["ram", "swerve"] and screen.action_buttons["ram"].text() == "Ram"
    assert screen.forms["ram"].widgets["car"].accessibleName() == "Rammer"
    assert screen.banner.text().startswith("<b>Turn 1</b>")
    assert "Pea" in screen.cards["p"].sheet.text() and not screen.cards["p"].hit_points.isVisibleTo(screen)

    play_line(qtbot, screen, ram("p", 3, "c"))
    play_line(qtbot, screen, ram("c", 2, "p"))
    assert screen.undo_stack.count() == 2 and screen.undo_stack.text(1).startswith("Turn 2: ram (car Cart (Cy))")
    screen.undo_action.trigger()
    assert len(screen.match.lines()) == 2 and "Turn 2" in screen.banner.text()
    screen.redo_action.trigger()
    assert len(screen.match.lines()) == 3 and screen.match.lines()[2]["inputs"][0]["value"] == 2
    play_line(qtbot, screen, ram("p", 6, "c"))

    assert screen.match.over and screen.result_box.isVisible() and not screen.actions_box.isVisible()
    assert "Winner: Pram (Pat)" in screen.result_text.text() and "Cart (Cy): " in screen.result_text.text()
    assert not screen.cards["c"].isEnabled() and "DESTROYED: rammed off the table" in screen.cards["c"].fate.text()
    assert screen.match.result()["format"] == "toy-cars/game-result"

    path = screen.match.path
    played = log_lines(path)
    assert played[0]["format"] == "toy-cars/play-log" and [line["action"] for line in played] == \
        ["setup", "ram", "ram", "ram"]
    again = play_menu.resume(window, path)
    assert again.match.status() == screen.match.status() and again.undo_stack.count() == 3
    assert [again.undo_stack.text(i) for i in range(3)] == [screen.undo_stack.text(i) for i in range(3)]
    assert engine_adapter.Match.replay_text(path.read_text(), str(path)).over


def test_a_damaged_toy_log_is_refused_in_one_line(qtbot, window, monkeypatch, dialogs):
    screen, _ = start_toy_game(window, monkeypatch)
    play_line(qtbot, screen, ram("p", 3, "c"))
    lines = screen.match.path.read_text().splitlines()
    broken = window.games_folder / "broken.jsonl"
    broken.write_text(lines[0] + "\n" + lines[1].replace('"ram"', '"joust"') + "\n")
    assert play_menu.resume(window, broken) is None
    message = dialogs.of("critical")[-1]
    assert message.startswith(f"{broken}:2: ") and "action: must be one of ram" in message and "\n" not in message
    (saved,) = [g for g in play_menu.unfinished(window) if g.path == broken]
    assert saved.error.startswith(f"{broken}:2: ")


def test_new_game_with_these_cars_opens_on_their_rule_set(qtbot, window):
    dialog = play_menu.new_game_dialog(window, ["Cart", "Purple Haze"])
    qtbot.addWidget(dialog)
    assert dialog.ruleset_key() == "toy" and [row.design.currentText() for row in dialog.rows] == ["Cart"]
    assert [dialog.ruleset.itemText(i) for i in range(dialog.ruleset.count())] == [
        "Axles and Alloys II", "Battle Cars", "Car Wars crash tables", "Toy Cars"]
    assert "joust is two cars" in dialog.problems.text() and not dialog.start_button.isEnabled()
    dialog.ruleset.setCurrentIndex(dialog.ruleset.findData("aa2"))
    assert [row.design.currentText() for row in dialog.rows] == ["Purple Haze"]
    assert dialog.options["skids"].isChecked() and set(dialog.environment) >= {"night", "radiation"}
