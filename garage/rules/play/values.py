"""A game state's immutable values copied with some fields changed, quickly.

`changed(value, **changes)` is `dataclasses.replace` for the frozen dataclasses of the play
states: the same new value, without replace's walk over the fields and the frozen __init__'s
guarded writes (9 us a copy of a 47-field car, four copies an action: a third of a game's time).
Each class gets a copier made once: its own `replaced(changes)` when it has one (the game state
and its cars, garage/rules/aa2/play/state.py, which run compiled). Another class without slots is
copied as one dictionary: its fields' dictionary with the changes laid
over it, a single copy in C (0.7 us for the 47-field car, where copying 47 slots one by one
takes 3.5 us). A slotted class gets a copier made as dataclasses makes its __init__: it copies
every slot straight into a new object, then writes the changes. A class with a __post_init__,
a field outside __init__ or compiled by mypyc is copied by `dataclasses.replace` itself.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from types import MemberDescriptorType
from typing import Any, TypeVar

T = TypeVar("T")

_COPIERS: dict[type, Callable[[Any, dict[str, Any]], Any] | None] = {}


def changed(value: T, /, **changes: Any) -> T:
    """`value` with `changes`, as `dataclasses.replace(value, **changes)` gives it."""
    cls = type(value)
    try:
        copier = _COPIERS[cls]
    except KeyError:
        copier = _COPIERS[cls] = _copier(cls)
    if copier is None:
        return dataclasses.replace(value, **changes)  # type: ignore[type-var]
    copy: T = copier(value, changes)
    return copy


def _copier(cls: type) -> Callable[[Any, dict[str, Any]], Any] | None:
    own: Callable[[Any, dict[str, Any]], Any] | None = getattr(cls, "replaced", None)
    if own is not None:  # a class that copies itself (the game state and its cars: state.py)
        return own
    if not dataclasses.is_dataclass(cls) or hasattr(cls, "__post_init__"):
        return None
    fields = dataclasses.fields(cls)
    if not all(f.init for f in fields):
        return None
    names = frozenset(f.name for f in fields)
    if "__slots__" not in cls.__dict__:
        if not cls.__dictoffset__:  # compiled (mypyc): its fields are neither a dictionary nor slots
            return None
        return _dict_copier(cls, names)
    slots = [slot for f in fields if isinstance(slot := getattr(cls, f.name, None), MemberDescriptorType)]
    if len(slots) != len(fields):
        return None
    scope: dict[str, Any] = {"_new": object.__new__, "_cls": cls, "_names": names, "_unknown": _unknown,
                             **{f"_set{i}": slot.__set__ for i, slot in enumerate(slots)}}
    body = "".join(f"    _set{i}(new, value.{f.name})\n" for i, f in enumerate(fields))
    source = (f"def copy(value, changes):\n    new = _new(_cls)\n{body}"
              "    for name, change in changes.items():\n"
              "        if name not in _names:\n"
              "            _unknown(_cls, name)\n"
              "        object.__setattr__(new, name, change)\n"
              "    return new\n")
    # generated from the class's own field names, as dataclasses makes __init__; named by the
    # class, so a profile tells the copies of a car from those of a game apart
    exec(compile(source, f"<changed {cls.__qualname__}>", "exec"), scope)
    copier: Callable[[Any, dict[str, Any]], Any] = scope["copy"]
    return copier


def _dict_copier(cls: type, names: frozenset[str]) -> Callable[[Any, dict[str, Any]], Any]:
    new, set_dict = object.__new__, object.__setattr__  # a frozen class refuses its own __setattr__

    def copy(value: Any, changes: dict[str, Any]) -> Any:
        if not names.issuperset(changes):
            _unknown(cls, next(name for name in changes if name not in names))
        fresh: Any = new(cls)
        set_dict(fresh, "__dict__", {**value.__dict__, **changes})
        return fresh

    return copy


def _unknown(cls: type, name: str) -> None:
    raise TypeError(f"{cls.__name__} has no field {name!r}")
