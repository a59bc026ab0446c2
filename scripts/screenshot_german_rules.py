"""Screenshots of Battle Cars and the Car Wars crash tables in German for docs/screenshots: the
shots of screenshot_battle_cars.py and screenshot_crash.py that show the rule sets' own words
outside the play window's cards, log and forms (screenshot_german.py's play shots show those):
the Battle Cars car editor, its look-ups, the board mid-move and the crash resolver, named
de-*.png, and the crash resolver full size. Run under a virtual X server with a window manager, as
scripts/screenshots does:

    python scripts/screenshot_german_rules.py docs/screenshots [--dark]
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import screenshot_battle_cars
import screenshot_crash
from screenshot_garage import FULL, main, save, settle, start

# The shots kept (the others show no more of the rule sets' words), each as de-NAME.
KEPT = ("battle-cars-garage", "battle-cars-lookups", "battle-cars-board", "battle-cars-board-full", "crash-resolver")


def _german(widget, folder: Path, name: str) -> None:
    if name.removesuffix("-dark") in KEPT:
        save(widget, folder, "de-" + name)


def take(folder: Path, dark: bool) -> None:
    os.environ["GARAGE_LANGUAGE"] = "de"
    app, _ = start(dark, "garage-german-rules-screenshots-")
    from PySide6.QtCore import QCoreApplication

    assert QCoreApplication.translate("data", "Supercharger") == "Kompressor", "no German catalogue"
    for module in (screenshot_battle_cars, screenshot_crash):
        module.save = _german  # type: ignore[attr-defined]
        module.take(folder, dark)
    from garage.rules.play.dice import ScriptedDice
    from garage.ui.tools.car_wars.resolver import CrashResolverDialog

    # The crash resolver full size: the dice of screenshot_crash's shot.
    dialog = CrashResolverDialog(dice=ScriptedDice([6, 6, 2, 3, 3, 4, 2, 6, 1]))
    dialog.table.setCurrentIndex(dialog.table.findData(2))
    dialog.modifier.setValue(3)
    dialog.speed.setValue(60)
    dialog.roll_button.click()
    dialog.resize(*FULL)
    dialog.show()
    settle(app, 0.3)
    save(dialog, folder, "de-crash-resolver-full" + ("-dark" if dark else ""))
    dialog.close()


if __name__ == "__main__":
    sys.exit(main(shots=take))
