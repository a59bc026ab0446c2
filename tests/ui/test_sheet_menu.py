"""The garage window's record sheets (garage/ui/sheet_menu.py): the three actions in the list's
menu, a sheet for the car selected, and Export Record Sheets writes it."""

from __future__ import annotations

import pypdf

from garage.sheets import SheetOptions


def test_the_sheet_actions_are_the_selected_cars_and_export_writes_them(open_window, db_url, tmp_path):
    window = open_window(db_url)
    sheets = window.sheets
    actions = (sheets.sheets_action, sheets.preview_action, sheets.print_action)
    assert [a.shortcut().toString() for a in actions[:2]] == ["Ctrl+Shift+E", "Ctrl+Shift+P"]
    assert all(a in window.list.table.actions() for a in actions[:2])
    window.list.select_key(window.document.key_for("Dogmeat"))
    assert all(a.isEnabled() for a in actions)
    assert [e.design.name for e in sheets.entries()] == ["Dogmeat"]
    pdf = tmp_path / "dogmeat.pdf"
    assert sheets.export_sheets(str(pdf), SheetOptions())
    assert "Dogmeat" in pypdf.PdfReader(pdf).pages[0].extract_text()
