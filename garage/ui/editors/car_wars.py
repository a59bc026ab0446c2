"""The car-editor panel of a Car Wars crash-tables car: the numbers the crash results name (its
name, body, handling class, top speeds, tyres and the armour of each side) and notes, each change
one undoable edit that validation judges. The bounds come from resources/rules/car_wars/vehicles.toml."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from garage.rules import rulesets
from garage.rules.car_wars.vehicle import CarWarsVehicle, VehicleRules, own
from garage.rules.design import Vehicle
from garage.ui import editors
from garage.ui.editors.name_check import NameCheck
from garage.ui.rules_words import spoken
from garage.ui.tools.car_wars.resolver import ModifierBox


def _box(low: int, high: int, step: int = 1, suffix: str = "", signed: bool = False) -> QSpinBox:
    box = ModifierBox() if signed else QSpinBox()
    box.setRange(low, high)
    box.setSingleStep(step)
    box.setSuffix(suffix)
    box.setKeyboardTracking(False)  # one edit when the number is typed, not one per digit
    return box


class CarWarsEditor(QWidget):
    edited = Signal(object, str, str)
    status = Signal(str)

    def __init__(self, ruleset: rulesets.RuleSet, parent: QWidget | None = None):
        super().__init__(parent)
        self.ruleset = ruleset
        rules: VehicleRules = ruleset.catalogue
        self.rules = rules
        self.name_taken: Callable[[str], bool] = lambda name: False
        self._design: Vehicle | None = None
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

        self.body = QComboBox()
        self.body.setAccessibleName(self.tr("Body"))
        for key, body in rules.bodies.items():
            self.body.addItem(self.tr("{body} ({tyres} tyres)").format(body=spoken(body.name), tyres=len(body.tyres)),
                              key)
        self.body.activated.connect(self._body_chosen)
        form.addRow(self.tr("&Body"), self.body)
        self.hc = _box(rules.hc.min, rules.hc.max, signed=True)
        self.hc.setAccessibleName(self.tr("Handling class"))
        self.hc.setToolTip(self.tr("Handling class: the control rolls to recover from a spinout are at HC -6"))
        form.addRow(self.tr("&Handling class (HC)"), self.hc)
        self.top_speed = _box(rules.speed.min, rules.speed.max, rules.speed_step, " mph")
        self.top_speed.setAccessibleName(self.tr("Top speed"))
        form.addRow(self.tr("&Top speed"), self.top_speed)
        self.reverse_top_speed = _box(rules.speed.min, rules.speed.max, rules.speed_step, " mph")
        self.reverse_top_speed.setAccessibleName(self.tr("Reverse top speed"))
        self.reverse_top_speed.setToolTip(self.tr("Not above the top speed"))
        form.addRow(self.tr("&Reverse top speed"), self.reverse_top_speed)
        self.tyre_points = _box(rules.tyre_points.min, rules.tyre_points.max, suffix=self.tr(" points"))
        self.tyre_points.setAccessibleName(self.tr("Tyre points"))
        self.tyre_points.setToolTip(self.tr("The damage each tyre takes before it is gone"))
        form.addRow(self.tr("T&yres take"), self.tyre_points)
        layout.addLayout(form)

        self.armour: dict[str, QSpinBox] = {}
        box = QGroupBox(self.tr("&Armour (points on each side)"))
        grid = QGridLayout(box)
        for i, side in enumerate(rules.sides):
            spin = _box(rules.armour.min, rules.armour.max)
            spin.setAccessibleName(self.tr("Armour {side}").format(side=spoken(side)))
            label = QLabel(spoken(side).capitalize())
            label.setBuddy(spin)
            grid.addWidget(label, i // 2, (i % 2) * 2)
            grid.addWidget(spin, i // 2, (i % 2) * 2 + 1)
            spin.valueChanged.connect(lambda value, side=side: self._armour_changed(side, value))
            self.armour[side] = spin
        box.setFocusProxy(self.armour[rules.sides[0]])
        layout.addWidget(box)

        self.notes = QPlainTextEdit()
        self.notes.setAccessibleName(self.tr("Notes"))
        self.notes.setMaximumHeight(80)
        self.notes.textChanged.connect(self._notes_changed)
        notes_label = QLabel(self.tr("N&otes"))
        notes_label.setBuddy(self.notes)
        layout.addWidget(notes_label)
        layout.addWidget(self.notes)

        about = QLabel(self.tr("Only what the crash tables name: Car Wars' full design rules (weight, cost, "
                               "weapons) are not in the text."))
        about.setWordWrap(True)
        layout.addWidget(about)
        layout.addStretch(1)

        for field in ("hc", "top_speed", "reverse_top_speed", "tyre_points"):
            number: QSpinBox = getattr(self, field)
            number.valueChanged.connect(lambda value, field=field: self._number_changed(field, value))
        self.setEnabled(False)

    # --- showing a car ------------------------------------------------------------------------

    def design(self) -> Vehicle | None:
        return self._design

    def vehicle(self) -> CarWarsVehicle | None:
        return own(self._design) if self._design is not None else None

    def set_design(self, design: Vehicle | None) -> None:
        self._design = design
        self._showing = True
        try:
            self.setEnabled(design is not None)
            self.name.setText(design.name if design else "")
            self.name_check.show("")
            v = self.vehicle()
            if v is None:
                return
            self.body.setCurrentIndex(self.body.findData(v.body))
            self.hc.setValue(v.hc)
            self.top_speed.setValue(v.top_speed)
            self.reverse_top_speed.setMaximum(v.top_speed)
            self.reverse_top_speed.setValue(v.reverse_top_speed)
            self.tyre_points.setValue(v.tyre_points)
            for side, points in v.armour:
                self.armour[side].setValue(points)
            if self.notes.toPlainText() != v.notes:
                self.notes.setPlainText(v.notes)
        finally:
            self._showing = False

    def select_subject(self, subject: str) -> bool:
        """Focus the field a report line is about ("armour", "reverse_top_speed"...)."""
        widget = self.armour[self.rules.sides[0]] if subject == "armour" else getattr(self, subject, None)
        if not isinstance(widget, QWidget):
            return False
        widget.setFocus()
        return True

    # --- edits --------------------------------------------------------------------------------

    def _emit(self, vehicle: CarWarsVehicle, text: str, merge: str) -> None:
        if self._showing or self._design is None:
            return
        if vehicle == self._design:
            return
        self._design = vehicle
        self.edited.emit(vehicle, text, merge)

    def _renamed(self, text: str) -> None:
        v = self.vehicle()
        if v is not None:
            self._emit(replace(v, name=text.strip()), self.tr("Rename to '{name}'").format(name=text.strip()), "name")

    def _body_chosen(self, index: int) -> None:
        v = self.vehicle()
        key = self.body.itemData(index)
        if v is not None and key != v.body:
            self._emit(replace(v, body=key),
                       self.tr("Make it a {body}").format(body=_body_word(self.rules.bodies[key].name)), "")

    def _number_changed(self, field: str, value: int) -> None:
        v = self.vehicle()
        if self._showing or v is None:
            return
        numbers = {"hc": v.hc, "top_speed": v.top_speed, "reverse_top_speed": v.reverse_top_speed,
                   "tyre_points": v.tyre_points} | {field: value}
        changed = replace(v, hc=numbers["hc"], top_speed=numbers["top_speed"],
                          reverse_top_speed=numbers["reverse_top_speed"], tyre_points=numbers["tyre_points"])
        if field == "top_speed":  # the file refuses a reverse above the top speed: one edit lowers both
            changed = replace(changed, reverse_top_speed=min(v.reverse_top_speed, value))
        words = {"hc": self.tr("HC {value}"), "top_speed": self.tr("Top speed {value} mph"),
                 "reverse_top_speed": self.tr("Reverse top speed {value} mph"),
                 "tyre_points": self.tr("Tyres take {value} points")}
        self._emit(changed, words[field].format(value=f"{value:+d}" if field == "hc" else value), field)
        if field == "top_speed":
            self._showing = True
            try:
                self.reverse_top_speed.setMaximum(value)
            finally:
                self._showing = False

    def _armour_changed(self, side: str, value: int) -> None:
        v = self.vehicle()
        if self._showing or v is None:
            return
        armour = tuple((s, value if s == side else points) for s, points in v.armour)
        self._emit(replace(v, armour=armour), self.tr("Armour {side} {value}").format(side=spoken(side), value=value),
                   f"armour.{side}")

    def _notes_changed(self) -> None:
        v = self.vehicle()
        if self._showing or v is None:
            return
        self._emit(replace(v, notes=self.notes.toPlainText()), self.tr("Edit notes"), "notes")


def _body_word(name: str) -> str:
    """A body's name inside a sentence: lower case in English ("Make it a cycle"), as the
    catalogue says it in another language (German capitalises its nouns)."""
    said = spoken(name)
    return said.lower() if said == name else said


def _panel(ruleset: rulesets.RuleSet, parent: QWidget | None = None) -> QWidget:
    return CarWarsEditor(ruleset, parent)


editors.register("car_wars", _panel)
