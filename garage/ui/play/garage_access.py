"""Everything the play screen asks of the open garage: its cars, its campaigns' living drivers
with the rerolls they take into a game, and recording a finished game. Kept in one place so
it can move onto the UI's operations layer without touching the screens.

Recording goes through the same calls as `garage-cli campaign record`: the game result
reader, then `Campaigns.record`.
"""

from __future__ import annotations

from dataclasses import dataclass

from garage.rules.campaign import ALIVE
from garage.rules.design import Design
from garage.rules.game_result import GameResult, result_from_dict


@dataclass(frozen=True, slots=True)
class CampaignDriver:
    name: str
    rerolls: int  # the driver's own allowance going into the next game


@dataclass(frozen=True, slots=True)
class CampaignNavigator:
    name: str
    rerolls: int  # her tally, added to her driver's allowance in a game (P13)


def designs(garage) -> list[Design]:
    return garage.all_designs()


def campaigns(garage) -> list[str]:
    from garage.storage.campaigns import Campaigns
    return [row.name for row in Campaigns(garage).list()]


def living(garage, campaign: str) -> tuple[list[CampaignDriver], list[CampaignNavigator]]:
    """The campaign's drivers and navigators still alive (the dead have left play)."""
    from garage.storage.campaigns import Campaigns
    standings = Campaigns(garage).standings(campaign)
    return ([CampaignDriver(s.driver, s.rerolls) for s in standings.drivers if s.status == ALIVE],
            [CampaignNavigator(s.navigator, s.rerolls) for s in standings.navigators if s.status == ALIVE])


def record(garage, campaign: str, result: dict, source: str = "") -> int:
    """Record a game result in the campaign; returns the game's number. Raises
    GameResultError or StorageError with a one-line message."""
    from garage.storage.campaigns import Campaigns
    parsed: GameResult = result_from_dict(result, source)
    return Campaigns(garage).record(campaign, parsed).number
