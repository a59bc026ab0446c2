"""`garage-cli play new/act/status/replay` for a Car Wars crash-tables game, through the rule-set
seam: the shipped example setup and log (resources/examples/car_wars/)."""

import json
from pathlib import Path

from garage.cli.main import main

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "resources" / "examples" / "car_wars"


def run(capsys, *argv):
    try:
        code = main([*map(str, argv)])
    except SystemExit as exc:
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


def test_a_crash_tables_game_is_started_played_and_shown(tmp_path, capsys):
    game = tmp_path / "crash.jsonl"
    code, out, err = run(capsys, "play", "new", game, EXAMPLES / "crash-tables.setup.json", "--ruleset", "car_wars",
                         "--seed", "1")
    assert code == 0, err
    assert game.read_text().startswith('{"format": "car-wars-crash/play-log"')
    code, out, err = run(capsys, "play", "act", game, '{"action": "lose_control", "car": "shark", "table": 1, '
                                                       '"modifier": 0}', "--entered", "--answer", "4",
                         "--answer", "4", "--json")
    assert code == 0, err
    doc = json.loads(out)
    assert doc["saved"] and doc["events"][0]["steps"][0]["result"] == "severe-skid"
    code, out, _ = run(capsys, "play", "status", game, "--json")
    card = json.loads(out)["cars"][0]
    assert card["speed"] == 40 and card["penalty"] == "***"
    code, out, _ = run(capsys, "play", "status", game)
    assert "next move: a minor skid" in out and "Turn 1, phase 1 of 5" in out


def test_an_illegal_action_is_one_line_and_changes_nothing(tmp_path, capsys):
    game = tmp_path / "crash.jsonl"
    run(capsys, "play", "new", game, EXAMPLES / "crash-tables.setup.json", "--ruleset", "car_wars")
    before = game.read_bytes()
    code, _, err = run(capsys, "play", "act", game, '{"action": "recover", "car": "shark"}')
    assert code == 1 and err.count("\n") == 1 and "not in a spinout" in err
    assert game.read_bytes() == before


def test_the_example_game_replays(capsys):
    code, out, err = run(capsys, "play", "replay", EXAMPLES / "crash-tables.jsonl", "--json")
    assert code == 0, err
    cars = {c["car"]: c for c in json.loads(out)["cars"]}
    assert cars["shark"]["control"] == "in control" and cars["rig"]["control"] == "rolling"
    code, out, err = run(capsys, "play", "replay", EXAMPLES / "crash-tables.jsonl")
    assert "ROLLING, on its top; next onto its left" in out


def test_a_damaged_example_log_is_one_line(tmp_path, capsys):
    lines = (EXAMPLES / "crash-tables.jsonl").read_text().splitlines()
    lines[4] = lines[4].replace('"car": "rig"', '"car": "bus"')
    broken = tmp_path / "broken.jsonl"
    broken.write_text("\n".join(lines) + "\n")
    code, out, err = run(capsys, "play", "replay", broken)
    assert code == 2 and out == "" and err.count("\n") == 1
    assert f"{broken}:5:" in err and "there is no car 'bus'" in err


def test_a_setup_naming_an_aa2_car_is_refused_naming_the_format(tmp_path, capsys):
    setup = tmp_path / "setup.json"
    setup.write_text(json.dumps({"scenario": "crash-tables", "played_on": "2026-12-01", "cars": [
        {"id": "haze", "design": str(ROOT / "resources" / "examples" / "purple-haze.car.json")}]}))
    code, _, err = run(capsys, "play", "new", tmp_path / "g.jsonl", setup, "--ruleset", "car_wars")
    assert code == 2 and err.count("\n") == 1
    assert 'format: must be "car-wars-crash/vehicle", not "axles-and-alloys-ii/vehicle"' in err


def test_a_finished_crash_tables_game_has_no_campaign_result(tmp_path, capsys):
    game = tmp_path / "crash.jsonl"
    run(capsys, "play", "new", game, EXAMPLES / "crash-tables.setup.json", "--ruleset", "car_wars")
    assert run(capsys, "play", "act", game, '{"action": "end"}')[0] == 0
    code, _, err = run(capsys, "play", "result", game)
    assert code == 2 and err.count("\n") == 1
    assert "is over, but a Car Wars crash tables game is not a campaign game: it has no result" in err
