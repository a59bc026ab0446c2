"""What the phones and the hosting desktop say to each other, checked as the log reader checks
a line: every message from a browser is one JSON object of a known `type`, read once into a
typed value or refused in one line naming the field (`Refused`), and nothing changes.

A phone joins with the game's code and one car (`Table.join`); from then on it may play only
the actions the rules expect of that car now (`offers`), answer only the dice and decisions
that belong to it (`Table.check_answer`), and every answer names the request it answers, so
of two answers to one request the first is taken and the other is told. What a phone sees is
its car's view (`car_view`): the banner, every car's card as the desktop draws it, the log,
and when the game waits on that car, the request and, before an attack, its odds. Each view
carries the host's revision: a phone that comes back after a sleep asks again and gets the
whole view at once.

Pure Python over garage.rules' typed status; the Qt server (garage/ui/play/companion_server.py)
calls it on the GUI thread."""

from __future__ import annotations

import json
import secrets
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from garage.rules import rulesets
from garage.rules.phrase import Phrase, Word
from garage.rules.play.inputs import Request
from garage.rules.rulesets import ActionSpec, CarCard, Field, GameStatus, LogEntry

MAX_MESSAGE = 4096  # bytes of one message from a phone: an action is under 300
MAX_PER_CAR = 3  # connections of one car's phone at once (a reload overlaps the old one)
MAX_CONNECTIONS = 32  # connections at once, joined or not
MAX_CLIENT = 64  # characters of a browser's id
MAX_WRONG_CODES = 3  # wrong join codes one connection may send before it is closed
LOG_ENTRIES = 40  # the log's last actions a view carries
# A flood: more than BURST messages at once, or more than RATE a second for long, from one
# connection closes it (a tap is one message; a page sends a handful a minute).
BURST = 30
RATE = 5.0
CODE_LETTERS = "ACDEFHJKLMNPQRTUVWXY34679"  # no 0/O, 1/I, 2/Z, 5/S, 8/B to misread
CODE_LENGTH = 6
REVISION = "revision"


class Refused(Exception):
    """A message not taken, in one line: the phone shows it; nothing changed."""


class Closed(Refused):
    """A message refused that also ends its connection (guessing at the join code)."""


def new_code() -> str:
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


# --- messages from a phone ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Join:
    code: str
    client: str  # the browser's own id, kept across reloads
    car: str | None  # None: show me the cars


@dataclass(frozen=True, slots=True)
class Act:
    action: Mapping[str, Any]  # an action as the log holds it, without inputs


@dataclass(frozen=True, slots=True)
class Answer:
    request: int  # the request it answers (the view's request id)
    value: Any  # a face, or a decision's option


@dataclass(frozen=True, slots=True)
class RollForMe:
    request: int


@dataclass(frozen=True, slots=True)
class Odds:
    action: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class Sync:
    """The whole view again (a page come back from sleep)."""


Message = Join | Act | Answer | RollForMe | Odds | Sync
_FIELDS: dict[str, tuple[str, ...]] = {"join": ("code", "client", "car"), "act": ("action",),
                                       "answer": ("request", "value"), "roll": ("request",), "odds": ("action",),
                                       "sync": ()}


def _shown(value: Any) -> str:
    text = json.dumps(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _text(data: Mapping[str, Any], key: str, most: int, optional: bool = False) -> Any:
    value = data.get(key)
    if value is None and optional:
        return None
    if not isinstance(value, str) or not value or len(value) > most:
        raise Refused(f"{key}: must be text of 1 to {most} characters, not {_shown(value)}")
    return value


def _request(data: Mapping[str, Any]) -> int:
    value = data.get("request")
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise Refused(f"request: must be the request's number, not {_shown(value)}")
    return value


def _action(data: Mapping[str, Any]) -> Mapping[str, Any]:
    action = data.get("action")
    if not isinstance(action, dict) or not isinstance(action.get("action"), str):
        raise Refused(f"action: must be an action (an object with its \"action\"), not {_shown(action)}")
    if "inputs" in action:
        raise Refused("action.inputs: the dice are asked for one by one, never sent with the action")
    return action


def parse(raw: bytes | str) -> Message:
    """One message from a phone, typed; Refused in one line naming the field."""
    size = len(raw.encode("utf-8") if isinstance(raw, str) else raw)
    if size > MAX_MESSAGE:
        raise Refused(f"a message is at most {MAX_MESSAGE} bytes, not {size}")
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        raise Refused("a message is one JSON object (this is not JSON)") from None
    if not isinstance(data, dict):
        raise Refused("a message is one JSON object")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in _FIELDS:
        raise Refused(f"type: must be one of {', '.join(_FIELDS)}, not {_shown(kind)}")
    for key in data:
        if key != "type" and key not in _FIELDS[kind]:
            raise Refused(f"{key}: unknown field of '{kind}' (known: {', '.join(_FIELDS[kind]) or 'none'})")
    if kind == "join":
        return Join(_text(data, "code", 32), _text(data, "client", MAX_CLIENT), _text(data, "car", 64, optional=True))
    if kind == "act":
        return Act(_action(data))
    if kind == "answer":
        if "value" not in data:
            raise Refused("value: is missing ('answer' needs it)")
        return Answer(_request(data), data["value"])
    if kind == "roll":
        return RollForMe(_request(data))
    if kind == "odds":
        return Odds(_action(data))
    return Sync()


# --- who may say what --------------------------------------------------------------------------


@dataclass
class Flood:
    """A connection's messages against its allowance (a token bucket on the clock it is given)."""

    burst: int = BURST
    rate: float = RATE
    tokens: float = -1.0  # full at first
    at: float | None = None

    def __post_init__(self) -> None:
        if self.tokens < 0:
            self.tokens = float(self.burst)

    def take(self, now: float) -> bool:
        if self.at is not None:
            self.tokens = min(float(self.burst), self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


@dataclass
class Seat:
    client: str | None = None
    car: str | None = None
    flood: Flood = field(default_factory=Flood)
    wrong_codes: int = 0


class Table:
    """Who is at the game: each connection (by the server's number for it), the car it holds,
    and which browser holds each car. One browser per car: another is refused until the host
    hands the car over."""

    def __init__(self, cars: Iterable[str], code: str | None = None):
        self.cars = tuple(cars)
        self.code = code or new_code()
        self.holders: dict[str, str] = {}  # car -> the browser holding it
        self.seats: dict[int, Seat] = {}

    def connect(self, conn: int) -> None:
        if len(self.seats) >= MAX_CONNECTIONS:
            raise Refused(f"the table takes at most {MAX_CONNECTIONS} connections at once")
        self.seats[conn] = Seat()

    def leave(self, conn: int) -> None:
        self.seats.pop(conn, None)

    def car_of(self, conn: int) -> str | None:
        seat = self.seats.get(conn)
        return seat.car if seat is not None else None

    def connections(self, car: str) -> list[int]:
        return [conn for conn, seat in self.seats.items() if seat.car == car]

    def allowed(self, conn: int, now: float) -> bool:
        """False once a connection floods: the server closes it."""
        seat = self.seats.get(conn)
        return seat is not None and seat.flood.take(now)

    def join(self, conn: int, message: Join) -> str | None:
        """The car `conn` now plays for (None: it only looks at the cars to pick one)."""
        seat = self.seats.get(conn)
        if seat is None:
            raise Refused("this connection is closed")
        if not secrets.compare_digest(message.code.upper().encode("utf-8"), self.code.encode("utf-8")):
            seat.wrong_codes += 1
            words = "code: that is not this game's join code (the host's screen shows it)"
            raise Closed(words) if seat.wrong_codes >= MAX_WRONG_CODES else Refused(words)
        seat.client = message.client
        car = message.car
        if car is None:
            return None
        if car not in self.cars:
            raise Refused(f"car: this game has no car {_shown(car)}")
        holder = self.holders.get(car)
        if holder is not None and holder != message.client:
            raise Refused(f"car: {car} is played from another phone; the host can hand it over")
        if seat.car != car and len(self.connections(car)) >= MAX_PER_CAR:
            raise Refused(f"car: {car} has {MAX_PER_CAR} pages open already; close one")
        self.holders[car] = message.client
        seat.car = car
        return car

    def hand_over(self, car: str) -> list[int]:
        """Free `car` for another phone: the connections to close."""
        self.holders.pop(car, None)
        gone = self.connections(car)
        for conn in gone:
            self.seats[conn].car = None
        return gone

    def check_car(self, conn: int) -> str:
        car = self.car_of(conn)
        if car is None:
            raise Refused("join the game with its code and your car first")
        return car

    def check_act(self, conn: int, message: Act, status: GameStatus, specs: Iterable[ActionSpec]) -> dict[str, Any]:
        """The action to play for `conn`'s car: one the rules expect of that car now, for it."""
        car = self.check_car(conn)
        action = dict(message.action)
        name = action["action"]
        spec = next((s for s in specs if s.name == name), None)
        if spec is None or not any(f.kind == "car" for f in spec.fields):
            raise Refused(f"action: '{name}' is not one a phone plays (the desktop does)")
        for f in spec.fields:
            if f.kind == "car" and action.get(f.name) != car:
                raise Refused(f"{f.name}: a phone acts only for its own car ({car}), not {_shown(action.get(f.name))}")
        if car not in status.ready.get(name, ()):
            raise Refused(f"action: the game does not wait for {car} to {name.replace('_', ' ')} now")
        return action

    def check_request(self, conn: int, asked: int, pending: Request | None, current: int) -> Request:
        """The request `conn` answers: still the one waiting, and its car's."""
        car = self.check_car(conn)
        if pending is None or asked != current:
            raise Refused("already answered: that die or decision was taken from another screen first")
        if pending.car != car:
            owner = pending.car or "the table"
            raise Refused(f"that {'die' if pending.kind == 'roll' else 'decision'} is {owner}'s, not {car}'s")
        return pending

    def check_answer(self, conn: int, message: Answer, pending: Request | None, current: int) -> Any:
        request = self.check_request(conn, message.request, pending, current)
        value = request.taking(message.value)
        if not request.accepts(value):
            what = f"a face of the d{request.sides}, 1 to {request.sides}" if request.kind == "roll" \
                else "one of the options offered"
            raise Refused(f"value: must be {what}, not {_shown(message.value)}")
        return value


# --- what a phone sees -------------------------------------------------------------------------


def option_words(request: Request, option: object, car: CarCard | None) -> str:
    """A decision's option as its button says it, on the desktop and on the phone (a Phrase: the
    desktop says it in the player's language, the phone in English)."""
    if request.question == "reroll":
        if option == "none":
            return Phrase("Keep it (no reroll)")
        if option == "driver":
            left = car.extra["rerolls_left"] if car else "?"
            return Phrase("Driver's reroll, {left} left", left=left)
        if isinstance(option, str) and option.startswith("equipment:") and car:
            key = option.split(":", 1)[1]
            return next((Word(e["name"]) for e in car.extra["equipment_rerolls"] if e["key"] == key), key)
    if request.question == "skid_die":
        return Phrase("Use the {face}", face=option)
    if request.question == "head_on":
        return Phrase("Head-on") if option else Phrase("Not head-on")
    return str(option)


def request_view(request: Request, number: int, words: str, card: CarCard | None,
                 odds: tuple[rulesets.Line, ...] = ()) -> dict[str, Any]:
    data: dict[str, Any] = {"id": number, "kind": request.kind, "words": words, "purpose": request.purpose}
    if request.kind == "roll":
        data["sides"] = request.sides
    else:
        data["options"] = [{"value": o, "words": option_words(request, o, card), "default": o == request.default}
                           for o in request.options]
    if odds:
        data["odds"] = [[list(piece) for piece in line] for line in odds]
    return data


Values = Callable[[dict[str, Any], str], "tuple[Any, ...] | None"]
Used = Callable[[str, str], bool]


def _choices(f: Field, car: CarCard, status: GameStatus, values: tuple[Any, ...] | None) -> list[list[Any]] | None:
    """[value, words] for a field the phone asks as a list; None for the others."""
    others = [c for c in status.cars if c.car != car.car]
    if f.kind == "other":
        return [[c.car, c.name] for c in others]
    if f.kind == "target":
        return [[c.car, c.name] for c in others if c.out is None] + \
            [[d.id, f"{d.name or d.id} (fixed defence)"] for d in status.defences if d.hit_points is not None]
    if f.kind == "defence":
        return [[d.id, d.name or d.id] for d in status.defences]
    if f.kind == "template":
        return [[t.id, f"{t.id} ({t.kind})"] for t in status.templates]
    if f.kind == "system":
        labels = car.component_labels
        dropped = [k for k in labels if k.startswith("dropped:")]
        return [[int(k.split(":")[1]), f"{labels[k]} ({left} left)"] for k, left in zip(dropped, car.drops_left)]
    if f.kind == "component":
        return ([] if f.required else [["", "not given"]]) + [[k, v] for k, v in car.component_labels.items()]
    if f.kind == "weapons":
        return [[w.index, w.title] for w in car.weapons if values is None or w.index in values]
    if f.kind == "choice":
        return [[v, words] for v, words in f.choices if values is None or v == "" or v in values]
    return None


def field_view(f: Field, car: CarCard, status: GameStatus, values: tuple[Any, ...] | None) -> dict[str, Any]:
    data: dict[str, Any] = {"name": f.name, "kind": f.kind, "label": f.title, "required": f.required,
                            "unit": f.unit}
    choices = _choices(f, car, status, values)
    if choices is not None:
        data["choices"] = choices
    if f.kind in ("int", "number"):
        low: float | None = f.minimum
        high: float | None = f.maximum
        bound = car.bound(f.bounded_by) if f.bounded_by else None
        if isinstance(bound, dict):
            low, high = bound.get("min", low), bound.get("max", high)
        elif isinstance(bound, (int, float)) and not isinstance(bound, bool):
            low, high = 0, bound
        start = car.bound(f.name)
        data.update({"min": low, "max": high})
        if f.kind == "number" and values:
            data["values"] = list(values)
        if isinstance(start, (int, float)) and not isinstance(start, bool) and f.required:
            data["start"] = start if low is None or high is None else max(low, min(high, start))
    return data


def offers(specs: Iterable[ActionSpec], status: GameStatus, car: str, used: Used,
           values: Values) -> list[dict[str, Any]]:
    """The actions the rules expect of `car` now, as the phone's forms: its own car filled in,
    each field as its kind asks it, only the fields this game uses."""
    card = status.card_of(car)
    if card is None or status.over:
        return []
    found = []
    for spec in specs:
        if car not in status.ready.get(spec.name, ()) or not any(f.kind == "car" for f in spec.fields):
            continue
        base = {"action": spec.name, **{f.name: car for f in spec.fields if f.kind == "car"}}
        fields = [field_view(f, card, status, values(base, f.name)) for f in spec.fields
                  if f.kind != "car" and used(spec.name, f.name)]
        found.append({"action": spec.name, "title": spec.menu_title.replace("&", ""), "help": spec.help,
                      "car": [f.name for f in spec.fields if f.kind == "car"], "fields": fields})
    return found


def shared_view(status: GameStatus, revision: int, log: Iterable[tuple[int, LogEntry]], game: str, waiting_for: str,
                waiting_mark: str) -> dict[str, Any]:
    """What every phone sees alike: made once per change, then each car's part added. `log`:
    the last actions, newest first, each with its line's number in the log."""
    return {"type": "view", REVISION: revision, "game": game, "over": status.over,
            "banner": [list(p) for p in status.banner], "waiting_for": waiting_for, "waiting_mark": waiting_mark,
            "mover": status.mover, "to_plot": list(status.to_plot),
            "cars": [_card(c) for c in status.cars],
            "winner": status.name_of(status.winner) if status.over and status.winner else None,
            "log": [{"n": n, "action": e.action, "outcomes": list(e.outcomes)} for n, e in log]}


def _card(card: CarCard) -> dict[str, Any]:
    return {"car": card.car, "name": card.name, "crew": card.crew if card.crew is not None else card.driver,
            "out": card.out, "destroyed": card.destroyed, "in_play": card.in_play, "position": card.position,
            "card": [[list(p) for p in line] for line in card.card], "hit_points": card.hit_points,
            "hit_points_total": card.hit_points_total, "circles_per_line": card.circles_per_line,
            "conditions": [c.as_dict() for c in card.conditions]}


def car_view(shared: dict[str, Any], car: str | None, request: dict[str, Any] | None,
             forms: list[dict[str, Any]]) -> dict[str, Any]:
    """A car's phone's view: the shared part, which car it is, and what the game asks of it."""
    return {**shared, "you": car, "request": request, "offers": forms}


def lobby(names: Mapping[str, str], holders: Mapping[str, str], client: str | None, game: str) -> dict[str, Any]:
    """The cars to pick from (id -> as the table calls it), and which another phone has taken."""
    return {"type": "cars", "game": game,
            "cars": [{"car": car, "name": name, "taken": car in holders and holders[car] != client}
                     for car, name in names.items()]}


def refusal(words: str) -> str:
    return json.dumps({"type": "refused", "words": words})


def dumps(message: Mapping[str, Any]) -> str:
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))
