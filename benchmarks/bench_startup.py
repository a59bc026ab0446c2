"""Start-up of the desktop app on a 500-car garage, beside a bare PySide6 window.

Each run is a fresh process timed from just before it is spawned to three moments, each
once the event loop has turned after it: the main window shown, the cars listed (the garage
list's first paint with cars in it) and the garage open (the open garage's own list shown);
the process reports its own peak memory (ru_maxrss) at the last. The bare window is measured
in the same run, alternating with the app, so the ratios say what Garage adds on this
machine today. Python's compiled-module caches are used as an installed Garage has them
(--from-source: none, for every program).

    python benchmarks/bench_startup.py [--runs 5] [--cars 500] [--from-source]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

PROBE = r"""
import resource, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

marks = {}

def mark(name, wanted):
    marks.setdefault(name, time.time())
    if set(wanted) <= set(marks):
        print(*(marks[n] for n in wanted), resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, flush=True)
        QApplication.quit()

def probe(window_class, wanted):
    shown = window_class.showEvent
    def show_event(self, event):
        shown(self, event)
        QTimer.singleShot(0, lambda: mark("shown", wanted))
    window_class.showEvent = show_event
"""

# Three moments: the window shown; the cars listed, i.e. the garage list's first paint with
# cars in it (a first look, garage/storage/quick_list.py, or the open garage's own list);
# and the garage open (integrity check, migrations, backups done: the cars can be edited).
APP = PROBE + r"""
from garage.ui import app, main_window
WANTED = ("shown", "listed", "open")
probe(main_window.MainWindow, WANTED)

class Listed(QObject):
    # On the application, so it sees the list's paint before anything the app itself does then.
    viewport = None
    def eventFilter(self, watched, event):
        if watched is self.viewport and event.type() == QEvent.Type.Paint and watched.parent().model().rowCount():
            QTimer.singleShot(0, lambda: mark("listed", WANTED))
        return False

listed = Listed()
made = main_window.MainWindow.__init__
def init(self, *args, **kwargs):
    made(self, *args, **kwargs)
    listed.viewport = self.list.table.viewport()
    QApplication.instance().installEventFilter(listed)
main_window.MainWindow.__init__ = init
opened = main_window.MainWindow.show_garage
def show_garage(self):
    opened(self)
    if self.garage is not None:
        QTimer.singleShot(0, lambda: mark("open", WANTED))
main_window.MainWindow.show_garage = show_garage
sys.exit(app.main(["--db", sys.argv[1]]))
"""

BARE = PROBE + r"""
from PySide6.QtWidgets import QMainWindow
probe(QMainWindow, ("shown",))
application = QApplication(sys.argv[:1])
window = QMainWindow()
window.setWindowTitle("bare")
window.show()
sys.exit(application.exec())
"""


def make_garage(folder: Path, cars: int) -> str:
    from garage.resources import resource
    from garage.rules.vehicles import load
    from garage.storage import open_garage

    url = f"sqlite:///{folder / 'garage.sqlite'}"
    examples = [load(p) for p in sorted(resource("examples").glob("*.car.json"))]
    with open_garage(url) as garage:
        have = len(garage.names())
        garage.add_designs([replace(examples[i % len(examples)], name=f"{examples[i % len(examples)].name} {i}")
                            for i in range(cars - have)])
    return url


def run(code: str, *args: str, settings: Path, bytecode: bool = True) -> tuple[list[float], int]:
    """Seconds to each of the probe's marks (the window shown first), peak KiB. `bytecode`:
    with Python's compiled-module caches, as an installed Garage has them (pip compiles a
    wheel's modules; the packaged app ships them), whatever PYTHONDONTWRITEBYTECODE says
    here; False: none (an empty PYTHONPYCACHEPREFIX), every Python module compiled at each
    start, the bare window's too."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), XDG_CONFIG_HOME=str(settings))
    if bytecode:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
    else:
        env.update(PYTHONDONTWRITEBYTECODE="1", PYTHONPYCACHEPREFIX=str(settings / "no-cache"))
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    start = time.time()
    out = subprocess.run([sys.executable, "-c", code, *args], env=env, capture_output=True, text=True,
                         timeout=120, check=True).stdout.split()
    return [float(t) - start for t in out[:-1]], int(out[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--cars", type=int, default=500)
    parser.add_argument("--from-source", action="store_true",
                        help="no compiled-module caches: every Python module compiled at every start")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        url = make_garage(folder, args.cars)
        bytecode = not args.from_source
        # Warm the file cache, the compiled-module caches and the garage's first-open work.
        run(APP, url, settings=folder, bytecode=bytecode)
        app_runs, bare_runs = [], []
        for _ in range(args.runs):
            bare_runs.append(run(BARE, settings=folder, bytecode=bytecode))
            app_runs.append(run(APP, url, settings=folder, bytecode=bytecode))
    bare = statistics.median(r[0][0] for r in bare_runs)
    shown, listed, opened = (statistics.median(r[0][i] for r in app_runs) for i in range(3))
    app_mem = max(r[1] for r in app_runs) / 1024
    bare_mem = max(r[1] for r in bare_runs) / 1024
    print(f"platform {os.environ.get('QT_QPA_PLATFORM', 'offscreen')}, {args.runs} runs each, median times, "
          f"peak resident memory (ru_maxrss), "
          f"{'modules compiled from source' if args.from_source else 'compiled-module caches'}")
    print(f"bare PySide6 window      : {bare * 1000:6.0f} ms to window shown                  peak {bare_mem:6.1f} MiB")
    print(f"garage, {args.cars} cars        : {shown * 1000:6.0f} ms to window shown, "
          f"{listed * 1000:6.0f} ms to cars listed, {opened * 1000:6.0f} ms to garage open  peak {app_mem:6.1f} MiB")
    print(f"ratio to the bare window : {shown / bare:6.2f}x window shown (aim: under 3x), "
          f"{listed / bare:.2f}x cars listed (aim: under 3x), {opened / bare:.2f}x garage open, "
          f"{app_mem / bare_mem:.2f}x memory")
    return 0


if __name__ == "__main__":
    sys.exit(main())
