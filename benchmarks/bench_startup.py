"""Start-up of the desktop app on a 500-car garage, beside a bare PySide6 window.

Two baselines: an empty QMainWindow (a floor), and the equivalent bare window: a QMainWindow
whose QTableView lists the same rows read with sqlite3 (timed to its first paint with rows).
The app's cars listed is aimed within 1.5x of the equivalent, the garage open (the database
layer ready) within 2x of it; the app also reports which of SQLAlchemy, sqlmodel, pydantic
and reportlab were imported when the cars were listed (aim: none).

Each run is a fresh process timed from just before it is spawned to four moments, each
once the event loop has turned after it: the main window shown, the cars listed (the garage
list's first paint with cars in it), the garage open (checked, upgraded and backed up, its
own list shown and its first car in the editor: the cars can be read and edited) and the
database layer loaded (SQLAlchemy and sqlmodel imported and the engine made, so the first
write need not wait for them: an up-to-date SQLite garage opens without them, see
garage/storage/direct.py, and the app loads them once the open garage is painted); the
process reports its own peak memory (ru_maxrss) at the last, and its CPU time (user +
system) to each moment, printed beside the clock's for the cars listed and the garage open
against the bare table's. The bare window is measured in the same run, alternating with the
app, so the ratios say what Garage adds on this machine today. Python's compiled-module
caches are used as an installed Garage has them (--from-source: none, for every program).

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
from benchmarks.arguments import count  # noqa: E402

PROBE = r"""
import resource, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

marks = {}
cpu = {}  # the process's own CPU time (user + system) at each moment
HEAVY = ("sqlalchemy", "sqlmodel", "pydantic", "reportlab")
heavy = []  # of HEAVY, what was imported when the cars were listed

def mark(name, wanted):
    if name in marks:
        return  # e.g. a later paint with cars in it: each moment is its first time
    marks[name] = time.time()
    used = resource.getrusage(resource.RUSAGE_SELF)
    cpu[name] = used.ru_utime + used.ru_stime
    if name == "listed" and not heavy:
        heavy.extend(m for m in HEAVY if m in sys.modules)
        heavy.append("-")
    if set(wanted) <= set(marks):
        print(*(marks[n] for n in wanted), *(cpu[n] for n in wanted),
              resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, ",".join(heavy[:-1]) or "-", flush=True)
        QApplication.quit()

class Listed(QObject):
    # On the application, so it sees the list's paint before anything the app itself does then.
    viewport = None
    wanted = ()
    def eventFilter(self, watched, event):
        if watched is self.viewport and event.type() == QEvent.Type.Paint and watched.parent().model().rowCount():
            QTimer.singleShot(0, lambda: mark("listed", self.wanted))
        return False

def probe(window_class, wanted):
    shown = window_class.showEvent
    def show_event(self, event):
        shown(self, event)
        QTimer.singleShot(0, lambda: mark("shown", wanted))
    window_class.showEvent = show_event
"""

# Four moments: the window shown; the cars listed, i.e. the garage list's first paint with
# cars in it (a first look, garage/storage/quick_list.py, or the open garage's own list);
# the garage open (integrity check, migrations, backups done: the cars can be edited); and
# the database layer loaded (what a write needs, loaded once the open garage is painted).
APP = PROBE + r"""
from garage.ui import app, main_window, operations
WANTED = ("shown", "listed", "open", "layer")
probe(main_window.MainWindow, WANTED)
listed = Listed()
listed.wanted = WANTED
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
loading = operations.OpenGarage.load_database_layer
def load_database_layer(self):
    loading(self)
    QTimer.singleShot(0, lambda: mark("layer", WANTED))
operations.OpenGarage.load_database_layer = load_database_layer
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

# The equivalent bare window: the same rows, read with sqlite3, in a QTableView.
BARE_TABLE = PROBE + r"""
import sqlite3
from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtWidgets import QMainWindow, QTableView
WANTED = ("shown", "listed")
probe(QMainWindow, WANTED)

class Rows(QAbstractTableModel):
    def __init__(self, rows):
        super().__init__()
        self.rows = rows
    def rowCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else len(self.rows)
    def columnCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else 4
    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return ("Name", "Class", "Capacity", "Legal")[section]
        return None
    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole:
            row = self.rows[index.row()]
            return (row[1], row[2], f"{row[3]}/{row[4]}", "Legal" if row[5] else "Illegal")[index.column()]
        return None

application = QApplication(sys.argv[:1])
conn = sqlite3.connect(f"file:{sys.argv[1]}?mode=ro", uri=True)
rows = conn.execute("SELECT id, name, weight, capacity_used, capacity_limit, legal, problems_count "
                    "FROM vehicle ORDER BY lower(name), name").fetchall()
conn.close()
window = QMainWindow()
window.setWindowTitle("bare table")
table = QTableView(window)
model = Rows(rows)
table.setModel(model)
window.setCentralWidget(table)
listed = Listed()
listed.wanted = WANTED
listed.viewport = table.viewport()
application.installEventFilter(listed)
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


def run(code: str, *args: str, settings: Path, bytecode: bool = True) -> tuple[list[float], int, str, list[float]]:
    """Seconds to each of the probe's marks (the window shown first), peak KiB, what of
    SQLAlchemy, sqlmodel, pydantic and reportlab was imported when the cars were listed
    ("-": none). `bytecode`:
    with Python's compiled-module caches, as an installed Garage has them (pip compiles a
    wheel's modules; the packaged app ships them), whatever PYTHONDONTWRITEBYTECODE says
    here; False: none (an empty PYTHONPYCACHEPREFIX), every Python module compiled at each
    start, the bare window's too. Last, the process's own CPU seconds (user + system, from its
    start) to each mark: on a busy machine the clock swings, what the process spent much less."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), XDG_CONFIG_HOME=str(settings))
    if bytecode:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
    else:
        env.update(PYTHONDONTWRITEBYTECODE="1", PYTHONPYCACHEPREFIX=str(settings / "no-cache"))
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    start = time.time()
    out = subprocess.run([sys.executable, "-c", code, *args], env=env, capture_output=True, text=True,
                         timeout=120, check=True).stdout.split()
    marks = (len(out) - 2) // 2
    return ([float(t) - start for t in out[:marks]], int(out[-2]), out[-1],
            [float(t) for t in out[marks:2 * marks]])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=count, default=5)
    parser.add_argument("--cars", type=count, default=500)
    parser.add_argument("--from-source", action="store_true",
                        help="no compiled-module caches: every Python module compiled at every start")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        url = make_garage(folder, args.cars)
        bytecode = not args.from_source
        # Warm the file cache, the compiled-module caches and the garage's first-open work.
        run(APP, url, settings=folder, bytecode=bytecode)
        path = url.removeprefix("sqlite:///")
        app_runs, bare_runs, table_runs = [], [], []
        for _ in range(args.runs):
            bare_runs.append(run(BARE, settings=folder, bytecode=bytecode))
            table_runs.append(run(BARE_TABLE, path, settings=folder, bytecode=bytecode))
            app_runs.append(run(APP, url, settings=folder, bytecode=bytecode))
    bare = statistics.median(r[0][0] for r in bare_runs)
    table_listed = statistics.median(r[0][1] for r in table_runs)
    table_mem = max(r[1] for r in table_runs) / 1024
    imported = sorted({m for r in app_runs for m in r[2].split(",") if m != "-"})
    shown, listed, opened, layer = (statistics.median(r[0][i] for r in app_runs) for i in range(4))
    app_mem = max(r[1] for r in app_runs) / 1024
    bare_mem = max(r[1] for r in bare_runs) / 1024
    print(f"platform {os.environ.get('QT_QPA_PLATFORM', 'offscreen')}, {args.runs} runs each, median times, "
          f"peak resident memory (ru_maxrss), "
          f"{'modules compiled from source' if args.from_source else 'compiled-module caches'}")
    print(f"bare PySide6 window      : {bare * 1000:6.0f} ms to window shown                  peak {bare_mem:6.1f} MiB")
    print(f"garage, {args.cars} cars        : {shown * 1000:6.0f} ms to window shown, "
          f"{listed * 1000:6.0f} ms to cars listed, {opened * 1000:6.0f} ms to garage open, "
          f"{layer * 1000:6.0f} ms to database layer loaded  peak {app_mem:6.1f} MiB")
    print(f"bare table of the rows   : {table_listed * 1000:6.0f} ms to rows listed (sqlite3, QTableView)"
          f"        peak {table_mem:6.1f} MiB")
    print(f"ratio to the bare window : {shown / bare:6.2f}x window shown (aim: under 3x), "
          f"{listed / bare:.2f}x cars listed (aim: under 3x), {opened / bare:.2f}x garage open, "
          f"{app_mem / bare_mem:.2f}x memory")
    print(f"ratio to the bare table  : {listed / table_listed:6.2f}x cars listed (aim: under 1.5x), "
          f"{opened / table_listed:.2f}x garage open (aim: under 2x), {layer / table_listed:.2f}x database layer "
          f"loaded, {app_mem / table_mem:.2f}x memory")
    table_cpu = statistics.median(r[3][1] for r in table_runs)
    listed_cpu, opened_cpu = (statistics.median(r[3][i] for r in app_runs) for i in (1, 2))
    print(f"CPU time (user + system): {listed_cpu * 1000:6.0f} ms to cars listed, {opened_cpu * 1000:.0f} ms to "
          f"garage open; bare table {table_cpu * 1000:.0f} ms: {listed_cpu / table_cpu:.2f}x cars listed "
          f"(aim: under 1.5x), {opened_cpu / table_cpu:.2f}x garage open (aim: under 2x)")
    print(f"imported when the cars were listed: {', '.join(imported) or 'none'} "
          f"(of SQLAlchemy, sqlmodel, pydantic, reportlab; aim: none)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
