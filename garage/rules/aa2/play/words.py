"""A&A II in plain words: the log (one sentence for what the players did, an action line, and
one short clause per thing that happened, the engine's events), and the replay summary and
status as `garage-cli play replay` and `play status` print them. Reads the log's, events'
and status's plain dicts only (docs/play-log.md).

The log's words are `Phrase`s (garage.rules.phrase): the English text byte for byte, which the
play window says in the player's language. The replay summary and status are `garage-cli`'s,
in English."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import cache
from typing import Any

from garage.rules.phrase import Phrase, Word
from garage.rules.status import named

INCH = '"'
Words = Callable[[dict[str, Any]], str]
EventWords = Callable[[dict[str, Any]], "str | None"]

# The words a component, the driver or the navigator can be in (statuses.Status), and what a
# car can hit (movement.THINGS), as a player reads them.
STATUS_WORDS = {"ok": Phrase("ok"), "damaged": Phrase("damaged"), "destroyed": Phrase("destroyed"),
                "dead": Phrase("dead"), "ejected": Phrase("ejected")}
THING_WORDS = {"solid": Phrase("solid"), "pond": Phrase("pond"), "toxic_pond": Phrase("toxic pond"),
               "deathshead": Phrase("deathshead"), "barrier": Phrase("barrier")}
TOKEN_WORDS = {"sword": Phrase("sword"), "shield": Phrase("shield")}
# A game-turn's phases (statuses.Phase) by their names, as a refusal says them ("not in the move phase").
PHASE_NAMES = {"plot": Phrase("plot"), "move": Phrase("move"), "fire": Phrase("fire"), "over": Phrase("over")}


# A weapon's class and face as a card, a log line or a refusal writes them (lower case, in a
# sentence), as data words.
LOWER_WORDS = {"light": Word("light"), "medium": Word("medium"), "heavy": Word("heavy"),
               "flamethrower": Word("flamethrower"), "front": Word("front"), "rear": Word("rear"),
               "left": Word("left"), "right": Word("right")}


def lower_word(key: str) -> str:
    """A class or face (LOWER_WORDS) as a data word, else as it is."""
    return LOWER_WORDS.get(key, key) if isinstance(key, str) else key


def status_word(status: Any) -> str:
    """A status in words: a Phrase for the known ones, else as it is."""
    return STATUS_WORDS.get(str(status), str(status))


def listed(items: Iterable[str], sep: str = ", ") -> str:
    """Items joined by `sep` (", ", "; " or " · "), each still said in the player's language: a
    Phrase of Phrases, the same English text as `sep.join(items)`."""
    items = list(items)
    if not items:
        return ""
    said = items[-1]
    for item in reversed(items[:-1]):
        if sep == ", ":
            said = Phrase("{first}, {rest}", first=item, rest=said)
        elif sep == "; ":
            said = Phrase("{first}; {rest}", first=item, rest=said)
        elif sep == " · ":
            said = Phrase("{first} · {rest}", first=item, rest=said)
        else:
            raise ValueError(f"no phrase joins with {sep!r}")
    return said


def _weapons(line: dict[str, Any]) -> str:
    """The weapons fired: by name once the line is named (screen.named_log), else by index."""
    weapons = line.get("weapons", [])
    if all(isinstance(w, str) for w in weapons):
        if len(weapons) < 2:
            return "".join(weapons)
        return Phrase("{list} and {last}", list=", ".join(weapons[:-1]), last=weapons[-1])
    indices = ", ".join(str(i) for i in weapons)
    return Phrase("weapons {list}", list=indices) if len(weapons) > 1 else Phrase("weapon {list}", list=indices)


def _system(line: dict[str, Any]) -> str:
    system = line.get("system")
    if isinstance(system, str):
        return Phrase("its {system}", system=system)
    return Phrase("system {system}", system=system)


def _plot(a: dict[str, Any]) -> str:
    car, speed, nitro = a["car"], a["speed"], a.get("nitro")
    if a.get("reverse"):
        if nitro:
            return Phrase('{car} plots {speed}" in reverse with %n nitro charge(s)', car=car, speed=speed, n=nitro)
        return Phrase('{car} plots {speed}" in reverse', car=car, speed=speed)
    if nitro:
        return Phrase('{car} plots {speed}" with %n nitro charge(s)', car=car, speed=speed, n=nitro)
    return Phrase('{car} plots {speed}"', car=car, speed=speed)


def _thing(thing: str) -> str:
    return THING_WORDS.get(thing, thing.replace("_", " "))


ACTION_WORDS: dict[str, Words] = {
    "setup": lambda a: Phrase("The cars take their places"),
    "plot": _plot,
    "defer": lambda a: Phrase("{car} defers its move", car=a["car"]),
    "turn": lambda a: (Phrase('{car} drifts at {at}"', car=a["car"], at=a["at"]) if a.get("drift")
                       else Phrase('{car} turns at {at}"', car=a["car"], at=a["at"])),
    "jump": lambda a: Phrase('{car} jumps at {at}"', car=a["car"], at=a["at"]),
    "drop": lambda a: Phrase('{car} drops from {system} at {at}"', car=a["car"], system=_system(a), at=a["at"]),
    "cross": lambda a: Phrase("{car} crosses template {template}", car=a["car"], template=a["template"]),
    "hit": lambda a: (Phrase("{car} hits {thing} square on", car=a["car"], thing=_thing(a["thing"])) if a.get("square")
                      else Phrase("{car} hits {thing}", car=a["car"], thing=_thing(a["thing"]))),
    "collide": lambda a: (Phrase("{car} collides with {other} head-on", car=a["car"], other=a["other"])
                          if a.get("head_on")
                          else Phrase("{car} collides with {other}", car=a["car"], other=a["other"])),
    "land": lambda a: Phrase("{car} lands", car=a["car"]),
    "moved": lambda a: Phrase("{car} ends its move", car=a["car"]),
    "attack": lambda a: Phrase('{car} fires {weapons} ({arc}) at {target}, range {range}"', car=a["car"],
                               weapons=_weapons(a), arc=lower_word(a["arc"]), target=a["target"], range=a["range"]),
    "defence": lambda a: Phrase('{defence} fires at {target}, range {range}"', defence=a["defence"],
                                target=a["target"], range=a["range"]),
    "end_turn": lambda a: Phrase("End of the game-turn"),
    "lap": lambda a: Phrase("{car} completes a lap", car=a["car"]),
    "pickup": lambda a: Phrase("{car} picks up a {token}", car=a["car"], token=TOKEN_WORDS.get(a["token"], a["token"])),
    "eject": lambda a: Phrase("{car}'s navigator ejects", car=a["car"]),
    "artillery": lambda a: Phrase("artillery: {car} {hit}", car=a["car"], hit=a["hit"]),
    "radiation": lambda a: Phrase("{car} comes near a radiation hotspot", car=a["car"]),
    "leave": lambda a: Phrase("{car} leaves the table", car=a["car"]),
    "place": lambda a: Phrase("a {kind} template is set out", kind=a["kind"]),
    "end_game": lambda a: Phrase("The players call the game"),
    "correct": lambda a: _correction(a),
}


def _correction(a: dict[str, Any]) -> str:
    what, value, car = a["what"], a.get("value", 0), a["car"]
    if what == "component":
        return Phrase("Correction: {car}'s {component} is {status}", car=car, component=a.get("component"),
                      status=status_word(a.get("status")))
    if what == "hit_points":
        return Phrase("Correction: {car} has %n hit point(s) left", car=car, n=value)
    if what == "speed":
        return Phrase('Correction: {car} is at {value}"', car=car, value=value)
    if what == "fires":
        return Phrase("Correction: {car} has %n fire(s) burning", car=car, n=value)
    if what == "rerolls":
        return Phrase("Correction: {car} has %n driver's reroll(s) left", car=car, n=value)
    return f"Correction: {car} {what} {value}"


def _damage(e: dict[str, Any]) -> str:
    return Phrase("{car} takes {hit_points} damage ({left} left)", car=e["car"], hit_points=e["hit_points"],
                  left=e["left"])


def _skid(e: dict[str, Any]) -> str:
    dice = "+".join(map(str, e["dice"]))
    if e.get("outcome") == "overturned":
        return Phrase("{car} skids: dice {dice}, overturns", car=e["car"], dice=dice)
    return Phrase('{car} skids: dice {dice}, {distance}"', car=e["car"], dice=dice, distance=e.get("distance", 0))


def _loss_of_control(e: dict[str, Any]) -> str:
    said = f"{e['car']} LOSES CONTROL ({e['why']}): {e.get('text') or ''}".rstrip(": ")
    text = scatter_words(e)
    if said == f"{e['car']} LOSES CONTROL ({e['why']}): {text}":
        return Phrase("{car} LOSES CONTROL ({why}): {text}", car=e["car"], why=why_words(e["why"]), text=text)
    if said == f"{e['car']} LOSES CONTROL ({e['why']})":
        return Phrase("{car} LOSES CONTROL ({why})", car=e["car"], why=why_words(e["why"]))
    return said


def _collision(e: dict[str, Any]) -> str:
    car, other, kind = e["car"], e["other"], e["kind"]
    if kind == "stationary":
        return Phrase("{car} and {other}: stationary collision", car=car, other=other)
    if kind == "head-on":
        return Phrase("{car} and {other}: head-on collision", car=car, other=other)
    if kind == "moving":
        return Phrase("{car} and {other}: moving collision", car=car, other=other)
    return Phrase("{car} and {other}: {kind} collision", car=car, other=other, kind=kind)


def _speed(s: dict[str, Any]) -> str:
    car, speed, nitro = s["car"], s["speed"], s.get("nitro")
    if s.get("reverse"):
        if nitro:
            return Phrase('{car} {speed}" in reverse +{nitro}" nitro', car=car, speed=speed, nitro=nitro)
        return Phrase('{car} {speed}" in reverse', car=car, speed=speed)
    if nitro:
        return Phrase('{car} {speed}" +{nitro}" nitro', car=car, speed=speed, nitro=nitro)
    return f"{car} {speed}{INCH}"


EVENT_WORDS: dict[str, EventWords | None] = {
    "plot": None, "turn": None, "moved": None, "phase": None, "defer": None,
    "movement-order": lambda e: Phrase("moving order: {order}", order=listed(e["order"])),
    "skid": _skid,
    "attack": lambda e: (Phrase("{car} cannot see {target} in the dark", car=e.get("car") or e.get("defence"),
                                target=e["target"]) if not e.get("fired") else None),
    "damage": _damage,
    "defence-damage": lambda e: Phrase("{car} takes {hit_points} damage ({left} left)", car=e["defence"],
                                       hit_points=e["hit_points"], left=e["left"]),
    "threshold": lambda e: Phrase("{car} crosses line {line}: {label}", car=e["car"], line=e["line"],
                                  label=Word(e["label"]) if isinstance(e["label"], str) else e["label"]),
    "component": lambda e: Phrase("{car}: {component} {status}", car=e["car"], component=e["component"],
                                  status=status_word(e["status"])),
    "destroyed": lambda e: Phrase("{car} is DESTROYED ({why})", car=e["car"], why=why_words(e["why"])),
    "driver-killed": lambda e: Phrase("{car}'s driver is KILLED ({why})", car=e["car"], why=why_words(e["why"])),
    "navigator-killed": lambda e: Phrase("{car}'s navigator is killed", car=e["car"]),
    "out": lambda e: Phrase("{car} is out ({why})", car=e["car"], why=why_words(e["why"])),
    "loss-of-control": _loss_of_control,
    "reroll": lambda e: Phrase("{car} rerolls ({used}): {first} becomes {second}", car=e["car"], used=e["used"],
                               first=e["first"], second=e["second"]),
    "fire": lambda e: Phrase("{car} catches fire", car=e["car"]),
    "fire-roll": lambda e: (Phrase("{car}'s fire rolls {face}: goes out", car=e["car"], face=e["face"]) if e.get("out")
                            else Phrase("{car}'s fire rolls {face}: {hit_points} damage", car=e["car"], face=e["face"],
                                        hit_points=e["hit_points"])),
    "collision": lambda e: _collision(e),
    "jump": lambda e: Phrase('{car} flies {distance}"', car=e["car"], distance=e["distance"]),
    "land": lambda e: (Phrase("{car} lands ({damage})", car=e["car"], damage=e["damage"])
                       if e.get("damage") is not None else Phrase("{car} lands", car=e["car"])),
    "drop": lambda e: Phrase("{car} drops {kind} ({template})", car=e["car"], kind=e["kind"], template=e["template"]),
    "cross": lambda e: Phrase("{car} over {kind} {template}", car=e["car"], kind=e["kind"], template=e["template"]),
    "lap": lambda e: Phrase("{car} has %n lap(s)", car=e["car"], n=e["laps"]),
    "finished": lambda e: Phrase("{car} finishes in place {position}", car=e["car"], position=e["position"]),
    "game-over": lambda e: Phrase("GAME OVER"),
    "correction": lambda e: Phrase("was {was}", was=e["was"]),
    "speeds-revealed": lambda e: Phrase("speeds revealed: {speeds}", speeds=listed(_speed(s) for s in e["speeds"])),
}


def _p(pattern: str) -> re.Pattern[str]:
    return re.compile(f"^{pattern}$")


_FACES, _DICE, _NUMBER = r"(?P<faces>[0-9,]+)", r"(?P<dice>\S+)", r"(\d+)"
# What a die or decision is for, as the engine says it (a Request's purpose, a log's "for"),
# read back into a Phrase: one literal template each, the pattern it is written in beside it.
# The rules make these words in their hot loop; they become Phrases only where shown.
PURPOSES: tuple[tuple[re.Pattern[str], Callable[..., str]], ...] = (
    (_p(r"the reroll of the (?P<face>\d+): (?P<purpose>.+)"),
     lambda face, purpose: Phrase("the reroll of the {face}: {purpose}", face=face, purpose=purpose_words(purpose))),
    (_p(r"A reroll may be spent on the (?P<face>\d+): (?P<purpose>.+)"),
     lambda face, purpose: Phrase("A reroll may be spent on the {face}: {purpose}", face=face,
                                  purpose=purpose_words(purpose))),
    (_p(r"(?P<driver>.+) may spend a reroll \((?P<left>\d+) left\) on the (?P<face>\d+): (?P<purpose>.+)"),
     lambda driver, left, face, purpose: Phrase(
         "{driver} may spend a reroll ({left} left) on the {face}: {purpose}",
         driver=Phrase("The driver") if driver == "The driver" else driver, left=left, face=face,
         purpose=purpose_words(purpose))),
    (_p(r"(?P<purpose>.+): a d(?P<sides>\d+), die (?P<die>\d+) of (?P<total>\d+)"),
     lambda purpose, sides, die, total: Phrase("{purpose}: a d{sides}, die {die} of {total}",
                                               purpose=purpose_words(purpose), sides=sides, die=die, total=total)),
    (_p(r"(?P<purpose>.+): a d(?P<sides>\d+)"),
     lambda purpose, sides: Phrase("{purpose}: a d{sides}", purpose=purpose_words(purpose), sides=sides)),
    (_p(r"(?P<weapon>.+) to hit, die (?P<die>\d+)"),
     lambda weapon, die: Phrase("{weapon} to hit, die {die}", weapon=weapon, die=die)),
    (_p(r'the movement-order dice-off at (?P<speed>\d+)"'),
     lambda speed: Phrase('the movement-order dice-off at {speed}"', speed=speed)),
    (_p(rf'skid check at (?P<speed>\d+)" \(skids on {_FACES}\)'),
     lambda speed, faces: Phrase('skid check at {speed}" (skids on {faces})', speed=speed, faces=faces)),
    (_p(r"skid distance die (?P<die>\d+)"), lambda die: Phrase("skid distance die {die}", die=die)),
    (_p(r"which skid die to use \((?P<low>\d+) or (?P<high>\d+)\)"),
     lambda low, high: Phrase("which skid die to use ({low} or {high})", low=low, high=high)),
    (_p(rf"fire \(burns on {_FACES}\)"), lambda faces: Phrase("fire (burns on {faces})", faces=faces)),
    (_p(rf"driver survives the wreck \(dies on {_FACES}\)"),
     lambda faces: Phrase("driver survives the wreck (dies on {faces})", faces=faces)),
    (_p(rf"navigator survives the wreck \(dies on {_FACES}\)"),
     lambda faces: Phrase("navigator survives the wreck (dies on {faces})", faces=faces)),
    (_p("loss of control: scatter direction"), lambda: Phrase("loss of control: scatter direction")),
    (_p(f"loss of control: distance {_DICE}"), lambda dice: Phrase("loss of control: distance {dice}", dice=dice)),
    (_p(f"nitro {_DICE}"), lambda dice: Phrase("nitro {dice}", dice=dice)),
    (_p(f"landing damage {_DICE}"), lambda dice: Phrase("landing damage {dice}", dice=dice)),
    (_p(f"barrier damage {_DICE}"), lambda dice: Phrase("barrier damage {dice}", dice=dice)),
    (_p(f"mid-air collision {_DICE}"), lambda dice: Phrase("mid-air collision {dice}", dice=dice)),
    (_p(f"rammed while stationary {_DICE}"), lambda dice: Phrase("rammed while stationary {dice}", dice=dice)),
    (_p(f"ramming {_DICE}"), lambda dice: Phrase("ramming {dice}", dice=dice)),
    (_p(f"head-on collision {_DICE}"), lambda dice: Phrase("head-on collision {dice}", dice=dice)),
    (_p("collision roll"), lambda: Phrase("collision roll")),
    (_p(f"collision, high scorer {_DICE}"), lambda dice: Phrase("collision, high scorer {dice}", dice=dice)),
    (_p(f"collision, low scorer {_DICE}"), lambda dice: Phrase("collision, low scorer {dice}", dice=dice)),
    (_p(f"templates set out before play: up to {_DICE}"),
     lambda dice: Phrase("templates set out before play: up to {dice}", dice=dice)),
    (_p(r"smokescreen (?P<template>\S+) clears on 6"),
     lambda template: Phrase("smokescreen {template} clears on 6", template=template)),
    (_p("acid storm"), lambda: Phrase("acid storm")),
    (_p(f"acid storm hits on {_FACES}"), lambda faces: Phrase("acid storm hits on {faces}", faces=faces)),
    (_p("acid storm: which system"), lambda: Phrase("acid storm: which system")),
    (_p("night stages"), lambda: Phrase("night stages")),
    (_p("cloudburst"), lambda: Phrase("cloudburst")),
    (_p(f"artillery (?P<hit>.+) {_DICE}"), lambda hit, dice: Phrase("artillery {hit} {dice}", hit=hit, dice=dice)),
    (_p(r"radiation exposure (?P<exposure>\d+): dies under it"),
     lambda exposure: Phrase("radiation exposure {exposure}: dies under it", exposure=exposure)),
    (_p("radiation hotspots to place"), lambda: Phrase("radiation hotspots to place")),
    (_p(r"ambush roll-off: (?P<side>.+)"), lambda side: Phrase("ambush roll-off: {side}", side=side)),
    (_p(f"darkness: firing fails when {_DICE} is under the range"),
     lambda dice: Phrase("darkness: firing fails when {dice} is under the range", dice=dice)),
    (_p(r"random car: (?P<car>.+)"), lambda car: Phrase("random car: {car}", car=car)),
    (_p(r"was (?P<car>.+) hitting (?P<other>.+) head-on\?"),
     lambda car, other: Phrase("was {car} hitting {other} head-on?", car=car, other=other)),
    (_p(f"(?P<what>.+) lost on {_FACES}"),
     lambda what, faces: Phrase("{what} lost on {faces}", what=component_words(what), faces=faces)),
    (_p(f"(?P<what>.+) detonates on {_FACES}"),
     lambda what, faces: Phrase("{what} detonates on {faces}", what=component_words(what), faces=faces)),
    (_p(f"(?P<what>.+) ignored on {_FACES}"),
     lambda what, faces: Phrase("{what} ignored on {faces}", what=component_words(what), faces=faces)),
)


# Why a car left play or its driver died, as the engine's loop says it (garage/rules/aa2/play):
# read back into Phrases where shown, as purpose_words does, so the loop keeps its plain English.
_WHY: dict[str, Phrase] = {said: said for said in (
    Phrase("fuel tank exploded"), Phrase("flame tank exploded"), Phrase("hit points gone"),
    Phrase("overturned in a skid"), Phrase("hit a raised Deathshead"), Phrase("impaled on a Deathshead"),
    Phrase("double six on the skid dice"), Phrase("head-on collision"), Phrase("left the table"),
    Phrase("lost the collision"), Phrase("mid-air collision"), Phrase("radiation"), Phrase("destroyed"))}


def why_words(why: Any) -> Any:
    """Why a car is out, destroyed or lost control, or its driver died, as a Phrase when it is
    one of the engine's reasons ("fuel tank exploded", "driver killed (...)", "threshold 2");
    else `why` as it is (a rule's own words from resources/). The same English either way."""
    if not isinstance(why, str):
        return why
    said = _WHY.get(why)
    if said is not None:
        return said
    if found := re.fullmatch(r"driver killed \((.+)\)", why):
        return Phrase("driver killed ({why})", why=why_words(found.group(1)))
    if found := re.fullmatch(r"threshold (\d+)", why):
        return Phrase("threshold {line}", line=int(found.group(1)))
    return why


@cache
def _component_words() -> dict[str, str]:
    """The catalogue's names of a car's systems and items (Words), by their English."""
    from garage.rules.aa2.catalogue import load_catalogue

    catalogue = load_catalogue()
    words = [s.label for s in catalogue.systems] + [d.name for d in catalogue.dropped.values()]
    words += [e.name for e in catalogue.equipment.values()] + [catalogue.turret_name, catalogue.navigator_name]
    return {str(word): word for word in words}


def component_words(what: str) -> str:
    """A component as the record sheet names it: the catalogue's Word for a system or item
    ("Engine", "Fuel Tank"), a player's name (a weapon's) as it is."""
    return _component_words().get(what, what)


def scatter_words(loss: dict[str, Any]) -> str:
    """A loss of control's move as the engine says it ("scatter 1: move 7\" towards arrow 1"),
    a Phrase when it reads so; else its text as it is."""
    text = str(loss.get("text") or "")
    said = Phrase('scatter {scatter}: move {distance}" towards arrow {scatter}',
                  scatter=loss.get("scatter"), distance=loss.get("distance"))
    return said if said == text else text


def purpose_words(text: str) -> str:
    """What a die or decision is for, as a Phrase when it has one of the engine's shapes
    (PURPOSES), so the play window says it in the player's language; else `text` as it is.
    The same English either way."""
    text = str(text)
    for pattern, said in PURPOSES:
        found = pattern.match(text)
        if found:
            phrase = said(**found.groupdict())
            return phrase if phrase == text else text  # a name that only looked like one of them
    return text


def action_words(line: dict[str, Any]) -> str:
    name = str(line.get("action", "?"))
    words = ACTION_WORDS.get(name)
    return words(line) if words else name


def event_words(event: dict[str, Any]) -> str | None:
    name = str(event.get("event"))
    if name == "turn" and "turn" in event and "car" not in event:
        return Phrase("game-turn {turn} begins", turn=event["turn"])

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
            value = (Phrase("yes") if value else Phrase("no")) if isinstance(value, bool) else value
            asked = purpose_words(given["for"])
            parts.append(Phrase("{asked} {value}", asked=asked, value=value) if asked.endswith("?")
                         else Phrase("{asked}: {value}", asked=asked, value=value))
    return listed(parts, "; ")


def entry_words(line: dict[str, Any], events: list[dict[str, Any]], secret_plotting: bool = False
                ) -> tuple[str, list[str]]:
    """An entry of the log in parts: what was done with its dice, and each thing that came of it.
    With secret plotting a plot says only who has plotted (not its speed, nitro or their dice):
    the last plot's events reveal every speed together."""
    secret = secret_plotting and line.get("action") == "plot"
    text = Phrase("{car} has plotted", car=line.get("car")) if secret else action_words(line)
    dice = "" if secret else dice_words(line)
    if dice:
        text = Phrase("{action} [{dice}]", action=text, dice=dice)
    return text, [w for w in (event_words(e) for e in events) if w]


def describe(line: dict[str, Any], events: list[dict[str, Any]], secret_plotting: bool = False) -> str:
    """One entry of the log: what was done, the dice, and what came of it (entry_words)."""
    return whole_words(*entry_words(line, events, secret_plotting))


def whole_words(text: str, happened: list[str]) -> str:
    """An entry's parts (`entry_words`) in one line: the action, then what came of it."""
    return Phrase("{action} - {happened}", action=text, happened=listed(happened, "; ")) if happened else text


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
