"""PySide6's import hook, made to read less as Garage starts.

Since PySide6 6.4 (PYSIDE-2029) every module imported after PySide6 is asked whether it uses
PySide, for `from __feature__ import ...` (snake_case, true_property): shiboken's import hook
calls `shibokensupport.feature._mod_uses_pyside`, which reads the module's whole source with
`inspect.getsource` to look for "PySide6". As Garage starts that is some 80 modules and 14 ms
of the quarter of a second before the cars are listed (benchmarks/bench_startup.py).

`read_less` makes the same check, for a module whose source is a .py file, by looking for the
same word in the file's bytes ("PySide6" is ASCII in any encoding Python reads source in), and
leaves every other module (compiled, frozen, from an archive, a file that cannot be read) to
PySide's own check. Where PySide has no such hook (another version), it changes nothing.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

_MARK = "_garage_reads_less"


def read_less() -> None:
    """Put the byte search in PySide's place (once; PySide must have been imported)."""
    feature: Any = sys.modules.get("shibokensupport.feature")
    original: Callable[[Any], Any] | None = getattr(feature, "_mod_uses_pyside", None)
    if original is None or getattr(original, _MARK, False):
        return

    def uses_pyside(module: Any) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as source:
                    return b"PySide6" in source.read()
            except OSError:
                pass
        return bool(original(module))

    setattr(uses_pyside, _MARK, True)
    feature._mod_uses_pyside = uses_pyside
