"""`garage-cli play new|act|undo|replay|status|result`: play a game through its log, from the shell.

Each command loads the log, does one thing and saves it atomically; an action that still
needs dice or decisions after the given answers is not saved, and the request is printed.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from garage.cli.common import EXIT_ILLEGAL, CliError, print_json
from garage.rules import game_result, jsonfile, rulesets
from garage.rules.aa2.play.setup import warnings as setup_warnings
from garage.rules.aa2.play.status import status
from garage.rules.play import EnteredDice, Game, IllegalAction, LogError, SeededDice, SetupError, summary
from garage.rules.play import log as play_log
from garage.rules.play.dice import DiceSource
from garage.rules.vehicles import VehicleFileError, design_to_dict
from garage.rules.vehicles import load as load_design

if TYPE_CHECKING:
    from garage.cli.common import Subcommands


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
                        description="Replay LOG and print the game-turn, phase, movement order and what "
                                    "the game waits for, and per car: hit points and thresholds, components, "
                                    "weapons, MAX/ACC/DEC/TURN after damage, this turn's speed, the plot "
                                    "range, turns left in this move, rerolls left (driver and equipment).")
    s.add_argument("log", metavar="LOG")
    s.add_argument("--json", action="store_true", help="print it as JSON")
    s.set_defaults(func=run_status)

    n = play.add_parser("new", help="start a game log from a setup file",
                        description="Write LOG's first line from SETUP (a JSON object as the log's "
                                    "\"setup\"; a car's \"design\" may be a .car.json path, relative "
                                    "to SETUP). Random cars roll with --seed.")
    n.add_argument("log", metavar="LOG")
    n.add_argument("setup", metavar="SETUP")
    n.add_argument("--seed", type=int, help="seed for the app's dice (default: unseeded)")
    n.add_argument("--ruleset", default=rulesets.DEFAULT, metavar="KEY",
                   help=f"the rule set played (default {rulesets.DEFAULT})")
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


def render(data: dict[str, Any]) -> str:
    lines = [f"Game-turn {data['turn']}, {'game over' if data['over'] else data['phase'] + ' phase'}"]
    if data["to_plot"]:
        lines.append("Waiting for the speeds of: " + ", ".join(data["to_plot"]))
    elif data["mover"]:
        lines.append(f"Moving: {data['mover']}")
    for car in data["cars"]:
        state = "DESTROYED" if car["destroyed"] else ("out: " + car["out"]) if car["out"] else "running"
        lines.append(f"{car['car']}: {car['vehicle']} driven by {car['driver']} ({state})")
        lines.append(f"  hit points {car['hit_points']}/{car['hit_points_total']}, thresholds crossed "
                     f"{car['thresholds']}, speed {car['speed']}\", fires {car['fires']}, "
                     f"driver {car['driver_status']}")
        lines.append("  components: " + ", ".join(f"{k} {v}" for k, v in car["components"].items()))
        loss = car["loss_of_control"]
        if loss and loss["turn"] == data["turn"]:
            lines.append(f"  lost control ({loss['why']}): {loss['text']}")
        if car["kills"]:
            lines.append("  kills: " + ", ".join(car["kills"]))
    for defence in data.get("defences", []):
        hit_points = defence["hit_points"]
        state = "cannot be hit" if hit_points is None else f"hit points {hit_points - defence['hp_lost']}/{hit_points}"
        lines.append(f"{defence['id']}: fixed defence, {defence['name'] or defence['class']} "
                     f"({defence['class']} gun), {state}")
    if "sides" in data:
        sides, points = data["sides"], data["points"]
        lines.append(f"Badlands Ambush: {sides['attacker']} attack ({points['attacker']} points), "
                     f"{sides['defender']} defend ({points['defender']} points)")
    result = data.get("result")
    if result:
        lines.append(f"Winner: {data['winner'] or 'nobody'}")
        lines.append(f"Result ({result['scenario']}{', ' + result['variant'] if 'variant' in result else ''}):")
        for entry in result["entries"]:
            fate = "survived" if entry["survived"] else "killed"
            place = f", position {entry['position']}" if entry.get("position") else ""
            kills = f", kills: {', '.join(entry['kills'])}" if entry["kills"] else ""
            lines.append(f"  {entry['driver']} ({entry['vehicle']}): {fate}{place}{kills}")
    return "\n".join(lines)


def _replayed(path: str) -> Game:
    try:
        return Game.replay(play_log.read(path), source=path)
    except LogError as exc:
        raise CliError(str(exc)) from None


def _show(args: argparse.Namespace, data: dict[str, Any], words: Callable[[dict[str, Any]], str]) -> int:
    """`data` as JSON with --json, else in words."""
    if args.json:
        print_json(data)
    else:
        print(words(data))
    return 0


def run_replay(args: argparse.Namespace) -> int:
    return _show(args, summary(_replayed(args.log).state), render)


def render_status(data: dict[str, Any]) -> str:
    lines = [f"Game-turn {data['turn']}, {'game over' if data['over'] else data['phase'] + ' phase'}"]
    if data["order"]:
        lines.append("Movement order: " + ", ".join(data["order"]))
    lines.append(f"Waiting for {data['waiting_for']}")
    for car in data["cars"]:
        state = "DESTROYED" if car["destroyed"] else ("out: " + car["out"]) if car["out"] else "running"
        lines.append(f"{car['car']}: {car['vehicle']} driven by {car['driver']} ({state})")
        stats = car["stats"]
        lines.append(f"  hit points {car['hit_points']}/{car['hit_points_total']}, thresholds crossed "
                     f"{car['thresholds']}, fires {car['fires']}, driver {car['driver_status']}")
        plot_range = car["plot_range"]
        plot = ""
        if plot_range:
            plot = f", {'next ' * (car['plotted'] is not None)}plot {plot_range['min']}\"-{plot_range['max']}\""
        lines.append(f"  MAX {stats['max']} ACC {stats['acc']} DEC {stats['dec']} TURN {stats['turn']}; "
                     f"speed {car['speed']}\"" + (f", plotted {car['plotted']}\"" if car["plotted"] is not None else "")
                     + plot + (f", turns left {car['turns_left']}" if data["mover"] == car["car"] else ""))
        labels = car["component_labels"]
        lines.append("  components: " + ", ".join(f"{labels[k]} {v}" for k, v in car["components"].items()))
        for weapon in car["weapons"]:
            mount = "turret" if weapon["turreted"] else weapon["mount"]
            lines.append(f"  weapon {weapon['index']}: {weapon['name'] or weapon['class']} ({weapon['class']}, "
                         f"{mount}): {weapon['problem'] or 'ready'}")
        spare = [e["name"] for e in car["equipment_rerolls"] if e["left"]]
        lines.append(f"  rerolls left: driver {car['rerolls_left']}" + "".join(f", {n}" for n in spare)
                     + (f"; nitro charges {car['nitro_charges']}" if car["nitro_charges"] else "")
                     + (f"; drops left {car['drops_left']}" if car["drops_left"] else ""))
        if car["airborne"] or car["airborne_left"]:
            lines.append(f"  airborne ({car['airborne_left']}\" still to fly)")
        loss = car["loss_of_control"]
        if loss and loss["turn"] == data["turn"]:
            lines.append(f"  lost control ({loss['why']}): {loss['text']}")
    if data.get("winner") is not None:
        lines.append(f"Winner: {data['winner']}")
    return "\n".join(lines)


def run_status(args: argparse.Namespace) -> int:
    return _show(args, status(_replayed(args.log).state), render_status)


def _load(path: str, dice: DiceSource | None = None) -> Game:
    try:
        return Game.load(path, dice)
    except LogError as exc:
        raise CliError(str(exc)) from None


@contextmanager
def _saving(path: str) -> Iterator[None]:
    """A log or result that cannot be written (missing folder, read-only, full disk) is bad
    input: the old file stays as it was (saves are atomic)."""
    try:
        yield
    except OSError as exc:
        raise CliError(f"{path}: cannot be written ({exc.strerror or exc})") from None


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
        for car in data.get("cars", []) if isinstance(data, dict) else []:
            if isinstance(car, dict) and isinstance(car.get("design"), str):
                car["design"] = design_to_dict(load_design(Path(args.setup).parent / car["design"]))
        setup = _ruleset(args.ruleset).setup_from_dict(data)
    except (SetupError, VehicleFileError) as exc:
        raise CliError(f"{args.setup}: {exc}") from None
    with _saving(args.log):
        Game(setup, SeededDice(args.seed), autosave=args.log)
    print(f"{args.log}: {setup.scenario} with {len(setup.entries)} cars")
    for line in setup_warnings(setup):
        print(f"  {line}")
    return 0


def _ruleset(key: str) -> rulesets.RuleSet:
    try:
        return rulesets.get(key)
    except KeyError as exc:
        raise CliError(f"--ruleset: {exc.args[0]}") from None


def run_result(args: argparse.Namespace) -> int:
    game = _load(args.log)
    result = game.result
    if result is None:
        raise CliError(f"{args.log}: the game is not over yet (game-turn {game.state.turn})")
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
    game = _load(args.log, EnteredDice() if args.entered else SeededDice(args.seed))
    action = _json(args.action, "ACTION")
    answers = [_value(a) for a in args.answer]
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
    except IllegalAction as exc:
        print(f"garage-cli: not allowed: {exc}", file=sys.stderr)
        return EXIT_ILLEGAL
    if request is not None:
        print_json({"saved": False, "needs": request.as_dict()})
        return EXIT_ILLEGAL
    if answers:
        print(f"garage-cli: note: {len(answers)} answer(s) not needed", file=sys.stderr)
    if args.json:
        print_json({"saved": True, "events": game.events[-1], "state": summary(game.state)})
    else:
        for event in game.events[-1]:
            print(" ".join(f"{k}={v}" for k, v in event.items()))
    return 0


def run_undo(args: argparse.Namespace) -> int:
    game = _load(args.log)
    try:
        with _saving(args.log):
            line = game.undo()
    except IllegalAction as exc:
        raise CliError(f"{args.log}: {exc}") from None
    print(f"undid {line['action']}")
    return 0
