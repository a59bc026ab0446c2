"""A Battle Cars car judged by what the text gives: the equipment it names (Supercharger,
Power Brakes, Auto-Steer), the markers it names (Smoke, Oil, Spikes, Mines), each once.
The text has no Capacity: the report has none (NO_CAPACITY), only what the car can take."""

from __future__ import annotations

from garage.rules.battle_cars.catalogue import Catalogue
from garage.rules.battle_cars.vehicle_file import BattleCar
from garage.rules.report import ERROR, NO_CAPACITY, WARNING, Problem, Report


def validate(design: BattleCar, catalogue: Catalogue) -> Report:
    problems: list[Problem] = []
    if not design.name.strip():
        problems.append(Problem(ERROR, "no-name", "A car needs a name.", "name"))
    for field, keys, known, what in (("equipment", design.equipment, catalogue.equipment, "equipment"),
                                     ("dispensers", design.dispensers, catalogue.dispensers, "marker")):
        seen: set[str] = set()
        for i, key in enumerate(keys):
            subject = f"{field}/{i}"
            if key not in known:
                problems.append(Problem(ERROR, f"unknown-{what}",
                                        f"Battle Cars has no {what} '{key}' (it names {', '.join(known.values())}).",
                                        subject))
                continue
            if key in seen:
                problems.append(Problem(ERROR, f"duplicate-{what}", f"{known[key]} is fitted twice; a car has it "
                                                                     "or not.", subject))
            seen.add(key)
    for i, weapon in enumerate(design.weapons):
        if not weapon.strip():
            problems.append(Problem(ERROR, "no-weapon-name", "A weapon needs a name.", f"weapons/{i}"))
    if not design.weapons:
        problems.append(Problem(WARNING, "no-weapons", "The car carries no weapon: it can only ram and lay "
                                                       "markers.", "weapons"))
    reading = catalogue.reading
    toughness = (f"A Wreck at {reading.wreck_damage} damage; each of {len(reading.tyres)} tyres gone at "
                 f"{reading.tyre_hits}; the driver dead at {reading.driver_hits} hits (Garage's reading)")
    return Report(design.name, not any(p.severity == ERROR for p in problems),
                  NO_CAPACITY, reading.wreck_damage, tuple(problems), toughness)
