"""Game tools by rule set: a rule set's own windows are declared in garage/ui/tools/<key>.py and
the garage window and a game's window offer them without naming the rule set."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from garage.rules import rulesets
from garage.storage import open_garage
from garage.ui import tools
from garage.ui.play import engine_adapter as engine
from garage.ui.play.play_window import PlayWindow
from tests.rules.toy_ruleset import TOY
from tests.ui.play.driving import log_lines
from tests.ui.play.scenarios.test_toy_game import CART, PRAM

opened: list[QWidget] = []


def open_ruler(parent: QWidget | None) -> QWidget:
    label = QLabel("a ruler", parent, Qt.WindowType.Window)
    label.show()
    opened.append(label)
    return label


RULER = tools.GameTool(name="ruler", title="&Ruler...", garage_title="Toy &Ruler...", tip="measure a ram",
                       open=open_ruler, shortcut="Ctrl+J")


@pytest.fixture
def toy():
    rulesets.register(TOY)
    tools.register(TOY.key, RULER)
    yield TOY
    tools.unregister(TOY.key)
    rulesets.unregister(TOY.key)


def toy_game(qtbot, tmp_path) -> PlayWindow:
    setup = TOY.setup_dict("joust", [{"id": "p", "design": PRAM, "driver": "Pat"},
                                     {"id": "c", "design": CART, "driver": "Cy"}])
    window = PlayWindow(engine.Match.start(setup, tmp_path / "toy.jsonl", TOY.key))
    qtbot.addWidget(window)
    return window


def game_menu(window) -> list[str]:
    game = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Game")
    return [a.text() for a in game.actions()]


def test_a_rule_sets_tool_is_in_its_games_menu_and_opens(qtbot, tmp_path, toy):
    window = toy_game(qtbot, tmp_path)
    assert "&Ruler..." in game_menu(window) and window.tool_actions["ruler"].shortcut().toString() == "Ctrl+J"
    window.tool_actions["ruler"].trigger()
    assert window.tool_windows["ruler"] is opened[-1] and opened[-1].isVisible()


def test_a_game_of_a_rule_set_without_tools_has_none(qtbot, tmp_path):
    setup = log_lines(tools_free_log())[0]["setup"]
    window = PlayWindow(engine.Match.start(setup, tmp_path / "aa2.jsonl"))
    qtbot.addWidget(window)
    assert "&Crash Resolver..." not in game_menu(window) and window.tool_actions == {}


def tools_free_log():
    from tests.ui.play.driving import GAMES
    return GAMES / "short-deathmatch.jsonl"


def test_the_garage_windows_play_menu_lists_every_rule_sets_tools(open_window, db_url, toy):
    with open_garage(db_url):
        pass
    window = open_window(db_url)
    play = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Play")
    titles = [a.text() for a in play.actions()]
    assert "Car Wars &Crash Resolver..." in titles and "Toy &Ruler..." in titles
    window.play.tool_actions["ruler"].trigger()
    assert window.play.tool_windows["ruler"] is opened[-1]


def test_the_crash_tables_declare_the_crash_resolver():
    assert [t.name for t in tools.for_ruleset("car_wars")] == ["crash_resolver"]
    assert tools.for_ruleset("aa2") == ()
