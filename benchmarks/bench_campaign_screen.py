"""How long the Campaign screen takes to open on a campaign of 1,000 games and 200 drivers.

The campaign is benchmarks/bench_campaign.py's (the same generator and seed), stored through
Campaigns.record in a fresh SQLite garage. Timed, each from nothing to shown and painted
(QApplication.processEvents until the window is exposed), median of --repeat runs:

  baseline   a bare QMainWindow holding an empty QTableView (what any window costs)
  screen     CampaignWindow on the campaign: read every game, fold, fill the standings,
             navigators, history and memorial tables, draw the rerolls chart (and, apart,
             Campaigns.standings alone: the storage read and fold the screen starts with)
  games tab  showing the Games tab afterwards (its list is read when first shown)
  chart tab  showing and painting the rerolls chart tab

    QT_QPA_PLATFORM=offscreen /work/main/.venv/bin/python benchmarks/bench_campaign_screen.py
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "benchmarks")]
from bench_campaign import make_games  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication, QMainWindow, QTableView  # noqa: E402

from benchmarks.arguments import count  # noqa: E402
from garage.storage import open_garage  # noqa: E402
from garage.storage.campaigns import Campaigns  # noqa: E402

CAMPAIGN = "Benchmark League"  # the one campaign of the benchmark's garage


def settle(app: QApplication, window) -> None:
    app.processEvents()
    window.repaint()  # paint now, offscreen as on screen
    app.processEvents()


def timed(func, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        func()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=count, default=1000)
    parser.add_argument("--drivers", type=count, default=200)
    parser.add_argument("--repeat", type=count, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, folder)
        app = QApplication.instance() or QApplication(sys.argv[:1])
        from garage.ui.campaign_window import CampaignWindow
        from garage.ui.operations import OpenGarage

        games = make_games(args.games, args.drivers)
        with open_garage(f"sqlite:///{Path(folder) / 'bench.sqlite'}") as garage:
            book = Campaigns(garage)
            book.create(CAMPAIGN)
            start = time.perf_counter()
            for game in games:
                book.record(CAMPAIGN, game)
            seeding = time.perf_counter() - start

            def bare() -> None:
                window = QMainWindow()
                window.setCentralWidget(QTableView())
                window.resize(1280, 760)
                window.show()
                settle(app, window)
                window.close()
                window.deleteLater()

            opened: list[CampaignWindow] = []

            def screen() -> None:
                window = CampaignWindow(OpenGarage(garage))
                window.show()
                settle(app, window)
                opened.append(window)

            def tab(widget) -> float:
                window = opened[-1]
                start = time.perf_counter()
                window.tabs.setCurrentWidget(widget(window))
                settle(app, window)
                return time.perf_counter() - start

            bare()  # the first window pays for fonts and styles; neither side should
            baseline_s = timed(bare, args.repeat)
            standings_s = timed(lambda: book.standings(CAMPAIGN), args.repeat)
            screen_s = timed(screen, args.repeat)
            games_s = statistics.median(tab(lambda w: w.games_view) for _ in range(1))
            chart_s = statistics.median(tab(lambda w: w.chart) for _ in range(1))
            window = opened[-1]
            shown = (window.standings.games, len(window.standings.drivers), window.games_model.rowCount())
            for w in opened:
                w.close()
                w.deleteLater()
            app.processEvents()

    print(f"campaign: {shown[0]} games, {shown[1]} drivers, {shown[2]} games listed "
          f"(seeded through Campaigns.record in {seeding:.1f} s)")
    print(f"median of {args.repeat}, shown and painted ({os.environ['QT_QPA_PLATFORM']} platform):")
    print(f"  baseline: empty QTableView window      {baseline_s * 1000:8.1f} ms")
    print(f"  Campaign screen opened on the campaign  {screen_s * 1000:8.1f} ms")
    print(f"    of which Campaigns.standings (storage read + fold, timed alone) {standings_s * 1000:.1f} ms")
    print(f"  then the Games tab (lazy list)          {games_s * 1000:8.1f} ms")
    print(f"  then the Rerolls chart tab              {chart_s * 1000:8.1f} ms")
    print(f"  ratio screen / baseline: {screen_s / baseline_s:.1f}x")


if __name__ == "__main__":
    main()
