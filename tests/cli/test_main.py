"""What every garage-cli command shares: usage errors in one line, nothing raw on the terminal."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from garage.cli.main import main

ROOT = Path(__file__).resolve().parent.parent.parent
HAZE = json.loads((ROOT / "resources" / "examples" / "purple-haze.car.json").read_text())


def run(capsys, *argv):
    try:
        code = main([str(a) for a in argv])
    except SystemExit as exc:  # argparse's way out, code included
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("argv, message", [
    (["nosuch"], "garage-cli: argument COMMAND: invalid choice: 'nosuch'"),
    (["export", "Dogmeat"], "garage-cli: export: the following arguments are required: -o/--output"),
    (["sheet", "--per-page", "3", "-o", "x.pdf"], "garage-cli: sheet: argument --per-page: invalid choice: 3"),
    (["campaign", "show-game", "L", "x\ny"], ("garage-cli: campaign show-game: argument NUMBER: invalid int value: "
                                               "'x\\ny'")),
    ([], "garage-cli: the following arguments are required: COMMAND"),
])
def test_usage_errors_are_one_line_with_exit_2(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert (code, out) == (2, "")
    assert err.startswith(message) and err.count("\n") == 1 and err.endswith("--help)\n")


def test_arguments_that_are_not_utf8_are_refused(capsys, tmp_path, db_path):
    code, out, err = run(capsys, "--db", db_path, "drivers", "add", "Mad \udcff Max")
    assert (code, out, err) == (2, "", ("garage-cli: Mad \\udcff Max: not UTF-8 text; names, values and paths "
                                        "must be UTF-8\n"))
    assert not db_path.exists()
    proc = subprocess.run([sys.executable, "-m", "garage.cli", "--db", str(db_path), "campaign", "new", b"L\xff"],
                          cwd=ROOT, capture_output=True)
    assert proc.returncode == 2 and proc.stdout == b""
    assert proc.stderr == b"garage-cli: L\\udcff: not UTF-8 text; names, values and paths must be UTF-8\n"


def test_a_validate_report_shows_what_the_file_holds_escaped(capsys, tmp_path):
    path = tmp_path / "haze.car.json"
    path.write_text(json.dumps({**HAZE, "name": "Haze\x1b]0;pwned\x07\x9b2J"}))
    # Such a name is refused (the formats' limits); the refusal shows it escaped, in one line.
    for args in (("validate", path), ("validate", "--json", path)):
        code, out, err = run(capsys, *args)
        assert code == 2 and out in ("", "[]\n") and f"{path}: name: " in err and err.count("\n") == 1
        assert not any(ch in err for ch in "\x1b\x07\x9b")


def test_an_error_about_a_bad_value_is_one_line_and_escaped(capsys, tmp_path):
    path = tmp_path / "haze.car.json"
    path.write_text(json.dumps({**HAZE, "weight": "medium\n\x1b[2Jheavy"}))
    code, out, err = run(capsys, "validate", path)
    assert (code, out) == (2, "")
    assert err == f"garage-cli: {path}: weight: 'medium\\u000a\\u001b[2Jheavy' is not one of light, medium, heavy\n"


def garage_cli(*argv, redirect="", env=None):
    """The real program, its stdout or stderr sent where `redirect` says (a shell redirection)."""
    command = ["sh", "-c", f'exec "$@" {redirect}', "sh", sys.executable, "-m", "garage.cli", *map(str, argv)]
    return subprocess.run(command, cwd=ROOT, capture_output=True, timeout=60, env=env)


@pytest.fixture
def outputs(tmp_path, capsys, db_path):
    """The commands of issue 20 that print: a garage with a campaign, a log and a car file."""
    assert run(capsys, "--db", db_path, "campaign", "new", "League")[0] == 0
    assert run(capsys, "--db", db_path, "list")[0] == 0
    return [["--db", db_path, "list"], ["validate", ROOT / "resources" / "examples" / "purple-haze.car.json"],
            ["play", "replay", ROOT / "resources" / "examples" / "games" / "short-deathmatch.jsonl"],
            ["--db", db_path, "campaign", "standings", "League"], ["rules", "crash", "--table", "1", "--modifier", "0"],
            ["rules", "crash", "--table", "1", "--modifier", "0", "--json"]]


@pytest.mark.parametrize("redirect", [">/dev/full", ">&-"])
def test_output_that_cannot_be_written_is_exit_2_in_one_line(outputs, redirect):
    for argv in outputs:
        proc = garage_cli(*argv, redirect=redirect)
        assert proc.returncode == 2, (argv, proc.stderr)
        assert proc.stderr.startswith(b"garage-cli: standard output: cannot be written (") and \
            proc.stderr.count(b"\n") == 1, (argv, proc.stderr)


@pytest.mark.parametrize("redirect", [">/dev/full 2>&-", ">&- 2>&-", "2>&-", "2>/dev/full"])
def test_an_error_that_cannot_be_told_is_still_exit_2(redirect):
    proc = garage_cli("validate", "missing.car.json", redirect=redirect)
    assert proc.returncode == 2 and proc.stdout == b""


def test_a_reader_that_stops_early_is_no_error(outputs):
    # `garage-cli list | head -1`: the rest was not wanted; no message, no "Exception ignored".
    for argv in outputs:
        read_end, write_end = os.pipe()
        os.close(read_end)  # the reader is gone before the first byte: every write is a broken pipe
        try:
            proc = subprocess.run([sys.executable, "-m", "garage.cli", *map(str, argv)], cwd=ROOT, stdout=write_end,
                                  stderr=subprocess.PIPE, timeout=60)
        finally:
            os.close(write_end)
        assert (proc.returncode, proc.stderr) == (0, b""), argv


def test_a_terminal_that_cannot_show_a_name_gets_it_escaped(tmp_path, capsys, db_path):
    car = tmp_path / "cafe.car.json"
    car.write_text(json.dumps({**HAZE, "name": "車 Café"}), encoding="utf-8")
    assert run(capsys, "--db", db_path, "import", car)[0] == 0
    env = {**os.environ, "PYTHONIOENCODING": "latin-1"}
    for argv, shown in ((["list"], "\\u8eca Café"), (["list", "--json"], "\\u8eca Café"),
                        (["validate", car], "\\u8eca Café"),
                        (["export", "車 Café", "-o", tmp_path / "out"], "\\u8eca-café.car.json")):
        proc = garage_cli("--db", db_path, *argv, env=env)
        assert (proc.returncode, proc.stderr) == (0, b""), (argv, proc.stderr)
        assert shown.encode("latin-1") in proc.stdout, proc.stdout
    # JSON output stays JSON meaning the same name
    proc = garage_cli("--db", db_path, "list", "--json", env=env)
    assert "車 Café" in [c["name"] for c in json.loads(proc.stdout.decode("latin-1"))]


@pytest.mark.parametrize("mark", ["\u202e", "\u202a", "\u202b", "\u202c", "\u202d", "\u2066", "\u2067", "\u2068",
                                  "\u2069", "\u200e", "\u200f", "\u061c"])
def test_bidi_controls_from_a_file_reach_the_terminal_escaped(capsys, tmp_path, mark):
    path = tmp_path / "haze.car.json"
    path.write_text(json.dumps({**HAZE, "weight": f"{mark}yvaeh"}))
    code, out, err = run(capsys, "validate", path)
    assert (code, out) == (2, "")
    assert mark not in err and f"\\u{ord(mark):04x}yvaeh" in err, err


def test_a_closed_stderr_changes_no_exit_code_of_a_success(tmp_path):
    # `play act` with an answer it did not need saves the action and says so in a note on stderr
    log = tmp_path / "crash.jsonl"
    log.write_text("\n".join((ROOT / "resources" / "examples" / "car_wars" / "crash-tables.jsonl").read_text()
                             .splitlines()[:3]) + "\n")
    proc = garage_cli("play", "act", log, '{"action": "next_phase"}', "--answer", "1", redirect="2>&-")
    assert proc.returncode == 0 and proc.stdout, proc.stdout
    assert len(log.read_text().splitlines()) == 4


def test_json_on_a_terminal_that_cannot_show_a_name_stays_json(tmp_path, capsys, db_path):
    # a character beyond the BMP is escaped as JSON escapes it (a surrogate pair), not as Python's \U0001f697
    car = tmp_path / "car.car.json"
    car.write_text(json.dumps({**HAZE, "name": "Car \U0001f697 車"}), encoding="utf-8")
    assert run(capsys, "--db", db_path, "import", car)[0] == 0
    for encoding in ("latin-1", "ascii"):
        proc = garage_cli("--db", db_path, "list", "--json", env={**os.environ, "PYTHONIOENCODING": encoding})
        assert (proc.returncode, proc.stderr) == (0, b"")
        assert "Car \U0001f697 車" in [c["name"] for c in json.loads(proc.stdout.decode(encoding))]
        assert b"\\ud83d\\ude97 \\u8eca" in proc.stdout


def latin1_environment(tmp_path) -> dict[str, str]:
    """A German Latin-1 locale (made with localedef in tmp when the system has none), PYTHONIOENCODING
    and UTF-8 mode unset: the terminal of issue 27."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "PYTHONIOENCODING", "PYTHONUTF8"))}
    env["LANG"] = "de_DE.ISO-8859-1"
    probe = "import sys; print(sys.stdout.encoding)"
    if subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True).stdout != "iso8859-1\n":
        locales = tmp_path / "locales"
        locales.mkdir()
        made = subprocess.run(["localedef", "-i", "de_DE", "-f", "ISO-8859-1", str(locales / "de_DE.ISO-8859-1")],
                              capture_output=True, timeout=60)
        assert made.returncode == 0, made.stderr
        env["LOCPATH"] = str(locales)
    assert subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True).stdout == \
        "iso8859-1\n"
    return env


def test_validate_on_a_latin1_terminal_escapes_what_it_cannot_show(tmp_path):
    env = latin1_environment(tmp_path)
    car = tmp_path / "kreuzer.car.json"
    car.write_text(json.dumps({**HAZE, "name": "Straßenkreuzer 車"}, ensure_ascii=False), encoding="utf-8")
    illegal = tmp_path / "illegal.car.json"
    illegal.write_text(json.dumps({**HAZE, "name": "Straßenkreuzer 車", "weapons": HAZE["weapons"] * 4},
                                  ensure_ascii=False), encoding="utf-8")
    for path, code in ((car, 0), (illegal, 1)):
        for args in (("validate", path), ("validate", "--json", path)):
            proc = garage_cli(*args, env=env)
            assert (proc.returncode, proc.stderr) == (code, b""), proc.stderr
            assert "Straßenkreuzer \\u8eca".encode("latin-1") in proc.stdout
    assert json.loads(garage_cli("validate", "--json", car, env=env).stdout.decode("latin-1"))[0]["name"] == \
        "Straßenkreuzer 車"


def _explode(args):
    raise ZeroDivisionError("a bug deep down")


def test_an_internal_error_is_one_line_on_stderr_and_its_traceback_in_the_log(capsys, monkeypatch, tmp_path):
    import garage.cli.validate
    from garage import logfile

    monkeypatch.setattr(garage.cli.validate, "run", _explode)
    path = tmp_path / "haze.car.json"
    path.write_text(json.dumps(HAZE))
    code, out, err = run(capsys, "validate", path)
    log = logfile.log_path()
    assert (code, out) == (3, "")
    assert err == ("garage-cli: internal error: ZeroDivisionError: a bug deep down "
                   f"(please report it with the log: {log})\n")
    assert log.is_relative_to(os.environ["XDG_STATE_HOME"])  # the test's own (tests/conftest.py), not the player's
    text = log.read_text(encoding="utf-8")
    assert "garage-cli 0.1.0 started" in text.replace(garage.__version__, "0.1.0")
    assert "Traceback (most recent call last)" in text and "in _explode" in text
    assert "ZeroDivisionError: a bug deep down" in text


def test_debug_prints_an_internal_errors_traceback_too(capsys, monkeypatch, tmp_path):
    import garage.cli.validate
    from garage import logfile

    monkeypatch.setattr(garage.cli.validate, "run", _explode)
    path = tmp_path / "haze.car.json"
    path.write_text(json.dumps(HAZE))
    code, out, err = run(capsys, "--debug", "validate", path)
    assert (code, out) == (3, "")
    assert err.startswith("Traceback (most recent call last)") and "in _explode" in err
    assert err.splitlines()[-1].startswith("garage-cli: internal error: ZeroDivisionError: a bug deep down")
    assert "in _explode" in logfile.log_path().read_text(encoding="utf-8")


def test_the_log_keeps_the_last_runs_within_its_bound(capsys, monkeypatch, tmp_path):
    from garage import logfile

    monkeypatch.setattr(logfile, "MAX_BYTES", 2000)
    for _ in range(60):
        assert run(capsys, "--version")[0] == 0
    files = sorted(logfile.log_path().parent.iterdir())
    assert [f.name for f in files] == ["garage.log", "garage.log.1", "garage.log.2"]
    assert all(f.stat().st_size <= 2000 for f in files)
    assert "garage-cli" in logfile.log_path().read_text(encoding="utf-8")


def test_a_log_that_cannot_be_written_changes_nothing(capsys, monkeypatch, tmp_path):
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the state folder would be")
    monkeypatch.setenv("XDG_STATE_HOME", str(blocked))
    path = tmp_path / "haze.car.json"
    path.write_text(json.dumps(HAZE))
    code, out, err = run(capsys, "validate", path)
    assert (code, err) == (0, "") and "legal" in out


def test_each_command_is_found_in_the_module_named_for_it():
    """COMMANDS (what a run imports for its command) is exactly what each module registers."""
    import argparse
    import importlib

    from garage.cli.main import COMMAND_MODULES, COMMANDS, build_parser

    registered = {}
    for name in COMMAND_MODULES:
        sub = argparse.ArgumentParser().add_subparsers()
        importlib.import_module(name).register(sub)
        registered |= dict.fromkeys(sub.choices, name)
    assert registered == COMMANDS
    whole = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    assert list(whole.choices) == list(registered)  # help lists every command, in the modules' order


@pytest.mark.parametrize("argv, command", [
    (["sheet", "--all"], "sheet"), (["--db", "list", "list"], "list"), (["--db=x", "--debug", "play", "new"], "play"),
    (["--help", "sheet"], None), (["--version"], None), (["nosuch", "list"], None), ([], None), (["--db"], None)])
def test_the_command_a_run_names_is_read_past_garage_clis_own_options(argv, command):
    from garage.cli.main import command_named

    assert command_named(argv) == command


RUN = """
import sys
from garage.cli import main
code = main.main(sys.argv[1:])
print(sorted(m for m in main.COMMAND_MODULES if m in sys.modules), file=sys.stderr)
sys.exit(code)
"""


def test_a_run_imports_its_own_command_alone(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_STATE_HOME=str(tmp_path / "state"))
    done = subprocess.run([sys.executable, "-c", RUN, "--db", str(tmp_path / "g.sqlite"), "list"],
                          capture_output=True, text=True, env=env, check=False, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "Purple Haze" in done.stdout and done.stderr.splitlines()[-1] == "['garage.cli.cars']"
