"""A&A II as the game-night screen and `garage-cli play` see it (garage/rules/aa2/play/screen.py):
every action with a field per word of the log, the setup choices from options.toml, the odds
before a roll, and cards and a banner of plain [text, tone] lines."""

from __future__ import annotations

import json
from dataclasses import replace

from garage.rules import rulesets
from garage.rules.aa2.play.actions import HANDLERS
from garage.rules.aa2.play.setup import ENVIRONMENT, Options
from tests.rules.aa2.playkit import car, game

AA2 = rulesets.get("aa2")


def test_every_action_has_a_field_per_word_of_the_log():
    specs = {spec.name: spec for spec in AA2.action_specs()}
    assert list(specs) == list(HANDLERS)  # every action declared has its rule, and no rule is undeclared
    assert dict(AA2.actions) == {name: spec.help for name, spec in specs.items()}
    for spec in specs.values():
        assert spec.help and "&" in spec.menu_title
    assert [(f.name, f.required) for f in specs["attack"].fields] == [
        ("car", True), ("target", True), ("weapons", True), ("range", True), ("arc", True), ("rear60", False),
        ("at", False)]
    plot = {f.name: f for f in specs["plot"].fields}
    assert (plot["speed"].kind, plot["speed"].bounded_by, plot["nitro"].maximum) == ("int", "plot_now", 2)
    assert plot["clock"].kind == "choice" and plot["clock"].choices[0] == ("", "none written (12 o'clock)")
    attack = {f.name: f for f in specs["attack"].fields}
    assert [attack[n].kind for n in ("car", "target", "weapons", "range", "arc")] == \
        ["car", "target", "weapons", "number", "choice"]


def test_the_new_game_choices_are_the_options_of_the_text():
    form = AA2.setup_form()
    assert [c.key for c in form.options] == [k for k in Options.__dataclass_fields__ if k != "environment"]
    assert {c.key: c.default for c in form.options}["skids"] is True
    assert [c.key for c in form.option_groups[0].choices] == list(ENVIRONMENT)
    assert [c.key for c in form.scenarios] == ["deathmatch", "race", "team", "badlands-ambush"]
    assert form.navigator_option == "lady_navigators" and "race" in form.laps and form.defence_classes


def test_odds_and_what_the_rules_allow_come_from_the_game():
    g = game(car("A", weapons=(("Gun", "medium", "front"), ("Back", "light", "rear"))), car("B"))
    state = g.state
    allowed = AA2.allowed(state)
    assert allowed["plot"] and not allowed["moved"] and allowed["end_game"]
    (line,) = AA2.odds(state, {"action": "plot", "car": "a", "speed": 4})
    assert "needs no skid check" in line[0][0]
    lines = AA2.odds(state, {"action": "attack", "car": "a", "target": "b", "weapons": [0], "range": 10,
                             "arc": "front"})
    assert lines[0][0][0].startswith("2 dice") and lines[1][-1][1] == "strong"
    assert AA2.field_values(state, {"action": "attack", "car": "a", "arc": "rear"}, "weapons") == (1,)
    assert AA2.odds(state, {"action": "attack", "car": "a", "target": "b", "weapons": [0], "range": 99,
                            "arc": "front"})[0][0][0].endswith("out of range of a medium weapon")


def test_the_status_has_cards_and_a_banner_of_plain_lines_for_json():
    g = game(car("A"), car("B"))
    status = AA2.status(g.state)
    assert json.loads(json.dumps(status.to_dict()))["banner"][0] == ["Game-turn 1", "strong"]
    first = status.cars[0]
    assert first.crew == "Driver A" and first.extra["plot_now"] == first.extra["plot_range"]
    assert any("MAX" in text for line in first.card for text, _ in line)
    assert all(tone in rulesets.TONES for line in first.card for _, tone in line)
    assert status.ready["plot"] == ["a", "b"]
    assert AA2.status_text(status).startswith("Game-turn 1, plot phase")


def test_an_unnamed_drivers_card_says_so_not_the_cars_id():
    g = game(car("A"), car("B"))
    g.setup = replace(g.setup, entries=(replace(g.setup.entries[0], driver=""), g.setup.entries[1]))
    g.states[-1] = replace(g.state, setup=g.setup)
    card = AA2.status(g.state).card_of("a")
    assert card.crew == "unnamed driver" and card.name == "A"


def test_the_fields_an_option_brings_are_used_only_with_it_and_the_values_the_rules_allow():
    from garage.rules.aa2.play import allowed
    from garage.rules.ruleset import RuleSet

    plain, classic = game(car("A"), car("B")), game(car("A"), car("B"), classic_turning=True)
    assert not AA2.field_used(plain.state, "plot", "clock") and AA2.field_used(classic.state, "plot", "clock")
    no_skids = game(car("A"), car("B"), skids=False)
    assert AA2.field_used(plain.state, "turn", "drift") and not AA2.field_used(no_skids.state, "turn", "drift")
    assert not AA2.field_used(plain.state, "attack", "rear60") and AA2.field_used(plain.state, "plot", "speed")
    assert RuleSet.field_used(AA2, plain.state, "plot", "clock")  # the default: every field is used
    faces = AA2.field_values(classic.state, {"action": "plot", "car": "a"}, "clock")
    assert faces == allowed.clock_faces(classic.state, "a") and faces
    assert AA2.field_values(plain.state, {"action": "turn", "car": "a"}, "at") is None  # nobody moving yet
    assert AA2.field_values(plain.state, {"action": "turn", "car": "zz"}, "at") is None


def test_the_banner_names_the_mover_once_then_who_moves_after():
    """Issue 22: "order: Car A (Driver A) → Car B (Driver B) · Car A (Driver A) moves" named the mover twice."""
    from tests.rules.aa2.playkit import plot_all

    g = game(car("Car A"), car("Car B"))
    plot_all(g, {"a": 4, "b": 2})
    status = AA2.status(g.state)
    mover = status.name_of(g.state.order[0])
    banner = rulesets.plain(status.banner)
    assert banner.count(mover) == 1, banner
    assert f"{mover} moves, then {status.name_of(g.state.order[1])}" in banner, banner
