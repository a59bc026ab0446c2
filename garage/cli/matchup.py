"""`garage-cli matchup A B`: which of two A&A II cars wins a stand-up fight, how often, and why.

A and B are vehicle files or cars of the garage by name (the database is opened only when a
car is named from it). The duels are played through the rules engine (garage.rules.aa2.matchup);
the same question and seed always give the same answer.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from garage.cli.common import CliError, print_json
from garage.cli.db import add_db_option, opened
from garage.cli.sheet import is_file
from garage.rules.aa2 import matchup
from garage.rules.aa2.vehicle import Design
from garage.rules.vehicles import VehicleFileError, load

if TYPE_CHECKING:
    from garage.cli.common import Subcommands


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


def register(sub: Subcommands) -> None:
    p = sub.add_parser(
        "matchup", help="which of two A&A II cars wins, by how much, and why",
        description="Play duels of car A against car B through the rules engine (a Deathmatch on seeded "
                    "dice: both cars hold the range and their speed and fire what bears every game-turn) "
                    "and print the chance each is put out first, both, or neither within the turns, the "
                    "game-turns to a kill, each threshold line crossed by turn, which weapon does the work "
                    "and which loss decides it; 95%% intervals for what is simulated, and the first volley "
                    "exactly. Movement, collisions and templates are left out (docs/desktop-app.md).")
    p.add_argument("a", metavar="A", help="a vehicle file, or the name of a car in the garage database")
    p.add_argument("b", metavar="B", help="the other car, likewise")
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
    p.add_argument("--json", action="store_true", help="print the answer as JSON")
    add_db_option(p)
    p.set_defaults(func=run)


def _cars(args: argparse.Namespace) -> tuple[Design, Design]:
    found: dict[str, object] = {}
    for key in ("a", "b"):
        item = getattr(args, key)
        if is_file(item):
            try:
                found[key] = load(item)
            except VehicleFileError as exc:
                raise CliError(str(exc)) from None
    names = [key for key in ("a", "b") if key not in found]
    if names:
        from garage.storage import UnknownName

        with opened(args) as garage:
            for key in names:
                try:
                    found[key] = garage.get_design(getattr(args, key))
                except UnknownName as exc:
                    raise CliError(f"{getattr(args, key)}: not a vehicle file, and {exc}") from None
    designs = []
    for key in ("a", "b"):
        design = found[key]
        if not isinstance(design, Design) or design.ruleset != "aa2":
            raise CliError(f"{getattr(args, key)}: the matchup is for Axles and Alloys II cars, "
                           f"not {getattr(design, 'ruleset', 'this rule set')}")
        designs.append(design)
    return designs[0], designs[1]


def question(args: argparse.Namespace) -> matchup.Question:
    a, b = _cars(args)
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


def run(args: argparse.Namespace) -> int:
    q = question(args)
    result = matchup.run(q, args.duels, args.seed)
    if args.json:
        print_json(result.as_dict())
    else:
        print(matchup.text(result))
    return 0
