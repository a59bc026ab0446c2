"""What every garage-cli command shares: usage errors in one line, nothing raw on the terminal."""

from __future__ import annotations

import json
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
