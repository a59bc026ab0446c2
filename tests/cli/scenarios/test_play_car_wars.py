"""`garage-cli play new/act/status/replay` for a Car Wars crash-tables game, through the rule-set
seam: the shipped example setup and log (resources/examples/car_wars/)."""

import json

from garage.cli.main import main
from tests import ROOT

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


def test_play_act_says_what_happened_in_words(tmp_path, capsys):
    """`play act` printed the engine's fields ("event=crash car=shark ... steps=[{'table': 1, ...").
    It says what the players do instead, as the log's lines do."""
    game = tmp_path / "crash.jsonl"
    run(capsys, "play", "new", game, EXAMPLES / "crash-tables.setup.json", "--ruleset", "car_wars")
    code, out, err = run(capsys, "play", "act", game, '{"action": "lose_control", "car": "shark", "table": 1}',
                         "--entered", *[a for face in (5, 5, 3, 2, 2, 2, 2) for a in ("--answer", str(face))])
    assert code == 0, err
    assert "=" not in out.replace("5+5+0 = 10", "") and "{" not in out
    assert out.splitlines()[0] == "Sand Shark (Ann): Crash Table 1: 5+5+0 = 10: Spinout"
    assert "  Tyre damage (1d each): front left 2, front right 2, back left 2, back right 2." in out
    code, out, _ = run(capsys, "play", "act", game, '{"action": "recover", "car": "shark"}', "--answer", '"missed"')
    assert out == "Sand Shark (Ann) tries to recover at HC -3: Missed: the spinout goes on.\n"
    code, out, _ = run(capsys, "play", "act", game, '{"action": "move", "car": "shark"}')
    assert out.startswith("Sand Shark (Ann) moves: Rotate it 90 degrees left")
    for _ in range(4):
        code, out, _ = run(capsys, "play", "act", game, '{"action": "next_phase"}')
    assert out == "Turn 1, phase 5 begins.\n"
    code, out, _ = run(capsys, "play", "act", game, '{"action": "next_phase"}')
    assert out == "Turn 2 begins: Sand Shark (Ann) slows to 40 mph.\n"
    code, out, _ = run(capsys, "play", "act", game, '{"action": "set_speed", "car": "shark", "speed": 30}')
    assert code == 1  # still spinning
    code, out, _ = run(capsys, "play", "act", game, '{"action": "end"}')
    assert out == "The players stop in turn 2, phase 1.\n"


def test_play_new_takes_the_rule_set_of_the_setups_cars_when_none_is_named(tmp_path, capsys):
    game = tmp_path / "crash.jsonl"
    code, out, err = run(capsys, "play", "new", game, EXAMPLES / "crash-tables.setup.json")
    assert code == 0, err
    assert game.read_text().startswith('{"format": "car-wars-crash/play-log"')
    # cars of two rule sets: the first car's names the game, the other is refused naming its format
    setup = tmp_path / "mixed.json"
    setup.write_text(json.dumps({"scenario": "crash-tables", "played_on": "2026-12-01", "cars": [
        {"id": "shark", "speed": 60, "design": str(EXAMPLES / "sand-shark.car.json")},
        {"id": "haze", "design": str(ROOT / "resources" / "examples" / "purple-haze.car.json")}]}))
    code, out, err = run(capsys, "play", "new", tmp_path / "g.jsonl", setup)
    assert code == 2 and out == "" and err.count("\n") == 1
    assert 'must be "car-wars-crash/vehicle", not "axles-and-alloys-ii/vehicle"' in err


def test_a_setup_car_whose_design_names_no_file_is_refused_naming_the_field(tmp_path, capsys):
    setup = tmp_path / "setup.json"
    setup.write_text(json.dumps({"scenario": "crash-tables", "played_on": "2026-12-01",
                                 "cars": [{"id": "shark", "design": ""}]}))
    code, out, err = run(capsys, "play", "new", tmp_path / "g.jsonl", setup)
    assert code == 2 and out == "" and err.count("\n") == 1
    assert err.startswith(f"garage-cli: {setup}: cars[0].design: ") and "folder" not in err


def test_a_crash_tables_setup_giving_one_driver_two_cars_is_refused(tmp_path, capsys):
    setup = json.loads((EXAMPLES / "crash-tables.setup.json").read_text())
    setup["cars"] = [{**setup["cars"][0], "driver": "Ann"}, {**setup["cars"][0], "id": "shark2", "driver": "Ann"}]
    path = tmp_path / "crash-tables.setup.json"
    path.write_text(json.dumps(setup))
    (tmp_path / "sand-shark.car.json").write_bytes((EXAMPLES / "sand-shark.car.json").read_bytes())
    game = tmp_path / "crash.jsonl"
    code, out, err = run(capsys, "play", "new", game, path, "--ruleset", "car_wars")
    assert (code, out) == (2, "") and not game.exists()
    assert err.startswith(f"garage-cli: {path}: cars[1].driver: ") and err.count("\n") == 1 and "Ann" in err, err


def test_replay_and_status_words_name_the_cars_and_drivers_never_their_ids(capsys):
    import re

    for command in ("replay", "status"):
        code, out, _ = run(capsys, "play", command, EXAMPLES / "crash-tables.jsonl")
        assert code == 0
        assert not re.search(r"(?<![\w-])(shark|rig)(?![\w-])", out), out
        assert "Sand Shark (Ann): running" in out and "Sand Shark (Bo): running" in out
