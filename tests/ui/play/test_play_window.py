"""The play screen: a whole logged game played through its widgets, undo and redo through the
log, dice typed and checked, odds before an attack, the end and its exports."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from garage.ui.play import engine_adapter, play_menu
from tests.ui.play.driving import GAMES, answer_inputs, fill, log_lines, play_line

DEATHMATCH = GAMES / "short-deathmatch.jsonl"


@pytest.fixture
def window(open_window, db_url, tmp_path):
    main = open_window(db_url)
    main.games_folder = tmp_path / "games"
    return main


def start(window, path=DEATHMATCH):
    lines = log_lines(path)
    return play_menu.start_game(window, lines[0]["setup"]), lines


def press(qtbot, screen, key, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    """A key on the active window, as a player at the keyboard presses it."""
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow, timeout=3000)
    qtbot.keyClick(screen.focusWidget() or screen, key, modifiers)


def cli_replay(path) -> dict:
    done = subprocess.run([sys.executable, "-m", "garage.cli", "play", "replay", str(path), "--json"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_the_short_deathmatch_played_on_screen_ends_as_its_replay(qtbot, window):
    screen, lines = start(window)
    qtbot.addWidget(screen)
    for line in lines[1:]:
        play_line(qtbot, screen, line)
    assert screen.match.over and screen.result_box.isVisible()
    assert "Winner: Purple Haze (Antihiro Protagonist)" in screen.result_text.text()
    saved = screen.match.path
    assert saved.parent == window.games_folder
    assert cli_replay(saved) == cli_replay(DEATHMATCH)
    # The log on disk is the example's, plus the reroll offers the players declined out loud
    # (and the options added to the setup line since the example was written).
    written = log_lines(saved)
    assert [{**line, "inputs": [i for i in line["inputs"] if i.get("value") != "none"]}
            for line in written[1:]] == lines[1:]
    assert written[0]["setup"]["cars"] == lines[0]["setup"]["cars"]
    assert screen.undo_stack.count() == len(lines) - 1


def test_undo_to_any_earlier_action_and_redo_what_was_undone(qtbot, window):
    screen, lines = start(window)
    for line in lines[1:12]:
        play_line(qtbot, screen, line)
    after = screen.match.status()
    press(qtbot, screen, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(screen.match.lines()) == 11
    screen.log_view.setCurrentIndex(screen.log_view.model().index(3, 0))  # the line after the 3rd action
    qtbot.mouseClick(screen.log_pane.back_button, Qt.MouseButton.LeftButton)  # "Go back 7 actions to here"
    assert len(screen.match.lines()) == 4 and log_lines(screen.match.path) == screen.match.lines()
    press(qtbot, screen, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert len(screen.match.lines()) == 5
    screen.undo_stack.setIndex(screen.undo_stack.count())
    assert screen.match.status() == after
    # Something new played after an undo: what was undone is gone.
    screen.undo_stack.setIndex(8)
    play_line(qtbot, screen, lines[9])
    assert not screen.undo_stack.canRedo() and screen.undo_stack.count() == 9


def test_a_face_that_is_no_face_of_the_die_is_refused_and_nothing_changes(qtbot, window):
    screen, lines = start(window)
    for line in lines[1:3]:
        play_line(qtbot, screen, line)
    qtbot.mouseClick(screen.action_buttons["attack"], Qt.MouseButton.LeftButton)
    fill(screen.forms["attack"], lines[3])
    qtbot.mouseClick(screen.play_button, Qt.MouseButton.LeftButton)
    assert screen.match.pending.kind == "roll" and "to hit" in screen.requests.purpose.text()
    screen.requests.face.setValidator(None)  # as if typed past the validator: still checked
    qtbot.keyClicks(screen.requests.face, "9")
    qtbot.keyClick(screen.requests.face, Qt.Key.Key_Return)
    assert "not a face" in screen.requests.problem.text() and screen.match.pending is not None
    qtbot.mouseClick(screen.requests.roll, Qt.MouseButton.LeftButton)  # Roll for me
    assert screen.requests.last.text().startswith(
        "Purple Haze (Antihiro Protagonist): roll a d6 for Heavy Laser to hit, die 1 - rolled ")


def test_the_attack_form_shows_the_odds_before_anyone_rolls(qtbot, window):
    screen, lines = start(window)
    for line in lines[1:3]:
        play_line(qtbot, screen, line)
    form = screen.choose_action("attack")
    fill(form, lines[3])
    odds = form.odds.text()
    assert odds.startswith("2 dice") and "Crosses line 1" in odds and "Crosses line 3" in odds
    form.widgets["range"].setValue(500)
    assert "out of range" in form.odds.text()


def test_plot_form_gives_the_allowed_range_and_the_skid_chance(qtbot, window):
    screen, _ = start(window)
    form = screen.forms["plot"]
    assert screen.chosen_action() == "plot"
    speed = form.widgets["speed"]
    assert (speed.minimum(), speed.maximum()) == (1, 11)  # Purple Haze from 6": DEC 5, ACC 5
    speed.setValue(11)
    assert "needs no skid check" in form.odds.text()
    form.widgets["car"].setCurrentIndex(form.widgets["car"].findData("helga"))
    assert (speed.minimum(), speed.maximum()) == (3, 10)
    screen.forms["plot"].refresh(screen.match, screen.match.status())
    for name, button in screen.action_buttons.items():
        assert button.isEnabled() == (name in ("plot", "leave", "place", "end_game", "correct")), name


def test_reroll_offers_name_what_is_spent(qtbot, window):
    screen, lines = start(window)
    for line in lines[1:3]:
        play_line(qtbot, screen, line)
    qtbot.mouseClick(screen.action_buttons["attack"], Qt.MouseButton.LeftButton)
    fill(screen.forms["attack"], lines[3])
    qtbot.mouseClick(screen.play_button, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(screen.requests.face, "2")
    qtbot.keyClick(screen.requests.face, Qt.Key.Key_Return)
    words = [b.text() for b in screen.requests.buttons]
    assert words == ["Keep it (no reroll)  (default)", "Driver's reroll, 1 left"]
    # RULINGS P4: a reroll on a to-hit die too; the offer says whose, how many are left, on what.
    assert screen.requests.purpose.text() == ("Purple Haze (Antihiro Protagonist): Antihiro Protagonist may spend "
                                              "a reroll (1 left) on the 2: Heavy Laser to hit, die 1")
    assert screen.cards["haze"].concerned and not screen.cards["helga"].concerned
    qtbot.mouseClick(screen.requests.button_for("driver"), Qt.MouseButton.LeftButton)
    assert "the reroll of the 2: Heavy Laser to hit, die 1" in screen.requests.purpose.text()


def test_the_end_exports_the_result_and_the_log(qtbot, window, tmp_path):
    screen, lines = start(window)
    for line in lines[1:]:
        play_line(qtbot, screen, line)
    result, log = tmp_path / "out.result.json", tmp_path / "out.jsonl"
    assert screen.export_result(result) and screen.export_log(log)
    done = subprocess.run([sys.executable, "-m", "garage.cli", "play", "result", str(DEATHMATCH)],
                          capture_output=True, text=True, timeout=120)
    assert result.read_text() == done.stdout
    assert log.read_text() == screen.match.path.read_text()


def test_game_night_zoom_grows_the_whole_screen(qtbot, window):
    screen, _ = start(window)
    before = screen.cards["haze"].hit_points.sizeHint()
    size = screen.centralWidget().font().pointSizeF()
    press(qtbot, screen, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert screen.centralWidget().font().pointSizeF() == pytest.approx(size * 1.25)
    assert screen.cards["haze"].hit_points.sizeHint().width() > before.width()
    screen.apply_zoom(1.0)


def test_every_action_has_its_own_key_and_a_turn_plays_from_the_keyboard(qtbot, window):
    screen, _ = start(window)
    keys = [a.text().split("&")[1][0].lower() for a in screen.menu_actions.values()]
    assert len(keys) == len(set(keys)) == len(screen.menu_actions)
    enabled = ["plot", "leave", "place", "end_game", "correct"]
    assert [n for n, a in screen.menu_actions.items() if a.isEnabled()] == enabled
    press(qtbot, screen, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)  # haze plots 6"
    press(qtbot, screen, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)  # helga plots 6"
    assert "dice-off" in screen.requests.purpose.text()
    for face in ("2", "5"):
        press(qtbot, screen, getattr(Qt.Key, f"Key_{face}"))
        press(qtbot, screen, Qt.Key.Key_Return)
        if screen.match.pending is not None and screen.match.pending.kind == "decide":
            # The reroll offered on a die below 6: Enter takes the default, keeping it.
            assert screen.focusWidget() is screen.requests.button_for("none"), screen.focusWidget()
            press(qtbot, screen, Qt.Key.Key_Return)
    assert screen.match.pending is None
    assert screen.match.status().mover == "helga" and screen.chosen_action() == "moved"
    press(qtbot, screen, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert screen.match.status().mover == "haze"
    press(qtbot, screen, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert screen.match.status().mover == "helga"


@pytest.mark.parametrize("name", ["race-to-the-finishline", "badlands-ambush"])
def test_the_other_example_games_played_on_screen_end_as_their_replays(qtbot, window, name):
    """Laps, a jump, a Lady Navigator; an ambush whose sides are rolled off before the first
    plot, a fixed defence, a collision, rerolls spent, a car leaving the table."""
    path = GAMES / f"{name}.jsonl"
    screen, lines = start(window, path)
    assert screen.match.started == (not lines[0]["inputs"])
    answer_inputs(qtbot, screen, lines[0]["inputs"])  # the setup's own dice, if any
    for line in lines[1:]:
        play_line(qtbot, screen, line)
    assert screen.match.over
    assert cli_replay(screen.match.path) == cli_replay(path)


def test_the_banner_shows_the_ambush_sides_and_the_fixed_defence(qtbot, window):
    screen, lines = start(window, GAMES / "badlands-ambush.jsonl")
    answer_inputs(qtbot, screen, lines[0]["inputs"])
    banner = screen.banner.text()
    assert "raiders attack (0), convoy defend (0)" in banner
    assert "TOW emplacement (heavy gun" in banner and "may fire" in banner


CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier


def test_undo_and_redo_reach_the_game_from_a_form_field_with_nothing_of_its_own_to_undo(qtbot, window):
    screen, _ = start(window)
    press(qtbot, screen, Qt.Key.Key_Return, CTRL)  # haze plots 6"
    assert len(screen.match.lines()) == 2
    form = screen.forms["plot"]
    for field in ("speed", "car", "reverse"):  # a spin box, a combo box, a checkbox
        form.widgets[field].setFocus()
        press(qtbot, screen, Qt.Key.Key_Z, CTRL)
        assert len(screen.match.lines()) == 1, field
        form.widgets[field].setFocus()
        press(qtbot, screen, Qt.Key.Key_Z, CTRL | SHIFT)
        assert len(screen.match.lines()) == 2, field
    press(qtbot, screen, Qt.Key.Key_Return, CTRL)  # helga plots: the dice-off asks a die
    face = screen.requests.face
    assert screen.focusWidget() is face
    press(qtbot, screen, Qt.Key.Key_2)
    press(qtbot, screen, Qt.Key.Key_Z, CTRL)  # the field's own typing is undone, not the game
    assert face.text() == "" and len(screen.match.lines()) == 2 and screen.match.pending is not None


def test_the_plot_form_opened_from_the_menu_takes_the_typed_speed(qtbot, window):
    screen, _ = start(window)
    screen.menu_actions["plot"].trigger()
    assert screen.focusWidget() is screen.forms["plot"].widgets["speed"]
    press(qtbot, screen, Qt.Key.Key_9)
    press(qtbot, screen, Qt.Key.Key_Return, CTRL)
    assert screen.match.lines()[-1]["speed"] == 9  # the 9 was lost and 6" was played


def test_tab_goes_through_the_form_before_play_it(qtbot, window):
    screen, _ = start(window)
    form = screen.forms["plot"]
    screen.action_buttons["end_game"].setFocus()  # the last action offered
    seen = []
    for _ in range(40):
        press(qtbot, screen, Qt.Key.Key_Tab)
        seen.append(screen.focusWidget())
        if seen[-1] is screen.play_button:
            break
    assert screen.play_button in seen
    assert form.widgets["car"] in seen and form.widgets["speed"] in seen, seen


def test_the_attack_form_asks_the_arc_before_the_weapons_it_decides(qtbot, window):
    screen, _ = start(window)
    form = screen.choose_action("attack")
    row = {name: form.layout().getWidgetPosition(form.widgets[name])[0] for name in ("arc", "weapons")}
    assert row["arc"] < row["weapons"]


def test_ctrl_shift_c_opens_the_campaigns_from_the_game_window(qtbot, window):
    screen, _ = start(window)
    press(qtbot, screen, Qt.Key.Key_C, CTRL | SHIFT)
    assert window.campaigns.screen is not None and window.campaigns.screen.isVisible()
    window.campaigns.screen.close()


def test_ending_the_game_asks_first(qtbot, window, dialogs):
    screen, _ = start(window)
    qtbot.mouseClick(screen.action_buttons["end_game"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(screen.play_button, Qt.MouseButton.LeftButton)
    kind, title, _ = dialogs.shown[-1]
    assert (kind, title) == ("question", "End the Game")
    assert not screen.match.over and len(screen.match.lines()) == 1  # Cancel, the default: nothing played
    dialogs.answer(QMessageBox.StandardButton.Yes)
    qtbot.mouseClick(screen.play_button, Qt.MouseButton.LeftButton)
    assert screen.match.over


def test_the_short_deathmatch_on_screen_speaks_in_names_never_in_ids_indices_or_keys(qtbot, window):
    from tests.ui.play.driving import play_line_reading, raw_words, screen_words

    screen, lines = start(window)
    qtbot.addWidget(screen)
    seen: list[str] = []
    for line in lines[1:]:
        play_line_reading(qtbot, screen, line, seen)
    assert screen.match.over
    seen += screen_words(screen)
    assert raw_words(seen, ("haze", "helga")) == []
    words = "\n".join(seen)
    assert "Purple Haze (Antihiro Protagonist)" in words and "Der Bahnstormer (Hirsute Helga)" in words
    assert "Winner: Purple Haze (Antihiro Protagonist)" in screen.result_text.text()
    # The game in the list of games to resume (a peek at its log) names its cars too.
    resume = play_menu.ResumeDialog([engine_adapter.Saved(screen.match.path, engine_adapter.Match.peek(
        screen.match.path), None)])
    qtbot.addWidget(resume)
    entries = [resume.list.item(i).text().removeprefix(screen.match.path.name) for i in range(resume.list.count())]
    assert raw_words(entries, ("haze", "helga")) == [] and "Purple Haze (Antihiro Protagonist)" in entries[0]


def test_each_die_of_the_movement_order_dice_off_names_its_car_and_lights_its_card(qtbot, window):
    screen, lines = start(window)
    for line in lines[1:9]:
        play_line(qtbot, screen, line)
    assert not any(card.concerned for card in screen.cards.values())
    qtbot.mouseClick(screen.action_buttons["plot"], Qt.MouseButton.LeftButton)
    fill(screen.forms["plot"], lines[9])  # Helga plots 14", as Purple Haze did: a dice-off
    qtbot.mouseClick(screen.play_button, Qt.MouseButton.LeftButton)
    seen = []
    while screen.match.pending is not None:
        request = screen.match.pending
        seen.append((screen.requests.purpose.text(), [c for c, card in screen.cards.items() if card.concerned]))
        if request.kind == "roll":
            qtbot.keyClicks(screen.requests.face, "2" if request.car == "haze" else "6")
            qtbot.keyClick(screen.requests.face, Qt.Key.Key_Return)
        else:
            qtbot.mouseClick(screen.requests.button_for(request.default), Qt.MouseButton.LeftButton)
    assert seen[0] == ('Purple Haze (Antihiro Protagonist): roll a d6 for the movement-order dice-off at 14"',
                       ["haze"])
    assert ('Der Bahnstormer (Hirsute Helga): roll a d6 for the movement-order dice-off at 14"', ["helga"]) in seen
    assert not any(card.concerned for card in screen.cards.values())


def test_a_refused_attack_names_the_target_not_its_id(qtbot, window):
    screen, lines = start(window)
    for line in lines[1:3]:
        play_line(qtbot, screen, line)
    qtbot.mouseClick(screen.action_buttons["attack"], Qt.MouseButton.LeftButton)
    fill(screen.forms["attack"], {**lines[3], "range": 40})
    qtbot.mouseClick(screen.play_button, Qt.MouseButton.LeftButton)
    said = screen.problem.text()
    assert 'Der Bahnstormer (Hirsute Helga) at 40&quot; is out of range' in said and "helga" not in said


# --- screen sizes --------------------------------------------------------------------------

def four_cars(window):
    """The short deathmatch's setup with four cars: its two and their twins."""
    setup = log_lines(DEATHMATCH)[0]["setup"]
    twins = [dict(car, id=car["id"] + "-2", driver=car["driver"] + " II") for car in setup["cars"]]
    return play_menu.start_game(window, dict(setup, cars=setup["cars"] + twins))


@pytest.mark.parametrize("zoom", [1.0, 1.5])
def test_at_1024x640_with_four_cars_play_it_is_on_screen_with_the_plot_form_open(qtbot, window, zoom):
    screen = four_cars(window)
    screen.apply_zoom(zoom)
    screen.resize(1024, 640)
    screen.choose_action("plot", focus=True)
    qtbot.waitUntil(lambda: screen.size().height() <= 640)
    screen.layout().activate()
    assert screen.play_button.isVisible()
    assert screen.play_button.visibleRegion().boundingRect().size() == screen.play_button.size()  # not scrolled off
    assert len(screen.cards) == 4
    for card in screen.cards.values():  # each card is there to scroll to
        screen.card_scroll.ensureWidgetVisible(card)
        assert not card.visibleRegion().isEmpty(), card.car_id
    screen.apply_zoom(1.0)


@pytest.mark.parametrize(("zoom", "width"), [(1.5, 1024), (1.75, 1024), (2.0, 1400), (2.5, 1400)])
def test_zoom_never_clips_the_right_pane(qtbot, window, zoom, width):
    """Up to 175% on a 1024 wide screen, the most zoom on 1400 (beyond, the log's title is wider)."""
    screen = four_cars(window)
    screen.resize(width, 640)
    screen.apply_zoom(zoom)
    screen.choose_action("attack")
    screen.layout().activate()
    assert screen.minimumSizeHint().width() <= width  # the window fits the screen
    controls = screen.control_scroll.widget()
    assert controls.width() >= controls.minimumSizeHint().width()
    assert screen.control_scroll.horizontalScrollBar().maximum() == 0
    screen.apply_zoom(1.0)


def reopened(window, screen):
    """The game closed and opened again, as a player does the next evening."""
    path = screen.match.path
    screen.close()
    return play_menu.resume(window, path)


def test_the_window_comes_back_where_and_as_big_as_it_was_and_on_a_screen(qtbot, window):
    from PySide6.QtGui import QGuiApplication
    screen, _ = start(window)
    screen.resize(screen.width(), 500)
    screen.move(5000, 4000)  # a second monitor, since unplugged
    again = reopened(window, screen)
    assert again.height() == 500
    frame = again.frameGeometry()
    assert any(s.availableGeometry().intersects(frame) for s in QGuiApplication.screens()), frame
    assert again.width() <= again.screen().availableGeometry().width()  # the first window's size did not fit


def test_the_window_remembers_being_maximised(qtbot, window):
    screen, _ = start(window)
    screen.showMaximized()
    qtbot.waitUntil(screen.isMaximized)
    again = reopened(window, screen)
    assert again.isMaximized()
    again.showNormal()
    again = reopened(window, again)
    assert not again.isMaximized()


def test_the_game_night_layout_shows_big_cards_and_a_form_only_when_asked_and_is_remembered(qtbot, window):
    from PySide6.QtGui import QKeySequence
    screen = four_cars(window)
    screen.resize(1024, 640)
    log_box = screen.log_view.parentWidget()
    assert not screen.table_action.isChecked() and log_box.isVisible() and screen.form_box.isVisible()
    assert screen.table_action.shortcut() == QKeySequence("Ctrl+Shift+T")
    press(qtbot, screen, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert screen.table_action.isChecked()
    cards = screen.card_scroll.widget()
    assert cards.font().pointSizeF() > screen.centralWidget().font().pointSizeF()  # cards large
    left, right = screen.body.sizes()
    assert left > right  # and most of the width
    screen.layout().activate()
    assert screen.control_scroll.horizontalScrollBar().maximum() == 0  # but not the right pane's own
    assert not log_box.isVisible()
    assert not screen.form_box.isVisible() and not screen.play_button.isVisible()  # forms on demand
    assert screen.actions_box.isVisible() and screen.requests.isVisible()
    qtbot.mouseClick(screen.action_buttons["plot"], Qt.MouseButton.LeftButton)
    assert screen.form_box.isVisible() and screen.play_button.isVisible()
    assert screen.focusWidget() is screen.forms["plot"].widgets["speed"]
    qtbot.mouseClick(screen.play_button, Qt.MouseButton.LeftButton)  # plotted: the form goes away again
    assert len(screen.match.lines()) == 2
    assert not screen.form_box.isVisible()
    again = reopened(window, screen)
    assert again.table_action.isChecked() and not again.log_view.parentWidget().isVisible()
    again.table_action.trigger()
    assert again.log_view.parentWidget().isVisible() and again.form_box.isVisible()
    assert again.card_scroll.widget().font().pointSizeF() == again.centralWidget().font().pointSizeF()


def test_a_battle_cars_game_shows_its_board_first_and_the_game_night_layout_keeps_it(qtbot, window):
    """Issue 23: the board left of the cards (one column of them beside it); the game-night
    layout gives the cards the room the right pane does not need, the board still shown."""
    from garage.resources import resource
    from garage.ui.boards.battle_cars import MIN_SIDE
    setup = log_lines(resource("examples", "battle_cars", "short-battle.jsonl"))[0]["setup"]
    screen = play_menu.start_game(window, setup, ruleset="battle_cars")
    qtbot.addWidget(screen)
    screen.resize(1024, 640)
    assert screen.body.widget(0) is screen.board and screen.board.isVisible()
    _, _, right = screen.body.sizes()
    screen.set_table_layout(True)
    now = screen.body.sizes()
    assert now[0] >= MIN_SIDE and screen.board.isVisible()
    assert now[2] == screen.control_scroll.minimumWidth() <= right
    assert screen.card_grid.columnCount() == 1
    screen.set_table_layout(False)
    assert screen.body.sizes()[0] >= MIN_SIDE and len(screen.body.sizes()) == 3


# --- forms start right -----------------------------------------------------------------------

CLASSIC = GAMES / "classic-deathmatch.jsonl"


def combo_values(combo) -> list:
    return [combo.itemData(i) for i in range(combo.count())]


def test_the_plot_form_asks_a_clock_face_only_with_the_classic_rules_and_only_the_cars_faces(qtbot, window):
    from garage.rules.aa2.play import allowed
    screen, _ = start(window)
    form = screen.forms["plot"]
    assert not form.widgets["clock"].isVisibleTo(form)
    assert "clock" not in form.action()
    screen.close()
    screen, _ = start(window, CLASSIC)
    form = screen.forms["plot"]
    assert form.widgets["clock"].isVisibleTo(form)
    faces = allowed.clock_faces(screen.match.game.state, "haze")
    assert combo_values(form.widgets["clock"]) == ["", *faces]


def test_the_plot_form_opens_on_the_next_car_to_plot_with_its_own_values_not_the_last_plots(qtbot, window):
    screen, lines = start(window, CLASSIC)
    play_line(qtbot, screen, lines[1])  # haze plots 10" and 1 o'clock
    form = screen.forms["plot"]
    car = screen.match.status().card_of("helga")
    assert form.car().car == "helga"
    assert form.widgets["clock"].currentData() == ""  # none written yet, not haze's 1 o'clock
    speed = form.widgets["speed"]
    plot_range = car.bound("plot_now")
    assert (speed.minimum(), speed.maximum()) == (plot_range["min"], plot_range["max"])
    assert speed.value() == max(plot_range["min"], min(plot_range["max"], car.bound("speed")))


def test_the_turn_form_offers_the_start_midway_and_end_of_the_move_only(qtbot, window):
    screen, lines = start(window)
    for line in lines[1:3]:
        play_line(qtbot, screen, line)
    form = screen.choose_action("turn", focus=True)
    at = form.widgets["at"]
    assert form.car().car == "haze" and at.value() == 0  # the car moving, at the start of its move
    seen = [at.value()]
    while at.value() < at.maximum():
        at.stepBy(1)
        seen.append(at.value())
    assert seen == [0, 5.5, 6, 11]  # haze's 11": start, midway (exactly or rounded up), end
    at.lineEdit().selectAll()
    qtbot.keyClicks(at, "3")
    qtbot.keyClick(at, Qt.Key.Key_Return)
    assert at.value() == 5.5  # a typed 3" is taken to the nearest point it may turn at


def _mnemonic(text: str) -> str | None:
    at = text.replace("&&", "").find("&")
    return text.replace("&&", "")[at + 1].lower() if at >= 0 else None


def test_no_two_controls_of_the_table_take_one_alt_letter(qtbot, window):
    """The dice pane's "&Enter" took Alt+E from the Edit menu: an ambiguous Alt+letter presses
    neither, it only moves the focus between them."""
    from PySide6.QtWidgets import QAbstractButton

    screen, _ = start(window)
    qtbot.addWidget(screen)
    screen.show()
    letters = [_mnemonic(a.text()) for a in screen.menuBar().actions()]
    panel = screen.requests
    letters += [_mnemonic(b.text()) for b in (*panel.findChildren(QAbstractButton), *screen.log_pane.findChildren(
        QAbstractButton), *screen.action_buttons.values(), screen.play_button)]
    taken = [letter for letter in letters if letter]
    assert len(taken) == len(set(taken)), taken


def test_with_secret_plotting_the_screen_shows_no_speed_until_every_car_has_plotted(qtbot, window):
    from tests.ui.play.driving import screen_words

    lines = log_lines(DEATHMATCH)
    setup = {**lines[0]["setup"], "options": {**lines[0]["setup"]["options"], "secret_plotting": True}}
    screen = play_menu.start_game(window, setup)
    qtbot.addWidget(screen)
    play_line(qtbot, screen, lines[1])  # Purple Haze writes down 11"
    words = screen_words(screen)
    assert not [w for w in words if '11"' in w], words
    assert any("Purple Haze (Antihiro Protagonist) has plotted" in w for w in words)
    assert any("plotted (hidden until every car has plotted)" in w for w in words)
    play_line(qtbot, screen, lines[2])  # the last speed: both are shown together
    words = screen_words(screen)
    assert any('speeds revealed: Purple Haze (Antihiro Protagonist) 11"' in w for w in words), words
    assert any('plotted 11"' in w for w in words)


def test_correct_from_the_menu_sets_what_the_table_says_in_one_logged_action_that_undoes(qtbot, window):
    from tests.ui.play.driving import screen_words

    screen, lines = start(window)
    qtbot.addWidget(screen)
    for line in lines[1:3]:
        play_line(qtbot, screen, line)
    menu = screen.menu_actions["correct"]
    assert menu.text() == "Co&rrect..." and menu.isEnabled()
    menu.trigger()
    assert screen.chosen_action() == "correct"
    form = screen.forms["correct"]
    component = form.widgets["component"]
    assert component.itemText(0) == "not given" and component.findData("engine") > 0  # the car's own, by name
    fill(form, {"car": "helga", "what": "hit_points", "value": 9})
    before = len(screen.match.lines())
    qtbot.mouseClick(screen.play_button, Qt.MouseButton.LeftButton)
    assert not screen.problem.text(), screen.problem.text()
    assert screen.match.lines()[-1] == {"action": "correct", "car": "helga", "what": "hit_points", "value": 9,
                                        "inputs": []}
    assert len(screen.match.lines()) == before + 1
    assert screen.match.status().card_of("helga").hit_points == 9
    assert any("Correction: Der Bahnstormer (Hirsute Helga) has 9 hit points left" in w for w in screen_words(screen))
    menu.trigger()
    fill(form, {"car": "helga", "what": "component", "component": "engine", "status": "damaged"})
    qtbot.mouseClick(screen.play_button, Qt.MouseButton.LeftButton)
    assert screen.match.lines()[-1]["status"] == "damaged"
    card = " ".join(t for line in screen.match.status().card_of("helga").card for t, _ in line)
    assert "Engine damaged" in card
    screen.undo_action.trigger()
    screen.undo_action.trigger()
    assert len(screen.match.lines()) == before and screen.match.status().card_of("helga").hit_points != 9
