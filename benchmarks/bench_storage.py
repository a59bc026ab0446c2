"""Open a garage of 10,000 cars and list them, against a bare sqlite3 read of the same rows.

    python benchmarks/bench_storage.py [--cars 10000] [--repeat 7] [--db URL]

--db URL measures an empty server database instead (e.g. a PostgreSQL one, created empty
for the purpose: the benchmark fills it), against a bare psycopg read of the same rows.

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

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from garage.rules.aa2.vehicle import Design, Weapon
from garage.storage import open_garage

BARE_QUERY = ("SELECT id, name, weight, capacity_used, capacity_limit, legal, problems_count "
              "FROM vehicle ORDER BY lower(name), name")


def fleet(count: int) -> list[Design]:
    weights = ("light", "medium", "heavy")
    return [Design(name=f"Car {i:05d}", weight=weights[i % 3],
                   weapons=tuple(Weapon(f"Gun {j}", ("light", "medium")[j % 2], "front") for j in range(i % 3)),
                   dropped=("oil",) * (i % 2), equipment=("ramplates",) * (i % 4 == 0), notes=f"car number {i}")
            for i in range(count)]


def timed(fn) -> tuple[float, object]:
    start = time.perf_counter()
    result = fn()
    return time.perf_counter() - start, result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cars", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--db", metavar="URL", help="an empty server database to measure instead of a SQLite file")
    args = parser.parse_args()
    if args.db:
        server(args)
        return

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.sqlite"
        url = f"sqlite:///{path}"
        with open_garage(url) as garage:
            build, _ = timed(lambda: garage.add_designs(fleet(args.cars)))
        open_garage(url).close()  # the first reopen takes the daily backup; keep it out of the timings
        size = path.stat().st_size

        opens, lists, bare_connects, bare_queries, bare_checks, bare_full_checks = [], [], [], [], [], []
        for _ in range(args.repeat):
            t_open, garage = timed(lambda: open_garage(url))
            t_list, cars = timed(garage.list_cars)
            garage.close()
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

    print(f"garage of {args.cars + 6} cars ({size / 1e6:.1f} MB), built in {build:.1f} s; {args.repeat} runs")
    table((("open_garage (schema, integrity checks)", opens), ("list_cars", lists),
           ("bare sqlite3 connect", bare_connects), ("bare sqlite3 SELECT of the same rows", bare_queries),
           ("(bare integrity_check + foreign_key_check, part of open)", bare_full_checks),
           ("(bare quick_check, for comparison)", bare_checks)), opens, lists, bare_connects, bare_queries)


def table(timings, opens, lists, bare_connects, bare_queries) -> None:
    print(f"  {'':56s} {'median':>9s} {'best':>9s}")
    for label, times in timings:
        print(f"  {label:56s} {statistics.median(times) * 1000:6.1f} ms {min(times) * 1000:6.1f} ms")
    for label, ours, bare in (("ratio list_cars / bare SELECT", lists, bare_queries),
                              ("ratio open+list / bare connect+SELECT", [o + t for o, t in zip(opens, lists)],
                               [c + q for c, q in zip(bare_connects, bare_queries)])):
        print(f"  {label:56s} {statistics.median(ours) / statistics.median(bare):7.2f}x  "
              f"{min(ours) / min(bare):7.2f}x")


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
