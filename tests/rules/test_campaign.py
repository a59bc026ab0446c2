"""Campaign standings folded over games: the rules text's Damnation Alex, navigators, the
unnamed, deaths, corrections, and invariants over any sequence of games."""

from __future__ import annotations

from datetime import date

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from garage.resources import resource
from garage.rules import game_result
from garage.rules.campaign import ALIVE, DEAD, CampaignError, awards, fold
from garage.rules.game_result import Entry, GameResult
from tests.rules.aa2.strategies import game_results


def deathmatch(*entries: Entry, scenario="deathmatch", day=1) -> GameResult:
    return GameResult(scenario=scenario, played_on=date(2026, 11, day), entries=entries)


def race(*entries: Entry, variant="suicide", day=1) -> GameResult:
    return GameResult(scenario="race", variant=variant, played_on=date(2026, 11, day), entries=entries)


ALEX = "Damnation Alex"

# A&A II section 10, Experience: "Damnation Alex survives a Deathmatch after his Engine is
# destroyed. He didn't destroy another car so for his second game he starts with one Reroll.
# This second game is a Suicide Race which Alex finishes in first place. This grants him two
# extra Rerolls allowing him to start a third game with three Rerolls. Unfortunately in this
# third game Alex is killed so his player must start again with another character who starts
# with no Rerolls."
ALEX_GAMES = [
    deathmatch(Entry(ALEX, "Purple Haze", survived=True),
               Entry("Mad Mick", "Dogmeat", survived=True), day=1),
    race(Entry(ALEX, "Purple Haze", survived=True, finished=True, position=1),
         Entry("Mad Mick", "Dogmeat", survived=True, finished=True, position=2), day=8),
    deathmatch(Entry(ALEX, "Purple Haze", survived=False, death="Fuel tank hit"),
               Entry("Mad Mick", "Dogmeat", survived=True, kills=(ALEX,)), day=15),
]


def test_damnation_alex_goes_0_1_3_then_dies_and_his_successor_starts_at_0() -> None:
    history = fold(ALEX_GAMES).history(ALEX)
    assert [line.rerolls for line in history] == [0, 1, 3]
    assert [[e.award for e in line.earned] for line in history] == [["survived"], ["finished", "won"], []]
    alex = fold(ALEX_GAMES).driver(ALEX)
    assert (alex.status, alex.rerolls, alex.games, alex.wins, alex.kills) == (DEAD, 3, 3, 1, 0)
    assert (alex.died_in, alex.death) == (3, "Fuel tank hit")

    successor = deathmatch(Entry("Damnation Alexis", "Purple Haze II", survived=True), day=22)
    standings = fold([*ALEX_GAMES, successor])
    assert standings.history("Damnation Alexis")[0].rerolls == 0
    assert standings.allowance("Damnation Alexis") == 1
    assert standings.driver(ALEX).rerolls == 3
    assert [s.driver for s in standings.memorial()] == [ALEX]


def test_a_result_naming_a_dead_driver_is_refused() -> None:
    again = deathmatch(Entry("Mad Mick", "Dogmeat", survived=True),
                       Entry(ALEX, "Purple Haze", survived=True), day=22)
    with pytest.raises(CampaignError) as caught:
        fold([*ALEX_GAMES, again])
    assert (caught.value.game, caught.value.field) == (4, "entries[1].driver")
    assert str(caught.value) == ("game 4: entries[1].driver: 'Damnation Alex' died in game 3 and has "
                                 "left play; a new driver needs a new name")


def test_a_navigators_tally_is_her_own_and_adds_to_her_drivers_allowance() -> None:
    lil = dict(navigator="Lifer Lil", navigator_survived=True, navigator_ejected=False)
    games = [
        deathmatch(Entry("Hirsute Helga", "Der Bahnstormer", survived=True, **lil)),
        deathmatch(Entry("Hirsute Helga", "Der Bahnstormer", survived=True,
                         navigator="Lifer Lil", navigator_survived=True, navigator_ejected=True)),
        deathmatch(Entry("Mad Mick", "Dogmeat", survived=True, kills=("Der Bahnstormer",), **lil),
                   Entry("Hirsute Helga", "Der Bahnstormer", survived=True)),
    ]
    standings = fold(games)
    first, ejected, with_mick = standings.navigator("Lifer Lil").history
    assert (first.rerolls, first.earned) == (0, 1)
    assert (ejected.rerolls, ejected.earned) == (1, 0)  # ejecting earns nothing
    assert (with_mick.rerolls, with_mick.driver) == (1, "Mad Mick")
    mick_game = standings.history("Mad Mick")[0]
    assert (mick_game.rerolls, mick_game.navigator_rerolls, mick_game.allowance) == (0, 1, 1)
    assert standings.history("Hirsute Helga")[1].allowance == 1 + 1
    lil_now = standings.navigator("Lifer Lil")
    assert (lil_now.rerolls, lil_now.games, lil_now.status, lil_now.driver) == (2, 3, ALIVE, "Mad Mick")
    # Her tally counts whoever she rides with next; the driver's own rerolls stay his.
    assert standings.driver("Mad Mick").rerolls == 2
    assert standings.allowance("Mad Mick", "Lifer Lil") == 2 + 2
    assert standings.allowance("Hirsute Helga", "Lifer Lil") == 3 + 2


def test_a_navigator_lost_with_the_car_dies_and_is_refused_later() -> None:
    lost = deathmatch(Entry("Hirsute Helga", "Der Bahnstormer", survived=True, navigator="Lifer Lil",
                            navigator_survived=False, navigator_ejected=False))
    assert fold([lost]).navigator("Lifer Lil").status == DEAD
    with pytest.raises(CampaignError, match=r"'Lifer Lil' died in game 1.*new navigator"):
        fold([lost, lost])


def test_unnamed_drivers_earn_nothing_and_are_not_written() -> None:
    game = deathmatch(Entry(None, "Meat Wagon", survived=True, kills=("Dogmeat",)),
                      Entry("Mad Mick", "Dogmeat", survived=True, kills=("Meat Wagon",)),
                      Entry(None, "Queen Bee", survived=False))
    standings = fold([game, game])
    assert [s.driver for s in standings.drivers] == ["Mad Mick"]
    assert standings.allowance(None) == 0
    mick = standings.driver("Mad Mick")
    # Destroying an unnamed driver's car still counts.
    assert (mick.rerolls, mick.kills) == (4, 2)


def test_a_correction_to_game_1_changes_the_standings_after_game_3() -> None:
    before = fold(ALEX_GAMES)
    # Game 1 corrected: Alex did destroy Mad Mick's car after all.
    corrected_first = deathmatch(Entry(ALEX, "Purple Haze", survived=True, kills=("Mad Mick",)),
                                 Entry("Mad Mick", "Dogmeat", survived=True), day=1)
    after = fold([corrected_first, *ALEX_GAMES[1:]])
    assert [line.rerolls for line in after.history(ALEX)] == [0, 2, 4]
    assert (before.driver(ALEX).rerolls, after.driver(ALEX).rerolls) == (3, 4)
    assert (before.driver(ALEX).kills, after.driver(ALEX).kills) == (0, 1)


def test_a_correction_that_kills_a_driver_who_plays_later_is_refused() -> None:
    killed_in_game_1 = deathmatch(Entry(ALEX, "Purple Haze", survived=False),
                                  Entry("Mad Mick", "Dogmeat", survived=True, kills=(ALEX,)), day=1)
    with pytest.raises(CampaignError) as caught:
        fold([killed_in_game_1, *ALEX_GAMES[1:]])
    assert caught.value.game == 2


@pytest.mark.parametrize("scenario", ["deathmatch", "team", "badlands-ambush"])
def test_deathmatch_team_and_ambush_award_survival_and_a_kill(scenario) -> None:
    game = deathmatch(Entry("Mad Mick", "Dogmeat", survived=True, kills=("Purple Haze",)),
                      Entry(None, "Purple Haze", survived=True), scenario=scenario)
    assert [e.award for e in awards(game, game.entries[0])] == ["survived", "destroyed_a_vehicle"]
    assert awards(game, game.entries[1]) != ()  # the rule applies; the fold skips the unnamed
    assert fold([game]).driver("Mad Mick").rerolls == 2


@pytest.mark.parametrize("variant", ["to-the-finishline", "banger", "suicide"])
def test_every_race_variant_awards_finishing_and_winning_not_surviving_or_kills(variant) -> None:
    game = race(Entry("Mad Mick", "Dogmeat", survived=True, kills=("Purple Haze",), finished=False),
                Entry(ALEX, "Purple Haze", survived=True, finished=True, position=2),
                Entry("Hirsute Helga", "Der Bahnstormer", survived=True, finished=True, position=1),
                variant=variant)
    standings = fold([game])
    assert [standings.driver(n).rerolls for n in ("Mad Mick", ALEX, "Hirsute Helga")] == [0, 1, 2]
    assert (standings.driver("Mad Mick").kills, standings.driver("Hirsute Helga").wins) == (1, 1)


def test_series_and_memorial_follow_the_games() -> None:
    standings = fold(ALEX_GAMES)
    assert standings.series()[ALEX] == ((1, 1), (2, 3), (3, 3))
    assert standings.series()["Mad Mick"] == ((1, 1), (2, 2), (3, 4))
    assert standings.games == 3
    assert [s.driver for s in standings.drivers] == ["Mad Mick", ALEX]  # the living first


def test_the_shipped_example_campaign_folds() -> None:
    paths = sorted(resource("examples", "games").glob("*.result.json"))
    standings = fold(game_result.load(p) for p in paths)
    assert standings.driver(ALEX).status == DEAD
    assert standings.navigator("Lifer Lil").rerolls == 2


def _dead_before(games: list[GameResult]) -> int | None:
    """Independently of the fold: the first game naming someone who died earlier."""
    dead: set[tuple[str, str]] = set()
    for n, game in enumerate(games, start=1):
        people = [("driver", e.driver) for e in game.entries if e.driver] + \
                 [("navigator", e.navigator) for e in game.entries if e.navigator]
        if dead.intersection(people):
            return n
        dead |= {("driver", e.driver) for e in game.entries if e.driver and not e.survived}
        dead |= {("navigator", e.navigator) for e in game.entries
                 if e.navigator and not e.navigator_survived}
    return None


@settings(max_examples=200, deadline=None)
@given(st.lists(game_results(), max_size=8))
def test_invariants_over_any_campaign(games: list[GameResult]) -> None:
    refused_at = _dead_before(games)
    if refused_at is not None:
        with pytest.raises(CampaignError) as caught:
            fold(games)
        assert caught.value.game == refused_at
        games = games[:refused_at - 1]
    standings = fold(games)
    assert standings == fold(list(games)), "folding the same games gives the same standings"
    for s in standings.drivers:
        rerolls = [line.rerolls for line in s.history]
        assert rerolls[0] == 0 and all(r >= 0 for r in rerolls)
        assert rerolls == sorted(rerolls), "an allowance is never spent"
        assert s.rerolls == s.history[-1].rerolls_after == sum(line.rerolls_earned for line in s.history)
        if s.status == DEAD:
            assert s.history[-1].game == s.died_in, "a dead driver appears in no later game"
            assert not s.history[-1].survived
        assert s.games == len(s.history) == len({line.game for line in s.history})
    named = {e.driver for g in games for e in g.entries if e.driver}
    assert {s.driver for s in standings.drivers} == named
    if games:
        prefix = fold(games[:-1])
        for s in prefix.drivers:
            assert standings.history(s.driver)[:s.games] == s.history, "later games never rewrite earlier ones"


def test_what_each_driver_brings_into_the_next_game() -> None:
    standings = fold(ALEX_GAMES)
    assert standings.going_into("Mad Mick") == (4, None)
    assert standings.going_into(ALEX) == (3, 3)  # died in game 3
    assert standings.going_into("Somebody New") == (0, None)
    assert standings.going_into(ALEX, game=3) == (3, None)  # a correction of game 3 sees him alive
    game4 = deathmatch(Entry("Mad Mick", "Dogmeat", survived=True, kills=("Alex Junior",),
                             navigator="Lady Jane", navigator_survived=True, navigator_ejected=False),
                       Entry("Alex Junior", "Purple Haze", survived=False),
                       Entry(None, "Meat Wagon", survived=True), day=22)
    mick, junior, unnamed = standings.outcomes(game4)
    assert [e.award for e in mick.earned] == ["survived", "destroyed_a_vehicle"]
    assert (mick.going_in, mick.rerolls_after, mick.navigator_earned) == ((4, None), 6, 1)
    assert (junior.going_in, junior.earned, junior.rerolls_after) == ((0, None), (), 0)
    assert (unnamed.going_in, unnamed.earned) == (None, ())
    # The outcomes are the fold's own arithmetic.
    after = fold([*ALEX_GAMES, game4])
    assert after.driver("Mad Mick").rerolls == mick.rerolls_after
    assert after.navigator("Lady Jane").rerolls == mick.navigator_earned
