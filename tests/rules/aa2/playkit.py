"""Shared set-ups for the play engine tests: cars, games on scripted dice, state pokes."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from garage.rules.aa2.vehicle import Design, StatLine, Weapon
from garage.rules.play import Entry, Game, Options, ScriptedDice, Setup
from garage.rules.vehicles import load

EXAMPLES = Path(__file__).resolve().parents[3] / "resources" / "examples"


def example(name: str) -> Design:
    return load(EXAMPLES / f"{name}.car.json")


def car(name="Car", weight="medium", weapons=(("Gun", "light", "front"),), equipment=(), dropped=(),
        stats=None, navigator=False) -> Design:
    return Design(name=name, weight=weight, stats=stats,
                  weapons=tuple(Weapon(n, c, m) for n, c, m in weapons),
                  equipment=tuple(equipment), dropped=tuple(dropped), navigator=navigator)


PADDYWAGON = car("The Paddywagon", "heavy", stats=StatLine(20, 5, 4, 2))


def game(*designs, dice=(), scenario="deathmatch", variant=None, rerolls=0, navigators=None,
         teams=None, **options) -> Game:
    entries = []
    for i, design in enumerate(designs):
        if isinstance(design, tuple):
            car_id, design = design
        else:
            car_id = chr(ord("a") + i)
        entries.append(Entry(id=car_id, design=design, driver=f"Driver {car_id.upper()}",
                             rerolls=rerolls if isinstance(rerolls, int) else rerolls[i],
                             navigator=(navigators or {}).get(car_id),
                             team=(teams or {}).get(car_id)))
    setup = Setup(scenario, tuple(entries), variant=variant, options=Options(**options), played_on="2026-11-29")
    return Game(setup, ScriptedDice(dice))


def poke(g: Game, car_id: str, **changes) -> None:
    """Put a car in a position the test starts from (a state the rules could reach)."""
    state = g.states[-1]
    cars = tuple(replace(c, **changes) if c.id == car_id else c for c in state.cars)
    g.states[-1] = replace(state, cars=cars)


def poke_game(g: Game, **changes) -> None:
    g.states[-1] = replace(g.states[-1], **changes)


def feed(g: Game, *faces: int) -> None:
    """More scripted dice."""
    g.dice = ScriptedDice(faces)


def plot_all(g: Game, speeds: dict[str, int], dice=()) -> None:
    feed(g, *dice)
    for car_id, speed in speeds.items():
        assert g.act({"action": "plot", "car": car_id, "speed": speed}) is None


def events(g: Game, name: str) -> list[dict]:
    return [e for e in g.events[-1] if e["event"] == name]
