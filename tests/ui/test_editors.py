"""Car-editor panels by rule set (garage/ui/editors): a car is edited in the panel of its own
rule set, a rule set registers its panel by key, one without a panel shows its cars read only,
and New Car asks which rule set once there is more than one."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLineEdit, QVBoxLayout, QWidget

from garage.rules import rulesets
from garage.rules.aa2.vehicle import Design
from garage.storage import open_garage
from garage.ui import dialogs, editors
from garage.ui.editors.aa2 import CarEditor
from garage.ui.main_window import NoEditor
from tests.rules.toy_ruleset import TOY, ToyCar

PRAM = ToyCar("Pram", guns=("Pea",))


class ToyPanel(QWidget):
    """A toy car's panel: its name, nothing else."""

    edited = Signal(object, str, str)
    status = Signal(str)

    def __init__(self, ruleset, parent=None):
        super().__init__(parent)
        self.ruleset = ruleset
        self.name_taken = lambda name: False
        self.name = QLineEdit()
        self.name.textEdited.connect(lambda text: self.edited.emit(replace(self.design, name=text),
                                                                   "Rename", "name"))
        QVBoxLayout(self).addWidget(self.name)
        self.design: Design | None = None

    def set_design(self, design: Design | None) -> None:
        self.design = design
        self.name.setText(design.name if design else "")


@pytest.fixture
def toy(db_url):
    rulesets.register(TOY)
    with open_garage(db_url) as garage:
        garage.add_design(PRAM)
    yield TOY
    rulesets.unregister(TOY.key)
    editors.unregister(TOY.key)


def show(window, name: str) -> None:
    key = next(r.id for r in window.document.rows() if r.name == name)
    window.list.select_key(key)
    assert window.current == key


def test_a_rule_set_without_a_panel_shows_its_car_read_only_beside_the_aa2_editor(toy, open_window, db_url):
    window = open_window(db_url)
    show(window, "Pram")
    panel = window.editors.currentWidget()
    assert isinstance(panel, NoEditor)
    assert "Pram" in panel.text() and "Toy Cars" in panel.text() and "no editor" in panel.text()
    assert window.report.isEnabled()
    show(window, "Purple Haze")
    assert window.editors.currentWidget() is window.editor and isinstance(window.editor, CarEditor)
    assert window.editor.name.text() == "Purple Haze"


def test_a_registered_panel_edits_its_rule_sets_cars_with_undo(toy, open_window, db_url, qtbot):
    editors.register("toy", ToyPanel)
    window = open_window(db_url)
    show(window, "Pram")
    panel = window.editors.currentWidget()
    assert isinstance(panel, ToyPanel) and panel.name.text() == "Pram"
    qtbot.keyClicks(panel.name, "!")
    assert any(r.name == "Pram!" for r in window.document.rows())
    window.undo_stack.undo()
    assert panel.name.text() == "Pram"
    assert window.document.design(window.current).ruleset == "toy"


def test_new_car_asks_the_rule_set_when_there_are_two(toy, open_window, db_url, monkeypatch):
    window = open_window(db_url)
    asked = []

    def choose_item(parent, title, label, items, *args, **kwargs):
        asked.append(items)
        return "Toy Cars"

    monkeypatch.setattr(dialogs, "choose_item", choose_item)
    window.new_car()
    assert asked[0][0] == "Axles and Alloys II" and "Toy Cars" in asked[0]  # the default first
    design = window.document.design(window.current)
    assert (design.ruleset, design.size, design.name) == ("toy", "small", "New Car")
    assert isinstance(window.editors.currentWidget(), NoEditor)


@pytest.fixture
def aa2_alone():
    others = [r for r in rulesets.all_rulesets() if r.key != rulesets.DEFAULT]
    for other in others:
        rulesets.unregister(other.key)
    yield
    for other in others:
        rulesets.register(other)


def test_new_car_with_one_rule_set_asks_nothing_and_is_a_medium_aa2_car(aa2_alone, open_window, db_url, monkeypatch):
    window = open_window(db_url)
    monkeypatch.setattr(dialogs, "choose_item", lambda *a, **k: pytest.fail("asked"))
    window.new_car()
    design = window.document.design(window.current)
    assert (design.ruleset, design.weight) == ("aa2", "medium")
    assert window.editor.name.hasFocus() or window.editor.name.selectedText() == "New Car"
