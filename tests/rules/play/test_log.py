"""The play log file: what Garage writes, it reads back, and every earlier log still replays."""

from __future__ import annotations

import json
import os
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from garage.rules import jsonfile
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


# --- an append-only log: undo markers, cut-off appends (issue 24) ------------------------------

def _played(tmp_path):
    """A short game saved by the engine as it plays: setup, plots, a move, one undo."""
    from tests.rules.aa2.playkit import game, plot_all
    g = game(car(), car())
    g.autosave = tmp_path / "game.jsonl"
    plot_all(g, {"a": 6, "b": 4})
    g.act({"action": "moved", "car": "a"})
    g.undo()
    return g


def committed(lines):
    return [{k: v for k, v in line.items() if k != "_line"} for line in lines]


def test_the_reader_folds_undo_markers_away(tmp_path):
    g = _played(tmp_path)
    raw = (tmp_path / "game.jsonl").read_bytes()
    assert raw.endswith(b'\n{"action": "undo"}\n')
    assert committed(log.read(tmp_path / "game.jsonl")) == g.lines
    assert log.dumps(g.lines) != raw.decode()  # the undone line and its marker are still in the file
    # An undo with nothing left to undo, or holding anything else, is a damaged log, named by line.
    setup = log.dumps(g.lines[:1])
    with pytest.raises(LogError, match=r"^game.jsonl:2: undo: nothing to undo"):
        log.parse(setup + '{"action": "undo"}\n', "game.jsonl")
    with pytest.raises(LogError, match=r"^game.jsonl:3: undo: an undo line holds only \"action\""):
        log.parse(log.dumps(g.lines[:2]) + '{"action": "undo", "car": "a"}\n', "game.jsonl")


def test_a_cut_off_append_loses_at_most_the_line_being_written(tmp_path):
    """A kill at any byte of an append (an action's line or an undo's marker): the log still
    opens, with every line committed before it, and the cut-off line left out with a warning."""
    g = _played(tmp_path)
    path = tmp_path / "game.jsonl"
    start = path.read_bytes()
    g.act({"action": "moved", "car": "a"})
    with_action = path.read_bytes()
    g.undo()
    with_undo = path.read_bytes()
    action, marker = with_action[len(start):], with_undo[len(with_action):]
    assert marker == b'{"action": "undo"}\n'
    # A cut may fall inside a character: a line as Garage dumps it, read here (not replayed).
    named = log.dumps([{"action": "moved", "car": "Ann\u00e9e \u2603 \"\\\u2028",
                        "inputs": [{"value": -1.5}]}]).encode()
    assert len(named.decode()) < len(named)
    for base, extra in ((start, action), (with_action, marker), (start, named)):
        before, after = committed(log.parse(base.decode())), committed(log.parse((base + extra).decode()))
        assert before != after
        number = base.count(b"\n") + 1
        for k in range(1, len(extra)):
            path.write_bytes(base + extra[:k])
            got = log.read_log(path)
            if k < len(extra) - 1:  # cut inside the line: left out, and said so
                assert committed(got.lines) == before, k
                assert got.warning == (f"{path}:{number}: a cut-off last line (an action being "
                                       f"saved when Garage was stopped) is left out"), k
            else:  # all but its newline: the whole line, kept
                assert committed(got.lines) == after and got.warning is None, k
            assert committed(log.read(path)) == committed(got.lines)


@pytest.mark.parametrize("tail", ['{"action": "moved", "car": xx', '{"action": "moved"}}', 'moved', '{"a": tru e',
                                  '["action"', '{"action": "moved", "car": "a"} {', '{"action": "\x01'])
def test_a_damaged_last_line_garage_would_not_have_written_is_still_named(tmp_path, tail):
    g = _played(tmp_path)
    path = tmp_path / "game.jsonl"
    path.write_bytes(path.read_bytes() + tail.encode())
    number = len(path.read_bytes().splitlines())
    with pytest.raises(LogError, match=rf"^{path}:{number}: "):
        log.read(path)
    assert g.lines


def test_no_rule_set_has_an_action_the_undo_marker_could_be_taken_for():
    from garage.rules import rulesets
    for rules in rulesets.all_rulesets():
        assert log.UNDO["action"] not in {spec.name for spec in rules.action_specs()}, rules.key


_JSON = st.recursive(st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.text(max_size=8)
                     | st.floats(allow_nan=False, allow_infinity=False), lambda inner: st.lists(inner, max_size=3)
                     | st.dictionaries(st.text(max_size=5), inner, max_size=3), max_leaves=8)


def test_a_line_holding_the_readers_own_line_number_key_is_refused_not_overwritten(tmp_path):
    """The reader numbers each line under "_line" (for its messages); a line that already held
    one was silently given another (Hypothesis found `{"_line": null}`)."""
    g = _played(tmp_path)
    path = tmp_path / "game.jsonl"
    path.write_bytes(path.read_bytes() + b'{"action": "end_turn", "_line": 3}\n')
    number = len(path.read_bytes().splitlines())
    with pytest.raises(LogError, match=rf"^{path}:{number}: _line: "):
        log.read(path)
    assert g.lines


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.text(max_size=6).filter(lambda key: key != "_line"), _JSON, min_size=1, max_size=4))
def test_every_cut_of_any_line_garage_writes_is_left_out_and_the_whole_line_kept(line):
    """The reader's test of a cut-off line against any object Garage could dump: every byte."""
    setup = b'{"format": "axles-and-alloys-ii/play-log", "version": 1, "action": "setup", "setup": {}}\n'
    written = log.dumps([line]).encode()
    for k in range(1, len(written) - 1):
        got = log.parse_bytes(setup + written[:k], "game.jsonl")
        assert len(got.lines) == 1 and got.warning is not None and not got.appendable, k
    assert committed(log.parse_bytes(setup + written[:-1]).lines)[1:] == [json.loads(written)]


@pytest.mark.parametrize("value", ["plain", "Ann\u00e9e \u2603", BREAKS, "\x85", "tab\tand \"quotes\"", 7, [1.5, None]])
def test_a_line_is_the_json_text_with_only_the_line_breaks_escaped(value):
    line = {"action": "moved", "car": value, "inputs": [{"roll": 6, "for": value, "value": 3}]}
    written = json.dumps(line, ensure_ascii=False, separators=(", ", ": "))
    for raw, escaped in (("\u2028", "\\u2028"), ("\u2029", "\\u2029"), ("\x85", "\\u0085")):
        written = written.replace(raw, escaped)
    assert log.dumps([line, line]) == (written + "\n") * 2
    assert json.loads(log.dumps([line])) == line


_ANY_TEXT = st.text(st.characters(blacklist_categories=("Cs",)), max_size=12)  # UTF-8 holds no lone surrogate
_LINE_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-10**18 + 1, 10**19 - 1) | st.integers() | _ANY_TEXT
    | st.sampled_from(["\u2028", "\x00", "\x1f", "\\", '"', "\U0001f600", BREAKS]) | st.floats(),
    lambda inner: st.lists(inner, max_size=3) | st.lists(inner, max_size=3).map(tuple)
    | st.dictionaries(_ANY_TEXT, inner, max_size=3), max_leaves=10)


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(_ANY_TEXT, _LINE_VALUES, max_size=4))
def test_a_lines_size_bound_is_never_less_than_its_bytes(line):
    """What the engine counts a line as while the log is far from its limit (engine.Game._fits):
    never fewer bytes than the line takes, whatever it holds."""
    assert log.size_bound(line) >= len(log.line_bytes(line))


@pytest.mark.parametrize("value", [{1: "a key not text"}, {"set"}, 10**19, -10**18, object()])
def test_a_value_the_bound_does_not_know_is_bound_past_any_log(value):
    """...so the engine encodes the line to count it, and meets what encoding meets."""
    assert log.size_bound({"action": "moved", "car": value}) > log.MAX_BYTES


_TEXTS = st.one_of(
    st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | _ANY_TEXT
                 | st.sampled_from([2**53, -2**53, 2**53 + 1, 2**63, -2**63 - 1, 10**400, 1.8e308]),
                 lambda inner: st.lists(inner, max_size=3) | st.dictionaries(_ANY_TEXT, inner, max_size=3),
                 max_leaves=12).map(lambda value: json.dumps(value, ensure_ascii=False)),
    st.text(st.sampled_from('{}[]:,"\\ 0123456789.eE-+tfalsenuNIy\u00e9'), max_size=20),
    st.sampled_from(['{"a": NaN}', '{"a": Infinity}', '{"a": -Infinity}', '{"a": "\\ud800"}', '{"a": "\\uD83D"}',
                     '{"a": 1e999}', "[" * 70 + "]" * 70, '{"a": 1} x', "\ufeff{}", '{"a": "\\u00e9"}']))


@settings(max_examples=400, deadline=None)
@given(_TEXTS)
def test_a_line_read_plain_is_what_the_strict_reader_reads(raw):
    """The log's reader takes a plain line straight from the C parser (log._plain_line) and leaves
    every other to jsonfile.loads: what it takes is exactly what jsonfile.loads gives."""
    plain = log._plain_line(raw)
    if plain is None:
        return
    def fail(field, problem):
        return ValueError(f"{field}: {problem}")
    assert repr(plain) == repr(jsonfile.loads(raw, fail))


def test_the_plain_reader_keeps_within_what_the_strict_reader_takes():
    """Its numbers and nesting are a part of jsonfile's, so it never takes a line jsonfile refuses."""
    def fail(field, problem):
        return ValueError(f"{field}: {problem}")
    for edge in (2**53, -2**53):
        assert jsonfile.loads(json.dumps([edge]), fail) == [edge] == log._plain_line(json.dumps([edge]))
    deepest = "[" * (log._PLAIN_DEPTH - 1) + "]" * (log._PLAIN_DEPTH - 1)
    assert log._PLAIN_DEPTH < jsonfile.MAX_DEPTH and log._plain_line(deepest) is not None
    assert log._plain_line("[" + deepest + "]") is None
