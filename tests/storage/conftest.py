from __future__ import annotations

import os
import uuid
from contextlib import contextmanager
from unittest import mock

import pytest

from garage.resources import resource
from garage.storage import direct, open_garage

# scripts/with-postgres (run by scripts/test) starts a throwaway server and sets this to its
# admin URL; every test that takes `db_url` then runs on SQLite and on PostgreSQL.
PG_ADMIN = os.environ.get("GARAGE_TEST_PG", "")
NO_SERVER = "no PostgreSQL server: scripts/test starts one (scripts/with-postgres)"


def _admin():
    import psycopg
    from sqlalchemy.engine import make_url

    url = make_url(PG_ADMIN)
    return psycopg.connect(host=url.host, port=url.port, user=url.username, dbname=url.database,
                           autocommit=True)


def fresh_pg_database() -> str:
    """A new empty database on the test server; its URL."""
    name = "garage_" + uuid.uuid4().hex[:12]
    with _admin() as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    return PG_ADMIN.rsplit("/", 1)[0] + "/" + name


def drop_pg_database(url: str) -> None:
    name = url.rsplit("/", 1)[1]
    with _admin() as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def sql(url: str, query: str, **params) -> list[tuple]:
    """Run one statement on the database behind `url` in its own transaction, as another
    program would (rows as tuples)."""
    from sqlalchemy import create_engine, text
    from sqlalchemy.pool import NullPool

    engine = create_engine(url, poolclass=NullPool)
    try:
        with engine.begin() as conn:
            result = conn.execute(text(query), params)
            return [tuple(r) for r in result] if result.returns_rows else []
    finally:
        engine.dispose()


@contextmanager
def fully_opened(url: str):
    """The garage opened by the database layer alone, as every garage was before an up-to-date
    SQLite file was opened directly (garage.storage.direct): to compare a direct read with."""
    with mock.patch.object(direct, "sound_file", return_value=None), open_garage(url) as garage:
        assert garage.read_directly(lambda path: path) is None
        yield garage


def is_sqlite(url: str) -> bool:
    return url.startswith("sqlite")


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "garage.sqlite"


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request, db_path):
    """A fresh, empty garage database: a SQLite file, then a database on the test server.
    A test about what only a SQLite file has (its bytes, backups, damage, file locks) is
    marked `@pytest.mark.sqlite_only("why")` and skips on the server saying why."""
    if request.param == "sqlite":
        yield f"sqlite:///{db_path}"
        return
    only = request.node.get_closest_marker("sqlite_only")
    if only is not None:
        pytest.skip(f"SQLite file only: {only.args[0]}")
    if not PG_ADMIN:
        pytest.skip(NO_SERVER)
    url = fresh_pg_database()
    yield url
    from garage.storage.engine import engines

    engines.dispose_connections(url)
    drop_pg_database(url)


@pytest.fixture
def garage(db_url):
    with open_garage(db_url) as g:
        yield g


@pytest.fixture
def examples():
    return sorted(resource("examples").glob("*.car.json"))


@pytest.fixture(autouse=True)
def no_real_garage(tmp_path, monkeypatch):
    """No test may touch the player's own garage: the default location points into tmp."""
    monkeypatch.delenv("GARAGE_DB", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
