"""How long a campaign of 1,000 games and 200 drivers takes to compute its standings.

Builds the campaign in a fresh SQLite garage through the real write path (Campaigns.record,
one transaction per game), then times Campaigns.standings (read every game, fold) against a
bare baseline in the same run: sqlite3 reading the same entry and kill rows, nothing else.

    /work/main/.venv/bin/python benchmarks/bench_campaign.py [--games 1000] [--drivers 200]
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

from garage.rules.campaign import fold
from garage.rules.game_result import Entry, GameResult
from garage.storage import open_garage
from garage.storage.campaigns import Campaigns, _games

CAMPAIGN = "Benchmark League"


def make_games(count: int, drivers: int, seed: int = 6) -> list[GameResult]:
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
    for n in range(count):
        # Bring in the rest of the roster evenly over the first 80% of the campaign.
        due = 6 + int(n * drivers / (count * 0.8))
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


def timed(func, repeat: int) -> tuple[float, object]:
    times, value = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        value = func()
        times.append(time.perf_counter() - start)
    return statistics.median(times), value


def bare_read(path: Path) -> int:
    con = sqlite3.connect(path)
    try:
        entries = con.execute(
            "SELECT e.id, e.game_id, e.driver_id, e.vehicle, e.survived, e.death, e.finished, e.place,"
            " e.navigator_id, e.navigator_survived, e.navigator_ejected"
            " FROM campaign_entry e JOIN campaign_game g ON g.id = e.game_id"
            " WHERE g.campaign_id = 1 ORDER BY e.game_id, e.position").fetchall()
        kills = con.execute(
            "SELECT k.entry_id, k.victim FROM campaign_kill k JOIN campaign_entry e ON e.id = k.entry_id"
            " JOIN campaign_game g ON g.id = e.game_id WHERE g.campaign_id = 1"
            " ORDER BY k.entry_id, k.position").fetchall()
        return len(entries) + len(kills)
    finally:
        con.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--drivers", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    games = make_games(args.games, args.drivers)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.sqlite"
        with open_garage(f"sqlite:///{path}") as garage:
            book = Campaigns(garage)
            book.create(CAMPAIGN)
            start = time.perf_counter()
            for game in games[:-1]:
                book.record(CAMPAIGN, game)
            seeding = time.perf_counter() - start
            start = time.perf_counter()
            book.record(CAMPAIGN, games[-1])
            last_record = time.perf_counter() - start

            standings_s, standings = timed(lambda: book.standings(CAMPAIGN), args.repeat)
            with garage.reading() as session:
                load_s, loaded = timed(lambda: _games(session, 1), args.repeat)
            fold_s, _ = timed(lambda: fold([r for _, r in loaded]), args.repeat)
            history_s, _ = timed(lambda: book.history(CAMPAIGN, standings.drivers[0].driver), args.repeat)
        bare_s, rows = timed(lambda: bare_read(path), args.repeat)

    entries = sum(len(g.entries) for g in games)
    dead = sum(1 for s in standings.drivers if s.status == "dead")
    print(f"campaign: {args.games} games, {len(standings.drivers)} drivers ({dead} dead), "
          f"{len(standings.navigators)} navigators, {entries} entries, {rows} entry+kill rows")
    print(f"seeding through Campaigns.record: {seeding:.1f} s for {args.games - 1} games; "
          f"recording game {args.games}: {last_record * 1000:.1f} ms")
    print(f"median of {args.repeat}:")
    print(f"  Campaigns.standings (read + fold):   {standings_s * 1000:8.1f} ms")
    print(f"    of which read games into results:  {load_s * 1000:8.1f} ms")
    print(f"    of which fold (pure rules):        {fold_s * 1000:8.1f} ms")
    print(f"  Campaigns.history (one driver):      {history_s * 1000:8.1f} ms")
    print(f"  baseline: bare sqlite3 read of the same entry and kill rows: {bare_s * 1000:8.1f} ms")
    print(f"  ratio standings / baseline: {standings_s / bare_s:.1f}x")


if __name__ == "__main__":
    main()
