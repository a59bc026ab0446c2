"""Battle Cars and the Car Wars crash tables in German (issue 27): with the German catalogue
loaded, the rule sets' own words (equipment, markers, bodies, sides, the compass, the next
point's meaning, a skid's drift, the crash results and what to do about them) are said in
German on the editors, the board, the map editor, the look-ups and the crash resolver; the
players' own names stay as they wrote them. Each test plays what its English one plays."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QTabWidget

from garage.storage import open_garage
from garage.ui.boards.battle_cars import scene_point
from garage.ui.editors.battle_cars import BattleCarEditor
from garage.ui.editors.car_wars import CarWarsEditor
from garage.ui.lookups.battle_cars import BattleCarsLookups
from garage.ui.lookups.car_wars import CrashLookups
from garage.ui.tools.car_wars.resolver import CrashResolverDialog
from tests.ui.boards.test_battle_cars import act, click, screen  # noqa: F401 (a fixture)
from tests.ui.editors.test_battle_cars import HOG, show
from tests.ui.editors.test_car_wars import SHARK
from tests.ui.tools.car_wars.test_resolver import type_face


def test_the_battle_cars_editor_names_equipment_and_markers_in_german(german, open_window, db_url):
    with open_garage(db_url) as garage:
        garage.add_design(HOG)
    window = open_window(db_url)
    show(window, "Road Hog")
    panel = window.editors.currentWidget()
    assert isinstance(panel, BattleCarEditor)
    assert panel.equipment["supercharger"].text() == "Kompressor"
    assert panel.equipment["power-brakes"].text() == "Servobremsen"
    assert panel.dispensers["spikes"].text() == "Krähenfüße (3 Ladungen)"
    panel.equipment["auto-steer"].setChecked(True)
    assert window.undo_stack.undoText() == "Auto-Steer einbauen"
    panel.dispensers["oil"].setChecked(False)
    assert window.undo_stack.undoText() == "Öl ausbauen"
    assert panel.weapons.toPlainText() == "Twin machine guns"  # the player's words stay theirs


def test_the_car_wars_editor_names_bodies_and_sides_in_german(german, open_window, db_url):
    with open_garage(db_url) as garage:
        garage.add_design(SHARK)
    window = open_window(db_url)
    show(window, "Sand Shark")
    panel = window.editors.currentWidget()
    assert isinstance(panel, CarWarsEditor)
    assert [panel.body.itemText(i) for i in range(panel.body.count())] == ["Auto (4 Reifen)", "Motorrad (2 Reifen)"]
    sides = [label.text() for label in panel.findChildren(QLabel) if label.buddy() in panel.armour.values()]
    assert sides == ["Vorn", "Hinten", "Links", "Rechts", "Oben", "Unten"]
    assert panel.armour["front"].accessibleName() == "Panzerung vorn"
    panel.armour["top"].setValue(12)
    assert window.undo_stack.undoText() == "Panzerung oben 12"
    panel.body.setCurrentIndex(panel.body.findData("cycle"))
    panel.body.activated.emit(panel.body.currentIndex())
    assert window.undo_stack.undoText() == "Motorrad als Karosserie"


def test_the_next_points_are_said_in_german(german, qtbot, screen):  # noqa: F811
    board = screen.board
    act(screen, {"action": "speed", "car": "hog", "speed": 3}, {"action": "speed", "car": "queen", "speed": 2})
    assert board.caption.text().endswith(": geradeaus") and "straight" not in board.caption.text()
    click(qtbot, board, (3, 2))
    right = next(p for p in board.points if (p.corner, p.side) == (90, "right"))
    assert board.tip_at(scene_point(right.at)) == "90°-Kurve rechts: sicher bis 4, kein Schleudern"


def test_the_compass_is_german_on_the_board_and_in_the_map_editor(german, qtbot, screen):  # noqa: F811
    from garage.ui.tools.battle_cars.map_editor import MapEditor

    tips = [item.toolTip() for item in screen.board.view.scene().items() if item.data(1) == "car"]
    assert any("Road Hog" in t and "auf 3,1, Richtung N" in t for t in tips), tips
    editor = MapEditor()
    qtbot.addWidget(editor)
    assert [editor.facing_box.itemText(i) for i in range(editor.facing_box.count())] == [
        "N", "NO", "O", "SO", "S", "SW", "W", "NW"]


def test_the_battle_cars_lookups_speak_german(german, qtbot):
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


def test_the_crash_results_are_said_in_german(german, qtbot):
    dialog = CrashResolverDialog()
    qtbot.addWidget(dialog)
    dialog.table.setCurrentIndex(dialog.table.findData(2))
    dialog.modifier.setValue(3)
    assert "Starkes Ausbrechen des Hecks" in dialog.odds.text()
    qtbot.mouseClick(dialog.enter_button, Qt.MouseButton.LeftButton)
    for face in (6, 6, 2, 3, 3, 1, 2, 3, 4):  # as in English: a fishtail left, then a spinout
        type_face(qtbot, dialog, face)
    text = dialog.result_text()
    assert ("Schritt 1: Crash-Tabelle 2, 6+6+3 = 15: Starkes und leichtes Ausbrechen des Hecks, dann "
            "Crash-Tabelle 1") in text
    assert "die hintere Ecke links rückt 3 Felder nach links" in text
    assert "Schritt 2: Crash-Tabelle 1, 3+3+3 = 9: Dreher" in text
    assert "Reifenschaden (je 1W): vorn links 1, vorn rechts 2, hinten links 3, hinten rechts 4." in text
    assert "um 90 Grad nach links drehen" in text
    assert "Gezieltes Feuer für den Rest des Zuges: kein gezieltes Feuer" in text
    assert "Kein weiteres gezieltes Feuer dieses Fahrzeugs in diesem Zug" in text
    assert "Crash-Tabelle 2, Würfel 1 von 2: 6" in text  # the dice and decisions, by their purpose
    for english in ("Fishtail", "fishtail", "Spinout", "tyre", "left", "Crash Table"):
        assert english not in text, english


def test_the_crash_lookup_names_the_results_in_german(german, qtbot):
    panel = CrashLookups()
    qtbot.addWidget(panel)
    panel.modifier.setValue(6)
    assert "Stellt sich quer und überschlägt sich" in panel.answer.text() and "skid" not in panel.answer.text()


def test_a_battle_cars_action_and_what_came_of_it_are_german_in_the_status_bar(german, qtbot, screen):  # noqa: F811
    """The status bar and the undo text say an action with what came of it ("fährt geradeaus -
    schleudert ..."): one sentence of the rules, not English glued around two German ones."""
    from tests.ui.boards.test_battle_cars import SHORT
    from tests.ui.play.driving import log_lines, play_line

    lines = log_lines(SHORT)
    oil = next(i for i, line in enumerate(lines) if line.get("inputs") and "oil" in line["inputs"][0]["for"])
    for line in lines[1:oil + 1]:
        play_line(qtbot, screen, line)
    said = screen.statusBar().currentMessage()
    assert "fährt geradeaus" in said and "schleudert" in said, said
    assert "skids" not in said and "moves" not in said, said
    undo = screen.undo_stack.text(screen.undo_stack.index() - 1)
    assert "schleudert" in undo and "skids" not in undo, undo


def test_the_german_battle_cars_play_window_fits_1024x640(german, qtbot, screen):  # noqa: F811
    """Beside the board, the log's button ("Wählen Sie eine Zeile, um dorthin zurückzugehen")
    and the end's three buttons in one row ("Im Feldzug festhalten...") made it 1193 px wide:
    at the start, with a line of the log chosen, and at the game's end."""
    from tests.ui.boards.test_battle_cars import SHORT
    from tests.ui.play.driving import log_lines, play_line

    def fits() -> None:
        screen.resize(1024, 640)
        qtbot.waitUntil(lambda: screen.width() <= 1024 or screen.minimumSizeHint().width() > 1024)
        assert screen.minimumSizeHint().width() <= 1024 and screen.width() <= 1024, screen.minimumSizeHint()

    fits()
    for line in log_lines(SHORT)[1:]:
        play_line(qtbot, screen, line)
    screen.log_view.setCurrentIndex(screen.log_view.model().index(1, 0))
    assert "Aktionen zurück" in screen.log_pane.back_button.text(), screen.log_pane.back_button.text()
    fits()
    assert screen.play({"action": "end_game"}), screen.problem.text()
    assert screen.result_box.isVisible()
    fits()


def test_the_crash_tables_rule_set_is_named_in_german(german, qtbot, open_window, db_url):
    """New Game's rule set and the look-ups' tab said "Car Wars crash tables" beside the
    scenario "Crash-Tabellen"; A&A II's and Battle Cars' names are titles, the same in German."""
    from garage.ui.play import play_menu

    window = open_window(db_url)
    dialog = play_menu.new_game_dialog(window, [])
    qtbot.addWidget(dialog)
    names = [dialog.ruleset.itemText(i) for i in range(dialog.ruleset.count())]
    assert names == ["Axles and Alloys II", "Battle Cars", "Car-Wars-Crash-Tabellen"], names
    help_window = window.show_help()
    qtbot.addWidget(help_window)
    lookups = help_window.tabs.widget(help_window.tabs.count() - 1)
    inner = lookups if isinstance(lookups, QTabWidget) else lookups.findChild(QTabWidget)
    assert [inner.tabText(i) for i in range(inner.count())][-1] == "Car-Wars-Crash-Tabellen"


def test_a_crash_tables_game_s_log_heads_its_lines_with_the_banner_s_turn(german, qtbot, tmp_path):
    """The banner says "Zug 1, Phase 3 von 5" (a Car Wars turn); the log said "Spielzug 1:",
    A&A II's game-turn."""
    from garage.resources import resource
    from garage.ui.play import engine_adapter
    from garage.ui.play.play_window import PlayWindow
    from tests.ui.play.driving import log_lines, play_line

    lines = log_lines(resource("examples", "car_wars", "crash-tables.jsonl"))
    window = PlayWindow(engine_adapter.Match.start(lines[0]["setup"], tmp_path / "crash.jsonl", "car_wars"))
    qtbot.addWidget(window)
    window.show()
    for line in lines[1:4]:
        play_line(qtbot, window, line)
    assert "Zug 1" in window.banner.text(), window.banner.text()
    log = [window.log_pane.model.index(row, 0).data() for row in range(1, window.log_pane.model.rowCount())]
    assert log and all(line.startswith("Zug 1: ") for line in log), log


def test_each_battle_cars_and_crash_tables_action_has_its_own_alt_letter_in_german(german, qtbot):
    """&Fahren/&Feuern, &Geschwindigkeit/&Gehen, Zug &beenden/Spiel &beenden (Battle Cars) and
    &Abfangen/&Abspringen (the crash tables) shared their Alt letters in the Actions menu."""
    from garage.resources import resource
    from garage.ui.play import engine_adapter
    from garage.ui.play.play_window import PlayWindow
    from tests.ui.play.driving import log_lines
    from tests.ui.scenarios.test_german_game_night_and_campaigns import letters

    for key, log in (("battle_cars", resource("examples", "battle_cars", "short-battle.jsonl")),
                     ("car_wars", resource("examples", "car_wars", "crash-tables.jsonl"))):
        window = PlayWindow(engine_adapter.Match.start(log_lines(log)[0]["setup"], None, key))
        qtbot.addWidget(window)
        actions = next(a.menu() for a in window.menuBar().actions() if a.text() == "A&ktionen")
        keys = letters([a.text() for a in actions.actions() if a.text()])
        assert sorted(keys) == sorted(set(keys)), (key, [a.text() for a in actions.actions()])


def test_the_battle_cars_and_car_wars_editors_alt_letters_are_not_the_menus(german, open_window, db_url):
    """In German "&Name" met the menu "A&nsicht", "&Karosserie" "&Kampagne", "Höchst&geschwindigkeit"
    "&Garage" and "Reifen &halten" "&Hilfe": Alt and the letter opened the menu, not the field."""
    from tests.ui.scenarios.test_german_game_night_and_campaigns import letters

    with open_garage(db_url) as garage:
        garage.add_design(HOG)
        garage.add_design(SHARK)
    window = open_window(db_url)
    menus = set(letters([a.text() for a in window.menuBar().actions()]))
    for name in ("Road Hog", "Sand Shark"):
        show(window, name)
        panel = window.editors.currentWidget()
        labels = letters([label.text() for label in panel.findChildren(QLabel) if label.buddy() is not None])
        assert not menus & set(labels), (name, sorted(menus & set(labels)))
        assert sorted(labels) == sorted(set(labels)), (name, labels)


def test_the_map_editor_s_file_menu_has_one_letter_each_in_german(german, qtbot):
    from garage.ui.tools.battle_cars.map_editor import MapEditor
    from tests.ui.scenarios.test_german_game_night_and_campaigns import letters

    editor = MapEditor()
    qtbot.addWidget(editor)
    for action in editor.menuBar().actions():
        keys = letters([a.text() for a in action.menu().actions() if a.text()])
        assert sorted(keys) == sorted(set(keys)), [a.text() for a in action.menu().actions()]


def test_new_game_says_a_battle_cars_game_needs_two_cars_in_german(german, qtbot, open_window, db_url):
    """New Game with one Battle Cars car said "cars: a game of Battle Cars needs two cars or
    more" in English, under German warnings."""
    from garage.ui.play import play_menu

    with open_garage(db_url) as garage:
        garage.add_design(HOG)
    window = open_window(db_url)
    dialog = play_menu.new_game_dialog(window, [])
    qtbot.addWidget(dialog)
    dialog.ruleset.setCurrentIndex(dialog.ruleset.findData("battle_cars"))
    refusals, _ = dialog.problems_now()
    assert any("zwei Autos" in r for r in map(str, refusals)) or "zwei Autos" in dialog.problems.text(), refusals
    assert "needs two cars" not in dialog.problems.text(), dialog.problems.text()
