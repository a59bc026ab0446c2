"""`garage-cli play new|act|undo|replay|status|result|map`: play a game through its log, from the shell.

Each command loads the log, does one thing and saves it atomically; an action that still
needs dice or decisions after the given answers is not saved, and the request is printed.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from garage import fileio
from garage.cli.common import EXIT_ILLEGAL, CliError, print_json, refuse_overwriting
from garage.rules import board, game_result, jsonfile, rulesets
from garage.rules.play import EnteredDice, Game, IllegalAction, LogError, SeededDice, SetupError
from garage.rules.play import engine as play_engine
from garage.rules.play import log as play_log
from garage.rules.vehicles import VehicleFileError, design_to_dict
from garage.rules.vehicles import load as load_design

if TYPE_CHECKING:
    from garage.cli.common import Subcommands
    from garage.rules.play.dice import DiceSource


def register(sub: Subcommands) -> None:
    p = sub.add_parser("play", help="assisted play: replay game logs",
                       description="Work with the logs of games played with the rules engine "
                                   "(format: docs/play-log.md).")
    play = p.add_subparsers(dest="play_command", metavar="COMMAND", required=True)
    r = play.add_parser("replay", help="replay a game log and print the final state",
                        description="Replay every action of a log with the dice it recorded and print "
                                    "each car's state and, for a finished game, its game result. "
                                    "A malformed log stops at the bad line (exit 2).")
    r.add_argument("log", metavar="LOG")
    r.add_argument("--json", action="store_true", help="print the state (and result) as JSON")
    r.set_defaults(func=run_replay)

    s = play.add_parser("status", help="what every car's card shows, and what the game waits for",
                        description="Replay LOG and print what the game waits for and every car's card, as "
                                    "the log's rule set shows them; for A&A II: the game-turn, phase, movement "
                                    "order, and per car hit points and thresholds, components, weapons, "
                                    "MAX/ACC/DEC/TURN after damage, this turn's speed, the plot range, turns "
                                    "left in this move, rerolls left (driver and equipment).")
    s.add_argument("log", metavar="LOG")
    s.add_argument("--json", action="store_true", help="print it as JSON")
    s.add_argument("--board", action="store_true",
                   help="draw the table as text instead: one character a point, the cars by their facing "
                        "(a rule set played on a map: Battle Cars)")
    s.set_defaults(func=run_status)

    m = play.add_parser("map", help="check a map file and draw it",
                        description="Read MAP (a Battle Cars .map.json, docs/battle-cars.md, or a built-in map's "
                                    "name) and print it as text: one character a point, north at the top, with "
                                    "a legend and the starting points. A damaged file is refused in one line "
                                    "naming the field (exit 2).")
    m.add_argument("map", metavar="MAP")
    m.add_argument("--json", action="store_true", help="print the map as its file holds it, and the grid")
    m.add_argument("--ruleset", metavar="KEY", help="the rule set (default: the first played on maps)")
    m.set_defaults(func=run_map)

    n = play.add_parser("new", help="start a game log from a setup file",
                        description="Write LOG's first line from SETUP (a JSON object as the log's "
                                    "\"setup\"; a car's \"design\" may be a .car.json path, relative "
                                    "to SETUP). Random cars roll with --seed.")
    n.add_argument("log", metavar="LOG")
    n.add_argument("setup", metavar="SETUP")
    n.add_argument("--seed", type=int, help="seed for the app's dice (default: unseeded)")
    n.add_argument("--ruleset", metavar="KEY",
                   help="the rule set played (default: the first car's, else " + rulesets.DEFAULT + ")")
    n.add_argument("--map", metavar="NAME|FILE",
                   help="play on this map (a built-in map's name or a .map.json file): its board and "
                        "obstructions replace the setup's, and the cars stand on its starting points in order")
    n.set_defaults(func=run_new)

    res = play.add_parser("result", help="write a finished game's result for its campaign",
                          description="Write the game result (docs/game-result-format.md) of the finished "
                                      "game in LOG, as `campaign record` reads it.")
    res.add_argument("log", metavar="LOG")
    res.add_argument("-o", "--output", metavar="FILE", help="write it here (default: print it)")
    res.set_defaults(func=run_result)

    a = play.add_parser("act", help="play one action",
                        description="Play one action (a JSON object, docs/play-log.md) on LOG. Dice are "
                                    "rolled by the app unless --entered; answers to the requests "
                                    "(your dice, decisions) are given in order with --answer.")
    a.add_argument("log", metavar="LOG")
    a.add_argument("action", metavar="ACTION", help='e.g. \'{"action": "plot", "car": "a", "speed": 6}\'')
    a.add_argument("--answer", action="append", default=[], metavar="VALUE",
                   help="answer the next request (a die face, or a decision's option); repeatable")
    a.add_argument("--entered", action="store_true", help="the players roll real dice: every die is asked")
    a.add_argument("--defaults", action="store_true",
                   help="take each decision's default when not answered (a reroll offered: none)")
    a.add_argument("--seed", type=int, help="seed for the app's dice")
    a.add_argument("--json", action="store_true", help="print the state after the action as JSON")
    a.set_defaults(func=run_act)

    u = play.add_parser("undo", help="drop the last action", description="Drop LOG's last action.")
    u.add_argument("log", metavar="LOG")
    u.set_defaults(func=run_undo)


def _replayed(path: str) -> Game:
    try:
        read = play_log.read_log(path)
        game = Game.replay(read.lines, source=path)
    except LogError as exc:
        raise CliError(str(exc)) from None
    _warn(read.warning)
    return game


def _warn(warning: str | None) -> None:
    """A cut-off last line the read left out (the action being saved when a Garage was killed)."""
    if warning is not None:
        print(f"garage-cli: note: {warning}", file=sys.stderr)


def _show(args: argparse.Namespace, data: dict[str, Any], words: Callable[[dict[str, Any]], str]) -> int:
    """`data` as JSON with --json, else in words."""
    if args.json:
        print_json(data)
    else:
        print(words(data))
    return 0


def run_replay(args: argparse.Namespace) -> int:
    game = _replayed(args.log)
    return _show(args, game.rules.summary(game.state), lambda _: game.rules.replay_text(game.state))


def run_status(args: argparse.Namespace) -> int:
    game = _replayed(args.log)
    if args.board:
        grid = game.rules.status_board(game.state)
        if grid is None:
            raise CliError(f"{args.log}: --board: {game.rules.name} is not played on a map; only the cards are shown")
        return _show(args, grid.to_dict(), lambda _: board.grid_text(grid))
    status = game.rules.status(game.state)
    return _show(args, status.to_dict(), lambda _: game.rules.status_text(status))


def _load(path: str, dice: DiceSource | None = None) -> Game:
    try:
        game = Game.load(path, dice)
    except LogError as exc:
        raise CliError(str(exc)) from None
    _warn(game.warning)
    return game


@contextmanager
def _saving(path: str) -> Iterator[None]:
    """A log or result that cannot be written (missing folder, read-only, full disk) is bad
    input: the old file stays as it was (saves are atomic)."""
    try:
        yield
    except OSError as exc:
        raise CliError(f"{path}: cannot be written ({exc.strerror or exc})") from None


@contextmanager
def _locked(path: str, must_exist: bool = True) -> Iterator[None]:
    """One writer at a time, from the read to the write: another's action in between would be
    lost. A writer waits briefly for another command, and is refused at once by a game open in
    the app. A log that does not exist is left to the read to report (and no lock is made)."""
    if must_exist and not os.path.lexists(path):
        yield
        return
    try:
        held = fileio.FileLock(path)
    except fileio.LockBusy as exc:
        raise CliError(str(exc)) from None
    except OSError as exc:
        raise CliError(f"{path}: cannot be written ({exc.strerror or exc})") from None
    with held:
        yield


def _json(text: str, what: str) -> Any:
    def fail(field: str, problem: str) -> CliError:
        return CliError(f"{what}: {field}: {problem}" if field else f"{what}: {problem}")

    return jsonfile.loads(text, fail)


def run_new(args: argparse.Namespace) -> int:
    if Path(args.log).exists():
        raise CliError(f"{args.log}: already exists; a new game needs a new log")

    def unreadable(problem: str) -> CliError:
        return CliError(f"{args.setup}: {problem}")

    data = _json(jsonfile.decode(jsonfile.read_bytes(args.setup, "a setup file", unreadable), unreadable),
                 args.setup)
    try:
        play_engine.check_car_count(data)  # before a car's file is read
        cars = data.get("cars") if isinstance(data, dict) else None
        for i, car in enumerate(cars if isinstance(cars, list) else []):  # else the rule set's to refuse
            if isinstance(car, dict) and isinstance(car.get("design"), str):
                if not car["design"].strip():
                    raise CliError(f"{args.setup}: cars[{i}].design: must name a vehicle file, not \"\"")
                car["design"] = design_to_dict(load_design(Path(args.setup).parent / car["design"]))
        rules = _ruleset(args.ruleset if args.ruleset is not None else _cars_ruleset(data))
        if args.map is not None:
            data = _on_map(rules, args.map, data)
        setup = play_engine.setup_from_dict(rules, data)
    except (SetupError, VehicleFileError) as exc:
        raise CliError(f"{args.setup}: {exc}") from None
    with _locked(args.log, must_exist=False), _saving(args.log):
        if Path(args.log).exists():  # written by another `play new` while this one read its setup
            raise CliError(f"{args.log}: already exists; a new game needs a new log")
        try:
            Game(setup, SeededDice(args.seed), autosave=args.log)
        except SetupError as exc:
            raise CliError(f"{args.setup}: {exc}") from None
    print(f"{args.log}: {rules.scenario_of(setup)} with {len(rules.car_ids(setup))} cars")
    for line in rules.setup_warnings(setup):
        print(f"  {line}")
    return 0


def _on_map(rules: rulesets.RuleSet, source: str, data: Any) -> Any:
    """The setup played on the map `source`: the rule set's setup_dict with that board, from the
    setup's cars (their ids, drivers and designs) and its scenario, date and options."""
    if not rules.board_suffix:
        raise CliError(f"--map: {rules.name} is not played on a map")
    if not isinstance(data, dict) or not isinstance(data.get("cars"), list):
        return data  # the rule set's reader names what is wrong
    try:
        rules.read_board(source)
        made = rules.setup_dict(str(data.get("scenario") or ""), [c for c in data["cars"] if isinstance(c, dict)],
                                played_on=data.get("played_on"), options=data.get("options"), board=source)
    except jsonfile.JsonFileError as exc:
        raise CliError(f"--map {source}: {exc}" if not exc.source else str(exc)) from None
    except (KeyError, TypeError):
        return data  # a car without its id or design: the rule set's reader names it
    return {**data, **{k: v for k, v in made.items() if k in ("board", "obstructions", "cars")}}


def run_map(args: argparse.Namespace) -> int:
    on_maps = [r for r in rulesets.all_rulesets() if r.board_suffix]
    rules = _ruleset(args.ruleset) if args.ruleset is not None or not on_maps else on_maps[0]
    if not rules.board_suffix:
        raise CliError(f"--ruleset: {rules.name} is not played on a map")
    try:
        grid = rules.board_grid(args.map)
        data = {"map": rules.board_dict(args.map), "grid": grid.to_dict()}
    except jsonfile.JsonFileError as exc:
        raise CliError(str(exc)) from None
    return _show(args, data, lambda _: board.grid_text(grid))


def _cars_ruleset(data: object) -> str:
    """The rule set of a setup's first car whose file names one, else the default."""
    cars = data.get("cars") if isinstance(data, dict) else None
    for car in cars if isinstance(cars, list) else []:
        design = car.get("design") if isinstance(car, dict) else None
        found = rulesets.for_format(design.get("format"), rulesets.VEHICLE) if isinstance(design, dict) else None
        if found is not None:
            return found.key
    return rulesets.DEFAULT


def _ruleset(key: str) -> rulesets.RuleSet:
    try:
        return rulesets.get(key)
    except KeyError as exc:
        raise CliError(f"--ruleset: {exc.args[0]}") from None


def run_result(args: argparse.Namespace) -> int:
    if args.output:
        refuse_overwriting(args.output, [args.log], "the log")
    game = _load(args.log)
    result = game.result
    if result is None and game.rules.over(game.state):
        raise CliError(f"{args.log}: the game is over, but a {game.rules.name} game is not a campaign game: "
                       f"it has no result")
    if result is None:
        turn = game.rules.turn(game.state)
        where = f" ({game.rules.turn_word} {turn})" if turn is not None else ""
        raise CliError(f"{args.log}: the game is not over yet{where}")
    if args.output:
        with _saving(args.output):
            game_result.dump(result, args.output)
        print(f"{args.output}: {result.scenario}, played on {result.played_on.isoformat()}")
    else:
        sys.stdout.write(game_result.dumps(result))
    return 0


def _value(text: str) -> Any:
    """An answer: JSON (a die face, an option object) or else plain text (an option's name)."""
    try:
        json.loads(text)
    except json.JSONDecodeError:
        return text
    except (ValueError, RecursionError):
        pass  # JSON, but a number too long or nesting too deep: the check below says which
    return _json(text, f"--answer {text}")


def run_act(args: argparse.Namespace) -> int:
    with _locked(args.log):
        game = _load(args.log, EnteredDice() if args.entered else SeededDice(args.seed))
        return _act(args, game, _json(args.action, "ACTION"), [_value(a) for a in args.answer])


def _act(args: argparse.Namespace, game: Game, action: Any, answers: list[Any]) -> int:
    try:
        with _saving(args.log):
            request = game.act(action)
            while request is not None:
                if answers:
                    request = game.answer(answers.pop(0))
                elif args.defaults and request.kind == "decide":
                    request = game.answer_default()
                else:
                    break
    except play_log.LogFull as exc:
        raise CliError(f"{args.log}: {exc}") from None
    except IllegalAction as exc:
        print(f"garage-cli: not allowed: {exc}", file=sys.stderr)
        return EXIT_ILLEGAL
    if request is not None:
        print_json({"saved": False, "needs": request.as_dict()})
        return EXIT_ILLEGAL
    if answers:
        print(f"garage-cli: note: {len(answers)} answer(s) not needed", file=sys.stderr)
    if args.json:
        print_json({"saved": True, "events": game.events[-1], "state": game.rules.summary(game.state)})
    else:
        told = [text for text in (game.rules.event_text(e, game.setup) for e in game.events[-1]) if text]
        # Events the action's own words tell have none of their own: then the action says it.
        print("\n".join(told) if told else game.rules.describe(game.lines[-1], [], game.setup))
    return 0


def run_undo(args: argparse.Namespace) -> int:
    with _locked(args.log):
        game = _load(args.log)
        try:
            with _saving(args.log):
                line = game.undo()
        except IllegalAction as exc:
            raise CliError(f"{args.log}: {exc}") from None
    print(f"undid {line['action']}")
    return 0
