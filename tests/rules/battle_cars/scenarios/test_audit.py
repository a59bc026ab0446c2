"""The rules audit of Battle Cars against rules/battle-cars-rules.txt: each test names the
line of the text it holds the engine to (docs/battle-cars.md, "Garage's reading", for what the
text leaves open)."""

from __future__ import annotations

import pytest

from garage.rules.battle_cars.play.screen import allowed
from garage.rules.play.errors import IllegalAction
from tests.rules.battle_cars.playkit import entry, game, kinds, moves, speeds


def _rammed_before_its_turn() -> object:
    """a (speed 4) rams b (speed 3) head-on in a's turn: b's turn is still to come."""
    g = game(entry("a", (5, 2), speed=4), entry("b", (5, 6), "s", speed=3), dice=(3,))
    speeds(g, a=4, b=3)
    assert kinds(moves(g, "a", 0, 0, 0, 0), "ram")
    assert g.state.mover == "b" and g.state.vehicle("b").speed == 0
    return g


def test_line_69_the_rammed_target_may_accelerate_from_0_in_its_own_turn():
    """Line 69: "The Rammer ends its turn, but the target car may be able to accelerate from 0."
    b, rammed before its turn, decides a speed from 0 within its Max Acceleration (lines 24-25)
    and moves it; here backwards, away from a (line 29: from 0 either way)."""
    g = _rammed_before_its_turn()
    with pytest.raises(IllegalAction, match="0 to 2"):
        g.act({"action": "speed", "car": "b", "speed": 3})
    g.act({"action": "speed", "car": "b", "speed": 2, "reverse": True})
    assert g.state.points_left == 2 and g.state.vehicle("b").speed == 2
    moves(g, "b", 0, 0)
    assert g.state.vehicle("b").at == (5, 8)


def test_line_69_the_game_night_screen_offers_the_target_its_speed():
    g = _rammed_before_its_turn()
    assert allowed(g.state)["speed"] and allowed(g.state)["end_turn"]


def test_line_69_only_once_and_only_before_the_target_moves():
    g = _rammed_before_its_turn()
    g.act({"action": "speed", "car": "b", "speed": 1, "reverse": True})
    with pytest.raises(IllegalAction, match="start of a round"):
        g.act({"action": "speed", "car": "b", "speed": 2, "reverse": True})


def test_line_69_the_rammer_does_not_accelerate_again():
    """Line 69: the Rammer ends its turn; next round both decide from 0 (lines 22-27)."""
    g = _rammed_before_its_turn()
    g.act({"action": "end_turn", "car": "b"})
    assert g.state.phase == "speeds" and g.state.round == 2
    with pytest.raises(IllegalAction, match="0 to 2"):
        g.act({"action": "speed", "car": "a", "speed": 3})


@pytest.mark.parametrize("angle, auto_steer, surface, safe", [
    pytest.param(angle, auto, surface, safe, id=f"line {line}: {angle} {surface}{' Auto-Steer' if auto else ''} {safe}")
    for angle, line, cells in ((45, 38, (8, 4, 9, 6)), (90, 39, (4, 2, 6, 3)), (135, 40, (2, 1, 3, 2)))
    for (auto, surface), safe in zip(((False, "road"), (False, "grass"), (True, "road"), (True, "grass")), cells)
])
def test_every_cell_of_the_safe_cornering_speeds_through_a_move(angle, auto_steer, surface, safe):
    """Lines 34-40, 43, 48: at the safe speed no skid; one over, a skid of SD 1; two over, SD 2."""
    design = {"equipment": ["auto-steer"]} if auto_steer else {}
    board = {"width": 30, "height": 30, **({"grass": [[10, y] for y in range(30)]} if surface == "grass" else {})}
    for speed, sd in ((safe, 0), (safe + 1, 1), (safe + 2, 2)):
        if speed < 2:  # line 20: the first point goes straight, so a corner needs a second point
            continue
        g = game(entry("a", (10, 2), speed=speed, **design), entry("b", (25, 25), "s"), board=board, dice=(1,) * 3)
        speeds(g, a=speed, b=0)
        corner = kinds(moves(g, "a", 0, (angle, "right")), "corner")[0]
        assert corner["safe"] == safe
        assert [s["sd"] for s in kinds(g.events[-1], "skid")] == ([sd] if sd else [])


@pytest.mark.parametrize("sd, most, tyre_damage", [
    pytest.param(sd, most, tyre, id=f"lines 53-57: SD {sd} drifts 0-{most}, {tyre} per tyre")
    for sd, most, tyre in zip(range(1, 9), range(8), (0, 0, 0, 0, 1, 1, 2, 2))
])
def test_every_row_of_the_drift_table_through_a_skid(sd, most, tyre_damage):
    """Lines 51-57 (the table, not line 52's example): on one d8 an 8 drifts the row's most, and
    a roll of 8 - most or less drifts 0. A driver killed in motion skids at SD = Speed (line 50)."""
    for roll, drift in ((8, most), (8 - most, 0)) if most else ((None, 0),):
        g = game(entry("a", (2, 2)), entry("b", (15, 2), "n", speed=sd), board={"width": 20, "height": 30},
                 dice=() if roll is None else (roll,))
        speeds(g, a=0, b=sd)
        g.act({"action": "fire", "car": "a", "target": "b", "driver_hits": 3})
        skid = kinds(g.events[-1], "skid")[0]
        assert (skid["sd"], skid["roll"], skid["drift"], skid["tyre_damage"]) == (sd, roll, drift, tyre_damage)
        assert g.state.vehicle("b").at == (15, 2 + drift)
        assert g.state.vehicle("b").tyres == (tyre_damage,) * 4


@pytest.mark.parametrize("roll, drift", [(8, 3), (7, 2), (6, 1), (5, 0), (1, 0)])
def test_line_52s_worked_example_under_its_option(roll, drift):
    """Line 52: "using one dice with an SD of 3 a roll of 8 gives drift of 3; a roll of 5 or less
    gives 0" (RULINGS: the table rules; the example is the option drift-as-example)."""
    g = game(entry("a", (2, 2), speed=3), entry("b", (15, 15), "s"), markers=[{"kind": "oil", "at": [2, 3]}],
             options={"drift-as-example": True}, dice=(roll,))
    speeds(g, a=3, b=0)
    skid = kinds(moves(g, "a", 0), "skid")[0]
    assert (skid["sd"], skid["drift"]) == (3, drift)


@pytest.mark.parametrize("rv, dice, low, high", [
    pytest.param(rv, dice, low, high, id=f"lines 70-72: RV{rv} {dice} ({low}-{high})")
    for rv, dice, low, high in ((1, "1d-2", 0, 6), (2, "1d-1", 0, 7), (3, "1d", 1, 8), (4, "1d+1", 2, 9),
                                (5, "1d+2", 3, 10), (6, "1d+3", 4, 11), (7, "1d+4", 5, 12))
])
def test_ram_damage_by_relative_velocity_through_a_ram(rv, dice, low, high):
    """Lines 70-72 on one d8: a side ram at the rammer's speed = RV; the target takes the roll,
    the rammer half of it, rounded down (docs/battle-cars.md: the text says "half")."""
    for face, damage in ((1, low), (8, high)):
        g = game(entry("a", (5, 0), speed=rv), entry("b", (5, rv), "e"), board={"width": 20, "height": 20},
                 dice=(face,))
        speeds(g, a=rv, b=0)
        ram = kinds(moves(g, "a", *[0] * rv), "ram")[0]
        assert (ram["rv"], ram["how"], ram["dice"], ram["damage"]) == (rv, "side", dice, damage)
        assert (ram["target_damage"], ram["rammer_damage"]) == (damage, damage // 2)
        assert g.state.vehicle("a").at == (5, rv - 1) and g.state.vehicle("a").speed == 0


def test_line_67_a_mover_rammed_by_a_drifting_car_stops_too():
    """Line 67: "After a Ram both cars reduce speed to 0": b's driver is killed in a's move, b
    skids (SD 4, a roll of 8 drifts 3) into a head-on; a, the target, has no points left."""
    g = game(entry("a", (5, 2), speed=3), entry("b", (5, 7), "s", speed=4), entry("c", (15, 15), "s"),
             dice=(8, 1))
    speeds(g, a=3, b=4, c=0)
    moves(g, "a", 0, 0)
    g.act({"action": "fire", "car": "a", "target": "b", "driver_hits": 3})
    ram = kinds(g.events[-1], "ram")[0]
    assert (ram["car"], ram["target"], ram["how"]) == ("b", "a", "head_on")
    assert g.state.vehicle("a").speed == 0 and g.state.vehicle("a").at == (5, 4)
    assert g.state.mover == "a" and g.state.points_left == 0
    with pytest.raises(IllegalAction, match="no points"):
        moves(g, "a", 0)
