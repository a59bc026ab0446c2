"""PySide6 6.12 loses a reference to None on every Qt call with no result; on Python 3.11 a
long session then aborts. The guard keeps None alive however many calls a game night makes."""

from __future__ import annotations

import subprocess
import sys
import textwrap

SCRIPT = textwrap.dedent("""
    import sys
    from PySide6.QtWidgets import QApplication, QLabel
    from garage.ui.none_guard import top_up
    app = QApplication([])
    label = QLabel()
    guarded = sys.argv[1] == "guarded"
    for i in range(300_000):
        label.setText("x")
        if guarded and i % 1000 == 0:
            top_up()
    print("done", flush=True)
""")


def run(mode: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", SCRIPT, mode], capture_output=True, text=True, timeout=300,
                          env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"})


def test_many_qt_calls_under_the_guard_end_normally():
    done = run("guarded")
    assert done.returncode == 0 and done.stdout == "done\n", done.stderr[-500:]


def test_without_the_guard_the_binding_wears_none_out_on_python_3_11():
    """What the guard is for. When this fails, PySide6 counts None again: drop the guard."""
    if sys.version_info >= (3, 12):
        return  # None is immortal
    done = run("bare")
    assert done.returncode != 0 and "none_dealloc" in done.stderr
