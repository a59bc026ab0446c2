"""Screenshots of the Campaign screen for docs/screenshots, on a throw-away garage holding the
rules text's Damnation Alex campaign (resources/examples/games) and two games after it.
Run under a virtual X server:

    scripts/screenshots   # ... xvfb-run -a python -m garage.ui.campaign_screenshots docs/screenshots
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor, QPalette

from garage.ui.screenshots import _save, _settle

SIZE = (1400, 820)
CAMPAIGN = "Wasteland League"


def later_games() -> list[dict]:
    """Alex's successor takes the wheel after his death."""
    def entry(driver, vehicle, survived=True, kills=(), **more):
        return {"driver": driver, "vehicle": vehicle, "survived": survived, "kills": list(kills), **more}

    head = {"format": "axles-and-alloys-ii/game-result", "version": 1}
    return [
        {**head, "scenario": "deathmatch", "played_on": "2026-12-06", "entries": [
            entry("Alex Junior", "Purple Haze", kills=["Mad Mick"]),
            entry("Hirsute Helga", "Der Bahnstormer"),
            entry("Mad Mick", "Dogmeat", survived=False, death="burned with Dogmeat")]},
        {**head, "scenario": "race", "variant": "banger", "played_on": "2026-12-13", "entries": [
            entry("Alex Junior", "Purple Haze", finished=True, position=2),
            entry("Hirsute Helga", "Der Bahnstormer", finished=True, position=1,
                  navigator="Lifer Lil", navigator_survived=True, navigator_ejected=False),
            entry(None, "Meat Wagon", finished=False, position=None)]},
    ]


def fill(url: str) -> None:
    from garage.resources import resource
    from garage.rules import game_result
    from garage.storage import open_garage
    from garage.storage.campaigns import Campaigns

    with open_garage(url) as garage:
        book = Campaigns(garage)
        book.create(CAMPAIGN)
        for path in sorted(resource("examples", "games").glob("*" + game_result.SUFFIX)):
            book.record(CAMPAIGN, game_result.load(path))
        for data in later_games():
            book.record(CAMPAIGN, game_result.result_from_dict(data, "screenshot"))


def take(folder: Path, dark: bool) -> None:
    work = Path(tempfile.mkdtemp(prefix="garage-campaign-screenshots-"))
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(work))
    from garage.ui.app import application

    app = application(sys.argv[:1])
    if dark:
        # Xvfb has no desktop theme to ask: the same stand-in for a dark one as screenshots.py.
        app.setStyle("Fusion")
        app.setPalette(QPalette(QColor(53, 56, 61), QColor(42, 44, 48)))
    from garage.storage import open_garage
    from garage.ui.campaign_window import CampaignWindow
    from garage.ui.operations import OpenGarage

    url = f"sqlite:///{work / 'garage.sqlite'}"
    fill(url)
    garage = open_garage(url)
    window = CampaignWindow(OpenGarage(garage))
    window.resize(*SIZE)
    window.show()
    window.choose_driver("Damnation Alex")
    _settle(app)
    suffix = "-dark" if dark else ""
    _save(window, folder, f"campaign{suffix}")
    window.tabs.setCurrentWidget(window.chart)
    _settle(app)
    _save(window, folder, f"campaign-chart{suffix}")
    if not dark:
        window.tabs.setCurrentIndex(3)
        _settle(app)
        _save(window, folder, "campaign-memorial")
        form = window.record_game()
        form.game.scenario.setCurrentIndex(form.game.scenario.findData("deathmatch"))
        form.next()
        form.entries[0].driver.setCurrentText("Alex Junior")
        form.entries[1].driver.setCurrentText("Hirsute Helga")
        form.entries[1].has_navigator.setChecked(True)
        form.entries[1].navigator.setText("Lifer Lil")
        form.add_entry().car.setCurrentText("Meat Wagon")
        _settle(app)
        _save(form, folder, "campaign-record-drivers")
        form.next()
        form.entries[0].survived.setChecked(False)
        form.entries[0].death.setText("rolled into the ditch")
        form.entries[0].destroyed_by.setCurrentIndex(1)
        _settle(app)
        _save(form, folder, "campaign-record-game")
        form.next()
        _settle(app)
        _save(form, folder, "campaign-record-check")
        form.reject()
    window.close()
    garage.close()


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    args = [a for a in argv if not a.startswith("--")]
    folder = Path(args[0] if args else "docs/screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    take(folder, "--dark" in argv)
    return 0


if __name__ == "__main__":
    sys.exit(main())
