"""`garage-cli upgrade|copy`: looking after a club's shared garage on a database server."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from garage.cli.common import EXIT_OK
from garage.cli.db import add_db_option, opened, storage_errors

if TYPE_CHECKING:
    from garage.cli.common import Subcommands


def register(sub: Subcommands) -> None:
    p = sub.add_parser("upgrade", help="upgrade a shared garage database to this Garage's schema",
                       description="Upgrade the garage's schema to this Garage's, in one transaction. "
                                   "A SQLite file upgrades by itself when opened (after a backup); a "
                                   "shared server database only by this command, so that one member's "
                                   "newer Garage never changes it for everyone unasked. Back it up first "
                                   "(pg_dump).")
    add_db_option(p)
    p.set_defaults(func=run_upgrade)

    p = sub.add_parser("copy", help="copy the whole garage into a new, empty database",
                       description="Copy every car, driver and campaign (with all its games) of the "
                                   "garage (--db) into the new, empty database TO, e.g. a club's "
                                   "PostgreSQL server, and compare the copy with the original row by row "
                                   "before committing it. The original is not changed.")
    p.add_argument("--to", required=True, metavar="URL", help="the new database (SQLAlchemy URL or SQLite path)")
    add_db_option(p)
    p.set_defaults(func=run_copy)


def run_upgrade(args: argparse.Namespace) -> int:
    from garage.storage import migrate
    from garage.storage.failures import where

    with opened(args, upgrade=True) as garage:
        print(f"{where(garage.url)} is at schema {migrate.head()}")
    return EXIT_OK


def run_copy(args: argparse.Namespace) -> int:
    from garage.storage.copy import copy_garage

    with opened(args) as garage, storage_errors():
        result = copy_garage(garage, args.to)
    rows = result.rows
    print(f"copied to {result.target} and verified row by row: {rows.get('vehicle', 0)} cars, "
          f"{rows.get('driver', 0)} drivers, {rows.get('campaign', 0)} campaigns with "
          f"{rows.get('campaign_game', 0)} games")
    return EXIT_OK
