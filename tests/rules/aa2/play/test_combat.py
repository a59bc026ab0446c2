"""Section 7 through the engine: weapons in arc and range, dice by class and band, target
numbers by speed, flamethrowers and fires, and who may attack when."""

import pytest

from garage.rules.play import IllegalAction
from tests.rules.aa2.playkit import car, events, feed, game, plot_all, poke, poke_game


def duel(attacker=None, target=None, speeds=(6, 4), env_dice=(), **options):
    g = game(attacker or car(), target or car(), **options)
    for car_id, speed in zip("ab", speeds):
        poke(g, car_id, speed=speed)
    plot_all(g, dict(zip("ab", speeds)), dice=env_dice)
    return g


def shoot(g, dice, weapons=(0,), range_=6, arc="front", car_id="a", target="b", **extra):
    feed(g, *dice)
    return g.act({"action": "attack", "car": car_id, "target": target, "weapons": list(weapons),
                  "range": range_, "arc": arc, **extra})


@pytest.mark.parametrize("speed, faces, dealt", [
    (0, (4, 5, 6), {4: 2, 5: 2, 6: 4}),
    (8, (3, 4, 6), {3: 0, 4: 1, 6: 2}),
    (15, (4, 5, 6), {4: 0, 5: 1, 6: 1}),
    (21, (5, 6), {5: 0, 6: 1}),
])
def test_target_numbers_by_plotted_speed(speed, faces, dealt):
    for face in faces:
        g = duel(speeds=(6, speed) if speed else (6, 0))
        shoot(g, [face])
        assert g.state.car("b").hp_lost == dealt[face]


def test_nitro_counts_in_the_target_speed():
    g = duel(target=car(equipment=["nitro"]), speeds=(6, 10))
    poke(g, "b", nitro=5)  # 15": 4s miss
    shoot(g, [4])
    assert g.state.car("b").hp_lost == 0


def test_dice_by_class_and_range_band():
    g = duel(attacker=car(weapons=(("Rockets", "medium", "front"),)))
    shoot(g, [6, 6], range_=12)
    assert g.state.car("b").hp_lost == 4
    g = duel(attacker=car(weapons=(("Rockets", "medium", "front"),)))
    shoot(g, [6], range_=20)
    assert g.state.car("b").hp_lost == 2
    g = duel()
    with pytest.raises(IllegalAction, match="out of range"):
        shoot(g, [], range_=13)


def test_any_or_all_weapons_in_one_attack_once_a_turn():
    g = duel(attacker=car(weapons=(("MG", "light", "front"), ("MG", "light", "front"), ("Bow", "light", "rear"))))
    with pytest.raises(IllegalAction, match="cannot fire into the front"):
        shoot(g, [], weapons=(0, 2))
    shoot(g, [4, 6], weapons=(0, 1))
    assert g.state.car("b").hp_lost == 3
    with pytest.raises(IllegalAction, match="already attacked"):
        shoot(g, [6], weapons=(0,))


def test_turret_fires_any_arc_unless_rear_60_option():
    turret = car(weapons=(("MG", "light", "turret"),))
    g = duel(attacker=turret)
    shoot(g, [4], arc="rear", rear60=True)
    assert g.state.car("b").hp_lost == 1
    g = duel(attacker=turret, turret_rear_60=True)
    with pytest.raises(IllegalAction):
        shoot(g, [4], arc="rear", rear60=True)
    shoot(g, [4], arc="rear")


def test_destroyed_weapon_or_turret_cannot_fire():
    g = duel(attacker=car(weapons=(("MG", "light", "turret"),)))
    poke(g, "a", components=g.state.car("a").with_status("turret", "destroyed").components)
    with pytest.raises(IllegalAction, match="turret"):
        shoot(g, [4])


def test_flamethrower_fire_burns_at_end_of_turn_and_kills_for_the_shooter():
    g = duel(attacker=car(weapons=(("Flamer", "flamethrower", "front"),)), speeds=(6, 0))
    shoot(g, [4])  # 2 hit points and a fire
    b = g.state.car("b")
    assert b.hp_lost == 2 and b.fires == ("a",)
    g.act({"action": "moved", "car": "a"})
    g.act({"action": "moved", "car": "b"})
    poke(g, "b", hp_lost=14, thresholds=2)
    feed(g, 3, 6)  # fire burns for 1: 15 lost, destroyed; driver dies on 6
    g.act({"action": "end_turn"})
    b = g.state.car("b")
    assert b.destroyed and b.killed_by == "a" and not b.driver_alive
    assert g.state.over


def test_a_miss_starts_no_fire():
    g = duel(attacker=car(weapons=(("Flamer", "flamethrower", "front"),)), speeds=(6, 0))
    shoot(g, [2])
    assert g.state.car("b").fires == ()


def fire_rolls(target, faces, fires=("a",), **options):
    g = duel(target=target, **options)
    poke(g, "b", fires=fires)
    g.act({"action": "moved", "car": "a"})
    g.act({"action": "moved", "car": "b"})
    feed(g, *faces)
    g.act({"action": "end_turn"})
    return g.state.car("b")


def test_fire_table_without_and_with_extinguisher():
    assert fire_rolls(car(), [2]).fires == ()
    b = fire_rolls(car(), [4])
    assert b.fires == ("a",) and b.hp_lost == 1
    assert fire_rolls(car(), [5]).hp_lost == 2
    assert fire_rolls(car(equipment=["fire-extinguisher"]), [4]).fires == ()
    b = fire_rolls(car(equipment=["fire-extinguisher"]), [6])
    assert b.hp_lost == 1


def test_each_fire_rolled_separately():
    b = fire_rolls(car(), [1, 5, 3], fires=("a", "a", "a"))
    assert b.fires == ("a", "a") and b.hp_lost == 3


def test_a_lady_navigator_counts_as_an_extinguisher():
    b = fire_rolls(car(navigator=True), [4], navigators={"b": "Queen Bee"}, lady_navigators=True)
    assert b.fires == ()


def test_one_lap_truce_in_races():
    g = game(car(), car(), scenario="race", variant="to-the-finishline")
    plot_all(g, {"a": 5, "b": 4})
    with pytest.raises(IllegalAction, match="One Lap Truce"):
        shoot(g, [4])
    g.act({"action": "lap", "car": "a"})
    shoot(g, [4])


def test_swords_before_guns():
    g = duel(swords_shields_deathsheads=True)
    with pytest.raises(IllegalAction, match="Sword"):
        shoot(g, [4])
    g.act({"action": "pickup", "car": "a", "token": "sword"})
    shoot(g, [4])


def test_darkness_can_stop_the_firing_and_it_still_counts():
    g = duel(environment=("night",), env_dice=[1])
    poke_game(g, dark=True)
    shoot(g, [1, 1, 2], range_=6)  # 3d6 = 4 < 6": no firing
    assert events(g, "attack")[0]["fired"] is False and g.state.car("a").attacked


def test_cloudburst_limits_range_to_12():
    g = duel(attacker=car(weapons=(("Rockets", "medium", "front"),)), environment=("cloudburst",), env_dice=[1])
    poke_game(g, cloudburst=True)
    with pytest.raises(IllegalAction, match="cloudburst"):
        shoot(g, [6], range_=13)


def test_after_movement_attacks_are_simultaneous():
    g = duel(speeds=(6, 0))
    g.act({"action": "moved", "car": "a"})
    g.act({"action": "moved", "car": "b"})
    assert g.state.phase == "fire"
    poke(g, "b", hp_lost=14, thresholds=2)
    shoot(g, [4, 2])  # b destroyed (driver lives on 2)...
    assert g.state.car("b").destroyed and not g.state.over
    # ...yet fires back in the same simultaneous phase; the game is over when the turn ends.
    shoot(g, [6], car_id="b", target="a")
    assert g.state.car("a").hp_lost == 2
    g.act({"action": "end_turn"})
    assert g.state.over


def test_attacking_a_stalled_car_treats_it_as_stationary():
    g = duel(speeds=(6, 4))
    poke(g, "b", misses_turn=1)
    shoot(g, [4])
    assert g.state.car("b").hp_lost == 2


@pytest.mark.parametrize("driver_kill_is_kill", [True, False])
def test_in_the_simultaneous_attacks_a_car_fires_back_with_what_it_had(driver_kill_is_kill):
    g = duel(speeds=(6, 0), driver_kill_is_kill=driver_kill_is_kill)
    g.act({"action": "moved", "car": "a"})
    g.act({"action": "moved", "car": "b"})
    poke(g, "b", hp_lost=4)
    # a's 4 does 2 at 0": line 1; b's driver lost on 6 (a loss of control: scatter 1, d6 1),
    # then its gun lost on 6
    shoot(g, [4, 1, 1, 1, 1, 6, 1, 1, 6])
    b = g.state.car("b")
    assert not b.driver_alive and b.status("weapon:0") == "destroyed" and b.out.startswith("driver killed")
    assert (g.state.car("a").kills == ("b",)) is driver_kill_is_kill
    assert (b.killed_by == "a") is driver_kill_is_kill
    shoot(g, [6], car_id="b", target="a")  # the shots were simultaneous: b's gun still fired
    assert g.state.car("a").hp_lost == 2
    with pytest.raises(IllegalAction, match="already attacked"):
        shoot(g, [6], car_id="b", target="a")
    g.act({"action": "end_turn"})
    assert g.state.over


def test_a_car_knocked_out_during_movement_does_not_join_the_simultaneous_attacks():
    g = duel(speeds=(6, 4))
    poke(g, "b", hp_lost=14, thresholds=2)
    shoot(g, [4, 1])  # during movement: b destroyed, driver lives
    assert g.state.car("b").destroyed and g.state.over
    g = game(car(), car(), car())
    plot_all(g, {"a": 6, "b": 4, "c": 2})
    feed(g, 1)
    g.act({"action": "hit", "car": "b", "thing": "solid"})  # b crashes while a and c still race
    for car_id in g.state.order:
        g.act({"action": "moved", "car": car_id})
    assert g.state.phase == "fire" and [c for c, _ in g.state.armed] == ["a", "c"]
    with pytest.raises(IllegalAction, match="out of the game"):
        shoot(g, [6], car_id="b", target="a")
