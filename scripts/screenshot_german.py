"""Screenshots of Garage in German for docs/screenshots: the main window with the Garage menu
open, the A&A II look-ups, the car editor over Capacity (its meter and report), the record-sheet
options and preview, a question box, the Matchup panel, the New Game dialog, the play window
mid-game (an attack's form, then its die asked for) and at its end, and the Campaign screen, full size and at
1024x640, light or dark. Run under a
virtual X server with a window manager, as scripts/screenshots does:

    python scripts/screenshot_german.py docs/screenshots [--dark]
"""

from __future__ import annotations

import os
import sys
from dataclasses import replace
from pathlib import Path

from screenshot_campaign import SIZE as CAMPAIGN_SIZE
from screenshot_campaign import fill
from screenshot_garage import FULL, SMALL, main, save, settle, sized, start
from screenshot_matchup import show_matchup
from screenshot_play import SIZE as PLAY_SIZE
from screenshot_play import _play, new_game


def take(folder: Path, dark: bool) -> None:
    os.environ["GARAGE_LANGUAGE"] = "de"
    app, work = start(dark, "garage-german-screenshots-")
    from PySide6.QtCore import QCoreApplication, QPoint

    from garage.storage import open_garage
    from garage.ui.main_window import MainWindow

    assert QCoreApplication.translate("MainWindow", "&New Car") == "&Neues Auto", \
        "no German catalogue (pyside6-lrelease missing?)"
    suffix = "-dark" if dark else ""
    url = f"sqlite:///{work / 'garage.sqlite'}"
    fill(url)  # the example campaign, for New Game's drivers and the Campaign screen
    window = MainWindow(open_garage(url))
    window.games_folder = work / "games"
    window.show()
    window.activateWindow()
    for size, name in ((FULL, "de-garage"), (SMALL, "de-garage-1024x640")):
        sized(app, window, size)
        window.list.select_key(window.document.key_for("Purple Haze"))
        settle(app, 0.3)
        save(window, folder, name + suffix)

    # The Garage menu open, grabbed with the window beneath it (a menu is a window of its own).
    sized(app, window, SMALL)
    menu = window.menuBar().actions()[0].menu()
    menu.popup(window.mapToGlobal(QPoint(0, window.menuBar().height())))
    settle(app, 0.5)
    screen = window.screen()
    top_left = window.frameGeometry().topLeft()
    shot = screen.grabWindow(0, top_left.x(), top_left.y(), window.frameGeometry().width(),
                             window.frameGeometry().height())
    path = folder / f"de-garage-menu{suffix}.png"
    shot.save(str(path))
    print(f"{path} ({shot.width()}x{shot.height()})")
    menu.close()

    help_window = window.show_help()
    help_window.tabs.setCurrentIndex(help_window.tabs.count() - 1)  # the look-ups
    for size, name in (((1000, 760), "de-lookups"), (SMALL, "de-lookups-1024x640")):
        help_window.resize(*size)
        settle(app, 0.3)
        save(help_window, folder, name + suffix)
    help_window.close()

    # The car editor over Capacity: one Machine Gun too many, its problem chosen in the report.
    from garage.rules.aa2.vehicle import Weapon

    window.list.select_key(window.document.key_for("Purple Haze"))
    design = window.document.design(window.current)
    window.editor.edited.emit(replace(design, weapons=design.weapons + (Weapon("Machine Gun", "light", "front"),)),
                              "Add Machine Gun", "")
    window.report.problems.setCurrentRow(0)
    window.select_subject("weapons/2")
    for size, name in ((FULL, "de-over-capacity"), (SMALL, "de-over-capacity-1024x640")):
        sized(app, window, size)
        save(window, folder, name + suffix)
    window.undo_stack.undo()

    # A question box, grabbed while it waits for its answer (the editor's own question).
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    def grab_question() -> None:
        box = QApplication.activeModalWidget()
        assert box is not None, "no question box came up"
        settle(app, 0.3)
        save(box, folder, "de-question" + suffix)
        box.close()

    QTimer.singleShot(300, grab_question)
    heavy = window.editor.catalogue.weight("heavy")
    window.editor.ask_standard_line(heavy.name, design.stat_line(window.editor.catalogue), heavy.standard)

    # The record sheets: the Export dialog's options, and the preview.
    from garage.sheets import SheetEntry
    from garage.ui.commands import what
    from garage.ui.sheet_dialogs import SheetOptionsDialog, saved_options

    dialog = SheetOptionsDialog(what([design]), saved_options(), window)
    dialog.form.offer([SheetEntry(design)])
    dialog.show()
    settle(app, 0.3)
    save(dialog, folder, "de-sheet-options" + suffix)
    dialog.close()
    preview = window.preview_sheets()
    assert preview is not None
    for size, name in (((1200, 820), "de-sheet-preview"), (SMALL, "de-sheet-preview-1024x640")):
        preview.resize(*size)
        settle(app, 2.0)
        save(preview, folder, name + suffix)
    preview.close()

    # The Matchup panel beside the editor, where German's longer words meet a narrow dock.
    show_matchup(app, window)
    for size, name in ((FULL, "de-matchup"), (SMALL, "de-matchup-1024x640")):
        sized(app, window, size)
        save(window, folder, name + suffix)
    window.side_dock.show_report()
    settle(app, 0.3)  # the report's rows laid out again at the tab's width
    save(window, folder, "de-matchup-1024x640-report" + suffix)
    window.side_dock.show_matchup()
    window.undo_stack.undo()
    window.matchup_action.trigger()
    _game_night(app, window, folder, suffix)
    _campaign(app, url, folder, suffix)
    window.undo_stack.setClean()
    window.close()


def _game_night(app, window, folder: Path, suffix: str) -> None:
    """New Game with campaign drivers, then short-deathmatch.jsonl played to Purple Haze's attack
    on Helga: its form filled in, then the die it asks for."""
    from garage.resources import resource
    from garage.rules.play import log as play_log
    from garage.ui.play import play_menu

    dialog = new_game(window)
    dialog.show()
    for size, name in (((1100, 760), "de-new-game"), (SMALL, "de-new-game-1024x640")):
        dialog.resize(*size)
        settle(app, 0.3)
        save(dialog, folder, name + suffix)
    dialog.close()

    lines = [{k: v for k, v in line.items() if k != "_line"}
             for line in play_log.read(resource("examples", "games", "short-deathmatch.jsonl"))]
    screen = play_menu.start_game(window, lines[0]["setup"])
    attack = next(i for i in range(30, len(lines)) if lines[i]["action"] == "attack" and lines[i]["car"] == "haze")
    _play(screen, lines[1:attack])
    form = screen.choose_action("attack")
    form.widgets["target"].setCurrentIndex(form.widgets["target"].findData("helga"))
    form.widgets["range"].setValue(lines[attack]["range"])
    for size, name in ((PLAY_SIZE, "de-play"), (SMALL, "de-play-1024x640")):
        screen.resize(*size)
        settle(app, 0.3)
        save(screen, folder, name + suffix)
    screen.play(form.action())
    screen.answer(2)
    screen.log_view.setCurrentIndex(screen.log_view.model().index(screen.undo_stack.index() - 3, 0))
    for size, name in ((PLAY_SIZE, "de-play-dice"), (SMALL, "de-play-dice-1024x640")):
        screen.resize(*size)
        settle(app, 0.3)
        save(screen, folder, name + suffix)
    screen.match.cancel()
    screen.close()

    # The game played to its end: a car destroyed, why, and the result.
    screen = play_menu.start_game(window, lines[0]["setup"])
    _play(screen, lines[1:])
    screen.resize(*SMALL)
    settle(app, 0.3)
    save(screen, folder, "de-play-end-1024x640" + suffix)
    screen.close()


def _campaign(app, url: str, folder: Path, suffix: str) -> None:
    from garage.storage import open_garage
    from garage.ui.campaign_window import CampaignWindow
    from garage.ui.operations import OpenGarage

    garage = open_garage(url)
    campaigns = CampaignWindow(OpenGarage(garage))
    campaigns.show()
    campaigns.choose_driver("Damnation Alex")
    for size, name in ((CAMPAIGN_SIZE, "de-campaign"), (SMALL, "de-campaign-1024x640")):
        sized(app, campaigns, size)
        save(campaigns, folder, name + suffix)
    campaigns.close()
    garage.close()


if __name__ == "__main__":
    sys.exit(main(shots=take))
