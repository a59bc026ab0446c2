"""A correction the players agree on at the table (the table and the app disagree): one action
in the log that sets what the table says, said as a correction, replayed exactly, undoable."""

import pytest

from garage.rules.play import Game, IllegalAction, log
from garage.rules.rulesets import get
from tests.rules.aa2.playkit import car, game, plot_all


def _replayed(g):
    return Game.replay(log.parse(g.text()))


def test_a_hit_the_app_missed_is_one_correction_of_the_hit_points_with_its_lines_crossed():
    g = game(car("Purple Haze"), car("Helga"))
    state = g.state
    total, per_line = state.car("b").hit_points, state.car("b").circles_per_line
    assert g.act({"action": "correct", "car": "b", "what": "hit_points", "value": total - per_line - 1}) is None
    helga = g.state.car("b")
    assert (helga.hp_left, helga.thresholds) == (total - per_line - 1, 1)  # no component rolls: the table says
    assert g.events[-1] == [{"event": "correction", "car": "b", "what": "hit_points",
                             "was": total, "now": total - per_line - 1}]
    said = get("aa2").describe(g.lines[-1], g.events[-1], g.setup)
    assert said == f"Correction: Helga (Driver B) has {total - per_line - 1} hit points left - was {total}"
    assert _replayed(g).state == g.state
    g.undo()
    assert g.state.car("b").hp_left == total


@pytest.mark.parametrize(("what", "value", "read"), [
    ("speed", 0, lambda c: c.speed), ("fires", 2, lambda c: len(c.fires)), ("rerolls", 0, lambda c: c.rerolls_left),
])
def test_speed_fires_and_rerolls_are_corrected_to_what_the_table_says(what, value, read):
    g = game(car(), car(), rerolls=2)
    line = {"action": "correct", "car": "a", "what": what}
    if value:
        line["value"] = value
    assert g.act(line) is None  # a value left out is 0, as the form leaves out a 0
    assert read(g.state.car("a")) == value and _replayed(g).state == g.state


def test_a_component_is_corrected_to_its_state_on_the_sheet():
    g = game(car(), car())
    g.act({"action": "correct", "car": "a", "what": "component", "component": "engine", "status": "damaged"})
    assert g.state.car("a").status("engine") == "damaged"
    said = get("aa2").describe(g.lines[-1], g.events[-1], g.setup)
    assert said == "Correction: Car (Driver A)'s Engine is damaged - was ok"
    assert _replayed(g).state == g.state


@pytest.mark.parametrize(("line", "problem"), [
    ({"what": "hit_points", "value": 0}, "value: hit points left are from 1 to"),
    ({"what": "hit_points", "value": 99}, "value: hit points left are from 1 to"),
    ({"what": "speed", "value": 3, "component": "engine"}, "component: only with what 'component'"),
    ({"what": "component", "component": "engine"}, "status: is missing"),
    ({"what": "component", "component": "driver", "status": "destroyed"}, "component: the driver"),
    ({"what": "component", "component": "engine", "status": "ok", "value": 2}, "value: not with what 'component'"),
    ({"what": "component", "component": "turret:0", "status": "ok"}, r"has no component 'turret:0'"),
    ({"what": "component", "component": "brakes", "status": "damaged"}, "status: Brakes"),
])
def test_a_correction_the_rules_cannot_hold_is_refused_in_one_line(line, problem):
    g = game(car(), car())
    with pytest.raises(IllegalAction, match=problem):
        g.act({"action": "correct", "car": "a", **line})
    assert len(g.lines) == 1


def test_a_correction_is_allowed_in_every_phase_but_not_once_the_game_is_over():
    g = game(car(), car())
    plot_all(g, {"a": 6, "b": 4})
    assert get("aa2").allowed(g.state)["correct"]
    g.act({"action": "correct", "car": "b", "what": "speed", "value": 5})
    assert g.state.car("b").speed == 5 and g.state.phase == "move"
    g.act({"action": "end_game"})
    assert not get("aa2").allowed(g.state)["correct"]
