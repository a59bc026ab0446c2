"""The largest files the formats allow, against typical ones: a record sheet, a campaign
record and an import, each timed at both sizes in the same run, with the ratio.

    python benchmarks/bench_limits.py [--repeat 5]

"Largest" is every limit of garage/rules/limits.py at once (docs/vehicle-format.md,
docs/game-result-format.md): a car with a 100-character name, 100 weapons, dropped systems
and pieces of equipment with 100-character names and 10,000 characters of notes in one
unbreakable word, driven by a 100-character driver; a game of 100 vehicles with drivers and
navigators of 100 characters, 200-character deaths, 100 house rules and 99 kills. "Typical"
is an example car (Purple Haze) and a four-car game. Each step is what the CLI does: read
the file, then print, record or import it. Aim: each ratio within 10x.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks.arguments import count
from garage.resources import resource
from garage.rules import game_result, limits, vehicles
from garage.rules.aa2.vehicle import Design, Weapon
from garage.rules.game_result import Entry, GameResult
from garage.sheets import SheetEntry, render_pdf
from garage.storage import open_garage
from garage.storage.campaigns import Campaigns


def name(tag: object, length: int = limits.NAME) -> str:
    text = f"{tag} "
    return text + "W" * (length - len(text))


def largest_car() -> Design:
    return Design(name=name("Car"), weight="heavy",
                  weapons=tuple(Weapon(name(f"Gun {i}"), ("light", "medium", "flamethrower")[i % 3],
                                       ("front", "rear", "left", "right", "turret")[i % 5])
                                for i in range(limits.ITEMS)),
                  dropped=("mines",) * limits.ITEMS, equipment=(name("Gadget"),) * limits.ITEMS,
                  navigator=True, notes="x" * limits.NOTES)


def largest_game() -> GameResult:
    count = limits.ITEMS
    drivers = [name(f"Driver {i}") for i in range(count)]
    entries = tuple(Entry(driver=drivers[i], vehicle=name(f"Car {i}"), survived=i % 2 == 0,
                          death=None if i % 2 == 0 else name(f"Wrecked {i}", limits.LINE),
                          kills=tuple(drivers[1:]) if i == 0 else (),
                          navigator=name(f"Navigator {i}"), navigator_survived=True, navigator_ejected=False)
                    for i in range(count))
    return GameResult("deathmatch", date(2026, 11, 29), entries,
                      house_rules=tuple(name(f"House rule {i}", limits.LINE) for i in range(limits.ITEMS)))


def typical_game() -> GameResult:
    return game_result.load(resource("examples", "games", "01-deathmatch.result.json"))


def timed(func, repeat: int) -> float:
    times = []
    for i in range(repeat):
        start = time.perf_counter()
        func(i)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=count, default=5)
    args = parser.parse_args()
    typical_car = vehicles.load(resource("examples", "purple-haze.car.json"))
    big_car = largest_car()
    with tempfile.TemporaryDirectory() as folder:
        folder = Path(folder)
        files = {}
        for label, car, driver in (("typical", typical_car, "Antihiro Protagonist"),
                                   ("largest", big_car, name("Driver"))):
            path = folder / f"{label}.car.json"
            vehicles.dump(car, path)
            files[label] = (path, driver)
        for label, game in (("typical", typical_game()), ("largest", largest_game())):
            path = folder / f"{label}.result.json"
            game_result.dump(game, path)
            files[label + " game"] = path
        rows = []
        with open_garage(f"sqlite:///{folder / 'bench.sqlite'}") as garage:
            book = Campaigns(garage)

            def sheet(label):
                path, driver = files[label]
                return lambda i: render_pdf([SheetEntry(vehicles.load(path), driver=driver, rerolls=3)])

            def record(label):
                def run(i):
                    league = f"{label} league {i}"
                    book.create(league)
                    book.record(league, game_result.load(files[label + " game"]))
                return run

            def import_(label):
                path, _ = files[label]
                return lambda i: garage.add_designs([replace(vehicles.load(path), name=f"{label} {i}")])

            for what, step in (("sheet", sheet), ("record", record), ("import", import_)):
                step("typical")(-1)  # warm: fonts, rules data, statement caches
                typical = timed(step("typical"), args.repeat)
                largest = timed(step("largest"), args.repeat)
                rows.append((what, typical, largest))
        sizes = {label: files[label][0].stat().st_size for label in ("typical", "largest")}
        games = {label: files[label + " game"].stat().st_size for label in ("typical", "largest")}
    print(f"vehicle files: typical {sizes['typical']:,} bytes, largest {sizes['largest']:,} bytes; "
          f"results: typical {games['typical']:,} bytes, largest {games['largest']:,} bytes")
    print(f"{'':8} {'typical':>10} {'largest':>10} {'ratio':>7}")
    for what, typical, largest in rows:
        print(f"{what:8} {typical * 1000:8.1f}ms {largest * 1000:8.1f}ms {largest / typical:6.1f}x")


if __name__ == "__main__":
    main()
