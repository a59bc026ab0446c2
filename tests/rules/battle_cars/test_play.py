"""Battle Cars played through the shared engine: every rule of rules/battle-cars-rules.txt,
each test naming the lines it checks."""

import json

import pytest

from garage.rules.play import log
from garage.rules.play.engine import Game
from garage.rules.play.errors import IllegalAction, SetupError
from tests.rules.battle_cars.playkit import entry, game, kinds, moves, setup, speeds

# Two cars far apart, a at the south facing north, b at the north-east facing south.
A = entry("a", (2, 2))
B = entry("b", (15, 15), "s")


# --- the play sequence (lines 2-16) -----------------------------------------------------------


def test_speeds_first_then_each_player_moves_in_turn():
    """Lines 4-5: all players decide their speed; lines 6-7: then the first player moves."""
    g = game(A, B)
    assert g.state.phase == "speeds" and g.state.to_set_speed == ("a", "b")
    with pytest.raises(IllegalAction, match="every speed"):
        g.act({"action": "move", "car": "a"})
    speeds(g, a=2)
    assert g.state.to_set_speed == ("b",)
    speeds(g, b=1)
    assert g.state.phase == "move" and g.state.mover == "a" and g.state.points_left == 2
    with pytest.raises(IllegalAction, match="Car a \\(A Driver\\) is moving, not Car b"):
        g.act({"action": "move", "car": "b"})


def test_a_turn_ends_when_the_moves_are_spent_and_play_passes_on():
    """Lines 10-13: when the car's movement ends the turn ends; play passes to the next player."""
    g = game(A, B)
    speeds(g, a=2, b=1)
    moves(g, "a", 0)
    with pytest.raises(IllegalAction, match="1 points of movement left"):
        g.act({"action": "end_turn", "car": "a"})
    moves(g, "a", 0)
    g.act({"action": "end_turn", "car": "a"})
    assert g.state.mover == "b" and g.state.points_left == 1
    assert g.state.vehicle("a").at == (2, 4)


def test_fire_during_the_move_and_return_fire():
    """Lines 8-9: other cars may be fired at during the move; these cars may return the fire."""
    g = game(A, B)
    speeds(g, a=1, b=1)
    with pytest.raises(IllegalAction, match="only a car fired at"):
        g.act({"action": "fire", "car": "b", "target": "a", "damage": 1})
    g.act({"action": "fire", "car": "a", "target": "b", "damage": 2, "driver_hits": 1, "tyre": 0, "tyre_damage": 1})
    assert g.state.vehicle("b").damage == 2 and g.state.player("b").hits == 1 and g.state.vehicle("b").tyres[0] == 1
    g.act({"action": "fire", "car": "b", "target": "a", "damage": 3})
    assert g.state.vehicle("a").damage == 3
    with pytest.raises(IllegalAction, match="only a car fired at"):  # one return for one shot
        g.act({"action": "fire", "car": "b", "target": "a", "damage": 3})


def test_the_round_ends_and_smoke_markers_are_checked():
    """Lines 14-16: once all have moved the round ends; Smoke markers are checked for removal
    (Garage's reading: a d8 each, cleared on 5-8)."""
    smoke = [{"kind": "smoke", "at": [9, 9]}, {"kind": "smoke", "at": [9, 10]}, {"kind": "oil", "at": [1, 9]}]
    g = game(A, B, markers=smoke, dice=(4, 7))
    speeds(g, a=0, b=0)
    g.act({"action": "end_turn", "car": "a"})
    g.act({"action": "end_turn", "car": "b"})
    checks = kinds(g.events[-1], "smoke_check")
    assert [(c["at"], c["roll"], c["cleared"]) for c in checks] == [([9, 9], 4, False), ([9, 10], 7, True)]
    assert [(m.kind, m.at) for m in g.state.markers] == [("smoke", (9, 9)), ("oil", (1, 9))]
    assert g.state.round == 2 and g.state.phase == "speeds"


# --- speed (lines 17-33) ----------------------------------------------------------------------


@pytest.mark.parametrize("start, design, grass, low, high", [
    pytest.param(4, {}, False, 1, 6, id="lines 24, 26: road, +2 / -3"),
    pytest.param(4, {}, True, 2, 5, id="lines 24, 26: grass, +1 / -2"),
    pytest.param(4, {"equipment": ["supercharger"]}, False, 1, 7, id="line 25: Supercharger on road +3"),
    pytest.param(4, {"equipment": ["supercharger"]}, True, 2, 6, id="line 25: Supercharger on grass +2"),
    pytest.param(5, {"equipment": ["power-brakes"]}, False, 1, 7, id="line 27: Power Brakes on road -4"),
    pytest.param(5, {"equipment": ["power-brakes"]}, True, 2, 6, id="line 27: Power Brakes on grass -3"),
])
def test_speed_changes_by_surface_and_equipment(start, design, grass, low, high):
    board = {"width": 20, "height": 20, **({"grass": [[2, 2]]} if grass else {})}
    for wanted, ok in ((low - 1, False), (low, True), (high, True), (high + 1, False)):
        g = game(entry("a", (2, 2), speed=start, **design), B, board=board)
        if ok:
            speeds(g, a=wanted)
            assert g.state.vehicle("a").speed == wanted
        elif wanted >= 0:
            with pytest.raises(IllegalAction, match=f"may go {low} to {high}"):
                speeds(g, a=wanted)


def test_forward_to_reverse_only_through_zero():
    """Lines 28-30: from forward to reverse a car must have a speed of 0 first."""
    g = game(entry("a", (2, 10), speed=2), B)
    with pytest.raises(IllegalAction, match="must come to 0"):
        g.act({"action": "speed", "car": "a", "speed": 1, "reverse": True})
    speeds(g, a=0, b=0)
    g.act({"action": "end_turn", "car": "a"})
    g.act({"action": "end_turn", "car": "b"})
    g.act({"action": "speed", "car": "a", "speed": 2, "reverse": True})
    speeds(g, b=0)
    moves(g, "a", 0, 0)
    assert g.state.vehicle("a").at == (2, 8) and g.state.vehicle("a").facing == 0  # backwards, still facing north


def test_three_point_turn_only_at_zero():
    """Lines 31-32: a car with a speed of 0 may rotate on the point to face any direction."""
    g = game(A, B)
    speeds(g, a=1, b=0)
    with pytest.raises(IllegalAction, match="speed 0"):
        g.act({"action": "three_point_turn", "car": "a", "facing": "e"})
    moves(g, "a", 0)
    g.act({"action": "end_turn", "car": "a"})
    g.act({"action": "three_point_turn", "car": "b", "facing": "w"})
    assert g.state.vehicle("b").facing == 6
    with pytest.raises(IllegalAction, match="already"):
        g.act({"action": "three_point_turn", "car": "b", "facing": "n"})


def test_the_first_point_goes_straight_ahead():
    """Lines 20-21: all cars move their 1st point of movement in the direction they face."""
    g = game(A, B)
    speeds(g, a=2, b=0)
    with pytest.raises(IllegalAction, match="first point"):
        moves(g, "a", (45, "right"))
    moves(g, "a", 0, (45, "right"))
    assert g.state.vehicle("a").at == (3, 4) and g.state.vehicle("a").facing == 1


# --- cornering and skids (lines 33-57) --------------------------------------------------------


@pytest.mark.parametrize("angle, design, grass, safe", [
    pytest.param(45, {}, False, 8, id="line 38: 45 road 8"),
    pytest.param(90, {}, False, 4, id="line 39: 90 road 4"),
    pytest.param(135, {}, False, 2, id="line 40: 135 road 2"),
    pytest.param(90, {"equipment": ["auto-steer"]}, False, 6, id="line 39: 90 road Auto-Steer 6"),
    pytest.param(90, {}, True, 2, id="line 39: 90 grass 2"),
    pytest.param(135, {"equipment": ["auto-steer"]}, True, 2, id="line 40: 135 grass Auto-Steer 2"),
])
def test_cornering_above_the_safe_speed_skids(angle, design, grass, safe):
    """Lines 35, 43, 48: faster than the safe speed, a test with SD = the excess."""
    board = {"width": 30, "height": 30, **({"grass": [[10, y] for y in range(30)]} if grass else {})}
    for speed, sd in ((safe, 0), (safe + 1, 1), (safe + 2, 2)):
        g = game(entry("a", (10, 2), speed=speed, **design), entry("b", (25, 25), "s"), board=board,
                 dice=(8,) * 3)
        speeds(g, a=speed, b=0)
        events = moves(g, "a", 0, (angle, "left"))
        skids = kinds(events, "skid")
        assert [s["sd"] for s in skids] == ([sd] if sd else [])
        if sd:
            assert skids[0]["why"] == "corner"


def test_a_skid_drifts_on_the_way_the_car_was_going_and_damages_every_tyre():
    """Lines 46-57: move to the skid point, SD 7 (road 90 at 11), a roll of 8 drifts 6 points,
    and every tyre takes 2 damage."""
    g = game(entry("a", (5, 2), speed=11, equipment=["supercharger"]), entry("b", (25, 25), "s"),
             board={"width": 30, "height": 30}, dice=(8,))
    speeds(g, a=11, b=0)
    events = moves(g, "a", 0, (90, "right"))
    skid = kinds(events, "skid")[0]
    assert (skid["sd"], skid["roll"], skid["drift"], skid["tyre_damage"]) == (7, 8, 6, 2)
    # turned to face east on (6, 3), then drifted north, the way it was going
    assert g.state.vehicle("a").at == (6, 9) and g.state.vehicle("a").facing == 2
    assert g.state.vehicle("a").tyres == (2, 2, 2, 2)


@pytest.mark.parametrize("marker, speed, sd", [
    pytest.param("oil", 7, 5, id="line 49: Oil=5 or Speed: 5 at speed 7"),
    pytest.param("oil", 3, 3, id="line 49: Oil=5 or Speed: 3 at speed 3"),
    pytest.param("smoke", 6, 2, id="line 49: Smoke 2 or Speed: 2 at speed 6"),
    pytest.param("spikes", 1, 1, id="line 49: Spikes=2 or Speed: 1 at speed 1"),
])
def test_driving_onto_a_marker_skids(marker, speed, sd):
    """Line 44: a car tests for skidding when it drives onto Smoke, Oil or Spikes."""
    g = game(entry("a", (2, 2), speed=speed), B, markers=[{"kind": marker, "at": [2, 3]}], dice=(1,))
    speeds(g, a=speed, b=0)
    skid = kinds(moves(g, "a", 0), "skid")
    assert [(s["why"], s["sd"]) for s in skid] == [(marker, sd)]


def test_a_driver_killed_in_motion_skids_at_the_speed_and_the_car_stops():
    """Line 45: the Driver killed while the car is in motion; line 50: Dead = Speed."""
    g = game(A, entry("b", (15, 5), "s", speed=5), dice=(8,))
    speeds(g, a=0, b=5)
    g.act({"action": "fire", "car": "a", "target": "b", "driver_hits": 3})
    skid = kinds(g.events[-1], "skid")[0]
    assert (skid["why"], skid["sd"], skid["drift"], skid["tyre_damage"]) == ("dead driver", 5, 4, 1)
    assert g.state.vehicle("b").at == (15, 1) and g.state.vehicle("b").speed == 0
    assert g.state.over and g.result.entries[0].kills == ("B Driver",)


def test_the_drift_table_and_the_worked_example_as_an_option():
    """Line 52 against lines 53-56: SD 3 and a roll of 8 drift 2 by the table, 3 by the
    example (the option drift-as-example)."""
    for options, drift in (({}, 2), ({"drift-as-example": True}, 3)):
        g = game(entry("a", (2, 2), speed=3), B, markers=[{"kind": "oil", "at": [2, 3]}], options=options, dice=(8,))
        speeds(g, a=3, b=0)
        assert kinds(moves(g, "a", 0), "skid")[0]["drift"] == drift


def test_sd_one_drifts_nothing_and_rolls_no_die():
    """Lines 53-55: SD 1 drifts 0."""
    g = game(entry("a", (2, 2), speed=1), B, markers=[{"kind": "spikes", "at": [2, 3]}])
    speeds(g, a=1, b=0)
    skid = kinds(moves(g, "a", 0), "skid")[0]
    assert (skid["roll"], skid["drift"]) == (None, 0) and g.lines[-1]["inputs"] == []


# --- crashing and ramming (lines 58-73) -------------------------------------------------------


def test_a_crash_stops_the_car_before_the_obstruction_which_takes_one_damage():
    """Lines 60-64."""
    g = game(entry("a", (2, 2), speed=3), B, obstructions=[{"kind": "tree", "at": [2, 4]}])
    speeds(g, a=3, b=0)
    events = moves(g, "a", 0, 0)
    assert kinds(events, "crash") == [{"event": "crash", "car": "a", "into": "tree", "at": [2, 4]}]
    assert g.state.vehicle("a").at == (2, 3) and g.state.vehicle("a").speed == 0
    assert g.state.obstructions[0].damage == 1 and g.state.points_left == 0
    with pytest.raises(IllegalAction, match="no points"):
        moves(g, "a", 0)


def test_a_second_crash_strikes_the_obstruction_as_the_first_left_it():
    """The obstructions looked up by point follow the game: the tree struck once (a new tuple of
    obstructions) is struck again with its damage, and an undo brings back the tree unstruck."""
    tree = [{"kind": "tree", "at": [2, 4]}]
    g = game(entry("a", (2, 2), speed=3), entry("b", (1, 4), "e", speed=1), obstructions=tree)
    speeds(g, a=3, b=1)
    assert kinds(moves(g, "a", 0, 0), "crash") and g.state.obstructions[0].damage == 1
    g.act({"action": "end_turn", "car": "a"})
    assert kinds(moves(g, "b", 0), "crash") and g.state.obstructions[0].damage == 2
    g.undo()
    assert g.state.obstructions[0].damage == 1
    assert kinds(moves(g, "b", 0), "crash") and g.state.obstructions[0].damage == 2


def test_a_head_on_ram_does_full_damage_to_both_and_ends_the_rammers_turn():
    """Lines 65-72: RV 4+3 = 7 (1d+4), head-on: both take full damage; both stop; the rammer's
    turn is over."""
    g = game(entry("a", (5, 2), speed=4), entry("b", (5, 6), "s", speed=3), dice=(3,))
    speeds(g, a=4, b=3)
    events = moves(g, "a", 0, 0, 0, 0)
    ram = kinds(events, "ram")[0]
    assert (ram["rv"], ram["how"], ram["dice"], ram["damage"]) == (7, "head_on", "1d+4", 7)
    assert (ram["target_damage"], ram["rammer_damage"]) == (7, 7)
    assert g.state.vehicle("a").at == (5, 5) and g.state.vehicle("b").at == (5, 6)
    assert g.state.vehicle("a").speed == g.state.vehicle("b").speed == 0
    assert g.state.mover == "b" and g.state.points_left == 0  # line 69: b may accelerate from 0 (test_audit)


@pytest.mark.parametrize("b_at, b_facing, b_speed, rv, how", [
    pytest.param((5, 6), "e", 2, 4, "side", id="line 70: side ram, RV = rammer's speed"),
    pytest.param((5, 6), "n", 1, 3, "rear", id="line 70: up the rear, RV = the difference"),
])
def test_side_and_rear_rams_do_half_damage_to_the_rammer(b_at, b_facing, b_speed, rv, how):
    g = game(entry("a", (5, 2), speed=4), entry("b", b_at, b_facing, speed=b_speed), dice=(5,))
    speeds(g, a=4, b=b_speed)
    ram = kinds(moves(g, "a", 0, 0, 0, 0), "ram")[0]
    damage = 5 + rv - 3  # RV3 is 1d, RV4 1d+1
    assert (ram["rv"], ram["how"], ram["target_damage"], ram["rammer_damage"]) == (rv, how, damage, damage // 2)


def test_rv8_and_above_roll_two_dice():
    """Lines 71-72: RV8 is 2d (2-16), RV9 2d+1; faster reads RV9."""
    g = game(entry("a", (5, 2), speed=6), entry("b", (5, 6), "s", speed=6), dice=(8, 8))
    speeds(g, a=6, b=6)
    ram = kinds(moves(g, "a", 0, 0, 0, 0), "ram")[0]
    assert (ram["rv"], ram["dice"], ram["rolls"], ram["damage"]) == (12, "2d+1", [8, 8], 17)
    assert g.state.vehicle("b").wrecked and g.state.vehicle("a").wrecked  # Garage's reading: 10 damage wrecks


# --- pedestrians (lines 74-92) ----------------------------------------------------------------


def _on_foot(hits: int = 0, a=A):
    g = game(a, B)
    speeds(g, a=0, b=0)
    if hits:
        g.act({"action": "fire", "car": "a", "target": "b", "driver_hits": hits})
    g.act({"action": "end_turn", "car": "a"})
    g.act({"action": "leave", "car": "b"})
    g.act({"action": "end_turn", "car": "b"})
    speeds(g, a=0)
    g.act({"action": "end_turn", "car": "a"})
    return g


def test_a_driver_leaves_only_at_zero_and_keeps_their_hits():
    """Lines 76-78."""
    g = game(A, entry("b", (15, 15), "s", speed=2))
    speeds(g, a=0, b=2)
    g.act({"action": "fire", "car": "a", "target": "b", "driver_hits": 1})
    g.act({"action": "end_turn", "car": "a"})
    with pytest.raises(IllegalAction, match="only at speed 0"):
        g.act({"action": "leave", "car": "b"})
    g = _on_foot(hits=2)
    assert g.state.player("b").vehicle is None and g.state.player("b").hits == 2
    assert g.state.vehicle("b").driver is None


def test_a_pedestrian_walks_two_points_any_way_on_any_surface():
    """Lines 80-83: no turning or acceleration restrictions; speed 2 on all surfaces."""
    g = _on_foot()
    assert g.state.mover == "b" and g.state.points_left == 2
    g.act({"action": "walk", "car": "b", "direction": "w"})
    g.act({"action": "walk", "car": "b", "direction": "se"})
    with pytest.raises(IllegalAction, match="walked 2"):
        g.act({"action": "walk", "car": "b", "direction": "s"})
    assert g.state.player("b").at == (15, 14)
    with pytest.raises(IllegalAction, match="pedestrian"):
        g.act({"action": "speed", "car": "b", "speed": 1})


def test_a_pedestrian_passes_markers_and_enters_trees_and_buildings():
    """Lines 85-87: through Oil, Spikes, Mines and Smoke freely; into Trees, Buildings, Wrecks;
    and fires from them."""
    markers = [{"kind": k, "at": [14, 15]} for k in ("oil", "spikes", "mines", "smoke")]
    g = game(A, B, markers=markers, obstructions=[{"kind": "building", "at": [13, 15]}], dice=(1,))
    speeds(g, a=0, b=0)
    g.act({"action": "end_turn", "car": "a"})
    g.act({"action": "leave", "car": "b"})
    g.act({"action": "end_turn", "car": "b"})
    speeds(g, a=0)
    g.act({"action": "end_turn", "car": "a"})
    g.act({"action": "walk", "car": "b", "direction": "w"})
    assert g.events[-1] == [{"event": "walk", "car": "b", "to": [14, 15]}]
    g.act({"action": "walk", "car": "b", "direction": "w"})
    assert g.events[-1] == [{"event": "walk", "car": "b", "to": [13, 15], "inside": "building"}]
    g.act({"action": "fire", "car": "b", "target": "a", "driver_hits": 1})
    assert g.state.player("a").hits == 1


def test_a_pedestrian_commandeers_a_vacated_stationary_car():
    """Lines 88-90: any stationary car capable of movement vacated by its driver or whose
    driver is dead."""
    g = _on_foot(a=entry("a", (14, 14)))
    with pytest.raises(IllegalAction, match="living driver"):
        g.act({"action": "commandeer", "car": "b", "vehicle": "a"})
    g.act({"action": "commandeer", "car": "b", "vehicle": "b"})
    assert g.state.player("b").vehicle == "b" and g.state.vehicle("b").driver == "b"


def test_a_pedestrian_run_over_is_killed():
    """Line 92: if a Pedestrian is run over by a car he/she is automatically killed."""
    g = game(entry("a", (15, 11)), B)
    speeds(g, a=0, b=0)
    g.act({"action": "end_turn", "car": "a"})
    g.act({"action": "leave", "car": "b"})
    g.act({"action": "end_turn", "car": "b"})
    speeds(g, a=0)
    g.act({"action": "end_turn", "car": "a"})
    for _ in range(2):
        g.act({"action": "walk", "car": "b", "direction": "s"})
    g.act({"action": "end_turn", "car": "b"})
    speeds(g, a=2)
    events = moves(g, "a", 0, 0)
    assert kinds(events, "run_over") == [{"event": "run_over", "car": "a", "pedestrian": "b"}]
    assert g.state.over and g.result.entries[0].kills == ("B Driver",)


# --- markers, mines, the log --------------------------------------------------------------------


def test_dropping_markers_from_the_cars_dispensers():
    g = game(entry("a", (2, 2), dispensers=["oil"]), B)
    speeds(g, a=0, b=0)
    with pytest.raises(IllegalAction, match="no smoke dispenser"):
        g.act({"action": "drop", "car": "a", "marker": "smoke"})
    for _ in range(3):
        g.act({"action": "drop", "car": "a", "marker": "oil"})
    with pytest.raises(IllegalAction, match="empty"):
        g.act({"action": "drop", "car": "a", "marker": "oil"})


def test_a_marker_keeps_who_laid_it_and_the_setups_have_none():
    """The board shows whose a marker is: the state keeps the layer (derived from the log's
    drop action; the log line is unchanged)."""
    g = game(entry("a", (2, 2), dispensers=["oil"]), B, markers=[{"kind": "smoke", "at": [9, 9]}])
    speeds(g, a=0, b=0)
    g.act({"action": "drop", "car": "a", "marker": "oil"})
    assert [(m.kind, m.at, m.by) for m in g.state.markers] == [("smoke", (9, 9), None), ("oil", (2, 2), "a")]
    assert g.lines[-1] == {"action": "drop", "car": "a", "marker": "oil", "inputs": []}
    assert Game.replay(g.lines, None).state.markers == g.state.markers


def test_a_mine_damages_the_car_that_drives_onto_it():
    """Garage's reading (docs/battle-cars.md): 1d on the d8, and the mine is gone."""
    g = game(entry("a", (2, 2), speed=1), B, markers=[{"kind": "mines", "at": [2, 3]}], dice=(6,))
    speeds(g, a=1, b=0)
    mine = kinds(moves(g, "a", 0), "mine")[0]
    assert mine["damage"] == 6 and g.state.vehicle("a").damage == 6 and not g.state.markers


def test_a_game_replays_from_its_log_and_a_damaged_log_is_one_line():
    g = game(entry("a", (5, 2), speed=4), entry("b", (5, 6), "s", speed=3), dice=(3, 2))
    speeds(g, a=4, b=3)
    moves(g, "a", 0, 0, 0, 0)
    replayed = Game.replay(log.parse(g.text()))
    assert replayed.state == g.state and replayed.text() == g.text()
    assert json.loads(g.text().splitlines()[0])["format"] == "battle-cars/play-log"
    lines = g.text().splitlines()
    lines[-1] = lines[-1].replace('"value": 3', '"value": 9')
    with pytest.raises(log.LogError) as err:
        Game.replay(log.parse("\n".join(lines), "game.jsonl"), source="game.jsonl")
    assert str(err.value).startswith("game.jsonl:") and "\n" not in str(err.value)


def test_undo_takes_back_the_last_action():
    g = game(A, B)
    speeds(g, a=2, b=0)
    before = g.state
    moves(g, "a", 0)
    g.undo()
    assert g.state == before


def test_setups_refused_name_the_field():
    with pytest.raises(SetupError, match="cars: a game of Battle Cars needs two cars"):
        setup(A)
    with pytest.raises(SetupError, match=r"cars\[1\].at: another car stands there"):
        setup(A, entry("b", (2, 2)))
    with pytest.raises(SetupError, match=r"cars\[0\].facing"):
        setup(entry("a", (2, 2), "up"), B)
    with pytest.raises(SetupError, match="format"):
        setup({**A, "design": {"format": "axles-and-alloys-ii/vehicle", "version": 1, "name": "X",
                               "weight": "light"}}, B)


def test_every_action_is_documented():
    from pathlib import Path

    from garage.rules import rulesets

    doc = (Path(__file__).resolve().parents[3] / "docs" / "battle-cars.md").read_text(encoding="utf-8")
    for spec in rulesets.get("battle_cars").action_specs():
        row = next((line for line in doc.splitlines() if line.startswith(f"| `{spec.name}` |")), None)
        assert row is not None, spec.name
        assert all(f"`{field.name}`" in row for field in spec.fields), spec.name


def test_the_odds_before_a_corner_and_a_speed():
    """Lines 38-40 and 51-57 as the play screen shows them before anyone rolls."""
    from garage.rules import rulesets

    bc = rulesets.get("battle_cars")
    g = game(entry("a", (5, 2), speed=6), B)
    speeds(g, a=6, b=0)
    g.act({"action": "move", "car": "a"})
    text = ["".join(t for t, _ in line) for line in bc.odds(g.state, {"action": "move", "car": "a", "corner": 90,
                                                                         "side": "left"})]
    # line 39: 90 on road is safe at 4; at 6, SD 2 drifts 0-1 on one d8 (a roll of 8), no tyre damage
    assert text == ["90° on road: safe at 4; at 6 a skid", ("SD 2: drifts 0-1 (12% it drifts at all), "
                                                            "0 damage to every tyre")]
    assert bc.odds(g.state, {"action": "move", "car": "a"}) == ()
    g2 = game(entry("a", (5, 2), speed=3, equipment=["supercharger"]), B)
    line = bc.odds(g2.state, {"action": "speed", "car": "a"})[0]
    assert "".join(t for t, _ in line) == "On road from 3: 0 to 6 (lines 22-27)"


def test_the_example_game_replays_byte_for_byte():
    """resources/examples/battle_cars/short-battle.jsonl: a skid on oil (line 49: SD 4 at
    speed 4, a roll of 7 drifts 2), then a head-on ram at RV8 (2d: 4 + 6) wrecks both cars."""
    from garage.resources import resource

    path = resource("examples", "battle_cars", "short-battle.jsonl")
    game = Game.replay(log.read(path), source=str(path))
    assert game.text() == path.read_text(encoding="utf-8")
    skid = kinds(game.events[-2], "skid")[0]
    ram = kinds(game.events[-1], "ram")[0]
    assert (skid["sd"], skid["roll"], skid["drift"]) == (4, 7, 2)
    assert (ram["rv"], ram["dice"], ram["rolls"], ram["how"]) == (8, "2d", [4, 6], "head_on")
    assert game.state.vehicle("hog").wrecked and game.state.vehicle("queen").wrecked


def test_a_diagonal_past_a_buildings_corner_is_blocked():
    """Lines 18-19: cars cannot move along movement lines blocked by corners of buildings
    (Garage's reading: a diagonal step beside a building crashes into it); a tree's point
    does not block the diagonal."""
    g = game(entry("a", (2, 2), "ne", speed=1), B, obstructions=[{"kind": "building", "at": [3, 2]}])
    speeds(g, a=1, b=0)
    crash = kinds(moves(g, "a", 0), "crash")
    assert crash == [{"event": "crash", "car": "a", "into": "building", "at": [3, 2]}]
    assert g.state.vehicle("a").at == (2, 2) and g.state.obstructions[0].damage == 1
    g = game(entry("a", (2, 2), "ne", speed=1), B, obstructions=[{"kind": "tree", "at": [3, 2]}])
    speeds(g, a=1, b=0)
    moves(g, "a", 0)
    assert g.state.vehicle("a").at == (3, 3)


def test_the_new_game_dialogs_table():
    """Garage's table for a game set up in the app: the cars face each other across it."""
    from garage.rules import rulesets

    bc = rulesets.get("battle_cars")
    cars = [{"id": c, "driver": c.upper(), "design": entry(c, (0, 0))["design"]} for c in "abc"]
    data = bc.setup_dict("battle", cars, played_on="2026-12-01", options={"drift-as-example": True, "skids": True})
    assert [(c["at"], c["facing"]) for c in data["cars"]] == [([1, 0], "n"), ([1, 19], "s"), ([4, 0], "n")]
    assert data["options"] == {"drift-as-example": True}
    assert bc.setup_from_dict(data).options == frozenset({"drift-as-example"})


def test_refusals_name_the_cars_as_the_table_does_never_by_id():
    """Issue 22: a refusal names the car and its driver ("Dragon (Jo)"), never its id."""
    refused: list[str] = []

    def refuse(g: Game, action: dict[str, object]) -> None:
        with pytest.raises(IllegalAction) as caught:
            g.act(action)
        refused.append(str(caught.value))

    red, blue = entry("red-1", (2, 2)), entry("blue-2", (15, 15), "s", speed=2, dispensers=["oil"])
    red["design"]["name"], red["driver"], blue["design"]["name"], blue["driver"] = "Dragon", "Jo", "Rat", "Al"
    g = game(red, blue)
    refuse(g, {"action": "move", "car": "red-1"})  # waits for every speed
    refuse(g, {"action": "speed", "car": "blue-2", "speed": 9})  # may go 0 to 4
    speeds(g, **{"red-1": 1, "blue-2": 2})
    refuse(g, {"action": "move", "car": "blue-2"})  # not its turn
    refuse(g, {"action": "leave", "car": "red-1"})  # only at speed 0
    refuse(g, {"action": "end_turn", "car": "red-1"})  # points left
    refuse(g, {"action": "drop", "car": "red-1", "marker": "oil"})  # no dispenser
    refuse(g, {"action": "fire", "car": "blue-2", "target": "red-1", "damage": 1})  # only a car fired at
    refuse(g, {"action": "three_point_turn", "car": "red-1"})  # at speed 0
    assert len(refused) == 8
    for words in refused:
        assert "red-1" not in words and "blue-2" not in words, words
    assert any("Dragon (Jo)" in words for words in refused), refused
    assert any("Rat (Al)" in words for words in refused), refused


# --- a correction the players agree on (issue 22) ----------------------------------------------


@pytest.mark.parametrize(("line", "read", "now"), [
    ({"what": "position", "x": 3, "y": 5}, lambda s: s.vehicle("a").at, (3, 5)),
    ({"what": "position", "y": 5}, lambda s: s.vehicle("a").at, (0, 5)),  # x left out is 0, as the form leaves it
    ({"what": "facing", "facing": "e"}, lambda s: s.vehicle("a").facing, 2),
    ({"what": "speed", "value": 2}, lambda s: s.vehicle("a").speed, 2),
    ({"what": "damage", "value": 2}, lambda s: s.vehicle("a").damage, 2),
    ({"what": "driver_hits", "value": 1}, lambda s: s.player("a").hits, 1),
])
def test_a_correction_sets_position_facing_speed_or_damage_to_what_the_table_says(line, read, now):
    from garage.rules import rulesets

    g = game(A, B)
    speeds(g, a=1, b=1)
    g.act({"action": "correct", "car": "a", **line})
    assert read(g.state) == now and g.events[-1][0]["event"] == "correction"
    assert g.state.mover == "a" and g.state.points_left == 1  # nothing else moves on
    said = rulesets.get("battle_cars").describe(g.lines[-1], g.events[-1], g.setup)
    assert said.startswith("Correction: Car a (A Driver) ") and " - was " in said
    assert Game.replay(log.parse(g.text())).state == g.state
    g.undo()
    assert read(g.state) != now


@pytest.mark.parametrize(("line", "problem"), [
    ({"what": "position", "x": 20, "y": 0}, "x: 20,0 is off the table"),
    ({"what": "damage", "value": 99}, "value: .* is a Wreck: play the hit"),
    ({"what": "driver_hits", "value": 99}, "value: .* kill the driver: play the hit"),
    ({"what": "speed", "value": 1, "facing": "e"}, "facing: only with what 'facing'"),
    ({"what": "facing"}, "facing: is missing"),
])
def test_a_correction_the_rules_cannot_hold_is_refused_in_one_line(line, problem):
    g = game(A, B)
    with pytest.raises(IllegalAction, match=problem):
        g.act({"action": "correct", "car": "a", **line})
    assert len(g.lines) == 1


# --- Garage's readings where the text is silent (docs/battle-cars.md) ---------------------------


def test_a_reversing_cars_first_point_goes_straight_backwards_and_may_not_corner():
    a = entry("a", (2, 10), speed=2) | {"reverse": True}
    g = game(a, B)
    speeds(g, a=2, b=0)
    with pytest.raises(IllegalAction, match="first point"):
        moves(g, "a", (45, "right"))
    moves(g, "a", 0)
    assert g.state.vehicle("a").at == (2, 9) and g.state.vehicle("a").facing == 0  # backwards, facing north


def test_there_is_no_top_speed_a_car_gains_its_acceleration_every_round():
    from garage.rules.battle_cars.play.actions import speed_range

    g = game(entry("a", (2, 2), speed=40), entry("b", (15, 15), "s", speed=0))
    low, high = speed_range(g.state, "a", False)
    assert high > 40 and low < 40  # no cap of the text's: only the acceleration of the surface


def test_a_driver_who_leaves_the_car_cannot_walk_the_same_turn():
    g = game(A, B)
    speeds(g, a=0, b=0)
    g.act({"action": "end_turn", "car": "a"})
    g.act({"action": "leave", "car": "b"})
    assert g.state.points_left == 0
    with pytest.raises(IllegalAction):
        g.act({"action": "walk", "car": "b", "direction": "w"})
    assert not rulesets_allowed(g)["walk"]


def rulesets_allowed(g):
    from garage.rules import rulesets

    return rulesets.get("battle_cars").allowed(g.state)
