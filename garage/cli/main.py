"""`garage-cli`: the command-line front end over rules, storage and sheets.

Exit codes (a contract other programs rely on):
  0  success; every car checked is legal
  1  a car checked is illegal (the input was read fine)
  2  bad input or usage: a file or database that cannot be read, a name that is unknown
  3  an unexpected internal failure (reported in one line, never as a traceback)
"""

from __future__ import annotations

import argparse
import importlib
import sys

from garage import __version__
from garage.cli.common import EXIT_INTERNAL, CliError

# Each module defines register(subparsers); a command sets `func` on its parser.
COMMAND_MODULES = (
    "garage.cli.validate",
    "garage.cli.cars",
    "garage.cli.database",
    "garage.cli.server",
    "garage.cli.drivers",
    "garage.cli.campaign",
    "garage.cli.rules_cmd",
    "garage.cli.play_cmd",
    "garage.cli.sheet",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="garage-cli",
        description="Garage for Axles and Alloys II: check, store, print and play cars from the command line.",
    )
    parser.add_argument("--version", action="version", version=f"garage-cli {__version__}")
    parser.add_argument("--db", metavar="URL", default=None,
                        help="the garage database: a SQLAlchemy URL or a SQLite file path "
                             "(default: $GARAGE_DB, else garage.sqlite in the user data folder)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except CliError as exc:
        print(f"garage-cli: {exc}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        print("garage-cli: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:  # the promise is one line, never a traceback
        print(f"garage-cli: internal error: {type(exc).__name__}: {exc}", file=sys.stderr)
        return EXIT_INTERNAL


if __name__ == "__main__":
    sys.exit(main())
