"""The interface of a rule set: what general code (validation reports, vehicle files, sheets,
storage, the play engine, the campaign, the play screen and `garage-cli play`) asks of one.
A rule set subclasses `RuleSet` (or `PlayInModules`) and registers one object of it in
garage.rules.rulesets, the registry; every method beyond the abstract ones has a default
(docs/rulesets.md says which to give). The play screen's types are in garage/rules/spec.py
and garage/rules/status.py."""

from __future__ import annotations

import importlib
import sys
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from datetime import date
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, ClassVar

from garage.resources import resource
from garage.rules.design import Component, Vehicle
from garage.rules.phrase import Phrase
from garage.rules.report import Report
from garage.rules.rulesets import VEHICLE

if TYPE_CHECKING:
    from garage.rules.game_result import GameResult
    from garage.rules.play.action import Action
    from garage.rules.play.inputs import Inputs, Request
    from garage.rules.scenario import Experience
    from garage.rules.spec import ActionSpec, Choice, SetupForm
    from garage.rules.status import GameStatus, Line, LogEntry

# The play screen's types (garage.rules.spec, status, game_result: two dozen dataclasses) are
# imported by the methods that make them, when first called: a car shown and checked (the
# app's open garage) needs none of them.

# The play engine (garage.rules.play) is imported by the two defaults below that need it, when
# first called: a program that shows one car (the app's start-up) does not load it.


class RuleSet(ABC):
    """A game system: its name, catalogue, tables, scenarios, actions and file formats.
    Subclasses set the class attributes and answer the abstract methods."""

    key: ClassVar[str]  # its folder: garage/rules/<key>, resources/rules/<key>; a design's `ruleset`
    name: ClassVar[str]  # for people: "Axles and Alloys II"
    format_prefix: ClassVar[str]  # its files' formats: "<prefix>/vehicle", "<prefix>/play-log", ...
    # Its example cars: a folder under resources/ holding *.car.json (none: no examples).
    examples: ClassVar[tuple[str, ...]] = ()
    # The text's words for a step of play and for the cars the game waits on before it:
    # A&A II's game-turn and plotting; Battle Cars' round and deciding a speed.
    turn_word: ClassVar[str] = Phrase("game-turn")
    turn_title: ClassVar[str] = Phrase("Turn")  # a log line's heading: "Turn 3: ..." (`headed`)
    waiting_mark: ClassVar[str] = Phrase("to plot")
    class_word: ClassVar[str] = "class"  # its word for a class of car (`vehicle_classes`): A&A II's "weight"

    def format(self, kind: str) -> str:
        return f"{self.format_prefix}/{kind}"

    def example_files(self) -> list[Path]:
        """Its example cars' vehicle files, by name."""
        if not self.examples:
            return []
        return sorted(resource(*self.examples).glob("*.car.json"))

    @property
    def vehicle_format(self) -> str:
        return self.format(VEHICLE)

    # --- data ------------------------------------------------------------------------------

    @property
    @abstractmethod
    def catalogue(self) -> Any:
        """Weight classes, stat lines, the components a car may carry."""

    @property
    @abstractmethod
    def tables(self) -> Any:
        """The play tables."""

    @property
    @abstractmethod
    def experience(self) -> Experience:
        """The scenarios (one class each) and what a campaign game of each earns."""

    @property
    def actions(self) -> Mapping[str, str]:
        """Every play action's name -> what it does (docs/play-log.md), from `action_specs`."""
        return MappingProxyType({spec.name: spec.help for spec in self.action_specs()})

    # --- designs ---------------------------------------------------------------------------

    # Each rule set's car is its own frozen dataclass behind `Vehicle` (name, ruleset, notes): its
    # methods take a `Vehicle` and read their own type's fields; general code asks only these.

    @abstractmethod
    def design_from_dict(self, data: Any, source: str) -> Vehicle:
        """A vehicle file's object (its format already routed here); raises VehicleFileError."""

    @abstractmethod
    def design_to_dict(self, design: Vehicle) -> dict[str, Any]:
        """The vehicle file's object, in canonical key order."""

    @abstractmethod
    def new_design(self, name: str) -> Vehicle:
        """The car New Car adds."""

    @abstractmethod
    def components(self, design: Vehicle) -> tuple[Component, ...]:
        """Everything on the car that can be lost, in sheet order."""

    @abstractmethod
    def validate(self, design: Vehicle, *, race: bool = False, options: frozenset[str] | None = None) -> Report:
        """The design judged by the rules; `race` and `options` add a particular game's checks."""

    @property
    def vehicle_classes(self) -> Mapping[str, str]:
        """Its classes of car, key -> name in its order (A&A II: the weight classes), which the
        garage list shows and filters on. Default: none."""
        return MappingProxyType({})

    def vehicle_class(self, design: Vehicle) -> str:
        """The key of the car's class in `vehicle_classes`; "" for a rule set with none."""
        return ""

    def vehicle_class_name(self, design: Vehicle) -> str:
        """The car's class in words (its key when the rule set does not know it); "" for none."""
        key = self.vehicle_class(design)
        return self.vehicle_classes.get(key, key)

    def vehicle_summary(self, design: Vehicle, report: Report) -> tuple[str, ...]:
        """What the car is, in the rule set's own words, a line each, after its class and
        Capacity (`garage-cli validate`, the main window): A&A II its stat line and hit points.
        Default: the report's toughness, or its hit points."""
        if report.toughness:
            return (f"Hit points {report.hit_points}: {report.toughness}" if report.hit_points else report.toughness,)
        return (f"Hit points {report.hit_points}",)

    # --- play ------------------------------------------------------------------------------

    @abstractmethod
    def setup_from_dict(self, data: Any) -> Any:
        """A play log's setup; raises SetupError naming the field."""

    @abstractmethod
    def check_setup(self, setup: Any) -> None:
        """What a setup built in code must satisfy as much as one read from a log."""

    @abstractmethod
    def action_specs(self) -> tuple[ActionSpec, ...]:
        """Every action with its fields, in the order the screen lists them: the one
        declaration the play screen's forms and the engine's parser (`parse_action`) share."""

    def parse_action(self, data: Any) -> Action:
        """A log line's or a player's action as a typed value; raises IllegalAction naming the
        bad field. Only its shape: whether the rules allow it now is `apply`'s."""
        parsed: Action = self.action_parser()(data)
        return parsed

    def action_parser(self) -> Callable[[Any], Action]:
        """`parse_action` as one function of the action, which the play engine holds for a game
        (every action of every game is parsed: compiled, it is called in C). A rule set that
        parses its actions otherwise gives both."""
        specs = self.action_specs()
        parser = self.__dict__.get("_parser")
        if parser is None or parser[0] is not specs:
            # lazily, for start-up (above): the parser of these specs, made once while the rule
            # set hands over the same tuple
            action = sys.modules.get("garage.rules.play.action") or importlib.import_module("garage.rules.play.action")
            parser = self.__dict__["_parser"] = (specs, action.parser(specs))
        parse: Callable[[Any], Action] = parser[1]
        return parse

    @abstractmethod
    def start(self, setup: Any, inputs: Inputs) -> tuple[Any, list[dict[str, Any]]]:
        """The state before the first action, and the events of the setup's own rolls."""

    @abstractmethod
    def apply(self, state: Any, action: Action, inputs: Inputs) -> tuple[Any, list[dict[str, Any]]]:
        """The state after one action (parsed by `parse_action`) and what happened; NeedInput
        while dice or decisions lack; IllegalAction when the rules do not allow it now."""

    @abstractmethod
    def game_result(self, state: Any) -> GameResult | None:
        """The campaign's record of a finished game (None until it is over)."""

    # --- the play screen and `garage-cli play` -----------------------------------------------
    # Defaults that hold for any rule set; a rule set gives more where it has more to say.

    def over(self, state: Any) -> bool:
        return bool(getattr(state, "over", False))

    def turn(self, state: Any) -> int | None:
        """The game-turn the state is in, for the log's words (None: the rule set has none)."""
        turn = getattr(state, "turn", None)
        return turn if isinstance(turn, int) else None

    def allowed(self, state: Any) -> dict[str, bool]:
        """Which actions the rules allow now (the engine still judges each one). Default:
        every action until the game is over."""
        return {spec.name: not self.over(state) for spec in self.action_specs()}

    likely_actions: ClassVar[tuple[str, ...]] = ()  # the form to show first when allowed, in order

    def field_values(self, state: Any, action: dict[str, Any], name: str) -> tuple[Any, ...] | None:
        """The values of field `name` the rules allow given the rest of `action` as it stands
        (A&A II: the weapons bearing on the arc); None: every value the field offers."""
        return None

    def field_used(self, state: Any, action: str, name: str) -> bool:
        """Whether field `name` of `action` means anything in this game (A&A II: a clock face
        only with the classic rules): the play screen asks only the fields used. Default: all."""
        return True

    def odds(self, state: Any, action: dict[str, Any]) -> tuple[Line, ...]:
        """What the rules make of an action before anyone rolls (odds, chances), as lines;
        raises nothing: a problem is a line too."""
        return ()

    def status(self, state: Any, kept: dict[str, Any] | None = None) -> GameStatus:
        """The game as the table sees it, typed: the play screen draws it, `garage-cli play
        status` prints it (`--json`: its `to_dict()`). Made of `status_dict`. `kept`: a dict
        the caller keeps for one game (empty at first, then handed back on each call), in which
        a rule set may keep what the next status of the same game can reuse (A&A II: the cards
        of the cars that did not change); the status is the same with or without it."""
        from garage.rules.status import GameStatus

        return GameStatus.from_dict(self.status_dict(state))

    def status_dict(self, state: Any) -> dict[str, Any]:
        """The status as the JSON object `garage-cli play status --json` prints, which
        `GameStatus.from_dict` types (the default reads `state.setup.as_dict()`). Keys every rule set
        gives (the default gives these and no more):
        "turn" (int or None), "over", "waiting_for" (words), "banner" (a Line: the turn banner's
        first line), "mover" (the car to act, or None), "to_plot" (cars the game waits for, a
        list), "cars": one card each: "car" (its id), "vehicle", "driver", "out" (why it left
        play, or None), "destroyed", "card" (Lines: the card's text), optionally "crew"
        (words under the title in place of the driver's name),
        "hit_points"/"hit_points_total"/"circles_per_line" (drawn as circles), "position";
        optionally "ready" ({action: the cars the rules expect to do it now, first is the
        form's default car}); once over, "winner" (or None) and "result" (the game result's
        dict). Fields with kinds that read the status (FIELD_KINDS) need their keys too."""
        over = self.over(state)
        setup = state.setup
        cars = []
        for entry in setup.as_dict().get("cars", []):
            design = entry.get("design", {})
            cars.append({"car": entry.get("id"), "vehicle": design.get("name", "") if isinstance(design, dict) else "",
                         "driver": entry.get("driver") or "", "out": None, "destroyed": False, "card": []})
        data: dict[str, Any] = {"turn": self.turn(state), "over": over,
                                "waiting_for": "nothing: the game is over" if over else "the next action",
                                "banner": [(f"Turn {self.turn(state)}" if self.turn(state) is not None else self.name,
                                            "strong")],
                                "mover": None, "to_plot": [], "cars": cars}
        if over:
            result = self.game_result(state)
            data["winner"] = None
            from garage.rules.game_result import result_to_dict

            data["result"] = result_to_dict(result) if result is not None else None
        return data

    def summary(self, state: Any) -> dict[str, Any]:
        """What `garage-cli play replay --json` prints: by default the status."""
        return self.status_dict(state)

    def status_text(self, status: GameStatus) -> str:
        """The status in words, for `garage-cli play status`."""
        from garage.rules.status import named, plain

        lines = [plain(status.banner) + (", game over" if status.over else ""),
                 f"Waiting for {status.waiting_for}"]
        for car in status.cars:
            fate = ("DESTROYED" if car.destroyed else "out: " + car.out) if car.out else "running"
            lines.append(f"{car.name}: {fate}")
            lines += ["  " + plain(line) for line in car.card]
        result = status.result
        if result:
            lines.append(f"Winner: {status.name_of(status.winner) if status.winner else 'nobody'}")
            for entry in result["entries"]:
                kills = f", kills: {', '.join(entry['kills'])}" if entry["kills"] else ""
                lines.append(f"  {named(entry['vehicle'], entry['driver'])}: "
                             f"{'survived' if entry['survived'] else 'killed'}{kills}")
        return "\n".join(lines)

    def summary_text(self, summary: dict[str, Any]) -> str:
        """The summary in words."""
        from garage.rules.status import GameStatus

        return self.status_text(GameStatus.from_dict(summary))

    def replay_text(self, state: Any) -> str:
        """The game as it stands in words, for `garage-cli play replay`: by default the summary's."""
        return self.summary_text(self.summary(state))

    def car_names(self, setup: Any) -> dict[str, str]:
        """Each car's id -> the car as the table calls it: "Purple Haze (Antihiro Protagonist)"."""
        from garage.rules.status import named

        names = {}
        for entry in setup.as_dict().get("cars", []):
            design = entry.get("design", {})
            vehicle = str(design.get("name", "")) if isinstance(design, dict) else ""
            names[str(entry.get("id"))] = named(vehicle, entry.get("driver") or "", str(entry.get("id")))
        return names

    def request_words(self, setup: Any, state: Any, request: Request) -> str:
        """A die or decision the game waits for, as the table hears it: whose it is and why
        ("Der Bahnstormer (Hirsute Helga): roll a d6 for the movement-order dice-off at 10\"").
        `state` is None while the setup rolls its own dice."""
        who = self.car_names(setup).get(request.car, "") if request.car else ""
        purpose = request.purpose
        if request.kind == "roll":
            return (Phrase("{car}: roll a d{sides} for {purpose}", car=who, sides=request.sides, purpose=purpose) if who
                    else Phrase("Roll a d{sides} for {purpose}", sides=request.sides, purpose=purpose))
        if who:
            return Phrase("{car}: {decision}", car=who, decision=purpose)
        return purpose[:1].upper() + purpose[1:]

    def describe(self, line: dict[str, Any], events: list[dict[str, Any]], setup: Any = None) -> str:
        """One line of the log in the players' words: the action, its dice, what came of it;
        `setup` (the game's) lets it name the cars rather than give their ids."""
        names = self.car_names(setup) if setup is not None else {}
        what = ", ".join(f"{k} {names.get(v, v) if isinstance(v, str) else v}" for k, v in line.items()
                         if k not in ("action", "inputs", "format", "version", "setup"))
        text = str(line.get("action", "?")).replace("_", " ") + (f" ({what})" if what else "")
        dice = "; ".join(f"{given.get('for', '?')}: {given.get('value')}" for given in line.get("inputs", []))
        happened = [_event_words(e, names) for e in events]
        return text + (f" [{dice}]" if dice else "") + (" - " + " / ".join(happened) if happened else "")

    def log_entry(self, setup: Any, line: dict[str, Any], events: list[dict[str, Any]]) -> LogEntry:
        """One action as the play screen's log shows it: the action first, one line per outcome,
        and the cars it concerns. Default: made of `describe` (the action is what it says of
        the line with no events; each outcome what one event adds to that), the cars every id
        of `car_ids` the line or its events name."""
        action = self.describe(line, [], setup)
        whole = self.describe(line, events, setup)
        outcomes: list[str] = []
        if whole.startswith(action):
            for event in events:
                said = self.describe(line, [event], setup)
                told = said[len(action):].lstrip(" -:/;").strip() if said.startswith(action) else ""
                if told:
                    outcomes.append(told)
        else:  # the events change how the action reads (a phase that begins): it is said whole
            action = whole
        from garage.rules.status import LogEntry

        return LogEntry(action, tuple(outcomes), self.log_cars(setup, line, events))

    def log_words(self, setup: Any, line: dict[str, Any], events: list[dict[str, Any]]) -> tuple[LogEntry, str]:
        """One action in words, both ways the play screen says it, worked out together: its
        log entry (`log_entry`) and the whole of it in one line (`describe`, the undo command's
        and the status bar's words). A rule set whose two are made of the same parts makes the
        parts once (A&A II); the default asks each."""
        return self.log_entry(setup, line, events), self.describe(line, events, setup)

    def log_cars(self, setup: Any, line: dict[str, Any], events: list[dict[str, Any]]) -> tuple[str, ...]:
        """The cars a log line concerns (the log's filter): every id of `car_ids` the line or
        its events name."""
        ids = set(self.car_ids(setup))
        return tuple(dict.fromkeys(_named(ids, [line, *events])))

    def event_text(self, event: dict[str, Any], setup: Any = None) -> str:
        """One event of an action, for `garage-cli play act`; lines after the first are indented;
        `setup` (the game's) lets it name the cars. Default: the engine's fields as key=value."""
        names = self.car_names(setup) if setup is not None else {}
        return " ".join(f"{k}={names.get(v, v) if isinstance(v, str) else v}" for k, v in event.items())

    # --- setting a game up --------------------------------------------------------------------

    def setup_form(self) -> SetupForm:
        """What the new-game dialog offers. Default: the scenarios of `experience`."""
        from garage.rules.spec import Choice, SetupForm

        return SetupForm(scenarios=tuple(Choice(key, scenario.name)
                                         for key, scenario in self.experience.scenarios.items()))

    def setup_dict(self, scenario: str, cars: list[dict[str, Any]], *, played_on: str | None = None,
                   options: Mapping[str, Any] | None = None, **choices: Any) -> dict[str, Any]:
        """A setup as a log's first line holds it, from the dialog's choices. Each car: "id",
        "design" (a vehicle or its dict), "driver", and what `setup_form().car_fields` names;
        `choices`: "variant", "laps", "scale", "defences" as the form offers them. Default:
        scenario, played_on, options and the cars' id, driver and design."""
        data: dict[str, Any] = {"scenario": scenario, "played_on": played_on or date.today().isoformat(),
                                "options": dict(options or {}), "cars": []}
        for car in cars:
            design = car["design"]
            data["cars"].append({"id": car["id"], "driver": car.get("driver") or "",
                                 "design": design if isinstance(design, dict) else self.design_to_dict(design)})
        return data

    def setup_warnings(self, setup: Any) -> list[str]:
        """What the players should know before they start (a setup that may start)."""
        return []

    def setup_problems(self, data: Any) -> tuple[str | None, list[str]]:
        """The refusal of a setup dict (None when it may start) and its warnings."""
        from garage.rules.play.errors import SetupError  # lazily, for start-up (above)

        try:
            setup = self.setup_from_dict(data)
        except SetupError as exc:  # a Phrase it was raised with stays one, for the player's language
            said = exc.args[0] if len(exc.args) == 1 else None
            return said if isinstance(said, str) else str(exc), []
        return None, self.setup_warnings(setup)

    def car_ids(self, setup: Any) -> tuple[str, ...]:
        """The cars of a setup, by their ids in the log."""
        return tuple(car["id"] for car in setup.as_dict().get("cars", []))

    def scenario_of(self, setup: Any) -> str:
        return str(setup.as_dict().get("scenario", ""))

    # --- boards: a rule set played on a table of its own (Battle Cars' maps) ------------------

    board_suffix: ClassVar[str] = ""  # its board files' names end so (".map.json"); "": it has no boards

    def boards(self) -> tuple[Choice, ...]:
        """Its built-in boards (key, name), for New Game and `play new --map`. Default: none."""
        return ()

    def read_board(self, source: str) -> Choice:
        """The board a built-in's key or name, or a board file, names: (key `source`, its name).
        A damaged file raises a JsonFileError naming the file and the field."""
        raise ValueError(f"{self.name} is not played on a map")

    def board_grid(self, source: str) -> Any:
        """The board `source` names as a garage.rules.board.BoardGrid; raises as `read_board`."""
        raise ValueError(f"{self.name} is not played on a map")

    def board_dict(self, source: str) -> dict[str, Any]:
        """The board `source` names as its file holds it."""
        raise ValueError(f"{self.name} is not played on a map")

    def status_board(self, state: Any) -> Any:
        """A game's table as it stands, as a BoardGrid; None: the rule set draws no table."""
        return None


def _event_words(event: Mapping[str, Any], names: Mapping[str, str]) -> str:
    """An event as the default `describe` tells it: its name in words and the cars it
    concerns as the table calls them ("ram: Pram (Pat)"), never its raw fields or ids."""
    what = str(event.get("event", "?")).replace("_", " ").replace("-", " ")
    cars = dict.fromkeys(names[i] for i in _named(set(names), {k: v for k, v in event.items() if k != "event"}))
    return what + (": " + ", ".join(cars) if cars else "")


def headed(title: str, turn: int, words: str) -> str:
    """A line of the log under its turn (`RuleSet.turn_title`): "Turn 3: Purple Haze lands"."""
    return Phrase("{title} {turn}: {words}", title=title, turn=turn, words=words)


def _named(ids: set[str], value: Any) -> list[str]:
    """The ids among `ids` a log line or event names anywhere in its values (its dice aside)."""
    if isinstance(value, str):
        return [value] if value in ids else []
    if isinstance(value, Mapping):
        return [i for k, v in value.items() if k != "inputs" for i in _named(ids, v)]
    if isinstance(value, list | tuple):
        return [i for v in value for i in _named(ids, v)]
    return []


_PLAY_MODULES: dict[tuple[str, str], Any] = {}


class PlayInModules(RuleSet):
    """A rule set whose play is the modules `<play_package>.setup` (setup_from_dict, check),
    `.actions` (action_specs, start, apply) and `.result` (game_result), imported when a game
    is played rather than when a car is validated."""

    play_package: ClassVar[str]  # "garage.rules.<key>.play"

    def _play(self, module: str) -> Any:
        # looked up once: every action of every game asks (import_module is a few us a call)
        found = _PLAY_MODULES.get((self.play_package, module))
        if found is None:
            found = _PLAY_MODULES[self.play_package, module] = importlib.import_module(f"{self.play_package}.{module}")
        return found

    def setup_from_dict(self, data: Any) -> Any:
        return self._play("setup").setup_from_dict(data)

    def check_setup(self, setup: Any) -> None:
        self._play("setup").check(setup)

    def start(self, setup: Any, inputs: Inputs) -> tuple[Any, list[dict[str, Any]]]:
        started: tuple[Any, list[dict[str, Any]]] = self._play("actions").start(setup, inputs)
        return started

    def apply(self, state: Any, action: Action, inputs: Inputs) -> tuple[Any, list[dict[str, Any]]]:
        # the module's function, kept on the rule set once looked up: called straight from then
        # on (every action of every game, and every transition a simulation resolves)
        function = self.__dict__["apply"] = self._play("actions").apply
        applied: tuple[Any, list[dict[str, Any]]] = function(state, action, inputs)
        return applied

    def game_result(self, state: Any) -> GameResult | None:
        if not state.over:
            return None
        result: GameResult | None = self._play("result").game_result(state)
        return result
