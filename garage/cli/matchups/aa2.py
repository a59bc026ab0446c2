"""A&A II's matchup for `garage-cli matchup A B`: the question's options (range, each car's
speed, arc and rerolls, optional rules, game-turns, duels, seed) and the answer in words or
JSON (garage.rules.aa2.matchup plays the duels through the engine)."""

from __future__ import annotations

import argparse

from garage.cli import matchups
from garage.cli.common import CliError, print_json
from garage.rules.aa2 import matchup
from garage.rules.aa2.ruleset import AA2
from garage.rules.aa2.vehicle import Design


def _whole(low: int, high: int) -> type[int]:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"'{text}' is not a whole number") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"must be {low} to {high}, not {value}")
        return value
    return parse  # type: ignore[return-value]  # argparse takes any callable


def _inches(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a distance in inches") from None
    if not 0 <= value <= 1000:  # also refuses nan and inf
        raise argparse.ArgumentTypeError(f"must be 0 to 1000 inches, not {text}")
    return value


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--range", type=_inches, default=12.0, metavar="INCHES",
                   help="the distance between the cars (default 12; section 7's bands: 12, 24, 36)")
    p.add_argument("--speed-a", type=_whole(0, 99), metavar="INCHES", help="A's speed (default: 12, or its MAX)")
    p.add_argument("--speed-b", type=_whole(0, 99), metavar="INCHES", help="B's speed (default: 12, or its MAX)")
    p.add_argument("--arc-a", choices=matchup.ARCS, help="the arc of A that B is in (default: A's best)")
    p.add_argument("--arc-b", choices=matchup.ARCS, help="the arc of B that A is in (default: B's best)")
    p.add_argument("--rerolls-a", type=_whole(0, 99), default=0, metavar="N", help="A's driver's rerolls")
    p.add_argument("--rerolls-b", type=_whole(0, 99), default=0, metavar="N", help="B's driver's rerolls")
    p.add_argument("--option", action="append", default=[], choices=matchup.option_names(), metavar="RULE",
                   help="an optional rule in force (repeatable): " + ", ".join(matchup.option_names()))
    p.add_argument("--turns", type=_whole(1, matchup.MAX_TURNS), default=10, metavar="N",
                   help=f"game-turns each duel lasts at most (default 10, at most {matchup.MAX_TURNS})")
    p.add_argument("--duels", type=_whole(1, matchup.MAX_DUELS), default=1000, metavar="N",
                   help=f"how many duels to play (default 1000, at most {matchup.MAX_DUELS})")
    p.add_argument("--seed", type=_whole(0, 2**31 - 1), default=1, metavar="N", help="the dice's seed (default 1)")


def question(args: argparse.Namespace, a: Design, b: Design) -> matchup.Question:
    sides = []
    for key, design in (("a", a), ("b", b)):
        speed = getattr(args, f"speed_{key}")
        if speed is None:
            speed = min(12, matchup.top_speed(design))
        sides.append(matchup.Side(design, speed, getattr(args, f"arc_{key}") or matchup.best_arc(design),
                                  getattr(args, f"rerolls_{key}")))
    q = matchup.Question(sides[0], sides[1], range_inches=args.range, turns=args.turns,
                         options=tuple(dict.fromkeys(args.option)))
    try:
        matchup.check(q)
    except matchup.MatchupError as exc:
        flag = {"range": "--range", "turns": "--turns", "options": "--option"}.get(exc.field)
        if flag is None:
            car, _, part = exc.field.partition(".")
            flag = f"--{part}-{car}" if part in ("speed", "arc", "rerolls") else getattr(args, car, exc.field)
        raise CliError(f"{flag}: {exc.message}") from None
    return q


def run(args: argparse.Namespace, a: Design, b: Design) -> int:
    q = question(args, a, b)
    result = matchup.run(q, args.duels, args.seed)
    if args.json:
        print_json(result.as_dict())
    else:
        print(matchup.text(result))
    return 0


matchups.register(AA2.key, matchups.Matchup(add_arguments, run))
