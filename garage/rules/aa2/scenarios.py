"""The scenarios a campaign game can be (A&A II section 10) and the rerolls each awards.

Read once from `resources/rules/aa2/campaign.toml`; the game result reader asks here which
scenarios and race variants exist, and the campaign fold asks what each award is worth.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Mapping

from garage.resources import resource

# The conditions garage.rules.campaign knows how to read from a game result entry.
AWARD_KINDS = ("survived", "destroyed_a_vehicle", "finished", "won")


@dataclass(frozen=True, slots=True)
class Award:
    key: str
    label: str
    rerolls: int


@dataclass(frozen=True, slots=True)
class Scenario:
    key: str
    name: str
    awards: tuple[Award, ...]
    variants: Mapping[str, str]  # key -> name; empty when the scenario has none

    @property
    def is_race(self) -> bool:
        return bool(self.variants)


@dataclass(frozen=True, slots=True)
class Experience:
    scenarios: Mapping[str, Scenario]
    navigator_survived_without_ejecting: int

    def scenario(self, key: str) -> Scenario:
        return self.scenarios[key]


@cache
def load_experience(folder: Path | None = None) -> Experience:
    folder = folder or resource("rules", "aa2")
    with (folder / "campaign.toml").open("rb") as fh:
        raw = tomllib.load(fh)
    awards = {key: Award(key=key, label=a["label"], rerolls=int(a["rerolls"]))
              for key, a in raw["awards"].items()}
    unknown = set(awards) - set(AWARD_KINDS)
    assert not unknown, f"{folder}/campaign.toml: awards {sorted(unknown)} have no rule in code"
    scenarios = {
        key: Scenario(
            key=key,
            name=s["name"],
            awards=tuple(awards[a] for a in s["awards"]),
            variants=MappingProxyType(dict(s.get("variants", {}))),
        )
        for key, s in raw["scenarios"].items()
    }
    return Experience(
        scenarios=MappingProxyType(scenarios),
        navigator_survived_without_ejecting=int(raw["navigator"]["survived_without_ejecting"]),
    )
