"""`garage-cli sheet FILE... -o OUT.pdf`: printable record sheets, one per car, in one PDF."""

from __future__ import annotations

import argparse

from garage.cli.common import CliError
from garage.rules.vehicle_file import VehicleFileError, load
from garage.sheets import SheetEntry, SheetError, SheetOptions, write_pdf


def _rerolls(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a whole number") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be 0 or more, not {value}")
    return value


def register(sub) -> None:
    p = sub.add_parser("sheet", help="print record sheets as a PDF",
                       description="Write printable record sheets for .car.json files into one PDF: one "
                                   "sheet per car, with a cover page listing the cars when there are "
                                   "several. Exit 2 if a file cannot be read or the PDF cannot be "
                                   "written (no partial PDF is left behind).")
    p.add_argument("files", nargs="+", metavar="FILE", help="vehicle files (.car.json)")
    p.add_argument("-o", "--output", required=True, metavar="OUT.pdf", help="the PDF to write")
    p.add_argument("--page-size", choices=("a4", "letter"), default="a4", help="paper size (default a4)")
    p.add_argument("--per-page", type=int, choices=(1, 2), default=1,
                   help="1: one landscape sheet per page (default); 2: two half-page sheets")
    p.add_argument("--driver", metavar="NAME", help="the driver's name, printed on the sheet (one car only)")
    p.add_argument("--rerolls", type=_rerolls, metavar="N", help="the driver's rerolls (one car only)")
    p.add_argument("--reference", action="store_true",
                   help="add the to-hit, range dice and loss-of-control tables to each sheet")
    p.add_argument("--bw", action="store_true", help="black and white, no colour or tints")
    p.add_argument("--cover", action="store_true", help="a cover page even for a single car")
    p.set_defaults(func=run)


def run(args) -> int:
    if (args.driver is not None or args.rerolls is not None) and len(args.files) > 1:
        raise CliError("--driver and --rerolls describe one driver: give a single FILE with them")
    entries = []
    for path in args.files:
        try:
            design = load(path)
        except VehicleFileError as exc:
            raise CliError(str(exc)) from None
        entries.append(SheetEntry(design, driver=args.driver, rerolls=args.rerolls))
    try:
        options = SheetOptions(page_size=args.page_size, per_page=args.per_page, colour=not args.bw,
                               reference=args.reference, cover=args.cover)
        write_pdf(entries, args.output, options)
    except SheetError as exc:
        raise CliError(str(exc)) from None
    print(f"{args.output}: {len(entries)} record sheet{'s' if len(entries) != 1 else ''}")
    return 0
