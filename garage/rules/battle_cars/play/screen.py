"""What the game-night screen and `garage-cli play` show of a Battle Cars game: the actions
and their fields, which the rules allow now, every car's card, and the new-game choices."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from functools import cache
from typing import Any

from garage.rules import rulesets
from garage.rules.battle_cars.catalogue import load_catalogue
from garage.rules.battle_cars.play.actions import CORRECTIONS, how_words, listed, restarting, speed_range, why_words
from garage.rules.battle_cars.play.setup import FACINGS, MARKERS, OPTIONS, compass
from garage.rules.battle_cars.play.state import MOVE, SPEEDS, GameState
from garage.rules.battle_cars.tables import AUTO_STEER, CORNERS, DRIFT_AS_EXAMPLE, tables
from garage.rules.phrase import Phrase, Word
from garage.rules.ruleset import _named as named_ids
from garage.rules.rulesets import ActionSpec, Choice, Field, Line, LogEntry, SetupForm

_COMPASS = tuple((f, compass(f)) for f in FACINGS)
# The table's words as the game's data says them (a surface, an obstruction, a marker): each is
# said as `Word(kind)`; these literals give them to the catalogues (scripts/translations.py).
TABLE_WORDS = (Word("road"), Word("grass"), Word("building"), Word("tree"), Word("wreck"), Word("oil"),
               Word("smoke"), Word("spikes"), Word("mines"))

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
    car = Field("car", "car", label=Phrase("Car"))
    return (
        ActionSpec("speed", Phrase("decide the car's speed for the round (line 5), within its acceleration and "
                                   "deceleration"),
                   (car, Field("speed", "int", bounded_by="speed_range", minimum=0, maximum=_MOST,
                               label=Phrase("Speed")),
                    Field("reverse", "bool", required=False, label=Phrase("In reverse"))), Phrase("&Speed")),
        ActionSpec("move", Phrase("move one point, straight ahead or cornering 45, 90 or 135 degrees"),
                   (car, Field("corner", "choice", required=False, label=Phrase("Corner"),
                               choices=(("", Phrase("straight ahead")),
                                        *((a, Phrase("corner {angle}°", angle=a)) for a in CORNERS))),
                    Field("side", "choice", required=False, label=Phrase("Side"),
                          choices=(("", "-"), ("left", Phrase("left")), ("right", Phrase("right"))))),
                   Phrase("&Move")),
        ActionSpec("three_point_turn", Phrase("at speed 0, turn on the point to face any direction (line 31)"),
                   (car, Field("facing", "choice", choices=_COMPASS, label=Phrase("Facing"))), Phrase("&3-point turn")),
        ActionSpec("fire", Phrase("fire at a car or pedestrian during the move, or return fire (line 9); the players "
                                  "give the effect"),
                   (Field("car", "car", label=Phrase("Firing")), Field("target", "other", label=Phrase("Target")),
                    Field("damage", "int", required=False, label=Phrase("Damage to the car"), minimum=0,
                          maximum=_MOST),
                    Field("driver_hits", "int", required=False, label=Phrase("Hits to the driver"), minimum=0,
                          maximum=_MOST),
                    Field("tyre", "choice", required=False, label=Phrase("Tyre"),
                          choices=(("", Phrase("no tyre")), *tyres)),
                    Field("tyre_damage", "int", required=False, minimum=0, maximum=_MOST,
                          label=Phrase("Tyre damage"))), Phrase("&Fire")),
        ActionSpec("drop", Phrase("lay a marker (oil, smoke, spikes, mines) on the car's point"),
                   (car, Field("marker", "choice", choices=tuple((m, Word(m)) for m in MARKERS),
                               label=Phrase("Marker"))), Phrase("&Drop marker")),
        ActionSpec("leave", Phrase("the driver leaves the car at speed 0 and becomes a pedestrian (line 76)"), (car,),
                   Phrase("&Leave car")),
        ActionSpec("walk", Phrase("a pedestrian moves one point in any direction, two a turn (line 83)"),
                   (Field("car", "car", label=Phrase("Pedestrian")),
                    Field("direction", "choice", choices=_COMPASS, label=Phrase("Direction"))), Phrase("&Walk")),
        ActionSpec("commandeer", Phrase("a pedestrian takes a stationary, vacated car beside them (line 89)"),
                   (Field("car", "car", label=Phrase("Pedestrian")), Field("vehicle", "other", label=Phrase("Car"))),
                   Phrase("&Commandeer")),
        ActionSpec("end_turn", Phrase("the player's move is over (line 11)"), (car,), Phrase("&End turn")),
        ActionSpec("end_game", Phrase("the players stop the game"), (), Phrase("End &game"), ends_game=True),
        ActionSpec("correct", Phrase("the table and the app disagree and the players agree: set one thing to what "
                                     "the table says (a number left out is 0); nothing is rolled"),
                   (car, Field("what", "choice", choices=tuple(CORRECTIONS.items()), label=Phrase("Correct")),
                    Field("value", "int", required=False, label=Phrase("To"), minimum=0, maximum=_MOST),
                    Field("x", "int", required=False, minimum=0, maximum=_MOST, label=Phrase("X")),
                    Field("y", "int", required=False, minimum=0, maximum=_MOST, label=Phrase("Y")),
                    Field("facing", "choice", required=False, label=Phrase("Facing"),
                          choices=(("", Phrase("not given")), *_COMPASS))),
                   Phrase("Co&rrect...")),
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
    lines.append([(Phrase("driver hits "), ""), (f"{player.hits}/{reading.driver_hits}", hits_tone)]
                 + ([(Phrase(" dead"), "gone")] if player.dead else []))
    vehicle = state.driven(pid)
    if vehicle is None:
        at = player.at or (0, 0)
        lines.append([(Phrase("on foot at "), ""), (f"{at[0]},{at[1]}", "strong"),
                      (Phrase(", up to {points} points a turn", points=tables().pedestrian_speed), "")])
    else:
        lines.append([(Phrase("at "), ""), (f"{vehicle.at[0]},{vehicle.at[1]}", "strong"),
                      (Phrase(" facing {facing}, speed ", facing=compass(vehicle.facing)), ""),
                      (str(vehicle.speed), "strong"),
                      (Phrase(" reverse") if vehicle.reverse else Phrase(" forward"), ""),
                      (Phrase(", {surface}", surface=Word(state.setup.surface_at(vehicle.at))), "")]
                     + ([(Phrase(", %n points left", n=state.points_left), "warning")]
                        if state.mover == pid else []))
        lines.append([(Phrase("damage "), ""), (f"{vehicle.damage}/{reading.wreck_damage}",
                                               "bad" if vehicle.wrecked else "warning" if vehicle.damage else "")]
                     + ([(Phrase(" WRECK"), "gone")] if vehicle.wrecked else []))
        tyres: Line = [(Phrase("tyres "), "")]
        lines.append(tyres
                     + [(Phrase("{tyre} {hits}/{most}", tyre=name, hits=t, most=reading.tyre_hits) if i == 0 else
                         Phrase(", {tyre} {hits}/{most}", tyre=name, hits=t, most=reading.tyre_hits),
                         "gone" if t >= reading.tyre_hits else "warning" if t else "")
                        for i, (name, t) in enumerate(zip(reading.tyres, vehicle.tyres))])
        if vehicle.loads:
            lines.append([(Phrase("markers: "), ""), (listed(Phrase("{marker} {left}", marker=Word(m), left=n)
                                                              for m, n in vehicle.loads), "")])
        equipment = state.setup.entry(vehicle.id).design.equipment
        if equipment:
            names = load_catalogue().equipment
            lines.append([(Phrase("equipment: "), ""), (listed(names.get(k, k) for k in equipment), "")])
        if vehicle.id != pid:
            lines.append([(Phrase("driving "), ""), (state.setup.entry(vehicle.id).design.name, "strong"),
                          (Phrase(" (commandeered)"), "")])
        if (state.phase == SPEEDS and pid in state.to_set_speed + state.speeds_set) or restarting(state, pid):
            found = speed_range(state, pid, vehicle.reverse)
            extra["speed_range"] = {"min": found[0], "max": found[1]} if found else {"min": 0, "max": 0}
        extra["hit_points"] = max(0, reading.wreck_damage - vehicle.damage)
        extra["hit_points_total"] = reading.wreck_damage
        extra["circles_per_line"] = reading.wreck_damage
        extra["at"] = list(vehicle.at)
    if pid in state.returns and state.mover is not None:
        lines.append([(Phrase("may return fire at "), ""),
                      (table_names(state.setup).get(str(state.mover), str(state.mover)), "strong")])
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
        out = Phrase("killed") if player.dead else None
        cars.append({"car": entry.id, "vehicle": entry.design.name, "driver": entry.driver or "", "out": out,
                     "destroyed": player.dead or (vehicle is not None and vehicle.wrecked), "card": card,
                     "speed": vehicle.speed if vehicle else 0, "on_foot": vehicle is None, **extra})
        # Battle Cars has no fire, loss of control or flight: a card's one condition is its end.
        wrecked = (Phrase("the driver is killed") if player.dead
                   else Phrase("a Wreck") if vehicle is not None and vehicle.wrecked else "")
        cars[-1]["conditions"] = [{"kind": "destroyed", "count": 1, "words": wrecked}] if wrecked else []
    waiting: str
    if over:
        waiting = Phrase("nothing: the game is over")
    elif state.phase == SPEEDS:
        waiting = Phrase("the speeds of {cars}", cars=listed(called.get(c, c) for c in state.to_set_speed))
    else:
        mover = called.get(str(state.mover), str(state.mover))
        waiting = (Phrase("{car}'s move (%n points left)", car=mover, n=state.points_left) if state.points_left
                   else Phrase("{car}'s move", car=mover))
    banner: Line = [(Phrase("Round {round}", round=state.round), "strong"),
                    (Phrase(", speeds") if state.phase == SPEEDS
                     else Phrase(", {car} moves", car=called.get(state.mover, state.mover)) if state.mover else "", "")]
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
        scenarios=(Choice("battle", Phrase("Battle")),),
        options=(Choice(DRIFT_AS_EXAMPLE, Phrase("Drift as the worked example"),
                        Phrase("<p><b>Line 52</b>: “using one dice with an SD of 3 a roll of 8 gives drift of 3; a "
                               "roll of 5 or less gives 0” (the Drift Table gives 0-2: Garage follows the table "
                               "unless this is on)</p>")),),
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
    warnings: list[str] = []
    for entry in state_setup.entries:
        if not entry.design.weapons:
            warnings.append(Phrase("{car} ({design}) carries no weapon: it can only ram and lay markers",
                                   car=entry.id, design=entry.design.name))
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
    words = action_words(line)
    happened = [told for told in map(event_words, events) if told]
    if not happened:
        return words
    told = happened[-1]
    for earlier in reversed(happened[:-1]):  # one sentence in the player's language, " / " between
        told = Phrase("{first} / {rest}", first=earlier, rest=told)
    return Phrase("{action} - {happened}", action=words, happened=told)


def log_entry(setup: Any, line: dict[str, Any], events: list[dict[str, Any]]) -> LogEntry:
    """One action as the play screen's log shows it (what `describe` says, in its parts, each
    part a Phrase): the action, one line per event that tells something, the cars it concerns."""
    called = table_names(setup)
    said = [told for told in (event_words(_named(e, called)) for e in events) if told]
    ids = {e.id for e in setup.entries}
    return LogEntry(action_words(_named(line, called)), tuple(said),
                    tuple(dict.fromkeys(named_ids(ids, [line, *events]))))


def action_words(line: dict[str, Any]) -> str:
    """What the player did, in words (the cars as the line names them)."""
    action = str(line.get("action", "?"))
    car = line.get("car", "")
    if action == "setup":
        return Phrase("The cars take the table")
    if action == "speed":
        return (Phrase("{car} decides speed {speed} in reverse", car=car, speed=line.get("speed"))
                if line.get("reverse") else Phrase("{car} decides speed {speed}", car=car, speed=line.get("speed")))
    if action == "move":
        if line.get("corner"):
            side = line.get("side")
            if side == "left":
                return Phrase("{car} moves cornering {angle}° left", car=car, angle=line["corner"])
            if side == "right":
                return Phrase("{car} moves cornering {angle}° right", car=car, angle=line["corner"])
            return Phrase("{car} moves cornering {angle}° {side}", car=car, angle=line["corner"], side=str(side))
        return Phrase("{car} moves straight ahead", car=car)
    if action == "three_point_turn":
        return Phrase("{car} turns on the point to face {facing}", car=car,
                      facing=compass(line.get("facing", "")))
    if action == "fire":
        return Phrase("{car} fires at {target}", car=car, target=str(line.get("target")))
    if action == "drop":
        marker = line.get("marker")
        return Phrase("{car} lays {marker}", car=car, marker=Word(marker) if isinstance(marker, str) else str(marker))
    if action == "leave":
        return Phrase("{car}'s driver leaves the car", car=car)
    if action == "walk":
        return Phrase("{car} walks {direction}", car=car, direction=compass(line.get("direction", "")))
    if action == "commandeer":
        return Phrase("{car} commandeers {vehicle}", car=car, vehicle=str(line.get("vehicle")))
    if action == "end_turn":
        return Phrase("{car} ends the move", car=car)
    if action == "end_game":
        return Phrase("The players end the game")
    if action == "correct":
        what, value = str(line.get("what")), line.get("value", 0)
        if what == "position":
            return Phrase("Correction: {car} is at {x},{y}", car=car, x=line.get("x", 0), y=line.get("y", 0))
        if what == "facing":
            return Phrase("Correction: {car} faces {facing}", car=car, facing=compass(line.get("facing", "")))
        if what == "speed":
            return Phrase("Correction: {car} is at speed {value}", car=car, value=value)
        if what == "damage":
            return Phrase("Correction: {car} has {value} damage", car=car, value=value)
        if what == "driver_hits":
            return Phrase("Correction: {car} has {value} driver hits", car=car, value=value)
        return Phrase("Correction: {car} {what}", car=car, what=what)
    return action


def event_text(event: dict[str, Any], setup: Any = None) -> str:
    """One event in words for `garage-cli play act` ("" for each point moved: the action tells
    it); with the game's `setup`, the cars by name."""
    return event_words(_named(event, table_names(setup)) if setup is not None else event)


def event_words(e: dict[str, Any]) -> str:
    """What an event did, in words; "" for those the action's words tell."""
    kind = e.get("event")
    if kind == "skid":
        why = why_words(str(e["why"]))
        drift = dict(car=e["car"], why=why, sd=e["sd"], drift=e["drift"], tyre_damage=e["tyre_damage"])
        if e.get("roll") is not None:
            return Phrase("{car} skids ({why}, SD {sd}, rolled {roll}): drifts {drift}, {tyre_damage} damage per "
                          "tyre", roll=e["roll"], **drift)
        return Phrase("{car} skids ({why}, SD {sd}): drifts {drift}, {tyre_damage} damage per tyre", **drift)
    if kind == "ram":
        how = str(e["how"])
        return Phrase("{car} rams {target} ({how}, RV{rv}, {dice} rolled {rolls}): {target_damage} to {target}, "
                      "{rammer_damage} to {car}", car=e["car"], target=e["target"],
                      how=how_words(how), rv=e["rv"], dice=e["dice"], rolls=str(e["rolls"]),
                      target_damage=e["target_damage"], rammer_damage=e["rammer_damage"])
    if kind == "crash":
        into = str(e["into"])
        return Phrase("{car} crashes into a {into} and stops", car=e["car"], into=Word(into))
    if kind == "correction":
        was = e["was"]
        return Phrase("was {was}", was=_point(was) if e["what"] == "position" else compass(was)
                      if e["what"] == "facing" else str(was))
    return _event_words(e)


def _point(at: Any) -> str:
    return f"{at[0]},{at[1]}" if isinstance(at, (list, tuple)) and len(at) == 2 else str(at)


def _event_words(e: dict[str, Any]) -> str:
    """The events a move or a round's end can bring, in words; "" for those told elsewhere
    (each point moved, the turn passing)."""
    kind = e.get("event")
    if kind == "wrecked":
        return Phrase("{car} is a Wreck", car=e["car"])
    if kind == "killed":
        return (Phrase("{car}'s driver is killed (by {by})", car=e["car"], by=e["by"]) if e.get("by")
                else Phrase("{car}'s driver is killed", car=e["car"]))
    if kind == "run_over":
        return Phrase("{car} runs over {pedestrian}, who is killed", car=e["car"], pedestrian=e["pedestrian"])
    if kind == "immobile":
        return Phrase("{car} has {tyres} tyres gone and cannot move", car=e["car"],
                      tyres=load_catalogue().reading.immobile_tyres)
    if kind == "edge":
        return Phrase("{car} stops at the table's edge ({at})", car=e["car"], at=_point(e["at"]))
    if kind == "mine":
        return Phrase("a mine under {car} at {at}: {damage} damage", car=e["car"], at=_point(e["at"]),
                      damage=e["damage"])
    if kind == "smoke_check":
        return (Phrase("the smoke at {at} clears (rolled {roll})", at=_point(e["at"]), roll=e["roll"]) if e["cleared"]
                else Phrase("the smoke at {at} stays (rolled {roll})", at=_point(e["at"]), roll=e["roll"]))
    if kind == "game_over":
        return (Phrase("the game is over: {winner} wins", winner=e["winner"]) if e["winner"]
                else Phrase("the game is over: nobody wins"))
    return ""


def _percent(part: int, whole: int) -> str:
    return f"{round(100 * part / whole)}%"


def drift_line(sd: int, as_example: bool) -> str:
    """What a skid of this SD does, before the die (lines 51-57)."""
    t = tables()
    most = t.most_drift(sd, as_example)
    row = t.drift_row(sd)
    if not most:
        return Phrase("SD {sd}: no drift, {tyre_damage} damage to every tyre", sd=sd, tyre_damage=row.tyre_damage)
    moving = sum(1 for roll in range(1, t.drift_die + 1) if t.drift(sd, roll, as_example).distance)
    return Phrase("SD {sd}: drifts 0-{most} ({chance} it drifts at all), {tyre_damage} damage to every tyre",
                  sd=sd, most=most, chance=_percent(moving, t.drift_die), tyre_damage=row.tyre_damage)


def odds(state: GameState, action: dict[str, Any]) -> tuple[Line, ...]:
    """Before a move: the safe speed of a corner and what a skid would do; before a speed:
    the speeds the rules allow."""
    name, car = action.get("action"), action.get("car")
    if not isinstance(car, str) or car not in {p.id for p in state.players}:
        return ()
    vehicle = state.driven(car)
    if vehicle is None:
        return ([(Phrase("On foot: {points} points a turn, any way, through markers (lines 80-85)",
                         points=tables().pedestrian_speed), "")],) if name in ("walk", "move") else ()
    t = tables()
    design = state.setup.entry(vehicle.id).design
    if name == "speed":
        found = speed_range(state, car, bool(action.get("reverse", vehicle.reverse)))
        surface = state.setup.surface_at(vehicle.at)
        if found is None:
            return ([(Phrase("Going backwards at {speed}: down to 0 first (line 29)", speed=vehicle.speed)
                      if vehicle.reverse else
                      Phrase("Going forwards at {speed}: down to 0 first (line 29)", speed=vehicle.speed), "warning")],)
        return ([(Phrase("On {surface} from {speed}: ", surface=Word(surface), speed=vehicle.speed), ""),
                 (Phrase("{low} to {high}", low=found[0], high=found[1]), "strong"), (Phrase(" (lines 22-27)"), "")],)
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
        said = dict(corner=corner, surface=Word(surface), safe=safe, speed=vehicle.speed)
        lines.append([(Phrase("{corner}° on {surface} with Auto-Steer: safe at {safe}; at {speed} ", **said) if auto
                       else Phrase("{corner}° on {surface}: safe at {safe}; at {speed} ", **said), ""),
                      (Phrase("no skid") if not sd else Phrase("a skid"), "" if not sd else "warning")])
        if sd:
            lines.append([(drift_line(sd, as_example), "warning")])
    return tuple(lines)
