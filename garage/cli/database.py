"""`garage-cli check|backup|restore`: the health of the garage database itself."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from garage.cli.common import EXIT_INPUT, EXIT_OK
from garage.cli.db import add_db_option, opened, storage_errors

if TYPE_CHECKING:
    from garage.cli.common import Subcommands


def register(sub: Subcommands) -> None:
    p = sub.add_parser("check", help="check the garage database for damage",
                       description="Run SQLite's integrity check and the schema check, then check every "
                                   "stored value (cars, drivers, campaigns and their games) as the file "
                                   "readers check files. Exit 0 if the garage is sound, 2 if it is damaged "
                                   "(one line per damaged value, naming the car or game and the field). A "
                                   "car's summary (class, Capacity, legality, problems) that disagrees with "
                                   "its file is named too; --repair recomputes those from the files.")
    p.add_argument("--repair", action="store_true",
                   help="first recompute every car's summary that disagrees with the car's file (one line per "
                        "car repaired), then check")
    add_db_option(p)
    p.set_defaults(func=run_check)

    p = sub.add_parser("backup", help="back up the garage now",
                       description="Copy the garage into the backups folder beside it (the newest 10 "
                                   "are kept) and print the backup's path.")
    add_db_option(p)
    p.set_defaults(func=run_backup)

    p = sub.add_parser("restore", help="put a backup in place of the garage",
                       description="Replace the garage with BACKUP (default: the newest good backup). "
                                   "The garage as it was is kept: backed up, or moved aside if damaged.")
    p.add_argument("backup", nargs="?", metavar="BACKUP")
    p.add_argument("--list", action="store_true", help="list the backups, newest first, and change nothing")
    add_db_option(p)
    p.set_defaults(func=run_restore)


def run_check(args: argparse.Namespace) -> int:
    from garage.storage.campaigns import Campaigns
    from garage.storage.drivers import Drivers  # late, as every storage import here
    from garage.storage.failures import where
    from garage.storage.stored import problems as stored_problems
    from garage.storage.stored import repair_summaries

    with opened(args) as garage:
        garage.verify()
        if args.repair:
            for repaired in repair_summaries(garage):
                print(repaired)
        # Every stored value as the file readers check files; the campaigns' folds only when
        # their games read, since a fold of damaged games says nothing more.
        problems = stored_problems(garage) or Campaigns(garage).check()
        if problems:
            for problem in problems:
                print(f"garage-cli: {where(garage.url)}: {problem}", file=sys.stderr)
            return EXIT_INPUT
        print(f"ok: {where(garage.url)} ({len(garage.list_cars())} cars, {len(Drivers(garage).list())} drivers)")
    return EXIT_OK


def run_backup(args: argparse.Namespace) -> int:
    with opened(args) as garage:
        print(garage.backup())
    return EXIT_OK


def run_restore(args: argparse.Namespace) -> int:
    from garage.storage import list_backups, restore

    with storage_errors():
        if args.list:
            backups = list_backups(args.db)  # refuses a server database as restore does
            for backup in backups:
                print(backup)
            return EXIT_OK
        result = restore(args.db, args.backup)
    kept = f"; the garage as it was is kept as {result.previous}" if result.previous else ""
    print(f"restored {result.backup}{kept}")
    return EXIT_OK
