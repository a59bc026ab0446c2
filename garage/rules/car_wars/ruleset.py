"""The Car Wars Compendium (2nd ed.) crash tables as a rule set: its vehicle file, its game of
losing control, and what the play screen and `garage-cli play` ask of it."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from garage.rules import rulesets
from garage.rules.car_wars import play
from garage.rules.car_wars.crash import listed
from garage.rules.car_wars.odds import MODIFIER_LIMIT, crash_odds
from garage.rules.car_wars.tables import CrashTables, crash_tables
from garage.rules.car_wars.vehicle import (
    FORMAT_PREFIX,
    KEY,
    CarWarsVehicle,
    VehicleRules,
    own,
    vehicle_rules,
)
from garage.rules.car_wars.vehicle import design_from_dict as read_design
from garage.rules.design import Component, Vehicle
from garage.rules.game_result import GameResult
from garage.rules.phrase import Phrase, Word
from garage.rules.play.action import Action
from garage.rules.play.inputs import Inputs
from garage.rules.report import ERROR, NO_CAPACITY, WARNING, Problem, Report
from garage.rules.ruleset import RuleSet
from garage.rules.ruleset import _named as named_ids
from garage.rules.scenario import Experience

Line = rulesets.Line


def toughness(vehicle: CarWarsVehicle) -> str:
    """What the crash results work on, in the report's one line: there is no Capacity or hit
    points in the crash tables."""
    armour = listed(Phrase("{side} {points}", side=Word(side), points=points) for side, points in vehicle.armour)
    return Phrase("HC {hc}, top speed {top} mph, reverse {reverse} mph; armour {armour}; {tyres} tyres of {points} "
                  "points", hc=f"{vehicle.hc:+d}", top=vehicle.top_speed, reverse=vehicle.reverse_top_speed,
                  armour=armour, tyres=len(vehicle.tyres), points=vehicle.tyre_points)


def _spaced(said: list[str]) -> str:
    """Sentences one after another, a space between."""
    if len(said) <= 1:
        return said[0] if said else ""
    return Phrase("{first} {then}", first=_spaced(said[:-1]), then=said[-1])


def _stripped(said: Any) -> str:
    """A line of what to do without the spaces round it: an indented instruction ("  {line}"
    of Crash.instructions) is its line, still a Phrase."""
    if isinstance(said, Phrase) and said.template == "  {line}" and isinstance(said.args.get("line"), str):
        said = said.args["line"]
    text = str(said)
    return said if isinstance(said, Phrase) and text == text.strip() else text.strip()


def _changes(changes: Mapping[str, str]) -> str:
    """What the turn's end did to each car: "Sand Shark slows to 40 mph; Bo stops spinning"."""
    said: str = ""
    for car, what in changes.items():
        change = Phrase("{car} {change}", car=car, change=what)
        said = Phrase("{list}; {last}", list=said, last=change) if said else change
    return said


class CarWarsCrashTables(RuleSet):
    key = KEY
    name = Word("Car Wars crash tables")
    examples = ("examples", "car_wars")
    format_prefix = FORMAT_PREFIX
    turn_word = Phrase("turn")  # a turn of five phases (line 14: "per phase of movement"; the turn's slowing)
    turn_title = Word("Turn")  # the log's heading of a turn, as turn_word says it (A&A II's "Turn" is its game-turn)

    @property
    def catalogue(self) -> VehicleRules:
        return vehicle_rules()

    @property
    def tables(self) -> CrashTables:
        return crash_tables()

    @property
    def experience(self) -> Experience:
        return play.experience()

    # --- designs ---------------------------------------------------------------------------

    def design_from_dict(self, data: Any, source: str) -> CarWarsVehicle:
        return read_design(data, source)

    def design_to_dict(self, design: Vehicle) -> dict[str, Any]:
        return own(design).as_dict()

    def new_design(self, name: str) -> CarWarsVehicle:
        return vehicle_rules().new_vehicle(name)

    @property
    def vehicle_classes(self) -> Mapping[str, str]:
        """Its bodies: a car or a cycle."""
        return MappingProxyType({key: body.name for key, body in vehicle_rules().bodies.items()})

    def vehicle_class(self, design: Vehicle) -> str:
        return own(design).body

    def components(self, design: Vehicle) -> tuple[Component, ...]:
        vehicle = own(design)
        return tuple(Component(f"tyre:{i}", Phrase("{tyre} tyre", tyre=Word(tyre)), Phrase("Gone"), "first")
                     for i, tyre in enumerate(vehicle.tyres))

    def validate(self, design: Vehicle, *, race: bool = False, options: frozenset[str] | None = None) -> Report:
        vehicle = own(design)
        problems: list[Problem] = []
        if vehicle.reverse_top_speed > vehicle.top_speed:
            problems.append(Problem(ERROR, "reverse-above-top", Phrase("The reverse top speed is above the top speed."),
                                    "reverse_top_speed"))
        if not any(points for _, points in vehicle.armour):
            problems.append(Problem(WARNING, "no-armour", Phrase("No side has armour: every crash damages the body."),
                                    "armour"))
        legal = not any(p.severity == ERROR for p in problems)
        return Report(design.name, legal, NO_CAPACITY, 0, tuple(problems), toughness(vehicle))

    # --- play ------------------------------------------------------------------------------

    def setup_from_dict(self, data: Any) -> play.CrashSetup:
        return play.setup_from_dict(data)

    def check_setup(self, setup: Any) -> None:
        play.check_setup(setup)

    def start(self, setup: Any, inputs: Inputs) -> tuple[Any, list[dict[str, Any]]]:
        return play.start(setup, inputs)

    def apply(self, state: Any, action: Action, inputs: Inputs) -> tuple[Any, list[dict[str, Any]]]:
        return play.apply(state, action, inputs)

    def game_result(self, state: Any) -> GameResult | None:
        """Crash-table games are practice at the table, never a campaign's game."""
        return None

    # --- the play screen and `garage-cli play` ---------------------------------------------------

    likely_actions = ("move", "next_phase")

    def action_specs(self) -> tuple[rulesets.ActionSpec, ...]:
        return play.SPECS

    def _ready(self, state: play.CrashState) -> dict[str, list[str]]:
        live = [c for c in state.cars if c.control != play.WRECKED]
        return {"lose_control": [c.id for c in live if c.control == play.IN_CONTROL],
                "move": [c.id for c in live if c.speed > 0 and not c.moved],
                "recover": [c.id for c in live if c.control == play.SPINOUT],
                "jump_out": [c.id for c in live if c.control == play.ROLLING and not c.occupants_out],
                "set_speed": [c.id for c in live if c.control == play.IN_CONTROL]}

    def allowed(self, state: Any) -> dict[str, bool]:
        if state.over:
            return {spec.name: False for spec in self.action_specs()}
        ready = self._ready(state)
        return {**{name: bool(cars) for name, cars in ready.items()}, "next_phase": True, "end": True,
                "correct": any(c.control != play.WRECKED for c in state.cars)}

    def field_values(self, state: Any, action: dict[str, Any], name: str) -> tuple[Any, ...] | None:
        if name == "car":
            return tuple(self._ready(state).get(str(action.get("action")), ())) or None
        return None

    def odds(self, state: Any, action: dict[str, Any]) -> tuple[Line, ...]:
        if action.get("action") != "lose_control" or action.get("table") not in (1, 2):
            return ()
        modifier = action.get("modifier", 0)
        if not isinstance(modifier, int):
            return ()
        try:
            outcomes = crash_odds(action["table"], modifier)
        except ValueError as exc:
            return ([(str(exc), "bad")],)
        return tuple([(f"{float(o.probability):.1%} ", "strong"),
                      (Phrase("{result} ({penalty})", result=o.name, penalty=o.penalty.key), "")]
                     for o in outcomes)

    def status_dict(self, state: Any) -> dict[str, Any]:
        data = super().status_dict(state)
        data["banner"] = [(Phrase("Turn {turn}, phase {phase} of {phases}", turn=state.turn, phase=state.phase,
                                  phases=crash_tables().phases_per_turn), "strong")]
        data["waiting_for"] = Phrase("nothing: the game is over") if state.over else Phrase("the next action")
        data["phase"] = state.phase
        data["ready"] = self._ready(state)
        cards = {car.id: car for car in state.cars}
        for entry in data["cars"]:
            car = cards[entry["car"]]
            entry.update(self._card(car))
        if state.over:
            data["winner"] = None
        return data

    def _card(self, car: play.Car) -> dict[str, Any]:
        v = car.vehicle
        lines: list[Line] = [[(Phrase("HC "), ""), (f"{v.hc:+d}", "strong"), (Phrase(", speed "), ""),
                              (Phrase("{mph} mph", mph=car.speed), "strong"),
                              (Phrase(" (top {top}, reverse {reverse})", top=v.top_speed, reverse=v.reverse_top_speed),
                               "")]]
        spin = Word(str(car.spin))
        resting = Word(str(car.resting))
        if car.control == play.SPINOUT:
            lines.append([(Phrase("SPINOUT rotating {side}, facing {facing}", side=spin,
                                  facing=play.FACING_WORDS[play.FACINGS[car.facing]]), "bad"),
                          (Phrase("; recovery at HC {hc}", hc=f"{v.hc + crash_tables().recovery_hc_modifier:+d}"), "")])
        elif car.control == play.ROLLING:
            upcoming = car.roll_sides[car.rolls % len(car.roll_sides)]
            lines.append([(Phrase("ROLLING, on its {side}; next onto its {next}", side=resting, next=Word(upcoming)),
                           "bad")])
        elif car.control == play.WRECKED:
            lines.append([(Phrase("wrecked on its {side}: it cannot be driven", side=resting), "gone")])
        else:
            control: Line = [(Phrase("in control"), "")]
            lines.append(control + ([(Phrase(", facing backwards: slow 5 mph a turn"), "warning")]
                                    if car.must_slow else []))
        if car.next_skid:
            name = crash_tables().row(1, car.next_skid).name
            lines.append([(Phrase("next move: a {lower}", lower=name.lower(), result=name), "warning")])
        if car.t_stop:
            lines.append([(Phrase("next move: an immediate T-stop"), "warning")])
        if car.penalty:
            lines.append([(Phrase("aimed fire this turn: {penalty}", penalty=crash_tables().penalty(car.penalty).label),
                           "warning")])
        tyres: Line = [(Phrase("tyres: "), "")]
        for i, (tyre, taken) in enumerate(zip(v.tyres, car.tyre_damage)):
            gone = taken >= v.tyre_points
            said = dict(tyre=Word(tyre), taken=min(taken, v.tyre_points), points=v.tyre_points)
            tyres.append((Phrase("{tyre} {taken}/{points}", **said) if i == 0 else
                          Phrase(", {tyre} {taken}/{points}", **said),
                          "gone" if gone else ("warning" if taken else "")))
        lines.append(tyres)
        hits = [(side, taken) for side, taken in zip(vehicle_rules().sides, car.side_damage) if taken]
        if hits:
            armour = dict(v.armour)
            damage: Line = [(Phrase("damage: "), "")]
            for i, (side, taken) in enumerate(hits):
                said = dict(side=Word(side), taken=taken, armour=armour[side])
                damage.append((Phrase("{side} {taken} (armour {armour})", **said) if i == 0 else
                               Phrase(", {side} {taken} (armour {armour})", **said),
                               "bad" if taken > armour[side] else "warning"))
            lines.append(damage)
        if car.burning:
            lines.append([(Phrase("BURNING (see Fire and Explosion)"), "bad")])
        if car.occupant_damage:
            lines.append([(Phrase("each occupant took {points} point(s)", points=car.occupant_damage), "bad")])
        if car.occupants_out:
            lines.append([(Phrase("occupants: jumped out"), "warning")])
        found: list[dict[str, Any]] = []
        if car.control == play.WRECKED:
            found.append({"kind": "destroyed", "count": 1, "words": Phrase("wrecked on its {side}", side=resting)})
        if car.burning:
            found.append({"kind": "fire", "count": 1, "words": Phrase("burning (see Fire and Explosion)")})
        if car.control == play.SPINOUT:
            found.append({"kind": "lost_control", "count": 1,
                          "words": Phrase("out of control: spinning out, rotating {side}", side=spin)})
        elif car.control == play.ROLLING:
            found.append({"kind": "lost_control", "count": 1,
                          "words": Phrase("out of control: rolling, on its {side}", side=resting)})
        return {"card": lines, "out": Phrase("wrecked") if car.control == play.WRECKED else None,
                "destroyed": car.control == play.WRECKED, "control": car.control, "speed": car.speed,
                "speed_range": {"min": 0, "max": v.top_speed}, "penalty": car.penalty,
                "modifier": 0, "modifier_range": {"min": -MODIFIER_LIMIT, "max": MODIFIER_LIMIT},
                "conditions": found}

    def _named_line(self, line: dict[str, Any], events: list[dict[str, Any]],
                    setup: Any) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        """The line and its events with the cars by name (the game's `setup`), not by id."""
        called = self.car_names(setup) if setup is not None else {}
        if called:
            line = {**line, "car": called.get(line["car"], line["car"])} if isinstance(line.get("car"), str) else line
            events = [{**e, "changes": {called.get(c, c): w for c, w in e["changes"].items()}}
                      if isinstance(e.get("changes"), dict) else e for e in events]
        return line, events

    @staticmethod
    def _phase_words(events: list[dict[str, Any]]) -> str | None:
        """What the new phase or turn of a `next_phase` brings, in words (None: neither)."""
        for event in events:
            if event.get("event") == "phase":
                return Phrase("phase {phase} begins", phase=event["phase"])
            if event.get("event") == "turn":
                changes = event.get("changes", {})
                return (Phrase("turn {turn} begins: {changes}", turn=event["turn"], changes=_changes(changes))
                        if changes else Phrase("turn {turn} begins", turn=event["turn"]))
        return None

    @staticmethod
    def _correction(line: dict[str, Any], events: list[dict[str, Any]]) -> tuple[str, str]:
        """A correction in words: what the players set, and what the app had ("" without it)."""
        correction = next((e for e in events if e.get("event") == "correction"), None)
        car = line["car"]
        now = (Phrase("Correction: {car} is at {mph} mph", car=car, mph=line.get("value", 0))
               if line.get("what") == "speed" else Phrase("Correction: {car} is in control", car=car))
        if correction is None:
            return now, ""
        if line.get("what") == "speed":
            return now, Phrase("was {was} mph", was=correction["was"])
        was = correction["was"]
        return now, Phrase("was {was}", was=play.CONTROL_WORDS.get(was) or was if isinstance(was, str) else was)

    @staticmethod
    def _action_words(line: dict[str, Any]) -> str:
        """What the players did, in words (the car as the line names it)."""
        name = str(line.get("action", "?"))
        car = line.get("car")
        if "car" not in line:
            return {"next_phase": Phrase("next phase"), "end": Phrase("the players stop")}.get(name, name)
        if name == "lose_control":
            return Phrase("{car} loses control (Crash Table {table}, {modifier})", car=car, table=line.get("table"),
                          modifier=f"{int(line.get('modifier', 0)):+d}")
        said = {"move": Phrase("{car} moves", car=car), "recover": Phrase("{car} tries to recover", car=car),
                "jump_out": Phrase("{car} is left by its occupants", car=car),
                "set_speed": Phrase("{car} sets its speed", car=car),
                "next_phase": Phrase("{car} next phase", car=car), "end": Phrase("{car} the players stop", car=car)}
        return said.get(name) or Phrase("{car} {action}", car=car, action=name)

    @staticmethod
    def _event_said(event: dict[str, Any]) -> list[str]:
        """What one event adds to the action's words, sentence by sentence."""
        if "do" in event:
            return [_stripped(d) for d in event["do"]]
        if event.get("event") == "speed":
            return [Phrase("{before} -> {after} mph", before=event["from"], after=event["to"])]
        if event.get("event") == "turn":
            changes = event["changes"]
            return [Phrase("turn {turn} begins; {changes}", turn=event["turn"], changes=_changes(changes)) if changes
                    else Phrase("turn {turn} begins", turn=event["turn"])]
        if event.get("event") == "phase":
            return [Phrase("phase {phase}", phase=event["phase"])]
        return []

    def describe(self, line: dict[str, Any], events: list[dict[str, Any]], setup: Any = None) -> str:
        line, events = self._named_line(line, events, setup)
        name = str(line.get("action", "?"))
        if name == "setup":
            return Phrase("setup")
        if name == "next_phase":  # what the new phase or turn brings says it
            begins = self._phase_words(events)
            if begins is not None:
                return begins
        if name == "correct":
            now, was = self._correction(line, events)
            return Phrase("{action} - {happened}", action=now, happened=was) if was else now
        said = [sentence for event in events for sentence in self._event_said(event)]
        if not said:
            return self._action_words(line)
        told = said[-1]
        for earlier in reversed(said[:-1]):  # one sentence in the player's language, " " between
            told = Phrase("{first} {then}", first=earlier, then=told)
        return Phrase("{action}: {happened}", action=self._action_words(line), happened=told)

    def log_entry(self, setup: Any, line: dict[str, Any], events: list[dict[str, Any]]) -> rulesets.LogEntry:
        """What `describe` says, in its parts, each a Phrase the screen says in the player's language."""
        named, told = self._named_line(line, events, setup)
        name = str(line.get("action", "?"))
        action: str = Phrase("setup") if name == "setup" else self._action_words(named)
        outcomes: list[str] = []
        begins = self._phase_words(told) if name == "next_phase" else None
        if begins is not None:
            action = begins
        elif name == "correct":
            action, was = self._correction(named, told)
            outcomes = [was] if was else []
        elif name != "setup":
            outcomes = [said for said in (_spaced(self._event_said(event)) for event in told) if said]
        ids = set(self.car_ids(setup))
        return rulesets.LogEntry(action, tuple(outcomes), tuple(dict.fromkeys(named_ids(ids, [line, *events]))))

    def event_text(self, event: dict[str, Any], setup: Any = None) -> str:
        """An event as `garage-cli play act` prints it: what to do at the table, in words;
        with the game's `setup`, the cars by name."""
        called = self.car_names(setup) if setup is not None else {}
        if called and isinstance(event.get("changes"), dict):
            event = {**event, "changes": {called.get(c, c): w for c, w in event["changes"].items()}}
        name, car = event.get("event"), called.get(event.get("car", ""), event.get("car", ""))
        do = [str(d) for d in event.get("do", ())]
        if name == "crash" and do:
            return "\n".join([f"{car}: {do[0]}", *do[1:]])
        if name == "move" and do:
            return "\n".join([f"{car} moves: {do[0]}", *do[1:]])
        if name == "recover" and do:
            return f"{car} tries to recover at HC {event['hc']:+d}: " + " ".join(do)
        if name == "jump_out" and do:
            return f"{car}'s occupants jump out: " + " ".join(do)
        if name == "speed":
            return f"{car} changes speed: {event['from']} -> {event['to']} mph."
        if name == "phase":
            return f"Turn {event['turn']}, phase {event['phase']} begins."
        if name == "turn":
            changes = "; ".join(f"{c} {what}" for c, what in event.get("changes", {}).items())
            return f"Turn {event['turn']} begins" + (f": {changes}." if changes else ".")
        if name == "end":
            return f"The players stop in turn {event['turn']}, phase {event['phase']}."
        if name == "correction":
            unit = " mph" if event["what"] == "speed" else ""
            return f"Correction: {car} is {event['now']}{unit} - was {event['was']}{unit}."
        return super().event_text(event, setup)

    def setup_form(self) -> rulesets.SetupForm:
        return rulesets.SetupForm(scenarios=tuple(rulesets.Choice(key, Word(s.name))
                                                  for key, s in self.experience.scenarios.items()),
                                  car_fields=("speed",))

    def setup_dict(self, scenario: str, cars: list[dict[str, Any]], *, played_on: str | None = None,
                   options: Mapping[str, Any] | None = None, **choices: Any) -> dict[str, Any]:
        """The default setup, with each car's speed at the start (0 unless given)."""
        data = super().setup_dict(scenario, cars, played_on=played_on, options=options, **choices)
        for entry, car in zip(data["cars"], cars):
            entry["speed"] = int(car.get("speed", 0))
        return data


CAR_WARS = rulesets.register(CarWarsCrashTables())
