"""The points a mover may take next (garage/rules/battle_cars/play/reach.py), checked against
what the `move` and `walk` actions then do: every point offered, played, meets what it said."""

from __future__ import annotations

import pytest

from garage.resources import resource
from garage.rules.battle_cars.play.reach import CRASH, EDGE, GOES, RAM, next_points
from garage.rules.play import log as play_log
from garage.rules.play.engine import Game
from tests.rules.battle_cars.playkit import entry, game, speeds

FIRST = {"move", "drift", "crash", "ram", "edge"}


def outcome_of(events: list[dict]) -> str:
    """What the action met first, in next_points' words."""
    first = next(e["event"] for e in events if e["event"] in FIRST)
    return {"move": GOES, "crash": CRASH, "ram": RAM, "edge": EDGE}[first]


def agree(g: Game, point) -> None:
    """Play `point` on a copy of the game and compare what happened with what it said."""
    copy = Game.replay(g.lines, None)
    before = copy.state.vehicle(copy.state.driven(point.car).id) if not point.walking else None
    copy.act(point.action())
    while copy.pending is not None:
        copy.answer(copy.pending.sides)  # the most drift a skid can have
    events = copy.events[-1]
    if point.walking:
        assert copy.state.player(point.car).at == point.at
        return
    assert outcome_of(events) == point.outcome, (point, events)
    skids = [e for e in events if e["event"] == "skid"]
    assert [(s["sd"], s["why"]) for s in skids[:1]] == ([(point.skid, point.skid_why)] if point.skid else []), \
        (point, events)
    if point.outcome == GOES:
        assert next(e["to"] for e in events if e["event"] == "move") == list(point.at)
    elif point.outcome == RAM:
        ram = next(e for e in events if e["event"] == "ram")
        assert (ram["target"], ram["rv"], ram["how"]) == (point.into, point.rv, point.how)
    elif point.outcome == CRASH:
        assert next(e["into"] for e in events if e["event"] == "crash") == point.into
    assert copy.state.vehicle(before.id).facing == point.facing or point.outcome != GOES or skids


def test_the_first_point_is_straight_ahead_only():
    g = game(entry("a", (2, 2), speed=0), entry("b", (15, 15), "s"))
    speeds(g, a=2, b=0)
    (only,) = next_points(g.state)
    assert (only.at, only.corner, only.outcome, only.action()) == ((2, 3), 0, GOES, {"action": "move", "car": "a"})
    assert only.words() == "straight on"


def test_after_the_first_point_straight_and_six_corners_with_their_skid_tests():
    """Lines 33-39: 45, 90 and 135 degrees either way; on road 90 is safe at 4 (the table)."""
    g = game(entry("a", (5, 5), speed=4), entry("b", (15, 15), "s"))
    speeds(g, a=6, b=0)
    g.act({"action": "move", "car": "a"})
    points = {(p.corner, p.side): p for p in next_points(g.state)}
    assert set(points) == {(0, ""), (45, "left"), (45, "right"), (90, "left"), (90, "right"),
                           (135, "left"), (135, "right")}
    assert points[(90, "right")].at == (6, 6) and points[(90, "right")].facing == 2
    assert points[(45, "left")].at == (4, 7)
    assert points[(135, "right")].at == (6, 5)
    right = points[(90, "right")]
    assert right.skid == 6 - right.safe and right.skid_why == "corner"
    assert f"safe at {right.safe}" in right.words() and "a skid test (corner, SD" in right.words()
    for point in points.values():
        agree(g, point)


def test_a_marker_a_crash_a_ram_and_the_edge_are_named_and_agree_with_the_move():
    g = game(entry("a", (1, 1), speed=3), entry("b", (2, 3), "e", speed=1),
             obstructions=[{"kind": "tree", "at": [0, 3]}, {"kind": "building", "at": [2, 1]}],
             markers=[{"kind": "oil", "at": [1, 3]}])
    speeds(g, a=4, b=1)
    g.act({"action": "move", "car": "a"})  # to 1,2 facing north
    points = {(p.corner, p.side): p for p in next_points(g.state)}
    assert points[(0, "")].markers == ("oil",) and points[(0, "")].skid_why == "oil"
    assert points[(45, "left")].outcome == CRASH and points[(45, "left")].into == "tree"
    assert points[(45, "right")].outcome == RAM and points[(45, "right")].into == "b"
    assert points[(135, "right")].outcome == CRASH and points[(135, "right")].into == "building"
    assert points[(90, "right")].outcome == GOES and points[(90, "right")].skid == 0  # 90 on road is safe at 4
    assert points[(90, "left")].outcome == GOES and points[(90, "left")].at == (0, 2)
    assert "rams Car b" in points[(45, "right")].words({"b": "Car b"})
    for point in points.values():
        agree(g, point)
    edge = game(entry("a", (0, 18), speed=2), entry("b", (15, 15), "s"))
    speeds(edge, a=2, b=0)
    edge.act({"action": "move", "car": "a"})
    (ahead, *_) = next_points(edge.state)
    assert ahead.outcome == EDGE and ahead.at == (0, 20) and "off the table" in ahead.words()
    for point in next_points(edge.state):
        agree(edge, point)


def test_nothing_is_offered_out_of_a_move_and_a_pedestrian_walks_any_way():
    g = game(entry("a", (0, 0)), entry("b", (1, 1), "s"))
    assert next_points(g.state) == ()  # speeds first
    speeds(g, a=0, b=0)
    assert next_points(g.state) == ()  # at speed 0 no point to move
    g.act({"action": "leave", "car": "a"})
    g.act({"action": "end_turn", "car": "a"})
    g.act({"action": "end_turn", "car": "b"})
    speeds(g, b=0)
    assert g.state.mover == "a"
    walks = next_points(g.state)
    assert {p.at for p in walks} == {(0, 1), (1, 0)}  # on the table, and never onto car b
    assert all(p.walking and p.action()["action"] == "walk" for p in walks)
    for point in walks:
        agree(g, point)


def test_every_point_offered_in_the_example_game_agrees_with_the_move():
    """resources/examples/battle_cars/short-battle.jsonl: at every step of it."""
    lines = play_log.parse(resource("examples", "battle_cars", "short-battle.jsonl").read_text(), "short-battle")
    g = Game(setup_of(lines), None)
    seen = 0
    for line in lines[1:]:
        for point in next_points(g.state):
            agree(g, point)
            seen += 1
        g.act({k: v for k, v in line.items() if k not in ("inputs", "_line")})
        for given in line.get("inputs", []):
            g.answer(given["value"])
    assert seen > 20


def setup_of(lines: list[dict]):
    from garage.rules import rulesets
    return rulesets.get("battle_cars").setup_from_dict(lines[0]["setup"])


@pytest.mark.parametrize("reverse", [False, True])
def test_a_reversing_car_goes_backwards(reverse):
    g = game(entry("a", (5, 5)), entry("b", (15, 15), "s"))
    g.act({"action": "speed", "car": "a", "speed": 2, "reverse": reverse})
    speeds(g, b=0)
    (ahead,) = next_points(g.state)
    assert ahead.at == ((5, 4) if reverse else (5, 6))
    agree(g, ahead)
    g.act(ahead.action())
    for point in next_points(g.state):
        agree(g, point)

