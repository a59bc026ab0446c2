"""`garage-cli campaign ...`: linked games with named drivers, their rerolls and their deaths."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from difflib import get_close_matches
from typing import TYPE_CHECKING

from garage.cli.common import EXIT_OK, CliError, print_json, refuse_overwriting
from garage.cli.db import add_db_option, opened
from garage.rules import game_result, rulesets
from garage.rules.campaign import DEAD, GameLine, NavigatorStanding, Standings

if TYPE_CHECKING:
    from garage.cli.common import Subcommands
    from garage.storage.campaigns import Campaigns
    from garage.storage.garage import Garage


def register(sub: Subcommands) -> None:
    top = sub.add_parser("campaign", help="campaigns: record games, see rerolls, history and the dead",
                         description="Linked games with named drivers (A&A II section 10). Games enter "
                                     "as game result files (docs/game-result-format.md); standings are "
                                     "always recomputed from the games.")
    commands = top.add_subparsers(dest="campaign_command", metavar="ACTION", required=True)

    def command(name: str, func: Callable[[argparse.Namespace], int], help: str,
                description: str | None = None) -> argparse.ArgumentParser:
        p = commands.add_parser(name, help=help, description=description or help)
        add_db_option(p)
        p.set_defaults(func=func)
        return p

    p = command("new", run_new, "start a campaign")
    p.add_argument("name", metavar="NAME")
    p = command("remove", run_remove, "remove a campaign and all its games",
                "Remove the campaign with every game in it; a SQLite garage is backed up first "
                "(garage-cli restore brings it back).")
    p.add_argument("name", metavar="NAME")
    p = command("list", run_list, "list the campaigns")
    p.add_argument("--json", action="store_true", help="print a JSON list")
    p = command("record", run_record, "add a played game to a campaign",
                "Add the game in RESULT.json after the campaign's last game. Named drivers and "
                "navigators new to the campaign are created; a result naming a dead one is refused.")
    p.add_argument("campaign", metavar="CAMPAIGN")
    p.add_argument("result", metavar="RESULT.json")
    p.add_argument("--again", action="store_true",
                   help="record it even though the campaign already has exactly this game")
    p = command("standings", run_standings, "rerolls, games, kills and wins of every driver")
    p.add_argument("campaign", metavar="CAMPAIGN")
    p.add_argument("--json", action="store_true", help="print JSON")
    p = command("history", run_history, "one driver's games: what happened and the rerolls each earned",
                "Game by game: the car, what happened, the rerolls going in (with a navigator's "
                "tally) and what the game earned. A Lady Navigator's name shows her own tally.")
    p.add_argument("campaign", metavar="CAMPAIGN")
    p.add_argument("driver", metavar="DRIVER")
    p.add_argument("--json", action="store_true", help="print a JSON list, one entry per game")
    p = command("undo-last", run_undo_last, "remove the campaign's last game",
                "Remove the last game recorded (and any driver only it introduced). With -o, write "
                "it out as a game result file first, so it can be corrected and recorded again.")
    p.add_argument("campaign", metavar="CAMPAIGN")
    p.add_argument("-o", "--output", metavar="FILE", help="save the removed game here")
    p = command("games", run_games, "list a campaign's games in order")
    p.add_argument("campaign", metavar="CAMPAIGN")
    p.add_argument("--json", action="store_true", help="print a JSON list")
    p = command("show-game", run_show_game, "write one game out as a game result file",
                "Print game NUMBER as a game result (or write it to FILE), e.g. to correct it.")
    p.add_argument("campaign", metavar="CAMPAIGN")
    p.add_argument("number", metavar="NUMBER", type=int)
    p.add_argument("-o", "--output", metavar="FILE")
    p = command("correct", run_correct, "replace a past game with a corrected result",
                "Replace game NUMBER with RESULT.json; every standing after it is recomputed. "
                "Refused if a later game could then not have happened (a driver it kills plays later).")
    p.add_argument("campaign", metavar="CAMPAIGN")
    p.add_argument("number", metavar="NUMBER", type=int)
    p.add_argument("result", metavar="RESULT.json")


def _load(path: str) -> game_result.GameResult:
    """The result in `path`, its drivers' and navigators' names checked as the campaign will
    store them, so a refusal names the file and the field."""
    from garage.storage.errors import BadName
    from garage.storage.rows import check_name

    try:
        result = game_result.load(path)
    except game_result.GameResultError as exc:
        raise CliError(str(exc)) from None
    for i, entry in enumerate(result.entries):
        for field in ("driver", "navigator"):
            name = getattr(entry, field)
            try:
                if name is not None:
                    check_name(name, field)
            except BadName as exc:
                raise CliError(f"{path}: entries[{i}].{field}: {exc}") from None
    return result


def _book(garage: Garage) -> Campaigns:
    from garage.storage.campaigns import Campaigns  # late: `validate` needs no database

    return Campaigns(garage)


@contextmanager
def _refused_as(path: str) -> Iterator[None]:
    """A refusal by the campaign, said about the file the player gave."""
    from garage.storage.campaigns import GameRefused

    try:
        yield
    except GameRefused as exc:
        raise CliError(f"{path}: {exc}") from None


def run_new(args: argparse.Namespace) -> int:
    with opened(args) as garage:
        _book(garage).create(args.name)
    print(f"started campaign {args.name}")
    return EXIT_OK


def run_remove(args: argparse.Namespace) -> int:
    with opened(args) as garage:
        book = _book(garage)
        games = book.get(args.name).games
        backup = garage.backup("before-removing-a-campaign") if garage.path is not None else None
        book.remove(args.name)
    print(f"removed campaign {args.name} ({games} game(s))" + (f"; backup: {backup}" if backup else ""))
    return EXIT_OK


def run_list(args: argparse.Namespace) -> int:
    with opened(args) as garage:
        found = _book(garage).list()
    if args.json:
        print_json([{"campaign": c.name, "games": c.games, "drivers": c.drivers, "alive": c.alive}
                    for c in found])
    elif not found:
        print("No campaigns yet (garage-cli campaign new NAME).")
    else:
        for c in found:
            print(f"{c.name}: {c.games} game(s), {c.alive} driver(s) alive of {c.drivers}")
    return EXIT_OK


def run_record(args: argparse.Namespace) -> int:
    result = _load(args.result)
    with opened(args) as garage, _refused_as(args.result):
        row = _book(garage).record(args.campaign, result, again=args.again)
    print(f"recorded game {row.number} of {args.campaign}: {_scenario(row.scenario, row.variant)}, "
          f"{row.played_on.isoformat()}, {row.entries} car(s)")
    return EXIT_OK


def run_correct(args: argparse.Namespace) -> int:
    result = _load(args.result)
    with opened(args) as garage, _refused_as(args.result):
        book = _book(garage)
        row = book.replace_game(book.game(args.campaign, args.number).id, result)
    print(f"corrected game {row.number} of {args.campaign}; the standings after it are recomputed")
    return EXIT_OK


def run_undo_last(args: argparse.Namespace) -> int:
    with opened(args) as garage:
        book = _book(garage)
        games = book.games(args.campaign)
        if args.output:
            refuse_overwriting(args.output, [garage.path], "the garage")
        if args.output and games:
            # Saved before it is removed, so a file that cannot be written loses nothing.
            _dump(book.game_result(games[-1].id), args.output)
        removed = book.undo_last(args.campaign)
    print(f"removed game {len(games)} of {args.campaign} ({_scenario(removed.scenario, removed.variant)}, "
          f"{removed.played_on.isoformat()})" + (f"; saved to {args.output}" if args.output else ""))
    return EXIT_OK


def _dump(result: game_result.GameResult, path: str) -> None:
    try:
        game_result.dump(result, path)
    except OSError as exc:
        raise CliError(f"{path}: cannot be written ({exc.strerror or exc})") from None


def run_games(args: argparse.Namespace) -> int:
    with opened(args) as garage:
        games = _book(garage).games(args.campaign)
    if args.json:
        print_json([{"number": g.number, "played_on": g.played_on.isoformat(), "scenario": g.scenario,
                     "variant": g.variant, "house_rules": list(g.house_rules), "entries": g.entries}
                    for g in games])
        return EXIT_OK
    if not games:
        print(f"{args.campaign} has no games yet.")
    for g in games:
        rules = f"; house rules: {', '.join(g.house_rules)}" if g.house_rules else ""
        print(f"{g.number:>4}  {g.played_on.isoformat()}  {_scenario(g.scenario, g.variant)}, "
              f"{g.entries} car(s){rules}")
    return EXIT_OK


def run_show_game(args: argparse.Namespace) -> int:
    with opened(args) as garage:
        if args.output:
            refuse_overwriting(args.output, [garage.path], "the garage")
        book = _book(garage)
        result = book.game_result(book.game(args.campaign, args.number).id)
    if args.output:
        _dump(result, args.output)
        print(f"wrote game {args.number} of {args.campaign} to {args.output}")
    else:
        sys.stdout.write(game_result.dumps(result))
    return EXIT_OK


def run_standings(args: argparse.Namespace) -> int:
    with opened(args) as garage:
        standings = _book(garage).standings(args.campaign)
    if args.json:
        print_json({"campaign": args.campaign, **standings.as_dict()})
    else:
        print(render_standings(args.campaign, standings))
    return EXIT_OK


def run_history(args: argparse.Namespace) -> int:
    with opened(args) as garage:
        standings = _book(garage).standings(args.campaign)
    try:
        driver = standings.driver(args.driver)
    except KeyError:
        try:
            return _navigator_history(args, standings.navigator(args.driver))
        except KeyError:
            raise CliError(_unknown(args.campaign, args.driver, standings)) from None
    if args.json:
        print_json({**driver.as_dict(), "history": [line.as_dict() for line in driver.history]})
        return EXIT_OK
    state = f"died in game {driver.died_in}" if driver.status == DEAD else f"{driver.rerolls} reroll(s)"
    print(f"{driver.driver} ({state}): {driver.games} game(s), {driver.kills} kill(s), {driver.wins} win(s)")
    for line in driver.history:
        print(render_line(line))
    return EXIT_OK


def _navigator_history(args: argparse.Namespace, navigator: NavigatorStanding) -> int:
    if args.json:
        print_json({**navigator.as_dict(), "history": [line.as_dict() for line in navigator.history]})
        return EXIT_OK
    state = f"died in game {navigator.died_in}" if navigator.status == DEAD else f"{navigator.rerolls} reroll(s)"
    print(f"{navigator.navigator}, Lady Navigator ({state}): {navigator.games} game(s)")
    for line in navigator.history:
        fate = "ejected" if line.ejected else "rode it out"
        fate = fate if line.survived else f"{fate}, killed"
        print(f"  game {line.game}, {line.played_on.isoformat()}, with {line.driver or '(unnamed driver)'} in "
              f"{line.vehicle}: tally {line.rerolls}; {fate}; earned +{line.earned} -> {line.rerolls + line.earned}")
    return EXIT_OK


def _unknown(campaign: str, name: str, standings: Standings) -> str:
    from garage.storage.campaigns import UnknownDriver

    message = str(UnknownDriver(campaign, name))
    known = [s.driver for s in standings.drivers] + [n.navigator for n in standings.navigators]
    close = [k for k in known if k.casefold() == name.casefold()] or get_close_matches(name, known, n=1)
    return message + (f" (did you mean '{close[0]}'?)" if close else "")


def _scenario(key: str, variant: str | None) -> str:
    # The rows printed here do not carry their rule set: the default's scenarios first, then
    # any other rule set's of that key (a Battle Cars "battle"); an unknown key as it is.
    for rules in (rulesets.get(rulesets.DEFAULT), *rulesets.all_rulesets()):
        scenario = rules.experience.scenarios.get(key)
        if scenario is not None:
            return f"{scenario.name} ({scenario.variants.get(variant, variant)})" if variant else scenario.name
    return key


def _table(header: tuple[str, ...], rows: list[tuple[object, ...]], right: set[int]) -> list[str]:
    cells = [header, *[tuple(str(c) for c in row) for row in rows]]
    widths = [max(len(row[i]) for row in cells) for i in range(len(header))]
    return ["  ".join(c.rjust(w) if i in right else c.ljust(w) for i, (c, w) in enumerate(zip(row, widths))).rstrip()
            for row in cells]


def render_standings(campaign: str, standings: Standings) -> str:
    lines = [f"{campaign}: {standings.games} game(s)"]
    if not standings.drivers:
        return "\n".join(lines + ["No named drivers yet."])
    lines += _table(("Driver", "Status", "Rerolls", "Games", "Kills", "Wins", "Car"),
                    [(s.driver, s.status, s.rerolls, s.games, s.kills, s.wins, s.vehicle)
                     for s in standings.drivers], right={2, 3, 4, 5})
    if standings.navigators:
        lines += ["", "Lady Navigators (her rerolls add to her driver's)"]
        lines += _table(("Navigator", "Status", "Rerolls", "Games", "Last rode with"),
                        [(n.navigator, n.status, n.rerolls, n.games, n.driver or "(unnamed driver)")
                         for n in standings.navigators], right={2, 3})
    dead = standings.memorial()
    if dead:
        lines += ["", "Memorial"]
        for s in dead:
            how = f": {s.death}" if s.death else ""
            lines.append(f"  {s.driver}, died in game {s.died_in} in {s.vehicle}{how} "
                         f"({s.games} game(s), {s.kills} kill(s), {s.wins} win(s), {s.rerolls} reroll(s))")
    return "\n".join(lines)


def render_line(line: GameLine) -> str:
    allowance = f"{line.rerolls}"
    if line.navigator is not None:
        allowance += f" + {line.navigator_rerolls} from {line.navigator} = {line.allowance}"
    what = ["survived" if line.survived else "killed" + (f" ({line.death})" if line.death else "")]
    if line.finished is not None:
        what.append("finished" if line.finished else "did not finish")
    if line.position is not None:
        what.append(f"place {line.position}")
    if line.kills:
        what.append("destroyed " + ", ".join(line.kills))
    earned = ", ".join(f"+{e.rerolls} {e.label}" for e in line.earned) or "nothing"
    return (f"  game {line.game}, {line.played_on.isoformat()}, {_scenario(line.scenario, line.variant)}, "
            f"in {line.vehicle}: rerolls {allowance}; {'; '.join(what)}; earned {earned} "
            f"-> {line.rerolls_after}")
