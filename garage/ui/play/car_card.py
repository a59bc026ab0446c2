"""One car at the table as a live record sheet: hit-point circles crossed out line by line in
the threshold colours, components, weapons, speed and plot range, rerolls, crew. It draws a
card of the game's status (`rulesets.CarCard`, from RuleSet.status of the game's rule set),
nothing else: the title, crew and fate from its common keys, the hit points when it has them,
and the rest from its "card" lines."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QVBoxLayout, QWidget

from garage.rules import rulesets
from garage.ui.colours import error_colour, state_colour, warning_colour

# One hue per threshold line, as the record sheet tints its rows: yellow, orange, red.
LINE_HUES = (0.14, 0.07, 0.0)


_COLOURS: dict[int, tuple[QColor, QColor, tuple[QColor, ...]]] = {}


def card_colours(palette: QPalette) -> tuple[QColor, QColor, tuple[QColor, ...]]:
    """Error, warning and the threshold lines' colours for this palette: walked to a readable
    contrast once per palette, not on every repaint."""
    key = palette.cacheKey()
    if key not in _COLOURS:
        _COLOURS[key] = (error_colour(palette), warning_colour(palette),
                         tuple(state_colour(palette, hue) for hue in LINE_HUES))
    return _COLOURS[key]


class HitPoints(QWidget):
    """Three lines of circles; each hit point lost is a filled circle, a crossed line is
    struck through."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.total, self.per_line, self.lost = 15, 5, 0
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setAccessibleName("Hit points")

    def set_points(self, total: int, per_line: int, lost: int) -> None:
        changed = (total, per_line, lost) != (self.total, self.per_line, self.lost)
        self.total, self.per_line, self.lost = total, max(1, per_line), lost
        self.setAccessibleDescription(f"{total - lost} of {total} hit points left")
        if changed:
            self.updateGeometry()
            self.update()

    def _diameter(self) -> int:
        return max(10, self.fontMetrics().height())

    def sizeHint(self) -> QSize:
        d = self._diameter()
        lines = -(-self.total // self.per_line)
        return QSize(self.per_line * (d + 4) + 4, lines * (d + 4) + 2)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        ink = palette.color(QPalette.ColorRole.WindowText)
        colours = card_colours(palette)[2]
        d = self._diameter()
        for i in range(self.total):
            line, col = divmod(i, self.per_line)
            rect = QRectF(2 + col * (d + 4), 1 + line * (d + 4), d, d)
            painter.setPen(QPen(ink, 1.2))
            painter.setBrush(colours[min(line, len(colours) - 1)] if i < self.lost else Qt.BrushStyle.NoBrush)
            painter.drawEllipse(rect)
        lines = -(-self.total // self.per_line)
        painter.setPen(QPen(ink, 2))
        for line in range(lines):
            if self.lost >= (line + 1) * self.per_line:
                y = 1 + line * (d + 4) + d / 2
                painter.drawLine(0, int(y), self.per_line * (d + 4) + 2, int(y))


def line_html(line: rulesets.Line, bad: QColor, warn: QColor) -> str:
    """A card, banner or odds line (rulesets.Line: [text, tone] pieces) as rich text."""
    out = []
    for text, tone in line:
        text = escape(text)
        if tone == "strong":
            text = f"<b>{text}</b>"
        elif tone == "warning":
            text = f"<span style='color:{warn.name()}'>{text}</span>"
        elif tone == "bad":
            text = f"<b style='color:{bad.name()}'>{text}</b>"
        elif tone == "gone":
            text = f"<s style='color:{bad.name()}'>{text}</s>"
        out.append(text)
    return "".join(out)


class CarCard(QFrame):
    def __init__(self, car_id: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.car_id = car_id
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("car-card")
        self.setAccessibleName(f"Car {car_id}")
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.fate = QLabel()
        self.hit_points = HitPoints()
        # One rich-text label for the rest of the sheet: a word-wrapped label is laid out as a
        # whole document, and one costs a quarter of four on every action.
        self.sheet = QLabel()
        self.sheet.setTextFormat(Qt.TextFormat.RichText)
        self.sheet.setAccessibleName("Record sheet")
        layout = QVBoxLayout(self)
        layout.setSpacing(3)
        for widget in (self.title, self.fate, self.hit_points, self.sheet):
            if isinstance(widget, QLabel):
                widget.setWordWrap(True)
                widget.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            layout.addWidget(widget)
        layout.addStretch(1)
        self._last: tuple[str, bool, bool, str] | None = None
        self._moving = False
        self.concerned = False  # the request on screen is this car's

    def show_car(self, car: rulesets.CarCard, moving: bool, plotting: bool, waiting_mark: str = "to plot") -> None:
        """`waiting_mark`: the rule set's words for a car the game waits on (A&A II: to plot)."""
        key = (repr(car), moving, plotting, waiting_mark)
        if key == self._last:
            return  # nothing on this card changed: no relayout
        self._last = key
        bad, warn, _ = card_colours(self.palette())
        marker = " ▶ moving" if moving else (f" ✎ {waiting_mark}" if plotting else "")
        crew = car.crew or car.driver or "unnamed driver"
        self.title.setText(f"<b>{escape(car.vehicle or car.car)}</b>{marker}<br>{escape(crew)}")
        out = car.out or ("finished, place " + str(car.position) if car.position else None)
        self.fate.setVisible(bool(out))
        fate = ("DESTROYED: " if car.destroyed else "Out: ") + out if out else ""
        self.fate.setText(f"<b style='color:{bad.name()}'>{escape(fate)}</b>"
                          if out and not car.position else escape(out or ""))
        total, points = car.hit_points_total, car.hit_points
        self.hit_points.setVisible(total is not None)
        if total is not None:
            self.hit_points.set_points(total, car.circles_per_line or 5, total - (points or 0))
        self.sheet.setText("".join(f"<p style='margin:0 0 4px 0'>{line_html(line, bad, warn)}</p>"
                                   for line in car.card))
        self.setEnabled(car.out is None)  # a car out of the game is greyed, why above
        self._moving = moving
        self._frame()

    def set_concerned(self, concerned: bool) -> None:
        """Light the card up while the die or decision the game waits for is this car's."""
        if concerned == self.concerned:
            return
        self.concerned = concerned
        self.setAccessibleDescription("the die or decision asked for is this car's" if concerned else "")
        # A style sheet only while lit: setting one, even empty, restyles the card every time.
        if concerned:
            highlight = self.palette().color(QPalette.ColorRole.Highlight).name()
            self.setStyleSheet(f"QFrame#car-card {{ border: 3px solid {highlight}; border-radius: 4px; }}")
        else:
            self.setStyleSheet("")
        self._frame()

    def _frame(self) -> None:
        self.setLineWidth(3 if self._moving or self.concerned else 1)
        self.setFrameShadow(QFrame.Shadow.Plain if self._moving or self.concerned else QFrame.Shadow.Raised)
