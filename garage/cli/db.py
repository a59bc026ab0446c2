"""How a garage-cli command reaches the database: --db or $GARAGE_DB, errors as one line."""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from garage.cli.common import EXIT_INPUT, CliError

if TYPE_CHECKING:
    from garage.storage.garage import Garage


def add_db_option(parser: argparse.ArgumentParser) -> None:
    """--db after the command too (`garage-cli list --db club.sqlite`); the top-level one
    stands when this is not given."""
    parser.add_argument("--db", metavar="URL", default=argparse.SUPPRESS,
                        help="the garage database (SQLAlchemy URL or SQLite file path)")


@contextmanager
def storage_errors() -> Iterator[None]:
    from garage.storage.errors import StorageError  # imported late: `validate` needs no database

    try:
        yield
    except StorageError as exc:
        raise CliError(str(exc), EXIT_INPUT) from None


@contextmanager
def opened(args: argparse.Namespace, upgrade: bool = False) -> Iterator[Garage]:
    """The garage of --db for one command; one the command creates is removed again if the
    command fails (raises), so a mistyped --db leaves nothing behind."""
    from garage.storage import open_garage
    from garage.storage.garage import discard_created

    with storage_errors():
        garage = open_garage(args.db, upgrade=upgrade)
        try:
            yield garage
        except BaseException:
            discard_created(garage)
            raise
        finally:
            garage.close()
