"""A crash-tables game played through the game-night screen as players would (buttons, forms,
dice typed in, decisions clicked): the shipped example log played again line by line lands on
the same log, replays from it, and a damaged log is named in one line."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from garage.resources import resource
from garage.rules import rulesets, vehicles
from garage.rules.play import log as play_log
from garage.ui.play import engine_adapter as engine
from garage.ui.play import play_menu
from garage.ui.play.play_window import PlayWindow
from garage.ui.tools.car_wars.resolver import CrashResolverDialog
from tests import ROOT
from tests.ui.play.driving import log_lines, play_line, play_line_reading, raw_words, screen_words

EXAMPLES = resource("examples", "car_wars")
EXAMPLE_LOG = EXAMPLES / "crash-tables.jsonl"


@pytest.fixture
def screen(qtbot, tmp_path):
    setup = log_lines(EXAMPLE_LOG)[0]["setup"]
    match = engine.Match.start(setup, tmp_path / "crash.jsonl", "car_wars")
    window = PlayWindow(match)
    qtbot.addWidget(window)
    window.show()
    return window


def test_the_example_game_played_on_the_screen_writes_the_same_log_and_replays(qtbot, screen, tmp_path):
    for line in log_lines(EXAMPLE_LOG)[1:]:
        play_line(qtbot, screen, line)
    saved = (tmp_path / "crash.jsonl").read_text()
    assert saved == EXAMPLE_LOG.read_text()
    cards = {c.car: c for c in screen.match.status().cars}
    assert cards["shark"].extra["control"] == "in control" and cards["rig"].extra["control"] == "rolling"
    assert "phase 3 of 5" in screen.banner.text()
    replayed = engine.Match.peek(tmp_path / "crash.jsonl")
    assert replayed.status() == screen.match.status()
    screen.undo_stack.undo()  # the last next_phase
    assert "phase 2 of 5" in screen.banner.text()


def cli_act(path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "garage.cli", "play", "act", str(path), '{"action": "next_phase"}'],
                          capture_output=True, text=True, timeout=120, cwd=ROOT)


def test_a_game_open_on_screen_holds_its_log_and_the_cli_is_refused_until_it_is_closed(qtbot, tmp_path):
    log = tmp_path / "crash.jsonl"
    screen = PlayWindow(engine.Match.start(log_lines(EXAMPLE_LOG)[0]["setup"], log, "car_wars"))
    try:  # not qtbot's to close: closing the window (deleted on close) is what lets go of the log
        screen.show()
        before = log.read_bytes()
        refused = cli_act(log)
        assert (refused.returncode, refused.stdout) == (2, "")
        assert refused.stderr == f"garage-cli: {log}: is open in another Garage (pid {os.getpid()})\n"
        assert log.read_bytes() == before
        with pytest.raises(play_log.LogError, match=r"is open in this Garage \(pid \d+\)$"):
            engine.Match.load(log)  # a second window on the same game: refused as well
        play_line(qtbot, screen, {"action": "next_phase", "inputs": []})
    finally:
        screen.close()
    played = cli_act(log)
    assert played.returncode == 0, played.stderr
    assert [line["action"] for line in log_lines(log)] == ["setup", "next_phase", "next_phase"]
    resumed = engine.Match.load(log)  # both actions are there, and the log is this window's again
    assert len(resumed.lines()) == 3 and cli_act(log).returncode == 2
    resumed.close()
    assert not (tmp_path / ".crash.jsonl.lock").exists()


def test_the_screen_offers_only_what_the_control_state_allows(qtbot, screen):
    assert not screen.action_buttons["recover"].isEnabled()
    play_line(qtbot, screen, {"action": "lose_control", "car": "shark", "table": 1, "modifier": 0,
                              "inputs": [{"roll": 6, "value": 5}, {"roll": 6, "value": 5}, {"roll": 6, "value": 4},
                                         {"roll": 6, "value": 1}, {"roll": 6, "value": 1}, {"roll": 6, "value": 1},
                                         {"roll": 6, "value": 1}]})
    assert screen.action_buttons["recover"].isEnabled()
    card = rulesets.plain(screen.match.status().cars[0].card[1])
    assert card.startswith("SPINOUT rotating right")
    assert "loses control" in screen.match.describe(1) and "Spinout" in screen.match.describe(1)


def test_the_crash_resolver_is_in_the_game_menu(qtbot, screen):
    screen.tool_actions["crash_resolver"].trigger()
    opened = screen.tool_windows["crash_resolver"]
    assert isinstance(opened, CrashResolverDialog) and opened.isVisible()
    opened.close()


def test_a_damaged_log_is_named_in_one_line_when_resumed(open_window, db_url, dialogs, tmp_path):
    lines = EXAMPLE_LOG.read_text().splitlines()
    lines[2] = lines[2].replace('"value": 4}', '"value": 7}', 1)
    broken = tmp_path / "broken.jsonl"
    broken.write_text("\n".join(lines) + "\n")
    with pytest.raises(play_log.LogError) as err:
        engine.Match.load(broken)
    assert "\n" not in str(err.value) and str(err.value).startswith(f"{broken}:3: ")
    window = open_window(db_url)
    assert play_menu.resume(window, broken) is None
    _, title, text = dialogs.shown[-1]
    assert title == "Resume Game" and text == str(err.value)


def test_a_game_of_another_rule_set_is_never_read_as_this_one(tmp_path):
    data = json.loads(EXAMPLE_LOG.read_text().splitlines()[0])
    data["setup"]["cars"][0]["design"] = vehicles.design_to_dict(
        vehicles.load(resource("examples", "purple-haze.car.json")))
    path = tmp_path / "mixed.jsonl"
    path.write_text(json.dumps(data) + "\n")
    with pytest.raises(play_log.LogError, match='format: must be "car-wars-crash/vehicle"'):
        engine.Match.load(path)


def test_a_crash_tables_game_starts_from_the_new_game_dialog(qtbot, open_window, db_url, tmp_path):
    from garage.storage import open_garage

    with open_garage(db_url) as garage:
        garage.add_design(vehicles.load(EXAMPLES / "sand-shark.car.json"))
    window = open_window(db_url)
    window.games_folder = tmp_path / "games"
    dialog = play_menu.new_game_dialog(window, ["Sand Shark"])
    qtbot.addWidget(dialog)
    dialog.ruleset.setCurrentIndex(dialog.ruleset.findData("car_wars"))
    assert list(dialog.designs) == ["Sand Shark"]  # only the cars of the rule set played
    if not dialog.rows:
        dialog.add_car("Sand Shark")
    assert dialog.problems_now()[0] == []
    screen = play_menu.start_game(window, dialog.setup(), None, dialog.ruleset_key())
    qtbot.addWidget(screen)
    play_line(qtbot, screen, {"action": "set_speed", "car": screen.match.status().cars[0].car, "speed": 45})
    assert screen.match.status().cars[0].extra["speed"] == 45
    assert screen.match.path.read_text().startswith('{"format": "car-wars-crash/play-log"')


def test_ending_the_game_on_the_screen_offers_no_campaign_record(qtbot, screen, dialogs):
    dialogs.answer(QMessageBox.StandardButton.Yes)  # "End the game?"
    play_line(qtbot, screen, {"action": "end"})
    assert screen.match.over and not any(b.isEnabled() for b in screen.action_buttons.values())
    assert not screen.record_action.isEnabled()


def test_new_car_asks_the_rule_set_and_makes_a_crash_tables_car(open_window, db_url, monkeypatch):
    from garage.ui import dialogs

    asked = []

    def choose_item(parent, title, label, items, *args, **kwargs):
        asked.append(list(items))
        return "Car Wars crash tables"

    monkeypatch.setattr(dialogs, "choose_item", choose_item)
    window = open_window(db_url)
    window.new_action.trigger()
    assert asked and asked[0][0] == "Axles and Alloys II" and "Car Wars crash tables" in asked[0]
    design = window.document.design(window.document.key_for("New Car"))
    assert design.ruleset == "car_wars" and rulesets.get("car_wars").validate(design).legal
    window.files.save_action.trigger()  # stored, and read back as the file it writes
    assert vehicles.loads(vehicles.dumps(design)) == design


def test_the_modifier_starts_at_0_and_takes_a_negative_one(qtbot, screen):
    qtbot.mouseClick(screen.action_buttons["lose_control"], Qt.MouseButton.LeftButton)
    spin = screen.forms["lose_control"].widgets["modifier"]
    assert spin.value() == 0 and spin.minimum() == -50 and spin.maximum() == 50
    play_line(qtbot, screen, {"action": "lose_control", "car": "shark", "table": 1, "modifier": -3,
                              "inputs": [{"roll": 6, "value": 2}, {"roll": 6, "value": 3}]})
    assert screen.match.lines()[-1]["modifier"] == -3
    assert screen.match.status().cars[0].extra["penalty"] == "*"  # 2+3-3 = 2: a trivial skid


def test_the_last_action_is_shown_whole_on_a_small_screen(qtbot, screen):
    """A crash's line runs to several sentences: at 1024x640 the label under the log cut it off
    at both ends. The log's entry is wrapped at its full height instead."""
    screen.resize(1024, 640)
    for line in log_lines(EXAMPLE_LOG)[1:3]:
        play_line(qtbot, screen, line)
    view = screen.log_view
    last = view.model().index(view.model().rowCount() - 1, 0)
    assert len(last.data()) > 300
    width = view.viewport().width()
    needed = view.fontMetrics().boundingRect(0, 0, width - 8, 10000, Qt.TextFlag.TextWordWrap, last.data()).height()
    qtbot.waitUntil(lambda: view.visualRect(last).height() >= needed * 0.9, timeout=2000)


def test_the_resume_list_names_the_scenario_not_its_key(qtbot, screen, open_window, db_url, tmp_path):
    window = open_window(db_url)
    window.games_folder = tmp_path
    games = play_menu.unfinished(window)
    dialog = play_menu.ResumeDialog(games, window)
    qtbot.addWidget(dialog)
    text = dialog.list.item(0).text()
    assert text.startswith("crash.jsonl: Crash tables (Car Wars crash tables), "
                           "2 cars (Sand Shark (Ann), Sand Shark (Bo)); turn 1, "), text


def test_new_game_asks_each_cars_speed_at_the_start(qtbot, open_window, db_url):
    """Every car began at 0 mph and a first player had to find Set speed for each before
    anything could happen: the setup has always taken a speed."""
    from garage.storage import open_garage

    with open_garage(db_url) as garage:
        garage.add_design(vehicles.load(EXAMPLES / "sand-shark.car.json"))
    window = open_window(db_url)
    dialog = play_menu.new_game_dialog(window)
    qtbot.addWidget(dialog)
    dialog.ruleset.setCurrentIndex(dialog.ruleset.findData("car_wars"))
    row = dialog.rows[0]
    assert row.fields == ("speed",) and row.speed.suffix() == " mph"
    row.design.setCurrentText("Sand Shark")
    row.id.setText("shark")
    row.speed.setValue(60)
    dialog.update_problems()
    assert dialog.setup()["cars"][0]["speed"] == 60
    row.speed.setValue(125)
    dialog.update_problems()
    assert not dialog.start_button.isEnabled() and "cars[0].speed" in dialog.problems.text()


def test_resuming_a_game_already_on_screen_brings_that_screen_forward(open_window, db_url, tmp_path):
    log = tmp_path / "crash.jsonl"
    log.write_bytes(EXAMPLE_LOG.read_bytes())
    window = open_window(db_url)
    first = play_menu.resume(window, log)
    assert first is not None and play_menu.resume(window, log) is first and window.play.windows == [first]


def test_an_action_on_a_full_log_is_refused_on_screen_and_the_log_stays_as_it_was(qtbot, screen, tmp_path,
                                                                                   monkeypatch):
    monkeypatch.setattr(play_log, "MAX_LINES", 2)  # the setup and one action
    assert screen.play({"action": "next_phase"})
    before = (tmp_path / "crash.jsonl").read_bytes()
    assert not screen.play({"action": "next_phase"})
    assert "is full: a play log holds at most 2 lines (the setup and 1 actions)" in screen.problem.text()
    assert (tmp_path / "crash.jsonl").read_bytes() == before and len(screen.match.lines()) == 2
    screen.undo_stack.undo()
    assert screen.play({"action": "next_phase"})


def test_an_ended_crash_tables_game_offers_its_log_and_no_result_it_does_not_have(qtbot, open_window, db_url,
                                                                                   tmp_path, monkeypatch, dialogs):
    """Crash tables keep no game result: the end offers the log, never Record or Export result
    (each of which ended in "Something went wrong ... ValueError")."""
    from PySide6.QtWidgets import QFileDialog

    window = open_window(db_url)
    window.games_folder = tmp_path / "games"
    screen = play_menu.start_game(window, log_lines(EXAMPLE_LOG)[0]["setup"], None, "car_wars")
    qtbot.addWidget(screen)
    dialogs.answer(QMessageBox.StandardButton.Yes)  # "End the game?"
    play_line(qtbot, screen, {"action": "end"})
    assert screen.match.over and screen.result_box.isVisible()
    assert not screen.record_button.isVisible() and not screen.export_result_button.isVisible()
    assert not screen.record_action.isEnabled() and not screen.export_result_action.isEnabled()
    assert screen.export_log_button.isVisible() and screen.export_log_action.isEnabled()
    assert "no result" in screen.result_text.text() and "Winner" not in screen.result_text.text()
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: asked.append(a) or ("", ""))
    screen.record_dialog()
    screen.export_result_dialog()
    assert asked == [] and screen.record_in_campaign("Anything") is False
    qtbot.mouseClick(screen.export_log_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 1


def test_the_example_crash_tables_game_on_screen_speaks_in_names_never_in_ids(qtbot, screen):
    seen: list[str] = []
    for line in log_lines(EXAMPLE_LOG)[1:]:
        play_line_reading(qtbot, screen, line, seen)
    seen += screen_words(screen)
    assert raw_words(seen, ("shark", "rig")) == []
    words = "\n".join(seen)
    assert "Sand Shark (Ann)" in words and "Sand Shark (Bo)" in words
