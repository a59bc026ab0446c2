"""The campaign's game result and the final-state summary."""

from dataclasses import replace

import pytest

from garage.rules.aa2.play.result import winner
from garage.rules.campaign import awards
from garage.rules.game_result import result_from_dict, result_to_dict
from garage.rules.play import SetupError, game_result, summary
from tests.rules.aa2.playkit import car, feed, game, plot_all, poke, poke_game


def written(state) -> dict:
    """The game result as the one writer writes it."""
    return result_to_dict(game_result(state))


def test_deathmatch_result_credits_the_kill_and_survival_per_p11():
    g = game(car(), car(), car())
    poke(g, "c", hp_lost=14, thresholds=2)
    plot_all(g, {"a": 6, "b": 4, "c": 2})
    feed(g, 4, 5)  # c destroyed; driver dies on 5
    g.act({"action": "attack", "car": "a", "target": "c", "weapons": [0], "range": 5, "arc": "front"})
    feed(g, 2)
    g.act({"action": "hit", "car": "b", "thing": "solid"})  # b survives its wreck
    assert g.state.over
    result = written(g.state)
    assert result["format"] == "axles-and-alloys-ii/game-result" and result["version"] == 1
    assert result["scenario"] == "deathmatch" and result["played_on"] == "2026-11-29"
    assert result["entries"] == [
        {"driver": "Driver A", "vehicle": "Car", "survived": True, "kills": ["Driver C"]},
        {"driver": "Driver B", "vehicle": "Car", "survived": True, "kills": []},
        {"driver": "Driver C", "vehicle": "Car", "survived": False, "kills": []},
    ]
    assert summary(g.state)["result"] == result


def test_race_result_has_variant_finish_and_position():
    g = game(car(), car(), car(), scenario="race", variant="to-the-finishline")
    for _ in range(3):
        g.act({"action": "lap", "car": "b"})
    for _ in range(3):
        g.act({"action": "lap", "car": "a"})
    plot_all(g, {"c": 5})
    feed(g, 1)
    g.act({"action": "hit", "car": "c", "thing": "solid"})
    assert g.state.over
    result = written(g.state)
    assert result["variant"] == "to-the-finishline"
    rows = {r["driver"]: (r["finished"], r["position"]) for r in result["entries"]}
    assert rows == {"Driver A": (True, 2), "Driver B": (True, 1), "Driver C": (False, None)}


def test_navigator_fields():
    design = car(navigator=True, equipment=["ejector-seat"])
    g = game(design, car(), navigators={"a": "Queen Bee"}, lady_navigators=True)
    g.act({"action": "eject", "car": "a"})
    g.act({"action": "end_game"})
    row = written(g.state)["entries"][0]
    assert row["navigator"] == "Queen Bee" and row["navigator_survived"] and row["navigator_ejected"]


def test_team_game_ends_when_one_team_is_left():
    g = game(car(), car(), car(), scenario="team", teams={"a": "red", "b": "red", "c": "not-red"})
    plot_all(g, {"a": 6, "b": 4, "c": 2})
    feed(g, 1)
    g.act({"action": "hit", "car": "c", "thing": "solid"})
    assert g.state.over
    summary_cars = summary(g.state)["cars"]
    assert summary_cars[2]["destroyed"] and summary_cars[2]["driver_status"] == "ok"


def test_banger_race_places_the_cars_still_rolling_by_laps():
    g = game(car(), car(), car(), scenario="race", variant="banger")
    g.act({"action": "lap", "car": "b"})
    g.act({"action": "lap", "car": "b"})
    g.act({"action": "lap", "car": "c"})
    g.act({"action": "end_game"})
    rows = [(r["driver"], r["finished"], r["position"]) for r in written(g.state)["entries"]]
    assert rows == [("Driver A", True, 3), ("Driver B", True, 1), ("Driver C", True, 2)]


def test_winners():
    g = game(car(), car(), car(), scenario="team", teams={"a": "red", "b": "red", "c": "not-red"})
    plot_all(g, {"a": 6, "b": 4, "c": 2})
    feed(g, 1)
    g.act({"action": "hit", "car": "c", "thing": "solid"})
    assert winner(g.state) == "red" and summary(g.state)["winner"] == "red"
    g = game(car(), car(), car(), scenario="badlands-ambush",
             teams={"a": "attacker", "b": "attacker", "c": "defender"})
    assert winner(g.state) == "defender"  # a draw goes to the defenders
    g.act({"action": "leave", "car": "c"})
    assert g.state.over and winner(g.state) == "attacker"


def test_a_team_race_is_won_by_the_winners_team_and_earns_as_a_team_game():
    # Section 10 (text line 181): "Any of the above scenarios can be played in team"; RULINGS
    # P10: a team game earns as a Deathmatch (docs/game-result-format.md: a team race is
    # recorded as `team`, with no places). Red: a; blue: b and c.
    g = game(car(), car(), car(), scenario="race", variant="to-the-finishline",
             teams={"a": "red", "b": "blue", "c": "blue"})
    for _ in range(3):
        g.act({"action": "lap", "car": "b"})
    assert not g.state.over  # red and blue are both still racing
    plot_all(g, {"a": 5, "c": 4})
    feed(g, 1)
    g.act({"action": "hit", "car": "a", "thing": "solid"})
    assert g.state.over  # only blue is left on the track
    assert winner(g.state) == "blue" and summary(g.state)["winner"] == "blue"
    assert summary(g.state)["teams"] == {"red": {"cars": ["a"], "in_play": []},
                                         "blue": {"cars": ["b", "c"], "in_play": ["c"]}}
    result = written(g.state)
    assert result["scenario"] == "team" and "variant" not in result
    assert all("position" not in row and "finished" not in row for row in result["entries"])
    recorded = result_from_dict(result)
    earned = {e.driver: [a.award for a in awards(recorded, e)] for e in recorded.entries}
    assert earned == {"Driver A": ["survived"], "Driver B": ["survived"], "Driver C": ["survived"]}


def test_a_team_race_with_nobody_past_the_line_goes_to_the_team_left():
    g = game(car(), car(), car(), scenario="race", variant="banger",
             teams={"a": "red", "b": "blue", "c": "blue"})
    plot_all(g, {"a": 5, "b": 4, "c": 3})
    feed(g, 1)
    g.act({"action": "hit", "car": "a", "thing": "solid"})
    assert g.state.over and winner(g.state) == "blue"


def test_a_team_ambush_ends_when_one_side_is_gone_and_earns_as_a_deathmatch():
    # Badlands Ambush "may be a two player game or a multi-player one": two cars a side.
    g = game(car(), car(), car(), car(), scenario="badlands-ambush",
             teams={"a": "attacker", "b": "attacker", "c": "defender", "d": "defender"})
    g.act({"action": "leave", "car": "c"})
    assert not g.state.over
    g.act({"action": "leave", "car": "d"})
    assert g.state.over and winner(g.state) == "attacker"
    assert summary(g.state)["points"] == {"attacker": 2, "defender": 0}
    recorded = result_from_dict(written(g.state))
    assert recorded.scenario == "badlands-ambush"
    assert [a.award for a in awards(recorded, recorded.entries[0])] == ["survived"]


def test_a_race_is_in_teams_only_with_a_team_for_every_car():
    with pytest.raises(SetupError, match="team for every car"):
        game(car(), car(), scenario="race", variant="banger", teams={"a": "red"})


def test_an_unnamed_driver_is_null_in_the_result_and_killed_by_vehicle_name():
    """RULINGS P12: an unnamed driver earns nothing and is never written to a campaign, so
    the result must say null (not the car's id, which a campaign would take for a name)."""
    g = game(car(), car("Wreck"), car("Target"))
    setup = g.setup
    g.setup = replace(setup, entries=tuple(replace(e, driver="") if e.id == "c" else e for e in setup.entries))
    poke_game(g, setup=g.setup)
    poke(g, "c", hp_lost=14, thresholds=2)
    plot_all(g, {"a": 6, "b": 4, "c": 2})
    feed(g, 4, 5)
    g.act({"action": "attack", "car": "a", "target": "c", "weapons": [0], "range": 5, "arc": "front"})
    feed(g, 2)
    g.act({"action": "hit", "car": "b", "thing": "solid"})
    result = game_result(g.state)
    assert result.entries[2].driver is None
    assert result.entries[0].kills == ("Target",)
    assert written(g.state)["entries"][2]["driver"] is None
