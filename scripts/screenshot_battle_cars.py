"""Battle Cars as a new player meets it, for docs/screenshots (battle-cars-*.png, 1024x640,
light and dark), on a throw-away garage that starts as every new one does, with A&A II's
example cars only: New Car's Battle Cars panel and report, its record sheet (and with a map
for the table chosen, 1024x640 and full size), the look-ups and
the numbered rules text, New Game offering the example cars, a corner too fast and its skid,
resources/examples/battle_cars/short-battle.jsonl played to its ram, and its board mid-move
(also full size). Run under a virtual
X server with a window manager, as scripts/screenshots does:

    python scripts/screenshot_battle_cars.py docs/screenshots [--dark]
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent
from screenshot_garage import FULL, SMALL, main, save, settle, start
from screenshot_play import _play


def deleted(app) -> None:
    """What the dialog's own event loop does between two clicks: widgets let go are deleted
    (processEvents alone leaves them painted where they were)."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    settle(app, 0.3)


def played(screen, lines: list[dict]) -> None:
    """Each action, which the rules must allow (a refused one would leave the shots wrong)."""
    for line in lines:
        before = len(screen.match.lines())
        _play(screen, [line])
        assert len(screen.match.lines()) == before + 1, (line, screen.problem.text())


def take(folder: Path, dark: bool) -> None:
    app, work = start(dark, "garage-battle-cars-screenshots-")
    from garage.resources import resource
    from garage.rules import rulesets
    from garage.rules.play import log as play_log
    from garage.storage import open_garage
    from garage.ui.main_window import MainWindow
    from garage.ui.play import play_menu

    suffix = "-dark" if dark else ""
    window = MainWindow(open_garage(str(work / "garage.sqlite")))
    window.games_folder = work / "games"
    window.show()
    window.resize(*SMALL)
    settle(app, 0.3)

    # New Car, Battle Cars (the rule set asked for in a dialog the script answers), edited.
    window.choose_ruleset = lambda: rulesets.get("battle_cars")
    window.new_car()
    panel = window.panel_for("battle_cars")
    panel.name.setText("Rust Bucket")
    panel.name.textEdited.emit("Rust Bucket")
    panel.equipment["power-brakes"].setChecked(True)
    panel.dispensers["smoke"].setChecked(True)
    panel.weapons.setPlainText("Machine gun\nFlame thrower")
    settle(app, 0.3)
    save(window, folder, f"battle-cars-garage{suffix}")

    preview = window.preview_sheets()
    preview.resize(*SMALL)
    settle(app, 2.0)
    save(preview, folder, f"battle-cars-sheet{suffix}")
    # A map for the table, chosen in the preview: its page after the sheet.
    preview.form.board.setCurrentIndex(preview.form.board.findText("Town block"))
    for size, name in ((SMALL, "battle-cars-sheet-map"), (FULL, "battle-cars-sheet-map-full")):
        preview.resize(*size)
        settle(app, 1.0)
        preview.page.setValue(2)
        settle(app, 1.5)
        save(preview, folder, f"{name}{suffix}")
    preview.close()

    help_window = window.show_help()
    help_window.resize(*SMALL)
    help_window.tabs.setCurrentIndex(help_window.tabs.count() - 1)
    inner = help_window.tabs.currentWidget()
    inner.setCurrentIndex(next(i for i in range(inner.count()) if inner.tabText(i) == "Battle Cars"))
    settle(app, 0.5)
    save(help_window, folder, f"battle-cars-lookups{suffix}")
    help_window.close()

    # New Game on a new garage: one Battle Cars car, so the rule set's examples are offered.
    dialog = play_menu.new_game_dialog(window)
    dialog.ruleset.setCurrentIndex(dialog.ruleset.findData("battle_cars"))
    dialog.resize(*SMALL)
    dialog.show()
    deleted(app)
    save(dialog, folder, f"battle-cars-new-game{suffix}")
    dialog.examples_button.click()
    dialog.rows[0].design.setCurrentText("Road Hog")
    dialog.rows[0].id.setText("hog")
    dialog.rows[1].design.setCurrentText("Spike Queen")
    dialog.rows[1].id.setText("queen")
    dialog.rows[0].driver.setCurrentText("Ann")
    dialog.rows[1].driver.setCurrentText("Bo")
    dialog.update_problems()
    deleted(app)
    save(dialog, folder, f"battle-cars-new-game-examples{suffix}")
    setup = dialog.setup()
    dialog.close()

    # A corner too fast: Road Hog at 3, then 6, corners 90 degrees on road (safe at 4).
    screen = play_menu.start_game(window, setup, None, "battle_cars")
    screen.resize(*SMALL)
    hog, other = "hog", "queen"
    played(screen, [{"action": "speed", "car": hog, "speed": 3}, {"action": "speed", "car": other, "speed": 2}]
          + [{"action": "move", "car": hog}] * 3 + [{"action": "end_turn", "car": hog}]
          + [{"action": "move", "car": other}] * 2 + [{"action": "end_turn", "car": other}]
          + [{"action": "speed", "car": hog, "speed": 6}, {"action": "speed", "car": other, "speed": 4},
             {"action": "move", "car": hog}])
    form = screen.choose_action("move")
    form.widgets["corner"].setCurrentIndex(form.widgets["corner"].findData(90))
    form.widgets["side"].setCurrentIndex(form.widgets["side"].findData("right"))
    settle(app, 0.3)
    save(screen, folder, f"battle-cars-corner{suffix}")
    screen.play(form.action())
    settle(app, 0.3)
    save(screen, folder, f"battle-cars-skid{suffix}")
    screen.answer(8)
    screen.undo_action.trigger()
    screen.close()

    # The example game: a skid on oil, then a ram at RV8.
    lines = [{k: v for k, v in line.items() if k != "_line"}
             for line in play_log.read(resource("examples", "battle_cars", "short-battle.jsonl"))]
    screen = play_menu.start_game(window, lines[0]["setup"], None, "battle_cars")
    screen.resize(*SMALL)
    played(screen, lines[1:])
    settle(app, 0.3)
    save(screen, folder, f"battle-cars-ram{suffix}")
    screen.close()

    # The board mid-move: Road Hog has skidded on the oil in round 2; its next points are
    # marked (one a ram of Spike Queen), at the small laptop's size and full size.
    oil = next(i for i, line in enumerate(lines) if line.get("inputs") and "oil" in line["inputs"][0]["for"])
    screen = play_menu.start_game(window, lines[0]["setup"], None, "battle_cars")
    played(screen, lines[1:oil + 1])
    for size, name in ((SMALL, "battle-cars-board"), (FULL, "battle-cars-board-full")):
        screen.resize(*size)
        settle(app, 0.3)
        screen.board.view.setFocus()
        settle(app, 0.3)
        save(screen, folder, f"{name}{suffix}")
    screen.close()

    window.undo_stack.setClean()
    window.close()


if __name__ == "__main__":
    sys.exit(main(shots=take))
