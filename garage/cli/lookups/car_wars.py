"""The crash tables' question for `garage-cli rules`: `crash` (the exact distribution of a
crash table's results)."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from garage.cli import lookups
from garage.cli.common import CliError, print_json
from garage.rules.car_wars.odds import crash_odds
from garage.rules.car_wars.ruleset import CAR_WARS

if TYPE_CHECKING:
    from garage.cli.common import Subcommands


def add_questions(rules: Subcommands) -> None:
    c = rules.add_parser("crash", help="exact odds of a Car Wars crash table's results",
                         description="The exact distribution of the results of Crash Table 1 (skids and "
                                     "rolls) or 2 (fishtails) on 2d6 plus a modifier; Crash Table 2's rolls "
                                     "again on Crash Table 1 are expanded at the same modifier "
                                     "(docs/car-wars-crash-tables.md).")
    c.add_argument("--table", type=int, choices=(1, 2), required=True)
    c.add_argument("--modifier", type=int, default=0, metavar="N", help="added to the 2d6 (default 0)")
    c.add_argument("--json", action="store_true",
                   help='print {"table": T, "modifier": N, "results": [{"results": [keys], "probability": '
                        '"a/b", "chance": p, ...}]}')
    c.set_defaults(func=run_crash)


def run_crash(args: argparse.Namespace) -> int:
    try:
        outcomes = crash_odds(args.table, args.modifier)
    except ValueError as exc:
        raise CliError(f"rules crash: --modifier: {exc}") from None
    if args.json:
        print_json({"table": args.table, "modifier": args.modifier, "dice": f"2d6{args.modifier:+d}",
                    "results": [o.as_dict() for o in outcomes]})
        return 0
    print(f"Crash Table {args.table} on 2d6{args.modifier:+d}:")
    print("  chance    exactly    penalty  result (line of car-wars-compendium-2e-crash-tables.txt)")
    for o in outcomes:
        lines = ", ".join(str(r.line) for r in o.rows)
        print(f"  {float(o.probability):7.2%}  {o.probability!s:>9}  {o.penalty.key:<7}  {o.name} (line {lines})")
    return 0


lookups.register(CAR_WARS.key, add_questions)
