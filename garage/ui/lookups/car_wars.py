"""The Car Wars crash tables' quick look-up (registered for "car_wars"), as `garage-cli rules
crash` gives it: the exact chance of each result of Crash Table 1 or 2 at a modifier, Crash
Table 2's rolls again on Crash Table 1 expanded; a button opens the crash resolver."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QPushButton, QVBoxLayout, QWidget

from garage.rules import rulesets
from garage.rules.car_wars.odds import crash_odds
from garage.ui import lookups
from garage.ui.rules_words import spoken
from garage.ui.tools.car_wars.resolver import modifier_box, open_crash_resolver, table_chooser


class CrashLookups(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        box = QGroupBox(self.tr("Crash tables: what can happen? (2d6 plus the modifier)"))
        self.table = table_chooser()
        self.modifier = modifier_box()
        self.answer = QLabel()
        self.answer.setAccessibleName(self.tr("Chances"))
        self.answer.setWordWrap(True)
        self.resolver = QPushButton(self.tr("Open the Crash &Resolver..."))
        self.resolver.clicked.connect(lambda: open_crash_resolver(self.window()))
        form = QFormLayout(box)
        form.addRow(self.tr("Table:"), self.table)
        form.addRow(self.tr("Modifier:"), self.modifier)
        form.addRow(self.answer)
        form.addRow(self.resolver)
        layout = QVBoxLayout(self)
        layout.addWidget(box)
        layout.addStretch(1)
        self.table.currentIndexChanged.connect(self.update_answer)
        self.modifier.valueChanged.connect(self.update_answer)
        self.update_answer()

    def update_answer(self, *_: object) -> None:
        rows = "".join(f"<tr><td align='right'>{float(o.probability):.1%}</td><td>{o.probability}</td>"
                       f"<td>{escape(o.penalty.key)}</td><td>{escape(spoken(o.name))}</td></tr>"
                       for o in crash_odds(self.table.currentData(), self.modifier.value()))
        heads = "".join(f"<th>{head}</th>" for head in (self.tr("Chance"), self.tr("Exactly"), self.tr("Aimed fire"),
                                                        self.tr("Result")))
        self.answer.setText(f"<table cellpadding='2'><tr>{heads}</tr>{rows}</table>")


def _panel(ruleset: rulesets.RuleSet, parent: QWidget | None = None) -> QWidget:
    return CrashLookups(parent)


lookups.register("car_wars", _panel)
