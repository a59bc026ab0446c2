"""Battle Cars look-ups in the Help window: a skid's SD and drift, a ram's damage by RV."""

from __future__ import annotations

from garage.ui.lookups.battle_cars import BattleCarsLookups


def test_the_lookups_follow_the_fields(qtbot):
    panel = BattleCarsLookups()
    qtbot.addWidget(panel)
    panel.why.setCurrentIndex(panel.why.findData("90"))
    panel.speed.setValue(7)
    # line 39: 90 on road safe at 4; SD 3 drifts 0-2 (the table), 25% on a d8 (7 or 8)
    assert panel.skid_answer.text() == "Safe at 4: SD 3: drifts 0-2 (25% it drifts at all), 0 damage to every tyre"
    panel.as_example.setChecked(True)  # line 52: the example's 0-3
    assert "drifts 0-3 (38% it drifts at all)" in panel.skid_answer.text()
    panel.auto_steer.setChecked(True)
    panel.speed.setValue(6)
    assert panel.skid_answer.text() == "Safe at 6: no skid"
    panel.why.setCurrentIndex(panel.why.findData("oil"))
    panel.speed.setValue(9)
    assert panel.skid_answer.text().startswith("Oil 5 or Speed: SD 5: drifts 0-5")
    panel.rv.setValue(9)
    assert panel.ram_answer.text().startswith("RV9: 2d+1 on the d8, 3-17 damage.")
    panel.rv.setValue(1)
    assert panel.ram_answer.text().startswith("RV1: 1d-2 on the d8, 0-6 damage.")


def test_the_help_window_offers_them_beside_aa2s(open_window, db_url):
    help_window = open_window(db_url).show_help()
    assert help_window.lookups.__class__.__name__ == "RuleLookups"  # A&A II's first
    assert any(isinstance(w, BattleCarsLookups) for w in help_window.findChildren(BattleCarsLookups))


def test_the_rules_text_is_there_with_the_line_numbers_garage_cites(qtbot):
    """Every Battle Cars screen cites the text by line ("line 20", "lines 65-73"): a player in
    the Help window reads those lines, numbered, without the file at hand."""
    panel = BattleCarsLookups()
    qtbot.addWidget(panel)
    lines = panel.rules_text.toPlainText().splitlines()
    assert len(lines) == 92 and panel.rules_text.isReadOnly()
    assert lines[19] == "20  All cars must move their 1st point of Movement in the direction they were"
    assert "Oil=5 or Speed" in lines[48] and lines[48].startswith("49  ")
