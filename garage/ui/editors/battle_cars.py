"""The Battle Cars car-editor panel: the fields a Battle Cars car has (its name, the
equipment and markers the text names, its weapons, notes), each change one undoable edit;
Garage's reading of what a car and driver can take is shown beside them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QFormLayout, QGroupBox, QLabel, QLineEdit, QPlainTextEdit, QVBoxLayout, QWidget

from garage.rules import rulesets
from garage.rules.battle_cars.vehicle_file import BattleCar, own
from garage.rules.design import Vehicle
from garage.ui import editors
from garage.ui.editors.name_check import NameCheck
from garage.ui.rules_words import spoken


class BattleCarEditor(QWidget):
    edited = Signal(object, str, str)
    status = Signal(str)

    def __init__(self, ruleset: rulesets.RuleSet, parent: QWidget | None = None):
        super().__init__(parent)
        self.ruleset = ruleset
        catalogue = ruleset.catalogue
        self.name_taken: Callable[[str], bool] = lambda name: False
        self._design: BattleCar | None = None
        self._showing = False

        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.name = QLineEdit()
        self.name.setAccessibleName(self.tr("Name"))
        form.addRow(self.tr("&Name"), self.name)
        self.name_problem = QLabel()
        form.addRow("", self.name_problem)
        self.name_check = NameCheck(self.name, self.name_problem, lambda name: self.name_taken(name),
                                    lambda: self._design.name if self._design is not None else None,
                                    self._renamed, self.status.emit)
        layout.addLayout(form)

        self.equipment: dict[str, QCheckBox] = {}
        box = QGroupBox(self.tr("Equipment"))
        inner = QVBoxLayout(box)
        for key, name in catalogue.equipment.items():
            check = QCheckBox(spoken(name))
            check.setToolTip(self.tr("battle-cars-rules.txt line {line}").format(line=catalogue.equipment_lines[key]))
            check.toggled.connect(lambda on, key=key: self._toggled("equipment", key, on))
            inner.addWidget(check)
            self.equipment[key] = check
        layout.addWidget(box)

        self.dispensers: dict[str, QCheckBox] = {}
        box = QGroupBox(self.tr("Markers it lays"))
        inner = QVBoxLayout(box)
        for key, name in catalogue.dispensers.items():
            check = QCheckBox(self.tr("{marker} ({loads} loads)").format(marker=spoken(name),
                                                                         loads=catalogue.reading.loads))
            check.toggled.connect(lambda on, key=key: self._toggled("dispensers", key, on))
            inner.addWidget(check)
            self.dispensers[key] = check
        layout.addWidget(box)

        self.weapons = QPlainTextEdit()
        self.weapons.setAccessibleName(self.tr("Weapons"))
        self.weapons.setPlaceholderText(self.tr("one weapon a line"))
        self.weapons.setMaximumHeight(80)
        self.weapons.textChanged.connect(self._weapons_changed)
        weapons_label = QLabel(self.tr("&Weapons (one a line)"))
        weapons_label.setBuddy(self.weapons)
        layout.addWidget(weapons_label)
        layout.addWidget(self.weapons)

        self.notes = QPlainTextEdit()
        self.notes.setAccessibleName(self.tr("Notes"))
        self.notes.setMaximumHeight(80)
        self.notes.textChanged.connect(self._notes_changed)
        notes_label = QLabel(self.tr("N&otes"))
        notes_label.setBuddy(self.notes)
        layout.addWidget(notes_label)
        layout.addWidget(self.notes)

        reading = catalogue.reading
        self.reading = QLabel(self.tr(
            "Garage's reading, where the text is silent: {tyres} tyres, each gone at {tyre_hits} damage "
            "({immobile} gone: the car cannot move); the driver dies at {driver_hits} hits; the car is a Wreck "
            "at {wreck} damage.").format(tyres=len(reading.tyres), tyre_hits=reading.tyre_hits,
                                         immobile=reading.immobile_tyres, driver_hits=reading.driver_hits,
                                         wreck=reading.wreck_damage))
        self.reading.setWordWrap(True)
        layout.addWidget(self.reading)
        layout.addStretch(1)
        self.setEnabled(False)

    # --- showing a car ------------------------------------------------------------------------

    def design(self) -> BattleCar | None:
        return self._design

    def set_design(self, car: Vehicle | None) -> None:
        self._design = design = own(car) if car is not None else None
        self._showing = True
        try:
            self.setEnabled(design is not None)
            self.name.setText(design.name if design else "")
            self.name_check.show("")
            for key, check in self.equipment.items():
                check.setChecked(design is not None and key in design.equipment)
            for key, check in self.dispensers.items():
                check.setChecked(design is not None and key in design.dispensers)
            weapons = "\n".join(design.weapons) if design else ""
            if self.weapons.toPlainText() != weapons:
                self.weapons.setPlainText(weapons)
            notes = design.notes if design else ""
            if self.notes.toPlainText() != notes:
                self.notes.setPlainText(notes)
        finally:
            self._showing = False

    # --- edits --------------------------------------------------------------------------------

    def _emit(self, design: BattleCar, text: str, merge: str) -> None:
        if self._showing or self._design is None or design == self._design:
            return
        self._design = design
        self.edited.emit(design, text, merge)

    def _renamed(self, text: str) -> None:
        if self._design is not None:
            self._emit(replace(self._design, name=text.strip()),
                       self.tr("Rename to '{name}'").format(name=text.strip()), "name")

    def _toggled(self, field: str, key: str, on: bool) -> None:
        if self._showing or self._design is None:
            return
        current: tuple[str, ...] = getattr(self._design, field)
        changed = tuple(k for k in current if k != key) + ((key,) if on and key not in current else ())
        names = self.ruleset.catalogue.equipment if field == "equipment" else self.ruleset.catalogue.dispensers
        design = replace(self._design, equipment=changed) if field == "equipment" else \
            replace(self._design, dispensers=changed)
        said = self.tr("Fit {part}") if on else self.tr("Remove {part}")
        self._emit(design, said.format(part=spoken(names.get(key, key))), "")

    def _weapons_changed(self) -> None:
        if self._showing or self._design is None:
            return
        names = tuple(line.strip() for line in self.weapons.toPlainText().splitlines() if line.strip())
        self._emit(replace(self._design, weapons=names), self.tr("Edit weapons"), "weapons")

    def _notes_changed(self) -> None:
        if self._showing or self._design is None:
            return
        self._emit(replace(self._design, notes=self.notes.toPlainText()), self.tr("Edit notes"), "notes")


def _panel(ruleset: rulesets.RuleSet, parent: QWidget | None = None) -> QWidget:
    return BattleCarEditor(ruleset, parent)


editors.register("battle_cars", _panel)
