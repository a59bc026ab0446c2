"""A Battle Cars map or game as a BoardGrid (garage/rules/board.py): one character a point, for
`garage-cli play map`, `play status --board` and the record sheet's map page."""

from __future__ import annotations

from garage.rules.battle_cars.map import BattleMap
from garage.rules.battle_cars.play.setup import FACINGS, Point
from garage.rules.battle_cars.play.state import GameState
from garage.rules.board import BoardGrid

# What each character stands for, in the legend's order.
LEGEND = (("road", ".", "road"), ("grass", ":", "grass"), ("building", "#", "building"), ("tree", "T", "tree"),
          ("wreck", "W", "wreck"), ("oil", "o", "oil"), ("smoke", "s", "smoke"), ("spikes", "x", "spikes"),
          ("mines", "m", "mines"), ("start", "1", "starting point (its number)"), ("pedestrian", "@", "pedestrian"))
CHAR = {key: char for key, char, _ in LEGEND}
WHAT = {char: what for _, char, what in LEGEND}
# A car's character by its facing (n, ne, e, se, s, sw, w, nw): ASCII, for any terminal.
ARROWS = ("^", "/", ">", "\\", "v", ",", "<", "`")
MANY = "+"  # a starting point numbered 10 or more (the notes list them all)


def _grid(name: str, width: int, height: int, chars: dict[Point, str], base: str,
          notes: list[str], extra: tuple[tuple[str, str], ...] = ()) -> BoardGrid:
    rows = tuple("".join(chars.get((x, y), base) for x in range(width)) for y in range(height - 1, -1, -1))
    used = set("".join(rows))
    legend = [(char, what) for _, char, what in LEGEND if char in used and char in WHAT and char != "1"]
    if used & set("123456789" + MANY):
        legend.append(("1", WHAT["1"]))
    legend += [(char, what) for char, what in extra if char in used]
    return BoardGrid(name, width, height, rows, tuple(legend), tuple(notes))


def map_grid(board: BattleMap) -> BoardGrid:
    chars: dict[Point, str] = {p: CHAR[s] for p, s in board.patches}
    chars.update({t.at: CHAR[t.kind] for t in board.obstructions})
    notes = []
    for i, start in enumerate(board.starts, 1):
        chars[start.at] = str(i) if i < 10 else MANY
        notes.append(f"start {i}: {start.at[0]},{start.at[1]} facing {FACINGS[start.facing].upper()}")
    return _grid(board.name, board.width, board.height, chars, CHAR[board.surface], notes)


def game_grid(state: GameState) -> BoardGrid:
    """The table as it stands: surfaces, obstructions (a wrecked car is one), markers, and each
    car by an arrow for its facing; the notes say which car is which."""
    setup = state.setup
    chars: dict[Point, str] = {p: CHAR[s] for p, s in setup.patches}
    chars.update({m.at: CHAR[m.kind] for m in state.markers})
    chars.update({o.at: CHAR[o.kind] for o in state.obstructions})
    notes = []
    for player in state.players:
        if player.vehicle is None and player.at is not None and not player.dead:
            chars[player.at] = CHAR["pedestrian"]
            notes.append(f"@ {setup.called(player.id)}: on foot at {player.at[0]},{player.at[1]}")
    for vehicle in state.vehicles:
        if vehicle.wrecked:
            chars[vehicle.at] = CHAR["wreck"]
            notes.append(f"W {setup.called(vehicle.id)}: a Wreck at {vehicle.at[0]},{vehicle.at[1]}")
            continue
        arrow = ARROWS[vehicle.facing]
        chars[vehicle.at] = arrow
        moving = f"speed {vehicle.speed}{' reverse' if vehicle.reverse else ''}"
        notes.append(f"{arrow} {setup.called(vehicle.id)}: at {vehicle.at[0]},{vehicle.at[1]} facing "
                     f"{FACINGS[vehicle.facing].upper()}, {moving}")
    name = setup.board_name or "The table"
    cars = tuple((a, f"car facing {f.upper()}") for a, f in zip(ARROWS, FACINGS))
    return _grid(name, setup.width, setup.height, chars, CHAR[setup.surface], notes, cars)
