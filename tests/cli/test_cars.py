"""garage-cli import / list / export / remove on the garage database."""

from __future__ import annotations

import json

import pytest

from garage.cli.main import main
from garage.rules.design import Design, Weapon
from garage.rules.vehicle_file import dumps

ILLEGAL = Design(name="Overloaded", weight="light", weapons=(Weapon("Cannon", "heavy", "front"),))


@pytest.fixture
def cli(db_path, capsys):
    def run(*args):
        code = main(["--db", str(db_path), *map(str, args)])
        out, err = capsys.readouterr()
        return code, out, err
    return run


def test_list_shows_name_weight_capacity_and_legality(cli):
    code, out, err = cli("list")
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0].split() == ["Name", "Weight", "Capacity", "Legal"]
    assert lines[4].split() == ["Purple", "Haze", "medium", "4/4", "yes"]


def test_list_json(cli):
    code, out, _ = cli("list", "--json")
    cars = json.loads(out)
    assert code == 0 and len(cars) == 6
    assert cars[3] == {"name": "Purple Haze", "weight": "medium", "capacity": {"used": 4, "limit": 4},
                       "legal": True, "problems": 0}


def test_import_marks_an_illegal_car_and_adds_it(cli, tmp_path):
    path = tmp_path / "overloaded.car.json"
    path.write_text(dumps(ILLEGAL))
    code, out, err = cli("import", path)
    assert code == 0 and err == ""
    assert out.startswith("added Overloaded (ILLEGAL, ")
    _, out, _ = cli("list", "--json")
    assert {"name": "Overloaded", "legal": False}.items() <= next(c for c in json.loads(out)
                                                                  if c["name"] == "Overloaded").items()


def test_import_skips_unreadable_files_reports_them_and_exits_2(cli, tmp_path):
    good = tmp_path / "good.car.json"
    good.write_text(dumps(Design(name="Good", weight="medium")))
    bad = tmp_path / "bad.car.json"
    bad.write_text('{"format": "axles-and-alloys-ii/vehicle", "version": 1, "name": "Half", "weight": "light",'
                   ' "weapons": [{"name": "X", "class": "laser"}]}')
    truncated = tmp_path / "truncated.car.json"
    truncated.write_text(dumps(ILLEGAL)[:40])
    code, out, err = cli("import", bad, good, truncated, tmp_path / "missing.car.json")
    assert code == 2
    assert out == f"added Good (legal) from {good}\n"
    errors = err.splitlines()
    assert len(errors) == 3 and all(e.startswith("garage-cli: ") for e in errors)
    assert f"{bad}: weapons[0].class: 'laser' is not one of" in errors[0]
    assert str(truncated) in errors[1] and "not valid JSON" in errors[1]
    assert "missing.car.json: no such file" in errors[2]
    _, out, _ = cli("list", "--json")
    assert [c["name"] for c in json.loads(out) if c["name"] in ("Good", "Half", "Overloaded")] == ["Good"]


def test_import_of_a_taken_name_is_a_clear_error(cli, tmp_path):
    path = tmp_path / "dogmeat.car.json"
    path.write_text(dumps(Design(name="Dogmeat", weight="light")))
    code, out, err = cli("import", path)
    assert (code, out) == (2, "")
    assert err == f"garage-cli: {path}: a car called 'Dogmeat' is already in the garage; choose another name\n"


def test_export_writes_the_same_bytes_as_the_examples(cli, tmp_path, examples):
    code, out, _ = cli("export", "Purple Haze", "Meat Wagon", "-o", tmp_path / "out")
    assert code == 0
    written = [tmp_path / "out" / "purple-haze.car.json", tmp_path / "out" / "meat-wagon.car.json"]
    assert out.splitlines() == [str(p) for p in written]
    shipped = {p.name: p.read_bytes() for p in examples}
    assert all(p.read_bytes() == shipped[p.name] for p in written)


def test_export_of_an_unknown_name_writes_nothing(cli, tmp_path):
    code, out, err = cli("export", "Dogmeat", "Nobody", "-o", tmp_path / "out")
    assert (code, out) == (2, "")
    assert err == "garage-cli: no car called 'Nobody' in the garage\n"
    assert not (tmp_path / "out").exists()


def test_export_needs_an_output_folder(cli):
    with pytest.raises(SystemExit) as exit_:
        cli("export", "Dogmeat")
    assert exit_.value.code == 2


def test_remove(cli):
    assert cli("remove", "Queen Bee")[:2] == (0, "removed Queen Bee\n")
    code, out, err = cli("remove", "Queen Bee")
    assert (code, out, err) == (2, "", "garage-cli: no car called 'Queen Bee' in the garage\n")


def test_db_option_after_the_command_and_from_the_environment(tmp_path, capsys, monkeypatch):
    other = tmp_path / "other.sqlite"
    assert main(["remove", "Dogmeat", "--db", str(other)]) == 0
    monkeypatch.setenv("GARAGE_DB", str(other))
    main(["list", "--json"])
    names = [c["name"] for c in json.loads(capsys.readouterr().out.split("\n", 1)[1])]
    assert "Dogmeat" not in names and len(names) == 5


def test_a_bad_url_is_one_line(capsys):
    assert main(["--db", "nosuchdriver://x/y", "list"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("garage-cli: ") and err.count("\n") == 1


def test_import_over_the_formats_limits_is_refused(cli, tmp_path):
    """Issue 14: a car with 400,000 weapons took 40 s to import; now the file is refused."""
    big = tmp_path / "big.car.json"
    big.write_text(dumps(Design(name="Arsenal", weight="heavy", weapons=(Weapon("MG", "light", "front"),) * 400_000)),
                   encoding="utf-8")
    long_name = tmp_path / "name.car.json"
    long_name.write_text(dumps(Design(name="N" * 101, weight="light")), encoding="utf-8")
    _, before, _ = cli("list", "--json")
    code, out, err = cli("import", big)
    assert (code, out) == (2, "")
    assert err == f"garage-cli: {big}: weapons: has 400000 items; at most 100 are allowed\n"
    code, out, err = cli("import", long_name)
    assert code == 2 and err == f"garage-cli: {long_name}: name: is 101 characters long; at most 100 are allowed\n"
    assert cli("list", "--json")[1] == before
