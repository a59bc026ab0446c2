"""One action of the play log as a short form: a field per word of the action, as the
game's rule set describes it (rulesets.ActionSpec, Field), its choices taken from the game
as it stands (cars still in play, numbers bounded by the chosen car's card, the weapons the
rules let fire, templates and defences on the table), and what the rules make of it before
anyone rolls (RuleSet.odds: an attack's exact odds, the skid chance of a plotted speed)."""

from __future__ import annotations

from typing import Any, TypeVar

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QWidget,
)

from garage.rules import rulesets
from garage.ui import dialogs
from garage.ui.play import engine_adapter as engine
from garage.ui.play.car_card import card_colours
from garage.ui.play.text_block import line_html
from garage.ui.rules_words import spoken

# Field kinds asked with a list of choices; "car" changes the rest of the form.
COMBO_CHARACTERS = 14  # a choice list's width in characters when a choice is longer
COMBOS = ("car", "other", "target", "defence", "template", "system", "component", "choice")

W = TypeVar("W", bound=QWidget)


def data_of(combo: QComboBox) -> Any:
    """The chosen item's data, None when nothing is chosen. (PySide6 6.12 hands back None
    for an empty QVariant without counting the reference, so an empty combo's currentData()
    slowly wears out None's reference count until the interpreter aborts at exit: never ask
    it, and never store None as an item's data.)"""
    index = combo.currentIndex()
    return combo.itemData(index) if index >= 0 else None


class LegalSpin(QDoubleSpinBox):
    """A number the rules allow only some values of (a turn: the start, midway or end of the
    move): the arrows step from one to the next, a typed value is taken to the nearest on
    Enter or leaving the field. No values given: a plain spin box."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.legal: tuple[float, ...] = ()
        self.editingFinished.connect(self.snap)

    def set_legal(self, values: tuple[float, ...]) -> None:
        self.legal = tuple(sorted(set(values)))
        if self.legal:
            self.setRange(self.legal[0], self.legal[-1])
            self.snap()

    def nearest(self, value: float) -> float:
        return min(self.legal, key=lambda legal: abs(legal - value)) if self.legal else value

    def snap(self) -> None:
        if self.legal and self.value() not in self.legal:
            self.setValue(self.nearest(self.value()))

    def stepBy(self, steps: int) -> None:
        if not self.legal:
            super().stepBy(steps)
            return
        index = self.legal.index(self.nearest(self.value()))
        self.setValue(self.legal[max(0, min(len(self.legal) - 1, index + steps))])


class ActionForm(QWidget):
    changed = Signal()

    def __init__(self, spec: rulesets.ActionSpec, parent: QWidget | None = None):
        super().__init__(parent)
        self.spec = spec
        self.name = spec.name
        self.fields = tuple((f.name, f.required) for f in spec.fields)
        self.kinds = {f.name: f for f in spec.fields}
        self.widgets: dict[str, QWidget] = {}
        self.unused: set[str] = set()  # fields this game's options leave out (RuleSet.field_used)
        self.match: engine.Match | None = None
        self.status: rulesets.GameStatus | None = None
        self._filling = True  # no field reads the others until every one is made
        layout = QFormLayout(self)
        layout.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        help_label = QLabel(spoken(spec.help).replace("`", ""))
        help_label.setWordWrap(True)
        layout.addRow(help_label)
        # The weapons last: which of them bear follows the car, the arc and the range above them.
        asked = [f for f in spec.fields if f.kind != "weapons"] + [f for f in spec.fields if f.kind == "weapons"]
        for field in asked:
            widget = self._make(field)
            title = spoken(field.title)
            widget.setAccessibleName(title)
            self.widgets[field.name] = widget
            if isinstance(widget, QCheckBox):
                widget.setText(title)
                layout.addRow(widget)
            else:
                layout.addRow(f"{title}:", widget)
        self.odds = QLabel()
        self.odds.setWordWrap(True)
        self.odds.setAccessibleName(self.tr("Odds"))
        self.odds.setTextFormat(Qt.TextFormat.RichText)
        layout.addRow(self.odds)
        self._filling = False

    def focus_order(self) -> list[QWidget]:
        """The fields as the form asks them, top to bottom: the order Tab takes."""
        layout = self.layout()
        rows = {w: layout.indexOf(w) for w in self.widgets.values()} if layout is not None else {}
        return sorted(self.widgets.values(), key=lambda w: rows.get(w, 0))

    def first_input(self) -> QWidget | None:
        """Where the players start typing: the first field after the car (which the form
        already sets to the car whose move it is), else the car."""
        order = self.focus_order()
        cars = {self.widgets[name] for name in self._of_kind("car")}
        return next((w for w in order if w not in cars), order[0] if order else None)

    def _make(self, field: rulesets.Field) -> QWidget:
        if field.kind in COMBOS:
            combo = QComboBox()
            # A long choice (a car's name and driver) does not widen the pane: the list shows it whole.
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(COMBO_CHARACTERS)
            combo.currentIndexChanged.connect(self._car_changed if field.kind == "car" else self._edited)
            for value, label in field.choices:
                combo.addItem(spoken(label), value)
            return combo
        if field.kind == "bool":
            box = QCheckBox()
            box.toggled.connect(self._edited)
            return box
        if field.kind == "weapons":
            weapons = QListWidget()
            weapons.setMaximumHeight(90)
            weapons.itemChanged.connect(self._edited)
            return weapons
        if field.kind == "number":
            number = LegalSpin()
            number.setDecimals(1)
            if field.required:
                number.setRange(0, 999)
            else:  # left out of the action unless given
                number.setRange(-1, 999)
                number.setValue(-1)
                number.setSpecialValueText(self.tr("not given"))
            number.setSuffix(field.unit)
            number.valueChanged.connect(self._edited)
            return number
        spin = QSpinBox()
        spin.setRange(*_range(field))
        spin.setSuffix(field.unit)
        spin.valueChanged.connect(self._edited)
        return spin

    def _car_changed(self, *_: object) -> None:
        """Another car: its own ranges, systems and weapons, and its values to start from."""
        if self._filling or self.status is None or self.match is None:
            return
        self.refresh(self.match, self.status, fresh_car=True)
        self.changed.emit()

    def _edited(self, *_: object) -> None:
        if self._filling:
            return
        self._fill_weapons()
        self._show_odds()
        self.changed.emit()

    # --- filling from the game -----------------------------------------------------------

    def _widget(self, name: str, kind: type[W]) -> W:
        """The field's widget, as the kind `_make` gave it."""
        widget = self.widgets[name]
        if not isinstance(widget, kind):
            raise TypeError(f"field {name} is a {type(widget).__name__}, not a {kind.__name__}")
        return widget

    def _status(self) -> rulesets.GameStatus:
        return self.status if self.status is not None else rulesets.GameStatus()

    def _cars(self) -> list[rulesets.CarCard]:
        return [c for c in self._status().cars if c.in_play]

    def _default_car(self) -> str | None:
        """The car the rules expect to act: the first of those ready for this action, else the
        car moving."""
        status = self._status()
        ready = status.ready.get(self.name)
        if ready:
            return str(ready[0])
        mover = status.mover
        return None if mover is None else str(mover)

    @staticmethod
    def _set_items(combo: QComboBox, items: list[tuple[str, object]], keep: bool = True) -> None:
        items = [(spoken(label), value) for label, value in items]  # the rules' words in the player's language
        if [(combo.itemText(i), combo.itemData(i)) for i in range(combo.count())] == items:
            if not keep and combo.currentIndex() != 0:  # the same choices: only where it stands
                combo.blockSignals(True)
                combo.setCurrentIndex(0)
                combo.blockSignals(False)
            return  # refilled, its list would be laid out again for nothing
        current = data_of(combo) if keep else None
        combo.blockSignals(True)
        combo.clear()
        for label, value in items:
            combo.addItem(label, value)
        index = combo.findData(current) if current is not None else -1
        combo.setCurrentIndex(index if index >= 0 else 0)
        combo.blockSignals(False)

    def _of_kind(self, kind: str) -> list[str]:
        return [name for name, field in self.kinds.items() if field.kind == kind]

    def car(self) -> rulesets.CarCard | None:
        names = self._of_kind("car")
        car_id = data_of(self._widget(names[0], QComboBox)) if names else None
        return self.status.card_of(car_id) if self.status else None

    def refresh(self, match: engine.Match, status: rulesets.GameStatus, reset: bool = False,
                fresh_car: bool = False) -> None:
        """New choices after the game moved on; `reset`: back to the defaults (a new turn of
        the form), else the players' entries are kept where they still make sense;
        `fresh_car`: the players chose another car."""
        self.match, self.status = match, status
        self._filling = True
        def w(name: str) -> QComboBox:
            return self._widget(name, QComboBox)

        for name in self._of_kind("car"):
            choices: list[tuple[str, object]] = [(c.name, c.car) for c in self._cars()]
            self._set_items(w(name), choices, keep=not reset)
            default = self._default_car()
            if reset and default is not None:
                w(name).setCurrentIndex(max(0, w(name).findData(default)))
        car = self.car()
        others: list[tuple[str, object]] = [(c.name, c.car) for c in status.cars
                  if car is None or c.car != car.car]
        for name in self._of_kind("other"):
            self._set_items(w(name), others, keep=not reset)
        for name in self._of_kind("target"):
            live: list[tuple[str, object]] = [(label, cid) for label, cid in others
                    if next(c for c in status.cars if c.car == cid).out is None]
            fixed = self.tr("{name} (fixed defence)")
            shootable: list[tuple[str, object]] = [(fixed.format(name=d.name or d.id), d.id) for d in status.defences
                         if d.hit_points is not None]
            self._set_items(w(name), live + shootable, keep=not reset)
        for name in self._of_kind("defence"):
            self._set_items(w(name), [(d.name or d.id, d.id) for d in status.defences])
        for name in self._of_kind("template"):
            self._set_items(w(name), [(f"{t.id} ({t.kind})", t.id) for t in status.templates])
        for name in self._of_kind("system"):
            if car is not None:
                labels = car.component_labels
                dropped = [c for c in labels if c.startswith("dropped:")]
                self._set_items(w(name), [(self.tr("{system} ({left} left)").format(system=labels[key], left=left),
                                           int(key.split(":")[1]))
                                          for key, left in zip(dropped, car.drops_left)])
        for name in self._of_kind("component"):
            if car is not None:
                items: list[tuple[str, object]] = [] if self.kinds[name].required else [(self.tr("not given"), "")]
                items += [(label, key) for key, label in car.component_labels.items()]
                self._set_items(w(name), items, keep=not reset)
        for field in self.spec.fields:
            if field.bounded_by and car is not None:
                self._bound(field, car, reset or fresh_car)
        if reset:
            for field in self.spec.fields:
                if field.kind == "bool":
                    self._widget(field.name, QCheckBox).setChecked(False)
                elif field.kind == "int" and not field.required:
                    self._widget(field.name, QSpinBox).setValue(0)
                elif field.kind == "number" and not field.required:
                    self._widget(field.name, QDoubleSpinBox).setValue(-1)  # not given
        self._limit(reset or fresh_car)
        self._fill_weapons(reset or fresh_car)
        self._filling = False
        self._show_odds()

    def _limit(self, fresh: bool) -> None:
        """Only the fields this game uses, and only the values the rules allow now: the clock
        faces the car may plot, the points of its move where it may turn (RuleSet.field_used,
        field_values); `fresh`: a new turn of the form or another car, so each starts from the
        first value allowed, not the last action's."""
        if self.match is None:
            return
        layout = self.layout()
        for field in self.spec.fields:
            widget = self.widgets[field.name]
            used = self.match.field_used(self.name, field.name)
            if isinstance(layout, QFormLayout):
                layout.setRowVisible(widget, used)
            if not used:
                self.unused.add(field.name)
                continue
            self.unused.discard(field.name)
            if field.kind == "choice" and isinstance(widget, QComboBox):
                values = self.match.field_values(self._values(skip=field.name), field.name)
                self._set_items(widget, [(label, value) for value, label in field.choices
                                         if values is None or value == "" or value in values], keep=not fresh)
            elif isinstance(widget, LegalSpin) and field.kind == "number":
                values = self.match.field_values(self._values(skip=field.name), field.name)
                widget.set_legal(tuple(float(v) for v in values or ()))
                if values and fresh:
                    widget.setValue(widget.legal[0])

    def _bound(self, field: rulesets.Field, car: rulesets.CarCard, fresh: bool) -> None:
        """A number bounded by the chosen car's card: {"min", "max"} or a most."""
        spin = self.widgets[field.name]
        if not isinstance(spin, (QSpinBox, QDoubleSpinBox)):
            raise TypeError(f"field {field.name} is bounded but not a number")
        bound = car.bound(field.bounded_by)
        if isinstance(bound, dict):
            spin.setRange(bound["min"], bound["max"])
            start = car.bound(field.name)
            if fresh and isinstance(start, (int, float)):
                spin.setValue(max(bound["min"], min(bound["max"], start)))
            spin.setToolTip(dialogs.tip(self.tr("{car} may give {low}-{high}{unit} now").format(
                car=car.car, low=bound["min"], high=bound["max"], unit=field.unit)))
        elif isinstance(bound, (int, float)):
            spin.setRange(0, int(bound))
            spin.setToolTip(f"0-{bound}{field.unit}")
        else:
            spin.setRange(*_range(field))
            spin.setToolTip("")

    def _fill_weapons(self, reset: bool = False) -> None:
        names = self._of_kind("weapons")
        if not names:
            return
        car = self.car()
        weapons = self._widget(names[0], QListWidget)
        checked = set(_checked(weapons))
        weapons.blockSignals(True)
        weapons.clear()
        if car is not None:
            allowed = self.match.field_values(self._values(skip=names[0]), names[0]) if self.match else None
            for w in car.weapons:
                item = QListWidgetItem(spoken(w.title))
                item.setData(Qt.ItemDataRole.UserRole, w.index)
                if allowed is None or w.index in allowed:
                    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
                    on = reset or not checked or w.index in checked
                    item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
                else:
                    item.setFlags(Qt.ItemFlag.NoItemFlags)
                    item.setCheckState(Qt.CheckState.Unchecked)
                weapons.addItem(item)
        weapons.blockSignals(False)

    # --- what the form says --------------------------------------------------------------

    def _values(self, skip: str = "") -> dict[str, Any]:
        action: dict[str, Any] = {"action": self.name}
        for field in self.spec.fields:
            if field.name == skip or field.name in self.unused:
                continue
            widget = self.widgets[field.name]
            if isinstance(widget, QComboBox):
                value: Any = data_of(widget)
                if value in (None, "") and not field.required:
                    continue
            elif isinstance(widget, QCheckBox):
                value = widget.isChecked()
                if not value and not field.required:
                    continue
            elif isinstance(widget, QListWidget):
                value = _checked(widget)
            elif isinstance(widget, QDoubleSpinBox):
                value = widget.value()
                if value < 0 and not field.required:
                    continue
                value = int(value) if value == int(value) else value
            elif isinstance(widget, QSpinBox):
                value = widget.value()
                if not value and not field.required:
                    continue
            action[field.name] = value
        return action

    def action(self) -> dict[str, Any]:
        return self._values()

    def _show_odds(self) -> None:
        if self.match is None:
            return
        lines = self.match.odds(self.action())
        bad, warn, _ = card_colours(self.palette())
        self.odds.setText("<br>".join(line_html(line, bad, warn) for line in lines))


def _range(field: rulesets.Field) -> tuple[int, int]:
    """A whole number's bounds when the card gives none: the field's own (the engine's parser
    holds it to them too), else 0-999."""
    return (field.minimum if field.minimum is not None else 0, field.maximum if field.maximum is not None else 999)


def _checked(weapons: QListWidget) -> list[Any]:
    """The data of the checked items of a list."""
    items = (weapons.item(i) for i in range(weapons.count()))
    return [item.data(Qt.ItemDataRole.UserRole) for item in items
            if item is not None and item.checkState() == Qt.CheckState.Checked]
