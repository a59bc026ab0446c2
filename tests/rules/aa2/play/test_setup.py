"""Game setup: scenarios, options, cars; it round-trips through the log's first line."""

import copy
import pickle
import re
from dataclasses import FrozenInstanceError, fields, replace

import pytest

from garage.rules.aa2.play.setup import Defence, setup_from_dict, warnings
from garage.rules.play import Entry, Game, Options, Setup, SetupError
from garage.rules.vehicles import design_to_dict
from tests.rules.aa2.playkit import car, example

BEE = design_to_dict(example("queen-bee"))


def base(**changes):
    setup = Setup("race", (Entry("a", example("queen-bee"), "Alex", 2, navigator="Queen Bee", team=None),
                           Entry("b", car(), "Mick")),
                  variant="suicide", laps=2,
                  options=Options(lady_navigators=True, environment=("night",), turret_rear_60=True), scale=2,
                  played_on="2026-11-29")
    data = setup.as_dict()
    data.update(changes)
    return setup, data


def test_round_trip():
    setup, data = base()
    assert setup_from_dict(data) == setup


@pytest.mark.parametrize("changes, field", [
    ({"scenario": "joust"}, "scenario"),
    ({"variant": "drag"}, "variant"),
    ({"scale": 4}, "scale"),
    ({"options": {"flying": True}}, "options.flying"),
    ({"options": {"environment": ["plague"]}}, "options.environment"),
    ({"options": {"skids": "yes"}}, "options.skids"),
    ({"cars": []}, "cars"),
    # The play log's limits (docs/play-log.md): names on one line, at most 100 cars.
    ({"cars": [{"id": "a", "driver": "Mad\u2028Mick", "design": BEE}, {"id": "b", "design": BEE}]},
     r"cars[0].driver: contains '\u2028'"),
    ({"cars": [{"id": "a" * 101, "design": BEE}, {"id": "b", "design": BEE}]}, "cars[0].id: is 101 characters"),
    ({"cars": [{"id": "a", "team": "Red\nTeam", "design": BEE}, {"id": "b", "design": BEE}]}, "cars[0].team"),
    ({"cars": [{"id": f"c{i}", "design": BEE} for i in range(101)]}, "cars: has 101 items; at most 100"),
    ({"defences": [{"id": "tower", "name": "TOW\remplacement"}]}, "defences[0].name"),
    ({"defences": [{"id": f"t{i}"} for i in range(101)]}, "defences: has 101 items"),
])
def test_bad_setups_name_the_field(changes, field):
    _, data = base(**changes)
    with pytest.raises(SetupError, match=re.escape(field)):
        setup_from_dict(data)


def test_cars_are_checked():
    _, data = base()
    data["cars"][1]["id"] = "a"
    with pytest.raises(SetupError, match="share an id"):
        setup_from_dict(data)
    _, data = base(options={})
    with pytest.raises(SetupError, match=r"cars\[0\]\.navigator"):
        setup_from_dict(data)
    _, data = base()
    data["cars"][0]["design"]["weight"] = "huge"
    with pytest.raises(SetupError, match="weight"):
        setup_from_dict(data)


def test_a_game_refuses_a_setup_built_wrong_in_code():
    with pytest.raises(SetupError, match="variant"):
        Game(Setup("race", (Entry("a", car()), Entry("b", car()))))
    with pytest.raises(SetupError, match="two cars"):
        Game(Setup("deathmatch", (Entry("a", car()),)))


def test_warnings_name_each_car_the_rules_would_not_build_for_this_game():
    setup = Setup("race", (Entry("a", example("der-bahnstormer")), Entry("b", car())), variant="banger")
    lines = warnings(setup)
    assert lines and all(line.startswith("a (Der Bahnstormer): ") for line in lines)
    assert warnings(Setup("deathmatch", (Entry("a", car()), Entry("b", car())))) == []


def test_a_setup_is_given_its_day_and_a_race_its_laps_from_the_data():
    from datetime import date

    setup = Setup("race", (Entry("a", car(), "Alex"), Entry("b", car(), "Mick")), variant="banger")
    assert setup.played_on == date.today().isoformat()
    assert setup.laps is None and setup.race_laps == 3 and setup.as_dict()["laps"] == 3
    with pytest.raises(SetupError, match="played_on: '2026-13-01' is not a date"):
        Game(Setup("deathmatch", setup.entries, played_on="2026-13-01"))


def test_a_setup_and_its_parts_pickle_copy_and_replace_as_the_values_they_are():
    """Compiled with the engine (garage/compiled.py), a frozen class is rebuilt through its
    __init__ (__reduce__: mypyc/mypyc#1213); a simulation's workers are sent the setup pickled."""
    setup = Setup("deathmatch", (Entry(id="a", design=car(), driver="Ann", rerolls=2, team="red"),
                                 Entry(id="b", design=car("B"), navigator=None)),
                  options=Options(markers=True, environment=("night",)), scale=2, played_on="2026-11-29",
                  defences=(Defence(id="gun", cls="medium", name="Gun", hit_points=4),))
    for copied in (pickle.loads(pickle.dumps(setup)), copy.deepcopy(setup), copy.copy(setup)):
        assert copied == setup and hash(copied) == hash(setup) and copied.as_dict() == setup.as_dict()
    assert replace(setup, scale=3).scale == 3 and replace(setup.options, skids=False) == Options(
        markers=True, environment=("night",), skids=False)
    assert [f.name for f in fields(Setup)] == ["scenario", "entries", "variant", "laps", "options", "scale",
                                               "played_on", "defences"] and setup.ruleset == "aa2"
    with pytest.raises(FrozenInstanceError):
        setup.scale = 1  # type: ignore[misc]


@pytest.mark.parametrize("field, same, other", [
    (("cars", 0, "rerolls"), 1, True), (("cars", 0, "rerolls"), 1, 1.0), (("scale",), 2, "2"),
    (("options", "markers"), False, 0), (("cars", 1, "design", "dropped"), [], ()),
])
def test_a_setup_is_read_once_by_its_data_and_never_taken_for_another(field, same, other):
    """Read setups are kept by their data (a log replayed reads its setup again): the same data
    gives the same value, data that differs only in a value's kind (1, true, 1.0, "2") is read
    as itself, refused here; a setup without its day is read afresh (its day is today)."""
    def at(data, value):
        *path, last = field
        for step in path:
            data = data[step]
        data[last] = value

    _, data = base()
    at(data, same)
    first = setup_from_dict(data)
    assert setup_from_dict(copy.deepcopy(data)) is first
    at(data, other)
    with pytest.raises(SetupError):
        setup_from_dict(data)
    _, undated = base()
    del undated["played_on"]
    assert setup_from_dict(undated) is not setup_from_dict(undated)
