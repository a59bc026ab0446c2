"""The map page of a print job (`garage-cli sheet --map`): a rule set's table as its BoardGrid
(garage/rules/board.py) gives it, a square a point, to lay out the real table by. Surfaces and
obstructions are filled by what the legend calls them; any other character (a starting point's
number) is printed in its square. Coordinates run along the edges, north at the top."""

from __future__ import annotations

from reportlab.lib.colors import Color, HexColor
from reportlab.pdfgen.canvas import Canvas

from garage.rules.board import BoardGrid
from garage.sheets import fonts, style
from garage.sheets.options import SheetOptions

MARGIN = 28.0
# Fills by what the legend calls a character (its first word); grey shades in black and white.
FILLS = {"road": ("#d9dcdf", 0.88), "grass": ("#b9e3ae", 0.72), "building": ("#6b4f3a", 0.25),
         "tree": ("#2e7d32", 0.45), "wreck": ("#555555", 0.35)}


def _fill(what: str, colour: bool) -> Color:
    hex_colour, grey = FILLS[what]
    return HexColor(hex_colour) if colour else Color(grey, grey, grey)


def _around(grid: BoardGrid, legend: dict[str, str], x: int, row: int, base: str) -> str:
    """The surface under a point the grid shows by another character (a start, a car, a tree):
    that of most of the points around it."""
    near = [legend.get(grid.rows[r][c]) for r in range(max(row - 1, 0), min(row + 2, grid.height))
            for c in range(max(x - 1, 0), min(x + 2, grid.width))]
    return max(("road", "grass"), key=lambda s: (near.count(s), s == base))


def draw_board(canvas: Canvas, grid: BoardGrid, options: SheetOptions, page: tuple[float, float]) -> None:
    """One page: the title, the grid, the legend and the notes (the starting points)."""
    p = style.palette(options.colour)
    width, height = page
    legend = {char: what.split(" ")[0].strip(",") for char, what in grid.legend}
    surfaces = [legend.get(c) for row in grid.rows for c in row if legend.get(c) in ("road", "grass")]
    base = max(("road", "grass"), key=surfaces.count)  # a car's or start's square: the usual surface
    canvas.setFillColor(p.ink)
    fonts.draw(canvas, MARGIN, height - MARGIN - 16, f"{grid.name}: the table", fonts.BOLD, 18)
    fonts.draw(canvas, MARGIN, height - MARGIN - 32, f"{grid.width} by {grid.height} points; north at the top",
               fonts.REGULAR, 9)
    notes_width = 150.0
    top = height - MARGIN - 46
    cell = min((width - 2 * MARGIN - notes_width - 14) / grid.width, (top - MARGIN - 12) / grid.height)
    left = MARGIN + 14
    canvas.setLineWidth(0.4)
    canvas.setStrokeColor(p.muted)
    for row_index, row in enumerate(grid.rows):
        y = top - (row_index + 1) * cell
        for x, char in enumerate(row):
            what = legend.get(char, "")
            canvas.setFillColor(_fill(what if what in ("road", "grass") else _around(grid, legend, x, row_index, base),
                                      options.colour))
            canvas.rect(left + x * cell, y, cell, cell, stroke=1, fill=1)
            inset = cell * 0.12
            if what in ("tree", "building", "wreck"):
                canvas.setFillColor(_fill(what, options.colour))
                if what == "tree":
                    canvas.circle(left + (x + 0.5) * cell, y + cell / 2, cell / 2 - inset, stroke=0, fill=1)
                else:
                    side = cell - 2 * inset
                    canvas.rect(left + x * cell + inset, y + inset, side, side, stroke=0, fill=1)
            elif what not in ("road", "grass"):  # a starting point's number, a marker, a car
                canvas.setFillColor(p.ink)
                fonts.draw(canvas, left + (x + 0.5) * cell, y + cell * 0.3, char, fonts.BOLD,
                           max(style.SMALLEST, cell * 0.55), anchor="centre")
    size = max(style.SMALLEST, min(7.0, cell * 0.5))
    step = max(1, int(10 / cell) + 1)  # every point's number while they fit, else every few
    canvas.setFillColor(p.muted)
    for y in range(0, grid.height, step):
        fonts.draw(canvas, left - 3, top - (grid.height - y) * cell + cell * 0.3, str(y), fonts.REGULAR, size,
                   anchor="right")
    for x in range(0, grid.width, step):
        fonts.draw(canvas, left + (x + 0.5) * cell, top - grid.height * cell - size - 2, str(x), fonts.REGULAR, size,
                   anchor="centre")
    x0 = left + grid.width * cell + 14
    y = top - 10
    canvas.setFillColor(p.ink)
    fonts.draw(canvas, x0, y, "Legend", fonts.BOLD, 10)
    for char, what in grid.legend:
        y -= 13
        fonts.draw(canvas, x0, y, fonts.clip(f"{char}  {what}", fonts.REGULAR, 8, notes_width), fonts.REGULAR, 8)
    y -= 8
    for note in grid.notes:
        y -= 11
        if y < MARGIN:
            break
        fonts.draw(canvas, x0, y, fonts.clip(note, fonts.REGULAR, 8, notes_width), fonts.REGULAR, 8)
