"""Battle Cars' quick look-ups at the table (registered for "battle_cars"): whether a corner
or a marker makes a car skid and what the Drift Table does then, and a ram's damage by its
Relative Velocity. The rules core does the arithmetic; the answers follow the fields. Below
them the rules text itself, numbered as every Battle Cars screen cites it ("line 20")."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from garage.resources import resource
from garage.rules import rulesets
from garage.rules.battle_cars.play.screen import drift_line
from garage.rules.battle_cars.tables import CORNERS, HEAD_ON, REAR, SIDE, SURFACES, tables
from garage.rules.phrase import Word
from garage.ui import lookups
from garage.ui.rules_words import spoken
from garage.ui.translations import QT_TRANSLATE_NOOP

# Marked for translation here, translated as the menu is filled (BattleCarsLookups.tr).
_CORNER = QT_TRANSLATE_NOOP("BattleCarsLookups", "{angle}° corner")
_WHY = tuple((_CORNER, str(angle)) for angle in CORNERS) + (
    (QT_TRANSLATE_NOOP("BattleCarsLookups", "Oil"), "oil"), (QT_TRANSLATE_NOOP("BattleCarsLookups", "Smoke"), "smoke"),
    (QT_TRANSLATE_NOOP("BattleCarsLookups", "Spikes"), "spikes"),
    (QT_TRANSLATE_NOOP("BattleCarsLookups", "Driver killed"), "dead"))


def _spin(name: str, value: int, least: int = 0, top: int = 99) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(least, top)
    spin.setValue(value)
    spin.setAccessibleName(name)
    return spin


class BattleCarsLookups(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        layout = QVBoxLayout(self)

        skid = QGroupBox(self.tr("Skids (lines 33-57)"))
        form = QFormLayout(skid)
        self.speed = _spin(self.tr("Speed"), 6)
        self.why = QComboBox()
        self.why.setAccessibleName(self.tr("Why"))
        for label, key in _WHY:
            self.why.addItem(self.tr(label).format(angle=key), key)
        self.surface = QComboBox()
        self.surface.setAccessibleName(self.tr("Surface"))
        for surface in SURFACES:
            self.surface.addItem(spoken(Word(surface)).capitalize(), surface)
        self.auto_steer = QCheckBox(self.tr("Auto-Steer"))
        self.as_example = QCheckBox(self.tr("Drift as the worked example (line 52)"))
        self.skid_answer = QLabel()
        self.skid_answer.setWordWrap(True)
        self.skid_answer.setAccessibleName(self.tr("Skid"))
        form.addRow(self.tr("&Speed"), self.speed)
        form.addRow(self.tr("&What"), self.why)
        form.addRow(self.tr("S&urface"), self.surface)
        form.addRow("", self.auto_steer)
        form.addRow("", self.as_example)
        form.addRow(self.skid_answer)
        layout.addWidget(skid)

        ram = QGroupBox(self.tr("Rams (lines 65-73)"))
        form = QFormLayout(ram)
        self.rv = _spin(self.tr("Relative Velocity"), 5, 1)
        self.ram_answer = QLabel()
        self.ram_answer.setWordWrap(True)
        self.ram_answer.setAccessibleName(self.tr("Ram"))
        form.addRow(self.tr("&Relative Velocity"), self.rv)
        form.addRow(self.ram_answer)
        layout.addWidget(ram)

        text = QGroupBox(self.tr("The rules text (battle-cars-rules.txt, by line)"))
        inner = QVBoxLayout(text)
        self.rules_text = QPlainTextEdit(rules_text())
        self.rules_text.setReadOnly(True)
        self.rules_text.setAccessibleName(self.tr("Battle Cars rules text"))
        self.rules_text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.rules_text.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.rules_text.setMinimumHeight(240)
        inner.addWidget(self.rules_text)
        layout.addWidget(text, 1)

        for spin in (self.speed, self.rv):
            spin.valueChanged.connect(self.update_answers)
        for combo in (self.why, self.surface):
            combo.currentIndexChanged.connect(self.update_answers)
        for box in (self.auto_steer, self.as_example):
            box.toggled.connect(self.update_answers)
        self.update_answers()

    def update_answers(self, *_: object) -> None:
        t = tables()
        speed, why = self.speed.value(), self.why.currentData()
        if why.isdigit():
            safe = t.safe_speed(int(why), self.surface.currentData(), self.auto_steer.isChecked())
            sd = t.cornering_sd(speed, int(why), self.surface.currentData(), self.auto_steer.isChecked())
            head = self.tr("Safe at {speed}: ").format(speed=safe)
        elif why == "dead":
            sd, head = speed, self.tr("Dead = Speed: ")
        else:
            sd = t.marker_speed_difference(why, speed)
            head = self.tr("{marker} {sd} or Speed: ").format(marker=spoken(Word(why)).capitalize(),
                                                             sd=t.marker_sd[why])
        drift = spoken(drift_line(sd, self.as_example.isChecked())) if sd else self.tr("no skid")
        self.skid_answer.setText(head + drift)
        rv = self.rv.value()
        dice = t.ram_damage_dice(rv)
        full_head = t.ram_damage(HEAD_ON, dice.highest)[0]
        half_side = t.ram_damage(SIDE, dice.highest)[1]
        half_rear = t.ram_damage(REAR, dice.highest)[1]
        self.ram_answer.setText(self.tr(
            "RV{rv}: {dice} on the d8, {low}-{high} damage. Head on both take it all (up to {head}); side or "
            "rear, the target all, the rammer half (up to {half}).").format(
            rv=min(rv, len(t.ram_dice)), dice=dice, low=dice.lowest, high=dice.highest, head=full_head,
            half=max(half_side, half_rear)))


def rules_text() -> str:
    """battle-cars-rules.txt with its line numbers."""
    lines = resource("rules", "battle_cars", "battle-cars-rules.txt").read_text(encoding="utf-8").splitlines()
    return "\n".join(f"{n:>2}  {line}" for n, line in enumerate(lines, start=1))


def _panel(ruleset: rulesets.RuleSet, parent: QWidget | None = None) -> QWidget:
    return BattleCarsLookups(parent)


lookups.register("battle_cars", _panel)
