"""How a garage-cli command reaches the database: --db or $GARAGE_DB, errors as one line."""

from __future__ import annotations

import argparse
from contextlib import contextmanager

from garage.cli.common import EXIT_INPUT, CliError


def add_db_option(parser) -> None:
    """--db after the command too (`garage-cli list --db club.sqlite`); the top-level one
    stands when this is not given."""
    parser.add_argument("--db", metavar="URL", default=argparse.SUPPRESS,
                        help="the garage database (SQLAlchemy URL or SQLite file path)")


@contextmanager
def storage_errors():
    from garage.storage.errors import StorageError  # imported late: `validate` needs no database

    try:
        yield
    except StorageError as exc:
        raise CliError(str(exc), EXIT_INPUT) from None


@contextmanager
def opened(args, upgrade: bool = False):
    from garage.storage import open_garage

    with storage_errors():
        garage = open_garage(args.db, upgrade=upgrade)
        try:
            yield garage
        finally:
            garage.close()
