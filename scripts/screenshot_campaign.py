"""Screenshots of the Campaign screen for docs/screenshots, on a throw-away garage holding the
rules text's Damnation Alex campaign (resources/examples/games) and two games after it.
Run under a virtual X server with a window manager, as scripts/screenshots does:

    python scripts/screenshot_campaign.py docs/screenshots [--dark]
"""

from __future__ import annotations

import sys
from pathlib import Path

from screenshot_garage import SMALL, TINY, main, save, settle, sized, start

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
    app, work = start(dark, "garage-campaign-screenshots-")
    from garage.storage import open_garage
    from garage.ui.campaign_window import CampaignWindow
    from garage.ui.operations import OpenGarage

    url = f"sqlite:///{work / 'garage.sqlite'}"
    fill(url)
    garage = open_garage(url)
    window = CampaignWindow(OpenGarage(garage))
    window.show()
    sized(app, window, SIZE)
    window.choose_driver("Damnation Alex")
    settle(app)
    if dark:
        window.tabs.setCurrentWidget(window.chart)
        settle(app)
        save(window, folder, "campaign-chart-dark")
    else:
        save(window, folder, "campaign")
        window.tabs.setCurrentIndex(0)
        sized(app, window, SMALL)  # a small laptop: the standings above the history
        save(window, folder, "campaign-1024x640")
        sized(app, window, TINY)
        save(window, folder, "campaign-800x600")
    window.close()
    garage.close()


if __name__ == "__main__":
    sys.exit(main(shots=take))
