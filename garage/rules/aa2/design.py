"""What A&A II makes of a design: the optional random stat line of section 2 and the
Components a car can lose at a threshold (section 8), in sheet order."""

from __future__ import annotations

from collections.abc import Callable

from garage.rules.aa2.catalogue import Catalogue
from garage.rules.aa2.vehicle import Design, StatLine
from garage.rules.design import Component, ComponentKey
from garage.rules.phrase import Word


def random_stat_line(weight: str, roll_d6: Callable[[], int], catalogue: Catalogue) -> StatLine:
    """The optional random creation of section 2 (RULINGS D9): d6 each for the rolled stats."""
    base = catalogue.weight(weight).standard
    mods = catalogue.random_stat_modifiers
    values = base.as_dict()
    for stat in catalogue.random_stats:
        face = roll_d6()
        if not 1 <= face <= 6:
            raise ValueError(f"a d6 cannot show {face}")
        values[stat] = max(0, values[stat] + mods[face - 1])
    return StatLine(**values)


def components(design: Design, catalogue: Catalogue) -> tuple[Component, ...]:
    """Every Component the car carries, in sheet order: the systems every vehicle has, then
    its weapons, then what this vehicle's configuration adds."""
    out = [Component(s.key, s.label, s.outcome, "first") for s in catalogue.systems]
    for i, weapon in enumerate(design.weapons):
        cls = catalogue.weapon_classes.get(weapon.cls)
        name = weapon.name or (cls.name if cls else Word("Weapon"))
        out.append(Component(str(ComponentKey("weapon", i)), name, Word("Destroyed"), "first"))
    for i, weapon in enumerate(design.weapons):
        cls = catalogue.weapon_classes.get(weapon.cls)
        if cls is not None and cls.flame_tank:
            out.append(Component(str(ComponentKey("flame-tank", i)), Word("Flame Tank"), Word("Vehicle destroyed"),
                                 "second"))
    if design.has_turret:
        out.append(Component("turret", catalogue.turret_name, Word("Destroyed with its weapons"), "second"))
    for i, key in enumerate(design.dropped):
        system = catalogue.dropped.get(key)
        out.append(Component(str(ComponentKey("dropped", i)), system.name if system else key, Word("Destroyed"),
                             "second"))
    for i, key in enumerate(design.equipment):
        item = catalogue.equipment.get(key)
        out.append(Component(str(ComponentKey("equipment", i)), item.name if item else key, Word("Destroyed"),
                             "second"))
    if design.navigator:
        # Section 10: she can be killed, or eject and parachute to safety.
        out.append(Component("navigator", catalogue.navigator_name, Word("Killed / Ejected"), "second"))
    return tuple(out)
