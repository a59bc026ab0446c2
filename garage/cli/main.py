"""`garage-cli`: the command-line front end over rules, storage and sheets.

Exit codes (a contract other programs rely on):
  0  success; every car checked is legal
  1  a car checked is illegal (the input was read fine)
  2  bad input or usage: a file or database that cannot be read, a name that is unknown
  3  an unexpected internal failure (reported in one line, never as a traceback: that goes to
     the log, garage/logfile.py, and with --debug to stderr too)
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
import traceback
from typing import IO, NoReturn

from garage import __version__, compiled, logfile
from garage.cli.common import EXIT_INPUT, EXIT_INTERNAL, CliError, EscapingStream, Unwritable
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
    "garage.cli.matchup",
    "garage.cli.desktop",
)
# The module of each command, so that a run imports its own command's module alone: building
# every command's parser imported every command (its rules, storage, sheets), about 130 ms a
# `sheet` run did not need. Help without a command, a mistyped command and the man pages
# (packaging/cli_docs.py) still get every command. tests/cli/test_main.py checks this table
# against what each module registers.
COMMANDS = {
    "validate": "garage.cli.validate",
    **dict.fromkeys(("import", "list", "export", "remove"), "garage.cli.cars"),
    **dict.fromkeys(("check", "backup", "restore"), "garage.cli.database"),
    **dict.fromkeys(("upgrade", "copy"), "garage.cli.server"),
    "drivers": "garage.cli.drivers",
    "campaign": "garage.cli.campaign",
    "rules": "garage.cli.rules_cmd",
    "play": "garage.cli.play_cmd",
    "sheet": "garage.cli.sheet",
    "matchup": "garage.cli.matchup",
    "desktop": "garage.cli.desktop",
}


class Parser(argparse.ArgumentParser):
    """Usage errors as one line naming the command, exit code 2 (argparse prints the whole
    usage text); subcommands' parsers are this class too."""

    def error(self, message: str) -> NoReturn:
        command = self.prog.removeprefix("garage-cli").strip()
        text = f"{command}: {message}" if command else message
        self.exit(EXIT_INPUT, f"garage-cli: {escaped(text)} (see {self.prog} --help)\n")


def build_parser(command: str | None = None) -> Parser:
    """garage-cli's parser, every command in it; with `command` (a key of COMMANDS), only the
    commands of its module, all that a run of it needs."""
    parser = Parser(
        prog="garage-cli",
        description="Garage for Axles and Alloys II: check, store, print and play cars from the command line.",
    )
    # With the rules engine's build: compiled to C or pure Python, and why (garage/compiled.py).
    parser.add_argument("--version", action="version", version=f"garage-cli {__version__} ({compiled.described()})")
    parser.add_argument("--db", metavar="URL", default=None,
                        help="the garage database: a SQLAlchemy URL or a SQLite file path "
                             "(default: $GARAGE_DB, else garage.sqlite in the user data folder)")
    parser.add_argument("--debug", action="store_true",
                        help="on an internal error (exit 3), print its traceback too (it is always in the log)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for name in [COMMANDS[command]] if command in COMMANDS else COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    return parser


def command_named(argv: list[str]) -> str | None:
    """The command `argv` runs: its first word, after --db and its value and --debug; None
    when that is no command, or another option comes first (--help lists every command, a
    mistake is told by the whole parser)."""
    words = iter(argv)
    for word in words:
        if word == "--db":
            next(words, None)
        elif word == "--debug" or word.startswith("--db="):
            continue
        else:
            return word if word in COMMANDS else None
    return None


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
    sys.stdout, sys.stderr = EscapingStream(out), EscapingStream(err, "standard error", lossy=True)
    try:
        # Flushed here, not at the interpreter's exit: a full disk is told like any failure.
        try:
            with logfile.run_log("garage-cli"):
                code = _run(argv)
        except SystemExit:  # argparse's way out: usage errors, --help, --version
            sys.stdout.flush()
            raise
        sys.stdout.flush()
        return code
    except Unwritable as exc:
        return _unwritable(exc, out)
    finally:
        sys.stdout, sys.stderr = out, err


def _say(line: str) -> None:
    """One line on stderr; a stderr that cannot take it (closed, full) changes no exit code
    (its stream is lossy)."""
    print(line, file=sys.stderr)
    sys.stderr.flush()


def _unwritable(exc: Unwritable, out: IO[str] | None) -> int:
    """Output that cannot be written is bad input (exit 2) in one line on stderr; a reader
    that stopped early (`| head -1`) did not want the rest (exit 0, silently)."""
    if out is not None and exc.name == "standard output":
        _discard(out)
    if exc.broken_pipe:
        return 0
    _say(f"garage-cli: {exc}")
    return EXIT_INPUT


def _discard(out: IO[str]) -> None:
    """What stdout could not take is dropped: the interpreter's own flush at exit would fail on
    it again, print 'Exception ignored' and exit 120."""
    try:
        fd = out.fileno()
    except (OSError, ValueError):
        return  # not a real file (a test's capture): nothing flushes it at exit
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, fd)
    finally:
        os.close(devnull)


def _run(argv: list[str]) -> int:
    bad = _undecodable(argv)
    if bad is not None:
        _say(f"garage-cli: {escaped(bad)}: not UTF-8 text; names, values and paths must be UTF-8")
        return EXIT_INPUT
    debug = "--debug" in argv  # until the parser has read it (it may be what fails)
    try:
        parser = build_parser(command_named(argv))
        args = parser.parse_args(argv)
        debug = args.debug
        return int(args.func(args) or 0)
    except Unwritable:
        raise  # told by main(), which knows the streams
    except CliError as exc:
        _say(f"garage-cli: {escaped(str(exc))}")
        return exc.exit_code
    except KeyboardInterrupt:
        _say("garage-cli: interrupted")
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:  # the promise is one line, never a traceback (but the log keeps it)
        logfile.internal_error(exc)
        if debug:
            print("".join(traceback.format_exception(exc)), end="", file=sys.stderr)
        _say(f"garage-cli: internal error: {type(exc).__name__}: {escaped(str(exc))} "
             f"(please report it with the log: {escaped(str(logfile.log_path()))})")
        return EXIT_INTERNAL


if __name__ == "__main__":
    sys.exit(main())
