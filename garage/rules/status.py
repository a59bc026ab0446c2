"""The status of a game as the play screen, `garage-cli play status` and any other client read
it: a frozen `GameStatus` with one `CarCard` per car. A rule set builds its status as the
JSON object `garage-cli play status --json` prints (`RuleSet.status_dict`) and hands it on
through `GameStatus.from_dict`; `to_dict()` gives that object back, key for key and in order.

Keys a rule set adds beyond the typed ones (A&A II's plot range and stats, Battle Cars' `at`
and facing...) stay in `extra`, in their place in the JSON; a card's bound for a number field
(`Field.bounded_by`) is read with `CarCard.bound`."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, ClassVar, TypeVar

# A card or banner line is a list of pieces, each [text, tone]: tone "" is plain, "strong" is
# bold, "warning" and "bad" are coloured, "gone" is struck through (destroyed, out, dead).
TONES = ("", "strong", "warning", "bad", "gone")
Piece = tuple[str, str]
Line = list[Piece]



def _empty() -> Mapping[str, Any]:
    return MappingProxyType({})

K = TypeVar("K", bound="_Keyed")


def plain(line: Line) -> str:
    """A card or banner line in plain words."""
    return "".join(text for text, _ in line)


def named(vehicle: str, driver: str | None, fallback: str = "") -> str:
    """A car as the table calls it: "Purple Haze (Antihiro Protagonist)"; the car alone when
    nobody is named, `fallback` (its id) when it has no name either."""
    vehicle = vehicle or fallback
    return f"{vehicle} ({driver})" if driver else vehicle


@dataclass(frozen=True, slots=True)
class _Keyed:
    """A JSON object with typed keys: those present (`keys`, in order) and the rest (`extra`)."""

    TYPED: ClassVar[tuple[str, ...]] = ()
    extra: Mapping[str, Any] = field(default_factory=_empty, kw_only=True)
    keys: tuple[str, ...] = field(default=(), kw_only=True)  # the JSON's keys, in order

    @classmethod
    def _parts(cls, data: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
        typed = {k: v for k, v in data.items() if k in cls.TYPED}
        rest = {k: v for k, v in data.items() if k not in cls.TYPED}
        return typed, {"extra": MappingProxyType(rest), "keys": tuple(data)}

    def to_dict(self) -> dict[str, Any]:
        """The JSON object this was read from (or built as), key for key and in order."""
        return {k: _plain(getattr(self, k) if k in self.TYPED else self.extra[k]) for k in self.keys}


def _text(text: Any) -> str:
    """A text as a str: a rule set's Phrase stays one (the UI says it in the player's language)."""
    return text if isinstance(text, str) else str(text)


def _line(pieces: Any) -> Line:
    """A line as the type says, whether read from JSON (pieces as lists) or built in code."""
    return [(_text(text), str(tone)) for text, tone in pieces]


def _plain(value: Any) -> Any:
    if isinstance(value, _Keyed):
        return value.to_dict()
    if isinstance(value, tuple) and value and isinstance(value[0], _Keyed):
        return [v.to_dict() for v in value]
    return value


@dataclass(frozen=True, slots=True)
class Weapon(_Keyed):
    """A weapon on a card, as the form kind "weapons" lists it (by `index`)."""

    TYPED: ClassVar[tuple[str, ...]] = ("index", "name", "label")
    index: int = 0
    name: str | None = None
    label: str | None = None  # the list's words; None says the name

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Weapon:
        typed, rest = cls._parts(data)
        return cls(**typed, **rest)

    @property
    def title(self) -> str:
        return self.label or str(self.name or self.index)


@dataclass(frozen=True, slots=True)
class Defence(_Keyed):
    """A fixed defence on the table (form kinds "defence" and "target")."""

    TYPED: ClassVar[tuple[str, ...]] = ("id", "name", "hit_points")
    id: str = ""
    name: str = ""
    hit_points: int | None = None  # None: it cannot be hit

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Defence:
        typed, rest = cls._parts(data)
        return cls(**typed, **rest)


@dataclass(frozen=True, slots=True)
class Template(_Keyed):
    """A template on the table (form kind "template")."""

    TYPED: ClassVar[tuple[str, ...]] = ("id", "kind")
    id: str = ""
    kind: str = ""

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Template:
        typed, rest = cls._parts(data)
        return cls(**typed, **rest)


# What a card draws as icons: the kinds every rule set may give a car. A rule set gives only
# those its rules have (Battle Cars has no fires); the screen draws them in this order.
CONDITIONS = ("destroyed", "fire", "lost_control", "misses_turn", "airborne")


@dataclass(frozen=True, slots=True)
class Condition:
    """A car's condition drawn as an icon: its kind (CONDITIONS), how many (fires burning; 1
    for the others) and the rule set's words for it (the icon's tooltip)."""

    kind: str
    count: int
    words: str

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Condition:
        return cls(str(data["kind"]), int(data.get("count", 1)), _text(data.get("words", "")))

    def as_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "count": self.count, "words": self.words}


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One action of the log as the play screen shows it: the action (and its dice) first,
    then one line per thing that came of it, and the cars it concerns (the log's filter)."""

    action: str
    outcomes: tuple[str, ...] = ()
    cars: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        return "\n".join((self.action, *self.outcomes))


@dataclass(frozen=True, slots=True)
class CarCard(_Keyed):
    """One car's card: who and what it is, whether it is still in play, its lines of text and
    its hit points drawn as circles."""

    TYPED: ClassVar[tuple[str, ...]] = ("car", "vehicle", "driver", "out", "destroyed", "card", "crew",
                                        "hit_points", "hit_points_total", "circles_per_line", "position",
                                        "component_labels", "drops_left", "weapons", "conditions")
    car: str = ""
    vehicle: str = ""
    driver: str = ""
    out: str | None = None  # why it left play
    destroyed: bool = False
    card: tuple[Line, ...] = ()
    crew: str | None = None  # words under the title in place of the driver's name
    hit_points: int | None = None
    hit_points_total: int | None = None
    circles_per_line: int | None = None
    position: int | None = None  # its place at the finish
    # What the form kinds "system" and "weapons" read (FIELD_KINDS): A&A II's.
    component_labels: Mapping[str, str] = field(default_factory=_empty)
    drops_left: tuple[int, ...] = ()
    weapons: tuple[Weapon, ...] = ()
    conditions: tuple[Condition, ...] = ()  # drawn as icons (a rule set gives them in CONDITIONS order)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> CarCard:
        typed, rest = cls._parts(data)
        if "card" in typed:
            typed["card"] = tuple(_line(line) for line in typed["card"])
        if "drops_left" in typed:
            typed["drops_left"] = tuple(typed["drops_left"])
        if "weapons" in typed:
            typed["weapons"] = tuple(Weapon.from_dict(w) for w in typed["weapons"])
        if "conditions" in typed:
            typed["conditions"] = tuple(Condition.from_dict(c) for c in typed["conditions"])
        return cls(**typed, **rest)

    def to_dict(self) -> dict[str, Any]:
        data = _Keyed.to_dict(self)
        for key in ("card", "drops_left", "weapons"):
            if key in data:
                data[key] = list(data[key])
        if "conditions" in data:
            data["conditions"] = [c.as_dict() for c in self.conditions]
        return data

    def bound(self, key: str) -> Any:
        """The value of the card's key `key` (`Field.bounded_by`): a most, {"min", "max"}, or None."""
        return getattr(self, key) if key in self.TYPED else self.extra.get(key)

    @property
    def name(self) -> str:
        """The car as the table calls it: its vehicle and driver, never its id."""
        return named(self.vehicle, self.driver if self.driver != self.car else "", self.car)  # id: no name

    @property
    def in_play(self) -> bool:
        """Still on the table: not out and not finished."""
        return self.out is None and self.position is None


@dataclass(frozen=True, slots=True)
class GameStatus(_Keyed):
    """The game as the table sees it: the banner, whose move, what the game waits for, one
    card per car; once over, the winner and the game result's dict."""

    TYPED: ClassVar[tuple[str, ...]] = ("turn", "over", "waiting_for", "banner", "mover", "to_plot", "cars",
                                        "defences", "templates", "ready", "winner", "result")
    turn: int | None = None
    over: bool = False
    waiting_for: str = ""  # in words
    banner: Line = field(default_factory=list)  # the turn banner's first line
    mover: str | None = None  # the car to act
    to_plot: tuple[str, ...] = ()  # the cars the game waits for
    cars: tuple[CarCard, ...] = ()
    defences: tuple[Defence, ...] = ()
    templates: tuple[Template, ...] = ()
    # action -> the cars the rules expect to do it now, the first is the form's default
    ready: Mapping[str, list[str]] = field(default_factory=_empty)
    winner: str | None = None
    result: Mapping[str, Any] | None = None  # the game result's dict

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> GameStatus:
        typed, rest = cls._parts(data)
        # a card already typed (RuleSet.status: one kept from the last status) as it is
        typed["cars"] = tuple(c if isinstance(c, CarCard) else CarCard.from_dict(c) for c in typed.get("cars", ()))
        if "banner" in typed:
            typed["banner"] = _line(typed["banner"])
        if "to_plot" in typed:
            typed["to_plot"] = tuple(typed["to_plot"])
        if "defences" in typed:
            typed["defences"] = tuple(Defence.from_dict(d) for d in typed["defences"])
        if "templates" in typed:
            typed["templates"] = tuple(Template.from_dict(t) for t in typed["templates"])
        return cls(**typed, **rest)

    def to_dict(self) -> dict[str, Any]:
        data = _Keyed.to_dict(self)
        for key in ("to_plot", "defences", "templates"):
            if key in data:
                data[key] = list(data[key])
        return data

    def card_of(self, car: str | None) -> CarCard | None:
        return next((c for c in self.cars if c.car == car), None)

    def name_of(self, car: str | None) -> str:
        """A car (by its id) as the table calls it."""
        card = self.card_of(car)
        return card.name if card is not None else str(car or "")

__all__ = ["CONDITIONS", "TONES", "CarCard", "Condition", "Defence", "GameStatus", "Line", "LogEntry", "Piece",
           "Template", "Weapon", "named", "plain"]
