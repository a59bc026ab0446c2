"""The game's log in plain words: one sentence for what the players did (an action line) and
one short clause per thing that happened (the engine's events). Reads the log's and events'
plain dicts only (docs/play-log.md)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Words = Callable[[dict[str, Any]], str]  # an action line in words
EventWords = Callable[[dict[str, Any]], str | None]  # an event in words, or None: nothing to say
INCH = '"'


def _weapons(line: dict[str, Any]) -> str:
    return ", ".join(str(i) for i in line.get("weapons", []))


ACTION_WORDS: dict[str, Words] = {
    "setup": lambda a: "The cars take their places",
    "plot": lambda a: f"{a['car']} plots {a['speed']}{INCH}" + (" in reverse" if a.get("reverse") else "")
    + (f" with {a['nitro']} nitro charge{'s' * (a['nitro'] > 1)}" if a.get("nitro") else ""),
    "defer": lambda a: f"{a['car']} defers its move",
    "turn": lambda a: f"{a['car']} {'drifts' if a.get('drift') else 'turns'} at {a['at']}{INCH}",
    "jump": lambda a: f"{a['car']} jumps at {a['at']}{INCH}",
    "drop": lambda a: f"{a['car']} drops from system {a['system']} at {a['at']}{INCH}",
    "cross": lambda a: f"{a['car']} crosses template {a['template']}",
    "hit": lambda a: f"{a['car']} hits {a['thing'].replace('_', ' ')}" + (" square on" if a.get("square") else ""),
    "collide": lambda a: f"{a['car']} collides with {a['other']}" + (" head-on" if a.get("head_on") else ""),
    "land": lambda a: f"{a['car']} lands",
    "moved": lambda a: f"{a['car']} ends its move",
    "attack": lambda a: f"{a['car']} fires weapon{'s' * (len(a.get('weapons', [])) > 1)} {_weapons(a)} "
                        f"({a['arc']}) at {a['target']}, range {a['range']}{INCH}",
    "defence": lambda a: f"{a['defence']} fires at {a['target']}, range {a['range']}{INCH}",
    "end_turn": lambda a: "End of the game-turn",
    "lap": lambda a: f"{a['car']} completes a lap",
    "pickup": lambda a: f"{a['car']} picks up a {a['token']}",
    "eject": lambda a: f"{a['car']}'s navigator ejects",
    "artillery": lambda a: f"artillery: {a['car']} {a['hit']}",
    "radiation": lambda a: f"{a['car']} comes near a radiation hotspot",
    "leave": lambda a: f"{a['car']} leaves the table",
    "place": lambda a: f"a {a['kind']} template is set out",
    "end_game": lambda a: "The players call the game",
}


def _damage(e: dict[str, Any]) -> str:
    return f"{e['car']} takes {e['hit_points']} damage ({e['left']} left)"


EVENT_WORDS: dict[str, EventWords | None] = {  # None: said by the action line already
    "plot": None, "turn": None, "moved": None, "phase": None, "defer": None,
    "movement-order": lambda e: "moving order: " + ", ".join(e["order"]),
    "skid": lambda e: f"{e['car']} skids: dice {'+'.join(map(str, e['dice']))}"
    + (", overturns" if e.get("outcome") == "overturned" else f", {e.get('distance', 0)}{INCH}"),
    "attack": lambda e: (f"{e.get('car') or e.get('defence')} cannot see {e['target']} in the dark"
                         if not e.get("fired") else None),
    "damage": _damage,
    "defence-damage": lambda e: f"{e['defence']} takes {e['hit_points']} damage ({e['left']} left)",
    "threshold": lambda e: f"{e['car']} crosses line {e['line']}: {e['label']}",
    "component": lambda e: f"{e['car']}: {e['component']} {e['status']}",
    "destroyed": lambda e: f"{e['car']} is DESTROYED ({e['why']})",
    "driver-killed": lambda e: f"{e['car']}'s driver is KILLED ({e['why']})",
    "navigator-killed": lambda e: f"{e['car']}'s navigator is killed",
    "out": lambda e: f"{e['car']} is out ({e['why']})",
    "loss-of-control": lambda e: f"{e['car']} LOSES CONTROL ({e['why']}): {e.get('text') or ''}".rstrip(": "),
    "reroll": lambda e: f"{e['car']} rerolls ({e['used']}): {e['first']} becomes {e['second']}",
    "fire": lambda e: f"{e['car']} catches fire",
    "fire-roll": lambda e: f"{e['car']}'s fire rolls {e['face']}: "
                           + ("goes out" if e.get("out") else f"{e['hit_points']} damage"),
    "collision": lambda e: f"{e['car']} and {e['other']}: {e['kind']} collision",
    "jump": lambda e: f"{e['car']} flies {e['distance']}{INCH}",
    "land": lambda e: f"{e['car']} lands ({e.get('damage')})",
    "drop": lambda e: f"{e['car']} drops {e['kind']} ({e['template']})",
    "cross": lambda e: f"{e['car']} over {e['kind']} {e['template']}",
    "lap": lambda e: f"{e['car']} has {e['laps']} lap{'s' * (e['laps'] != 1)}",
    "finished": lambda e: f"{e['car']} finishes in place {e['position']}",
    "game-over": lambda e: "GAME OVER",
}


def action_words(line: dict[str, Any]) -> str:
    words = ACTION_WORDS.get(str(line.get("action")))
    return words(line) if words else str(line.get("action", "?"))


def event_words(event: dict[str, Any]) -> str | None:
    name = str(event.get("event"))
    if name == "turn" and "turn" in event and "car" not in event:
        return f"game-turn {event['turn']} begins"

    def plainly(e: dict[str, Any]) -> str:
        return name.replace("-", " ") + ": " + ", ".join(f"{k} {v}" for k, v in e.items() if k != "event")

    words = EVENT_WORDS.get(name, plainly)
    try:
        return words(event) if words else None
    except KeyError:  # an event with other fields than these words expect: say it plainly
        return name.replace("-", " ")


def dice_words(line: dict[str, Any]) -> str:
    """The dice and decisions the action consumed, as the players saw them."""
    parts = []
    for given in line.get("inputs", []):
        if "roll" in given or given.get("value") not in ("none", None):
            parts.append(f"{given['for']}: {given['value']}")
    return "; ".join(parts)


def describe(line: dict[str, Any], events: list[dict[str, Any]]) -> str:
    """One entry of the log: what was done, the dice, and what came of it."""
    text = action_words(line)
    dice = dice_words(line)
    happened = [w for w in (event_words(e) for e in events) if w]
    if dice:
        text += f" [{dice}]"
    if happened:
        text += " - " + "; ".join(happened)
    return text
