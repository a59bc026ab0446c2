"""How a garage-cli command reaches the database: --db or $GARAGE_DB, errors as one line."""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from garage.cli.common import EXIT_INPUT, CliError, warn

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
        if garage.kept_before_log is not None:
            told_kept(garage)
        try:
            yield garage
        except BaseException:
            discard_created(garage)
            raise
        finally:
            garage.close()


def told_kept(garage: Garage) -> None:
    """One line on stderr: the log SQLite applied that Garage could not tie to the garage, and
    the backup of the garage as it was without it (Garage.kept_before_log)."""
    from garage.storage.wal import wal_of

    path, kept = garage.path, garage.kept_before_log
    assert path is not None and kept is not None
    warn(f"{path}: SQLite applied the writes in {wal_of(path)} that Garage could not tie to this garage (most "
         f"likely its own, left by an older Garage); the garage as it was without them is kept as {kept}: "
         f"`garage-cli restore {kept}` puts it back")
