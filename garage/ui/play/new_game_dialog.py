"""Start a game: the scenario, every optional rule of the text (its tooltip quotes the rule),
environmental conditions, table scale, fixed defences, and the cars: a design from the garage
(the same one may enter twice under different ids), its driver from a campaign (the living
only, with the rerolls the campaign gives them, her tally added for a navigator), a free
name, or nobody (an unnamed driver). What the setup rules refuse or warn about is shown as
the players choose, before the game starts."""

from __future__ import annotations

import re
from collections.abc import Callable
from html import escape
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from garage.rules.design import Design
from garage.ui.colours import error_colour, warning_colour
from garage.ui.play import engine_adapter as engine
from garage.ui.play.action_form import data_of
from garage.ui.play.garage_access import Roster

NO_CAMPAIGN = "No campaign (names only)"
UNNAMED = ""


def car_id(name: str, taken: set[str]) -> str:
    """A short id for the log's actions: the car's name in lower case words, numbered when
    the same design enters twice."""
    base = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "car"
    found, n = base, 2
    while found in taken:
        found, n = f"{base}-{n}", n + 1
    return found


class CarRow:
    """The widgets of one car in the setup."""

    def __init__(self, dialog: NewGameDialog, design_names: list[str], design: str, car: str):
        self.id = QLineEdit(car)
        self.id.setAccessibleName("Car id")
        self.design = QComboBox()
        self.design.addItems(design_names)
        self.design.setCurrentText(design)
        self.design.setAccessibleName("Car")
        self.driver = QComboBox()
        self.driver.setEditable(True)
        self.driver.setAccessibleName("Driver")
        typed = self.driver.lineEdit()  # there, the combo being editable
        if typed is not None:
            typed.setPlaceholderText("unnamed driver")
        self.rerolls = QSpinBox()
        self.rerolls.setRange(0, 99)
        self.rerolls.setAccessibleName("Rerolls")
        self.navigator = QComboBox()
        self.navigator.setEditable(True)
        self.navigator.setAccessibleName("Navigator")
        typed = self.navigator.lineEdit()
        if typed is not None:
            typed.setPlaceholderText("none")
        self.team = QLineEdit()
        self.team.setAccessibleName("Team")
        self.team.setPlaceholderText("team or side")
        self.widgets = (self.id, self.design, self.driver, self.rerolls, self.navigator, self.team)
        for signal in (self.id.textEdited, self.design.currentIndexChanged, self.rerolls.valueChanged,
                       self.team.textEdited):
            signal.connect(dialog.update_problems)
        self.driver.currentTextChanged.connect(lambda _: dialog.person_changed(self))
        self.navigator.currentTextChanged.connect(lambda _: dialog.person_changed(self))

    def fill_people(self, roster: Roster) -> None:
        for combo, people in ((self.driver, roster.drivers), (self.navigator, roster.navigators)):
            text = combo.currentText()
            combo.blockSignals(True)
            combo.clear()
            combo.addItem(UNNAMED)
            for person in people:
                combo.addItem(person.name)
            combo.setCurrentText(text)
            combo.blockSignals(False)

    def entry(self, designs: dict[str, Design]) -> dict[str, Any]:
        navigator = self.navigator.currentText().strip()
        return {"id": self.id.text().strip(), "design": designs[self.design.currentText()],
                "driver": self.driver.currentText().strip(), "rerolls": self.rerolls.value(),
                "navigator": navigator or None, "team": self.team.text().strip() or None}


class DefenceRow:
    def __init__(self, dialog: NewGameDialog, number: int):
        self.id = QLineEdit(f"defence-{number}")
        self.id.setAccessibleName("Defence id")
        self.cls = QComboBox()
        for cls in ("heavy", "medium", "light"):
            self.cls.addItem(f"{cls} gun", cls)
        self.cls.setAccessibleName("Gun class")
        self.name = QLineEdit()
        self.name.setPlaceholderText("name, e.g. TOW emplacement")
        self.name.setAccessibleName("Defence name")
        self.hit_points = QSpinBox()
        self.hit_points.setRange(0, 99)
        self.hit_points.setSpecialValueText("cannot be hit")
        self.hit_points.setAccessibleName("Defence hit points")
        self.widgets = (self.id, self.cls, self.name, self.hit_points)
        for signal in (self.id.textEdited, self.cls.currentIndexChanged, self.hit_points.valueChanged):
            signal.connect(dialog.update_problems)

    def as_dict(self) -> dict[str, Any]:
        data = {"id": self.id.text().strip(), "class": data_of(self.cls), "name": self.name.text().strip()}
        if self.hit_points.value():
            data["hit_points"] = self.hit_points.value()
        return data


class NewGameDialog(QDialog):
    def __init__(self, designs: list[Design], campaigns: list[str], roster: Callable[[str], Roster],
                 chosen: list[str] | None = None, campaign: str | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle("New Game")
        self.designs = {d.name: d for d in designs}
        self.roster_for = roster
        self.roster = Roster()
        self.rows: list[CarRow] = []
        self.defence_rows: list[DefenceRow] = []
        texts = engine.option_texts()

        self.scenario = QComboBox()
        for key in engine.SCENARIOS:
            self.scenario.addItem(texts["scenarios"][key], key)
        self.variant = QComboBox()
        for key in engine.RACE_VARIANTS:
            self.variant.addItem(texts["variants"][key], key)
        self.laps = QSpinBox()
        self.laps.setRange(1, 99)
        self.laps.setValue(3)
        self.scale = QComboBox()
        for scale in engine.SCALES:
            self.scale.addItem(texts["scales"][str(scale)], scale)
        self.campaign = QComboBox()
        self.campaign.addItem(NO_CAMPAIGN, "")
        for name in campaigns:
            self.campaign.addItem(name, name)
        top = QFormLayout()
        top.addRow("&Scenario:", self.scenario)
        race = QHBoxLayout()
        race.addWidget(self.variant, 1)
        race.addWidget(QLabel("laps:"))
        race.addWidget(self.laps)
        top.addRow("Race variant:", race)
        top.addRow("Table sc&ale:", self.scale)
        top.addRow("Ca&mpaign:", self.campaign)

        self.options: dict[str, QCheckBox] = {}
        options_box = QGroupBox("Optional rules")
        grid = QGridLayout(options_box)
        for i, key in enumerate(engine.option_keys()):
            text = texts["options"][key]
            box = QCheckBox(text["label"])
            box.setChecked(engine.option_default(key))
            box.setToolTip(f"<p><b>Section {text['section']}</b>: “{text['rule']}”</p>")
            box.toggled.connect(self.update_problems)
            self.options[key] = box
            grid.addWidget(box, i // 2, i % 2)
        self.environment: dict[str, QCheckBox] = {}
        environment_box = QGroupBox("Environmental conditions (section 10)")
        row = QHBoxLayout(environment_box)
        for key in engine.ENVIRONMENT:
            text = texts["environment"][key]
            box = QCheckBox(text["label"])
            box.setToolTip(f"<p>“{text['rule']}”</p>")
            box.toggled.connect(self.update_problems)
            self.environment[key] = box
            row.addWidget(box)

        cars_box = QGroupBox("Cars")
        cars_layout = QVBoxLayout(cars_box)
        self.car_grid = QGridLayout()
        for column, header in enumerate(("Id", "Car", "Driver", "Rerolls", "Navigator", "Team / side")):
            self.car_grid.addWidget(QLabel(f"<b>{header}</b>"), 0, column)
        for column, stretch in enumerate((2, 3, 3, 0, 3, 2)):
            self.car_grid.setColumnStretch(column, stretch)
        cars_layout.addLayout(self.car_grid)
        buttons = QHBoxLayout()
        self.add_car_button = QPushButton("&Add car")
        self.add_car_button.clicked.connect(lambda: self.add_car())
        self.remove_car_button = QPushButton("Remo&ve last car")
        self.remove_car_button.clicked.connect(self.remove_car)
        buttons.addWidget(self.add_car_button)
        buttons.addWidget(self.remove_car_button)
        buttons.addStretch(1)
        cars_layout.addLayout(buttons)

        defences_box = QGroupBox("Fixed defences (section 7: heavy guns no car can carry)")
        defences_layout = QVBoxLayout(defences_box)
        self.defence_grid = QGridLayout()
        defences_layout.addLayout(self.defence_grid)
        row = QHBoxLayout()
        add_defence = QPushButton("Add &defence")
        add_defence.clicked.connect(self.add_defence)
        remove_defence = QPushButton("Remove last defence")
        remove_defence.clicked.connect(self.remove_defence)
        row.addWidget(add_defence)
        row.addWidget(remove_defence)
        row.addStretch(1)
        defences_layout.addLayout(row)

        self.problems = QLabel()
        self.problems.setWordWrap(True)
        self.problems.setAccessibleName("Setup problems")
        self.problems.setTextFormat(Qt.TextFormat.RichText)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start_button = self.buttons.addButton("&Start the game", QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        body = QWidget()
        layout = QVBoxLayout(body)
        layout.addLayout(top)
        layout.addWidget(options_box)
        layout.addWidget(environment_box)
        layout.addWidget(cars_box)
        layout.addWidget(defences_box)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        outer = QVBoxLayout(self)
        outer.addWidget(scroll, 1)
        outer.addWidget(self.problems)
        outer.addWidget(self.buttons)

        self.scenario.currentIndexChanged.connect(self.update_problems)
        self.variant.currentIndexChanged.connect(self.update_problems)
        self.laps.valueChanged.connect(self.update_problems)
        self.scale.currentIndexChanged.connect(self.update_problems)
        self.campaign.currentIndexChanged.connect(self.campaign_changed)
        self.options["lady_navigators"].toggled.connect(self._navigators_toggled)
        for name in (chosen or list(self.designs)[:2]):
            self.add_car(name)
        if campaign is not None and self.campaign.findData(campaign) >= 0:
            self.campaign.setCurrentIndex(self.campaign.findData(campaign))
        self.update_problems()
        self.resize(980, 640)

    # --- cars ------------------------------------------------------------------------------

    def add_car(self, design: str | None = None) -> CarRow:
        names = list(self.designs)
        design = design if design in self.designs else (names[0] if names else "")
        row = CarRow(self, names, design, car_id(design, {r.id.text() for r in self.rows}))
        row.fill_people(self.roster)
        self.rows.append(row)
        for column, widget in enumerate(row.widgets):
            self.car_grid.addWidget(widget, len(self.rows), column)
        self.update_problems()
        return row

    def remove_car(self) -> None:
        if self.rows:
            for widget in self.rows.pop().widgets:
                widget.deleteLater()
        self.update_problems()

    def add_defence(self) -> DefenceRow:
        row = DefenceRow(self, len(self.defence_rows) + 1)
        self.defence_rows.append(row)
        for column, widget in enumerate(row.widgets):
            self.defence_grid.addWidget(widget, len(self.defence_rows), column)
        self.update_problems()
        return row

    def remove_defence(self) -> None:
        if self.defence_rows:
            for widget in self.defence_rows.pop().widgets:
                widget.deleteLater()
        self.update_problems()

    def campaign_changed(self) -> None:
        name = data_of(self.campaign)
        self.roster = self.roster_for(name) if name else Roster()
        for row in self.rows:
            row.fill_people(self.roster)
            self.person_changed(row)
        self.update_problems()

    def person_changed(self, row: CarRow) -> None:
        """A campaign driver brings the rerolls the campaign gives them into this game."""
        if self.roster.standings is not None:
            navigator = row.navigator.currentText().strip() if self.options["lady_navigators"].isChecked() else ""
            row.rerolls.setValue(self.roster.rerolls(row.driver.currentText().strip(), navigator))
        self.update_problems()

    def _navigators_toggled(self, _: bool) -> None:
        for row in self.rows:
            self.person_changed(row)

    # --- the setup ------------------------------------------------------------------------

    def chosen_campaign(self) -> str | None:
        return data_of(self.campaign) or None

    def setup(self) -> dict[str, Any]:
        scenario = data_of(self.scenario)
        options: dict[str, Any] = {key: box.isChecked() for key, box in self.options.items()}
        options["environment"] = [key for key, box in self.environment.items() if box.isChecked()]
        return engine.setup_dict(scenario, [row.entry(self.designs) for row in self.rows],
                                 variant=data_of(self.variant), laps=self.laps.value(),
                                 scale=data_of(self.scale), options=options,
                                 defences=[row.as_dict() for row in self.defence_rows])

    def problems_now(self) -> tuple[list[str], list[str]]:
        """(refusals, warnings) for the setup as it stands."""
        refusals, warnings = [], []
        if not self.designs:
            return ["the garage has no cars: add or import some first"], []
        for row in self.rows:
            for combo, what in ((row.driver, "driver"), (row.navigator, "navigator")):
                name = combo.currentText().strip()
                if name in self.roster.dead:
                    refusals.append(f"{row.id.text()}: {what} '{name}' died in game {self.roster.dead[name]} "
                                    "and has left play; a new one needs a new name")
        drivers = [row.driver.currentText().strip() for row in self.rows if row.driver.currentText().strip()]
        for name in sorted({d for d in drivers if drivers.count(d) > 1}):
            refusals.append(f"'{name}' cannot drive two cars")
        refusal, setup_warnings = engine.setup_problems(self.setup())
        if refusal:
            refusals.append(refusal)
        warnings += setup_warnings
        for row in self.rows:
            if not row.driver.currentText().strip():
                warnings.append(f"{row.id.text()}: unnamed driver: takes part but earns nothing (P12)")
        return refusals, warnings

    def update_problems(self, *_: object) -> None:
        race = data_of(self.scenario) == "race"
        self.variant.setEnabled(race)
        self.laps.setEnabled(race)
        for row in self.rows:
            row.team.setEnabled(data_of(self.scenario) in ("team", "badlands-ambush"))
        refusals, warnings = self.problems_now()
        bad, warn = error_colour(self.palette()).name(), warning_colour(self.palette()).name()
        lines = [f"<span style='color:{bad}'>✖ {escape(r)}</span>" for r in refusals]
        lines += [f"<span style='color:{warn}'>⚠ {escape(w)}</span>" for w in warnings]
        self.problems.setText("<br>".join(lines) if lines else "Ready to start.")
        self.start_button.setEnabled(not refusals)
