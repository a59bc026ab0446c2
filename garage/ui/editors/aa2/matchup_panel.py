"""The Matchup panel beside the A&A II car editor (issue 26): the car being edited against a
car of the garage, or its own saved copy, answered by garage.rules.aa2.matchup.

The duels are played in small chunks on the GUI thread (a zero-delay timer between chunks,
each a few duels), so the window never freezes and the answer grows as the duels come in:
the first numbers show within a fraction of a second, the 95% intervals narrow as the count
rises. The counts of every chunk add up exactly (duel k always has the same dice), so the
answer after all the chunks is the one `garage-cli matchup` gives for the same question; each
question keeps its transposition table (matchup.Transpositions) from chunk to chunk until its
duels are done. An edit marks the answer stale at once and starts it again for the new design.

Up to four variants (the car as it was when kept) are answered against the same opponent
and shown side by side with the car as it is now.

The panel is a hidden dock's until View > Matchup Lab shows it: its controls are made when it
is first shown, and garage.rules.aa2.matchup (with the play engine behind it, a fifth of a
second to import) is imported only then, so opening a garage waits for neither.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from functools import cache
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDoubleSpinBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from garage.rules.aa2.catalogue import face_word, load_catalogue
from garage.rules.aa2.vehicle import Design
from garage.ui.colours import state_colour
from garage.ui.rules_words import spoken
from garage.ui.translations import QT_TRANSLATE_NOOP

if TYPE_CHECKING:  # imported where used: the panel is made hidden, with the editor
    from garage.rules.aa2 import matchup
    from garage.rules.aa2.matchup import Answer, Counts, Question

MAX_VARIANTS = 4
CHUNK_SECONDS = 0.03  # a chunk of duels stops after this long: the window stays responsive
SHOW_EVERY = 0.25  # seconds between showings of an answer still growing
SAVED = "saved"  # the opponent choice "this car's saved copy"
# The side by side's rows, short for a narrow dock; the tooltips say them whole. Translated
# where shown (self.tr): the module is imported before the translators load.
ROWS = (QT_TRANSLATE_NOOP("MatchupPanel", "Wins"), QT_TRANSLATE_NOOP("MatchupPanel", "Loses"),
        QT_TRANSLATE_NOOP("MatchupPanel", "Both out"), QT_TRANSLATE_NOOP("MatchupPanel", "Neither"),
        QT_TRANSLATE_NOOP("MatchupPanel", "Turns to kill"))
ROW_TIPS = (QT_TRANSLATE_NOOP("MatchupPanel", "The opponent is out first (destroyed or its driver killed)"),
            QT_TRANSLATE_NOOP("MatchupPanel", "This car is out first"),
            QT_TRANSLATE_NOOP("MatchupPanel", "Both are out in the same game-turn"),
            QT_TRANSLATE_NOOP("MatchupPanel", "Neither is out within the game-turns"),
            QT_TRANSLATE_NOOP("MatchupPanel", "Game-turns to the first kill, in the duels with one"))


@cache
def _option_labels() -> Mapping[str, str]:
    from garage.rules.aa2.play.screen import option_texts

    texts = option_texts()
    return {key: text["label"] for group in ("options", "environment") for key, text in texts[group].items()}


def option_label(name: str) -> str:
    """An optional rule (or an environment) as New Game names it, in the player's language."""
    label = _option_labels().get(name)
    return spoken(label) if label is not None else name.replace("_", " ")


@dataclass
class Job:
    """One design's answer in the making: the duels played so far and their counts."""

    question: Question
    duels: int
    seed: int
    counts: Counts
    table: matchup.Transpositions | None  # the question's transposition table, while duels remain
    done: int = 0
    pace: float = 0.0  # duels a second in the last chunk (0: none played yet)

    @property
    def finished(self) -> bool:
        return self.done >= self.duels


class MatchupRunner(QObject):
    """Plays the jobs' duels a chunk at a time, the current design's job first."""

    progressed = Signal(str)  # a job's key: it has more duels counted

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.jobs: dict[str, Job] = {}
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(0)
        self.timer.timeout.connect(self.step)

    def start(self, key: str, question: Question, duels: int, seed: int) -> None:
        from garage.rules.aa2.matchup import Counts, Transpositions

        old = self.jobs.get(key)
        if old is None or (old.question, old.duels, old.seed) != (question, duels, seed):
            self.jobs[key] = Job(question, duels, seed, Counts(),  # else its counts stand
                                 Transpositions(question))
        if self.busy and not self.timer.isActive():
            self.timer.start()

    def pause(self) -> None:
        """No more chunks until the next start (the panel is hidden)."""
        self.timer.stop()

    def drop(self, key: str) -> None:
        self.jobs.pop(key, None)

    @property
    def busy(self) -> bool:
        return any(not job.finished for job in self.jobs.values())

    def step(self) -> None:
        key = next((k for k, job in self.jobs.items() if not job.finished), None)
        if key is None:
            return
        job = self.jobs[key]
        # as many duels as the last chunk's pace fits in CHUNK_SECONDS (one to start with)
        n = min(job.duels - job.done, max(1, int(CHUNK_SECONDS * job.pace)) if job.pace else 1)
        from garage.rules.aa2 import matchup

        start = time.perf_counter()
        job.counts = job.counts + matchup.simulate(job.question, n, job.seed, job.done, job.table)
        job.done += n
        if job.finished:
            job.table = None  # its memory goes with the last chunk
        job.pace = n / max(time.perf_counter() - start, 1e-6)
        self.progressed.emit(key)
        if self.busy:
            self.timer.start()

    def finish(self) -> None:
        """Play every duel still to play now (tests, the benchmark)."""
        while self.busy:
            self.step()


class ThresholdChart(QWidget):
    """The chance each threshold line has been crossed by each game-turn: the opponent's lines
    solid (what this car does to it), this car's dashed; one colour a line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.answer: Answer | None = None
        self.stale = False
        self.setMinimumHeight(120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setAccessibleName(self.tr("Threshold lines crossed by game-turn"))

    def sizeHint(self) -> QSize:
        return QSize(300, 150)

    def set_answer(self, answer: Answer | None, stale: bool = False) -> None:
        self.answer, self.stale = answer, stale
        self.setAccessibleDescription(self.describe())
        self.update()

    def describe(self) -> str:
        if self.answer is None:
            return self.tr("no answer yet")
        turns = self.answer.question.turns
        parts = []
        for car, said in (("b", self.tr("opponent line {line} by turn {turns}: {percent}%")),
                          ("a", self.tr("this car line {line} by turn {turns}: {percent}%"))):
            for line, by_turn in enumerate(self.answer.crossed[car], 1):
                parts.append(said.format(line=line, turns=turns, percent=f"{100 * by_turn[-1].p:.0f}"))
        return "; ".join(parts)

    def line_colour(self, line: int) -> Any:
        return state_colour(self.palette(), (0.08 + 0.3 * (line - 1)) % 1.0)

    def paintEvent(self, event: Any) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.Text)
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        metrics = painter.fontMetrics()
        left, bottom, top = metrics.horizontalAdvance("100%") + 8, metrics.height() + 6, 6
        plot = QRectF(left, top, max(10, self.width() - left - 8), max(10, self.height() - top - bottom))
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 1))
        for fraction in (0.0, 0.5, 1.0):
            y = plot.bottom() - fraction * plot.height()
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text)
            painter.drawText(QRectF(0, y - metrics.height() / 2, left - 4, metrics.height()),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"{fraction:.0%}")
            painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 1))
        if self.answer is None:
            painter.setPen(text)
            painter.drawText(plot, Qt.AlignmentFlag.AlignCenter, self.tr("No answer yet"))
            return
        turns = self.answer.question.turns
        painter.setPen(text)
        for turn in sorted({1, turns, (turns + 1) // 2}):
            x = plot.left() + (turn - 1) / max(1, turns - 1) * plot.width()
            painter.drawText(QRectF(x - 20, plot.bottom() + 2, 40, metrics.height()), Qt.AlignmentFlag.AlignHCenter,
                             str(turn))
        x = plot.left() + 4
        for line in (1, 2, 3):  # the key: one colour a line
            painter.setPen(QPen(self.line_colour(line), 2))
            y = plot.top() + 4 + metrics.height() / 2
            painter.drawLine(QPointF(x, y), QPointF(x + 14, y))
            painter.setPen(text)
            words = self.tr("line {line}").format(line=line)
            painter.drawText(QPointF(x + 17, plot.top() + 4 + metrics.ascent()), words)
            x += 24 + metrics.horizontalAdvance(words)
        for car, style in (("b", Qt.PenStyle.SolidLine), ("a", Qt.PenStyle.DashLine)):
            for line, by_turn in enumerate(self.answer.crossed[car], 1):
                colour = self.line_colour(line)
                if self.stale:
                    colour.setAlphaF(0.35)
                painter.setPen(QPen(colour, 2, style))
                path = QPainterPath()
                for turn, estimate in enumerate(by_turn, 1):
                    point = QPointF(plot.left() + (turn - 1) / max(1, turns - 1) * plot.width(),
                                    plot.bottom() - estimate.p * plot.height())
                    path.moveTo(point) if turn == 1 else path.lineTo(point)
                painter.drawPath(path)


def percent(estimate: matchup.Estimate) -> str:
    low, high = estimate.interval
    return f"{100 * estimate.p:.0f}% ({100 * low:.0f}-{100 * high:.0f})"


class OpponentBox(QComboBox):
    """The opponent chooser: its list is read again each time it drops down (cars come and go)."""

    def __init__(self, before_popup: Callable[[], None]) -> None:
        super().__init__()
        self.before_popup = before_popup

    def showPopup(self) -> None:
        self.before_popup()
        super().showPopup()


class MatchupPanel(QScrollArea):
    """The question's controls, the answer, the chart, the why and the variants."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # What the window offers: [(label, design)] of the garage's cars, and the saved copy
        # of the car being edited (None: never saved). Both reach storage through operations.
        # What the window offers, reaching storage through its operations: the names of the
        # garage's cars (each design read only when chosen: a garage may hold thousands), a
        # car's design by name (None: gone), and the saved copy of the car being edited (None:
        # never saved).
        self.opponents: Callable[[], list[str]] = list
        self.load_opponent: Callable[[str], Any] = lambda name: None
        self.saved_copy: Callable[[], Any] = lambda: None
        self._opponent: Design | None = None
        self._opponent_problem = ""
        self._chosen: str | None = None  # the opponent whose speed and arc the controls were set for
        self.design: Design | None = None
        self.variants: list[tuple[str, Design]] = []  # (job key, the design as kept)
        self._kept = 0
        self.answers: dict[str, Answer] = {}
        self._shown_at: dict[str, float] = {}
        self.runner = MatchupRunner(self)
        self.runner.progressed.connect(self._progressed)
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # it narrows instead
        self.setAccessibleName(self.tr("Matchup"))
        self.setMinimumWidth(250)  # its question's grid, readable beside the editor at 1024x640
        # Until the controls are made (first shown): this car's speed (its value and maximum)
        # and the car its arc is for, as set_design would have left the controls.
        self._built = False
        self._speed_a = (12, 40)
        self._arc_for: Design | None = None

    # -- building --------------------------------------------------------------------------

    def build(self) -> None:
        """Make the controls, once (when first shown or asked a question), set for the car."""
        if self._built:
            return
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self._question_box())
        layout.addWidget(self._answer_box())
        layout.addWidget(self._variants_box())
        layout.addWidget(self._why_box())
        layout.addStretch(1)
        value, maximum = self._speed_a
        self.speed_a.setMaximum(maximum)
        self.speed_a.setValue(value)
        if self._arc_for is not None:
            from garage.rules.aa2 import matchup

            self.arc_a.setCurrentIndex(self.arc_a.findData(matchup.best_arc(self._arc_for)))
        self.setWidget(body)
        body.show()  # a widget set in a scroll area already shown is not shown with it
        self._built = True

    def _spin(self, name: str, low: int, high: int, value: int, suffix: str = "") -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(low, high)
        spin.setValue(value)
        spin.setSuffix(suffix)
        spin.setAccessibleName(name)
        spin.valueChanged.connect(self.ask)
        return spin

    def _arc(self, name: str) -> QComboBox:
        from garage.rules.aa2 import matchup

        combo = QComboBox()
        for arc in matchup.ARCS:
            combo.addItem(spoken(face_word(arc)), arc)
        combo.setAccessibleName(name)
        combo.currentIndexChanged.connect(self.ask)
        return combo

    def _question_box(self) -> QGroupBox:
        from garage.rules.aa2 import matchup

        box = QGroupBox(self.tr("Matchup: the question"))
        grid = QGridLayout(box)
        grid.setHorizontalSpacing(4)
        self.opponent = OpponentBox(lambda: self.refresh_opponents())
        self.opponent.setAccessibleName(self.tr("Opponent"))
        self.opponent.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.opponent.setMinimumContentsLength(8)
        self.opponent.currentIndexChanged.connect(self._opponent_changed)
        self.range = QDoubleSpinBox()
        self.range.setRange(0, 48)
        self.range.setDecimals(1)
        self.range.setValue(12)
        self.range.setSuffix('"')
        self.range.setAccessibleName(self.tr("Range between the cars, inches"))
        self.range.setToolTip(self.tr('Section 7\'s range bands: up to 12", 24" and 36"'))
        self.range.valueChanged.connect(self.ask)
        self.speed_a = self._spin(self.tr("This car's speed"), 0, 40, 12, '"')
        self.arc_a = self._arc(self.tr("Arc of this car the opponent is in"))
        self.rerolls_a = self._spin(self.tr("This car's driver's rerolls"), 0, 20, 0)
        self.speed_b = self._spin(self.tr("Opponent's speed"), 0, 40, 12, '"')
        self.arc_b = self._arc(self.tr("Arc of the opponent this car is in"))
        self.rerolls_b = self._spin(self.tr("Opponent's driver's rerolls"), 0, 20, 0)
        self.turns = self._spin(self.tr("Game-turns"), 1, matchup.MAX_TURNS, 10)
        self.duels = self._spin(self.tr("Duels"), 10, matchup.MAX_DUELS, 200)
        self.duels.setSingleStep(100)
        self.seed = self._spin(self.tr("Seed of the dice"), 0, 2**31 - 1, 1)
        self.options_button = QToolButton()
        self.options_button.setText(self.tr("Rules: none"))
        self.options_button.setAccessibleName(self.tr("Optional rules in force"))
        self.options_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.options_button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.options_menu = QMenu(self.options_button)
        self.option_actions: dict[str, QAction] = {}
        for name in matchup.option_names():
            action = self.options_menu.addAction(option_label(name))
            action.setCheckable(True)
            action.toggled.connect(self.ask)
            self.option_actions[name] = action
        self.options_button.setMenu(self.options_menu)

        # No Alt letters here: the window's are nearly all taken by the menus and the editor
        # beside (the Alt letters of a window are unique); Tab walks the question in order.
        def label(text: str, buddy: QWidget) -> QLabel:
            shown = QLabel(text)
            shown.setBuddy(buddy)
            return shown

        grid.addWidget(label(self.tr("Opponent:"), self.opponent), 0, 0)
        grid.addWidget(self.opponent, 0, 1, 1, 3)
        grid.addWidget(label(self.tr("Range:"), self.range), 1, 0)
        grid.addWidget(self.range, 1, 1, 1, 2)  # two columns: its whole number at 1024x640
        for column, heading in enumerate((self.tr("Speed"), self.tr("Arc"), self.tr("Rerolls")), 1):
            grid.addWidget(QLabel(heading), 2, column)
        grid.addWidget(label(self.tr("This car:"), self.speed_a), 3, 0)
        grid.addWidget(label(self.tr("Opponent:"), self.speed_b), 4, 0)
        for row, widgets in ((3, (self.speed_a, self.arc_a, self.rerolls_a)),
                             (4, (self.speed_b, self.arc_b, self.rerolls_b))):
            for column, widget in enumerate(widgets, 1):
                if isinstance(widget, QComboBox):  # an arc is read whole ("Front", not "Fron")
                    widget.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
                    widget.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
                else:
                    widget.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
                    widget.setMinimumWidth(44)
                grid.addWidget(widget, row, column)
        grid.addWidget(label(self.tr("Turns:"), self.turns), 5, 0)
        grid.addWidget(self.turns, 5, 1)
        grid.addWidget(label(self.tr("Duels:"), self.duels), 5, 2)
        grid.addWidget(self.duels, 5, 3)
        grid.addWidget(label(self.tr("Seed:"), self.seed), 6, 0)
        grid.addWidget(self.seed, 6, 1)
        grid.addWidget(self.options_button, 6, 2, 1, 2)
        for widget in (self.range, self.turns, self.duels, self.seed):
            widget.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            widget.setMinimumWidth(44)
        for column in (1, 2, 3):
            grid.setColumnStretch(column, 1)
        return box

    def _answer_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("The answer"))
        layout = QVBoxLayout(box)
        self.state = QLabel(self.tr("Choose an opponent"))
        self.state.setAccessibleName(self.tr("Matchup progress"))
        self.state.setWordWrap(True)
        layout.addWidget(self.state)
        self.chances = QLabel()
        self.chances.setAccessibleName(self.tr("Chances"))
        self.chances.setWordWrap(True)
        self.chances.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.chances)
        self.chart = ThresholdChart()
        layout.addWidget(self.chart)
        self.legend = QLabel(self.tr("Threshold lines crossed by game-turn. Solid: the opponent's; dashed: this "
                                     "car's."))
        self.legend.setWordWrap(True)
        layout.addWidget(self.legend)
        return box

    def _why_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Why"))
        layout = QVBoxLayout(box)
        self.why = QLabel()
        self.why.setAccessibleName(self.tr("Why"))
        self.why.setWordWrap(True)
        self.why.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.why)
        return box

    def _variants_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Variants against the same opponent"))
        layout = QVBoxLayout(box)
        buttons = QHBoxLayout()
        self.keep = QPushButton(self.tr("&Keep as Variant"))
        self.keep.setAccessibleName(self.tr("Keep as variant"))
        self.keep.setToolTip(self.tr("Keep the car as it is now, to compare with your next edits (up to four)"))
        self.keep.clicked.connect(self.keep_variant)
        self.forget = QPushButton(self.tr("&Forget"))
        self.forget.setAccessibleName(self.tr("Forget the variant chosen in the table"))
        self.forget.clicked.connect(self.forget_variant)
        buttons.addWidget(self.keep)
        buttons.addWidget(self.forget)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.table = QTableWidget(len(ROWS), 1)
        self.table.setAccessibleName(self.tr("Variants side by side"))
        self.table.setVerticalHeaderLabels([self.tr(row) for row in ROWS])
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        for row, tip in enumerate(ROW_TIPS):
            header = self.table.verticalHeaderItem(row)
            if header is not None:
                header.setToolTip(self.tr(tip))
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectColumns)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setMinimumHeight(self.table.verticalHeader().length() + self.table.horizontalHeader().height() + 24)
        self.table.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        layout.addWidget(self.table)
        self._update_variant_buttons()
        return box

    # -- the question ------------------------------------------------------------------------

    def set_design(self, design: Design | None) -> None:
        """The car being edited, after every edit and when another car is chosen."""
        before, self.design = self.design, design
        if not self._built:  # what the controls would show, kept for when they are made
            if design is not None:
                top = design.stat_line(load_catalogue()).max  # matchup.top_speed, without the engine
                self._speed_a = (min(12 if before is None else self._speed_a[0], top), top)
                self._arc_for = design
            return
        from garage.rules.aa2 import matchup

        if design is not None:
            self.speed_a.blockSignals(True)
            self.speed_a.setMaximum(matchup.top_speed(design))
            if before is None:
                self.speed_a.setValue(min(12, matchup.top_speed(design)))
            self.speed_a.blockSignals(False)
            if before is None or matchup.best_arc(before) != matchup.best_arc(design):
                # the arc follows the guns when an edit (or another car) moves them
                self.arc_a.blockSignals(True)
                self.arc_a.setCurrentIndex(self.arc_a.findData(matchup.best_arc(design)))
                self.arc_a.blockSignals(False)
        if before is None or design is None or before.name != design.name:
            self.refresh_opponents()  # another car: another saved copy
        else:
            self._opponent_changed()  # read again: the opponent may be this very car

    def showEvent(self, event: Any) -> None:
        self.build()
        super().showEvent(event)
        self.refresh_opponents()  # the garage may have changed while the panel was hidden

    def hideEvent(self, event: Any) -> None:
        super().hideEvent(event)
        self.runner.pause()  # hidden, it plays nothing (the counts so far are kept)

    def refresh_opponents(self) -> None:
        """The garage's cars and the saved copy, read again (the garage may have changed).
        Hidden, nothing: showing the panel reads them (showEvent), and a garage of 10,000 cars
        listed at every car chosen cost a fifth of its open."""
        if not self.isVisible() or not self._built:
            return
        current = self.opponent.currentData()
        self.opponent.blockSignals(True)
        self.opponent.clear()
        if isinstance(self.saved_copy(), Design):
            self.opponent.addItem(self.tr("This car, as saved"), SAVED)
        for name in self.opponents():
            self.opponent.addItem(name, name)
        index = self.opponent.findData(current) if current is not None else -1
        if index < 0 and self.design is not None:
            # a first choice: another car than this one
            index = next((i for i in range(self.opponent.count())
                          if self.opponent.itemData(i) not in (SAVED, self.design.name)), 0)
        self.opponent.setCurrentIndex(max(0, index))
        self.opponent.blockSignals(False)
        self._opponent_changed()

    def opponent_design(self) -> Design | None:
        return self._opponent

    def _opponent_changed(self) -> None:
        if not self._built:
            return  # no opponent chosen yet
        from garage.rules.aa2 import matchup

        chosen = self.opponent.currentData()
        found = None if chosen is None else self.saved_copy() if chosen == SAVED else self.load_opponent(chosen)
        self._opponent, self._opponent_problem = None, ""
        if isinstance(found, Design) and found.ruleset == "aa2":
            self._opponent = found
        elif found is not None:
            self._opponent_problem = self.tr("{car} is not an Axles and Alloys II car: no matchup").format(car=chosen)
        other = self._opponent
        if other is not None:
            top = matchup.top_speed(other)
            self.speed_b.blockSignals(True)
            self.speed_b.setMaximum(top)
            if chosen != self._chosen:  # a new opponent: its own defaults
                self.speed_b.setValue(min(12, top))
                self.arc_b.blockSignals(True)
                self.arc_b.setCurrentIndex(self.arc_b.findData(matchup.best_arc(other)))
                self.arc_b.blockSignals(False)
            self.speed_b.blockSignals(False)
            self._chosen = chosen
        self.ask()

    def question(self, design: Design | None = None) -> Question | None:
        from garage.rules.aa2.matchup import Question, Side, top_speed

        self.build()
        design = design or self.design
        other = self.opponent_design()
        if design is None or other is None:
            return None
        chosen = tuple(name for name, action in self.option_actions.items() if action.isChecked())
        speed_a = min(self.speed_a.value(), top_speed(design))
        return Question(Side(design, speed_a, str(self.arc_a.currentData()), self.rerolls_a.value()),
                        Side(other, self.speed_b.value(), str(self.arc_b.currentData()), self.rerolls_b.value()),
                        range_inches=self.range.value(), turns=self.turns.value(), options=chosen)

    def ask(self, *_: object) -> None:
        """The question changed (an edit, a control): mark the answer stale and start again.
        Hidden, the panel plays nothing: it asks again when shown."""
        if not self.isVisible() or not self._built:
            return
        from garage.rules.aa2 import matchup

        chosen = [option_label(n) for n, a in self.option_actions.items() if a.isChecked()]
        self.options_button.setText(self.tr("Rules: {rules}").format(rules=", ".join(chosen)) if chosen
                                    else self.tr("Rules: none"))
        self.options_button.setToolTip(self.tr("Optional rules in force: {rules}").format(rules=", ".join(chosen))
                                       if chosen else self.tr("Optional rules in force: none"))
        keys = ["now"] + [key for key, _ in self.variants]
        designs = [self.design, *(design for _, design in self.variants)]
        for key in list(self.runner.jobs):
            if key not in keys:
                self.runner.drop(key)
        for key, design in zip(keys, designs, strict=True):
            question = self.question(design)
            if question is None:
                self.runner.drop(key)
                continue
            try:
                matchup.check(question)
            except matchup.MatchupError as exc:
                self.runner.drop(key)
                if key == "now":
                    self.state.setText(self.tr("Cannot answer: {problem}").format(problem=exc))
                continue
            self.runner.start(key, question, self.duels.value(), self.seed.value())
        if self.question() is None:
            self.state.setText(self._opponent_problem or (self.tr("Choose an opponent (an A&A II car of the garage)")
                                                          if self.design else self.tr("No car chosen")))
            self.answers.pop("now", None)
            self.chart.set_answer(None)
            self.chances.clear()
            self.why.clear()
        self._show()

    # -- the answer --------------------------------------------------------------------------

    def _progressed(self, key: str) -> None:
        job = self.runner.jobs.get(key)
        if job is None:
            return
        now = time.perf_counter()
        shown = key in self.answers and self.answers[key].question == job.question
        if shown and not job.finished and now - self._shown_at.get(key, 0.0) < SHOW_EVERY:
            return  # the numbers move on a few times a second, not at every chunk
        self._shown_at[key] = now
        from garage.rules.aa2 import matchup

        self.answers[key] = matchup.answer(job.question, job.counts, job.seed)
        self._show()

    def _show(self) -> None:
        job = self.runner.jobs.get("now")
        answer = self.answers.get("now")
        fresh = job is not None and answer is not None and answer.question == job.question
        if job is not None:
            if job.finished and fresh:
                self.state.setText(self.tr("{duels} duels, seed {seed}: 95% intervals in brackets").format(
                    duels=job.done, seed=job.seed))
            else:
                self.state.setText((self.tr("Stale: playing duels for the edited car, {done} of {duels}…")
                                    if not fresh else self.tr("Playing duels: {done} of {duels}…")).format(
                                        done=job.done, duels=job.duels))
        stale = not fresh or (job is not None and not job.finished)
        if answer is not None and job is not None:
            names = (answer.question.a.design.name, answer.question.b.design.name)
            out = answer.first_out
            kill = answer.turns_to_kill
            first_out = self.tr("{car} out first: <b>{percent}</b>")
            lines = [first_out.format(car=names[1], percent=percent(out["b"])),
                     first_out.format(car=names[0], percent=percent(out["a"])),
                     self.tr("Both in one game-turn: {both}; neither in {turns}: {neither}").format(
                         both=percent(out["both"]), turns=answer.question.turns, neither=percent(out["neither"])),
                     self.tr("Game-turns to a kill: {turns} ({low}-{high})").format(
                         turns=f"{kill.value:.1f}", low=f"{kill.value - (kill.half_width or 0):.1f}",
                         high=f"{kill.value + (kill.half_width or 0):.1f}") if kill.value is not None else
                     self.tr("No kill within the game-turns")]
            exact = answer.exact["a"]
            if exact is not None:
                crossed = self.tr("line {line} {percent}")
                first = ", ".join(crossed.format(line=t.line, percent=f"{float(t.probability):.1%}")
                                  for t in exact.lines if t.probability) or self.tr("no line")
                lines.append(self.tr("First volley (exact): {dice}d6, {mean} hit points on average; crosses {lines}")
                             .format(dice=exact.dice, mean=f"{float(exact.damage.mean):.2f}", lines=first))
            line_one = answer.line_one.get("b")
            if line_one is not None:
                lines.append(self.tr("{car}'s line 1 by game-turn {turns} (exact): {percent}").format(
                    car=names[1], turns=answer.question.turns, percent=f"{float(line_one[-1]):.1%}"))
            self.chances.setText((self.tr("<i>(stale)</i> ") if not fresh else "") + "<br>".join(lines))
            self.chances.setEnabled(fresh)
            self.chart.set_answer(answer, stale)
            self.why.setText("\n".join(spoken(line) for line in answer.why))
            self.why.setEnabled(fresh)
        self._fill_table()

    def _fill_table(self) -> None:
        keys = ["now"] + [key for key, _ in self.variants]
        names = [self.tr("Now")] + [v.name for _, v in self.variants]
        self.table.setColumnCount(len(keys))
        self.table.setHorizontalHeaderLabels([self.tr("Now")] + [str(i + 1) for i in range(len(self.variants))])
        for column, key in enumerate(keys):
            header = self.table.horizontalHeaderItem(column)
            if header is not None:
                header.setToolTip(self.tr("The car as it is now") if key == "now" else
                                  self.tr("Variant {number}: {car}").format(number=column, car=names[column]))
            answer, job = self.answers.get(key), self.runner.jobs.get(key)
            cells = [("…", "")] * len(ROWS)
            if answer is not None and job is not None and answer.question == job.question:
                out, kill = answer.first_out, answer.turns_to_kill
                cells = [(f"{100 * out[k].p:.0f}%", percent(out[k])) for k in ("b", "a", "both", "neither")]
                cells.append((f"{kill.value:.1f}", self.tr("%n duels with a kill", "", kill.n)
                              if kill.n != 1 else self.tr("%n duel with a kill", "", kill.n))
                             if kill.value is not None else ("-", self.tr("no kill")))
                if not job.finished:
                    cells = [(f"{c} …", tip) for c, tip in cells]
            for row, (text, tip) in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(tip)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)

    # -- variants ----------------------------------------------------------------------------

    def keep_variant(self) -> None:
        """The car as it is now, kept to compare with the next edits."""
        self.build()
        if self.design is None or len(self.variants) >= MAX_VARIANTS:
            return
        self._kept += 1
        key = f"variant {self._kept}"
        self.variants.append((key, self.design))
        job = self.runner.jobs.get("now")
        if job is not None:  # the same question: the counts so far carry over
            self.runner.jobs[key] = replace(job)
            if "now" in self.answers:
                self.answers[key] = self.answers["now"]
        self._update_variant_buttons()
        self.ask()

    def forget_variant(self) -> None:
        """The variant whose column is chosen in the table (else the last kept)."""
        self.build()
        column = self.table.currentColumn()
        index = column - 1 if column >= 1 else len(self.variants) - 1
        if not 0 <= index < len(self.variants):
            return
        key, _ = self.variants.pop(index)
        self.runner.drop(key)
        self.answers.pop(key, None)
        self._update_variant_buttons()
        self.ask()

    def _update_variant_buttons(self) -> None:
        self.keep.setEnabled(len(self.variants) < MAX_VARIANTS)
        self.forget.setEnabled(bool(self.variants))
