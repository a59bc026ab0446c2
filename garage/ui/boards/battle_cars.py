"""The Battle Cars board: the table's grid of points drawn as the engine keeps it (road and
grass, buildings, trees and wrecks, the markers and who laid them, every car with its facing
in its driver's colour, pedestrians), and the points the car moving may take next, marked
with what taking each means (garage/rules/battle_cars/play/reach.py). A click on one, or the
arrow keys and Enter, plays it as the `move` (or `walk`) action of the Move form.

The last action is drawn as it happened: the path moved, a skid's drift dashed, a ram or a
crash as a burst where it struck. The grid is built once per game; the pieces on it on every
change. Colours come from the palette (light or dark) and the text from the window's font,
so the game-night zoom grows it; the drawing fits the board's room.
"""

from __future__ import annotations

import math
import operator
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFocusEvent,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QPixmap,
    QPolygonF,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSceneHelpEvent,
    QGraphicsView,
    QLabel,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from garage.rules.battle_cars.play.reach import CRASH, EDGE, GOES, RAM, NextPoint, next_points
from garage.rules.battle_cars.play.screen import table_names
from garage.rules.battle_cars.play.setup import Point, compass
from garage.rules.battle_cars.play.state import GameState
from garage.ui import boards
from garage.ui.colours import error_colour, player_colour, warning_colour
from garage.ui.rules_words import spoken
from garage.ui.translations import QT_TRANSLATE_NOOP

CELL = 40.0  # scene units between two points
MIN_SIDE = 220  # the board's least room, in pixels, at actual size
# The last action's lines, by its event: the palette colour, the pen and the tooltip.
LINES = {"move": ("highlight", Qt.PenStyle.SolidLine, QT_TRANSLATE_NOOP("BattleCarsBoard", "moved")),
         "drift": ("warn", Qt.PenStyle.DashLine, QT_TRANSLATE_NOOP("BattleCarsBoard", "drifted")),
         "walk": ("highlight", Qt.PenStyle.SolidLine, QT_TRANSLATE_NOOP("BattleCarsBoard", "walked"))}
HOW = QT_TRANSLATE_NOOP("BattleCarsBoard",  # shown translated (_tr)
                        "Click a marked point to take it, or choose one with the arrow keys and press Enter")
# The table's things by their rules keys, as the tooltips name them (others by the key itself).
THINGS = {"building": QT_TRANSLATE_NOOP("BattleCarsBoard", "building"),
          "tree": QT_TRANSLATE_NOOP("BattleCarsBoard", "tree"),
          "oil": QT_TRANSLATE_NOOP("BattleCarsBoard", "oil"), "smoke": QT_TRANSLATE_NOOP("BattleCarsBoard", "smoke"),
          "spikes": QT_TRANSLATE_NOOP("BattleCarsBoard", "spikes"),
          "wreck": QT_TRANSLATE_NOOP("BattleCarsBoard", "wreck")}


def _tr(text: str) -> str:
    return QCoreApplication.translate("BattleCarsBoard", text)


def _thing(kind: str) -> str:
    return _tr(THINGS[kind]) if kind in THINGS else kind


def mix(a: QColor, b: QColor, share: float) -> QColor:
    """`share` of b over a."""
    return QColor.fromRgbF(a.redF() + (b.redF() - a.redF()) * share, a.greenF() + (b.greenF() - a.greenF()) * share,
                           a.blueF() + (b.blueF() - a.blueF()) * share)


def dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Base).lightnessF() < 0.5


def scene_point(at: Point) -> QPointF:
    """A point of the table in the scene: x east, y north (the scene's y grows down)."""
    return QPointF(at[0] * CELL, -at[1] * CELL)


def car_shape(facing: int) -> QPolygonF:
    """A car seen from above, its nose towards `facing`: a body with a pointed front."""
    half, nose = CELL * 0.30, CELL * 0.42
    body = [(-half * 0.8, -half), (half * 0.8, -half), (half * 0.8, half * 0.35), (0, nose), (-half * 0.8, half * 0.35)]
    angle = math.radians(45 * facing)
    out = QPolygonF()
    for x, y in body:  # y is "ahead"; turn clockwise by the facing, then into scene axes
        ex, ny = x * math.cos(angle) + y * math.sin(angle), -x * math.sin(angle) + y * math.cos(angle)
        out.append(QPointF(ex, -ny))
    return out


class BoardScene(QGraphicsScene):
    """The pieces; a next point's mark (no item: the view's foreground) says what it means when
    the mouse rests on it. (The scene's help event, not the view's viewportEvent: that would
    call into Python for every event of the viewport, each paint included.)"""

    def __init__(self, board: BattleCarsBoard, parent: QGraphicsView):
        super().__init__(parent)
        self.board = board

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        tip = self.board.tip_at(event.scenePos())
        if tip:
            QToolTip.showText(event.screenPos(), tip, self.board.view.viewport())
            event.accept()
            return
        super().helpEvent(event)


class BoardView(QGraphicsView):
    """The drawing, its clicks and its keys."""

    def __init__(self, board: BattleCarsBoard):
        super().__init__(board)
        self.board = board
        scene = BoardScene(board, self)
        scene.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)  # a few pieces, all redrawn on a change
        self.setScene(scene)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(MIN_SIDE, MIN_SIDE)
        self.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)  # under its caption
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setAccessibleName(_tr("Board"))
        self.setToolTip(_tr(HOW))  # over the table; a piece or a mark tells its own

    def fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        self.board.paint_table(painter)

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        self.board.paint_marks(painter)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            point = self.board.point_at(self.mapToScene(event.position().toPoint()))
            if point is not None:
                self.board.select(point)
                self.board.play(point)
                return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        arrows = {Qt.Key.Key_Up: (0, 1), Qt.Key.Key_Down: (0, -1), Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0)}
        if key in arrows and self.board.points:
            self.board.step_selection(arrows[key])
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self.board.selected is not None \
                and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            self.board.play(self.board.selected)
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.board.draw_pieces()  # the selection ring shows only while the board has the keyboard

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.board.draw_pieces()


class CaptionRoom(QWidget):
    """The caption's place above the drawing, with no layout of its own: a new caption (every
    point played) repaints the caption, and lays out nothing."""

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        for label in self.findChildren(Caption):
            label.setFixedSize(self.size())  # a fixed size: a new text asks no relayout of anything


class Caption(QLabel):
    """The caption's text, wrapped to its width: a plain label, painted by Qt alone (no Python
    paint event), over its own background in the window's colour, so a new text repaints the
    caption and not the board and the room behind it."""

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setAutoFillBackground(True)  # opaque
        # The board's font (so the zoom grows it), laid out without the typographic shaping
        # (kerning, ligatures) a Latin text does not need: half the cost of a new caption,
        # which comes with every point played. Qt still shapes a script that needs it.
        font = QFont()
        font.setStyleStrategy(QFont.StyleStrategy.PreferNoShaping)
        self.setFont(font)


class BattleCarsBoard(boards.Board):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.view = BoardView(self)
        self._caption_room = CaptionRoom()
        self.caption = Caption(self._caption_room)
        self.caption.setAccessibleName(self.tr("Next point"))
        self._caption_height()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._caption_room)
        layout.addWidget(self.view, 1)
        self.setFocusProxy(self.view)
        self.state: GameState | None = None
        self.before: GameState | None = None  # before the last action, to draw what it did
        self.events: list[dict[str, Any]] = []
        self.points: tuple[NextPoint, ...] = ()
        self.selected: NextPoint | None = None
        self.called: dict[str, str] = {}
        self._grid_of: Any = None  # the setup the table was drawn for
        self._colours: dict[str, QColor] = {}
        self.busy = False
        self._players: dict[str, QColor] = {}
        # The pieces drawn, by what they look like: a piece that has not changed since the last
        # drawing is kept, with its pixmap (a move redraws the car moved, not the table's all).
        self._pieces: dict[tuple[Any, ...], QGraphicsPathItem] = {}
        self._old: dict[tuple[Any, ...], QGraphicsPathItem] = {}
        # Each group of pieces by what it was drawn from, its place among the pieces and its keys.
        self._drawn: dict[Any, tuple[tuple[Any, ...], int, list[tuple[Any, ...]]]] = {}
        # A next point's mark (its pixmap, half side and side), by its looks and scale.
        self._mark_cache: dict[tuple[Any, ...], tuple[QPixmap, float, int]] = {}
        self._marked = QRect()  # where the marks were last drawn, on the viewport
        self._marks: tuple[Any, list[tuple[tuple[Any, ...], int, int]]] | None = None

    # --- what the window calls ---------------------------------------------------------------

    def show_game(self, match: Any) -> None:
        state = match.state
        if not isinstance(state, GameState):
            return
        busy = self.busy = match.pending is not None  # dice or a decision are asked for: no point is playable now
        last = match.last_played()
        self.before, self.events = (last if last is not None else (None, []))
        self.state = state
        if self._grid_of is not state.setup:  # a new game (a palette or a font change redraws it: changeEvent)
            self.called = table_names(state.setup)
            self.draw_grid()
        was = self.selected.action() if self.selected is not None else None
        self.points = () if busy else next_points(state)
        self.selected = next((p for p in self.points if p.action() == was), None) if was is not None else None
        if self.selected is None and self.points:
            self.selected = self.points[0]
        self.draw_pieces()

    def play(self, point: NextPoint) -> None:
        self.chosen.emit(point.action())

    # --- choosing ----------------------------------------------------------------------------

    def point_at(self, where: QPointF) -> NextPoint | None:
        """The marked point nearest a click, if the click is on its mark."""
        for point in self.points:
            centre = scene_point(point.at)
            if math.hypot(where.x() - centre.x(), where.y() - centre.y()) <= CELL * 0.45:
                return point
        return None

    def select(self, point: NextPoint) -> None:
        self.selected = point
        self.draw_pieces()

    def step_selection(self, arrow: tuple[int, int]) -> None:
        """The marked point nearest the selected one the way the arrow points (on the board's
        own axes: Up is north); none that way: the selection stays."""
        if self.selected is None:
            self.select(self.points[0])
            return
        x0, y0 = self.selected.at
        ahead = [(p, (p.at[0] - x0) * arrow[0] + (p.at[1] - y0) * arrow[1],
                  abs((p.at[0] - x0) * arrow[1]) + abs((p.at[1] - y0) * arrow[0])) for p in self.points]
        ahead = [a for a in ahead if a[1] > 0]
        if ahead:
            self.select(min(ahead, key=lambda a: (a[1] + 2 * a[2], a[2]))[0])

    # --- drawing -----------------------------------------------------------------------------

    def colours(self) -> dict[str, QColor]:
        palette = self.palette()
        base, text = palette.color(QPalette.ColorRole.Base), palette.color(QPalette.ColorRole.Text)
        on_dark = dark(palette)
        return {
            "road": mix(base, text, 0.10), "text": text, "line": mix(base, text, 0.28),
            "grass": QColor.fromHslF(0.30, 0.40, 0.24 if on_dark else 0.78),
            "building": mix(base, text, 0.62), "tree": QColor.fromHslF(0.32, 0.55, 0.36 if on_dark else 0.32),
            "wreck": mix(base, text, 0.45), "highlight": palette.color(QPalette.ColorRole.Highlight),
            "bad": error_colour(palette), "warn": warning_colour(palette), "base": base,
        }

    def draw_grid(self) -> None:
        """The table (its surfaces, the lines between points, the points, their numbers): the
        view's background, painted once and kept (a cached pixmap) until the game, the palette,
        the font or the size changes; the pieces on it are items."""
        state = self.state
        assert state is not None
        setup = self._grid_of = state.setup
        self._colours = self.colours()
        self._players = {e.id: player_colour(self.palette(), i) for i, e in enumerate(setup.entries)}
        scene = self.view.scene()
        scene.clear()
        self._pieces, self._old = {}, {}
        self._drawn = {}
        self._mark_cache = {}
        self._marks = None
        w, h = setup.width, setup.height
        half = CELL / 2
        table = self._table = QRectF(-half, -(h - 1) * CELL - half, w * CELL, h * CELL)
        patches = QPainterPath()
        for at, surface in setup.patches:
            if surface != setup.surface:
                centre = scene_point(at)
                patches.addRect(QRectF(centre.x() - half, centre.y() - half, CELL, CELL))
        self._patches = patches.simplified()
        lines, dots = QPainterPath(), QPainterPath()
        for x in range(w):
            lines.moveTo(x * CELL, 0)
            lines.lineTo(x * CELL, -(h - 1) * CELL)
        for y in range(h):
            lines.moveTo(0, -y * CELL)
            lines.lineTo((w - 1) * CELL, -y * CELL)
        for x in range(w):
            for y in range(h):
                dots.addEllipse(QPointF(x * CELL, -y * CELL), 2.5, 2.5)
        self._lines, self._dots = lines, dots
        self._labels = ([(x, QPointF(x * CELL, half + 2), Qt.AlignmentFlag.AlignTop) for x in range(w)]
                        + [(y, QPointF(-half - 4, -y * CELL), Qt.AlignmentFlag.AlignRight) for y in range(h)])
        # Room around the table for the numbers and the marks of a move off its edge.
        scene.setSceneRect(table.adjusted(-CELL * 1.2, -CELL * 1.2, CELL * 1.2, CELL * 1.2))
        self.view.resetCachedContent()
        self.view.fit()

    def paint_table(self, painter: QPainter) -> None:
        """The background: the table in scene units, its numbers in the window's font (so the
        game-night zoom grows them) whatever the drawing's scale."""
        if self._grid_of is None:
            return
        c, setup = self._colours, self._grid_of
        painter.fillRect(self.view.sceneRect(), c["base"])
        painter.setPen(QPen(c["line"], 2))
        painter.setBrush(c["grass"] if setup.surface == "grass" else c["road"])
        painter.drawRect(self._table)
        if not self._patches.isEmpty():
            painter.fillPath(self._patches, c["road"] if setup.surface == "grass" else c["grass"])
        painter.strokePath(self._lines, QPen(c["line"], 1))
        painter.fillPath(self._dots, c["line"].darker(130) if not dark(self.palette()) else c["line"].lighter(140))
        transform = painter.transform()
        painter.save()
        painter.resetTransform()
        painter.setFont(self.label_font())
        painter.setPen(c["text"])
        metrics = painter.fontMetrics()
        # Every point numbered while the numbers fit between the points, else every 2nd, 5th, 10th...
        room = CELL * transform.m11()
        widest = metrics.horizontalAdvance(str(max(setup.width, setup.height) - 1)) + 4
        every = next(step for step in (1, 2, 5, 10, 20, 50, 100, 1000) if room * step >= widest)
        for number, at, align in self._labels:
            if number % every:
                continue
            text = str(number)
            where = transform.map(at)
            width = metrics.horizontalAdvance(text)
            if align == Qt.AlignmentFlag.AlignTop:
                painter.drawText(QPointF(where.x() - width / 2, where.y() + metrics.ascent()), text)
            else:
                painter.drawText(QPointF(where.x() - width, where.y() + metrics.ascent() / 2 - 1), text)
        painter.restore()

    def label_font(self) -> QFont:
        return self.font()

    def _caption_height(self) -> None:
        """Room for three lines, whatever the caption says: a caption that grew would resize the
        drawing, and every move would redraw the table."""
        height = 3 * self.caption.fontMetrics().lineSpacing() + 2 * self.caption.margin() + 4
        self.caption.setFixedHeight(height)
        self._caption_room.setFixedHeight(height)

    def changeEvent(self, event: Any) -> None:
        super().changeEvent(event)
        if event.type() == event.Type.FontChange:
            self._caption_height()
        if event.type() in (event.Type.FontChange, event.Type.PaletteChange) and self.state is not None:
            self.draw_grid()
            self.draw_pieces()

    def draw_pieces(self) -> None:
        """Everything on the table now, the last action's path, and the next points. A group of
        pieces drawn from what the engine has not changed (the same obstructions, markers or
        vehicle, the same mover) is kept as it is: a point played redraws the car moved and
        its path, not every building of a town."""
        state = self.state
        if state is None:
            return
        scene = self.view.scene()
        self._old, self._pieces = self._pieces, {}
        c = self._colours
        self._group("obstructions", (state.obstructions,), lambda: self._obstructions(state, c))
        self._group("markers", (state.markers,), lambda: self._markers(state, c))
        self._group("last", (self.before, self.events), lambda: self._last_action(c))
        mover = state.mover if not state.over else None
        for v in state.vehicles:
            moving = mover is not None and v.driver == mover
            self._group(("vehicle", v.id), (v, moving), lambda v=v, moving=moving: self._vehicle(v, moving, c))
        self._group("pedestrians", (state.players, state.mover), lambda: self._pedestrians(state, c))
        for gone in self._old.values():
            scene.removeItem(gone)
        self._old = {}
        self._update_marks()  # the marks (the foreground)
        self._caption()

    def _group(self, name: Any, source: tuple[Any, ...], draw: Any) -> None:
        """Draw a group of pieces from `source` (what the engine gave: its values are never
        changed in place), or keep the group's pieces as they are when the source is the very
        same and they fall in the same place among the pieces (so drawn over the same)."""
        kept = self._drawn.get(name)
        start = len(self._pieces)
        old, pieces = self._old, self._pieces
        if kept is not None and kept[1] == start and len(kept[0]) == len(source) \
                and all(map(operator.is_, kept[0], source)) and all(map(old.__contains__, kept[2])):
            for key in kept[2]:
                pieces[key] = old.pop(key)
            return
        draw()
        self._drawn[name] = (source, start, list(self._pieces)[start:])

    def _obstructions(self, state: GameState, c: dict[str, QColor]) -> None:
        for o in state.obstructions:
            centre = scene_point(o.at)
            tip = (self.tr("{thing} at {x},{y}, {damage} damage") if o.damage else
                   self.tr("{thing} at {x},{y}")).format(thing=_thing(o.kind), x=o.at[0], y=o.at[1], damage=o.damage)
            key: tuple[Any, ...] = ("obstruction", o.kind, o.at, tip)
            if self._kept(key) is not None:  # drawn already: nothing to work out
                continue
            if o.kind == "building":
                rect = QRectF(centre.x() - CELL / 2, centre.y() - CELL / 2, CELL, CELL)
                block = self._path_item(_rect_path(rect), QPen(c["text"], 1), c["building"], tip, key)
            else:
                block = self._path_item(_circle(centre, CELL * 0.36), QPen(c["tree"].darker(140), 1.5), c["tree"], tip,
                                        key)
            block.setData(1, o.kind)

    def _vehicle(self, v: Any, moving: bool, c: dict[str, QColor]) -> None:
        """A car (its facing, its driver's colour, the ring of the car whose turn it is) or a wreck."""
        driver = v.driver
        colour = self._players.get(driver or "", c["wreck"]) if not v.wrecked else c["wreck"]
        who = (self.called.get(driver or v.id, v.id) if driver else
               self.tr("{car}, vacated").format(car=self.called.get(v.id, v.id)))
        tip = (self.tr("{car} at {x},{y} facing {facing}, speed {speed}").format(
            car=who, x=v.at[0], y=v.at[1], facing=spoken(compass(v.facing)), speed=v.speed)
               + (" " + self.tr("reverse") if v.reverse else "") + (self.tr(": a Wreck") if v.wrecked else ""))
        centre = scene_point(v.at)
        # The car and its ring are drawn round their centre and moved there: a car that
        # moves keeps its drawing (its cached pixmap), only its place changes.
        if moving:  # the car whose turn it is
            ring = self._kept(("moving",))
            if ring is None:
                ring = self._path_item(_circle(QPointF(0, 0), CELL * 0.55), QPen(c["highlight"], 4), None, "",
                                       ("moving",))
            ring.setPos(centre)
        key = ("car", v.id, v.facing, colour.rgba(), moving, v.wrecked)
        item = self._kept(key)
        if item is None:
            path = QPainterPath()
            path.addPolygon(car_shape(v.facing))
            path.closeSubpath()
            item = self._path_item(path, QPen(c["text"], 2.5 if moving else 1.5), colour, tip, key)
            item.setData(1, "wreck" if v.wrecked else "car")
            item.setData(2, v.id)
        elif item.toolTip() != tip:
            item.setToolTip(tip)
        item.setPos(centre)
        if v.wrecked and self._kept(cross_key := ("cross", v.at, tip)) is None:
            cross = QPainterPath()
            r = CELL * 0.3
            cross.moveTo(centre + QPointF(-r, -r))
            cross.lineTo(centre + QPointF(r, r))
            cross.moveTo(centre + QPointF(r, -r))
            cross.lineTo(centre + QPointF(-r, r))
            self._path_item(cross, QPen(c["bad"], 3), None, tip, cross_key)

    def _markers(self, state: GameState, c: dict[str, QColor]) -> None:
        for m in state.markers:
            self._marker(m.kind, m.at, m.by, self._players, c)

    def _pedestrians(self, state: GameState, c: dict[str, QColor]) -> None:
        for p in state.players:
            if p.vehicle is None and p.at is not None and not p.dead:
                tip = self.tr("{driver} on foot at {x},{y}").format(driver=self.called.get(p.id, p.id), x=p.at[0],
                                                                     y=p.at[1])
                self._pedestrian(p.at, self._players.get(p.id, c["text"]), tip, state.mover == p.id, c)

    def _free(self, key: tuple[Any, ...]) -> tuple[Any, ...]:
        while key in self._pieces:  # the same piece twice
            key = (*key, "again")
        return key

    def _kept(self, key: tuple[Any, ...]) -> QGraphicsPathItem | None:
        """The piece `key` names (what it is and what it looks like) if it is on the board
        already, kept and drawn over those before it; None: the caller makes it."""
        key = self._free(key)
        item = self._old.pop(key, None)
        if item is not None:
            item.setZValue(len(self._pieces))
            self._pieces[key] = item
        return item

    def _path_item(self, path: QPainterPath, pen: QPen, fill: QColor | None, tip: str,
                   key: tuple[Any, ...] | None = None) -> QGraphicsPathItem:
        """A piece, drawn over those before it: the one already on the board if it looks the same
        (by `key`, else by its path, pen, fill and tip)."""
        if key is None:
            box = path.boundingRect()
            key = (box.x(), box.y(), box.width(), box.height(), path.elementCount(), pen.color().rgba(),
                   pen.widthF(), pen.style(), fill.rgba() if fill is not None else None, tip)
        key = self._free(key)
        item = self._old.pop(key, None)
        if item is None:
            item = self._new_item(path, pen, fill, tip)
        item.setZValue(len(self._pieces))
        self._pieces[key] = item
        return item

    def _new_item(self, path: QPainterPath, pen: QPen, fill: QColor | None, tip: str) -> QGraphicsPathItem:
        item = QGraphicsPathItem(path)
        item.setPen(pen)
        item.setBrush(QBrush(fill) if fill is not None else QBrush(Qt.BrushStyle.NoBrush))
        item.setToolTip(tip)
        item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.view.scene().addItem(item)
        return item

    def _line(self, kind: str, start: Point, to: Point, c: dict[str, QColor]) -> None:
        """A line of the last action (`kind`: a car's move, its drift, a pedestrian's walk) from
        `start` to `to`: the line of that kind already on the board, given its new ends."""
        key = self._free(("path", kind, start, to))
        old = self._old
        item = old.pop(key, None)
        if item is None:
            line = QPainterPath(scene_point(start))
            line.lineTo(scene_point(to))
            spare = next((k for k in old if k[0] == "path" and k[1] == kind), None)
            if spare is not None:  # the last move's line, moved on
                item = old.pop(spare)
                item.setPath(line)
            else:
                role, style, tip = LINES[kind]
                item = self._new_item(line, QPen(c[role], 3, style), None, _tr(tip))
                item.setData(1, kind)
        item.setZValue(len(self._pieces))
        self._pieces[key] = item

    def _marker(self, kind: str, at: Point, by: str | None, colours: dict[str, QColor], c: dict[str, QColor]) -> None:
        centre = scene_point(at) + QPointF(CELL * 0.22, CELL * 0.22)  # beside a car on the point
        layer = colours.get(by or "")
        tip = (self.tr("{thing} at {x},{y}, dropped by {car}") if by else
               self.tr("{thing} at {x},{y}, on the table from the start")).format(
            thing=_thing(kind), x=at[0], y=at[1], car=self.called.get(by or "", by))
        ring, key = ("layer", at, by, tip), ("marker", kind, at, tip)
        kept_ring = self._kept(ring) if layer is not None else None
        if (layer is None or kept_ring is not None) and self._kept(key) is not None:
            return
        r = CELL * 0.17
        path = QPainterPath()
        if kind == "oil":
            path.addEllipse(centre, r * 1.2, r * 0.8)
            fill = QColor.fromHslF(0.0, 0.0, 0.08)
        elif kind == "smoke":
            for dx in (-r * 0.6, 0.0, r * 0.6):
                path.addEllipse(centre + QPointF(dx, 0), r * 0.6, r * 0.6)
            path = path.simplified()
            fill = QColor.fromHslF(0.0, 0.0, 0.65)
        elif kind == "spikes":
            reach = [r if a % 2 else r * 0.45 for a in range(8)]
            star = QPolygonF([centre + QPointF(math.cos(a * math.pi / 4) * reach[a],
                                               math.sin(a * math.pi / 4) * reach[a]) for a in range(8)])
            path.addPolygon(star)
            path.closeSubpath()
            fill = c["text"]
        else:  # mines
            path.addEllipse(centre, r * 0.8, r * 0.8)
            path.moveTo(centre + QPointF(-r, 0))
            path.lineTo(centre + QPointF(r, 0))
            path.moveTo(centre + QPointF(0, -r))
            path.lineTo(centre + QPointF(0, r))
            fill = c["bad"]
        if layer is not None and kept_ring is None:
            self._path_item(_circle(centre, r * 1.45), QPen(layer, 3), None, tip, ring)
        item = self._path_item(path, QPen(c["base"], 1), fill, tip, key)
        item.setData(1, kind)

    def _pedestrian(self, at: Point, colour: QColor, tip: str, moving: bool, c: dict[str, QColor]) -> None:
        centre = scene_point(at) + QPointF(-CELL * 0.18, 0)
        figure = QPainterPath()
        figure.addEllipse(centre + QPointF(0, -CELL * 0.22), CELL * 0.07, CELL * 0.07)
        figure.moveTo(centre + QPointF(0, -CELL * 0.15))
        figure.lineTo(centre + QPointF(0, CELL * 0.08))
        figure.moveTo(centre + QPointF(-CELL * 0.1, CELL * 0.25))
        figure.lineTo(centre + QPointF(0, CELL * 0.08))
        figure.lineTo(centre + QPointF(CELL * 0.1, CELL * 0.25))
        figure.moveTo(centre + QPointF(-CELL * 0.12, -CELL * 0.06))
        figure.lineTo(centre + QPointF(CELL * 0.12, -CELL * 0.06))
        if moving:
            self._path_item(_circle(scene_point(at), CELL * 0.5), QPen(c["highlight"], 4), None, "")
        item = self._path_item(figure, QPen(colour, 3), None, tip)
        item.setData(1, "pedestrian")

    def paint_marks(self, painter: QPainter) -> None:
        """The next points, over everything (the view's foreground: they move with every point
        played, so no item is made for them). Each kind of mark is drawn once at the drawing's
        scale and kept as a pixmap; a point played repaints only the marks' old and new places."""
        c = self._colours
        if not c:
            return
        transform = painter.transform()
        kept = self._marks
        marks = kept[1] if kept is not None and kept[0] == transform else self._mark_places(transform)[0]
        cache = self._mark_cache
        painter.save()
        painter.resetTransform()
        for key, x, y in marks:
            painter.drawPixmap(x, y, cache[key][0])
        painter.restore()

    def _mark_looks(self, point: NextPoint, focused: bool) -> tuple[Any, ...]:
        """What a next point's mark looks like: its colour, pen, fill, size and focus ring."""
        c = self._colours
        bad = point.outcome in (CRASH, RAM, EDGE)
        colour = c["bad"] if bad else c["warn"] if point.skid else c["highlight"]
        chosen = point is self.selected
        radius = CELL * (0.3 if point.outcome in (GOES, EDGE) else 0.5)  # round what it strikes
        # A ring round a car or a tree leaves it seen; an empty point's mark is filled.
        fill = _alpha(colour, 0.55 if chosen else 0.18).rgba() if point.outcome in (GOES, EDGE) else None
        return (colour.rgba(), 4 if chosen else 2.5, point.outcome == GOES, fill, radius, chosen and focused)

    def _mark_places(self, transform: Any) -> tuple[list[tuple[tuple[Any, ...], int, int]], QRect]:
        """Each next point's mark (its key in the marks drawn) and where its top left goes on the
        viewport, and the box round them all (1 pixel more each way)."""
        focused = self.view.hasFocus()
        scale, ratio = transform.m11(), self.view.devicePixelRatioF()
        dx, dy, sy = transform.dx(), transform.dy(), transform.m22()  # the view only scales and moves
        out = []
        cache = self._mark_cache
        selected = self.selected
        left = top = 1 << 30
        right = bottom = -(1 << 30)
        for point in self.points:
            chosen = point is selected
            key = (point.outcome, point.skid, chosen, chosen and focused, scale, ratio)
            kept = cache.get(key)
            if kept is None:
                pixmap = _mark_pixmap(self._mark_looks(point, focused), scale, ratio, self._colours["text"])
                kept = cache[key] = (pixmap, pixmap.width() / ratio / 2, math.ceil(pixmap.width() / ratio))
            _, half, side = kept
            x, y = round(point.at[0] * CELL * scale + dx - half), round(-point.at[1] * CELL * sy + dy - half)
            out.append((key, x, y))
            if x < left:
                left = x
            if y < top:
                top = y
            if x + side > right:
                right = x + side
            if y + side > bottom:
                bottom = y + side
        if not out:
            return out, QRect()
        return out, QRect(left - 1, top - 1, right - left + 2, bottom - top + 2)

    def _update_marks(self) -> None:
        """Repaint where the marks were and where they are now (not the whole drawing); marks
        drawn as they were, nothing."""
        if not self._colours:
            return
        transform = self.view.viewportTransform()
        marks, box = self._mark_places(transform)
        last = self._marks
        self._marks = (transform, marks)  # what the next paint draws, if the scale is the same
        if last is not None and last[1] == marks and last[0] == transform:
            return
        # The marks are round one car (its next points): their bounding box is a small one.
        self.view.viewport().update(box.united(self._marked))
        self._marked = box

    def tip_at(self, where: QPointF) -> str:
        """What a mark under the mouse means (its tooltip)."""
        point = self.point_at(where)
        return spoken(point.words(self.called)) if point is not None else ""

    def _last_action(self, c: dict[str, QColor]) -> None:
        """The last action's points moved (drifted: dashed) or walked, and a burst where a ram
        or a crash struck."""
        before = self.before
        if before is None or not self.events:
            return
        at: dict[str, Point | None] = {v.id: v.at for v in before.vehicles}  # by a vehicle's id
        walkers: dict[str, Point | None] = {p.id: p.at for p in before.players if p.vehicle is None}
        for e in self.events:
            kind = e.get("event")
            if kind in LINES and e.get("car") is not None:
                # A car's move or drift names its vehicle (a commandeered car keeps its own id);
                # a walk names the player.
                was = walkers if kind == "walk" else at
                who = str(e["car"])
                start = was.get(who)
                to = (int(e["to"][0]), int(e["to"][1]))
                if start is not None:
                    self._line(kind, start, to, c)
                was[who] = to
            elif kind in ("ram", "crash"):
                if kind == "ram":
                    struck = self.state.vehicle(str(e["target"])).at if self.state is not None else (0, 0)
                    tip = self.tr("rammed: {target} to the target, {rammer} to the rammer").format(
                        target=e.get("target_damage"), rammer=e.get("rammer_damage"))
                else:
                    struck = (int(e["at"][0]), int(e["at"][1]))
                    tip = self.tr("crashed into the {thing}").format(thing=_thing(str(e.get("into"))))
                item = self._path_item(_burst(scene_point(struck), CELL * 0.5), QPen(c["bad"], 2.5),
                                       _alpha(c["bad"], 0.35), tip)
                item.setData(1, kind)
                item.setZValue(1)

    def _caption(self) -> None:
        state = self.state
        if state is None:
            return
        if self.selected is not None:
            point = self.selected
            text = self.tr("{car}, %n point(s) left - {x},{y}: {point}", "", state.points_left).format(
                car=self.called.get(point.car, point.car), x=point.at[0], y=point.at[1],
                point=spoken(point.words(self.called)))
        elif state.mover is not None and not state.over:
            text = (self.tr("{car} moves: the dice first (Dice and decisions)") if self.busy else
                    self.tr("{car} moves: no point to take now")).format(car=self.called.get(state.mover, state.mover))
        else:
            text = ""
        if self.caption.text() != text:
            self.caption.setText(text)
            self.caption.setAccessibleDescription(text)
        self.view.setAccessibleDescription(text + (". " + _tr(HOW) if self.selected is not None else ""))



def _alpha(colour: QColor, alpha: float) -> QColor:
    out = QColor(colour)
    out.setAlphaF(alpha)
    return out


def _mark_pixmap(looks: tuple[Any, ...], scale: float, ratio: float, text: QColor) -> QPixmap:
    """A next point's mark drawn at the drawing's scale, antialiased, centred on its pixmap."""
    rgba, width, solid, fill, radius, ring = looks
    reach = (radius + CELL * 0.1 + 2) * scale  # the focus ring and half the widest pen
    side = math.ceil(2 * reach) + 2
    pixmap = QPixmap(math.ceil(side * ratio), math.ceil(side * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(side / 2, side / 2)
    painter.scale(scale, scale)
    centre = QPointF(0, 0)
    painter.setPen(QPen(QColor.fromRgba(rgba), width, Qt.PenStyle.SolidLine if solid else Qt.PenStyle.DashLine))
    painter.setBrush(QBrush(QColor.fromRgba(fill)) if fill is not None else QBrush(Qt.BrushStyle.NoBrush))
    painter.drawEllipse(centre, radius, radius)
    if ring:
        painter.setPen(QPen(text, 1.5, Qt.PenStyle.DotLine))
        painter.setBrush(QBrush(Qt.BrushStyle.NoBrush))
        painter.drawEllipse(centre, radius + CELL * 0.1, radius + CELL * 0.1)
    painter.end()
    return pixmap


def _circle(centre: QPointF, r: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(centre, r, r)
    return path


def _rect_path(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addRect(rect)
    return path


def _burst(centre: QPointF, r: float) -> QPainterPath:
    points = QPolygonF([centre + QPointF(math.cos(a * math.pi / 6) * (r if a % 2 == 0 else r * 0.45),
                                         math.sin(a * math.pi / 6) * (r if a % 2 == 0 else r * 0.45))
                        for a in range(12)])
    path = QPainterPath()
    path.addPolygon(points)
    path.closeSubpath()
    return path


boards.register("battle_cars", BattleCarsBoard)
