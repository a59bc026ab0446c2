"""The garage's tables as they are at the newest migration.

A car is one `vehicle` row: its vehicle file as its rule set writes it (`file`), and the
columns the garage list shows (name, rule set, class word). The validation
summary (capacity, legal, problems_count) is stored beside the design so a garage of
thousands lists in one query; it is recomputed whenever the rules data changes
(see `garage_meta.rules_fingerprint`).

Migrations never import this module: each migration describes its own tables, frozen at the
time it was written. `tests/storage/test_migrations.py` checks that the newest migration
and these classes agree.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, Protocol, cast

from sqlalchemy import Boolean, Dialect, Table, inspect
from sqlalchemy.orm import Mapped
from sqlmodel import Field, SQLModel, col

from garage.rules.rulesets import DEFAULT
from garage.storage.errors import StorageError

# Named constraints, so a later migration can drop or change one in SQLite's batch mode.
NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}
SQLModel.metadata.naming_convention = NAMING_CONVENTION


def utc_now() -> datetime:
    return datetime.now(UTC)


class _Keyed(Protocol):
    @property
    def id(self) -> int | None: ...


def key_of(row: _Keyed) -> int:
    """A stored row's primary key: the database gives it one when the row is flushed."""
    if row.id is None:
        raise StorageError(f"a {type(row).__name__} row has no id until it is written")
    return row.id


def id_column(column: int | None) -> Mapped[int]:
    """A table's `id` column in a query: the model types it `int | None` for rows not yet
    written, but a primary key read back from the database is never NULL."""
    return cast("Mapped[int]", col(column))


def core_table(model: type[SQLModel]) -> Table:
    """A table model's Core table, for statements that bypass the ORM (whose bulk insert
    splits the rows by which of their values are NULL)."""
    table = inspect(model).local_table
    if not isinstance(table, Table):
        raise TypeError(f"{model.__name__} is not a table model")
    return table


class CheckedBoolean(Boolean):
    """SQLAlchemy's Boolean, but a value SQLite keeps that is no boolean's (text 'no', 2, bytes:
    SQLite keeps any value in any column) is read back as it is, as a whole number of another
    type is, for the check of the row to name (garage.storage.stored.summary_problem): Boolean
    made each of them True (b'' and '' False), so a car's damaged `legal` read as a legal car."""

    cache_ok = True

    def result_processor(self, dialect: Dialect, coltype: object) -> Callable[[Any], Any] | None:
        if dialect.supports_native_boolean:
            return None  # the server's own boolean

        def read(value: object) -> object:
            return bool(value) if type(value) is int and value in (0, 1) else value

        return read


class Vehicle(SQLModel, table=True):
    __tablename__ = "vehicle"

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(unique=True)
    ruleset: str = Field(default=DEFAULT, sa_column_kwargs={"server_default": DEFAULT})
    # The class column of the garage list (RuleSet.vehicle_class); named `weight`, as the
    # "weight" key of `garage-cli list --json` is.
    weight: str
    file: str  # the car's vehicle file, as its rule set writes it (vehicles.dumps)
    capacity_used: int
    capacity_limit: int
    legal: bool = Field(sa_type=CheckedBoolean)
    problems_count: int
    created: datetime = Field(default_factory=utc_now)
    updated: datetime = Field(default_factory=utc_now)


class Driver(SQLModel, table=True):
    __tablename__ = "driver"

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(unique=True)
    notes: str = ""
    created: datetime = Field(default_factory=utc_now)


class GarageMeta(SQLModel, table=True):
    """Small facts about the database itself, e.g. which rules data the stored summaries
    were computed with."""

    __tablename__ = "garage_meta"

    key: str = Field(primary_key=True)
    value: str
