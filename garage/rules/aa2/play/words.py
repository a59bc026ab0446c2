"""A&A II in plain words: the log (one sentence for what the players did, an action line, and
one short clause per thing that happened, the engine's events), and the replay summary and
status as `garage-cli play replay` and `play status` print them. Reads the log's, events'
and status's plain dicts only (docs/play-log.md)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from garage.rules.status import named

INCH = '"'
Words = Callable[[dict[str, Any]], str]
EventWords = Callable[[dict[str, Any]], "str | None"]


def _weapons(line: dict[str, Any]) -> str:
    """The weapons fired: by name once the line is named (screen.named_log), else by index."""
    weapons = line.get("weapons", [])
    if all(isinstance(w, str) for w in weapons):
        return " and ".join(weapons) if len(weapons) <= 2 else ", ".join(weapons[:-1]) + " and " + weapons[-1]
    return f"weapon{'s' * (len(weapons) > 1)} " + ", ".join(str(i) for i in weapons)


def _system(line: dict[str, Any]) -> str:
    system = line.get("system")
    return f"its {system}" if isinstance(system, str) else f"system {system}"


ACTION_WORDS: dict[str, Words] = {
    "setup": lambda a: "The cars take their places",
    "plot": lambda a: f"{a['car']} plots {a['speed']}{INCH}" + (" in reverse" if a.get("reverse") else "")
    + (f" with {a['nitro']} nitro charge{'s' * (a['nitro'] > 1)}" if a.get("nitro") else ""),
    "defer": lambda a: f"{a['car']} defers its move",
    "turn": lambda a: f"{a['car']} {'drifts' if a.get('drift') else 'turns'} at {a['at']}{INCH}",
    "jump": lambda a: f"{a['car']} jumps at {a['at']}{INCH}",
    "drop": lambda a: f"{a['car']} drops from {_system(a)} at {a['at']}{INCH}",
    "cross": lambda a: f"{a['car']} crosses template {a['template']}",
    "hit": lambda a: f"{a['car']} hits {a['thing'].replace('_', ' ')}" + (" square on" if a.get("square") else ""),
    "collide": lambda a: f"{a['car']} collides with {a['other']}" + (" head-on" if a.get("head_on") else ""),
    "land": lambda a: f"{a['car']} lands",
    "moved": lambda a: f"{a['car']} ends its move",
    "attack": lambda a: f"{a['car']} fires {_weapons(a)} ({a['arc']}) at {a['target']}, range {a['range']}{INCH}",
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
    "correct": lambda a: _correction(a),
}


def _correction(a: dict[str, Any]) -> str:
    what, value = a["what"], a.get("value", 0)
    if what == "component":
        return f"Correction: {a['car']}'s {a.get('component')} is {a.get('status')}"
    said = {"hit_points": f"has {value} hit point{'s' * (value != 1)} left", "speed": f"is at {value}{INCH}",
            "fires": f"has {value} fire{'s' * (value != 1)} burning",
            "rerolls": f"has {value} driver's reroll{'s' * (value != 1)} left"}
    return f"Correction: {a['car']} {said.get(what, f'{what} {value}')}"


def _damage(e: dict[str, Any]) -> str:
    return f"{e['car']} takes {e['hit_points']} damage ({e['left']} left)"


EVENT_WORDS: dict[str, EventWords | None] = {
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
    "land": lambda e: f"{e['car']} lands" + (f" ({e['damage']})" if e.get("damage") is not None else ""),
    "drop": lambda e: f"{e['car']} drops {e['kind']} ({e['template']})",
    "cross": lambda e: f"{e['car']} over {e['kind']} {e['template']}",
    "lap": lambda e: f"{e['car']} has {e['laps']} lap{'s' * (e['laps'] != 1)}",
    "finished": lambda e: f"{e['car']} finishes in place {e['position']}",
    "game-over": lambda e: "GAME OVER",
    "correction": lambda e: f"was {e['was']}",
    "speeds-revealed": lambda e: "speeds revealed: " + ", ".join(
        f"{s['car']} {s['speed']}{INCH}" + (" in reverse" if s.get("reverse") else "")
        + (f" +{s['nitro']}{INCH} nitro" if s.get("nitro") else "") for s in e["speeds"]),
}


def action_words(line: dict[str, Any]) -> str:
    name = str(line.get("action", "?"))
    words = ACTION_WORDS.get(name)
    return words(line) if words else name


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
            value = given["value"]
            value = ("yes" if value else "no") if isinstance(value, bool) else value
            asked = str(given["for"])
            parts.append(f"{asked}{' ' if asked.endswith('?') else ': '}{value}")
    return "; ".join(parts)


def describe(line: dict[str, Any], events: list[dict[str, Any]], secret_plotting: bool = False) -> str:
    """One entry of the log: what was done, the dice, and what came of it. With secret plotting
    a plot says only who has plotted (not its speed, nitro or their dice): the last plot's
    events reveal every speed together."""
    secret = secret_plotting and line.get("action") == "plot"
    text = f"{line.get('car')} has plotted" if secret else action_words(line)
    dice = "" if secret else dice_words(line)
    happened = [w for w in (event_words(e) for e in events) if w]
    if dice:
        text += f" [{dice}]"
    if happened:
        text += " - " + "; ".join(happened)
    return text


def _name(car: dict[str, Any]) -> str:
    """A car of a summary or status as the table calls it: "Purple Haze (Antihiro Protagonist)"."""
    driver = car.get("driver")
    return named(str(car.get("vehicle") or car["car"]), driver if driver and driver != car["car"] else None)


def _names(data: dict[str, Any]) -> dict[str, str]:
    return {car["car"]: _name(car) for car in data["cars"]}


def _list(ids: list[str], names: dict[str, str]) -> str:
    return ", ".join(names.get(c, c) for c in ids)


def summary_words(data: dict[str, Any]) -> str:
    names = _names(data)
    lines = [f"Game-turn {data['turn']}, {'game over' if data['over'] else data['phase'] + ' phase'}"]
    if data["to_plot"]:
        lines.append("Waiting for the speeds of: " + _list(data["to_plot"], names))
    elif data["mover"]:
        lines.append(f"Moving: {names.get(data['mover'], data['mover'])}")
    for car in data["cars"]:
        state = "DESTROYED" if car["destroyed"] else ("out: " + car["out"]) if car["out"] else "running"
        lines.append(f"{_name(car)}: {state}")
        lines.append(f"  hit points {car['hit_points']}/{car['hit_points_total']}, thresholds crossed "
                     f"{car['thresholds']}, speed {car['speed']}\", fires {car['fires']}, "
                     f"driver {car['driver_status']}")
        labels = car.get("component_labels", {})
        lines.append("  components: " + ", ".join(f"{labels.get(k, k)} {v}" for k, v in car["components"].items()))
        loss = car["loss_of_control"]
        if loss and loss["turn"] == data["turn"]:
            lines.append(f"  lost control ({loss['why']}): {loss['text']}")
        if car["kills"]:
            lines.append("  kills: " + _list(car["kills"], names))
    for defence in data.get("defences", []):
        hit_points = defence["hit_points"]
        state = "cannot be hit" if hit_points is None else f"hit points {hit_points - defence['hp_lost']}/{hit_points}"
        lines.append(f"{defence['id']}: fixed defence, {defence['name'] or defence['class']} "
                     f"({defence['class']} gun), {state}")
    if "sides" in data:
        sides, points = data["sides"], data["points"]
        lines.append(f"Badlands Ambush: {sides['attacker']} attack ({points['attacker']} points), "
                     f"{sides['defender']} defend ({points['defender']} points)")
    result = data.get("result")
    if result:
        lines.append(f"Winner: {names.get(data['winner'], data['winner']) if data['winner'] else 'nobody'}")
        lines.append(f"Result ({result['scenario']}{', ' + result['variant'] if 'variant' in result else ''}):")
        for entry in result["entries"]:
            fate = "survived" if entry["survived"] else "killed"
            place = f", position {entry['position']}" if entry.get("position") else ""
            kills = f", kills: {', '.join(entry['kills'])}" if entry["kills"] else ""
            lines.append(f"  {named(entry['vehicle'], entry['driver'])}: {fate}{place}{kills}")
    return "\n".join(lines)


def status_words(data: dict[str, Any]) -> str:
    names = _names(data)
    lines = [f"Game-turn {data['turn']}, {'game over' if data['over'] else data['phase'] + ' phase'}"]
    if data["order"]:
        lines.append("Movement order: " + _list(data["order"], names))
    lines.append(f"Waiting for {data['waiting_for']}")
    for car in data["cars"]:
        state = "DESTROYED" if car["destroyed"] else ("out: " + car["out"]) if car["out"] else "running"
        lines.append(f"{_name(car)}: {state}")
        stats = car["stats"]
        lines.append(f"  hit points {car['hit_points']}/{car['hit_points_total']}, thresholds crossed "
                     f"{car['thresholds']}, fires {car['fires']}, driver {car['driver_status']}")
        lines.append(f"  MAX {stats['max']} ACC {stats['acc']} DEC {stats['dec']} TURN {stats['turn']}; "
                     f"speed {car['speed']}\"" + (f", plotted {car['plotted']}\"" if car["plotted"] is not None else
                                                   ", plotted (hidden until every car has plotted)"
                                                   if car.get("plotted_hidden") else "")
                     + (f", {'next ' * (car['plotted'] is not None)}plot {car['plot_range']['min']}\"-"
                        f"{car['plot_range']['max']}\"" if car["plot_range"] else "")
                     + (f", turns left {car['turns_left']}" if data["mover"] == car["car"] else ""))
        labels = car["component_labels"]
        lines.append("  components: " + ", ".join(f"{labels[k]} {v}" for k, v in car["components"].items()))
        for weapon in car["weapons"]:
            mount = "turret" if weapon["turreted"] else weapon["mount"]
            lines.append(f"  weapon: {weapon['name'] or weapon['class']} ({weapon['class']}, "
                         f"{mount}): {weapon['problem'] or 'ready'}")
        spare = [e["name"] for e in car["equipment_rerolls"] if e["left"]]
        lines.append(f"  rerolls left: driver {car['rerolls_left']}" + "".join(f", {n}" for n in spare)
                     + (f"; nitro charges {car['nitro_charges']}" if car["nitro_charges"] else "")
                     + (f"; drops left {car['drops_left']}" if car["drops_left"] else ""))
        if car["airborne"] or car["airborne_left"]:
            lines.append(f"  airborne ({car['airborne_left']}\" still to fly)")
        loss = car["loss_of_control"]
        if loss and loss["turn"] == data["turn"]:
            lines.append(f"  lost control ({loss['why']}): {loss['text']}")
    if data.get("winner") is not None:
        lines.append(f"Winner: {names.get(data['winner'], data['winner'])}")
    return "\n".join(lines)
