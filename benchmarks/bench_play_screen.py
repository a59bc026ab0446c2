"""How much the play screen adds to the rules engine, on a 4-car game.

The games are generated with the engine on seeded dice: every car plots its current speed
and moves, no attacks, so four cars are still running at game-turn 20 and after 500 actions
(at game-turn 250, three: four cars' 250 turns would pass a log's 2,000-line limit).
Timed, median of --repeat runs, each from nothing to painted; before every timed step the
events and repaints still pending (the previous step's, and the untimed undo's) are
processed and every window painted, so no step pays for another's leftovers. "Processed"
means until a pass of the event loop finds nothing more to do (quiet): one processEvents()
leaves what its own events post (a layout's paint, a view's delayed relayout, a zero
timer), and that used to land in the next timed step, whichever it was (the floor, timed
first, paid 1.5-2 ms of the screen's undo and action, and the screen did not):

  action     at game-turn 20 and 250, the mover ends its move ("moved"):
               floor       Game.act on the engine, not saved, plus a repaint of a plain
                           QWidget the size of the play screen, in full
               equivalent  the same, the engine saving its log as the screen does (autosave)
               words       the equivalent showing what the screen says in a bare window: the
                           rules' status of the game (kept from one action to the next as the
                           screen keeps it) in the words `garage-cli play status` prints, set
                           in a QPlainTextEdit, and the action's words added to a QListWidget
                           of the log's lines, then what that dirtied painted, as for the screen
               screen      PlayWindow.play: the same action saved, the log line, the undo
                           command, every card, the banner, the forms, then everything that
                           posted processed and painted (the paint of what the change
                           dirtied, which the player sees; a repaint() of the whole window on
                           top would paint the changed parts twice, checked below)
  played on  the same, from game-turn 20 and 250, the game played on for six game-turns (each
             car's plot with its dice-offs, its move, each end of turn), as a table plays it
             rather than an action after an undo: the screen lays out words it has not shown
             before and adds the log's row; each moved action timed once on each side (the
             equivalent's game played on beside the screen's), and each die entered (the
             movement order's dice-offs: Game.answer, or the screen's answer, each with its
             paint), medians
  open       a 500-action game:
               floor       Game.replay of its log lines, already read
               equivalent  Game.load of the log file (read, parsed, replayed) plus a plain
                           window the size of the play screen listing every line, painted
               screen      Match.load plus the PlayWindow shown and painted (every line on the
                           undo stack, every card)

  point      Battle Cars (resources/examples/battle_cars/short-battle.jsonl, Road Hog with
             points to move on its 12 by 12 table), one point moved straight on:
               floor       Game.act on the engine, not saved, plus one synchronous repaint
                           of a plain QWidget the size of the board, in full
               board       the same action through the play screen's Match, then the board
                           shown again (its pieces and next points worked out) and the one
                           paint of what that dirtied, done there and then (processEvents)
             Each side pays exactly one paint: the board's own repaint() after the change
             had already painted would paint its frame and caption twice (counted, below).

The issue asks for the screen within 2x of the equivalent at game-turn 20 and 250, and
(issue 23) the board within 3x of its floor. The action's figures are given on the clock and
in CPU time (the process's): the save's fsync on a shared disk took 0.3-7 ms from one run to
the next, on both sides, and other work on the cores swells the clock of whichever step it
lands in; the CPU time leaves both out.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_play_screen.py
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT)]
from PySide6.QtCore import QAbstractEventDispatcher, QEvent, QEventLoop, QObject, QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication, QHBoxLayout, QListWidget, QPlainTextEdit, QWidget  # noqa: E402

from benchmarks.arguments import count  # noqa: E402
from garage.resources import resource  # noqa: E402
from garage.rules.aa2.play import allowed  # noqa: E402
from garage.rules.play import Entry, Game, SeededDice, Setup  # noqa: E402
from garage.rules.play import log as play_log  # noqa: E402
from garage.rules.vehicles import load  # noqa: E402

CARS = ("purple-haze", "der-bahnstormer", "dogmeat", "meat-wagon")
SIZE = (1280, 800)
BOARD = (520, 560)  # the board's room in a 1280 by 800 play window


def cars_for(turns: int) -> tuple[str, ...]:
    """The four cars, or as many as a log of `turns` game-turns has room for (each turn is a
    plot and a move a car and an end of turn; a log holds play_log.MAX_LINES lines)."""
    cars = len(CARS)
    while cars > 2 and 1 + turns * (2 * cars + 1) >= play_log.MAX_LINES:
        cars -= 1
    return CARS[:cars]


def make_game(path: Path, *, turns: int | None = None, actions: int | None = None,
              cars: tuple[str, ...] = CARS) -> Game:
    """A deathmatch of `cars` on seeded dice, every car plotting its speed and moving, saved at
    the first move of game-turn `turns` (or after `actions` actions); the same seed and the same
    cars make the same game, so a longer one begins with a shorter one's lines."""
    entries = tuple(Entry(f"car{i}", load(resource("examples", f"{name}.car.json")), f"Driver {i}")
                    for i, name in enumerate(cars))
    game = Game(Setup("deathmatch", entries, played_on="2026-12-01"), SeededDice(20), autosave=None)
    while True:
        state = game.state
        if turns is not None and state.turn == turns and state.phase == "move":
            break
        if actions is not None and len(game.lines) - 1 >= actions:
            break
        if state.phase == "plot":
            car = allowed.to_plot(state)[0]
            game.act({"action": "plot", "car": car, "speed": state.car(car).speed})
        elif state.phase == "move":
            game.act({"action": "moved", "car": state.mover})
        else:
            game.act({"action": "end_turn"})
        while game.pending is not None:  # a reroll offer on a dice-off: declined
            game.answer_default()
    game.save(path)
    return game


QUIET_ROUNDS = 100  # a pass that still finds work after this many is a timer that never stops


def quiet(app: QApplication) -> None:
    """Process events until a pass of the event loop finds nothing to do. One
    processEvents() is not enough: what it handles posts more (a layout asks for a paint, a
    view's delayed relayout is a zero timer started by a posted event), and that would be
    handled at the start of whatever is timed next, and counted there."""
    dispatcher = QAbstractEventDispatcher.instance()
    for _ in range(QUIET_ROUNDS):
        if not dispatcher.processEvents(QEventLoop.ProcessEventsFlag.AllEvents):
            return
    raise RuntimeError(f"the event loop still had work after {QUIET_ROUNDS} passes")


def settle(app: QApplication, widget: QWidget) -> None:
    quiet(app)
    widget.repaint()
    quiet(app)


def drain(app: QApplication) -> None:
    """Nothing left pending before a timed step: every event processed, every window painted."""
    quiet(app)
    for widget in app.topLevelWidgets():
        if widget.isVisible():
            widget.repaint()
    quiet(app)


def interleaved(app: QApplication, pairs, repeat: int, cpu: list[float] | None = None) -> list[float]:
    """Median time of each (run, undo) pair, the pairs taking turns so a machine busy with
    other work slows both alike; whatever a step or an undo left pending is processed,
    untimed, before the next step starts. `cpu`: filled with each pair's median CPU time
    (the process's), which neither a shared disk's fsync nor other processes on the cores
    swell as they do the clock."""
    times: list[list[float]] = [[] for _ in pairs]
    cpus: list[list[float]] = [[] for _ in pairs]
    for _ in range(repeat):
        for i, (run, undo) in enumerate(pairs):
            drain(app)
            start, start_cpu = time.perf_counter(), time.process_time()
            run()
            times[i].append(time.perf_counter() - start)
            cpus[i].append(time.process_time() - start_cpu)
            if undo is not None:
                undo()
    drain(app)
    if cpu is not None:
        cpu[:] = [statistics.median(t) for t in cpus]
    return [statistics.median(t) for t in times]


def action_at(app: QApplication, folder: Path, turn: int, repeat: int) -> None:
    from garage.ui.play.engine_adapter import Match
    from garage.ui.play.play_window import PlayWindow

    log_path = folder / f"turn{turn}.jsonl"
    cars = cars_for(turn)
    make_game(log_path, turns=turn, cars=cars)
    floor_game = Game.load(log_path, None, autosave=False)
    saved_log = folder / f"turn{turn}-engine.jsonl"
    saved_log.write_bytes(log_path.read_bytes())
    saved_game = Game.load(saved_log, None)  # saves its log after every action and undo
    plain = QWidget()
    plain.resize(*SIZE)
    plain.show()
    action = {"action": "moved", "car": floor_game.state.mover}

    def floor_action() -> None:
        floor_game.act(action)
        settle(app, plain)

    def saved_action() -> None:
        saved_game.act(action)
        settle(app, plain)

    words_log = folder / f"turn{turn}-words.jsonl"
    words_log.write_bytes(log_path.read_bytes())
    words_game = Game.load(words_log, None)
    words_action, words_undo, words_window = bare_words(app, words_game, action)

    on_screen_log = folder / f"turn{turn}-screen.jsonl"
    on_screen_log.write_bytes(log_path.read_bytes())
    screen = PlayWindow(Match.load(on_screen_log))
    screen.resize(*SIZE)
    screen.show()
    settle(app, screen)

    def screen_action() -> None:
        assert screen.play(action)
        quiet(app)

    # The paint is really in the time: the cards that changed, the banner and the log are
    # painted in the step itself, not left for the next drain.
    drain(app)
    painted = Paints(screen)
    screen_action()
    assert painted.count > 0, "the screen's action painted nothing in its own step"
    painted.remove()
    screen.undo_stack.undo()

    cpu: list[float] = []
    floor, equivalent, words, on_screen = interleaved(
        app, [(floor_action, floor_game.undo), (saved_action, saved_game.undo), (words_action, words_undo),
              (screen_action, screen.undo_stack.undo)], repeat, cpu)
    screen.close()
    plain.close()
    words_window.close()
    lines = len(floor_game.lines)
    print(f"action at game-turn {turn} ({lines} log lines), {len(cars)} cars:      clock      "
          f"ratio      CPU    ratio")
    print(f"  floor       engine, unsaved, + plain repaint {floor * 1000:8.2f} ms "
          f"{on_screen / floor:6.2f}x {cpu[0] * 1000:6.2f} ms {cpu[3] / cpu[0]:6.2f}x  (screen / this)")
    print(f"  equivalent  engine with its save + repaint   {equivalent * 1000:8.2f} ms "
          f"{on_screen / equivalent:6.2f}x {cpu[1] * 1000:6.2f} ms {cpu[3] / cpu[1]:6.2f}x  (within 2x asked)")
    print(f"  words       the same words, a bare window    {words * 1000:8.2f} ms "
          f"{on_screen / words:6.2f}x {cpu[2] * 1000:6.2f} ms {cpu[3] / cpu[2]:6.2f}x")
    print(f"  screen      PlayWindow.play                  {on_screen * 1000:8.2f} ms "
          f"{'':7} {cpu[3] * 1000:6.2f} ms")
    played_on(app, folder, turn, cars)


PLAYED_ON = 6  # game-turns played on after the action's game-turn


def played_on(app: QApplication, folder: Path, turn: int, cars: tuple[str, ...]) -> None:
    """The game at the first move of game-turn `turn` played on, on the screen and on the
    engine with its save beside it, with the dice and decisions of the same seeded game made
    longer; each moved action that asks nothing, and each die, is timed on both sides."""
    from garage.ui.play.engine_adapter import Match
    from garage.ui.play.play_window import PlayWindow

    start = folder / f"on{turn}.jsonl"
    shorter = make_game(start, turns=turn, cars=cars)
    longer = make_game(folder / f"on{turn}-longer.jsonl", turns=turn + PLAYED_ON, cars=cars)
    assert longer.lines[:len(shorter.lines)] == shorter.lines
    later = longer.lines[len(shorter.lines):]
    engine_log, screen_log = folder / f"on{turn}-engine.jsonl", folder / f"on{turn}-screen.jsonl"
    for path in (engine_log, screen_log):
        path.write_bytes(start.read_bytes())
    engine_game = Game.load(engine_log, None)
    plain = QWidget()
    plain.resize(*SIZE)
    plain.show()
    screen = PlayWindow(Match.load(screen_log))
    screen.resize(*SIZE)
    screen.show()
    settle(app, screen)
    # Each side's clock and CPU time: of the moved actions, of the dice.
    moved: list[list[float]] = [[], [], [], []]
    dice: list[list[float]] = [[], [], [], []]

    def timed(step: Callable[[Any], object], given: Any, after: Callable[[], None]) -> tuple[float, float]:
        drain(app)
        start_clock, start_cpu = time.perf_counter(), time.process_time()
        step(given)
        after()
        return time.perf_counter() - start_clock, time.process_time() - start_cpu

    def plain_painted() -> None:
        settle(app, plain)

    def screen_painted() -> None:
        quiet(app)

    for line in later:
        action = {k: v for k, v in line.items() if k not in ("inputs", "_line")}
        given = [tuple(i["value"]) if isinstance(i["value"], list) else i["value"] for i in line["inputs"]]
        engine_times = timed(engine_game.act, action, plain_painted)
        screen_times = timed(screen.play, action, screen_painted)
        if action["action"] == "moved" and not given:
            for kept, value in zip(moved, (*engine_times, *screen_times), strict=True):
                kept.append(value)
        for value in given:
            engine_times = timed(engine_game.answer, value, plain_painted)
            screen_times = timed(screen.answer, value, screen_painted)
            if line["inputs"][0].get("roll"):
                for kept, took in zip(dice, (*engine_times, *screen_times), strict=True):
                    kept.append(took)
    assert screen.match.lines() == engine_game.lines == longer.lines
    screen.close()
    plain.close()
    print(f"  played on {PLAYED_ON} game-turns: {len(moved[0])} moved actions, {len(dice[0])} dice entered")
    for what, times in (("moved", moved), ("a die", dice)):
        equivalent, equivalent_cpu, on_screen, on_screen_cpu = (statistics.median(t) for t in times)
        print(f"  equivalent  {what + ', engine with its save':33}{equivalent * 1000:7.2f} ms "
              f"{on_screen / equivalent:6.2f}x {equivalent_cpu * 1000:6.2f} ms {on_screen_cpu / equivalent_cpu:6.2f}x")
        print(f"  screen      {what + ', on the play screen':33}{on_screen * 1000:7.2f} ms "
              f"{'':7} {on_screen_cpu * 1000:6.2f} ms")


def bare_words(app: QApplication, game: Game, action: dict[str, Any]
               ) -> tuple[Callable[[], None], Callable[[], None], QWidget]:
    """The "words" step and its undo: `game` (saving its log) played in a bare window of the
    play screen's size that says the status and the log as `garage-cli play` words them."""
    rules, setup = game.rules, game.setup
    kept: dict[str, Any] = {}
    window = QWidget()
    layout = QHBoxLayout(window)
    status = QPlainTextEdit()
    status.setReadOnly(True)
    log = QListWidget()
    log.setUniformItemSizes(True)  # one line each: no item measured but the first
    log.addItems([rules.log_words(setup, line, events)[1]
                  for line, events in zip(game.lines[1:], game.events[1:], strict=True)])
    for widget in (status, log):
        layout.addWidget(widget)
    window.resize(*SIZE)
    window.show()

    def said() -> None:
        status.setPlainText(rules.status_text(rules.status(game.state, kept)))

    def words_action() -> None:
        game.act(action)
        said()
        log.addItem(rules.log_words(setup, game.lines[-1], game.events[-1])[1])
        log.scrollToBottom()
        quiet(app)

    def words_undo() -> None:
        game.undo()
        said()
        log.takeItem(log.count() - 1)

    said()
    settle(app, window)
    return words_action, words_undo, window


class Paints(QObject):
    """Paint events of a widget and its children, counted."""

    def __init__(self, widget: QWidget):
        super().__init__()
        self.count = 0
        self.widgets = [widget, *widget.findChildren(QWidget)]
        for w in self.widgets:
            w.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False

    def remove(self) -> None:
        for w in self.widgets:
            w.removeEventFilter(self)


def battle_cars_point(app: QApplication, repeat: int) -> None:
    from garage.ui import boards
    from garage.ui.play.engine_adapter import Match

    lines = [{k: v for k, v in line.items() if k != "_line"}
             for line in play_log.read(resource("examples", "battle_cars", "short-battle.jsonl"))]
    before = lines[:4]  # the speeds, and Road Hog's first point: it has points left and may corner
    floor_game = Game.replay(before)
    match = Match(Game.replay(before))
    board = boards.for_ruleset("battle_cars")
    assert board is not None
    board.resize(*BOARD)
    board.show()
    board.show_game(match)
    plain = QWidget()
    plain.resize(*BOARD)
    plain.show()
    settle(app, board)
    action = {"action": "move", "car": floor_game.state.mover}

    # One synchronous paint each, of what the change dirtied: the plain widget has nothing to
    # dirty, so it is repainted in full; the board paints, in the one processEvents, the regions
    # its change asked for (the car, its marks, the caption). A repaint() of the board on top
    # would paint it a second time (its frame and caption again) and the floor only once.
    def floor_point() -> None:
        floor_game.act(action)
        plain.repaint()
        app.processEvents()

    def board_point() -> None:
        match.act(action)
        board.show_game(match)
        app.processEvents()

    painted = Paints(board)  # the board's paint is really in the time (not left for later)
    board_point()
    assert painted.count > 0, "the board's change painted nothing in its processEvents"
    match.undo()
    board.show_game(match)
    drain(app)
    painted.remove()

    def board_undo() -> None:
        match.undo()
        board.show_game(match)

    floor, on_board = interleaved(app, [(floor_point, floor_game.undo), (board_point, board_undo)], repeat)
    board.close()
    plain.close()
    print(f"a Battle Cars point, board {BOARD[0]}x{BOARD[1]}, {len(board.points)} next points marked:")
    print(f"  floor       engine, unsaved, + plain repaint   {floor * 1000:8.2f} ms   "
          f"board is {on_board / floor:5.2f}x this (issue 23 asks under 3x)")
    print(f"  board       Match.act + board shown, painted   {on_board * 1000:8.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=count, default=30)
    parser.add_argument("--actions", type=count, default=500)
    parser.add_argument("--turns", type=count, nargs="+", default=[20, 250])
    parser.add_argument("--case", choices=("all", "aa2", "battle_cars"), default="all")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, name)
        app = QApplication.instance() or QApplication(sys.argv[:1])
        from garage.ui.play.engine_adapter import Match
        from garage.ui.play.play_window import PlayWindow

        if args.case in ("all", "battle_cars"):
            battle_cars_point(app, args.repeat)
        if args.case == "battle_cars":
            return
        for turn in args.turns:
            action_at(app, folder, turn, args.repeat)

        long_game = folder / "long.jsonl"
        make_game(long_game, actions=args.actions)
        lines = play_log.read(long_game)

        def load_and_list() -> None:
            game = Game.load(long_game, None, autosave=False)
            window = QListWidget()
            window.addItems([json.dumps(line) for line in game.lines])
            window.resize(*SIZE)
            window.show()
            settle(app, window)
            window.close()

        def open_screen() -> None:
            window = PlayWindow(Match.load(long_game))
            window.resize(*SIZE)
            window.show()
            settle(app, window)
            window.close()

        replay, equivalent, opened = interleaved(
            app, [(lambda: Game.replay(lines), None), (load_and_list, None), (open_screen, None)],
            max(5, args.repeat // 3))
        print(f"open a {len(lines) - 1}-action game:")
        print(f"  floor       Game.replay of the lines read      {replay * 1000:8.2f} ms   "
              f"screen is {opened / replay:5.2f}x this")
        print(f"  equivalent  Game.load + a list of its lines    {equivalent * 1000:8.2f} ms   "
              f"screen is {opened / equivalent:5.2f}x this")
        print(f"  screen      Match.load + PlayWindow painted    {opened * 1000:8.2f} ms")


if __name__ == "__main__":
    main()
