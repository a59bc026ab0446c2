"""The Battle Cars look-ups in German: the surfaces, a marker and the drift are said in German
(issue 27), as the English test sets the fields."""

from __future__ import annotations

from garage.ui.lookups.battle_cars import BattleCarsLookups
from tests.ui.scenarios.test_german_game_night_and_campaigns import german  # noqa: F401 (a fixture)


def test_the_battle_cars_lookups_speak_german(german, qtbot):  # noqa: F811
    panel = BattleCarsLookups()
    qtbot.addWidget(panel)
    assert [panel.surface.itemText(i) for i in range(panel.surface.count())] == ["Straße", "Wiese"]
    panel.why.setCurrentIndex(panel.why.findData("90"))
    panel.speed.setValue(7)
    assert panel.skid_answer.text() == ("Sicher bis 4: SD 3: driftet 0-2 (25%, dass es überhaupt driftet), "
                                        "0 Schaden an jedem Reifen")
    panel.why.setCurrentIndex(panel.why.findData("oil"))
    panel.speed.setValue(9)
    assert panel.skid_answer.text().startswith("Öl 5 oder Geschwindigkeit: SD 5: driftet 0-4")
