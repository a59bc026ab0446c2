"""The crash tables resolved from dice: every row of both tables and the text's worked
example as a case naming its line of car-wars-compendium-2e-crash-tables.txt."""

from fractions import Fraction

import pytest

from garage.rules.car_wars.crash import END_OVER_END, ROLL_FIRST, VAULT_ON, resolve
from garage.rules.car_wars.tables import crash_tables
from garage.rules.play.dice import ScriptedDice
from garage.rules.play.inputs import Inputs, NeedInput

TEXT = "car-wars-compendium-2e-crash-tables.txt"
CORNERS = ("front left", "front right", "back left", "back right")


def roll(table, modifier, faces, decisions=(), **kw):
    """Resolve with scripted dice and, in order, the decisions the result asks for."""
    decisions = list(decisions)

    def decide(request):  # a player answering as asked (Inputs is compiled: no subclass of it here)
        asked, value = decisions.pop(0)
        assert asked == request.question and value in request.options
        return value

    crash = resolve(table, modifier, Inputs([], ScriptedDice(faces), answer=decide), **kw)
    assert not decisions, "a decision was not asked"
    return crash


@pytest.mark.parametrize("dice, modifier, key, line", [
    ((1, 1), -3, "trivial-skid", 10), ((1, 1), 0, "trivial-skid", 10),
    ((1, 2), 0, "minor-skid", 11), ((2, 2), 0, "minor-skid", 11),
    ((2, 3), 0, "moderate-skid", 12), ((3, 3), 0, "moderate-skid", 12),
    ((3, 4), 0, "severe-skid", 13), ((4, 4), 0, "severe-skid", 13),
])
def test_crash_table_1_skids(dice, modifier, key, line):
    crash = roll(1, modifier, dice)
    step = crash.final
    assert step.row.key == key and step.row.line == line and step.row.where == f"{TEXT} line {line}"


def test_trivial_skid_line_10():
    """line 10: same orientation, 1/4" (printed 2/4") in the old direction; *: -3."""
    crash = roll(1, 0, (1, 1))
    assert crash.final.row.skid == Fraction(1, 4) and crash.final.row.speed_lost == 0
    assert crash.penalty.key == "*" and crash.penalty.to_hit == -3 and crash.penalty.line == 26
    assert any("Skid 1/4\"" in line for line in crash.instructions())


def test_minor_skid_line_11_and_the_worked_example_of_line_4():
    """line 4: "The driver rolls a 4 for a Minor Skid. He loses 5 mph"; line 11: 1/2", -5 mph, **."""
    crash = roll(1, 0, (1, 3))
    assert crash.final.total == 4 and crash.final.row.name == "Minor skid"
    assert crash.final.row.speed_lost == 5 and crash.final.row.skid == Fraction(1, 2)
    assert crash.penalty.key == "**" and crash.penalty.to_hit == -6 and crash.penalty.line == 27


def test_moderate_skid_line_12():
    row = roll(1, 0, (2, 4)).final.row
    assert (row.skid, row.speed_lost, row.tyre_damage, row.next_move, row.penalty) == \
        (Fraction(3, 4), 10, 1, "trivial-skid", "**")


def test_severe_skid_line_13():
    """line 13: 1", 2 points each tyre, -20 mph (printed "naph"), a minor skid next move, ***."""
    crash = roll(1, 0, (4, 3))
    row = crash.final.row
    assert (row.skid, row.speed_lost, row.tyre_damage, row.next_move) == (Fraction(1), 20, 2, "minor-skid")
    assert crash.penalty.no_fire and crash.penalty.line == 28
    assert "On its next move it makes a minor skid." in " ".join(crash.instructions())


def test_spinout_line_14_rolls_direction_and_1d_per_tyre():
    """line 14: rotate 90 and 1" a phase, random direction, each tyre 1d (printed "Id")."""
    crash = roll(1, 0, (5, 4, 5, 1, 2, 3, 4))
    step = crash.final
    assert step.row.key == "spinout" and step.row.line == 14
    assert step.spin == "right"  # 5: right (1-3 left)
    assert step.tyre_damage == tuple(zip(CORNERS, (1, 2, 3, 4)))
    assert (step.row.spin_degrees, step.row.move_per_phase, step.row.slowdown_per_turn) == (90, 1, 20)
    assert crash.penalty.key == "***"


def test_spinout_of_a_cycle_damages_its_two_tyres():
    step = roll(1, 0, (5, 5, 2, 6, 6), tyres=("front", "back")).final
    assert step.spin == "left" and step.tyre_damage == (("front", 6), ("back", 6))


@pytest.mark.parametrize("first, order", [("left", ("left", "top", "right", "bottom")),
                                          ("right", ("right", "top", "left", "bottom"))])
def test_roll_line_15_quarter_by_quarter(first, order):
    """line 15: side, top, other side, bottom; 1d to each; -20 mph a turn; ***."""
    crash = roll(1, 0, (5, 6), [(ROLL_FIRST, first)])
    step = crash.final
    assert step.row.key == "roll" and step.roll_sides == order and step.burning_die is None
    assert step.row.side_dice == 1 and crash.penalty.key == "***"


@pytest.mark.parametrize("face, burning", [(1, False), (3, False), (4, True), (6, True)])
def test_burning_roll_line_16(face, burning):
    """line 16: as above, burning on 4, 5 or 6 on one die."""
    step = roll(1, 1, (6, 6, face), [(ROLL_FIRST, "left")]).final
    assert step.row.key == "burning-roll" and step.row.line == 16
    assert step.burning is burning and step.roll_sides == ("left", "top", "right", "bottom")


@pytest.mark.parametrize("flight, landing, then", [
    (1, "top", ("left", "bottom", "right", "top")),
    (2, "bottom", ("right", "top", "left", "bottom")),
    (5, "top", ("left", "bottom", "right", "top")),
])
def test_vault_line_17_sideways(flight, landing, then):
    """line 17: 3d to each vaulting tyre, 1d inches of flight, two sides an inch, collision at
    the initial speed, 1 point to every occupant, then rolls as result 11."""
    faces = (6, 6) + (1, 2, 3) + (4, 5, 6) + (flight,)
    crash = roll(1, 3, faces, [(VAULT_ON, "left"), (END_OVER_END, "no")], speed=45)
    step = crash.final
    assert step.row.key == "vault" and step.total == 15
    assert step.vault.tyre_damage == (("front left", 6), ("back left", 15))
    assert (step.vault.flight, step.vault.landing, step.vault.collision_speed) == (flight, landing, 45)
    assert step.roll_sides == then and step.row.occupant_damage == 1
    assert "every occupant takes 1 point" in " ".join(crash.instructions())


def test_vault_end_over_end_after_a_tight_bend():
    step = roll(1, 13, (1, 1, 1, 1, 1, 2, 2, 2, 3), [(VAULT_ON, "front"), (END_OVER_END, "yes")]).final
    assert step.vault.tyre_damage == (("front left", 3), ("front right", 6))
    assert step.vault.end_over_end and step.vault.landing == "top"
    assert step.roll_sides == ("back", "bottom", "front", "top")


@pytest.mark.parametrize("dice, modifier, key, line, squares, penalty", [
    ((1, 1), -5, "minor-fishtail", 20, 1, "*"), ((2, 2), 0, "minor-fishtail", 20, 1, "*"),
    ((2, 3), 0, "major-fishtail", 21, 2, "**"), ((4, 4), 0, "major-fishtail", 21, 2, "**"),
])
def test_crash_table_2_fishtails(dice, modifier, key, line, squares, penalty):
    crash = roll(2, modifier, dice + (6,))
    step = crash.final
    assert (step.row.key, step.row.line, sum(step.row.fishtail_squares)) == (key, line, squares)
    assert step.fishtail == "right" and crash.penalty.key == penalty and len(crash.steps) == 1


def test_a_left_fishtail_keeps_the_right_front_corner_line_20():
    crash = roll(2, 0, (1, 1, 2))
    assert crash.final.fishtail == "left"
    assert "keep the right front corner in its square and move the left rear corner 1 square left" \
        in " ".join(crash.instructions())


@pytest.mark.parametrize("dice, key, line, squares", [
    ((4, 5), "minor-fishtail-crash", 22, 1), ((5, 5), "minor-fishtail-crash", 22, 1),
    ((5, 6), "major-fishtail-crash", 23, 2), ((6, 6), "major-fishtail-crash", 23, 2),
])
def test_crash_table_2_chains_to_crash_table_1_with_the_same_modifier(dice, key, line, squares):
    """lines 22-23: a fishtail, then roll again on Crash Table 1 (printed "Table1")."""
    crash = roll(2, 0, dice + (1,) + (1, 2))
    fish, skid = crash.steps
    assert (fish.row.key, fish.row.line, sum(fish.row.fishtail_squares)) == (key, line, squares)
    assert skid.row.table == 1 and skid.modifier == 0 and skid.row.key == "minor-skid"
    assert crash.penalty.key == "***"  # the chain's worst: the fishtail's ***


def test_double_fishtail_line_24_and_the_spin_follows_the_fishtail():
    """line 24: major and minor, 3 squares one way; line 14: a spin after a fishtail turns its way."""
    crash = roll(2, 3, (6, 6, 2, 3, 4, 1, 1, 1, 1))
    fish, spin = crash.steps
    assert fish.row.key == "double-fishtail-crash" and sum(fish.row.fishtail_squares) == 3
    assert fish.fishtail == "left" and spin.row.key == "spinout" and spin.total == 10 and spin.spin == "left"
    assert spin.tyre_damage == tuple((c, 1) for c in CORNERS)


def test_entered_dice_become_requests():
    inputs = Inputs([], None)
    with pytest.raises(NeedInput) as need:
        resolve(1, 0, inputs)
    assert need.value.request.sides == 6 and "Crash Table 1" in need.value.request.purpose


def test_a_table_other_than_1_or_2_is_refused():
    with pytest.raises(ValueError, match="no crash table 3"):
        resolve(3, 0, Inputs([], ScriptedDice([1, 1])))


def test_every_total_falls_in_exactly_one_row():
    t = crash_tables()
    for number in (1, 2):
        for total in range(-20, 40):
            assert sum(r.covers(total) for r in t.table(number)) == 1
    assert [r.line for r in t.table(1)] == list(range(10, 18))
    assert [r.line for r in t.table(2)] == list(range(20, 25))
