"""The Matchup panel beside the A&A II car editor (issue 26), for docs/screenshots: Purple Haze
against Dogmeat at 10", with one variant kept and an extra gun added since, full size and at
1024x640 (where the report is a tab beside the Matchup: both tabs shot), light or dark. Run
under a virtual X server with a window manager, as scripts/screenshots does:

    python scripts/screenshot_matchup.py docs/screenshots [--dark]

A tool for people working on Garage: it lives outside the garage package.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from screenshot_garage import FULL, SMALL, main, save, settle, sized, start


def show_matchup(app, window) -> None:
    """The Matchup shown for Purple Haze against Dogmeat at 10", one variant kept and an extra
    gun added since (undo the edit and trigger matchup_action to put it back)."""
    from garage.rules.aa2.vehicle import Weapon

    window.list.select_key(window.document.key_for("Purple Haze"))
    window.matchup_action.trigger()
    settle(app)
    panel = window.editor.side_panel
    panel.opponent.setCurrentIndex(panel.opponent.findText("Dogmeat"))
    panel.range.setValue(10)
    panel.runner.finish()
    panel.keep.click()
    design = window.document.design(window.current)
    window.editor.edited.emit(replace(design, weapons=design.weapons + (Weapon("Machine Gun", "light", "front"),)),
                              "Add Machine Gun", "")
    panel.runner.finish()


def take(folder: Path, dark: bool) -> None:
    app, work = start(dark, "garage-screenshots-matchup-")
    from garage.storage import open_garage
    from garage.ui.main_window import MainWindow

    window = MainWindow(open_garage(str(work / "garage.sqlite")))
    window.show()
    sized(app, window, FULL)
    show_matchup(app, window)
    settle(app, 0.3)
    suffix = "-dark" if dark else ""
    save(window, folder, f"matchup{suffix}")
    sized(app, window, SMALL)  # one resize, as a window manager's: the report a tab beside the Matchup
    save(window, folder, f"matchup-1024x640{suffix}")
    window.side_dock.show_report()  # narrow, the report is the pane's other tab
    settle(app, 0.3)
    save(window, folder, f"matchup-1024x640-report{suffix}")
    window.undo_stack.setClean()
    window.close()


if __name__ == "__main__":
    sys.exit(main(shots=take))
