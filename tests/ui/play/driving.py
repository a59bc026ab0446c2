"""Playing a logged game through the play screen as players would (the action's button, its
form, Play, then each die typed on the keyboard and each decision clicked), and the example
campaign the play tests start from, made with garage-cli."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QAbstractEventDispatcher, QEvent, QEventLoop, QObject, Qt
from PySide6.QtGui import QRegion
from PySide6.QtWidgets import QCheckBox, QComboBox, QDoubleSpinBox, QListWidget, QSpinBox

from garage.resources import resource
from garage.rules.play import log as play_log

GAMES = resource("examples", "games")
ROOT = Path(__file__).resolve().parents[3]
LEAGUE = "Wasteland League"


def cli(db, *argv) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "garage.cli", "--db", str(db), *map(str, argv)],
                          capture_output=True, text=True, timeout=120, cwd=ROOT)


def league(db) -> None:
    """The example campaign: Damnation Alex died in game 3; Hirsute Helga has 5 rerolls."""
    assert cli(db, "campaign", "new", LEAGUE).returncode == 0
    for path in sorted(resource("examples", "games").glob("*.result.json")):
        done = cli(db, "campaign", "record", LEAGUE, path)
        assert done.returncode == 0, done.stderr


def log_lines(path) -> list[dict]:
    return [{k: v for k, v in line.items() if k != "_line"} for line in play_log.read(path)]


def fill(form, action: dict) -> None:
    """Set the form's fields as a player would pick them; the weapons last, since the car and
    the arc choose which weapons bear."""
    fields = [f for f, _ in form.fields if f in action and f != "weapons"]
    if "weapons" in action:
        fields.append("weapons")
    for field in fields:
        value = action[field]
        widget = form.widgets[field]
        if isinstance(widget, QComboBox):
            index = widget.findData(value)
            assert index >= 0, f"{form.name}: {field} offers no {value!r}"
            widget.setCurrentIndex(index)
        elif isinstance(widget, QCheckBox):
            widget.setChecked(value)
        elif isinstance(widget, QListWidget):
            for i in range(widget.count()):
                item = widget.item(i)
                wanted = item.data(Qt.ItemDataRole.UserRole) in value
                assert not wanted or item.flags() & Qt.ItemFlag.ItemIsUserCheckable, f"weapon {i} does not bear"
                item.setCheckState(Qt.CheckState.Checked if wanted else Qt.CheckState.Unchecked)
        elif isinstance(widget, (QSpinBox, QDoubleSpinBox)):
            widget.setValue(value)
            assert widget.value() == value, f"{form.name}: {field} will not take {value}"


def answer_inputs(qtbot, window, inputs: list[dict]) -> None:
    """Type each die, click each decision; an offer the log does not answer is declined."""
    inputs = list(inputs)
    while window.match.pending is not None:
        request = window.match.pending
        if request.kind == "roll":
            given = inputs.pop(0)
            assert given.get("roll") == request.sides, (given, request)
            face = window.requests.face
            qtbot.keyClicks(face, str(given["value"]))
            qtbot.keyClick(face, Qt.Key.Key_Return)
        else:
            if inputs and inputs[0].get("decide") == request.question:
                value = inputs.pop(0)["value"]
                value = tuple(value) if isinstance(value, list) else value
            else:
                assert request.optional
                value = request.default
            qtbot.mouseClick(window.requests.button_for(value), Qt.MouseButton.LeftButton)
    assert not inputs, f"inputs left over: {inputs}"


class ChildBot:
    """Just enough of pytest-qt's qtbot for play_line, on the real widgets, in a child process
    (the kill tests' Garage, which has no pytest)."""

    def mouseClick(self, widget, button) -> None:
        widget.click()

    def keyClicks(self, widget, text) -> None:
        widget.insert(text)

    def keyClick(self, widget, key) -> None:
        widget.returnPressed.emit()


def play_line(qtbot, window, line: dict) -> None:
    name = line["action"]
    button = window.action_buttons[name]
    assert button.isEnabled(), f"{name} is not offered now: {window.banner.text()}"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    fill(window.forms[name], line)
    committed = len(window.match.lines())
    qtbot.mouseClick(window.play_button, Qt.MouseButton.LeftButton)
    assert not window.problem.text(), window.problem.text()
    answer_inputs(qtbot, window, line.get("inputs", []))
    assert len(window.match.lines()) == committed + 1


def generated_game(path, cars: tuple[str, ...], turns: int) -> None:
    """A deathmatch of the example cars named (resources/examples/NAME.car.json) on seeded
    dice, every car plotting its speed and moving, saved at the first move of game-turn
    `turns`: a long log, and cards that change as the movers take turns."""
    from garage.resources import resource
    from garage.rules.aa2.play import allowed
    from garage.rules.play import Entry, Game, SeededDice, Setup
    from garage.rules.vehicles import load
    entries = tuple(Entry(f"car{i}", load(resource("examples", f"{name}.car.json")), f"Driver {i}")
                    for i, name in enumerate(cars))
    game = Game(Setup("deathmatch", entries, played_on="2026-12-01"), SeededDice(20), autosave=None)
    while not (game.state.turn == turns and game.state.phase == "move"):
        state = game.state
        if state.phase == "plot":
            car = allowed.to_plot(state)[0]
            game.act({"action": "plot", "car": car, "speed": state.car(car).speed})
        elif state.phase == "move":
            game.act({"action": "moved", "car": state.mover})
        else:
            game.act({"action": "end_turn"})
        while game.pending is not None:  # a reroll offered on a dice-off: declined
            game.answer_default()
    game.save(path)


# --- what the table reads off the screen -------------------------------------------------------

def screen_words(window) -> list[str]:
    """Every piece of text the players can read on the play screen now: labels, buttons, the
    choices of the form's lists, the log, the status bar."""
    import re
    from html import unescape

    from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QLabel

    from garage.ui.play.text_block import TextBlock

    found: list[str] = []
    for label in window.findChildren(QLabel):
        if label.isVisibleTo(window) and label.text():
            found.append(unescape(re.sub(r"<[^>]+>", " ", label.text())))
    for block in window.findChildren(TextBlock):  # the cards' and the banner's painted lines
        if block.isVisibleTo(window) and block.plain_text():
            found.append(block.plain_text())
    for button in window.findChildren(QAbstractButton):
        if button.isVisibleTo(window) and button.text():
            found.append(button.text().replace("&", ""))
    for combo in window.findChildren(QComboBox):
        if combo.isVisibleTo(window):
            found += [combo.itemText(i) for i in range(combo.count())]
    for view in window.findChildren(QAbstractItemView):
        model = view.model()
        if view.isVisibleTo(window) and model is not None:
            found += [str(model.index(row, 0).data()) for row in range(model.rowCount())]
    found.append(window.statusBar().currentMessage())
    return [text for text in found if text]


def raw_words(texts: list[str], car_ids) -> list[str]:
    """The texts that speak in ids, indices or keys rather than the table's words."""
    import re

    ids = "|".join(re.escape(car) for car in car_ids)
    raw = re.compile(rf"(?<![\w-])({ids})(?![\w-])|\w:\d|\(\d+\)|\(d\d+ \d+\)|\b(True|False|None)\b"
                     r"|\b[a-z]+_[a-z_]+\b|\?:|\.(jsonl|txt)\b")
    return sorted({text for text in texts if raw.search(text)})


def play_line_reading(qtbot, window, line: dict, seen: list[str]) -> None:
    """`play_line`, gathering what the screen says before the action and at every request."""
    name = line["action"]
    qtbot.mouseClick(window.action_buttons[name], Qt.MouseButton.LeftButton)
    fill(window.forms[name], line)
    seen += screen_words(window)
    committed = len(window.match.lines())
    qtbot.mouseClick(window.play_button, Qt.MouseButton.LeftButton)
    assert not window.problem.text(), window.problem.text()
    inputs = list(line.get("inputs", []))
    while window.match.pending is not None:
        seen += screen_words(window)
        before = len(inputs)
        answer_inputs_once(qtbot, window, inputs)
        assert len(inputs) <= before
    assert not inputs, f"inputs left over: {inputs}"
    assert len(window.match.lines()) == committed + 1
    seen += screen_words(window)


def answer_inputs_once(qtbot, window, inputs: list[dict]) -> None:
    """Answer the one request on screen from `inputs` (popping what it uses)."""
    request = window.match.pending
    if request.kind == "roll":
        given = inputs.pop(0)
        assert given.get("roll") == request.sides, (given, request)
        qtbot.keyClicks(window.requests.face, str(given["value"]))
        qtbot.keyClick(window.requests.face, Qt.Key.Key_Return)
        return
    if inputs and inputs[0].get("decide") == request.question:
        value = inputs.pop(0)["value"]
        value = tuple(value) if isinstance(value, list) else value
    else:
        assert request.optional
        value = request.default
    qtbot.mouseClick(window.requests.button_for(value), Qt.MouseButton.LeftButton)


def quiet() -> None:
    """Every event processed, until a pass of the event loop finds nothing more to do (what one
    processEvents() handles posts more: a layout's paint, a view's delayed relayout)."""
    dispatcher = QAbstractEventDispatcher.instance()
    for _ in range(100):
        if not dispatcher.processEvents(QEventLoop.ProcessEventsFlag.AllEvents):
            return


class PaintedRegion(QObject):
    """An event filter adding up the regions the widgets it filters are painted in."""

    def __init__(self) -> None:
        super().__init__()
        self.region = QRegion()

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.region = self.region.united(event.region())
        return False
