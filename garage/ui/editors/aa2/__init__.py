"""A&A II's car editor (the panel registered for "aa2"): every choice the rules give a player
building a car, one widget each.

The editor never changes a design in place: each user action builds the new design and
emits `edited(design, text, merge_key)`; the window wraps it in one undoable command and,
when the command runs, shows the result again through `set_design`. Typing in one field
(name, notes, one stat) shares a merge key so a word typed is one undo step.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from garage.rules import rulesets
from garage.rules.aa2.catalogue import MOUNTS, WEAPON_CLASSES, WEIGHTS, Catalogue
from garage.rules.aa2.design import random_stat_line
from garage.rules.aa2.vehicle import STATS, Design, StatLine, Weapon
from garage.ui import dialogs, editors
from garage.ui.editors.aa2.matchup_panel import MatchupPanel
from garage.ui.editors.aa2.weapons_table import WeaponDelegate, WeaponsModel, class_label, mount_label
from garage.ui.editors.name_check import NameCheck
from garage.ui.parts_list import PartsList
from garage.ui.reflow import Reflow
from garage.ui.rules_words import spoken
from garage.ui.translations import QT_TRANSLATE_NOOP
from garage.ui.undo_keys import WINDOW_UNDO

# Translated where shown (self.tr), the module being imported before the translators load.
TURRET_CHOICES = ((None, QT_TRANSLATE_NOOP("CarEditor", "Fitted when a weapon is in it")),
                  (True, QT_TRANSLATE_NOOP("CarEditor", "Fitted, even if empty")),
                  (False, QT_TRANSLATE_NOOP("CarEditor", "Not fitted")))


class CarEditor(QScrollArea):
    edited = Signal(object, str, str)  # new design, command text, merge key ("" = never merge)
    status = Signal(str)

    def __init__(self, catalogue: Catalogue | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.catalogue = catalogue or rulesets.get(rulesets.DEFAULT).catalogue
        self._design: Design | None = None
        # (name) -> True when another car has it; the window knows the garage.
        self.name_taken: Callable[[str], bool] = lambda name: False
        self.roll_d6: Callable[[], int] = lambda: random.randint(1, 6)
        # Beside the editor (the window's side dock): this car against another, issue 26.
        self.side_panel = MatchupPanel()
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # its fields take focus, not the pane
        body = QWidget()
        self.setWidget(body)
        layout = QVBoxLayout(body)
        layout.addWidget(self._car_box())
        layout.addWidget(self._stats_box())
        layout.addWidget(self._weapons_box(), 1)
        self.dropped = PartsList(self.tr("dropped weapon"), self.catalogue.dropped)
        self.dropped.changed.connect(lambda parts, text: self._change(text, dropped=parts))
        self.equipment = PartsList(self.tr("equipment"), self.catalogue.equipment)
        self.equipment.changed.connect(lambda parts, text: self._change(text, equipment=parts))
        layout.addWidget(Reflow(self._boxed(self.tr("Dr&opped weapons (Rear)"), self.dropped),
                                self._boxed(self.tr("E&quipment"), self.equipment), stretch=(1, 1)))
        layout.addWidget(self._crew_box())
        for field in (self.name, self.notes, *self.stat_boxes.values()):
            field.setProperty(WINDOW_UNDO, True)
        # Never a sideways scroll bar: the pane is as wide as its widest row needs.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumWidth(body.minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width())
        self.set_design(None)

    # -- building ---------------------------------------------------------------------------

    @staticmethod
    def _boxed(title: str, widget: QWidget) -> QGroupBox:
        box = QGroupBox(title)
        QVBoxLayout(box).addWidget(widget)
        box.setFocusProxy(widget)
        return box

    def _car_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Car"))
        form = QFormLayout(box)
        self.name = QLineEdit()
        self.name.setAccessibleName(self.tr("Car name"))
        self.name.setPlaceholderText(self.tr("A suitably post-apocalyptic name"))
        self.name_problem = QLabel()
        # A good name is one undoable edit; a bad one is flagged and kept out of the car.
        self.name_check = NameCheck(self.name, self.name_problem, lambda name: self.name_taken(name),
                                    lambda: self._design.name if self._design is not None else None,
                                    lambda text: self._change(self.tr("Rename car"), "name", name=text),
                                    self.status.emit)
        name_column = QVBoxLayout()
        name_column.setSpacing(2)
        name_column.addWidget(self.name)
        name_column.addWidget(self.name_problem)
        label = QLabel(self.tr("&Name:"))
        label.setBuddy(self.name)  # a row of a layout gets no buddy of its own
        form.addRow(label, name_column)
        self.weight = QComboBox()
        self.weight.setAccessibleName(self.tr("Weight class"))
        for key in WEIGHTS:
            w = self.catalogue.weight(key)
            self.weight.addItem(self.tr("{weight} (Capacity {capacity})").format(weight=spoken(w.name),
                                                                                 capacity=w.capacity), key)
            examples = spoken(w.examples)
            self.weight.setItemData(self.weight.count() - 1, examples[:1].upper() + examples[1:],
                                    Qt.ItemDataRole.ToolTipRole)
        self.weight.activated.connect(self._weight_chosen)
        form.addRow(self.tr("Weight c&lass:"), self.weight)
        return box

    def _stats_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Stat line"))
        self.stat_boxes: dict[str, QSpinBox] = {}
        row = QHBoxLayout()
        for stat in STATS:
            spin = QSpinBox()
            spin.setRange(0, 99)
            spin.setAccessibleName(stat.upper())
            spin.valueChanged.connect(lambda value, stat=stat: self._stat_changed(stat, value))
            label = QLabel(f"&{stat.upper()}")  # M, A, D, T: kept free for them
            label.setBuddy(spin)
            row.addWidget(label)
            row.addWidget(spin)
            self.stat_boxes[stat] = spin
        row.addStretch(1)
        self.stat_kind = QLabel()
        self.stat_kind.setAccessibleName(self.tr("Stat line kind"))
        self.stat_kind.setWordWrap(True)
        self.reset_stats = QPushButton(self.tr("Reset to &Standard"))
        self.reset_stats.setToolTip(self.tr("Use the weight class's standard stat line"))
        self.reset_stats.clicked.connect(self._reset_stats)
        self.roll_stats = QPushButton(self.tr("Roll &Randomly"))
        self.roll_stats.setToolTip(self.tr("Optional rule: a d6 each for MAX, ACC and DEC on the standard line "
                                           "(1: -2, 2: -1, 5: +1, 6: +2); TURN never changes"))
        self.roll_stats.clicked.connect(self._roll)
        buttons = QHBoxLayout()
        buttons.addWidget(self.stat_kind, 1)
        buttons.addWidget(self.reset_stats)
        buttons.addWidget(self.roll_stats)
        layout = QVBoxLayout(box)
        layout.addLayout(row)
        layout.addLayout(buttons)
        box.setFocusProxy(self.stat_boxes["max"])
        return box

    def _weapons_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Weapons"))
        self.weapons_model = WeaponsModel(self.catalogue, self._weapon_edited, self)
        self.weapons = QTableView()
        self.weapons.setAccessibleName(self.tr("Fitted weapons"))
        self.weapons.setModel(self.weapons_model)
        self.weapons.setItemDelegate(WeaponDelegate(self.catalogue, self.weapons))
        self.weapons.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.weapons.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.weapons.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                     | QAbstractItemView.EditTrigger.EditKeyPressed
                                     | QAbstractItemView.EditTrigger.AnyKeyPressed)
        self.weapons.verticalHeader().hide()
        self.weapons.setTabKeyNavigation(False)  # Tab goes on to the next field, not round the cells
        row = self.fontMetrics().height() + 10
        self.weapons.verticalHeader().setDefaultSectionSize(row)
        self.weapons.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2):  # a class or a face read whole, in a language with longer words too
            self.weapons.horizontalHeader().setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.weapons.setMinimumHeight(row * 5)
        shortcut = QShortcut(QKeySequence.StandardKey.Delete, self.weapons, self._remove_weapon)
        shortcut.setContext(Qt.ShortcutContext.WidgetShortcut)

        self.weapon_name = QComboBox()
        self.weapon_name.setEditable(True)
        self.weapon_name.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.weapon_name.setAccessibleName(self.tr("New weapon name"))
        typed = self.weapon_name.lineEdit()  # there, the combo being editable
        if typed is not None:
            typed.setPlaceholderText(self.tr("Weapon name"))
        for cls, names in self.catalogue.example_weapons.items():
            for name in names:
                self.weapon_name.addItem(name, cls)
        self.weapon_name.setCurrentIndex(-1)
        self.weapon_name.currentTextChanged.connect(self._weapon_name_typed)
        self.weapon_class = QComboBox()
        self.weapon_class.setAccessibleName(self.tr("New weapon class"))
        for cls in WEAPON_CLASSES:
            self.weapon_class.addItem(class_label(self.catalogue, cls), cls)
        self.weapon_mount = QComboBox()
        self.weapon_mount.setAccessibleName(self.tr("New weapon face"))
        for mount in MOUNTS:
            self.weapon_mount.addItem(mount_label(mount), mount)
        self.add_weapon = QPushButton(self.tr("Add &Weapon"))
        self.add_weapon.clicked.connect(self._add_weapon)
        # Return adds the weapon typed; an editable combo also sends Return on to its own
        # handling, which must not add a second, empty one.
        if typed is not None:
            typed.returnPressed.connect(lambda: self._add_weapon() if self.weapon_name.currentText().strip() else None)
        self.remove_weapon = QPushButton(self.tr("Remove"))
        self.remove_weapon.setAccessibleName(self.tr("Remove weapon"))
        self.remove_weapon.clicked.connect(self._remove_weapon)
        self.weapons.selectionModel().selectionChanged.connect(self._update_weapon_buttons)

        for combo, length in ((self.weapon_name, 12), (self.weapon_class, 8), (self.weapon_mount, 6)):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(length)
        choice = QWidget()
        choice_row = QHBoxLayout(choice)
        choice_row.setContentsMargins(0, 0, 0, 0)
        choice_row.addWidget(self.weapon_name, 2)
        choice_row.addWidget(self.weapon_class, 1)
        choice_row.addWidget(self.weapon_mount, 1)
        buttons = QWidget()
        button_row = QHBoxLayout(buttons)
        button_row.setContentsMargins(0, 0, 0, 0)
        button_row.addStretch(1)
        button_row.addWidget(self.add_weapon)
        button_row.addWidget(self.remove_weapon)
        entry = Reflow(choice, buttons, stretch=(1, 0))

        self.turret = QComboBox()
        self.turret.setAccessibleName(self.tr("Turret"))
        for value, text in TURRET_CHOICES:
            self.turret.addItem(self.tr(text), value)
        self.turret.activated.connect(lambda i: self._change(self.tr("Change turret"), turret=self.turret.itemData(i)))
        turret_row = QFormLayout()
        turret_row.addRow(self.tr("T&urret:"), self.turret)

        layout = QVBoxLayout(box)
        layout.addWidget(self.weapons, 1)
        layout.addWidget(entry)
        layout.addLayout(turret_row)
        box.setFocusProxy(self.weapons)
        return box

    def _crew_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Crew and notes"))
        navigator = spoken(self.catalogue.navigator_name)
        self.navigator = QCheckBox(self.tr("{navigator} (optional rule; crew, no Capacity)").format(
            navigator=navigator))
        self.navigator.setAccessibleName(navigator)
        self.navigator.setToolTip(spoken(self.catalogue.navigator_effect))
        self.navigator.clicked.connect(lambda on: self._change(
            (self.tr("Add {part}") if on else self.tr("Remove {part}")).format(part=navigator), navigator=on))
        self.notes = QPlainTextEdit()
        self.notes.setAccessibleName(self.tr("Notes"))
        self.notes.setPlaceholderText(self.tr("Notes: driver, paint job, conversion..."))
        self.notes.setTabChangesFocus(True)
        self.notes.setFixedHeight(self.fontMetrics().height() * 4)
        self.notes.textChanged.connect(self._notes_changed)
        layout = QVBoxLayout(box)
        layout.addWidget(self.navigator)
        layout.addWidget(self.notes)
        return box

    # -- showing ----------------------------------------------------------------------------

    def design(self) -> Design | None:
        return self._design

    def set_design(self, design: Design | None) -> None:
        """Show `design` without emitting anything: the widgets follow the design. With no
        car, the editor is blank and disabled rather than showing the last car's parts."""
        self._design = design
        body = self.widget()
        if body is not None:
            body.setEnabled(design is not None)
        design = design or Design("", "medium")
        blockers = [QSignalBlocker(w) for w in (self.name, self.weight, self.turret, self.navigator,
                                                 self.notes, *self.stat_boxes.values())]
        if self.name.text() != design.name:
            self.name.setText(design.name)
            self.name_check.show("")
        self.weight.setCurrentIndex(self.weight.findData(design.weight))
        line = design.stat_line(self.catalogue)
        for stat, spin in self.stat_boxes.items():
            spin.setValue(getattr(line, stat))
        standard = design.standard_stats(self.catalogue)
        custom = design.is_custom(self.catalogue)
        self.stat_kind.setText(self.tr("Custom line (standard: {standard})").format(standard=standard) if custom
                               else self.tr("Standard {weight} line").format(
                                   weight=spoken(self.catalogue.weight(design.weight).name)))
        self.reset_stats.setEnabled(design.stats is not None and custom)
        self.turret.setCurrentIndex(next(i for i, (v, _) in enumerate(TURRET_CHOICES) if v == design.turret))
        self.navigator.setChecked(design.navigator)
        if self.notes.toPlainText() != design.notes:
            self.notes.setPlainText(design.notes)
        for blocker in blockers:
            blocker.unblock()
        self.weapons_model.set_weapons(design.weapons)
        self.dropped.set_parts(design.dropped)
        self.equipment.set_parts(design.equipment)
        self.side_panel.set_design(self._design)
        self._update_weapon_buttons()

    def select_subject(self, subject: str) -> bool:
        """Select and focus the part a problem is about; False if it is not in the editor."""
        part, _, number = subject.partition("/")
        index = int(number) if number.isdigit() else 0
        if part == "weapons":
            self.weapons.selectRow(index)
            self.weapons.scrollTo(self.weapons_model.index(index, 0))
            self._focus(self.weapons)
        elif part in ("dropped", "equipment"):
            parts = self.dropped if part == "dropped" else self.equipment
            parts.select(index)
            self.ensureWidgetVisible(parts)
        elif part in ("stats", "name", "navigator", "turret"):
            widget = {"stats": self.stat_boxes["max"], "name": self.name, "navigator": self.navigator,
                      "turret": self.turret}[part]
            self._focus(widget)
            if widget is self.name:
                self.name.selectAll()
        else:
            return False
        return True

    def _focus(self, widget: QWidget) -> None:
        widget.setFocus(Qt.FocusReason.OtherFocusReason)
        self.ensureWidgetVisible(widget)

    # -- user actions -------------------------------------------------------------------------

    def _emit(self, design: Design, text: str, merge: str = "") -> None:
        if self._design is not None and design != self._design:
            self.edited.emit(design, text, merge)

    def _change(self, text: str, merge: str = "", **fields: Any) -> None:
        """The car shown with `fields` changed, as one edit; nothing with no car shown."""
        if self._design is not None:
            self._emit(replace(self._design, **fields), text, merge)

    def _weight_chosen(self, index: int) -> None:
        key = self.weight.itemData(index)
        design = self._design
        if design is None or key == design.weight:
            return
        weight = self.catalogue.weight(key)
        changed = replace(design, weight=key)
        custom = design.stats is not None and design.stats != weight.standard
        name = spoken(weight.name)
        if custom and design.stats is not None and self.ask_standard_line(weight.name, design.stats, weight.standard):
            changed = replace(changed, stats=None)
        self._emit(changed, self.tr("Make {weight}").format(weight=name))
        said = (self.tr("{car} is now {weight}: Capacity {capacity}, stat line {stats}") if design.name
                else self.tr("The car is now {weight}: Capacity {capacity}, stat line {stats}"))
        self.status.emit(said.format(car=design.name, weight=name, capacity=weight.capacity,
                                     stats=changed.stat_line(self.catalogue)))

    def ask_standard_line(self, weight: str, current: StatLine, standard: StatLine) -> bool:
        return dialogs.confirm(self, self.tr("Change Weight Class"),
                               self.tr("This car has its own stat line ({current}).\n\n"
                                       "Use the {weight} standard line ({standard}) instead?").format(
                                   current=current, weight=spoken(weight), standard=standard),
                               self.tr("Use Standard Line"), default=True)

    def _stat_changed(self, stat: str, value: int) -> None:
        if self._design is not None:
            line = self._design.stat_line(self.catalogue)
            self._change(self.tr("Set {stat}").format(stat=stat.upper()), f"stat:{stat}",
                         stats=replace(line, **{stat: value}))

    def _reset_stats(self) -> None:
        if self._design is None:
            return
        self._change(self.tr("Reset stat line to standard"), stats=None)
        self.status.emit(self.tr("Stat line reset to the standard {stats}").format(
            stats=self._design.stat_line(self.catalogue)))

    def _roll(self) -> None:
        faces: list[int] = []

        def roll() -> int:
            faces.append(self.roll_d6())
            return faces[-1]

        if self._design is None:
            return
        line = random_stat_line(self._design.weight, roll, self.catalogue)
        self._change(self.tr("Roll stat line"), stats=line)
        self.status.emit(self.tr("Rolled {faces} for MAX, ACC, DEC: {stats}").format(faces=", ".join(map(str, faces)),
                                                                                 stats=line))

    def _notes_changed(self) -> None:
        if self._design is not None:
            self._emit(replace(self._design, notes=self.notes.toPlainText()), self.tr("Edit notes"), "notes")

    def _weapon_name_typed(self, text: str) -> None:
        cls = self.catalogue.example_class(text)
        if cls is not None:
            self.weapon_class.setCurrentIndex(self.weapon_class.findData(cls))

    def _add_weapon(self) -> None:
        name = self.weapon_name.currentText().strip()
        index = self.weapon_name.findText(name, Qt.MatchFlag.MatchFixedString)  # an example: its own spelling
        weapon = Weapon(self.weapon_name.itemText(index) if index >= 0 else name, self.weapon_class.currentData(),
                        self.weapon_mount.currentData())
        if self._design is None:
            return
        self._change(self.tr("Add {part}").format(part=weapon.name or class_label(self.catalogue, weapon.cls)),
                     weapons=self._design.weapons + (weapon,))
        self.weapons.selectRow(len(self._design.weapons) - 1)
        self.weapon_name.setCurrentIndex(-1)
        self.weapon_name.clearEditText()

    def _weapon_edited(self, row: int, weapon: Weapon) -> None:
        if self._design is None:
            return
        weapons = list(self._design.weapons)
        weapons[row] = weapon
        self._change(self.tr("Change {weapon}").format(weapon=weapon.name) if weapon.name else self.tr("Change weapon"),
                     weapons=tuple(weapons))

    def _remove_weapon(self) -> None:
        rows = self.weapons.selectionModel().selectedRows()
        if not rows or self._design is None:
            return
        row = rows[0].row()
        weapons = self._design.weapons
        name = weapons[row].name
        self._change(self.tr("Remove {part}").format(part=name) if name else self.tr("Remove weapon"),
                     weapons=weapons[:row] + weapons[row + 1:])

    def _update_weapon_buttons(self, *_: object) -> None:
        self.remove_weapon.setEnabled(bool(self.weapons.selectionModel().selectedRows()))


def _panel(ruleset: rulesets.RuleSet, parent: QWidget | None = None) -> QWidget:
    return CarEditor(ruleset.catalogue, parent)


editors.register("aa2", _panel)
