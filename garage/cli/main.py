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
from typing import NoReturn

from garage import __version__
from garage.cli.common import EXIT_INPUT, EXIT_INTERNAL, CliError, EscapingStream
from garage.rules.jsonfile import escaped

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


class Parser(argparse.ArgumentParser):
    """Usage errors as one line naming the command, exit code 2 (argparse prints the whole
    usage text); subcommands' parsers are this class too."""

    def error(self, message: str) -> NoReturn:
        command = self.prog.removeprefix("garage-cli").strip()
        text = f"{command}: {message}" if command else message
        self.exit(EXIT_INPUT, f"garage-cli: {escaped(text)} (see {self.prog} --help)\n")


def build_parser() -> Parser:
    parser = Parser(
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


def _undecodable(argv: list[str]) -> str | None:
    """The first argument that was not UTF-8 (Python decodes its bytes to lone surrogates)."""
    for arg in argv:
        try:
            arg.encode("utf-8")
        except UnicodeEncodeError:
            return arg
    return None


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    out, err = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = EscapingStream(out), EscapingStream(err)
    try:
        return _run(argv)
    finally:
        sys.stdout, sys.stderr = out, err


def _run(argv: list[str]) -> int:
    bad = _undecodable(argv)
    if bad is not None:
        print(f"garage-cli: {escaped(bad)}: not UTF-8 text; names, values and paths must be UTF-8",
              file=sys.stderr)
        return EXIT_INPUT
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except CliError as exc:
        print(f"garage-cli: {escaped(str(exc))}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        print("garage-cli: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:  # the promise is one line, never a traceback
        print(f"garage-cli: internal error: {type(exc).__name__}: {escaped(str(exc))}", file=sys.stderr)
        return EXIT_INTERNAL


if __name__ == "__main__":
    sys.exit(main())
