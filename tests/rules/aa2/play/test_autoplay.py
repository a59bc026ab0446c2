"""The random player: whole games that replay exactly, answered as they ask or request by request."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from garage.rules.aa2.play import autoplay
from garage.rules.aa2.play.autoplay import RandomGames, answer, play, random_action
from garage.rules.aa2.play.combat import armed, may_attack
from garage.rules.aa2.play.statuses import Phase
from garage.rules.play import Entry, Game, IllegalAction, SeededDice, Setup, log
from tests.rules.aa2.playkit import car, example, game, poke, poke_game

DUEL = Setup("deathmatch", tuple(Entry(id=n, design=example(n), driver=n, rerolls=1)
                                 for n in ("purple-haze", "der-bahnstormer")), played_on="2026-11-29")


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32))
def test_a_duels_log_replays_to_the_identical_states_and_text(seed):
    game = Game(DUEL, SeededDice(seed))
    play(game, random.Random(seed), max_actions=300)
    replayed = Game.replay(log.parse(game.text()))
    assert replayed.states == game.states and replayed.events == game.events
    assert replayed.text() == game.text()
    if len(game.lines) > 1:  # undo still lands on the state before the last action
        before = game.states[-2]
        game.undo()
        assert game.state == before and game.text() == replayed.text().rsplit("\n", 2)[0] + "\n"


def _requested(seed: int, max_actions: int) -> Game:
    """The random player's game played request by request (act, then answer each request)."""
    game, rng = Game(DUEL, SeededDice(seed)), random.Random(seed)
    for _ in range(max_actions):
        if game.state.over:
            break
        try:
            game.act(random_action(game.state, rng))
        except IllegalAction:
            fallback = {"move": {"action": "moved", "car": game.state.mover}, "fire": {"action": "end_turn"}}
            game.act(fallback[game.state.phase])
        answer(game, rng)
    return game


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 2**32))
def test_answering_as_the_action_asks_plays_the_game_request_by_request_plays(seed):
    played = RandomGames(DUEL, max_actions=200)(seed)
    requested = _requested(seed, 200)
    assert played.text == requested.text()
    assert played.actions == len(requested.lines) - 1 and played.turns == requested.state.turn
    assert played.standing == tuple(c.id for c in requested.state.cars if c.active)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32), st.lists(st.tuples(st.integers(-3, 40), st.integers(0, 2**70)), min_size=1, max_size=30))
def test_the_players_draws_are_randoms_own(seed, draws):
    """The random player draws its integers and choices in compiled code (autoplay._randint,
    _choice): the numbers random.Random's randint and choice give, from the same state."""
    ours, theirs = random.Random(seed), random.Random(seed)
    for low, width in draws:
        high = low + width
        assert autoplay._randint(ours, low, high) == theirs.randint(low, high)
        options = tuple(range(width % 9 + 1))
        assert autoplay._choice(ours, options) == theirs.choice(options)
    assert ours.getstate() == theirs.getstate()


@pytest.mark.parametrize("phase", list(Phase))
@pytest.mark.parametrize("options", [{}, {"classic_turning": True}])
@pytest.mark.parametrize("car_changes", [{"attacked": True}, {"out": "destroyed"}, {"position": 1}])
def test_a_car_that_has_attacked_or_is_out_unarmed_may_not_attack_in_any_phase(phase, options, car_changes):
    """What lets the random player pass over such a car without asking may_attack
    (autoplay._attack): may_attack refuses it in every phase, under every rule of firing."""
    g = game(car(), car(), **options)
    poke(g, "a", **car_changes)
    poke_game(g, phase=phase)
    state = g.state
    assert armed(state, "a") is None and may_attack(state, state.car("a"))
    assert autoplay._attack(state, state.car("a"), random.Random(1)) is None


def test_a_car_out_of_the_game_but_armed_for_the_simultaneous_attacks_is_asked():
    """...while one that went out during the simultaneous attacks still fires with what it had."""
    g = game(car(), car(), classic_turning=True)
    poke(g, "a", out="destroyed")
    poke_game(g, phase=Phase.FIRE, armed=(("a", (0,)),), armed_turn=g.state.turn)
    state = g.state
    assert armed(state, "a") == (0,) and may_attack(state, state.car("a")) is None
    assert any(autoplay._attack(state, state.car("a"), random.Random(seed)) for seed in range(20))  # an arc it bears on


FOUR = Setup("deathmatch", tuple(Entry(id=n, design=example(n), driver=n, rerolls=1)
                                 for n in ("purple-haze", "der-bahnstormer", "dogmeat", "meat-wagon")),
             played_on="2026-11-29")


@pytest.mark.parametrize("setup", [DUEL, FOUR], ids=["duel", "deathmatch"])
def test_a_random_game_leaves_no_cyclic_garbage_for_the_collector_it_pauses(setup):
    """play pauses Python's cyclic collector for the game (as the matchup's simulate does): a
    game's objects are freed by their counts alone, refused actions included, so its passes
    would only walk what is alive. Both halves are checked: nothing cyclic is left, and no pass
    runs while the random player plays."""
    import gc

    passes: list[int] = []
    playing = [False]

    def counted(phase: str, info: dict) -> None:
        if phase == "start" and playing[0]:
            passes.append(info["generation"])

    # made before: only the random player's play is watched (a pass may fall in the setup's)
    games = [(Game(setup, SeededDice(seed)), random.Random(seed)) for seed in range(40)]
    gc.callbacks.append(counted)
    try:
        for game, rng in games:
            gc.collect()  # nothing counted towards a pass yet: one during the game is the game's
            playing[0] = True
            play(game, rng)
            playing[0] = False
    finally:
        gc.callbacks.remove(counted)
    assert passes == [] and gc.isenabled()
    gc.disable()
    try:
        for seed in range(40, 80):
            play(Game(setup, SeededDice(seed)), random.Random(seed))
        assert gc.collect() == 0
        assert not gc.isenabled()  # as it was: play gives the collector back as it found it
    finally:
        gc.enable()
