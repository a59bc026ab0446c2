"""The seam for rule sets: a rule set defined in the tests (tests/rules/toy_ruleset.py) is
registered, and general code validates, saves, stores and plays its cars without touching
garage/rules/aa2/; files are routed to their rule set by their `format`."""

import json
import subprocess
import sys
from pathlib import Path

import grimp
import pytest

from garage.rules import game_result, rulesets, vehicles
from garage.rules.ruleset import RuleSet
from garage.storage import open_garage
from tests.rules.toy_ruleset import TOY, ToyCar
from tests.storage.conftest import db_path, db_url, no_real_garage  # noqa: F401  a fresh garage per test

ROOT = Path(__file__).resolve().parents[2]

# Run in a fresh interpreter, so "nothing of garage/rules/aa2 was imported" means something.
TOY_GAME = r'''
import json, sys
from garage.rules import game_result, rulesets, vehicles
from garage.rules.campaign import fold
from garage.rules.play import log
from garage.rules.play.dice import ScriptedDice
from garage.rules.play.engine import Game
from tests.rules.toy_ruleset import TOY, ToyCar, ToySetup

rulesets.register(TOY)
ok = ToyCar("Pram", guns=("Pea",))
loaded = ToyCar("Cart", guns=tuple("ABC"))
text = vehicles.dumps(ok)
report = {"legal": [rulesets.get(d.ruleset).validate(d).legal for d in (ok, loaded)],
          "round_trip": vehicles.dumps(vehicles.loads(text)) == text and vehicles.loads(text) == ok,
          "format": json.loads(text)["format"],
          "components": [c.key for c in rulesets.get(ok.ruleset).components(ok)]}
game = Game(ToySetup(cars=(("p", "Pat", ok), ("c", "Cy", loaded)), played_on="2026-12-01"), ScriptedDice([2, 6]))
game.act({"action": "ram", "car": "p"})
game.act({"action": "ram", "car": "c"})
replayed = Game.replay(log.parse(game.text()))
result = game_result.loads(game_result.dumps(game.result))
report.update(over=game.state.over, same=replayed.state == game.state and replayed.text() == game.text(),
              log_format=json.loads(game.text().splitlines()[0])["format"],
              standings={s.driver: (s.status, s.rerolls) for s in fold([result]).drivers},
              aa2=sorted(m for m in sys.modules if m.startswith("garage.rules.aa2")))
print(json.dumps(report))
'''


@pytest.fixture
def toy():
    rulesets.register(TOY)
    yield TOY
    rulesets.unregister(TOY.key)


def test_a_rule_set_from_the_tests_validates_saves_and_plays_without_aa2():
    proc = subprocess.run([sys.executable, "-c", TOY_GAME], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    assert report["legal"] == [True, False]
    assert report["round_trip"] and report["format"] == "toy-cars/vehicle"
    assert report["over"] and report["same"] and report["log_format"] == "toy-cars/play-log"
    assert report["standings"] == {"Cy": ["alive", 1], "Pat": ["dead", 0]}
    assert report["aa2"] == []
    assert report["components"] == ["gun:0"]


def test_a_toy_car_is_stored_beside_the_aa2_cars_and_comes_back_as_it_was(toy, db_url):  # noqa: F811  the fixture imported above
    pram = ToyCar("Pram", guns=("Pea",))
    with open_garage(db_url) as garage:
        garage.add_design(pram)
    with open_garage(db_url) as garage:
        assert garage.get_design("Pram") == pram
        assert garage.get_design("Purple Haze").ruleset == "aa2"
        row = next(r for r in garage.list_cars() if r.name == "Pram")
        assert (row.capacity_used, row.capacity_limit, row.legal) == (1, 2, True)


def test_files_are_routed_by_format_and_an_unknown_one_names_the_known(toy):
    assert vehicles.loads(vehicles.dumps(ToyCar("Pram"))).ruleset == "toy"
    assert vehicles.design_from_dict({"format": "axles-and-alloys-ii/vehicle", "version": 1, "name": "X",
                                      "weight": "light"}).ruleset == "aa2"
    with pytest.raises(vehicles.VehicleFileError) as err:
        vehicles.loads('{"format": "no-such-game/vehicle", "version": 1}', "x.car.json")
    message = str(err.value)
    assert message.startswith('x.car.json: format: must be "axles-and-alloys-ii/vehicle" or ')
    assert message.endswith(', not "no-such-game/vehicle"') and '"toy-cars/vehicle"' in message
    with pytest.raises(game_result.GameResultError, match="format: must be"):
        game_result.loads('{"format": "toy-cars/vehicle", "version": 1, "scenario": "joust", '
                          '"played_on": "2026-12-01", "entries": []}')


class BareToy(type(TOY)):
    """The toy rule set without its play-screen answers: every one is the RuleSet default (its
    actions' specs are no answer of the screen's: they are the one declaration of its actions)."""

    key, name, format_prefix = "bare", "Bare Toy", "bare-toy"
    status = RuleSet.status
    turn = RuleSet.turn


def test_a_rule_set_with_only_the_abstract_methods_gets_working_play_screen_defaults(toy):
    bare = rulesets.register(BareToy())
    try:
        _the_defaults(bare)
    finally:
        rulesets.unregister(bare.key)


def _the_defaults(bare: RuleSet) -> None:
    from garage.rules.play.dice import ScriptedDice
    from garage.rules.play.engine import Game

    spec, swerve = bare.action_specs()
    assert (spec.name, [(f.name, f.kind) for f in spec.fields], spec.menu_title) == ("ram", [("car", "car")], "&Ram")
    assert (swerve.name, swerve.menu_title) == ("swerve", "&Swerve")
    form = bare.setup_form()
    assert [(c.key, c.label) for c in form.scenarios] == [("joust", "Joust")] and form.options == ()
    pram = ToyCar("Pram", guns=("Pea",))
    data = bare.setup_dict("joust", [{"id": "p", "driver": "Pat", "design": pram},
                                     {"id": "c", "driver": "", "design": pram}], played_on="2026-12-01",
                           variant="ignored", scale=2)
    assert set(data) == {"scenario", "played_on", "options", "cars"} and data["cars"][1]["driver"] == ""
    assert bare.setup_problems(data) == (None, [])
    assert bare.setup_problems({**data, "cars": data["cars"][:1]}) == ("cars: a joust is two cars", [])
    setup = bare.setup_from_dict(data)
    assert (bare.car_ids(setup), bare.scenario_of(setup)) == (("p", "c"), "joust")
    game = Game(setup, ScriptedDice([6]))
    assert bare.allowed(game.state) == {"ram": True, "swerve": True} and bare.odds(game.state, {"action": "ram"}) == ()
    game.act({"action": "ram", "car": "p"})
    status = bare.status(game.state)
    assert status.over and status.turn is None and status.banner == [("Bare Toy", "strong")]
    assert [c.car for c in status.cars] == ["p", "c"] and status.result and status.result["scenario"] == "joust"
    assert bare.allowed(game.state) == {"ram": False, "swerve": False}
    assert "Waiting for nothing: the game is over" in bare.status_text(status)
    # issue 22: an event in words, by its name and the cars it names, never raw key-value pairs
    assert bare.describe(game.lines[1], game.events[1]) == "ram (car p) [p rams c: 6] - ram"
    assert bare.describe(game.lines[1], game.events[1], setup) == \
        "ram (car Pram (Pat)) [p rams c: 6] - ram: Pram (Pat)"


def test_a_field_kind_that_is_not_known_is_refused():
    with pytest.raises(ValueError, match="kind must be one of"):
        rulesets.Field("speed", "slider")


def test_asking_for_one_built_in_rule_set_reads_it_alone_and_the_list_keeps_its_order():
    code = """
import json, sys
from garage.rules import rulesets
rulesets.get("aa2")
alone = sorted({m.split(".")[2] for m in sys.modules if m.startswith("garage.rules.") and m.count(".") >= 3})
print(json.dumps({"alone": alone, "all": [r.key for r in rulesets.all_rulesets()]}))
"""
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    assert report["alone"] == ["aa2"]
    assert report["all"][0] == "aa2" and report["all"] == [m.split(".")[2] for m in rulesets.BUILT_IN]


def test_the_registry_imports_nothing_of_the_interface_so_no_import_circles_back():
    # The registry (rulesets.py) was the interface too, and imported design.py and
    # game_result.py inside its functions because they import it: a circle dodged at run time.
    graph = grimp.build_graph("garage", exclude_type_checking_imports=True)
    assert graph.find_modules_directly_imported_by("garage.rules.rulesets") <= {"garage.rules.spec",
                                                                                "garage.rules.status"}
    for module in ("garage.rules.ruleset", "garage.rules.design", "garage.rules.game_result",
                   "garage.rules.play.engine"):
        assert not graph.chain_exists(importer="garage.rules.rulesets", imported=module), module
