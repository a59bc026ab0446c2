"""A&A II's questions for `garage-cli rules`: `speed` (the speeds a car may plot) and `attack`
(the exact odds of one weapon's attack)."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from garage.cli import lookups
from garage.cli.common import CliError, print_json
from garage.rules.aa2 import tables
from garage.rules.aa2.catalogue import WEAPON_CLASSES, WEIGHTS
from garage.rules.aa2.odds import attack_odds
from garage.rules.aa2.ruleset import AA2
from garage.rules.aa2.speed import BRAKE_STATES, ENGINE_STATES, plotted_speed_range

if TYPE_CHECKING:
    from garage.cli.common import Subcommands


def add_questions(rules: Subcommands) -> None:
    s = rules.add_parser("speed", help="the speeds a car may plot this game-turn",
                         description="The plotted-speed range: [current - DEC, min(current + ACC, "
                                     "MAX)], never below 0 (section 3, RULINGS P1, P2).")
    s.add_argument("--max", type=int, required=True, dest="max_speed", metavar="M")
    s.add_argument("--acc", type=int, required=True, metavar="A")
    s.add_argument("--dec", type=int, required=True, metavar="D")
    s.add_argument("--current", type=int, required=True, metavar="S",
                   help="last game-turn's plotted speed, without nitro")
    s.add_argument("--engine", choices=ENGINE_STATES, default="ok")
    s.add_argument("--turns-since-destroyed", type=int, default=1, metavar="N",
                   help="game-turns plotted since the engine was destroyed (default 1)")
    s.add_argument("--brakes", choices=BRAKE_STATES, default="ok")
    s.add_argument("--reverse", action="store_true", help="moving backwards: ACC is the MAX")
    s.add_argument("--airborne", action="store_true", help="in the air at the start of the move")
    s.add_argument("--nitro", action="store_true", help="burn a nitro charge this turn")
    s.add_argument("--scott", action="store_true", help='"doing a Scott": both charges at once')
    s.add_argument("--cloudburst", action="store_true", help="a cloudburst this turn (DEC -1)")
    s.add_argument("--json", action="store_true", help='print {"min": .., "max": ..}')
    s.set_defaults(func=run_speed)

    a = rules.add_parser("attack", help="exact odds of one weapon's attack",
                         description="The exact distribution of hit points a weapon deals (section 7), "
                                     "and with --hit-points-left and --weight the chance of crossing "
                                     "each threshold still ahead.")
    a.add_argument("--class", choices=WEAPON_CLASSES, required=True, dest="weapon_class")
    a.add_argument("--range", type=float, required=True, dest="range_inches", metavar="INCHES",
                   help="measured on the table (at the table's scale)")
    a.add_argument("--target-speed", type=int, required=True, metavar="S",
                   help="the target's plotted speed this turn, nitro included")
    a.add_argument("--jumping", action="store_true", help="the target is airborne")
    a.add_argument("--scale", type=int, choices=tables.SCALES, default=1,
                   help="1 (1:64), 2 (1:43 or centimetres), 3 (1:24); RULINGS P15")
    a.add_argument("--hit-points-left", type=int, metavar="H")
    a.add_argument("--weight", choices=WEIGHTS)
    a.add_argument("--json", action="store_true",
                   help='print {"dice": N, "damage": {"0": p0, ...}} (and "thresholds")')
    a.set_defaults(func=run_attack)


def run_speed(args: argparse.Namespace) -> int:
    try:
        allowed = plotted_speed_range(
            max_speed=args.max_speed, acc=args.acc, dec=args.dec, current=args.current,
            engine=args.engine, turns_since_destroyed=args.turns_since_destroyed,
            brakes=args.brakes, reverse=args.reverse, airborne=args.airborne,
            nitro=args.nitro or args.scott, scott=args.scott, cloudburst=args.cloudburst)
    except ValueError as exc:
        raise CliError(f"rules speed: {exc}") from None
    if args.json:
        print_json(allowed.as_dict())
        return 0
    line = f'Plot {allowed.min}" to {allowed.max}"'
    notes = [f'MAX {allowed.max_speed}"']
    if allowed.current != args.current:
        notes.append(f'current speed cut to {allowed.current}" by the engine')
    if args.airborne:
        notes.append("airborne: speed cannot change")
    print(f"{line} ({', '.join(notes)})")
    if allowed.nitro:
        print(f'Nitro: +{allowed.nitro}" to this turn\'s move only')
    return 0


def run_attack(args: argparse.Namespace) -> int:
    if (args.hit_points_left is None) != (args.weight is None):
        raise CliError("rules attack: --hit-points-left and --weight go together")
    try:
        odds = attack_odds(args.weapon_class, args.range_inches, args.target_speed,
                           jumping=args.jumping, scale=args.scale,
                           hit_points_left=args.hit_points_left, weight=args.weight)
    except ValueError as exc:  # OutOfRange included
        raise CliError(f"rules attack: {exc}") from None
    if args.json:
        print_json(odds.as_dict())
        return 0
    weapon = AA2.catalogue.weapon_classes[args.weapon_class].name
    band = tables.hit_band(args.target_speed, args.jumping)
    target = "an airborne target" if args.jumping else f'a target at {args.target_speed}"'
    print(f'{weapon} at {args.range_inches:g}" rolls {odds.dice}d6 against {target} ({band.text})')
    print("  hit points  chance")
    for hp, p in odds.damage.items():
        print(f"  {hp:>10}  {float(p):7.2%}  ({p})")
    print(f"  expected {float(odds.damage.mean):.2f} hit points")
    if args.weight is not None:
        print(f"Thresholds ({args.weight}, {args.hit_points_left} hit points left):")
        if not odds.thresholds:
            print("  none left: the vehicle is already destroyed")
        for t in odds.thresholds:
            print(f"  line {t.line} ({t.label}): {t.damage_needed}+ hit points, "
                  f"{float(t.probability):.2%} ({t.probability})")
    return 0


lookups.register(AA2.key, add_questions)
