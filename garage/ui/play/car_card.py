"""One car at the table as a live record sheet: hit-point circles crossed out line by line in
the threshold colours, components, weapons, speed and plot range, rerolls, crew. It draws a
card of the game's status (`rulesets.CarCard`, from RuleSet.status of the game's rule set),
nothing else: the title, crew and fate from its common keys, its conditions as icons (on
fire with the count, lost control, misses a turn, airborne, destroyed: each drawn here, its
words the tooltip), the hit points when it has them, and the rest from its "card" lines. The
card of the car whose move it is is framed in the palette's highlight."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QAction,
    QBrush,
    QColor,
    QGuiApplication,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QRegion,
)
from PySide6.QtWidgets import QFrame, QHBoxLayout, QSizePolicy, QVBoxLayout, QWidget

from garage.rules import rulesets
from garage.rules.phrase import Word
from garage.ui.colours import state_colour
from garage.ui.play.text_block import Paragraph, TextBlock, paragraph, tone_colours
from garage.ui.rules_words import spoken
from garage.ui.translations import QT_TRANSLATE_NOOP

PARAGRAPH_MARGIN = 4  # under each line of a card's sheet (CarCard.show_car)
RING = 4  # px: the mover's highlight, painted over the card's frame (CarCard.set_highlighted)
LIT = 6  # px: the ring of a card lit for its die (CarCard.set_concerned), its rounded corners' inside too
# One hue per threshold line, as the record sheet tints its rows: yellow, orange, red.
LINE_HUES = (0.14, 0.07, 0.0)


_COLOURS: dict[int, tuple[QColor, QColor, tuple[QColor, ...]]] = {}


def card_colours(palette: QPalette) -> tuple[QColor, QColor, tuple[QColor, ...]]:
    """Error, warning and the threshold lines' colours for this palette: walked to a readable
    contrast once per palette, not on every repaint."""
    key = palette.cacheKey()
    if key not in _COLOURS:
        _COLOURS[key] = (*tone_colours(palette), tuple(state_colour(palette, hue) for hue in LINE_HUES))
    return _COLOURS[key]


class HitPoints(QWidget):
    """Three lines of circles; each hit point lost is a filled circle, a crossed line is
    struck through."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.total, self.per_line, self.lost = 15, 5, 0
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(self.tr("Hit points"))

    def set_points(self, total: int, per_line: int, lost: int) -> None:
        changed = (total, per_line, lost) != (self.total, self.per_line, self.lost)
        self.total, self.per_line, self.lost = total, max(1, per_line), lost
        self.setAccessibleDescription(self.tr("{left} of {total} hit points left").format(left=total - lost,
                                                                                          total=total))
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


# What each condition is called beside its icon's own words (accessible name, a count added).
# Shown translated (context CarCard).
CONDITION_NAMES = {"destroyed": QT_TRANSLATE_NOOP("CarCard", "Destroyed"),
                   "fire": QT_TRANSLATE_NOOP("CarCard", "On fire"),
                   "lost_control": QT_TRANSLATE_NOOP("CarCard", "Lost control"),
                   "misses_turn": QT_TRANSLATE_NOOP("CarCard", "Misses a turn"),
                   "airborne": QT_TRANSLATE_NOOP("CarCard", "Airborne")}


def _round(pen: QPen) -> QPen:
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


class ConditionIcon(QWidget):
    """One condition drawn: a crossed circle (destroyed), a flame with the number of fires, a
    spiral (lost control), a pause sign (misses a turn), a rising arrow (airborne); in the
    palette's error, warning and text colours, so it reads in light and dark alike."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind, self.count, self.words = "", 1, ""
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def set_condition(self, condition: rulesets.Condition) -> None:
        if (condition.kind, condition.count, condition.words) == (self.kind, self.count, self.words):
            return
        self.kind, self.count, self.words = condition.kind, condition.count, condition.words
        name = (QCoreApplication.translate("CarCard", CONDITION_NAMES[self.kind]) if self.kind in CONDITION_NAMES
                else self.kind.replace("_", " ").capitalize())
        self.setAccessibleName(f"{name}: {self.count}" if self._counted() else name)
        self.setAccessibleDescription(self.words)
        self.setToolTip(self.words)
        self.updateGeometry()
        self.update()

    def _counted(self) -> bool:
        """Fires are counted even one (each burns on); anything else only when more than one."""
        return self.kind == "fire" or self.count > 1

    def _side(self) -> int:
        return max(16, round(self.fontMetrics().height() * 1.4))

    def sizeHint(self) -> QSize:
        side = self._side()
        extra = self.fontMetrics().horizontalAdvance(str(self.count)) + 2 if self._counted() else 0
        return QSize(side + extra, side)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        ink = palette.color(QPalette.ColorRole.WindowText)
        bad, warn, _ = card_colours(palette)
        side = self._side()
        pen = max(2.0, side / 7)
        box = QRectF(pen / 2, pen / 2, side - pen, side - pen)
        centre = box.center()
        if self.kind == "destroyed":
            painter.setPen(QPen(bad, pen))
            painter.drawEllipse(box)
            inner = box.adjusted(side / 4, side / 4, -side / 4, -side / 4)
            painter.drawLine(inner.topLeft(), inner.bottomRight())
            painter.drawLine(inner.topRight(), inner.bottomLeft())
        elif self.kind == "fire":
            flame = QPainterPath(QPointF(centre.x(), box.top()))
            flame.cubicTo(QPointF(box.right() + side / 8, box.top() + side / 2), QPointF(box.right(), box.bottom()),
                          QPointF(centre.x(), box.bottom()))
            flame.cubicTo(QPointF(box.left(), box.bottom()), QPointF(box.left() - side / 8, box.top() + side / 2),
                          QPointF(centre.x(), box.top()))
            painter.setPen(QPen(bad, pen / 2))
            painter.setBrush(QBrush(warn))
            painter.drawPath(flame)
            painter.setBrush(QBrush(bad))
            painter.drawEllipse(QRectF(centre.x() - side / 8, box.bottom() - side * 3 / 8, side / 4, side / 4))
        elif self.kind == "lost_control":
            painter.setPen(_round(QPen(warn, pen)))
            for i, radius in enumerate((0.45, 0.3, 0.15)):
                r = side * radius
                arc = QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)
                painter.drawArc(arc, 90 * 16 * (i % 2 * 2), 270 * 16)
        elif self.kind == "misses_turn":
            painter.setPen(QPen(ink, pen / 1.5))
            painter.drawEllipse(box)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(ink))
            bar_w, bar_h = side / 7, side / 2
            for dx in (-side / 7, side / 7):
                painter.drawRect(QRectF(centre.x() + dx - bar_w / 2, centre.y() - bar_h / 2, bar_w, bar_h))
        elif self.kind == "airborne":
            painter.setPen(_round(QPen(ink, pen)))
            tip = QPointF(centre.x(), box.top() + pen)
            painter.drawLine(QPointF(centre.x(), box.bottom() - side / 5), tip)
            painter.drawLine(QPointF(box.left() + side / 6, centre.y() - side / 8), tip)
            painter.drawLine(QPointF(box.right() - side / 6, centre.y() - side / 8), tip)
            painter.setPen(QPen(ink, pen / 2, Qt.PenStyle.DotLine))
            painter.drawLine(QPointF(box.left(), box.bottom()), QPointF(box.right(), box.bottom()))
        else:  # a kind this screen does not know yet: its first letter in a ring
            painter.setPen(QPen(ink, pen / 1.5))
            painter.drawEllipse(box)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.kind[:1].upper())
        if self._counted():
            painter.setPen(ink)
            painter.drawText(QRectF(side, 0, self.width() - side, side),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, str(self.count))


class ConditionRow(QWidget):
    """The card's conditions, one icon each, in the order the status gives them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Conditions"))
        self._icons: list[ConditionIcon] = []
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(4)
        self._layout.addStretch(1)

    def icons(self) -> list[ConditionIcon]:
        return [icon for icon in self._icons if not icon.isHidden()]

    def show_conditions(self, conditions: tuple[rulesets.Condition, ...]) -> None:
        while len(self._icons) < len(conditions):
            icon = ConditionIcon(self)
            self._layout.insertWidget(len(self._icons), icon)
            self._icons.append(icon)
        for icon, condition in zip(self._icons, conditions, strict=False):
            icon.set_condition(condition)
            icon.show()
        for icon in self._icons[len(conditions):]:
            icon.hide()
        self.setVisible(bool(conditions))
        self.setAccessibleDescription(", ".join(c.words for c in conditions))


def templates_text(status: rulesets.GameStatus) -> str:
    """The templates on the table in words: what each is and whose car dropped it."""
    parts = []
    for template in status.templates:
        owner = status.card_of(str(template.extra.get("owner") or ""))
        who = ""
        if owner is not None:
            crew = owner.crew or owner.driver
            who = (QCoreApplication.translate("CarCard", ", dropped by {car} ({crew})") if crew else
                   QCoreApplication.translate("CarCard", ", dropped by {car}")).format(car=owner.vehicle, crew=crew)
        kind = spoken(Word(template.kind.replace("_", " ").capitalize()))  # the catalogue's name of it
        parts.append(f"{template.id}: {kind}{who}")
    if not parts:
        return ""
    return QCoreApplication.translate("CarCard", "On the table: {templates}").format(templates="; ".join(parts))


def sheet_lines(car: rulesets.CarCard, said: dict[tuple[type, str], str] | None = None) -> tuple[Paragraph, ...]:
    """The lines of the card's sheet, as the rules give them (the one place the card reads
    them); `said`: the sheet's words already said (text_block.paragraph)."""
    return tuple(paragraph(line, said) for line in car.card)


class TallestColumn(QVBoxLayout):
    """A card's column, as tall as the tallest it has needed at its width (a layout asks the
    card's layout, not the card, for its height at a width)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.tallest: dict[int, int] = {}  # width -> the tallest height needed at it

    def heightForWidth(self, width: int) -> int:
        height = max(super().heightForWidth(width), self.tallest.get(width, 0))
        if width not in self.tallest and len(self.tallest) > 8:  # a window being resized
            self.tallest.clear()
        self.tallest[width] = height
        return height


class CarCard(QFrame):
    """One car's card. It keeps the tallest height it has needed at its width: a line that
    comes and goes (the mover's move, a fire) would otherwise resize the card, its row and so
    every card, each of them then painted again, on every action."""

    def __init__(self, car_id: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.car_id = car_id
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("car-card")
        self.setAccessibleName(self.tr("Car {car}").format(car=car_id))
        self.title = TextBlock()
        self.fate = TextBlock()
        self.conditions = ConditionRow()
        self.hit_points = HitPoints()
        self.highlighted = False
        # The rest of the sheet in one block of lines, each laid out once per text and width.
        self.sheet = TextBlock(spacing=PARAGRAPH_MARGIN, keeps_room=True)  # the card keeps its tallest
        self.sheet.setAccessibleName(self.tr("Record sheet"))
        layout = self.column = TallestColumn(self)
        layout.setSpacing(3)
        for widget in (self.title, self.fate, self.conditions, self.hit_points, self.sheet):
            layout.addWidget(widget)
        # The sheet takes the card's room below the circles, its text at the top: as the card
        # keeps its height, the sheet keeps its own when a line comes or goes.
        layout.setStretchFactor(self.sheet, 1)
        # What a label let the players select and copy: the card's words, from its menu.
        copy = QAction(self.tr("&Copy the Card's Text"), self)
        copy.triggered.connect(self.copy_text)
        self.addAction(copy)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self._last: tuple[rulesets.CarCard, bool, bool, str] | None = None
        self.concerned = False  # the request on screen is this car's

    def sizeHint(self) -> QSize:
        """As wide as its column asks (its texts' 80 characters: every card alike, so the grid
        shares its width evenly), as tall as it is at the width it has once shown. QFrame's
        asks its column's height at the hint's width, and every changed line of the card was
        laid out at that width as well as at its own, on every action."""
        hint = self.column.sizeHint()
        margins = self.contentsMargins()
        width = hint.width() + margins.left() + margins.right()
        shown = self.width() if self.isVisible() else width
        return QSize(width, self.column.heightForWidth(shown) + margins.top() + margins.bottom())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.column.tallest.clear()  # zoomed, the game-night layout: measured afresh
        super().changeEvent(event)

    def show_car(self, car: rulesets.CarCard, moving: bool, plotting: bool, waiting_mark: str = "to plot") -> None:
        """`waiting_mark`: the rule set's words for a car the game waits on (A&A II: to plot)."""
        key = (car, moving, plotting, waiting_mark)  # a card is a value: compared, not printed
        if key == self._last:
            return  # nothing on this card changed: no relayout
        self._last = key
        moving_mark, plotting_mark = " ▶ " + self.tr("moving"), f" ✎ {spoken(waiting_mark)}"
        self.title.reserve(moving_mark + plotting_mark)  # either may come: the card's least width is theirs too
        marker = moving_mark if moving else (plotting_mark if plotting else "")
        crew = spoken(car.crew or car.driver) or self.tr("unnamed driver")  # the rules' words in the player's language
        self.title.set_paragraphs((paragraph([(car.vehicle or car.car, "strong"), (marker, "")]), ((crew, ""),)))
        out = spoken(car.out or "") or (self.tr("finished, place {position}").format(position=car.position)
                                        if car.position else None)
        self.fate.setVisible(bool(out))
        fate = (self.tr("DESTROYED: {why}") if car.destroyed else self.tr("Out: {why}")).format(why=out) if out else ""
        self.fate.set_paragraphs((paragraph([(fate, "bad")]),) if out and not car.position
                                 else (paragraph([(out or "", "")]),))
        total, points = car.hit_points_total, car.hit_points
        self.hit_points.setVisible(total is not None)
        if total is not None:
            self.hit_points.set_points(total, car.circles_per_line or 5, total - (points or 0))
        self.sheet.set_paragraphs(sheet_lines(car, self.sheet.said))
        self.conditions.show_conditions(tuple(rulesets.Condition(c.kind, c.count, spoken(c.words))
                                              for c in car.conditions))
        self.setEnabled(car.out is None)  # a car out of the game is greyed, why above
        self.set_highlighted(moving)

    def copy_text(self) -> str:
        """The card's words, as a screen reader has them, on the clipboard."""
        shown = [self.title.plain_text()]
        if self.fate.isVisibleTo(self):
            shown.append(self.fate.plain_text())
        shown.append(self.conditions.accessibleDescription())
        if self.hit_points.isVisibleTo(self):
            shown.append(self.hit_points.accessibleDescription())
        shown.append(self.sheet.plain_text())
        words = "\n".join(part for part in shown if part)
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(words)
        return words

    def set_highlighted(self, on: bool) -> None:
        """The card of the car whose move it is: framed in the palette's highlight colour,
        painted over the card's own frame. Only that ring is painted again: the card's texts
        and circles that did not change are not."""
        if on == self.highlighted:
            return
        self.highlighted = on
        self._ring(RING)

    def set_concerned(self, concerned: bool) -> None:
        """Light the card up while the die or decision the game waits for is this car's: a
        rounded ring in the palette's highlight colour, painted over the card's frame as the
        mover's is. (A style sheet's border restyled the card and widened its frame: every
        card, its row and the pane were laid out and painted again for each die entered.)"""
        if concerned == self.concerned:
            return
        self.concerned = concerned
        self._ring(LIT)

    def _ring(self, width: int) -> None:
        """Say what the card's rings mean, and paint its outer `width` pixels again."""
        said = ([self.tr("whose move it is")] if self.highlighted else []) + \
            ([self.tr("the die or decision asked for is this car's")] if self.concerned else [])
        self.setAccessibleDescription("; ".join(said))
        ring = self.rect()
        self.update(QRegion(ring).subtracted(QRegion(ring.adjusted(width, width, -width, -width))))

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.highlighted or self.concerned:
            painter = QPainter(self)
            painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Highlight), 3))
            edge = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
            if self.highlighted:
                painter.drawRect(edge)
            if self.concerned:
                painter.setRenderHint(QPainter.RenderHint.Antialiasing)
                painter.drawRoundedRect(edge, 4, 4)
