"""What every garage-cli command shares: exit codes and the one-line error."""

from __future__ import annotations

import argparse
import json
import sys
from typing import IO, TYPE_CHECKING, Any, TypeAlias

from garage.rules.jsonfile import escaped

if TYPE_CHECKING:  # argparse's subparsers action is generic only to type checkers
    Subcommands: TypeAlias = argparse._SubParsersAction[argparse.ArgumentParser]

EXIT_OK = 0
EXIT_ILLEGAL = 1
EXIT_INPUT = 2
EXIT_INTERNAL = 3


class CliError(Exception):
    """A failure to report as one line on stderr with an exit code."""

    def __init__(self, message: str, exit_code: int = EXIT_INPUT):
        super().__init__(message)
        self.exit_code = exit_code




class EscapingStream:
    """Standard output or error as every command writes it: whatever a file or database held
    reaches the terminal escaped (`escaped(..., lines=True)`)."""

    def __init__(self, stream: IO[str]):
        self.stream = stream

    def write(self, text: str) -> int:
        return self.stream.write(escaped(text, lines=True))

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)


def print_json(value: object) -> None:
    # Rendered whole before the first byte goes out: a failure never leaves half a document.
    sys.stdout.write(json.dumps(value, indent=2, ensure_ascii=False) + "\n")


def warn(message: str) -> None:
    print(f"garage-cli: {escaped(message)}", file=sys.stderr)
