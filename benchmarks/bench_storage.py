"""Open a garage of 10,000 cars and list them, against a bare sqlite3 read of the same rows.

    python benchmarks/bench_storage.py [--cars 10000] [--repeat 7] [--db URL] [--no-window]

Then the same garage listed in the app's garage list (garage/ui/garage_list.py, offscreen),
against the equivalent bare window: a QTableView over a plain table model of the same rows
read with sqlite3, painted once: the app's first look (the rows read with sqlite3 alone, as the
window lists them before the garage is open) and the open garage's own list (open_garage, its
working copy, the list); and the list's sorting by each column and filtering by name and class
(aim: the window within 2x of the bare one, sorting and filtering under 50 ms).

--db URL measures an empty server database instead (e.g. a PostgreSQL one, created empty
for the purpose: the benchmark fills it), against a bare psycopg read of the same rows.

An up-to-date SQLite garage is opened and listed with sqlite3 alone (garage/storage/direct.py);
the same open and list by the database layer (SQLAlchemy, as a garage to upgrade or a server
garage is opened) are timed beside them.

The open checks the garage before anything else: SQLite's full integrity check when the file
changed since that check last passed, else quick_check (garage/storage/checked.py). The garage
is timed both ways: unchanged since its last check (as it is reopened with nothing written
meanwhile: the timings without a note) and changed since (each such open first forgets the
check: "changed since its last check"). The bare window checks nothing. list_cars gives a
CarRows, which keeps the query's tuples and makes each car's row when it is first read (the
window reads the tuples, as the bare one does): the rows are compared after the timing.

Prints the median and the best of each timing and the ratios (the figure to watch: aim under
3x). On a shared, busy machine the best runs are the steadier comparison.
"""

from __future__ import annotations

import argparse
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path
from unittest import mock

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks.arguments import count
from garage.rules.aa2.vehicle import Design, Weapon
from garage.storage import checked, direct, open_garage

CHANGED = "garage: the same, changed since its last check (full check)"
BARE_QUERY = ("SELECT id, name, weight, capacity_used, capacity_limit, legal, problems_count "
              "FROM vehicle ORDER BY lower(name), name")


def fleet(count: int) -> list[Design]:
    weights = ("light", "medium", "heavy")
    return [Design(name=f"Car {i:05d}", weight=weights[i % 3],
                   weapons=tuple(Weapon(f"Gun {j}", ("light", "medium")[j % 2], "front") for j in range(i % 3)),
                   dropped=("oil",) * (i % 2), equipment=("ramplates",) * (i % 4 == 0), notes=f"car number {i}")
            for i in range(count)]


def settled(path: Path) -> None:
    """Wait until the garage at `path` can be remembered as checked (checked.SETTLE_NS after
    its last change), then open it once: its full check passes and is remembered."""
    while checked.state(path) is None:
        time.sleep(0.1)
    open_garage(str(path)).close()
    assert checked.unchanged(checked.state(path)), "the garage's check is not remembered"


def changed(path: Path) -> None:
    """Forget the garage's last check: its next open checks it in full, as after a change."""
    checked.memory_file().unlink(missing_ok=True)


def timed(fn) -> tuple[float, object]:
    start = time.perf_counter()
    result = fn()
    return time.perf_counter() - start, result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cars", type=count, default=10_000)
    parser.add_argument("--repeat", type=count, default=7)
    parser.add_argument("--db", metavar="URL", help="an empty server database to measure instead of a SQLite file")
    parser.add_argument("--no-window", action="store_true", help="leave out the garage list's timings")
    args = parser.parse_args()
    if args.db:
        server(args)
        return

    with tempfile.TemporaryDirectory() as folder:
        import os

        os.environ["XDG_STATE_HOME"] = str(Path(folder) / "state")  # the checks remembered: the bench's own
        path = Path(folder) / "bench.sqlite"
        url = f"sqlite:///{path}"
        with open_garage(url) as garage:
            build, _ = timed(lambda: garage.add_designs(fleet(args.cars)))
        open_garage(url).close()  # the first reopen takes the daily backup; keep it out of the timings
        size = path.stat().st_size
        settled(path)

        opens, lists, bare_connects, bare_queries, bare_checks, bare_full_checks = [], [], [], [], [], []
        layer_opens, layer_lists, changed_opens = [], [], []
        for _ in range(args.repeat):
            changed(path)
            t_changed, garage = timed(lambda: open_garage(url))
            garage.close()
            changed_opens.append(t_changed)
            assert checked.unchanged(checked.state(path))
            t_open, garage = timed(lambda: open_garage(url))
            t_list, cars = timed(garage.list_cars)
            garage.close()
            # The same by the database layer, as a garage to upgrade or a server garage is opened.
            with mock.patch.object(direct, "sound_file", return_value=None):
                t_layer_open, garage = timed(lambda: open_garage(url))
            t_layer_list, layer_cars = timed(garage.list_cars)
            garage.close()
            assert layer_cars == cars
            layer_opens.append(t_layer_open)
            layer_lists.append(t_layer_list)
            t_connect, conn = timed(lambda: sqlite3.connect(path))
            t_query, rows = timed(lambda conn=conn: conn.execute(BARE_QUERY).fetchall())
            t_check, _ = timed(lambda conn=conn: conn.execute("PRAGMA quick_check").fetchall())
            t_full, _ = timed(lambda conn=conn: (conn.execute("PRAGMA integrity_check").fetchall(),
                                                 conn.execute("PRAGMA foreign_key_check").fetchall()))
            conn.close()
            bare_checks.append(t_check)
            bare_full_checks.append(t_full)
            assert len(cars) == len(rows) == args.cars + 6
            assert [c.name for c in cars] == [r[1] for r in rows]
            opens.append(t_open)
            lists.append(t_list)
            bare_connects.append(t_connect)
            bare_queries.append(t_query)
        if not args.no_window:
            shown = window(path, url, args.repeat)

    print(f"garage of {args.cars + 6} cars ({size / 1e6:.1f} MB), built in {build:.1f} s; {args.repeat} runs")
    table((("open_garage (unchanged since its check: quick_check; sqlite3)", opens),
           ("open_garage changed since its last check (integrity_check)", changed_opens),
           ("list_cars (sqlite3 alone)", lists),
           ("open_garage by the database layer (SQLAlchemy)", layer_opens),
           ("list_cars by the database layer", layer_lists),
           ("bare sqlite3 connect", bare_connects), ("bare sqlite3 SELECT of the same rows", bare_queries),
           ("(bare integrity_check + foreign_key_check, a changed garage's)", bare_full_checks),
           ("(bare quick_check, an unchanged garage's)", bare_checks)), opens, lists, bare_connects, bare_queries)
    if not args.no_window:
        print_window(shown)


def table(timings, opens, lists, bare_connects, bare_queries) -> None:
    print(f"  {'':64s} {'median':>9s} {'best':>9s}")
    for label, times in timings:
        print(f"  {label:64s} {statistics.median(times) * 1000:6.1f} ms {min(times) * 1000:6.1f} ms")
    if not opens:
        return
    for label, ours, bare in (("ratio list_cars / bare SELECT", lists, bare_queries),
                              ("ratio open+list / bare connect+SELECT", [o + t for o, t in zip(opens, lists)],
                               [c + q for c, q in zip(bare_connects, bare_queries)])):
        print(f"  {label:64s} {statistics.median(ours) / statistics.median(bare):7.2f}x  "
              f"{min(ours) / min(bare):7.2f}x")


def bare_window(path: Path):
    """The equivalent bare window: sqlite3 rows in a QTableView over the plainest table model."""
    from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
    from PySide6.QtWidgets import QTableView

    NO_PARENT = QModelIndex()

    class Rows(QAbstractTableModel):
        def __init__(self, rows):
            super().__init__()
            self.rows = rows

        def rowCount(self, parent=NO_PARENT):
            return 0 if parent.isValid() else len(self.rows)

        def columnCount(self, parent=NO_PARENT):
            return 0 if parent.isValid() else 4

        def data(self, index, role=Qt.ItemDataRole.DisplayRole):
            if role == Qt.ItemDataRole.DisplayRole:
                row = self.rows[index.row()]
                return (row[1], row[2], f"{row[3]}/{row[4]}", "Legal" if row[5] else "Illegal")[index.column()]
            return None

    conn = sqlite3.connect(path)
    rows = conn.execute(BARE_QUERY).fetchall()
    conn.close()
    view = QTableView()
    model = Rows(rows)
    view.setModel(model)
    view.resize(600, 400)
    view.show()
    return view, model


def painted(widget) -> None:
    """Until `widget` has painted what it shows (offscreen: repaint() paints at once)."""
    from PySide6.QtWidgets import QApplication

    widget.repaint()
    QApplication.processEvents()


def window(path: Path, url: str, repeat: int) -> dict[str, list[float]]:
    """Seconds: the garage opened and listed in the app's garage list, against the bare window."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from garage.storage.quick_list import quick_list
    from garage.ui.document import GarageDocument
    from garage.ui.garage_list import GarageList

    app = QApplication.instance() or QApplication([])
    found: dict[str, list[float]] = {}

    def note(label: str, seconds: float) -> None:
        found.setdefault(label, []).append(seconds)

    for _ in range(repeat):
        start = time.perf_counter()
        view, _model = bare_window(path)
        painted(view.viewport())
        note("bare: sqlite3 rows in a QTableView, painted", time.perf_counter() - start)
        view.close()
        view.deleteLater()

        # What the app's window lists first (MainWindow.show_first_list): the rows read with
        # sqlite3 alone (garage/storage/quick_list.py), before the garage is open.
        start = time.perf_counter()
        first = GarageList()
        first.resize(600, 400)
        first.show()
        first.show_first_look(quick_list(url) or [])
        painted(first.table.viewport())
        note("garage: its first look in the list, painted", time.perf_counter() - start)
        assert first.model.rowCount() > 0
        first.close()
        first.deleteLater()

        for label in ("garage: open_garage + its document + the list, painted", CHANGED):
            if label == CHANGED:
                changed(path)
            else:
                assert checked.unchanged(checked.state(path))
            start = time.perf_counter()
            garage = open_garage(url)
            document = GarageDocument(garage)  # the window's working copy: list_cars, keyed
            opened = time.perf_counter()
            pane = GarageList()
            pane.resize(600, 400)
            pane.show()
            pane.model.set_rows(document.rows())
            painted(pane.table.viewport())
            end = time.perf_counter()
            note(label, end - start)
            if label != CHANGED:
                note("garage: the list filled and painted (after the open)", end - opened)
            document.deleteLater()
            garage.close()
            if label != CHANGED:
                sort_and_filter(pane, note)
            pane.close()
            pane.deleteLater()
            app.processEvents()
    return found


def sort_and_filter(pane, note) -> None:
    """Each column sorted, then the filters typed and cleared, each until painted."""
    from PySide6.QtCore import Qt

    from garage.ui.garage_model import CAPACITY, LEGAL, NAME, WEIGHT

    viewport = pane.table.viewport()
    for column, name in ((WEIGHT, "class"), (CAPACITY, "capacity"), (LEGAL, "legal"), (NAME, "name")):
        t, _ = timed(lambda column=column: (pane.table.sortByColumn(column, Qt.SortOrder.DescendingOrder),
                                            painted(viewport)))
        note(f"sort by {name}, descending, painted", t)
    t, _ = timed(lambda: (pane.filter.setText("car 1"), painted(viewport)))
    note("filter by name ('car 1'), painted", t)
    pane.weight.fill()
    t, _ = timed(lambda: (pane.weight.setCurrentIndex(pane.weight.findData("medium")), painted(viewport)))
    note("filter by class too (medium), painted", t)
    t, _ = timed(lambda: (pane.filter.clear(), pane.weight.setCurrentIndex(0), painted(viewport)))
    note("filters cleared, painted", t)


def print_window(found: dict[str, list[float]]) -> None:
    print("  the garage list (offscreen)")
    table(tuple(found.items()), [], [], [], [])
    bare = found["bare: sqlite3 rows in a QTableView, painted"]
    for label in ("garage: its first look in the list, painted",
                  "garage: open_garage + its document + the list, painted",
                  CHANGED,
                  "garage: the list filled and painted (after the open)"):
        ours = found[label]
        print(f"  ratio {label.removeprefix('garage: '):58s} / bare window "
              f"{statistics.median(ours) / statistics.median(bare):7.2f}x  {min(ours) / min(bare):7.2f}x"
              + ("  (aim: under 2x)" if "open_garage" in label or "first look" in label or label == CHANGED else ""))


def server(args) -> None:
    """The same table for a server database: Garage against a bare psycopg connect + SELECT."""
    import psycopg
    from sqlalchemy.engine import make_url

    u = make_url(args.db)
    conninfo = dict(host=u.host, port=u.port, user=u.username, password=u.password, dbname=u.database)
    with open_garage(args.db) as garage:
        build, _ = timed(lambda: garage.add_designs(fleet(args.cars)))
    opens, lists, bare_connects, bare_queries = [], [], [], []
    for _ in range(args.repeat):
        t_open, garage = timed(lambda: open_garage(args.db))
        t_list, cars = timed(garage.list_cars)
        garage.close()
        t_connect, conn = timed(lambda: psycopg.connect(**{k: v for k, v in conninfo.items() if v is not None}))
        t_query, rows = timed(lambda conn=conn: conn.execute(BARE_QUERY).fetchall())
        conn.close()
        assert [c.name for c in cars] == [r[1] for r in rows] and len(rows) == args.cars + 6
        opens.append(t_open)
        lists.append(t_list)
        bare_connects.append(t_connect)
        bare_queries.append(t_query)
    print(f"server garage of {args.cars + 6} cars at {u.render_as_string(hide_password=True)}, "
          f"built in {build:.1f} s; {args.repeat} runs")
    table((("open_garage (schema check)", opens), ("list_cars", lists), ("bare psycopg connect", bare_connects),
           ("bare psycopg SELECT of the same rows", bare_queries)), opens, lists, bare_connects, bare_queries)


if __name__ == "__main__":
    main()
