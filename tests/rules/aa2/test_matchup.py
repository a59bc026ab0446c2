"""The matchup lab: its chances agree with duels played through the engine as on the table,
and an exact case agrees with the text's tables worked by hand."""

from __future__ import annotations

import gc
import pickle
from collections import Counter
from dataclasses import fields, replace
from fractions import Fraction

import pytest

from garage.rules.aa2 import matchup, tables
from garage.rules.aa2.matchup import Counts, Estimate, MatchupError, Question, Side
from garage.rules.aa2.play import allowed
from garage.rules.aa2.play.state import CarState
from garage.rules.aa2.play.statuses import Phase
from garage.rules.play import Entry, Game, Options, SeededDice, Setup
from garage.rules.play.errors import IllegalAction
from tests.rules.aa2.playkit import example


def table_duel(question: Question, seed: int) -> Game:
    """A duel as two players play it at the table: each writes down the speed nearest the one
    asked, moves straight on, fires what bears at the range, spends a reroll on any die that
    goes against them (never on a loss-of-control move); the app rolls the dice."""
    entries = tuple(Entry(id=car, design=question.side(car).design, rerolls=question.side(car).rerolls)
                    for car in ("a", "b"))
    game = Game(Setup("deathmatch", entries, options=Options(), played_on="2026-11-29"), SeededDice(seed))

    def answers() -> None:
        while game.pending is not None:
            request = game.pending
            if request.question == "reroll" and "loss of control" not in request.purpose:
                game.answer(request.options[1])
            else:
                game.answer(request.default)

    while not game.state.over and game.state.turn <= question.turns:
        for car in ("a", "b"):
            speeds = allowed.plot_range(game.state, car)
            if speeds is not None:
                game.act({"action": "plot", "car": car,
                          "speed": max(speeds.min, min(speeds.max, question.side(car).speed))})
                answers()
        while game.state.mover is not None:
            game.act({"action": "moved", "car": game.state.mover})
            answers()
        for car, target in (("a", "b"), ("b", "a")):
            state = game.state
            if state.phase != Phase.FIRE or allowed.attack_problem(state, car) or state.car(target).destroyed:
                continue
            arc = question.side(car).arc
            design = question.side(car).design
            # the players measure the range and read the range dice (section 7)
            bearing = [i for i in allowed.weapons_bearing(state, car, arc)
                       if tables.dice_for(design.weapons[i].cls, question.range_inches) is not None]
            if bearing:
                game.act({"action": "attack", "car": car, "target": target, "weapons": bearing,
                          "range": question.range_inches, "arc": arc})
                answers()
        if game.state.phase == Phase.FIRE:
            game.act({"action": "end_turn"})
            answers()
    return game


def overlap(a: Estimate, b: Estimate) -> bool:
    (alo, ahi), (blo, bhi) = a.interval, b.interval
    return alo <= bhi and blo <= ahi


PAIRS = [("purple-haze", "front", "dogmeat", "left"), ("queen-bee", "front", "virginia-dentata", "front"),
         ("meat-wagon", "front", "der-bahnstormer", "rear")]


@pytest.mark.parametrize("range_inches", [6, 16])
@pytest.mark.parametrize(("a", "a_arc", "b", "b_arc"), PAIRS)
def test_chances_agree_with_duels_played_on_the_engine(a, a_arc, b, b_arc, range_inches):
    question = Question(Side(example(a), 12, a_arc, rerolls=1), Side(example(b), 10, b_arc),
                        range_inches=range_inches, turns=6)
    duels = 100
    lab = matchup.answer(question, matchup.simulate(question, duels, seed=7))
    played = [table_duel(question, 90_000 + i) for i in range(duels)]
    for outcome in matchup.OUTCOMES:
        hits = 0
        for game in played:
            out = {c.id: c.out_at[0] for c in game.state.cars if c.out_at and c.out_at[0] <= question.turns}
            first = min(out.values(), default=None)
            firsts = {car for car, turn in out.items() if turn == first}
            key = "neither" if not out else "both" if len(firsts) == 2 else firsts.pop()
            hits += key == outcome
        table = Estimate(hits, duels)
        assert overlap(lab.first_out[outcome], table), (outcome, lab.first_out[outcome].as_dict(), table.as_dict())
    for car in ("a", "b"):
        for line in (1, 2):
            hits = sum(next((s for s in g.states if s.turn > question.turns), g.state).car(car).thresholds >= line
                       for g in played)
            assert overlap(lab.crossed[car][line - 1][question.turns - 1], Estimate(hits, duels)), (car, line)


def test_one_medium_gun_against_a_light_car_at_long_range_by_hand():
    # Queen Bee (one medium gun, front) at 18": long range for a medium gun, 13"-24" = 1 d6
    # (section 7's range dice). Der Bahnstormer, light, drives at 6" (its entry speed, so from
    # the first turn): the 1"-12" row, 4s and 5s do 1 hit point, 6s do 2. Its only gun faces
    # the rear, so it never fires back and nothing changes Queen Bee's one die.
    # One die: 0 on 1,2,3 (1/2), 1 on 4,5 (1/3), 2 on 6 (1/6).
    question = Question(Side(example("queen-bee"), 12, "front"), Side(example("der-bahnstormer"), 6, "front"),
                        range_inches=18, turns=3)
    volley = matchup.first_volley(question, "a")
    assert volley is not None and volley.dice == 1 and volley.target_speed == 6
    assert dict(volley.damage) == {0: Fraction(1, 2), 1: Fraction(1, 3), 2: Fraction(1, 6)}
    # A light car has 4 circles a line (12 hit points): line 1 needs 4, out of reach of one volley.
    assert [(t.line, t.damage_needed, t.probability) for t in volley.lines] == [(1, 4, 0), (2, 8, 0), (3, 12, 0)]
    assert matchup.first_volley(question, "b") is None  # nothing of Der Bahnstormer's bears
    # Line 1 by turn 2: 2 + 2, 1/6 * 1/6 = 1/36. By turn 3, of the 216 faces of three dice
    # (value 0 on 3 faces, 1 on 2, 2 on 1), a sum of 4 or more comes from
    # {2,2,2}: 1 + {2,2,1}: 3 orders x 2 = 6 + {2,2,0}: 3 x 3 = 9 + {2,1,1}: 3 x 4 = 12 = 28: 28/216 = 7/54.
    by_hand = {1: 0.0, 2: 1 / 36, 3: 7 / 54}
    assert matchup.line_one_by_turn(question, "b") == (0, Fraction(1, 36), Fraction(7, 54))
    assert matchup.line_one_by_turn(question, "a") is None  # nothing of Der Bahnstormer's fires
    lab = matchup.run(question, duels=800, seed=3)
    assert lab.line_one["b"] == (0, Fraction(1, 36), Fraction(7, 54))
    for turn, p in by_hand.items():
        low, high = lab.crossed["b"][0][turn - 1].interval
        assert low <= p <= high, (turn, p, low, high)
    assert lab.first_out["a"].hits == 0 and lab.crossed["a"][0][2].hits == 0  # Queen Bee is never hit
    assert [w.share for w in lab.weapons["a"]] == [1.0] and lab.weapons["b"] == ()


def exactly(counts: Counts) -> list[tuple[str, object]]:
    """Every field of the counts, each counter's items in the order they were first counted
    (Counter's == alone would take a missing key for a 0, and ignore the order)."""
    return [(f.name, list(value.items()) if isinstance(value := getattr(counts, f.name), Counter) else value)
            for f in fields(counts)]


# optional rules that roll dice of their own (random stat lines at setup, hotspots, the
# dark's dice, the acid's), change the plot (clock faces) or add a component (the navigator)
RULES_ON = ("random_cars", "lady_navigators", "classic_turning", "radiation", "night", "acid_storm")


@pytest.mark.parametrize("options", [(), RULES_ON])
@pytest.mark.parametrize("range_inches", [6, 16])
@pytest.mark.parametrize(("a", "a_arc", "b", "b_arc"), PAIRS)
def test_the_transposition_table_gives_the_counts_of_every_duel_played_on_its_own(a, a_arc, b, b_arc,
                                                                                 range_inches, options):
    question = Question(Side(example(a), 12, a_arc, rerolls=1), Side(example(b), 10, b_arc),
                        range_inches=range_inches, turns=6, options=options)
    table = matchup.Transpositions(question)
    cached = matchup.simulate(question, 200, seed=11, table=table)
    assert exactly(cached) == exactly(matchup.simulate_uncached(question, 200, seed=11))
    assert table.hits > 0 < table.misses  # it did skip the engine, and did resolve on it


def test_a_shared_or_overflowing_table_still_gives_the_same_counts():
    question = Question(Side(example("purple-haze"), 12, rerolls=1), Side(example("dogmeat"), 12, "left"),
                        range_inches=10, turns=8)
    whole = exactly(matchup.simulate_uncached(question, 120, seed=5))
    table = matchup.Transpositions(question)  # kept across runs, as the panel keeps one a question
    runs = [matchup.simulate(question, n, seed=5, first=first, table=table) for first, n in ((0, 50), (50, 70))]
    assert exactly(runs[0] + runs[1]) == exactly(matchup.simulate_uncached(question, 50, seed=5)
                                                 + matchup.simulate_uncached(question, 70, seed=5, first=50))
    assert table.hits > 0
    small = matchup.Transpositions(question, limit=200)  # emptied again and again during the run
    assert exactly(matchup.simulate(question, 120, seed=5, table=small)) == whole
    # emptied between duels: it held at most the limit and one duel's transitions (one a log line)
    longest = max(len(matchup.play_duel(question, matchup.duel_seed(5, k)).lines) for k in range(120))
    assert small.cleared > 0 and 200 < small.peak <= 200 + longest
    with pytest.raises(ValueError, match="another question"):
        matchup.simulate(replace(question, turns=9), 1, table=table)


def test_a_duel_the_engine_refuses_is_refused_with_the_table_too():
    # a cloudburst limits the range to 12": the engine refuses the attack at 16"
    question = Question(Side(example("purple-haze"), 12), Side(example("dogmeat"), 12, "left"), range_inches=16,
                        turns=3, options=("cloudburst",))
    with pytest.raises(IllegalAction) as plain:
        matchup.simulate_uncached(question, 40, seed=2)
    with pytest.raises(IllegalAction) as cached:
        matchup.simulate(question, 40, seed=2)
    assert str(cached.value) == str(plain.value)
    assert gc.isenabled()  # paused while the duels were played, and collecting again


def test_same_question_same_answer_and_split_runs_merge_exactly():
    question = Question(Side(example("purple-haze"), 12), Side(example("dogmeat"), 12, "left"), range_inches=10,
                        turns=4)
    whole = matchup.simulate(question, 30, seed=5)
    assert whole == matchup.simulate(question, 30, seed=5)
    halves = matchup.simulate(question, 12, seed=5) + matchup.simulate(question, 18, seed=5, first=12)
    assert halves == whole
    assert pickle.loads(pickle.dumps(question)) == question
    assert matchup.simulate(question, 30, seed=6) != whole


@pytest.mark.parametrize(("change", "field"), [
    ({"range_inches": -1}, "range"), ({"turns": 0}, "turns"), ({"turns": 51}, "turns"),
    ({"options": ("warp_drive",)}, "options"),
    ({"a": Side(example("purple-haze"), 99)}, "a.speed"), ({"b": Side(example("dogmeat"), 5, "up")}, "b.arc"),
    ({"a": Side(example("purple-haze"), 5, rerolls=-1)}, "a.rerolls"),
    ({"range_inches": 16, "options": ("cloudburst",)}, "options"),  # refused in play: 12" at most
])
def test_bad_questions_name_their_field(change, field):
    base = Question(Side(example("purple-haze"), 12), Side(example("dogmeat"), 12))
    with pytest.raises(MatchupError) as caught:
        matchup.check(replace(base, **change))
    assert caught.value.field == field


def test_line_one_is_exact_only_where_the_numbers_allow():
    lone = Question(Side(example("queen-bee"), 12), Side(example("der-bahnstormer"), 18, "front"), range_inches=10)
    by_turn = matchup.line_one_by_turn(lone, "b")
    # Der Bahnstormer accelerates from its entry speed, 6", by ACC 6: 12" on turn 1, then 18"
    # (the 13"-20" row: 5s and 6s do 1). Turn 1: 2 dice (medium gun, short range) at 12": line
    # 1 (4 hit points) only on two 6s, 2 + 2: 1/36.
    assert by_turn is not None and len(by_turn) == 10 and by_turn[0] == Fraction(1, 36)
    assert list(by_turn) == sorted(by_turn) and by_turn[-1] < 1
    assert matchup.line_one_by_turn(replace(lone, a=replace(lone.a, rerolls=1)), "b") is None  # rerolls
    assert matchup.line_one_by_turn(replace(lone, options=("night",)), "b") is None  # the dark
    fights_back = Question(Side(example("purple-haze"), 12), Side(example("dogmeat"), 12, "left"), range_inches=10)
    assert matchup.line_one_by_turn(fights_back, "b") is None
    flames = Question(Side(example("meat-wagon"), 12), Side(example("der-bahnstormer"), 12, "front"), range_inches=8)
    assert matchup.line_one_by_turn(flames, "b") is None  # fires burn with dice of their own


def test_best_arc_is_where_the_guns_are():
    assert matchup.best_arc(example("dogmeat")) == "left"
    assert matchup.best_arc(example("der-bahnstormer")) == "rear"
    assert matchup.best_arc(example("meat-wagon")) == "front"


def test_counts_add_up():
    assert (Counts() + Counts()).duels == 0


def test_faces_the_table_merges_give_the_counts_of_every_duel_played_on_its_own():
    # equal speeds: a dice-off every game-turn, both cars with rerolls for it (offered on 1-5),
    # for the to-hit dice and the component checks: the faces the trie holds as one path
    question = Question(Side(example("purple-haze"), 12, rerolls=2), Side(example("dogmeat"), 12, "left", rerolls=3),
                        range_inches=10, turns=8)
    table = matchup.Transpositions(question)
    cached = matchup.simulate(question, 300, seed=13, table=table)
    assert exactly(cached) == exactly(matchup.simulate_uncached(question, 300, seed=13))
    assert table.hits > 0 < table.misses


@pytest.mark.parametrize("options", [(), RULES_ON])
@pytest.mark.parametrize(("a", "a_arc", "b", "b_arc"), PAIRS)
def test_an_attack_chosen_once_for_states_alike_is_the_one_each_state_chooses(a, a_arc, b, b_arc, options):
    # the table chooses a car's attack once for every state with the same car, the same game
    # and a target alike destroyed or not (Transpositions._attacks): each state would choose it
    question = Question(Side(example(a), 12, a_arc, rerolls=1), Side(example(b), 10, b_arc, rerolls=1),
                        range_inches=10, turns=6, options=options)
    table = matchup.Transpositions(question)
    matchup.simulate(question, 150, seed=17, table=table)
    chosen = 0
    for entry in table._entries.values():
        for car in matchup.CARS:
            slot = entry.plan[matchup._FIRE[matchup.CARS.index(car)]]
            if slot is matchup._UNPLANNED:
                continue
            chosen += 1
            assert (None if slot is None else slot.move.action) == matchup._fire_action(entry.state, car, question)
    assert chosen > len(table._attacks) > 0  # shared: fewer choices made than states that asked


def test_the_cars_the_table_holds_keep_their_fields_in_the_class_order():
    # the table keys a car by its values (Transpositions._car, CarState.values: pure, its
    # dictionary's values): every car the engine makes, played with every rule that changes a
    # car, keeps the fields' order
    question = Question(Side(example("meat-wagon"), 12, rerolls=1), Side(example("dogmeat"), 10, "left", rerolls=1),
                        range_inches=6, turns=8, options=RULES_ON)
    table = matchup.Transpositions(question)
    matchup.simulate(question, 100, seed=19, table=table)
    order = [f.name for f in fields(CarState)]
    held = {id(car): car for entry in table._entries.values() for car in entry.state.cars}
    assert len(held) > 100
    assert all(car.values() == tuple(getattr(car, name) for name in order) for car in held.values())


@pytest.mark.parametrize("options", [(), ("lady_navigators", "radiation")])
def test_dice_offs_alike_give_the_counts_of_every_duel_played_on_its_own(options):
    # equal speeds and no rerolls: a dice-off every game-turn, whose pairs of faces the table
    # takes as one where the second car's face is alike higher, equal or lower (_paired)
    question = Question(Side(example("purple-haze"), 12), Side(example("dogmeat"), 12, "left"), range_inches=10,
                        turns=8, options=options)
    table = matchup.Transpositions(question)
    cached = matchup.simulate(question, 300, seed=23, table=table)
    assert exactly(cached) == exactly(matchup.simulate_uncached(question, 300, seed=23))
    merged = [entry for entry in table._entries.values() for slot in entry.plan
              if isinstance(slot, matchup._Slot) and slot.pairs]
    assert merged  # it did take pairs as one



def _table_objects() -> int:
    """The objects of the table's own classes alive now."""
    kinds = (matchup.Transpositions, matchup._Entry, matchup._Slot, matchup._Move, matchup._Leaf)
    return sum(1 for o in gc.get_objects() if isinstance(o, kinds))


@pytest.fixture
def no_collector():
    """The cyclic garbage collector off, so only reference counts free anything (an automatic
    collection would hide the loops a test looks for)."""
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


QUESTION_10_TURNS = dict(range_inches=10, turns=10)


@pytest.mark.parametrize("kept", [False, True])
def test_a_table_dropped_is_freed_at_once_not_by_a_later_garbage_collection(no_collector, kept):
    # the table's entries lead to each other (states held at game-turn 1: a later game-turn's
    # transition leads back to an earlier entry); left in loops, some 400,000 objects would wait
    # for the next full collection, half a second landing at a random later moment
    question = Question(Side(example("purple-haze"), 12), Side(example("dogmeat"), 12, "left"), **QUESTION_10_TURNS)
    before = _table_objects()
    if kept:  # the panel's: kept across chunks, then dropped
        table = matchup.Transpositions(question)
        matchup.simulate(question, 30, seed=3, table=table)
        assert _table_objects() > before + 100  # held while kept
        del table
    else:
        matchup.simulate(question, 30, seed=3)  # its own table, dropped on return
    assert _table_objects() == before  # freed by reference counts: nothing left for the collector
    assert gc.collect() < 50


def test_a_table_emptied_at_its_limit_frees_what_it_held_at_once(no_collector):
    question = Question(Side(example("purple-haze"), 12), Side(example("dogmeat"), 12, "left"), **QUESTION_10_TURNS)
    table = matchup.Transpositions(question, limit=200)
    matchup.simulate(question, 30, seed=3, table=table)
    assert table.cleared > 0
    assert gc.collect() < 50  # each emptying freed the entries it let go there and then
