"""Badlands Ambush (section 10): two sides, one jumps the other.

"Roll d6 for each side, the high scorer is the Attacker and the low scorer the Defender":
the setup either names the sides `attacker` and `defender`, or gives them any two names and
the engine rolls this off (a die per side, ties rolled again) before the first plot.
Defenders start at 10", attackers at 15". Each car lost (destroyed, its driver killed, off the
table) or immobilised scores 1 point for the other side; a draw goes to the defenders.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from garage.rules.aa2.play.statuses import Status

if TYPE_CHECKING:  # the setup checks its sides here, so nothing of the game is imported
    from garage.rules.aa2.play.setup import Setup
    from garage.rules.aa2.play.state import CarState, GameState
    from garage.rules.play.inputs import Inputs

ATTACKER, DEFENDER = "attacker", "defender"
ROLES = (ATTACKER, DEFENDER)


def sides(setup: Setup) -> tuple[str, ...]:
    """The two sides' names, in the order their first cars are listed."""
    return tuple(dict.fromkeys(entry.team for entry in setup.entries if entry.team is not None))


def declared(setup: Setup) -> bool:
    return set(sides(setup)) == set(ROLES)


def check(setup: Setup) -> str | None:
    """What is wrong with the sides (every car has one), or None."""
    named = sides(setup)
    if len(named) != 2:
        return f"a Badlands Ambush is for two sides, not {len(named)} ({', '.join(named)})"
    if not declared(setup) and set(named) & set(ROLES):
        return "declare both sides as attacker and defender, or give them two other names to roll off"
    return None


def roll_off(setup: Setup, inputs: Inputs) -> tuple[str, list[dict[str, Any]]]:
    """The attacking side's name, and the events of the roll-off (none when declared)."""
    if declared(setup):
        return ATTACKER, []
    first, second = sides(setup)
    events: list[dict[str, Any]] = []
    while True:
        a = inputs.roll(6, f"ambush roll-off: {first}")
        b = inputs.roll(6, f"ambush roll-off: {second}")
        events.append({"event": "ambush-roll-off", "scores": {first: a, second: b}})
        if a != b:
            break  # equal scores roll again
    attacker = first if a > b else second
    events.append({"event": "ambush-sides", ATTACKER: attacker, DEFENDER: second if attacker == first else first})
    return attacker, events


def role(setup: Setup, attacker: str | None, car_id: str) -> str:
    return ATTACKER if setup.entry(car_id).team == attacker else DEFENDER


def immobilised(car: CarState) -> bool:
    """A destroyed engine ground down to MAX 0 (section 8): the car will not move again."""
    return car.status("engine") == Status.DESTROYED and car.speed == 0 and car.engine_destroyed_turns > 0


def points(state: GameState) -> dict[str, int]:
    """Per role: 1 for each car of the other side lost or immobilised, whatever the cause."""
    scored = {ATTACKER: 0, DEFENDER: 0}
    for car in state.cars:
        if car.out is not None or immobilised(car):
            scored[DEFENDER if role(state.setup, state.attacker, car.id) == ATTACKER else ATTACKER] += 1
    return scored


def winner(state: GameState) -> str | None:
    """The winning side's name; the defenders win a draw, "as the Attackers had the burden of
    attack and the speed advantage in the first game turn"."""
    scored = points(state)
    role_won = ATTACKER if scored[ATTACKER] > scored[DEFENDER] else DEFENDER
    return side_of(state, role_won)


def side_of(state: GameState, which: str) -> str | None:
    """A role's side; the attackers' is None until the roll-off has named them."""
    first, second = sides(state.setup)
    attacker = state.attacker
    return attacker if which == ATTACKER else (second if attacker == first else first)
