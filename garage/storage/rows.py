"""A design as database rows and back: a `vehicle` row plus its ordered component rows."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from typing import TypeVar

from sqlmodel import Session, col, delete, select

from garage.rules import rulesets
from garage.rules.aa2.vehicle import Design, StatLine, Weapon
from garage.rules.design import Vehicle as Car
from garage.rules.limits import NAME, line_problem
from garage.rules.vehicles import VehicleFileError, design_from_dict, design_to_dict, dumps, loads
from garage.storage.errors import BadDesign, BadName, DamagedValue
from garage.storage.quick_list import CarRow
from garage.storage.stored import design_problem, ruleset_problem
from garage.storage.tables import (
    GarageMeta,
    Vehicle,
    VehicleDropped,
    VehicleEquipment,
    VehicleWeapon,
    key_of,
    utc_now,
)


def car_row(vehicle: Vehicle) -> CarRow:
    return CarRow(key_of(vehicle), vehicle.name, vehicle.weight, vehicle.capacity_used, vehicle.capacity_limit,
                  vehicle.legal, vehicle.problems_count)


def check_name(name: object, what: str = "car") -> str:
    """Names are the keys players type on the command line and see as file names."""
    if not isinstance(name, str):
        raise BadName(repr(name), "must be text", what)
    if not name.strip():
        raise BadName(name, "cannot be empty", what)
    if name != name.strip():
        raise BadName(name, "cannot start or end with a space", what)
    problem = line_problem(name, NAME)  # the files' own rule, so every stored name can be written
    if problem:
        raise BadName(name[:20] + "..." if len(name) > NAME else name, problem, what)
    return name


# Until a car is stored as its vehicle file's text (issue 21's storage half), a car of a rule set
# whose type is not A&A II's Design is kept in these rows as its vehicle file, in one equipment row.
_FILE = "vehicle-file:"


def _as_rows(car: Car) -> Design:
    if isinstance(car, Design):
        return car
    return Design(name=car.name, weight=rulesets.get(car.ruleset).vehicle_class(car), notes=car.notes,
                  equipment=(_FILE + dumps(car),), ruleset=car.ruleset)


def _from_rows(design: Design, source: str) -> Car:
    if design.ruleset == rulesets.DEFAULT:
        return design
    problem = ruleset_problem(design.ruleset)
    if problem is not None:
        raise DamagedValue(f"{source}: ruleset: {problem}")
    if not design.equipment or not design.equipment[0].startswith(_FILE):
        if isinstance(rulesets.get(design.ruleset).new_design(design.name), Design):
            return design  # a rule set whose cars are A&A II's type: its rows are the car
        raise DamagedValue(f"{source}: equipment[0]: is not its vehicle file, where a {design.ruleset} car is kept")
    try:
        car = loads(design.equipment[0][len(_FILE):], source)
    except VehicleFileError as exc:
        raise DamagedValue(str(exc)) from None
    if car.ruleset != design.ruleset:
        raise DamagedValue(f"{source}: ruleset: '{design.ruleset}' is not the rule set of its vehicle file")
    return car


def summarise(vehicle: Vehicle, design: Car) -> None:
    report = rulesets.get(design.ruleset).validate(design)
    vehicle.capacity_used = report.capacity.used
    vehicle.capacity_limit = report.capacity.limit
    vehicle.legal = report.legal
    vehicle.problems_count = len(report.problems)


def fill(vehicle: Vehicle, car: Car) -> Vehicle:
    try:  # the vehicle file's own reader, so that every stored car can be exported and read back
        design_from_dict(design_to_dict(car), f"car '{car.name}'")
    except VehicleFileError as exc:
        raise BadDesign(str(exc)) from None
    summarise(vehicle, car)
    design = _as_rows(car)
    stats = design.stats
    vehicle.name = design.name
    vehicle.ruleset = design.ruleset
    vehicle.weight = design.weight
    vehicle.stat_max = stats.max if stats else None
    vehicle.stat_acc = stats.acc if stats else None
    vehicle.stat_dec = stats.dec if stats else None
    vehicle.stat_turn = stats.turn if stats else None
    vehicle.navigator = design.navigator
    vehicle.turret = design.turret
    vehicle.notes = design.notes
    vehicle.updated = utc_now()
    return vehicle


def add_components(session: Session, vehicle_id: int, car: Car) -> None:
    design = _as_rows(car)
    session.add_all(
        [VehicleWeapon(vehicle_id=vehicle_id, position=i, name=w.name, weapon_class=w.cls, mount=w.mount)
         for i, w in enumerate(design.weapons)]
        + [VehicleDropped(vehicle_id=vehicle_id, position=i, system=key) for i, key in enumerate(design.dropped)]
        + [VehicleEquipment(vehicle_id=vehicle_id, position=i, item=key) for i, key in enumerate(design.equipment)]
    )


def remove_components(session: Session, vehicle_id: int) -> None:
    for table in (VehicleWeapon, VehicleDropped, VehicleEquipment):
        session.exec(delete(table).where(col(table.vehicle_id) == vehicle_id))


def insert(session: Session, design: Car) -> Vehicle:
    vehicle = fill(Vehicle(name=design.name, weight="", capacity_used=0, capacity_limit=0,
                           legal=False, problems_count=0, created=utc_now()), design)
    session.add(vehicle)
    session.flush()
    add_components(session, key_of(vehicle), design)
    return vehicle


def update(session: Session, vehicle: Vehicle, design: Car) -> None:
    fill(vehicle, design)
    remove_components(session, key_of(vehicle))
    session.flush()
    add_components(session, key_of(vehicle), design)


def to_design(vehicle: Vehicle, weapons: Iterable[VehicleWeapon], dropped: Iterable[VehicleDropped],
              equipment: Iterable[VehicleEquipment]) -> Car:
    """The stored car, refused (DamagedValue, naming the car and the field) unless the vehicle
    file reader takes it as its file: whatever reads a car out of the garage reads it here."""
    source = f"car '{vehicle.name}'" if isinstance(vehicle.name, str) else f"car #{vehicle.id}"
    design = _from_rows(_design(vehicle, weapons, dropped, equipment), source)
    problem = design_problem(design, source)
    if problem is not None:
        raise DamagedValue(problem)
    return design


def _design(vehicle: Vehicle, weapons: Iterable[VehicleWeapon], dropped: Iterable[VehicleDropped],
            equipment: Iterable[VehicleEquipment]) -> Design:
    stats = None
    line = (vehicle.stat_max, vehicle.stat_acc, vehicle.stat_dec, vehicle.stat_turn)
    if line[0] is not None:  # fill writes all four or none
        max_, acc, dec, turn = (n or 0 for n in line)
        stats = StatLine(max=max_, acc=acc, dec=dec, turn=turn)
    return Design(
        name=vehicle.name,
        weight=vehicle.weight,
        stats=stats,
        weapons=tuple(Weapon(name=w.name, cls=w.weapon_class, mount=w.mount)
                      for w in sorted(weapons, key=lambda w: w.position)),
        dropped=tuple(d.system for d in sorted(dropped, key=lambda d: d.position)),
        equipment=tuple(e.item for e in sorted(equipment, key=lambda e: e.position)),
        navigator=vehicle.navigator,
        notes=vehicle.notes,
        turret=vehicle.turret,
        ruleset=vehicle.ruleset,
    )


def load(session: Session, vehicle: Vehicle, checked: bool = True) -> Car:
    """The stored car; `checked=False` only to hand a car being removed back as it is stored."""
    parts = (session.exec(select(VehicleWeapon).where(VehicleWeapon.vehicle_id == vehicle.id)).all(),
             session.exec(select(VehicleDropped).where(VehicleDropped.vehicle_id == vehicle.id)).all(),
             session.exec(select(VehicleEquipment).where(VehicleEquipment.vehicle_id == vehicle.id)).all())
    if checked:
        return to_design(vehicle, *parts)
    design = _design(vehicle, *parts)
    try:
        return _from_rows(design, "")
    except DamagedValue:
        return design


_Part = TypeVar("_Part", VehicleWeapon, VehicleDropped, VehicleEquipment)


def _by_vehicle(session: Session, table: type[_Part]) -> dict[int, list[_Part]]:
    grouped: dict[int, list[_Part]] = defaultdict(list)
    for row in session.exec(select(table)):
        grouped[row.vehicle_id].append(row)
    return grouped


def load_all(session: Session, passing_over: set[object] | None = None) -> list[tuple[Vehicle, Car]]:
    """Every car in four queries, however many there are. A damaged car is refused
    (DamagedValue), unless `passing_over` is given: then the cars of those ids, and any other
    whose values the file reader refuses, are left out."""
    weapons = _by_vehicle(session, VehicleWeapon)
    dropped = _by_vehicle(session, VehicleDropped)
    equipment = _by_vehicle(session, VehicleEquipment)
    query = select(Vehicle)
    if passing_over is not None:
        query = query.where(col(Vehicle.id).not_in(passing_over))
    loaded = []
    for v in session.exec(query):
        try:
            loaded.append((v, to_design(v, weapons[key_of(v)], dropped[key_of(v)], equipment[key_of(v)])))
        except DamagedValue:
            if passing_over is None:
                raise
    return loaded


def get_meta(session: Session, key: str) -> str | None:
    row = session.get(GarageMeta, key)
    return row.value if row else None


def set_meta(session: Session, key: str, value: str) -> None:
    row = session.get(GarageMeta, key)
    if row is None:
        session.add(GarageMeta(key=key, value=value))
    else:
        row.value = value
