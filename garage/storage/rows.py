"""A car as its database row and back: the `vehicle` row keeps the car's vehicle file as its
rule set writes it, beside the summary the garage list reads."""

from __future__ import annotations

from sqlmodel import Session, col, select

from garage.rules import rulesets
from garage.rules.design import Vehicle as Design  # any rule set's car (tables.Vehicle is the row)
from garage.rules.limits import NAME, line_problem
from garage.rules.vehicles import VehicleFileError, dumps, loads
from garage.storage.errors import BadDesign, BadName, DamagedValue
from garage.storage.quick_list import CarRow
from garage.storage.stored import ruleset_problem, summary_problem
from garage.storage.tables import GarageMeta, Vehicle, key_of, utc_now


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


def summary(design: Design) -> dict[str, object]:
    """The summary a car's row keeps beside its file (what the garage list shows), by its rule
    set: column -> value."""
    ruleset = rulesets.get(design.ruleset)
    report = ruleset.validate(design)
    return {"weight": ruleset.vehicle_class(design), "capacity_used": report.capacity.used,
            "capacity_limit": report.capacity.limit, "legal": report.legal, "problems_count": len(report.problems)}


def summarise(vehicle: Vehicle, design: Design) -> None:
    for column, value in summary(design).items():
        setattr(vehicle, column, value)


def file_text(design: Design) -> str:
    """The car's vehicle file, refused (BadDesign) unless the file reader takes it back: every
    stored car can be exported and read back."""
    source = f"car '{design.name}'"
    try:
        text = dumps(design)
        loads(text, source)
    except VehicleFileError as exc:
        raise BadDesign(str(exc) if exc.source == source else str(VehicleFileError(source, exc.field, exc.problem))
                        ) from None
    return text


def fill(vehicle: Vehicle, design: Design) -> Vehicle:
    vehicle.file = file_text(design)
    vehicle.name = design.name
    vehicle.ruleset = design.ruleset
    vehicle.updated = utc_now()
    summarise(vehicle, design)
    return vehicle


def insert(session: Session, design: Design) -> Vehicle:
    vehicle = fill(Vehicle(name=design.name, weight="", file="", capacity_used=0, capacity_limit=0,
                           legal=False, problems_count=0, created=utc_now()), design)
    session.add(vehicle)
    session.flush()
    return vehicle


def update(session: Session, vehicle: Vehicle, design: Design) -> None:
    fill(vehicle, design)
    session.flush()


def to_design(vehicle: Vehicle) -> Design:
    """The stored car, read by its rule set's vehicle file reader; refused (DamagedValue,
    naming the car and the field) unless it reads and agrees with its row's name and rule set,
    and its listed summary is of its types:
    whatever reads a car out of the garage reads it here."""
    source = f"car '{vehicle.name}'" if isinstance(vehicle.name, str) else f"car #{vehicle.id}"
    if not isinstance(vehicle.name, str):
        raise DamagedValue(f"{source}: name: must be text")
    problem = ruleset_problem(vehicle.ruleset)
    if problem is not None:
        raise DamagedValue(f"{source}: ruleset: {problem}")
    problem = summary_problem(vehicle)  # as the list refuses it (SQLite keeps any value anywhere)
    if problem is not None:
        raise DamagedValue(f"{source}: {problem}")
    if not isinstance(vehicle.file, str):
        raise DamagedValue(f"{source}: file: must be text")
    try:
        design = loads(vehicle.file, source)
    except VehicleFileError as exc:
        raise DamagedValue(str(exc) if exc.source == source else str(VehicleFileError(source, exc.field, exc.problem))
                           ) from None
    if design.ruleset != vehicle.ruleset:
        raise DamagedValue(f"{source}: ruleset: the row says '{vehicle.ruleset}', its file is a {design.ruleset} car")
    if design.name != vehicle.name:
        raise DamagedValue(f"{source}: name: its file names another car")
    return design


def load(session: Session, vehicle: Vehicle) -> Design:
    return to_design(vehicle)


def load_all(session: Session, passing_over: set[object] | None = None) -> list[tuple[Vehicle, Design]]:
    """Every car in one query, however many there are. A damaged car is refused
    (DamagedValue), unless `passing_over` is given: then the cars of those ids, and any other
    whose file the reader refuses, are left out."""
    query = select(Vehicle)
    if passing_over is not None:
        query = query.where(col(Vehicle.id).not_in(passing_over))
    loaded = []
    for v in session.exec(query):
        try:
            loaded.append((v, to_design(v)))
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
