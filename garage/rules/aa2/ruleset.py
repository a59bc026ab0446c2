"""Axles and Alloys II as a rule set: what general code (files, validation, sheets, storage,
the play engine, campaigns) asks of it, answered from this folder."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from garage.rules import rulesets
from garage.rules.aa2 import validation, vehicle_file
from garage.rules.aa2.catalogue import Catalogue, load_catalogue
from garage.rules.aa2.design import components
from garage.rules.aa2.vehicle import Design, own
from garage.rules.design import Component, Vehicle
from garage.rules.report import Report
from garage.rules.ruleset import PlayInModules

# The tables, the scenarios and the play rules are imported when first asked for: the app's
# window needs only the catalogue and validation before it shows the garage.
if TYPE_CHECKING:
    from garage.rules.aa2 import tables as aa2_tables
    from garage.rules.play.inputs import Request
    from garage.rules.scenario import Experience


class AxlesAndAlloysII(PlayInModules):
    key = "aa2"
    name = "Axles and Alloys II"
    examples = ("examples",)
    format_prefix = "axles-and-alloys-ii"
    play_package = "garage.rules.aa2.play"
    class_word = "weight"

    @property
    def catalogue(self) -> Catalogue:
        return load_catalogue()

    @property
    def tables(self) -> aa2_tables.Tables:
        from garage.rules.aa2 import tables

        return tables.tables()

    @property
    def experience(self) -> Experience:
        from garage.rules.aa2.scenarios import load_experience

        return load_experience()

    def design_from_dict(self, data: Any, source: str) -> Design:
        return vehicle_file.design_from_dict(data, source)

    def design_to_dict(self, design: Vehicle) -> dict[str, Any]:
        return vehicle_file.design_to_dict(own(design))

    def new_design(self, name: str) -> Design:
        return Design(name=name, weight="medium", ruleset=self.key)

    @property
    def vehicle_classes(self) -> Mapping[str, str]:
        """The weight classes."""
        return MappingProxyType({key: weight.name for key, weight in self.catalogue.weights.items()})

    def vehicle_class(self, design: Vehicle) -> str:
        return own(design).weight

    def vehicle_summary(self, design: Vehicle, report: Report) -> tuple[str, ...]:
        """Its stat line (marked when custom) and its hit points in lines of circles."""
        car, catalogue = own(design), self.catalogue
        weight = catalogue.weight(car.weight)
        custom = " (custom)" if car.is_custom(catalogue) else ""
        return (f"{car.stat_line(catalogue)}{custom}",
                f"Hit points {report.hit_points} ({weight.lines} lines of {weight.circles_per_line})")

    def components(self, design: Vehicle) -> tuple[Component, ...]:
        return components(own(design), self.catalogue)

    def validate(self, design: Vehicle, *, race: bool = False, options: frozenset[str] | None = None) -> Report:
        return validation.validate(own(design), self.catalogue, race=race, options=options)

    # --- the play screen and `garage-cli play` (garage/rules/aa2/play/screen.py) ---------------

    likely_actions = ("plot", "moved", "end_turn")

    _specs: tuple[rulesets.ActionSpec, ...] | None = None

    def action_specs(self) -> tuple[rulesets.ActionSpec, ...]:
        # asked every action (the engine parses each with them): the screen's one tuple, kept
        specs = self._specs
        if specs is None:
            specs = self._specs = self._play("screen").action_specs()
        return specs

    def allowed(self, state: Any) -> dict[str, bool]:
        from garage.rules.aa2.play import screen

        return screen.allowed(state)

    def field_values(self, state: Any, action: dict[str, Any], name: str) -> tuple[Any, ...] | None:
        from garage.rules.aa2.play import screen

        return screen.field_values(state, action, name)

    def field_used(self, state: Any, action: str, name: str) -> bool:
        from garage.rules.aa2.play import screen

        return screen.field_used(state, action, name)

    def odds(self, state: Any, action: dict[str, Any]) -> tuple[rulesets.Line, ...]:
        from garage.rules.aa2.play import screen

        return screen.odds(state, action)

    def status_dict(self, state: Any) -> dict[str, Any]:
        from garage.rules.aa2.play import screen, status

        return screen.screen_status(status.status(state), state.setup.scale, screen.table_names(state.setup))

    def status(self, state: Any, kept: dict[str, Any] | None = None) -> rulesets.GameStatus:
        """`status_dict` typed. With `kept`, a car's part of the rules' status is made again only
        when the car or the game around it changed (status.around), and its card only when that
        part, its move or the game-turn did (screen.screen_car is a function of those alone):
        the play screen asks after every action, which changes one car or two. A part made
        again is compared as English (a Phrase equals its English text): the rules word a car's
        status in one template for each English sentence, so the same English is the same Phrase."""
        from garage.rules.aa2.play import screen, status

        if kept is None:
            return rulesets.GameStatus.from_dict(self.status_dict(state))
        setup = state.setup
        names = screen.table_names(setup)
        parts: dict[str, tuple[Any, tuple[Any, ...], dict[str, Any]]] = kept.setdefault("parts", {})
        cards: dict[str, tuple[Any, tuple[bool, int], dict[str, Any], rulesets.CarCard]] = kept.setdefault("cards", {})

        def part(state: Any, car_id: str, row: dict[str, Any]) -> dict[str, Any]:
            car, at = state.car(car_id), status.around(state, car_id)
            before = parts.get(car_id)
            if before is not None and before[0] is car and before[1] == at:
                return before[2]
            made = status.car_status(state, car_id, row)
            parts[car_id] = (car, at, made)
            return made

        data = status.status(state, part)
        mover, turn = data["mover"], data["turn"]

        def card(car: dict[str, Any]) -> rulesets.CarCard:
            moving = car["car"] == mover
            before = cards.get(car["car"])
            if before is not None and before[0] is setup and before[1] == (moving, turn) \
                    and (before[2] is car or before[2] == car):
                return before[3]
            made = rulesets.CarCard.from_dict(screen.screen_car(car, moving, turn, names))
            cards[car["car"]] = (setup, (moving, turn), car, made)
            return made

        return rulesets.GameStatus.from_dict(screen.screen_status(data, setup.scale, names, card))

    def summary(self, state: Any) -> dict[str, Any]:
        from garage.rules.aa2.play import result

        return result.summary(state)

    def status_text(self, status: rulesets.GameStatus) -> str:
        from garage.rules.aa2.play import words

        return words.status_words(status.to_dict())

    def summary_text(self, summary: dict[str, Any]) -> str:
        from garage.rules.aa2.play import words

        return words.summary_words(summary)

    def replay_text(self, state: Any) -> str:
        from garage.rules.aa2.play import damage, words

        summary = self.summary(state)
        for car in summary["cars"]:  # the sheet's names of the components, for the words only
            car["component_labels"] = damage.sheet_labels(state.setup.entry(car["car"]).design)
        return words.summary_words(summary)

    def car_names(self, setup: Any) -> dict[str, str]:
        from garage.rules.aa2.play import screen

        return screen.table_names(setup)

    def describe(self, line: dict[str, Any], events: list[dict[str, Any]], setup: Any = None) -> str:
        from garage.rules.aa2.play import screen, words

        if setup is not None:
            named_line, events = screen.named_log(setup, line, events)
            return words.describe(named_line, events, setup.options.secret_plotting)
        return words.describe(line, events)

    def log_entry(self, setup: Any, line: dict[str, Any], events: list[dict[str, Any]]) -> rulesets.LogEntry:
        """The log pane's entry as the default makes it of `describe`, made of its parts, so the
        action and each outcome stay Phrases (the play window says them in the player's language)."""
        if setup is None:
            return super().log_entry(setup, line, events)
        return self.log_words(setup, line, events)[0]

    def log_words(self, setup: Any, line: dict[str, Any], events: list[dict[str, Any]]
                  ) -> tuple[rulesets.LogEntry, str]:
        """The log entry and `describe`'s line made of one naming and wording of the parts."""
        from garage.rules.aa2.play import screen, words

        if setup is None:
            return super().log_words(setup, line, events)
        named_line, named_events = screen.named_log(setup, line, events)
        action, happened = words.entry_words(named_line, named_events, setup.options.secret_plotting)
        outcomes = (w if w == (told := w.lstrip(" -:/;").strip()) else told for w in happened)
        entry = rulesets.LogEntry(action, tuple(w for w in outcomes if w), self.log_cars(setup, line, events))
        return entry, words.whole_words(action, happened)

    def request_words(self, setup: Any, state: Any, request: Request) -> str:
        """The default's words, with what the die or decision is for as a Phrase where it has
        one of the engine's shapes (words.purpose_words)."""
        from dataclasses import replace

        from garage.rules.aa2.play import words

        return super().request_words(setup, state, replace(request, purpose=words.purpose_words(request.purpose)))

    def event_text(self, event: dict[str, Any], setup: Any = None) -> str:
        from garage.rules.aa2.play import screen, words

        if setup is not None:
            event = screen.named_log(setup, {}, [event])[1][0]
        return words.event_words(event) or ""  # "" for the events the action's own words tell

    def setup_form(self) -> rulesets.SetupForm:
        from garage.rules.aa2.play import screen

        return screen.setup_form()

    def setup_dict(self, scenario: str, cars: list[dict[str, Any]], *, played_on: str | None = None,
                   options: Mapping[str, Any] | None = None, **choices: Any) -> dict[str, Any]:
        from garage.rules.aa2.play import screen

        return screen.setup_dict(self, scenario, cars, played_on=played_on, options=options, **choices)

    def setup_warnings(self, setup: Any) -> list[str]:
        from garage.rules.aa2.play.setup import warnings

        return warnings(setup)

    def car_ids(self, setup: Any) -> tuple[str, ...]:
        return tuple(entry.id for entry in setup.entries)

    def scenario_of(self, setup: Any) -> str:
        return str(setup.scenario)


AA2 = rulesets.register(AxlesAndAlloysII())
