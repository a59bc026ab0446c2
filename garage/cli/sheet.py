"""`garage-cli sheet CAR... -o OUT.pdf`: printable record sheets, one per car, in one PDF.

A CAR is a vehicle file, or the name of a car in the garage database; `--all` prints every
car in the database. The database is opened only when a car is named from it.
"""

from __future__ import annotations

import argparse
import os
from typing import TYPE_CHECKING

from garage.cli.common import CliError, refuse_overwriting
from garage.cli.db import add_db_option, opened
from garage.rules import rulesets
from garage.rules.board import BoardGrid
from garage.rules.design import Vehicle
from garage.rules.jsonfile import JsonFileError
from garage.rules.limits import NAME, line_problem
from garage.rules.vehicles import SUFFIX, VehicleFileError, load
from garage.sheets import SheetEntry, SheetError, SheetOptions, write_pdf

if TYPE_CHECKING:
    from garage.cli.common import Subcommands


def _rerolls(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a whole number") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be 0 or more, not {value}")
    return value


def register(sub: Subcommands) -> None:
    p = sub.add_parser("sheet", help="print record sheets as a PDF",
                       description="Write printable record sheets into one PDF: one sheet per car, with a "
                                   "cover page listing the cars when there are several. Exit 2 if a car "
                                   "cannot be read or the PDF cannot be written (no partial PDF is left "
                                   "behind).")
    p.add_argument("cars", nargs="*", metavar="CAR",
                   help=f"a vehicle file ({SUFFIX}), or the name of a car in the garage database")
    p.add_argument("--all", action="store_true", help="every car in the garage database, by name")
    p.add_argument("-o", "--output", required=True, metavar="OUT.pdf", help="the PDF to write")
    p.add_argument("--page-size", choices=("a4", "letter"), default="a4", help="paper size (default a4)")
    p.add_argument("--per-page", type=int, choices=(1, 2), default=1,
                   help="1: one landscape sheet per page (default); 2: two half-page sheets")
    p.add_argument("--driver", metavar="NAME",
                   help="the driver's name, printed on the sheet (one car only; a one-line name, as in a game result)")
    p.add_argument("--rerolls", type=_rerolls, metavar="N", help="the driver's rerolls (one car only)")
    p.add_argument("--reference", action="store_true",
                   help="add the to-hit, range dice and loss-of-control tables to each sheet")
    p.add_argument("--bw", action="store_true", help="black and white, no colour or tints")
    p.add_argument("--cover", action="store_true", help="a cover page even for a single car")
    p.add_argument("--race", action="store_true",
                   help="print the race stat line (section 10: Light 22/6/6/3, Medium 25/5/5/2, Heavy 28/4/4/2)")
    p.add_argument("--map", metavar="NAME|FILE",
                   help="add a page with this map for the table (a built-in map's name or a .map.json file, "
                        "Battle Cars); with no cars, print the map alone")
    add_db_option(p)
    p.set_defaults(func=run)


def is_file(item: str) -> bool:
    return item.endswith(SUFFIX) or os.path.exists(item)


def designs(args: argparse.Namespace) -> list[Vehicle]:
    """The cars asked for, in order: files read first so a bad one fails before the database
    is opened; names and --all from the database in one session."""
    by_item: dict[int, Vehicle] = {}
    for index, item in enumerate(args.cars):
        if is_file(item):
            refuse_overwriting(args.output, [item], "a vehicle file")
            try:
                by_item[index] = load(item)
            except VehicleFileError as exc:
                raise CliError(str(exc)) from None
    names = [(i, item) for i, item in enumerate(args.cars) if i not in by_item]
    stored: list[Vehicle] = []
    quick = _quick_all(args) if args.all and not names else None
    if quick is not None:
        stored = quick
        if not stored:
            raise CliError("--all: the garage has no cars yet (add some with garage-cli import)")
    elif names or args.all:
        from garage.storage import UnknownName  # imported late: printing files needs no database

        with opened(args) as garage:
            refuse_overwriting(args.output, [garage.path], "the garage")
            for index, name in names:
                try:
                    by_item[index] = garage.get_design(name)
                except UnknownName as exc:
                    raise CliError(f"{name}: not a vehicle file, and {exc}") from None
            if args.all:
                stored = garage.all_designs()
                if not stored:
                    raise CliError("--all: the garage has no cars yet (add some with garage-cli import)")
    return [by_item[i] for i in range(len(args.cars))] + stored


def _quick_all(args: argparse.Namespace) -> list[Vehicle] | None:
    """--all from an up-to-date, sound SQLite garage file read with sqlite3 alone
    (garage.storage.quick_list.quick_designs), as the full open would give them, the daily
    backup taken as the open takes it; None: open the garage (a server, a garage to upgrade
    or to create, damage for the open to name, a backup that failed)."""
    from garage.storage import backups
    from garage.storage.quick_list import quick_designs, sqlite_file

    path = sqlite_file(args.db)
    designs = quick_designs(args.db) if path is not None else None
    if path is None or designs is None:
        return None
    refuse_overwriting(args.output, [path], "the garage")
    try:
        if backups.needs_interval_backup(path):
            backups.daily_backup(path)
    except OSError:
        return None  # the open tries again, and says what failed
    return designs


def run(args: argparse.Namespace) -> int:
    if not args.cars and not args.all and args.map is None:
        raise CliError("name the cars to print (vehicle files or cars in the garage), or give --all")
    problem = args.driver and line_problem(args.driver, NAME)  # the rule a driver's name keeps in every file
    if problem:
        raise CliError(f"--driver: {problem}")
    chosen = designs(args)
    if (args.driver is not None or args.rerolls is not None) and len(chosen) > 1:
        raise CliError("--driver and --rerolls describe one driver: print a single car with them")
    entries = [SheetEntry(design, driver=args.driver, rerolls=args.rerolls) for design in chosen]
    board = None if args.map is None else _board(args.map, args.output, chosen)
    try:
        options = SheetOptions(page_size=args.page_size, per_page=args.per_page, colour=not args.bw,
                               reference=args.reference, cover=args.cover, race=args.race, board=board)
        write_pdf(entries, args.output, options)
    except SheetError as exc:
        raise CliError(str(exc)) from None
    told = f"{len(entries)} record sheet{'s' if len(entries) != 1 else ''}"
    print(f"{args.output}: {told}" + (f" and the map {board.name}" if board is not None else ""))
    return 0


def _board(source: str, output: str, chosen: list[Vehicle]) -> BoardGrid:
    """The map `--map` names, read by the cars' rule set when it plays on maps, else by the first
    rule set that does."""
    if os.path.exists(source):
        refuse_overwriting(output, [source], "the map file")
    on_maps = [r for r in rulesets.all_rulesets() if r.board_suffix]
    keys = [d.ruleset for d in chosen]
    rules = next((r for r in on_maps if r.key in keys), on_maps[0] if on_maps else None)
    if rules is None:
        raise CliError("--map: no rule set is played on a map")
    try:
        grid: BoardGrid = rules.board_grid(source)
    except JsonFileError as exc:
        raise CliError(str(exc)) from None
    return grid
