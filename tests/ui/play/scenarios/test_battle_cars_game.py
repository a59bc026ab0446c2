"""A game of Battle Cars through the game-night screen: chosen in the New Game dialog, played
with the rule set's own actions (speeds, moves point by point, fire and return fire, a dead
driver's skid with the die typed in) to the end, its log resumed and replayed, and a damaged
log of it refused in one line."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QDialog

from garage.resources import resource
from garage.rules.vehicles import load
from garage.storage import open_garage
from garage.ui.play import engine_adapter, play_menu
from garage.ui.play.new_game_dialog import NewGameDialog
from tests.ui.play.driving import log_lines, play_line, play_line_reading, raw_words, screen_words

HOG = load(resource("examples", "battle_cars", "road-hog.car.json"))
TIN = load(resource("examples", "battle_cars", "tin-can.car.json"))

GAME = [
    {"action": "speed", "car": "a", "speed": 2},  # line 5: speeds first
    {"action": "speed", "car": "b", "speed": 2},
    {"action": "move", "car": "a"},  # line 20: the first point straight ahead
    {"action": "move", "car": "a", "corner": 90, "side": "right"},  # line 39: 90 on road is safe at 4
    {"action": "fire", "car": "a", "target": "b", "damage": 2},  # line 8: fired at during the move
    {"action": "fire", "car": "b", "target": "a", "driver_hits": 1},  # line 9: returns the fire
    # line 45: the driver killed while the car is in motion skids with SD = Speed (2): drift 0-1
    {"action": "fire", "car": "a", "target": "b", "driver_hits": 3,
     "inputs": [{"roll": 8, "for": "its skid (dead driver, SD 2): drift 0-1", "value": 8}]},
]


def card(screen, car: str) -> str:
    return re.sub("<[^>]+>", "", screen.cards[car].sheet.text())


@pytest.fixture
def window(open_window, db_url, tmp_path):
    with open_garage(db_url) as garage:
        garage.add_design(HOG)
        garage.add_design(TIN)
    main = open_window(db_url)
    main.games_folder = tmp_path / "games"
    return main


def start_battle(window, monkeypatch, ids=("a", "b")):
    offered = {}

    def choose(dialog):
        dialog.ruleset.setCurrentIndex(dialog.ruleset.findData("battle_cars"))
        offered["cars"] = sorted(dialog.designs)
        offered["scenarios"] = [dialog.scenario.itemData(i) for i in range(dialog.scenario.count())]
        offered["options"] = sorted(dialog.options)
        hog, tin = dialog.rows
        hog.design.setCurrentText("Road Hog")
        hog.id.setText(ids[0])
        hog.driver.setCurrentText("Ann")
        tin.design.setCurrentText("Tin Can")
        tin.id.setText(ids[1])
        tin.driver.setCurrentText("Bo")
        dialog.update_problems()
        assert dialog.start_button.isEnabled(), dialog.problems.text()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", choose)
    return play_menu.new_game(window), offered


def test_a_battle_cars_game_is_played_to_the_end_and_replays(qtbot, window, monkeypatch):
    screen, offered = start_battle(window, monkeypatch)
    assert offered == {"cars": ["Road Hog", "Tin Can"], "scenarios": ["battle"], "options": ["drift-as-example"]}
    assert screen.match.rules.key == "battle_cars"
    assert {"speed", "move", "fire", "three_point_turn", "walk", "commandeer", "end_turn"} <= set(screen.action_buttons)
    assert screen.banner.text().startswith("<b>Round 1</b>")
    assert "Supercharger" in card(screen, "a")

    for line in GAME[:4]:
        play_line(qtbot, screen, line)
    assert "at 2,1 facing E" in card(screen, "a")
    for line in GAME[4:6]:
        play_line(qtbot, screen, line)
    assert "driver hits 1/3" in card(screen, "a")
    play_line(qtbot, screen, GAME[6])

    assert screen.match.over and screen.result_box.isVisible()
    assert "Winner: Road Hog (Ann)" in screen.result_text.text()
    assert screen.match.result()["format"] == "battle-cars/game-result"
    path = screen.match.path
    played = log_lines(path)
    assert played[0]["format"] == "battle-cars/play-log"
    assert [line["action"] for line in played[1:]] == [line["action"] for line in GAME]
    assert played[-1]["inputs"] == GAME[-1]["inputs"]
    again = play_menu.resume(window, path)
    assert again.match.status() == screen.match.status()
    assert engine_adapter.Match.replay_text(path.read_text(), str(path)).over


def test_undo_takes_back_a_move(qtbot, window, monkeypatch):
    screen, _ = start_battle(window, monkeypatch)
    for line in GAME[:3]:
        play_line(qtbot, screen, line)
    assert "at 1,1" in card(screen, "a")
    screen.undo_action.trigger()
    assert "at 1,0" in card(screen, "a") and len(screen.match.lines()) == 3


def test_a_damaged_battle_cars_log_is_refused_in_one_line(qtbot, window, monkeypatch, dialogs):
    screen, _ = start_battle(window, monkeypatch)
    for line in GAME[:3]:
        play_line(qtbot, screen, line)
    lines = screen.match.path.read_text().splitlines()
    broken = window.games_folder / "broken.jsonl"
    broken.write_text("\n".join(lines[:3] + [lines[3].replace('"move"', '"fly"')]) + "\n")
    assert play_menu.resume(window, broken) is None
    message = dialogs.of("critical")[-1]
    assert message.startswith(f"{broken}:4: ") and "action: must be one of" in message and "\n" not in message


def test_a_battle_cars_game_on_screen_speaks_in_names_never_in_ids(qtbot, window, monkeypatch):
    screen, _ = start_battle(window, monkeypatch, ids=("hog-1", "tin-2"))
    qtbot.addWidget(screen)
    ids = {"a": "hog-1", "b": "tin-2"}
    seen: list[str] = []
    for line in GAME:
        line = {k: ids.get(v, v) if k in ("car", "target") else v for k, v in line.items()}
        play_line_reading(qtbot, screen, line, seen)
    assert screen.match.over
    seen += screen_words(screen)
    assert raw_words(seen, ids.values()) == []
    words = "\n".join(seen)
    assert "Road Hog (Ann)" in words and "Tin Can (Bo)" in words
    assert "Road Hog (Ann): roll a d8 for its skid" not in words  # the dead driver's car skids, not the killer's
    assert "Tin Can (Bo): roll a d8 for its skid (dead driver, SD 2): drift 0-1" in words
