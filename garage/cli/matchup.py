"""`garage-cli matchup A B`: which of two cars wins a stand-up fight, how often, and why.

A and B are vehicle files or cars of the garage by name (the database is opened only when a
car is named from it). What a duel is belongs to the cars' rule set (garage/cli/matchups/<key>.py,
A&A II: garage.rules.aa2.matchup); the same question and seed always give the same answer.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from garage.cli import matchups
from garage.cli.common import CliError
from garage.cli.db import add_db_option, opened
from garage.cli.sheet import is_file
from garage.rules import rulesets
from garage.rules.design import Vehicle
from garage.rules.vehicles import VehicleFileError, load

if TYPE_CHECKING:
    from garage.cli.common import Subcommands


def register(sub: Subcommands) -> None:
    p = sub.add_parser(
        "matchup", help="which of two cars wins, by how much, and why (A&A II)",
        description="Play duels of car A against car B through the rules engine (a Deathmatch on seeded "
                    "dice: both cars hold the range and their speed and fire what bears every game-turn) "
                    "and print the chance each is put out first, both, or neither within the turns, the "
                    "game-turns to a kill, each threshold line crossed by turn, which weapon does the work "
                    "and which loss decides it; 95%% intervals for what is simulated, and the first volley "
                    "exactly. Movement, collisions and templates are left out (docs/desktop-app.md).")
    p.add_argument("a", metavar="A", help="a vehicle file, or the name of a car in the garage database")
    p.add_argument("b", metavar="B", help="the other car, likewise")
    p.add_argument("--json", action="store_true", help="print the answer as JSON")
    for ruleset in rulesets.all_rulesets():
        found = matchups.matchup(ruleset.key)
        if found is not None:
            found.add_arguments(p)
    add_db_option(p)
    p.set_defaults(func=run)


def cars(args: argparse.Namespace) -> tuple[Vehicle, Vehicle]:
    """A and B: files read first, so a bad one fails before the database is opened."""
    found: dict[str, Vehicle] = {}
    for key in ("a", "b"):
        item = getattr(args, key)
        if is_file(item):
            try:
                found[key] = load(item)
            except VehicleFileError as exc:
                raise CliError(str(exc)) from None
    names = [key for key in ("a", "b") if key not in found]
    if names:
        from garage.storage import UnknownName  # imported late: files need no database

        with opened(args) as garage:
            for key in names:
                try:
                    found[key] = garage.get_design(getattr(args, key))
                except UnknownName as exc:
                    raise CliError(f"{getattr(args, key)}: not a vehicle file, and {exc}") from None
    return found["a"], found["b"]


def run(args: argparse.Namespace) -> int:
    a, b = cars(args)
    offered = ", ".join(r.name for r in rulesets.all_rulesets() if matchups.matchup(r.key))
    for item, car in ((args.a, a), (args.b, b)):
        if matchups.matchup(car.ruleset) is None:
            raise CliError(f"{item}: there is no matchup for {rulesets.get(car.ruleset).name} cars "
                           f"(it is for {offered})")
    if a.ruleset != b.ruleset:
        raise CliError(f"{args.b}: a {rulesets.get(b.ruleset).name} car cannot meet a "
                       f"{rulesets.get(a.ruleset).name} car")
    found = matchups.matchup(a.ruleset)
    assert found is not None
    return found.run(args, a, b)
