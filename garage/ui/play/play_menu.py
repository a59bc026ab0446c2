"""The main window's way into game night: a Play menu (New Game, Resume Game), "New Game with
These Cars" on the garage list, and the offer to resume unfinished games when Garage starts.

Every game autosaves into the games folder of the user data folder (Linux:
~/.local/share/garage/games/); a log there that cannot be read is named in one line and the
other games still open.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QVBoxLayout,
    QWidget,
)

from garage.rules import rulesets
from garage.ui import tools
from garage.ui.colours import error_colour

NEW_GAME_SHORTCUT = "Ctrl+Shift+G"


def _folder(window) -> Path:
    from garage.ui.play import engine_adapter as engine
    return getattr(window, "games_folder", None) or engine.games_folder()


def _scenario_name(rules, setup) -> str:
    """The scenario in the rule set's words ("Deathmatch", "Crash tables"), not its key."""
    key = rules.scenario_of(setup)
    scenario = rules.experience.scenarios.get(key)
    return scenario.name if scenario is not None else key


def _describe(saved) -> str:
    match = saved.match
    status = match.status()
    rules, setup = match.rules, match.setup
    cars = rules.car_ids(setup)
    turn = f"{rules.turn_word} {status['turn']}, " if status.get("turn") is not None else ""
    where = turn + status["waiting_for"]
    game = _scenario_name(rules, setup) + ("" if rules.key == rulesets.DEFAULT else f" ({rules.name})")
    return f"{saved.path.name}: {game}, {len(cars)} cars ({', '.join(cars)}); {where}"


class ResumeDialog(QDialog):
    """The unfinished games in the games folder; damaged logs are listed, one line each,
    and cannot be chosen."""

    def __init__(self, games: list, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle("Resume a Game")
        self.games = games
        self.list = QListWidget()
        self.list.setAccessibleName("Unfinished games")
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        bad = error_colour(self.palette())
        for saved in games:
            if saved.error is not None:
                item = QListWidgetItem(f"Cannot be opened: {saved.error}")
                item.setFlags(Qt.ItemFlag.NoItemFlags)
                item.setForeground(bad)
            else:
                item = QListWidgetItem(_describe(saved))
            self.list.addItem(item)
        playable = [i for i, saved in enumerate(games) if saved.error is None]
        if playable:
            self.list.setCurrentRow(playable[0])
        self.list.itemActivated.connect(lambda _: self.accept())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.resume_button = buttons.addButton("&Resume", QDialogButtonBox.ButtonRole.AcceptRole)
        self.resume_button.setEnabled(bool(playable))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("These games were not finished. Every action was saved as it was played."))
        layout.addWidget(self.list)
        layout.addWidget(buttons)
        self.resize(900, 320)

    def chosen(self) -> Path | None:
        row = self.list.currentRow()
        return self.games[row].path if 0 <= row < len(self.games) and self.games[row].error is None else None


def unfinished(window) -> list:
    """Unfinished and damaged logs in the games folder, newest first."""
    from garage.ui.play import engine_adapter as engine
    return [g for g in engine.list_games(_folder(window)) if not g.over]


def open_game(window, match, campaign: str | None = None):
    from garage.ui.play.play_window import PlayWindow
    screen = PlayWindow(match, window.ops, campaign, window)
    window.play_windows.append(screen)
    screen.closed.connect(lambda: window.play_windows.remove(screen) if screen in window.play_windows else None)
    screen.show()
    screen.raise_()
    screen.activateWindow()
    return screen


def resume(window, path: str | Path):
    """Open a saved game; a log that cannot be replayed is reported in one line. A game
    already open on a screen of this window is that screen, brought to the front (it holds
    the log: a second screen of it would be refused)."""
    from garage.ui.play import engine_adapter as engine
    for screen in getattr(window, "play_windows", []):
        if screen.match.path is not None and os.path.realpath(screen.match.path) == os.path.realpath(path):
            screen.show()
            screen.raise_()
            screen.activateWindow()
            return screen
    try:
        match = engine.Match.load(path)
    except engine.LogError as exc:
        window.error("Resume Game", str(exc))
        return None
    return open_game(window, match)


def resume_dialog(window, games: list | None = None):
    games = unfinished(window) if games is None else games
    if not games:
        window.statusBar().showMessage("No unfinished games: start one with Play > New Game", 8000)
        return None
    dialog = ResumeDialog(games, window)
    chosen = dialog.chosen() if dialog.exec() == QDialog.DialogCode.Accepted else None
    return None if chosen is None else resume(window, chosen)


def offer_resume(window):
    """On start: unfinished games are offered (damaged ones named); nothing when there are none."""
    games = unfinished(window)
    if games:
        return resume_dialog(window, games)
    return None


def new_game(window, chosen: list[str] | None = None):
    """The New Game dialog, then the table; None when cancelled or no garage is open."""
    if window.garage is None:
        window.statusBar().showMessage("The garage is still opening; games start once it is", 5000)
        return None
    dialog = new_game_dialog(window, chosen)
    if dialog is None or dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return start_game(window, dialog.setup(), dialog.chosen_campaign(), dialog.ruleset_key())


def new_game_dialog(window, chosen: list[str] | None = None):
    from garage.ui.operations import Failed
    from garage.ui.play import garage_access
    from garage.ui.play.new_game_dialog import NewGameDialog
    designs = garage_access.designs(window.ops, window)
    if isinstance(designs, Failed):
        return None
    campaigns = garage_access.campaigns(window.ops, window)
    if isinstance(campaigns, Failed):
        return None
    document = getattr(window, "document", None)
    if document is not None:  # the cars as they are on screen, New Car's and unsaved edits too
        designs = document.working_designs(designs)
    add = getattr(window, "add_example_cars", None)
    return NewGameDialog(designs, campaigns, lambda name: garage_access.roster(window.ops, window, name), chosen,
                         parent=window, add_examples=add)


def start_game(window, setup: dict, campaign: str | None = None, ruleset: str = rulesets.DEFAULT):
    from garage.ui.play import engine_adapter as engine
    try:
        match = engine.Match.start(setup, engine.new_log_path(_folder(window), setup["scenario"]), ruleset)
    except (engine.SetupError, engine.LogError, OSError) as exc:
        window.error("New Game", str(exc))
        return None
    screen = open_game(window, match, campaign)
    screen.remember_campaign(campaign)
    return screen


def open_tool(window, tool: tools.GameTool):
    opened = tool.open(window)
    setattr(window, tool.name, opened)
    return opened


def add_play_menu(window) -> QMenu:
    """Add the Play menu before Help, and "New Game with These Cars" to the garage list."""
    window.play_windows = []
    new = QAction("&New Game...", window)
    new.setShortcut(QKeySequence(NEW_GAME_SHORTCUT))
    new.setStatusTip("Play a game at the table with the rules engine's help")
    new.triggered.connect(lambda: new_game(window))
    again = QAction("&Resume Game...", window)
    again.setStatusTip("Go on with a game that was not finished")
    again.triggered.connect(lambda: resume_dialog(window))
    these = QAction("New &Game with These Cars...", window)
    these.setStatusTip("Start a game with the cars selected in the garage list")
    these.triggered.connect(lambda: new_game(window, [window.document.row(k).name
                                                     for k in window.list.selected_keys()]))
    menu = QMenu("&Play", window)
    menu.addActions([new, again, these])
    every = tools.every_tool()  # each rule set's own windows, by rule set
    if every:
        menu.addSeparator()
    for tool in every:
        action = QAction(tool.garage_title, window)
        action.setStatusTip(tool.tip)
        action.triggered.connect(lambda _=False, t=tool: open_tool(window, t))
        setattr(window, f"{tool.name}_action", action)
        menu.addAction(action)
    bar = window.menuBar()
    bar.insertMenu(bar.actions()[-1], menu)  # before Help
    window.list.table.addAction(these)
    window.new_game_action, window.resume_game_action, window.new_game_with_action = new, again, these
    return menu
