"""What the game-night screen and `garage-cli play` show of a Battle Cars game: the actions
and their fields, which the rules allow now, every car's card, and the new-game choices."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from functools import cache
from typing import Any

from garage.rules import rulesets
from garage.rules.battle_cars.catalogue import load_catalogue
from garage.rules.battle_cars.play.actions import CORRECTIONS, restarting, speed_range
from garage.rules.battle_cars.play.setup import FACINGS, MARKERS, OPTIONS
from garage.rules.battle_cars.play.state import MOVE, SPEEDS, GameState
from garage.rules.battle_cars.tables import AUTO_STEER, CORNERS, DRIFT_AS_EXAMPLE, tables
from garage.rules.rulesets import ActionSpec, Choice, Field, Line, SetupForm

_COMPASS = tuple((f, f.upper()) for f in FACINGS)

# The table a game from the New Game dialog is played on (Garage's reading: the text gives no
# table): 20 by 20 points of road; the cars take turns along the south edge facing north and
# along the north edge facing south, SPACING points apart.
TABLE = 20
SPACING = 3


# The most a number the players give (a speed, damage, hits) may be: more than anyone counts.
_MOST = 999


@cache
def action_specs() -> tuple[ActionSpec, ...]:
    """Every action of a Battle Cars game (docs/battle-cars.md), declared once: the play
    screen's forms and the engine's parser read these; actions.apply runs each."""
    tyres = tuple((i, name) for i, name in enumerate(load_catalogue().reading.tyres))
    car = Field("car", "car")
    return (
        ActionSpec("speed", "decide the car's speed for the round (line 5), within its acceleration and deceleration",
                   (car, Field("speed", "int", bounded_by="speed_range", minimum=0, maximum=_MOST),
                    Field("reverse", "bool", required=False, label="In reverse")), "&Speed"),
        ActionSpec("move", "move one point, straight ahead or cornering 45, 90 or 135 degrees",
                   (car, Field("corner", "choice", required=False,
                               choices=(("", "straight ahead"), *((a, f"corner {a}°") for a in CORNERS))),
                    Field("side", "choice", required=False, choices=(("", "-"), ("left", "left"), ("right", "right")))),
                   "&Move"),
        ActionSpec("three_point_turn", "at speed 0, turn on the point to face any direction (line 31)",
                   (car, Field("facing", "choice", choices=_COMPASS)), "&3-point turn"),
        ActionSpec("fire", "fire at a car or pedestrian during the move, or return fire (line 9); the players give "
                   "the effect",
                   (Field("car", "car", label="Firing"), Field("target", "other"),
                    Field("damage", "int", required=False, label="Damage to the car", minimum=0, maximum=_MOST),
                    Field("driver_hits", "int", required=False, label="Hits to the driver", minimum=0, maximum=_MOST),
                    Field("tyre", "choice", required=False, choices=(("", "no tyre"), *tyres)),
                    Field("tyre_damage", "int", required=False, minimum=0, maximum=_MOST)), "&Fire"),
        ActionSpec("drop", "lay a marker (oil, smoke, spikes, mines) on the car's point",
                   (car, Field("marker", "choice", choices=tuple((m, m) for m in MARKERS))), "&Drop marker"),
        ActionSpec("leave", "the driver leaves the car at speed 0 and becomes a pedestrian (line 76)", (car,),
                   "&Leave car"),
        ActionSpec("walk", "a pedestrian moves one point in any direction, two a turn (line 83)",
                   (Field("car", "car", label="Pedestrian"), Field("direction", "choice", choices=_COMPASS)), "&Walk"),
        ActionSpec("commandeer", "a pedestrian takes a stationary, vacated car beside them (line 89)",
                   (Field("car", "car", label="Pedestrian"), Field("vehicle", "other", label="Car")), "&Commandeer"),
        ActionSpec("end_turn", "the player's move is over (line 11)", (car,), "&End turn"),
        ActionSpec("end_game", "the players stop the game", (), "End &game", ends_game=True),
        ActionSpec("correct", "the table and the app disagree and the players agree: set one thing to what the "
                   "table says (a number left out is 0); nothing is rolled",
                   (car, Field("what", "choice", choices=tuple(CORRECTIONS.items()), label="Correct"),
                    Field("value", "int", required=False, label="To", minimum=0, maximum=_MOST),
                    Field("x", "int", required=False, minimum=0, maximum=_MOST),
                    Field("y", "int", required=False, minimum=0, maximum=_MOST),
                    Field("facing", "choice", required=False, choices=(("", "not given"), *_COMPASS))),
                   "Co&rrect..."),
    )


def allowed(state: GameState) -> dict[str, bool]:
    over = state.over
    mover = state.mover if state.phase == MOVE and not over else None
    vehicle = state.driven(mover) if mover is not None else None
    walking = mover is not None and vehicle is None
    return {
        "speed": not over and ((state.phase == SPEEDS and bool(state.to_set_speed))
                               or (mover is not None and restarting(state, mover))),
        "move": vehicle is not None and state.points_left > 0,
        "three_point_turn": vehicle is not None and vehicle.speed == 0 and vehicle.can_move and not state.turned,
        "fire": mover is not None,
        "drop": vehicle is not None and any(n > 0 for _, n in vehicle.loads),
        "leave": vehicle is not None and vehicle.speed == 0,
        "walk": walking and state.points_left > 0,
        "commandeer": walking and any(v.driver is None or state.player(v.driver).dead for v in state.vehicles),
        "end_turn": mover is not None and (walking or state.points_left == 0),
        "end_game": not over,
        "correct": not over,
    }


def _card(state: GameState, pid: str) -> tuple[list[Line], dict[str, Any]]:
    reading = load_catalogue().reading
    player = state.player(pid)
    lines: list[Line] = []
    extra: dict[str, Any] = {}
    hits_tone = "bad" if player.dead else "warning" if player.hits else ""
    lines.append([("driver hits ", ""), (f"{player.hits}/{reading.driver_hits}", hits_tone)]
                 + ([(" dead", "gone")] if player.dead else []))
    vehicle = state.driven(pid)
    if vehicle is None:
        at = player.at or (0, 0)
        lines.append([("on foot at ", ""), (f"{at[0]},{at[1]}", "strong"),
                      (f", up to {tables().pedestrian_speed} points a turn", "")])
    else:
        direction = "reverse" if vehicle.reverse else "forward"
        lines.append([("at ", ""), (f"{vehicle.at[0]},{vehicle.at[1]}", "strong"),
                      (f" facing {FACINGS[vehicle.facing].upper()}, speed ", ""), (str(vehicle.speed), "strong"),
                      (f" {direction}", ""), (f", {state.setup.surface_at(vehicle.at)}", "")]
                     + ([(f", {state.points_left} points left", "warning")] if state.mover == pid else []))
        lines.append([("damage ", ""), (f"{vehicle.damage}/{reading.wreck_damage}",
                                       "bad" if vehicle.wrecked else "warning" if vehicle.damage else "")]
                     + ([(" WRECK", "gone")] if vehicle.wrecked else []))
        lines.append([("tyres ", "")] + [(f"{'' if i == 0 else ', '}{name} {t}/{reading.tyre_hits}",
                                          "gone" if t >= reading.tyre_hits else "warning" if t else "")
                                         for i, (name, t) in enumerate(zip(reading.tyres, vehicle.tyres))])
        if vehicle.loads:
            lines.append([("markers: ", ""), (", ".join(f"{m} {n}" for m, n in vehicle.loads), "")])
        equipment = state.setup.entry(vehicle.id).design.equipment
        if equipment:
            names = load_catalogue().equipment
            lines.append([("equipment: ", ""), (", ".join(names.get(k, k) for k in equipment), "")])
        if vehicle.id != pid:
            lines.append([("driving ", ""), (state.setup.entry(vehicle.id).design.name, "strong"),
                          (" (commandeered)", "")])
        if (state.phase == SPEEDS and pid in state.to_set_speed + state.speeds_set) or restarting(state, pid):
            found = speed_range(state, pid, vehicle.reverse)
            extra["speed_range"] = {"min": found[0], "max": found[1]} if found else {"min": 0, "max": 0}
        extra["hit_points"] = max(0, reading.wreck_damage - vehicle.damage)
        extra["hit_points_total"] = reading.wreck_damage
        extra["circles_per_line"] = reading.wreck_damage
        extra["at"] = list(vehicle.at)
    if pid in state.returns and state.mover is not None:
        lines.append([("may return fire at ", ""), (table_names(state.setup).get(str(state.mover), str(state.mover)),
                                                   "strong")])
    return lines, extra


def table_names(setup: Any) -> dict[str, str]:
    """Each player's id -> the car and driver as the table calls them: "Dragon (Jo)"."""
    return {e.id: rulesets.named(e.design.name, e.driver, e.id) for e in setup.entries}


def status(ruleset: rulesets.RuleSet, state: GameState) -> dict[str, Any]:
    over = state.over
    called = table_names(state.setup)
    cars = []
    for entry in state.setup.entries:
        player = state.player(entry.id)
        vehicle = state.driven(entry.id)
        card, extra = _card(state, entry.id)
        out = "killed" if player.dead else None
        cars.append({"car": entry.id, "vehicle": entry.design.name, "driver": entry.driver or "", "out": out,
                     "destroyed": player.dead or (vehicle is not None and vehicle.wrecked), "card": card,
                     "speed": vehicle.speed if vehicle else 0, "on_foot": vehicle is None, **extra})
        # Battle Cars has no fire, loss of control or flight: a card's one condition is its end.
        wrecked = ("the driver is killed" if player.dead
                   else "a Wreck" if vehicle is not None and vehicle.wrecked else "")
        cars[-1]["conditions"] = [{"kind": "destroyed", "count": 1, "words": wrecked}] if wrecked else []
    if over:
        waiting = "nothing: the game is over"
    elif state.phase == SPEEDS:
        waiting = "the speeds of " + ", ".join(called.get(c, c) for c in state.to_set_speed)
    else:
        mover = called.get(str(state.mover), str(state.mover))
        waiting = f"{mover}'s move" + (f" ({state.points_left} points left)" if state.points_left else "")
    banner: Line = [(f"Round {state.round}", "strong"),
                    (", speeds" if state.phase == SPEEDS else f", {called.get(state.mover, state.mover)} moves"
                     if state.mover else "", "")]
    data: dict[str, Any] = {
        "turn": state.round, "over": over, "waiting_for": waiting, "banner": banner,
        "mover": None if over else state.mover, "to_plot": list(state.to_set_speed), "cars": cars,
        "phase": state.phase, "returns": list(state.returns),
        "markers": [{"kind": m.kind, "at": list(m.at)} for m in state.markers],
        "obstructions": [{"kind": o.kind, "at": list(o.at), "damage": o.damage} for o in state.obstructions],
    }
    if not over:
        can = allowed(state)
        movers = [state.mover] if state.mover is not None else []
        data["ready"] = {name: (list(state.to_set_speed) or movers) if name == "speed" else
                         movers + (list(dict.fromkeys(state.returns)) if name == "fire" else [])
                         # a correction is no move the rules expect: it is offered, never "ready"
                         for name, ok in can.items() if ok and name not in ("end_game", "correct")}
    if over:
        from garage.rules import game_result as results

        result = ruleset.game_result(state)
        data["winner"] = state.winner()
        data["result"] = results.result_to_dict(result) if result is not None else None
    return data


def setup_form() -> SetupForm:
    return SetupForm(
        scenarios=(Choice("battle", "Battle"),),
        options=(Choice(DRIFT_AS_EXAMPLE, "Drift as the worked example",
                        "<p><b>Line 52</b>: “using one dice with an SD of 3 a roll of 8 gives drift of 3; a roll "
                        "of 5 or less gives 0” (the Drift Table gives 0-2: Garage follows the table unless this "
                        "is on)</p>"),),
        car_fields=())


def setup_dict(ruleset: rulesets.RuleSet, scenario: str, cars: list[dict[str, Any]], *, played_on: str | None = None,
               options: Mapping[str, Any] | list[str] | None = None, **choices: Any) -> dict[str, Any]:
    """The dialog's game on Garage's default table: TABLE points square, road, the cars
    standing by turns on the south edge facing north and the north edge facing south."""
    given = options if isinstance(options, Mapping) else dict.fromkeys(options or (), True)
    chosen = {key: given.get(key) is True for key in OPTIONS}
    width = max(TABLE, SPACING * ((len(cars) + 1) // 2) + 1)
    rows = []
    for i, car in enumerate(cars):
        design = car["design"]
        rows.append({"id": car["id"], "driver": car.get("driver") or None,
                     "design": design if isinstance(design, dict) else ruleset.design_to_dict(design),
                     "at": [1 + SPACING * (i // 2), 0 if i % 2 == 0 else TABLE - 1],
                     "facing": "n" if i % 2 == 0 else "s"})
    return {"scenario": scenario or "battle", "played_on": played_on or date.today().isoformat(), "options": chosen,
            "board": {"width": width, "height": TABLE, "surface": "road"}, "obstructions": [], "markers": [],
            "cars": rows}


def setup_warnings(state_setup: Any) -> list[str]:
    warnings = []
    for entry in state_setup.entries:
        if not entry.design.weapons:
            warnings.append(f"{entry.id} ({entry.design.name}) carries no weapon: it can only ram and lay markers")
    return warnings


# The fields of a log line or event that hold a player's id.
PLAYER_FIELDS = ("car", "target", "by", "winner", "pedestrian", "vehicle")


def _named(data: dict[str, Any], called: Mapping[str, str]) -> dict[str, Any]:
    return {k: called.get(v, v) if k in PLAYER_FIELDS and isinstance(v, str) else v for k, v in data.items()}


def describe(line: dict[str, Any], events: list[dict[str, Any]], setup: Any = None) -> str:
    """One log line in words: what the player did, then what the dice and the rules made of it;
    with the game's `setup`, the cars by name rather than by id."""
    if setup is not None:
        called = table_names(setup)
        line, events = _named(line, called), [_named(e, called) for e in events]
    action = str(line.get("action", "?"))
    car = line.get("car", "")
    words = {
        "setup": "The cars take the table",
        "speed": f"{car} decides speed {line.get('speed')}{' in reverse' if line.get('reverse') else ''}",
        "move": f"{car} moves " + (f"cornering {line['corner']}° {line.get('side')}" if line.get("corner")
                                   else "straight ahead"),
        "three_point_turn": f"{car} turns on the point to face {str(line.get('facing', '')).upper()}",
        "fire": f"{car} fires at {line.get('target')}",
        "drop": f"{car} lays {line.get('marker')}",
        "leave": f"{car}'s driver leaves the car",
        "walk": f"{car} walks {str(line.get('direction', '')).upper()}",
        "commandeer": f"{car} commandeers {line.get('vehicle')}",
        "end_turn": f"{car} ends the move",
        "end_game": "The players end the game",
        "correct": f"Correction: {car} " + {
            "position": f"is at {line.get('x', 0)},{line.get('y', 0)}",
            "facing": f"faces {str(line.get('facing', '')).upper()}",
            "speed": f"is at speed {line.get('value', 0)}", "damage": f"has {line.get('value', 0)} damage",
            "driver_hits": f"has {line.get('value', 0)} driver hits"}.get(str(line.get("what")), str(line.get("what"))),
    }.get(action, action)
    happened = [told for told in map(event_words, events) if told]
    return words + (" - " + " / ".join(happened) if happened else "")


def event_text(event: dict[str, Any], setup: Any = None) -> str:
    """One event in words for `garage-cli play act` ("" for each point moved: the action tells
    it); with the game's `setup`, the cars by name."""
    return event_words(_named(event, table_names(setup)) if setup is not None else event)


def event_words(e: dict[str, Any]) -> str:
    """What an event did, in words; "" for those the action's words tell."""
    kind = e.get("event")
    if kind == "skid":
        return (f"{e['car']} skids ({e['why']}, SD {e['sd']}"
                + (f", rolled {e['roll']}" if e.get("roll") is not None else "")
                + f"): drifts {e['drift']}, {e['tyre_damage']} damage per tyre")
    if kind == "ram":
        return (f"{e['car']} rams {e['target']} ({e['how'].replace('_', ' ')}, RV{e['rv']}, "
                f"{e['dice']} rolled {e['rolls']}): {e['target_damage']} to {e['target']}, "
                f"{e['rammer_damage']} to {e['car']}")
    if kind == "crash":
        return f"{e['car']} crashes into a {e['into']} and stops"
    if kind == "correction":
        was = e["was"]
        return "was " + (_point(was) if e["what"] == "position" else str(was).upper() if e["what"] == "facing"
                         else str(was))
    return _event_words(e)


def _point(at: Any) -> str:
    return f"{at[0]},{at[1]}" if isinstance(at, (list, tuple)) and len(at) == 2 else str(at)


def _event_words(e: dict[str, Any]) -> str:
    """The events a move or a round's end can bring, in words; "" for those told elsewhere
    (each point moved, the turn passing)."""
    kind = e.get("event")
    if kind == "wrecked":
        return f"{e['car']} is a Wreck"
    if kind == "killed":
        return f"{e['car']}'s driver is killed" + (f" (by {e['by']})" if e.get("by") else "")
    if kind == "run_over":
        return f"{e['car']} runs over {e['pedestrian']}, who is killed"
    if kind == "immobile":
        return f"{e['car']} has {load_catalogue().reading.immobile_tyres} tyres gone and cannot move"
    if kind == "edge":
        return f"{e['car']} stops at the table's edge ({_point(e['at'])})"
    if kind == "mine":
        return f"a mine under {e['car']} at {_point(e['at'])}: {e['damage']} damage"
    if kind == "smoke_check":
        return f"the smoke at {_point(e['at'])} {'clears' if e['cleared'] else 'stays'} (rolled {e['roll']})"
    if kind == "game_over":
        return f"the game is over: {e['winner'] or 'nobody'} wins"
    return ""


def _percent(part: int, whole: int) -> str:
    return f"{round(100 * part / whole)}%"


def drift_line(sd: int, as_example: bool) -> str:
    """What a skid of this SD does, before the die (lines 51-57)."""
    t = tables()
    most = t.most_drift(sd, as_example)
    row = t.drift_row(sd)
    if not most:
        chance = "no drift"
    else:
        moving = sum(1 for roll in range(1, t.drift_die + 1) if t.drift(sd, roll, as_example).distance)
        chance = f"drifts 0-{most} ({_percent(moving, t.drift_die)} it drifts at all)"
    return f"SD {sd}: {chance}, {row.tyre_damage} damage to every tyre"


def odds(state: GameState, action: dict[str, Any]) -> tuple[Line, ...]:
    """Before a move: the safe speed of a corner and what a skid would do; before a speed:
    the speeds the rules allow."""
    name, car = action.get("action"), action.get("car")
    if not isinstance(car, str) or car not in {p.id for p in state.players}:
        return ()
    vehicle = state.driven(car)
    if vehicle is None:
        return ([(f"On foot: {tables().pedestrian_speed} points a turn, any way, through markers (lines 80-85)",
                  "")],) if name in ("walk", "move") else ()
    t = tables()
    design = state.setup.entry(vehicle.id).design
    if name == "speed":
        found = speed_range(state, car, bool(action.get("reverse", vehicle.reverse)))
        surface = state.setup.surface_at(vehicle.at)
        if found is None:
            return ([((f"Going {'backwards' if vehicle.reverse else 'forwards'} at {vehicle.speed}: down to 0 first "
                      "(line 29)"), "warning")],)
        return ([(f"On {surface} from {vehicle.speed}: ", ""), (f"{found[0]} to {found[1]}", "strong"),
                 (" (lines 22-27)", "")],)
    if name != "move":
        return ()
    as_example = DRIFT_AS_EXAMPLE in state.setup.options
    lines: list[Line] = []
    corner = action.get("corner") or 0
    if corner in CORNERS:
        surface = state.setup.surface_at(vehicle.at)
        auto = AUTO_STEER in design.equipment
        safe = t.safe_speed(corner, surface, auto)
        sd = t.cornering_sd(vehicle.speed, corner, surface, auto)
        lines.append([((f"{corner}° on {surface}{' with Auto-Steer' if auto else ''}: safe at {safe}; at "
                       f"{vehicle.speed} "), ""), ("no skid" if not sd else "a skid", "" if not sd else "warning")])
        if sd:
            lines.append([(drift_line(sd, as_example), "warning")])
    return tuple(lines)
