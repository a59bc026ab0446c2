"""What a game leaves behind: the final state per car for people, and the campaign's game
result (format "axles-and-alloys-ii/game-result", read by the campaign code)."""

from __future__ import annotations

from garage.rules.play import allowed, ambush
from garage.rules.play.state import DEAD, OK, GameState

RESULT_FORMAT = "axles-and-alloys-ii/game-result"
RESULT_VERSION = 1


def driver_name(state: GameState, car_id: str) -> str:
    entry = state.setup.entry(car_id)
    return entry.driver or car_id


def _result_name(state: GameState, car_id: str) -> str:
    """How a game result names a victim: the driver, or the vehicle for an unnamed one."""
    entry = state.setup.entry(car_id)
    return entry.driver or entry.design.name


def game_result(state: GameState) -> dict:
    """Survival per RULINGS P11 (alive at the end, whatever happened to the car), kills by
    credit (P9): the drivers of the cars this car's player finished. An unnamed driver (P12)
    is null, so a campaign never takes the car's id for a name."""
    setup = state.setup
    result: dict = {"format": RESULT_FORMAT, "version": RESULT_VERSION, "scenario": setup.scenario,
                    "played_on": setup.played_on}
    if setup.is_race:
        result["variant"] = setup.variant
    entries = []
    for car in state.cars:
        entry = setup.entry(car.id)
        row: dict = {"driver": entry.driver or None, "vehicle": entry.design.name,
                     "survived": car.status("driver") == OK,
                     "kills": [_result_name(state, victim) for victim in car.kills]}
        if setup.is_race:
            row["finished"] = car.position is not None
            row["position"] = car.position
        if entry.navigator is not None:
            status = car.status("navigator")
            row["navigator"] = entry.navigator
            row["navigator_survived"] = status != DEAD
            row["navigator_ejected"] = status == "ejected"
        entries.append(row)
    result["entries"] = entries
    return result


def car_summary(state: GameState, car_id: str) -> dict:
    car = state.car(car_id)
    entry = state.setup.entry(car_id)
    return {
        "car": car.id, "vehicle": entry.design.name, "driver": driver_name(state, car_id),
        "hit_points": car.hp_left, "hit_points_total": car.hit_points, "thresholds": car.thresholds,
        "components": {key: status for key, status in car.components},
        "fires": len(car.fires), "speed": car.speed, "plotted": car.plotted,
        "destroyed": car.destroyed, "out": car.out, "driver_status": car.status("driver"),
        "rerolls_left": car.rerolls_left, "nitro_charges": car.nitro_charges,
        "airborne_left": car.airborne_left, "misses_turn": car.misses_turn,
        "kills": list(car.kills), "drops_left": list(car.drops_left),
        "loss_of_control": car.loss_of_control.as_dict() if car.loss_of_control else None,
        "equipment_rerolls_used": list(car.equipment_rerolls_used),
        "moved": car.moved, "attacked": car.attacked, "laps": car.laps, "position": car.position,
    }


def winner(state: GameState) -> str | None:
    """The last car (deathmatch), the last team, the first past the line; in a Badlands
    Ambush each car lost or immobilised scores 1 for the other side, a draw goes to the
    defenders (section 10). None when nobody has won (yet)."""
    setup = state.setup
    if setup.is_race:
        return next((c.id for c in state.cars if c.position == 1), None)
    if setup.scenario == "badlands-ambush":
        return ambush.winner(state)
    live = [c for c in state.cars if c.active]
    if setup.scenario == "team":
        teams = {setup.entry(c.id).team for c in live}
        return teams.pop() if len(teams) == 1 else None
    return live[0].id if len(live) == 1 else None


def summary(state: GameState) -> dict:
    data = {"turn": state.turn, "phase": state.phase, "over": state.over,
            "to_plot": allowed.to_plot(state), "mover": state.mover, "hotspots": state.hotspots,
            "templates": [{"id": t.id, "kind": t.kind, "owner": t.owner} for t in state.templates],
            "cars": [car_summary(state, car.id) for car in state.cars]}
    if state.defences:
        data["defences"] = [
            {"id": d.id, "class": state.setup.defence(d.id).cls, "name": state.setup.defence(d.id).name,
             "hit_points": state.setup.defence(d.id).hit_points, "hp_lost": d.hp_lost, "attacked": d.attacked}
            for d in state.defences]
    if state.setup.scenario == "badlands-ambush":
        data["sides"] = {role: ambush.side_of(state, role) for role in ambush.ROLES}
        data["points"] = ambush.points(state)
    if state.over:
        data["winner"] = winner(state)
        data["result"] = game_result(state)
    return data
