"""The scenarios of A&A II section 10, one class each (as python-chess does variants), and
the rerolls each awards in a campaign.

A scenario's name, race variants, awards and entry speeds are read from
`resources/rules/aa2/campaign.toml`; what it decides in play (its sides, how fast cars
enter, when the game is over, who won, what else the table is told) is its class's. The
play engine asks `setup.scenario_rules` and never compares scenario keys.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from garage.resources import resource
from garage.rules.scenario import Award, Experience, Scenario, read_experience

if TYPE_CHECKING:  # the scenarios are read by the game result reader: nothing of play is imported
    from garage.rules.aa2.play.setup import Entry, Setup
    from garage.rules.aa2.play.state import CarState, GameState
    from garage.rules.play.inputs import Inputs


@dataclass(frozen=True)
class AA2Scenario(Scenario):
    """A Deathmatch's behaviour; the other scenarios override what differs."""

    entry_speed: int = 0  # every car's speed before the first plot
    needs_teams: bool = False  # every car names its team (its side)
    truce_laps: int = 0  # no firing before a car has completed this many laps
    drops_allowed: bool = True  # dropped weapons may be used
    barriers: bool = False  # the course is walled by barriers (the `hit` thing `barrier`)

    @classmethod
    def from_data(cls, raw: Mapping[str, Any], awards: tuple[Award, ...], variants: Mapping[str, str]) -> AA2Scenario:
        known = {"name", "awards", "variants"}
        extra = {k: v for k, v in raw.items() if k not in known}
        return cls(name=raw["name"], awards=awards, variants=variants, **extra)

    def check(self, setup: Setup) -> str | None:
        """What else is wrong with a setup of this scenario (every car's team is checked
        already when `needs_teams`), or None."""
        return None

    def start(self, setup: Setup, inputs: Inputs) -> tuple[str | None, list[dict[str, Any]]]:
        """Rolls before the first plot: the attacking side (ambushes), and their events."""
        return None, []

    def car_entry_speed(self, setup: Setup, entry: Entry, attacker: str | None) -> int:
        return self.entry_speed

    def side(self, setup: Setup, car_id: str) -> str | None:
        """Whom the car plays for: itself, or its team."""
        return setup.entry(car_id).team if self.needs_teams else car_id

    def placed_at_end(self, setup: Setup) -> bool:
        """Whether the cars still rolling at the end are placed (by laps)."""
        return False

    def over(self, setup: Setup, live: list[CarState]) -> bool:
        """With these cars still active: the game is over (one side left). A function of the
        setup and the ids of `live` alone: the rules ask it once per set of cars left
        (state.Roster.over), so an override must read nothing else of the cars."""
        if not self.needs_teams and type(self).side is AA2Scenario.side:
            return len(live) <= 1  # every car its own side (car ids are unique): asked every action
        return len({self.side(setup, c.id) for c in live}) <= 1

    def winner(self, state: GameState) -> str | None:
        live = [c for c in state.cars if c.active]
        sides = {self.side(state.setup, c.id) for c in live}
        return sides.pop() if len(sides) == 1 else None

    def scores(self, state: GameState) -> dict[str, Any]:
        """What a summary adds for this scenario."""
        return {}


@dataclass(frozen=True)
class Deathmatch(AA2Scenario):
    key = "deathmatch"


@dataclass(frozen=True)
class TeamGame(AA2Scenario):
    key = "team"


@dataclass(frozen=True)
class Race(AA2Scenario):
    """Laps, a One Lap Truce, no dropped weapons, barriers; a Banger race ends with one car
    rolling, placed by laps."""

    key = "race"
    laps: int = 0  # laps to finish, unless the setup says otherwise
    placed_by_laps: tuple[str, ...] = ()  # variants that place the cars still rolling by laps

    def placed_at_end(self, setup: Setup) -> bool:
        return setup.variant in self.placed_by_laps

    def side(self, setup: Setup, car_id: str) -> str | None:
        """A race with a team on every car is a team race (section 10: "Any of the above
        scenarios can be played in team")."""
        return setup.entry(car_id).team if setup.teams else car_id

    def over(self, setup: Setup, live: list[CarState]) -> bool:
        if setup.teams:  # one team at most still racing: the winning team is known
            return super().over(setup, live)
        return not live or (self.placed_at_end(setup) and len(live) <= 1)

    def winner(self, state: GameState) -> str | None:
        first = next((c.id for c in state.cars if c.position == 1), None)
        if first is None and state.setup.teams:
            return super().winner(state)  # nobody past the line: the team left
        return None if first is None else self.side(state.setup, first)


@dataclass(frozen=True)
class BadlandsAmbush(AA2Scenario):
    """Two sides; one jumps the other (module `ambush`): the attackers enter faster, every
    car lost scores for the other side."""

    key = "badlands-ambush"
    attacker_entry_speed: int = 0

    def check(self, setup: Setup) -> str | None:
        from garage.rules.aa2.play import ambush

        return ambush.check(setup)

    def start(self, setup: Setup, inputs: Inputs) -> tuple[str | None, list[dict[str, Any]]]:
        from garage.rules.aa2.play import ambush

        return ambush.roll_off(setup, inputs)

    def car_entry_speed(self, setup: Setup, entry: Entry, attacker: str | None) -> int:
        return self.attacker_entry_speed if entry.team == attacker else self.entry_speed

    def winner(self, state: GameState) -> str | None:
        from garage.rules.aa2.play import ambush

        return ambush.winner(state)

    def scores(self, state: GameState) -> dict[str, Any]:
        from garage.rules.aa2.play import ambush

        return {"sides": {role: ambush.side_of(state, role) for role in ambush.ROLES},
                "points": ambush.points(state)}


SCENARIOS: tuple[type[AA2Scenario], ...] = (Deathmatch, Race, TeamGame, BadlandsAmbush)


@cache
def load_experience(folder: Path | None = None) -> Experience:
    folder = folder or resource("rules", "aa2")
    with (folder / "campaign.toml").open("rb") as fh:
        raw = tomllib.load(fh)
    return read_experience(raw, SCENARIOS, f"{folder}/campaign.toml")


@cache
def load_scenarios() -> Mapping[str, AA2Scenario]:
    """The shipped scenarios as the play engine asks them: each one of SCENARIOS' classes."""
    return MappingProxyType({key: scenario for key, scenario in load_experience().scenarios.items()
                             if isinstance(scenario, AA2Scenario)})
