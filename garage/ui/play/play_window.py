"""The table: the screen a group keeps on a laptop beside the table for a whole game.

A turn banner (game-turn, phase, movement order, whose move, what the game waits for), one
card per car (car_card.py), the actions the rules allow now (action_form.py), the dice and
decisions the engine asks for (request_panel.py), and the log in plain words (log_pane.py),
which is also the undo history: every committed action is one QUndoCommand, so Ctrl+Z,
Ctrl+Shift+Z and the log's "Go back N actions to here" undo and redo through the engine's own
undo. The engine
appends each action, and a marker for each undo, to the log file as it is played (autosave,
docs/play-log.md), so a killed app resumes at the last committed action.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from itertools import pairwise
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QRect, QSize, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QFont, QGuiApplication, QKeySequence, QPalette, QUndoStack
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QFileDialog,
    QGridLayout,
    QGroupBox,
    QLabel,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from garage.fileio import write_atomic
from garage.rules import rulesets
from garage.ui import boards, dialogs, tools
from garage.ui import settings as saved
from garage.ui.colours import error_colour
from garage.ui.operations import FAILED, OpenGarage, show_error
from garage.ui.play import companion_dialog, garage_access
from garage.ui.play import engine_adapter as engine
from garage.ui.play.action_form import ActionForm
from garage.ui.play.car_card import CarCard, templates_text
from garage.ui.play.log_pane import LogPane
from garage.ui.play.request_panel import RequestPanel
from garage.ui.play.text_block import Paragraph, TextBlock, marked_up, paragraph
from garage.ui.rules_words import spoken
from garage.ui.undo_keys import AlreadyDone, UndoKeyRouter, undo_redo

ZOOM_KEY = "play/zoom"
GEOMETRY_KEY = "play/geometry"
TABLE_KEY = "play/table_layout"  # the game-night layout, on or off
TABLE_SHORTCUT = "Ctrl+Shift+T"
CARD_GROWTH = 1.5  # the cards' text in the game-night layout, against the rest of the screen
DEFAULT_SIZE = (1280, 800)  # the first game's window, made smaller to fit its screen
ZOOMS = (1.0, 1.25, 1.5, 1.75, 2.0, 2.5)
CAMPAIGN_KEY = "play/campaign/"
ACTION_COLUMNS = 3  # the action buttons' columns at actual size
MIN_CONTROLS_WIDTH = 360  # the right pane at actual size; zoomed, as wide as its widest form
CAMPAIGNS_SHORTCUT = "Ctrl+Shift+C"  # as the main window's Campaign menu (campaign_menu.SHORTCUT)


def refusal(exc: Exception) -> str:
    """Why the rules refused: the Phrase they raised with (said in the player's language where
    shown), else the exception's words."""
    said = exc.args[0] if len(exc.args) == 1 else None
    return said if isinstance(said, str) else str(exc)


def banner_lines(status: rulesets.GameStatus, waiting: str,
                 said: dict[tuple[type, str], str] | None = None) -> tuple[Paragraph, ...]:
    """The banner's lines: the rules' own (the one place the banner reads them), what the game
    waits for; `said`: the banner's words already said (text_block.paragraph)."""
    return paragraph(status.banner, said), ((waiting, ""),)


class CardsPane(QWidget):
    """The cards' grid in its scroll area. Its size hint is as tall as its cards are at the
    width they have, not at the hint's own width: QWidget's asks its layout's height at that
    width (twice the room the cards have), and every card laid its changed lines out there as
    well as at their own width, on every action."""

    def sizeHint(self) -> QSize:
        layout = self.layout()
        if layout is None or not layout.hasHeightForWidth() or not self.isVisible():
            return super().sizeHint()
        hint = layout.sizeHint()
        return QSize(hint.width(), layout.totalHeightForWidth(self.width()))


class PlayedAction(AlreadyDone):
    """One committed log line. The screen plays it first; redo plays it again with the dice
    and decisions it recorded, undo pops it from the engine. Its words (`told`, made once) are
    the log's entry, and the whole of it under its game-turn names it in the Undo and Redo items."""

    def __init__(self, window: PlayWindow, line: dict[str, Any], told: Callable[[], engine.Told],
                 made: engine.Told | None = None):
        super().__init__(spoken(made.headed) if made is not None else "", self._play_again)
        self.window, self.line = window, line
        self._told = told
        self._made = made

    def label(self) -> None:
        """Its words for the Undo and Redo menu items, if it was pushed without (a resumed game's
        lines: only the two next to the game's place are ever read)."""
        if not self.text():
            self.setText(spoken(self.told.headed))

    @property
    def told(self) -> engine.Told:
        """Its words: made the first time they are shown (a resumed game's 500 lines are not
        all read at once)."""
        if self._made is None:
            self._made = self._told()
        return self._made

    @property
    def entry(self) -> rulesets.LogEntry:
        """What the log pane shows of it."""
        return self.told.entry

    def _play_again(self) -> None:
        self.window.match.cancel()
        self.window.match.replay_line(self.line)
        self.window.refresh(reset=True)

    def undo(self) -> None:
        self.window.match.undo()
        self.window.refresh(reset=True)


class PlayWindow(QMainWindow):
    closed = Signal()
    refreshed = Signal()  # the screen shows a change of the game: the phones hear of it (companion_server)

    def __init__(self, match: engine.Match, ops: OpenGarage | None = None, campaign: str | None = None,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.match = match
        self.specs = {spec.name: spec for spec in match.action_specs()}  # the game's rule set's actions
        self.ops = ops  # the application's open garage (operations.OpenGarage), for campaigns
        self.campaign = campaign or self._remembered_campaign()
        self.undo_stack = QUndoStack(self)
        self._push_loaded_lines()  # before anything listens to the stack: one update, not one per line
        self.cards: dict[str, CarCard] = {}
        self.forms: dict[str, ActionForm] = {}
        self._status: rulesets.GameStatus | None = None
        zoom = saved.settings().value(ZOOM_KEY, 1.0)
        self.zoom = float(zoom) if isinstance(zoom, int | float | str) else 1.0
        self.table_layout = saved.settings().value(TABLE_KEY, False) in (True, "true")
        self._form_asked = False  # the game-night layout shows a form once the players choose an action

        self.banner = TextBlock(margin=6)  # new words every action: laid out once, painted once
        self.banner.setAccessibleName(self.tr("Turn banner"))
        self.banner.setAutoFillBackground(True)
        self.banner.setBackgroundRole(QPalette.ColorRole.AlternateBase)

        cards = CardsPane()
        card_column = QVBoxLayout(cards)
        self.card_grid = QGridLayout()
        self.card_grid.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.templates = QLabel()  # the templates on the table: what each is, who dropped it
        self.templates.setWordWrap(True)
        self.templates.setAccessibleName(self.tr("Templates on the table"))
        self.templates.hide()
        card_column.addLayout(self.card_grid)
        card_column.addWidget(self.templates)
        card_column.addStretch(1)
        card_scroll = self.card_scroll = QScrollArea()
        card_scroll.setWidgetResizable(True)
        card_scroll.setWidget(cards)

        # Every action whole, with what came of it (a crash's runs to several sentences).
        self.log_pane = LogPane(self.undo_stack)
        self.log_view = self.log_pane.view

        left = QSplitter(Qt.Orientation.Vertical)
        left.addWidget(card_scroll)
        left.addWidget(self.log_pane)
        left.setChildrenCollapsible(False)
        left.setStretchFactor(0, 3)
        left.setStretchFactor(1, 2)
        left.setSizes([450, 300])

        self.action_buttons: dict[str, QPushButton] = {}
        actions_box = self.actions_box = QGroupBox(self.tr("Actions"))
        grid = self.actions_grid = QGridLayout(actions_box)
        grid.setSpacing(3)
        for name in self.specs:
            button = QPushButton(spoken(self.specs[name].menu_title).replace("&", ""))
            button.setCheckable(True)
            button.setAutoExclusive(True)
            button.clicked.connect(lambda _=False, n=name: self.choose_action(n, focus=True))
            self.action_buttons[name] = button
        self._lay_out_buttons()
        self.form_box = QGroupBox(self.tr("Action"))
        self.form_stack = QStackedWidget()
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setAccessibleName(self.tr("Refused"))
        self.play_button = QPushButton(self.tr("Play it (Ctrl+Enter)"))
        self.play_button.clicked.connect(self.play_form)
        form_layout = QVBoxLayout(self.form_box)
        form_layout.addWidget(self.form_stack)
        form_layout.addWidget(self.problem)
        self.requests = RequestPanel()
        self.requests.answered.connect(self.answer)
        self.requests.rollForMe.connect(self.roll_for_me)
        self.requests.cancelled.connect(self.cancel_action)
        self.result_box = QGroupBox(self.tr("The end"))
        self.result_text = QLabel()
        self.result_text.setWordWrap(True)
        self.result_text.setTextFormat(Qt.TextFormat.RichText)
        self.result_text.setAccessibleName(self.tr("Result"))
        self.record_button = QPushButton(self.tr("Record in &campaign..."))
        self.record_button.clicked.connect(self.record_dialog)
        self.export_result_button = QPushButton(self.tr("Export &result..."))
        self.export_result_button.clicked.connect(self.export_result_dialog)
        self.export_log_button = QPushButton(self.tr("Export &log..."))
        self.export_log_button.clicked.connect(self.export_log_dialog)
        end_layout = QVBoxLayout(self.result_box)
        end_layout.addWidget(self.result_text)
        # Two rows, so the pane keeps to its width in a language of longer words (German's).
        buttons = QGridLayout()
        buttons.addWidget(self.record_button, 0, 0, 1, 2)
        buttons.addWidget(self.export_result_button, 1, 0)
        buttons.addWidget(self.export_log_button, 1, 1)
        end_layout.addLayout(buttons)

        controls = QWidget()
        right = QVBoxLayout(controls)
        right.setContentsMargins(0, 0, 4, 0)  # the pane's own frame is margin enough: it fits an 800 wide screen
        for widget in (self.result_box, self.requests, actions_box, self.form_box):
            right.addWidget(widget)
        right.addStretch(1)
        control_scroll = self.control_scroll = QScrollArea()
        control_scroll.setWidgetResizable(True)
        control_scroll.setWidget(controls)
        # Never scrolled sideways: the pane is as wide as its widest form at any zoom (_fit_controls).
        control_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        control_scroll.setMinimumWidth(MIN_CONTROLS_WIDTH)
        # Play it under the scrolled pane, never below the fold of a small screen with a long form open.
        pane = QWidget()
        pane_layout = QVBoxLayout(pane)
        pane_layout.setContentsMargins(0, 0, 0, 0)
        pane_layout.addWidget(control_scroll, 1)
        pane_layout.addWidget(self.play_button)

        body = self.body = QSplitter(Qt.Orientation.Horizontal)
        # A rule set played on a board (Battle Cars) shows it first; a click on it plays as the forms do.
        self.board = boards.for_ruleset(match.rules.key)
        if self.board is not None:
            self.board.chosen.connect(self.play)
            body.addWidget(self.board)
        body.addWidget(left)
        body.addWidget(pane)
        for i, share in enumerate((5, 3, 3) if self.board is not None else (3, 2)):
            body.setStretchFactor(i, share)
        body.setChildrenCollapsible(False)
        central = QWidget()
        outer = QVBoxLayout(central)
        outer.setContentsMargins(4, 4, 4, 4)
        outer.addWidget(self.banner)
        outer.addWidget(body, 1)
        self.setCentralWidget(central)
        self.statusBar()  # there from the start: the first message must not shrink the screen
        self.base_font = self.font()
        self._build_menus()
        # Ctrl+Z in a form's field undoes the game's last action unless the field has typing of its own to undo.
        self.undo_keys = UndoKeyRouter(self)
        self.requests.hold_room()
        if self.zoom != 1.0:  # a new font for every widget is a whole relayout: only when zoomed
            self.apply_zoom(self.zoom)
        else:
            self._banner_font(self.base_font)
        if self.table_layout:
            self.set_table_layout(True)
        self.refresh(reset=True)
        self._restore_geometry()

    # --- menus and keys ------------------------------------------------------------------

    def _action(self, text: str, slot: Callable[..., object],
                shortcut: str | QKeySequence.StandardKey | None = None) -> QAction:
        action = QAction(text, self)
        if isinstance(shortcut, QKeySequence.StandardKey):
            action.setShortcuts(shortcut)
        elif shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def _build_menus(self) -> None:
        K = QKeySequence.StandardKey
        bar = self.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        self.record_action = self._action(self.tr("&Record in Campaign..."), self.record_dialog)
        self.export_result_action = self._action(self.tr("Export &Result..."), self.export_result_dialog)
        self.export_log_action = self._action(self.tr("Export &Log..."), self.export_log_dialog, "Ctrl+Shift+S")
        game.addActions([self.record_action, self.export_result_action, self.export_log_action])
        # Ctrl+Shift+C is the Campaign screen in the main window: here too (its standings and
        # rerolls beside the table), when the game was opened from one.
        self.campaigns_action = self._action(self.tr("&Campaigns..."), self.show_campaigns, CAMPAIGNS_SHORTCUT)
        self.campaigns_action.setEnabled(self._campaign_menu() is not None)
        game.addAction(self.campaigns_action)
        # The players' phones at the table (companion_dialog): in the menu and on the status bar.
        self.invite_action = self._action(self.tr("&Invite Players..."), lambda: companion_dialog.invite(self),
                                          companion_dialog.SHORTCUT)
        self.invite_action.setStatusTip(self.tr("Let each player follow and play their car from a phone's browser"))
        game.addAction(self.invite_action)
        self.statusBar().addPermanentWidget(companion_dialog.status_button(self))
        self.tool_actions: dict[str, QAction] = {}  # by the tool's name
        self.tool_windows: dict[str, QWidget] = {}  # the last window opened of each tool
        for tool in tools.for_ruleset(self.match.rules.key):  # its own windows, beside the table as it is played
            action = self._action(tools.translated(tool.title), lambda _=False, t=tool: self.open_tool(t),
                                  tool.shortcut or None)
            action.setStatusTip(tools.translated(tool.tip))
            self.tool_actions[tool.name] = action
            game.addAction(action)
        game.addSeparator()
        game.addAction(self._action(self.tr("&Close"), self.close, K.Close))
        edit = bar.addMenu(self.tr("&Edit"))
        self.undo_action, self.redo_action = undo_redo(self.undo_stack, self)
        edit.addActions([self.undo_action, self.redo_action])
        self.menu_actions: dict[str, QAction] = {}
        actions = bar.addMenu(self.tr("&Actions"))
        for name, spec in self.specs.items():
            action = self._action(spoken(spec.menu_title), lambda _=False, n=name: self.choose_action(n, focus=True))
            self.menu_actions[name] = action
            actions.addAction(action)
        actions.addSeparator()
        self.play_action = self._action(self.tr("Play the Action"), self.play_form, "Ctrl+Return")
        self.roll_action = self._action(self.tr("Roll for Me"), self.roll_for_me, "Ctrl+R")
        self.cancel_action_action = self._action(self.tr("Cancel the Action"), self.cancel_action, "Esc")
        actions.addActions([self.play_action, self.roll_action, self.cancel_action_action])
        view = bar.addMenu(self.tr("&View"))
        view.addAction(self._action(self.tr("Zoom &In (game night)"), lambda: self.step_zoom(1), K.ZoomIn))
        view.addAction(self._action(self.tr("Zoom &Out"), lambda: self.step_zoom(-1), K.ZoomOut))
        view.addAction(self._action(self.tr("&Actual Size"), lambda: self.apply_zoom(1.0), "Ctrl+0"))
        self.table_action = self._action(self.tr("&Game-Night Layout (cards large, forms on demand)"),
                                         self.set_table_layout, TABLE_SHORTCUT)
        self.table_action.setCheckable(True)
        self.table_action.setChecked(self.table_layout)
        view.addAction(self.table_action)
        view.addSeparator()
        view.addAction(self._action(self.tr("Go to the &Log"), self.log_view.setFocus, "Ctrl+L"))
        view.addAction(self._action(self.tr("Go to the &Dice"), self.requests.face.setFocus, "Ctrl+D"))

    def _campaign_menu(self) -> Any:
        """The Campaign menu of the main window this game was opened from, if any."""
        return getattr(self.parentWidget(), "campaigns", None) if self.ops is not None else None

    def show_campaigns(self) -> QWidget | None:
        menu = self._campaign_menu()
        return menu.show() if menu is not None else None

    def open_tool(self, tool: tools.GameTool) -> QWidget:
        opened = tool.open(self)
        self.tool_windows[tool.name] = opened
        return opened

    def step_zoom(self, direction: int) -> None:
        nearest = min(range(len(ZOOMS)), key=lambda i: abs(ZOOMS[i] - self.zoom))
        self.apply_zoom(ZOOMS[max(0, min(len(ZOOMS) - 1, nearest + direction))])

    def apply_zoom(self, zoom: float) -> None:
        """Game-night mode: every text and circle on the screen grows with the font."""
        self.zoom = zoom
        saved.settings().setValue(ZOOM_KEY, zoom)
        central = self.centralWidget()
        if central is None:
            return
        font = central.font()
        font.setPointSizeF(self.base_font.pointSizeF() * zoom)
        central.setFont(font)
        self._banner_font(font)
        self.requests.hold_room()
        self._card_font()
        self._lay_out_buttons()
        self._fit_controls()

    def set_table_layout(self, on: bool) -> None:
        """The game-night layout, for a laptop turned to the table: the cards large and the
        whole left side, the log out of the way, an action's form only once it is chosen."""
        self.table_layout = bool(on)
        saved.settings().setValue(TABLE_KEY, self.table_layout)
        if self.table_action.isChecked() != self.table_layout:
            self.table_action.setChecked(self.table_layout)
        self._form_asked = False
        log_box = self.log_view.parentWidget()
        if log_box is not None:
            log_box.setVisible(not self.table_layout)
        self._card_font()
        self._show_form_box()
        # The cards take what the right pane does not need; off, the panes share as they opened (3:2).
        sizes = self.body.sizes()
        board = sizes[:1] if self.board is not None else []  # a board keeps its room
        total = sum(sizes) - sum(board) or self.width()
        right = self.control_scroll.minimumWidth() if self.table_layout else total * 2 // 5
        self.body.setSizes([*board, total - right, right])

    def _card_font(self) -> None:
        cards, central = self.card_scroll.widget(), self.centralWidget()
        if cards is None or central is None:
            return
        if self.table_layout:
            font = central.font()
            font.setPointSizeF(font.pointSizeF() * CARD_GROWTH)
            cards.setFont(font)
        else:
            cards.setFont(QFont())  # the rest of the screen's, zoomed with it

    def _show_form_box(self) -> None:
        shown = not self.match.over and (not self.table_layout or self._form_asked)
        self.form_box.setVisible(shown)
        self.play_button.setVisible(shown)

    def _lay_out_buttons(self) -> None:
        """The action buttons in fewer columns as the zoom grows, so the right pane keeps to its width."""
        columns = max(1, int(ACTION_COLUMNS / self.zoom))
        for i, button in enumerate(self.action_buttons.values()):
            self.actions_grid.addWidget(button, i // columns, i % columns)  # moves a button already there
        for column in range(ACTION_COLUMNS):
            self.actions_grid.setColumnStretch(column, 1 if column < columns else 0)

    def _fit_controls(self) -> None:
        """The right pane as wide as what it holds at this zoom, so no form is cut off at its right."""
        controls = self.control_scroll.widget()
        if controls is None:
            return
        bar = self.control_scroll.verticalScrollBar().sizeHint().width()
        frame = 2 * self.control_scroll.frameWidth()
        self.control_scroll.setMinimumWidth(max(MIN_CONTROLS_WIDTH, controls.minimumSizeHint().width() + bar + frame))

    def _banner_font(self, font: QFont) -> None:
        """The banner a size up from the rest, to be read first."""
        banner = self.banner.font()
        banner.setPointSizeF(font.pointSizeF() * 1.3)
        self.banner.setFont(banner)

    def _restore_geometry(self) -> None:
        """Where and how big the last game's window was, maximised too; a place off every screen
        (a monitor since unplugged) is brought back onto one. The first time: a size that fits."""
        geometry = saved.settings().value(GEOMETRY_KEY)
        if isinstance(geometry, QByteArray) and self.restoreGeometry(geometry):
            frame = self.frameGeometry()
            if not any(s.availableGeometry().intersects(frame) for s in QGuiApplication.screens()):
                self.move(self._screen_area().topLeft())
            return
        area = self._screen_area()
        self.resize(min(DEFAULT_SIZE[0], area.width()), min(DEFAULT_SIZE[1], area.height()))

    def _screen_area(self) -> QRect:
        screen = self.screen() or QGuiApplication.primaryScreen()
        return screen.availableGeometry() if screen is not None else QRect(0, 0, *DEFAULT_SIZE)

    # --- showing the game ------------------------------------------------------------------

    def _push_loaded_lines(self) -> None:
        """A resumed game's actions are on the undo stack too, so any of them can be undone."""
        for i, line in enumerate(self.match.lines()[1:], start=1):
            self.undo_stack.push(PlayedAction(self, line, self.match.told_later(i)))
        self.undo_stack.setClean()
        self.undo_stack.indexChanged.connect(self._label_around)
        self._label_around(self.undo_stack.index())

    def _label_around(self, index: int) -> None:
        """The commands Undo and Redo would take say what they are (before the menu reads them)."""
        for i in (index - 1, index):
            command = self.undo_stack.command(i) if 0 <= i < self.undo_stack.count() else None
            if isinstance(command, PlayedAction):
                command.label()

    def refresh(self, reset: bool = False) -> None:
        self.refreshed.emit()
        match = self.match
        title = match.path.name if match.path else self.tr("new game")
        self.setWindowTitle(self.tr("Game Night: {title}").format(title=title))
        if not match.started:
            self.banner.set_paragraphs((marked_up(self.tr("<b>Setting up</b>: the setup rolls its dice first")),))
            self._show_request()
            for button in self.action_buttons.values():
                button.setEnabled(False)
            self.result_box.hide()
            return
        status = self._status = match.status()
        self._show_banner(status)
        self._show_cards(status)
        allowed = match.allowed()
        for name, button in self.action_buttons.items():
            button.setEnabled(allowed[name])
            self.menu_actions[name].setEnabled(allowed[name])
        chosen = self.chosen_action()
        if chosen is None or not allowed.get(chosen, False):
            chosen = self._likely_action(allowed)
            if chosen is not None:
                self.choose_action(chosen, reset=True)
            else:
                self.form_box.setEnabled(False)
        else:
            self.forms[chosen].refresh(match, status, reset)
        self.form_box.setEnabled(chosen is not None and match.pending is None and not match.over)
        self.play_action.setEnabled(self.form_box.isEnabled())
        self.play_button.setEnabled(self.form_box.isEnabled())
        self._show_request()
        self._show_result()
        if self.board is not None:
            self.board.show_game(match)

    def _show_banner(self, status: rulesets.GameStatus) -> None:
        waiting = ((self.tr("the die: {words}") if self.match.pending.kind == "roll" else
                    self.tr("the decision: {words}")).format(words=spoken(self.match.request_words()))
                   if self.match.pending else spoken(status.waiting_for))
        self.banner.set_paragraphs(banner_lines(status, self.tr("Waiting for {what}").format(what=waiting),
                                                self.banner.said))

    def _show_cards(self, status: rulesets.GameStatus) -> None:
        self.log_pane.set_cars(status.cars)
        on_table = templates_text(status)
        self.templates.setText(on_table)
        self.templates.setVisible(bool(on_table))
        columns = 2 if len(status.cars) > 1 and self.board is None else 1  # a board takes the room of one
        for i, car in enumerate(status.cars):
            card = self.cards.get(car.car)
            if card is None:
                card = self.cards[car.car] = CarCard(car.car)
                self.card_grid.addWidget(card, i // columns, i % columns)
            card.show_car(car, status.mover == car.car, car.car in status.to_plot,
                          self.match.rules.waiting_mark)
            pending = self.match.pending
            card.set_concerned(pending is not None and pending.car == car.car)

    def _likely_action(self, allowed: dict[str, bool]) -> str | None:
        """The form to show when the one on screen is no longer allowed: what every turn needs."""
        for name in self.match.rules.likely_actions:
            if allowed.get(name):
                return name
        return next((n for n, ok in allowed.items() if ok), None)

    def chosen_action(self) -> str | None:
        form = self.form_stack.currentWidget()
        return form.name if isinstance(form, ActionForm) else None

    def choose_action(self, name: str, reset: bool = True, focus: bool = False) -> ActionForm:
        """Show the form of action `name`; `focus`: the players chose it, so the keyboard goes
        to its first field to fill (a typed speed lands in Speed)."""
        form = self.forms.get(name)
        if form is None:
            form = self.forms[name] = ActionForm(self.specs[name])
            self.form_stack.addWidget(form)
            for field in form.widgets.values():
                self.undo_keys.watch(field)
            # Tab goes from the action buttons through the form's fields, then to Play it.
            chain = [*form.focus_order(), self.play_button]
            for before, after in pairwise(chain):
                QWidget.setTabOrder(before, after)
            self._fit_controls()  # a new form may be the widest
        self.form_stack.setCurrentWidget(form)
        self.action_buttons[name].setChecked(True)
        self.form_box.setTitle(spoken(self.specs[name].menu_title).replace("&", ""))
        self.problem.clear()
        if self._status is not None:
            form.refresh(self.match, self._status, reset)
        if focus and not self._form_asked:  # the players chose it: the game-night layout shows it now
            self._form_asked = True
            self._show_form_box()
        start = form.first_input() if focus else None
        if start is not None and self.form_box.isEnabled():
            start.setFocus(Qt.FocusReason.ShortcutFocusReason)
            self.control_scroll.ensureWidgetVisible(start)
            if isinstance(start, QAbstractSpinBox):
                start.selectAll()  # a typed number replaces the one shown
        return form

    def _show_request(self) -> None:
        request = self.match.pending
        car = None
        if request is not None and request.car and self._status is not None:
            car = self._status.card_of(request.car)
        self.requests.show_request(request, car, can_cancel=self.match.started,
                                   words=spoken(self.match.request_words()))
        self.roll_action.setEnabled(request is not None and request.kind == "roll")
        self.cancel_action_action.setEnabled(request is not None and self.match.started)

    def _show_result(self) -> None:
        over = self.match.over
        self.actions_box.setVisible(not over)  # nothing left to play: the result in their place
        self._show_form_box()
        if not over:
            self.result_box.hide()
            for action in (self.record_action, self.export_result_action):
                action.setEnabled(False)
            return
        self.control_scroll.verticalScrollBar().setValue(0)
        status = self._status if self._status is not None else rulesets.GameStatus()
        has_result = self.has_result()
        # A rule set that keeps no result (crash tables: practice) offers the log alone.
        self.record_button.setVisible(has_result)
        self.export_result_button.setVisible(has_result)
        self.record_action.setEnabled(has_result and self.ops is not None)
        self.export_result_action.setEnabled(has_result)
        self.result_box.show()
        if not has_result:
            self.result_text.setText(self.tr("<b>The game is over.</b> A game of {rule_set} keeps no result for a "
                                             "campaign, so there is none to record or export: export the log to "
                                             "keep the game.").format(rule_set=escape(spoken(self.match.rules.name))))
            return
        bad = error_colour(self.palette())
        winner = status.winner
        lines = ["<b>" + (self.tr("Winner: {name}").format(name=escape(status.name_of(winner))) if winner
                          else self.tr("Winner: nobody")) + "</b>"]
        for entry in (status.result or {"entries": []})["entries"]:
            who = escape(rulesets.named(entry["vehicle"], entry["driver"] or self.tr("unnamed driver")))
            fate = (self.tr("survived") if entry["survived"] else
                    f"<span style='color:{bad.name()}'>" + self.tr("killed") + "</span>")
            place = self.tr(", place {position}").format(position=entry["position"]) if entry.get("position") else ""
            kills = self.tr(", kills: {cars}").format(cars=escape(", ".join(entry["kills"]))) if entry["kills"] else ""
            lines.append(self.tr("{driver}: {fate}{place}{kills}").format(driver=who, fate=fate, place=place,
                                                                          kills=kills))
        self.result_text.setText("<br>".join(lines))
        self.record_button.setEnabled(self.ops is not None)

    def has_result(self) -> bool:
        """The game is over and its rule set keeps a result of it (a campaign's record)."""
        return self.match.over and self._status is not None and self._status.result is not None

    # --- playing ---------------------------------------------------------------------------

    def refuse(self, message: str) -> None:
        """Say why an action or answer was refused (a rules' Phrase in the player's language)."""
        message = spoken(message)
        colour = error_colour(self.palette()).name()
        self.problem.setText(f"<span style='color:{colour}'>{escape(message)}</span>")
        if self.match.pending is not None:  # about the die or decision asked for: said beside it too
            self.requests.problem.setText(f"<span style='color:{colour}'>{escape(message)}</span>")
        self.statusBar().showMessage(message, 10000)

    def play_form(self) -> bool:
        name = self.chosen_action()
        if name is None or not self.form_box.isEnabled() or self.form_box.isHidden():
            return False  # nothing to play but what the players see
        if self.specs[name].ends_game and not dialogs.confirm(
                self, self.tr("End the Game"), self.tr("End the game now? Nothing more can be played in it."),
                self.tr("End the Game"), self.tr("Undo (Ctrl+Z) takes it back.")):
            return False
        return self.play(self.forms[name].action())

    def play(self, action: dict[str, Any]) -> bool:
        """Start an action; True once it is committed or waiting for dice."""
        if self.problem.text():  # cleared, even empty, it is laid out and painted again
            self.problem.clear()
        try:
            request = self.match.act(action)
        except engine.IllegalAction as exc:
            self.refuse(refusal(exc))
            return False
        self._after(request)
        return True

    def played_elsewhere(self, request: engine.Request | None) -> None:
        """An action a phone started (companion_server): the screen goes on as after Play it."""
        self._after(request)

    def answer(self, value: Any) -> None:
        request = self.match.pending
        words = spoken(self.match.request_words())
        try:
            following = self.match.answer(value)
        except engine.IllegalAction as exc:
            self.refuse(refusal(exc))
            self.refresh()
            return
        if request is not None and request.kind == "roll":
            self.requests.show_rolled(self.tr("{request} - rolled {value}").format(request=words, value=value))
        self._after(following)

    def roll_for_me(self) -> None:
        if self.match.pending is None or self.match.pending.kind != "roll":
            return
        self.answer(self.match.roll_for_me())

    def cancel_action(self) -> None:
        if self.match.pending is not None and self.match.started:
            self.match.cancel()
            self.statusBar().showMessage(self.tr("Cancelled: nothing was played"), 5000)
            self.refresh()

    def _after(self, request: engine.Request | None) -> None:
        if request is None:
            self._form_asked = False  # played: the game-night layout puts its form away
            lines = self.match.lines()
            if len(lines) > 1:
                index = len(lines) - 1  # the setup (line 0) is no undoable action
                # Said once, for the log's entry, the undo command and the status bar.
                later = self.match.told_later(index)
                told = later()
                self.undo_stack.push(PlayedAction(self, lines[index], later, told))
                self.statusBar().showMessage(spoken(told.words), 10000)
            self.refresh(reset=True)
            if self.match.over:
                self.statusBar().showMessage(self.tr("Game over: record it in the campaign, or export the result")
                                             if self.has_result() else self.tr("Game over: export the log to keep it"),
                                             0)
        else:
            self.refresh()

    # --- the end -------------------------------------------------------------------------

    def _remembered_campaign(self) -> str | None:
        if self.match.path is None:
            return None
        value = saved.settings().value(CAMPAIGN_KEY + self.match.path.name, "")
        return str(value) if value else None

    def remember_campaign(self, campaign: str | None) -> None:
        self.campaign = campaign
        if self.match.path is not None:
            key = CAMPAIGN_KEY + self.match.path.name
            if campaign:
                saved.settings().setValue(key, campaign)
            else:
                saved.settings().remove(key)

    def record_dialog(self) -> None:
        if self.ops is None or not self.has_result():
            return
        names = garage_access.campaigns(self.ops, self)
        if names is FAILED:
            return
        if not names:
            self.error(self.tr("Record in Campaign"),
                       self.tr("there is no campaign yet: start one in the Campaign screen"))
            return
        current = names.index(self.campaign) if self.campaign in names else 0
        name = dialogs.choose_item(self, self.tr("Record in Campaign"), self.tr("Campaign:"), names, current,
                                  verb=self.tr("Record"))
        if name:
            self.record_in_campaign(name)

    def record_in_campaign(self, campaign: str) -> bool:
        """Through the same reader and storage call as `garage-cli campaign record`."""
        from garage.rules.game_result import GameResultError
        if self.ops is None or not self.has_result():  # no garage, no campaigns; no result, nothing to record
            return False
        try:
            number = garage_access.record(self.ops, self, campaign, self.match.result(), str(self.match.path or ""))
        except GameResultError as exc:
            self.error(self.tr("Record in Campaign"), str(exc))
            return False
        if number is FAILED:
            return False
        self.remember_campaign(campaign)
        self.statusBar().showMessage(self.tr("Recorded as game {number} of {campaign}")
                                     .format(number=number, campaign=campaign), 10000)
        return True

    def export_result_dialog(self) -> None:
        if not self.has_result():
            return
        stem = self.match.path.stem if self.match.path else "game"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export Result"), f"{stem}.result.json",
                                              self.tr("Game results (*.result.json);;All files (*)"))
        if path:
            self.export_result(path)

    def export_result(self, path: str | Path) -> bool:
        if not self.has_result():
            self.error(self.tr("Export Result"), self.tr("this {rule_set} game has no result to export: export the log")
                       .format(rule_set=spoken(self.match.rules.name)))
            return False
        try:
            write_atomic(Path(path), self.match.result_text().encode("utf-8"))
        except OSError as exc:
            self.error(self.tr("Export Result"), self.tr("{path}: cannot be written ({reason})")
                       .format(path=path, reason=exc.strerror or exc))
            return False
        self.statusBar().showMessage(self.tr("Wrote the result to {path}").format(path=path), 8000)
        return True

    def export_log_dialog(self) -> None:
        name = self.match.path.name if self.match.path else "game.jsonl"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export Log"), name,
                                              self.tr("Play logs (*.jsonl);;All files (*)"))
        if path:
            self.export_log(path)

    def export_log(self, path: str | Path) -> bool:
        try:
            self.match.save_as(path)
        except OSError as exc:
            self.error(self.tr("Export Log"), self.tr("{path}: cannot be written ({reason})")
                       .format(path=path, reason=exc.strerror or exc))
            return False
        self.statusBar().showMessage(self.tr("Wrote the log to {path}").format(path=path), 8000)
        return True

    def error(self, title: str, message: str) -> None:
        show_error(self, title, message)

    def closeEvent(self, event: QCloseEvent) -> None:
        saved.settings().setValue(GEOMETRY_KEY, self.saveGeometry())  # maximised or not, where it was
        self.match.cancel()  # an action half-entered is not saved; committed ones already are
        self.match.close()  # and the log is free for another Garage to play
        companion_dialog.stop(self)  # the phones' server listens only while the game is open
        self.closed.emit()
        event.accept()
