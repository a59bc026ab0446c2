"""The Battle Cars map editor: size the board, paint road, grass, buildings and trees, and place
the starting points with their facings, by clicking or dragging on the grid of points (or with
the arrow keys and Space); every change can be undone; maps are saved as `.map.json` files
(garage/rules/battle_cars/map.py), atomically, by default in the user data folder's maps/, where
New Game finds them.

The window edits one `BattleMap` value: each change is a command holding the map before and
after it, so undo and redo are exact and a drag is one step."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QBrush,
    QCloseEvent,
    QColor,
    QFocusEvent,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPalette,
    QPen,
    QPolygonF,
    QResizeEvent,
    QUndoCommand,
    QUndoStack,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsView,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QStyleOptionGraphicsItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from garage import fileio
from garage.rules.battle_cars import map as maps
from garage.rules.battle_cars.map import BattleMap, MapFileError, Start
from garage.rules.battle_cars.play.setup import FACINGS, MAX_BOARD, STEPS, Point, Thing, compass
from garage.rules.battle_cars.tables import SURFACES
from garage.ui import dialogs
from garage.ui.rules_words import spoken
from garage.ui.translations import QT_TRANSLATE_NOOP
from garage.ui.undo_keys import UndoKeyRouter, undo_redo

CELL = 24.0  # a point's square in the scene; the view scales it to the window
# The brushes: what a point is painted with, by the tool's key.
# Their words are shown translated (context MapEditor).
TOOLS = (("road", QT_TRANSLATE_NOOP("MapEditor", "&Road"), QT_TRANSLATE_NOOP("MapEditor", "Paint road")),
         ("grass", QT_TRANSLATE_NOOP("MapEditor", "&Grass"), QT_TRANSLATE_NOOP("MapEditor", "Paint grass")),
         ("building", QT_TRANSLATE_NOOP("MapEditor", "&Building"),
          QT_TRANSLATE_NOOP("MapEditor", "Put a building on a point")),
         ("tree", QT_TRANSLATE_NOOP("MapEditor", "&Tree"), QT_TRANSLATE_NOOP("MapEditor", "Put a tree on a point")),
         ("start", QT_TRANSLATE_NOOP("MapEditor", "&Start"),
          QT_TRANSLATE_NOOP("MapEditor", "Put a starting point, facing the way chosen below")),
         ("erase", QT_TRANSLATE_NOOP("MapEditor", "Er&ase"),
          QT_TRANSLATE_NOOP("MapEditor", "Take away a building, tree or starting point")))
# What a point is, by the rules' key, in the editor's words (shown translated; others as the key).
KINDS = {"road": QT_TRANSLATE_NOOP("MapEditor", "road"), "grass": QT_TRANSLATE_NOOP("MapEditor", "grass"),
         "building": QT_TRANSLATE_NOOP("MapEditor", "building"), "tree": QT_TRANSLATE_NOOP("MapEditor", "tree")}
BLANK = BattleMap("New map", 20, 20, "road")  # named in the user's language when opened (MapEditor.blank)


def _dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def colours(palette: QPalette) -> dict[str, QColor]:
    """The board's colours for a light or a dark palette: readable lines on either."""
    if _dark(palette):
        return {"road": QColor("#5a5e63"), "grass": QColor("#2f6b35"), "building": QColor("#a08a6a"),
                "tree": QColor("#9ad77f"), "start": QColor("#ffd24d"), "line": QColor("#2b2d30"),
                "cursor": QColor("#6cb4ff"), "text": QColor("#1b1b1b")}
    return {"road": QColor("#c9cdd2"), "grass": QColor("#8fcf7f"), "building": QColor("#6b4f3a"),
            "tree": QColor("#1f6b2a"), "start": QColor("#d48800"), "line": QColor("#8c9096"),
            "cursor": QColor("#0057b8"), "text": QColor("#ffffff")}


# --- the map as it is edited ---------------------------------------------------------------


def painted(board: BattleMap, points: list[Point], tool: str, facing: int) -> BattleMap:
    """`board` with `tool` put on each of `points` (off-board points are left out)."""
    patches = dict(board.patches)
    things = {t.at: t.kind for t in board.obstructions}
    starts = {s.at: s.facing for s in board.starts}
    order = [s.at for s in board.starts]
    for point in points:
        if not (0 <= point[0] < board.width and 0 <= point[1] < board.height):
            continue
        if tool in SURFACES:
            if tool == board.surface:
                patches.pop(point, None)
            else:
                patches[point] = tool
        elif tool in ("building", "tree"):
            things[point] = tool
            if point in starts:
                del starts[point]
                order.remove(point)
        elif tool == "start":
            things.pop(point, None)
            if point not in starts:
                order.append(point)
            starts[point] = facing
        elif tool == "erase":
            things.pop(point, None)
            if point in starts:
                del starts[point]
                order.remove(point)
    return BattleMap(board.name, board.width, board.height, board.surface, tuple(sorted(patches.items())),
                     tuple(Thing(k, p) for p, k in sorted(things.items())),
                     tuple(Start(p, starts[p]) for p in order), board.notes)


def resized(board: BattleMap, width: int, height: int, surface: str) -> BattleMap:
    """The board at a new size or base surface: what falls off it goes, and the points of the
    old base surface keep it."""
    inside = lambda p: p[0] < width and p[1] < height  # noqa: E731
    patches = {p: s for p, s in board.patches if inside(p)}
    if surface != board.surface:
        patches = {(x, y): board.surface for x in range(width) for y in range(height)
                   if (x, y) not in patches and inside((x, y))}
    return BattleMap(board.name, width, height, surface, tuple(sorted(patches.items())),
                     tuple(t for t in board.obstructions if inside(t.at)),
                     tuple(s for s in board.starts if inside(s.at)), board.notes)


class MapChange(QUndoCommand):
    """One change to the map: the map before and after it."""

    def __init__(self, editor: MapEditor, text: str, before: BattleMap, after: BattleMap):
        super().__init__(text)
        self.editor, self.before, self.after = editor, before, after

    def redo(self) -> None:
        self.editor.show_map(self.after)

    def undo(self) -> None:
        self.editor.show_map(self.before)


# --- the grid -----------------------------------------------------------------------------------


class BoardItem(QGraphicsItem):
    """The whole board, painted in one item: a square a point, its surface, what stands on it,
    the starting points as arrows with their numbers, and the keyboard's cursor."""

    def __init__(self, editor: MapEditor):
        super().__init__()
        self.editor = editor

    def boundingRect(self) -> QRectF:
        board = self.editor.board
        return QRectF(0, 0, board.width * CELL, board.height * CELL)

    def cell(self, point: Point) -> QRectF:
        return QRectF(point[0] * CELL, (self.editor.board.height - 1 - point[1]) * CELL, CELL, CELL)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        board = self.editor.board
        ink = colours(self.editor.palette())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.boundingRect(), ink[board.surface])
        for point, surface in board.patches:
            painter.fillRect(self.cell(point), ink[surface])
        painter.setPen(QPen(ink["line"], 0.6))
        for x in range(board.width + 1):
            painter.drawLine(QPointF(x * CELL, 0), QPointF(x * CELL, board.height * CELL))
        for y in range(board.height + 1):
            painter.drawLine(QPointF(0, y * CELL), QPointF(board.width * CELL, y * CELL))
        for thing in board.obstructions:
            box = self.cell(thing.at).adjusted(2, 2, -2, -2)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(ink[thing.kind]))
            if thing.kind == "tree":
                painter.drawEllipse(box)
            else:
                painter.drawRect(box)
        font = painter.font()
        font.setPixelSize(int(CELL * 0.42))
        font.setBold(True)
        painter.setFont(font)
        for number, start in enumerate(board.starts, 1):
            box = self.cell(start.at)
            centre = box.center()
            dx, dy = STEPS[start.facing]
            length = (dx * dx + dy * dy) ** 0.5
            ux, uy = dx / length, -dy / length  # the scene's y grows southwards
            tip = QPointF(centre.x() + ux * CELL * 0.45, centre.y() + uy * CELL * 0.45)
            back, side = CELL * 0.35, CELL * 0.32
            left = QPointF(centre.x() - ux * back - uy * side, centre.y() - uy * back + ux * side)
            right = QPointF(centre.x() - ux * back + uy * side, centre.y() - uy * back - ux * side)
            painter.setPen(QPen(ink["line"], 0.8))
            painter.setBrush(QBrush(ink["start"]))
            painter.drawPolygon(QPolygonF([tip, left, right]))
            painter.setPen(QPen(ink["text"]))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(number))
        cursor = self.editor.cursor_point
        if cursor is not None and self.editor.view.hasFocus():
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(ink["cursor"], 2.5))
            painter.drawRect(self.cell(cursor).adjusted(1, 1, -1, -1))


class BoardView(QGraphicsView):
    """The grid: a click or a drag paints with the chosen tool (one undo step a drag); the arrow
    keys move a cursor over the points and Space or Enter paints the one under it."""

    def __init__(self, editor: MapEditor):
        super().__init__()
        self.editor = editor
        self.setScene(QGraphicsScene(self))
        self.item = BoardItem(editor)
        self.scene().addItem(self.item)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Map grid"))
        self.setMinimumSize(240, 200)
        self.stroke: list[Point] | None = None  # the points of the drag being painted
        self.stroke_from: BattleMap | None = None

    def refit(self) -> None:
        self.scene().setSceneRect(self.item.boundingRect())
        self.item.prepareGeometryChange()
        self.fitInView(self.item.boundingRect().adjusted(-4, -4, 4, 4), Qt.AspectRatioMode.KeepAspectRatio)
        self.item.update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.refit()

    def point_at(self, x: float, y: float) -> Point | None:
        scene = self.mapToScene(int(x), int(y))
        board = self.editor.board
        col, row = int(scene.x() // CELL), int(scene.y() // CELL)
        if 0 <= col < board.width and 0 <= row < board.height:
            return (col, board.height - 1 - row)
        return None

    def centre_of(self, point: Point) -> QPointF:
        """Where point `point` is in the view's own coordinates (for tests and the cursor)."""
        return QPointF(self.mapFromScene(self.item.cell(point).center()))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        self.setFocus()
        self.stroke, self.stroke_from = [], self.editor.board
        self._paint_at(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self.stroke is not None:
            self._paint_at(event)
        else:
            super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self.stroke is not None and event.button() == Qt.MouseButton.LeftButton:
            self._paint_at(event)
            self.editor.end_stroke(self.stroke_from, self.stroke)
            self.stroke, self.stroke_from = None, None
        else:
            super().mouseReleaseEvent(event)

    def _paint_at(self, event: QMouseEvent) -> None:
        point = self.point_at(event.position().x(), event.position().y())
        if point is not None and self.stroke is not None and point not in self.stroke:
            self.stroke.append(point)
            self.editor.cursor_point = point
            self.editor.show_map(painted(self.editor.board, [point], self.editor.tool(), self.editor.facing()))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        moves = {Qt.Key.Key_Up: (0, 1), Qt.Key.Key_Down: (0, -1), Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0)}
        board = self.editor.board
        cursor = self.editor.cursor_point or (0, board.height - 1)
        key = Qt.Key(event.key())
        if key in moves:
            dx, dy = moves[key]
            self.editor.cursor_point = (min(max(cursor[0] + dx, 0), board.width - 1),
                                        min(max(cursor[1] + dy, 0), board.height - 1))
            self.editor.point_label.setText(self.editor.describe(self.editor.cursor_point))
            self.item.update()
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.editor.cursor_point = cursor
            self.editor.end_stroke(board, [cursor])
        else:
            super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.item.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.item.update()


# --- the window ---------------------------------------------------------------------------------


class MapEditor(QMainWindow):
    saved = Signal(str)  # the path a map was saved to

    def __init__(self, parent: QWidget | None = None, board: BattleMap = BLANK, path: str | None = None):
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        board = self.blank() if board is BLANK else board
        self.board = board
        self.path = path
        self.cursor_point: Point | None = None
        self.stack = QUndoStack(self)
        self.stack.cleanChanged.connect(self._clean_changed)

        self.view = BoardView(self)
        self.name = QLineEdit()
        self.name.setAccessibleName(self.tr("Map name"))
        self.name.setMaxLength(100)
        self.name.editingFinished.connect(self._name_edited)
        self.width_box, self.height_box = QSpinBox(), QSpinBox()
        for box, what in ((self.width_box, self.tr("Width in points")), (self.height_box, self.tr("Height in points"))):
            box.setRange(2, MAX_BOARD)
            box.setAccessibleName(what)
            box.setKeyboardTracking(False)
            box.valueChanged.connect(self._size_edited)
        self.surface_box = QComboBox()
        self.surface_box.setAccessibleName(self.tr("Base surface"))
        for surface in SURFACES:
            self.surface_box.addItem(self._kind(surface).capitalize(), surface)
        self.surface_box.currentIndexChanged.connect(self._size_edited)
        self.tools = QButtonGroup(self)
        tool_row = QGridLayout()
        tool_row.setSpacing(2)
        for i, (_, label, tip) in enumerate(TOOLS):
            button = QToolButton()
            button.setText(self.tr(label))
            button.setCheckable(True)
            button.setToolTip(self.tr(tip))
            button.setAccessibleName(self.tr("{tool} tool").format(tool=self.tr(label).replace("&", "")))
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # a tool button takes no Tab stop by default
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            self.tools.addButton(button, i)
            tool_row.addWidget(button, i // 3, i % 3)
        self.tools.buttonToggled.connect(self._tool_toggled)
        self.tools.button(0).setChecked(True)
        self.facing_box = QComboBox()
        self.facing_box.setAccessibleName(self.tr("Starting point facing"))
        for facing in FACINGS:
            self.facing_box.addItem(spoken(compass(facing)), facing)
        self.point_label = QLabel()
        self.point_label.setAccessibleName(self.tr("Point under the cursor"))
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setAccessibleName(self.tr("Map summary"))

        side = QWidget()
        form = QFormLayout(side)
        form.addRow(self.tr("&Name:"), self.name)
        size = QHBoxLayout()
        size.addWidget(self.width_box)
        size.addWidget(QLabel(self.tr("by")))
        size.addWidget(self.height_box)
        size_label = QLabel(self.tr("Si&ze:"))
        size_label.setBuddy(self.width_box)  # a row of widgets is no buddy: Qt would show the '&'
        form.addRow(size_label, size)
        form.addRow(self.tr("Base s&urface:"), self.surface_box)
        form.addRow(self.tr("Paint:"), tool_row)
        form.addRow(self.tr("Fa&cing:"), self.facing_box)
        hint = QLabel(self.tr("Click a point or drag across points to paint them; the arrow keys move over the "
                              "grid and Space paints the point. North is at the top."))
        hint.setWordWrap(True)
        form.addRow(hint)
        form.addRow(self.point_label)
        form.addRow(self.summary)
        self.save_button = QPushButton(self.tr("Sa&ve"))
        self.save_button.clicked.connect(lambda: self.save())
        form.addRow(self.save_button)
        body = QWidget()
        layout = QHBoxLayout(body)
        layout.addWidget(side, 0)
        layout.addWidget(self.view, 1)
        outer = QWidget()
        column = QVBoxLayout(outer)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(body)
        self.setCentralWidget(outer)
        side.setMaximumWidth(380)
        self._menus()
        self.setTabOrder(self.name, self.width_box)
        self.setTabOrder(self.width_box, self.height_box)
        self.setTabOrder(self.height_box, self.surface_box)
        previous: QWidget = self.surface_box
        for tool_button in self.tools.buttons():
            self.setTabOrder(previous, tool_button)
            previous = tool_button
        self.setTabOrder(previous, self.facing_box)
        self.setTabOrder(self.facing_box, self.view)
        self.setTabOrder(self.view, self.save_button)
        UndoKeyRouter(self)
        self.show_map(board)
        self.stack.setClean()
        self.resize(1000, 620)

    def _menus(self) -> None:
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        for text, keys, slot in ((self.tr("&New"), QKeySequence.StandardKey.New, self.new_map),
                                 (self.tr("&Open..."), QKeySequence.StandardKey.Open, self.open_map),
                                 (self.tr("&Save"), QKeySequence.StandardKey.Save, self.save),
                                 (self.tr("Save &As..."), QKeySequence.StandardKey.SaveAs, self.save_as),
                                 (self.tr("&Close"), QKeySequence.StandardKey.Close, self.close)):
            action = QAction(text, self)
            action.setShortcut(QKeySequence(keys))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(lambda _=False, s=slot: s())
            file_menu.addAction(action)
        if not QKeySequence.keyBindings(QKeySequence.StandardKey.SaveAs):
            file_menu.actions()[3].setShortcut(QKeySequence("Ctrl+Shift+S"))
        edit = self.menuBar().addMenu(self.tr("&Edit"))
        self.undo_action, self.redo_action = undo_redo(self.stack, self)
        edit.addActions([self.undo_action, self.redo_action])

    def _tool_toggled(self, button: QAbstractButton, checked: bool) -> None:
        """The chosen tool in bold as well: some styles (Fusion's dark palette) barely shade it."""
        font = button.font()
        font.setBold(checked)
        button.setFont(font)

    def _clean_changed(self, clean: bool) -> None:
        self.setWindowModified(not clean)

    # --- what the window shows --------------------------------------------------------------

    def tool(self) -> str:
        return TOOLS[max(self.tools.checkedId(), 0)][0]

    def facing(self) -> int:
        return self.facing_box.currentIndex()

    def choose_tool(self, key: str) -> None:
        self.tools.button(next(i for i, t in enumerate(TOOLS) if t[0] == key)).setChecked(True)

    def show_map(self, board: BattleMap) -> None:
        """Show `board` in every field and on the grid (the undo stack's commands call this)."""
        self.board = board
        for box, value in ((self.width_box, board.width), (self.height_box, board.height)):
            box.blockSignals(True)
            box.setValue(value)
            box.blockSignals(False)
        self.surface_box.blockSignals(True)
        self.surface_box.setCurrentIndex(self.surface_box.findData(board.surface))
        self.surface_box.blockSignals(False)
        if self.name.text() != board.name:
            self.name.setText(board.name)
        self.view.refit()
        starts = len(board.starts)
        need = "" if starts >= maps.MIN_STARTS else self.tr(" (a game needs {count} or more)").format(
            count=maps.MIN_STARTS)
        self.summary.setText(self.tr("{width} by {height} points; {starts}{need}; {buildings}, {trees}. A game's cars "
                                     "stand on the starting points in their order.").format(
            width=board.width, height=board.height, starts=self.tr("%n starting point(s)", "", starts), need=need,
            buildings=self.tr("%n building(s)", "", sum(t.kind == "building" for t in board.obstructions)),
            trees=self.tr("%n tree(s)", "", sum(t.kind == "tree" for t in board.obstructions))))
        name = Path(self.path).name if self.path else self.tr("Untitled")
        self.setWindowTitle(self.tr("{map} ({file})[*] - Battle Cars Map Editor").format(map=board.name, file=name))

    def describe(self, point: Point) -> str:
        what = self._kind(self.board.thing_at(point) or self.board.surface_at(point))
        start = next((i for i, s in enumerate(self.board.starts, 1) if s.at == point), None)
        if start is not None:
            what = self.tr("starting point {number}, facing {facing}").format(
                number=start, facing=spoken(compass(self.board.starts[start - 1].facing)))
        return self.tr("Point {x},{y}: {what}").format(x=point[0], y=point[1], what=what)

    def blank(self) -> BattleMap:
        """A new map, named in the user's language."""
        return replace(BLANK, name=self.tr("New map"))

    def _kind(self, kind: str) -> str:
        return self.tr(KINDS[kind]) if kind in KINDS else kind

    # --- changes ----------------------------------------------------------------------------

    def change(self, text: str, after: BattleMap, before: BattleMap | None = None) -> None:
        before = self.board if before is None else before
        if after != before:
            self.stack.push(MapChange(self, text, before, after))
        else:
            self.show_map(after)

    def end_stroke(self, before: BattleMap | None, points: list[Point]) -> None:
        """A click or drag done: one undo step from the map before it."""
        if before is None:
            return
        after = painted(before, points, self.tool(), self.facing())
        label = {key: self.tr(text).replace("&", "") for key, text, _ in TOOLS}[self.tool()]
        self.change(self.tr("{tool} on %n point(s)", "", len(points)).format(tool=label), after, before)
        if points:
            self.point_label.setText(self.describe(points[-1]))

    def paint(self, points: list[Point], tool: str | None = None) -> None:
        """Paint `points` with `tool` (the chosen one) as one step, as a drag over them would."""
        if tool is not None:
            self.choose_tool(tool)
        self.end_stroke(self.board, points)

    def _name_edited(self) -> None:
        name = self.name.text().strip()
        if name and name != self.board.name:
            b = self.board
            self.change(self.tr("Rename map"), BattleMap(name, b.width, b.height, b.surface, b.patches, b.obstructions,
                                                b.starts, b.notes))

    def _size_edited(self, *_: object) -> None:
        surface = str(self.surface_box.currentData())
        after = resized(self.board, self.width_box.value(), self.height_box.value(), surface)
        self.change(self.tr("Resize board") if surface == self.board.surface else self.tr("Change base surface"), after)

    # --- files ------------------------------------------------------------------------------

    def folder(self) -> Path:
        from garage.ui.play import engine_adapter as engine

        return engine.maps_folder()

    def may_discard(self) -> bool:
        """True when nothing unsaved would be lost: saved, or the player chose to discard it."""
        if self.stack.isClean():
            return True
        answer = dialogs.question(self, self.tr("Battle Cars Map Editor"),
                                  self.tr("Save the changes to '{map}'?").format(map=self.board.name),
                                  QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                                  | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def new_map(self) -> bool:
        if not self.may_discard():
            return False
        self.load(self.blank(), None)
        return True

    def load(self, board: BattleMap, path: str | None) -> None:
        self.path = path
        self.stack.clear()
        self.show_map(board)
        self.stack.setClean()

    def open_map(self, path: str | None = None) -> bool:
        """Open a map file; a damaged one is refused in one line naming the field."""
        if not self.may_discard():
            return False
        if path is None:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Open Map"), str(self.folder()),
                                                  self.tr("Maps (*{suffix});;All files (*)").format(suffix=maps.SUFFIX))
            if not path:
                return False
        try:
            board = maps.load(path)
        except MapFileError as exc:
            dialogs.warning(self, self.tr("Open Map"), str(exc))
            return False
        self.load(board, path)
        return True

    def start_from(self, source: str) -> bool:
        """Edit the map `source` names: a map file as itself; a built-in map as a new copy, which
        Save asks a place for (the built-ins stay as Garage ships them)."""
        if not self.may_discard():
            return False
        built_in = dict(maps.built_ins()).get(source)
        if built_in is None:
            return self.open_map(source)
        self.load(built_in, None)
        return True

    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self._write(self.path)

    def save_as(self, path: str | None = None) -> bool:
        if path is None:
            folder = self.folder()
            folder.mkdir(parents=True, exist_ok=True)
            stem = "".join(c if c.isalnum() else "-" for c in self.board.name.lower()).strip("-") or "map"
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Save Map"), str(folder / f"{stem}{maps.SUFFIX}"),
                                                  self.tr("Maps (*{suffix})").format(suffix=maps.SUFFIX))
            if not path:
                return False
            if not path.endswith(maps.SUFFIX):
                path = path.removesuffix(".json") + maps.SUFFIX
        return self._write(path)

    def _write(self, path: str) -> bool:
        """Saved atomically, and only a map a game can be played on (read back as New Game will)."""
        text = maps.dumps(self.board)
        try:
            maps.loads(text, os.path.basename(path))
            fileio.write_atomic(path, text.encode("utf-8"))
        except MapFileError as exc:
            dialogs.warning(self, self.tr("Save Map"), self.tr("Not saved: {reason}").format(reason=exc))
            return False
        except OSError as exc:
            dialogs.warning(self, self.tr("Save Map"), self.tr("{path}: cannot be written ({reason})").format(
                path=path, reason=exc.strerror or exc))
            return False
        self.path = path
        self.stack.setClean()
        self.show_map(self.board)
        self.statusBar().showMessage(self.tr("Saved {path}").format(path=path), 8000)
        self.saved.emit(path)
        return True

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.may_discard():
            event.accept()
        else:
            event.ignore()


def open_map_editor(parent: QWidget | None = None, path: str | None = None) -> MapEditor:
    """Show the editor (not modal) on a new map, or on the map file at `path`, and give it back."""
    editor = MapEditor(parent)
    if path is not None:
        editor.open_map(path)
    editor.show()
    editor.raise_()
    return editor
