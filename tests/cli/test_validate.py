"""`garage-cli validate`: reports, JSON contract, exit codes 0/1/2, one-line errors."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from garage.cli.main import main

ROOT = Path(__file__).resolve().parents[2]


def run(capsys, *args):
    code = main(["validate", *map(str, args)])
    out, err = capsys.readouterr()
    return code, out, err


def write(tmp_path, name, data):
    path = tmp_path / name
    path.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
    return path


def test_examples_exit_0_and_purple_haze_is_4_of_4(capsys, example_paths):
    code, out, err = run(capsys, *example_paths)
    assert code == 0 and err == ""
    assert "Purple Haze: Medium, legal" in out
    assert "Capacity 4/4 [####]" in out
    assert "2  Heavy Laser (medium gun, Front)" in out


def test_json_contract(capsys, examples_dir):
    code, out, _ = run(capsys, "--json", examples_dir / "purple-haze.car.json", examples_dir / "meat-wagon.car.json")
    assert code == 0
    cars = json.loads(out)
    assert [c["name"] for c in cars] == ["Purple Haze", "Meat Wagon"]
    haze = cars[0]
    assert haze["legal"] is True and haze["hit_points"] == 15
    assert haze["capacity"]["used"] == 4 and haze["capacity"]["limit"] == 4
    assert haze["capacity"]["items"][0] == {"item": "Heavy Laser (medium gun, Front)", "cost": 2,
                                            "subject": "weapons/0"}
    assert haze["problems"] == []
    assert {"item": "Turret: +1 for Flamethrower", "cost": 1, "subject": "weapons/0"} in cars[1]["capacity"]["items"]


def test_illegal_car_exits_1_with_problems(capsys, tmp_path):
    path = write(tmp_path, "over.car.json", {
        "format": "axles-and-alloys-ii/vehicle", "version": 1, "name": "Overload", "weight": "light",
        "weapons": [{"name": "TOW", "class": "heavy", "mount": "front"},
                    {"name": "Rocket", "class": "medium", "mount": "front"},
                    {"name": "MG", "class": "light"}],
        "equipment": ["ramplates", "heavy-ramplates"]})
    code, out, _ = run(capsys, "--json", path)
    assert code == 1
    (car,) = json.loads(out)
    assert car["legal"] is False
    assert {p["code"] for p in car["problems"]} == {"heavy-weapon", "over-capacity", "weapon-no-face", "both-ramplates"}
    assert {p["severity"] for p in car["problems"] if p["code"] == "both-ramplates"} == {"warning"}
    code, out, _ = run(capsys, path)
    assert code == 1 and "Overload: Light, ILLEGAL" in out and "error   over-capacity" in out


def test_unreadable_input_exits_2_and_still_reports_the_rest(capsys, tmp_path, examples_dir):
    broken = write(tmp_path, "broken.car.json", "{not json")
    wrong = write(tmp_path, "wrong.car.json", {"format": "axles-and-alloys-ii/vehicle", "version": 1,
                                                "name": "W", "weight": "medium", "stats": {"max": "fast"}})
    code, out, err = run(capsys, "--json", broken, tmp_path / "missing.car.json", wrong,
                         examples_dir / "purple-haze.car.json")
    assert code == 2
    lines = err.strip().splitlines()
    assert lines == [
        f"garage-cli: {broken}: not valid JSON (Expecting property name enclosed in double quotes at line 1, column 2)",
        f"garage-cli: {tmp_path / 'missing.car.json'}: no such file",
        f"garage-cli: {wrong}: stats.max: must be a whole number, not text",
    ]
    assert [c["name"] for c in json.loads(out)] == ["Purple Haze"]


def test_newer_version_is_refused(capsys, tmp_path):
    path = write(tmp_path, "future.car.json", {"format": "axles-and-alloys-ii/vehicle", "version": 7,
                                                "name": "F", "weight": "light"})
    code, _, err = run(capsys, path)
    assert code == 2 and "newer Garage" in err


def test_installed_command_no_traceback(tmp_path):
    garbage = tmp_path / "garbage.car.json"
    garbage.write_bytes(os.urandom(64) + b"\xff")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.run([sys.executable, "-m", "garage.cli", "validate", str(garbage)],
                          capture_output=True, text=True, cwd=ROOT, env=env)
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr and len(proc.stderr.strip().splitlines()) == 1
    assert str(garbage) in proc.stderr


def test_usage_error_exits_2(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["validate"])
    assert exc.value.code == 2


def test_a_crash_tables_car_is_reported_in_its_own_terms(capsys):
    """A Car Wars crash-tables car has no Capacity and no hit points: 'Capacity 0/0' and
    'Hit points 0' said nothing true of it."""
    car = ROOT / "resources" / "examples" / "car_wars" / "sand-shark.car.json"
    code, out, err = run(capsys, car)
    assert code == 0 and err == ""
    assert "Capacity" not in out and "Hit points" not in out
    assert "Sand Shark: Car, legal" in out
    assert ("  HC +3, top speed 120 mph, reverse 20 mph; armour front 20, back 15, left 15, right 15, top 10, "
            "bottom 10; 4 tyres of 6 points") in out
    code, out, _ = run(capsys, "--json", car)
    assert json.loads(out)[0]["toughness"].startswith("HC +3, top speed 120 mph")


def test_a_battle_car_is_reported_in_its_own_terms(capsys):
    """Issue 21: each rule set says its own lines; a Battle Cars car has no stat line or weight
    class, so the report gives its one kind, what it can take, and its equipment."""
    car = ROOT / "resources" / "examples" / "battle_cars" / "road-hog.car.json"
    code, out, err = run(capsys, car)
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[1] == "Road Hog: Car, legal"
    assert lines[2].startswith("  Hit points 10: A Wreck at 10 damage; each of 4 tyres gone at 3;")
    assert lines[3] == "  Equipment: Supercharger, Power Brakes"
    assert "MAX" not in out
