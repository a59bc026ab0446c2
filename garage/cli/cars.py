"""`garage-cli import|list|export|remove`: the cars in the garage database."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from garage.cli.common import EXIT_INPUT, EXIT_OK, CliError, print_json, warn
from garage.cli.db import add_db_option, opened

if TYPE_CHECKING:
    from garage.cli.common import Subcommands


def register(sub: Subcommands) -> None:
    p = sub.add_parser("import", help="add vehicle files to the garage",
                       description="Add .car.json files to the garage, all of them or none. A car that "
                                   "breaks the rules is added and marked illegal. If a file cannot be "
                                   "read, or its car's name is taken, each such file is reported and no "
                                   "car is added (exit 2).")
    p.add_argument("files", nargs="+", metavar="FILE")
    add_db_option(p)
    p.set_defaults(func=run_import)

    p = sub.add_parser("list", help="list the cars in the garage",
                       description="Name, weight, Capacity used/limit and legality of every car.")
    p.add_argument("--json", action="store_true", help="print a JSON list")
    add_db_option(p)
    p.set_defaults(func=run_list)

    p = sub.add_parser("export", help="write cars out as vehicle files",
                       description="Write each named car as NAME.car.json in DIR (created if missing): "
                                   "the name in lower case, anything but letters and digits as a dash. "
                                   "A car's own earlier export is replaced; a file there that holds "
                                   "another car (or is not a vehicle file) never is: the car gets the "
                                   "first free NAME-2.car.json, NAME-3.car.json... An export that fails "
                                   "(a full disk) leaves nothing it created, the folder included (exit 2).")
    p.add_argument("names", nargs="+", metavar="NAME")
    p.add_argument("-o", "--output", required=True, metavar="DIR", help="folder to write into")
    add_db_option(p)
    p.set_defaults(func=run_export)

    p = sub.add_parser("remove", help="remove a car from the garage")
    p.add_argument("name", metavar="NAME")
    add_db_option(p)
    p.set_defaults(func=run_remove)


def run_import(args: argparse.Namespace) -> int:
    with opened(args) as garage:
        result = garage.import_files(args.files)
        if result.errors:  # nothing was added: raised, so a garage made just now goes again
            *others, last = result.errors
            for error in others:
                warn(error)
            raise CliError(last, EXIT_INPUT)
    for entry in result.entries:
        if entry.error is not None:
            warn(entry.error)
        else:
            mark = "legal" if entry.legal else f"ILLEGAL, {entry.problems_count} problem(s)"
            print(f"added {entry.name} ({mark}) from {entry.path}")
    return EXIT_INPUT if result.errors else EXIT_OK


def run_list(args: argparse.Namespace) -> int:
    with opened(args) as garage:
        cars = garage.list_cars()
    if args.json:
        print_json([{"name": c.name, "weight": c.weight,
                     "capacity": {"used": c.capacity_used, "limit": c.capacity_limit},
                     "legal": c.legal, "problems": c.problems_count} for c in cars])
        return EXIT_OK
    if not cars:
        print("The garage is empty.")
        return EXIT_OK
    width = max(len("Name"), *(len(c.name) for c in cars))
    print(f"{'Name':<{width}}  {'Weight':<6}  Capacity  Legal")
    for c in cars:
        legal = "yes" if c.legal else "ILLEGAL"
        print(f"{c.name:<{width}}  {c.weight:<6}  {f'{c.capacity_used}/{c.capacity_limit}':>8}  {legal}")
    return EXIT_OK


def run_export(args: argparse.Namespace) -> int:
    with opened(args) as garage:
        for path in garage.export(args.names, args.output):
            print(path)
    return EXIT_OK


def run_remove(args: argparse.Namespace) -> int:
    with opened(args) as garage:
        garage.remove(args.name)
    print(f"removed {args.name}")
    return EXIT_OK
