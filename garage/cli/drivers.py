"""`garage-cli drivers [list|add|remove|rename]`: the named drivers kept in the garage."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from garage.cli.common import EXIT_OK, print_json
from garage.cli.db import add_db_option, opened

if TYPE_CHECKING:
    from garage.cli.common import Subcommands


def register(sub: Subcommands) -> None:
    p = sub.add_parser("drivers", help="list, add, rename or remove drivers",
                       description="The drivers in the garage. Without an action, list them.")
    add_db_option(p)
    p.set_defaults(func=run_list, json=False)
    actions = p.add_subparsers(dest="action", metavar="ACTION")

    a = actions.add_parser("list", help="list the drivers")
    a.add_argument("--json", action="store_true", help="print a JSON list")
    add_db_option(a)
    a.set_defaults(func=run_list)

    a = actions.add_parser("add", help="add a driver")
    a.add_argument("name", metavar="NAME")
    a.add_argument("--notes", default="", help="free text, e.g. the driver's car")
    add_db_option(a)
    a.set_defaults(func=run_add)

    a = actions.add_parser("rename", help="rename a driver")
    a.add_argument("old", metavar="NAME")
    a.add_argument("new", metavar="NEW_NAME")
    add_db_option(a)
    a.set_defaults(func=run_rename)

    a = actions.add_parser("remove", help="remove a driver")
    a.add_argument("name", metavar="NAME")
    add_db_option(a)
    a.set_defaults(func=run_remove)


def run_list(args: argparse.Namespace) -> int:
    from garage.storage.drivers import Drivers  # late: `validate` needs no database
    with opened(args) as garage:
        drivers = Drivers(garage).list()
    if args.json:
        print_json([{"name": d.name, "notes": d.notes, "created": d.created.isoformat()} for d in drivers])
    elif not drivers:
        print("No drivers yet (add one with: garage-cli drivers add NAME).")
    else:
        for d in drivers:
            print(f"{d.name}  {d.notes}".rstrip())
    return EXIT_OK


def run_add(args: argparse.Namespace) -> int:
    from garage.storage.drivers import Drivers
    with opened(args) as garage:
        Drivers(garage).add(args.name, args.notes)
    print(f"added driver {args.name}")
    return EXIT_OK


def run_rename(args: argparse.Namespace) -> int:
    from garage.storage.drivers import Drivers
    with opened(args) as garage:
        Drivers(garage).update(args.old, new_name=args.new)
    print(f"renamed driver {args.old} to {args.new}")
    return EXIT_OK


def run_remove(args: argparse.Namespace) -> int:
    from garage.storage.drivers import Drivers
    with opened(args) as garage:
        Drivers(garage).remove(args.name)
    print(f"removed driver {args.name}")
    return EXIT_OK
