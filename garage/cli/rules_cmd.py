"""`garage-cli rules QUESTION`: answers to rules questions at the table. Each rule set adds its
own questions from garage/cli/lookups/<key>.py (A&A II: `speed`, `attack`; the crash tables:
`crash`); this command only gathers them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from garage.cli import lookups
from garage.rules import rulesets

if TYPE_CHECKING:
    from garage.cli.common import Subcommands


def register(sub: Subcommands) -> None:
    p = sub.add_parser("rules", help="look up play rules: speed plotting, attack odds, crash tables",
                       description="Answer rules questions at the table, each in its rule set's words.")
    questions = p.add_subparsers(dest="rules_command", metavar="QUESTION", required=True)
    for ruleset in rulesets.all_rulesets():
        add = lookups.questions(ruleset.key)
        if add is not None:
            add(questions)
