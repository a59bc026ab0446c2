"""A campaign's standings, folded over its games in order (A&A II section 10, RULINGS P4, P10-P13).

Nothing here is a stored total: `fold(results)` replays every game from the first, so a
correction to an early game changes every standing after it, and a correction that would make
a later game impossible (a driver killed in game 1 who drives in game 2) is refused. A `Ledger`
is the same fold kept open, to add the next game without replaying the ones before it.

- Rerolls are an allowance per game (P4): what a driver earned in past games, never spent.
- Awards per scenario come from resources/rules/aa2/campaign.toml (Deathmatch: survived,
  destroyed at least one vehicle; Race, any variant: finished with a rolling vehicle, won;
  Team games and Badlands Ambush as Deathmatch, P10).
- A driver who dies keeps their record (games, kills, wins, the rerolls they died with) and
  leaves play; a later game naming them is refused. They earn nothing in the game they die
  in, since there is no later game to take it into. The player's next driver is a new name
  and starts with no rerolls.
- A Lady Navigator keeps her own tally, +1 for each game she survives without ejecting (P13);
  in a game it is added to her driver's allowance.
- Unnamed drivers (driver null in the result, P12) earn nothing and have no standing.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import date
from typing import Any, NamedTuple

from garage.rules import rulesets
from garage.rules.game_result import Entry, GameResult
from garage.rules.scenario import Experience

ALIVE = "alive"
DEAD = "dead"


class CampaignError(ValueError):
    """A game that cannot follow the games before it. `str()` is one line for the player."""

    def __init__(self, game: int, field: str, problem: str):
        self.game = game
        self.field = field
        self.problem = problem
        super().__init__(f"game {game}: {field}: {problem}")


@dataclass(frozen=True, slots=True)
class Earned:
    award: str  # a key of [awards] in campaign.toml
    label: str
    rerolls: int


class GameLine(NamedTuple):
    """One game in one driver's history: what happened and the rerolls it earned.
    A named tuple rather than a frozen dataclass: a fold makes one per entry, and a tuple is
    several times cheaper to build."""

    game: int  # the game's place in the campaign, from 1
    played_on: date
    scenario: str
    variant: str | None
    vehicle: str
    survived: bool
    death: str | None
    kills: tuple[str, ...]
    finished: bool | None
    position: int | None
    navigator: str | None
    rerolls: int  # the driver's own allowance going into this game
    navigator_rerolls: int  # her tally going into this game, added to the allowance (P13)
    earned: tuple[Earned, ...]

    @property
    def allowance(self) -> int:
        return self.rerolls + self.navigator_rerolls

    @property
    def rerolls_earned(self) -> int:
        return sum(e.rerolls for e in self.earned)

    @property
    def rerolls_after(self) -> int:
        return self.rerolls + self.rerolls_earned

    def as_dict(self) -> dict[str, Any]:
        return {
            "game": self.game, "played_on": self.played_on.isoformat(), "scenario": self.scenario,
            "variant": self.variant, "vehicle": self.vehicle, "survived": self.survived,
            "death": self.death, "kills": list(self.kills), "finished": self.finished,
            "position": self.position, "navigator": self.navigator, "rerolls": self.rerolls,
            "navigator_rerolls": self.navigator_rerolls, "allowance": self.allowance,
            "earned": [{"award": e.award, "label": e.label, "rerolls": e.rerolls} for e in self.earned],
            "rerolls_after": self.rerolls_after,
        }


class NavigatorLine(NamedTuple):
    game: int
    played_on: date
    driver: str | None
    vehicle: str
    survived: bool
    ejected: bool
    rerolls: int  # her tally going into this game
    earned: int

    def as_dict(self) -> dict[str, Any]:
        return {"game": self.game, "played_on": self.played_on.isoformat(), "driver": self.driver,
                "vehicle": self.vehicle, "survived": self.survived, "ejected": self.ejected,
                "rerolls": self.rerolls, "earned": self.earned}


@dataclass(frozen=True, slots=True)
class DriverStanding:
    driver: str
    status: str  # alive | dead
    rerolls: int  # the allowance they take into their next game (or died with)
    games: int
    kills: int  # vehicles destroyed
    wins: int  # races won
    vehicle: str  # the car they drove last
    died_in: int | None  # the game they died in
    death: str | None
    history: tuple[GameLine, ...] = field(repr=False)

    def as_dict(self) -> dict[str, Any]:
        return {"driver": self.driver, "status": self.status, "rerolls": self.rerolls,
                "games": self.games, "kills": self.kills, "wins": self.wins, "vehicle": self.vehicle,
                "died_in": self.died_in, "death": self.death}


@dataclass(frozen=True, slots=True)
class NavigatorStanding:
    navigator: str
    status: str
    rerolls: int  # her own tally
    games: int
    driver: str | None  # whom she rode with last
    died_in: int | None
    history: tuple[NavigatorLine, ...] = field(repr=False)

    def as_dict(self) -> dict[str, Any]:
        return {"navigator": self.navigator, "status": self.status, "rerolls": self.rerolls,
                "games": self.games, "driver": self.driver, "died_in": self.died_in}


class GoingIn(NamedTuple):
    """What a named driver brings into a game: their own rerolls, and the earlier game they
    died in (a game naming them is then refused)."""

    rerolls: int
    died_in: int | None


class Outcome(NamedTuple):
    """What one entry of a game would bring its driver and navigator into the game after it."""

    entry: Entry
    going_in: GoingIn | None  # None for an unnamed driver, who earns nothing
    earned: tuple[Earned, ...]
    navigator_earned: int

    @property
    def rerolls_after(self) -> int:
        before = self.going_in.rerolls if self.going_in else 0
        return before + sum(e.rerolls for e in self.earned)


def _rank(s: DriverStanding | NavigatorStanding) -> tuple[bool, int, int]:
    return (s.status != ALIVE, -s.rerolls, -s.games)


@dataclass(frozen=True, slots=True)
class Standings:
    games: int
    drivers: tuple[DriverStanding, ...]  # the living first, most rerolls first
    navigators: tuple[NavigatorStanding, ...]

    def driver(self, name: str) -> DriverStanding:
        for s in self.drivers:
            if s.driver == name:
                return s
        raise KeyError(name)

    def navigator(self, name: str) -> NavigatorStanding:
        for s in self.navigators:
            if s.navigator == name:
                return s
        raise KeyError(name)

    def history(self, driver: str) -> tuple[GameLine, ...]:
        return self.driver(driver).history

    def memorial(self) -> tuple[DriverStanding, ...]:
        """The dead, in the order they died."""
        return tuple(sorted((s for s in self.drivers if s.status == DEAD), key=lambda s: s.died_in or 0))

    def allowance(self, driver: str | None, navigator: str | None = None) -> int:
        """The rerolls a driver may use in their next game, her tally included (P13).
        Names new to the campaign, and unnamed drivers, start with none."""
        total = 0
        for name, find in ((driver, self.driver), (navigator, self.navigator)):
            if name is None:
                continue
            with contextlib.suppress(KeyError):
                total += find(name).rerolls
        return total

    def going_into(self, driver: str, game: int | None = None) -> GoingIn:
        """A driver as they stood going into game `game` (by default the next one): a
        correction of game 2 sees them as they were after game 1. New names start with none."""
        game = self.games + 1 if game is None else game
        try:
            before = [line for line in self.history(driver) if line.game < game]
        except KeyError:
            before = []
        if not before:
            return GoingIn(0, None)
        last = before[-1]
        return GoingIn(last.rerolls_after, None if last.survived else last.game)

    def outcomes(self, result: GameResult, game: int | None = None) -> tuple[Outcome, ...]:
        """What each entry of `result`, played as game `game` (by default the next one), brings
        into the game after it: the same awards the fold gives, for a form to show before
        the game is recorded."""
        experience = rulesets.get(result.ruleset).experience
        found = []
        for entry in result.entries:
            going_in = self.going_into(entry.driver, game) if entry.driver is not None else None
            alive = going_in is not None and going_in.died_in is None and entry.survived
            found.append(Outcome(entry, going_in, awards(result, entry) if alive else (),
                                 navigator_earns(entry, experience)))
        return tuple(found)

    def series(self) -> dict[str, tuple[tuple[int, int], ...]]:
        """Per driver, (game, rerolls after it) for each game they played: a chart's lines."""
        return {s.driver: tuple((line.game, line.rerolls_after) for line in s.history)
                for s in self.drivers}

    def as_dict(self) -> dict[str, Any]:
        return {"games": self.games, "drivers": [s.as_dict() for s in self.drivers],
                "navigators": [s.as_dict() for s in self.navigators]}


# How each award kind of campaign.toml is read from a game result entry.
_MET = {
    "survived": lambda entry: entry.survived,
    "destroyed_a_vehicle": lambda entry: bool(entry.kills),
    "finished": lambda entry: bool(entry.finished),
    "won": lambda entry: entry.won,
}


# What a scenario's entries can earn: each award's condition, and the award.
_Earnable = tuple[tuple[Callable[[Entry], bool], Earned], ...]


def _earnable(experience: Experience, scenario: str) -> _Earnable:
    return tuple((_MET[a.key], Earned(a.key, a.label, a.rerolls))
                 for a in experience.scenario(scenario).awards)


def awards(result: GameResult, entry: Entry) -> tuple[Earned, ...]:
    """The rerolls an entry's driver earns from one game, whoever they are.
    The fold gives them only to named drivers who lived."""
    return tuple(earned for met, earned in _earnable(rulesets.get(result.ruleset).experience, result.scenario)
                 if met(entry))


def navigator_earns(entry: Entry, experience: Experience) -> int:
    """A Lady Navigator's gain from one game of this rule set's experience: the bonus if she
    survived without ejecting (P13)."""
    if entry.navigator is None or not entry.navigator_survived or entry.navigator_ejected:
        return 0
    return experience.navigator_survived_without_ejecting


@dataclass(slots=True)
class _Driver:
    name: str
    lines: list[GameLine] = field(default_factory=list)
    rerolls: int = 0
    kills: int = 0
    wins: int = 0
    died_in: int | None = None
    death: str | None = None

    def freeze(self) -> DriverStanding:
        return DriverStanding(
            driver=self.name, status=DEAD if self.died_in else ALIVE, rerolls=self.rerolls,
            games=len(self.lines), kills=self.kills, wins=self.wins, vehicle=self.lines[-1].vehicle,
            died_in=self.died_in, death=self.death, history=tuple(self.lines))


@dataclass(slots=True)
class _Navigator:
    name: str
    lines: list[NavigatorLine] = field(default_factory=list)
    rerolls: int = 0
    died_in: int | None = None

    def freeze(self) -> NavigatorStanding:
        return NavigatorStanding(
            navigator=self.name, status=DEAD if self.died_in else ALIVE, rerolls=self.rerolls,
            games=len(self.lines), driver=self.lines[-1].driver, died_in=self.died_in,
            history=tuple(self.lines))


class _Ledger:
    def __init__(self) -> None:
        self.games = 0
        self.drivers: dict[str, _Driver] = {}
        self.navigators: dict[str, _Navigator] = {}
        # Per rule set: its experience and each scenario's awards, worked out once.
        self.rules: dict[str, tuple[Experience, dict[str, _Earnable]]] = {}

    def experience(self, result: GameResult) -> tuple[Experience, dict[str, _Earnable]]:
        if result.ruleset not in self.rules:
            experience = rulesets.get(result.ruleset).experience
            self.rules[result.ruleset] = (experience, {key: _earnable(experience, key)
                                                       for key in experience.scenarios})
        return self.rules[result.ruleset]

    def check(self, result: GameResult, game: int) -> None:
        for i, entry in enumerate(result.entries):
            for people, name, kind in ((self.drivers, entry.driver, "driver"),
                                       (self.navigators, entry.navigator, "navigator")):
                known = people.get(name) if name is not None else None
                if known is not None and known.died_in is not None:
                    raise CampaignError(
                        game, f"entries[{i}].{kind}",
                        f"'{name}' died in game {known.died_in} and has left play; "
                        f"a new {kind} needs a new name")

    def add(self, result: GameResult) -> None:
        game = self.games + 1
        self.check(result, game)
        self.games = game
        experience = self.experience(result)[0]
        for entry in result.entries:
            her = None
            if entry.navigator is not None:
                her = self.navigators.setdefault(entry.navigator, _Navigator(entry.navigator))
                earned = navigator_earns(entry, experience)
                her.lines.append(NavigatorLine(
                    game=game, played_on=result.played_on, driver=entry.driver, vehicle=entry.vehicle,
                    survived=bool(entry.navigator_survived), ejected=bool(entry.navigator_ejected),
                    rerolls=her.rerolls, earned=earned))
            if entry.driver is not None:
                self.drive(result, entry, entry.driver, game, her)
            if her is not None:
                her.rerolls += her.lines[-1].earned
                if not entry.navigator_survived:
                    her.died_in = game

    def drive(self, result: GameResult, entry: Entry, name: str, game: int, her: _Navigator | None) -> None:
        driver = self.drivers.setdefault(name, _Driver(name))
        earned: tuple[Earned, ...] = ()
        if entry.survived:
            earned = tuple(e for met, e in self.experience(result)[1][result.scenario] if met(entry))
        line = GameLine(
            game=game, played_on=result.played_on, scenario=result.scenario, variant=result.variant,
            vehicle=entry.vehicle, survived=entry.survived, death=entry.death, kills=entry.kills,
            finished=entry.finished, position=entry.position, navigator=entry.navigator,
            rerolls=driver.rerolls, navigator_rerolls=her.rerolls if her else 0,
            earned=earned)
        driver.lines.append(line)
        driver.rerolls = line.rerolls_after
        driver.kills += len(entry.kills)
        driver.wins += entry.won
        if not entry.survived:
            driver.died_in = game
            driver.death = entry.death

    def driver(self, name: str) -> DriverStanding:
        """One driver's standing now, without freezing everyone (KeyError if unknown)."""
        return self.drivers[name].freeze()

    def navigator(self, name: str) -> NavigatorStanding:
        return self.navigators[name].freeze()

    def standings(self) -> Standings:
        drivers = [d.freeze() for d in self.drivers.values()]
        navigators = [n.freeze() for n in self.navigators.values()]
        return Standings(games=self.games, drivers=tuple(sorted(drivers, key=_rank)),
                         navigators=tuple(sorted(navigators, key=_rank)))


# The fold one game at a time: `add(result)` folds the next game onto the ones before it (or
# raises CampaignError before changing anything, if it cannot follow them), `standings()`
# freezes what they stand at. fold(results) is exactly a Ledger fed every result in order.
Ledger = _Ledger


def ledger(results: Iterable[GameResult]) -> Ledger:
    """A Ledger that has folded `results`, to fold the games after them one at a time."""
    folded = _Ledger()
    for result in results:
        folded.add(result)
    return folded


def fold(results: Iterable[GameResult]) -> Standings:
    """The standings after `results`, played in this order, each by its rule set's awards.
    Raises CampaignError naming the first game that cannot follow the ones before it."""
    return ledger(results).standings()
