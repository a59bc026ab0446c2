"""Battle Cars as a rule set: what general code (files, validation, storage, the play engine,
campaigns) asks of it, answered from this folder."""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from garage.resources import resource
from garage.rules import rulesets
from garage.rules.battle_cars import validation, vehicle_file
from garage.rules.battle_cars.catalogue import Catalogue, load_catalogue
from garage.rules.battle_cars.tables import Tables, tables
from garage.rules.battle_cars.vehicle_file import BattleCar, own
from garage.rules.design import Component, Vehicle
from garage.rules.phrase import Phrase
from garage.rules.report import Report
from garage.rules.ruleset import PlayInModules
from garage.rules.scenario import Experience, Scenario, read_experience


@dataclass(frozen=True)
class Battle(Scenario):
    """The one game of the text: every car against the others, until one driver is left."""

    key = "battle"


@cache
def load_experience() -> Experience:
    path = resource("rules", "battle_cars", "campaign.toml")
    with open(path, "rb") as f:
        return read_experience(tomllib.load(f), (Battle,), str(path))


class BattleCars(PlayInModules):
    key = vehicle_file.RULESET
    name = "Battle Cars"
    examples = ("examples", "battle_cars")
    turn_word = Phrase("round")  # line 15: the Round ends once all players have moved
    turn_title = Phrase("Round")
    waiting_mark = Phrase("speed to decide")  # line 5: all players decide on their speed
    format_prefix = "battle-cars"
    play_package = "garage.rules.battle_cars.play"

    @property
    def catalogue(self) -> Catalogue:
        return load_catalogue()

    @property
    def tables(self) -> Tables:
        return tables()

    @property
    def experience(self) -> Experience:
        return load_experience()

    def design_from_dict(self, data: Any, source: str) -> BattleCar:
        return vehicle_file.design_from_dict(data, source)

    def design_to_dict(self, design: Vehicle) -> dict[str, Any]:
        return vehicle_file.design_to_dict(design)

    def new_design(self, name: str) -> BattleCar:
        """The car New Car adds: nothing on it."""
        return BattleCar(name=name, ruleset=self.key)

    @property
    def vehicle_classes(self) -> Mapping[str, str]:
        return self.catalogue.kinds

    def vehicle_class(self, design: Vehicle) -> str:
        return next(iter(self.catalogue.kinds))  # the text knows one kind of car

    def vehicle_summary(self, design: Vehicle, report: Report) -> tuple[str, ...]:
        """Its toughness, then what it carries."""
        car = own(design)
        names = self.catalogue.equipment
        carried = ", ".join(names.get(key, key) for key in car.equipment)
        return (*super().vehicle_summary(design, report),
                Phrase("Equipment: {items}", items=carried) if carried else Phrase("Equipment: none"))

    def components(self, design: Vehicle) -> tuple[Component, ...]:
        """What can be lost: the tyres (Garage's reading), each weapon, each dispenser."""
        car = own(design)
        reading = self.catalogue.reading
        return (tuple(Component(f"tyre:{i}", Phrase("Tyre, {tyre}", tyre=name),
                                Phrase("Gone at {hits}", hits=reading.tyre_hits), "first")
                      for i, name in enumerate(reading.tyres))
                + tuple(Component(f"weapon:{i}", w, Phrase("Destroyed"), "second") for i, w in enumerate(car.weapons))
                + tuple(Component(f"dropped:{i}", self.catalogue.dispensers.get(key, key), Phrase("Empty"), "second")
                        for i, key in enumerate(car.dispensers)))

    def validate(self, design: Vehicle, *, race: bool = False, options: frozenset[str] | None = None) -> Report:
        return validation.validate(own(design), self.catalogue)


    # --- the play screen and `garage-cli play` ---------------------------------------------

    def action_specs(self) -> tuple[rulesets.ActionSpec, ...]:
        from garage.rules.battle_cars.play import screen

        return screen.action_specs()

    def turn(self, state: Any) -> int:
        return int(state.round)

    def allowed(self, state: Any) -> dict[str, bool]:
        from garage.rules.battle_cars.play import screen

        return screen.allowed(state)

    likely_actions = ("speed", "move", "walk", "end_turn")

    def odds(self, state: Any, action: dict[str, Any]) -> tuple[rulesets.Line, ...]:
        from garage.rules.battle_cars.play import screen

        return screen.odds(state, action)

    def status_dict(self, state: Any) -> dict[str, Any]:
        from garage.rules.battle_cars.play import screen

        return screen.status(self, state)

    def car_names(self, setup: Any) -> dict[str, str]:
        from garage.rules.battle_cars.play import screen

        return screen.table_names(setup)

    def event_text(self, event: dict[str, Any], setup: Any = None) -> str:
        from garage.rules.battle_cars.play import screen

        return screen.event_text(event, setup)

    def describe(self, line: dict[str, Any], events: list[dict[str, Any]], setup: Any = None) -> str:
        from garage.rules.battle_cars.play import screen

        return screen.describe(line, events, setup)

    def log_entry(self, setup: Any, line: dict[str, Any], events: list[dict[str, Any]]) -> rulesets.LogEntry:
        """What `describe` says, in its parts, each a Phrase the screen says in the player's language."""
        from garage.rules.battle_cars.play import screen

        return screen.log_entry(setup, line, events)

    def setup_form(self) -> rulesets.SetupForm:
        from garage.rules.battle_cars.play import screen

        return screen.setup_form()

    def setup_dict(self, scenario: str, cars: list[dict[str, Any]], *, played_on: str | None = None,
                   options: Any = None, **choices: Any) -> dict[str, Any]:
        """`choices["board"]`: a built-in map's key or name, or a map file (its cars stand on its
        starting points); without it, Garage's default table."""
        from garage.rules.battle_cars import map as maps
        from garage.rules.battle_cars.play import screen

        board = choices.pop("board", None)
        data = screen.setup_dict(self, scenario, cars, played_on=played_on, options=options, **choices)
        return maps.apply(maps.find(board), data) if board else data

    # --- maps (garage/rules/battle_cars/map.py) ----------------------------------------------

    board_suffix = ".map.json"

    def boards(self) -> tuple[rulesets.Choice, ...]:
        from garage.rules.battle_cars import map as maps

        return tuple(rulesets.Choice(key, board.name, Phrase("{width} by {height} points, {starts} starting points. "
                                                             "{notes}", width=board.width, height=board.height,
                                                             starts=len(board.starts), notes=board.notes.rstrip())
                                     if board.notes.strip() else
                                     Phrase("{width} by {height} points, {starts} starting points.", width=board.width,
                                            height=board.height, starts=len(board.starts)))
                     for key, board in maps.built_ins())

    def read_board(self, source: str) -> rulesets.Choice:
        from garage.rules.battle_cars import map as maps

        return rulesets.Choice(source, maps.find(source).name)

    def board_grid(self, source: str) -> Any:
        from garage.rules.battle_cars import grid
        from garage.rules.battle_cars import map as maps

        return grid.map_grid(maps.find(source))

    def board_dict(self, source: str) -> dict[str, Any]:
        from garage.rules.battle_cars import map as maps

        return maps.map_to_dict(maps.find(source))

    def status_board(self, state: Any) -> Any:
        from garage.rules.battle_cars import grid

        return grid.game_grid(state)

    def setup_warnings(self, setup: Any) -> list[str]:
        from garage.rules.battle_cars.play import screen

        return screen.setup_warnings(setup)


BATTLE_CARS = rulesets.register(BattleCars())
