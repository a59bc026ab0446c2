"""Validation against A&A II section 2 and RULINGS D1-D12, and its invariants."""

from hypothesis import given

from garage.rules.aa2.catalogue import WEIGHTS, load_catalogue
from garage.rules.aa2.validation import LADY_NAVIGATORS, validate
from garage.rules.aa2.vehicle import Design, StatLine, Weapon
from garage.rules.phrase import Phrase, Word
from garage.rules.vehicles import load
from tests.strategies import designs

CAT = load_catalogue()


def codes(report):
    return [p.code for p in report.problems]


def test_purple_haze_worked_example(examples_dir):
    # Section 2 / RULINGS D2: Medium, Heavy Laser (medium, front), Light Laser (light, rear),
    # Ramplates: exactly 4 of 4, legal.
    report = validate(load(examples_dir / "purple-haze.car.json"))
    assert report.legal
    assert (report.capacity.used, report.capacity.limit) == (4, 4)
    assert [(i.item, i.cost) for i in report.capacity.items] == [
        ("Heavy Laser (medium gun, Front)", 2), ("Light Laser (light gun, Rear)", 1), ("Ramplates", 1)]
    assert report.hit_points == 15
    assert report.problems == ()


def test_every_example_is_legal(example_paths):
    assert len(example_paths) >= 5
    for path in example_paths:
        report = validate(load(path))
        assert report.legal, (path, report.problems)


def test_examples_cover_what_the_issue_asks(example_paths):
    designs = [load(p) for p in example_paths]
    assert {d.weight for d in designs} == set(WEIGHTS)
    assert any(w.cls == "flamethrower" and w.turreted for d in designs for w in d.weapons)
    assert any(d.dropped for d in designs)
    assert any({"nitro", "body-armour"} <= set(d.equipment) for d in designs)


def test_d1_fixed_weapon_needs_a_face():
    report = validate(Design("X", "medium", weapons=(Weapon("MG", "light", None),)))
    assert not report.legal
    problem = report.errors[0]
    assert (problem.code, problem.subject) == ("weapon-no-face", "weapons/0")
    assert "Front" in problem.message


def test_d1_turret_weapons_need_no_face():
    assert validate(Design("X", "medium", weapons=(Weapon("MG", "light", "turret"),))).legal


def test_d3_flamethrower_costs_two_and_three_in_turret():
    fixed = validate(Design("F", "medium", weapons=(Weapon("Flamer", "flamethrower", "front"),)))
    assert fixed.capacity.used == 2
    assert fixed.capacity.items[0].item == "Flamer (flamethrower + Flame Tank, Front)"
    turreted = validate(Design("T", "medium", weapons=(Weapon("Flamer", "flamethrower", "turret"),)))
    assert turreted.capacity.used == 3
    assert [i.item for i in turreted.capacity.items] == [
        "Flamer (flamethrower + Flame Tank, Turret)", "Turret: +1 for Flamer"]


def test_d4_turret_adds_one_per_weapon():
    # Section 7: "A turret with two light weapons will therefore cost 4 points of Capacity."
    d = Design("T", "medium", weapons=(Weapon("MG", "light", "turret"), Weapon("Laser", "light", "turret")))
    report = validate(d)
    assert report.capacity.used == 4 and report.legal
    assert [i.item for i in report.capacity.items] == [
        "MG (light gun, Turret)", "Turret: +1 for MG", "Laser (light gun, Turret)", "Turret: +1 for Laser"]


def test_d4_empty_turret_costs_nothing_and_warns():
    report = validate(Design("T", "light", turret=True))
    assert report.legal and report.capacity.used == 0
    assert codes(report) == ["empty-turret"]


def test_turret_weapon_on_a_car_without_turret_is_an_error():
    report = validate(Design("T", "light", weapons=(Weapon("MG", "light", "turret"),), turret=False))
    assert codes(report) == ["turret-weapon-without-turret"]
    assert not report.legal


def test_d5_heavy_weapon_is_an_error():
    report = validate(Design("H", "heavy", weapons=(Weapon("TOW", "heavy", "front"),)))
    assert not report.legal
    assert codes(report) == ["heavy-weapon"]
    assert report.errors[0].subject == "weapons/0"
    assert report.capacity.used == 0


def test_d6_both_ramplates_warns_but_is_legal():
    report = validate(Design("R", "medium", equipment=("ramplates", "heavy-ramplates")))
    assert report.legal and report.capacity.used == 3
    assert codes(report) == ["both-ramplates"]


def test_d7_dropped_systems_cost_one_each_rear():
    report = validate(Design("D", "heavy", dropped=("mines", "mines", "oil", "napalm", "smoke")))
    assert report.capacity.used == 5 and report.legal
    assert report.capacity.items[0].item == "Mine Dropper (Rear)"


def test_d7_dropped_weapons_warn_in_a_race():
    d = Design("D", "light", dropped=("spikes",))
    assert "dropped-in-race" not in codes(validate(d))
    assert "dropped-in-race" in codes(validate(d, race=True))


def test_d8_navigator_is_free_and_ejector_seat_warns_without_her():
    with_her = validate(Design("N", "light", equipment=("ejector-seat",), navigator=True))
    assert with_her.legal and with_her.capacity.used == 1 and with_her.problems == ()
    assert ("Lady Navigator (crew)", 0) in [(i.item, i.cost) for i in with_her.capacity.items]
    without = validate(Design("N", "light", equipment=("ejector-seat",)))
    assert codes(without) == ["ejector-seat-without-navigator"] and without.legal


def test_d8_navigators_only_with_the_option():
    d = Design("N", "light", equipment=("ejector-seat",), navigator=True)
    assert codes(validate(d, options=frozenset({LADY_NAVIGATORS}))) == []
    assert codes(validate(d, options=frozenset())) == ["navigators-off", "navigators-off"]


def test_d9_custom_stat_line_is_legal_and_marked():
    report = validate(Design("C", "light", stats=StatLine(24, 4, 3, 3)))
    assert report.legal and codes(report) == ["custom-stats"]
    assert "standard is MAX 24 ACC 6 DEC 6 TURN 3" in report.warnings[0].message


def test_d11_hit_points():
    assert [validate(Design("H", w)).hit_points for w in WEIGHTS] == [12, 15, 18]


def test_d12_over_capacity():
    d = Design("Over", "light", weapons=(Weapon("Rocket", "medium", "front"), Weapon("MG", "light", "rear"),
                                          Weapon("MG2", "light", "left")))
    report = validate(d)
    assert (report.capacity.used, report.capacity.limit) == (4, 3)
    assert codes(report) == ["over-capacity"]
    assert "remove 1 point" in report.errors[0].message


def test_d12_every_other_equipment_costs_one():
    for key in ("fire-extinguisher", "body-armour", "racing-fuel-cell", "armoured-engine-bay",
                "run-flat-tyres", "nitro", "ejector-seat", "ramplates"):
        assert validate(Design("E", "light", equipment=(key,), navigator=True)).capacity.used == 1
    assert validate(Design("E", "light", equipment=("heavy-ramplates",))).capacity.used == 2


def test_unknown_component_is_an_error():
    report = validate(Design("U", "light", equipment=("jetpack",), dropped=("caltrops",)))
    assert sorted(codes(report)) == ["unknown-component", "unknown-component"]
    assert {p.subject for p in report.errors} == {"equipment/0", "dropped/0"}


def test_repeated_equipment_warns_once_but_nitro_repeats():
    assert codes(validate(Design("R", "heavy", equipment=("fire-extinguisher",) * 3))) == ["repeated-equipment"]
    assert codes(validate(Design("N", "light", equipment=("nitro", "nitro")))) == []


@given(designs)
def test_capacity_used_is_the_sum_of_the_itemised_costs(design):
    cap = validate(design).capacity
    assert cap.used == sum(item.cost for item in cap.items)
    assert cap.limit == CAT.weight(design.weight).capacity


@given(designs)
def test_legal_exactly_when_no_error(design):
    report = validate(design)
    assert report.legal == (not any(p.severity == "error" for p in report.problems))
    assert all(p.severity in ("error", "warning") and p.code and p.message for p in report.problems)
    assert (report.capacity.used > report.capacity.limit) == ("over-capacity" in codes(report))


@given(designs)
def test_every_problem_and_breakdown_line_is_said_in_words_the_app_can_translate(design):
    """Each problem a Phrase, each breakdown line a Phrase or a data Word (issue 27): the app says
    them in the player's language; their English is what it always was."""
    report = validate(design, race=True, options=frozenset())
    assert all(isinstance(problem.message, Phrase) for problem in report.problems)
    assert all(isinstance(item.item, (Phrase, Word)) for item in report.capacity.items)
