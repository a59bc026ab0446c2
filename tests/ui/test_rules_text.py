"""The rules text as help: every listed heading found, in order, and the PDF's running
headers gone."""

from __future__ import annotations

from PySide6.QtGui import QTextCursor

from garage.ui.rules_text import rules_html


def test_every_heading_becomes_an_anchor_in_order():
    html, headings = rules_html()
    assert len(headings) == 13 and headings[1] == "2 - VEHICLES"
    positions = [html.index(f'<a name="s{i}"></a>') for i in range(len(headings))]
    assert positions == sorted(positions)
    assert "AXLES AND ALLOYS II - 1" not in html and "AXLES AND ALLOYS II 2 - VEHICLES" not in html
    assert "Purple Haze has been built with the standard Medium weight class stat line" in html


def _document():
    from PySide6.QtGui import QTextDocument
    document = QTextDocument()
    document.setHtml(rules_html()[0])
    return document


def _tables(document):
    from PySide6.QtGui import QTextTable
    tables, block = [], document.begin()
    while block.isValid():
        table = QTextCursor(block).currentTable()
        if isinstance(table, QTextTable) and table not in tables:
            tables.append(table)
        block = block.next()
    return tables


def _cells(table) -> list[list[str]]:
    return [[table.cellAt(r, c).firstCursorPosition().block().text() for c in range(table.columns())]
            for r in range(table.rows())]


def test_the_tables_of_the_text_are_tables(qapp):
    document = _document()
    cells = [_cells(t) for t in _tables(document)]
    skids = next(c for c in cells if c[0] == ["Speed", "Skids on (d6)", "Distance skidded"])
    assert [row[:2] for row in skids[1:]] == [["13”-18”", "6"], ["19”-24”", "5,6"], ["25”+", "4,5,6"]]
    dice = next(c for c in cells if c[0] == ["Gun Class", "D6 Rolled"])
    assert dice[3] == ["Heavy", "3d6 up to 12” range, 2d6 up to 24” range, 1d6 up to 36” range"]  # across a page
    assert sum(1 for c in cells if c[0] == ["d6", "Result"]) == 2
    assert next(c for c in cells if c[0][0] == "Speed of Vehicle")[3] == ["21”+", "2d6”"]


def test_the_example_sheet_is_laid_out_line_by_line_and_examples_stand_apart(qapp):
    text = _document().toPlainText()
    assert "\nCar : Purple Haze\nDriver : Antihiro Protagonist\nRerolls : 0\n" in text
    assert "\nExamples Hirsute Helga is at the wheel of Der Bahnstormer" in text
    assert "\nOptional Rule: You can randomly create cars" in text
    # A paragraph the PDF broke across pages is whole again.
    assert "both the weapon itself and its fuel source (which, yes, is liable to explode" in text
    html, _ = rules_html()
    assert "<h3>Line Of Sight</h3>" in html


def test_the_rulings_for_players_keep_the_rulings_and_drop_the_notes_for_developers():
    from garage.resources import resource
    from garage.ui.rules_text import rulings_for_players
    text = rulings_for_players(resource("help", "RULINGS.md").read_text(encoding="utf-8"))
    assert "| D1 |" in text and "| P1 |" in text
    assert "house-rule toggle" not in text and "battle-cars-rules.txt" not in text
