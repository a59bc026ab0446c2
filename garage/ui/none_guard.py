"""Keeps None alive under PySide6 6.12 on Python 3.11.

PySide6 6.12 returns None from every Qt method that has no result (setText, setEnabled,
show...) without counting the reference it hands back, so each such call costs None one
reference. On Python 3.11 None is not immortal (3.12 made it so): a long session, such as a
game night's hundreds of actions each refreshing a whole screen, drives its count to zero and
the interpreter aborts with "Fatal Python error: none_dealloc", mid-game or at exit.

Until the binding is fixed, `top_up()` gives None back the references the binding took: it
raises None's count to a floor in place. A Python list holding the references would not do:
it is freed at interpreter exit, and the debt falls due then. The app calls it from a timer,
and the screens that make many Qt calls per action after each one.
"""

from __future__ import annotations

import ctypes
import sys

FLOOR = 1 << 30
_MORTAL_NONE = sys.implementation.name == "cpython" and sys.version_info < (3, 12)


def top_up() -> None:
    if not _MORTAL_NONE:
        return
    count = sys.getrefcount(None)
    if count < FLOOR:
        # ob_refcnt is the first field of every CPython object, at the address id() gives.
        ctypes.c_ssize_t.from_address(id(None)).value += FLOOR - count
