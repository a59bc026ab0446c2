"""A Battle Cars car judged by what the text gives: the equipment it names (Supercharger,
Power Brakes, Auto-Steer), the markers it names (Smoke, Oil, Spikes, Mines), each once.
The text has no Capacity: the report has none (NO_CAPACITY), only what the car can take."""

from __future__ import annotations

from garage.rules.battle_cars.catalogue import Catalogue
from garage.rules.battle_cars.vehicle_file import BattleCar
from garage.rules.phrase import Phrase
from garage.rules.report import ERROR, NO_CAPACITY, WARNING, Problem, Report


def validate(design: BattleCar, catalogue: Catalogue) -> Report:
    problems: list[Problem] = []
    if not design.name.strip():
        problems.append(Problem(ERROR, "no-name", Phrase("A car needs a name."), "name"))
    for field, keys, known, what in (("equipment", design.equipment, catalogue.equipment, "equipment"),
                                     ("dispensers", design.dispensers, catalogue.dispensers, "marker")):
        names = ", ".join(known.values())
        seen: set[str] = set()
        for i, key in enumerate(keys):
            subject = f"{field}/{i}"
            if key not in known:
                problems.append(Problem(ERROR, f"unknown-{what}",
                                        Phrase("Battle Cars has no equipment '{key}' (it names {names}).", key=key,
                                               names=names) if what == "equipment" else
                                        Phrase("Battle Cars has no marker '{key}' (it names {names}).", key=key,
                                               names=names), subject))
                continue
            if key in seen:
                problems.append(Problem(ERROR, f"duplicate-{what}",
                                        Phrase("{item} is fitted twice; a car has it or not.", item=known[key]),
                                        subject))
            seen.add(key)
    for i, weapon in enumerate(design.weapons):
        if not weapon.strip():
            problems.append(Problem(ERROR, "no-weapon-name", Phrase("A weapon needs a name."), f"weapons/{i}"))
    if not design.weapons:
        problems.append(Problem(WARNING, "no-weapons", Phrase("The car carries no weapon: it can only ram "
                                                              "and lay markers."), "weapons"))
    reading = catalogue.reading
    toughness = Phrase("A Wreck at {damage} damage; each of {tyres} tyres gone at {tyre_hits}; the driver dead at "
                       "{driver_hits} hits (Garage's reading)", damage=reading.wreck_damage, tyres=len(reading.tyres),
                       tyre_hits=reading.tyre_hits, driver_hits=reading.driver_hits)
    return Report(design.name, not any(p.severity == ERROR for p in problems),
                  NO_CAPACITY, reading.wreck_damage, tuple(problems), toughness)
