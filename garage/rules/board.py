"""A rule set's table as a grid of points, one character a point, for whoever draws it without
knowing the rule set: `garage-cli play map`, `play status --board` and the record sheet's map
page read a `BoardGrid` (RuleSet.board_grid, RuleSet.status_board) and draw its characters by
the legend."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class BoardGrid:
    name: str
    width: int
    height: int
    rows: tuple[str, ...]  # the north row first, each `width` characters, west to east
    legend: tuple[tuple[str, str], ...]  # (character, what it stands for), those the rows use
    notes: tuple[str, ...] = ()  # what the characters cannot say: the starting points, the cars

    def at(self, x: int, y: int) -> str:
        """The character of point x,y (0,0 the south-west corner)."""
        return self.rows[self.height - 1 - y][x]

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "width": self.width, "height": self.height, "rows": list(self.rows),
                "legend": dict(self.legend), "notes": list(self.notes)}


def grid_text(grid: BoardGrid) -> str:
    """The grid with its y numbers down the left (north at the top) and x numbers below, then
    the legend and the notes."""
    digits = len(str(max(grid.width, grid.height) - 1))
    lines = [f"{grid.name} ({grid.width} by {grid.height} points)"]
    for i, row in enumerate(grid.rows):
        lines.append(f"{grid.height - 1 - i:>{digits}} {row}")
    for place in range(digits - 1, -1, -1):  # x, one digit a line, the last digit last
        lines.append(" " * (digits + 1) + "".join(str(x // 10**place % 10) if x >= 10**place or place == 0 else " "
                                                  for x in range(grid.width)))
    lines.append("  ".join(f"{char} {what}" for char, what in grid.legend))
    lines.extend(grid.notes)
    return "\n".join(lines)
