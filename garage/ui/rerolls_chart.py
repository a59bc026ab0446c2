"""A chart of each driver's rerolls over the campaign's games, drawn with QPainter.

QPainter rather than QtCharts: a campaign can have hundreds of drivers, and a few hundred
polylines drawn straight are cheaper than as many chart series. Every colour comes from the
palette in use (garage.ui.colours), so the chart reads on a light or a dark theme; the few
drivers in the legend get hues of their own, the rest are drawn thin in a faint mix of text
and background, and the driver chosen in the standings is drawn on top, thick.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPainterPath, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from garage.rules.campaign import DEAD, Standings
from garage.ui import dialogs
from garage.ui.colours import state_colour

At = Callable[[float, float], QPointF]  # (game, rerolls) -> the point on the plot
LEGEND_SIZE = 8  # drivers named in the legend: the most rerolls first
# Legend drivers who share a stretch of line stay apart: each gets a dash pattern and is
# drawn a pixel or two off the others.
DASHES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine, Qt.PenStyle.DashDotLine)
SPREAD = 2.0  # pixels between neighbouring legend lines
GOLDEN = 0.618033988749895  # hue step that keeps neighbouring legend colours apart


def nice_step(span: int, room: int) -> int:
    """A tick step (1, 2, 5, 10, 20, 50, ...) that fits at most `room` ticks in `span`."""
    scale = 1
    while True:
        for step in (scale, 2 * scale, 5 * scale):
            if span / step <= room:
                return step
        scale *= 10


def faint(base: QColor, text: QColor, share: float = 0.35) -> QColor:
    """Text colour mixed into the background: grid lines and the drivers outside the legend,
    visible on any theme (a palette's Mid can be all but black on a dark one)."""
    def mix(b: float, t: float) -> float:
        return b + (t - b) * share

    return QColor.fromRgbF(mix(base.redF(), text.redF()), mix(base.greenF(), text.greenF()),
                           mix(base.blueF(), text.blueF()))


class RerollsChart(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setAccessibleName(self.tr("Rerolls over the campaign's games"))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # so a screen reader can reach its description
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.games = 0
        self.lines: list[tuple[str, tuple[tuple[int, int], ...], bool]] = []  # driver, points, died
        self.legend: list[str] = []
        self.chosen: str | None = None
        self.top = 0
        self._set_description()

    def sizeHint(self) -> QSize:
        return QSize(520, 320)

    def set_standings(self, standings: Standings | None) -> None:
        self.lines, self.legend, self.games, self.top = [], [], 0, 0
        if standings is not None:
            self.games = standings.games
            series = standings.series()
            for s in standings.drivers:
                points = series[s.driver]
                self.lines.append((s.driver, points, s.status == DEAD))
                self.top = max(self.top, max((r for _, r in points), default=0))
            # standings.drivers come the living first, most rerolls first: the legend's order.
            self.legend = [s.driver for s in standings.drivers[:LEGEND_SIZE]]
        self._set_description()
        self.update()

    def choose(self, driver: str | None) -> None:
        self.chosen = driver
        self.update()

    def _set_description(self) -> None:
        if not self.lines:
            self.setAccessibleDescription(self.tr("No games yet."))
            self.setToolTip("")
            return
        named = {name: (points, died) for name, points, died in self.lines}
        parts = []
        for name in self.legend:
            points, died = named[name]
            values = ", ".join(str(r) for _, r in points)
            parts.append(f"{name}: {values}" + (" " + self.tr("(died)") if died else ""))
        more = len(self.lines) - len(self.legend)
        text = self.tr("{games}. Rerolls after each game played: {drivers}.").format(
            games=self.tr("%n game(s)", "", self.games),
            drivers="; ".join(parts) + ("; " + self.tr("and %n more driver(s)", "", more) if more > 0 else ""))
        self.setAccessibleDescription(text)
        self.setToolTip(dialogs.tip(text if len(text) < 600 else text[:600] + "..."))  # drivers' names

    def colour(self, driver: str) -> QColor:
        i = self.legend.index(driver)
        return state_colour(self.palette(), (0.58 + i * GOLDEN) % 1.0)

    # -- drawing --------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        base = palette.color(QPalette.ColorRole.Base)
        text = palette.color(QPalette.ColorRole.Text)
        mid = faint(base, text)
        painter.fillRect(self.rect(), base)
        metrics = QFontMetrics(self.font())
        line_h = metrics.height()
        if not self.lines:
            painter.setPen(text)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.tr("No games recorded yet"))
            return

        geometry = self.geometry_of_plot()
        if geometry is None:
            return
        plot, at = geometry
        left = plot.left()
        top = max(self.top, 1)
        span = max(self.games, 1)

        # Axes, grid and ticks.
        painter.setPen(QPen(mid, 1))
        y_step = nice_step(top, max(2, int(plot.height() // (line_h * 2))))
        for r in range(0, top + 1, y_step):
            p = at(0, r)
            painter.drawLine(QPointF(plot.left(), p.y()), QPointF(plot.right(), p.y()))
        painter.setPen(text)
        for r in range(0, top + 1, y_step):
            p = at(0, r)
            painter.drawText(QRectF(0, p.y() - line_h / 2, left - 6, line_h),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(r))
        x_room = max(2, int(plot.width() // (metrics.horizontalAdvance(str(span)) + 16)))
        x_step = nice_step(span, x_room)
        for g in range(0, span + 1, x_step):
            p = at(g, 0)
            painter.drawLine(QPointF(p.x(), plot.bottom()), QPointF(p.x(), plot.bottom() + 4))
            painter.drawText(QRectF(p.x() - 40, plot.bottom() + 4, 80, line_h), Qt.AlignmentFlag.AlignHCenter,
                             str(g))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        painter.drawText(QRectF(plot.left(), plot.bottom() + line_h + 4, plot.width(), line_h),
                         Qt.AlignmentFlag.AlignHCenter, self.tr("Game"))
        painter.drawText(QRectF(0, 0, self.width(), line_h), Qt.AlignmentFlag.AlignLeft, self.tr("Rerolls"))

        # The drivers outside the legend first, so the named ones are drawn over them.
        in_legend = set(self.legend)
        painter.setPen(QPen(mid, 1))
        for name, points, _died in self.lines:
            if name not in in_legend and name != self.chosen:
                painter.drawPath(self._path(points, at))
        for name in reversed(self.legend):
            if name != self.chosen:
                self._draw(painter, name, at, 2)
        if self.chosen is not None:
            self._draw(painter, self.chosen, at, 4)

        # The legend, beside the plot.
        x = plot.right() + 16
        y = plot.top()
        for name in self.legend:
            painter.setPen(self._pen(name, 3))
            painter.drawLine(QPointF(x, y + line_h / 2), QPointF(x + 22, y + line_h / 2))
            font = painter.font()
            font.setBold(name == self.chosen)
            painter.setFont(font)
            painter.setPen(text)
            painter.drawText(QPointF(x + 28, y + metrics.ascent()), name)
            y += line_h + 4
        if len(self.lines) > len(self.legend):
            painter.setPen(QPen(mid, 1))
            painter.drawLine(QPointF(x, y + line_h / 2), QPointF(x + 22, y + line_h / 2))
            painter.setPen(text)
            painter.drawText(QPointF(x + 28, y + metrics.ascent()),
                             self.tr("{count} more").format(count=len(self.lines) - len(self.legend)))

    def geometry_of_plot(self) -> tuple[QRectF, At] | None:
        """(the plot's rectangle, (game, rerolls) -> point), or None when there is no room."""
        metrics = QFontMetrics(self.font())
        line_h = metrics.height()
        bold = QFont(self.font())
        bold.setBold(True)
        # Measured bold, as the chosen driver is drawn: the legend is never cut off.
        legend_w = max(QFontMetrics(bold).horizontalAdvance(name) for name in self.legend) + 44
        left = metrics.horizontalAdvance(str(self.top)) + 14
        plot = QRectF(left, line_h * 2, self.width() - left - legend_w - 12, self.height() - line_h * 4.5)
        if plot.width() < 40 or plot.height() < 40:
            return None
        top = max(self.top, 1)
        # Half a game of room after the last, so its steps are not drawn on the frame.
        room = max(self.games, 1) + 0.5

        def at(game: float, rerolls: float) -> QPointF:
            return QPointF(plot.left() + plot.width() * game / room, plot.bottom() - plot.height() * rerolls / top)

        return plot, at

    @staticmethod
    def _path(points: Sequence[tuple[int, int]], at: At) -> QPainterPath:
        """A step line: a driver starts their first game with none, and keeps what they have
        until their next game changes it."""
        path = QPainterPath()
        first = points[0][0]
        path.moveTo(at(first - 1, 0))
        value = 0
        for game, rerolls in points:
            path.lineTo(at(game, value))
            path.lineTo(at(game, rerolls))
            value = rerolls
        return path

    def _pen(self, name: str, width: int) -> QPen:
        if name not in self.legend:
            return QPen(self.palette().color(QPalette.ColorRole.Highlight), width)
        pen = QPen(self.colour(name), width)
        pen.setStyle(DASHES[self.legend.index(name) % len(DASHES)])
        return pen

    def offset(self, name: str) -> float:
        """Pixels a legend driver's line is drawn off true: the first legend line true, the
        next below, above, further below..."""
        if name not in self.legend:
            return 0.0
        i = self.legend.index(name)
        return SPREAD * ((i + 1) // 2) * (1 if i % 2 else -1)

    def _draw(self, painter: QPainter, name: str, at: At, width: int) -> None:
        found = next((line for line in self.lines if line[0] == name), None)
        if found is None:
            return
        _, points, died = found
        shift = self.offset(name)
        painter.setPen(self._pen(name, width))
        painter.drawPath(self._path(points, lambda game, rerolls: at(game, rerolls) + QPointF(0, shift)))
        if died:  # a cross where they died
            p = at(*points[-1]) + QPointF(0, shift)
            painter.setPen(QPen(painter.pen().color(), width))  # a solid cross, whatever the dashes
            painter.drawLine(p + QPointF(-5, -5), p + QPointF(5, 5))
            painter.drawLine(p + QPointF(-5, 5), p + QPointF(5, -5))
