"""`garage-cli play replay`: the final state and result of a log; bad logs stop at the line."""

import json
import os
import random
import signal
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest

from garage.cli.main import main
from garage.rules.play import log as play_log
from tests.cli import status_outputs

ROOT = Path(__file__).resolve().parent.parent.parent
GAMES = ROOT / "resources" / "examples" / "games"


def run(capsys, *argv):
    code = main(["play", "replay", *map(str, argv)])
    out, err = capsys.readouterr()
    return code, out, err


def test_the_short_deathmatch_ends_with_a_destroyed_car(capsys):
    code, out, err = run(capsys, GAMES / "short-deathmatch.jsonl", "--json")
    assert code == 0 and err == ""
    data = json.loads(out)
    assert data["over"]
    helga = next(c for c in data["cars"] if c["car"] == "helga")
    assert helga["destroyed"] and helga["hit_points"] >= 0
    assert set(helga) >= {"hit_points", "thresholds", "components", "fires", "speed", "destroyed", "driver_status"}
    result = data["result"]
    assert result["format"] == "axles-and-alloys-ii/game-result" and result["scenario"] == "deathmatch"
    haze = next(e for e in result["entries"] if e["vehicle"] == "Purple Haze")
    assert haze["kills"] == ["Hirsute Helga"] and haze["survived"]


def test_every_example_game_replays_in_text(capsys):
    for path in sorted(GAMES.glob("*.jsonl")):
        code, out, err = run(capsys, path)
        assert code == 0, err
        assert "Result (" in out and "hit points" in out


def test_race_result_carries_places(capsys):
    code, out, _ = run(capsys, GAMES / "race-to-the-finishline.jsonl", "--json")
    assert code == 0
    entries = json.loads(out)["result"]["entries"]
    assert [e["position"] for e in entries] == [1, 2, 3]
    assert entries[0]["navigator"] == "Queen Bee" and entries[0]["navigator_survived"]


def test_a_game_in_progress_has_no_result(tmp_path, capsys):
    lines = (GAMES / "short-deathmatch.jsonl").read_text().splitlines()
    path = tmp_path / "half.jsonl"
    path.write_text("\n".join(lines[:4]) + "\n")
    code, out, _ = run(capsys, path, "--json")
    data = json.loads(out)
    assert code == 0 and "result" not in data and data["mover"] == "haze"
    code, out, _ = run(capsys, path)
    assert "Moving: Purple Haze (Antihiro Protagonist)" in out


@pytest.mark.parametrize("damage, problem", [
    (lambda line: "{broken", "not valid JSON"),
    (lambda line: line.replace('"speed": 14', '"speed": 40'), "may plot"),
    (lambda line: line.replace('"action": "plot"', '"action": "fly"'), "unknown action"),
])
def test_a_malformed_log_stops_at_the_bad_line(tmp_path, capsys, damage, problem):
    lines = (GAMES / "short-deathmatch.jsonl").read_text().splitlines()
    index = next(i for i, line in enumerate(lines) if '"speed": 14' in line)
    lines[index] = damage(lines[index])
    path = tmp_path / "bad.jsonl"
    path.write_text("\n".join(lines) + "\n")
    code, out, err = run(capsys, path)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and f"{path}:{index + 1}:" in err and problem in err


def test_missing_file_and_bad_setup(tmp_path, capsys):
    code, _, err = run(capsys, tmp_path / "nope.jsonl")
    assert code == 2 and "no such file" in err
    path = tmp_path / "setup.jsonl"
    path.write_text(json.dumps({"format": "axles-and-alloys-ii/play-log", "version": 1, "action": "setup",
                                "setup": {"scenario": "joust", "cars": []}}) + "\n")
    code, _, err = run(capsys, path)
    assert code == 2 and f"{path}:1: setup: scenario" in err


def test_a_setup_over_the_limits_is_refused_in_one_line(tmp_path, capsys):
    lines = (GAMES / "short-deathmatch.jsonl").read_text(encoding="utf-8").splitlines()
    first = json.loads(lines[0])
    first["setup"]["cars"][0]["driver"] = "Antihiro\u2028Protagonist"
    path = tmp_path / "sep.jsonl"
    path.write_text("\n".join([json.dumps(first)] + lines[1:]) + "\n", encoding="utf-8")
    code, out, err = run(capsys, path)
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and f"{path}:1: setup: cars[0].driver: contains '\\u2028'" in err
    design = first["setup"]["cars"][0]["design"]
    design["weapons"] = design["weapons"][:1] * 101
    path.write_text(json.dumps(first) + "\n", encoding="utf-8")
    code, out, err = run(capsys, path)
    assert code == 2 and "cars[0].design: weapons: has 101 items; at most 100 are allowed" in err


def test_as_a_subprocess():
    proc = subprocess.run([sys.executable, "-m", "garage.cli", "play", "replay",
                           str(GAMES / "short-deathmatch.jsonl")], cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0 and "Hirsute Helga" in proc.stdout


def start(tmp_path, capsys):
    setup = tmp_path / "setup.json"
    examples = ROOT / "resources" / "examples"
    setup.write_text(json.dumps({"scenario": "deathmatch", "played_on": "2026-11-29", "cars": [
        {"id": "haze", "driver": "Antihiro", "design": str(examples / "purple-haze.car.json")},
        {"id": "helga", "driver": "Hirsute Helga", "design": str(examples / "der-bahnstormer.car.json")}]}))
    path = tmp_path / "game.jsonl"
    assert main(["play", "new", str(path), str(setup)]) == 0
    capsys.readouterr()
    return path


def act(path, action, *extra):
    return main(["play", "act", str(path), json.dumps(action), *extra])


def test_new_act_undo_round_trip(tmp_path, capsys):
    path = start(tmp_path, capsys)
    assert act(path, {"action": "plot", "car": "haze", "speed": 6}) == 0
    assert capsys.readouterr().out == 'Purple Haze (Antihiro) plots 6"\n'
    # entered dice: the tie's dice-off is asked for, and nothing is saved until answered
    assert act(path, {"action": "plot", "car": "helga", "speed": 6}, "--entered") == 1
    out = json.loads(capsys.readouterr().out)
    assert out["saved"] is False and out["needs"]["roll"] == 6
    assert len(path.read_text().splitlines()) == 2
    assert act(path, {"action": "plot", "car": "helga", "speed": 6}, "--entered", "--answer", "3",
               "--answer", "5", "--json") == 0
    state = json.loads(capsys.readouterr().out)["state"]
    assert state["phase"] == "move"
    assert act(path, {"action": "plot", "car": "helga", "speed": 6}) == 1  # refused by the rules
    assert "not allowed" in capsys.readouterr().err
    assert main(["play", "undo", str(path)]) == 0
    assert len(play_log.read(path)) == 2  # the undo is a marker line, the reader folds it away
    assert main(["play", "new", str(path), str(tmp_path / "setup.json")]) == 2  # never overwrites


def test_templates_before_play_from_the_shell_with_the_players_own_2d6(tmp_path, capsys):
    # Section 10: "up to 2d6 Napalm templates, Oil Slick templates or Spikes templates".
    path = start(tmp_path, capsys)
    assert act(path, {"action": "place", "kind": "mines"}) == 1
    assert "napalm, oil or spikes" in capsys.readouterr().err
    assert act(path, {"action": "place", "kind": "oil"}, "--entered", "--answer", "1", "--answer", "1",
               "--json") == 0
    assert json.loads(capsys.readouterr().out)["state"]["templates_allowed"] == 2
    assert act(path, {"action": "place", "kind": "spikes"}) == 0
    assert act(path, {"action": "place", "kind": "napalm"}) == 1
    assert "up to 2" in capsys.readouterr().err
    assert act(path, {"action": "plot", "car": "haze", "speed": 6}) == 0
    capsys.readouterr()
    code, out, _ = run(capsys, path, "--json")
    assert code == 0 and [t["kind"] for t in json.loads(out)["templates"]] == ["oil", "spikes"]


def test_act_on_a_bad_action_or_log(tmp_path, capsys):
    path = start(tmp_path, capsys)
    assert main(["play", "act", str(path), "{nope"]) == 2
    assert main(["play", "act", str(tmp_path / "none.jsonl"), "{}"]) == 2


def test_the_classic_example_plots_clock_faces_and_moves_all_at_once(capsys):
    code, out, _ = run(capsys, GAMES / "classic-deathmatch.jsonl", "--json")
    assert code == 0
    state = json.loads(out)
    assert state["turn"] == 3 and state["over"]  # called by the players after two game-turns
    lines = [json.loads(line) for line in (GAMES / "classic-deathmatch.jsonl").read_text().splitlines()]
    assert lines[0]["setup"]["options"]["classic_turning"] is True
    assert [line.get("clock") for line in lines[1:4]] == [1, 11, 9]
    assert [line["car"] for line in lines[4:7]] == ["dogmeat", "haze", "helga"]  # any order


def test_the_ambush_example_shows_sides_points_defences_and_a_loss_of_control(capsys):
    code, out, _ = run(capsys, GAMES / "badlands-ambush.jsonl", "--json")
    data = json.loads(out)
    assert code == 0 and data["sides"] == {"attacker": "raiders", "defender": "convoy"}
    assert data["points"] == {"attacker": 0, "defender": 1} and data["winner"] == "convoy"
    assert data["defences"][0]["id"] == "tower"
    haze = next(c for c in data["cars"] if c["car"] == "haze")
    assert haze["loss_of_control"]["text"] == "scatter 1: move 7\" towards arrow 1"
    assert haze["rerolls_left"] == 0
    code, out, _ = run(capsys, GAMES / "badlands-ambush.jsonl")
    assert "Badlands Ambush: raiders attack (0 points), convoy defend (1 points)" in out
    assert "tower: fixed defence, TOW emplacement (heavy gun), cannot be hit" in out


def play(capsys, *argv):
    code = main(["play", *map(str, argv)])
    out, err = capsys.readouterr()
    return code, out, err


def half_game(tmp_path, lines=4):
    path = tmp_path / "half.jsonl"
    path.write_text("\n".join((GAMES / "short-deathmatch.jsonl").read_text().splitlines()[:lines]) + "\n")
    return path


def test_status_shows_what_the_cards_show(tmp_path, capsys):
    code, out, err = play(capsys, "status", half_game(tmp_path), "--json")
    assert code == 0 and err == ""
    data = json.loads(out)
    assert data["phase"] == "move" and data["mover"] == "haze" and data["order"] == ["haze", "helga"]
    assert "Purple Haze (Antihiro Protagonist) to move" in data["waiting_for"]
    haze = next(c for c in data["cars"] if c["car"] == "haze")
    assert haze["plotted"] == 11 and haze["move_length"] == 11
    assert haze["turns_left"] == haze["stats"]["turn"] > 0
    assert haze["plot_range"] == {"min": 11 - haze["stats"]["dec"], "max": min(11 + haze["stats"]["acc"],
                                                                             haze["stats"]["max"])}
    assert haze["weapons"][0]["name"] == "Heavy Laser" and haze["weapons"][0]["problem"] is None
    assert haze["rerolls_left"] == 1
    helga = next(c for c in data["cars"] if c["car"] == "helga")
    assert helga["turns_left"] == 0  # not her move
    code, out, _ = play(capsys, "status", half_game(tmp_path))
    assert code == 0 and "Waiting for Purple Haze (Antihiro Protagonist) to move" in out
    assert "plotted 11\", next plot 6\"-16\"" in out


def test_status_in_the_plot_phase_gives_the_plot_range_of_who_has_not_plotted(tmp_path, capsys):
    code, out, _ = play(capsys, "status", half_game(tmp_path, 2), "--json")
    assert code == 0
    data = json.loads(out)
    assert data["to_plot"] == ["helga"] and data["waiting_for"] == "the speeds of Der Bahnstormer (Hirsute Helga)"
    cars = {c["car"]: c for c in data["cars"]}
    assert cars["helga"]["plot_range"] == {"min": 3, "max": 10}  # from 6" with ACC 4, DEC 3: this turn
    assert cars["haze"]["plot_range"] == {"min": 6, "max": 16}  # plotted 11": the next plot


def test_status_of_a_damaged_log_is_one_line_exit_2(tmp_path, capsys):
    path = half_game(tmp_path)
    path.write_text(path.read_text() + "{not json\n")
    code, out, err = play(capsys, "status", path)
    assert code == 2 and out == "" and err.count("\n") == 1 and f"{path}:5:" in err


def test_result_of_a_finished_game_is_recorded_by_a_campaign(tmp_path, capsys, db_path):
    out_file = tmp_path / "game.result.json"
    code, out, err = play(capsys, "result", GAMES / "short-deathmatch.jsonl", "-o", out_file)
    assert code == 0 and err == ""
    written = json.loads(out_file.read_text())
    assert written["format"] == "axles-and-alloys-ii/game-result"
    assert {e["driver"]: e["kills"] for e in written["entries"]} == {"Antihiro Protagonist": ["Hirsute Helga"],
                                                                     "Hirsute Helga": []}
    assert main(["--db", str(db_path), "campaign", "new", "League"]) == 0
    assert main(["--db", str(db_path), "campaign", "record", "League", str(out_file)]) == 0
    capsys.readouterr()
    code, out, _ = play(capsys, "result", GAMES / "short-deathmatch.jsonl")
    assert code == 0 and out == out_file.read_text()


def test_result_of_an_unfinished_game_is_refused_and_writes_nothing(tmp_path, capsys):
    out_file = tmp_path / "game.result.json"
    code, out, err = play(capsys, "result", half_game(tmp_path), "-o", out_file)
    assert (code, out) == (2, "") and err.count("\n") == 1 and "not over yet" in err
    assert not out_file.exists()


def test_a_result_that_cannot_be_written_is_one_line_exit_2(tmp_path, capsys):
    out_file = tmp_path / "no" / "game.result.json"
    code, out, err = play(capsys, "result", GAMES / "short-deathmatch.jsonl", "-o", out_file)
    assert (code, out) == (2, "")
    assert one_line(err) == f"garage-cli: {out_file}: cannot be written (No such file or directory)\n"


def test_every_finished_example_game_is_recorded_by_a_campaign(tmp_path, db_path, capsys):
    """The engine's result goes through the one game-result writer to the campaign reader."""
    assert main(["--db", str(db_path), "campaign", "new", "Examples"]) == 0
    logs = sorted(GAMES.glob("*.jsonl"))
    for path in logs:
        out = tmp_path / f"{path.stem}.result.json"
        assert main(["play", "result", str(path), "-o", str(out)]) == 0
        assert main(["--db", str(db_path), "campaign", "record", "Examples", str(out)]) == 0, capsys.readouterr().err
    assert main(["--db", str(db_path), "campaign", "games", "Examples"]) == 0
    assert f"{len(logs):>4}  2026-11-29" in capsys.readouterr().out


def test_a_game_set_up_without_a_day_is_given_the_day_it_is_played(tmp_path, db_path, capsys):
    """Before: played_on "" reached the result, and `campaign record` refused it."""
    setup = tmp_path / "setup.json"
    examples = ROOT / "resources" / "examples"
    setup.write_text(json.dumps({"scenario": "deathmatch", "cars": [
        {"id": "haze", "driver": "Antihiro", "design": str(examples / "purple-haze.car.json")},
        {"id": "helga", "driver": "Hirsute Helga", "design": str(examples / "der-bahnstormer.car.json")}]}))
    path = tmp_path / "game.jsonl"
    assert main(["play", "new", str(path), str(setup)]) == 0
    assert act(path, {"action": "end_game"}) == 0
    result = tmp_path / "game.result.json"
    assert main(["play", "result", str(path), "-o", str(result)]) == 0
    assert json.loads(result.read_text())["played_on"] == date.today().isoformat()
    assert main(["--db", str(db_path), "campaign", "new", "League"]) == 0
    capsys.readouterr()
    assert main(["--db", str(db_path), "campaign", "record", "League", str(result)]) == 0, capsys.readouterr().err


def test_a_setup_with_a_bad_day_is_refused_and_an_unfinished_game_has_no_result(tmp_path, capsys):
    path = start(tmp_path, capsys)
    assert main(["play", "result", str(path)]) == 2
    assert "not over yet" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text((tmp_path / "setup.json").read_text().replace("2026-11-29", "29/11/2026"))
    assert main(["play", "new", str(tmp_path / "bad.jsonl"), str(bad)]) == 2
    assert "played_on: '29/11/2026' is not a date" in capsys.readouterr().err
    assert not (tmp_path / "bad.jsonl").exists()


def one_line(err: str) -> str:
    assert err.startswith("garage-cli: ") and err.count("\n") == 1, err
    return err


def test_a_log_in_a_missing_folder_is_bad_input(tmp_path, capsys):
    start(tmp_path, capsys)
    code = main(["play", "new", str(tmp_path / "no" / "game.jsonl"), str(tmp_path / "setup.json")])
    out, err = capsys.readouterr()
    assert (code, out) == (2, "")
    assert one_line(err) == f"garage-cli: {tmp_path}/no/game.jsonl: cannot be written (No such file or directory)\n"


@pytest.mark.parametrize("errno, reason", [(28, "No space left on device"), (30, "Read-only file system")])
def test_a_log_that_cannot_be_saved_stays_as_it_was(tmp_path, capsys, monkeypatch, errno, reason):
    path = start(tmp_path, capsys)
    before = path.read_bytes()

    def fail(fd):
        raise OSError(errno, reason)

    monkeypatch.setattr("garage.fileio.os.fsync", fail)
    assert act(path, {"action": "plot", "car": "haze", "speed": 6}) == 2
    out, err = capsys.readouterr()
    assert out == "" and one_line(err) == f"garage-cli: {path}: cannot be written ({reason})\n"
    assert main(["play", "undo", str(path)]) == 2
    assert path.read_bytes() == before and sorted(p.name for p in tmp_path.iterdir()) == ["game.jsonl", "setup.json"]


@pytest.mark.parametrize("action, problem", [
    ('{"action": "plot", "car": "haze", "speed": ' + "6" * 5000 + "}", "ACTION: speed: a number of 5000 digits"),
    ('{"action": "plot", "car": "haze", "speed": 9223372036854775808}', "ACTION: speed: 9223372036854775808 is too"),
    ("[" * 5000 + "]" * 5000, "ACTION: not valid JSON (nested more than 64 deep)"),
    ('{"action": "plot", "car": "\\ud800"}', "ACTION: car: contains a lone surrogate"),
])
def test_an_action_no_file_could_hold_is_refused(tmp_path, capsys, action, problem):
    path = start(tmp_path, capsys)
    assert main(["play", "act", str(path), action]) == 2
    assert one_line(capsys.readouterr().err).startswith(f"garage-cli: {problem}")
    assert main(["play", "act", str(path), '{"action": "plot", "car": "haze", "speed": 6}',
                 "--answer", "9" * 4400]) == 2
    assert "--answer 999" in one_line(capsys.readouterr().err)


def test_a_setup_that_is_a_pipe_is_refused_without_waiting(tmp_path, capsys):
    setup = tmp_path / "setup.json"
    os.mkfifo(setup)
    assert main(["play", "new", str(tmp_path / "game.jsonl"), str(setup)]) == 2
    assert "setup.json: is not a regular file" in one_line(capsys.readouterr().err)
    assert not (tmp_path / "game.jsonl").exists()


def test_names_in_a_replayed_log_reach_the_terminal_escaped(tmp_path, capsys):
    text = (GAMES / "short-deathmatch.jsonl").read_text()
    assert "Antihiro Protagonist" in text
    path = tmp_path / "game.jsonl"
    path.write_text(text.replace("Antihiro Protagonist", "Anti\\u001b[2J\\u009b31mhiro"))
    # Such a name is refused (the formats' limits); the refusal shows it escaped, in one line.
    for args in ((path,), (path, "--json")):
        code, out, err = run(capsys, *args)
        assert (code, out) == (2, "") and "driver" in err and err.count("\n") == 1
        assert "\x1b" not in err and "\x9b" not in err


# --- another rule set: the commands ask the log's rule set ------------------------------------

TOY_SETUP = {"scenario": "joust", "played_on": "2026-12-01", "cars": [
    {"id": "p", "driver": "Pat", "design": {"format": "toy-cars/vehicle", "version": 1, "name": "Pram",
                                           "weight": "small", "guns": ["Pea"]}},
    {"id": "c", "driver": "Cy", "design": {"format": "toy-cars/vehicle", "version": 1, "name": "Cart",
                                          "weight": "small", "guns": []}}]}


@pytest.fixture
def toy():
    from garage.rules import rulesets
    from tests.rules.toy_ruleset import TOY

    rulesets.register(TOY)
    yield TOY
    rulesets.unregister(TOY.key)


def test_a_toy_game_is_started_played_and_told_by_its_own_rule_set(toy, tmp_path, capsys):
    setup, log = tmp_path / "joust.json", tmp_path / "joust.jsonl"
    setup.write_text(json.dumps(TOY_SETUP))
    assert main(["play", "new", str(log), str(setup), "--ruleset", "toy"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == f"{log}: joust with 2 cars"
    assert main(["play", "act", str(log), '{"action": "ram", "car": "p"}', "--entered", "--answer", "4"]) == 0
    assert main(["play", "act", str(log), '{"action": "ram", "car": "c"}', "--entered", "--answer", "5"]) == 0
    capsys.readouterr()
    assert main(["play", "status", str(log)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Turn 3, game over") and "Cart (Cy): running" in out
    assert "Pram (Pat): DESTROYED" in out and "Winner: Cart (Cy)" in out
    assert main(["play", "status", str(log), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["over"] and data["cars"][0]["card"] == [[["guns: ", ""], ["Pea", "strong"]]]
    assert data["result"]["format"] == "toy-cars/game-result"
    assert main(["play", "replay", str(log)]) == 0 and "Winner: Cart (Cy)" in capsys.readouterr().out
    assert main(["play", "result", str(log)]) == 0 and '"toy-cars/game-result"' in capsys.readouterr().out


def test_a_damaged_toy_log_stops_at_its_line_in_one_line(toy, tmp_path, capsys):
    setup, log = tmp_path / "joust.json", tmp_path / "joust.jsonl"
    setup.write_text(json.dumps(TOY_SETUP))
    assert main(["play", "new", str(log), str(setup), "--ruleset", "toy"]) == 0
    lines = log.read_text().splitlines()
    log.write_text(lines[0] + '\n{"action": "ram", "car": "nobody", "inputs": []}\n')
    capsys.readouterr()
    for command in ("status", "replay", "result"):
        assert main(["play", command, str(log)]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and f"{log}:2: there is no car 'nobody'" in err


def test_a_result_written_over_its_own_log_is_refused_and_the_log_kept(tmp_path, capsys):
    log = tmp_path / "game.jsonl"
    log.write_bytes((GAMES / "short-deathmatch.jsonl").read_bytes())
    (tmp_path / "sub").mkdir()
    os.link(log, tmp_path / "hard.jsonl")
    (tmp_path / "link.jsonl").symlink_to(log)
    for output in (log, tmp_path / "sub" / ".." / "game.jsonl", tmp_path / "hard.jsonl", tmp_path / "link.jsonl"):
        code, out, err = play(capsys, "result", log, "-o", output)
        assert (code, out) == (2, "") and one_line(err).startswith(f"garage-cli: {output}: -o/--output: "), err
        assert log.read_bytes() == (GAMES / "short-deathmatch.jsonl").read_bytes()


def _setup_file(tmp_path, change) -> Path:
    setup = json.loads((GAMES / "short-deathmatch.jsonl").read_text(encoding="utf-8").splitlines()[0])["setup"]
    change(setup)
    path = tmp_path / "setup.json"
    path.write_text(json.dumps(setup), encoding="utf-8")
    return path


def test_a_setup_giving_one_driver_two_cars_is_refused_naming_the_second(tmp_path, capsys):
    # the campaign would refuse the game's result ('already entries[0]'s driver') after the game
    def same_driver(setup):
        setup["cars"][1]["driver"] = setup["cars"][0]["driver"]
    log = tmp_path / "new.jsonl"
    code, out, err = play(capsys, "new", log, _setup_file(tmp_path, same_driver))
    assert (code, out) == (2, "") and not log.exists()
    assert one_line(err).startswith(f"garage-cli: {tmp_path / 'setup.json'}: cars[1].driver: "), err
    assert "Antihiro Protagonist" in err

    def unnamed(setup):  # two unnamed drivers are two people
        setup["cars"][0]["driver"] = setup["cars"][1]["driver"] = ""
    assert play(capsys, "new", log, _setup_file(tmp_path, unnamed))[0] == 0


def test_an_empty_ruleset_is_refused_not_taken_as_none(tmp_path, capsys):
    log = tmp_path / "new.jsonl"
    code, out, err = play(capsys, "new", log, _setup_file(tmp_path, lambda setup: None), "--ruleset", "")
    assert (code, out) == (2, "") and one_line(err).startswith("garage-cli: --ruleset: "), err
    assert not log.exists()


def test_a_setup_giving_one_navigator_two_cars_is_refused_naming_the_second(tmp_path, capsys):
    def same_navigator(setup):
        setup["options"]["lady_navigators"] = True
        for car in setup["cars"]:
            car["design"]["navigator"] = True
            car["navigator"] = "Lady Penelope"
    log = tmp_path / "new.jsonl"
    code, out, err = play(capsys, "new", log, _setup_file(tmp_path, same_navigator))
    assert (code, out) == (2, "") and not log.exists()
    assert one_line(err) == (f"garage-cli: {tmp_path / 'setup.json'}: cars[1].navigator: 'Lady Penelope' is already "
                             f"cars[0]'s navigator\n")

    def two_navigators(setup):
        same_navigator(setup)
        setup["cars"][1]["navigator"] = "Lady Jane"
    assert play(capsys, "new", log, _setup_file(tmp_path, two_navigators))[0] == 0

# --- one log, one writer at a time (issue 20, Data 1) ------------------------------------------

CAR_WARS = ROOT / "resources" / "examples" / "car_wars"
# Each writer is a real process playing `play act` five times, each act a whole
# read-play-write through garage-cli's main, and printing the exit codes it got.
_WRITER = """
import contextlib, io, sys
from garage.cli.main import main
codes = []
for _ in range(5):
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        try:
            code = main(["play", "act", sys.argv[1], '{"action": "next_phase"}', "--seed", "1"])
        except SystemExit as exc:
            code = exc.code
    codes.append(code)
    if code != 0:
        print("error", err.getvalue().strip(), file=sys.stderr)
print(" ".join(map(str, codes)))
"""


def crash_tables_log(tmp_path, capsys) -> Path:
    log = tmp_path / "crash.jsonl"
    assert main(["play", "new", str(log), str(CAR_WARS / "crash-tables.setup.json"), "--ruleset", "car_wars",
                 "--seed", "1"]) == 0
    capsys.readouterr()
    return log


def test_six_processes_acting_on_one_log_lose_no_action_they_saved(tmp_path, capsys):
    log = crash_tables_log(tmp_path, capsys)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    writers = [subprocess.Popen([sys.executable, "-c", _WRITER, str(log)], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True, cwd=ROOT, env=env) for _ in range(6)]
    codes, errors = [], []
    for writer in writers:
        out, err = writer.communicate(timeout=300)
        assert writer.returncode == 0, err
        codes += [int(c) for c in out.split()]
        errors += [line for line in err.splitlines() if line.startswith("error")]
    assert len(codes) == 30 and set(codes) <= {0, 2}, (codes, errors)
    # A writer that waited too long is refused in one line (exit 2), and saved nothing.
    assert all(line.startswith(f"error garage-cli: {log}: is open in another Garage") for line in errors), errors
    lines = log.read_text().splitlines()
    assert len(lines) - 1 == codes.count(0)
    assert main(["play", "replay", str(log)]) == 0
    assert [p.name for p in tmp_path.iterdir()] == ["crash.jsonl"]  # the lock goes with its holder


# Takes the log's lock as `play act` does, says so, and waits to be killed while it holds it.
_HOLDER = """
import sys
from garage.fileio import FileLock
lock = FileLock(sys.argv[1])
print("held", flush=True)
sys.stdin.read()
"""


def test_a_writer_killed_while_it_holds_the_lock_leaves_the_log_to_the_next(tmp_path, capsys):
    log = crash_tables_log(tmp_path, capsys)
    holder = subprocess.Popen([sys.executable, "-c", _HOLDER, str(log)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True, cwd=ROOT)
    try:
        assert holder.stdout.readline() == "held\n"
        assert (tmp_path / ".crash.jsonl.lock").read_text() == f"{holder.pid} write\n"
    finally:
        holder.send_signal(signal.SIGKILL)
        holder.communicate(timeout=60)
    assert holder.returncode == -signal.SIGKILL
    assert main(["play", "act", str(log), '{"action": "next_phase"}']) == 0
    assert len(log.read_text().splitlines()) == 2
    assert [p.name for p in tmp_path.iterdir()] == ["crash.jsonl"]  # the killed one's sidecar went too


def _cli_killed_at(k, argv):
    """`garage-cli ARGV` in a child process whose log append writes `k` bytes and is killed."""
    from tests.storage import children

    def child(report):
        from garage import fileio

        def cut(fd, payload):
            os.write(fd, payload[:k])
            os.kill(os.getpid(), signal.SIGKILL)

        fileio._write_all = cut
        with open(os.devnull, "w") as quiet:
            sys.stdout = sys.stderr = quiet
            main(argv)
        report("not killed")

    pid, fd = children.fork(child)
    said = children.read_all(fd)
    _, status = os.waitpid(pid, 0)
    assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL, said


@pytest.mark.parametrize("command", ["act", "undo"])
def test_play_act_or_undo_killed_at_any_byte_of_its_append_loses_nothing_saved(tmp_path, capsys, command):
    """SIGKILL at moments of the line `play act` or `play undo` appends: every command still
    opens the log, with every action saved before; the cut-off line is left out, said on stderr,
    and the next action takes its place."""
    log = crash_tables_log(tmp_path, capsys)
    next_phase = '{"action": "next_phase"}'
    assert main(["play", "act", str(log), next_phase, "--seed", "1"]) == 0
    capsys.readouterr()
    fresh = log.read_bytes()
    argv = ["play", "act", str(log), next_phase, "--seed", "2"] if command == "act" else ["play", "undo", str(log)]
    assert main(argv) == 0
    capsys.readouterr()
    line, done = log.read_bytes()[len(fresh):], play_log.read(log)
    log.write_bytes(fresh)
    saved = play_log.read(log)
    note = (f"garage-cli: note: {log}:{len(fresh.splitlines()) + 1}: a cut-off last line (an action being saved "
            f"when Garage was stopped) is left out\n")
    # Its ends, and moments between drawn once (a seeded draw: the same ones every run); every byte
    # of both lines is cut in tests/rules/play/test_engine.py and test_log.py.
    moments = sorted({0, 1, len(line) - 2, len(line) - 1, len(line), *random.Random(24).sample(range(len(line)), 5)})
    for k in moments:
        log.write_bytes(fresh)
        _cli_killed_at(k, argv)
        whole = k >= len(line) - 1  # all but its line end: the whole line
        assert main(["play", "status", str(log)]) == 0, k
        assert capsys.readouterr().err == ("" if k == 0 or whole else note), k
        assert play_log.read(log) == (done if whole else saved), k
        assert main(["play", "act", str(log), next_phase, "--seed", "3"]) == 0, k  # the next one plays on
        assert capsys.readouterr().err == ("" if k == 0 or whole else note), k
        assert main(["play", "replay", str(log)]) == 0 and capsys.readouterr().err == ""
        assert len(play_log.read(log)) == len(done if whole else saved) + 1


def test_play_act_on_a_symlinked_log_plays_on_its_target_and_keeps_the_link(tmp_path, capsys):
    log = crash_tables_log(tmp_path, capsys)
    link = tmp_path / "link.jsonl"
    link.symlink_to(log)
    assert main(["play", "act", str(link), '{"action": "next_phase"}']) == 0
    assert main(["play", "undo", str(link)]) == 0
    assert main(["play", "act", str(link), '{"action": "next_phase"}']) == 0
    assert link.is_symlink() and len(play_log.read(log)) == 2  # the undo and its line folded away
    assert sorted(p.name for p in tmp_path.iterdir()) == ["crash.jsonl", "link.jsonl"]


# --- logs Garage writes are logs Garage reads (issue 20, Data 3 and the log's length) -----------

EXAMPLE_LOGS = {"aa2": GAMES / "short-deathmatch.jsonl", "battle_cars": ROOT / "resources" / "examples" /
                "battle_cars" / "short-battle.jsonl", "car_wars": CAR_WARS / "crash-tables.jsonl"}


def setup_of_cars(key: str, count: int) -> dict:
    setup = json.loads(EXAMPLE_LOGS[key].read_text(encoding="utf-8").splitlines()[0])["setup"]
    setup["cars"] = [{**setup["cars"][0], "id": f"car{i}", "driver": f"Driver {i}"} for i in range(count)]
    return setup


@pytest.mark.parametrize("key", sorted(EXAMPLE_LOGS))
def test_a_setup_of_more_than_100_cars_is_refused_for_every_rule_set(key, tmp_path, capsys):
    setup, log = tmp_path / "setup.json", tmp_path / "game.jsonl"
    setup.write_text(json.dumps(setup_of_cars(key, 101)))
    assert main(["play", "new", str(log), str(setup), "--ruleset", key]) == 2
    out, err = capsys.readouterr()
    assert out == "" and one_line(err) == f"garage-cli: {setup}: cars: has 101 items; at most 100 are allowed\n"
    assert not log.exists()
    first = json.loads(EXAMPLE_LOGS[key].read_text(encoding="utf-8").splitlines()[0])
    first["setup"] = setup_of_cars(key, 101)
    log.write_text(json.dumps(first) + "\n")  # written by hand: refused on read as well
    assert main(["play", "status", str(log)]) == 2
    assert one_line(capsys.readouterr().err) == \
        f"garage-cli: {log}:1: setup: cars: has 101 items; at most 100 are allowed\n"


def full_crash_log(tmp_path, capsys, lines: int) -> Path:
    log = crash_tables_log(tmp_path, capsys)
    with log.open("a", encoding="utf-8") as out:
        out.write('{"action": "next_phase", "inputs": []}\n' * (lines - 1))
    return log


def test_a_log_longer_than_garage_plays_is_refused_on_read_at_the_first_line_too_many(tmp_path, capsys):
    log = full_crash_log(tmp_path, capsys, play_log.MAX_LINES + 1)
    for command in ("status", "replay", "result"):
        assert main(["play", command, str(log)]) == 2
        assert one_line(capsys.readouterr().err) == (
            f"garage-cli: {log}:{play_log.MAX_LINES + 1}: a play log holds at most {play_log.MAX_LINES} lines "
            f"(the setup and {play_log.MAX_LINES - 1} actions)\n")


def test_an_action_on_a_full_log_is_refused_and_the_log_stays_as_it_was(tmp_path, capsys):
    log = full_crash_log(tmp_path, capsys, play_log.MAX_LINES)
    before = log.read_bytes()
    assert main(["play", "act", str(log), '{"action": "next_phase"}']) == 2
    out, err = capsys.readouterr()
    assert out == "" and one_line(err) == (
        f"garage-cli: {log}: is full: a play log holds at most {play_log.MAX_LINES} lines (the setup and "
        f"{play_log.MAX_LINES - 1} actions)\n")
    assert log.read_bytes() == before
    assert main(["play", "status", str(log)]) == 0  # and it still plays: undo, then one more action
    assert main(["play", "undo", str(log)]) == 0
    assert main(["play", "act", str(log), '{"action": "next_phase"}']) == 0
    assert log.read_bytes() == before


def test_an_action_whose_log_would_pass_the_read_limit_is_refused(tmp_path, capsys, monkeypatch):
    log = crash_tables_log(tmp_path, capsys)
    before = log.read_bytes()
    line = len(b'{"action": "next_phase", "inputs": []}\n')
    monkeypatch.setattr(play_log, "MAX_BYTES", len(before) + line - 1)
    assert main(["play", "act", str(log), '{"action": "next_phase"}']) == 2
    out, err = capsys.readouterr()
    assert out == "" and one_line(err) == (
        f"garage-cli: {log}: is full: the log would be {len(before) + line} bytes; a play log holds at most "
        f"{len(before) + line - 1}\n")
    assert log.read_bytes() == before


def test_status_and_replay_json_are_as_recorded_before_the_status_was_typed():
    # Every example log cut after each line, as tests/cli/status_outputs.py recorded them.
    recorded = json.loads(status_outputs.RECORDED.read_text())
    assert status_outputs.outputs() == recorded


def test_replay_and_status_words_name_the_cars_and_drivers_never_their_ids(tmp_path, capsys):
    import re

    half = tmp_path / "half.jsonl"
    half.write_text("".join((GAMES / "short-deathmatch.jsonl").read_text().splitlines(keepends=True)[:45]))
    for path in (GAMES / "short-deathmatch.jsonl", half):
        for command in ("replay", "status"):
            code = main(["play", command, str(path)])
            out, _ = capsys.readouterr()
            assert code == 0
            assert not re.search(r"(?<![\w-])(haze|helga)(?![\w-])|\w:\d|\(\d+\)", out), out
            assert "Purple Haze (Antihiro Protagonist)" in out and "Der Bahnstormer (Hirsute Helga)" in out
    code = main(["play", "replay", str(GAMES / "short-deathmatch.jsonl")])
    assert "Winner: Purple Haze (Antihiro Protagonist)" in capsys.readouterr()[0]


def test_play_act_says_what_happened_naming_the_cars(tmp_path, capsys):
    # It printed the engine's fields: "event=damage car=helga hit_points=4 left=8".
    attack = '{"action": "attack", "car": "haze", "target": "helga", "weapons": [0], "range": 10, "arc": "front"}'
    faces = [a for face in (6, 6, 1, 1, 1, 1, 1, 1, 1, 1) for a in ("--answer", face)]
    code, out, _ = play(capsys, "act", half_game(tmp_path, 3), attack, "--entered", "--defaults", *faces)
    assert code == 0
    assert out == ("Der Bahnstormer (Hirsute Helga) takes 4 damage (8 left)\n"
                   "Der Bahnstormer (Hirsute Helga) crosses line 1: Systems lost on 6\n")


def test_secret_plotting_hides_each_speed_in_act_status_and_replay_until_all_have_plotted(tmp_path, capsys):
    path = start(tmp_path, capsys)
    lines = path.read_text().splitlines()
    setup = json.loads(lines[0])
    setup["setup"]["options"]["secret_plotting"] = True
    path.write_text(json.dumps(setup) + "\n")
    assert act(path, {"action": "plot", "car": "haze", "speed": 9}) == 0
    assert capsys.readouterr().out == "Purple Haze (Antihiro) has plotted\n"
    assert json.loads(path.read_text().splitlines()[-1])["speed"] == 9  # the log keeps it
    for argv in (("status",), ("status", "--json"), ("replay",), ("replay", "--json")):
        code, out, _ = play(capsys, argv[0], path, *argv[1:])
        haze = out.split("Purple Haze")[1].split("Der Bahnstormer")[0] if "--json" not in argv else ""
        assert code == 0 and "9\"" not in haze and '"plotted": 9' not in out, argv
    code, out, _ = play(capsys, "status", path)
    assert "plotted (hidden until every car has plotted)" in out
    assert act(path, {"action": "plot", "car": "helga", "speed": 5}) == 0
    out = capsys.readouterr().out
    assert 'speeds revealed: Purple Haze (Antihiro) 9", Der Bahnstormer (Hirsute Helga) 5"' in out
    code, out, _ = play(capsys, "status", path)
    assert "plotted 9\"" in out


# --- Battle Cars maps (issue 23): play map, play new --map, play status --board ----------------

BATTLE = ROOT / "resources" / "examples" / "battle_cars"
DAMAGED_MAP = {"format": "battle-cars/map", "version": 1, "name": "Yard", "width": 5, "height": 5,
               "starts": [{"at": [1, 1], "facing": "up"}, {"at": [2, 2], "facing": "n"}]}


def battle_setup(tmp_path) -> Path:
    for car in BATTLE.glob("*.car.json"):
        (tmp_path / car.name).write_bytes(car.read_bytes())
    setup = tmp_path / "setup.json"
    setup.write_text(json.dumps({"played_on": "2026-12-01", "cars": [
        {"id": "hog", "driver": "Ann", "design": "road-hog.car.json"},
        {"id": "tin", "driver": "Bo", "design": "tin-can.car.json"},
        {"id": "queen", "design": "spike-queen.car.json"}]}))
    return setup


def test_play_map_draws_a_built_in_map_one_character_a_point(capsys):
    code, out, err = play(capsys, "map", "town-block")
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "Town block (20 by 20 points)"
    assert lines[1] == "19 4..................2"  # the north row first, starting points by number
    assert "15 ...######..:T::T:..." in lines  # buildings, and the park's grass and trees
    assert ". road  : grass  # building  T tree  1 starting point (its number)" in lines
    assert "start 1: 0,0 facing N" in lines


def test_play_map_json_gives_the_file_and_the_grid(tmp_path, capsys):
    code, out, _ = play(capsys, "map", "figure-of-eight", "--json")
    data = json.loads(out)
    assert code == 0 and data["map"]["format"] == "battle-cars/map" and data["map"]["surface"] == "grass"
    assert data["grid"]["width"] == 26 and len(data["grid"]["rows"]) == 15
    path = tmp_path / "eight.map.json"
    path.write_text(json.dumps(data["map"]))
    assert play(capsys, "map", path)[1].startswith("Figure of eight (26 by 15 points)")


def test_a_damaged_map_is_refused_in_one_line_naming_the_field(tmp_path, capsys):
    path = tmp_path / "yard.map.json"
    path.write_text(json.dumps(DAMAGED_MAP))
    code, out, err = play(capsys, "map", path)
    assert code == 2 and out == ""
    assert one_line(err) == f"garage-cli: {path}: starts[0].facing: 'up' is not one of n, ne, e, se, s, sw, w, nw\n"
    log = tmp_path / "game.jsonl"
    code, out, err = play(capsys, "new", log, battle_setup(tmp_path), "--ruleset", "battle_cars", "--map", path)
    assert code == 2 and out == "" and "starts[0].facing" in one_line(err) and not log.exists()
    code, _, err = play(capsys, "map", "no-such-map")
    assert code == 2 and one_line(err).startswith("garage-cli: no-such-map: no such map file, nor a built-in map")


def test_play_new_on_a_map_stands_the_cars_on_its_starts_and_the_log_keeps_the_board(tmp_path, capsys):
    log = tmp_path / "game.jsonl"
    code, out, err = play(capsys, "new", log, battle_setup(tmp_path), "--ruleset", "battle_cars", "--map", "Town block")
    assert code == 0, err
    setup = json.loads(log.read_text().splitlines()[0])["setup"]
    assert setup["board"]["name"] == "Town block" and len(setup["obstructions"]) == 113
    assert [(c["at"], c["facing"]) for c in setup["cars"]] == [([0, 0], "n"), ([19, 19], "s"), ([19, 0], "w")]
    code, out, err = play(capsys, "status", log, "--board")
    assert code == 0 and err == ""
    assert out.splitlines()[0] == "Town block (20 by 20 points)"
    assert " 0 ^..................<" in out.splitlines()
    assert "^ Road Hog (Ann): at 0,0 facing N, speed 0" in out


def test_more_cars_than_a_maps_starting_points_is_refused(tmp_path, capsys):
    path = tmp_path / "two.map.json"
    two = [{"at": [1, 1], "facing": "n"}, {"at": [2, 2], "facing": "n"}]
    path.write_text(json.dumps({**DAMAGED_MAP, "starts": two}))
    code, _, err = play(capsys, "new", tmp_path / "g.jsonl", battle_setup(tmp_path), "--ruleset", "battle_cars",
                        "--map", path)
    assert code == 2 and one_line(err) == (f"garage-cli: --map {path}: starts: the map 'Yard' has 2 starting "
                                           "points, not enough for 3 cars\n")


def test_map_options_refuse_a_rule_set_without_maps(tmp_path, capsys):
    code, _, err = play(capsys, "status", GAMES / "short-deathmatch.jsonl", "--board")
    assert code == 2 and one_line(err).endswith("--board: Axles and Alloys II is not played on a map; only the "
                                                "cards are shown\n")
    setup = tmp_path / "setup.json"
    setup.write_text(json.dumps(setup_of_cars("aa2", 2)))
    code, _, err = play(capsys, "new", tmp_path / "g.jsonl", setup, "--ruleset", "aa2", "--map", "town-block")
    assert code == 2 and one_line(err) == "garage-cli: --map: Axles and Alloys II is not played on a map\n"


def test_the_board_of_the_example_game_shows_its_wrecks_and_markers(capsys):
    code, out, _ = play(capsys, "status", BATTLE / "short-battle.jsonl", "--board")
    assert code == 0
    assert out.splitlines()[0] == "The table (12 by 12 points)"  # a log from before maps: no name
    assert " 9 ..#...:..T.." in out and " 5 ...o..:....." in out
    assert "W Road Hog (Ann Archy): a Wreck at 3,7" in out
