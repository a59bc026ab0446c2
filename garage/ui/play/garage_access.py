"""Everything the play screen asks of the open garage: its cars, its campaigns' living drivers
with the rerolls they take into a game, and recording a finished game. Kept in one place so
it can move onto the UI's operations layer without touching the screens.

Recording goes through the same calls as `garage-cli campaign record`: the game result
reader, then `Campaigns.record`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from garage.rules.campaign import ALIVE, Standings
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


@dataclass(frozen=True, slots=True)
class Roster:
    """Who may drive in a campaign's next game: the living, with their rerolls; the dead by
    name, with the game they died in, so the screen can say why a name is refused."""

    drivers: tuple[CampaignDriver, ...] = ()
    navigators: tuple[CampaignNavigator, ...] = ()
    dead: dict = field(default_factory=dict)
    standings: Standings | None = None

    def rerolls(self, driver: str | None, navigator: str | None = None) -> int:
        """The allowance this game: the driver's rerolls plus the navigator's tally (P13)."""
        return self.standings.allowance(driver or None, navigator or None) if self.standings else 0


def roster(garage, campaign: str) -> Roster:
    from garage.storage.campaigns import Campaigns
    standings = Campaigns(garage).standings(campaign)
    dead = {s.driver: s.died_in for s in standings.drivers if s.status != ALIVE}
    dead.update({s.navigator: s.died_in for s in standings.navigators if s.status != ALIVE})
    return Roster(tuple(CampaignDriver(s.driver, s.rerolls) for s in standings.drivers if s.status == ALIVE),
                  tuple(CampaignNavigator(s.navigator, s.rerolls) for s in standings.navigators
                        if s.status == ALIVE), dead, standings)


def record(garage, campaign: str, result: dict, source: str = "") -> int:
    """Record a game result in the campaign; returns the game's number. Raises
    GameResultError or StorageError with a one-line message."""
    from garage.storage.campaigns import Campaigns
    parsed: GameResult = result_from_dict(result, source)
    return Campaigns(garage).record(campaign, parsed).number
