"""`garage-cli campaign ...` end to end on a fresh database: exit codes and one-line errors."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from garage.cli.main import main
from garage.resources import resource
from garage.rules import game_result

EXAMPLES = sorted(resource("examples", "games").glob("*.result.json"))
LEAGUE = "Wasteland League"


@pytest.fixture
def cli(db_url, capsys):
    def run(*argv: str) -> tuple[int, str, str]:
        code = main(["--db", db_url, *argv])
        out, err = capsys.readouterr()
        return code, out, err
    return run


@pytest.fixture
def league(cli):
    assert cli("campaign", "new", LEAGUE)[0] == 0
    for path in EXAMPLES:
        code, _, err = cli("campaign", "record", LEAGUE, str(path))
        assert (code, err) == (0, "")
    return cli


def test_standings_json_has_every_driver_and_navigator(league) -> None:
    code, out, _ = league("campaign", "standings", LEAGUE, "--json")
    assert code == 0
    data = json.loads(out)
    assert data["campaign"] == LEAGUE and data["games"] == 3
    rows = {d["driver"]: {k: d[k] for k in ("status", "rerolls", "games", "kills", "wins")}
            for d in data["drivers"]}
    assert rows == {
        "Hirsute Helga": {"status": "alive", "rerolls": 5, "games": 3, "kills": 2, "wins": 0},
        "Mad Mick": {"status": "alive", "rerolls": 3, "games": 3, "kills": 1, "wins": 0},
        "Damnation Alex": {"status": "dead", "rerolls": 3, "games": 3, "kills": 0, "wins": 1},
    }
    assert [(n["navigator"], n["rerolls"], n["driver"]) for n in data["navigators"]] == [
        ("Lifer Lil", 2, "Hirsute Helga")]


def test_standings_and_history_as_text(league) -> None:
    code, out, _ = league("campaign", "standings", LEAGUE)
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == f"{LEAGUE}: 3 game(s)"
    assert lines[1].split() == ["Driver", "Status", "Rerolls", "Games", "Kills", "Wins", "Car"]
    assert lines[2].split()[:5] == ["Hirsute", "Helga", "alive", "5", "3"]
    assert "Memorial" in lines
    assert any(line.strip().startswith("Damnation Alex, died in game 3") for line in lines)
    code, out, _ = league("campaign", "history", LEAGUE, "Hirsute Helga")
    assert code == 0
    assert out.splitlines()[0] == "Hirsute Helga (5 reroll(s)): 3 game(s), 2 kill(s), 0 win(s)"
    assert "rerolls 3 + 1 from Lifer Lil = 4" in out.splitlines()[3]
    code, out, _ = league("campaign", "history", LEAGUE, "Damnation Alex", "--json")
    history = json.loads(out)["history"]
    assert [(g["rerolls"], g["rerolls_after"]) for g in history] == [(0, 1), (1, 3), (3, 3)]


def test_list_and_games(league) -> None:
    code, out, _ = league("campaign", "list", "--json")
    assert code == 0
    assert json.loads(out) == [{"campaign": LEAGUE, "games": 3, "drivers": 3, "alive": 2}]
    code, out, _ = league("campaign", "games", LEAGUE)
    assert code == 0
    assert [line.split()[0] for line in out.splitlines()] == ["1", "2", "3"]
    assert "house rules: Doing a Scott" in out.splitlines()[1]


def test_undo_last_saves_the_game_and_it_records_again(league, tmp_path) -> None:
    saved = tmp_path / "undone.result.json"
    code, out, _ = league("campaign", "undo-last", LEAGUE, "-o", str(saved))
    assert code == 0 and out.startswith(f"removed game 3 of {LEAGUE}")
    assert saved.read_text(encoding="utf-8") == EXAMPLES[2].read_text(encoding="utf-8")
    _, out, _ = league("campaign", "standings", LEAGUE, "--json")
    assert {d["driver"]: d["status"] for d in json.loads(out)["drivers"]}["Damnation Alex"] == "alive"
    assert league("campaign", "record", LEAGUE, str(saved))[0] == 0


def test_show_game_then_correct_changes_everything_after(league, tmp_path) -> None:
    first = tmp_path / "game1.result.json"
    assert league("campaign", "show-game", LEAGUE, "1", "-o", str(first))[0] == 0
    data = json.loads(first.read_text(encoding="utf-8"))
    data["entries"][0]["kills"] = ["Meat Wagon"]  # Alex, not Mad Mick, destroyed the Meat Wagon
    data["entries"][2]["kills"] = []
    first.write_text(json.dumps(data), encoding="utf-8")
    code, out, err = league("campaign", "correct", LEAGUE, "1", str(first))
    assert (code, err) == (0, "")
    _, out, _ = league("campaign", "standings", LEAGUE, "--json")
    rerolls = {d["driver"]: d["rerolls"] for d in json.loads(out)["drivers"]}
    assert rerolls == {"Hirsute Helga": 5, "Mad Mick": 2, "Damnation Alex": 4}


def _write(tmp_path: Path, name: str, data: dict) -> str:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def test_refusals_exit_2_in_one_line(league, tmp_path) -> None:
    ghost = dict(game_result.result_to_dict(game_result.load(EXAMPLES[2])), played_on="2026-12-06")
    ghost_path = _write(tmp_path, "ghost.result.json", ghost)
    newer = _write(tmp_path, "newer.result.json", dict(ghost, version=2))
    typo = _write(tmp_path, "typo.result.json", dict(ghost, scenario="deathmach"))
    cases = [
        (("campaign", "record", LEAGUE, ghost_path),
         f"{ghost_path}: campaign '{LEAGUE}': game 4: entries[0].driver: 'Damnation Alex' died in game 3"),
        (("campaign", "record", LEAGUE, newer), f"{newer}: version: 2 was written by a newer Garage"),
        (("campaign", "record", LEAGUE, typo), f"{typo}: scenario: 'deathmach' is not one of"),
        (("campaign", "record", LEAGUE, str(tmp_path / "none.json")), f"{tmp_path / 'none.json'}: no such file"),
        (("campaign", "record", "Nowhere", ghost_path), "no campaign called 'Nowhere' in the garage"),
        (("campaign", "record", LEAGUE, str(EXAMPLES[1])), (f"{EXAMPLES[1]}: campaign '{LEAGUE}': this result is "
                                                            "already game 2")),
        (("campaign", "standings", "Nowhere"), "no campaign called 'Nowhere'"),
        (("campaign", "history", LEAGUE, "Hairy Helga"), f"no driver called 'Hairy Helga' in the campaign '{LEAGUE}'"),
        (("campaign", "new", LEAGUE), f"a campaign called '{LEAGUE}' is already in the garage"),
        (("campaign", "show-game", LEAGUE, "9"), f"the campaign '{LEAGUE}' has no game 9"),
        (("campaign", "correct", LEAGUE, "9", ghost_path), f"the campaign '{LEAGUE}' has no game 9"),
    ]
    for argv, message in cases:
        code, out, err = league(*argv)
        assert code == 2, argv
        assert err.startswith(f"garage-cli: {message}"), (argv, err)
        assert err.count("\n") == 1 and out == ""
    code, out, _ = league("campaign", "games", LEAGUE, "--json")
    assert len(json.loads(out)) == 3


def test_the_console_entry_point_runs_a_campaign(tmp_path) -> None:
    repo = Path(__file__).resolve().parents[2]
    db = tmp_path / "club.sqlite"

    def run(*argv):
        return subprocess.run([sys.executable, "-m", "garage.cli", "--db", str(db), *argv], cwd=repo,
                              capture_output=True, text=True, env={"PYTHONPATH": str(repo),
                                                                   "HOME": str(tmp_path)})
    assert run("campaign", "new", LEAGUE).returncode == 0
    assert run("campaign", "record", LEAGUE, str(EXAMPLES[0])).returncode == 0
    done = run("campaign", "standings", LEAGUE, "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["games"] == 1
    bad = run("campaign", "history", LEAGUE, "Nobody")
    assert (bad.returncode, bad.stderr.count("\n"), "Traceback" in bad.stderr) == (2, 1, False)


def test_history_of_a_navigator_and_a_near_miss(league) -> None:
    code, out, _ = league("campaign", "history", LEAGUE, "Lifer Lil")
    assert code == 0
    assert out.splitlines()[0] == "Lifer Lil, Lady Navigator (2 reroll(s)): 2 game(s)"
    assert "with Hirsute Helga in Der Bahnstormer: tally 1; rode it out; earned +1 -> 2" in out
    code, _, err = league("campaign", "history", LEAGUE, "damnation alex")
    assert code == 2
    assert err == (f"garage-cli: no driver called 'damnation alex' in the campaign '{LEAGUE}' "
                   "(did you mean 'Damnation Alex'?)\n")


@pytest.mark.sqlite_only("the backup taken before removing is a copy of the SQLite file")
def test_remove_backs_up_then_removes(league, db_path) -> None:
    code, out, _ = league("campaign", "remove", LEAGUE)
    assert code == 0 and out.startswith(f"removed campaign {LEAGUE} (3 game(s)); backup: ")
    backup = out.rsplit("backup: ", 1)[1].strip()
    assert backup.endswith(".sqlite")
    assert league("campaign", "list", "--json")[1].strip() == "[]"
    code, _, err = league("campaign", "remove", LEAGUE)
    assert (code, err) == (2, f"garage-cli: no campaign called '{LEAGUE}' in the garage\n")


def test_undo_last_into_a_folder_that_does_not_exist_removes_nothing(league, tmp_path) -> None:
    target = tmp_path / "missing" / "last.result.json"
    code, _, err = league("campaign", "undo-last", LEAGUE, "-o", str(target))
    assert code == 2 and err.startswith(f"garage-cli: {target}: cannot be written")
    assert len(json.loads(league("campaign", "games", LEAGUE, "--json")[1])) == 3


def test_a_refused_driver_name_names_the_file_and_field(league, tmp_path) -> None:
    result = dict(game_result.result_to_dict(game_result.load(EXAMPLES[0])), played_on="2026-12-06")
    result["entries"][1]["driver"] = "B" * 300
    path = _write(tmp_path, "long.result.json", result)
    code, out, err = league("campaign", "record", LEAGUE, path)
    assert (code, out) == (2, "")
    assert err.startswith(f"garage-cli: {path}: entries[1].driver: ") and err.count("\n") == 1
    assert len(json.loads(league("campaign", "games", LEAGUE, "--json")[1])) == 3


def test_names_from_results_reach_the_terminal_escaped(league, tmp_path) -> None:
    result = dict(game_result.result_to_dict(game_result.load(EXAMPLES[0])), played_on="2026-12-06")
    result["entries"][0]["vehicle"] = "Haze\x1b[2J\x9b31m!"
    assert league("campaign", "new", "Escapes")[0] == 0
    # Such a name is refused (docs/vehicle-format.md, limits); the refusal shows it escaped.
    code, out, err = league("campaign", "record", "Escapes", _write(tmp_path, "escape.result.json", result))
    assert (code, out) == (2, "") and "entries[0].vehicle" in err and err.count("\n") == 1
    assert not any(ch in err for ch in "\x1b\x9b\u2028")


@pytest.mark.parametrize("command", [["show-game", LEAGUE, "1"], ["undo-last", LEAGUE]])
def test_a_game_written_over_the_garage_file_is_refused_and_the_garage_kept(tmp_path, capsys, command):
    db = tmp_path / "garage.sqlite"
    assert main(["--db", str(db), "campaign", "new", LEAGUE]) == 0
    assert main(["--db", str(db), "campaign", "record", LEAGUE, str(EXAMPLES[0])]) == 0
    capsys.readouterr()
    before = db.read_bytes()
    code = main(["--db", str(db), "campaign", *command, "-o", str(db)])
    out, err = capsys.readouterr()
    assert (code, out) == (2, "") and err.startswith(f"garage-cli: {db}: -o/--output: ") and err.count("\n") == 1, err
    assert db.read_bytes() == before
