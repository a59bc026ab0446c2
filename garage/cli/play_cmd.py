"""`garage-cli play replay LOG`: replay a game's log and show where it stands."""

from __future__ import annotations

from garage.cli.common import CliError, print_json
from garage.rules.play import Game, LogError, summary
from garage.rules.play import log as play_log


def register(sub) -> None:
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


def render(data: dict) -> str:
    lines = [f"Game-turn {data['turn']}, {'game over' if data['over'] else data['phase'] + ' phase'}"]
    for car in data["cars"]:
        state = "DESTROYED" if car["destroyed"] else ("out: " + car["out"]) if car["out"] else "running"
        lines.append(f"{car['car']}: {car['vehicle']} driven by {car['driver']} ({state})")
        lines.append(f"  hit points {car['hit_points']}/{car['hit_points_total']}, thresholds crossed "
                     f"{car['thresholds']}, speed {car['speed']}\", fires {car['fires']}, driver {car['driver_status']}")
        lines.append("  components: " + ", ".join(f"{k} {v}" for k, v in car["components"].items()))
        if car["kills"]:
            lines.append("  kills: " + ", ".join(car["kills"]))
    result = data.get("result")
    if result:
        lines.append(f"Result ({result['scenario']}{', ' + result['variant'] if 'variant' in result else ''}):")
        for entry in result["entries"]:
            fate = "survived" if entry["survived"] else "killed"
            place = f", position {entry['position']}" if entry.get("position") else ""
            kills = f", kills: {', '.join(entry['kills'])}" if entry["kills"] else ""
            lines.append(f"  {entry['driver']} ({entry['vehicle']}): {fate}{place}{kills}")
    return "\n".join(lines)


def run_replay(args) -> int:
    try:
        game = Game.replay(play_log.read(args.log), source=args.log)
    except LogError as exc:
        raise CliError(str(exc)) from None
    data = summary(game.state)
    if args.json:
        print_json(data)
    else:
        print(render(data))
    return 0
