"""The Car Wars crash tables as a first-time player meets them, for docs/screenshots
(car-wars-*.png, 1024x640, light and dark), on a throw-away garage that starts as every new one
does: New Car (crash tables) edited in its panel with its report, the record sheet's preview,
the crash resolver rolled and with the dice typed in, New Game with the imported example car
and the new one, then a game: a severe skid, a spinout carried over phases, a roll, undo, and
the game resumed from its saved log. Run under a virtual X server with a window manager, as
scripts/screenshots does:

    python scripts/screenshot_car_wars.py docs/screenshots [--dark] [--full]

--full takes the shots at full size (1400x860) instead, to look at, with the suffix -full.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent
from screenshot_garage import FULL, SMALL, main, save, settle, start


def deleted(app) -> None:
    """What a dialog's own event loop does between two clicks: widgets let go are deleted."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    settle(app, 0.3)


def act(screen, action: dict, faces: list | None = None) -> None:
    """One action as the players would give it, its dice typed in; a decision takes the face
    given for it, or the screen's default."""
    before = len(screen.match.lines())
    assert screen.play(action), (action, screen.problem.text())
    faces = list(faces or [])
    while screen.match.pending is not None:
        request = screen.match.pending
        screen.answer(faces.pop(0) if faces else request.default)
    assert len(screen.match.lines()) == before + 1, (action, screen.problem.text())


def take(folder: Path, dark: bool) -> None:
    full = "--full" in sys.argv
    size = FULL if full else SMALL
    app, work = start(dark, "garage-car-wars-screenshots-")
    from garage.resources import resource
    from garage.rules import rulesets
    from garage.rules.play.dice import ScriptedDice
    from garage.storage import open_garage
    from garage.ui.main_window import MainWindow
    from garage.ui.play import play_menu
    from garage.ui.tools.car_wars.resolver import CrashResolverDialog

    suffix = ("-dark" if dark else "") + ("-full" if full else "")
    window = MainWindow(open_garage(str(work / "garage.sqlite")))
    window.games_folder = work / "games"
    window.show()
    window.resize(*size)
    settle(app, 0.3)

    # File > Import the example car, then New Car (crash tables; the dialog that asks is answered here).
    assert window.import_files([str(resource("examples", "car_wars", "sand-shark.car.json"))])
    window.choose_ruleset = lambda: rulesets.get("car_wars")
    window.new_car()
    panel = window.panel_for("car_wars")
    panel.name.setText("Dust Devil")
    panel.name.textEdited.emit("Dust Devil")
    panel.hc.setValue(2)
    panel.top_speed.setValue(110)
    for side, points in (("front", 25), ("back", 15), ("left", 12), ("right", 12), ("top", 5), ("bottom", 5)):
        panel.armour[side].setValue(points)
    settle(app, 0.3)
    save(window, folder, f"car-wars-car{suffix}")
    window.save()

    preview = window.preview_sheets()
    preview.resize(*size)
    settle(app, 2.0)
    save(preview, folder, f"car-wars-sheet{suffix}")
    preview.close()

    # The resolver: rolled (Crash Table 2 at +3: a double fishtail, then a spinout), then typed.
    dialog = CrashResolverDialog(window, dice=ScriptedDice([6, 6, 2, 3, 3, 4, 2, 6, 1]))
    dialog.table.setCurrentIndex(dialog.table.findData(2))
    dialog.modifier.setValue(3)
    dialog.speed.setValue(60)
    dialog.roll_button.click()
    dialog.resize(*size)
    dialog.show()
    settle(app, 0.3)
    save(dialog, folder, f"car-wars-resolver-rolled{suffix}")
    dialog.table.setCurrentIndex(dialog.table.findData(1))
    dialog.modifier.setValue(0)
    dialog.enter_button.click()
    dialog.answer(6)
    settle(app, 0.3)
    save(dialog, folder, f"car-wars-resolver-typed{suffix}")
    dialog.close()

    # New Game with the crash tables: the example car and the new one.
    dialog = play_menu.new_game_dialog(window)
    dialog.ruleset.setCurrentIndex(dialog.ruleset.findData("car_wars"))
    dialog.resize(*size)
    dialog.show()
    deleted(app)
    rows = dialog.rows
    for row, (car, ident, driver, speed) in zip(rows, (("Sand Shark", "shark", "Ann", 60),
                                                       ("Dust Devil", "devil", "Bo", 50))):
        row.design.setCurrentText(car)
        row.id.setText(ident)
        row.driver.setCurrentText(driver)
        row.speed.setValue(speed)
    dialog.update_problems()
    deleted(app)
    save(dialog, folder, f"car-wars-new-game{suffix}")
    setup = dialog.setup()
    dialog.close()

    screen = play_menu.start_game(window, setup, None, "car_wars")
    screen.resize(*size)
    # A severe skid: 4+4 on Crash Table 1.
    act(screen, {"action": "lose_control", "car": "shark", "table": 1}, [4, 4])
    settle(app, 0.3)
    save(screen, folder, f"car-wars-skid{suffix}")
    # A spinout: 5+5, a 2 for its direction (left), 1d to each tyre; then moved over two phases.
    act(screen, {"action": "lose_control", "car": "devil", "table": 1}, [5, 5, 2, 3, 1, 4, 2])
    act(screen, {"action": "move", "car": "shark"})
    act(screen, {"action": "move", "car": "devil"})
    act(screen, {"action": "next_phase"})
    act(screen, {"action": "move", "car": "devil"})
    act(screen, {"action": "recover", "car": "devil"}, ["missed"])
    settle(app, 0.3)
    save(screen, folder, f"car-wars-spinout{suffix}")
    act(screen, {"action": "next_phase"})
    # A roll: 6+6 for the shark, onto its right side first.
    form = screen.choose_action("lose_control")
    settle(app, 0.2)
    act(screen, {"action": "lose_control", "car": "shark", "table": 1}, [6, 6, "right"])
    act(screen, {"action": "move", "car": "shark"}, [3])
    settle(app, 0.3)
    save(screen, folder, f"car-wars-roll{suffix}")
    # Its occupants jump out while it rolls (line 15): the card says so, the roll goes on.
    act(screen, {"action": "jump_out", "car": "shark"})
    settle(app, 0.3)
    save(screen, folder, f"car-wars-jump-out{suffix}")
    screen.undo_action.trigger()
    screen.undo_action.trigger()
    settle(app, 0.3)
    save(screen, folder, f"car-wars-undo{suffix}")
    del form
    path = screen.match.path
    screen.close()
    settle(app, 0.3)

    games = play_menu.unfinished(window)
    from garage.ui.play.play_menu import ResumeDialog
    resume = ResumeDialog(games, window)
    resume.resize(size[0], 360)
    resume.show()
    settle(app, 0.3)
    save(resume, folder, f"car-wars-resume{suffix}")
    resume.close()
    again = play_menu.resume(window, path)
    again.resize(*size)
    settle(app, 0.3)
    save(again, folder, f"car-wars-resumed{suffix}")
    again.close()
    settle(app, 0.2)

    window.undo_stack.setClean()
    window.close()


if __name__ == "__main__":
    sys.exit(main([a for a in sys.argv[1:] if a != "--full"], shots=take))
