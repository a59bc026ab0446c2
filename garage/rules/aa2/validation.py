"""Validation of a design against A&A II section 2 and RULINGS D1-D12.

`validate` never raises for a bad design: it returns a report whose problems say, in a
player's words, what is wrong and where (`subject` names the part: "weapons/1",
"equipment/0", "stats", ...). Every Capacity point spent appears as one breakdown item, so
the used total is always the sum of the items.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from garage.rules.aa2.catalogue import Catalogue, load_catalogue
from garage.rules.aa2.vehicle import Design
from garage.rules.report import ERROR, WARNING, CapacityItem, CapacityReport, Problem, Report

# Game context for the checks that only matter in play (RULINGS D7, D8).
LADY_NAVIGATORS = "lady-navigators"


def _face(mount: str | None) -> str:
    return mount.capitalize() if mount else "no face"


def _costs(design: Design, catalogue: Catalogue) -> Iterable[CapacityItem]:
    for i, weapon in enumerate(design.weapons):
        subject = f"weapons/{i}"
        cls = catalogue.weapon_classes[weapon.cls]
        label = weapon.name or cls.name
        if not cls.fittable:
            yield CapacityItem(f"{label} ({cls.name.lower()}): cannot be fitted, no cost", 0, subject)
            continue
        what = "flamethrower + Flame Tank" if cls.flame_tank else cls.name.lower()
        yield CapacityItem(f"{label} ({what}, {_face(weapon.mount)})", cls.cost, subject)
        if weapon.turreted:
            yield CapacityItem(f"{catalogue.turret_name}: +{catalogue.turret_cost_per_weapon} for {label}",
                               catalogue.turret_cost_per_weapon, subject)
    for i, key in enumerate(design.dropped):
        system = catalogue.dropped.get(key)
        if system is None:
            yield CapacityItem(f"Unknown dropped weapon '{key}': no cost", 0, f"dropped/{i}")
        else:
            yield CapacityItem(f"{system.name} (Rear)", system.cost, f"dropped/{i}")
    for i, key in enumerate(design.equipment):
        item = catalogue.equipment.get(key)
        if item is None:
            yield CapacityItem(f"Unknown equipment '{key}': no cost", 0, f"equipment/{i}")
        else:
            yield CapacityItem(item.name, item.cost, f"equipment/{i}")
    if design.navigator:
        yield CapacityItem(f"{catalogue.navigator_name} (crew)", 0, "navigator")


def capacity(design: Design, catalogue: Catalogue | None = None) -> CapacityReport:
    catalogue = catalogue or load_catalogue()
    items = tuple(_costs(design, catalogue))
    return CapacityReport(sum(i.cost for i in items), catalogue.weight(design.weight).capacity, items)


def _problems(design: Design, cap: CapacityReport, catalogue: Catalogue,
              race: bool, options: frozenset[str] | None) -> Iterable[Problem]:
    weight = catalogue.weight(design.weight)
    if cap.used > cap.limit:
        yield Problem(ERROR, "over-capacity",
                      f"{design.name or 'This car'} uses {cap.used} Capacity but a {weight.name} vehicle has "
                      f"only {cap.limit}: remove {cap.over} point{'s' if cap.over != 1 else ''}.", "capacity")
    for i, weapon in enumerate(design.weapons):
        cls = catalogue.weapon_classes[weapon.cls]
        label = weapon.name or cls.name
        if not cls.fittable:
            yield Problem(ERROR, "heavy-weapon",
                          f"{label} is a heavy gun: heavy guns cannot be fitted to vehicles, only to fixed "
                          "defences.", f"weapons/{i}")
        elif weapon.mount is None:
            yield Problem(ERROR, "weapon-no-face",
                          f"{label} is not in the turret, so it must fire from one face: choose Front, Rear, "
                          "Left or Right.", f"weapons/{i}")
        if not weapon.name.strip():
            yield Problem(WARNING, "unnamed-weapon", f"A {cls.name.lower()} has no name.", f"weapons/{i}")
    if design.turret is False and design.turret_weapons:
        names = ", ".join(w.name or "a weapon" for w in design.turret_weapons)
        yield Problem(ERROR, "turret-weapon-without-turret",
                      f"{names} is mounted in the turret, but this car is marked as having no turret.", "turret")
    if design.turret and not design.turret_weapons:
        yield Problem(WARNING, "empty-turret",
                      "The turret holds no weapons: it costs nothing but can still be lost.", "turret")
    for i, key in enumerate(design.dropped):
        if key not in catalogue.dropped:
            known = ", ".join(catalogue.dropped)
            yield Problem(ERROR, "unknown-component",
                          f"'{key}' is not a dropped weapon system (known: {known}).", f"dropped/{i}")
    counts = Counter(design.equipment)
    warned: set[str] = set()
    for i, key in enumerate(design.equipment):
        item = catalogue.equipment.get(key)
        if item is None:
            yield Problem(ERROR, "unknown-component",
                          f"'{key}' is not an item of equipment (known: {', '.join(catalogue.equipment)}).",
                          f"equipment/{i}")
        elif counts[key] > 1 and not item.repeatable and key not in warned:
            warned.add(key)
            yield Problem(WARNING, "repeated-equipment",
                          f"{item.name} is fitted {counts[key]} times; only one counts in play.", f"equipment/{i}")
    rams = [key for key in counts if key in catalogue.equipment and catalogue.equipment[key].ram_modifier]
    if len(rams) > 1:
        best = max(catalogue.equipment[key].ram_modifier for key in rams)
        yield Problem(WARNING, "both-ramplates",
                      f"{' and '.join(catalogue.equipment[key].name for key in rams)} are both fitted: only the "
                      f"better (+{best}) counts in a collision.", f"equipment/{design.equipment.index(rams[0])}")
    crew_only = [key for key in counts if key in catalogue.equipment and catalogue.equipment[key].needs_navigator]
    for key in crew_only if not design.navigator else ():
        yield Problem(WARNING, "ejector-seat-without-navigator",
                      f"The {catalogue.equipment[key].name} is only any use to a {catalogue.navigator_name}, "
                      "and this car carries none.", f"equipment/{design.equipment.index(key)}")
    if design.is_custom(catalogue):
        yield Problem(WARNING, "custom-stats",
                      f"Custom stat line {design.stat_line(catalogue)} (the {weight.name} standard is "
                      f"{weight.standard}).", "stats")
    if not design.name.strip():
        yield Problem(WARNING, "unnamed-car", "The car has no name.", "name")
    if race and design.dropped:
        yield Problem(WARNING, "dropped-in-race",
                      "Dropped weapons are not permitted in races: they are disabled for this game.", "dropped/0")
    if options is not None and LADY_NAVIGATORS not in options:
        if design.navigator:
            yield Problem(WARNING, "navigators-off",
                          "Lady Navigators are not in use in this game: the navigator stays at home.", "navigator")
        for key in crew_only:
            yield Problem(WARNING, "navigators-off",
                          f"Lady Navigators are not in use in this game: the {catalogue.equipment[key].name} "
                          "does nothing.", f"equipment/{design.equipment.index(key)}")


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
