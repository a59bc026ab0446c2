"""Driving the post-game form as a player does (typing, clicking, arrow keys), from a game
result document: the same JSON a `garage-cli campaign record` file holds."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWizard

from garage.resources import resource
from garage.rules import game_result

CTRL = Qt.KeyboardModifier.ControlModifier


def example_games() -> list[Path]:
    return sorted(resource("examples", "games").glob("*" + game_result.SUFFIX))


def example_data() -> list[dict]:
    return [json.loads(p.read_text(encoding="utf-8")) for p in example_games()]


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def choose(qtbot, combo, value, by_text: bool = False) -> None:
    """Pick from a drop-down with the arrow keys."""
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if (combo.currentText() if by_text else combo.currentData()) == value:
            return
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    raise AssertionError(f"{value!r} is not in {combo.accessibleName()}")


def retype(qtbot, line_edit, text: str) -> None:
    qtbot.keyClick(line_edit, Qt.Key.Key_A, CTRL)
    qtbot.keyClick(line_edit, Qt.Key.Key_Delete)
    if text:
        qtbot.keyClicks(line_edit, text)


def next_page(qtbot, form) -> None:
    click(qtbot, form.button(QWizard.WizardButton.NextButton))


def finish(qtbot, form) -> None:
    button = form.button(QWizard.WizardButton.FinishButton)
    assert button.isEnabled(), form.check.problem.text()
    click(qtbot, button)


def set_checked(qtbot, box, checked: bool) -> None:
    if box.isChecked() != checked:
        click(qtbot, box)
    assert box.isChecked() == checked


def drive(qtbot, form, data: dict) -> None:
    """Walk the form from its first page to the check page, entering `data`."""
    assert form.currentPage() is form.game
    game = form.game
    choose(qtbot, game.scenario, data["scenario"])
    if "variant" in data:
        choose(qtbot, game.variant, data["variant"])
    qtbot.keyClick(game.played_on, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(game.played_on, data["played_on"])
    retype(qtbot, game.house_rules, "; ".join(data.get("house_rules", [])))
    next_page(qtbot, form)

    entries = data["entries"]
    while len(form.entries) < len(entries):
        click(qtbot, form.drivers_page.add_button)
    while len(form.entries) > len(entries):
        click(qtbot, form.entries[-1].remove)
    for row, e in zip(form.entries, entries):
        retype(qtbot, row.driver.lineEdit(), e["driver"] or "")
        choose(qtbot, row.car, e["vehicle"], by_text=True)
        set_checked(qtbot, row.has_navigator, "navigator" in e)
        if "navigator" in e:
            retype(qtbot, row.navigator, e["navigator"] or "")
    next_page(qtbot, form)

    for row, e in zip(form.entries, entries):
        set_checked(qtbot, row.survived, e["survived"])
        if "death" in e:
            qtbot.keyClicks(row.death, e["death"])
        if "finished" in e:
            set_checked(qtbot, row.finished, e["finished"])
            for _ in range(e.get("position") or 0):
                qtbot.keyClick(row.place, Qt.Key.Key_Up)
        if "navigator" in e:
            set_checked(qtbot, row.navigator_survived, e["navigator_survived"])
            set_checked(qtbot, row.navigator_ejected, e["navigator_ejected"])
    for killer, e in zip(form.entries, entries):
        for kill in e.get("kills", []):
            victim = next(r for r in form.entries if r.victim_name == kill)
            choose(qtbot, victim.destroyed_by, killer.serial)
    next_page(qtbot, form)
    assert form.currentPage() is form.check
