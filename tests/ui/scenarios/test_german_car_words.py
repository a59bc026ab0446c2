"""Building a car in German: with the German catalogue loaded, the rules' own words of A&A II
(weight and weapon classes, faces, dropped weapons and equipment, the Capacity breakdown, the
problems, the look-ups' tables and the Matchup's why) read in German in the car editor, the
report, the garage list, the look-ups and the Matchup; what a player named stays as named,
and the rules still say their English to files (the report's own values)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from garage.rules.aa2.validation import validate
from garage.rules.aa2.vehicle import Design, Weapon
from garage.ui.document import GarageRow

TOO_LONG = "x" * 101


def items(combo) -> list[str]:
    return [combo.itemText(i) for i in range(combo.count())]


def test_the_car_editor_says_classes_faces_and_parts_in_german(german, open_window, db_url):
    window = open_window(db_url)
    window.list.select_key(window.document.key_for("Purple Haze"))
    editor = window.editor
    assert items(editor.weight) == ["Leicht (Kapazität 3)", "Mittel (Kapazität 4)", "Schwer (Kapazität 5)"]
    assert editor.weight.itemData(0, Qt.ItemDataRole.ToolTipRole).startswith("Kleinwagen, kleine Sportwagen")
    assert editor.stat_kind.text() == "Standardwerte für Mittel"
    assert items(editor.weapon_class) == ["Leichtes Geschütz", "Mittleres Geschütz", "Schweres Geschütz",
                                          "Flammenwerfer"]
    assert items(editor.weapon_mount) == ["Front", "Heck", "Links", "Rechts", "Drehturm"]
    table = editor.weapons_model
    assert [[table.index(row, column).data() for column in range(3)] for row in range(2)] == [
        ["Heavy Laser", "Mittleres Geschütz", "Front"], ["Light Laser", "Leichtes Geschütz", "Heck"]]
    assert "Minenwerfer" in items(editor.dropped.chooser) and "Rammplatten" in items(editor.equipment.chooser)
    chooser = editor.equipment.chooser
    tip = chooser.itemData(chooser.findData("ramplates"), Qt.ItemDataRole.ToolTipRole)
    assert tip == "1 Kapazität: +1 bei Kollisionen"
    assert editor.equipment.list.item(0).text() == "Rammplatten"
    assert editor.navigator.text().startswith("Lady Navigator (optional")
    editor.name.setText(TOO_LONG)
    editor.name.textEdited.emit(TOO_LONG)
    assert editor.name_problem.text() == "Der Name: 101 Zeichen lang; höchstens 100 sind erlaubt."


def test_the_report_says_its_breakdown_and_problems_in_german(german, qtbot):
    from garage.ui.report_panel import ReportPanel

    panel = ReportPanel()
    qtbot.addWidget(panel)
    design = Design("", "light", weapons=(Weapon("", "heavy", None), Weapon("Torch", "flamethrower", "front")),
                    dropped=("mines",), equipment=("ramplates", "heavy-ramplates"))
    report = validate(design)
    panel.show_report(report)
    lines = [panel.breakdown.topLevelItem(i).text(0) for i in range(panel.breakdown.topLevelItemCount())]
    assert lines[:5] == ["Schweres Geschütz (Schweres Geschütz): nicht einbaubar, keine Kosten",
                         "Torch (Flammenwerfer + Flammentank, Front)", "Minenwerfer (Heck)", "Rammplatten",
                         "Schwere Rammplatten"]
    said = panel.problem_messages()
    assert ("Dieses Auto belegt 6 Kapazität, aber ein Fahrzeug der Klasse Leicht hat nur 3: 3 Punkte entfernen."
            in said)
    assert "Eine Waffe (Schweres Geschütz) hat keinen Namen." in said
    assert ("Rammplatten und Schwere Rammplatten sind beide eingebaut: Bei einer Kollision zählt nur das bessere "
            "(+2).") in said
    # the report itself still says the rules' English, as files and garage-cli write it
    assert report.problems[0].message == "This car uses 6 Capacity but a Light vehicle has only 3: remove 3 points."
    assert report.capacity.items[2].item == "Mine Dropper (Rear)"


def test_the_garage_list_says_the_classes_in_german_and_filters_on_them(german, qtbot):
    from garage.ui.garage_list import ClassChooser
    from garage.ui.garage_model import WEIGHT, GarageFilter, GarageTableModel

    model = GarageTableModel()
    model.set_rows([GarageRow(1, "Purple Haze", "medium", 4, 4, True, 0),
                    GarageRow(2, "Der Bahnstormer", "light", 3, 3, True, 1)])
    assert [model.index(row, WEIGHT).data() for row in range(2)] == ["Mittel", "Leicht"]
    proxy = GarageFilter()
    proxy.setSourceModel(model)
    chooser = ClassChooser()
    qtbot.addWidget(chooser)
    chooser.fill()
    assert items(chooser)[1:4] == ["Leicht", "Mittel", "Schwer"]
    proxy.set_weight(chooser.itemData(items(chooser).index("Leicht")))
    assert [proxy.index(row, WEIGHT).data() for row in range(proxy.rowCount())] == ["Leicht"]


def test_the_look_ups_say_classes_tables_and_ranges_in_german(german, qtbot):
    from garage.ui.lookups.aa2 import RuleLookups

    lookups = RuleLookups()
    qtbot.addWidget(lookups)
    assert items(lookups.weapon_class)[:2] == ["Leichtes Geschütz", "Mittleres Geschütz"]
    lookups.target_speed.setValue(14)
    assert "(5er und 6er machen 1 Trefferpunkt)" in lookups.attack_answer.text()
    lookups.range.setValue(40)
    assert lookups.attack_answer.text() == '40" liegt außer Reichweite (größte Reichweite 12")'


def test_the_matchup_says_arcs_rules_and_why_in_german(german, qtbot, db_url):
    from garage.storage import open_garage
    from garage.ui.main_window import MainWindow

    window = MainWindow(open_garage(db_url))
    qtbot.addWidget(window)
    window.show()
    window.list.select_key(window.document.key_for("Purple Haze"))
    window.matchup_action.trigger()
    panel = window.editor.side_panel
    qtbot.waitUntil(panel.isVisible)
    assert items(panel.arc_a) == ["Front", "Heck", "Links", "Rechts"]
    assert "Einen Scott machen" in [action.text() for action in panel.options_menu.actions()]
    panel.turns.setValue(3)
    panel.duels.setValue(10)
    panel.opponent.setCurrentIndex(panel.opponent.findData("Dogmeat"))
    panel.runner.finish()
    why = panel.why.text().splitlines()
    english = panel.answers["now"].why
    assert len(why) == len(english) and why != list(english)
    german_words = ("Spielzügen aus", "% der Duelle", "Trefferpunkte je Duell", "zielt keine Waffe")
    assert all(any(words in line for words in german_words) for line in why), why


def test_the_breakdown_shows_long_german_names_whole_in_a_narrow_report(german, qtbot):
    # "Light Laser (Leichtes Geschütz)" was cut to "Light Laser (Leichtes Geschü…" at full size:
    # a line too long for the column wraps onto a second line, and its tooltip says it whole
    from PySide6.QtCore import QRect

    from garage.ui.report_panel import ReportPanel

    panel = ReportPanel()
    qtbot.addWidget(panel)
    panel.resize(260, 600)  # the report's width beside the editor and the Matchup at full size
    panel.show()
    qtbot.waitExposed(panel)
    design = Design("Purple Haze", "medium", weapons=(Weapon("Heavy Laser", "medium", "front"),
                                                      Weapon("Light Laser", "light", "rear")), equipment=("ramplates",))
    panel.show_report(validate(design))
    tree = panel.breakdown
    qtbot.waitUntil(lambda: tree.visualItemRect(tree.topLevelItem(0)).height() > 0)
    metrics = tree.fontMetrics()
    wrapped = 0
    for i in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(i)
        text, cell = item.text(0), tree.visualRect(tree.indexFromItem(item, 0))
        needed = metrics.boundingRect(QRect(0, 0, cell.width() - 8, 10_000), Qt.TextFlag.TextWordWrap, text)
        assert needed.height() <= cell.height(), text
        assert item.toolTip(0) == text
        wrapped += needed.height() > metrics.height()
    assert wrapped  # the German names are too long for one line here



def test_a_breakdown_line_with_a_word_wider_than_its_column_keeps_to_one_line(german, qtbot):
    # a word wider than the whole column (a long compound name, or the report squeezed beside
    # the Undo History) cannot wrap: wrapping cut every word ("Heav / Laser / (med"), so such a
    # line stays one, ended by an ellipsis, and its tooltip says it whole
    from garage.ui.report_panel import ReportPanel

    panel = ReportPanel()
    qtbot.addWidget(panel)
    panel.resize(260, 600)
    panel.show()
    qtbot.waitExposed(panel)
    long_name = "Donaudampfschifffahrtsgesellschaftskanone"
    design = Design("Purple Haze", "medium", weapons=(Weapon("Heavy Laser", "medium", "front"),
                                                      Weapon(long_name, "light", "rear")))
    panel.show_report(validate(design))
    tree = panel.breakdown
    wraps, stays = tree.topLevelItem(0), tree.topLevelItem(1)
    assert stays.text(0).startswith(long_name) and stays.toolTip(0) == stays.text(0)
    line = tree.fontMetrics().height()
    assert tree.fontMetrics().horizontalAdvance(long_name) > tree.columnWidth(0)
    qtbot.waitUntil(lambda: tree.visualItemRect(wraps).height() > line + 4)  # the words that fit wrap
    assert tree.visualItemRect(stays).height() < 2 * line
