"""Every row of the A&A II play tables against the rules text (sections 3-10)."""

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from garage.rules.aa2 import tables as t
from garage.rules.aa2.catalogue import load_catalogue
from garage.rules.aa2.tables import SCALES
from garage.rules.dice_expression import DiceExpression

# --- Section 7: dice by gun class and range ---------------------------------------------

@pytest.mark.parametrize("cls, rng, dice", [
    ("light", 0, 1), ("light", 12, 1), ("light", 12.5, None),
    ("flamethrower", 12, 1), ("flamethrower", 13, None),  # "attacks as a Light Gun"
    ("medium", 12, 2), ("medium", 13, 1), ("medium", 24, 1), ("medium", 24.1, None),
    ("heavy", 12, 3), ("heavy", 18, 2), ("heavy", 24, 2), ("heavy", 36, 1), ("heavy", 37, None),
])
def test_dice_by_class_and_range(cls, rng, dice):
    assert t.dice_for(cls, rng) == dice


@pytest.mark.parametrize("scale", SCALES)
def test_scale_multiplies_range_bands(scale):
    assert t.dice_for("medium", 12 * scale, scale) == 2
    assert t.dice_for("medium", 12 * scale + 1, scale) == 1
    assert t.dice_for("medium", 24 * scale, scale) == 1
    assert t.dice_for("medium", 24 * scale + 1, scale) is None
    assert t.max_range("heavy", scale) == 36 * scale


def test_bad_range_arguments():
    with pytest.raises(ValueError, match="class"):
        t.dice_for("laser", 5)
    with pytest.raises(ValueError, match="scale"):
        t.dice_for("light", 5, scale=4)
    with pytest.raises(ValueError, match="negative"):
        t.dice_for("light", -1)


# --- Section 7: target numbers by target speed ------------------------------------------

@pytest.mark.parametrize("speed, table", [
    (0, {4: 2, 5: 2, 6: 4}),
    (1, {4: 1, 5: 1, 6: 2}), (12, {4: 1, 5: 1, 6: 2}),
    (13, {5: 1, 6: 1}), (20, {5: 1, 6: 1}),
    (21, {6: 1}), (40, {6: 1}),
])
def test_hit_table_rows(speed, table):
    assert dict(t.hit_table(speed)) == table


@pytest.mark.parametrize("speed", [0, 5, 16, 30])
def test_airborne_targets_need_sixes(speed):
    # Section 6: "treated as travelling at 21\" or greater so require 6s to hit".
    assert dict(t.hit_table(speed, jumping=True)) == {6: 1}


def test_hit_table_is_immutable():
    with pytest.raises(TypeError):
        t.hit_table(0)[1] = 3


# --- Section 7: fires --------------------------------------------------------------------

def test_fire_table_without_extinguisher():
    table = t.fire_table(extinguisher=False)
    assert table.goes_out_on == (1, 2)
    assert dict(table.damage) == {3: 1, 4: 1, 5: 2, 6: 2}


def test_fire_table_with_extinguisher():
    table = t.fire_table(extinguisher=True)
    assert table.goes_out_on == (1, 2, 3, 4)
    assert dict(table.damage) == {5: 1, 6: 1}


# --- Section 8: loss of control ---------------------------------------------------------

@pytest.mark.parametrize("speed, dice", [(0, "d6"), (12, "d6"), (13, "d6+d3"), (20, "d6+d3"),
                                         (21, "2d6"), (35, "2d6")])
def test_loss_of_control_distance(speed, dice):
    assert str(t.loss_of_control_distance(speed)) == dice


def test_loss_of_control_distance_scales():
    assert t.loss_of_control_distance(5, scale=3).distribution() == \
        DiceExpression.parse("d6").distribution().times(3)


# --- Section 5: skids -------------------------------------------------------------------

def test_no_skid_check_at_12_or_less():
    assert t.skid_band(12) is None
    assert t.skid_band(0) is None


@pytest.mark.parametrize("speed, faces, light, medium, heavy", [
    (13, (6,), "lowest", "lowest", "lowest"), (18, (6,), "lowest", "lowest", "lowest"),
    (19, (5, 6), "lowest", "choice", "highest"), (24, (5, 6), "lowest", "choice", "highest"),
    (25, (4, 5, 6), "total", "total", "total"), (40, (4, 5, 6), "total", "total", "total"),
])
def test_skid_rows(speed, faces, light, medium, heavy):
    band = t.skid_band(speed)
    assert band.skids_on == faces
    assert (band.distance_rule("light"), band.distance_rule("medium"),
            band.distance_rule("heavy")) == (light, medium, heavy)


def test_hirsute_helgas_skid():
    # Light car at 20": a 5 skids; dice 3 and 4 -> lowest, 3"; 10" gone, 7" left.
    band = t.skid_band(20)
    assert 5 in band.skids_on
    skid = t.skid_distance(band.distance_rule("light"), (3, 4))
    assert skid == 3
    assert 20 - 10 - skid == 7


def test_skid_distance_rules():
    assert t.skid_distance("highest", (3, 4)) == 4
    assert t.skid_distance("total", (3, 4), scale=2) == 14
    assert t.skid_distance("choice", (3, 4), choice=4) == 4
    assert t.skid_distance("choice", (3, 4)) == 3  # RULINGS P14: no answer, the lower die
    with pytest.raises(ValueError):
        t.skid_distance("choice", (3, 4), choice=5)


def test_skid_doubles():
    assert t.skid_dice_outcome((6, 6)) == "loss_of_control"
    assert t.skid_dice_outcome((1, 1)) == "overturned"
    assert t.skid_dice_outcome((1, 6)) is None
    assert t.skid_dice_outcome((3, 3)) is None


# --- Section 6: jumps -------------------------------------------------------------------

def test_airborne_from_12():
    assert not t.jumps(11)
    assert t.jumps(12)


def test_virginia_dentata_jump():
    assert t.jump_distance(19, "medium") == 10  # 19 halved, rounded up
    assert 19 - 7 - t.jump_distance(19, "medium") == 2  # 2" left on the ground
    assert str(t.landing_damage(19, "medium")) == "d6"


def test_dogmeat_jump():
    assert t.jump_distance(16, "medium") == 8
    assert t.jump_distance(16, "medium") - (16 - 12) == 4  # carried into next turn


def test_heavy_jumps_a_quarter_rounded_up():
    assert t.jump_distance(16, "heavy") == 4
    assert t.jump_distance(17, "heavy") == 5
    assert t.jump_distance(17, "heavy", scale=2) == 10


def test_landing_damage_medium_and_heavy_only():
    # RULINGS P16: light cars never take landing damage.
    assert t.landing_damage(24, "light") is None
    assert t.landing_damage(17, "medium") is None
    assert str(t.landing_damage(18, "medium")) == "d6"
    assert str(t.landing_damage(18, "heavy")) == "d6"


# --- Section 4: collisions and hitting things --------------------------------------------

@pytest.mark.parametrize("weight, equipment, modifier", [
    ("light", (), -1), ("medium", (), 0), ("heavy", (), 1),
    ("medium", ("ramplates",), 1), ("medium", ("heavy-ramplates",), 2),
    ("light", ("heavy-ramplates",), 1), ("heavy", ("ramplates",), 2),
    ("medium", ("ramplates", "heavy-ramplates"), 2),  # RULINGS D6: only the better
    ("medium", ("nitro", "fire-extinguisher"), 0),
])
def test_collision_modifiers(weight, equipment, modifier):
    assert t.collision_modifier(weight, equipment) == modifier


def test_stationary_ram():
    rammer, target = t.stationary_ram()
    assert str(rammer.damage) == "d3" and rammer.stops and not rammer.loss_of_control
    assert str(target.damage) == "2d6" and not target.stops


def test_moving_collision():
    high, low = t.moving_collision()
    assert str(high.damage) == "d3" and high.stops and not high.loss_of_control
    assert str(low.damage) == "d6" and low.loss_of_control


def test_head_on_and_airborne_collisions():
    head_on = t.head_on_collision()
    assert str(head_on.damage) == "2d6" and head_on.loss_of_control
    airborne = t.airborne_collision()
    assert str(airborne.damage) == "d6" and airborne.loss_of_control


def test_driver_deaths():
    assert t.driver_killed_on() == (4, 5, 6)
    assert t.driver_killed_on("solid") == (4, 5, 6)
    assert t.driver_killed_on("pond") == ()
    assert t.driver_killed_on("toxic_pond") == (4, 5, 6)
    with pytest.raises(ValueError):
        t.driver_killed_on("cake")


@pytest.mark.parametrize("speed, damage", [(0, None), (8, None), (9, "d6"), (16, "d6"),
                                           (17, "d6+2"), (30, "d6+2")])
def test_race_barrier(speed, damage):
    result = t.race_barrier_damage(speed)
    assert (None if result is None else str(result)) == damage


# --- Section 9: dropped weapons ---------------------------------------------------------

def test_mines_by_weight():
    assert t.detonates_on("mines", "light") == (4, 5, 6)
    assert t.detonates_on("mines", "medium") == (3, 4, 5, 6)
    assert t.detonates_on("mines", "heavy") == (2, 3, 4, 5, 6)
    assert t.dropped_effect("mines")["damage"] == "2d6" and t.dropped_effect("mines")["removed"]
    assert t.detonates_on("oil", "light") is None


def test_oil_and_smoke():
    assert t.ignored_on("oil", "light") == (5, 6)
    assert t.ignored_on("oil", "medium") == ()
    assert t.ignored_on("oil", "heavy") == ()
    assert t.dropped_effect("oil")["credit_loss_of_control"]
    assert t.smoke_removed_on() == (6,)
    with pytest.raises(ValueError):
        t.dropped_effect("caltrops")


def test_every_template_kind_has_its_effect():
    assert set(load_catalogue().dropped) <= set(t.tables().raw["dropped_effects"])


def test_collisions_stop_and_halve_the_next_speed():
    assert t.collision_die() == 6
    assert t.moving_collision()[0].stops and t.stationary_ram()[0].stops
    assert (t.stopped_next_speed(7), t.stopped_next_speed(7, round_up=True)) == (3, 4)


def test_drop_distances_scale():
    assert t.drop_min_moved() == 3
    assert t.drop_min_moved(2) == 6
    assert t.template_size(3) == (9.0, 4.5)


# --- Section 3 and 8: speed numbers -------------------------------------------------------

def test_speed_rules():
    rules = t.speed_rules()
    assert rules["engine_damaged_max_divisor"] == 2
    assert rules["engine_destroyed_max_loss"] == 4
    assert rules["brakes_destroyed_dec"] == 2
    assert str(t.nitro_dice()) == "2d6"
    assert str(t.nitro_dice(scott=True)) == "4d6"


def test_turns_allowed_with_steering_damage():
    assert t.turns_allowed(2) == 2
    assert t.turns_allowed(2, "damaged") == 1
    assert t.turns_allowed(0, "damaged") == 0
    assert t.turns_allowed(3, "destroyed") == 0
    with pytest.raises(ValueError):
        t.turns_allowed(2, "wobbly")


def test_classic_clock_faces_with_steering_damage():
    # Appendix IV points 2 and 7: 9 to 3 o'clock; damaged steering loses 9 and 3, destroyed all.
    assert t.clock_faces() == (9, 10, 11, 12, 1, 2, 3) and t.straight_ahead() == 12
    assert t.clock_faces("damaged") == (10, 11, 12, 1, 2)
    assert t.clock_faces("destroyed") == (12,)
    with pytest.raises(ValueError):
        t.clock_faces("wobbly")


# --- Section 10: environmental conditions (the scenarios are in test_scenarios.py) ----------------------------------

def test_environmental_conditions():
    assert t.environment("artillery")["barrage"] == ((6, "d6"), (12, "d3"))
    assert t.environment("radiation")["within"] == 6
    assert t.environment("acid_storm")["storm_on"] == (6,)
    assert t.environment("night")["sight"] == "3d6"
    cloudburst = t.environment("cloudburst")
    assert (cloudburst["max_range"], cloudburst["dec_loss"]) == (12, 1)
    with pytest.raises(ValueError):
        t.environment("plague")


# --- Data integrity ---------------------------------------------------------------------

def test_broken_band_data_fails_loudly():
    combat = dict(t.tables().raw)
    combat["to_hit"] = combat["to_hit"][:2] + combat["to_hit"][3:]  # drop 13"-20"
    with pytest.raises(ValueError, match="to_hit"):
        t.build(combat)


@given(st.integers(0, 60), st.booleans())
def test_every_speed_has_exactly_one_row(speed, jumping):
    assert t.hit_band(speed, jumping) is not None
    assert t.loss_of_control_distance(speed).distribution().mean > 0
    band = t.skid_band(speed)
    assert (band is None) == (speed <= 12)


@given(st.sampled_from(["light", "medium", "heavy", "flamethrower"]),
       st.floats(0, 50, allow_nan=False), st.sampled_from(SCALES))
def test_dice_never_increase_with_range(cls, rng, scale):
    here, further = t.dice_for(cls, rng, scale), t.dice_for(cls, rng + 1, scale)
    assert (further or 0) <= (here or 0)


def test_expected_hits_fall_with_speed():
    means = [sum(Fraction(hp, 6) for hp in t.hit_table(s).values()) for s in (0, 5, 15, 25)]
    assert means == sorted(means, reverse=True)
