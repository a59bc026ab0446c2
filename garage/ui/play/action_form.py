"""One action of the play log as a short form: a field per word of the action
(docs/play-log.md), its choices taken from the game as it stands (cars still in play, the
mover's move length in table units, the weapons that bear on the arc, templates on the
table), and what the rules make of it before anyone rolls: an attack's exact odds, the skid
chance of a turn at the speed being plotted."""

from __future__ import annotations

from typing import Any, SupportsFloat, TypeVar

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

from garage.ui.play import engine_adapter as engine

INCH = '"'
LABELS = {"car": "Car", "speed": "Speed", "nitro": "Nitro charges", "reverse": "Reverse", "at": "At",
          "drift": "Drift (90 degrees)", "system": "Dropped system", "template": "Template", "thing": "Hit",
          "square": "Square on (90 degrees)", "other": "Other car", "head_on": "Head-on",
          "target": "Target", "weapons": "Weapons", "range": "Range", "arc": "Arc",
          "rear60": "Into the rear 60 degrees", "token": "Token", "hit": "Where", "defence": "Fixed defence",
          "kind": "Template"}
COMBOS = ("car", "system", "template", "thing", "other", "head_on", "target", "arc", "token", "hit", "defence", "kind")
CHECKS = ("reverse", "drift", "square", "rear60")
W = TypeVar("W", bound=QWidget)


def data_of(combo: QComboBox) -> Any:
    """The chosen item's data, None when nothing is chosen. (PySide6 6.12 hands back None
    for an empty QVariant without counting the reference, so an empty combo's currentData()
    slowly wears out None's reference count until the interpreter aborts at exit: never ask
    it, and never store None as an item's data.)"""
    index = combo.currentIndex()
    return combo.itemData(index) if index >= 0 else None


def _percent(p: SupportsFloat) -> str:
    value = float(p) * 100
    return f"{value:.0f}%" if value >= 1 or value == 0 else f"{value:.1f}%"


def _checked(weapons: QListWidget) -> list[Any]:
    """The data of the list's checked items, in order."""
    items = (weapons.item(i) for i in range(weapons.count()))
    return [item.data(Qt.ItemDataRole.UserRole) for item in items
            if item is not None and item.checkState() == Qt.CheckState.Checked]


class ActionForm(QWidget):
    changed = Signal()

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.fields = engine.action_fields(name)
        self.widgets: dict[str, QWidget] = {}
        self.match: engine.Match | None = None
        self.status: dict[str, Any] | None = None
        self._filling = False
        layout = QFormLayout(self)
        layout.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        help_label = QLabel(engine.action_help(name).replace("`", ""))
        help_label.setWordWrap(True)
        layout.addRow(help_label)
        for field, required in self.fields:
            widget = self._make(field, required)
            widget.setAccessibleName(LABELS.get(field, field))
            self.widgets[field] = widget
            if isinstance(widget, QCheckBox):
                widget.setText(LABELS.get(field, field))
                layout.addRow(widget)
            else:
                layout.addRow(f"{LABELS.get(field, field)}:", widget)
        self.odds = QLabel()
        self.odds.setWordWrap(True)
        self.odds.setAccessibleName("Odds")
        self.odds.setTextFormat(Qt.TextFormat.RichText)
        layout.addRow(self.odds)

    def _make(self, field: str, required: bool = True) -> QWidget:
        if field == "clock":  # the classic rules' clock face, written with the speed
            combo = QComboBox()
            combo.addItem("none written (12 o'clock)", "")
            for face in engine.clock_faces():
                combo.addItem(f"{face} o'clock", face)
            combo.currentIndexChanged.connect(self._edited)
            return combo
        if field == "at" and not required:  # where along its move the car moving is shot
            spin = QDoubleSpinBox()
            spin.setRange(-1, 999)
            spin.setDecimals(1)
            spin.setValue(-1)
            spin.setSpecialValueText("not given")
            spin.setSuffix(INCH)
            spin.valueChanged.connect(self._edited)
            return spin
        if field in COMBOS:
            combo = QComboBox()
            combo.currentIndexChanged.connect(self._car_changed if field == "car" else self._edited)
            if field in ("thing", "token", "hit", "kind", "arc"):
                for value, label in engine.fixed_choices(field):
                    combo.addItem(label, value)
            if field == "head_on":
                head_on: tuple[tuple[str, object], ...] = (("ask when it comes to it", ""), ("no", False),
                                                           ("yes, head-on", True))
                for label, answer in head_on:
                    combo.addItem(label, answer)
            return combo
        if field in CHECKS:
            box = QCheckBox()
            box.toggled.connect(self._edited)
            return box
        if field == "weapons":
            weapons = QListWidget()
            weapons.setMaximumHeight(90)
            weapons.itemChanged.connect(self._edited)
            return weapons
        if field == "range":
            spin = QDoubleSpinBox()
            spin.setRange(0, 999)
            spin.setDecimals(1)
            spin.setSuffix(INCH)
            spin.valueChanged.connect(self._edited)
            return spin
        count = QSpinBox()
        count.setRange(0, 2 if field == "nitro" else 999)
        if field in ("speed", "at"):
            count.setSuffix(INCH)
        count.valueChanged.connect(self._edited)
        return count

    def _widget(self, field: str, kind: type[W]) -> W:
        """The field's widget, of the kind _make gives that field."""
        widget = self.widgets[field]
        if not isinstance(widget, kind):
            raise TypeError(f"the {field} field is a {type(widget).__name__}, not a {kind.__name__}")
        return widget

    def _car_changed(self, *_: object) -> None:
        """Another car: its own ranges, systems and weapons, and its speed to start from."""
        if self._filling or self.status is None or self.match is None:
            return
        self.refresh(self.match, self.status, fresh_car=True)
        self.changed.emit()

    def _edited(self, *_: object) -> None:
        if self._filling:
            return
        if self.name == "attack":
            self._fill_weapons()
        self._show_odds()
        self.changed.emit()

    # --- filling from the game -----------------------------------------------------------

    def _cars(self) -> list[dict[str, Any]]:
        if self.status is None:
            return []
        return [c for c in self.status["cars"] if c["out"] is None and c.get("position") is None]

    def _default_car(self) -> str | None:
        status = self.status
        if status is None:
            return None
        if self.name == "plot" and status["to_plot"]:
            return str(status["to_plot"][0])
        if status["mover"]:
            return str(status["mover"])
        if self.name == "attack":
            ready = [c["car"] for c in self._cars() if c["attack_problem"] is None]
            return ready[0] if ready else None
        return None

    @staticmethod
    def _set_items(combo: QComboBox, items: list[tuple[str, object]], keep: bool = True) -> None:
        current = data_of(combo) if keep else None
        combo.blockSignals(True)
        combo.clear()
        for label, value in items:
            combo.addItem(label, value)
        index = combo.findData(current) if current is not None else -1
        combo.setCurrentIndex(index if index >= 0 else 0)
        combo.blockSignals(False)

    def car(self) -> dict[str, Any] | None:
        car_id = data_of(self._widget("car", QComboBox)) if "car" in self.widgets else None
        return next((c for c in self.status["cars"] if c["car"] == car_id), None) if self.status else None

    def refresh(self, match: engine.Match, status: dict[str, Any], reset: bool = False,
                fresh_car: bool = False) -> None:
        """New choices after the game moved on; `reset`: back to the defaults (a new turn of
        the form), else the players' entries are kept where they still make sense;
        `fresh_car`: the players chose another car."""
        self.match, self.status = match, status
        self._filling = True
        w = self.widgets
        combo = self._combo
        if "car" in w:
            choices = [(f"{c['car']} ({c['vehicle']})", c["car"]) for c in self._cars()]
            self._set_items(combo("car"), choices, keep=not reset)
            default = self._default_car()
            if reset and default is not None:
                combo("car").setCurrentIndex(max(0, combo("car").findData(default)))
        car = self.car()
        others = [(f"{c['car']} ({c['vehicle']})", c["car"]) for c in status["cars"]
                  if car is None or c["car"] != car["car"]]
        if "other" in w:
            self._set_items(combo("other"), others, keep=not reset)
        if "target" in w:
            live = [(label, cid) for label, cid in others
                    if next(c for c in status["cars"] if c["car"] == cid)["out"] is None]
            shootable = [(f"{d['id']} (fixed defence)", d["id"]) for d in status.get("defences", [])
                         if d["hit_points"] is not None]
            self._set_items(combo("target"), live + shootable, keep=not reset)
        if "defence" in w:
            self._set_items(combo("defence"), [(d["name"] or d["id"], d["id"]) for d in status.get("defences", [])])
        if "template" in w:
            self._set_items(combo("template"), [(f"{t['id']} ({t['kind']})", t["id"]) for t in status["templates"]])
        if "system" in w and car is not None:
            design_dropped = [c for c in car["component_labels"] if c.startswith("dropped:")]
            self._set_items(combo("system"), [(f"{car['component_labels'][key]} ({left} left)", int(key.split(':')[1]))
                                          for key, left in zip(design_dropped, car["drops_left"])])
        if "speed" in w and car is not None:
            spin = self._widget("speed", QSpinBox)
            span = car["plot_range"]
            if span and car["plotted"] is None:
                spin.setRange(span["min"], span["max"])
                if reset or fresh_car:
                    spin.setValue(max(span["min"], min(span["max"], car["speed"])))
                spin.setToolTip(f"{car['car']} may plot {span['min']}-{span['max']}{INCH} this turn")
            else:
                spin.setRange(0, 999)
        at = w.get("at")
        if car is not None and isinstance(at, QSpinBox):  # the car moving's `at`, not the target's (QDoubleSpinBox)
            length = car["move_length"] if car["move_length"] is not None else 999
            at.setRange(0, length)
            at.setToolTip(f"table units from the start of the move (0-{length}{INCH})")
        if reset:
            for field in CHECKS:
                if field in w:
                    self._widget(field, QCheckBox).setChecked(False)
            if "nitro" in w:
                self._widget("nitro", QSpinBox).setValue(0)
        if self.name == "attack":
            self._fill_weapons(reset or fresh_car)
        self._filling = False
        self._show_odds()

    def _combo(self, field: str) -> QComboBox:
        return self._widget(field, QComboBox)

    def _fill_weapons(self, reset: bool = False) -> None:
        car = self.car()
        weapons = self._widget("weapons", QListWidget)
        checked = set(_checked(weapons))
        weapons.blockSignals(True)
        weapons.clear()
        if car is not None and self.match is not None:
            bearing = set(self.match.weapons_bearing(car["car"], data_of(self._combo("arc")),
                                                     self._widget("rear60", QCheckBox).isChecked()))
            for w in car["weapons"]:
                mount = "turret" if w["turreted"] else w["mount"]
                item = QListWidgetItem(f"{w['index']}: {w['name'] or w['class']} ({w['class']}, {mount})"
                                       + (f": {w['problem']}" if w["problem"] else ""))
                item.setData(Qt.ItemDataRole.UserRole, w["index"])
                if w["index"] in bearing:
                    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
                    on = reset or not checked or w["index"] in checked
                    item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
                else:
                    item.setFlags(Qt.ItemFlag.NoItemFlags)
                    item.setCheckState(Qt.CheckState.Unchecked)
                weapons.addItem(item)
        weapons.blockSignals(False)

    # --- what the form says --------------------------------------------------------------

    def action(self) -> dict[str, Any]:
        action: dict[str, Any] = {"action": self.name}
        value: Any
        for field, required in self.fields:
            widget = self.widgets[field]
            if isinstance(widget, QComboBox):
                value = data_of(widget)
                if value in (None, "") and not required:
                    continue
            elif isinstance(widget, QCheckBox):
                value = widget.isChecked()
                if not value and not required:
                    continue
            elif isinstance(widget, QListWidget):
                value = _checked(widget)
            elif isinstance(widget, QDoubleSpinBox):
                value = widget.value()
                if value < 0 and not required:
                    continue
                value = int(value) if value == int(value) else value
            elif isinstance(widget, QSpinBox):
                value = widget.value()
                if field == "nitro" and not value:
                    continue
            else:
                raise TypeError(f"the {field} field is a {type(widget).__name__}, which _make never gives")
            action[field] = value
        return action

    def _show_odds(self) -> None:
        if self.match is None:
            return
        text = ""
        if self.name == "plot" and "speed" in self.widgets:
            speed = self._widget("speed", QSpinBox).value()
            skid = engine.skid_chance(speed) if self.match.setup.options.skids else None
            text = (f"A turn at {speed}{INCH} needs no skid check." if skid is None else
                    f"A turn at {speed}{INCH} skids on {','.join(map(str, skid[0]))}: {_percent(skid[1])} a turn"
                    " (before nitro).")
        elif self.name == "attack":
            text = self._attack_odds()
        self.odds.setText(text)

    def _attack_odds(self) -> str:
        action = self.action()
        target = action.get("target")
        if self.match is None or self.status is None or not action.get("weapons") or target is None or \
                not any(c["car"] == target for c in self.status["cars"]):
            return "Choose the weapons and a target to see the odds."
        try:
            odds = self.match.attack_odds(action["car"], target, action["weapons"], action["range"])
        except engine.IllegalAction as exc:
            return str(exc)
        damage = odds.damage
        spread = ", ".join(f"{hp}: {_percent(damage[hp])}" for hp in sorted(damage) if damage[hp])
        lines = [f"{odds.dice} dice; hits {_percent(odds.hit_chance)}. Damage {spread}"]
        for line in odds.thresholds:
            lines.append(f"Crosses line {line.line} ({line.label}, {line.damage_needed}+ damage): "
                         f"<b>{_percent(line.probability)}</b>")
        return "<br>".join(lines)
