"""Invariants over whole games (a hypothesis state machine): every game replays exactly, hit
points stay in bounds, thresholds are crossed in order, destroyed cars act no more."""

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from garage.rules.aa2.play.autoplay import play, random_action
from garage.rules.aa2.play.setup import Defence
from garage.rules.play import EnteredDice, Entry, Game, IllegalAction, LogError, Options, SeededDice, Setup, log
from tests import ROOT
from tests.rules.aa2.playkit import example

NAMES = ["der-bahnstormer", "dogmeat", "purple-haze", "virginia-dentata", "meat-wagon", "queen-bee"]


class Games(RuleBasedStateMachine):
    """A game the machine plays a step at a time: hypothesis picks the setup, the dice's seed,
    each action (through the random player, given a shrinkable Random) and every decision, so
    a failure shrinks to the fewest actions that still break the rule. (Dice drawn one by one
    would shrink to all ones, and ties roll again for ever.)"""

    @initialize(data=st.data())
    def set_up(self, data):
        names = data.draw(st.lists(st.sampled_from(NAMES), min_size=2, max_size=4), "cars")
        scenario = data.draw(st.sampled_from(["deathmatch", "team", "badlands-ambush"]), "scenario")
        team = scenario != "deathmatch"  # an ambush with two named sides rolls them off
        navigators = data.draw(st.booleans(), "navigators")
        options = Options(
            skids=data.draw(st.booleans()), lady_navigators=navigators, doing_a_scott=data.draw(st.booleans()),
            ram_half_speed_rounds_up=data.draw(st.booleans()), driver_kill_is_kill=data.draw(st.booleans()),
            navigator_survives_wrecks=data.draw(st.booleans()), classic_turning=data.draw(st.booleans()),
            secret_plotting=data.draw(st.booleans()),
            environment=tuple(data.draw(st.lists(st.sampled_from(["acid_storm", "night", "cloudburst"]),
                                                 unique=True), "environment")))
        entries = tuple(
            Entry(id=f"c{i}", design=example(n), driver=f"Driver {i}", rerolls=data.draw(st.integers(0, 2)),
                  navigator=f"Navigator {i}" if navigators and example(n).navigator else None,
                  team=("red", "blue")[i % 2] if team else None)
            for i, n in enumerate(names))
        defences = ((Defence("tower", "heavy", "TOW", hit_points=data.draw(st.sampled_from([None, 6]))),)
                    if data.draw(st.booleans(), "defences") else ())
        self.data = data
        self.game = Game(Setup(scenario, entries, options=options, played_on="2026-11-29", defences=defences),
                         SeededDice(data.draw(st.integers(0, 2**32), "dice seed")))
        self.answer()
        self.crossed: dict[str, int] = {}

    def answer(self):
        while self.game.pending is not None:
            request = self.game.pending
            self.game.answer(self.data.draw(st.sampled_from(request.options), request.purpose))

    @precondition(lambda self: not self.game.state.over)
    @rule(rng=st.randoms(use_true_random=False))
    def act(self, rng):
        before = self.game.state
        try:
            self.game.act(random_action(before, rng))
        except IllegalAction:
            fallback = {"move": {"action": "moved", "car": before.mover}, "fire": {"action": "end_turn"}}
            assert before.phase in fallback, "the random player's plots are always legal"
            self.game.act(fallback[before.phase])
        self.answer()
        line = self.game.lines[-1]
        car_id = line.get("car")
        if car_id is not None:
            car = before.car(car_id)
            # a destroyed car takes no further actions; the one exception: the simultaneous
            # attacks after movement (section 7)
            simultaneous = line["action"] == "attack" and car.out_at == (before.turn, "fire")
            assert not car.destroyed or simultaneous, line
        for event in self.game.events[-1]:
            if event["event"] == "threshold":
                assert event["line"] == self.crossed.get(event["car"], 0) + 1  # in order (P5)
                self.crossed[event["car"]] = event["line"]

    @precondition(lambda self: len(self.game.lines) > 1)
    @rule()
    def undo(self):
        before = self.game.states[-2]
        self.game.undo()
        assert self.game.state == before
        self.crossed = {}
        for events in self.game.events:
            for event in events:
                if event["event"] == "threshold":
                    self.crossed[event["car"]] = event["line"]

    @invariant()
    def hit_points_stay_in_bounds_and_match_the_lines_crossed(self):
        for car in self.game.state.cars:
            assert 0 <= car.hp_left <= car.hit_points
            assert car.thresholds == car.hp_lost // car.circles_per_line or car.destroyed

    @invariant()
    def rerolls_are_never_overspent(self):
        for car in self.game.state.cars:
            assert car.rerolls_left >= 0
            assert len(set(car.equipment_rerolls_used)) == len(car.equipment_rerolls_used)

    @invariant()
    def a_reroll_follows_its_own_die_and_is_never_rerolled(self):
        inputs = self.game.lines[-1]["inputs"]
        for before, entry in zip([{}] + inputs, inputs):
            if entry.get("decide") == "reroll":
                # right after the die it is about, which is never itself a reroll (P4): so a
                # log without a declined offer's answer is never ambiguous
                assert "roll" in before and not before["for"].startswith("the reroll of the ")

    def teardown(self):
        if not hasattr(self, "game"):
            return
        final = self.game.state
        replayed = Game.replay(log.parse(self.game.text()))
        assert replayed.states == self.game.states
        for car in final.cars:
            if car.destroyed and not final.over:
                for action in ({"action": "plot", "car": car.id, "speed": 0}, {"action": "moved", "car": car.id},
                               {"action": "turn", "car": car.id, "at": 0}):
                    with pytest.raises(IllegalAction):
                        self.game.act(action)


Games.TestCase.settings = settings(max_examples=25, stateful_step_count=150, deadline=None,
                                   suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
TestGames = Games.TestCase


EXAMPLE_LOG = (ROOT / "resources" / "examples" / "games"
               / "short-deathmatch.jsonl").read_text().splitlines()
ODD_VALUES = st.sampled_from([None, -1, 0, 999, 2.5, "x", "haze", "helga", True, [], {}, [0, 9]])


@settings(max_examples=300, deadline=None)
@given(st.integers(0, len(EXAMPLE_LOG) - 1), st.data())
def test_a_damaged_log_replays_or_stops_with_a_log_error(index, data):
    lines = [json.loads(line) for line in EXAMPLE_LOG]
    line = lines[index]
    target = line
    if index == 0:
        target = data.draw(st.sampled_from([line, line["setup"], line["setup"]["cars"][0],
                                            line["setup"]["cars"][0]["design"]]))
    elif line["inputs"] and data.draw(st.booleans()):
        target = data.draw(st.sampled_from(line["inputs"]))
    key = data.draw(st.sampled_from(sorted(target)))
    if data.draw(st.booleans()):
        del target[key]
    else:
        target[key] = data.draw(ODD_VALUES)
    text = "\n".join(json.dumps(x) for x in lines)
    try:
        Game.replay(log.parse(text, "g.jsonl"), source="g.jsonl")
    except LogError as exc:
        assert str(exc).startswith("g.jsonl:") and "\n" not in str(exc)


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 2**32))
def test_a_game_of_entered_dice_replays_like_any_other(seed):
    entries = tuple(Entry(id=n, design=example(n), driver=n, rerolls=1) for n in NAMES[:3])
    game = Game(Setup("deathmatch", entries), EnteredDice())
    play(game, random.Random(seed), max_actions=400)
    assert all(i["value"] is not None for line in game.lines for i in line["inputs"])
    assert Game.replay(log.parse(game.text())).states == game.states
