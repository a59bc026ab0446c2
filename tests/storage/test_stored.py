"""Every stored value checked as the file readers check files (garage/storage/stored.py): a
value no Garage writes, put there by another program, is refused naming its row and field."""

from __future__ import annotations

import pytest

from garage.resources import resource
from garage.rules import game_result
from garage.storage import DatabaseDamaged, open_garage
from garage.storage.campaigns import Campaigns
from garage.storage.drivers import Drivers
from garage.storage.stored import problems, scanned
from tests.storage.conftest import sql

GAME = resource("examples", "games", "01-deathmatch.result.json")
# Purple Haze's first weapon's mount, as another program would change it in the car's file.
HAZE_MOUNT = ("update vehicle set file = replace(file, '\"mount\": \"front\"', '\"mount\": \"roof\"')"
              " where name = 'Purple Haze'")
DOGMEAT_WEIGHT = ("update vehicle set file = replace(file, '\"weight\": \"heavy\"', '\"weight\": \"colossal\"')"
                  " where name = 'Dogmeat'")


@pytest.fixture
def league(db_url):
    """The example cars, a driver and a campaign of one game."""
    with open_garage(db_url) as g:
        Drivers(g).add("Hirsute Helga")
        Campaigns(g).create("League")
        Campaigns(g).record("League", game_result.load(GAME))
    return db_url


def test_a_sound_garage_has_no_damaged_value(league):
    with open_garage(league) as g:
        assert problems(g) == []


# Values of their column's type that mean nothing to the rule set: a server database keeps
# them as readily as a SQLite file.
@pytest.mark.parametrize(("change", "named"), [
    (HAZE_MOUNT, "car 'Purple Haze': weapons[0].mount: 'roof'"),
    ("update vehicle set ruleset = 'nope' where name = 'Dogmeat'", "car 'Dogmeat': ruleset: 'nope' is not one of"),
    (DOGMEAT_WEIGHT, "car 'Dogmeat': weight:"),
    ("update vehicle set file = '{' where name = 'Dogmeat'", "car 'Dogmeat'"),
    ("update vehicle set ruleset = 'battle_cars' where name = 'Dogmeat'", "car 'Dogmeat': ruleset:"),
    ("update vehicle set name = 'Dog' where name = 'Dogmeat'", "car 'Dog': name:"),
])
def test_a_car_the_vehicle_file_reader_refuses_is_refused_by_every_read(league, change, named):
    sql(league, change)
    with open_garage(league) as g:
        assert [p for p in problems(g) if named in p] == problems(g) != []
        name = named.split("'")[1]
        for read in (lambda: g.get_design(name), g.all_designs, lambda: g.export([name], "unused")):
            with pytest.raises(DatabaseDamaged, match="is damaged") as caught:
                read()
            assert named in str(caught.value) and "\n" not in str(caught.value)
        assert [c.name for c in g.list_cars()].count(name) == 1  # the list reads no weapon


@pytest.mark.parametrize(("change", "named"), [
    ("update campaign_game set scenario = 'bogus'", "campaign 'League' game 1: scenario: 'bogus'"),
    ("update campaign_game set ruleset = 'nope'", "campaign 'League' game 1: ruleset: 'nope'"),
    ("update campaign_entry set death = 'boredom' where position = 0", "campaign 'League' game 1: entries[0].death"),
])
def test_a_game_the_result_reader_refuses_is_refused_by_every_read(league, change, named):
    sql(league, change)
    with open_garage(league) as g:
        book = Campaigns(g)
        assert problems(g) == [p for p in problems(g) if named in p] != []
        for read in (lambda: book.standings("League"), lambda: book.games("League"),
                     lambda: book.record("League", game_result.load(GAME), again=True)):
            with pytest.raises(DatabaseDamaged, match="is damaged") as caught:
                read()
            assert named in str(caught.value)
        assert len(book.list()) == 1


@pytest.mark.sqlite_only("only SQLite keeps a value of another type than its column's")
@pytest.mark.parametrize(("change", "named", "read"), [
    ("update driver set name = cast(name as blob)", "driver #1: name:", lambda g: Drivers(g).list()),
    ("update campaign set name = cast(name as blob)", "campaign #1: name:", lambda g: Campaigns(g).list()),
    ("update driver set created = 'soon'", "driver 'Hirsute Helga': created: 'soon' is not a date and time",
     lambda g: Drivers(g).list()),
    ("update campaign_game set played_on = 'not-a-date'", "campaign 'League' game 1: played_on: 'not-a-date'",
     lambda g: Campaigns(g).standings("League")),
    ("update vehicle set created = 'garbage' where name = 'Dogmeat'", "car 'Dogmeat': created: 'garbage'",
     lambda g: g.get_design("Dogmeat")),
])
def test_a_value_of_the_wrong_type_is_named_by_its_row_and_column(league, db_path, change, named, read):
    sql(league, change)
    found = scanned(db_path)
    assert found is not None and named in str(found)
    with open_garage(league) as g:
        assert problems(g) == [p for p in problems(g) if named in p] != []
        with pytest.raises(DatabaseDamaged, match="is damaged") as caught:
            read(g)
        assert named in str(caught.value)


def test_a_server_database_is_not_scanned(tmp_path):
    assert scanned(None) is None
    assert scanned(tmp_path / "missing.sqlite") is None
