"""Every table row of rules/battle-cars-rules.txt, and its worked example, as a named case:
each test's id or docstring cites the line it checks."""

import pytest

from garage.rules.battle_cars.tables import HEAD_ON, REAR, SIDE, RamDice, tables

T = tables()


@pytest.mark.parametrize("surface, supercharger, expected", [
    pytest.param("road", False, 2, id="line 24: Max Acceleration on road 2"),
    pytest.param("grass", False, 1, id="line 24: Max Acceleration on grass 1"),
    pytest.param("road", True, 3, id="line 25: with Supercharger on road 3"),
    pytest.param("grass", True, 2, id="line 25: with Supercharger on grass 2"),
])
def test_acceleration(surface, supercharger, expected):
    assert T.max_acceleration(surface, ("supercharger",) if supercharger else ()) == expected


@pytest.mark.parametrize("surface, brakes, expected", [
    pytest.param("road", False, 3, id="line 26: Max Deceleration on road 3"),
    pytest.param("grass", False, 2, id="line 26: Max Deceleration on grass 2"),
    pytest.param("road", True, 4, id="line 27: with Power Brakes on road 4"),
    pytest.param("grass", True, 3, id="line 27: with Power Brakes on grass 3"),
])
def test_deceleration(surface, brakes, expected):
    assert T.max_deceleration(surface, ("power-brakes",) if brakes else ()) == expected


def test_equipment_of_the_other_kind_changes_nothing():
    """Lines 24-27: a Supercharger does not brake, Power Brakes do not accelerate."""
    assert T.max_acceleration("road", ("power-brakes", "auto-steer")) == 2
    assert T.max_deceleration("road", ("supercharger",)) == 3


@pytest.mark.parametrize("angle, surface, auto_steer, safe", [
    pytest.param(45, "road", False, 8, id="line 38: 45 road 8"),
    pytest.param(45, "grass", False, 4, id="line 38: 45 grass 4"),
    pytest.param(45, "road", True, 9, id="line 38: 45 road Auto-Steer 9"),
    pytest.param(45, "grass", True, 6, id="line 38: 45 grass Auto-Steer 6"),
    pytest.param(90, "road", False, 4, id="line 39: 90 road 4"),
    pytest.param(90, "grass", False, 2, id="line 39: 90 grass 2"),
    pytest.param(90, "road", True, 6, id="line 39: 90 road Auto-Steer 6"),
    pytest.param(90, "grass", True, 3, id="line 39: 90 grass Auto-Steer 3"),
    pytest.param(135, "road", False, 2, id="line 40: 135 road 2"),
    pytest.param(135, "grass", False, 1, id="line 40: 135 grass 1"),
    pytest.param(135, "road", True, 3, id="line 40: 135 road Auto-Steer 3"),
    pytest.param(135, "grass", True, 2, id="line 40: 135 grass Auto-Steer 2"),
])
def test_safe_cornering_speeds(angle, surface, auto_steer, safe):
    assert T.safe_speed(angle, surface, auto_steer) == safe
    # Line 35: "Any speed greater than these must test to see if it Skids"; line 48: SD = the excess.
    assert T.cornering_sd(safe, angle, surface, auto_steer) == 0
    assert T.cornering_sd(safe + 3, angle, surface, auto_steer) == 3


@pytest.mark.parametrize("marker, speed, sd", [
    pytest.param("oil", 9, 5, id="line 49: Oil=5 or Speed, fast: 5"),
    pytest.param("oil", 3, 3, id="line 49: Oil=5 or Speed, slow: the speed"),
    pytest.param("smoke", 9, 2, id="line 49: Smoke-2 or Speed, fast: 2"),
    pytest.param("smoke", 1, 1, id="line 49: Smoke-2 or Speed, slow: the speed"),
    pytest.param("spikes", 6, 2, id="line 49: Spikes=2 or Speed, fast: 2"),
    pytest.param("spikes", 1, 1, id="line 49: Spikes=2 or Speed, slow: the speed"),
    pytest.param("oil", 0, 0, id="line 49: a car standing still does not skid"),
])
def test_marker_speed_difference_is_whichever_is_lower(marker, speed, sd):
    assert T.marker_speed_difference(marker, speed) == sd


@pytest.mark.parametrize("sd, most, tyre_damage", [
    pytest.param(1, 0, 0, id="lines 53-57: SD 1 drifts 0, tyres 0"),
    pytest.param(2, 1, 0, id="lines 53-57: SD 2 drifts 0-1, tyres 0"),
    pytest.param(3, 2, 0, id="lines 53-57: SD 3 drifts 0-2, tyres 0"),
    pytest.param(4, 3, 0, id="lines 53-57: SD 4 drifts 0-3, tyres 0"),
    pytest.param(5, 4, 1, id="lines 53-57: SD 5 drifts 0-4, tyres 1"),
    pytest.param(6, 5, 1, id="lines 53-57: SD 6 drifts 0-5, tyres 1"),
    pytest.param(7, 6, 2, id="lines 53-57: SD 7 drifts 0-6, tyres 2"),
    pytest.param(8, 7, 2, id="lines 53-57: SD 8 drifts 0-7, tyres 2"),
])
def test_drift_table_rows(sd, most, tyre_damage):
    assert T.most_drift(sd) == most
    distances = {T.drift(sd, roll if most else None).distance for roll in range(1, 9)}
    assert distances == set(range(most + 1))  # one die gives every distance of the row, and no other
    assert T.drift(sd, 8 if most else None).distance == most
    assert T.drift(sd, 1 if most else None).tyre_damage == tyre_damage


def test_an_sd_above_the_table_reads_its_last_row():
    """Line 53: the table stops at SD 8; a faster skid reads that row."""
    assert T.most_drift(12) == 7 and T.drift(12, 8).tyre_damage == 2


def test_the_worked_example_read_by_the_table():
    """Line 52 against lines 53-56: with one die and an SD of 3 the table gives a drift of
    0-2: a roll of 8 gives 2, 6 or less gives 0 (RULINGS: follow the table)."""
    assert [T.drift(3, roll).distance for roll in range(1, 9)] == [0, 0, 0, 0, 0, 0, 1, 2]


def test_the_worked_example_as_the_option_reads_it():
    """Line 52: "using one dice with an SD of 3 a roll of 8 gives drift of 3; a roll of 5 or
    less gives 0" (the option drift-as-example)."""
    assert T.drift(3, 8, as_example=True).distance == 3
    assert [T.drift(3, roll, as_example=True).distance for roll in range(1, 6)] == [0] * 5
    assert T.drift(3, 6, as_example=True).distance == 1


@pytest.mark.parametrize("rv, text, lowest, highest", [
    pytest.param(1, "1d-2", 0, 6, id="lines 71-72: RV1 1d-2, 0-6"),
    pytest.param(2, "1d-1", 0, 7, id="lines 71-72: RV2 1d-1, 0-7"),
    pytest.param(3, "1d", 1, 8, id="lines 71-72: RV3 1d, 1-8"),
    pytest.param(4, "1d+1", 2, 9, id="lines 71-72: RV4 1d+1, 2-9"),
    pytest.param(5, "1d+2", 3, 10, id="lines 71-72: RV5 1d+2, 3-10"),
    pytest.param(6, "1d+3", 4, 11, id="lines 71-72: RV6 1d+3, 4-11"),
    pytest.param(7, "1d+4", 5, 12, id="lines 71-72: RV7 1d+4, 5-12"),
    pytest.param(8, "2d", 2, 16, id="lines 71-72: RV8 2d, 2-16"),
    pytest.param(9, "2d+1", 3, 17, id="lines 71-72: RV9 2d+1, 3-17"),
])
def test_ram_damage_by_relative_velocity_on_eight_sided_dice(rv, text, lowest, highest):
    dice = T.ram_damage_dice(rv)
    assert str(dice) == text and dice.sides == 8
    assert (dice.lowest, dice.highest) == (lowest, highest)
    faces = [(f,) for f in range(1, 9)] if dice.count == 1 else [(a, b) for a in range(1, 9) for b in range(1, 9)]
    assert {dice.value(f) for f in faces} == set(range(lowest, highest + 1))


def test_ram_damage_never_goes_below_zero():
    """Line 71: RV1's 1d-2 runs 0-6: a roll of 1 is 0 damage, not -1."""
    assert T.ram_damage_dice(1).value((1,)) == 0 and T.ram_damage_dice(2).value((1,)) == 0


def test_an_rv_above_the_table_reads_its_last_column():
    assert T.ram_damage_dice(14) == T.ram_damage_dice(9)


@pytest.mark.parametrize("how, expected", [
    pytest.param(HEAD_ON, (7, 7), id="line 70: Head On Ram: both take full damage"),
    pytest.param(SIDE, (7, 3), id="line 70: Side Ram: target full damage, rammer half"),
    pytest.param(REAR, (7, 3), id="line 70: Up the Rear: target full damage, rammer half"),
])
def test_who_takes_the_ram_damage(how, expected):
    assert T.ram_damage(how, 7) == expected


def test_pedestrians():
    """Line 83: speed 2 on all surfaces; line 85: through Oil, Spikes, Mines and Smoke; line 87:
    into Trees, Buildings and Wrecks."""
    assert T.pedestrian_speed == 2
    assert set(T.pedestrian_passes) == {"oil", "spikes", "mines", "smoke"}
    assert set(T.pedestrian_enters) == {"tree", "building", "wreck"}


def test_crash_damage_to_the_obstruction():
    """Line 63: the obstruction takes 1 point of damage."""
    assert T.obstruction_damage == 1 and set(T.obstructions) == {"tree", "building", "wreck"}


def test_ram_dice_parse_and_refuse():
    assert RamDice.parse("2d+1", 8) == RamDice(2, 1, 8)
    with pytest.raises(ValueError):
        RamDice.parse("d6+x", 8)
    with pytest.raises(ValueError):
        T.ram_damage_dice(0)
    with pytest.raises(ValueError):
        T.safe_speed(60, "road", False)
    with pytest.raises(ValueError):
        T.max_acceleration("ice", ())
