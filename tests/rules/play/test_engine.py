"""The game as its log: dice sources, pending requests, undo, save and resume, replay."""

import json
import os
import signal

import pytest

from garage.resources import resource
from garage.rules import rulesets
from garage.rules.play import (
    DiceExhausted,
    EnteredDice,
    Game,
    IllegalAction,
    LogError,
    ScriptedDice,
    SeededDice,
    log,
)
from tests import ROOT
from tests.rules.aa2.playkit import car, game, plot_all, poke


def test_seeded_dice_repeat_and_scripted_dice_run_out():
    assert [SeededDice(7).roll(6) for _ in range(3)] == [SeededDice(7).roll(6) for _ in range(3)]
    first = SeededDice(7)
    assert [first.roll(6) for _ in range(5)] == [d.roll(6) for d in [SeededDice(7)] for _ in range(5)]
    dice = ScriptedDice([3])
    assert dice.roll(6) == 3
    with pytest.raises(DiceExhausted):
        dice.roll(6)
    with pytest.raises(ValueError):
        ScriptedDice([4]).roll(3)


def test_entered_dice_make_every_roll_a_request():
    g = game(car(), car())
    g.dice = EnteredDice()
    poke(g, "a", speed=6)
    poke(g, "b", speed=6)
    g.act({"action": "plot", "car": "a", "speed": 6})
    request = g.act({"action": "plot", "car": "b", "speed": 6})
    assert request.kind == "roll" and request.sides == 6 and "dice-off" in request.purpose
    with pytest.raises(IllegalAction):
        g.act({"action": "moved", "car": "a"})  # one action at a time
    with pytest.raises(IllegalAction):
        g.answer(7)
    assert g.answer(5).purpose == request.purpose
    assert g.answer(2) is None
    assert g.state.order == ("a", "b")
    assert g.lines[-1]["inputs"] == [
        {"roll": 6, "for": request.purpose, "value": 5}, {"roll": 6, "for": request.purpose, "value": 2}]


def test_illegal_action_changes_nothing():
    g = game(car(), car())
    before = (g.state, list(g.lines))
    with pytest.raises(IllegalAction):
        g.act({"action": "plot", "car": "a", "speed": 30})
    with pytest.raises(IllegalAction, match="unknown action"):
        g.act({"action": "fly", "car": "a"})
    with pytest.raises(IllegalAction, match="no car"):
        g.act({"action": "plot", "car": "zz", "speed": 6})
    assert (g.state, g.lines) == before


def test_undo_drops_the_last_action_and_replay_matches():
    g = game(car(), car())
    plot_all(g, {"a": 6, "b": 4})
    after_plot = g.state
    g.act({"action": "moved", "car": "a"})
    assert g.undo()["action"] == "moved"
    assert g.state == after_plot
    replayed = Game.replay(log.parse(g.text()))
    assert replayed.state == g.state
    while len(g.lines) > 1:
        g.undo()
    with pytest.raises(IllegalAction):
        g.undo()


def test_autosave_after_every_action_and_resume(tmp_path):
    path = tmp_path / "game.jsonl"
    g = game(car(), car())
    g.autosave = path
    plot_all(g, {"a": 6, "b": 4})
    g.dice = SeededDice(4)
    g.act({"action": "attack", "car": "a", "target": "b", "weapons": [0], "range": 5, "arc": "front"})
    assert len(path.read_text().splitlines()) == len(g.lines) == 4
    resumed = Game.load(path, SeededDice(9))
    assert resumed.state == g.state
    resumed.act({"action": "moved", "car": "a"})
    assert len(path.read_text().splitlines()) == 5  # it keeps saving to the same file


def test_a_game_that_starts_with_random_cars_records_their_dice():
    g = game(car(), car(), dice=[1, 6, 3, 2, 2, 5], random_cars=True)
    a = g.state.car("a")
    assert (a.stats.max, a.stats.acc, a.stats.dec, a.stats.turn) == (20, 7, 5, 2)
    assert len(g.lines[0]["inputs"]) == 6
    assert Game.replay(log.parse(g.text())).state == g.state


def lines_of(g):
    return g.text().splitlines()


def bad(text, match):
    with pytest.raises(LogError, match=match) as err:
        Game.replay(log.parse(text, "game.jsonl"), source="game.jsonl")
    return err.value


def test_malformed_logs_name_the_line():
    g = game(car(), car())
    plot_all(g, {"a": 6, "b": 4})
    text = lines_of(g)
    assert bad("\n".join(text[:2] + ["{not json"]), "not valid JSON").line == 3
    wrong = json.loads(text[2])
    wrong["speed"] = 40
    err = bad("\n".join(text[:2] + [json.dumps(wrong)]), "may plot")
    assert err.line == 3 and str(err).startswith("game.jsonl:3:")
    assert bad("\n".join(text[1:]), "format").line == 1
    assert bad("", "empty").line == 1


def test_a_log_missing_a_die_or_with_a_wrong_one_is_refused():
    g = game(car(), car())
    poke(g, "a", speed=6)
    poke(g, "b", speed=6)
    plot_all(g, {"a": 6, "b": 6}, dice=[5, 2])
    text = lines_of(g)
    last = json.loads(text[-1])
    short = dict(last, inputs=last["inputs"][:1])
    assert bad("\n".join(text[:-1] + [json.dumps(short)]), "incomplete").line == 3
    wrong = dict(last, inputs=[{"decide": "reroll", "for": "x", "value": "none"}] + last["inputs"][1:])
    bad("\n".join(text[:-1] + [json.dumps(wrong)]), "should be roll")
    extra = dict(last, inputs=last["inputs"] + [{"roll": 6, "for": "x", "value": 1}])
    bad("\n".join(text[:-1] + [json.dumps(extra)]), "more inputs")


def test_values_the_tables_refuse_are_illegal_actions():
    g = game(car(), car())
    plot_all(g, {"a": 6, "b": 4})
    with pytest.raises(IllegalAction, match="negative"):
        g.act({"action": "attack", "car": "a", "target": "b", "weapons": [0], "range": -3, "arc": "front"})
    assert g.pending is None and g.act({"action": "moved", "car": "a"}) is None


def test_every_example_log_replays_its_lines_byte_for_byte():
    """Every action line comes back exactly as written; the setup line only gains the options
    added since the log was written, at their defaults (docs/play-log.md, version 1)."""
    for path in sorted((ROOT / "resources" / "examples" / "games").glob("*.jsonl")):
        written = path.read_text(encoding="utf-8").splitlines(keepends=True)
        replayed = Game.replay(log.read(path)).text().splitlines(keepends=True)
        assert replayed[1:] == written[1:], path
        old, new = json.loads(written[0]), json.loads(replayed[0])
        added = set(new["setup"]["options"]) - set(old["setup"]["options"])
        assert {k: new["setup"]["options"][k] for k in old["setup"]["options"]} == old["setup"]["options"]
        assert all(new["setup"]["options"][k] in (False, True, []) for k in added)
        new["setup"]["options"] = old["setup"]["options"]
        assert new == old, path


# --- one action type: parsed once, the log line as the player gave it ------------------------

LOGS = sorted([*(ROOT / "resources" / "examples").rglob("*.jsonl"), *(ROOT / "tests").rglob("*.jsonl")])


@pytest.mark.parametrize("path", LOGS, ids=lambda p: p.name)
def test_every_example_and_test_log_replays_and_saves_byte_for_byte(path, tmp_path):
    game = Game.replay(log.read(path), source=str(path))
    assert game.text() == path.read_text(encoding="utf-8")
    game.save(tmp_path / "again.jsonl")
    assert (tmp_path / "again.jsonl").read_bytes() == path.read_bytes()


def test_the_engine_parses_an_action_once_and_hands_the_rule_set_the_typed_value(monkeypatch):
    from garage.rules.play import action as parser

    rules = rulesets.get(game(car(), car()).setup.ruleset)
    parsed, applied = [], []
    make, apply = parser.parser, rules.apply

    def counting(specs):  # the parser the rule set keeps (made once), counting what it parses
        parse = make(specs)
        return lambda data: parsed.append(data) or parse(data)

    monkeypatch.setattr(parser, "parser", counting)
    monkeypatch.setitem(rules.__dict__, "_parser", None)  # made again with it; as it was after the test
    monkeypatch.setattr(rules, "apply", lambda state, action, inputs: applied.append(action)
                        or apply(state, action, inputs))
    g = game(car(), car())  # it holds the rule set's parser
    given = {"speed": 6, "car": "a", "action": "plot", "reverse": False}  # key order as the player gave it
    g.act(given)
    assert len(parsed) == 1 and applied[0] == parser.Action("plot", {"car": "a", "speed": 6, "reverse": False})
    assert list(g.lines[-1]) == ["speed", "car", "action", "reverse", "inputs"]
    with pytest.raises(IllegalAction, match=r'^speed: must be a whole number, not "6"$'):
        g.act({"action": "plot", "car": "b", "speed": "6"})
    assert len(parsed) == 2 and len(applied) == 1  # refused by the parse, never handed on


@pytest.mark.parametrize("path", sorted(resource("examples").rglob("*.jsonl")), ids=lambda p: p.name)
def test_every_example_logs_words_name_cars_weapons_and_systems_never_ids_indices_or_keys(path):
    import re

    game = Game.replay(log.read(path), source=str(path))
    ids = "|".join(re.escape(car) for car in game.rules.car_ids(game.setup))
    raw = re.compile(rf"(?<![\w-])({ids})(?![\w-])|\w:\d|\(\d+\)|\(d\d+ \d+\)|\b(True|False|None)\b"
                     r"|\b[a-z]+_[a-z_]+\b|\?:|\.(jsonl|txt)\b")
    said = [game.rules.describe(line, events, game.setup) for line, events in zip(game.lines[1:], game.events[1:])]
    assert [words for words in said if raw.search(words)] == []


# --- the log appends (issue 24) ----------------------------------------------------------------

def test_an_action_appends_one_line_and_an_undo_one_marker_to_the_same_file(tmp_path):
    path = tmp_path / "game.jsonl"
    g = game(car(), car())
    g.autosave = path
    plot_all(g, {"a": 6, "b": 4})
    resumed = Game.load(path, SeededDice(1))
    before, inode = path.read_bytes(), path.stat().st_ino
    resumed.act({"action": "moved", "car": "a"})
    moved = log.dumps([resumed.lines[-1]]).encode()
    assert path.read_bytes() == before + moved
    resumed.undo()
    assert path.read_bytes() == before + moved + b'{"action": "undo"}\n'
    assert path.stat().st_ino == inode  # appended in place, never rewritten
    again = Game.load(path, SeededDice(1))
    assert again.lines == resumed.lines == g.lines and again.state == g.state
    assert again.text() == log.dumps(g.lines)  # what a save-as writes: the committed lines only


# A kill at every byte of each append of a few steps, in a child process playing the game: the
# steps are deterministic (seeded dice), so the parent knows what each step commits.
CRASH_TABLES = ROOT / "resources" / "examples" / "car_wars" / "crash-tables.jsonl"
STEPS = ("act", "undo")


def _step(g, step):
    if step == "act":
        g.act({"action": "next_phase"})
    else:
        g.undo()


def _fresh_log(path):
    Game.replay(log.parse(CRASH_TABLES.read_text(encoding="utf-8").splitlines()[0])).save(path)


def _steps_as_written(path):
    """Each step's committed lines and the bytes it appends, played in this process."""
    g = Game.load(path, SeededDice(1))
    committed, appended = [list(g.lines)], []
    for step in STEPS:
        size = path.stat().st_size
        _step(g, step)
        committed.append(list(g.lines))
        appended.append(path.read_bytes()[size:])
    return committed, appended


def _killed_at(step_index, k, work):
    """Run `work()` in a child whose append number `step_index` writes `k` bytes and is killed."""
    from tests.storage import children

    def child(report):
        from garage import fileio
        real, calls = fileio._write_all, [0]

        def cut(fd, payload):
            calls[0] += 1
            if calls[0] == step_index + 1:
                os.write(fd, payload[:k])
                os.kill(os.getpid(), signal.SIGKILL)
            real(fd, payload)

        fileio._write_all = cut
        work()
        report("not killed")

    pid, fd = children.fork(child)
    said = children.read_all(fd)
    _, status = os.waitpid(pid, 0)
    assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL, said


def test_a_game_killed_at_any_byte_of_an_action_or_an_undo_loses_nothing_committed(tmp_path):
    start = tmp_path / "start.jsonl"
    _fresh_log(start)
    fresh = start.read_bytes()
    committed, appended = _steps_as_written(start)
    path = tmp_path / "game.jsonl"
    for index, extra in enumerate(appended):
        for k in range(len(extra) + 1):
            path.write_bytes(fresh)

            def play():
                g = Game.load(path, SeededDice(1))
                for step in STEPS:
                    _step(g, step)

            _killed_at(index, k, play)
            resumed = Game.load(path, SeededDice(1))  # it always opens
            whole = k >= len(extra) - 1  # all but the line end is the whole line
            assert resumed.lines == committed[index + whole], (index, k)
            assert (resumed.warning is None) == (k == 0 or whole), (index, k)
            _step(resumed, "act")  # and it plays on: the cut-off line gives way to the next
            again = Game.load(path)
            assert again.lines == resumed.lines and again.warning is None and again.state == resumed.state


def test_a_log_at_its_limits_is_compacted_rather_than_appended_past_them(tmp_path, monkeypatch):
    """Undo markers and the lines they undo count against MAX_LINES and MAX_BYTES: an append that
    would pass one rewrites the log whole, without them; only the committed lines can fill it."""
    monkeypatch.setattr(log, "MAX_LINES", 6)
    path = tmp_path / "game.jsonl"
    _fresh_log(path)
    g = Game.load(path, SeededDice(1))
    for step in ["act", "act", "undo", "act", "undo", "undo", "act", "act", "act", "undo", "act", "act", "act"]:
        _step(g, step)
        text = path.read_text()
        assert len(text.splitlines()) <= 6
        assert [{k: v for k, v in line.items() if k != "_line"} for line in log.read(path)] == g.lines
        assert Game.load(path).state == g.state
    assert len(g.lines) == 6 and path.read_text() == g.text()  # full: compacted, the committed lines only
    with pytest.raises(log.LogFull):
        _step(g, "act")
    _step(g, "undo")  # undo still works on a full log
    assert path.read_text() == g.text() and len(g.lines) == 5
    monkeypatch.setattr(log, "MAX_LINES", 2_000)
    monkeypatch.setattr(log, "MAX_BYTES", len(path.read_bytes()) + len(b'{"action": "undo"}\n') - 1)
    _step(g, "undo")  # the marker would pass the bytes: compacted instead
    assert path.read_text() == g.text()


def test_a_save_that_fails_leaves_the_log_as_it_was_and_the_next_one_writes_it_whole(tmp_path, monkeypatch):
    path = tmp_path / "game.jsonl"
    _fresh_log(path)
    g = Game.load(path, SeededDice(1))
    _step(g, "act")
    before = path.read_bytes()
    real = os.fsync

    def full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(OSError):
        _step(g, "act")  # the disk is full: the line is cut back off, the game keeps the action
    assert path.read_bytes() == before
    monkeypatch.setattr(os, "fsync", real)
    _step(g, "act")
    assert Game.load(path).lines == g.lines and len(g.lines) == 4


def _dice_off(g):
    g.dice = EnteredDice()
    poke(g, "a", speed=6)
    poke(g, "b", speed=6)
    g.act({"action": "plot", "car": "a", "speed": 6})


def test_an_action_answered_as_it_asks_resolves_once_and_logs_what_act_and_answer_log(monkeypatch):
    asked = game(car(), car())
    _dice_off(asked)
    asked.act({"action": "plot", "car": "b", "speed": 6})
    asked.answer(5)
    asked.answer(2)

    g = game(car(), car())
    _dice_off(g)
    applied, requests = [], []
    apply = g.rules.apply
    monkeypatch.setattr(g.rules, "apply", lambda state, action, inputs: applied.append(action)
                        or apply(state, action, inputs))
    faces = iter([5, 2])
    assert g.act({"action": "plot", "car": "b", "speed": 6},
                 answer=lambda request: requests.append(request) or next(faces)) is None
    assert len(applied) == 1  # resolved once: not again for each answer
    assert [r.purpose for r in requests] == [asked.lines[-1]["inputs"][0]["for"]] * 2
    assert g.text() == asked.text() and g.states == asked.states and g.pending is None


def test_an_answer_the_request_refuses_is_illegal_and_changes_nothing():
    g = game(car(), car())
    _dice_off(g)
    before = (g.state, g.text())
    with pytest.raises(IllegalAction, match="does not answer"):
        g.act({"action": "plot", "car": "b", "speed": 6}, answer=lambda request: 7)
    assert (g.state, g.text()) == before and g.pending is None
    assert g.act({"action": "plot", "car": "b", "speed": 6}).kind == "roll"  # nothing left waiting


def test_the_action_waiting_for_its_dice_is_known_until_it_is_played_or_cancelled():
    lines = log.read(resource("examples", "games", "short-deathmatch.jsonl"))
    g = Game.replay(lines[:3])
    assert g.action is None
    attack = {k: v for k, v in lines[3].items() if k not in ("inputs", "_line")}
    assert g.act(attack) is not None
    assert g.action == attack and g.action is not g.action  # a copy: the phones' odds cannot change it
    g.cancel()
    assert g.action is None


@pytest.mark.parametrize("made", ["new", "saving", "replayed"])
def test_the_action_that_would_pass_max_bytes_is_refused_to_the_byte_with_a_log_or_without(tmp_path, monkeypatch,
                                                                                          made):
    """A game that writes no log counts its lines by a bound of their bytes (log.size_bound) while
    far from the limit, and by their bytes near it: it refuses exactly the action a saved one does."""
    g = Game(game(car(), car()).setup, SeededDice(1), autosave=tmp_path / "game.jsonl" if made == "saving" else None)
    if made == "replayed":
        g = Game.replay(log.parse(g.text()), SeededDice(1))
    plot = {"action": "plot", "car": "a", "speed": 3}
    g.act(plot)
    whole = len(g.text().encode())
    g.undo()
    monkeypatch.setattr(log, "MAX_BYTES", whole - 1)
    with pytest.raises(log.LogFull, match=f"^is full: the log would be {whole} bytes; a play log holds at most "):
        g.act(plot)
    assert len(g.lines) == 1
    monkeypatch.setattr(log, "MAX_BYTES", whole)
    g.act(plot)
    assert len(g.text().encode()) == whole
    with pytest.raises(log.LogFull, match=r"^is full: the log would be "):
        g.act({"action": "plot", "car": "b", "speed": 3})
