"""What every garage-cli command shares: exit codes and the one-line error."""

from __future__ import annotations

import json
import sys

EXIT_OK = 0
EXIT_ILLEGAL = 1
EXIT_INPUT = 2
EXIT_INTERNAL = 3


class CliError(Exception):
    """A failure to report as one line on stderr with an exit code."""

    def __init__(self, message: str, exit_code: int = EXIT_INPUT):
        super().__init__(message)
        self.exit_code = exit_code


def print_json(value) -> None:
    json.dump(value, sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")


def warn(message: str) -> None:
    print(f"garage-cli: {message}", file=sys.stderr)
