"""Scenarios: the kinds of game a rule set offers, one class each in the rule set's registry
(as python-chess does variants), and what a campaign game of each earns.

A scenario's key and behaviour are its class's; its name, race variants and awards are read
from the rule set's data (their names and labels as `Word`s, said in the player's language
where the app shows them). The campaign fold (garage.rules.campaign) reads the awards; the
rule set's play engine asks the class the rest (entry speeds, sides, when it is over, who
won).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, ClassVar

from garage.rules.phrase import Word

# The conditions garage.rules.campaign knows how to read from a game result entry.
AWARD_KINDS = ("survived", "destroyed_a_vehicle", "finished", "won")


@dataclass(frozen=True, slots=True)
class Award:
    key: str
    label: str
    rerolls: int


@dataclass(frozen=True)
class Scenario:
    """One kind of game. Subclasses set `key` and override what their game decides."""

    key: ClassVar[str]
    name: str
    awards: tuple[Award, ...] = ()
    variants: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))  # key -> name

    @property
    def is_race(self) -> bool:
        return bool(self.variants)

    @classmethod
    def from_data(cls, raw: Mapping[str, Any], awards: tuple[Award, ...], variants: Mapping[str, str]) -> Scenario:
        """The scenario as its rule set's data describes it; a subclass reads its own keys."""
        return cls(name=raw["name"], awards=awards, variants=variants)


@dataclass(frozen=True, slots=True)
class Experience:
    """A rule set's campaign experience: its scenarios, and what a Lady Navigator's tally
    gains for a game survived without ejecting (0 where the rule set has no navigators)."""

    scenarios: Mapping[str, Scenario]
    navigator_survived_without_ejecting: int = 0

    def scenario(self, key: str) -> Scenario:
        return self.scenarios[key]


def read_experience(raw: Mapping[str, Any], classes: tuple[type[Scenario], ...], source: str) -> Experience:
    """The scenarios of `classes`, named and awarded by `raw` (a campaign.toml): one entry
    per class, no more, no fewer."""
    awards = {key: Award(key=key, label=Word(a["label"]), rerolls=int(a["rerolls"]))
              for key, a in raw.get("awards", {}).items()}
    unknown = set(awards) - set(AWARD_KINDS)
    if unknown:
        raise ValueError(f"{source}: awards {sorted(unknown)} have no rule in code")
    data = raw.get("scenarios", {})
    keys = [cls.key for cls in classes]
    if sorted(data) != sorted(keys):
        raise ValueError(f"{source}: [scenarios] must be exactly {', '.join(keys)}, not {', '.join(data)}")
    scenarios = {
        cls.key: cls.from_data(data[cls.key] | {"name": Word(data[cls.key]["name"])},
                               tuple(awards[a] for a in data[cls.key].get("awards", ())),
                               MappingProxyType({key: Word(name)
                                                 for key, name in data[cls.key].get("variants", {}).items()}))
        for cls in classes
    }
    return Experience(scenarios=MappingProxyType(scenarios),
                      navigator_survived_without_ejecting=int(
                          raw.get("navigator", {}).get("survived_without_ejecting", 0)))
