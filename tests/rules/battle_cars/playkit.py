"""Battle Cars games for the tests: cars on a small table, dice scripted."""

from __future__ import annotations

from typing import Any

from garage.rules import rulesets
from garage.rules.play.dice import ScriptedDice
from garage.rules.play.engine import Game


def car(name: str = "Rat", **fields: Any) -> dict[str, Any]:
    return {"format": "battle-cars/vehicle", "version": 1, "name": name, "weapons": ["Machine gun"], **fields}


def entry(cid: str, at: tuple[int, int], facing: str = "n", speed: int = 0, **design: Any) -> dict[str, Any]:
    return {"id": cid, "driver": cid.upper() + " Driver", "design": car(f"Car {cid}", **design), "at": list(at),
            "facing": facing, "speed": speed}


def setup(*cars: dict[str, Any], **more: Any) -> Any:
    data = {"played_on": "2026-12-01", "board": {"width": 20, "height": 20}, "cars": list(cars), **more}
    return rulesets.get("battle_cars").setup_from_dict(data)


def game(*cars: dict[str, Any], dice: tuple[int, ...] = (), **more: Any) -> Game:
    return Game(setup(*cars, **more), ScriptedDice(dice))


def speeds(g: Game, **wanted: int) -> None:
    for cid, speed in wanted.items():
        g.act({"action": "speed", "car": cid, "speed": speed})


def moves(g: Game, cid: str, *corners: int | tuple[int, str]) -> list[dict[str, Any]]:
    """Move `cid` once per item (0 straight, or (angle, side)); every event of the moves."""
    events: list[dict[str, Any]] = []
    for corner in corners:
        action: dict[str, Any] = {"action": "move", "car": cid}
        if isinstance(corner, tuple):
            action.update(corner=corner[0], side=corner[1])
        g.act(action)
        events += g.events[-1]
    return events


def kinds(events: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [e for e in events if e["event"] == kind]
