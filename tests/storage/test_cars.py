"""The Cars book (garage/storage/cars.py): the garage's cars beside its campaigns and drivers,
each kept as its vehicle file whatever its rule set."""

from __future__ import annotations

import dataclasses

import pytest

from garage.resources import resource
from garage.rules import rulesets
from garage.rules.vehicles import dumps, load
from garage.storage import CarRow, Cars, DatabaseDamaged, DuplicateName, UnknownName, open_garage
from garage.storage.stored import problems, repair_summaries
from tests.storage.conftest import fully_opened, sql

# One car of each rule set besides the seeded A&A II examples.
OTHERS = [resource("examples", "battle_cars", "road-hog.car.json"),
          resource("examples", "car_wars", "sand-shark.car.json")]


@pytest.fixture
def cars(garage):
    book = Cars(garage)
    assert book.import_files(OTHERS).errors == []
    return book


def test_the_garage_delegates_to_its_cars_book(garage, cars):
    assert isinstance(garage.cars, Cars)
    assert garage.list_cars() == garage.cars.list() == cars.list()
    assert garage.get_design("Road Hog") == cars.get("Road Hog")


def test_every_rule_sets_car_is_its_file_and_lists_its_class(cars, db_url):
    for path in OTHERS:
        design = load(path)
        assert cars.get(design.name) == design
        assert sql(db_url, "select file, ruleset from vehicle where name = :n", n=design.name) == [
            (path.read_text(encoding="utf-8"), design.ruleset)]
        row = next(c for c in cars.list() if c.name == design.name)
        report = rulesets.get(design.ruleset).validate(design)
        assert isinstance(row, CarRow) and row.weight == rulesets.get(design.ruleset).vehicle_class(design)
        assert (row.capacity_used, row.capacity_limit, row.legal) == (report.capacity.used, report.capacity.limit,
                                                                      report.legal)


def test_rename_rewrites_the_file_it_keeps(cars, db_url, tmp_path):
    cars.rename("Sand Shark", "Sand Wyrm")
    assert not cars.has("Sand Shark") and cars.get("Sand Wyrm").name == "Sand Wyrm"
    [(text,)] = sql(db_url, "select file from vehicle where name = 'Sand Wyrm'")
    assert text == dumps(cars.get("Sand Wyrm")) and '"name": "Sand Wyrm"' in text
    with pytest.raises(DuplicateName):
        cars.rename("Sand Wyrm", "Road Hog")


def test_replace_add_and_remove(cars):
    hog = cars.get("Road Hog")
    cars.replace(dataclasses.replace(hog, notes="repainted ünïcode"))
    assert cars.get("Road Hog").notes == "repainted ünïcode"
    assert cars.remove("Road Hog") == dataclasses.replace(hog, notes="repainted ünïcode")
    assert [row.name for row in cars.add([hog])] == ["Road Hog"]
    assert cars.get("Road Hog") == hog
    with pytest.raises(UnknownName):
        cars.get("Nope")


def test_one_save_is_one_transaction(cars):
    hog, shark = cars.get("Road Hog"), cars.get("Sand Shark")
    with pytest.raises(DuplicateName):
        cars.save_changes(["Road Hog"], [("Sand Shark", dataclasses.replace(shark, notes="x"))], [shark])
    assert cars.get("Road Hog") == hog and cars.get("Sand Shark") == shark  # none of it


# A car's `legal` as no Garage writes it (SQLite keeps any value in any column: a hand edit,
# another program): SQLAlchemy's Boolean read every one of these as True, or '' as False, so
# the list showed the car as legal and only `check` named it.
# SQL -> (as check names it, as check --repair shows what it replaced)
WRONG_LEGAL = {"'no'": ("'no'", "'no'"), "'false'": ("'false'", "'false'"), "2": ("'2'", "2"), "-1": ("'-1'", "-1"),
               "1.5": ("'1.5'", "'1.5'"), "x'01'": ("'\\u0001'", "'\\u0001'"), "x'00'": ("'\\u0000'", "'\\u0000'"),
               "''": ("''", "''")}


@pytest.mark.sqlite_only("only SQLite keeps a value of another type than its column's")
@pytest.mark.parametrize("opened", [open_garage, fully_opened], ids=["directly", "database layer"])
@pytest.mark.parametrize("value", sorted(WRONG_LEGAL))
def test_a_legal_of_another_type_is_refused_by_the_list_and_every_read_of_the_car(db_url, tmp_path, value, opened):
    """As a `capacity_used` of another type is: the list refuses the garage naming the car and
    the field, every read of that car refuses it, `check` names it and `check --repair`
    recomputes it from the file; the other cars still read."""
    open_garage(db_url).close()
    sql(db_url, f"update vehicle set legal = {value} where name = 'Dogmeat'")
    shown, replaced = WRONG_LEGAL[value]
    named = f"car 'Dogmeat': legal: must be true or false, not {shown}"
    with opened(db_url) as g:
        for read in (g.list_cars, lambda: g.get_design("Dogmeat"), g.all_designs,
                     lambda: g.export(["Dogmeat"], tmp_path / "out")):
            with pytest.raises(DatabaseDamaged, match="is damaged") as caught:
                read()
            assert named in str(caught.value) and "\n" not in str(caught.value)
        assert not (tmp_path / "out").exists() and g.get_design("Purple Haze").name == "Purple Haze"
        assert problems(g) == [named]
        assert repair_summaries(g) == [f"repaired car 'Dogmeat': legal {replaced} -> true"]
        assert problems(g) == [] and next(c for c in g.list_cars() if c.name == "Dogmeat").legal is True
