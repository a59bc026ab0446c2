"""The main window's way into game night: a Play menu (New Game, Resume Game), "New Game with
These Cars" on the garage list, and the offer to resume unfinished games when Garage starts.
`PlayMenu` is the menu, its actions and the windows it opened (the tables, the rule sets'
tools); the functions below it are the same steps for a main window's menu.

Every game autosaves into the games folder of the user data folder (Linux:
~/.local/share/garage/games/); a log there that cannot be read is named in one line and the
other games still open.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt
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
from garage.ui import dialogs, tools
from garage.ui.colours import error_colour
from garage.ui.rules_words import spoken

if TYPE_CHECKING:
    from garage.ui.main_window import MainWindow
    from garage.ui.play.engine_adapter import Match, Saved
    from garage.ui.play.new_game_dialog import NewGameDialog
    from garage.ui.play.play_window import PlayWindow

NEW_GAME_SHORTCUT = "Ctrl+Shift+G"


def _scenario_name(rules: rulesets.RuleSet, setup: Any) -> str:
    """The scenario in the rule set's words ("Deathmatch", "Crash tables"), not its key."""
    key = rules.scenario_of(setup)
    scenario = rules.experience.scenarios.get(key)
    return str(scenario.name) if scenario is not None else key


class ResumeDialog(QDialog):
    """The unfinished games in the games folder; damaged logs are listed, one line each,
    and cannot be chosen."""

    def __init__(self, games: list[Saved], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Resume a Game"))
        self.games = games
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Unfinished games"))
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        bad = error_colour(self.palette())
        for saved in games:
            if saved.error is not None:
                item = QListWidgetItem(self.tr("Cannot be opened: {error}").format(error=saved.error))
                item.setFlags(Qt.ItemFlag.NoItemFlags)
                item.setForeground(bad)
            else:
                item = QListWidgetItem(self.describe(saved))
            self.list.addItem(item)
        playable = [i for i, saved in enumerate(games) if saved.error is None]
        if playable:
            self.list.setCurrentRow(playable[0])
        self.list.itemActivated.connect(lambda _: self.accept())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.resume_button = buttons.addButton(self.tr("&Resume"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.resume_button.setEnabled(bool(playable))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("These games were not finished. Every action was saved as it was played.")))
        layout.addWidget(self.list)
        layout.addWidget(buttons)
        self.resize(900, 320)

    def describe(self, saved: Saved) -> str:
        """One game in a line: its file, scenario, cars and where it stands."""
        match = saved.match
        if match is None:  # a damaged log: listed by its error instead
            return str(saved.error)
        status = match.status()
        rules, setup = match.rules, match.setup
        cars = list(rules.car_names(setup).values())
        turn = f"{spoken(rules.turn_word)} {status.turn}, " if status.turn is not None else ""
        where = turn + spoken(status.waiting_for)  # the rules' words in the player's language
        game = _scenario_name(rules, setup) + ("" if rules.key == rulesets.DEFAULT else f" ({spoken(rules.name)})")
        words = self.tr("{file}: {game}, %n car(s) ({cars}); {where}", "", len(cars))
        return words.format(file=saved.path.name, game=game, cars=", ".join(cars), where=where)

    def chosen(self) -> Path | None:
        row = self.list.currentRow()
        return self.games[row].path if 0 <= row < len(self.games) and self.games[row].error is None else None


class PlayMenu(QObject):
    """The Play menu of `window`, before Help, and "New Game with These Cars" on its garage
    list. It keeps its actions, every rule set's tool actions and the last window of each
    tool by the tool's name, and the game screens it opened, still open."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.windows: list[PlayWindow] = []  # the game screens open, oldest first
        self.tool_actions: dict[str, QAction] = {}
        self.tool_windows: dict[str, QWidget] = {}  # the last window opened of each tool
        self.new_game_action = QAction(self.tr("&New Game..."), window)
        self.new_game_action.setShortcut(QKeySequence(NEW_GAME_SHORTCUT))
        self.new_game_action.setStatusTip(self.tr("Play a game at the table with the rules engine's help"))
        self.new_game_action.triggered.connect(lambda: self.new_game())
        self.resume_game_action = QAction(self.tr("&Resume Game..."), window)
        self.resume_game_action.setStatusTip(self.tr("Go on with a game that was not finished"))
        self.resume_game_action.triggered.connect(lambda: self.resume_dialog())
        self.new_game_with_action = QAction(self.tr("New &Game with These Cars..."), window)
        self.new_game_with_action.setStatusTip(self.tr("Start a game with the cars selected in the garage list"))
        self.new_game_with_action.triggered.connect(lambda: self.new_game(self._selected_names()))
        self.menu = QMenu(self.tr("&Play"), window)
        self.menu.addActions([self.new_game_action, self.resume_game_action, self.new_game_with_action])
        every = tools.every_tool()  # each rule set's own windows, by rule set
        if every:
            self.menu.addSeparator()
        for tool in every:
            action = QAction(tools.translated(tool.garage_title), window)
            action.setStatusTip(tools.translated(tool.tip))
            action.triggered.connect(lambda _=False, t=tool: self.open_tool(t))
            self.tool_actions[tool.name] = action
            self.menu.addAction(action)
        bar = window.menuBar()
        bar.insertMenu(bar.actions()[-1], self.menu)  # before Help
        window.list.table.addAction(self.new_game_with_action)

    def _selected_names(self) -> list[str]:
        document = self.window.document
        return [] if document is None else [document.row(k).name for k in self.window.list.selected_keys()]

    def _folder(self) -> Path:
        from garage.ui.play import engine_adapter as engine
        return self.window.games_folder or engine.games_folder()

    def unfinished(self) -> list[Saved]:
        """Unfinished and damaged logs in the games folder, newest first."""
        from garage.ui.play import engine_adapter as engine
        return [g for g in engine.list_games(self._folder()) if not g.over]

    def open_game(self, match: Match, campaign: str | None = None) -> PlayWindow:
        from garage.ui.play.play_window import PlayWindow
        screen = PlayWindow(match, self.window.ops, campaign, self.window)
        self.windows.append(screen)
        screen.closed.connect(lambda: self.windows.remove(screen) if screen in self.windows else None)
        screen.show()
        screen.raise_()
        screen.activateWindow()
        return screen

    def resume(self, path: str | Path) -> PlayWindow | None:
        """Open a saved game; a log that cannot be replayed is reported in one line. A game
        already open on a screen of this window is that screen, brought to the front (it holds
        the log: a second screen of it would be refused)."""
        from garage.ui.play import engine_adapter as engine
        for screen in self.windows:
            if screen.match.path is not None and os.path.realpath(screen.match.path) == os.path.realpath(path):
                screen.show()
                screen.raise_()
                screen.activateWindow()
                return screen
        try:
            match = engine.Match.load(path)
        except engine.LogError as exc:
            self.window.error(self.tr("Resume Game"), str(exc))
            return None
        screen = self.open_game(match)
        if match.game.warning:  # an action being saved when Garage was stopped: not in the game
            dialogs.information(screen, self.tr("Resume Game"), match.game.warning)
        return screen

    def resume_dialog(self, games: list[Saved] | None = None) -> PlayWindow | None:
        games = self.unfinished() if games is None else games
        if not games:
            self.window.statusBar().showMessage(self.tr("No unfinished games: start one with Play > New Game"), 8000)
            return None
        dialog = ResumeDialog(games, self.window)
        chosen = dialog.chosen() if dialog.exec() == QDialog.DialogCode.Accepted else None
        return None if chosen is None else self.resume(chosen)

    def offer_resume(self) -> PlayWindow | None:
        """On start: unfinished games are offered (damaged ones named); nothing when there are none."""
        games = self.unfinished()
        if games:
            return self.resume_dialog(games)
        return None

    def new_game(self, chosen: list[str] | None = None) -> PlayWindow | None:
        """The New Game dialog, then the table; None when cancelled or no garage is open."""
        if self.window.garage is None:
            self.window.statusBar().showMessage(self.tr("The garage is still opening; games start once it is"), 5000)
            return None
        dialog = self.new_game_dialog(chosen)
        if dialog is None or dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return self.start_game(dialog.setup(), dialog.chosen_campaign(), dialog.ruleset_key())

    def new_game_dialog(self, chosen: list[str] | None = None) -> NewGameDialog | None:
        from garage.ui.operations import Failed
        from garage.ui.play import garage_access
        from garage.ui.play.new_game_dialog import NewGameDialog
        window = self.window
        designs = garage_access.designs(window.ops, window)
        if isinstance(designs, Failed):
            return None
        campaigns = garage_access.campaigns(window.ops, window)
        if isinstance(campaigns, Failed):
            return None
        if window.document is not None:  # the cars as they are on screen, New Car's and unsaved edits too
            designs = window.document.working_designs(designs)
        return NewGameDialog(designs, campaigns, lambda name: garage_access.roster(window.ops, window, name), chosen,
                             parent=window, add_examples=window.add_example_cars)

    def start_game(self, setup: dict[str, Any], campaign: str | None = None,
                   ruleset: str = rulesets.DEFAULT) -> PlayWindow | None:
        from garage.ui.play import engine_adapter as engine
        try:
            match = engine.Match.start(setup, engine.new_log_path(self._folder(), setup["scenario"]), ruleset)
        except (engine.SetupError, engine.LogError, OSError) as exc:
            self.window.error(self.tr("New Game"), str(exc))
            return None
        screen = self.open_game(match, campaign)
        screen.remember_campaign(campaign)
        return screen

    def open_tool(self, tool: tools.GameTool) -> QWidget:
        opened = tool.open(self.window)
        self.tool_windows[tool.name] = opened
        return opened


# The same steps for the Play menu of `window` (scripts and tests drive them so).

def unfinished(window: MainWindow) -> list[Saved]:
    return window.play.unfinished()


def resume(window: MainWindow, path: str | Path) -> PlayWindow | None:
    return window.play.resume(path)


def offer_resume(window: MainWindow) -> PlayWindow | None:
    return window.play.offer_resume()


def new_game(window: MainWindow, chosen: list[str] | None = None) -> PlayWindow | None:
    return window.play.new_game(chosen)


def new_game_dialog(window: MainWindow, chosen: list[str] | None = None) -> NewGameDialog | None:
    return window.play.new_game_dialog(chosen)


def start_game(window: MainWindow, setup: dict[str, Any], campaign: str | None = None,
               ruleset: str = rulesets.DEFAULT) -> PlayWindow | None:
    return window.play.start_game(setup, campaign, ruleset)
