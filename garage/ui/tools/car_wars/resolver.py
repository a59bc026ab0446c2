"""The Car Wars crash resolver: pick Crash Table 1 or 2 and the modifier, then let Garage roll
or type the dice rolled on the table; it shows each step of the result (a fishtail, then the
roll again on Crash Table 1) and what to do to the model and the record sheet.

Reached from the Play menu of the garage window and from the Game menu of a crash-tables game.
The rules core resolves the crash (garage.rules.car_wars.crash); this window only asks for
the dice and decisions it needs, as the game-night screen does.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from garage.rules.car_wars.crash import Crash, describe, resolve
from garage.rules.car_wars.odds import MODIFIER_LIMIT, crash_odds
from garage.rules.car_wars.tables import crash_tables
from garage.rules.car_wars.vehicle import vehicle_rules
from garage.rules.play.dice import DiceSource, SeededDice
from garage.rules.play.inputs import Inputs, NeedInput, Request, record
from garage.ui.play.request_panel import RequestPanel
from garage.ui.rules_words import spoken


def sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


class ModifierBox(QSpinBox):
    """A number as the tables write a modifier or a handling class: +3, -2, +0."""

    def textFromValue(self, value: int) -> str:
        return f"{value:+d}"

    def valueFromText(self, text: str) -> int:
        return int(text.replace(" ", "") or 0)


def table_chooser() -> QComboBox:
    """Crash Table 1 or 2, by its number."""
    table = QComboBox()
    table.setAccessibleName(QCoreApplication.translate("CrashResolverDialog", "Crash table"))
    table.addItem(QCoreApplication.translate("CrashResolverDialog", "Crash Table 1: skids and rolls"), 1)
    table.addItem(QCoreApplication.translate("CrashResolverDialog", "Crash Table 2: fishtails"), 2)
    return table


def modifier_box() -> ModifierBox:
    """The modifier added to the 2d6 rolled on a table."""
    modifier = ModifierBox()
    modifier.setAccessibleName(QCoreApplication.translate("CrashResolverDialog", "Modifier"))
    modifier.setRange(-MODIFIER_LIMIT, MODIFIER_LIMIT)
    return modifier


class CrashResolverDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, dice: DiceSource | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Car Wars Crash Resolver"))
        self.app_dice: DiceSource = dice if dice is not None else SeededDice()
        self.given: list[dict] = []
        self.dice: DiceSource | None = None
        self.pending: Request | None = None
        self.crash: Crash | None = None

        self.table = table_chooser()
        self.modifier = modifier_box()
        self.modifier.setToolTip(self.tr("Added to the 2d6 rolled on the table"))
        self.body = QComboBox()
        self.body.setAccessibleName(self.tr("Vehicle"))
        for key, body in vehicle_rules().bodies.items():
            self.body.addItem(self.tr("{body} (%n tyre(s))", "", len(body.tyres)).format(body=spoken(body.name)), key)
        self.speed = QSpinBox()
        self.speed.setAccessibleName(self.tr("Speed before the crash"))
        self.speed.setRange(0, vehicle_rules().speed.max)
        self.speed.setSingleStep(vehicle_rules().speed_step)
        self.speed.setSuffix(self.tr(" mph"))
        self.speed.setSpecialValueText(self.tr("not given"))
        self.speed.setToolTip(self.tr("For a vault's collision damage (the speed before the crash)"))
        form = QFormLayout()
        form.addRow(self.tr("&Table:"), self.table)
        form.addRow(self.tr("&Modifier (to 2d6):"), self.modifier)
        form.addRow(self.tr("&Vehicle:"), self.body)
        form.addRow(self.tr("&Speed:"), self.speed)
        self.odds = QLabel()
        self.odds.setAccessibleName(self.tr("Chances"))
        self.odds.setWordWrap(True)

        # Alt+R and Alt+E are the dice panel's own Roll for me and Enter, shown beside these.
        self.roll_button = QPushButton(self.tr("R&oll for Me"))
        self.roll_button.setToolTip(self.tr("Garage rolls every die; you still decide what only the table shows"))
        self.roll_button.clicked.connect(lambda: self.start(entered=False))
        self.enter_button = QPushButton(self.tr("Enter the &Dice"))
        self.enter_button.setToolTip(self.tr("Roll real dice and type each face as it is asked for"))
        self.enter_button.clicked.connect(lambda: self.start(entered=True))
        for button in (self.roll_button, self.enter_button):
            # Neither is what Enter presses: Enter belongs to the face typed (and Roll for Me
            # would roll every die and take the decisions).
            button.setAutoDefault(False)
        buttons = QHBoxLayout()
        buttons.addWidget(self.roll_button)
        buttons.addWidget(self.enter_button)
        buttons.addStretch(1)

        self.requests = RequestPanel()
        self.requests.answered.connect(self.answer)
        self.requests.rollForMe.connect(self.roll_one)
        self.requests.cancelled.connect(self.reset)
        self.steps = QTextBrowser()
        self.steps.setAccessibleName(self.tr("What to do"))
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)

        left = QVBoxLayout()
        left.addLayout(form)
        left.addWidget(self.odds)
        left.addLayout(buttons)
        left.addWidget(self.requests)
        left.addStretch(1)
        columns = QHBoxLayout()
        columns.addLayout(left, 2)
        columns.addWidget(self.steps, 3)
        layout = QVBoxLayout(self)
        layout.addLayout(columns)
        layout.addWidget(close)
        for combo in (self.table, self.body):
            combo.currentIndexChanged.connect(self.reset)
        for spin in (self.modifier, self.speed):
            spin.valueChanged.connect(self.reset)
        self.reset()
        self.resize(940, 560)

    # --- resolving ---------------------------------------------------------------------------

    def start(self, entered: bool) -> None:
        self.given, self.crash = [], None
        self.dice = None if entered else self.app_dice
        self._resolve()

    def answer(self, value: object) -> None:
        if self.pending is None:
            return
        self.given.append(record(self.pending, value))
        self._resolve()

    def roll_one(self) -> None:
        """The players let Garage roll the die asked for now."""
        if self.pending is not None and self.pending.kind == "roll":
            face = self.app_dice.roll(self.pending.sides)
            self.requests.show_rolled(self.tr("Garage rolled {face} for {purpose}").format(face=face,
                                                                                          purpose=spoken(self.pending.purpose)))
            self.answer(face)

    def reset(self, *_: object) -> None:
        self.given, self.pending, self.crash, self.dice = [], None, None, None
        self.requests.show_request(None, None)
        self.requests.show_rolled("")
        self._show_odds()
        self.steps.setHtml(self.tr("<p>Choose the table and the modifier, then <b>Roll for Me</b> or "
                                    "<b>Enter the Dice</b>.</p>"))

    def _resolve(self) -> None:
        inputs = Inputs(self.given, self.dice)
        tyres = vehicle_rules().bodies[self.body.currentData()].tyres
        try:
            crash = resolve(self.table.currentData(), self.modifier.value(), inputs, tyres=tyres,
                            speed=self.speed.value() or None)
        except NeedInput as need:
            self.given, self.pending = inputs.used, need.request
            self.requests.show_request(need.request, None)
            self._show_progress()
            return
        self.given, self.pending, self.crash = inputs.used, None, crash
        self.requests.show_request(None, None)
        self._show_crash(crash)

    # --- what it shows -----------------------------------------------------------------------

    def _show_odds(self) -> None:
        outcomes = crash_odds(self.table.currentData(), self.modifier.value())
        best = sorted(outcomes, key=lambda o: -o.probability)[:4]
        self.odds.setText(self.tr("Most likely: {outcomes}").format(
            outcomes="; ".join(f"{spoken(o.name)} {float(o.probability):.1%}" for o in best)))

    def _inputs_html(self) -> str:
        return "".join(f"<li>{escape(spoken(i['for']))}: <b>{escape(spoken(str(i['value'])))}</b></li>"
                       for i in self.given)

    def _show_progress(self) -> None:
        so_far = f"<ul>{self._inputs_html()}</ul>" if self.given else ""
        self.steps.setHtml(self.tr("<p>Waiting for: <b>{purpose}</b></p>").format(
            purpose=escape(spoken(self.pending.purpose) if self.pending else "")) + so_far)

    def _show_crash(self, crash: Crash) -> None:
        t = crash_tables()
        parts = []
        for number, step in enumerate(crash.steps, start=1):
            dice = "+".join(map(str, step.dice))
            step_words = self.tr("Step {number}: Crash Table {table}, {dice}{modifier} = {total}: {row}")
            parts.append("<h3>" + step_words.format(
                number=number, table=step.row.table, dice=dice, modifier=f"{step.modifier:+d}", total=step.total,
                row=escape(spoken(step.row.name))) + f"</h3><p><i>{escape(spoken(step.row.where))}</i></p>")
            parts.append("<ul>" + "".join(f"<li>{escape(spoken(line))}</li>" for line in describe(step, t)) + "</ul>")
        parts.append("<h3>" + self.tr("Aimed fire for the rest of the turn: {penalty}").format(
            penalty=escape(spoken(crash.penalty.label))) + "</h3><p>" + self.tr("{text} ({key}, {source} line {line})"
                                                                                ).format(
            text=escape(sentence(spoken(crash.penalty.text))), key=escape(crash.penalty.key), source=escape(t.source),
            line=crash.penalty.line) + "</p>")
        if self.given:
            parts.append("<p>" + self.tr("Dice and decisions:") + f"</p><ul>{self._inputs_html()}</ul>")
        self.steps.setHtml("".join(parts))

    def result_text(self) -> str:
        return self.steps.toPlainText()


def open_crash_resolver(parent: QWidget | None = None) -> CrashResolverDialog:
    """Show the resolver (not modal: it sits beside the table) and give it back."""
    dialog = CrashResolverDialog(parent)
    dialog.show()
    dialog.raise_()
    return dialog
