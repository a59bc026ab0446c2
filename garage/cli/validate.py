"""`garage-cli validate FILE...`: the Capacity meter, breakdown and problems of each car."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from garage.cli.common import EXIT_ILLEGAL, EXIT_INPUT, EXIT_OK, print_json, warn
from garage.rules import rulesets
from garage.rules.design import Vehicle
from garage.rules.report import Report
from garage.rules.vehicles import VehicleFileError, load

if TYPE_CHECKING:
    from garage.cli.common import Subcommands


def register(sub: Subcommands) -> None:
    p = sub.add_parser("validate", help="check vehicle files against the rules",
                       description="Check .car.json files: Capacity used and where each point goes, hit "
                                   "points, and every problem. Exit 0 if all are legal, 1 if any is "
                                   "illegal, 2 if any file cannot be read.")
    p.add_argument("files", nargs="+", metavar="FILE")
    p.add_argument("--json", action="store_true", help="print a JSON list, one entry per car")
    p.set_defaults(func=run)


def meter(used: int, limit: int) -> str:
    filled = min(used, limit)
    return "[" + "#" * filled + "." * (limit - filled) + "]" + ("!" * (used - limit))


def render(design: Vehicle, report: Report) -> str:
    ruleset = rulesets.get(design.ruleset)
    kind = ruleset.vehicle_class_name(design)
    cap = report.capacity
    lines = [f"{report.name or '(unnamed)'}: {kind + ', ' if kind else ''}{'legal' if report.legal else 'ILLEGAL'}"]
    if report.has_capacity:
        lines.append(f"  Capacity {cap.used}/{cap.limit} {meter(cap.used, cap.limit)}")
        lines += [f"    {item.cost:>2}  {item.item}" for item in cap.items]
    lines += ["  " + line for line in ruleset.vehicle_summary(design, report)]  # its own stat lines
    if report.problems:
        lines.append("  Problems:")
        lines += [f"    {p.severity:<7} {p.code}: {p.message}" for p in report.problems]
    else:
        lines.append("  Problems: none")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    reports: list[dict[str, Any]] = []
    texts: list[str] = []
    unreadable = illegal = False
    for path in args.files:
        try:
            design = load(path)
        except VehicleFileError as exc:
            warn(str(exc))
            unreadable = True
            continue
        report = rulesets.get(design.ruleset).validate(design)
        illegal |= not report.legal
        if args.json:
            entry = {"file": path, **report.as_dict()}
            reports.append(entry)
        else:
            texts.append(f"{path}\n{render(design, report)}")
    if args.json:
        print_json(reports)
    elif texts:
        print("\n\n".join(texts))
    return EXIT_INPUT if unreadable else EXIT_ILLEGAL if illegal else EXIT_OK
