"""Start a game: the rule set played, then what its setup offers (rulesets.SetupForm): for
A&A II the scenario, every optional rule of the text (its tooltip quotes the rule),
environmental conditions, table scale and fixed defences; and the cars: a design of that
rule set from the garage (the same one may enter twice under different ids), its driver
from a campaign (the living only, with the rerolls the campaign gives them, her tally added
for a navigator), a free name, or nobody (an unnamed driver). What the setup rules refuse or
warn about is shown as the players choose, before the game starts."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
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

from garage.rules import rulesets
from garage.rules.design import Vehicle
from garage.rules.jsonfile import JsonFileError
from garage.ui import settings as saved
from garage.ui import tools
from garage.ui.colours import error_colour, warning_colour
from garage.ui.play import engine_adapter as engine
from garage.ui.play.action_form import data_of
from garage.ui.play.garage_access import Roster
from garage.ui.rules_words import spoken
from garage.ui.translations import QT_TRANSLATE_NOOP

LAST_GAME_KEY = "play/new_game/last"  # the last game started: its cars, drivers and options
MAP_EDITOR = "map_editor"  # the game tool New Game's "Edit map..." opens, when the rule set has it
NO_CAMPAIGN = QT_TRANSLATE_NOOP("NewGameDialog", "No campaign (names only)")  # shown translated
UNNAMED = ""


def remembered() -> dict[str, Any] | None:
    """The last game's choices (NewGameDialog.remembered_setup), or None."""
    try:
        data = json.loads(str(saved.settings().value(LAST_GAME_KEY, "") or "null"))
    except ValueError:  # written by no Garage: forgotten
        return None
    shapes = (("options", dict), ("groups", dict), ("cars", list))
    if not isinstance(data, dict) or not all(isinstance(data.get(k, t()), t) for k, t in shapes):
        return None
    return data


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
        self.id.setAccessibleName(QCoreApplication.translate("NewGameDialog", "Car id"))
        self.typed_id = False  # the players' own id stays; else the id follows the car chosen
        self.design = QComboBox()
        self.design.addItems(design_names)
        self.design.setCurrentText(design)
        self.design.setAccessibleName(QCoreApplication.translate("NewGameDialog", "Car"))
        self.driver = QComboBox()
        self.driver.setEditable(True)
        self.driver.setAccessibleName(QCoreApplication.translate("NewGameDialog", "Driver"))
        typed = self.driver.lineEdit()  # there, the combo being editable
        if typed is not None:
            typed.setPlaceholderText(QCoreApplication.translate("NewGameDialog", "unnamed driver"))
        self.rerolls = QSpinBox()
        self.rerolls.setRange(0, 99)
        self.rerolls.setAccessibleName(QCoreApplication.translate("NewGameDialog", "Rerolls"))
        self.navigator = QComboBox()
        self.navigator.setEditable(True)
        self.navigator.setAccessibleName(QCoreApplication.translate("NewGameDialog", "Navigator"))
        typed = self.navigator.lineEdit()
        if typed is not None:
            typed.setPlaceholderText(QCoreApplication.translate("NewGameDialog", "none"))
        self.team = QLineEdit()
        self.team.setAccessibleName(QCoreApplication.translate("NewGameDialog", "Team"))
        self.team.setPlaceholderText(QCoreApplication.translate("NewGameDialog", "team or side"))
        self.speed = QSpinBox()
        self.speed.setRange(0, 995)
        self.speed.setSingleStep(5)
        self.speed.setSuffix(QCoreApplication.translate("NewGameDialog", " mph"))
        self.speed.setAccessibleName(QCoreApplication.translate("NewGameDialog", "Speed at the start"))
        columns = {"rerolls": self.rerolls, "navigator": self.navigator, "team": self.team, "speed": self.speed}
        self.fields = tuple(f for f in rulesets.CAR_FIELDS if f in dialog.form.car_fields)
        self.widgets = (self.id, self.design, self.driver, *(columns[f] for f in self.fields))
        self.id.textEdited.connect(self._id_typed)
        self.design.currentIndexChanged.connect(lambda _: dialog.design_changed(self))
        for signal in (self.id.textEdited, self.design.currentIndexChanged, self.rerolls.valueChanged,
                       self.team.textEdited, self.speed.valueChanged):
            signal.connect(dialog.update_problems)
        self.driver.currentTextChanged.connect(lambda _: dialog.person_changed(self))
        self.navigator.currentTextChanged.connect(lambda _: dialog.person_changed(self))

    def _id_typed(self, text: str) -> None:
        self.typed_id = bool(text.strip())

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

    def entry(self, designs: dict[str, Vehicle]) -> dict[str, Any]:
        navigator = self.navigator.currentText().strip()
        values = {"rerolls": self.rerolls.value(), "navigator": navigator or None,
                  "team": self.team.text().strip() or None, "speed": self.speed.value()}
        return {"id": self.id.text().strip(), "design": designs[self.design.currentText()],
                "driver": self.driver.currentText().strip(), **{f: values[f] for f in self.fields}}


class DefenceRow:
    def __init__(self, dialog: NewGameDialog, number: int):
        self.id = QLineEdit(f"defence-{number}")
        self.id.setAccessibleName(QCoreApplication.translate("NewGameDialog", "Defence id"))
        self.cls = QComboBox()
        for choice in dialog.form.defence_classes:
            self.cls.addItem(spoken(choice.label), choice.key)
        self.cls.setAccessibleName(QCoreApplication.translate("NewGameDialog", "Gun class"))
        self.name = QLineEdit()
        self.name.setPlaceholderText(QCoreApplication.translate("NewGameDialog", "name, e.g. TOW emplacement"))
        self.name.setAccessibleName(QCoreApplication.translate("NewGameDialog", "Defence name"))
        self.hit_points = QSpinBox()
        self.hit_points.setRange(0, 99)
        self.hit_points.setSpecialValueText(QCoreApplication.translate("NewGameDialog", "cannot be hit"))
        self.hit_points.setAccessibleName(QCoreApplication.translate("NewGameDialog", "Defence hit points"))
        self.widgets = (self.id, self.cls, self.name, self.hit_points)
        for signal in (self.id.textEdited, self.cls.currentIndexChanged, self.hit_points.valueChanged):
            signal.connect(dialog.update_problems)

    def as_dict(self) -> dict[str, Any]:
        data = {"id": self.id.text().strip(), "class": data_of(self.cls), "name": self.name.text().strip()}
        if self.hit_points.value():
            data["hit_points"] = self.hit_points.value()
        return data


def _align_labels(forms: tuple[QFormLayout, ...]) -> None:
    """Forms stacked one above the other, with their fields starting at one x."""
    items = (form.itemAt(row, QFormLayout.ItemRole.LabelRole) for form in forms for row in range(form.rowCount()))
    labels = [label for item in items if item is not None and (label := item.widget()) is not None]
    widest = max((label.sizeHint().width() for label in labels), default=0)
    for label in labels:
        label.setMinimumWidth(widest)


COLUMN_TITLES = {"rerolls": QT_TRANSLATE_NOOP("NewGameDialog", "Rerolls"),  # shown translated
                 "navigator": QT_TRANSLATE_NOOP("NewGameDialog", "Navigator"),
                 "team": QT_TRANSLATE_NOOP("NewGameDialog", "Team / side"),
                 "speed": QT_TRANSLATE_NOOP("NewGameDialog", "Speed")}
COLUMN_STRETCH = {"rerolls": 0, "navigator": 3, "team": 2, "speed": 0}


class NewGameDialog(QDialog):
    def __init__(self, designs: list[Vehicle], campaigns: list[str], roster: Callable[[str], Roster],
                 chosen: list[str] | None = None, campaign: str | None = None, parent: QWidget | None = None,
                 add_examples: Callable[[str], list[Vehicle]] | None = None):
        """`add_examples(rule set key)`: puts that rule set's example cars in the garage and
        returns those it added; offered when the rule set has too few cars for a game."""
        super().__init__(parent)
        self.add_examples = add_examples
        self.setWindowTitle(self.tr("New Game"))
        self.all_designs = list(designs)
        self.roster_for = roster
        self.roster = Roster()
        self.rows: list[CarRow] = []
        self.defence_rows: list[DefenceRow] = []
        self.options: dict[str, QCheckBox] = {}
        self.groups: dict[str, dict[str, QCheckBox]] = {}
        by_name = {d.name: d for d in designs}
        self.last = None if chosen else remembered()  # asked for no cars: those of the last game
        if self.last is not None:
            chosen = [str(c.get("design", "")) for c in self.last.get("cars", [])]
        first = next((by_name[n] for n in chosen or [] if n in by_name), None)

        self.ruleset = QComboBox()
        self.ruleset.setAccessibleName(self.tr("Rule set"))
        for rules in engine.playable():
            self.ruleset.addItem(spoken(rules.name), rules.key)
        start_key = first.ruleset if first is not None else rulesets.DEFAULT
        self.ruleset.setCurrentIndex(max(0, self.ruleset.findData(start_key)))
        self.campaign = QComboBox()
        self.campaign.addItem(self.tr(NO_CAMPAIGN), "")
        for name in campaigns:
            self.campaign.addItem(name, name)
        top = self.top_form = QFormLayout()
        top.addRow(self.tr("R&ule set:"), self.ruleset)
        top.addRow(self.tr("Ca&mpaign:"), self.campaign)

        self.cars_box = QGroupBox(self.tr("Cars"))
        cars_layout = QVBoxLayout(self.cars_box)
        self.car_grid = QGridLayout()
        cars_layout.addLayout(self.car_grid)
        buttons = QHBoxLayout()
        self.add_car_button = QPushButton(self.tr("&Add car"))
        self.add_car_button.setToolTip(self.tr("Adds a car of the garage not yet in the game; choose it in its row"))
        self.add_car_button.clicked.connect(self.add_car_clicked)
        self.remove_car_button = QPushButton(self.tr("Remo&ve last car"))
        self.remove_car_button.clicked.connect(self.remove_car)
        buttons.addWidget(self.add_car_button)
        buttons.addWidget(self.remove_car_button)
        self.examples_button = QPushButton()
        self.examples_button.clicked.connect(self.add_example_cars)
        buttons.addWidget(self.examples_button)
        buttons.addStretch(1)
        cars_layout.addLayout(buttons)

        self.defences_box = QGroupBox(self.tr("Fixed defences (section 7: heavy guns no car can carry)"))
        defences_layout = QVBoxLayout(self.defences_box)
        self.defence_grid = QGridLayout()
        defences_layout.addLayout(self.defence_grid)
        row = QHBoxLayout()
        add_defence = QPushButton(self.tr("Add &defence"))
        add_defence.clicked.connect(self.add_defence)
        remove_defence = QPushButton(self.tr("Remove last defence"))
        remove_defence.clicked.connect(self.remove_defence)
        row.addWidget(add_defence)
        row.addWidget(remove_defence)
        row.addStretch(1)
        defences_layout.addLayout(row)

        self.problems = QLabel()
        self.problems.setWordWrap(True)
        self.problems.setAccessibleName(self.tr("Setup problems"))
        self.problems.setTextFormat(Qt.TextFormat.RichText)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start_button = self.buttons.addButton(self.tr("S&tart the game"), QDialogButtonBox.ButtonRole.AcceptRole)
        for button in (self.add_car_button, self.remove_car_button, self.examples_button, add_defence,
                       remove_defence):
            button.setAutoDefault(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        body = QWidget()
        self.body_layout = QVBoxLayout(body)
        self.body_layout.addLayout(top)
        self.rules_part = QWidget()  # what the rule set's SetupForm offers; rebuilt with the rule set
        self.body_layout.addWidget(self.rules_part)
        self.body_layout.addWidget(self.cars_box)
        self.body_layout.addWidget(self.defences_box)
        self.body_layout.addStretch(1)  # a short form sits at the top, not spread down the dialog
        scroll = self.body_scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        outer = QVBoxLayout(self)
        outer.addWidget(scroll, 1)
        outer.addWidget(self.problems)
        outer.addWidget(self.buttons)
        # Enter starts the game wherever the focus is: the other buttons (Add car first) would
        # take it otherwise, the first of them being the dialog's default. Set once the button
        # is in the dialog: only then does the dialog learn of it.
        self.start_button.setDefault(True)

        self.campaign.currentIndexChanged.connect(self.campaign_changed)
        self.chosen = list(chosen or [])  # the cars asked for: those of the rule set shown enter
        self.ruleset.currentIndexChanged.connect(lambda _: self.ruleset_changed())
        self._building = False
        self.ruleset_changed()
        if self.last is not None:
            self._restore(self.last)
        if campaign is not None and self.campaign.findData(campaign) >= 0:
            self.campaign.setCurrentIndex(self.campaign.findData(campaign))
        self.update_problems()
        self.resize(980, 640)

    # --- the last game, remembered ---------------------------------------------------------

    def accept(self) -> None:
        saved.settings().setValue(LAST_GAME_KEY, json.dumps(self.remembered_setup()))
        super().accept()

    def remembered_setup(self) -> dict[str, Any]:
        """What the next New Game starts from: this one's choices as the players made them."""
        return {"ruleset": self.ruleset_key(), "campaign": data_of(self.campaign) or "",
                "scenario": data_of(self.scenario), "variant": data_of(self.variant), "laps": self.laps.value(),
                "scale": data_of(self.scale), "board": data_of(self.board) or "",
                "options": {key: box.isChecked() for key, box in self.options.items()},
                "groups": {key: [c for c, box in boxes.items() if box.isChecked()]
                           for key, boxes in self.groups.items()},
                "cars": [{"design": row.design.currentText(), "id": row.id.text() if row.typed_id else None,
                          "driver": row.driver.currentText(), "navigator": row.navigator.currentText(),
                          "rerolls": row.rerolls.value(), "team": row.team.text(), "speed": row.speed.value()}
                         for row in self.rows]}

    def _restore(self, last: dict[str, Any]) -> None:
        """The last game's choices, where the garage and this rule set still have them."""
        if last.get("ruleset") != self.ruleset_key():
            return
        self._building = True
        for combo, key in ((self.campaign, "campaign"), (self.scenario, "scenario"), (self.variant, "variant"),
                           (self.scale, "scale")):
            index = combo.findData(last.get(key))
            if index >= 0:
                combo.setCurrentIndex(index)
        if isinstance(last.get("laps"), int):
            self.laps.setValue(last["laps"])
        if self.board.count() and isinstance(last.get("board"), str) and last["board"]:
            self.choose_board(last["board"], quiet=True)
        for key, checked in last.get("options", {}).items():
            if key in self.options:
                self.options[key].setChecked(bool(checked))
        for key, boxes in self.groups.items():
            on = last.get("groups", {}).get(key)  # a list of the choices checked
            if isinstance(on, list):
                for choice, box in boxes.items():
                    box.setChecked(choice in on)
        self._building = False
        self.campaign_changed()  # the campaign's drivers, before theirs are chosen
        cars = [c for c in last.get("cars", []) if isinstance(c, dict) and c.get("design") in self.designs]
        for row, car in zip(self.rows, cars):
            row.driver.setCurrentText(str(car.get("driver") or ""))
            row.navigator.setCurrentText(str(car.get("navigator") or ""))
            row.team.setText(str(car.get("team") or ""))
            if isinstance(car.get("speed"), int):
                row.speed.setValue(car["speed"])
            if isinstance(car.get("rerolls"), int) and not row.rerolls.isReadOnly():
                row.rerolls.setValue(car["rerolls"])  # a campaign's drivers bring the campaign's
            if car.get("id"):
                row.id.setText(str(car["id"]))
                row.typed_id = True

    # --- the rule set ----------------------------------------------------------------------

    @property
    def rules(self) -> rulesets.RuleSet:
        return engine.ruleset(data_of(self.ruleset))

    @property
    def environment(self) -> dict[str, QCheckBox]:
        """A&A II's environmental conditions (its option group "environment"), or none."""
        return self.groups.get("environment", {})

    def ruleset_key(self) -> str:
        return str(data_of(self.ruleset))

    def ruleset_changed(self) -> None:
        """Another rule set: its setup choices, and cars of that rule set only (those asked
        for when some are of it, else its first two)."""
        self._building = True
        rules = self.rules
        self.form = rules.setup_form()
        self.designs = {d.name: d for d in self.all_designs if d.ruleset == rules.key}
        old = self.rules_part
        self.rules_part = self._rules_part(self.form)
        self.body_layout.replaceWidget(old, self.rules_part)
        old.hide()  # gone now, not when the event loop next deletes it
        old.deleteLater()
        while self.rows:
            for widget in self.rows.pop().widgets:
                widget.deleteLater()
        while self.defence_rows:
            for widget in self.defence_rows.pop().widgets:
                widget.deleteLater()
        while self.car_grid.count():
            item = self.car_grid.takeAt(0)
            taken = item.widget() if item is not None else None
            if taken is not None:
                taken.deleteLater()
        columns = (self.tr("Id"), self.tr("Car"), self.tr("Driver")) + tuple(self.tr(COLUMN_TITLES[f])
                                                                            for f in rulesets.CAR_FIELDS
                                                 if f in self.form.car_fields)
        for column, header in enumerate(columns):
            self.car_grid.addWidget(QLabel(f"<b>{header}</b>"), 0, column)
        for column in range(6):
            self.car_grid.setColumnStretch(column, 0)
        stretches = (2, 3, 3) + tuple(COLUMN_STRETCH[f] for f in rulesets.CAR_FIELDS if f in self.form.car_fields)
        for column, stretch in enumerate(stretches):
            self.car_grid.setColumnStretch(column, stretch)
        self.defences_box.setVisible(bool(self.form.defence_classes))
        self.examples_button.setText(self.tr("Add the {rule_set} &example cars")
                                     .format(rule_set=spoken(rules.name).replace("&", "&&")))
        self.examples_button.setVisible(self.offers_examples())
        for name in [n for n in self.chosen if n in self.designs] or list(self.designs)[:2]:
            self.add_car(name)
        self._building = False
        self.campaign_changed()

    def _rules_part(self, form: rulesets.SetupForm) -> QWidget:
        part = QWidget()
        layout = QVBoxLayout(part)
        layout.setContentsMargins(0, 0, 0, 0)
        self.scenario = QComboBox()
        for choice in form.scenarios:
            self.scenario.addItem(spoken(choice.label), choice.key)
        self.variant = QComboBox()
        for choices in form.variants.values():
            for choice in choices:
                self.variant.addItem(spoken(choice.label), choice.key)
        self.laps = QSpinBox()
        self.laps.setRange(1, 99)
        self.laps.setValue(3)
        self.scale = QComboBox()
        for choice in form.scales:
            self.scale.addItem(spoken(choice.label), int(choice.key))
        self.board = QComboBox()
        self.board.setAccessibleName(self.tr("Board"))
        self.board_error: str | None = None  # the map file last opened, refused
        self.board_row = self._board_row(form)
        top = QFormLayout()
        top.addRow(self.tr("&Scenario:"), self.scenario)
        if self.board.count():
            top.addRow(self.tr("B&oard:"), self.board_row)
        else:  # a rule set played without a map
            self.board_row.setParent(part)
            self.board_row.hide()
        if form.variants:
            race = QHBoxLayout()
            race.addWidget(self.variant, 1)
            if form.laps:
                race.addWidget(QLabel(self.tr("laps:")))
                race.addWidget(self.laps)
            top.addRow(self.tr("Race variant:") if "race" in form.variants else self.tr("Variant:"), race)
        if form.scales:
            top.addRow(self.tr("Ta&ble scale:"), self.scale)
        layout.addLayout(top)
        _align_labels((self.top_form, top))
        self.options = {}
        if form.options:
            options_box = QGroupBox(self.tr("Optional rules"))
            grid = QGridLayout(options_box)
            for i, choice in enumerate(form.options):
                box = QCheckBox(spoken(choice.label))
                box.setChecked(choice.default)
                if choice.help:
                    box.setToolTip(spoken(choice.help))
                box.toggled.connect(self.update_problems)
                self.options[choice.key] = box
                grid.addWidget(box, i // 2, i % 2)
            layout.addWidget(options_box)
        self.groups = {}
        for group in form.option_groups:
            group_box = QGroupBox(spoken(group.title))
            row = QHBoxLayout(group_box)
            boxes = self.groups[group.key] = {}
            for choice in group.choices:
                box = QCheckBox(spoken(choice.label))
                box.setChecked(choice.default)
                if choice.help:
                    box.setToolTip(spoken(choice.help))
                box.toggled.connect(self.update_problems)
                boxes[choice.key] = box
                row.addWidget(box)
            layout.addWidget(group_box)
        for signal in (self.scenario.currentIndexChanged, self.variant.currentIndexChanged,
                       self.laps.valueChanged, self.scale.currentIndexChanged, self.board.currentIndexChanged):
            signal.connect(self.update_problems)
        if form.navigator_option in self.options:
            self.options[form.navigator_option].toggled.connect(self._navigators_toggled)
        return part

    # --- the board: a rule set played on a map ----------------------------------------------

    def _board_row(self, form: rulesets.SetupForm) -> QWidget:
        """The built-in maps, those saved in the maps folder, Open map file... and Edit map...
        (the rule set's map editor); hidden for a rule set without maps."""
        row = QWidget()
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.board, 1)
        self.open_map_button = QPushButton(self.tr("Open ma&p file..."))
        self.open_map_button.setToolTip(self.tr("Play on a map saved as a file (.map.json)"))
        self.open_map_button.clicked.connect(lambda: self.open_map_file())
        self.edit_map_button = QPushButton(self.tr("Ed&it map..."))
        self.edit_map_button.setToolTip(self.tr("Make or change a map in the map editor"))
        self.edit_map_button.clicked.connect(self.edit_map)
        for button in (self.open_map_button, self.edit_map_button):
            button.setAutoDefault(False)
            layout.addWidget(button)
        self.map_editor = next((t for t in tools.for_ruleset(self.rules.key) if t.name == MAP_EDITOR), None)
        self.edit_map_button.setVisible(self.map_editor is not None)
        self.fill_boards()
        self.board.currentIndexChanged.connect(self._board_changed)
        return row

    def fill_boards(self) -> None:
        """The built-in maps, then every readable map file in the maps folder (a damaged one is
        left out: Open map file... says what is wrong with it)."""
        chosen = data_of(self.board)
        self.board.blockSignals(True)
        self.board.clear()
        rules = self.rules
        for choice in rules.boards():
            self.board.addItem(spoken(choice.label), choice.key)
            self.board.setItemData(self.board.count() - 1, choice.help, Qt.ItemDataRole.ToolTipRole)
        for label, path in engine.saved_maps(rules):
            self.board.addItem(label, path)
        if chosen is not None and self.board.findData(chosen) >= 0:
            self.board.setCurrentIndex(self.board.findData(chosen))
        self.board.blockSignals(False)

    def _board_changed(self, _: int) -> None:
        self.board_error = None

    def choose_board(self, source: str, quiet: bool = False) -> bool:
        """Play on `source` (a built-in map's key or a map file): a file not yet listed is read
        first, and a damaged one refused in one line naming the field (the board stays)."""
        if self.board.findData(source) < 0:
            try:
                found = self.rules.read_board(source)
            except (JsonFileError, ValueError) as exc:
                if not quiet:
                    self.board_error = str(exc)
                    self.update_problems()
                return False
            self.board.addItem(f"{found.label} ({source.rsplit('/', 1)[-1]})", source)
        self.board.setCurrentIndex(self.board.findData(source))
        self.board_error = None
        self.update_problems()
        return True

    def open_map_file(self, path: str | None = None) -> bool:
        if path is None:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Open Map"), str(engine.maps_folder()),
                                                  self.tr("Maps (*{suffix});;All files (*)")
                                                  .format(suffix=self.rules.board_suffix))
            if not path:
                return False
        return self.choose_board(path)

    def edit_map(self) -> QWidget | None:
        """The rule set's map editor, over this dialog; the maps it saves are offered here."""
        if self.map_editor is None:
            return None
        editor = self.map_editor.open(self)
        start_from = getattr(editor, "start_from", None)  # the board chosen, to change or copy
        if start_from is not None and data_of(self.board):
            start_from(str(data_of(self.board)))
        saved_signal = getattr(editor, "saved", None)
        if saved_signal is not None:
            saved_signal.connect(self._map_saved)
        return editor

    def _map_saved(self, path: object) -> None:
        self.fill_boards()
        self.choose_board(str(path))

    # --- cars ------------------------------------------------------------------------------
    def offers_examples(self) -> bool:
        """Too few cars of the rule set for a game, and it has example cars to add."""
        return self.add_examples is not None and len(self.designs) < 2 and bool(self.rules.example_files())

    def add_example_cars(self) -> None:
        if self.add_examples is None:
            return
        added = self.add_examples(self.ruleset_key())
        if added:
            self.all_designs += added
            self.ruleset_changed()

    def add_car(self, design: str | None = None) -> CarRow:
        """A row for `design`; by default the first car of the list not yet in the game (the
        one after the last row's when every car is in)."""
        names = list(self.designs)
        if design not in self.designs:
            playing = [r.design.currentText() for r in self.rows]
            unused = [n for n in names if n not in playing]
            after = names.index(playing[-1]) + 1 if playing and playing[-1] in names else 0
            design = unused[0] if unused else (names[after % len(names)] if names else "")
        row = CarRow(self, names, design, car_id(design, {r.id.text() for r in self.rows}))
        row.fill_people(self.roster)
        self.rows.append(row)
        for column, widget in enumerate(row.widgets):
            self.car_grid.addWidget(widget, len(self.rows), column)
        self.person_changed(row)  # the campaign's rerolls, if a campaign is chosen
        return row

    def add_car_clicked(self) -> None:
        """Add car, then the new row's car chooser has the focus: choose which car it is."""
        row = self.add_car()
        for widget in row.widgets:
            widget.show()  # now, not when the layout gets round to it: a hidden chooser takes no focus
        row.design.setFocus(Qt.FocusReason.OtherFocusReason)
        self.body_scroll.ensureWidgetVisible(row.design)

    def design_changed(self, row: CarRow) -> None:
        """Another car in the row: its id follows the car, unless the players typed one."""
        if row.typed_id or row not in self.rows:
            return
        row.id.setText(car_id(row.design.currentText(), {r.id.text() for r in self.rows if r is not row}))

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

    def campaign_changed(self, *_: object) -> None:
        name = data_of(self.campaign)
        self.roster = self.roster_for(name) if name else Roster()
        for row in self.rows:
            row.fill_people(self.roster)
            self.person_changed(row)
        self.update_problems()

    def _navigators_toggled(self, _: bool) -> None:
        for row in self.rows:
            self.person_changed(row)

    def person_changed(self, row: CarRow) -> None:
        """A campaign driver brings the rerolls the campaign gives them into this game, and no
        other number: the campaign records what it gave (a new driver starts with none, P4),
        so rerolls typed in would be played but never recorded."""
        campaign = self.roster.standings is not None
        if campaign:
            option = self.options.get(self.form.navigator_option)
            carries = "navigator" in self.form.car_fields and (option is None or option.isChecked())
            navigator = row.navigator.currentText().strip() if carries else ""
            row.rerolls.setValue(self.roster.rerolls(row.driver.currentText().strip(), navigator))
        row.rerolls.setReadOnly(campaign)
        row.rerolls.setButtonSymbols(QSpinBox.ButtonSymbols.NoButtons if campaign
                                     else QSpinBox.ButtonSymbols.UpDownArrows)
        row.rerolls.setToolTip(self.tr("What the campaign gives this driver (a new driver starts with none)")
                               if campaign else self.tr("The rerolls this driver may use in the game"))
        self.update_problems()

    # --- the setup ------------------------------------------------------------------------

    def chosen_campaign(self) -> str | None:
        return data_of(self.campaign) or None

    def setup(self) -> dict[str, Any]:
        """The setup as the rule set writes it in the log's first line."""
        form = self.form
        options: dict[str, Any] = {key: box.isChecked() for key, box in self.options.items()}
        for key, boxes in self.groups.items():
            options[key] = [choice for choice, box in boxes.items() if box.isChecked()]
        choices: dict[str, Any] = {}
        if form.variants:
            choices["variant"] = data_of(self.variant)
        if form.laps:
            choices["laps"] = self.laps.value()
        if form.scales:
            choices["scale"] = data_of(self.scale)
        if form.defence_classes:
            choices["defences"] = [row.as_dict() for row in self.defence_rows]
        if self.board.count():
            choices["board"] = data_of(self.board)
        return self.rules.setup_dict(data_of(self.scenario), [row.entry(self.designs) for row in self.rows],
                                     options=options, **choices)

    def problems_now(self) -> tuple[list[str], list[str]]:
        """(refusals, warnings) for the setup as it stands."""
        refusals, warnings = [], []
        if len(self.designs) < 2 and self.offers_examples():
            # One car may be a game for some rule set: then only a warning (its own rules refuse).
            short = (self.tr("the garage has only one car of {rule_set}: press Add the {rule_set} example cars, "
                             "or make some with New Car") if self.designs else
                     self.tr("the garage has no cars of {rule_set}: press Add the {rule_set} example cars, or make "
                             "some with New Car")).format(rule_set=spoken(self.rules.name))
            if not self.designs:
                return [short], []
            warnings.append(short)
        if not self.designs:
            return [self.tr("the garage has no cars of {rule_set}: add or import some first")
                    .format(rule_set=spoken(self.rules.name))], []
        for row in self.rows:
            for combo, words in ((row.driver, self.tr("{car}: driver '{name}' died in game {game} and has left "
                                                      "play; a new one needs a new name")),
                                 (row.navigator, self.tr("{car}: navigator '{name}' died in game {game} and has "
                                                         "left play; a new one needs a new name"))):
                name = combo.currentText().strip()
                if name in self.roster.dead:
                    refusals.append(words.format(car=row.id.text(), name=name, game=self.roster.dead[name]))
        drivers = [row.driver.currentText().strip() for row in self.rows if row.driver.currentText().strip()]
        for name in sorted({d for d in drivers if drivers.count(d) > 1}):
            refusals.append(self.tr("'{name}' cannot drive two cars").format(name=name))
        try:
            setup = self.setup()
        except JsonFileError as exc:  # the map file chosen, damaged since (or too few starts)
            return refusals + [str(exc)], warnings
        refusal, setup_warnings = self.rules.setup_problems(setup)
        if refusal:
            refusals.append(refusal)
        warnings += setup_warnings
        for row in self.rows:
            if not row.driver.currentText().strip():
                cite = " (P12)" if self.rules.key == rulesets.DEFAULT else ""  # A&A II's campaign section
                warnings.append(self.tr("{car}: unnamed driver: takes part but earns nothing{cite}")
                                .format(car=row.id.text(), cite=cite))
        return refusals, warnings

    def update_problems(self, *_: object) -> None:
        if self._building:
            return
        scenario = data_of(self.scenario)
        self.variant.setEnabled(scenario in self.form.variants)
        self.laps.setEnabled(scenario in self.form.laps)
        for row in self.rows:
            row.team.setEnabled(scenario in self.form.team_scenarios)
        refusals, warnings = self.problems_now()
        if self.board_error is not None:  # said whatever else is wrong (the garage may have no cars yet)
            refusals.insert(0, self.board_error)
        bad, warn = error_colour(self.palette()).name(), warning_colour(self.palette()).name()
        lines = [f"<span style='color:{bad}'>✖ {escape(spoken(r))}</span>" for r in refusals]
        lines += [f"<span style='color:{warn}'>⚠ {escape(spoken(w))}</span>" for w in warnings]
        self.problems.setText("<br>".join(lines) if lines else self.tr("Ready to start."))
        self.start_button.setEnabled(not refusals)
