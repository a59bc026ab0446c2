"""Start-up of the desktop app on a 500-car garage, beside a bare PySide6 window.

Each run is a fresh process timed from just before it is spawned to the moment its main
window has been shown and the event loop has turned once; the process reports its own peak
memory (ru_maxrss) at that moment. The bare window is measured in the same run, alternating
with the app, so the ratio says what Garage adds on this machine today.

    python benchmarks/bench_startup.py [--runs 5] [--cars 500]
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
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

marks = []

def mark(done=False):
    marks.append(time.time())
    if done:
        print(*marks, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, flush=True)
        QApplication.quit()

def probe(window_class, ready=False):
    shown = window_class.showEvent
    def show_event(self, event):
        shown(self, event)
        QTimer.singleShot(0, lambda: mark(done=ready))
    window_class.showEvent = show_event
"""

APP = PROBE + r"""
from garage.ui import app, main_window
probe(main_window.MainWindow)
opened = main_window.MainWindow.show_garage
def show_garage(self):
    opened(self)
    if self.garage is not None:
        QTimer.singleShot(0, lambda: mark(done=True))
main_window.MainWindow.show_garage = show_garage
sys.exit(app.main(["--db", sys.argv[1]]))
"""

BARE = PROBE + r"""
from PySide6.QtWidgets import QMainWindow
probe(QMainWindow, ready=True)
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


def run(code: str, *args: str, settings: Path) -> tuple[float, float, int]:
    """Seconds to the window shown, seconds to the garage listed in it, peak KiB."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), XDG_CONFIG_HOME=str(settings))
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    start = time.time()
    out = subprocess.run([sys.executable, "-c", code, *args], env=env, capture_output=True, text=True,
                         timeout=120, check=True).stdout.split()
    shown, listed = float(out[0]) - start, float(out[-2]) - start
    return shown, listed, int(out[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--cars", type=int, default=500)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        url = make_garage(folder, args.cars)
        run(APP, url, settings=folder)  # warm the file cache and the garage's first-open work
        app_runs, bare_runs = [], []
        for _ in range(args.runs):
            bare_runs.append(run(BARE, settings=folder))
            app_runs.append(run(APP, url, settings=folder))
    shown = statistics.median(r[0] for r in app_runs)
    listed = statistics.median(r[1] for r in app_runs)
    bare = statistics.median(r[0] for r in bare_runs)
    app_mem = max(r[2] for r in app_runs) / 1024
    bare_mem = max(r[2] for r in bare_runs) / 1024
    print(f"platform {os.environ.get('QT_QPA_PLATFORM', 'offscreen')}, {args.runs} runs each, median times, "
          f"peak resident memory (ru_maxrss)")
    print(f"bare PySide6 window      : {bare * 1000:6.0f} ms to window shown                  peak {bare_mem:6.1f} MiB")
    print(f"garage, {args.cars} cars        : {shown * 1000:6.0f} ms to window shown, "
          f"{listed * 1000:6.0f} ms to cars listed  peak {app_mem:6.1f} MiB")
    print(f"ratio to the bare window : {shown / bare:6.2f}x window shown (aim: under 3x), "
          f"{listed / bare:.2f}x cars listed, {app_mem / bare_mem:.2f}x memory")
    return 0


if __name__ == "__main__":
    sys.exit(main())
