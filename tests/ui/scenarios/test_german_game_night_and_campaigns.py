"""Game night and campaigns in German: with the German catalogue loaded, the New Game dialog,
the play window and the Campaign screen speak German (their Alt letters still one control
each), the rules' own words (A&A II's game night) speak German too, and without it they stay
English."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel

from garage.ui.campaign_window import CampaignWindow
from garage.ui.operations import OpenGarage
from garage.ui.play import play_menu
from tests.ui.play.driving import GAMES, log_lines

DEATHMATCH = GAMES / "short-deathmatch.jsonl"


@pytest.fixture
def window(open_window, db_url, tmp_path):
    main = open_window(db_url)
    main.games_folder = tmp_path / "games"
    return main


def letters(texts: list[str]) -> list[str]:
    return [m.group(1).lower() for t in texts if (m := re.search(r"&([^&])", t.replace("&&", "")))]


def new_game(qtbot, window):
    dialog = play_menu.new_game_dialog(window, ["Purple Haze", "Der Bahnstormer"])
    qtbot.addWidget(dialog)
    with qtbot.waitExposed(dialog):
        dialog.show()
    return dialog


def play_window(qtbot, window):
    screen = play_menu.start_game(window, log_lines(DEATHMATCH)[0]["setup"])
    qtbot.addWidget(screen)
    return screen


def campaign_window(qtbot, db_url):
    from garage.storage import open_garage

    garage = open_garage(db_url)
    screen = CampaignWindow(OpenGarage(garage))
    qtbot.addWidget(screen)
    screen.show()
    return screen, garage


def test_the_new_game_dialog_speaks_german(german, qtbot, window):
    dialog = new_game(qtbot, window)
    assert dialog.windowTitle() == "Neues Spiel"
    assert dialog.start_button.text() == "Spiel s&tarten" and dialog.cars_box.title() == "Autos"
    assert dialog.campaign.itemText(0) == "Keine Kampagne (nur Namen)"
    assert dialog.add_car_button.text() == "Auto &hinzufügen"
    assert "namenloser Fahrer" in dialog.problems.text()  # the dialog's own warning, in German
    assert dialog.options["doing_a_scott"].text() == "Einen Scott machen"  # the rules' words in German too
    assert dialog.groups["environment"]["night"].parent().title() == "Umweltbedingungen (Abschnitt 10)"
    texts = [w.text() for w in dialog.findChildren(QAbstractButton) if w.isVisibleTo(dialog)]
    texts += [w.text() for w in dialog.findChildren(QLabel) if w.buddy() is not None and w.isVisibleTo(dialog)]
    keys = letters(texts)
    assert sorted(keys) == sorted(set(keys)), sorted(keys)  # one control to each Alt letter in German too


def test_the_play_window_speaks_german(german, qtbot, window):
    screen = play_window(qtbot, window)
    assert screen.windowTitle().startswith("Spieleabend: ")
    assert [a.text() for a in screen.menuBar().actions()] == ["&Spiel", "&Bearbeiten", "A&ktionen", "&Ansicht"]
    assert screen.actions_box.title() == "Aktionen" and screen.log_pane.title() == "Das Spiel bisher"
    assert screen.requests.title() == "Würfel und Entscheidungen"
    assert screen.play_button.text() == "Ausspielen (Strg+Enter)"
    assert "Wartet auf" in screen.banner.text()
    assert screen.log_pane.model.index(0, 0).data() == "Aufstellung: Die Autos nehmen ihre Plätze ein"
    menu = [a.text() for a in screen.menuBar().actions()]
    panel = [b.text() for b in (*screen.requests.findChildren(QAbstractButton),
                                *screen.log_pane.findChildren(QAbstractButton), screen.play_button)]
    keys = letters(menu + panel)
    assert sorted(keys) == sorted(set(keys)), sorted(keys)


def test_a_plural_reads_right_in_german(german, qtbot, window):
    screen = play_window(qtbot, window)
    pane = screen.log_pane
    assert pane.back_button.text() == "Zeile wählen, um zurückzugehen"
    for n in (1, 2):
        assert pane.tr("Go back %n action(s) to here", "", n) == (
            "1 Aktion zurück bis hier" if n == 1 else "2 Aktionen zurück bis hier")


def test_the_campaign_window_speaks_german(german, qtbot, db_url):
    screen, garage = campaign_window(qtbot, db_url)
    try:
        assert screen.windowTitle().startswith("Kampagnen")
        assert screen.summary.text() == "Keine Kampagne gewählt"
        assert [screen.tabs.tabText(i) for i in range(screen.tabs.count())] == [
            "&Verlauf", "&Spiele", "Neu&wurf-Diagramm", "&Gedenktafel"]
        header = screen.standings_model.headerData(0, Qt.Orientation.Horizontal)
        assert header == "Fahrer"
        assert screen.new_campaign("Liga")
        assert screen.summary.text() == "0 Spiele, 0 Fahrer am Leben, 0 tot"
        assert screen.statusBar().currentMessage().startswith("Die Kampagne „Liga“ hat begonnen")
    finally:
        screen.close()
        garage.close()


def test_without_the_german_catalogue_the_same_screens_stay_english(qtbot, window, db_url):
    dialog = new_game(qtbot, window)
    assert dialog.windowTitle() == "New Game" and dialog.start_button.text() == "S&tart the game"
    screen = play_window(qtbot, window)
    assert screen.windowTitle().startswith("Game Night: ") and screen.actions_box.title() == "Actions"
    assert screen.log_pane.tr("Go back %n action(s) to here", "", 1) == "Go back 1 action to here"
    assert screen.log_pane.tr("Go back %n action(s) to here", "", 3) == "Go back 3 actions to here"
    campaigns, garage = campaign_window(qtbot, db_url)
    try:
        assert campaigns.summary.text() == "No campaign chosen"
        assert campaigns.standings_model.headerData(0, Qt.Orientation.Horizontal) == "Driver"
        assert campaigns.new_campaign("League") and campaigns.summary.text() == "0 games, 0 drivers alive, 0 dead"
    finally:
        campaigns.close()
        garage.close()


def test_every_campaign_column_header_and_tip_is_marked_for_translation():
    from garage.ui import campaign_model as m

    tables = (m.STANDINGS, m.NAVIGATORS, m.HISTORY, m.NAVIGATOR_HISTORY, m.GAMES, m.MEMORIAL)
    words = {w for table in tables for column in table for w in (column.header, column.tip) if w}
    assert words - set(m.HEADERS) == set()


def test_a_plural_string_lupdate_does_not_take_as_plural_is_named(monkeypatch, tmp_path):
    """lupdate reads QCoreApplication.translate's count as plural only when it is written out:
    such a %n string would show "%n" to everyone, so the check names it."""
    from tests.ui.test_translations import script

    source = tmp_path / "counted.py"
    source.write_text('from PySide6.QtCore import QCoreApplication\n\n\ndef words(cars):\n'
                      '    count = len(cars)\n'
                      '    return QCoreApplication.translate("Counted", "%n car(s)", "", count)\n', encoding="utf-8")
    monkeypatch.setattr(script(), "SOURCES", (str(source),))
    assert script().not_plural() == ["not a plural string (give it its count through self.tr): [Counted] '%n car(s)'"]


def test_the_map_editor_and_the_crash_resolver_speak_german(german, qtbot):
    from garage.ui.tools.battle_cars.map_editor import MapEditor
    from garage.ui.tools.car_wars.resolver import CrashResolverDialog

    editor = MapEditor()
    qtbot.addWidget(editor)
    assert editor.board.name == "Neue Karte" and "Karteneditor für Battle Cars" in editor.windowTitle()
    assert [b.text() for b in editor.tools.buttons()] == ["&Straße", "&Wiese", "&Gebäude", "B&aum", "Start&punkt",
                                                           "&Entfernen"]
    editor.paint([(2, 3), (2, 4)], "tree")
    assert editor.stack.text(0) == "Baum auf 2 Punkten"  # the undo text, its plural German's
    editor.stack.setClean()
    resolver = CrashResolverDialog()
    qtbot.addWidget(resolver)
    assert resolver.windowTitle() == "Crash-Auflöser von Car Wars"
    assert resolver.table.itemText(1) == "Crash-Tabelle 2: Ausbrechen des Hecks"


def test_the_rules_words_of_a_game_night_speak_german(german, qtbot, window):
    """A&A II's own words (garage/rules/aa2/play: the banner, cards, log, actions, forms and the
    die asked for) are Phrases: in German they read German, names stay as the players gave them."""
    from tests.ui.play.driving import play_line, screen_words

    screen = play_window(qtbot, window)
    screen.show()
    lines = log_lines(DEATHMATCH)
    assert "Spielzug 1" in screen.banner.text() and "Geschwindigkeiten planen" in screen.banner.text()
    assert "Wartet auf die Geschwindigkeiten von Purple Haze (Antihiro Protagonist)" in screen.banner.text()
    card = screen.cards["haze"].sheet.text()
    assert "Geschwindigkeit 6&quot;" in card and "Waffen: " in card and "Neuwürfe: Fahrer" in card, card
    assert screen.action_buttons["plot"].text() == "Geschwindigkeit planen"
    form = screen.forms["plot"]
    assert form.layout().labelForField(form.widgets["speed"]).text() == "Geschwindigkeit:"
    actions = next(a.menu() for a in screen.menuBar().actions() if a.text() == "A&ktionen")
    keys = letters([a.text() for a in actions.actions() if a.text()])
    assert "&Geschwindigkeit planen" in [a.text() for a in actions.actions()]
    assert sorted(keys) == sorted(set(keys)), sorted(keys)  # each action its own Alt letter in German too
    for line in lines[1:4]:
        play_line(qtbot, screen, line)
    log = [screen.log_pane.model.index(row, 0).data() for row in range(screen.log_pane.model.rowCount())]
    assert log[1] == 'Spielzug 1: Purple Haze (Antihiro Protagonist) plant 11"', log
    assert log[3].startswith('Spielzug 1: Purple Haze (Antihiro Protagonist) feuert Heavy Laser'), log
    assert "[Treffer mit Heavy Laser, Würfel 1: 2; Treffer mit Heavy Laser, Würfel 2: 4]" in log[3], log
    assert "Bewegung" in screen.banner.text() and "fährt" in screen.banner.text()
    words = screen_words(screen)
    assert any('geplant 11"' in w for w in words), words
    assert not any(w.startswith("plotted") or " plots " in w for w in words), words
    assert not screen.play({"action": "plot", "car": "haze", "speed": 5})  # refused: the cars are moving
    assert ("Geschwindigkeiten werden zu Beginn eines Spielzugs geplant, nicht in der Phase Bewegung"
            in screen.problem.text()), screen.problem.text()
    assert not screen.play(lines[3])  # Purple Haze fires a second time this game-turn
    assert "haze hat in diesem Zug schon angegriffen" in screen.problem.text(), screen.problem.text()


def test_the_die_asked_for_and_a_decision_s_options_speak_german(german, qtbot, window):
    from tests.ui.play.driving import play_line

    screen = play_window(qtbot, window)
    lines = log_lines(DEATHMATCH)
    for line in lines[1:3]:
        play_line(qtbot, screen, line)
    qtbot.mouseClick(screen.action_buttons["attack"], Qt.MouseButton.LeftButton)
    from tests.ui.play.driving import fill

    fill(screen.forms["attack"], lines[3])
    qtbot.mouseClick(screen.play_button, Qt.MouseButton.LeftButton)
    assert screen.match.pending is not None and screen.match.pending.kind == "roll"
    asked = screen.requests.purpose.text()
    assert asked == "Purple Haze (Antihiro Protagonist): einen W6 würfeln für Treffer mit Heavy Laser, Würfel 1", asked
    assert "den Wurf: Purple Haze (Antihiro Protagonist): einen W6 würfeln" in screen.banner.text()
    from garage.rules.play.inputs import Request

    offer = Request("decide", "a reroll?", "haze", question="reroll", options=("none", "driver"), default="none")
    screen.requests.show_request(offer, screen._status.card_of("haze"), words="Purple Haze: a reroll?")
    texts = [b.text() for b in screen.requests.buttons]
    assert texts[0].startswith("Behalten (kein Neuwurf)") and texts[1].startswith("Neuwurf des Fahrers, noch "), texts


def test_the_german_play_window_fits_1024x640_with_its_actions_and_a_form(german, qtbot, window):
    """The action buttons' grid takes its width from the longest titles: German ones as long as
    "Bewegt (Ende der Bewegung)" made the window 1051 px wide."""
    screen = play_window(qtbot, window)
    screen.choose_action("attack")
    screen.show()
    screen.resize(1024, 640)
    qtbot.waitUntil(lambda: screen.width() <= 1024 or screen.minimumSizeHint().width() > 1024)
    assert screen.minimumSizeHint().width() <= 1024 and screen.width() <= 1024, screen.minimumSizeHint()


def test_a_car_destroyed_says_why_and_its_systems_in_german(german, qtbot, window):
    """The end of the example deathmatch: Der Bahnstormer's fuel tank explodes. Its card, the
    log and the dice said "ZERSTÖRT: fuel tank exploded" and "Engine verloren bei 5,6", the
    engine's English reasons and the record sheet's component names among German words."""
    from tests.ui.play.driving import play_line

    screen = play_window(qtbot, window)
    for line in log_lines(DEATHMATCH)[1:]:
        play_line(qtbot, screen, line)
    assert screen.match.over
    fate = screen.cards["helga"].fate.text()
    assert "ZERSTÖRT: Tank explodiert" in fate and "fuel tank" not in fate, fate
    log = [screen.log_pane.model.index(row, 0).data() for row in range(screen.log_pane.model.rowCount())]
    last = "\n".join(log[-3:])
    assert "Motor verloren bei 5,6" in last and "Engine" not in last and "Fuel Tank" not in last, last
    assert "ist ZERSTÖRT (Tank explodiert)" in last and "exploded" not in last, last


def test_a_loss_of_control_says_its_scatter_in_german(german, qtbot, window):
    """badlands-ambush.jsonl to its 16th action: Purple Haze lost control. Its card said
    "Kontrolle verloren in Zug 2: scatter 1: move 7" towards arrow 1", the engine's English."""
    from garage.resources import resource

    text = resource("examples", "games", "badlands-ambush.jsonl").read_text().splitlines()
    window.games_folder.mkdir(parents=True, exist_ok=True)
    path = window.games_folder / "2026-12-01-badlands-ambush-1.jsonl"
    path.write_text("\n".join(text[:17]) + "\n")
    screen = play_menu.resume(window, path)
    qtbot.addWidget(screen)
    card = screen.cards["haze"].sheet.text()
    assert "Kontrolle verloren in Zug 2: Abweichung 1" in card and "towards arrow" not in card, card
    log = "\n".join(screen.log_pane.model.index(row, 0).data() for row in range(screen.log_pane.model.rowCount()))
    assert "scatter 1" not in log and "Motor verloren bei 6" in log and "Engine" not in log, log


def test_a_driver_s_history_names_scenarios_and_awards_in_german(german, qtbot, db_url):
    """The history's Scenario and Earned columns said "Suicide Race" and "+1 survived": the
    rules' data words, English in the German Campaign screen."""
    import sys

    from tests import ROOT

    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        from screenshot_campaign import fill
    finally:
        sys.path.remove(str(ROOT / "scripts"))
    fill(db_url)
    screen, garage = campaign_window(qtbot, db_url)
    try:
        assert screen.choose_driver("Damnation Alex")
        model = screen.history_model
        columns = {model.headerData(c, Qt.Orientation.Horizontal): c for c in range(model.columnCount())}
        rows = [[model.index(r, c).data() for c in range(model.columnCount())] for r in range(model.rowCount())]
        scenarios = [row[columns["Szenario"]] for row in rows]
        earned = [row[columns["Verdient"]] for row in rows]
        assert "Selbstmordrennen" in scenarios and "Suicide Race" not in scenarios, scenarios
        assert "+1 überlebt" in earned and not any("survived" in e for e in earned), earned
    finally:
        screen.close()
        garage.close()
