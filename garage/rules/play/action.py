"""An action of the play log as a typed value, parsed once from the rule set's `ActionSpec`s.

The play screen builds its form from the same specs, so what the form asks and what the
engine accepts are one declaration. The parser judges only the shape of the dict: the
action's name, its fields and each value's kind (`spec.FIELD_KINDS`); whether the rules
allow it now (is it this car's move, does the weapon bear) is the rule set's, in `apply`.
The log line stays the dict as the player gave it: an `Action` is never written.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from garage.rules.play.errors import IllegalAction
from garage.rules.spec import ActionSpec, Field

# What a field's value is once parsed: car, defence and template ids, component keys and words as
# str, whole numbers as int, "number" as int or float, "bool" as bool, "weapons" as a tuple of
# indices ("choice" may hold any of these, as its choices do).
Value = str | int | float | bool | tuple[int, ...]
# A "number" field's value (inches: a range, a point of a move) as given, an int or a float. Not
# annotated `float`: compiled (scripts/build-core), a parameter or result typed `float` turns an
# int into a float (a 10" range into 10.0), and the events, the log and the words would change.
Number = int | float

# Kinds whose value is the id (or key) of something in the game (the status lists them).
_IDS = frozenset(("car", "other", "target", "defence", "template", "component"))
# Keys of a log line that are the engine's, not the action's.
_ENGINE = ("action", "inputs")


@dataclass(frozen=True, slots=True, init=False)
class Action:
    """One action: its name and the values of the fields given (an optional field left out,
    or given as null, is not in `values`; the rule set knows its default)."""

    name: str
    values: Mapping[str, Value]

    # Written out rather than made by dataclasses (every action of every game makes one): compiled,
    # dataclasses' __init__ stays interpreted Python, where object.__setattr__ is a plain write in C
    # (as the state's classes, garage/rules/aa2/play/state.py).
    def __init__(self, name: str, values: Mapping[str, Value]) -> None:
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "values", values)

    def __contains__(self, key: str) -> bool:
        return key in self.values

    def get(self, key: str, default: Any = None) -> Any:
        return self.values.get(key, default)

    def __getitem__(self, key: str) -> Value:
        return self.values[key]

    # Typed reads for the rule sets (the parser already made each value its kind).

    def text(self, key: str, default: str = "") -> str:
        value = self.values.get(key, default)
        if not isinstance(value, str):
            raise TypeError(f"{self.name}.{key} is not text")
        return value

    def whole(self, key: str, default: int = 0) -> int:
        value = self.values.get(key, default)
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError(f"{self.name}.{key} is not a whole number")
        return value

    def flag(self, key: str, default: bool = False) -> bool:
        value = self.values.get(key, default)
        if not isinstance(value, bool):
            raise TypeError(f"{self.name}.{key} is not true or false")
        return value


def _shown(value: Any) -> str:
    try:
        return json.dumps(value)
    except (TypeError, ValueError):
        return repr(value)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _same(a: Any, b: Any) -> bool:
    """Equal and of one type: a choice of 1 is not true, and 1.0 is not 1."""
    return type(a) is type(b) and a == b


def _value(field: Field, value: Any) -> Value:
    """The value as its field's kind, or IllegalAction naming the field."""
    kind, name = field.kind, field.name
    if kind in _IDS:
        if not isinstance(value, str):
            raise IllegalAction(f"{name}: must be an id (text), not {_shown(value)}")
        return value
    if kind == "bool":
        if not isinstance(value, bool):
            raise IllegalAction(f"{name}: must be true or false, not {_shown(value)}")
        return value
    if kind in ("int", "system"):
        low, high = field.minimum, field.maximum
        if not _is_int(value) or (low is not None and value < low) or (high is not None and value > high):
            bounds = (f" from {low} to {high}" if low is not None and high is not None
                      else f" of at least {low}" if low is not None
                      else f" of at most {high}" if high is not None else "")
            raise IllegalAction(f"{name}: must be a whole number{bounds}, not {_shown(value)}")
        result: int = value
        return result
    if kind == "number":
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            raise IllegalAction(f"{name}: must be a number, not {_shown(value)}")
        return value
    if kind == "weapons":
        if not isinstance(value, list) or not all(_is_int(v) for v in value):
            raise IllegalAction(f"{name}: must be a list of weapon indices (whole numbers), not {_shown(value)}")
        return tuple(value)
    # "choice": one of the field's values ("" is the form's "not given", never a value)
    for choice, _ in field.choices:
        if choice != "" and _same(choice, value):
            chosen: Value = choice
            return chosen
    raise IllegalAction(f"{name}: must be {_either(c for c, _ in field.choices if c != '')}, not {_shown(value)}")


def _either(choices: Iterable[Any]) -> str:
    """The choices in words: "1 or 2", "napalm, oil or spikes" (words unquoted: they are the
    names the rules and the form use)."""
    words = [c if isinstance(c, str) else _shown(c) for c in choices]
    return " or ".join(words) if len(words) < 3 else f"{', '.join(words[:-1])} or {words[-1]}"


# The specs a rule set hands over (one tuple, kept for the program's life) indexed once; the
# tuple itself is held, so its id is never another's.
_INDEXED: dict[int, tuple[tuple[ActionSpec, ...], dict[str, tuple[ActionSpec, dict[str, Field]]]]] = {}


def _index(specs: Iterable[ActionSpec]) -> dict[str, tuple[ActionSpec, dict[str, Field]]]:
    if isinstance(specs, tuple):
        kept = _INDEXED.get(id(specs))
        if kept is not None and kept[0] is specs:
            return kept[1]
    index = {spec.name: (spec, {f.name: f for f in spec.fields}) for spec in specs}
    if isinstance(specs, tuple):
        if len(_INDEXED) > 64:  # specs built afresh on every call (a test's) are not kept for ever
            _INDEXED.clear()
        _INDEXED[id(specs)] = (specs, index)
    return index


def parse(specs: Iterable[ActionSpec], data: Any) -> Action:
    """The action a log line or a player's dict holds (its "inputs" are the engine's), or
    IllegalAction in one line naming the field."""
    return parser(specs)(data)


def parser(specs: Iterable[ActionSpec]) -> Callable[[Any], Action]:
    """`parse` for these specs, with what it asks of them worked out once: the parser a rule
    set keeps for every action of every game (RuleSet.parse_action)."""
    by_name = _index(specs)
    # per action: its fields by name, the keys a line may hold, and each field as the loop
    # reads it (name, required, an id kind, the field)
    plans = {name: (fields, frozenset(fields).union(_ENGINE),
                    tuple((f.name, f.required, f.kind in _IDS, f) for f in spec.fields))
             for name, (spec, fields) in by_name.items()}
    names = ", ".join(by_name)

    def parse_one(data: Any) -> Action:
        if not isinstance(data, dict):
            raise IllegalAction("an action is a JSON object")
        name = data.get("action")
        # a list or object is no name (and unhashable)
        if not isinstance(name, str) or (plan := plans.get(name)) is None:
            raise IllegalAction(f"action: must be one of {names}, not {_shown(name)} (unknown action)")
        fields, known, each = plan
        if not known.issuperset(data):
            for key in data:
                if key not in known:  # refused, not ignored: a typo'd "modifer" rolled at 0
                    raise IllegalAction(f"{key}: unknown field of '{name}' (known: {', '.join(fields) or 'none'})")
        values: dict[str, Value] = {}
        for field_name, required, is_id, field in each:
            given = data.get(field_name)
            if given is None:
                if required:
                    raise IllegalAction(f"{field_name}: is missing ('{name}' needs it)")
                continue
            # an id is its text as given (what _value does with it, without the call: most fields)
            values[field_name] = given if is_id and type(given) is str else _value(field, given)
        return Action(name, MappingProxyType(values))

    return parse_one
