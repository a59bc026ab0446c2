"""What a game leaves behind: the final state per car for people, and the campaign's game
result (garage.rules.game_result, written by its one writer)."""

from __future__ import annotations

from datetime import date
from typing import Any

from garage.rules import game_result as results
from garage.rules.aa2.play import allowed
from garage.rules.aa2.play.state import DEAD, EJECTED, OK, GameState


def driver_name(state: GameState, car_id: str) -> str:
    entry = state.setup.entry(car_id)
    return entry.driver or car_id


def _result_name(state: GameState, car_id: str) -> str:
    """How a game result names a victim: the driver, or the vehicle for an unnamed one."""
    entry = state.setup.entry(car_id)
    return entry.driver or entry.design.name


def game_result(state: GameState) -> results.GameResult:
    """Survival per RULINGS P11 (alive at the end, whatever happened to the car), kills by
    credit (P9): the drivers of the cars this car's player finished. An unnamed driver (P12)
    is null, so a campaign never takes the car's id for a name. A game set up before setups
    carried their day (played_on "") is dated the day its result is made."""
    setup = state.setup
    # A team race is recorded as a team game, which earns as one, with no places (RULINGS P10).
    race = setup.is_race and not setup.teams
    entries = []
    for car in state.cars:
        entry = setup.entry(car.id)
        navigator: dict[str, Any] = {}
        if entry.navigator is not None:
            status = car.status("navigator")
            navigator = {"navigator": entry.navigator, "navigator_survived": status != DEAD,
                         "navigator_ejected": status == EJECTED}
        entries.append(results.Entry(
            driver=entry.driver or None, vehicle=entry.design.name, survived=car.status("driver") == OK,
            kills=tuple(_result_name(state, victim) for victim in car.kills),
            finished=car.position is not None if race else None, position=car.position if race else None,
            **navigator))
    played_on = results.day(setup.played_on) if setup.played_on else date.today()
    return results.GameResult(scenario=setup.scenario if race or not setup.is_race else "team", played_on=played_on,
                              entries=tuple(entries), variant=setup.variant if race else None, ruleset=setup.ruleset)


def car_summary(state: GameState, car_id: str) -> dict[str, Any]:
    car = state.car(car_id)
    entry = state.setup.entry(car_id)
    row = {
        "car": car.id, "vehicle": entry.design.name, "driver": driver_name(state, car_id),
        "hit_points": car.hp_left, "hit_points_total": car.hit_points, "thresholds": car.thresholds,
        "components": dict(car.components),
        "fires": len(car.fires), "speed": car.speed, "plotted": car.plotted, "reverse": car.reverse,
        "clock": car.clock,
        "destroyed": car.destroyed, "out": car.out, "driver_status": car.status("driver"),
        "rerolls_left": car.rerolls_left, "nitro_charges": car.nitro_charges,
        "airborne_left": car.airborne_left, "misses_turn": car.misses_turn,
        "kills": list(car.kills), "drops_left": list(car.drops_left),
        "loss_of_control": car.loss_of_control.as_dict() if car.loss_of_control else None,
        "equipment_rerolls_used": list(car.equipment_rerolls_used),
        "moved": car.moved, "attacked": car.attacked, "laps": car.laps, "position": car.position,
    }
    if state.setup.options.secret_plotting:  # the key only in games played with the option
        hidden = allowed.plot_hidden(state, car_id)
        row["plotted_hidden"] = hidden
        if hidden:
            row.update(plotted=None, reverse=False, clock=None)
    return row


def winner(state: GameState) -> str | None:
    """Who won, as the scenario judges it (the last car or team, the first past the line, the
    side with more points); None when nobody has won (yet)."""
    return state.setup.scenario_rules.winner(state)


def summary(state: GameState) -> dict[str, Any]:
    data = {"turn": state.turn, "phase": state.phase, "over": state.over,
            "to_plot": allowed.to_plot(state), "mover": state.mover, "hotspots": state.hotspots,
            "templates": [{"id": t.id, "kind": t.kind, "owner": t.owner} for t in state.templates],
            "templates_allowed": state.templates_allowed,
            "cars": [car_summary(state, car.id) for car in state.cars]}
    if state.defences:
        rules = {d.id: d for d in state.setup.defences}
        data["defences"] = [
            {"id": d.id, "class": rules[d.id].cls, "name": rules[d.id].name,
             "hit_points": rules[d.id].hit_points, "hp_lost": d.hp_lost, "attacked": d.attacked}
            for d in state.defences]
    if state.setup.teams:
        data["teams"] = {team: {"cars": [e.id for e in state.setup.entries if e.team == team],
                                "in_play": [c.id for c in state.cars
                                            if c.active and state.setup.entry(c.id).team == team]}
                         for team in dict.fromkeys(e.team for e in state.setup.entries)}
    data.update(state.setup.scenario_rules.scores(state))
    if state.over:
        data["winner"] = winner(state)
        data["result"] = results.result_to_dict(game_result(state))
    return data
