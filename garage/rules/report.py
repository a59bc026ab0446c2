"""What validating a design gives back, whatever the rule set: the Capacity breakdown, the
hit points and the problems, each in a player's words."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

ERROR = "error"
WARNING = "warning"


@dataclass(frozen=True, slots=True)
class Problem:
    severity: str  # error | warning
    code: str  # stable, for programs and tests
    message: str  # a sentence a player understands
    subject: str = ""  # the part it is about

    def as_dict(self) -> dict[str, str]:
        return {"severity": self.severity, "code": self.code, "message": self.message, "subject": self.subject}


@dataclass(frozen=True, slots=True)
class CapacityItem:
    item: str
    cost: int
    subject: str = ""


@dataclass(frozen=True, slots=True)
class CapacityReport:
    used: int
    limit: int
    items: tuple[CapacityItem, ...]

    @property
    def over(self) -> int:
        return max(0, self.used - self.limit)

    def __str__(self) -> str:
        return f"{self.used}/{self.limit}"


@dataclass(frozen=True, slots=True)
class Report:
    name: str
    legal: bool
    capacity: CapacityReport
    hit_points: int
    problems: tuple[Problem, ...]
    toughness: str = ""  # the rule set's own words for hit_points, where "three lines of" is A&A II's

    @property
    def errors(self) -> tuple[Problem, ...]:
        return tuple(p for p in self.problems if p.severity == ERROR)

    @property
    def warnings(self) -> tuple[Problem, ...]:
        return tuple(p for p in self.problems if p.severity == WARNING)

    def as_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "legal": self.legal,
            "capacity": {
                "used": self.capacity.used,
                "limit": self.capacity.limit,
                "items": [{"item": i.item, "cost": i.cost, "subject": i.subject} for i in self.capacity.items],
            },
            "hit_points": self.hit_points,
            "problems": [p.as_dict() for p in self.problems],
        }
