"""Malformed vehicle files, game results, play logs and arguments, fed to garage-cli: every one
is bad input (exit 2), told in one line on stderr, and nothing is written (no new file, the
database and the log as they were).

Each input is a shipped example with one thing no Garage file may hold put somewhere in it, so
it is malformed whatever else the example says; most run main() in-process, a few run the
real program."""

from __future__ import annotations

import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from garage.cli.main import main
from garage.resources import resource

ROOT = Path(__file__).resolve().parent.parent.parent
CAR = json.loads(resource("examples", "purple-haze.car.json").read_text())
RESULT = json.loads(resource("examples", "games", "01-deathmatch.result.json").read_text())
LOG = resource("examples", "games", "short-deathmatch.jsonl").read_text().splitlines()
HOLE = "\x00hole"  # where the bad token goes, as a string first so json.dumps can place it

# Tokens no Garage file may hold, anywhere: each is refused by the readers whatever the field.
BAD_TOKENS = st.one_of(
    st.integers(min_value=2**63, max_value=10**30).map(str),
    st.integers(min_value=-(10**30), max_value=-(2**63) - 1).map(str),
    st.integers(min_value=4300, max_value=6000).map(lambda n: "9" * n),
    st.sampled_from(["NaN", "Infinity", "-Infinity", "1e999"]),
    st.integers(min_value=65, max_value=3000).map(lambda n: "[" * n + "]" * n),
    st.integers(min_value=0xD800, max_value=0xDFFF).map(lambda c: f'"name\\u{c:04x}"'),
)


def paths(value, prefix=()):
    """Every place in a JSON value a token can go: a key's value, a list's item."""
    yield prefix
    if isinstance(value, dict):
        for key, child in value.items():
            yield from paths(child, (*prefix, key))
    elif isinstance(value, list):
        for i, child in enumerate(value):
            yield from paths(child, (*prefix, i))


def put(value, path, token):
    if not path:
        return token
    copy = dict(value) if isinstance(value, dict) else list(value)
    copy[path[0]] = put(value[path[0]], path[1:], token)
    return copy


@st.composite
def damaged(draw, document):
    """A document with a bad token at some place in it, or its bytes broken."""
    how = draw(st.sampled_from(["token", "token", "token", "truncated", "not-utf8", "empty"]))
    text = json.dumps(document, indent=2)
    if how == "truncated":
        return text.encode()[:draw(st.integers(min_value=0, max_value=len(text.rstrip()) - 1))]
    if how == "not-utf8":
        at = draw(st.integers(min_value=0, max_value=len(text)))
        return text.encode()[:at] + draw(st.sampled_from([b"\xff", b"\xc3", b"\xed\xa0\x80"])) + text.encode()[at:]
    if how == "empty":
        return b""
    places = list(paths(document))
    path = draw(st.sampled_from(places))
    token = draw(BAD_TOKENS)
    return json.dumps(put(document, path, HOLE)).replace(json.dumps(HOLE), token).encode()


def snapshot(folder: Path, db: Path) -> tuple:
    files = sorted((p.relative_to(folder).as_posix(), p.read_bytes() if p.is_file() else None)
                   for p in folder.rglob("*") if p != db and not p.name.startswith(db.name))
    with sqlite3.connect(db) as con:
        dump = list(con.iterdump())
    con.close()
    return files, dump


@pytest.fixture
def workspace(tmp_path, capsys):
    """A garage with a campaign and a game in progress; `run` gives (exit, stdout, stderr)."""
    db = tmp_path / "garage.sqlite"

    def run(*argv) -> tuple[int, str, str]:
        try:
            code = main(["--db", str(db), *map(str, argv)])
        except SystemExit as exc:
            code = exc.code
        out, err = capsys.readouterr()
        return code, out, err

    assert run("campaign", "new", "League")[0] == 0
    assert run("list")[0] == 0  # the day's backup, taken when a garage is first opened, is made now
    log = tmp_path / "game.jsonl"
    log.write_text("\n".join(LOG[:3]) + "\n")
    run.db, run.folder, run.log = db, tmp_path, log
    return run


def refused(run, *argv) -> None:
    before = snapshot(run.folder, run.db)
    code, out, err = run(*argv)
    assert code == 2, (argv, err)
    assert err.startswith("garage-cli: ") and err.count("\n") == 1, err
    assert out == ""
    assert snapshot(run.folder, run.db) == before


FUZZ = settings(max_examples=25, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


@FUZZ
@given(raw=damaged(CAR), command=st.sampled_from(["validate", "import", "sheet"]))
def test_malformed_vehicle_files(workspace, raw, command):
    path = workspace.folder / "bad.car.json"
    path.write_bytes(raw)
    extra = ["-o", workspace.folder / "out.pdf"] if command == "sheet" else []
    refused(workspace, command, path, *extra)


@FUZZ
@given(raw=damaged(RESULT), command=st.sampled_from(["record", "correct"]))
def test_malformed_game_results(workspace, raw, command):
    path = workspace.folder / "bad.result.json"
    path.write_bytes(raw)
    refused(workspace, "campaign", command, "League", *(["1"] if command == "correct" else []), path)


@FUZZ
@given(line=st.integers(min_value=0, max_value=2).flatmap(lambda i: st.tuples(st.just(i), damaged(json.loads(LOG[i])))))
def test_malformed_play_logs(workspace, line):
    index, raw = line
    lines = [text.encode() for text in LOG[:3]]
    lines[index] = raw.replace(b"\n", b" ").replace(b"\r", b" ") or b"{}"
    workspace.log.write_bytes(b"\n".join(lines) + b"\n")
    refused(workspace, "play", "replay", workspace.log)
    refused(workspace, "play", "act", workspace.log, '{"action": "moved", "car": "haze"}')


@FUZZ
@given(raw=damaged({"action": "plot", "car": "helga", "speed": 6}))
def test_malformed_actions(workspace, raw):
    refused(workspace, "play", "act", workspace.log, raw.decode("utf-8", "surrogateescape"))


NAMES = st.text(st.characters(blacklist_categories=("Cs",)), max_size=12)


@FUZZ
@given(before=NAMES, after=NAMES, argv=st.sampled_from([
    ["drivers", "add", "{}"], ["campaign", "new", "{}"], ["campaign", "standings", "{}"], ["export", "{}", "-o", "out"],
    ["sheet", "{}", "-o", "out.pdf"], ["play", "new", "{}", "setup.json"], ["remove", "{}"],
    ["sheet", "resources/examples/dogmeat.car.json", "-o", "out.pdf", "--driver", "{}"]]))
def test_arguments_that_are_not_utf8(workspace, before, after, argv):
    # Bytes the shell could not decode as UTF-8 arrive as lone surrogates (surrogateescape).
    name = f"{before}\udcff{after}"
    refused(workspace, *[a.replace("{}", name) for a in argv])


@FUZZ
@given(argv=st.sampled_from([
    ["sheet", "{f}", "-o", "out.pdf", "--rerolls", "{t}"], ["campaign", "show-game", "League", "{t}"],
    ["rules", "speed", "--max", "{t}", "--acc", "4", "--dec", "3", "--current", "2"],
    ["play", "new", "{t}", "{t}", "--seed", "{t}"], ["validate", "--bad-option", "{t}"]]),
    text=st.text(st.sampled_from("x\n\x1b[]\x9b\u2028 é-"), min_size=1, max_size=8))
def test_usage_errors(workspace, argv, text):
    refused(workspace, *[a.replace("{f}", str(resource("examples", "dogmeat.car.json"))).replace("{t}", text)
                         for a in argv])


@pytest.mark.parametrize("argv", [
    ["validate", "/dev/zero"],
    ["import", "{folder}/fifo"],
    ["play", "replay", "{folder}/fifo"],
    ["campaign", "record", "League", "{folder}/deep.result.json"],
    ["drivers", "add", b"Mad \xff Max"],
])
def test_as_the_real_program(workspace, argv):
    """A handful through the installed entry point: real argv decoding, real stdout and stderr."""
    import os
    os.mkfifo(workspace.folder / "fifo")
    (workspace.folder / "deep.result.json").write_text("[" * 100000 + "]" * 100000)
    before = snapshot(workspace.folder, workspace.db)
    argv = [a if isinstance(a, bytes) else a.replace("{folder}", str(workspace.folder)) for a in argv]
    proc = subprocess.run([sys.executable, "-m", "garage.cli", "--db", str(workspace.db), *argv], cwd=ROOT,
                          capture_output=True, timeout=60)
    assert proc.returncode == 2 and proc.stdout == b""
    assert proc.stderr.startswith(b"garage-cli: ") and proc.stderr.count(b"\n") == 1, proc.stderr
    assert snapshot(workspace.folder, workspace.db) == before


# --- Battle Cars and the Car Wars crash tables (resources/examples/battle_cars/, car_wars/) ----------------------

BC = resource("examples", "battle_cars")
CW = resource("examples", "car_wars")
BC_LOG = (BC / "short-battle.jsonl").read_text().splitlines()
CW_LOG = (CW / "crash-tables.jsonl").read_text().splitlines()


@pytest.mark.parametrize(("lines", "action"), [
    (BC_LOG, {"action": {"move": 1}, "car": "hog"}), (BC_LOG, {"action": ["move"], "car": "hog"}),
    (CW_LOG, {"action": [1, 2], "car": "rig", "table": 1, "modifier": 3}), (CW_LOG, {"action": {}, "car": "rig"}),
])
def test_an_action_named_by_a_list_or_an_object(workspace, lines, action):
    """Found by fuzzing: an action whose name was a list or object was an internal error (exit 3,
    'unhashable type') in play act, and in replay and status of a log holding one."""
    workspace.log.write_text("\n".join(lines[:3]) + "\n")
    code, out, err = workspace("play", "act", workspace.log, json.dumps(action))
    assert code == 1 and out == "" and err.count("\n") == 1 and "action: must be one of" in err, err
    assert workspace.log.read_text() == "\n".join(lines[:3]) + "\n"
    workspace.log.write_text("\n".join([*lines[:3], json.dumps({**action, "inputs": []})]) + "\n")
    for command in ("replay", "status"):
        code, out, err = workspace("play", command, workspace.log)
        assert code == 2 and out == "" and err.count("\n") == 1 and f"{workspace.log}:4:" in err, err
        assert "action: must be one of" in err


@pytest.mark.parametrize("ruleset", ["battle_cars", "car_wars", "aa2"])
@pytest.mark.parametrize("cars", [1.5, True, None, -(10**18)])
def test_a_setup_whose_cars_are_not_a_list(workspace, ruleset, cars):
    """Found by fuzzing: a setup whose "cars" was a number, true or null was an internal error
    (exit 3, "'float' object is not iterable") in play new, before the rule set read it."""
    setup = workspace.folder / "setup.json"
    setup.write_text(json.dumps({"scenario": "battle" if ruleset == "battle_cars" else "crash-tables"
                                 if ruleset == "car_wars" else "deathmatch", "played_on": "2026-12-01", "cars": cars}))
    refused(workspace, "play", "new", workspace.folder / "new.jsonl", setup, "--ruleset", ruleset)
    assert "cars" in workspace("play", "new", workspace.folder / "new.jsonl", setup, "--ruleset", ruleset)[2]


BC_CAR = json.loads((BC / "road-hog.car.json").read_text())
CW_CAR = json.loads((CW / "sand-shark.car.json").read_text())
REQUIRED = {"battle-cars/vehicle": ("format", "version", "name"),
            "car-wars-crash/vehicle": ("format", "version", "name", "body", "hc", "top_speed", "reverse_top_speed",
                                       "tyre_points")}
FORMATS = ["axles-and-alloys-ii/vehicle", "battle-cars/vehicle", "car-wars-crash/vehicle", "battle-cars/play-log",
           "car-wars-crash/play-log", "axles-and-alloys-ii/game-result", "battle-cars/game-result", "",
           "BATTLE-CARS/VEHICLE"]
# No whole-number floats: 22.0 is 22 (jsonfile.expect).
OTHERS: list = [None, True, False, 0, 7, 1.5, 10**18, "", "x", [], [1, "x"], {}, {"a": 1}]


def kind(value) -> str:
    return "bool" if isinstance(value, bool) else type(value).__name__


def tolerated(path) -> bool:
    """Places any value may go: a recorded die's "for" is the log's label for people, which the
    shared engine neither checks nor uses (it matches the die's sides and value). (And a Battle
    Cars driver may be null: a car without one; `mistyped` puts no null there.)"""
    return path[-1:] == ("for",) and "inputs" in path


@st.composite
def mistyped(draw, document, required=()):
    """The document with one field of the wrong JSON type, a huge number, a required field gone,
    an unknown field added, or another format named: each a thing the reader must refuse."""
    how = draw(st.sampled_from(["type", "type", "huge", "missing", "extra", "format"]))
    if how == "format" and "format" in document:
        return {**document, "format": draw(st.sampled_from([f for f in FORMATS if f != document["format"]]))}
    if how == "missing" and required:
        key = draw(st.sampled_from(required))
        return {k: v for k, v in document.items() if k != key}
    if how == "extra":
        dicts = [p for p in paths(document) if isinstance(get(document, p), dict) and "inputs" not in p]
        path = draw(st.sampled_from(dicts))
        return put(document, path, {**get(document, path), "zz_unknown": draw(st.sampled_from(OTHERS))})
    numbers = [p for p in paths(document) if p and kind(get(document, p)) == "int"]
    if how == "huge" and numbers:
        huge = draw(st.sampled_from([10**18, -(10**18), 2**64, -(2**31)]))
        return put(document, draw(st.sampled_from(numbers)), huge)
    path = draw(st.sampled_from([p for p in paths(document) if p and not tolerated(p)]))
    was = get(document, path)
    return put(document, path, draw(st.sampled_from([v for v in OTHERS if kind(v) != kind(was)
                                                     and not (v is None and path[-1] == "driver")])))


def get(value, path):
    for key in path:
        value = value[key]
    return value


def malformed(document, required=()):
    """Bytes of a document that no reader may take: damaged() or mistyped()."""
    return st.one_of(damaged(document), mistyped(document, required).map(lambda d: json.dumps(d).encode()))


@FUZZ
@given(raw=st.sampled_from([BC_CAR, CW_CAR]).flatmap(lambda car: malformed(car, REQUIRED[car["format"]])),
       command=st.sampled_from(["validate", "import", "sheet"]))
def test_malformed_battle_cars_and_crash_tables_vehicle_files(workspace, raw, command):
    path = workspace.folder / "bad.car.json"
    path.write_bytes(raw)
    extra = ["-o", workspace.folder / "out.pdf"] if command == "sheet" else []
    refused(workspace, command, path, *extra)


BC_SETUP = {"scenario": "battle", "played_on": "2026-12-01", "options": {"drift-as-example": False},
            "board": {"width": 12, "height": 12, "surface": "road", "grass": [[5, 5]], "road": []},
            "obstructions": [{"kind": "tree", "at": [8, 8]}], "markers": [{"kind": "oil", "at": [2, 3]}],
            "cars": [{"id": "hog", "driver": "Ann", "design": "road-hog.car.json", "at": [2, 1], "facing": "n",
                      "speed": 0, "reverse": False},
                     {"id": "tin", "driver": "Bo", "design": "tin-can.car.json", "at": [2, 10], "facing": "s"}]}
CW_SETUP = json.loads((CW / "crash-tables.setup.json").read_text())
SETUPS = {"battle_cars": (BC_SETUP, ("played_on", "cars")),
          "car_wars": (CW_SETUP, ("scenario", "played_on", "cars"))}


@settings(FUZZ, max_examples=40)
@given(game=st.sampled_from(sorted(SETUPS)).flatmap(lambda key: st.tuples(st.just(key), malformed(*SETUPS[key]))),
       named=st.booleans())
def test_malformed_battle_cars_and_crash_tables_setups(workspace, game, named):
    ruleset, raw = game
    for name in ("road-hog.car.json", "tin-can.car.json"):
        (workspace.folder / name).write_bytes((BC / name).read_bytes())
    (workspace.folder / "sand-shark.car.json").write_bytes((CW / "sand-shark.car.json").read_bytes())
    setup = workspace.folder / "setup.json"
    setup.write_bytes(raw)
    (workspace.folder / "new.jsonl").unlink(missing_ok=True)  # an example that failed started a game
    # without --ruleset, play new takes the rule set of the setup's cars
    refused(workspace, "play", "new", workspace.folder / "new.jsonl", setup, *(["--ruleset", ruleset] if named else []))


@pytest.mark.parametrize(("change", "message"), [
    ({"played_on": "x"}, "played_on: "), ({"played_on": "2026-13-45"}, "played_on: "),
    ({"zz_unknown": 1}, "zz_unknown: unknown field"), ({"options": {"zz": True}}, "options.zz: unknown"),
    ({"options": []}, "options: must be an object"), ({"cars": [{"id": "a", "design": "sand-shark.car.json", "zz": 1}]},
                                                      "cars[0].zz: unknown field"),
    ({"cars": [{"id": "a\nb", "design": "sand-shark.car.json"}]}, "cars[0].id: "),
    ({"cars": [{"id": "a", "driver": "x\u2028y", "design": "sand-shark.car.json"}]}, "cars[0].driver: "),
    ({"cars": [{"id": "a", "driver": "x" * 5000, "design": "sand-shark.car.json"}]}, "cars[0].driver: "),
])
def test_a_crash_tables_setup_is_read_as_strictly_as_a_battle_cars_one(workspace, change, message):
    """Found by fuzzing: the crash tables' setup reader took a played_on that is no date, unknown
    fields (a typo'd "sped" was silently ignored) and ids and drivers with line breaks, and wrote
    them into the new log; Battle Cars' refuses each, naming the field."""
    (workspace.folder / "sand-shark.car.json").write_bytes((CW / "sand-shark.car.json").read_bytes())
    setup = workspace.folder / "setup.json"
    setup.write_text(json.dumps({**CW_SETUP, **change}))
    refused(workspace, "play", "new", workspace.folder / "new.jsonl", setup, "--ruleset", "car_wars")
    err = workspace("play", "new", workspace.folder / "new.jsonl", setup, "--ruleset", "car_wars")[2]
    assert err.startswith(f"garage-cli: {setup}: {message}"), err


def test_the_crash_tables_setup_the_new_game_dialog_writes_is_still_read(tmp_path):
    from garage.rules import rulesets
    from garage.rules.car_wars import vehicle

    rules = rulesets.get("car_wars")
    design = vehicle.design_from_dict(CW_CAR, "design")
    data = rules.setup_dict("crash-tables", [{"id": "a", "design": design, "driver": "", "speed": 30},
                                             {"id": "b", "design": design, "driver": "Bo"}], played_on="2026-12-01")
    assert rules.setup_from_dict(json.loads(json.dumps(data))).as_dict()["cars"][0]["speed"] == 30


GAME_LOGS = {"battle_cars": (BC_LOG, {"action": "end_game"}), "car_wars": (CW_LOG, {"action": "next_phase"})}


def clean(run, *argv) -> tuple[int, str, str]:
    """Either done (exit 0) or refused as `refused` has it, or a rule's refusal (exit 1) of an
    action in one line with the log as it was: what a log or action that may still be legal gets."""
    before = snapshot(run.folder, run.db)
    code, out, err = run(*argv)
    assert code in (0, 1, 2), (argv, code, err)
    if code:
        assert err.startswith("garage-cli: ") and err.count("\n") == 1, err
        assert out == "" and snapshot(run.folder, run.db) == before
    return code, out, err


@st.composite
def damaged_log(draw, lines):
    """A play log with one line malformed, or cut short, reordered or edited: the last three
    may still be a legal game, or not."""
    lines = list(lines)
    how = draw(st.sampled_from(["malformed", "malformed", "truncated", "reordered", "edited", "repeated"]))
    index = draw(st.integers(min_value=0, max_value=len(lines) - 1))
    if how == "malformed":
        raw = draw(malformed(json.loads(lines[index]), ("action",)))
        lines[index] = raw.decode("utf-8", "surrogateescape").replace("\n", " ").replace("\r", " ") or "{}"
    elif how == "truncated":
        lines = lines[:index + 1]
        lines[-1] = lines[-1][:draw(st.integers(min_value=0, max_value=len(lines[-1]) - 1))]
    elif how == "reordered":
        other = draw(st.integers(min_value=0, max_value=len(lines) - 1))
        lines[index], lines[other] = lines[other], lines[index]
    elif how == "edited":
        numbers = [p for p in paths(json.loads(lines[index])) if p and kind(get(json.loads(lines[index]), p)) == "int"]
        if numbers:
            path = draw(st.sampled_from(numbers))
            lines[index] = json.dumps(put(json.loads(lines[index]), path, draw(st.integers(-3, 20))))
    else:
        lines.insert(index, lines[index])
    return how, "\n".join(lines).encode("utf-8", "surrogateescape") + b"\n"


@FUZZ
@given(game=st.sampled_from(sorted(GAME_LOGS)).flatmap(lambda key: st.tuples(st.just(key),
                                                                             damaged_log(GAME_LOGS[key][0]))))
def test_damaged_battle_cars_and_crash_tables_logs(workspace, game):
    ruleset, (how, raw) = game
    workspace.log.write_bytes(raw)
    check = refused if how == "malformed" else clean
    for argv in (["replay"], ["replay", "--json"], ["status"], ["result"], ["undo"],
                 ["act", json.dumps(GAME_LOGS[ruleset][1])]):
        if argv[0] in ("result", "undo", "act") and how != "malformed":
            clean(workspace, "play", argv[0], workspace.log, *argv[1:])
            workspace.log.write_bytes(raw)
        else:
            check(workspace, "play", argv[0], workspace.log, *argv[1:])


@FUZZ
@given(game=st.sampled_from(sorted(GAME_LOGS)).flatmap(lambda key: st.tuples(
    st.just(key), st.sampled_from([json.loads(line) for line in GAME_LOGS[key][0][1:]]).flatmap(
        lambda action: malformed({k: v for k, v in action.items() if k != "inputs"}, ("action",))))))
def test_malformed_battle_cars_and_crash_tables_actions(workspace, game):
    ruleset, raw = game
    workspace.log.write_text("\n".join(GAME_LOGS[ruleset][0][:3]) + "\n")
    code, _, err = clean(workspace, "play", "act", workspace.log, raw.decode("utf-8", "surrogateescape"))
    assert code in (1, 2), err


@pytest.mark.parametrize("action", [
    {"action": "move", "car": "shark", "zz_unknown": None},
    {"action": "lose_control", "car": "shark", "table": 1, "modifer": 3},  # the typo took modifier 0
    {"action": "next_phase", "car": "shark"}, {"action": "set_speed", "car": "shark", "speed": 40, "table": 2},
])
def test_a_crash_tables_action_with_a_field_it_does_not_have(workspace, action):
    """Found by fuzzing: the crash tables took an action with an unknown field and wrote it into
    the log, so a typo'd "modifer" rolled at modifier 0; Battle Cars refuses such an action."""
    workspace.log.write_text("\n".join(CW_LOG[:3]) + "\n")
    code, out, err = clean(workspace, "play", "act", workspace.log, json.dumps(action))
    assert code == 1 and "unknown field" in err and next(k for k in action if k != "action") in err, err
    workspace.log.write_text("\n".join([*CW_LOG[:3], json.dumps({**action, "inputs": []})]) + "\n")
    code, out, err = workspace("play", "replay", workspace.log)
    assert code == 2 and out == "" and err.count("\n") == 1 and f"{workspace.log}:4:" in err, err


NUMBERISH = st.one_of(
    st.integers(min_value=-60, max_value=60).map(str), st.integers().map(str),
    st.sampled_from(["9" * 5000, "-" + "9" * 5000, "1e3", "1.0", "0x10", " 1", "1_0", "+1", "--1", "", "-", "NaN",
                     "\u0661", "1\x00", "\udcff", "1\n2"]),
    st.text(st.sampled_from("0123456789-+. x\n\u2028"), max_size=6))


def whole(text: str, least: int, most: int) -> bool:
    """Plainly a whole number in range: garage-cli must take it."""
    return re.fullmatch(r"-?[0-9]{1,9}", text) is not None and least <= int(text) <= most


@FUZZ
@given(table=NUMBERISH, modifier=NUMBERISH, form=st.sampled_from(["apart", "joined"]), as_json=st.booleans())
def test_crash_table_arguments(workspace, table, modifier, form, as_json):
    argv = (["--table", table, "--modifier", modifier] if form == "apart"
            else [f"--table={table}", f"--modifier={modifier}"]) + (["--json"] if as_json else [])
    if whole(table, 1, 2) and whole(modifier, -50, 50):
        code, out, err = workspace("rules", "crash", *argv)
        assert code == 0 and err == "" and out, err
    else:
        code, out, err = clean(workspace, "rules", "crash", *argv)
        assert code in (0, 2), err  # argparse takes some a person might type (" 1", "+1", "1_0")


@pytest.mark.parametrize("argv", [
    ["rules", "crash", "--table", "1", "--modifier", "9" * 5000],
    ["rules", "crash", "--table", b"\xff", "--modifier", "0", "--json"],
    ["play", "replay", "{folder}/battle.jsonl"],
    ["play", "act", "{folder}/crash.jsonl", b'{"action": "move", "car": "sh\xffark"}'],
    ["import", "{folder}/shark.car.json"],
    ["play", "new", "{folder}/new.jsonl", "{folder}/deep.setup.json", "--ruleset", "car_wars"],
])
def test_the_new_rule_sets_as_the_real_program(workspace, argv):
    """Battle Cars and the crash tables through the installed entry point: a log with a list for an
    action's name, a car file with a byte that is not UTF-8, a setup nested 100000 deep."""
    lines = list(BC_LOG)
    lines[3] = json.dumps({**json.loads(lines[3]), "action": ["move"]})
    (workspace.folder / "battle.jsonl").write_text("\n".join(lines) + "\n")
    (workspace.folder / "crash.jsonl").write_text("\n".join(CW_LOG[:3]) + "\n")
    (workspace.folder / "shark.car.json").write_bytes((CW / "sand-shark.car.json").read_bytes().replace(b"Sand",
                                                                                                    b"S\xffnd"))
    (workspace.folder / "deep.setup.json").write_text('{"cars": ' + "[" * 100000 + "]" * 100000 + "}")
    before = snapshot(workspace.folder, workspace.db)
    argv = [a if isinstance(a, bytes) else a.replace("{folder}", str(workspace.folder)) for a in argv]
    proc = subprocess.run([sys.executable, "-m", "garage.cli", "--db", str(workspace.db), *argv], cwd=ROOT,
                          capture_output=True, timeout=60)
    assert proc.returncode == 2 and proc.stdout == b"", proc.stderr
    assert proc.stderr.startswith(b"garage-cli: ") and proc.stderr.count(b"\n") == 1, proc.stderr
    assert snapshot(workspace.folder, workspace.db) == before


ANSWERS = st.one_of(st.integers().map(str), st.sampled_from(["8.0", '"8"', "[8]", "{}", "null", "true", "9" * 5000,
                                                            "[" * 5000, "left", "", "\udcff", "made\n"]),
                    st.text(max_size=8))


@FUZZ
@given(ruleset=st.sampled_from(sorted(GAME_LOGS)), answers=st.lists(ANSWERS, min_size=1, max_size=3))
def test_answers_typed_in_for_battle_cars_and_the_crash_tables(workspace, ruleset, answers):
    """--answer for a die or a decision: taken, refused by the rule (exit 1) or as bad input, one
    line either way and the log as it was unless the action was played."""
    lines, action = (BC_LOG[:16], {"action": "move", "car": "hog"}) if ruleset == "battle_cars" else \
        (CW_LOG[:1], {"action": "lose_control", "car": "rig", "table": 1, "modifier": 3})
    workspace.log.write_text("\n".join(lines) + "\n")
    argv = [a for answer in answers for a in ("--answer", answer)]
    before = snapshot(workspace.folder, workspace.db)
    code, out, err = workspace("play", "act", workspace.log, json.dumps(action), "--entered", *argv)
    if code == 1 and err == "":  # more dice or a decision to type in (docs/play-log.md): what it needs
        assert "roll" in json.loads(out)["needs"] or "decide" in json.loads(out)["needs"], out
    elif code:
        assert code in (1, 2) and err.startswith("garage-cli: ") and err.count("\n") == 1 and out == "", err
    if code:
        assert snapshot(workspace.folder, workspace.db) == before


# --- issue 20: outputs over inputs, output that cannot be written, names that reach a terminal or a sheet -------

FULL_LOG = resource("examples", "games", "short-deathmatch.jsonl")
RESULT_FILE = resource("examples", "games", "01-deathmatch.result.json")


def spelled(path: Path, how: str) -> Path:
    """Another way to name the file at `path`: itself, through a folder and back, a link, a hard link."""
    if how == "itself":
        return path
    if how == "dotdot":
        (path.parent / "sub").mkdir(exist_ok=True)
        return path.parent / "sub" / ".." / path.name
    other = path.parent / f"{how}-{path.name}"
    if not os.path.lexists(other):
        other.symlink_to(path) if how == "symlink" else os.link(path, other)
    return other


@FUZZ
@given(command=st.sampled_from(["sheet-car", "sheet-all", "result", "show-game", "undo-last"]),
       how=st.sampled_from(["itself", "dotdot", "symlink", "hardlink"]))
def test_an_output_over_an_input(workspace, command, how):
    car, log = workspace.folder / "h.car.json", workspace.folder / "finished.jsonl"
    car.write_bytes(resource("examples", "purple-haze.car.json").read_bytes())
    log.write_bytes(FULL_LOG.read_bytes())
    if workspace("campaign", "games", "League")[1].startswith("League has no games"):
        assert workspace("campaign", "record", "League", RESULT_FILE)[0] == 0
    argv = {"sheet-car": ["sheet", car, "-o", spelled(car, how)],
            "sheet-all": ["sheet", "--all", "-o", spelled(workspace.db, how)],
            "result": ["play", "result", log, "-o", spelled(log, how)],
            "show-game": ["campaign", "show-game", "League", "1", "-o", spelled(workspace.db, how)],
            "undo-last": ["campaign", "undo-last", "League", "-o", spelled(workspace.db, how)]}[command]
    refused(workspace, *argv)
    assert "-o/--output: is " in workspace(*argv)[2]


PRINTING = [["list"], ["list", "--json"], ["validate", "{car}"], ["validate", "--json", "{car}"],
            ["play", "replay", "{log}"], ["play", "status", "{log}", "--json"], ["campaign", "standings", "League"],
            ["campaign", "games", "League"], ["drivers", "list"], ["rules", "crash", "--table", "2", "--modifier", "3"],
            ["rules", "speed", "--max", "24", "--acc", "4", "--dec", "3", "--current", "22"], ["--help"],
            ["validate", "{folder}/missing.car.json"]]


@settings(FUZZ, max_examples=12)
@given(argv=st.sampled_from(PRINTING), redirect=st.sampled_from([">/dev/full", ">&-", "2>&-", ">&- 2>&-",
                                                                  ">/dev/full 2>/dev/full"]))
def test_output_that_cannot_be_written(workspace, argv, redirect):
    """Through the real program: never exit 3 or a traceback; output that cannot be written is exit 2 and
    one line on stderr when stderr can take it; a closed stderr changes no exit code."""
    argv = [a.replace("{car}", str(resource("examples", "purple-haze.car.json"))).replace("{log}", str(FULL_LOG))
            .replace("{folder}", str(workspace.folder)) for a in argv]
    proc = subprocess.run(["sh", "-c", f'exec "$@" {redirect}', "sh", sys.executable, "-m", "garage.cli",
                           "--db", str(workspace.db), *argv], cwd=ROOT, capture_output=True, timeout=60)
    fails = "missing" in argv[-1]
    stdout_lost = redirect.startswith((">/dev/full", ">&-"))
    assert proc.returncode == (2 if fails or stdout_lost else 0), (argv, redirect, proc.stderr)
    if "2>" in redirect:
        assert proc.stderr == b""
    else:
        assert proc.stderr.startswith(b"garage-cli: ") and proc.stderr.count(b"\n") == 1, proc.stderr


SHOWN = st.text(st.sampled_from(["a", " ", "é", "車", "\U0001f697", "\u202e", "\u202d", "\u2066", "\u2069", "\u200f",
                                 "\u061c", "\x1b", "\u2028"]), min_size=1, max_size=10)
BIDI = "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"


@settings(FUZZ, max_examples=12)
@given(text=SHOWN, encoding=st.sampled_from(["utf-8", "latin-1", "ascii"]))
def test_what_a_file_holds_reaches_any_terminal_escaped(workspace, text, encoding):
    """A value from a file in an error line, on a terminal of any encoding: one line, no bidi control or
    escape raw, what the encoding cannot show as \\u escapes, never exit 3."""
    path = workspace.folder / "bad.car.json"
    path.write_text(json.dumps({**CAR, "weight": text}), encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "garage.cli", "validate", str(path)], cwd=ROOT, capture_output=True,
                          timeout=60, env={**os.environ, "PYTHONIOENCODING": encoding})
    assert proc.returncode == 2 and proc.stdout == b"", proc.stderr
    err = proc.stderr.decode(encoding)
    assert err.startswith("garage-cli: ") and err.count("\n") == 1, err
    assert not any(c in err for c in BIDI + "\x1b\u2028")
    assert "weight: '" in err


@FUZZ
@given(driver=st.text(st.characters(whitelist_categories=("Cc", "Cf", "Zl", "Zp"), blacklist_characters="\x00"),
                      min_size=1, max_size=3).flatmap(lambda bad: st.tuples(NAMES, st.just(bad), NAMES)))
def test_sheet_driver_names_no_file_could_hold(workspace, driver):
    before, bad, after = driver
    refused(workspace, "sheet", resource("examples", "dogmeat.car.json"), "-o", workspace.folder / "out.pdf",
            "--driver", f"{before}{bad}{after}")
    assert workspace("sheet", resource("examples", "dogmeat.car.json"), "-o", workspace.folder / "out.pdf",
                     "--driver", f"{before}{bad}{after}")[2].startswith("garage-cli: --driver: ")


AA2_SETUP = json.loads(FULL_LOG.read_text().splitlines()[0])["setup"]


@FUZZ
@given(ruleset=st.sampled_from(["aa2", "battle_cars", "car_wars"]), driver=NAMES.filter(lambda n: n.strip() == n
                                                                                      and n and n.isprintable()),
       named=st.booleans())
def test_one_driver_on_two_cars(workspace, ruleset, driver, named):
    for name in ("road-hog.car.json", "tin-can.car.json"):
        (workspace.folder / name).write_bytes((BC / name).read_bytes())
    (workspace.folder / "sand-shark.car.json").write_bytes((CW / "sand-shark.car.json").read_bytes())
    base = {"aa2": AA2_SETUP, "battle_cars": BC_SETUP, "car_wars": {**CW_SETUP, "cars": [
        {**CW_SETUP["cars"][0]}, {**CW_SETUP["cars"][0], "id": "shark2"}]}}[ruleset]
    setup = {**base, "cars": [{**car, "driver": driver} for car in base["cars"]]}
    path = workspace.folder / "setup.json"
    path.write_text(json.dumps(setup))
    argv = ["play", "new", workspace.folder / "new.jsonl", path, *(["--ruleset", ruleset] if named else [])]
    refused(workspace, *argv)
    assert f"{path}: cars[1].driver: " in workspace(*argv)[2]


@FUZZ
@given(cars=st.lists(st.sampled_from(["Purple Haze", "Meat Wagon", "Dogmeat", "Queen Bee"]), min_size=1, max_size=4,
                     unique=True),
       room=st.integers(min_value=0, max_value=3), depth=st.integers(min_value=0, max_value=3))
def test_an_export_to_a_full_disk(workspace, cars, room, depth):
    import errno

    from garage.storage import garage as storage_garage

    real, left = storage_garage.write_atomic, [room]

    def write_atomic(path, payload):
        if left[0] <= 0:
            raise OSError(errno.ENOSPC, "No space left on device")
        left[0] -= 1
        real(path, payload)

    folder = workspace.folder.joinpath(*["deep"] * depth, "out")
    storage_garage.write_atomic = write_atomic
    try:
        if room >= len(cars):
            assert workspace("export", *cars, "-o", folder)[0] == 0
            shutil.rmtree(workspace.folder / ("deep" if depth else "out"))
        else:
            refused(workspace, "export", *cars, "-o", folder)
    finally:
        storage_garage.write_atomic = real


# -- values damaged inside a sound garage file ----------------------------------------------------
# A column of a stored row and a value no Garage writes there, put in with raw sqlite3 as another
# program would. SQLite keeps any value in any column, so the garage file stays sound: only
# `check` finds it, and every command that reads the row refuses it (exit 2, one line, nothing
# written), never exit 3. What `check` calls sound every command reads.
STORED_TARGETS = [
    ("vehicle", "name", "name = 'Purple Haze'"), ("vehicle", "weight", "name = 'Dogmeat'"),
    ("vehicle", "ruleset", "name = 'Sand Shark'"), ("vehicle", "notes", "name = 'Dogmeat'"),
    ("vehicle", "stat_max", "name = 'Queen Bee'"), ("vehicle", "navigator", "name = 'Dogmeat'"),
    ("vehicle", "turret", "name = 'Dogmeat'"), ("vehicle", "created", "name = 'Dogmeat'"),
    ("vehicle", "capacity_used", "name = 'Dogmeat'"), ("vehicle", "legal", "name = 'Dogmeat'"),
    ("vehicle_weapon", "mount", "position = 0"), ("vehicle_weapon", "weapon_class", "position = 0"),
    ("vehicle_weapon", "name", "position = 0"), ("vehicle_weapon", "position", "position = 0"),
    ("vehicle_equipment", "item", "item LIKE 'vehicle-file:%'"), ("vehicle_equipment", "item", "position = 0"),
    ("vehicle_dropped", "system", "position = 0"),
    ("campaign", "name", "1"), ("campaign", "created", "1"), ("driver", "name", "1"), ("driver", "created", "1"),
    ("campaign_game", "played_on", "1"), ("campaign_game", "scenario", "1"), ("campaign_game", "variant", "1"),
    ("campaign_game", "ruleset", "1"), ("campaign_game", "recorded", "1"),
    ("campaign_entry", "vehicle", "position = 0"), ("campaign_entry", "survived", "position = 0"),
    ("campaign_entry", "death", "position = 1"), ("campaign_entry", "place", "position = 0"),
    ("campaign_kill", "victim", "1"), ("campaign_driver", "name", "1"),
]
STORED_VALUES = st.one_of(
    st.sampled_from(["bogus", "roof", "", " Dogmeat", "not-a-date", "2020-13-45", "garbage", "hc=banana", "x" * 5000,
                     "nope", "heavy", "\x1b[31m", "aa2", "battle_cars", "Dogmeat"]),
    st.sampled_from([b"Purple Haze", b"\xff\xfe", 10**18, -1, 2, 1.5, 0]),
    st.text(max_size=6),
)


@pytest.fixture
def stored_garage(tmp_path):
    """A sound garage to copy for each example: the example cars, a crash-tables car, a driver
    and a campaign of one game."""
    pristine = tmp_path / "pristine.sqlite"
    for argv in (["import", resource("examples", "car_wars", "sand-shark.car.json")], ["drivers", "add", "Helga"],
                 ["campaign", "new", "League"],
                 ["campaign", "record", "League", resource("examples", "games", "01-deathmatch.result.json")]):
        assert main(["--db", str(pristine), *map(str, argv)]) == 0
    return pristine


@settings(FUZZ, max_examples=20)
@given(target=st.sampled_from(STORED_TARGETS), value=STORED_VALUES)
def test_damaged_stored_values(stored_garage, tmp_path_factory, capsys, target, value):
    folder = tmp_path_factory.mktemp("stored")
    db = folder / "garage.sqlite"
    db.write_bytes(stored_garage.read_bytes())
    table, column, where = target
    con = sqlite3.connect(db)
    try:
        with con:
            con.execute(f"UPDATE {table} SET {column} = ? WHERE rowid = (SELECT min(rowid) FROM {table} "
                        f"WHERE {where})", (value,))
    except sqlite3.IntegrityError:
        return  # a constraint keeps it out (a name taken, a value required): nothing to read back
    finally:
        con.close()

    def run(*argv):
        code = main(["--db", str(db), *map(str, argv)])
        return (code, *capsys.readouterr())

    capsys.readouterr()
    checked, out, err = run("check")
    assert checked in (0, 2) and "Traceback" not in err, (target, value, err)
    if checked:
        assert out == "" and err and all(line.startswith("garage-cli: ") for line in err.splitlines()), err
    outputs = {"export": folder / "out", "sheet": folder / "all.pdf", "copy": folder / "copy.sqlite"}
    for name, argv in (("list", ["list"]), ("export", ["export", "Dogmeat", "Sand Shark", "-o", outputs["export"]]),
                       ("sheet", ["sheet", "--all", "-o", outputs["sheet"]]),
                       ("copy", ["copy", "--to", outputs["copy"]]), ("standings", ["campaign", "standings", "League"]),
                       ("games", ["campaign", "games", "League"])):
        code, out, err = run(*argv)
        renamed = code == 2 and ("no car called" in err or "no campaign called" in err)  # a sound new name
        if checked == 0:  # what check calls sound, every command reads
            assert code == 0 or renamed, (target, value, name, err)
        else:
            assert code in (0, 2), (target, value, name, err)
        if code:
            assert err.startswith("garage-cli: ") and err.count("\n") == 1 and out == "", (name, err)
            assert name not in outputs or not outputs[name].exists(), (target, value, name, "left behind")
