"""Each car is kept as its vehicle file, as its rule set writes it (one text column,
`vehicle.file`), beside the summary columns the garage list reads. The A&A II-shaped rows
(stat line, navigator, turret, notes, and the weapon, dropped and equipment tables) go.

The files are written here from the rows by converters frozen as each rule set wrote its
vehicle file when this migration was made (garage/rules/*/vehicle_file.py,
garage/rules/car_wars/vehicle.py): the same keys in the same order, two-space indent,
unicode kept, a trailing newline, so each text is byte for byte what `vehicles.dumps` gave.
A value no Garage wrote (a hand edit) is carried into the file as it is, where the file
reader names it on the next read; the migration itself never refuses a car. The stored
rules fingerprint is forgotten, so the first open recomputes every car's summary and class
word (RuleSet.vehicle_class).

Revision ID: 0006
Revises: 0005
"""

from __future__ import annotations

import json
from collections import defaultdict
from typing import Any

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None

AA2 = "axles-and-alloys-ii/vehicle"
BATTLE_CARS = "battle-cars/vehicle"
CRASH = "car-wars-crash/vehicle"
FORMATS = {"aa2": AA2, "battle_cars": BATTLE_CARS, "car_wars": CRASH}  # ruleset column -> file format
BATTLE_CARS_WEIGHT, BATTLE_CARS_GUN = "car", "gun"  # what Battle Cars put in the A&A II-shaped rows
CRASH_NUMBERS = ("hc", "top_speed", "reverse_top_speed", "tyre_points")
CRASH_SIDES = ("front", "back", "left", "right", "top", "bottom")
STATS = ("max", "acc", "dec", "turn")
CHILDREN = {"vehicle_weapon": ("name", "weapon_class", "mount"), "vehicle_dropped": ("system",),
            "vehicle_equipment": ("item",)}
OLD_COLUMNS = ("stat_max", "stat_acc", "stat_dec", "stat_turn", "navigator", "turret", "notes")


def _value(value: Any) -> Any:
    """A stored value as JSON can hold it: SQLite gives booleans as 0/1 and keeps bytes anywhere."""
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else value


def _flag(value: Any) -> Any:
    return bool(value) if type(value) is int and value in (0, 1) else _value(value)


def _text(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def _aa2(car: dict[str, Any], weapons: list[tuple], dropped: list[tuple], equipment: list[tuple]) -> dict[str, Any]:
    data: dict[str, Any] = {"format": AA2, "version": 1, "name": _value(car["name"]), "weight": _value(car["weight"])}
    if car["stat_max"] is not None:  # Garage wrote all four or none; a missing one read as 0
        data["stats"] = {key: _value(car[f"stat_{key}"]) or 0 for key in STATS}
    data["weapons"] = [{"name": _value(name), "class": _value(cls), **({"mount": _value(mount)} if mount is not None
                                                                        else {})}
                       for name, cls, mount in weapons]
    data["dropped"] = [_value(system) for (system,) in dropped]
    data["equipment"] = [_value(item) for (item,) in equipment]
    data["navigator"] = _flag(car["navigator"])
    if car["turret"] is not None:
        data["turret"] = _flag(car["turret"])
    data["notes"] = _value(car["notes"])
    return data


def _battle_cars(car: dict[str, Any], weapons: list[tuple], dropped: list[tuple],
                 equipment: list[tuple]) -> dict[str, Any]:
    return {"format": BATTLE_CARS, "version": 1, "name": _value(car["name"]),
            "equipment": [_value(item) for (item,) in equipment], "dispensers": [_value(s) for (s,) in dropped],
            "weapons": [_value(name) for name, _, _ in weapons], "notes": _value(car["notes"])}


def _crash(car: dict[str, Any], weapons: list[tuple], dropped: list[tuple], equipment: list[tuple]) -> dict[str, Any]:
    values: dict[str, Any] = {}
    for (entry,) in equipment:  # "hc=3", "armour.front=20"
        key, _, number = str(_value(entry)).partition("=")
        try:
            values[key] = int(number)
        except ValueError:
            values[key] = number  # not a number: the file reader names the field
    data: dict[str, Any] = {"format": CRASH, "version": 1, "name": _value(car["name"]), "body": _value(car["weight"])}
    data.update({key: values[key] for key in CRASH_NUMBERS if key in values})
    data["armour"] = {side: values.get(f"armour.{side}", 0) for side in CRASH_SIDES}
    data["notes"] = _value(car["notes"])
    return data


# An unknown rule set (a hand edit: the list names it as damage) keeps its rows as A&A II's,
# the shape they have.
WRITERS = {"battle_cars": _battle_cars, "car_wars": _crash}


def upgrade() -> None:
    conn = op.get_bind()
    children: dict[str, dict[Any, list[tuple]]] = {}
    for table, columns in CHILDREN.items():
        grouped: dict[Any, list[tuple]] = defaultdict(list)
        for vehicle_id, *values in conn.execute(sa.text(
                f"SELECT vehicle_id, {', '.join(columns)} FROM {table} ORDER BY vehicle_id, position")):
            grouped[vehicle_id].append(tuple(values))
        children[table] = grouped
    cars = [dict(row._mapping) for row in conn.execute(sa.text(
        f"SELECT id, name, ruleset, weight, {', '.join(OLD_COLUMNS)} FROM vehicle ORDER BY id"))]
    for table in CHILDREN:
        op.drop_table(table)
    op.add_column("vehicle", sa.Column("file", sa.String(), nullable=True))
    for car in cars:
        write = WRITERS.get(car["ruleset"], _aa2) if isinstance(car["ruleset"], str) else _aa2
        parts = [children[table].get(car["id"], []) for table in CHILDREN]
        conn.execute(sa.text("UPDATE vehicle SET file = :file WHERE id = :id"),
                     {"file": _text(write(car, *parts)), "id": car["id"]})
    with op.batch_alter_table("vehicle") as batch:
        for column in OLD_COLUMNS:
            batch.drop_column(column)
        batch.alter_column("file", existing_type=sa.String(), nullable=False)
    # The summaries, the class word with them, are recomputed by the first open (each rule set
    # now names its own class word: RuleSet.vehicle_class).
    conn.execute(sa.text("DELETE FROM garage_meta WHERE key = 'rules_fingerprint'"))


def _rows(data: dict[str, Any]) -> tuple[dict[str, Any], list[tuple], list[tuple], list[tuple]]:
    """A vehicle file's object as the rows Garage wrote up to revision 0005."""
    row: dict[str, Any] = {"weight": data.get("weight"), "navigator": False, "turret": None,
                           "notes": data.get("notes", ""), **{f"stat_{key}": None for key in STATS}}
    if data.get("format") == BATTLE_CARS:
        row["weight"] = BATTLE_CARS_WEIGHT
        weapons = [(name, BATTLE_CARS_GUN, None) for name in data.get("weapons", [])]
        return row, weapons, [(s,) for s in data.get("dispensers", [])], [(e,) for e in data.get("equipment", [])]
    if data.get("format") == CRASH:
        row["weight"] = data.get("body")
        items = [f"{key}={data[key]}" for key in CRASH_NUMBERS if key in data]
        items += [f"armour.{side}={data.get('armour', {}).get(side, 0)}" for side in CRASH_SIDES]
        return row, [], [], [(item,) for item in items]
    for key, value in (data.get("stats") or {}).items():
        row[f"stat_{key}"] = value
    row.update(navigator=data.get("navigator", False), turret=data.get("turret"))
    weapons = [(w.get("name"), w.get("class"), w.get("mount")) for w in data.get("weapons", [])]
    return row, weapons, [(s,) for s in data.get("dropped", [])], [(e,) for e in data.get("equipment", [])]


def downgrade() -> None:
    conn = op.get_bind()
    cars = [(key, name, text) for key, name, text in conn.execute(sa.text("SELECT id, name, file FROM vehicle"))]
    with op.batch_alter_table("vehicle") as batch:
        for column in ("stat_max", "stat_acc", "stat_dec", "stat_turn"):
            batch.add_column(sa.Column(column, sa.Integer(), nullable=True))
        batch.add_column(sa.Column("navigator", sa.Boolean(), nullable=False, server_default=sa.false()))
        batch.add_column(sa.Column("turret", sa.Boolean(), nullable=True))
        batch.add_column(sa.Column("notes", sa.String(), nullable=False, server_default=""))
    for table, columns in CHILDREN.items():
        kinds = [sa.Column(c, sa.String(), nullable=c == "mount") for c in columns]
        op.create_table(
            table,
            sa.Column("id", sa.Integer(), nullable=False),
            sa.Column("vehicle_id", sa.Integer(), nullable=False),
            sa.Column("position", sa.Integer(), nullable=False),
            *kinds,
            sa.ForeignKeyConstraint(["vehicle_id"], ["vehicle.id"], name=f"fk_{table}_vehicle_id_vehicle",
                                    ondelete="CASCADE"),
            sa.PrimaryKeyConstraint("id", name=f"pk_{table}"),
            sa.UniqueConstraint("vehicle_id", "position", name=f"uq_{table}_vehicle_id_position"),
        )
    for key, name, text in cars:
        try:
            data = json.loads(text)
        except (TypeError, ValueError):
            raise RuntimeError(f"car '{name}': file: is not JSON; repair it before downgrading") from None
        row, *parts = _rows(data if isinstance(data, dict) else {})
        conn.execute(sa.text("UPDATE vehicle SET weight = :weight, stat_max = :stat_max, stat_acc = :stat_acc, "
                             "stat_dec = :stat_dec, stat_turn = :stat_turn, navigator = :navigator, "
                             "turret = :turret, notes = :notes WHERE id = :id"), {**row, "id": key})
        for (table, columns), items in zip(CHILDREN.items(), parts):
            for position, values in enumerate(items):
                conn.execute(sa.text(f"INSERT INTO {table} (vehicle_id, position, {', '.join(columns)}) "
                                     f"VALUES (:vehicle_id, :position, {', '.join(':' + c for c in columns)})"),
                             {"vehicle_id": key, "position": position, **dict(zip(columns, values))})
    with op.batch_alter_table("vehicle") as batch:
        batch.alter_column("navigator", existing_type=sa.Boolean(), server_default=None)
        batch.alter_column("notes", existing_type=sa.String(), server_default=None)
        batch.drop_column("file")
