"""Screenshots of the Car Wars crash tables for docs/screenshots: the crash resolver after a
fishtail that chains to a spinout, and the example crash-tables game on the game-night screen,
both at 1024x640. Run under a virtual X server with a window manager, as scripts/screenshots does:

    python scripts/screenshot_crash.py docs/screenshots [--dark]
"""

from __future__ import annotations

import sys
from pathlib import Path

from screenshot_garage import SMALL, main, save, settle, start


def take(folder: Path, dark: bool) -> None:
    app, work = start(dark, "garage-crash-screenshots-")
    from garage.resources import resource
    from garage.rules.play import log as play_log
    from garage.rules.play.dice import ScriptedDice
    from garage.ui.play import engine_adapter as engine
    from garage.ui.play.play_window import PlayWindow
    from garage.ui.tools.car_wars.resolver import CrashResolverDialog

    suffix = "-dark" if dark else ""
    # Crash Table 2 at +3: 6+6 a major and a minor fishtail, left; Crash Table 1: 3+3+3 a spinout
    dialog = CrashResolverDialog(dice=ScriptedDice([6, 6, 2, 3, 3, 4, 2, 6, 1]))
    dialog.table.setCurrentIndex(dialog.table.findData(2))
    dialog.modifier.setValue(3)
    dialog.speed.setValue(60)
    dialog.roll_button.click()
    dialog.resize(*SMALL)
    dialog.show()
    settle(app, 0.3)
    save(dialog, folder, f"crash-resolver{suffix}")
    dialog.close()
    dialog.deleteLater()

    lines = [{k: v for k, v in line.items() if k != "_line"}
             for line in play_log.read(resource("examples", "car_wars", "crash-tables.jsonl"))]
    match = engine.Match.start(lines[0]["setup"], work / "crash.jsonl", "car_wars")
    for line in lines[1:]:
        match.replay_line(line)
    screen = PlayWindow(match)
    screen.resize(*SMALL)
    screen.show()
    screen.refresh(reset=True)
    settle(app, 0.3)
    save(screen, folder, f"crash-tables-game{suffix}")
    screen.close()  # deletes itself on close: let it go before the application does
    settle(app, 0.2)


if __name__ == "__main__":
    sys.exit(main(shots=take))
