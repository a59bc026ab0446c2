"""The Campaign screen: standings, each driver's history, the games (to correct any of them),
the rerolls chart and the memorial of the dead, for one campaign at a time.

Everything shown is folded from the stored games on each change (garage.storage.campaigns),
never kept as running totals here, so a correction to game 1 shows through every standing
after it. Games enter through the post-game form (post_game_form.py) and the campaign storage
API the CLI uses, always by an operation on the application's open garage (operations.py),
which reports refusals and announces the change this screen, like every window, follows;
each change is one command on this window's undo stack (campaign_commands.py).

The main window reaches this screen through garage.ui.campaign_menu, which imports this module
(and with it the database layer) only when the screen is first asked for.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QPoint, QSortFilterProxyModel, Qt
from PySide6.QtGui import QAction, QCloseEvent, QIcon, QKeySequence, QResizeEvent, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHeaderView,
    QLabel,
    QMainWindow,
    QSplitter,
    QTableView,
    QTabWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from garage.rules import game_result
from garage.rules.campaign import ALIVE, DriverStanding, Standings
from garage.rules.game_result import GameResult, GameResultError
from garage.ui import dialogs
from garage.ui import settings as saved
from garage.ui.campaign_commands import CorrectGame, RecordGame, RemoveLastGame
from garage.ui.campaign_model import (
    ROW_ROLE,
    SORT_ROLE,
    CampaignTableModel,
    games_model,
    history_model,
    memorial_model,
    navigator_history_model,
    navigators_model,
    standings_model,
)
from garage.ui.operations import FAILED, Change, Failed, OpenGarage, show_error
from garage.ui.post_game_form import PostGameForm, player_words
from garage.ui.rerolls_chart import RerollsChart
from garage.ui.undo_keys import toolbar_steps, undo_redo

if TYPE_CHECKING:
    from garage.sheets import SheetEntry
    from garage.storage import Garage
    from garage.storage.campaigns import GameRow
    from garage.ui.sheet_dialogs import SheetPreview

LAST_CAMPAIGN_KEY = "campaign/last"
GEOMETRY_KEY = "campaign/geometry"
SPLITTER_KEY = "campaign/splitter"
RESIZE_ROWS = 60
WRAP_ROWS = 40
NARROW = 1100  # pixels: below it (a 1024 wide laptop), standings above the history


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


def _people(result: GameResult) -> list[tuple[str | None, str]]:
    """(driver, car) of each entry, for a refusal in players' words."""
    return [(e.driver, e.vehicle) for e in result.entries]


def _row(view: QTableView) -> Any:
    """The plain row (of the rules' kind the view's model shows) at the view's current index."""
    index = view.currentIndex()
    return index.data(ROW_ROLE) if index.isValid() else None


def _select(view: QTableView, test: Callable[[Any], bool]) -> bool:
    model = view.model()
    if model is None:
        return False
    for r in range(model.rowCount()):
        if test(model.index(r, 0).data(ROW_ROLE)):
            view.selectRow(r)
            view.setCurrentIndex(model.index(r, 0))
            return True
    return False


class CampaignWindow(QMainWindow):
    def __init__(self, ops: OpenGarage, parent: QWidget | None = None):
        """`ops` is the application's open garage: the main window can open another one
        meanwhile, and this screen follows it."""
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window)
        self.ops = ops
        ops.changed.connect(self._storage_changed)
        self.campaign: str | None = None
        self.standings: Standings | None = None
        self._games_stale = True
        self.undo_stack = QUndoStack(self)

        self.chooser = QComboBox()
        self.chooser.setAccessibleName(self.tr("Campaign"))
        self.chooser.setMinimumContentsLength(20)
        self.chooser.currentTextChanged.connect(self._chosen)
        self.summary = QLabel()
        self.summary.setAccessibleName(self.tr("Campaign summary"))

        self.standings_model = standings_model(self)
        self.standings_view = _table(self.standings_model, self.tr("Standings"))
        self.standings_view.selectionModel().currentRowChanged.connect(lambda *_: self._show_driver())
        self.standings_view.clicked.connect(lambda _: self._show_driver())  # back from a navigator
        self.navigators_model = navigators_model(self)
        self.navigators_view = _table(self.navigators_model, self.tr("Lady Navigators"))
        self.navigators_view.selectionModel().currentRowChanged.connect(lambda *_: self._show_navigator())
        left = QSplitter(Qt.Orientation.Vertical)
        left.setChildrenCollapsible(False)
        left.addWidget(self._titled(self.tr("&Standings"), self.standings_view))
        left.addWidget(self._titled(self.tr("Lady &Navigators"), self.navigators_view))
        left.setStretchFactor(0, 3)
        left.setStretchFactor(1, 1)

        self.history_label = QLabel()
        self.history_label.setTextFormat(Qt.TextFormat.RichText)  # the name in bold, escaped
        self.history_label.setAccessibleName(self.tr("Driver"))
        self.history_label.setWordWrap(True)
        self.history_model = history_model(self)
        self.history_view = _table(self.history_model, self.tr("Driver's history"))
        self._share(self.history_view, ("Earned", "What happened"))
        self.navigator_history_model = navigator_history_model(self)
        self.navigator_history_view = _table(self.navigator_history_model, self.tr("Lady Navigator's history"))
        self._share(self.navigator_history_view, ("What happened",))
        history = QWidget()
        box = QVBoxLayout(history)
        box.addWidget(self.history_label)
        box.addWidget(self.history_view, 1)
        box.addWidget(self.navigator_history_view, 1)
        self.games_model = games_model(self)
        self.games_view = _table(self.games_model, self.tr("Games"))
        self.games_view.activated.connect(lambda _: self.correct_game())  # Enter or double-click
        self.chart = RerollsChart()
        self.memorial_model = memorial_model(self)
        self.memorial_view = _table(self.memorial_model, self.tr("Memorial"))
        self._share(self.memorial_view, ("How",))
        memorial = QWidget()
        box = QVBoxLayout(memorial)
        box.addWidget(QLabel(self.tr("The drivers who died at the wheel. Their records stay; their names leave play.")))
        box.addWidget(self.memorial_view, 1)
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(self.tr("Campaign views"))
        self.tabs.addTab(history, self.tr("&History"))
        self.tabs.addTab(self.games_view, self.tr("&Games"))
        self.tabs.addTab(self.chart, self.tr("&Rerolls Chart"))
        self.tabs.addTab(memorial, self.tr("Memor&ial"))
        self.tabs.currentChanged.connect(lambda _: self._fill_games())

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(left)
        self.splitter.addWidget(self.tabs)
        self.splitter.setStretchFactor(0, 4)
        self.splitter.setStretchFactor(1, 5)
        self.setCentralWidget(self.splitter)

        self._build_actions()
        self._restore_layout()
        self.reload_campaigns()

    def resizeEvent(self, event: QResizeEvent) -> None:
        # In a narrow window the standings go above the history, which then has the whole
        # width for its long columns rather than wrapping them letter by letter.
        narrow = event.size().width() < NARROW
        orientation = Qt.Orientation.Vertical if narrow else Qt.Orientation.Horizontal
        if self.splitter.orientation() != orientation:
            self.splitter.setOrientation(orientation)
        super().resizeEvent(event)

    def _storage_changed(self, changes: Change) -> None:
        if changes & Change.GARAGE:
            # Another garage: its campaigns, and none of this one's undo steps.
            self.campaign = None
            self.undo_stack.clear()
        if changes & (Change.GARAGE | Change.CAMPAIGNS):
            self.reload_campaigns()

    @staticmethod
    def _share(view: QTableView, headers: tuple[str, ...]) -> None:
        """The long text columns share the width the short ones leave."""
        view.horizontalHeader().setStretchLastSection(False)
        proxy = view.model()
        source = proxy.sourceModel() if isinstance(proxy, QSortFilterProxyModel) else proxy
        if not isinstance(source, CampaignTableModel):
            return
        for i, column in enumerate(source.columns):
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
    def garage(self) -> Garage | None:
        return self.ops.garage

    # -- actions --------------------------------------------------------------------------------

    def _action(self, text: str, slot: Callable[[], object], shortcut: str | QKeySequence.StandardKey | None = None,
                icon: str | None = None, tip: str = "") -> QAction:
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
        self.new_action = a(self.tr("&New Campaign..."), self.new_campaign_dialog, K.New, "document-new",
                            self.tr("Start a campaign of linked games"))
        self.rename_action = a(self.tr("Rena&me Campaign..."), self.rename_campaign_dialog, None, None,
                               self.tr("Give this campaign another name"))
        self.delete_action = a(self.tr("&Delete Campaign..."), self.delete_campaign, None, "edit-delete",
                               self.tr("Delete this campaign and every game in it"))
        self.record_action = a(self.tr("&Record Game..."), self.record_game, "Ctrl+G", "list-add",
                               self.tr("Enter a played game: who drove what and what became of them"))
        self.record_file_action = a(self.tr("Record Game from &File..."), self.record_file_dialog, "Ctrl+Shift+O",
                                    "document-open", self.tr("Add a game from a game result file (.result.json)"))
        self.export_game_action = a(self.tr("&Export Game Result..."), self.export_game_dialog, "Ctrl+E",
                                    "document-save-as", self.tr("Write the game chosen in Games as a game result file"))
        self.correct_action = a(self.tr("&Correct Game..."), self.correct_game, "Ctrl+Shift+G", "document-edit",
                                self.tr("Change the game chosen in Games; every standing after it is recomputed"))
        self.remove_last_action = a(self.tr("Remove &Last Game"), self.remove_last_game, "Ctrl+Shift+Backspace",
                                    "list-remove", self.tr("Take the campaign's last game out (Undo puts it back)"))
        self.print_action = a(self.tr("&Print Sheets for This Campaign..."), self.preview_sheets, K.Print,
                              "document-print",
                              self.tr("Record sheets of every living driver's car, with their name and rerolls"))
        self.close_action = a(self.tr("Cl&ose"), self.close, K.Close, "window-close")
        self.undo_action, self.redo_action = undo_redo(self.undo_stack, self)
        self.undo_button_action, self.redo_button_action = toolbar_steps(self.undo_stack, self.undo_action,
                                                                         self.redo_action, self)
        menu = self.menuBar().addMenu(self.tr("&Campaign"))
        menu.addActions([self.new_action, self.rename_action, self.delete_action])
        menu.addSeparator()
        menu.addActions([self.record_action, self.record_file_action, self.correct_action,
                         self.remove_last_action, self.export_game_action])
        menu.addSeparator()
        menu.addAction(self.print_action)
        menu.addSeparator()
        menu.addAction(self.close_action)
        edit = self.menuBar().addMenu(self.tr("&Edit"))
        edit.addActions([self.undo_action, self.redo_action])
        toolbar = QToolBar(self.tr("Campaign"))
        toolbar.setObjectName("campaign-toolbar")
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        label = QLabel(self.tr("Ca&mpaign: "))
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
        names = [] if self.garage is None else self.ops.run(
            self, self.tr("Campaigns"), lambda storage: [row.name for row in storage.campaigns.list()]) or []
        choose = choose or self.campaign or str(saved.settings().value(LAST_CAMPAIGN_KEY, ""))
        self.chooser.blockSignals(True)
        self.chooser.clear()
        self.chooser.addItems(names)
        self.chooser.setCurrentIndex(names.index(choose) if choose in names else (0 if names else -1))
        self.chooser.blockSignals(False)
        self._chosen(self.chooser.currentText())

    def choose(self, name: str) -> None:
        self.chooser.setCurrentText(name)

    def _chosen(self, text: str) -> None:
        name = text or None
        if name != self.campaign:
            self.undo_stack.clear()  # the stack's commands belong to the campaign they changed
        self.campaign = name
        if name:
            saved.settings().setValue(LAST_CAMPAIGN_KEY, name)
        # Qt appends " — Garage"
        self.setWindowTitle(self.tr("{campaign} — Campaigns").format(campaign=name) if name else self.tr("Campaigns"))
        self.refresh()

    def new_campaign_dialog(self) -> None:
        name = dialogs.ask_text(self, self.tr("New Campaign"), self.tr("Campaign name:"),
                                verb=self.tr("Start Campaign"))
        if name:
            self.new_campaign(name)

    def new_campaign(self, name: str) -> bool:
        if self.ops.run(self, self.tr("New Campaign"), lambda storage: storage.campaigns.create(name),
                        Change.CAMPAIGNS) is FAILED:
            return False
        self.choose(name)
        self.statusBar().showMessage(self.tr("Started the campaign '{campaign}': record its first game with {keys}")
                                     .format(campaign=name, keys=self.record_action.shortcut().toString()), 8000)
        return True

    def rename_campaign_dialog(self) -> None:
        old = self.campaign
        if old is None:
            return
        name = dialogs.ask_text(self, self.tr("Rename Campaign"),
                                self.tr("New name for {campaign}:").format(campaign=old), old, verb=self.tr("Rename"))
        if name and name != old:
            self.rename_campaign(name)

    def rename_campaign(self, name: str) -> bool:
        old = self.campaign
        if old is None:
            return False
        if self.ops.run(self, self.tr("Rename Campaign"), lambda storage: storage.campaigns.rename(old, name),
                        Change.CAMPAIGNS) is FAILED:
            return False
        self.undo_stack.clear()  # its commands name the campaign as it was
        self.choose(name)
        self.statusBar().showMessage(self.tr("Renamed {old} to {new}").format(old=old, new=name), 8000)
        return True

    def delete_campaign(self) -> bool:
        name = self.campaign
        if name is None:
            return False
        games = self.standings.games if self.standings else 0
        if not dialogs.confirm(self, self.tr("Delete Campaign"),
                               self.tr("Delete the campaign {campaign} and its %n game(s)?", "", games).format(
                                   campaign=name), self.tr("Delete Campaign"),
                               self.tr("Its drivers' cars stay in the garage. This cannot be undone.")):
            return False
        saved.settings().remove(LAST_CAMPAIGN_KEY)
        if self.ops.run(self, self.tr("Delete Campaign"), lambda storage: storage.campaigns.remove(name),
                        Change.CAMPAIGNS) is FAILED:
            return False
        self.statusBar().showMessage(self.tr("Deleted the campaign {campaign}").format(campaign=name), 8000)
        return True

    # -- showing ----------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Fold the campaign afresh and show it, keeping the chosen driver."""
        driver = self._driver()
        campaign = self.campaign
        standings = None
        if campaign is not None:
            standings = self.ops.run(self, self.tr("Campaign"),
                                     lambda storage: storage.campaigns.standings(campaign)) or None
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
            self.summary.setText(self.tr("No campaign chosen") if self.campaign is None else "")
        else:
            dead = len(standings.memorial())
            self.summary.setText(self.tr("{games}, {alive} alive, {dead} dead").format(
                games=self.tr("%n game(s)", "", standings.games),
                alive=self.tr("%n driver(s)", "", len(standings.drivers) - dead), dead=dead))
        self._enable()

    def _fill_games(self) -> None:
        """The games list needs a query per game; it is read when its tab is shown."""
        if not self._games_stale or self.tabs.currentWidget() is not self.games_view:
            return
        self._games_stale = False
        games = self._games()
        self.games_model.set_rows(games)
        if games:
            self.games_view.selectRow(self.games_view.model().rowCount() - 1)

    def _games(self) -> list[GameRow]:
        campaign = self.campaign
        if campaign is None:
            return []
        return self.ops.run(self, self.tr("Campaign"), lambda storage: storage.campaigns.games(campaign)) or []

    def _driver(self) -> str | None:
        standing = _row(self.standings_view)
        return standing.driver if standing is not None else None

    def _show_driver(self) -> None:
        standing: DriverStanding | None = _row(self.standings_view)
        self.chart.choose(standing.driver if standing else None)
        self.history_view.show()
        self.navigator_history_view.hide()
        if standing is None:
            self.history_label.setText(escape(self._hint(), quote=False))
            self.history_model.set_rows(())
            return
        if standing.status == ALIVE:
            state = self.tr("alive, %n reroll(s) for the next game", "", standing.rerolls)
        else:
            state = (self.tr("died in game {game}: {how}") if standing.death else
                     self.tr("died in game {game}")).format(game=standing.died_in, how=standing.death)
        self.history_label.setText(self.tr("{name}: {state}").format(name=f"<b>{escape(standing.driver)}</b>",
                                                                     state=escape(state)))
        self._wrap(self.history_view, len(standing.history))
        self.history_model.set_rows(standing.history)

    def _hint(self) -> str:
        """What to do next on a screen with nothing to show yet."""
        keys = {action: action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
                for action in (self.new_action, self.record_action)}
        if self.campaign is None:
            return self.tr("No campaign chosen. Start one with New Campaign ({new}), then record each game played "
                           "with Record Game ({record}).").format(new=keys[self.new_action],
                                                                 record=keys[self.record_action])
        if not (self.standings and self.standings.games):
            return self.tr("No games in {campaign} yet. Record the first with Record Game ({record}), or from a game "
                           "result file.").format(campaign=self.campaign, record=keys[self.record_action])
        return self.tr("Choose a driver in the standings to see their games.")

    def _show_navigator(self) -> None:
        """Her own games in the History tab, while she is the one chosen."""
        navigator = _row(self.navigators_view)
        if navigator is None:
            return
        self.history_view.hide()
        self.navigator_history_view.show()
        state = (self.tr("alive, a tally of {rerolls}").format(rerolls=navigator.rerolls) if navigator.status == ALIVE
                 else self.tr("died in game {game}").format(game=navigator.died_in))
        self.history_label.setText(self.tr("{name}, Lady Navigator: {state}").format(
            name=f"<b>{escape(navigator.navigator)}</b>", state=escape(state)))
        self.navigator_history_model.set_rows(navigator.history)
        self.tabs.setCurrentIndex(0)

    def choose_driver(self, name: str) -> bool:
        return _select(self.standings_view, lambda s: s.driver == name)

    # -- games ------------------------------------------------------------------------------------

    def _cars(self) -> list[str]:
        return self.ops.run(self, self.tr("Cars"), lambda storage: storage.garage.names()) or []

    def record_game(self) -> PostGameForm | None:
        """Open the post-game form; it records on Finish and stays open if refused."""
        if self.campaign is None:
            self.error(self.tr("Record Game"), self.tr("choose or start a campaign first"))
            return None
        form = PostGameForm(self._cars(), self.standings, self._record,
                            title=self.tr("Record a Game — {campaign}").format(campaign=self.campaign), parent=self)
        form.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        form.open()
        return form

    def _record(self, result: GameResult) -> bool:
        campaign = self.campaign
        if campaign is None:
            return False
        row = self.ops.run(self, self.tr("Record Game"), lambda storage: storage.campaigns.record(campaign, result),
                           Change.CAMPAIGNS, words=lambda message: player_words(message, _people(result)))
        if isinstance(row, Failed):
            return False
        self.undo_stack.push(RecordGame(self.ops, self, campaign, result, row.number))
        self.statusBar().showMessage(self.tr("Recorded game {number} of {campaign}").format(number=row.number,
                                                                                            campaign=campaign), 8000)
        return True

    def record_file_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Record Game from File"), "",
                                              self.tr("Game results (*{suffix});;All files (*)")
                                              .format(suffix=game_result.SUFFIX))
        if path:
            self.record_file(path)

    def record_file(self, path: str) -> bool:
        """The file goes through the reader `garage-cli campaign record` uses."""
        if self.campaign is None:
            self.error(self.tr("Record Game"), self.tr("choose or start a campaign first"))
            return False
        try:
            result = game_result.load(path)
        except GameResultError as exc:
            self.error(self.tr("Record Game"), str(exc))
            return False
        return self._record(result)

    def export_game_dialog(self) -> None:
        game = self.chosen_game()
        if game is None:
            return
        suggested = f"{self.campaign}-game-{game.number}{game_result.SUFFIX}".replace(" ", "-").lower()
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export Game Result"), suggested,
                                              self.tr("Game results (*{suffix});;All files (*)")
                                              .format(suffix=game_result.SUFFIX))
        if path:
            self.export_game(game, path)

    def export_game(self, game: GameRow, path: str) -> bool:
        """Write `game` (a row of the Games tab) to `path` as a game result file."""
        result = self.ops.run(self, self.tr("Export Game Result"),
                              lambda storage: storage.campaigns.game_result(game.id))
        if isinstance(result, Failed):
            return False
        try:
            game_result.dump(result, path)
        except OSError as exc:
            self.error(self.tr("Export Game Result"),
                       self.tr("cannot write {path}: {reason}").format(path=path, reason=exc.strerror or exc))
            return False
        self.statusBar().showMessage(self.tr("Wrote game {number} to {path}").format(number=game.number, path=path),
                                     8000)
        return True

    def chosen_game(self) -> GameRow | None:
        """The game chosen in the Games tab, else the last one."""
        self._fill_games()
        game: GameRow | None = _row(self.games_view)
        if game is None:
            games = self._games()
            game = games[-1] if games else None
        return game

    def correct_game(self, number: int | None = None) -> PostGameForm | None:
        """Open the chosen game (or game `number`) in the post-game form, to correct it."""
        campaign = self.campaign
        if campaign is None:
            return None
        game = self.chosen_game() if number is None else self.ops.run(
            self, self.tr("Correct Game"), lambda storage: storage.campaigns.game(campaign, number)) or None
        if game is None:
            return None
        game_id = game.id
        before = self.ops.run(self, self.tr("Correct Game"), lambda storage: storage.campaigns.game_result(game_id))
        if isinstance(before, Failed):
            return None
        form = PostGameForm(self._cars(), self.standings,
                            lambda after: self._correct(game, before, after), before, game.number,
                            title=self.tr("Correct Game {number} — {campaign}").format(number=game.number,
                                                                                       campaign=self.campaign),
                            parent=self)
        form.setButtonText(form.WizardButton.FinishButton, self.tr("&Save Correction"))
        form.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        form.open()
        return form

    def _correct(self, game: GameRow, before: GameResult, after: GameResult) -> bool:
        campaign, number = self.campaign, game.number
        if campaign is None:
            return False
        if self.ops.run(self, self.tr("Correct Game"), lambda storage: storage.campaigns.replace_game(game.id, after),
                        Change.CAMPAIGNS, words=lambda message: player_words(message, _people(after))) is FAILED:
            return False
        self.undo_stack.push(CorrectGame(self.ops, self, campaign, number, before, after))
        self.statusBar().showMessage(self.tr("Corrected game {number}; the standings after it are recomputed")
                                     .format(number=number), 8000)
        return True

    def remove_last_game(self) -> bool:
        campaign = self.campaign
        if campaign is None:
            return False
        number = self.ops.run(self, self.tr("Remove Last Game"), lambda storage: storage.campaigns.get(campaign).games)
        if isinstance(number, Failed) or not dialogs.confirm(
                self, self.tr("Remove Last Game"),
                self.tr("Remove game {number} of {campaign}?").format(number=number, campaign=campaign),
                self.tr("Remove Game {number}").format(number=number),
                self.tr("Every standing goes back to how it was before it; Undo puts it back.")):
            return False
        removed = self.ops.run(self, self.tr("Remove Last Game"), lambda storage: storage.campaigns.undo_last(campaign),
                               Change.CAMPAIGNS)
        if isinstance(removed, Failed):
            return False
        self.undo_stack.push(RemoveLastGame(self.ops, self, campaign, removed, number))
        self.statusBar().showMessage(self.tr("Removed game {number} of {campaign}: Undo ({keys}) puts it back").format(
            number=number, campaign=campaign, keys=self.undo_action.shortcut().toString()), 8000)
        return True

    # -- record sheets --------------------------------------------------------------------------

    def sheet_entries(self) -> tuple[list[SheetEntry], list[str]] | None:
        """A sheet for every living driver: the car they drove last, their name and the
        rerolls they take into their next game; and the cars not in the garage."""
        from garage.sheets import SheetEntry
        living = [s for s in self.standings.drivers if s.status == ALIVE] if self.standings is not None else []
        wanted = {s.vehicle for s in living}
        designs = self.ops.run(self, self.tr("Record Sheets"), lambda storage: {
            name: storage.garage.get_design(name) for name in wanted & set(storage.garage.names())})
        if isinstance(designs, Failed):
            return None
        entries = [SheetEntry(designs[s.vehicle], driver=s.driver, rerolls=s.rerolls)
                   for s in living if s.vehicle in designs]
        return entries, [self.tr("{driver}'s {car}").format(driver=s.driver, car=s.vehicle) for s in living
                         if s.vehicle not in designs]

    def preview_sheets(self) -> SheetPreview | None:
        from garage.ui.sheet_dialogs import open_preview
        found = self.sheet_entries()
        if found is None:
            return None
        entries, missing = found
        if missing:
            self.statusBar().showMessage(self.tr("Not in the garage, so no sheet: {cars}")
                                         .format(cars=", ".join(missing)), 10000)
        if not entries:
            self.error(self.tr("Record Sheets"), self.tr("none of the living drivers' cars is in the garage"))
            return None
        what = (str(entries[0].driver) if len(entries) == 1 else
                self.tr("{count} drivers of {campaign}").format(count=len(entries), campaign=self.campaign))
        return open_preview(self, entries, what, self.error)

    # -- layout -------------------------------------------------------------------------------

    def _restore_layout(self) -> None:
        s = saved.settings()
        geometry = s.value(GEOMETRY_KEY)
        if isinstance(geometry, QByteArray) and self.restoreGeometry(geometry):
            state = s.value(SPLITTER_KEY, QByteArray())
            if isinstance(state, QByteArray):
                self.splitter.restoreState(state)
            return
        # Whole on the screen the main window is on, in its middle.
        available = (self.parentWidget() or self).screen().availableGeometry()
        width, height = min(1280, available.width() - 40), min(760, available.height() - 40)
        self.resize(width, height)
        self.move(available.center() - QPoint(width // 2, height // 2))
        self.splitter.setSizes([width * 44 // 100, width * 56 // 100])

    def closeEvent(self, event: QCloseEvent) -> None:
        s = saved.settings()
        s.setValue(GEOMETRY_KEY, self.saveGeometry())
        s.setValue(SPLITTER_KEY, self.splitter.saveState())
        super().closeEvent(event)

    # -- feedback -------------------------------------------------------------------------------

    def error(self, title: str, message: str) -> None:
        show_error(self, title, message)

