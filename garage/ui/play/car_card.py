"""One car at the table as a live record sheet: hit-point circles crossed out line by line in
the threshold colours, components, weapons, speed and plot range, rerolls, crew. It draws a
card's dict from `garage-cli play status --json` (garage.rules.aa2.play.status), nothing else."""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QVBoxLayout, QWidget

from garage.ui.colours import error_colour, state_colour, warning_colour

# One hue per threshold line, as the record sheet tints its rows: yellow, orange, red.
LINE_HUES = (0.14, 0.07, 0.0)
INCH = '"'


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


def _state_html(label: str, state: str, bad: QColor, warn: QColor) -> str:
    text = f"{escape(label)} {escape(state)}"
    if state in ("destroyed", "dead"):
        return f"<s style='color:{bad.name()}'>{text}</s>"
    if state in ("damaged", "ejected"):
        return f"<span style='color:{warn.name()}'>{text}</span>"
    return text


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
        self._last: tuple[str, bool, bool] | None = None

    def show_car(self, car: dict[str, Any], moving: bool, plotting: bool) -> None:
        key = (repr(car), moving, plotting)
        if key == self._last:
            return  # nothing on this card changed: no relayout
        self._last = key
        bad, warn, _ = card_colours(self.palette())
        driver = car["driver"] + ("" if car["driver_status"] == "ok" else f" ({car['driver_status']})")
        crew = f"{escape(driver)}" + (f", navigator {escape(car['navigator'])} "
                                       f"({car['components'].get('navigator', 'ok')})" if car.get("navigator") else "")
        team = f" · {escape(car['team'])}" if car.get("team") else ""
        marker = " ▶ moving" if moving else (" ✎ to plot" if plotting else "")
        self.title.setText(f"<b>{escape(car['car'])}</b>: {escape(car['vehicle'])}{team}{marker}<br>{crew}")
        out = car["out"] or ("finished, place " + str(car["position"]) if car.get("position") else None)
        self.fate.setVisible(bool(out))
        if out and not car.get("position"):
            why = ("DESTROYED: " if car["destroyed"] else "Out: ") + out
            self.fate.setText(f"<b style='color:{bad.name()}'>{escape(why)}</b>")
        else:
            self.fate.setText(escape(out or ""))
        self.hit_points.set_points(car["hit_points_total"], car["circles_per_line"],
                                   car["hit_points_total"] - car["hit_points"])
        stats = car["stats"]
        speed = [f"MAX {stats['max']} ACC {stats['acc']} DEC {stats['dec']} TURN {stats['turn']}",
                 f"speed {car['speed']}{INCH}"]
        if car["plotted"] is not None:
            speed.append(f"plotted {car['plotted']}{INCH}" + (f" +{car['nitro']}{INCH} nitro" if car["nitro"] else "")
                         + (" reverse" if car.get("reverse") else ""))
        if moving:
            speed.append(f"move {car['move_length']}{INCH}, turns left {car['turns_left']}")
        if car["plot_range"]:
            word = "next plot" if car["plotted"] is not None else "plot"
            speed.append(f"{word} {car['plot_range']['min']}-{car['plot_range']['max']}{INCH}")
        parts = [escape(" · ".join(speed))]
        labels = car["component_labels"]
        parts.append(", ".join(_state_html(labels.get(k, k), v, bad, warn)
                               for k, v in car["components"].items() if not k.startswith("weapon:")))
        weapons = []
        for w in car["weapons"]:
            mount = "turret" if w["turreted"] else (w["mount"] or "no face")
            text = f"{w['name'] or w['class']} ({w['class']}, {mount})"
            weapons.append(f"<s style='color:{bad.name()}'>{escape(text)}</s>" if w["problem"] else escape(text))
        parts.append("Weapons: " + (", ".join(weapons) if weapons else "none"))
        extras = [f"rerolls: driver {car['rerolls_left']}"]
        extras += [f"{escape(e['name'])} {'ready' if e['left'] else 'used'}" for e in car["equipment_rerolls"]]
        if car["fires"]:
            extras.append(f"<b style='color:{bad.name()}'>on fire ×{car['fires']}</b>")
        if car["nitro_charges"]:
            extras.append(f"nitro ×{car['nitro_charges']}")
        if any(car["drops_left"]):
            extras.append("drops left " + "/".join(str(n) for n in car["drops_left"]))
        if car["airborne"] or car["airborne_left"]:
            extras.append(f"<b>airborne</b> ({car['airborne_left']}{INCH} to fly)")
        if car["stalled"]:
            extras.append(f"<b style='color:{warn.name()}'>misses this turn</b>")
        loss = car["loss_of_control"]
        if loss:
            extras.append(f"lost control in turn {loss['turn']}: {escape(loss['text'])}")
        done = [word for word, flag in (("moved", car["moved"]), ("attacked", car["attacked"])) if flag]
        if done and car["out"] is None:
            extras.append("this turn: " + ", ".join(done))
        if car["kills"]:
            extras.append("kills: " + escape(", ".join(car["kills"])))
        if car.get("laps"):
            extras.append(f"laps {car['laps']}")
        parts.append(" · ".join(extras))
        self.sheet.setText("".join(f"<p style='margin:0 0 4px 0'>{part}</p>" for part in parts))
        self.setEnabled(car["out"] is None)  # a car out of the game is greyed, why above
        self.setLineWidth(3 if moving else 1)
        self.setFrameShadow(QFrame.Shadow.Plain if moving else QFrame.Shadow.Raised)
