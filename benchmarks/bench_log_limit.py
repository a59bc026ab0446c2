"""How long `garage-cli play replay|status|act|undo` take on the longest log Garage allows,
for each rule set, beside a bare baseline in the same run: reading and JSON-parsing the same
file (in a fresh interpreter, as the commands run, and in this one), and the interpreter's
own start. The limit is docs/play-log.md's "How long a log may be".

Usage: python benchmarks/bench_log_limit.py [--lines N] [--repeat R] [--profile RULESET]

  build      the longest allowed log of each rule set, played by a random player that keeps
             the game going (A&A II: the autoplay player with no attacks, rams or hits)
  replay     Game.replay of the parsed log in this interpreter: lines per second
  commands   each command as a player runs it (a new `python -m garage.cli` process): the
             median of R runs; act and undo on a copy, so every run starts from the same log
  baseline   `python -c` reading and json-parsing every line of the same file, and
             `python -c pass` (the floor: no command can be quicker than the interpreter's start)
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from benchmarks.arguments import count  # noqa: E402
from garage.rules import vehicles  # noqa: E402
from garage.rules.aa2.play import autoplay  # noqa: E402
from garage.rules.limits import ITEMS  # noqa: E402
from garage.rules.play import Game, IllegalAction, SeededDice, log  # noqa: E402
from garage.rules.play.log import MAX_BYTES as MAX_LOG_BYTES  # noqa: E402
from garage.rules.play.log import MAX_LINES as MAX_LOG_LINES  # noqa: E402

EXAMPLES = ROOT / "resources" / "examples"
PEACEFUL = {"attack", "collide", "hit", "jump", "defence", "cross"}


def _answer(game: Game, rng: random.Random) -> None:
    while game.pending is not None:
        request = game.pending
        game.answer(rng.randint(1, request.sides) if request.kind == "roll" else rng.choice(request.options))


def _setup(key: str) -> Any:
    """`aa2`, `battle_cars`, `car_wars`: a four-car deathmatch, the example battle, the example
    crash-tables game; `aa2x100`, `car_warsx100`: the same with as many cars as a setup may hold
    (a longer state to carry through every line)."""
    from garage.rules import rulesets
    rules = rulesets.get(key.removesuffix("x100"))
    many = key.endswith("x100")
    if rules.key == "aa2":
        files = ("purple-haze", "der-bahnstormer", "dogmeat", "meat-wagon")
        data = {"scenario": "deathmatch", "played_on": "2026-12-01",
                "cars": [{"id": f"car{i}", "driver": f"Driver {i}", "rerolls": 1,
                          "design": vehicles.design_to_dict(vehicles.load(EXAMPLES / f"{files[i % 4]}.car.json"))}
                         for i in range(ITEMS if many else 4)]}
    else:
        first = log.read(EXAMPLES / ("battle_cars/short-battle.jsonl" if rules.key == "battle_cars"
                                     else "car_wars/crash-tables.jsonl"))[0]
        data = first["setup"]
        if many:
            data["cars"] = [{**data["cars"][i % len(data["cars"])], "id": f"car{i}", "driver": f"Driver {i}"}
                            for i in range(ITEMS)]
    return rules.setup_from_dict(data)


def _candidates(key: str, game: Game, rng: random.Random) -> list[dict[str, Any]]:
    state = game.state
    key = key.removesuffix("x100")
    if key == "aa2":
        action = autoplay.random_action(state, rng)
        if action["action"] in PEACEFUL:
            action = {"action": "moved", "car": state.mover} if state.mover else {"action": "end_turn"}
        return [action, {"action": "moved", "car": state.mover}, {"action": "end_turn"}]
    cars = game.rules.car_ids(game.setup)
    if key == "car_wars":
        found = [{"action": "lose_control", "car": c, "table": rng.choice((1, 2)), "modifier": rng.randint(-2, 3)}
                 for c in cars] + [{"action": a, "car": c} for c in cars for a in ("recover", "move")]
        rng.shuffle(found)
        return [*found, {"action": "next_phase"}]
    found = [{"action": "speed", "car": c, "speed": rng.randint(0, 2)} for c in cars]
    found += [{"action": a, "car": c} for c in cars for a in ("move", "end_turn")]
    rng.shuffle(found)
    return found


def build(key: str, lines: int, seed: int = 1) -> str:
    """A log of `lines` lines (the setup's among them) of a game that is never over."""
    rng = random.Random(seed)
    game = Game(_setup(key), SeededDice(seed))
    while len(game.lines) < lines:
        if game.rules.over(game.state):
            raise SystemExit(f"{key}: the game ended after {len(game.lines)} lines; the player must keep it going")
        for action in _candidates(key, game, rng):
            try:
                game.act(action)
                _answer(game, rng)
            except IllegalAction:
                game.cancel()
                continue
            break
        else:
            raise SystemExit(f"{key}: no action was allowed after {len(game.lines)} lines")
    return game.text()


def _timed(argv: list[str], repeat: int, fresh: Path | None = None, source: Path | None = None) -> tuple[float, float]:
    """The median wall time of `repeat` runs, and the median CPU time (user + system) the
    process used: the first is what a player waits on this machine as loaded as it is now,
    the second what it would be with the machine to itself."""
    walls, cpus = [], []
    for _ in range(repeat):
        if fresh is not None and source is not None:
            shutil.copyfile(source, fresh)
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        done = subprocess.run(argv, capture_output=True, text=True, cwd=ROOT, timeout=600)
        walls.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
        if done.returncode != 0:
            raise SystemExit(f"{' '.join(argv)}: exit {done.returncode}: {done.stderr.strip()}")
    return statistics.median(walls), statistics.median(cpus)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lines", type=count, default=MAX_LOG_LINES, help="log length (default: the limit)")
    parser.add_argument("--repeat", type=count, default=3)
    parser.add_argument("--profile", metavar="RULESET", help="profile the replay of this rule set's log instead")
    parser.add_argument("--rulesets", default="aa2,aa2x100,battle_cars,car_wars,car_warsx100")
    args = parser.parse_args()
    keys = args.rulesets.split(",")
    folder = Path(tempfile.mkdtemp(prefix="bench-log-limit-"))
    py = [sys.executable]
    try:
        print(f"limit: {MAX_LOG_LINES} lines, {MAX_LOG_BYTES} bytes; logs of {args.lines} lines; "
              f"median of {args.repeat} runs, seconds")
        floor = _timed([*py, "-c", "pass"], args.repeat)
        for key in keys:
            text = build(key, args.lines)
            path = folder / f"{key}.jsonl"
            path.write_text(text, encoding="utf-8")
            parsed = log.parse(text)
            if args.profile == key:
                cProfile.runctx("Game.replay(parsed)", globals(), {"parsed": parsed, "Game": Game}, str(folder / "p"))
                pstats.Stats(str(folder / "p")).sort_stats("cumulative").print_stats(25)
                continue
            start = time.perf_counter()
            parsed = log.parse(path.read_text(encoding="utf-8"))
            parse = time.perf_counter() - start
            start = time.perf_counter()
            Game.replay(parsed)
            replay = time.perf_counter() - start
            bare = _timed([*py, "-c", "import json, sys; [json.loads(l) for l in open(sys.argv[1], encoding='utf-8')]",
                           str(path)], args.repeat)
            cli = [*py, "-m", "garage.cli", "play"]
            copy = folder / f"{key}.copy.jsonl"
            # act: the log's last action played again on the log without it, so that it writes
            # the longest log allowed (an act on the full log is refused before it plays)
            last = json.loads(text.splitlines()[-1])
            shorter = folder / f"{key}.shorter.jsonl"
            shorter.write_text("".join(line + "\n" for line in text.splitlines()[:-1]), encoding="utf-8")
            action = json.dumps({k: v for k, v in last.items() if k != "inputs"})
            answers = [a for i in last["inputs"] for a in ("--answer", json.dumps(i["value"]))]
            figures = {"replay": _timed([*cli, "replay", str(path)], args.repeat),
                       "status": _timed([*cli, "status", str(path)], args.repeat),
                       "undo": _timed([*cli, "undo", str(copy)], args.repeat, copy, path),
                       "act": _timed([*cli, "act", str(copy), action, "--entered", *answers], args.repeat, copy,
                                     shorter)}
            print(f"{key:12} {len(parsed):6} lines {len(text.encode()):9} bytes  in-process: parse {parse:.3f} s, "
                  f"replay {replay:.3f} s ({len(parsed) / replay:,.0f} lines/s)")
            print(f"{'':12} wall (cpu) s: " + "  ".join(f"{k} {w:.2f} ({c:.2f})" for k, (w, c) in figures.items())
                  + f"   baseline: read+parse {bare[0]:.2f} ({bare[1]:.2f}), floor: python -c pass {floor[0]:.2f}"
                  + f"   slowest/baseline {max(w for w, _ in figures.values()) / bare[0]:.1f}x")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    os.environ.setdefault("PYTHONPATH", str(ROOT))
    main()
