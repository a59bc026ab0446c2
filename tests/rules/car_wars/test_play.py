"""The control state played on the shared event log: each crash result carried phase by phase
and turn by turn (car-wars-compendium-2e-crash-tables.txt lines 12-17, 25-28), undone and
replayed like any game, and a damaged log refused in one line."""

from pathlib import Path

import pytest

from garage.rules import rulesets, vehicles
from garage.rules.car_wars.crash import END_OVER_END, ROLL_FIRST, VAULT_ON
from garage.rules.play import log
from garage.rules.play.dice import ScriptedDice
from garage.rules.play.engine import Game
from garage.rules.play.errors import IllegalAction, SetupError

ROOT = Path(__file__).resolve().parents[3]
SHARK = vehicles.load(ROOT / "resources" / "examples" / "car_wars" / "sand-shark.car.json")
RULES = rulesets.get("car_wars")


def game(faces=(), speed=60, body="car"):
    design = SHARK
    if body == "cycle":
        design = vehicles.design_from_dict(RULES.design_to_dict(SHARK) | {"body": "cycle", "name": "Trike"})
    data = RULES.setup_dict("crash-tables", [{"id": "shark", "design": design, "driver": "Ann"}],
                            played_on="2026-12-01")
    data["cars"][0]["speed"] = speed
    return Game(RULES.setup_from_dict(data), ScriptedDice(list(faces)))


def car(g):
    return g.state.car("shark")


def act(g, name, **kw):
    return g.act({"action": name, **({"car": "shark"} if name not in ("next_phase", "end") else {}), **kw})


def end_turn(g):
    for _ in range(5 - g.state.phase + 1):
        act(g, "next_phase")


def test_moderate_skid_then_a_trivial_skid_on_the_next_move_line_12():
    g = game([3, 3])
    act(g, "lose_control", table=1, modifier=0)
    c = car(g)
    assert (c.speed, c.tyre_damage, c.next_skid, c.penalty) == (50, (1, 1, 1, 1), "trivial-skid", "**")
    act(g, "move")
    assert car(g).next_skid is None and car(g).speed == 50
    assert "Forced trivial skid" in g.events[-1][0]["do"][0]


def test_severe_skid_then_a_minor_skid_that_loses_5_mph_line_13():
    g = game([4, 4])
    act(g, "lose_control", table=1, modifier=0)
    assert (car(g).speed, car(g).tyre_damage, car(g).next_skid) == (40, (2, 2, 2, 2), "minor-skid")
    act(g, "move")
    assert car(g).speed == 35 and car(g).next_skid is None


def test_the_penalty_lasts_the_rest_of_the_turn_and_the_worst_one_counts_lines_25_28():
    g = game([1, 1, 2, 2])
    act(g, "lose_control", table=1, modifier=0)
    assert car(g).penalty == "*"
    act(g, "lose_control", table=1, modifier=0)
    assert car(g).penalty == "**"
    status = RULES.status(g.state).cars[0]
    assert any("aimed fire this turn: -6 to hit" in rulesets.plain(line) for line in status.card)
    act(g, "next_phase")
    assert car(g).penalty == "**"
    end_turn(g)
    assert car(g).penalty is None and g.state.turn == 2 and g.state.phase == 1


def test_a_spinout_turns_90_degrees_a_phase_slows_20_a_turn_and_stops_at_0_line_14():
    g = game([5, 5, 6, 1, 1, 1, 1], speed=40)
    act(g, "lose_control", table=1, modifier=0)
    assert (car(g).control, car(g).spin, car(g).tyre_damage) == ("spinout", "right", (1, 1, 1, 1))
    facings = []
    for _ in range(5):
        act(g, "move")
        facings.append(g.events[-1][0]["facing"])
        with pytest.raises(IllegalAction, match="moved in this phase already"):
            act(g, "move")
        act(g, "next_phase")
    assert facings == ["sideways", "backwards", "sideways", "forwards", "sideways"]
    assert g.state.turn == 2 and car(g).speed == 20 and car(g).control == "spinout"
    end_turn(g)
    assert car(g).speed == 0 and car(g).control == "in control" and car(g).spin is None
    with pytest.raises(IllegalAction, match="not moving"):
        act(g, "move")


@pytest.mark.parametrize("moves, answer, control, note", [
    (0, "missed", "spinout", None),
    (0, "made", "in control", None),
    (1, "made", "in control", "t_stop"),
    (2, "made", "in control", "must_slow"),
])
def test_recovery_at_hc_minus_6_line_14(moves, answer, control, note):
    g = game([5, 5, 2, 1, 1, 1, 1], speed=60)
    act(g, "lose_control", table=1, modifier=0)
    for _ in range(moves):
        act(g, "move")
        act(g, "next_phase")
    request = act(g, "recover")
    assert request.question == "Control roll at HC -3: made or missed?"  # the Sand Shark is HC 3
    g.answer(answer)
    c = car(g)
    assert c.control == control
    assert (note == "t_stop") == c.t_stop and (note == "must_slow") == c.must_slow
    if note == "must_slow":  # backwards at 60 mph, reverse top speed 20: -5 mph a turn until under it
        end_turn(g)
        assert car(g).speed == 55 and car(g).must_slow


def test_a_roll_goes_quarter_by_quarter_and_the_bottom_hits_the_tyres_line_15():
    g = game([6, 5, 3, 4, 5, 1, 2, 3, 4], speed=40)
    request = act(g, "lose_control", table=1, modifier=0)
    assert request.question == ROLL_FIRST
    g.answer("right")
    assert car(g).control == "rolling" and car(g).penalty == "***"
    landed = []
    for _ in range(4):
        act(g, "move")
        landed.append(g.events[-1][0]["side"])
        act(g, "next_phase")
    assert landed == ["right", "top", "left", "bottom"]
    c = car(g)
    assert c.side_damage == (0, 0, 5, 3, 4, 0)  # front back left right top bottom: right 3, top 4, left 5
    assert c.tyre_damage == (1, 2, 3, 4) and c.resting == "bottom"


def test_with_no_tyres_left_the_bottom_takes_the_damage_and_a_wreck_cannot_be_driven_line_15():
    g = game([6, 6, 6, 6, 6, 6, 6, 6, 6, 2], speed=40, body="cycle")
    act(g, "lose_control", table=1, modifier=0)  # 12: a roll
    g.answer("left")
    for _ in range(4):
        act(g, "move")
        act(g, "next_phase")
    c = car(g)
    assert c.tyre_damage == (6, 6) and c.tyres_left() == ()
    act(g, "move")  # onto the left side again: 6
    act(g, "next_phase")
    end_turn(g)  # turn 2 ends: 40 -> 20 -> 0 over two turn ends
    assert car(g).speed == 0 and car(g).control == "wrecked"  # a cycle is never drivable after a roll
    assert RULES.status(g.state).cars[0].out == "wrecked"
    with pytest.raises(IllegalAction, match="wrecked"):
        act(g, "lose_control", table=1, modifier=0)


def test_a_car_right_side_up_on_three_tyres_drives_on_after_the_roll_line_15():
    g = game([5, 6, 1, 1, 1, 1, 1, 1, 1], speed=20)
    act(g, "lose_control", table=1, modifier=0)
    g.answer("left")
    for _ in range(4):
        act(g, "move")
        act(g, "next_phase")
    act(g, "next_phase")
    assert car(g).speed == 0 and car(g).control == "in control" and car(g).resting == "bottom"


def test_a_burning_roll_line_16():
    g = game([6, 6, 5], speed=40)
    act(g, "lose_control", table=1, modifier=2)
    g.answer("left")
    assert car(g).burning and car(g).control == "rolling"
    card = [rulesets.plain(line) for line in RULES.status(g.state).cars[0].card]
    assert "BURNING (see Fire and Explosion)" in card


def test_a_vault_damages_tyres_lands_and_rolls_on_line_17():
    g = game([6, 6, 1, 1, 1, 2, 2, 2, 2, 4], speed=50)
    act(g, "lose_control", table=1, modifier=4)
    assert g.pending.question == VAULT_ON
    g.answer("right")
    g.answer("no")
    c = car(g)
    assert c.tyre_damage == (0, 3, 0, 6) and c.resting == "bottom" and c.occupant_damage == 1
    assert c.control == "rolling" and c.roll_sides[0] == "left"
    crash = g.events[-1][0]
    assert crash["steps"][0]["vault"]["collision_speed"] == 50 and END_OVER_END in [
        i["decide"] for i in g.lines[-1]["inputs"] if "decide" in i]


def test_a_fishtail_chain_applies_both_steps_lines_22_and_14():
    g = game([5, 5, 2, 5, 5, 3, 3, 3, 3])
    act(g, "lose_control", table=2, modifier=0)
    c = car(g)
    assert c.control == "spinout" and c.spin == "left" and c.tyre_damage == (3, 3, 3, 3)
    assert [s["table"] for s in g.events[-1][0]["steps"]] == [1 + 1, 1]


def test_set_speed_is_refused_out_of_control_and_off_the_5_mph_steps():
    g = game([5, 5, 2, 1, 1, 1, 1])
    with pytest.raises(IllegalAction, match="steps of 5"):
        act(g, "set_speed", speed=33)
    with pytest.raises(IllegalAction, match="0 to 120"):
        act(g, "set_speed", speed=125)
    act(g, "lose_control", table=1, modifier=0)
    with pytest.raises(IllegalAction, match="not in control"):
        act(g, "set_speed", speed=30)


def test_undo_and_replay_give_back_every_state():
    g = game([5, 5, 2, 1, 1, 1, 1, 4, 4])
    act(g, "lose_control", table=1, modifier=0)
    act(g, "move")
    act(g, "next_phase")
    before = g.state
    g.undo()
    g.undo()
    assert car(g).facing == 0 and car(g).control == "spinout"
    act(g, "move")
    act(g, "next_phase")
    assert g.state == before
    replayed = Game.replay(log.parse(g.text()))
    assert replayed.state == g.state and replayed.text() == g.text()
    assert g.text().splitlines()[0].startswith('{"format": "car-wars-crash/play-log"')


def test_a_damaged_log_is_one_line_naming_file_and_line(tmp_path):
    g = game([5, 5, 2, 1, 1, 1, 1])
    act(g, "lose_control", table=1, modifier=0)
    lines = g.text().splitlines()
    lines[1] = lines[1].replace('"value": 5', '"value": 9', 1)
    path = tmp_path / "crash.jsonl"
    path.write_text("\n".join(lines) + "\n")
    with pytest.raises(log.LogError) as err:
        Game.load(path)
    assert str(err.value).startswith(f"{path}:2: ") and "\n" not in str(err.value)


def test_a_log_of_another_rule_set_is_not_read_as_this_one():
    text = (ROOT / "resources" / "examples" / "games" / "short-deathmatch.jsonl").read_text()
    with pytest.raises(SetupError, match="format: must be"):
        RULES.setup_from_dict({"scenario": "crash-tables", "played_on": "2026-12-01", "cars": [
            {"id": "x", "design": log.parse(text)[0]["setup"]["cars"][0]["design"]}]})


def test_setup_refusals_name_the_field():
    base = {"scenario": "crash-tables", "played_on": "2026-12-01",
            "cars": [{"id": "a", "design": RULES.design_to_dict(SHARK), "speed": 7}]}
    with pytest.raises(SetupError, match=r"cars\[0\].speed: must be 0 to 120 mph"):
        RULES.setup_from_dict(base)
    with pytest.raises(SetupError, match="scenario: must be crash-tables"):
        RULES.setup_from_dict(base | {"scenario": "deathmatch"})
    with pytest.raises(SetupError, match="cars: a game needs at least one car"):
        RULES.setup_from_dict(base | {"cars": []})


def test_the_game_ends_and_is_never_a_campaign_game():
    g = game()
    act(g, "end")
    assert g.state.over and g.result is None
    assert not any(RULES.allowed(g.state).values())
    with pytest.raises(IllegalAction, match="over"):
        act(g, "move")


def test_the_log_says_a_new_phase_and_a_new_turn_once():
    """'next phase: phase 2' said it twice; 'next phase: turn 2 begins; ...' too."""
    from garage.rules.car_wars.ruleset import CAR_WARS

    line = {"action": "next_phase"}
    assert CAR_WARS.describe(line, [{"event": "phase", "turn": 1, "phase": 2}]) == "phase 2 begins"
    assert CAR_WARS.describe(line, [{"event": "turn", "turn": 2, "phase": 1, "changes": {"shark": "slows to 40 mph"}}]
                             ) == "turn 2 begins: shark slows to 40 mph"


def test_a_rolls_damage_is_said_as_damage_to_the_side_or_the_tyres():
    """'roll it a quarter onto its right: right 3.' left the player to guess what the 3 was."""
    g = game([6, 5, 3, 4, 5, 1, 2, 3, 4], speed=40)
    act(g, "lose_control", table=1, modifier=0)
    g.answer("right")
    said = []
    for _ in range(4):
        act(g, "move")
        said.append(g.events[-1][0]["do"][0])
        act(g, "next_phase")
    assert said[0].endswith("roll it a quarter onto its right: the right side takes 3 damage.")
    assert said[3].endswith("onto its bottom: the tyres take front left 1, front right 2, back left 3, back right 4.")


def test_the_occupants_of_a_rolling_car_may_jump_out_at_any_time_line_15():
    """RULINGS (the other rules texts): 'Occupants may jump out at any time' is an action the
    players can take while the car rolls."""
    g = game([6, 5, 3, 4], speed=40)
    with pytest.raises(IllegalAction, match="not rolling"):
        act(g, "jump_out")  # in control: they stay in, or stop the car
    act(g, "lose_control", table=1, modifier=0)
    g.answer("right")
    assert RULES.allowed(g.state)["jump_out"] and RULES.status(g.state).ready["jump_out"] == ["shark"]
    act(g, "move")
    act(g, "jump_out")
    (event,) = g.events[-1]
    assert event["event"] == "jump_out" and event["car"] == "shark" and car(g).occupants_out
    assert car(g).control == "rolling"  # the car rolls on without them
    card = [rulesets.plain(line) for line in RULES.status(g.state).cars[0].card]
    assert "occupants: jumped out" in card
    assert RULES.describe(g.lines[-1], g.events[-1]) == ("shark is left by its occupants: Put them beside the car; "
                                                         "it rolls on without them.")
    assert RULES.event_text(event) == "shark's occupants jump out: Put them beside the car; it rolls on without them."
    with pytest.raises(IllegalAction, match="jumped out already"):
        act(g, "jump_out")
    assert not RULES.allowed(g.state)["jump_out"]
    g.undo()
    assert not car(g).occupants_out
    assert Game.replay(log.parse(g.text())).state == g.state


def test_refusals_name_the_car_as_the_table_does_never_by_id():
    """Issue 22: a refusal names the car and its driver ("Sand Shark (Ann)"), never its id."""
    data = RULES.setup_dict("crash-tables", [{"id": "c-7", "design": SHARK, "driver": "Ann"}], played_on="2026-12-01")
    g = Game(RULES.setup_from_dict(data), ScriptedDice([6, 5, 3, 4]))
    refused: list[str] = []
    for action in ({"action": "move", "car": "c-7"}, {"action": "jump_out", "car": "c-7"},
                   {"action": "recover", "car": "c-7"}):
        with pytest.raises(IllegalAction) as caught:
            g.act(action)
        refused.append(str(caught.value))
    assert all("c-7" not in words and "Sand Shark (Ann)" in words for words in refused), refused


# --- a correction the players agree on (issue 22) ----------------------------------------------


def test_a_correction_sets_the_speed_the_table_has_even_out_of_control():
    g = game([5, 5, 6, 1, 1, 1, 1], speed=40)
    act(g, "lose_control", table=1, modifier=0)  # a spinout: set_speed is refused now
    act(g, "correct", what="speed", value=25)
    assert car(g).speed == 25 and car(g).control == "spinout"
    assert g.events[-1] == [{"event": "correction", "car": "shark", "what": "speed", "was": 40, "now": 25}]
    said = RULES.describe(g.lines[-1], g.events[-1], g.setup)
    assert said == "Correction: Sand Shark (Ann) is at 25 mph - was 40 mph"
    assert Game.replay(log.parse(g.text())).state == g.state
    g.undo()
    assert car(g).speed == 40


def test_a_correction_puts_a_spinning_or_rolling_car_back_in_control():
    g = game([5, 5, 6, 1, 1, 1, 1], speed=40)
    act(g, "lose_control", table=1, modifier=0)
    act(g, "correct", what="in_control")
    assert (car(g).control, car(g).spin, car(g).facing) == ("in control", None, 0)
    said = RULES.describe(g.lines[-1], g.events[-1], g.setup)
    assert said == "Correction: Sand Shark (Ann) is in control - was spinout"
    with pytest.raises(IllegalAction, match=r"control: Sand Shark \(Ann\) is in control already"):
        act(g, "correct", what="in_control")


@pytest.mark.parametrize(("fields", "problem"), [
    ({"what": "speed", "value": 33}, "value: must be 0 to"),
    ({"what": "in_control", "value": 5}, "value: not with what 'in_control'"),
])
def test_a_correction_the_rules_cannot_hold_is_refused(fields, problem):
    g = game()
    with pytest.raises(IllegalAction, match=problem):
        act(g, "correct", **fields)
    assert len(g.lines) == 1


def test_damage_past_a_sides_armour_in_a_roll_is_said_to_reach_the_interior_line_15():
    """Line 15: the occupants "may stay inside and hope that no damage reaches the interior"."""
    thin = vehicles.design_from_dict(RULES.design_to_dict(SHARK) | {"armour": {
        "front": 20, "back": 15, "left": 15, "right": 15, "top": 2, "bottom": 10}})
    data = RULES.setup_dict("crash-tables", [{"id": "shark", "design": thin, "driver": "Ann"}], played_on="2026-12-01")
    data["cars"][0]["speed"] = 40
    g = Game(RULES.setup_from_dict(data), ScriptedDice([6, 5, 3, 4]))
    act(g, "lose_control", table=1, modifier=0)
    g.answer("right")
    act(g, "move")  # onto its right: 3 of 15 armour
    assert "interior" not in " ".join(g.events[-1][0]["do"]) and "interior" not in g.events[-1][0]
    act(g, "next_phase")
    act(g, "move")  # onto its top: 4 against 2 armour
    event = g.events[-1][0]
    assert event["interior"] == 2
    assert "2 points reach the interior (the top armour, 2, is gone) with the occupants inside" in event["do"][0]
    assert "reach the interior" in RULES.describe(g.lines[-1], g.events[-1], g.setup)


@pytest.mark.parametrize(("faces", "answer", "control"), [
    ([5, 5, 6, 1, 1, 1, 1], None, "spinout"),
    ([6, 5, 3, 4, 5, 1, 2, 3, 4], "right", "rolling"),
])
def test_lose_control_is_refused_while_a_car_spins_or_rolls(faces, answer, control):
    g = game(faces, speed=40)
    act(g, "lose_control", table=1, modifier=0)
    if answer:
        g.answer(answer)
    assert car(g).control == control
    assert not RULES.allowed(g.state)["lose_control"]
    with pytest.raises(IllegalAction, match=f"is not in control \\({control}\\): it cannot lose control again"):
        act(g, "lose_control", table=1, modifier=0)
