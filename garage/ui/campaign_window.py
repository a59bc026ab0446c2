"""The Campaign screen: standings, each driver's history, the games (to correct any of them),
the rerolls chart and the memorial of the dead, for one campaign at a time.

Everything shown is folded from the stored games on each change (garage.storage.campaigns),
never kept as running totals here, so a correction to game 1 shows through every standing
after it. Games enter through the post-game form (post_game_form.py) and the campaign storage
API the CLI uses; each change is one command on this window's undo stack
(campaign_commands.py). Storage refusals are shown as a dialog with their one-line message.

The main window reaches this screen through garage.ui.campaign_menu, which imports this module
(and with it the database layer) only when the screen is first asked for.
"""

from __future__ import annotations

from html import escape
from typing import Callable

from PySide6.QtCore import QByteArray, QEvent, QPoint, QSortFilterProxyModel, Qt
from PySide6.QtGui import QAction, QIcon, QKeySequence, QUndoStack
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QFileDialog, QHeaderView,
                               QLabel, QMainWindow, QMessageBox, QSplitter, QTableView,
                               QTabWidget, QToolBar, QVBoxLayout, QWidget)

from garage.rules.campaign import ALIVE, DriverStanding, Standings
from garage.rules import game_result
from garage.rules.game_result import GameResult, GameResultError
from garage.storage import StorageError, UnknownName
from garage.storage.campaigns import Campaigns, GameRow
from garage.ui import dialogs, settings as saved
from garage.ui.campaign_commands import CorrectGame, RecordGame, RemoveLastGame
from garage.ui.campaign_model import (ROW_ROLE, SORT_ROLE, CampaignTableModel, games_model, history_model,
                                      memorial_model, navigator_history_model, navigators_model,
                                      standings_model)
from garage.ui.post_game_form import PostGameForm, player_words
from garage.ui.rerolls_chart import RerollsChart
from garage.ui.undo_keys import toolbar_steps

LAST_CAMPAIGN_KEY = "campaign/last"
GEOMETRY_KEY = "campaign/geometry"
SPLITTER_KEY = "campaign/splitter"
RESIZE_ROWS = 60
WRAP_ROWS = 40
NARROW = 1000  # pixels: below it, standings above the history


def _table(model: CampaignTableModel, name: str) -> QTableView:
    proxy = QSortFilterProxyModel(model)
    proxy.setSourceModel(model)
    proxy.setSortRole(SORT_ROLE)
    view = QTableView()
    view.setModel(proxy)
    view.setAccessibleName(name)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setAlternatingRowColors(True)
    view.setWordWrap(False)
    view.verticalHeader().hide()
    view.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)  # the model's own order
    view.setSortingEnabled(True)
    # Columns fit their text once per change, from the first rows only: Qt's ResizeToContents
    # measures every cell again on each layout, which cost more than the whole fold.
    view.horizontalHeader().setResizeContentsPrecision(RESIZE_ROWS)
    model.modelReset.connect(view.resizeColumnsToContents)
    view.horizontalHeader().setStretchLastSection(True)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 8)
    return view


def _row(view: QTableView):
    index = view.currentIndex()
    return index.data(ROW_ROLE) if index.isValid() else None


def _select(view: QTableView, test) -> bool:
    model = view.model()
    for r in range(model.rowCount()):
        if test(model.index(r, 0).data(ROW_ROLE)):
            view.selectRow(r)
            view.setCurrentIndex(model.index(r, 0))
            return True
    return False


class CampaignWindow(QMainWindow):
    def __init__(self, garage: Callable[[], object], parent: QWidget | None = None):
        """`garage` gives the open Garage: the main window can open another one meanwhile."""
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window)
        self._garage = garage
        self.campaign: str | None = None
        self.standings: Standings | None = None
        self._games_stale = True
        self.undo_stack = QUndoStack(self)

        self.chooser = QComboBox()
        self.chooser.setAccessibleName("Campaign")
        self.chooser.setMinimumContentsLength(20)
        self.chooser.currentTextChanged.connect(self._chosen)
        self.summary = QLabel()
        self.summary.setAccessibleName("Campaign summary")

        self.standings_model = standings_model(self)
        self.standings_view = _table(self.standings_model, "Standings")
        self.standings_view.selectionModel().currentRowChanged.connect(lambda *_: self._show_driver())
        self.standings_view.clicked.connect(lambda _: self._show_driver())  # back from a navigator
        self.navigators_model = navigators_model(self)
        self.navigators_view = _table(self.navigators_model, "Lady Navigators")
        self.navigators_view.selectionModel().currentRowChanged.connect(lambda *_: self._show_navigator())
        left = QSplitter(Qt.Orientation.Vertical)
        left.setChildrenCollapsible(False)
        left.addWidget(self._titled("&Standings", self.standings_view))
        left.addWidget(self._titled("Lady &Navigators", self.navigators_view))
        left.setStretchFactor(0, 3)
        left.setStretchFactor(1, 1)

        self.history_label = QLabel()
        self.history_label.setAccessibleName("Driver")
        self.history_label.setWordWrap(True)
        self.history_model = history_model(self)
        self.history_view = _table(self.history_model, "Driver's history")
        self._share(self.history_view, ("Earned", "What happened"))
        self.navigator_history_model = navigator_history_model(self)
        self.navigator_history_view = _table(self.navigator_history_model, "Lady Navigator's history")
        self._share(self.navigator_history_view, ("What happened",))
        history = QWidget()
        box = QVBoxLayout(history)
        box.addWidget(self.history_label)
        box.addWidget(self.history_view, 1)
        box.addWidget(self.navigator_history_view, 1)
        self.games_model = games_model(self)
        self.games_view = _table(self.games_model, "Games")
        self.games_view.activated.connect(lambda _: self.correct_game())  # Enter or double-click
        self.chart = RerollsChart()
        self.memorial_model = memorial_model(self)
        self.memorial_view = _table(self.memorial_model, "Memorial")
        self._share(self.memorial_view, ("How",))
        memorial = QWidget()
        box = QVBoxLayout(memorial)
        box.addWidget(QLabel("The drivers who died at the wheel. Their records stay; their names leave play."))
        box.addWidget(self.memorial_view, 1)
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName("Campaign views")
        self.tabs.addTab(history, "&History")
        self.tabs.addTab(self.games_view, "&Games")
        self.tabs.addTab(self.chart, "&Rerolls Chart")
        self.tabs.addTab(memorial, "Memor&ial")
        self.tabs.currentChanged.connect(lambda _: self._fill_games())

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(left)
        self.splitter.addWidget(self.tabs)
        self.splitter.setStretchFactor(0, 4)
        self.splitter.setStretchFactor(1, 5)
        self.setCentralWidget(self.splitter)

        self._url = self.garage.url
        self._build_actions()
        self._restore_layout()
        self.reload_campaigns()

    def resizeEvent(self, event) -> None:
        # In a narrow window the standings go above the history, which then has the whole
        # width for its long columns rather than wrapping them letter by letter.
        narrow = event.size().width() < NARROW
        orientation = Qt.Orientation.Vertical if narrow else Qt.Orientation.Horizontal
        if self.splitter.orientation() != orientation:
            self.splitter.setOrientation(orientation)
        super().resizeEvent(event)

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            self.follow_garage()

    def follow_garage(self) -> None:
        """The main window may have opened another garage since this screen last looked."""
        if self.garage.url != self._url:
            self._url = self.garage.url
            self.campaign = None
            self.undo_stack.clear()
            self.reload_campaigns()

    @staticmethod
    def _share(view: QTableView, headers: tuple[str, ...]) -> None:
        """The long text columns share the width the short ones leave."""
        view.horizontalHeader().setStretchLastSection(False)
        for i, column in enumerate(view.model().sourceModel().columns):
            if column.header in headers:
                view.horizontalHeader().setSectionResizeMode(i, QHeaderView.ResizeMode.Stretch)

    @staticmethod
    def _wrap(view: QTableView, rows: int) -> None:
        """A short table wraps its long text so a row reads whole; a long one elides it (the
        tooltip has it all), since measuring every wrapped row's height is dear."""
        wrap = rows <= WRAP_ROWS
        view.setWordWrap(wrap)
        view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents if wrap
                                                   else QHeaderView.ResizeMode.Fixed)

    @staticmethod
    def _titled(title: str, view: QTableView) -> QWidget:
        widget = QWidget()
        box = QVBoxLayout(widget)
        box.setContentsMargins(4, 4, 0, 0)
        label = QLabel(title)
        label.setBuddy(view)
        box.addWidget(label)
        box.addWidget(view, 1)
        return widget

    @property
    def garage(self):
        return self._garage()

    @property
    def book(self) -> Campaigns:
        return Campaigns(self.garage)

    # -- actions --------------------------------------------------------------------------------

    def _action(self, text: str, slot, shortcut=None, icon: str | None = None, tip: str = "") -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if icon:
            action.setIcon(QIcon.fromTheme(icon))
        if tip:
            action.setStatusTip(tip)
        action.triggered.connect(lambda: slot())  # not slot(checked)
        return action

    def _build_actions(self) -> None:
        K = QKeySequence.StandardKey
        a = self._action
        self.new_action = a("&New Campaign...", self.new_campaign_dialog, K.New, "document-new",
                            "Start a campaign of linked games")
        self.rename_action = a("Rena&me Campaign...", self.rename_campaign_dialog, None, None,
                               "Give this campaign another name")
        self.delete_action = a("&Delete Campaign...", self.delete_campaign, None, "edit-delete",
                               "Delete this campaign and every game in it")
        self.record_action = a("&Record Game...", self.record_game, "Ctrl+G", "list-add",
                               "Enter a played game: who drove what and what became of them")
        self.record_file_action = a("Record Game from &File...", self.record_file_dialog, "Ctrl+Shift+O",
                                    "document-open", "Add a game from a game result file (.result.json)")
        self.export_game_action = a("&Export Game Result...", self.export_game_dialog, "Ctrl+E", "document-save-as",
                                    "Write the game chosen in Games as a game result file")
        self.correct_action = a("&Correct Game...", self.correct_game, "Ctrl+Shift+G", "document-edit",
                                "Change the game chosen in Games; every standing after it is recomputed")
        self.remove_last_action = a("Remove &Last Game", self.remove_last_game, "Ctrl+Shift+Backspace",
                                    "list-remove", "Take the campaign's last game out (Undo puts it back)")
        self.print_action = a("&Print Sheets for This Campaign...", self.preview_sheets, K.Print, "document-print",
                              "Record sheets of every living driver's car, with their name and rerolls")
        self.close_action = a("Cl&ose", self.close, K.Close, "window-close")
        self.undo_action = self.undo_stack.createUndoAction(self, "&Undo")
        self.undo_action.setShortcut(K.Undo)
        self.redo_action = self.undo_stack.createRedoAction(self, "&Redo")
        self.redo_action.setShortcut(K.Redo)
        self.undo_button_action, self.redo_button_action = toolbar_steps(self.undo_stack, self.undo_action,
                                                                         self.redo_action, self)
        self._index = 0
        self.undo_stack.indexChanged.connect(self._stepped)
        menu = self.menuBar().addMenu("&Campaign")
        menu.addActions([self.new_action, self.rename_action, self.delete_action])
        menu.addSeparator()
        menu.addActions([self.record_action, self.record_file_action, self.correct_action,
                         self.remove_last_action, self.export_game_action])
        menu.addSeparator()
        menu.addAction(self.print_action)
        menu.addSeparator()
        menu.addAction(self.close_action)
        edit = self.menuBar().addMenu("&Edit")
        edit.addActions([self.undo_action, self.redo_action])
        toolbar = QToolBar("Campaign")
        toolbar.setObjectName("campaign-toolbar")
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        label = QLabel("Ca&mpaign: ")
        label.setBuddy(self.chooser)
        toolbar.addWidget(label)
        toolbar.addWidget(self.chooser)
        toolbar.addAction(self.new_action)
        toolbar.addSeparator()
        toolbar.addActions([self.record_action, self.correct_action, self.remove_last_action])
        toolbar.addSeparator()
        toolbar.addActions([self.undo_button_action, self.redo_button_action, self.print_action])
        self.addToolBar(toolbar)
        self.statusBar().addPermanentWidget(self.summary)

    def _stepped(self, index: int) -> None:
        """The status bar says what Undo or Redo just did, rather than keep the message of
        the change it took back."""
        if index < self._index:
            self.statusBar().showMessage(f"Undone: {self.undo_stack.text(index)}", 8000)
        elif index > self._index:
            self.statusBar().showMessage(f"Done again: {self.undo_stack.text(index - 1)}", 8000)
        self._index = index

    def _enable(self) -> None:
        chosen = self.campaign is not None
        games = bool(self.standings and self.standings.games)
        for action in (self.record_action, self.rename_action, self.delete_action):
            action.setEnabled(chosen)
        self.record_file_action.setEnabled(chosen)
        for action in (self.correct_action, self.remove_last_action, self.export_game_action):
            action.setEnabled(games)
        self.print_action.setEnabled(bool(self.standings and any(s.status == ALIVE for s in self.standings.drivers)))

    # -- campaigns ------------------------------------------------------------------------------

    def reload_campaigns(self, choose: str | None = None) -> None:
        try:
            names = [row.name for row in self.book.list()]
        except StorageError as exc:
            names = []
            self.error("Campaigns", str(exc))
        choose = choose or self.campaign or str(saved.settings().value(LAST_CAMPAIGN_KEY, ""))
        self.chooser.blockSignals(True)
        self.chooser.clear()
        self.chooser.addItems(names)
        self.chooser.setCurrentIndex(names.index(choose) if choose in names else (0 if names else -1))
        self.chooser.blockSignals(False)
        self._chosen(self.chooser.currentText())

    def choose(self, name: str) -> None:
        self.chooser.setCurrentText(name)

    def _chosen(self, name: str) -> None:
        name = name or None
        if name != self.campaign:
            self.undo_stack.clear()  # the stack's commands belong to the campaign they changed
        self.campaign = name
        if name:
            saved.settings().setValue(LAST_CAMPAIGN_KEY, name)
        self.setWindowTitle(f"{name} — Campaigns" if name else "Campaigns")  # Qt appends " — Garage"
        self.refresh()

    def new_campaign_dialog(self) -> None:
        name = dialogs.ask_text(self, "New Campaign", "Campaign name:", verb="Start Campaign")
        if name:
            self.new_campaign(name)

    def new_campaign(self, name: str) -> bool:
        try:
            self.book.create(name)
        except StorageError as exc:
            self.error("New Campaign", str(exc))
            return False
        self.reload_campaigns(choose=name)
        self.statusBar().showMessage(f"Started the campaign '{name}': record its first game with "
                                     f"{self.record_action.shortcut().toString()}", 8000)
        return True

    def rename_campaign_dialog(self) -> None:
        old = self.campaign
        if old is None:
            return
        name = dialogs.ask_text(self, "Rename Campaign", f"New name for {old}:", old, verb="Rename")
        if name and name != old:
            self.rename_campaign(name)

    def rename_campaign(self, name: str) -> bool:
        old = self.campaign
        try:
            self.book.rename(old, name)
        except StorageError as exc:
            self.error("Rename Campaign", str(exc))
            return False
        self.undo_stack.clear()  # its commands name the campaign as it was
        self.campaign = name
        self.reload_campaigns(choose=name)
        self.statusBar().showMessage(f"Renamed {old} to {name}", 8000)
        return True

    def delete_campaign(self) -> bool:
        name = self.campaign
        if name is None:
            return False
        games = self.standings.games if self.standings else 0
        if not dialogs.confirm(self, "Delete Campaign", f"Delete the campaign {name} and its "
                               f"{games} game{'s' * (games != 1)}?", "Delete Campaign",
                               "Its drivers' cars stay in the garage. This cannot be undone."):
            return False
        try:
            self.book.remove(name)
        except StorageError as exc:
            self.error("Delete Campaign", str(exc))
            return False
        self.undo_stack.clear()
        self.campaign = None
        saved.settings().remove(LAST_CAMPAIGN_KEY)
        self.reload_campaigns()
        self.statusBar().showMessage(f"Deleted the campaign {name}", 8000)
        return True

    # -- showing ----------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Fold the campaign afresh and show it, keeping the chosen driver."""
        driver = self._driver()
        standings = None
        if self.campaign is not None:
            try:
                standings = self.book.standings(self.campaign)
            except StorageError as exc:
                self.error("Campaign", str(exc))
        self.standings = standings
        self.standings_model.set_rows(standings.drivers if standings else ())
        self.navigators_model.set_rows(standings.navigators if standings else ())
        memorial = standings.memorial() if standings else ()
        self._wrap(self.memorial_view, len(memorial))
        self.memorial_model.set_rows(memorial)
        self.chart.set_standings(standings)
        self._games_stale = True
        self._fill_games()
        if not (driver and _select(self.standings_view, lambda s: s.driver == driver)) and standings:
            self.standings_view.selectRow(0)
            self.standings_view.setCurrentIndex(self.standings_view.model().index(0, 0))
        self._show_driver()
        if standings is None:
            self.summary.setText("No campaign chosen" if self.campaign is None else "")
        else:
            dead = len(standings.memorial())
            self.summary.setText(f"{standings.games} game{'s' * (standings.games != 1)}, "
                                 f"{len(standings.drivers) - dead} driver{'s' * (len(standings.drivers) - dead != 1)} "
                                 f"alive, {dead} dead")
        self._enable()

    def _fill_games(self) -> None:
        """The games list needs a query per game; it is read when its tab is shown."""
        if not self._games_stale or self.tabs.currentWidget() is not self.games_view:
            return
        self._games_stale = False
        try:
            games = self.book.games(self.campaign) if self.campaign is not None else []
        except StorageError as exc:
            games = []
            self.error("Campaign", str(exc))
        self.games_model.set_rows(games)
        if games:
            self.games_view.selectRow(self.games_view.model().rowCount() - 1)

    def _driver(self) -> str | None:
        standing = _row(self.standings_view)
        return standing.driver if standing is not None else None

    def _show_driver(self) -> None:
        standing: DriverStanding | None = _row(self.standings_view)
        self.chart.choose(standing.driver if standing else None)
        self.history_view.show()
        self.navigator_history_view.hide()
        if standing is None:
            self.history_label.setText(self._hint())
            self.history_model.set_rows(())
            return
        if standing.status == ALIVE:
            state = f"alive, {standing.rerolls} reroll{'s' * (standing.rerolls != 1)} for the next game"
        else:
            state = f"died in game {standing.died_in}" + (f": {standing.death}" if standing.death else "")
        self.history_label.setText(f"<b>{escape(standing.driver)}</b>: {escape(state)}")
        self._wrap(self.history_view, len(standing.history))
        self.history_model.set_rows(standing.history)

    def _hint(self) -> str:
        """What to do next on a screen with nothing to show yet."""
        keys = {action: action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
                for action in (self.new_action, self.record_action)}
        if self.campaign is None:
            return (f"No campaign chosen. Start one with New Campaign ({keys[self.new_action]}), then record "
                    f"each game played with Record Game ({keys[self.record_action]}).")
        if not (self.standings and self.standings.games):
            return (f"No games in {self.campaign} yet. Record the first with Record Game "
                    f"({keys[self.record_action]}), or from a game result file.")
        return "Choose a driver in the standings to see their games."

    def _show_navigator(self) -> None:
        """Her own games in the History tab, while she is the one chosen."""
        navigator = _row(self.navigators_view)
        if navigator is None:
            return
        self.history_view.hide()
        self.navigator_history_view.show()
        state = (f"alive, a tally of {navigator.rerolls}" if navigator.status == ALIVE
                 else f"died in game {navigator.died_in}")
        self.history_label.setText(f"<b>{escape(navigator.navigator)}</b>, Lady Navigator: {state}")
        self.navigator_history_model.set_rows(navigator.history)
        self.tabs.setCurrentIndex(0)

    def choose_driver(self, name: str) -> bool:
        return _select(self.standings_view, lambda s: s.driver == name)

    # -- games ------------------------------------------------------------------------------------

    def _cars(self) -> list[str]:
        try:
            return self.garage.names()
        except StorageError as exc:
            self.error("Cars", str(exc))
            return []

    def record_game(self) -> PostGameForm | None:
        """Open the post-game form; it records on Finish and stays open if refused."""
        if self.campaign is None:
            self.error("Record Game", "choose or start a campaign first")
            return None
        form = PostGameForm(self._cars(), self.standings, self._record, title=f"Record a Game — {self.campaign}",
                            parent=self)
        form.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        form.open()
        return form

    def _record(self, result: GameResult) -> bool:
        campaign = self.campaign
        try:
            row = self.book.record(campaign, result)
        except StorageError as exc:
            self.error("Record Game", player_words(str(exc), [(e.driver, e.vehicle) for e in result.entries]))
            return False
        self.undo_stack.push(RecordGame(self.book, campaign, result, row.number, self.refresh, self._failed))
        self.statusBar().showMessage(f"Recorded game {row.number} of {campaign}", 8000)
        return True

    def record_file_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Record Game from File", "",
                                              f"Game results (*{game_result.SUFFIX});;All files (*)")
        if path:
            self.record_file(path)

    def record_file(self, path: str) -> bool:
        """The file goes through the reader `garage-cli campaign record` uses."""
        if self.campaign is None:
            self.error("Record Game", "choose or start a campaign first")
            return False
        try:
            result = game_result.load(path)
        except GameResultError as exc:
            self.error("Record Game", str(exc))
            return False
        return self._record(result)

    def export_game_dialog(self) -> None:
        game = self.chosen_game()
        if game is None:
            return
        suggested = f"{self.campaign}-game-{game.number}{game_result.SUFFIX}".replace(" ", "-").lower()
        path, _ = QFileDialog.getSaveFileName(self, "Export Game Result", suggested,
                                              f"Game results (*{game_result.SUFFIX});;All files (*)")
        if path:
            self.export_game(game, path)

    def export_game(self, game: GameRow, path: str) -> bool:
        try:
            game_result.dump(self.book.game_result(game.id), path)
        except StorageError as exc:
            self.error("Export Game Result", str(exc))
            return False
        except OSError as exc:
            self.error("Export Game Result", f"cannot write {path}: {exc.strerror or exc}")
            return False
        self.statusBar().showMessage(f"Wrote game {game.number} to {path}", 8000)
        return True

    def chosen_game(self) -> GameRow | None:
        self._fill_games()
        game = _row(self.games_view)
        if game is None and self.campaign is not None:
            games = self.book.games(self.campaign)
            game = games[-1] if games else None
        return game

    def correct_game(self, number: int | None = None) -> PostGameForm | None:
        """Open the chosen game (or game `number`) in the post-game form, to correct it."""
        try:
            game = self.book.game(self.campaign, number) if number is not None else self.chosen_game()
            if game is None:
                return None
            before = self.book.game_result(game.id)
        except StorageError as exc:
            self.error("Correct Game", str(exc))
            return None
        form = PostGameForm(self._cars(), self.standings,
                            lambda after: self._correct(game, before, after), before, game.number,
                            title=f"Correct Game {game.number} — {self.campaign}", parent=self)
        form.setButtonText(form.WizardButton.FinishButton, "&Save Correction")
        form.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        form.open()
        return form

    def _correct(self, game: GameRow, before: GameResult, after: GameResult) -> bool:
        campaign, number = self.campaign, game.number
        try:
            self.book.replace_game(game.id, after)
        except StorageError as exc:
            self.error("Correct Game", player_words(str(exc), [(e.driver, e.vehicle) for e in after.entries]))
            return False
        self.undo_stack.push(CorrectGame(self.book, campaign, number, before, after, self.refresh, self._failed))
        self.statusBar().showMessage(f"Corrected game {number}; the standings after it are recomputed", 8000)
        return True

    def remove_last_game(self) -> bool:
        campaign = self.campaign
        if campaign is None:
            return False
        try:
            number = self.book.get(campaign).games
            if not dialogs.confirm(self, "Remove Last Game", f"Remove game {number} of {campaign}?",
                                   f"Remove Game {number}", "Every standing goes back to how it was before it; "
                                   "Undo puts it back."):
                return False
            removed = self.book.undo_last(campaign)
        except StorageError as exc:
            self.error("Remove Last Game", str(exc))
            return False
        self.undo_stack.push(RemoveLastGame(self.book, campaign, removed, number, self.refresh, self._failed))
        self.statusBar().showMessage(f"Removed game {number} of {campaign}: Undo "
                                     f"({self.undo_action.shortcut().toString()}) puts it back", 8000)
        return True

    # -- record sheets --------------------------------------------------------------------------

    def sheet_entries(self):
        """A sheet for every living driver: the car they drove last, their name and the
        rerolls they take into their next game; and the cars not in the garage."""
        from garage.sheets import SheetEntry
        entries, missing = [], []
        for s in self.standings.drivers if self.standings is not None else ():
            if s.status != ALIVE:
                continue
            try:
                design = self.garage.get_design(s.vehicle)
            except UnknownName:
                missing.append(f"{s.driver}'s {s.vehicle}")
                continue
            entries.append(SheetEntry(design, driver=s.driver, rerolls=s.rerolls))
        return entries, missing

    def preview_sheets(self):
        from garage.ui.sheet_dialogs import open_preview
        try:
            entries, missing = self.sheet_entries()
        except StorageError as exc:
            self.error("Record Sheets", str(exc))
            return None
        if missing:
            self.statusBar().showMessage(f"Not in the garage, so no sheet: {', '.join(missing)}", 10000)
        if not entries:
            self.error("Record Sheets", "none of the living drivers' cars is in the garage")
            return None
        what = entries[0].driver if len(entries) == 1 else f"{len(entries)} drivers of {self.campaign}"
        return open_preview(self, entries, what, self.error)

    # -- layout -------------------------------------------------------------------------------

    def _restore_layout(self) -> None:
        s = saved.settings()
        geometry = s.value(GEOMETRY_KEY)
        if isinstance(geometry, QByteArray) and self.restoreGeometry(geometry):
            self.splitter.restoreState(s.value(SPLITTER_KEY, QByteArray()))
            return
        # Whole on the screen the main window is on, in its middle.
        available = (self.parentWidget() or self).screen().availableGeometry()
        width, height = min(1280, available.width() - 40), min(760, available.height() - 40)
        self.resize(width, height)
        self.move(available.center() - QPoint(width // 2, height // 2))
        self.splitter.setSizes([width * 44 // 100, width * 56 // 100])

    def closeEvent(self, event) -> None:
        s = saved.settings()
        s.setValue(GEOMETRY_KEY, self.saveGeometry())
        s.setValue(SPLITTER_KEY, self.splitter.saveState())
        super().closeEvent(event)

    # -- feedback -------------------------------------------------------------------------------

    def _failed(self, message: str) -> None:
        self.error("Campaign", message)

    def error(self, title: str, message: str) -> None:
        message = message[:1].upper() + message[1:]
        self.statusBar().showMessage(message, 10000)
        QMessageBox.critical(self, title, message)

