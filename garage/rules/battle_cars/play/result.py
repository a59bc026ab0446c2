"""A finished Battle Cars game as a campaign's game result: who survived, whom each destroyed
(killed their driver or wrecked their car first)."""

from __future__ import annotations

from garage.rules.battle_cars.play.state import GameState
from garage.rules.game_result import Entry, GameResult, day


def game_result(state: GameState) -> GameResult:
    setup = state.setup

    def name(pid: str) -> str:
        entry = setup.entry(pid)
        return entry.driver if entry.driver is not None else entry.design.name

    entries = tuple(
        Entry(driver=e.driver, vehicle=e.design.name, survived=not state.player(e.id).dead,
              kills=tuple(name(victim) for victim, by in state.destroyed_by if by == e.id),
              death=None if not state.player(e.id).dead else "killed")
        for e in setup.entries)
    return GameResult(scenario=setup.scenario, played_on=day(setup.played_on), entries=entries,
                      ruleset="battle_cars")
