"""Fixed defences (section 7, RULINGS D5): heavy guns of the scenario that fire at cars;
with hit points given by the scenario, cars can silence them."""

import pytest

from garage.rules.aa2.play.setup import Defence, setup_from_dict
from garage.rules.play import Entry, Game, IllegalAction, ScriptedDice, Setup, SetupError, log, summary
from tests.rules.aa2.playkit import car, events, feed, plot_all, poke

TOWER = Defence("tower", "heavy", "TOW emplacement")


def fort(*defences, rerolls=0, speeds=(6, 8)):
    setup = Setup("deathmatch", (Entry("a", car(), rerolls=rerolls), Entry("b", car(), rerolls=rerolls)),
                  defences=defences or (TOWER,))
    g = Game(setup, ScriptedDice([]))
    plot_all(g, dict(zip("ab", speeds)))  # both enter at 6"
    return g


def fire(g, dice, target="b", range_=10, defence="tower"):
    feed(g, *dice)
    return g.act({"action": "defence", "defence": defence, "target": target, "range": range_})


def test_the_setup_reads_and_writes_defences_and_leaves_the_key_out_without_them():
    data = Setup("deathmatch", (Entry("a", car()), Entry("b", car())), defences=(TOWER,)).as_dict()
    assert data["defences"] == [{"id": "tower", "class": "heavy", "name": "TOW emplacement"}]
    assert setup_from_dict(data).defences == (TOWER,)
    assert "defences" not in Setup("deathmatch", (Entry("a", car()), Entry("b", car()))).as_dict()


@pytest.mark.parametrize("defence, problem", [
    ({"id": "a"}, "defences\\[0\\].id: 'a' already names"),
    ({"id": "gun", "class": "flamethrower"}, "defences\\[0\\].class"),
    ({"id": "gun", "hit_points": 0}, "defences\\[0\\].hit_points"),
    ({"id": "gun", "hit_points": "x"}, "defences\\[0\\].hit_points"),
    ({"class": "heavy"}, "defences\\[0\\].id: is missing"),
])
def test_bad_defences_name_the_field(defence, problem):
    data = Setup("deathmatch", (Entry("a", car()), Entry("b", car()))).as_dict() | {"defences": [defence]}
    with pytest.raises(SetupError, match=problem):
        setup_from_dict(data)


@pytest.mark.parametrize("range_, dice", [(12, 3), (24, 2), (36, 1)])
def test_heavy_range_dice(range_, dice):
    g = fort()
    fire(g, [6] * dice + [1] * 6, range_=range_)  # and a line's checks, all safe
    assert g.state.car("b").hp_lost == 2 * dice  # 8": 6s do 2


def test_out_of_range_once_a_turn_and_again_next_turn():
    g = fort()
    with pytest.raises(IllegalAction, match="out of range"):
        fire(g, [], range_=37)
    fire(g, [1, 1, 1])
    with pytest.raises(IllegalAction, match="already fired"):
        fire(g, [6])
    g.act({"action": "moved", "car": "b"})
    g.act({"action": "moved", "car": "a"})
    g.act({"action": "end_turn"})
    plot_all(g, {"a": 6, "b": 8})
    fire(g, [5, 1, 1])
    assert g.state.car("b").hp_lost == 1


def test_no_rerolls_and_nobodys_kill():
    g = fort(rerolls=2)
    poke(g, "b", hp_lost=14, thresholds=2)
    request = fire(g, [1, 1, 4, 5])  # the gun's dice are nobody's; the driver's 4-6 is his own
    assert request.purpose.startswith("The driver may spend a reroll (2 left) on the 5: driver survives the wreck")
    g.answer("none")
    b = g.state.car("b")
    assert b.destroyed and b.killed_by is None and g.state.car("a").kills == ()
    assert [i.get("decide") for i in g.lines[-1]["inputs"]] == [None, None, None, None, "reroll"]


def test_a_defence_without_hit_points_cannot_be_attacked():
    g = fort()
    feed(g, 6)
    with pytest.raises(IllegalAction, match="cannot be knocked out"):
        g.act({"action": "attack", "car": "a", "target": "tower", "weapons": [0], "range": 6, "arc": "front"})


def test_cars_silence_a_defence_with_hit_points_as_a_stationary_target():
    g = fort(Defence("nest", "light", "MG nest", hit_points=3))
    feed(g, 4)  # 0": a 4 does 2
    g.act({"action": "attack", "car": "a", "target": "nest", "weapons": [0], "range": 6, "arc": "front"})
    assert summary(g.state)["defences"][0]["hp_lost"] == 2
    feed(g, 6)
    g.act({"action": "attack", "car": "b", "target": "nest", "weapons": [0], "range": 6, "arc": "front"})
    assert events(g, "silenced") == [{"event": "silenced", "defence": "nest"}]
    assert summary(g.state)["defences"][0]["hp_lost"] == 3
    with pytest.raises(IllegalAction, match="silenced"):
        fire(g, [6], defence="nest")
    assert Game.replay(log.parse(g.text())).state == g.state
