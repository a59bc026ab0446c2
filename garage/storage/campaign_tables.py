"""The campaign tables (migration 0002), on the garage's shared metadata.

A campaign stores its games as played, never totals: standings are folded from the games by
garage.rules.campaign. A driver's `status` and `vehicle` are written from that fold in the
same transaction as every game change, for readers that want them without folding, and so
is the campaign's `revision`, which tells a kept fold from a stale one.
"""

from __future__ import annotations

from datetime import date, datetime

from sqlalchemy import BigInteger, UniqueConstraint
from sqlmodel import Field, SQLModel

from garage.rules.rulesets import DEFAULT
from garage.storage.tables import utc_now  # also applies the constraint naming convention


class Campaign(SQLModel, table=True):
    __tablename__ = "campaign"

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(unique=True)
    created: datetime = Field(default_factory=utc_now)
    # Migration 0007: a new random value with every write to the campaign's games, so a
    # process that kept the campaign's fold knows whether it is still the stored one.
    revision: int = Field(default=0, sa_type=BigInteger, sa_column_kwargs={"server_default": "0"})


class CampaignDriver(SQLModel, table=True):
    """A named driver (RULINGS P12: unnamed drivers never get one)."""

    __tablename__ = "campaign_driver"
    __table_args__ = (UniqueConstraint("campaign_id", "name"),)

    id: int | None = Field(default=None, primary_key=True)
    campaign_id: int = Field(foreign_key="campaign.id", ondelete="CASCADE")
    name: str
    status: str  # alive | dead
    vehicle: str  # the car they drove last


class CampaignNavigator(SQLModel, table=True):
    """A named Lady Navigator, who keeps her own tally (RULINGS P13)."""

    __tablename__ = "campaign_navigator"
    __table_args__ = (UniqueConstraint("campaign_id", "name"),)

    id: int | None = Field(default=None, primary_key=True)
    campaign_id: int = Field(foreign_key="campaign.id", ondelete="CASCADE")
    name: str
    status: str


class CampaignGame(SQLModel, table=True):
    __tablename__ = "campaign_game"
    __table_args__ = (UniqueConstraint("campaign_id", "number"),)

    id: int | None = Field(default=None, primary_key=True)
    campaign_id: int = Field(foreign_key="campaign.id", ondelete="CASCADE")
    number: int  # the order the fold replays games in, from 1
    played_on: date
    scenario: str
    variant: str | None = None
    recorded: datetime = Field(default_factory=utc_now)
    ruleset: str = Field(default=DEFAULT, sa_column_kwargs={"server_default": DEFAULT})  # migration 0005


class CampaignHouseRule(SQLModel, table=True):
    __tablename__ = "campaign_house_rule"
    __table_args__ = (UniqueConstraint("game_id", "position"),)

    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="campaign_game.id", ondelete="CASCADE")
    position: int
    rule: str


class CampaignEntry(SQLModel, table=True):
    """One vehicle in one game. An unnamed driver's entry is kept with driver_id NULL so the
    game stays whole (kills against their car count) without the driver being written."""

    __tablename__ = "campaign_entry"
    __table_args__ = (UniqueConstraint("game_id", "position"),)

    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="campaign_game.id", ondelete="CASCADE")
    position: int  # order within the game result
    driver_id: int | None = Field(default=None, foreign_key="campaign_driver.id")
    vehicle: str
    survived: bool
    death: str | None = None
    finished: bool | None = None
    place: int | None = None  # race position; 1 won
    navigator_id: int | None = Field(default=None, foreign_key="campaign_navigator.id")
    navigator_survived: bool | None = None  # NULL: no navigator rode in this car
    navigator_ejected: bool | None = None


class CampaignKill(SQLModel, table=True):
    __tablename__ = "campaign_kill"
    __table_args__ = (UniqueConstraint("entry_id", "position"),)

    id: int | None = Field(default=None, primary_key=True)
    entry_id: int = Field(foreign_key="campaign_entry.id", ondelete="CASCADE")
    position: int
    victim: str  # as the result named it: a driver, or an unnamed driver's vehicle
    victim_driver_id: int | None = Field(default=None, foreign_key="campaign_driver.id")
