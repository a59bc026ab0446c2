"""The play log file: what Garage writes, it reads back, and every earlier log still replays."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from garage.rules.play import Entry, Game, LogError, Options, SeededDice, Setup
from garage.rules.play import log
from tests.rules.playkit import car, plot_all

GAMES = Path(__file__).resolve().parent.parent.parent / "resources" / "examples" / "games"
BREAKS = "Ann\u2028Lee\u2029Zed\x85Ray"


def test_names_with_unicode_line_breaks_are_written_escaped_and_read_back(tmp_path):
    path = tmp_path / "game.jsonl"
    setup = Setup("deathmatch", (Entry(id="a", design=car(BREAKS), driver=BREAKS, rerolls=0),
                                 Entry(id="b", design=car(), driver="Bob", rerolls=0)),
                  options=Options(), played_on="2026-11-29")
    g = Game(setup, SeededDice(3), autosave=path)
    plot_all(g, {"a": 6, "b": 4})
    raw = path.read_bytes()
    assert raw.count(b"\n") == 3 and "\u2028".encode() not in raw and b"\\u2028" in raw
    resumed = Game.load(path, SeededDice(4))
    assert resumed.state == g.state and resumed.setup.entries[0].driver == BREAKS


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
