"""The Car Wars Compendium (2nd ed.) crash tables as a rule set: its vehicle file, its game of
losing control, and what the play screen and `garage-cli play` ask of it."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from garage.rules import rulesets
from garage.rules.car_wars import play
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
from garage.rules.phrase import Phrase
from garage.rules.play.action import Action
from garage.rules.play.inputs import Inputs
from garage.rules.report import ERROR, NO_CAPACITY, WARNING, Problem, Report
from garage.rules.ruleset import RuleSet
from garage.rules.scenario import Experience

Line = rulesets.Line


def toughness(vehicle: CarWarsVehicle) -> str:
    """What the crash results work on, in the report's one line: there is no Capacity or hit
    points in the crash tables."""
    armour = ", ".join(f"{side} {points}" for side, points in vehicle.armour)
    return (f"HC {vehicle.hc:+d}, top speed {vehicle.top_speed} mph, reverse {vehicle.reverse_top_speed} mph; "
            f"armour {armour}; {len(vehicle.tyres)} tyres of {vehicle.tyre_points} points")


class CarWarsCrashTables(RuleSet):
    key = KEY
    name = "Car Wars crash tables"
    examples = ("examples", "car_wars")
    format_prefix = FORMAT_PREFIX
    turn_word = Phrase("turn")  # a turn of five phases (line 14: "per phase of movement"; the turn's slowing)

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
        return tuple(Component(f"tyre:{i}", f"{tyre} tyre", "Gone", "first") for i, tyre in enumerate(vehicle.tyres))

    def validate(self, design: Vehicle, *, race: bool = False, options: frozenset[str] | None = None) -> Report:
        vehicle = own(design)
        problems: list[Problem] = []
        if vehicle.reverse_top_speed > vehicle.top_speed:
            problems.append(Problem(ERROR, "reverse-above-top", "The reverse top speed is above the top speed.",
                                    "reverse_top_speed"))
        if not any(points for _, points in vehicle.armour):
            problems.append(Problem(WARNING, "no-armour", "No side has armour: every crash damages the body.",
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
        return tuple([(f"{float(o.probability):.1%} ", "strong"), (f"{o.name} ({o.penalty.key})", "")]
                     for o in outcomes)

    def status_dict(self, state: Any) -> dict[str, Any]:
        data = super().status_dict(state)
        data["banner"] = [(f"Turn {state.turn}, phase {state.phase} of {crash_tables().phases_per_turn}", "strong")]
        data["waiting_for"] = "nothing: the game is over" if state.over else "the next action"
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
        lines: list[Line] = [[("HC ", ""), (f"{v.hc:+d}", "strong"), (", speed ", ""), (f"{car.speed} mph", "strong"),
                              (f" (top {v.top_speed}, reverse {v.reverse_top_speed})", "")]]
        if car.control == play.SPINOUT:
            lines.append([(f"SPINOUT rotating {car.spin}, facing {play.FACINGS[car.facing]}", "bad"),
                          (f"; recovery at HC {v.hc + crash_tables().recovery_hc_modifier:+d}", "")])
        elif car.control == play.ROLLING:
            upcoming = car.roll_sides[car.rolls % len(car.roll_sides)]
            lines.append([(f"ROLLING, on its {car.resting}; next onto its {upcoming}", "bad")])
        elif car.control == play.WRECKED:
            lines.append([(f"wrecked on its {car.resting}: it cannot be driven", "gone")])
        else:
            lines.append([("in control", "")] + ([(", facing backwards: slow 5 mph a turn", "warning")]
                                                 if car.must_slow else []))
        if car.next_skid:
            lines.append([(f"next move: a {crash_tables().row(1, car.next_skid).name.lower()}", "warning")])
        if car.t_stop:
            lines.append([("next move: an immediate T-stop", "warning")])
        if car.penalty:
            lines.append([(f"aimed fire this turn: {crash_tables().penalty(car.penalty).label}", "warning")])
        tyres: Line = [("tyres: ", "")]
        for i, (tyre, taken) in enumerate(zip(v.tyres, car.tyre_damage)):
            gone = taken >= v.tyre_points
            tyres.append((("" if i == 0 else ", ") + f"{tyre} {min(taken, v.tyre_points)}/{v.tyre_points}",
                          "gone" if gone else ("warning" if taken else "")))
        lines.append(tyres)
        hits = [(side, taken) for side, taken in zip(vehicle_rules().sides, car.side_damage) if taken]
        if hits:
            armour = dict(v.armour)
            lines.append([("damage: ", "")] + [(("" if i == 0 else ", ") + f"{side} {taken} (armour {armour[side]})",
                                                "bad" if taken > armour[side] else "warning")
                                               for i, (side, taken) in enumerate(hits)])
        if car.burning:
            lines.append([("BURNING (see Fire and Explosion)", "bad")])
        if car.occupant_damage:
            lines.append([(f"each occupant took {car.occupant_damage} point(s)", "bad")])
        if car.occupants_out:
            lines.append([("occupants: jumped out", "warning")])
        found: list[dict[str, Any]] = []
        if car.control == play.WRECKED:
            found.append({"kind": "destroyed", "count": 1, "words": f"wrecked on its {car.resting}"})
        if car.burning:
            found.append({"kind": "fire", "count": 1, "words": "burning (see Fire and Explosion)"})
        if car.control == play.SPINOUT:
            found.append({"kind": "lost_control", "count": 1,
                          "words": f"out of control: spinning out, rotating {car.spin}"})
        elif car.control == play.ROLLING:
            found.append({"kind": "lost_control", "count": 1,
                          "words": f"out of control: rolling, on its {car.resting}"})
        return {"card": lines, "out": "wrecked" if car.control == play.WRECKED else None,
                "destroyed": car.control == play.WRECKED, "control": car.control, "speed": car.speed,
                "speed_range": {"min": 0, "max": v.top_speed}, "penalty": car.penalty,
                "modifier": 0, "modifier_range": {"min": -MODIFIER_LIMIT, "max": MODIFIER_LIMIT},
                "conditions": found}

    def describe(self, line: dict[str, Any], events: list[dict[str, Any]], setup: Any = None) -> str:
        called = self.car_names(setup) if setup is not None else {}
        if called:
            line = {**line, "car": called.get(line["car"], line["car"])} if isinstance(line.get("car"), str) else line
            events = [{**e, "changes": {called.get(c, c): w for c, w in e["changes"].items()}}
                      if isinstance(e.get("changes"), dict) else e for e in events]
        words = {"lose_control": "loses control", "move": "moves", "recover": "tries to recover",
                 "jump_out": "is left by its occupants",
                 "set_speed": "sets its speed", "next_phase": "next phase", "end": "the players stop"}
        name = str(line.get("action", "?"))
        if name == "setup":
            return "setup"
        if name == "next_phase":  # what the new phase or turn brings says it
            for event in events:
                if event.get("event") == "phase":
                    return f"phase {event['phase']} begins"
                if event.get("event") == "turn":
                    changes = "; ".join(f"{car} {what}" for car, what in event.get("changes", {}).items())
                    return f"turn {event['turn']} begins" + (f": {changes}" if changes else "")
        if name == "correct":
            correction = next((e for e in events if e.get("event") == "correction"), None)
            unit = " mph" if line.get("what") == "speed" else ""
            now = f"is at {line.get('value', 0)} mph" if line.get("what") == "speed" else "is in control"
            return f"Correction: {line['car']} {now}" + (f" - was {correction['was']}{unit}" if correction else "")
        text = f"{line['car']} {words.get(name, name)}" if "car" in line else words.get(name, name)
        if name == "lose_control":
            text += f" (Crash Table {line.get('table')}, {int(line.get('modifier', 0)):+d})"
        said: list[str] = []
        for event in events:
            if "do" in event:
                said.extend(str(d).strip() for d in event["do"])
            elif event.get("event") == "speed":
                said.append(f"{event['from']} -> {event['to']} mph")
            elif event.get("event") == "turn":
                said.append(f"turn {event['turn']} begins" + "".join(f"; {car} {what}"
                                                                     for car, what in event["changes"].items()))
            elif event.get("event") == "phase":
                said.append(f"phase {event['phase']}")
        return text + (": " + " ".join(said) if said else "")

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
        return rulesets.SetupForm(scenarios=tuple(rulesets.Choice(key, s.name)
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
