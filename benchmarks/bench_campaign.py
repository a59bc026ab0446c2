"""Recording a game into a campaign of N-1, and the standings of 1,000 games (issue 24).

Builds campaigns of 9, 99 and 999 games in a fresh SQLite garage through the real write path
(Campaigns.record, one transaction per game), then, in one run:
- records game N (N = 10, 100, 1,000; each timed, undone untimed, repeated) beside the bare
  insert: sqlite3, with the garage's pragmas, writing the same game, entry and kill rows in one
  transaction (a floor: no fold, no checks);
- the standings of the 1,000 games, kept (a Garage that recorded or read them) and cold (the
  first call of a Garage just opened, as a fresh garage-cli), beside the bare read: sqlite3
  reading the same entry and kill rows (a floor), and the read + fold of the games (the
  equivalent: what every call did before the fold was kept).

    .venv/bin/python benchmarks/bench_campaign.py [--games 1000] [--drivers 200] [--repeat 7]
"""

from __future__ import annotations

import argparse
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from datetime import date, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks.arguments import count
from garage.rules.campaign import fold
from garage.rules.game_result import Entry, GameResult
from garage.storage import open_garage
from garage.storage.campaigns import Campaigns, _games
from garage.storage.engine import BUSY_TIMEOUT_S

SIZES = (10, 100, 1000)


def make_games(number: int, drivers: int, seed: int = 6) -> list[GameResult]:
    """A plausible campaign: 4-6 living drivers a game, a navigator now and then, about one
    death in forty entries; exactly `drivers` named drivers appear in all."""
    rng = random.Random(seed)
    names = [f"Driver {i:03d}" for i in range(drivers)]
    navigators = [f"Navigator {i:02d}" for i in range(20)]
    waiting = list(names)
    alive: list[str] = [waiting.pop(0) for _ in range(6)]
    dead_navigators: set[str] = set()
    games = []
    day = date(2020, 1, 1)
    for n in range(number):
        # Bring in the rest of the roster evenly over the first 80% of the campaign.
        due = 6 + int(n * drivers / (number * 0.8))
        while waiting and (len(alive) < 6 or drivers - len(waiting) < due):
            alive.append(waiting.pop(0))
        scenario = rng.choice(["deathmatch", "deathmatch", "race", "team", "badlands-ambush"])
        variant = rng.choice(["to-the-finishline", "banger", "suicide"]) if scenario == "race" else None
        playing = rng.sample(alive, rng.randint(4, min(6, len(alive))))
        free_navs = [v for v in navigators if v not in dead_navigators]
        places = list(range(1, len(playing) + 1))
        rng.shuffle(places)
        claimed: set[str] = set()
        entries = []
        for i, driver in enumerate(playing):
            survived = rng.random() > 0.025 or len(alive) <= 6
            others = [d for d in playing if d != driver and d not in claimed]
            kills = tuple(rng.sample(others, 1)) if others and rng.random() < 0.3 else ()
            claimed.update(kills)
            nav = {}
            if free_navs and rng.random() < 0.15:
                name = free_navs.pop(rng.randrange(len(free_navs)))
                lost = rng.random() < 0.05
                nav = dict(navigator=name, navigator_survived=not lost, navigator_ejected=rng.random() < 0.1)
                if lost:
                    dead_navigators.add(name)
            race = scenario == "race"
            place = places[i] if race else None
            entries.append(Entry(driver=driver, vehicle=f"Car of {driver}", survived=survived, kills=kills,
                                 finished=(place == 1 or rng.random() < 0.7) if race else None,
                                 position=place, **nav))
            if not survived:
                alive.remove(driver)
        games.append(GameResult(scenario=scenario, played_on=day, entries=tuple(entries), variant=variant))
        day += timedelta(days=7)
    return games


def timed(func, repeat: int, after=None) -> tuple[float, object]:
    """The median of `repeat` timed calls; `after` (untimed) runs after each, e.g. an undo."""
    times, value = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        value = func()
        times.append(time.perf_counter() - start)
        if after is not None:
            after()
    return statistics.median(times), value


def connect(path: Path) -> sqlite3.Connection:
    con = sqlite3.connect(path, isolation_level=None)
    con.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
    con.execute("PRAGMA foreign_keys = ON")
    con.execute("PRAGMA journal_mode = WAL")
    con.execute("PRAGMA synchronous = FULL")
    return con


def bare_insert(con: sqlite3.Connection, campaign_id: int, number: int, game: GameResult) -> None:
    """The same rows Campaigns.record writes for `game`, in one transaction, by plain sqlite3."""
    con.execute("BEGIN IMMEDIATE")
    cur = con.execute("INSERT INTO campaign_game (campaign_id, number, played_on, scenario, variant, recorded,"
                      " ruleset) VALUES (?, ?, ?, ?, ?, '2026-01-01 00:00:00', ?)",
                      (campaign_id, number, game.played_on.isoformat(), game.scenario, game.variant, game.ruleset))
    game_id = cur.lastrowid
    drivers = dict(con.execute("SELECT name, id FROM campaign_driver WHERE campaign_id = ?", (campaign_id,)))
    for i, e in enumerate(game.entries):
        entry_id = con.execute(
            "INSERT INTO campaign_entry (game_id, position, driver_id, vehicle, survived, death, finished, place,"
            " navigator_id, navigator_survived, navigator_ejected) VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)",
            (game_id, i, drivers.get(e.driver), e.vehicle, e.survived, e.death, e.finished, e.position,
             e.navigator_survived, e.navigator_ejected)).lastrowid
        con.executemany("INSERT INTO campaign_kill (entry_id, position, victim, victim_driver_id) VALUES (?, ?, ?, ?)",
                        [(entry_id, k, kill, drivers.get(kill)) for k, kill in enumerate(e.kills)])
    con.execute("COMMIT")


def bare_delete(con: sqlite3.Connection, campaign_id: int, number: int) -> None:
    con.execute("DELETE FROM campaign_game WHERE campaign_id = ? AND number = ?", (campaign_id, number))


def bare_read(path: Path, campaign_id: int) -> int:
    con = sqlite3.connect(path)
    try:
        entries = con.execute(
            "SELECT e.id, e.game_id, e.driver_id, e.vehicle, e.survived, e.death, e.finished, e.place,"
            " e.navigator_id, e.navigator_survived, e.navigator_ejected"
            " FROM campaign_entry e JOIN campaign_game g ON g.id = e.game_id"
            " WHERE g.campaign_id = ? ORDER BY e.game_id, e.position", (campaign_id,)).fetchall()
        kills = con.execute(
            "SELECT k.entry_id, k.victim FROM campaign_kill k JOIN campaign_entry e ON e.id = k.entry_id"
            " JOIN campaign_game g ON g.id = e.game_id WHERE g.campaign_id = ?"
            " ORDER BY k.entry_id, k.position", (campaign_id,)).fetchall()
        return len(entries) + len(kills)
    finally:
        con.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=count, default=1000)
    parser.add_argument("--drivers", type=count, default=200)
    parser.add_argument("--repeat", type=count, default=7)
    args = parser.parse_args()
    sizes = sorted({n for n in SIZES if n < args.games} | {args.games})
    games = make_games(args.games, args.drivers)
    record_s: dict = {}
    bare_s: dict = {}
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.sqlite"
        with open_garage(f"sqlite:///{path}") as garage:
            book = Campaigns(garage)
            seeding = {}
            for n in sizes:
                name = f"League of {n}"
                book.create(name)
                start = time.perf_counter()
                for game in games[:n - 1]:
                    book.record(name, game)
                seeding[n] = time.perf_counter() - start
            con = connect(path)
            ids = {n: book.get(f"League of {n}").id for n in sizes}
            # Round by round, each size and its bare insert in turn, so that the machine's load
            # drifting during the run weighs on every column alike.
            for _ in range(args.repeat):
                for n in sizes:
                    name, cid = f"League of {n}", ids[n]
                    record_s.setdefault(n, []).append(timed(lambda name=name, n=n: book.record(name, games[n - 1]),
                                                            1, after=lambda name=name: book.undo_last(name))[0])
                    bare_s.setdefault(n, []).append(timed(lambda cid=cid, n=n: bare_insert(con, cid, n, games[n - 1]),
                                                          1, after=lambda cid=cid, n=n: bare_delete(con, cid, n))[0])
            record_s = {n: statistics.median(t) for n, t in record_s.items()}
            bare_s = {n: statistics.median(t) for n, t in bare_s.items()}
            con.close()
            big = f"League of {args.games}"
            big_id = book.get(big).id
            book.record(big, games[-1])
            kept_s, standings = timed(lambda: book.standings(big), args.repeat)
            history_s, _ = timed(lambda: book.history(big, standings.drivers[0].driver), args.repeat)
            with garage.reading() as session:
                load_s, loaded = timed(lambda: _games(session, big_id), args.repeat)
            fold_s, _ = timed(lambda: fold([r for _, r in loaded]), args.repeat)

        def cold() -> object:
            with open_garage(f"sqlite:///{path}") as fresh:
                return Campaigns(fresh).standings(big)

        cold_s, cold_standings = timed(cold, args.repeat)
        assert cold_standings == standings == fold(games)
        read_s, rows = timed(lambda: bare_read(path, big_id), args.repeat)

    entries = sum(len(g.entries) for g in games)
    dead = sum(1 for s in standings.drivers if s.status == "dead")
    ms = 1000
    print(f"campaign: {args.games} games, {len(standings.drivers)} drivers ({dead} dead), "
          f"{len(standings.navigators)} navigators, {entries} entries, {rows} entry+kill rows")
    print("seeding through Campaigns.record: " + ", ".join(f"{seeding[n]:.2f} s for {n - 1} games" for n in sizes))
    print(f"median of {args.repeat}:")
    print("  record game N into a campaign of N-1   Campaigns.record   bare sqlite3 insert   ratio")
    for n in sizes:
        print(f"    N = {n:>5}                          {record_s[n] * ms:8.2f} ms     {bare_s[n] * ms:8.2f} ms"
              f"        {record_s[n] / bare_s[n]:5.1f}x")
    print(f"  record game {sizes[-1]} / record game {sizes[0]}: {record_s[sizes[-1]] / record_s[sizes[0]]:.2f}x"
          f" (target: within 3x)")
    print(f"  standings of {args.games} games, kept fold:             {kept_s * ms:8.2f} ms (target: under 20 ms)")
    print(f"  standings of {args.games} games, cold (Garage just opened): {cold_s * ms:8.2f} ms"
          " (includes opening the garage)")
    print(f"  Campaigns.history (one driver), kept fold:       {history_s * ms:8.2f} ms")
    print(f"  equivalent: read the games into results + fold: {(load_s + fold_s) * ms:8.2f} ms"
          f" (read {load_s * ms:.1f} + fold {fold_s * ms:.1f})")
    print(f"  floor: bare sqlite3 read of the same entry and kill rows: {read_s * ms:8.2f} ms")
    print(f"  ratio standings (kept) / bare read: {kept_s / read_s:.2f}x;"
          f" / read + fold: {kept_s / (load_s + fold_s):.3f}x")
    print(f"  ratio standings (cold) / bare read: {cold_s / read_s:.2f}x;"
          f" / read + fold: {cold_s / (load_s + fold_s):.2f}x")


if __name__ == "__main__":
    main()
