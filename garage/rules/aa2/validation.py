"""Validation of a design against A&A II section 2 and RULINGS D1-D12.

`validate` never raises for a bad design: it returns a report whose problems say, in a
player's words, what is wrong and where (`subject` names the part: "weapons/1",
"equipment/0", "stats", ...). Every Capacity point spent appears as one breakdown item, so
the used total is always the sum of the items.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from garage.rules.aa2.catalogue import Catalogue, face_word, load_catalogue
from garage.rules.aa2.vehicle import Design
from garage.rules.phrase import Phrase
from garage.rules.report import ERROR, WARNING, CapacityItem, CapacityReport, Problem, Report

# Game context for the checks that only matter in play (RULINGS D7, D8).
LADY_NAVIGATORS = "lady-navigators"


def _listed(parts: Iterable[str], *, with_and: bool = False) -> str:
    """Names in one phrase: "A, B, C", or with `with_and` "A and B"."""
    said: str | None = None
    for part in parts:
        if said is None:
            said = part
        elif with_and:
            said = Phrase("{first} and {next}", first=said, next=part)
        else:
            said = Phrase("{first}, {next}", first=said, next=part)
    return said or ""


def _costs(design: Design, catalogue: Catalogue) -> Iterable[CapacityItem]:
    for i, weapon in enumerate(design.weapons):
        subject = f"weapons/{i}"
        cls = catalogue.weapon_classes[weapon.cls]
        label = weapon.name or cls.name
        if not cls.fittable:
            yield CapacityItem(Phrase("{weapon} ({weapon_class}): cannot be fitted, no cost", weapon=label,
                                      weapon_class=cls.in_text), 0, subject)
            continue
        face = face_word(weapon.mount)
        yield CapacityItem(Phrase("{weapon} (flamethrower + Flame Tank, {face})", weapon=label, face=face)
                           if cls.flame_tank else
                           Phrase("{weapon} ({weapon_class}, {face})", weapon=label, weapon_class=cls.in_text,
                                  face=face), cls.cost, subject)
        if weapon.turreted:
            yield CapacityItem(Phrase("{turret}: +{cost} for {weapon}", turret=catalogue.turret_name,
                                      cost=catalogue.turret_cost_per_weapon, weapon=label),
                               catalogue.turret_cost_per_weapon, subject)
    for i, key in enumerate(design.dropped):
        system = catalogue.dropped.get(key)
        if system is None:
            yield CapacityItem(Phrase("Unknown dropped weapon '{key}': no cost", key=key), 0, f"dropped/{i}")
        else:
            yield CapacityItem(Phrase("{item} (Rear)", item=system.name), system.cost, f"dropped/{i}")
    for i, key in enumerate(design.equipment):
        item = catalogue.equipment.get(key)
        if item is None:
            yield CapacityItem(Phrase("Unknown equipment '{key}': no cost", key=key), 0, f"equipment/{i}")
        else:
            yield CapacityItem(item.name, item.cost, f"equipment/{i}")
    if design.navigator:
        yield CapacityItem(Phrase("{navigator} (crew)", navigator=catalogue.navigator_name), 0, "navigator")


def capacity(design: Design, catalogue: Catalogue | None = None) -> CapacityReport:
    catalogue = catalogue or load_catalogue()
    items = tuple(_costs(design, catalogue))
    return CapacityReport(sum(i.cost for i in items), catalogue.weight(design.weight).capacity, items)


def _problems(design: Design, cap: CapacityReport, catalogue: Catalogue,
              race: bool, options: frozenset[str] | None) -> Iterable[Problem]:
    weight = catalogue.weight(design.weight)
    if cap.used > cap.limit:
        yield Problem(ERROR, "over-capacity",
                      Phrase("{car} uses {used} Capacity but a {weight} vehicle has only {limit}: remove %n point(s).",
                             car=design.name, used=cap.used, weight=weight.name, limit=cap.limit, n=cap.over)
                      if design.name else
                      Phrase("This car uses {used} Capacity but a {weight} vehicle has only {limit}: "
                             "remove %n point(s).", used=cap.used, weight=weight.name, limit=cap.limit, n=cap.over),
                      "capacity")
    for i, weapon in enumerate(design.weapons):
        cls = catalogue.weapon_classes[weapon.cls]
        label = weapon.name or cls.name
        if not cls.fittable:
            yield Problem(ERROR, "heavy-weapon",
                          Phrase("{weapon} is a heavy gun: heavy guns cannot be fitted to vehicles, only to fixed "
                                 "defences.", weapon=label), f"weapons/{i}")
        elif weapon.mount is None:
            yield Problem(ERROR, "weapon-no-face",
                          Phrase("{weapon} is not in the turret, so it must fire from one face: choose Front, Rear, "
                                 "Left or Right.", weapon=label), f"weapons/{i}")
        if not weapon.name.strip():
            yield Problem(WARNING, "unnamed-weapon", Phrase("A {weapon_class} has no name.", weapon_class=cls.in_text),
                          f"weapons/{i}")
    if design.turret is False and design.turret_weapons:
        names = _listed(w.name or Phrase("a weapon") for w in design.turret_weapons)
        yield Problem(ERROR, "turret-weapon-without-turret",
                      Phrase("{weapons} is mounted in the turret, but this car is marked as having no turret.",
                             weapons=names), "turret")
    if design.turret and not design.turret_weapons:
        yield Problem(WARNING, "empty-turret",
                      Phrase("The turret holds no weapons: it costs nothing but can still be lost."), "turret")
    for i, key in enumerate(design.dropped):
        if key not in catalogue.dropped:
            known = ", ".join(catalogue.dropped)
            yield Problem(ERROR, "unknown-component",
                          Phrase("'{key}' is not a dropped weapon system (known: {known}).", key=key, known=known),
                          f"dropped/{i}")
    counts = Counter(design.equipment)
    warned: set[str] = set()
    for i, key in enumerate(design.equipment):
        item = catalogue.equipment.get(key)
        if item is None:
            yield Problem(ERROR, "unknown-component",
                          Phrase("'{key}' is not an item of equipment (known: {known}).", key=key,
                                 known=", ".join(catalogue.equipment)), f"equipment/{i}")
        elif counts[key] > 1 and not item.repeatable and key not in warned:
            warned.add(key)
            yield Problem(WARNING, "repeated-equipment",
                          Phrase("{item} is fitted {times} times; only one counts in play.", item=item.name,
                                 times=counts[key]), f"equipment/{i}")
    rams = [key for key in counts if key in catalogue.equipment and catalogue.equipment[key].ram_modifier]
    if len(rams) > 1:
        best = max(catalogue.equipment[key].ram_modifier for key in rams)
        yield Problem(WARNING, "both-ramplates",
                      Phrase("{items} are both fitted: only the better (+{best}) counts in a collision.",
                             items=_listed((catalogue.equipment[key].name for key in rams), with_and=True), best=best),
                      f"equipment/{design.equipment.index(rams[0])}")
    crew_only = [key for key in counts if key in catalogue.equipment and catalogue.equipment[key].needs_navigator]
    for key in crew_only if not design.navigator else ():
        yield Problem(WARNING, "ejector-seat-without-navigator",
                      Phrase("The {item} is only any use to a {navigator}, and this car carries none.",
                             item=catalogue.equipment[key].name, navigator=catalogue.navigator_name),
                      f"equipment/{design.equipment.index(key)}")
    if design.is_custom(catalogue):
        yield Problem(WARNING, "custom-stats",
                      Phrase("Custom stat line {stats} (the {weight} standard is {standard}).",
                             stats=str(design.stat_line(catalogue)), weight=weight.name, standard=str(weight.standard)),
                      "stats")
    if not design.name.strip():
        yield Problem(WARNING, "unnamed-car", Phrase("The car has no name."), "name")
    if race and design.dropped:
        yield Problem(WARNING, "dropped-in-race",
                      Phrase("Dropped weapons are not permitted in races: they are disabled for this game."),
                      "dropped/0")
    if options is not None and LADY_NAVIGATORS not in options:
        if design.navigator:
            yield Problem(WARNING, "navigators-off",
                          Phrase("Lady Navigators are not in use in this game: the navigator stays at home."),
                          "navigator")
        for key in crew_only:
            yield Problem(WARNING, "navigators-off",
                          Phrase("Lady Navigators are not in use in this game: the {item} does nothing.",
                                 item=catalogue.equipment[key].name), f"equipment/{design.equipment.index(key)}")


def validate(design: Design, catalogue: Catalogue | None = None, *,
             race: bool = False, options: frozenset[str] | None = None) -> Report:
    """Check a design. `race` and `options` (the game's optional rules) add the checks that
    only matter in a particular game; without them the design is judged on its own."""
    catalogue = catalogue or load_catalogue()
    cap = capacity(design, catalogue)
    problems = tuple(_problems(design, cap, catalogue, race, options))
    return Report(
        name=design.name,
        legal=not any(p.severity == ERROR for p in problems),
        capacity=cap,
        hit_points=catalogue.weight(design.weight).hit_points,
        problems=problems,
    )
