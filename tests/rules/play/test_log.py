"""The play log file: what Garage writes, it reads back, and every earlier log still replays."""

from __future__ import annotations

import json
import os
from dataclasses import replace

import pytest

from garage.rules.play import Entry, Game, LogError, Options, SeededDice, Setup, log
from garage.rules.play.errors import SetupError
from tests import ROOT
from tests.rules.aa2.playkit import car

GAMES = ROOT / "resources" / "examples" / "games"
BREAKS = "Ann\u2028Lee\u2029Zed\x85Ray"


def test_unicode_line_breaks_are_written_escaped_and_read_back(tmp_path):
    """What Garage writes, it reads: a line break other than \\n inside a string (a name
    with one is refused by the formats' limits; any other text may hold one) is escaped."""
    lines = [{"t": "note", "text": BREAKS}, {"t": "note", "text": "plain"}]
    text = log.dumps(lines)
    assert text.count("\n") == 2 and "\u2028" not in text and "\\u2028" in text
    assert [json.loads(line) for line in text.split("\n") if line] == lines


def test_a_name_with_a_unicode_line_break_is_refused_in_one_line(tmp_path):
    setup = Setup("deathmatch", (Entry(id="a", design=car(), driver=BREAKS, rerolls=0),
                                 Entry(id="b", design=car(), driver="Bob", rerolls=0)),
                  options=Options(), played_on="2026-11-29")
    with pytest.raises(SetupError, match=r"^cars\[0\]\.driver: ") as err:
        Game(setup, SeededDice(3), autosave=tmp_path / "game.jsonl")
    assert "\n" not in str(err.value) and "\u2028" not in str(err.value)
    assert not (tmp_path / "game.jsonl").exists()
    with pytest.raises(SetupError, match=r"^cars\[0\]\.design: name: "):
        Game(replace(setup, entries=(Entry(id="a", design=car(BREAKS), driver="Al", rerolls=0),) + setup.entries[1:]),
             SeededDice(3))


def test_every_example_log_reads_and_writes_back_byte_for_byte():
    for path in sorted(GAMES.glob("*.jsonl")):
        lines = [{k: v for k, v in line.items() if k != "_line"} for line in log.read(path)]
        assert log.dumps(lines).encode("utf-8") == path.read_bytes(), path.name
        Game.load(path, autosave=False)


def test_a_log_with_crlf_line_ends_still_replays(tmp_path):
    text = (GAMES / "short-deathmatch.jsonl").read_text()
    path = tmp_path / "windows.jsonl"
    path.write_bytes(text.replace("\n", "\r\n").encode())
    assert Game.load(path, autosave=False).state == Game.load(GAMES / "short-deathmatch.jsonl", autosave=False).state


@pytest.mark.parametrize("line, problem", [
    ('{"a": ' + "[" * 2000 + "]" * 2000 + "}", "nested more than"),
    ('{"a": ' + "9" * 5000 + "}", "a: a number of 5000 digits is too large"),
    ('{"a": 9223372036854775808}', "a: 9223372036854775808 is too large"),
    ('{"a": "\\udc00"}', "a: contains a lone surrogate"),
])
def test_a_bad_line_is_a_log_error_naming_line_and_field(line, problem):
    text = (GAMES / "short-deathmatch.jsonl").read_text().splitlines()
    with pytest.raises(LogError, match=problem) as err:
        log.parse("\n".join(text[:2] + [line]), "game.jsonl")
    assert err.value.line == 3 and str(err.value).startswith("game.jsonl:3: ")


def test_a_pipe_is_refused_without_waiting(tmp_path):
    fifo = tmp_path / "game.jsonl"
    os.mkfifo(fifo)
    with pytest.raises(LogError, match="not a regular file"):
        log.read(fifo)
