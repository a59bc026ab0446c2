"""A&A II's quick rule look-ups at the table (registered for "aa2"), as `garage-cli rules
speed|attack` gives them: the speeds a car may plot this game-turn, and the exact odds of one
weapon's attack. Each answer follows the fields as they change; the rules core does the
arithmetic."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from garage.rules.aa2 import tables
from garage.rules.aa2.catalogue import WEAPON_CLASSES
from garage.rules.aa2.odds import attack_odds
from garage.rules.aa2.ruleset import AA2
from garage.rules.aa2.speed import BRAKE_STATES, ENGINE_STATES, plotted_speed_range
from garage.rules.ruleset import RuleSet
from garage.ui import lookups
from garage.ui.rules_words import spoken


def _spin(name: str, value: int, top: int = 99) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(0, top)
    spin.setValue(value)
    spin.setAccessibleName(name)
    return spin


def _choices(name: str, values: Iterable[str], labels: dict[str, str] | None = None) -> QComboBox:
    combo = QComboBox()
    combo.setAccessibleName(name)
    for value in values:
        combo.addItem((labels or {}).get(value, value.capitalize()), value)
    return combo


def _sentence(problem: ValueError) -> str:
    """What the rules said was wrong, in the player's language, as a sentence."""
    said = problem.args[0] if len(problem.args) == 1 and isinstance(problem.args[0], str) else str(problem)
    said = spoken(said)
    return said[:1].upper() + said[1:]


class RuleLookups(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.catalogue = AA2.catalogue
        layout = QVBoxLayout(self)
        layout.addWidget(self._speed_box())
        layout.addWidget(self._attack_box())
        layout.addStretch(1)
        self.update_speed()
        self.update_attack()

    def _speed_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Speed: what may I plot this game-turn? (section 3)"))
        standard = self.catalogue.weight("medium").standard
        self.max_speed = _spin("MAX", standard.max)
        self.acc = _spin("ACC", standard.acc)
        self.dec = _spin("DEC", standard.dec)
        self.current = _spin(self.tr("Last game-turn's speed"), 12)
        states = {"ok": self.tr("Ok"), "damaged": self.tr("Damaged"), "destroyed": self.tr("Destroyed")}
        self.engine = _choices(self.tr("Engine"), ENGINE_STATES, states)
        self.brakes = _choices(self.tr("Brakes"), BRAKE_STATES, states)
        self.reverse = QCheckBox(self.tr("Moving backwards"))
        self.nitro = QCheckBox(self.tr("Burn a nitro charge"))
        self.speed_answer = QLabel()
        self.speed_answer.setAccessibleName(self.tr("Speed answer"))
        self.speed_answer.setWordWrap(True)
        stats = QHBoxLayout()
        for label, spin in (("MAX", self.max_speed), ("ACC", self.acc), ("DEC", self.dec)):
            stats.addWidget(QLabel(label))
            stats.addWidget(spin)
        stats.addStretch(1)
        form = QFormLayout(box)
        form.addRow(self.tr("Stat line:"), stats)
        form.addRow(self.tr("Last game-turn's speed:"), self.current)
        form.addRow(self.tr("Engine:"), self.engine)
        form.addRow(self.tr("Brakes:"), self.brakes)
        form.addRow("", self.reverse)
        form.addRow("", self.nitro)
        form.addRow(self.tr("Answer:"), self.speed_answer)
        for spin in (self.max_speed, self.acc, self.dec, self.current):
            spin.valueChanged.connect(self.update_speed)
        for combo in (self.engine, self.brakes):
            combo.currentIndexChanged.connect(self.update_speed)
        for check in (self.reverse, self.nitro):
            check.toggled.connect(self.update_speed)
        return box

    def _attack_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Attack: what are my odds? (section 7)"))
        self.weapon_class = QComboBox()
        self.weapon_class.setAccessibleName(self.tr("Weapon class"))
        for cls in WEAPON_CLASSES:
            self.weapon_class.addItem(spoken(self.catalogue.weapon_classes[cls].name), cls)
        self.range = QDoubleSpinBox()
        self.range.setAccessibleName(self.tr("Range in inches"))
        self.range.setRange(0, 99)
        self.range.setDecimals(1)
        self.range.setSuffix('"')
        self.range.setValue(10)
        self.target_speed = _spin(self.tr("Target's plotted speed"), 14)
        self.jumping = QCheckBox(self.tr("The target is in the air"))
        self.attack_answer = QLabel()
        self.attack_answer.setAccessibleName(self.tr("Attack answer"))
        self.attack_answer.setWordWrap(True)
        form = QFormLayout(box)
        form.addRow(self.tr("Weapon class:"), self.weapon_class)
        form.addRow(self.tr("Range:"), self.range)
        form.addRow(self.tr("Target's plotted speed:"), self.target_speed)
        form.addRow("", self.jumping)
        form.addRow(self.tr("Answer:"), self.attack_answer)
        self.weapon_class.currentIndexChanged.connect(self.update_attack)
        self.range.valueChanged.connect(self.update_attack)
        self.target_speed.valueChanged.connect(self.update_attack)
        self.jumping.toggled.connect(self.update_attack)
        return box

    def update_speed(self) -> None:
        nitro = self.nitro.isChecked()
        try:
            allowed = plotted_speed_range(
                max_speed=self.max_speed.value(), acc=self.acc.value(), dec=self.dec.value(),
                current=self.current.value(), engine=self.engine.currentData(), brakes=self.brakes.currentData(),
                reverse=self.reverse.isChecked(), nitro=nitro)
        except ValueError as exc:
            self.speed_answer.setText(_sentence(exc))
            return
        text = self.tr('Plot {low}" to {high}" (MAX {max}")').format(low=allowed.min, high=allowed.max,
                                                                     max=allowed.max_speed)
        if allowed.current != self.current.value():
            text += self.tr('; the engine cut the current speed to {speed}"').format(speed=allowed.current)
        if nitro:
            text += self.tr('. Nitro adds {inches}" to this game-turn\'s move only.').format(inches=allowed.nitro)
        self.speed_answer.setText(text)

    def update_attack(self) -> None:
        target = self.target_speed.value()
        jumping = self.jumping.isChecked()
        try:
            odds = attack_odds(self.weapon_class.currentData(), self.range.value(), target, jumping=jumping)
        except ValueError as exc:  # beyond the weapon's longest range included
            self.attack_answer.setText(_sentence(exc))
            return
        band = tables.hit_band(target, jumping)
        rows = "".join(f"<tr><td align='right'>{hp}</td><td align='right'>{float(p):.1%}</td></tr>"
                       for hp, p in odds.damage.items())
        points, chance = self.tr("Hit points"), self.tr("Chance")
        self.attack_answer.setText(
            self.tr("{dice}d6 ({band}); on average {mean} hit points.").format(
                dice=odds.dice, band=spoken(band.text), mean=f"{float(odds.damage.mean):.2f}")
            + f"<table cellpadding='2'><tr><th>{points}</th><th>{chance}</th></tr>{rows}</table>")


def _lookups(ruleset: RuleSet, parent: QWidget | None = None) -> QWidget:
    return RuleLookups(parent)


lookups.register("aa2", _lookups)
