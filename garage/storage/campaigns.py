"""Campaigns in the garage database: games stored as played, standings folded from them.

    from garage.storage import open_garage
    from garage.storage.campaigns import Campaigns
    with open_garage() as garage:
        book = Campaigns(garage)
        book.create("Wasteland League")
        book.record("Wasteland League", game_result.load("night.result.json"))
        standings = book.standings("Wasteland League")   # garage.rules.campaign.Standings
        standings.drivers, standings.navigators, standings.memorial(), standings.series()
        book.history("Wasteland League", "Damnation Alex")  # GameLines: rerolls earned per game
        book.replace_game(book.games("Wasteland League")[0].id, corrected)  # a correction

Every write is one transaction that first folds the new or changed game onto the campaign
(garage.rules.campaign), so a game that cannot follow the ones before it (it names a dead
driver) or a correction that would break a later game is refused and nothing is written.
Standings are never stored: they are the fold of the games.

The fold is kept open between calls (issue 24: every record read and re-folded every earlier
game): each Garage keeps, per campaign, the games it last read or wrote and their Ledger,
valid while the campaign's `revision` (migration 0007) is the one it was kept at. Every write
sets a new random revision in its own transaction, so a game recorded, corrected or undone by
any other writer (another app, garage-cli) makes the kept fold stale and it is read again.
Recording a game then folds that one game; standings freeze the kept fold; a correction or an
undo replays the kept games without reading them. `check()` always reads and folds afresh.
"""

from __future__ import annotations

import builtins
import secrets
import threading
import weakref
from collections import defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import date, datetime

from sqlalchemy import case, delete, func, insert, update
from sqlalchemy import select as sa_select
from sqlmodel import Session, col, select

from garage.rules.campaign import (
    CampaignError,
    DriverStanding,
    GameLine,
    Ledger,
    NavigatorStanding,
    Standings,
    ledger,
)
from garage.rules.game_result import Entry, GameResult, GameResultError, result_from_dict, result_to_dict
from garage.storage import rows
from garage.storage.campaign_tables import (
    Campaign,
    CampaignDriver,
    CampaignEntry,
    CampaignGame,
    CampaignHouseRule,
    CampaignKill,
    CampaignNavigator,
)
from garage.storage.errors import DamagedValue, DuplicateName, StorageError, UnknownName
from garage.storage.garage import Garage
from garage.storage.stored import refuse_names, result_problem
from garage.storage.tables import core_table, id_column, key_of


class GameRefused(StorageError):
    """A game result the campaign cannot take; `str()` names the game and the field."""


class UnknownDriver(StorageError):
    def __init__(self, campaign: str, name: str):
        self.name = name
        super().__init__(f"no driver called '{name}' in the campaign '{campaign}'")


class UnknownGame(StorageError):
    pass


@dataclass(frozen=True, slots=True)
class CampaignRow:
    id: int
    name: str
    created: datetime
    games: int
    drivers: int  # named drivers ever, the dead included
    alive: int


@dataclass(frozen=True, slots=True)
class GameRow:
    id: int
    campaign: str
    number: int
    played_on: date
    scenario: str
    variant: str | None
    house_rules: tuple[str, ...]
    entries: int
    recorded: datetime


def _validated(result: GameResult) -> GameResult:
    """The reader's checks for a result built in code (the app's post-game form) rather
    than read from a file: no duplicated drivers, no kill naming nobody, and so on."""
    try:
        return result_from_dict(result_to_dict(result), "game result")
    except GameResultError as exc:
        raise GameRefused(str(exc)) from None


@dataclass(slots=True)
class _Kept:
    """A campaign's games (id, result) as stored at `revision`, and their fold kept open."""

    revision: int
    games: builtins.list[tuple[int, GameResult]]
    ledger: Ledger
    standings: Standings | None = None  # frozen from the ledger when first asked for


# Per Garage (so per database), per campaign id. A writer takes its campaign's entry out while
# it folds onto it and puts it back after the commit; readers freeze under the same lock.
_KEPT: weakref.WeakKeyDictionary[Garage, dict[int, _Kept]] = weakref.WeakKeyDictionary()
_KEPT_LOCK = threading.Lock()


def _new_revision(old: int | None = None) -> int:
    while True:
        revision = secrets.randbits(62)
        if revision != old:
            return revision


class Campaigns:
    """The campaign operations on one open Garage; each call is its own short session."""

    def __init__(self, garage: Garage):
        self._garage = garage

    # -- the fold kept open -------------------------------------------------------------------
    def _take(self, campaign_id: int, revision: int) -> _Kept | None:
        """The kept fold of the campaign at `revision`, taken out for a writer to change."""
        with _KEPT_LOCK:
            kept = _KEPT.get(self._garage, {}).pop(campaign_id, None)
        return kept if kept is not None and kept.revision == revision else None

    def _keep(self, campaign_id: int, kept: _Kept) -> None:
        with _KEPT_LOCK:
            _KEPT.setdefault(self._garage, {})[campaign_id] = kept

    def _forget(self, campaign_id: int) -> None:
        with _KEPT_LOCK:
            _KEPT.get(self._garage, {}).pop(campaign_id, None)

    def _kept(self, session: Session, name: str, campaign_id: int) -> _Kept:
        """For a reader: the campaign's kept fold if it is still the stored one, else its games
        read and folded (and kept). The revision is read before the games, so a fold kept here
        is never newer than the revision it is kept at."""
        revision = _revision(session, campaign_id)
        with _KEPT_LOCK:
            kept = _KEPT.get(self._garage, {}).get(campaign_id)
            if kept is not None and kept.revision == revision:
                if kept.standings is None:
                    kept.standings = kept.ledger.standings()
                return kept
        games = _games(session, campaign_id)
        kept = _Kept(revision, games, _ledger(name, [r for _, r in games]))
        kept.standings = kept.ledger.standings()
        self._keep(campaign_id, kept)
        return kept

    def _writing(self, session: Session, name: str, campaign_id: int) -> tuple[_Kept, int]:
        """For a writer, in its transaction: the campaign's games and fold as stored (kept, or
        read), and the new revision, already written, that the write will commit."""
        revision = _revision(session, campaign_id, lock=True)
        kept = self._take(campaign_id, revision)
        if kept is None:
            games = _games(session, campaign_id)
            kept = _Kept(revision, games, _ledger(name, [r for _, r in games]))
        new = _new_revision(revision)
        session.execute(update(Campaign).where(col(Campaign.id) == campaign_id).values(revision=new))
        return kept, new

    # -- campaigns ----------------------------------------------------------------------------
    def create(self, name: str) -> CampaignRow:
        rows.check_name(name, "campaign")
        with self._garage.writing() as session:
            if _campaign(session, name) is not None:
                raise DuplicateName(name, "campaign")
            campaign = Campaign(name=name, revision=_new_revision())
            session.add(campaign)
            session.flush()
            created = CampaignRow(key_of(campaign), campaign.name, campaign.created, 0, 0, 0)
        self._keep(created.id, _Kept(campaign.revision, [], ledger(())))
        return created

    def list(self) -> list[CampaignRow]:
        games = (select(col(CampaignGame.campaign_id), func.count().label("n"))
                 .group_by(col(CampaignGame.campaign_id)).subquery())
        drivers = (select(col(CampaignDriver.campaign_id), func.count().label("n"),
                          func.sum(case((col(CampaignDriver.status) == "alive", 1), else_=0)).label("alive"))
                   .group_by(col(CampaignDriver.campaign_id)).subquery())
        query = (sa_select(id_column(Campaign.id), col(Campaign.name), col(Campaign.created),
                           func.coalesce(games.c.n, 0), func.coalesce(drivers.c.n, 0),
                           func.coalesce(drivers.c.alive, 0))
                 .outerjoin(games, games.c.campaign_id == Campaign.id)
                 .outerjoin(drivers, drivers.c.campaign_id == Campaign.id)
                 .order_by(func.lower(Campaign.name), Campaign.name))
        with self._garage.reading() as session:
            found = [CampaignRow(*row) for row in session.execute(query)]
            refuse_names(((c.id, c.name) for c in found), "campaign")
            return found

    def get(self, name: str) -> CampaignRow:
        for row in self.list():
            if row.name == name:
                return row
        raise UnknownName(name, "campaign")

    def remove(self, name: str) -> None:
        """Remove a campaign with every game in it (the drivers' cars stay in the garage)."""
        with self._garage.writing() as session:
            campaign = _existing(session, name)
            # Games first: their entries and kills point at the campaign's drivers, and a
            # server (PostgreSQL) may cascade to the drivers before it reaches the entries.
            session.execute(delete(CampaignGame).where(col(CampaignGame.campaign_id) == campaign.id))
            session.delete(campaign)
            removed = key_of(campaign)
        self._forget(removed)

    def rename(self, name: str, new_name: str) -> None:
        """Give a campaign another name; its games and drivers stay as they are."""
        rows.check_name(new_name, "campaign")
        with self._garage.writing() as session:
            campaign = _existing(session, name)
            other = _campaign(session, new_name)
            if other is not None and other.id != campaign.id:
                raise DuplicateName(new_name, "campaign")
            campaign.name = new_name

    # -- games --------------------------------------------------------------------------------
    def record(self, campaign: str, result: GameResult, again: bool = False) -> GameRow:
        """Add a game after the last one, creating the named drivers and navigators it
        introduces. Refused whole if it names a dead driver or navigator, or if it is exactly
        a game already recorded (the same file twice) unless `again`."""
        result = _validated(result)
        with self._garage.writing() as session:
            row = _existing(session, campaign)
            campaign_id = key_of(row)
            kept, revision = self._writing(session, campaign, campaign_id)
            games = kept.games
            try:
                if not again:
                    for number, (_, earlier) in enumerate(games, start=1):
                        if earlier == result:
                            raise GameRefused(f"campaign '{campaign}': this result is already game {number} "
                                              f"(played {result.played_on.isoformat()}); record it again only "
                                              f"if that game really was played twice")
                kept.ledger.add(result)  # refused before it changes anything
            except (GameRefused, CampaignError) as exc:
                self._keep(campaign_id, kept)  # as it was: the refusal rolls the new revision back
                if isinstance(exc, GameRefused):
                    raise
                raise GameRefused(f"campaign '{campaign}': {exc}") from None
            game = CampaignGame(campaign_id=campaign_id, number=len(games) + 1, played_on=result.played_on,
                                scenario=result.scenario, variant=result.variant, ruleset=result.ruleset)
            session.add(game)
            session.flush()
            _write_game(session, campaign_id, key_of(game), result, kept.ledger)
            drivers = {e.driver for e in result.entries if e.driver is not None}
            navigators = {e.navigator for e in result.entries if e.navigator is not None}
            _settle(session, campaign_id, [kept.ledger.driver(name) for name in drivers],
                    [kept.ledger.navigator(name) for name in navigators], False)
            recorded = _game_row(session, campaign, game)
        self._keep(campaign_id, _Kept(revision, [*games, (recorded.id, result)], kept.ledger))
        return recorded

    def undo_last(self, campaign: str) -> GameResult:
        """Remove the last game and give it back (to record again as a redo). Drivers and
        navigators that only that game introduced go with it."""
        with self._garage.writing() as session:
            row = _existing(session, campaign)
            campaign_id = key_of(row)
            kept, revision = self._writing(session, campaign, campaign_id)
            if not kept.games:
                self._keep(campaign_id, kept)  # as it was: nothing is written
                raise UnknownGame(f"the campaign '{campaign}' has no games to undo")
            game_id, result = kept.games[-1]
            games = kept.games[:-1]
            session.execute(delete(CampaignGame).where(col(CampaignGame.id) == game_id))
            folded = _ledger(campaign, [r for _, r in games])
            standings = folded.standings()
            _settle(session, campaign_id, standings.drivers, standings.navigators)
        self._keep(campaign_id, _Kept(revision, games, folded, standings))
        return result

    def replace_game(self, game_id: int, result: GameResult) -> GameRow:
        """Correct a past game: everything after it is recomputed, and the correction is
        refused if a later game could then not have happened."""
        result = _validated(result)
        with self._garage.writing() as session:
            game = session.get(CampaignGame, game_id)
            if game is None:
                raise UnknownGame(f"no game {game_id} in the garage")
            campaign = session.get(Campaign, game.campaign_id)
            if campaign is None:  # the foreign key rules this out
                raise UnknownGame(f"game {game_id} belongs to no campaign")
            campaign_id = key_of(campaign)
            kept, revision = self._writing(session, campaign.name, campaign_id)
            games = [(gid, result if gid == game_id else r) for gid, r in kept.games]
            try:
                folded = _ledger(campaign.name, [r for _, r in games])
            except GameRefused:
                self._keep(campaign_id, kept)  # as it was: the refusal rolls the new revision back
                raise
            standings = folded.standings()
            session.execute(delete(CampaignEntry).where(col(CampaignEntry.game_id) == game_id))
            session.execute(delete(CampaignHouseRule).where(col(CampaignHouseRule.game_id) == game_id))
            game.played_on, game.scenario, game.variant = result.played_on, result.scenario, result.variant
            game.ruleset = result.ruleset
            session.add(game)
            session.flush()
            _write_game(session, campaign_id, game_id, result, folded)
            _settle(session, campaign_id, standings.drivers, standings.navigators)
            corrected = _game_row(session, campaign.name, game)
        self._keep(campaign_id, _Kept(revision, games, folded, standings))
        return corrected

    # `list` here is the method above: builtins.list is the type.
    def games(self, campaign: str) -> builtins.list[GameRow]:
        with self._garage.reading() as session:
            row = _existing(session, campaign)
            self._kept(session, campaign, key_of(row))  # a damaged game is refused as the standings do
            return _game_rows(session, campaign, key_of(row))

    def game(self, campaign: str, number: int) -> GameRow:
        for row in self.games(campaign):
            if row.number == number:
                return row
        raise UnknownGame(f"the campaign '{campaign}' has no game {number}")

    def game_result(self, game_id: int) -> GameResult:
        """A stored game as a result again, e.g. to edit and pass to replace_game."""
        with self._garage.reading() as session:
            game = session.get(CampaignGame, game_id)
            if game is None:
                raise UnknownGame(f"no game {game_id} in the garage")
            campaign = session.get(Campaign, game.campaign_id)
            name = campaign.name if campaign is not None else f"#{game.campaign_id}"
            return dict(self._kept(session, name, game.campaign_id).games)[game_id]

    # -- standings ----------------------------------------------------------------------------
    def standings(self, campaign: str) -> Standings:
        with self._garage.reading() as session:
            row = _existing(session, campaign)
            standings = self._kept(session, campaign, key_of(row)).standings
            assert standings is not None  # _kept freezes it
            return standings

    def check(self) -> builtins.list[str]:
        """Every campaign read and folded afresh from its games, never from a kept fold: a
        campaign whose games no longer fold (written by hand, or by a Garage with a bug) is
        named with why."""
        problems = []
        for row in self.list():
            try:
                with self._garage.reading() as session:
                    _ledger(row.name, [r for _, r in _games(session, row.id)])
            except GameRefused as exc:
                problems.append(str(exc))
        return problems

    def history(self, campaign: str, driver: str) -> tuple[GameLine, ...]:
        try:
            return self.standings(campaign).history(driver)
        except KeyError:
            raise UnknownDriver(campaign, driver) from None


def _campaign(session: Session, name: str) -> Campaign | None:
    return session.exec(select(Campaign).where(Campaign.name == name)).first()


def _existing(session: Session, name: str) -> Campaign:
    campaign = _campaign(session, name)
    if campaign is None:
        raise UnknownName(name, "campaign")
    return campaign


def _ledger(campaign: str, results: list[GameResult]) -> Ledger:
    try:
        return ledger(results)
    except CampaignError as exc:
        raise GameRefused(f"campaign '{campaign}': {exc}") from None


def _revision(session: Session, campaign_id: int, lock: bool = False) -> int:
    """The campaign's stored revision; with `lock`, its row locked for the write (a server's
    other writers of the campaign wait; SQLite's BEGIN IMMEDIATE already has the file)."""
    query = sa_select(col(Campaign.revision)).where(col(Campaign.id) == campaign_id)
    return int(session.execute(query.with_for_update() if lock else query).scalar_one())


def _game_row(session: Session, campaign: str, game: CampaignGame) -> GameRow:
    rules = session.exec(select(CampaignHouseRule.rule).where(CampaignHouseRule.game_id == game.id)
                         .order_by(col(CampaignHouseRule.position))).all()
    entries = session.exec(select(func.count(col(CampaignEntry.id))).where(CampaignEntry.game_id == game.id)).one()
    return GameRow(key_of(game), campaign, game.number, game.played_on, game.scenario, game.variant,
                   tuple(rules), entries, game.recorded)


def _game_rows(session: Session, campaign: str, campaign_id: int) -> list[GameRow]:
    """The campaign's games for a list: three flat queries, whatever the number of games."""
    in_campaign = col(CampaignGame.campaign_id) == campaign_id
    house_rules: dict[int, list[str]] = defaultdict(list)
    for game_id, rule in session.execute(
            select(CampaignHouseRule.game_id, CampaignHouseRule.rule).join(CampaignGame).where(in_campaign)
            .order_by(col(CampaignHouseRule.game_id), col(CampaignHouseRule.position))):
        house_rules[game_id].append(rule)
    entries: dict[int, int] = dict(session.execute(
        select(CampaignEntry.game_id, func.count(col(CampaignEntry.id))).join(CampaignGame).where(in_campaign)
        .group_by(col(CampaignEntry.game_id))).all())
    games = session.exec(select(CampaignGame).where(in_campaign).order_by(col(CampaignGame.number))).all()
    return [GameRow(key_of(g), campaign, g.number, g.played_on, g.scenario, g.variant,
                    tuple(house_rules[key_of(g)]), entries.get(key_of(g), 0), g.recorded) for g in games]


def _games(session: Session, campaign_id: int) -> list[tuple[int, GameResult]]:
    """Every game of the campaign in order, as results: a handful of flat queries, since a
    campaign's standings read all of them. Refused (DamagedValue, naming the game and the
    field) unless the game result reader takes each as its file: every read of a stored game
    comes here."""
    games = _stored_games(session, campaign_id)
    for problem in _problems(session, campaign_id, games):
        raise DamagedValue(problem)
    return [(game_id, result) for game_id, _, result in games]


def game_problems(session: Session, campaign_id: int) -> list[str]:
    """What the game result reader says of each of the campaign's stored games."""
    return list(_problems(session, campaign_id, _stored_games(session, campaign_id)))


def _problems(session: Session, campaign_id: int,
              games: list[tuple[int, int, GameResult]]) -> Iterator[str]:
    name = None
    for _, number, result in games:
        if name is None:  # a game's problem is rare: its campaign's name is looked up for it
            problem = result_problem(result, "")
            if problem is None:
                continue
            campaign = session.get(Campaign, campaign_id)
            name = campaign.name if campaign is not None else f"#{campaign_id}"
        problem = result_problem(result, f"campaign '{name}' game {number}")
        if problem is not None:
            yield problem


def _stored_games(session: Session, campaign_id: int) -> list[tuple[int, int, GameResult]]:
    """(id, number, result) of every game of the campaign in order, as stored."""
    in_campaign = col(CampaignGame.campaign_id) == campaign_id
    games = session.execute(sa_select(id_column(CampaignGame.id), col(CampaignGame.number), col(CampaignGame.played_on),
                                      col(CampaignGame.scenario), col(CampaignGame.variant),
                                      col(CampaignGame.ruleset)).where(in_campaign)
                            .order_by(col(CampaignGame.number))).all()
    drivers = dict(session.execute(select(CampaignDriver.id, CampaignDriver.name)
                                   .where(CampaignDriver.campaign_id == campaign_id)).all())
    navigators = dict(session.execute(select(CampaignNavigator.id, CampaignNavigator.name)
                                      .where(CampaignNavigator.campaign_id == campaign_id)).all())
    house_rules: dict[int, list[str]] = defaultdict(list)
    for game_id, rule in session.execute(
            select(CampaignHouseRule.game_id, CampaignHouseRule.rule).join(CampaignGame).where(in_campaign)
            .order_by(col(CampaignHouseRule.game_id), col(CampaignHouseRule.position))):
        house_rules[game_id].append(rule)
    kills: dict[int, list[str]] = defaultdict(list)
    for entry_id, victim in session.execute(
            select(CampaignKill.entry_id, CampaignKill.victim).join(CampaignEntry).join(CampaignGame)
            .where(in_campaign).order_by(col(CampaignKill.entry_id), col(CampaignKill.position))):
        kills[entry_id].append(victim)
    entries: dict[int, list[Entry]] = defaultdict(list)
    for (entry_id, game_id, driver_id, vehicle, survived, death, finished, place, navigator_id,
         navigator_survived, navigator_ejected) in session.execute(
            sa_select(id_column(CampaignEntry.id), col(CampaignEntry.game_id), col(CampaignEntry.driver_id),
                      col(CampaignEntry.vehicle), col(CampaignEntry.survived), col(CampaignEntry.death),
                      col(CampaignEntry.finished), col(CampaignEntry.place), col(CampaignEntry.navigator_id),
                      col(CampaignEntry.navigator_survived), col(CampaignEntry.navigator_ejected))
            .join(CampaignGame).where(in_campaign)
            .order_by(col(CampaignEntry.game_id), col(CampaignEntry.position))):
        entries[game_id].append(Entry(
            driver=None if driver_id is None else drivers.get(driver_id), vehicle=vehicle, survived=survived,
            kills=tuple(kills.get(entry_id, ())), death=death, finished=finished, position=place,
            navigator=None if navigator_id is None else navigators.get(navigator_id),
            navigator_survived=navigator_survived,
            navigator_ejected=navigator_ejected))
    return [(game_id, number, GameResult(scenario=scenario, played_on=played_on, entries=tuple(entries[game_id]),
                                         variant=variant, house_rules=tuple(house_rules[game_id]), ruleset=ruleset))
            for game_id, number, played_on, scenario, variant, ruleset in games]


def _people(session: Session, table: type[CampaignDriver] | type[CampaignNavigator], campaign_id: int,
            names: set[str], folded: Ledger) -> dict[str, int]:
    """The ids of the campaign's drivers (or navigators) called `names`, adding those new to
    it with the status the fold gives them, so that _settle has nothing to rewrite."""
    if not names:
        return {}
    known = (select(col(table.name), id_column(table.id))
             .where(col(table.campaign_id) == campaign_id, col(table.name).in_(names)))
    ids = dict(session.execute(known).all())
    new = sorted(names - ids.keys())
    if new:
        def status(name: str) -> dict[str, str]:
            if table is CampaignDriver:
                driver = folded.driver(name)
                return {"status": driver.status, "vehicle": driver.vehicle}
            return {"status": folded.navigator(name).status}

        for name in new:
            rows.check_name(name, "driver" if table is CampaignDriver else "navigator")
        session.execute(insert(core_table(table)),
                        [{"campaign_id": campaign_id, "name": name, **status(name)} for name in new])
        ids = dict(session.execute(known).all())
    return ids


def _write_game(session: Session, campaign_id: int, game_id: int, result: GameResult, folded: Ledger) -> None:
    """The game's rows in a fixed number of statements, whatever its size: a round trip per
    row made recording a large game take minutes. Core inserts (the tables, not the models),
    because the ORM's bulk insert splits the rows by which of their values are NULL."""
    drivers = _people(session, CampaignDriver, campaign_id,
                      {e.driver for e in result.entries if e.driver is not None}, folded)
    navigators = _people(session, CampaignNavigator, campaign_id,
                         {e.navigator for e in result.entries if e.navigator is not None}, folded)
    if result.house_rules:
        session.execute(insert(core_table(CampaignHouseRule)),
                        [{"game_id": game_id, "position": i, "rule": rule}
                         for i, rule in enumerate(result.house_rules)])
    session.execute(insert(core_table(CampaignEntry)), [
        {"game_id": game_id, "position": i, "driver_id": None if e.driver is None else drivers.get(e.driver),
         "vehicle": e.vehicle, "survived": e.survived, "death": e.death, "finished": e.finished, "place": e.position,
         "navigator_id": None if e.navigator is None else navigators.get(e.navigator),
         "navigator_survived": e.navigator_survived,
         "navigator_ejected": e.navigator_ejected}
        for i, e in enumerate(result.entries)])
    entry_ids = dict(session.execute(
        select(col(CampaignEntry.position), id_column(CampaignEntry.id))
        .where(CampaignEntry.game_id == game_id)).all())
    by_name: dict[str, str | None] = {}
    for e in result.entries:
        for kill in e.kills:
            by_name.setdefault(kill, result.victim(kill).driver)
    kills = [{"entry_id": entry_ids[i], "position": k, "victim": kill,
              "victim_driver_id": None if (victim := by_name[kill]) is None else drivers.get(victim)}
             for i, e in enumerate(result.entries) for k, kill in enumerate(e.kills)]
    if kills:
        session.execute(insert(core_table(CampaignKill)), kills)


def _settle(session: Session, campaign_id: int, drivers_now: Iterable[DriverStanding],
            navigators_now: Iterable[NavigatorStanding], forget: bool = True) -> None:
    """Write the fold's status and car onto these drivers and navigators (all of them after a
    correction or an undo, a new game's own after a record); with `forget`, first drop those
    no game names any more."""
    drivers_now, navigators_now = tuple(drivers_now), tuple(navigators_now)
    if forget:
        # A kill's victim always has an entry of their own in that game, so entries are enough.
        people: tuple[tuple[type[CampaignDriver] | type[CampaignNavigator], int | None], ...] = (
            (CampaignDriver, CampaignEntry.driver_id), (CampaignNavigator, CampaignEntry.navigator_id))
        for table, column in people:
            used = select(col(column)).where(col(column).is_not(None))
            session.execute(delete(table).where(col(table.campaign_id) == campaign_id,
                                                col(table.id).not_in(used)))
    # Every row after a correction or an undo; only the game's own after a record.
    only_drivers = [] if forget else [col(CampaignDriver.name).in_([s.driver for s in drivers_now])]
    drivers = {name: (id_, status, vehicle) for id_, name, status, vehicle in session.execute(
        select(id_column(CampaignDriver.id), col(CampaignDriver.name), col(CampaignDriver.status),
               col(CampaignDriver.vehicle))
        .where(CampaignDriver.campaign_id == campaign_id, *only_drivers))}
    for s in drivers_now:
        id_, status, vehicle = drivers[s.driver]
        if (status, vehicle) != (s.status, s.vehicle):
            session.execute(update(CampaignDriver).where(col(CampaignDriver.id) == id_)
                            .values(status=s.status, vehicle=s.vehicle))
    only_navigators = [] if forget else [col(CampaignNavigator.name).in_([n.navigator for n in navigators_now])]
    navigators = {name: (id_, status) for id_, name, status in session.execute(
        select(id_column(CampaignNavigator.id), col(CampaignNavigator.name), col(CampaignNavigator.status))
        .where(CampaignNavigator.campaign_id == campaign_id, *only_navigators))}
    for n in navigators_now:
        id_, status = navigators[n.navigator]
        if status != n.status:
            session.execute(update(CampaignNavigator).where(col(CampaignNavigator.id) == id_)
                            .values(status=n.status))
