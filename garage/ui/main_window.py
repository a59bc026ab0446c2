"""The main window: the garage list, the car editor and the rules' verdict side by side.

The window is a thin shell: widgets report what the user did, the window turns each action
into one command on the undo stack (commands.py) or one operation on the open garage
(operations.py, which reports storage errors and announces what changed). Its menus' parts
are objects of their own: the garage files (file_menu.py), vehicle files in and out
(import_export.py), record sheets (sheet_menu.py), campaigns (campaign_menu.py) and game
night (play/play_menu.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QKeySequence,
    QResizeEvent,
    QUndoStack,
)
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QSplitter,
    QStackedWidget,
    QStyle,
    QUndoView,
    QWidget,
)

from garage import __version__
from garage.rules import rulesets
from garage.ui import dialogs, editors
from garage.ui import settings as saved
from garage.ui.campaign_menu import CampaignMenu
from garage.ui.commands import AddCars, EditCar, RemoveCars, what
from garage.ui.document import GarageDocument
from garage.ui.file_menu import FileMenu, database_label
from garage.ui.garage_list import GarageList
from garage.ui.import_export import ImportExport
from garage.ui.operations import FAILED, Change, Failed, OpenGarage, first_list, show_error
from garage.ui.play.play_menu import PlayMenu
from garage.ui.report_panel import ReportPanel
from garage.ui.rules_words import spoken
from garage.ui.sheet_menu import SheetMenu
from garage.ui.side_dock import SideDock
from garage.ui.undo_keys import UndoKeyRouter, toolbar_steps, undo_redo
from garage.ui.window_actions import window_action

if TYPE_CHECKING:
    # The designs' type for annotations: it loads with the open garage's first car, not before
    # the window has listed the cars.
    from garage.rules.design import Vehicle
    from garage.sheets import SheetOptions
    from garage.storage import Garage
    from garage.ui.help_window import HelpWindow
    from garage.ui.report_problem import ReportProblemDialog
    from garage.ui.sheet_dialogs import SheetPreview

SP = QStyle.StandardPixmap
SIDES = (Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea)
# A dock's events after which the side is arranged again (MainWindow.eventFilter)
_DOCK_MOVES = (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.Hide)


class NoEditor(QLabel):
    """The panel of a rule set that has no editor: its cars are shown, never changed here."""

    edited = Signal(object, str, str)
    status = Signal(str)

    def __init__(self, ruleset: rulesets.RuleSet, parent: QWidget | None = None):
        super().__init__(parent)
        self.ruleset = ruleset
        self.name_taken = lambda name: False
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.setMargin(12)
        self.setAccessibleName("Car")

    def set_design(self, design: Vehicle | None) -> None:
        if design is None:
            self.setText("")
            return
        import html

        kind = self.ruleset.vehicle_class_name(design)
        lines = self.ruleset.vehicle_summary(design, self.ruleset.validate(design))
        self.setText(f"<b>{html.escape(design.name)}</b> ({html.escape(spoken(self.ruleset.name))}"
                     f"{', ' + html.escape(kind) if kind else ''})<br>{'<br>'.join(map(html.escape, lines))}<br><br>"
                     + self.tr("Garage has no editor for {rule_set} cars: export the car, edit its file and "
                               "import it again.").format(rule_set=html.escape(spoken(self.ruleset.name))))


class MainWindow(QMainWindow):
    games_folder: Path | None = None  # where games autosave; None: the user data folder's

    def __init__(self, garage: Garage | None = None, parent: QWidget | None = None,
                 ops: OpenGarage | None = None) -> None:
        """`ops` is the application's open garage (app.py); without it the window makes its
        own, holding `garage` if one is given."""
        super().__init__(parent)
        self.ops = ops if ops is not None else OpenGarage(garage, self)
        self.ops.changed.connect(self._storage_changed)
        self.document: GarageDocument | None = None
        self.current: int | None = None
        self.help_window: HelpWindow | None = None
        self.report_dialog: ReportProblemDialog | None = None
        # With no garage given, the app opens one as soon as the window is shown (app.py).
        self.opening = self.ops.garage is None
        # The list shows a first look at the garage being opened, not yet the garage itself.
        self.first_look = False
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._clean_changed)

        self.list = GarageList()
        self.list.currentCarChanged.connect(self.show_car)
        self.list.table.doubleClicked.connect(lambda _: self.focus_name())
        # One editor panel per rule set (garage/ui/editors), made when a car of it is first shown;
        # `editor` is the default rule set's (A&A II's car editor). None is made before a garage
        # is open: the editor with its rules data was a third of the window's making, which the
        # cars' first paint waits for, and a first look's cars cannot be opened anyway.
        self.editors = QStackedWidget()
        # A panel is a QWidget with the signals and methods garage/ui/editors names.
        self.panels: dict[str, Any] = {}
        self.side_dock = SideDock(self.tr("Matchup"), self)  # the A&A II editor's Matchup, made with the editor
        self.report = ReportPanel()
        self.report.subjectActivated.connect(self.select_subject)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setChildrenCollapsible(False)
        for widget in (self.list, self.editors, self.report):
            self.splitter.addWidget(widget)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 4)
        self.splitter.setStretchFactor(2, 3)
        self.setCentralWidget(self.splitter)
        self.count_label = QLabel()
        self.count_label.setAccessibleName("Cars shown")
        self.statusBar().addPermanentWidget(self.count_label)
        self.list.proxy.rowsInserted.connect(self._update_count)
        self.list.proxy.rowsRemoved.connect(self._update_count)
        self.list.proxy.modelReset.connect(self._update_count)
        self.list.proxy.layoutChanged.connect(self._update_count)
        # The report as a tab of the Matchup's pane while the window is too narrow for both
        # beside the editor (_arrange_side); the splitter as it was with the report in it.
        self.report_tabbed = False
        self._splitter_beside = QByteArray()
        self._least_width = 0  # the window's least width when set (_set_least_width), else 0
        self._widen_report = False  # the report just back beside the editor: readable when resized
        self.splitter.installEventFilter(self)

        self._build_actions()
        self._build_menus()
        self.campaigns = CampaignMenu(self, self.ops)
        self.undo_keys = UndoKeyRouter(self)
        self.play = PlayMenu(self)
        self.setAcceptDrops(True)
        self._restore_layout()
        self.show_garage()

    # -- actions and menus ---------------------------------------------------------------------

    def _action(self, text: str, slot: Callable[[], object], shortcut: QKeySequence.StandardKey | str | None = None,
                icon: str | None = None, fallback: SP | None = None, tip: str = "") -> QAction:
        return window_action(self, text, slot, shortcut, icon, fallback, tip)

    def _build_actions(self) -> None:
        K = QKeySequence.StandardKey
        a = self._action
        self.new_action = a(self.tr("&New Car"), self.new_car, K.New, "document-new", SP.SP_FileIcon,
                            self.tr("Add a new car"))
        self.duplicate_action = a(self.tr("&Duplicate Car"), self.duplicate_cars, "Ctrl+D", "edit-copy",
                                  SP.SP_FileLinkIcon, self.tr("Copy the selected cars"))
        self.rename_action = a(self.tr("&Rename Car"), self.rename_car, "F2", None, None,
                               self.tr("Rename the selected car"))
        self.delete_action = a(self.tr("De&lete Car"), self.delete_cars, K.Delete, "edit-delete", SP.SP_TrashIcon,
                               self.tr("Remove the selected cars from the garage"))
        # F2 and Delete act on the garage list only: in the editor they edit a weapon's cell
        # or take off a part.
        for action in (self.rename_action, self.delete_action):
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.files = FileMenu(self)
        self.import_export = ImportExport(self)
        self.sheets = SheetMenu(self)
        self.quit_action = a(self.tr("&Quit"), self.close, K.Quit, "application-exit", None)
        self.undo_action, self.redo_action = undo_redo(self.undo_stack, self)
        self.undo_button_action, self.redo_button_action = toolbar_steps(self.undo_stack, self.undo_action,
                                                                         self.redo_action, self)
        self.find_action = a(self.tr("&Find Car"), self._focus_filter, K.Find, "edit-find", None)
        self.help_action = a(self.tr("Garage &Help"), self.show_help, K.HelpContents, "help-contents",
                             SP.SP_DialogHelpButton,
                             self.tr("The user guide, the A&A II rules, the rulings and quick look-ups"))
        self.about_action = a(self.tr("&About Garage"), self.about, None, "help-about", None)
        self.about_qt_action = a(self.tr("About &Qt"), QApplication.aboutQt, None, None, None)
        self.report_action = a(self.tr("&Report a Problem..."), self.report_problem, None, None, None,
                               self.tr("Where Garage's log is, and what to attach to a bug report"))
        self.list.table.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.list.table.addActions([self.new_action, self.duplicate_action, self.rename_action, self.delete_action,
                                    self.import_export.export_action, self.sheets.sheets_action,
                                    self.sheets.preview_action])

    def _build_menus(self) -> None:
        bar = self.menuBar()
        garage_menu = bar.addMenu(self.tr("&Garage"))
        files, io, sheets = self.files, self.import_export, self.sheets
        for item in (self.new_action, self.duplicate_action, self.rename_action, self.delete_action, None,
                     files.save_action, files.open_action, files.recent_menu, files.new_garage_action, None,
                     io.import_action, io.examples_menu,
                     io.export_action, None, sheets.sheets_action, sheets.preview_action, sheets.print_action, None,
                     self.quit_action):
            if item is None:
                garage_menu.addSeparator()
            elif isinstance(item, QMenu):
                garage_menu.addMenu(item)
            else:
                garage_menu.addAction(item)
        edit = bar.addMenu(self.tr("&Edit"))
        edit.addActions([self.undo_action, self.redo_action])
        edit.addSeparator()
        edit.addAction(self.find_action)
        history = QDockWidget(self.tr("History"), self)
        history.setObjectName("history-dock")
        view = QUndoView(self.undo_stack)
        view.setEmptyLabel(self.tr("Opened"))
        view.setAccessibleName(self.tr("Undo history"))
        # Some eighteen characters of a step's name at its least: in a column of its own beside
        # a 1024 px window's list, editor and Matchup it was squeezed to 70 px, "Add Machin".
        view.setMinimumWidth(view.fontMetrics().averageCharWidth() * 18)
        history.setWidget(view)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, history)
        history.hide()
        self.history_action = history.toggleViewAction()
        self.history_action.setText(self.tr("Undo &History"))
        self.history_action.setShortcut(QKeySequence("Ctrl+H"))
        view_menu = bar.addMenu(self.tr("&View"))
        view_menu.addAction(self.history_action)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.side_dock)
        self.side_dock.hide()
        for changed in (self.side_dock.visibilityChanged, self.side_dock.topLevelChanged,
                        self.side_dock.dockLocationChanged):
            changed.connect(lambda *_: self._arrange_side())
        # Whether a dock shares the Matchup's column or stands beside it is seen in their places
        # (_docks_beside), set only when the window lays its docks out, after any signal of the
        # move: the Undo History put beside the Matchup was counted in its column until the next
        # resize. So the side is arranged again once the docks have moved or been resized, after
        # the layout's pass (one queued call for all of its moves).
        self._docks_moved = QTimer(self)
        self._docks_moved.setSingleShot(True)
        self._docks_moved.setInterval(0)
        self._docks_moved.timeout.connect(lambda: self._arrange_side())
        for dock in (history, self.side_dock):
            dock.installEventFilter(self)
        self.matchup_action = self.side_dock.toggleViewAction()
        self.matchup_action.setText(self.tr("&Matchup Lab"))
        self.matchup_action.setShortcut(QKeySequence("Ctrl+Shift+M"))
        # Before the dock is shown (the action's toggled comes first): shown beside the report
        # at its least width, it pushed a 1024 px window wider.
        self.matchup_action.toggled.connect(self._arrange_side)
        self.matchup_action.triggered.connect(self._share_column)  # after the dock is shown
        view_menu.addAction(self.matchup_action)
        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addActions([self.help_action, self.about_action, self.about_qt_action])
        help_menu.addSeparator()
        help_menu.addAction(self.report_action)
        toolbar = self.addToolBar(self.tr("Main"))
        toolbar.setObjectName("main-toolbar")
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        toolbar.addActions([self.new_action, self.duplicate_action, self.delete_action])
        toolbar.addSeparator()
        toolbar.addActions([files.save_action, self.undo_button_action, self.redo_button_action])
        toolbar.addSeparator()
        toolbar.addActions([io.import_action, sheets.preview_action])

    # -- the garage being edited --------------------------------------------------------------

    @property
    def garage(self) -> Garage | None:
        return self.ops.garage

    @property
    def editor(self) -> Any:
        """The default rule set's editor panel (A&A II's car editor), made if not yet."""
        return self.panel_for(rulesets.DEFAULT)

    def _storage_changed(self, changes: Change) -> None:
        if changes & Change.GARAGE:
            self.show_garage()

    def show_first_list(self, url: str | None) -> bool:
        """List the cars of the garage at `url` before it is open (operations.first_list), so
        they are on screen while the database layer loads; nothing can be done with them until
        open_database puts the garage's own list in their place, or takes them away if it
        cannot open it. True if they are shown."""
        if self.document is not None:
            return False
        cars = first_list(url)
        if not cars:
            return False
        # Keyed by their stored ids: nothing is done with a first look's car (show_car).
        self.list.show_first_look(cars)
        self.first_look = True
        self.statusBar().showMessage(self.tr("Opening the garage..."))
        return True

    def drop_first_list(self) -> None:
        """Take a first look's cars away: the garage they came from did not open."""
        if self.first_look and self.document is None:
            self.list.end_first_look()
        self.first_look = False

    def show_garage(self) -> None:
        """Show the garage the application has open, as saved: a new working copy."""
        self.first_look = False
        self.list.end_first_look()
        garage = self.garage
        document: GarageDocument | Failed = FAILED
        if garage is not None:
            document = self.ops.run(self, "Open Garage", lambda storage: GarageDocument(storage, self))
        if self.document is not None:
            self.document.deleteLater()
        self.undo_stack.clear()
        self.current = None
        if garage is None or isinstance(document, Failed):
            self.document = None
            self.list.model.set_rows([])
            self.setWindowTitle(self.tr("Garage"))
            self.show_car(None)
            return
        self.document = document
        document.added.connect(lambda key: self.list.model.insert_row(document.row(key)))
        document.removed.connect(self._car_removed)
        document.changed.connect(self._car_changed)
        document.touched.connect(self.list.select_key)
        self.list.model.set_rows(document.rows())
        self.list.select_first()
        if self.current is None:
            self.show_car(None)
        # Qt adds " — Garage" (the application's display name) on Linux and Windows.
        self.setWindowTitle(f"{database_label(garage)}[*]")
        self.setWindowModified(False)
        saved.remember_database(garage.url_to_remember)
        self._update_count()

    def show_car(self, key: int | None) -> None:
        if self.document is None:
            key = None  # a first look's car (show_first_list): the garage is still opening
        self.current = key
        design: Vehicle | None = None
        document = self.document
        if key is not None and document is not None:
            shown: int = key
            found = self.ops.run(self, "Open Car", lambda _: document.design(shown))
            if isinstance(found, Failed):
                key = self.current = None
            else:
                design = found
        if design is not None or document is not None or self.panels:
            panel = self.panel_for(design.ruleset if design is not None else rulesets.DEFAULT)
            self.editors.setCurrentWidget(panel)
            self.side_dock.follow(panel)
            panel.set_design(design)
        self.report.show_report(rulesets.get(design.ruleset).validate(design) if design is not None else None)
        has_car = key is not None
        for action in (self.new_action, self.files.save_action, self.import_export.import_action):
            action.setEnabled(self.document is not None)
        for action in (self.duplicate_action, self.rename_action, self.delete_action, self.import_export.export_action,
                       self.sheets.sheets_action, self.sheets.preview_action, self.sheets.print_action):
            action.setEnabled(has_car)

    def _car_changed(self, key: int) -> None:
        if self.document is None:
            return
        self.list.model.update_row(self.document.row(key))
        if key == self.current:
            self.show_car(key)

    def _car_removed(self, key: int) -> None:
        self.list.model.remove_key(key)
        if key == self.current or self.list.current_key() is None:
            self.show_car(self.list.current_key())

    def _clean_changed(self, clean: bool) -> None:
        self.setWindowModified(not clean)

    def _update_count(self, *_: object) -> None:
        shown, total = self.list.proxy.rowCount(), self.list.model.rowCount()
        cars = (self.tr("{count} car") if total == 1 else self.tr("{count} cars")).format(count=total)
        self.count_label.setText(self.tr("{shown} of {cars} shown").format(shown=shown, cars=cars)
                                 if self.list.filtering() else cars)

    def _edited(self, design: Vehicle, text: str, merge: str) -> None:
        if self.current is None or self.document is None:
            return
        before = self.document.design(self.current)
        self.undo_stack.push(EditCar(self.document, self.current, before, design, text, merge))

    def select_subject(self, subject: str) -> None:
        select = getattr(self.editors.currentWidget(), "select_subject", None)
        if select is None or not select(subject):
            self.report.breakdown.setFocus()

    # -- garage actions ------------------------------------------------------------------------

    def panel_for(self, key: str) -> Any:
        """The editor panel of a rule set, made the first time; a rule set without one shows
        its cars read only (the report beside says what the rules make of them)."""
        panel: Any = self.panels.get(key)
        if panel is None:
            ruleset = rulesets.get(key)
            panel = editors.panel(ruleset) or NoEditor(ruleset)
            panel.edited.connect(self._edited)
            panel.name_taken = lambda name: self.document is not None and \
                self.document.name_taken(name, other_than=self.current)
            panel.status.connect(lambda text: self.statusBar().showMessage(text, 8000))
            self.panels[key] = panel
            self.editors.addWidget(panel)
            self._tab_into_place(panel)
            if hasattr(self, "undo_keys"):  # made after the window (else the router finds it)
                self.undo_keys.watch_all(panel)
            side = self.side_dock.add(panel)
            if side is not None:  # the garage's cars and the saved copy, read through operations
                side.opponents = self._side_opponents  # type: ignore[attr-defined]
                side.load_opponent = self._side_opponent  # type: ignore[attr-defined]
                side.saved_copy = self._side_saved_copy  # type: ignore[attr-defined]
            self._arrange_side()  # the editor's width is known now
        return panel

    def _side_opponents(self) -> list[str]:
        document = self.document
        return [] if document is None else [row.name for row in document.rows()]

    def _side_opponent(self, name: str) -> Vehicle | None:
        document = self.document
        key = None if document is None else document.key_for(name)
        if document is None or key is None:
            return None
        found = self.ops.run(self, "Matchup", lambda _: document.design(key))
        return None if isinstance(found, Failed) else found

    def _side_saved_copy(self) -> Vehicle | None:
        document, key = self.document, self.current
        if document is None or key is None:
            return None
        found = self.ops.run(self, "Matchup", lambda _: document.saved_design(key))
        return None if isinstance(found, Failed) else found

    def _tab_into_place(self, panel: QWidget) -> None:
        """Tab goes from the garage list through `panel` to the report, whenever the panel was
        made: Qt puts a widget made later at the end of the window's Tab chain, so the panel's
        part of the chain is moved in after its stack, widget by widget in its own order.
        setTabOrder moves only a widget that takes the focus: each is made so for the move.
        (Not through focusProxy(): PySide 6.11 crashes at exit after it is read of these.)"""
        block: list[QWidget] = [panel]
        widget = panel.nextInFocusChain()
        while widget is not None and panel.isAncestorOf(widget):
            block.append(widget)
            widget = widget.nextInFocusChain()
        own = [(w, w.focusPolicy()) for w in (self.editors, *block)]
        for w, _ in own:
            w.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        for first, second in zip([self.editors, *block], block):
            QWidget.setTabOrder(first, second)
        # Setting a widget's policy sets its focus proxy's too (a group box's, its first field's):
        # until each has its own again.
        wrong = own
        for _ in own:  # a proxy chain is at most that long (Qt refuses a loop of proxies)
            for w, policy in wrong:
                w.setFocusPolicy(policy)
            wrong = [(w, policy) for w, policy in own if w.focusPolicy() != policy]
            if not wrong:
                break

    def focus_name(self) -> None:
        """Into the shown car's name field, its text selected (a panel without one: the panel)."""
        panel = self.editors.currentWidget()
        name = getattr(panel, "name", None)
        if isinstance(name, QWidget):
            name.setFocus(Qt.FocusReason.ShortcutFocusReason)
            if hasattr(name, "selectAll"):
                name.selectAll()
        elif panel is not None:
            panel.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def choose_ruleset(self) -> rulesets.RuleSet | None:
        """The rule set of a new car: asked only when more than one is known."""
        known = sorted(rulesets.all_rulesets(), key=lambda r: (r.key != rulesets.DEFAULT, r.name))
        if len(known) == 1:
            return known[0]
        name = dialogs.choose_item(self, self.tr("New Car"), self.tr("Rule set:"), [spoken(r.name) for r in known])
        return next((r for r in known if spoken(r.name) == name), None)

    def new_car(self) -> None:
        if self.document is None:
            return
        ruleset = self.choose_ruleset()
        if ruleset is None:
            return
        design = ruleset.new_design(self.document.unused_name("New Car"))
        self.undo_stack.push(AddCars(self.document, [design], self.tr("New car")))
        self.focus_name()

    def designs(self, keys: list[int], title: str) -> list[Vehicle] | None:
        """The working designs of `keys`; a car not yet read from the garage is read now,
        by an operation, so a storage failure is reported (None) like any other."""
        document = self.document
        if document is None:
            return None
        designs = self.ops.run(self, title, lambda _: document.designs(keys))
        return None if isinstance(designs, Failed) else designs

    def duplicate_cars(self) -> None:
        if self.document is None:
            return
        originals = self.designs(self.list.selected_keys(), self.tr("Duplicate Car")) or []
        copies = []
        for design in originals:
            copies.append(replace(design, name=self.document.unused_name(f"{design.name} (copy)")))
        if copies:
            self.undo_stack.push(AddCars(self.document, copies,
                                         self.tr("Duplicate {cars}").format(cars=what(originals))))

    def rename_car(self) -> None:
        """Rename in place: the name field, checked as it is typed (a taken or empty name is
        flagged there and never applied)."""
        if self.list.current_key() is None:
            return
        self.focus_name()

    def delete_cars(self) -> None:
        keys = self.list.selected_keys()
        if not keys or self.document is None:
            return
        names = [self.document.row(k).name for k in keys]
        what = f"'{names[0]}'" if len(names) == 1 else self.tr("{count} cars").format(count=len(names))
        verb = self.tr("Delete Car") if len(names) == 1 else self.tr("Delete {count} Cars").format(count=len(names))
        if not dialogs.confirm(self, verb, self.tr("Delete {cars} from the garage?").format(cars=what),
                               verb, self.tr("Undo brings it back until you close Garage.")) or \
                self.designs(keys, verb) is None:
            return  # the undo step keeps each design: read them before the cars go
        self.undo_stack.push(RemoveCars(self.document, keys, self.tr("Delete {cars}").format(cars=what)))
        self.statusBar().showMessage(self.tr("Deleted {cars}: Undo ({keys}) brings it back").format(
            cars=what, keys=self.undo_action.shortcut().toString()), 8000)

    # -- the window's files, kept by its file, import/export and sheet objects -----------------

    def save(self) -> bool:
        return self.files.save()

    def open_database(self, url: str | None) -> bool:
        """Open `url` (None: the default garage, created with the example cars on first run)."""
        return self.files.open_database(url)

    def maybe_save(self) -> bool:
        return self.files.maybe_save()

    def import_files(self, paths: list[str]) -> bool:
        return self.import_export.import_files(paths)

    def add_example_cars(self, key: str) -> list[Vehicle]:
        return self.import_export.add_example_cars(key)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self.import_export.dropped_files(event.mimeData()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        paths = self.import_export.dropped_files(event.mimeData())
        if paths:
            event.acceptProposedAction()
            self.import_files(paths)

    def export_cars(self, folder: str) -> list[Path]:
        return self.import_export.export_cars(folder)

    def export_sheets(self, path: str, options: SheetOptions) -> bool:
        return self.sheets.export_sheets(path, options)

    def preview_sheets(self) -> SheetPreview | None:
        return self.sheets.preview_sheets()

    # -- help ----------------------------------------------------------------------------------

    def report_problem(self) -> None:
        from garage.ui.report_problem import ReportProblemDialog

        if self.report_dialog is None:
            self.report_dialog = ReportProblemDialog(self)
        self.report_dialog.show()
        self.report_dialog.raise_()

    def show_help(self) -> HelpWindow:
        if self.help_window is None:
            # The rules text and look-ups: imported when Help is first asked for.
            from garage.ui.help_window import HelpWindow

            self.help_window = HelpWindow(self)
        self.help_window.show()
        self.help_window.raise_()
        self.help_window.activateWindow()
        return self.help_window

    def about(self) -> None:
        import html

        QMessageBox.about(
            self, self.tr("About Garage"),
            f"<h3>Garage {__version__}</h3>"
            + self.tr("<p>Design, check and print cars for <i>Axles and Alloys II</i>, "
                      "the game of converted toy cars shooting each other to bits.</p>"
                      "<p>The rules are the A&amp;A II playtest version of 11 February 2010, free from its author; "
                      "where they are silent, Garage follows its rulings (Help &gt; Garage Help &gt; Rulings).</p>")
            + (self.tr("<p>Garage database: {garage}</p>").format(garage=html.escape(self.garage.shown))
               if self.garage is not None else ""))

    def _focus_filter(self) -> None:
        self.list.filter.setFocus()
        self.list.filter.selectAll()

    def error(self, title: str, message: str) -> None:
        show_error(self, title, message)

    # -- closing and layout ---------------------------------------------------------------------

    def _separator(self) -> int:
        """The width of the handle between a dock and the central widget or another dock."""
        return self.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetSeparatorExtent)

    def _readable(self) -> int:
        """The width the report and the Matchup are read at: some forty characters a line."""
        return self.report.fontMetrics().averageCharWidth() * 40

    def _docks_beside(self) -> tuple[int, int]:
        """(column, others): the least width of the docks sharing the side dock's column (one
        above another, or tabs: the Undo History as it opens), and that of the docked panes in
        columns of their own (the Undo History moved to the left), each with its separator:
        the room they take beside the list, the editor, the report and the Matchup."""
        dock = self.side_dock
        area = self.dockWidgetArea(dock)
        separator = self._separator()
        laid_out = dock.isVisible() and dock.width() >= dock.minimumSizeHint().width()
        column = others = 0
        for other in self.findChildren(QDockWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
            where = self.dockWidgetArea(other)
            if other is dock or other.isHidden() or other.isFloating() or where not in SIDES:
                continue
            least = max(other.minimumSizeHint().width(), other.minimumWidth())
            # Docks of one area share a column unless put side by side (seen once both are
            # laid out: a dock not yet shown has no place of its own to compare).
            beside = laid_out and (other.geometry().right() < dock.x() or dock.geometry().right() < other.x())
            if where == area and not beside:
                column = max(column, least)
            else:  # as wide as it is: a narrower window takes the room from the report first
                others += max(least, other.width()) + separator
        return column, others

    def side_by_side_width(self) -> int:
        """The window's width that fits the list, the editor, the report and the Matchup side
        by side, each at a width it is read at (the report and the Matchup some forty
        characters a line), and the docks in columns of their own; narrower, the report is a
        tab of the Matchup's pane."""
        readable = self._readable()
        separator = self._separator()
        handles = 2 * self.splitter.handleWidth() + separator
        column, others = self._docks_beside()
        return (self.list.minimumSizeHint().width() + self.editors.minimumSizeHint().width() + handles
                + max(readable, self.report.minimumSizeHint().width())
                + max(readable, self.side_dock.minimumSizeHint().width(), column) + others)

    def tabbed_width(self) -> int:
        """The window's least width with the report a tab of the Matchup's pane: the list and
        the editor at their least, the pane (the wider of the Matchup and the report) and the
        docks beside. What the window may be narrowed to while the Matchup is docked at its side,
        in one go: side by side, the four panes' least widths added up to 1025 px, so a window
        manager's resize to a 1024 px screen stopped there."""
        dock = self.side_dock
        separator = self._separator()
        pane = dock.minimumSizeHint().width()
        if not self.report_tabbed:  # the report's tab will make the pane as wide as the report
            pane += max(0, self.report.minimumSizeHint().width() - dock.stack.minimumSizeHint().width())
        column, others = self._docks_beside()
        return (self.list.minimumSizeHint().width() + self.editors.minimumSizeHint().width()
                + self.splitter.handleWidth() + separator + max(pane, column) + others)

    def _tabbable(self, shown: bool) -> bool:
        """Whether the report may be a tab of the Matchup's pane: the pane shown at a side."""
        dock = self.side_dock
        return shown and not dock.isFloating() and self.dockWidgetArea(dock) in SIDES

    def _arrange_side(self, shown: bool | None = None) -> None:
        """The report beside the editor, or, while the Matchup is docked at the side of a window
        too narrow for both (side_by_side_width), a tab beside the Matchup: at 1024x640 the
        list, the editor, the report and the Matchup each sat at their least width, the report
        some 120 px, too narrow to read. `shown`: whether the dock is (about to be) shown."""
        dock = self.side_dock
        shown = not dock.isHidden() if shown is None else shown
        tabbed = self._tabbable(shown) and self.width() < self.side_by_side_width()
        if not tabbed and not self.report_tabbed:
            # The splitter as it last stood with the report in it: tabbed by a resize, the
            # layout has squeezed it already.
            self._splitter_beside = self.splitter.saveState()
        if tabbed != self.report_tabbed:
            self.report_tabbed = tabbed
            if tabbed:
                if dock.isHidden():  # about to be shown: the splitter as the user left it
                    self._splitter_beside = self.splitter.saveState()
                dock.take_report(self.report)  # out of the splitter
                dock.show_matchup()
                # The pane takes what the list, the editor and the other docks leave at their
                # least (a few pixels spare: a pixel too many widens the window, which a small
                # screen has not).
                separator = self._separator()
                central = self.splitter.minimumSizeHint().width()
                others = self._docks_beside()[1]
                self.resizeDocks([dock], [max(dock.minimumSizeHint().width(),
                                              self.width() - central - separator - others - 4)],
                                 Qt.Orientation.Horizontal)
            else:
                dock.give_back_report()
                self.splitter.insertWidget(2, self.report)
                self.report.show()
                if not self._splitter_beside.isEmpty():
                    self.splitter.restoreState(self._splitter_beside)
                self._report_readable()
                self._widen_report = True  # again once the splitter has the room (the dock hidden)
        self._set_least_width(self._tabbable(shown) and not tabbed)

    def _report_readable(self) -> None:
        """The report back beside the editor at a width it is read at, taken from the list's and
        the editor's room above their least (the splitter as it stood may give it less, the
        tabbed pane having taken the room)."""
        sizes = self.splitter.sizes()
        need = self._readable() - sizes[2]
        for index, widget in ((1, self.editors), (0, self.list)):
            spare = min(max(0, need), max(0, sizes[index] - widget.minimumSizeHint().width()))
            sizes[index] -= spare
            sizes[2] += spare
            need -= spare
        self.splitter.setSizes(sizes)

    def _set_least_width(self, side_by_side: bool) -> None:
        """The window's least width: while the report and the Matchup stand side by side, the
        tabbed layout's (tabbed_width), which a narrower window turns to (_arrange_side) instead
        of stopping at the side by side one; else the layout's own."""
        least = self.tabbed_width() if side_by_side else 0
        if least != self._least_width:
            self._least_width = least
            # The height left to the layout (0: not set), which sets it again when it next
            # lays the window out; so does it the width when 0.
            self.setMinimumSize(least, 0)
            layout = self.layout()
            if layout is not None:
                layout.invalidate()

    def _share_column(self, shown: bool) -> None:
        """The Matchup just opened below the Undo History (one column) takes the larger share of
        the column's height: it got its least, some 110 px of a full size window."""
        dock = self.side_dock
        if not shown or dock.isFloating():
            return
        area = self.dockWidgetArea(dock)
        mates = [other for other in self.findChildren(QDockWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
                 if other is not dock and other.isVisible() and not other.isFloating()
                 and self.dockWidgetArea(other) == area and other not in self.tabifiedDockWidgets(dock)]
        if mates:
            height = self.splitter.height()
            self.resizeDocks([*mates, dock], [height // (4 * len(mates))] * len(mates) + [height * 3 // 4],
                             Qt.Orientation.Vertical)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange_side()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(watched, QDockWidget) and event.type() in _DOCK_MOVES:
            self._docks_moved.start()
            return False
        if watched is self.splitter and event.type() == QEvent.Type.Resize and self._widen_report:
            self._widen_report = False
            self.splitter.event(event)  # laid out at its new width first, then the report widened
            self._report_readable()
            return True
        return super().eventFilter(watched, event)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.maybe_save():
            event.ignore()
            return
        s = saved.settings()
        s.setValue("window/geometry", self.saveGeometry())
        s.setValue("window/state", self.saveState())
        # The splitter as it is with the report in it, which a window opened wider shows.
        s.setValue("window/splitter", self._splitter_beside if self.report_tabbed else self.splitter.saveState())
        if self.help_window is not None:
            self.help_window.close()
        self.ops.close()
        event.accept()

    def _restore_layout(self) -> None:
        s = saved.settings()
        geometry = s.value("window/geometry")
        if isinstance(geometry, QByteArray) and self.restoreGeometry(geometry):
            # The splitter first: the docks' state may take the report out of it (_arrange_side).
            for restore, key in ((self.splitter.restoreState, "window/splitter"), (self.restoreState, "window/state")):
                state = s.value(key, QByteArray())
                if isinstance(state, QByteArray):
                    restore(state)
            return
        screen = QApplication.primaryScreen()
        available = screen.availableGeometry() if screen is not None else None
        width = min(1360, available.width() - 80) if available else 1360
        height = min(820, available.height() - 80) if available else 820
        self.resize(width, height)
        self.splitter.setSizes([width * 32 // 100, width * 40 // 100, width * 28 // 100])
