"""The Car Wars crash tables' look-up in the Help window: the exact chance of each result."""

from __future__ import annotations

from garage.ui.lookups.car_wars import CrashLookups


def test_the_chances_follow_the_table_and_modifier(qtbot):
    panel = CrashLookups()
    qtbot.addWidget(panel)
    assert "30.6%" in panel.answer.text() and "Severe skid" in panel.answer.text()  # 7-8 on 2d6: 11/36
    panel.table.setCurrentIndex(panel.table.findData(2))
    panel.modifier.setValue(3)
    text = panel.answer.text()
    assert "1/1296" in text and "Major and minor fishtail, then Crash Table 1: Vaults into the air" in text


def test_the_help_window_offers_it_beside_aa2s(open_window, db_url):
    help_window = open_window(db_url).show_help()
    assert help_window.lookups.__class__.__name__ == "RuleLookups"  # A&A II's first
    assert help_window.findChildren(CrashLookups)
