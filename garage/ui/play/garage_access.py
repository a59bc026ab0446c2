"""Everything the play screen asks of the open garage, through the UI's operations layer
(garage/ui/operations.py): its cars, its campaigns' living drivers with the rerolls they take
into a game, and recording a finished game. A storage failure is reported by `ops.run` (one
line, in the window's status bar and a dialog) and comes back as FAILED.

Recording goes through the same calls as `garage-cli campaign record`: the game result
reader, then `Campaigns.record`; the change is announced, so the Campaign screen's standings
follow at once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from garage.rules.campaign import ALIVE, Standings
from garage.rules.design import Vehicle
from garage.rules.game_result import result_from_dict
from garage.ui.operations import Change, Failed, OpenGarage
from garage.ui.translations import QT_TRANSLATE_NOOP

TITLE = QT_TRANSLATE_NOOP("GarageAccess", "Game Night")  # shown translated (_title)


def _title() -> str:
    return QCoreApplication.translate("GarageAccess", TITLE)


@dataclass(frozen=True, slots=True)
class CampaignDriver:
    name: str
    rerolls: int  # the driver's own allowance going into the next game


@dataclass(frozen=True, slots=True)
class CampaignNavigator:
    name: str
    rerolls: int  # her tally, added to her driver's allowance in a game (P13)


@dataclass(frozen=True, slots=True)
class Roster:
    """Who may drive in a campaign's next game: the living, with their rerolls; the dead by
    name, with the game they died in, so the screen can say why a name is refused."""

    drivers: tuple[CampaignDriver, ...] = ()
    navigators: tuple[CampaignNavigator, ...] = ()
    dead: dict[str, int | None] = field(default_factory=dict)  # name -> the game they died in
    standings: Standings | None = None

    def rerolls(self, driver: str | None, navigator: str | None = None) -> int:
        """The allowance this game: the driver's rerolls plus the navigator's tally (P13)."""
        return self.standings.allowance(driver or None, navigator or None) if self.standings else 0


def designs(ops: OpenGarage, parent: QWidget | None) -> list[Vehicle] | Failed:
    """Every car in the garage, or FAILED."""
    return ops.run(parent, _title(), lambda storage: storage.garage.all_designs())


def campaigns(ops: OpenGarage, parent: QWidget | None) -> list[str] | Failed:
    """The campaigns' names, or FAILED."""
    return ops.run(parent, _title(), lambda storage: [row.name for row in storage.campaigns.list()])


def roster(ops: OpenGarage, parent: QWidget | None, campaign: str) -> Roster:
    standings = ops.run(parent, _title(), lambda storage: storage.campaigns.standings(campaign))
    if isinstance(standings, Failed):
        return Roster()
    dead = {s.driver: s.died_in for s in standings.drivers if s.status != ALIVE}
    dead.update({s.navigator: s.died_in for s in standings.navigators if s.status != ALIVE})
    return Roster(tuple(CampaignDriver(s.driver, s.rerolls) for s in standings.drivers if s.status == ALIVE),
                  tuple(CampaignNavigator(s.navigator, s.rerolls) for s in standings.navigators
                        if s.status == ALIVE), dead, standings)


def record(ops: OpenGarage, parent: QWidget | None, campaign: str, result: dict[str, Any],
           source: str = "") -> int | Failed:
    """Record a game result in the campaign: the game's number, or FAILED. A result the
    reader refuses raises GameResultError (one line naming the field)."""
    parsed = result_from_dict(result, source)
    title = QCoreApplication.translate("GarageAccess", "Record in Campaign")
    return ops.run(parent, title, lambda storage: storage.campaigns.record(campaign, parsed).number, Change.CAMPAIGNS)
