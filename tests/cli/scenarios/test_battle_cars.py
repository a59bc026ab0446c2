"""garage-cli with Battle Cars: validate its cars, and play a game with `play new`, `act`,
`status`, `replay` and `result`; another rule set's car or a bad setup is one line, exit 2."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from garage.cli.main import main
from garage.resources import resource
from tests import ROOT

CARS = resource("examples", "battle_cars")


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_validate_a_battle_car_in_words(capsys):
    code, out, err = run(capsys, "validate", CARS / "road-hog.car.json")
    assert code == 0, err
    assert "\nRoad Hog: Car, legal\n" in out and "Hit points 10" in out and "Problems: none" in out


def _setup(tmp_path, **more) -> str:
    for name in ("road-hog", "tin-can"):
        shutil.copy(CARS / f"{name}.car.json", tmp_path)
    setup = {"scenario": "battle", "played_on": "2026-12-01", "board": {"width": 12, "height": 12},
             "markers": [{"kind": "oil", "at": [1, 3]}],
             "cars": [{"id": "hog", "driver": "Ann", "design": "road-hog.car.json", "at": [1, 1], "facing": "n"},
                      {"id": "tin", "driver": "Bo", "design": "tin-can.car.json", "at": [8, 8], "facing": "s"}],
             **more}
    path = tmp_path / "setup.json"
    path.write_text(json.dumps(setup))
    return str(path)


def test_a_game_from_the_shell(tmp_path, capsys):
    game = tmp_path / "game.jsonl"
    code, out, err = run(capsys, "play", "new", game, _setup(tmp_path), "--ruleset", "battle_cars", "--seed", "1")
    assert code == 0, err
    assert out.startswith(f"{game}: battle with 2 cars")
    for action in ({"action": "speed", "car": "hog", "speed": 2}, {"action": "speed", "car": "tin", "speed": 0},
                   {"action": "move", "car": "hog"}):
        assert run(capsys, "play", "act", game, json.dumps(action))[0] == 0
    # line 44: onto the oil at speed 2, SD 2 (line 49): one d8, typed with --entered
    code, out, err = run(capsys, "play", "act", game, json.dumps({"action": "move", "car": "hog"}), "--entered")
    assert code == 1 and json.loads(out)["needs"]["roll"] == 8
    code, out, err = run(capsys, "play", "act", game, json.dumps({"action": "move", "car": "hog"}), "--entered",
                         "--answer", "8")
    assert code == 0, err
    assert out == "Road Hog (Ann) skids (oil, SD 2, rolled 8): drifts 1, 0 damage per tyre\n"
    code, out, err = run(capsys, "play", "act", game, json.dumps({"action": "move", "car": "hog"}))
    assert code == 1 and "no points of movement left" in err
    code, out, err = run(capsys, "play", "status", game)
    assert code == 0 and "Round 1, Road Hog (Ann) moves" in out and "at 1,4 facing N" in out
    status = json.loads(run(capsys, "play", "status", game, "--json")[1])
    assert status["mover"] == "hog" and status["cars"][0]["at"] == [1, 4]
    run(capsys, "play", "act", game, json.dumps({"action": "end_game"}))
    code, out, err = run(capsys, "play", "replay", game)
    assert code == 0 and "Winner: nobody" in out
    code, out, err = run(capsys, "play", "result", game)
    result = json.loads(out)
    assert result["format"] == "battle-cars/game-result" and [e["survived"] for e in result["entries"]] == [True, True]


def test_an_aa2_car_in_a_battle_cars_game_names_the_format(tmp_path, capsys):
    shutil.copy(resource("examples", "purple-haze.car.json"), tmp_path)
    setup = _setup(tmp_path)
    path = Path(setup)
    data = json.loads(path.read_text())
    data["cars"][1]["design"] = "purple-haze.car.json"
    path.write_text(json.dumps(data))
    code, _, err = run(capsys, "play", "new", tmp_path / "g.jsonl", setup, "--ruleset", "battle_cars")
    assert code == 2 and err.count("\n") == 1
    assert 'format: must be "battle-cars/vehicle", not "axles-and-alloys-ii/vehicle"' in err
    assert not (tmp_path / "g.jsonl").exists()


def test_a_battle_cars_setup_played_as_aa2_names_the_format(tmp_path, capsys):
    code, _, err = run(capsys, "play", "new", tmp_path / "g.jsonl", _setup(tmp_path, scenario="deathmatch"),
                       "--ruleset", "aa2")
    assert code == 2 and err.count("\n") == 1
    assert 'format: must be "axles-and-alloys-ii/vehicle", not "battle-cars/vehicle"' in err


def test_a_battle_cars_game_is_recorded_in_a_campaign(tmp_path, capsys, db_url):
    from garage.rules import game_result
    from tests.rules.battle_cars.playkit import entry, game, speeds

    g = game(entry("a", (2, 2)), entry("b", (15, 15), "s"))
    speeds(g, a=0, b=0)
    g.act({"action": "fire", "car": "a", "target": "b", "driver_hits": 3})
    result = tmp_path / "arena.result.json"
    game_result.dump(g.result, result)
    assert run(capsys, "--db", db_url, "campaign", "new", "Arena")[0] == 0
    code, out, err = run(capsys, "--db", db_url, "campaign", "record", "Arena", result)
    assert code == 0, err
    assert out.startswith("recorded game 1 of Arena: Battle, 2026-12-01, 2 car(s)")
    code, out, err = run(capsys, "--db", db_url, "campaign", "history", "Arena", "A Driver")
    assert code == 0 and "Battle, in Car a" in out and "destroyed B Driver" in out


def test_the_shell_session_in_docs_battle_cars_md_runs_as_written(capsys, tmp_path, monkeypatch):
    """docs/battle-cars.md's setup and shell lines, copied by a new player: every line works
    (a one-car setup, a move before every speed, a corner on the first point and a result
    before the end were each refused when a player first tried them)."""
    import re
    import shlex

    text = (ROOT / "docs" / "battle-cars.md").read_text(encoding="utf-8")
    setup = re.search(r"The setup[^\n]*\n\n```json\n(.*?)```", text, re.S)
    shell = re.search(r"```sh\n(.*?)```", text, re.S)
    assert setup and shell
    (tmp_path / "setup.json").write_text(setup.group(1))
    for name in json.loads(setup.group(1))["cars"]:
        shutil.copy(CARS / name["design"], tmp_path)
    (tmp_path / "resources").symlink_to(resource("examples").parent)
    monkeypatch.chdir(tmp_path)
    ran = []
    for line in shell.group(1).splitlines():
        argv = shlex.split(line, comments=True)
        if not argv:
            continue
        assert argv[0] == "garage-cli", line
        code, out, err = run(capsys, *argv[1:])
        assert code == 0, f"{line}\n{err}"
        ran.append((argv[1:3], out))
    assert [a for a, _ in ran][:1] == [["play", "new"]]
    skid = next(out for a, out in ran if " skids " in out)
    assert "skids (oil, SD 3, rolled 8): drifts 2" in skid and skid.startswith("Road Hog (")
    assert json.loads((tmp_path / "game.result.json").read_text())["format"] == "battle-cars/game-result"


def test_a_result_asked_for_too_soon_names_the_round(capsys, tmp_path):
    log = tmp_path / "game.jsonl"
    assert run(capsys, "play", "new", log, _setup(tmp_path), "--ruleset", "battle_cars")[0] == 0
    code, _, err = run(capsys, "play", "result", log)
    assert code == 2 and err.strip().endswith("the game is not over yet (round 1)")


def test_a_setup_giving_one_driver_two_cars_names_the_second_car(tmp_path, capsys):
    """As the A&A II and crash-tables setups do: the field is the second car's driver."""
    setup = _setup(tmp_path, cars=[
        {"id": "hog", "driver": "Ann", "design": "road-hog.car.json", "at": [1, 1], "facing": "n"},
        {"id": "tin", "driver": "Ann", "design": "tin-can.car.json", "at": [8, 8], "facing": "s"}])
    game = tmp_path / "game.jsonl"
    code, out, err = run(capsys, "play", "new", game, setup, "--ruleset", "battle_cars")
    assert (code, out) == (2, "") and not game.exists()
    assert err == f"garage-cli: {setup}: cars[1].driver: 'Ann' is already cars[0]'s driver\n"


def test_replay_and_status_words_name_the_cars_and_drivers_never_their_ids(capsys):
    import re

    log = resource("examples", "battle_cars", "short-battle.jsonl")
    for command in ("replay", "status"):
        code, out, _ = run(capsys, "play", command, log)
        assert code == 0
        assert not re.search(r"(?<![\w-])(hog|queen)(?![\w-])", out), out
        assert "Road Hog (Ann Archy): " in out and "Spike Queen (Bea Sting) moves" in out
