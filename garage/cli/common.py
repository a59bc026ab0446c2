"""What every garage-cli command shares: exit codes and the one-line error."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Iterable
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




class Unwritable(Exception):
    """Standard output or error cannot take what a command writes: closed (`>&-`), a full disk
    (`>/dev/full`), a reader that went away (`| head -1`)."""

    def __init__(self, name: str, problem: str, broken_pipe: bool = False):
        super().__init__(f"{name}: cannot be written ({problem})")
        self.name = name
        self.broken_pipe = broken_pipe


class EscapingStream:
    """Standard output or error as every command writes it: whatever a file or database held
    reaches the terminal escaped (`escaped(..., lines=True)`), and what the terminal's encoding
    cannot show as a backslash escape (`\\u8eca`). A write that fails raises Unwritable."""

    def __init__(self, stream: IO[str] | None, name: str = "standard output", lossy: bool = False):
        self.stream = stream
        self.name = name
        self.lossy = lossy  # stderr: a message that cannot be told changes nothing the command did

    def write(self, text: str) -> int:
        try:
            return self._write(text)
        except Unwritable:
            if self.lossy:
                return len(text)
            raise

    def _write(self, text: str) -> int:
        text = escaped(text, lines=True)
        if self.stream is None:  # the descriptor was closed before the program started
            raise Unwritable(self.name, "it is closed")
        encoding = getattr(self.stream, "encoding", None) or "utf-8"
        if not text.isascii():
            try:
                text.encode(encoding)
            except UnicodeEncodeError:
                text = "".join(_shown(char, encoding) for char in text)
        try:
            return self.stream.write(text)
        except OSError as exc:
            raise Unwritable(self.name, exc.strerror or str(exc), isinstance(exc, BrokenPipeError)) from None

    def flush(self) -> None:
        if self.stream is None:
            return
        try:
            self.stream.flush()
        except OSError as exc:
            if not self.lossy:
                raise Unwritable(self.name, exc.strerror or str(exc), isinstance(exc, BrokenPipeError)) from None

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)


def _shown(char: str, encoding: str) -> str:
    """`char` as the terminal's encoding shows it, else as JSON escapes it (`\\u8eca`, a
    surrogate pair beyond the BMP): --json output stays JSON meaning the same text."""
    try:
        char.encode(encoding)
        return char
    except UnicodeEncodeError:
        units = char.encode("utf-16-be")
        return "".join(f"\\u{int.from_bytes(units[i:i + 2], 'big'):04x}" for i in range(0, len(units), 2))


def refuse_overwriting(output: str, inputs: Iterable[str | os.PathLike[str] | None], what: str) -> None:
    """Refuse an -o/--output that is one of the command's inputs (by any path, link or hard
    link): writing it would destroy what was read, a car turned into a PDF."""
    for item in inputs:
        if item is not None and _same_file(output, item):
            raise CliError(f"{output}: -o/--output: is {what} this command reads; write to another file")


def _same_file(a: str, b: str | os.PathLike[str]) -> bool:
    try:
        return os.path.samefile(a, b)
    except (OSError, ValueError):  # either missing (then not the same existing file), or no path at all
        return False


def print_json(value: object) -> None:
    # Rendered whole before the first byte goes out: a failure never leaves half a document.
    sys.stdout.write(json.dumps(value, indent=2, ensure_ascii=False) + "\n")


def warn(message: str) -> None:
    print(f"garage-cli: {escaped(message)}", file=sys.stderr)
