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


# Control characters (C0 but the line feed, DEL, C1) and the Unicode line and paragraph
# separators, as JSON escapes: a terminal never sees an escape sequence from a file, and the
# same text stays valid JSON meaning the same string inside --json output.
_ESCAPES = {c: f"\\u{c:04x}" for c in (*range(0x20), *range(0x7F, 0xA0), 0x2028, 0x2029)}
_KEEP_LINES = {**_ESCAPES, ord("\n"): "\n"}


def escaped(text: str, lines: bool = False) -> str:
    """`text` with nothing a terminal would act on: control characters and lone surrogates
    (from names the shell could not decode) escaped; line feeds kept when `lines`."""
    text = text.translate(_KEEP_LINES if lines else _ESCAPES)
    if not text.isascii():
        text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    return text


class EscapingStream:
    """Standard output or error as every command writes it: whatever a file or database held
    reaches the terminal escaped (`escaped(..., lines=True)`)."""

    def __init__(self, stream):
        self.stream = stream

    def write(self, text: str) -> int:
        return self.stream.write(escaped(text, lines=True))

    def __getattr__(self, name):
        return getattr(self.stream, name)


def print_json(value) -> None:
    # Rendered whole before the first byte goes out: a failure never leaves half a document.
    sys.stdout.write(json.dumps(value, indent=2, ensure_ascii=False) + "\n")


def warn(message: str) -> None:
    print(f"garage-cli: {escaped(message)}", file=sys.stderr)
