"""A club's shared garage on a PostgreSQL server (issue: writers queue, no write skew, first
opens, plain messages, UTC, no password shown, explicit upgrade, copy from SQLite).

Run against the throwaway server scripts/test starts (scripts/with-postgres); skipped, saying
why, where there is none."""

from __future__ import annotations

import os
from datetime import UTC, date, datetime, timedelta

import pytest
from sqlalchemy.engine import make_url

from garage.cli.main import main
from garage.rules.aa2.vehicle import Design
from garage.rules.campaign import fold
from garage.rules.game_result import Entry, GameResult
from garage.storage import DatabaseBusy, DuplicateName, StorageError, UpgradeNeeded, engine, open_garage
from garage.storage.campaigns import Campaigns, GameRefused
from garage.storage.drivers import Drivers
from garage.storage.tables import Vehicle
from tests.storage.children import fork, read_all
from tests.storage.conftest import NO_SERVER, PG_ADMIN, drop_pg_database, fresh_pg_database, sql
from tests.storage.test_migrations import make_db_at

pytestmark = pytest.mark.skipif(not PG_ADMIN, reason=NO_SERVER)


@pytest.fixture
def pg_url():
    url = fresh_pg_database()
    yield url
    engine.engines.dispose_connections(url)
    drop_pg_database(url)


def _game(day: int, *entries: Entry) -> GameResult:
    return GameResult("deathmatch", date(2026, 1, 1) + timedelta(days=day), entries)


def _together(pg_url: str, *jobs):
    """Run each job(garage) in its own process, all starting at the same moment; their
    reports (a job returns a string)."""
    go_read, go_write = os.pipe()

    def child(job):
        def work(report):
            garage = open_garage(pg_url)
            os.read(go_read, 1)
            report(job(garage))
        return work

    children = [fork(child(job)) for job in jobs]
    os.write(go_write, b"g" * len(jobs))
    reports = []
    for pid, fd in children:
        reports += read_all(fd)
        os.waitpid(pid, 0)
    os.close(go_read)
    os.close(go_write)
    return reports


def test_two_first_opens_of_an_empty_database_both_succeed_and_seed_once(pg_url):
    reports = _together(pg_url, lambda g: str(len(g.names())), lambda g: str(len(g.names())))
    assert reports == ["6", "6"]
    with open_garage(pg_url) as garage:
        assert len(garage.names()) == 6 and garage.check() == []


def test_a_correction_that_kills_a_driver_and_a_game_that_uses_him_are_not_both_taken(pg_url):
    """Write skew: each write alone is fine, together they would leave a dead man driving."""
    for round_ in range(4):
        campaign = f"Skew {round_}"
        with open_garage(pg_url) as garage:
            book = Campaigns(garage)
            book.create(campaign)
            book.record(campaign, _game(0, Entry("Mad Mick", "Dogmeat", True), Entry("Lil", "Purple Haze", True)))

        def kill_him(garage, campaign=campaign):
            book = Campaigns(garage)
            first = book.games(campaign)[0]
            try:
                book.replace_game(first.id, _game(0, Entry("Mad Mick", "Dogmeat", False, death="burned"),
                                                  Entry("Lil", "Purple Haze", True, kills=("Mad Mick",))))
                return "corrected"
            except GameRefused:
                return "correction refused"

        def drive_him(garage, campaign=campaign):
            try:
                Campaigns(garage).record(campaign, _game(1, Entry("Mad Mick", "Dogmeat", True)))
                return "recorded"
            except GameRefused:
                return "record refused"

        reports = sorted(_together(pg_url, kill_him, drive_him))
        assert reports in (["corrected", "record refused"], ["correction refused", "recorded"]), reports
        with open_garage(pg_url) as garage:
            book = Campaigns(garage)
            stored = [book.game_result(g.id) for g in book.games(campaign)]
            assert book.standings(campaign) == fold(stored)  # the campaign still folds
            assert book.check() == []


def test_two_members_adding_the_same_name_get_the_normal_message(pg_url):
    open_garage(pg_url).close()

    def add(garage):
        try:
            garage.add_design(Design(name="Twin", weight="light"))
            return "added"
        except DuplicateName as exc:
            return str(exc)

    assert sorted(_together(pg_url, add, add)) == [
        "a car called 'Twin' is already in the garage; choose another name", "added"]


def test_a_unique_clash_from_the_server_reads_as_the_normal_message(pg_url):
    with (open_garage(pg_url) as garage,
          pytest.raises(DuplicateName, match=r"^a car called 'Dogmeat' is already in the garage"),
          garage.writing() as session):  # past the name check, straight into the constraint
        session.add(Vehicle(name="Dogmeat", weight="light", file="{}", capacity_used=0, capacity_limit=3,
                            legal=True, problems_count=0))
        session.flush()


def test_a_writer_that_waits_too_long_is_told_busy_not_given_driver_text(pg_url, monkeypatch):
    import psycopg

    open_garage(pg_url).close()
    engine.engines.dispose_connections(pg_url)
    monkeypatch.setattr(engine, "BUSY_TIMEOUT_S", 0.3)
    url = make_url(pg_url)
    with psycopg.connect(host=url.host, port=url.port, user=url.username, dbname=url.database) as other:
        other.execute(f"SELECT pg_advisory_lock({engine.WRITE_LOCK})")  # another member is writing
        with open_garage(pg_url) as garage:
            with pytest.raises(DatabaseBusy, match=r"is busy \(another member is writing to it\); try again"):
                garage.add_design(Design(name="Waiting", weight="light"))
            assert not garage.has_car("Waiting")


def test_timestamps_are_utc_on_a_server_in_los_angeles(pg_url):
    assert sql(PG_ADMIN, "show timezone") == [("America/Los_Angeles",)]  # scripts/with-postgres
    with open_garage(pg_url) as garage:
        before = datetime.now(UTC)
        driver = Drivers(garage).add("Clockwork")
        after = datetime.now(UTC)
    assert before - timedelta(seconds=1) <= driver.created <= after + timedelta(seconds=1)
    [(stored,)] = sql(pg_url, "select created at time zone 'UTC' from driver where name = 'Clockwork'")
    assert abs(stored - driver.created.replace(tzinfo=None)) < timedelta(seconds=1)


def test_campaign_remove_works_with_games(pg_url):
    with open_garage(pg_url) as garage:
        book = Campaigns(garage)
        book.create("Gone")
        book.record("Gone", _game(0, Entry("A", "Dogmeat", True, kills=("B",)), Entry("B", "Purple Haze", False)))
        book.remove("Gone")
        assert book.list() == []
    assert sql(pg_url, "select count(*) from campaign_driver") == [(0,)]


def test_the_password_never_appears(pg_url, capsys):
    secret = make_url(pg_url).set(password="s3cret-pw").render_as_string(hide_password=False)
    assert main(["--db", secret, "check"]) == 0  # the test server trusts any password
    assert main(["--db", secret, "restore", "--list"]) == 2
    assert main(["--db", secret, "backup"]) == 2
    assert main(["--db", secret.replace(make_url(pg_url).database, "no_such_db"), "list"]) == 2
    out, err = capsys.readouterr()
    assert "s3cret" not in out + err and "***" in out
    assert "no such database on the server" in err
    assert "restore a server database" in err and "pg_dump" in err  # restore --list says what restore says


def test_an_older_shared_database_is_upgraded_only_on_request(pg_url, capsys):
    make_db_at(pg_url, "0002")
    with pytest.raises(UpgradeNeeded, match=r"after a backup .pg_dump., upgrade it once for everyone"):
        open_garage(pg_url)
    assert sql(pg_url, "select version_num from alembic_version") == [("0002",)]
    assert main(["--db", pg_url, "list"]) == 2
    assert "garage-cli --db URL upgrade" in capsys.readouterr().err
    assert main(["--db", pg_url, "upgrade"]) == 0
    assert main(["--db", pg_url, "list"]) == 0 and "Old Timer" in capsys.readouterr().out


def test_check_folds_every_campaign(pg_url, capsys):
    with open_garage(pg_url) as garage:
        book = Campaigns(garage)
        book.create("Haunted")
        book.record("Haunted", _game(0, Entry("Mad Mick", "Dogmeat", False, death="burned")))
        book.record("Haunted", _game(1, Entry("Lil", "Purple Haze", True)))
    # Written behind Garage's back: the dead man drives in game 2.
    sql(pg_url, "update campaign_entry set driver_id = (select id from campaign_driver where name = 'Mad Mick') "
                "where game_id = (select id from campaign_game where number = 2)")
    assert main(["--db", pg_url, "check"]) == 2
    err = capsys.readouterr().err
    assert "campaign 'Haunted'" in err and "Mad Mick" in err and len(err.splitlines()) == 1


def test_copy_moves_a_sqlite_garage_with_its_campaigns_onto_the_server(tmp_path, pg_url, capsys):
    local = tmp_path / "mine.sqlite"
    with open_garage(str(local)) as garage:
        Drivers(garage).add("Spikes Herbie", "one reroll")
        book = Campaigns(garage)
        book.create("League")
        book.record("League", _game(0, Entry("Spikes Herbie", "Dogmeat", True, kills=("Lil",)),
                                    Entry("Lil", "Purple Haze", False, death="rammed")))
        book.record("League", _game(1, Entry("Spikes Herbie", "Dogmeat", True)))
        cars, standings = garage.all_designs(), book.standings("League")
    assert main(["--db", str(local), "copy", "--to", pg_url]) == 0
    assert "verified row by row: 6 cars, 1 drivers, 1 campaigns with 2 games" in capsys.readouterr().out
    with open_garage(pg_url) as server:
        assert server.all_designs() == cars
        assert Campaigns(server).standings("League") == standings
        Campaigns(server).record("League", _game(2, Entry("Spikes Herbie", "Dogmeat", True)))  # ids go on
        server.add_design(Design(name="New on the server", weight="light"))
    # A second copy is refused and changes nothing.
    assert main(["--db", str(local), "copy", "--to", pg_url]) == 2
    assert "already holds tables" in capsys.readouterr().err
    with open_garage(pg_url) as server:
        assert len(Campaigns(server).games("League")) == 3


def test_copy_into_the_same_garage_is_refused(pg_url):
    with open_garage(pg_url) as garage:
        from garage.storage.copy import copy_garage

        with pytest.raises(StorageError, match="is the garage being copied"):
            copy_garage(garage, pg_url)
