"""garage-cli import / list / export / remove on the garage database."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from garage.cli.main import main
from garage.rules.aa2.vehicle import Design, Weapon
from garage.rules.vehicles import dumps, load

ILLEGAL = Design(name="Overloaded", weight="light", weapons=(Weapon("Cannon", "heavy", "front"),))


@pytest.fixture
def cli(db_url, capsys):
    def run(*args):
        code = main(["--db", db_url, *map(str, args)])
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


def test_import_is_all_or_nothing_reports_every_unreadable_file_and_exits_2(cli, tmp_path):
    good = tmp_path / "good.car.json"
    good.write_text(dumps(Design(name="Good", weight="medium")))
    bad = tmp_path / "bad.car.json"
    bad.write_text('{"format": "axles-and-alloys-ii/vehicle", "version": 1, "name": "Half", "weight": "light",'
                   ' "weapons": [{"name": "X", "class": "laser"}]}')
    truncated = tmp_path / "truncated.car.json"
    truncated.write_text(dumps(ILLEGAL)[:40])
    code, out, err = cli("import", bad, good, truncated, tmp_path / "missing.car.json")
    assert (code, out) == (2, "")
    errors = err.splitlines()
    assert len(errors) == 3 and all(e.startswith("garage-cli: ") for e in errors)
    assert f"{bad}: weapons[0].class: 'laser' is not one of" in errors[0]
    assert str(truncated) in errors[1] and "not valid JSON" in errors[1]
    assert "missing.car.json: no such file" in errors[2]
    _, out, _ = cli("list", "--json")
    assert [c["name"] for c in json.loads(out) if c["name"] in ("Good", "Half", "Overloaded")] == []


def test_import_of_several_files_adds_none_when_a_later_name_is_taken(cli, tmp_path, examples):
    good = tmp_path / "good.car.json"
    good.write_text(dumps(Design(name="Good", weight="medium")))
    code, out, err = cli("import", good, examples[0])
    assert (code, out) == (2, "") and err.count("\n") == 1 and "is already in the garage" in err
    assert "Good" not in cli("list")[1]
    code, out, err = cli("import", good, good)  # the same car twice
    assert (code, out) == (2, "") and f"{good}: a car called 'Good' is already in the garage" in err
    assert cli("import", good)[:2] == (0, f"added Good (legal) from {good}\n")


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


def test_export_never_replaces_another_cars_file(cli, tmp_path):
    for name in ("Mad/Max", "mad-max", ".", "..", "MAD MAX"):
        path = tmp_path / f"{len(name)}.car.json"
        path.write_text(dumps(Design(name=name, weight="light")))
        assert cli("import", path)[0] == 0
    out_dir = tmp_path / "out"
    outputs = [cli("export", name, "-o", out_dir)[1].strip() for name in ("Mad/Max", "mad-max", ".", "..")]
    assert [p.rsplit("/", 1)[1] for p in outputs] == ["mad-max.car.json", "mad-max-2.car.json", "car.car.json",
                                                      "car-2.car.json"]
    assert [load(p).name for p in outputs] == ["Mad/Max", "mad-max", ".", ".."]
    # Exported again, a car replaces its own file and only that one.
    code, out, _ = cli("export", "mad-max", "Mad/Max", "MAD MAX", "-o", out_dir)
    assert code == 0
    assert out.split() == [outputs[1], outputs[0], str(out_dir / "mad-max-3.car.json")]
    assert sorted(p.name for p in out_dir.iterdir()) == ["car-2.car.json", "car.car.json", "mad-max-2.car.json",
                                                        "mad-max-3.car.json", "mad-max.car.json"]
    (out_dir / "notes.car.json").mkdir()  # not a vehicle file at all: kept too
    (out_dir / "car.car.json").write_text("my own notes")
    assert cli("export", ".", "-o", out_dir)[1] == f"{out_dir / 'car-3.car.json'}\n"
    assert (out_dir / "car.car.json").read_text() == "my own notes"


def test_a_long_cjk_name_exports_within_the_file_name_limit(cli, tmp_path):
    names = ["車" * 100, "車" * 99 + "馬"]  # legal names of 100 characters, 300 bytes
    for i, name in enumerate(names):
        path = tmp_path / f"{i}.car.json"
        path.write_text(dumps(Design(name=name, weight="light")))
        assert cli("import", path)[0] == 0
    code, out, err = cli("export", *names, "-o", tmp_path / "out")
    assert (code, err) == (0, "")
    written = out.split()
    assert len(set(written)) == 2 and all(len(Path(p).name.encode()) <= 140 for p in written)
    assert [load(p).name for p in written] == names


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
    huge = tmp_path / "huge.car.json"
    huge.write_text(dumps(Design(name="Arsenal", weight="heavy", weapons=(Weapon("MG", "light", "front"),) * 400_000)),
                    encoding="utf-8")
    big = tmp_path / "big.car.json"
    big.write_text(dumps(Design(name="Arsenal", weight="heavy", weapons=(Weapon("MG", "light", "front"),) * 101)),
                   encoding="utf-8")
    long_name = tmp_path / "name.car.json"
    long_name.write_text(dumps(Design(name="N" * 101, weight="light")), encoding="utf-8")
    _, before, _ = cli("list", "--json")
    code, out, err = cli("import", huge)
    assert (code, out) == (2, "") and err.startswith(f"garage-cli: {huge}: is larger than 16 MiB")
    code, out, err = cli("import", big)
    assert (code, out) == (2, "")
    assert err == f"garage-cli: {big}: weapons: has 101 items; at most 100 are allowed\n"
    code, out, err = cli("import", long_name)
    assert code == 2 and err == f"garage-cli: {long_name}: name: is 101 characters long; at most 100 are allowed\n"
    assert cli("list", "--json")[1] == before


@pytest.fixture
def full_disk(monkeypatch):
    """The disk fills after `room` new files: each later one fails as a full disk does (ENOSPC)."""
    import errno

    import garage.storage.cars as storage_cars

    real = storage_cars.write_atomic
    state = {"room": 1}

    def write_atomic(path, payload):
        if not Path(path).exists():
            if state["room"] <= 0:
                raise OSError(errno.ENOSPC, "No space left on device")
            state["room"] -= 1
        real(path, payload)

    monkeypatch.setattr(storage_cars, "write_atomic", write_atomic)
    return state


@pytest.mark.parametrize("room", [0, 1, 2])
def test_an_export_to_a_full_disk_leaves_nothing_it_created(cli, tmp_path, full_disk, room):
    def files():  # but the garage's own (its file, journal and backups)
        return sorted(p for p in tmp_path.rglob("*") if not p.name.startswith("garage")
                      and "backups" not in p.relative_to(tmp_path).parts)

    before = files()
    full_disk["room"] = room
    code, out, err = cli("export", "Purple Haze", "Meat Wagon", "Dogmeat", "-o", tmp_path / "new" / "out")
    assert (code, out) == (2, "") and err.count("\n") == 1 and "No space left on device" in err, err
    assert files() == before


def test_an_export_to_a_full_disk_keeps_what_the_folder_held(cli, tmp_path, full_disk):
    out_dir = tmp_path / "out"
    assert cli("export", "Purple Haze", "-o", out_dir)[0] == 0
    earlier = (out_dir / "purple-haze.car.json").read_bytes()
    (out_dir / "purple-haze.car.json").write_bytes(earlier + b"\n")  # not what this export writes
    mine = (out_dir / "purple-haze.car.json").read_bytes()
    (out_dir / "notes.txt").write_text("mine")
    full_disk["room"] = 0  # room for replacing a file, none for a new one
    code, out, err = cli("export", "Purple Haze", "Meat Wagon", "-o", out_dir)
    assert (code, out) == (2, "") and "No space left on device" in err, err
    assert sorted(p.name for p in out_dir.iterdir()) == ["notes.txt", "purple-haze.car.json"]
    assert (out_dir / "purple-haze.car.json").read_bytes() == mine  # the earlier export as it was
