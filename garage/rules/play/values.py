"""A game state's immutable values copied with some fields changed, quickly.

`changed(value, **changes)` is `dataclasses.replace` for the frozen, slotted dataclasses of the
play states: the same new value, without replace's walk over the fields and the frozen
__init__'s guarded writes (9 us a copy of a 47-field car, four copies an action: a third of a
game's time). Each class gets a copier made once, as dataclasses makes its __init__: it copies
every slot straight into a new object, then writes the changes. A class with a __post_init__,
a field outside __init__, or no slots is copied by `dataclasses.replace` itself.
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
    if not dataclasses.is_dataclass(cls) or hasattr(cls, "__post_init__"):
        return None
    fields = dataclasses.fields(cls)
    slots = [slot for f in fields if isinstance(slot := getattr(cls, f.name, None), MemberDescriptorType)]
    if not all(f.init for f in fields) or len(slots) != len(fields):
        return None
    names = frozenset(f.name for f in fields)
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


def _unknown(cls: type, name: str) -> None:
    raise TypeError(f"{cls.__name__} has no field {name!r}")
