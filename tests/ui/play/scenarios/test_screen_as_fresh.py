"""The play screen shows a change by changing only what the change touched: its status reuses
the cards of cars that did not change (RuleSet.status's `kept`), a card or a text block paints
only its changed lines, the log replaces an undone row in place. After any run of actions,
undos, redos, jumps back and dice still being answered, in a game of every rule set, the
screen so updated shows exactly what a screen opened fresh on the same game shows."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter
from PySide6.QtWidgets import QWidget

from garage.resources import resource
from garage.rules import rulesets
from garage.rules.play import Game
from garage.ui.play import engine_adapter as engine
from garage.ui.play.play_window import PlayWindow
from tests.ui.play.driving import log_lines, quiet

GAMES = {
    "aa2-short-deathmatch": resource("examples", "games", "short-deathmatch.jsonl"),
    "aa2-classic-deathmatch": resource("examples", "games", "classic-deathmatch.jsonl"),
    "aa2-race": resource("examples", "games", "race-to-the-finishline.jsonl"),
    "aa2-badlands-ambush": resource("examples", "games", "badlands-ambush.jsonl"),
    "battle-cars": resource("examples", "battle_cars", "short-battle.jsonl"),
    "car-wars": resource("examples", "car_wars", "crash-tables.jsonl"),
}
STEPS = 30
SIZE = (1280, 800)


def shown(screen: PlayWindow) -> dict[str, Any]:
    """What the players see of the game: the banner, every card's words, icons, circles and
    marks, the templates, which actions are offered, the die or decision asked for, the end,
    and the log's played entries (an undone entry stays, struck through, until replaced)."""
    cards = {}
    for car_id, card in screen.cards.items():
        fate = card.fate.isVisibleTo(card)
        circles = card.hit_points.isVisibleTo(card)
        cards[car_id] = {
            "title": card.title.paragraphs, "fate": card.fate.paragraphs if fate else None,
            "sheet": card.sheet.paragraphs,
            "conditions": [(i.kind, i.count, i.words, i.toolTip()) for i in card.conditions.icons()]
            if card.conditions.isVisibleTo(card) else None,
            "circles": (card.hit_points.total, card.hit_points.per_line, card.hit_points.lost) if circles else None,
            "moving": card.highlighted, "asked": card.concerned, "in play": card.isEnabled(),
            "said": (card.accessibleDescription(), card.title.accessibleName(), card.sheet.accessibleDescription()),
        }
    model = screen.log_pane.view.model()
    request = screen.requests
    return {
        "banner": screen.banner.paragraphs,
        "cards": cards,
        "templates": screen.templates.text() if screen.templates.isVisibleTo(screen) else None,
        "offered": {name: (button.isEnabled(), screen.menu_actions[name].isEnabled())
                    for name, button in screen.action_buttons.items()},
        "asked": (request.purpose.text(), request.isEnabled(), request.dice_row.isVisibleTo(request),
                  request.choices.isVisibleTo(request), [b.text() for b in request.buttons]),
        "end": (screen.result_box.isVisibleTo(screen), screen.result_text.text()),
        "log": [model.text(row) for row in range(screen.undo_stack.index() + 1)],
        "undo": screen.undo_stack.undoText(),
    }


def fresh(screen: PlayWindow, answered: list[Any]) -> PlayWindow:
    """A screen opened on the game as it stands: its committed lines replayed, and the action
    still waiting for dice started again with the answers given so far (`answered`)."""
    match = screen.match
    opened = PlayWindow(engine.Match(Game.replay([dict(line) for line in match.lines()])))
    action = match.pending_action()
    if match.pending is not None and action is not None:
        assert opened.play(action)
        for value in answered:
            opened.answer(value)
    return opened


def answer(screen: PlayWindow, inputs: list[dict[str, Any]], answered: list[Any], leave: int = 0) -> None:
    """Answer the requests from the logged inputs (an offer the log leaves out declined) until
    `leave` of them are left; each answer given is added to `answered`."""
    def give(value: Any) -> None:
        answered.append(value)
        screen.answer(value)

    while screen.match.pending is not None and len(inputs) > leave:
        request = screen.match.pending
        given = inputs[0] if inputs else None
        if request.optional and (given is None or given.get("decide") != request.question):
            give(request.default)
            continue
        assert given is not None, request
        inputs.pop(0)
        give(request.taking(given["value"]))
    if not leave:
        while screen.match.pending is not None and screen.match.pending.optional:
            give(screen.match.pending.default)


def random_step(screen: PlayWindow, lines: list[dict[str, Any]], rng: random.Random,
                waiting: list[dict[str, Any]], answered: list[Any]) -> str:
    """One step a table might take: the next logged action played (its dice answered, or some
    left waiting), an undo, a redo, a jump back, or the dice still waiting answered. `waiting`
    and `answered` (the inputs still to give and the answers given to the action waiting for
    them) are kept up to date in place."""
    if screen.match.pending is not None:
        answer(screen, waiting, answered)
        return "answered"
    played = screen.undo_stack.index()
    choices = ["play"] * 4 if played + 1 < len(lines) else []
    choices += ["undo", "back"] if played else []
    choices += ["redo"] if screen.undo_stack.canRedo() else []
    done = rng.choice(choices)
    if done == "play":
        line = lines[played + 1]
        waiting[:], answered[:] = list(line.get("inputs", [])), []
        assert screen.play({k: v for k, v in line.items() if k != "inputs"}), screen.problem.text()
        answer(screen, waiting, answered, leave=rng.choice([0, 0, 1]) if waiting else 0)
    elif done == "undo":
        screen.undo_stack.undo()
    elif done == "redo":
        screen.undo_stack.redo()
    else:
        screen.undo_stack.setIndex(rng.randrange(played))
    return done


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_screen_after_random_play_undo_and_redo_shows_what_a_fresh_screen_shows(qtbot, tmp_path, game, seed):
    lines = log_lines(GAMES[game])
    screen = PlayWindow(engine.Match(Game.replay(lines[:1])))
    qtbot.addWidget(screen)
    screen.show()
    rng = random.Random(f"{game}-{seed}")
    waiting: list[dict[str, Any]] = []  # the inputs of the action whose dice are still being answered
    answered: list[Any] = []  # and the answers given to it so far
    for step in range(STEPS):
        done = random_step(screen, lines, rng, waiting, answered)
        opened = fresh(screen, answered)
        qtbot.addWidget(opened)
        assert shown(screen) == shown(opened), f"step {step}: {done}"
        state = screen.match.state
        if state is not None:  # the status kept from the last is the status made afresh, phrase for phrase
            assert repr(screen.match.status()) == repr(rulesets.GameStatus.from_dict(
                screen.match.rules.status_dict(state)))
        opened.close()


def on_screen(window: QWidget) -> QImage:
    """What the window's backing store holds: what the players see, every partial paint in it
    (a grab() paints the whole window afresh)."""
    return QGuiApplication.primaryScreen().grabWindow(window.winId()).toImage().convertToFormat(
        QImage.Format.Format_ARGB32)


def painted(window: PlayWindow, history: list[QWidget]) -> QImage:
    """The window painted whole, the parts that show its history blanked out (`history`: the log
    keeps undone entries, the status bar the last message, the dice pane the last die rolled, a
    decision's buttons which one had the keyboard, a board the last move's marks)."""
    image = window.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    for widget in history:
        if widget.isVisibleTo(window):
            painter.fillRect(QRect(widget.mapTo(window, QPoint(0, 0)), widget.size()), QColor("magenta"))
    painter.end()
    return image


def history(window: PlayWindow) -> list[QWidget]:
    board = [window.board] if window.board is not None else []
    return [window.log_pane, window.statusBar(), window.requests.last, window.requests.choices, *board]


def differing_rows(a: QImage, b: QImage) -> list[int]:
    assert a.size() == b.size()
    return [y for y in range(a.height()) if a.constScanLine(y) != b.constScanLine(y)]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_screen_updated_step_by_step_paints_what_a_fresh_screen_paints(qtbot, tmp_path, game):
    """Pixel for pixel: after each step, what the screen's partial paints left on screen is the
    window painted whole, and that is what a fresh screen of the same game and size paints (its
    cards as tall as the updated screen's have grown, its forms the same, neither window the
    active one: outside the parts that show the screen's history)."""
    lines = log_lines(GAMES[game])
    screen = PlayWindow(engine.Match(Game.replay(lines[:1])))
    qtbot.addWidget(screen)
    screen.resize(*SIZE)
    screen.show()
    elsewhere = QWidget()  # the active window while the two are compared: no keyboard focus drawn
    qtbot.addWidget(elsewhere)
    rng = random.Random(game)
    waiting: list[dict[str, Any]] = []
    answered: list[Any] = []
    for step in range(STEPS):
        done = random_step(screen, lines, rng, waiting, answered)
        quiet()
        seen = on_screen(screen)
        whole = screen.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)
        if seen != whole:
            seen.save(str(tmp_path / "seen.png"))
            whole.save(str(tmp_path / "whole.png"))
        assert seen == whole, (f"step {step} ({done}): rows {differing_rows(seen, whole)[:8]}... of the partial "
                               f"paints differ from the window painted whole ({tmp_path})")
        opened = fresh(screen, answered)
        opened.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)  # never the active window
        opened.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        qtbot.addWidget(opened)
        opened.resize(*SIZE)
        for car_id, card in screen.cards.items():  # a card keeps the tallest height it has needed
            opened.cards[car_id].column.tallest = dict(card.column.tallest)
        for name in screen.forms:  # the forms' stack is as tall as its tallest form
            opened.choose_action(name)
        chosen = screen.chosen_action()
        if chosen is not None:
            opened.choose_action(chosen)
        opened.refresh()
        opened.show()
        elsewhere.show()
        elsewhere.activateWindow()
        qtbot.waitUntil(lambda: not screen.isActiveWindow())
        quiet()
        now, afresh = painted(screen, history(screen)), painted(opened, history(opened))
        if now != afresh:
            now.save(str(tmp_path / "updated.png"))
            afresh.save(str(tmp_path / "fresh.png"))
        assert now == afresh, (f"step {step} ({done}): rows {differing_rows(now, afresh)[:8]}... differ from a "
                               f"fresh screen's ({tmp_path})")
        opened.close()
        elsewhere.hide()
        screen.activateWindow()
        qtbot.waitUntil(screen.isActiveWindow)
