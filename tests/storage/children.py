"""Child processes for the crash and concurrency tests: forked, so they start in
milliseconds with everything already imported, and report over a pipe."""

from __future__ import annotations

import os
import traceback
from collections.abc import Callable


def fork(work: Callable[[Callable[[str], None]], None]) -> tuple[int, int]:
    """Run `work(report)` in a child; `report(line)` writes one line to the parent's pipe.
    Returns (pid, read end of the pipe)."""
    read_fd, write_fd = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never return into pytest
        os.close(read_fd)
        code = 0
        try:
            work(lambda line: os.write(write_fd, (line + "\n").encode()))
        except BaseException:
            os.write(write_fd, ("ERROR " + traceback.format_exc().replace("\n", " | ") + "\n").encode())
            code = 1
        finally:
            os._exit(code)
    os.close(write_fd)
    return pid, read_fd


def read_all(fd: int) -> list[str]:
    chunks = []
    while chunk := os.read(fd, 65536):
        chunks.append(chunk)
    os.close(fd)
    return b"".join(chunks).decode().splitlines()


def read_line(fd: int) -> str:
    """One line from the child (empty at end of file), leaving the rest for read_all."""
    line = bytearray()
    while (byte := os.read(fd, 1)) and byte != b"\n":
        line += byte
    return line.decode()
