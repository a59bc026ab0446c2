"""Campaigns in the database: games stored whole, standings folded from them, every write
one transaction that is refused whole when the campaign cannot take it."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from garage.resources import resource
from garage.rules import game_result
from garage.rules.campaign import DEAD, fold
from garage.rules.game_result import Entry, GameResult
from garage.storage import BadName, DuplicateName, UnknownName, open_garage
from garage.storage import campaigns as campaigns_module
from garage.storage.campaigns import Campaigns, GameRefused, UnknownDriver, UnknownGame
from garage.storage.drivers import Drivers
from tests.rules.aa2.strategies import game_results
from tests.rules.test_campaign import ALEX, ALEX_GAMES
from tests.storage.conftest import is_sqlite, sql
from tests.storage.test_migrations import make_db_at

EXAMPLES = [game_result.load(p) for p in sorted(resource("examples", "games").glob("*.result.json"))]
LEAGUE = "Wasteland League"


@pytest.fixture
def book(garage) -> Campaigns:
    book = Campaigns(garage)
    book.create(LEAGUE)
    return book


def test_create_list_and_refuse_duplicates(garage) -> None:
    book = Campaigns(garage)
    assert book.list() == []
    book.create("Badlands Cup")
    book.create(LEAGUE)
    assert [c.name for c in book.list()] == ["Badlands Cup", LEAGUE]
    with pytest.raises(DuplicateName, match="a campaign called 'Badlands Cup' is already in the garage"):
        book.create("Badlands Cup")
    with pytest.raises(BadName, match="campaign name"):
        book.create(" padded ")
    with pytest.raises(UnknownName, match="no campaign called 'Nowhere' in the garage"):
        book.standings("Nowhere")


def test_rename_keeps_the_games_and_refuses_a_taken_or_bad_name(book) -> None:
    book.record(LEAGUE, game_result.load(resource("examples", "games", "01-deathmatch.result.json")))
    book.create("Badlands Cup")
    with pytest.raises(DuplicateName):
        book.rename(LEAGUE, "Badlands Cup")
    with pytest.raises(BadName):
        book.rename(LEAGUE, "")
    with pytest.raises(UnknownName):
        book.rename("Nowhere", "Somewhere")
    book.rename(LEAGUE, "Wasteland league")  # a change of case is a rename, not a clash with itself
    assert [c.name for c in book.list()] == ["Badlands Cup", "Wasteland league"]
    assert book.standings("Wasteland league").games == 1


def test_recorded_games_come_back_whole_and_fold_as_the_files_do(book, db_url) -> None:
    rows = [book.record(LEAGUE, result) for result in EXAMPLES]
    assert [r.number for r in rows] == [1, 2, 3]
    assert rows[1].house_rules == ("Doing a Scott: Nitro adds 4d6",) and rows[1].variant == "suicide"
    assert book.games(LEAGUE) == rows  # the list's batched reading agrees with each game's own
    assert [book.game_result(r.id) for r in rows] == EXAMPLES
    assert book.standings(LEAGUE) == fold(EXAMPLES)
    league = book.get(LEAGUE)
    assert (league.games, league.drivers, league.alive) == (3, 3, 2)
    # The unnamed driver of game 1's Meat Wagon plays but is never written as a driver.
    assert sql(db_url, "select name, status, vehicle from campaign_driver order by name") == [
        (ALEX, "dead", "Purple Haze"), ("Hirsute Helga", "alive", "Der Bahnstormer"),
        ("Mad Mick", "alive", "Dogmeat")]
    assert sql(db_url, "select count(*) from campaign_entry where driver_id is null") == [(1,)]
    assert sql(db_url, "select name, status from campaign_navigator") == [("Lifer Lil", "alive")]
    # Kills keep whom they destroyed: a named driver by id, an unnamed one's car by name only.
    assert sql(db_url, "select k.victim, d.name from campaign_kill k left join campaign_driver d "
                         "on d.id = k.victim_driver_id order by k.id") == [
        ("Mad Mick", "Mad Mick"), ("Meat Wagon", None), (ALEX, ALEX)]


def test_damnation_alex_through_the_database(book) -> None:
    for game in ALEX_GAMES:
        book.record(LEAGUE, game)
    history = book.history(LEAGUE, ALEX)
    assert [line.rerolls for line in history] == [0, 1, 3]
    assert [line.rerolls_earned for line in history] == [1, 2, 0]
    standings = book.standings(LEAGUE)
    assert standings.driver(ALEX).status == DEAD
    assert [s.driver for s in standings.memorial()] == [ALEX]
    assert standings.series()[ALEX] == ((1, 1), (2, 3), (3, 3))
    successor = GameResult("deathmatch", date(2026, 12, 6), (Entry("Damnation Alexis", "Purple Haze", True),))
    book.record(LEAGUE, successor)
    assert book.history(LEAGUE, "Damnation Alexis")[0].rerolls == 0


def test_a_result_naming_a_dead_driver_is_refused_and_nothing_is_written(book, db_url) -> None:
    for game in ALEX_GAMES:
        book.record(LEAGUE, game)
    before = sql(db_url, "select * from campaign_driver"), sql(db_url, "select count(*) from campaign_entry")
    ghost = GameResult("deathmatch", date(2026, 12, 6), (Entry("Newcomer", "Queen Bee", True),
                                                         Entry(ALEX, "Purple Haze", True)))
    with pytest.raises(GameRefused, match=f"campaign '{LEAGUE}': game 4: entries\\[1\\].driver: "
                                          f"'{ALEX}' died in game 3 and has left play"):
        book.record(LEAGUE, ghost)
    after = sql(db_url, "select * from campaign_driver"), sql(db_url, "select count(*) from campaign_entry")
    assert after == before
    assert len(book.games(LEAGUE)) == 3


def test_a_correction_to_game_1_changes_the_standings_after_game_3(book) -> None:
    rows = [book.record(LEAGUE, game) for game in ALEX_GAMES]
    assert book.standings(LEAGUE).driver(ALEX).rerolls == 3
    first = ALEX_GAMES[0]
    corrected = replace(first, entries=(replace(first.entries[0], kills=("Mad Mick",)), first.entries[1]))
    row = book.replace_game(rows[0].id, corrected)
    assert (row.id, row.number) == (rows[0].id, 1)
    assert [line.rerolls for line in book.history(LEAGUE, ALEX)] == [0, 2, 4]
    assert book.standings(LEAGUE).driver(ALEX).rerolls == 4
    assert book.game_result(rows[0].id) == corrected


def test_a_correction_that_breaks_a_later_game_is_refused_whole(book) -> None:
    rows = [book.record(LEAGUE, game) for game in ALEX_GAMES]
    before = book.standings(LEAGUE)
    first = ALEX_GAMES[0]
    killed = replace(first, entries=(replace(first.entries[0], survived=False), first.entries[1]))
    with pytest.raises(GameRefused, match=r"game 2: entries\[0\]\.driver: 'Damnation Alex' died in game 1"):
        book.replace_game(rows[0].id, killed)
    assert book.standings(LEAGUE) == before
    assert book.game_result(rows[0].id) == first


def test_a_correction_can_rename_a_driver_and_the_old_name_goes(book, db_url) -> None:
    rows = [book.record(LEAGUE, game) for game in EXAMPLES[:1]]
    first = EXAMPLES[0]
    renamed = replace(first, entries=(replace(first.entries[0], driver="Damnation Alexander"), *first.entries[1:]))
    book.replace_game(rows[0].id, renamed)
    names = [n for (n,) in sql(db_url, "select name from campaign_driver order by name")]
    assert names == ["Damnation Alexander", "Hirsute Helga", "Mad Mick"]


def test_undo_last_gives_the_game_back_and_forgets_whom_only_it_introduced(book, db_url) -> None:
    for game in EXAMPLES:
        book.record(LEAGUE, game)
    assert book.undo_last(LEAGUE) == EXAMPLES[2]
    assert book.undo_last(LEAGUE) == EXAMPLES[1]
    assert sql(db_url, "select name from campaign_navigator") == []  # Lifer Lil came in game 2
    assert book.standings(LEAGUE) == fold(EXAMPLES[:1])
    assert sql(db_url, "select status from campaign_driver where name = 'Damnation Alex'") == [("alive",)]
    book.undo_last(LEAGUE)
    with pytest.raises(UnknownGame, match="has no games to undo"):
        book.undo_last(LEAGUE)
    assert sql(db_url, "select count(*) from campaign_driver") == [(0,)]


def test_unknown_drivers_and_games_are_named(book) -> None:
    book.record(LEAGUE, EXAMPLES[0])
    with pytest.raises(UnknownDriver, match=f"no driver called 'Lifer Lil' in the campaign '{LEAGUE}'"):
        book.history(LEAGUE, "Lifer Lil")
    with pytest.raises(UnknownGame, match="has no game 7"):
        book.game(LEAGUE, 7)
    with pytest.raises(UnknownGame, match="no game 999"):
        book.replace_game(999, EXAMPLES[0])


def test_a_result_built_in_code_gets_the_readers_checks(book) -> None:
    twice = GameResult("deathmatch", date(2026, 11, 1), (Entry("Mad Mick", "Dogmeat", True),
                                                        Entry("Mad Mick", "Dogmeat II", True)))
    with pytest.raises(GameRefused, match=r"game result: entries\[1\].driver: 'Mad Mick' is already"):
        book.record(LEAGUE, twice)
    assert book.games(LEAGUE) == []


def test_a_failure_mid_write_leaves_nothing(book, db_url, monkeypatch) -> None:
    book.record(LEAGUE, EXAMPLES[0])

    def power_cut(*args):
        raise RuntimeError("power cut")

    monkeypatch.setattr(campaigns_module, "_settle", power_cut)
    with pytest.raises(RuntimeError, match="power cut"):
        book.record(LEAGUE, EXAMPLES[1])
    monkeypatch.undo()
    assert len(book.games(LEAGUE)) == 1
    assert sql(db_url, "select count(*) from campaign_navigator") == [(0,)]
    assert sql(db_url, "select count(*) from campaign_entry") == [(4,)]


def test_campaigns_are_separate_and_removing_one_removes_its_games(book, db_url) -> None:
    book.create("Badlands Cup")
    book.record(LEAGUE, EXAMPLES[0])
    book.record("Badlands Cup", EXAMPLES[0])
    book.record("Badlands Cup", EXAMPLES[1])
    assert book.standings(LEAGUE).games == 1 and book.standings("Badlands Cup").games == 2
    book.remove("Badlands Cup")
    assert [c.name for c in book.list()] == [LEAGUE]
    assert sql(db_url, "select count(*) from campaign_entry") == [(4,)]
    assert sql(db_url, "select count(*) from campaign_driver") == [(3,)]
    assert not is_sqlite(db_url) or sql(db_url, "pragma foreign_key_check") == []


def test_a_garage_from_before_campaigns_upgrades_with_its_cars_and_takes_campaigns(db_url) -> None:
    make_db_at(db_url, "0001")
    with open_garage(db_url, upgrade=True) as garage:
        assert garage.names() == ["Old Timer"]
        assert [d.name for d in Drivers(garage).list()] == ["Spikes Herbie"]
        book = Campaigns(garage)
        book.create(LEAGUE)
        for game in EXAMPLES:
            book.record(LEAGUE, game)
        assert book.standings(LEAGUE) == fold(EXAMPLES)
        assert garage.check() == []


def test_the_sample_campaign_written_at_0002_reads(db_url) -> None:
    make_db_at(db_url, "0002")
    with open_garage(db_url, upgrade=True) as garage:
        standings = Campaigns(garage).standings("Sample League")
    assert [(s.driver, s.status, s.rerolls, s.kills) for s in standings.drivers] == [
        ("Spikes Herbie", "alive", 2, 1), ("Mad Mick", "dead", 0, 0)]


def test_a_game_written_before_games_named_their_rule_set_is_an_aa2_game(db_url) -> None:
    make_db_at(db_url, "0004")
    with open_garage(db_url, upgrade=True) as garage:
        book = Campaigns(garage)
        (game,) = book.games("Sample League")
        assert book.game_result(game.id).ruleset == "aa2"


def test_a_game_of_another_rule_set_keeps_its_rule_set_and_awards(book) -> None:
    from garage.rules import rulesets
    from tests.rules.toy_ruleset import TOY

    rulesets.register(TOY)
    try:
        joust = GameResult(scenario="joust", played_on=date(2026, 12, 1), ruleset="toy", entries=(
            Entry(driver="Pat", vehicle="Pram", survived=True, kills=("Cy",)),
            Entry(driver="Cy", vehicle="Cart", survived=False)))
        row = book.record(LEAGUE, joust)
        assert book.game_result(row.id) == joust
        assert book.standings(LEAGUE) == fold([joust])
        book.replace_game(row.id, replace(joust, entries=(replace(joust.entries[0], kills=()),
                                                         replace(joust.entries[1], survived=True))))
        assert book.game_result(row.id).ruleset == "toy"
        assert [(s.driver, s.status) for s in book.standings(LEAGUE).drivers] == [("Pat", "alive"), ("Cy", "alive")]
    finally:
        rulesets.unregister(TOY.key)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(game_results(), min_size=1, max_size=5))
def test_the_stored_path_folds_as_the_pure_one(games) -> None:
    with open_garage("sqlite://") as garage:
        book = Campaigns(garage)
        book.create(LEAGUE)
        taken = []
        for game in games:
            try:
                book.record(LEAGUE, game)
            except GameRefused:
                continue
            taken.append(game)
        assert book.standings(LEAGUE) == fold(taken)
        assert [book.game_result(r.id) for r in book.games(LEAGUE)] == taken


def test_the_same_result_twice_is_refused_unless_asked(book) -> None:
    book.record(LEAGUE, EXAMPLES[0])
    book.record(LEAGUE, EXAMPLES[1])
    with pytest.raises(GameRefused, match=r"this result is already game 1 .played 2026-11-01."):
        book.record(LEAGUE, EXAMPLES[0])
    assert book.record(LEAGUE, EXAMPLES[0], again=True).number == 3


def _game_of(count: int, tag: str) -> GameResult:
    """`count` named drivers with named navigators; the first kills all the others."""
    drivers = [f"{tag} driver {i}" for i in range(count)]
    return GameResult("deathmatch", date(2026, 11, 29), tuple(
        Entry(driver=drivers[i], vehicle=f"{tag} car {i}", survived=i % 2 == 0,
              death=None if i % 2 == 0 else "Wrecked", kills=tuple(drivers[1:]) if i == 0 else (),
              navigator=f"{tag} navigator {i}", navigator_survived=True, navigator_ejected=False)
        for i in range(count)), house_rules=tuple(f"Rule {i}" for i in range(count)))


def test_recording_a_game_takes_as_many_statements_whatever_its_size(garage, book):
    """Issue 14: recording a large result took minutes, one round trip per row."""
    from sqlalchemy import event

    def statements(game: GameResult) -> int:
        count = 0

        def counted(*_args):
            nonlocal count
            count += 1

        event.listen(garage._engine, "before_cursor_execute", counted)
        try:
            book.record(LEAGUE, game)
        finally:
            event.remove(garage._engine, "before_cursor_execute", counted)
        return count

    assert statements(_game_of(100, "big")) == statements(_game_of(4, "small"))
    standings = book.standings(LEAGUE)
    assert len(standings.drivers) == 104 and len(standings.navigators) == 104
    stored = {game.id: game for game in book.games(LEAGUE)}
    assert [book.game_result(gid) for gid in sorted(stored)] == [_game_of(100, "big"), _game_of(4, "small")]


# -- issue 24: records are flat, and the fast standings are exactly the full fold ------------------
def _full_fold(garage, campaign: str):
    """The standings folded from every stored game, read afresh: what any fast path must give."""
    with garage.reading() as session:
        campaign_id = session.execute(
            campaigns_module.sa_select(campaigns_module.Campaign.id)
            .where(campaigns_module.Campaign.name == campaign)).scalar_one()
        return fold([result for _, result in campaigns_module._games(session, campaign_id)])


_OPERATIONS = st.lists(st.one_of(
    st.tuples(st.just("record"), st.integers(0, 1), game_results()),
    st.tuples(st.just("correct"), st.integers(0, 1), st.integers(0, 20), game_results()),
    st.tuples(st.just("undo"), st.integers(0, 1)),
    st.tuples(st.just("look"), st.integers(0, 1))), min_size=1, max_size=12)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_OPERATIONS)
def test_records_corrections_and_undos_by_two_writers_stand_as_a_full_fold(operations) -> None:
    """Random records, corrections of any past game and undos of the last, by two writers on
    one file (each with its own Garage, as two app instances): after every step each writer's
    standings are exactly the fold of the stored games, and of the games we know were taken."""
    import tempfile
    from pathlib import Path

    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{Path(folder) / 'two.sqlite'}"
        with open_garage(url) as first, open_garage(url) as second:
            books = [Campaigns(first), Campaigns(second)]
            books[0].create(LEAGUE)
            taken: list[GameResult] = []
            for operation in operations:
                book = books[operation[1]]
                if operation[0] == "record":
                    try:
                        book.record(LEAGUE, operation[2], again=True)
                        taken.append(operation[2])
                    except GameRefused:
                        pass
                elif operation[0] == "correct" and taken:
                    number = operation[2] % len(taken) + 1
                    try:
                        book.replace_game(book.game(LEAGUE, number).id, operation[3])
                        taken[number - 1] = operation[3]
                    except GameRefused:
                        pass
                elif operation[0] == "undo":
                    if taken:
                        assert book.undo_last(LEAGUE) == taken.pop()
                    else:
                        with pytest.raises(UnknownGame):
                            book.undo_last(LEAGUE)
                expected = fold(taken)
                assert _full_fold(first, LEAGUE) == expected
                for each in books:
                    assert each.standings(LEAGUE) == expected
                    for driver in expected.drivers:
                        assert each.history(LEAGUE, driver.driver) == driver.history


def _game_number(n: int) -> GameResult:
    return GameResult("deathmatch", date(2026, 1, 1 + n % 28), (
        Entry(driver=f"Driver {n % 7}", vehicle="Dogmeat", survived=True, kills=(f"Driver {(n + 1) % 7}",)),
        Entry(driver=f"Driver {(n + 1) % 7}", vehicle="Purple Haze", survived=True),
        Entry(driver=None, vehicle=f"Wagon {n}", survived=n % 3 != 0)), variant=None)


def test_recording_game_n_folds_one_game_not_every_earlier_one(book, monkeypatch) -> None:
    """Issue 24: every record read and re-folded every earlier game (58 ms at game 1,000)."""
    from garage.rules import campaign as rules_campaign

    added = []
    real_add = rules_campaign._Ledger.add

    def counted(self, result):
        added.append(result)
        return real_add(self, result)

    for n in range(1, 30):
        book.record(LEAGUE, _game_number(n))
    book.standings(LEAGUE)
    monkeypatch.setattr(rules_campaign._Ledger, "add", counted)
    book.record(LEAGUE, _game_number(30))
    assert added == [_game_number(30)]  # the new game folded onto the standings kept, nothing more
    added.clear()
    standings = book.standings(LEAGUE)
    assert added == []  # the standings kept with the campaign, not a fold of all 30 games
    with pytest.raises(GameRefused, match="already game 30"):
        book.record(LEAGUE, _game_number(30))
    with pytest.raises(GameRefused, match="died in game 1"):
        book.replace_game(book.game(LEAGUE, 1).id, replace(_game_number(1), entries=(
            replace(_game_number(1).entries[0], survived=False, death="Wrecked"), *_game_number(1).entries[1:])))
    added.clear()
    book.record(LEAGUE, _game_number(31))
    assert added == [_game_number(31)]  # a refusal keeps the fold as it was
    monkeypatch.undo()
    assert standings == fold([_game_number(n) for n in range(1, 31)])
    assert book.standings(LEAGUE) == fold([_game_number(n) for n in range(1, 32)])


def test_a_campaign_stored_before_revisions_stands_as_it_did_and_records_on(db_url) -> None:
    """Migration 0007: a campaign written at 0006 (no revision) folds to the same standings,
    and the fold kept after it stays exact through a record, a correction and an undo."""
    make_db_at(db_url, "0006")
    with open_garage(db_url, upgrade=True) as garage:
        book = Campaigns(garage)
        (old,) = [book.game_result(g.id) for g in book.games("Sample League")]
        assert book.standings("Sample League") == fold([old])
        assert sql(db_url, "select revision from campaign") == [(0,)]
        book.record("Sample League", _game_number(1))
        book.replace_game(book.game("Sample League", 1).id, old)
        assert book.standings("Sample League") == fold([old, _game_number(1)]) == _full_fold(garage, "Sample League")
        assert book.undo_last("Sample League") == _game_number(1)
        assert book.standings("Sample League") == fold([old]) == _full_fold(garage, "Sample League")
        assert sql(db_url, "select revision from campaign") != [(0,)]


def test_two_garages_on_one_database_each_see_the_others_writes(garage, book, db_url) -> None:
    """The kept fold on SQLite and on a server: each write by one garage makes the other's
    kept fold stale, whichever kind of write it is, and a refused write keeps nothing wrong."""
    with open_garage(db_url) as other_garage:
        other = Campaigns(other_garage)
        for game in ALEX_GAMES:
            book.record(LEAGUE, game)
        assert other.standings(LEAGUE) == fold(ALEX_GAMES)  # now kept by both
        first = ALEX_GAMES[0]
        corrected = replace(first, entries=(replace(first.entries[0], kills=("Mad Mick",)), first.entries[1]))
        book.replace_game(book.game(LEAGUE, 1).id, corrected)
        games = [corrected, *ALEX_GAMES[1:]]
        assert other.standings(LEAGUE) == fold(games) == _full_fold(garage, LEAGUE)
        other.record(LEAGUE, _game_number(1))
        assert book.history(LEAGUE, "Driver 1") == fold([*games, _game_number(1)]).history("Driver 1")
        with pytest.raises(GameRefused, match="already game 4"):
            book.record(LEAGUE, _game_number(1))
        assert book.undo_last(LEAGUE) == _game_number(1)
        with pytest.raises(GameRefused, match="died in game"):
            other.record(LEAGUE, ALEX_GAMES[-1], again=True)  # Alex died in it
        assert other.standings(LEAGUE) == book.standings(LEAGUE) == fold(games) == _full_fold(garage, LEAGUE)
        other.record(LEAGUE, _game_number(2))
        assert [r.number for r in book.games(LEAGUE)] == [1, 2, 3, 4]
        assert book.standings(LEAGUE) == fold([*games, _game_number(2)]) == _full_fold(other_garage, LEAGUE)
