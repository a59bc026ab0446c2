"""The Battle Cars map editor and New Game's board, for docs/screenshots (battle-cars-map-*.png,
light and dark): the editor on the built-in town block being changed, at 1024x640 and full size,
a figure-of-eight track in it, and New Game with the board chosen. Run under a virtual X server
with a window manager, as scripts/screenshots does:

    python scripts/screenshot_battle_cars_maps.py docs/screenshots [--dark]
"""

from __future__ import annotations

import sys
from pathlib import Path

from screenshot_garage import FULL, SMALL, main, save, settle, start


def take(folder: Path, dark: bool) -> None:
    app, work = start(dark, "garage-battle-cars-maps-screenshots-")
    import os

    os.environ["XDG_DATA_HOME"] = str(work / "data")  # the maps folder: a throw-away one
    from garage.rules.battle_cars import map as maps
    from garage.storage import open_garage
    from garage.ui.main_window import MainWindow
    from garage.ui.play import play_menu
    from garage.ui.tools.battle_cars.map_editor import MapEditor

    suffix = "-dark" if dark else ""
    window = MainWindow(open_garage(str(work / "garage.sqlite")))
    window.games_folder = work / "games"
    window.show()
    window.resize(*SMALL)
    settle(app, 0.3)

    editor = MapEditor(window)
    editor.show()
    editor.open_map(str(maps.built_in_folder() / "town-block.map.json"))
    editor.paint([(4, 10), (5, 10), (6, 10)], "tree")  # an avenue of trees, not yet saved
    editor.choose_tool("start")
    editor.facing_box.setCurrentIndex(editor.facing_box.findData("ne"))
    editor.view.setFocus()
    editor.cursor_point = (9, 9)
    editor.point_label.setText(editor.describe((9, 9)))
    for size, name in ((SMALL, "battle-cars-map-editor"), (FULL, "battle-cars-map-editor-full")):
        editor.resize(*size)
        settle(app, 0.5)
        save(editor, folder, f"{name}{suffix}")
    editor.stack.setClean()  # the avenue let go: no question before the next map opens
    editor.open_map(str(maps.built_in_folder() / "figure-of-eight.map.json"))
    editor.resize(*SMALL)
    settle(app, 0.5)
    save(editor, folder, f"battle-cars-map-eight{suffix}")
    editor.close()

    window.add_example_cars("battle_cars")
    dialog = play_menu.new_game_dialog(window, ["Road Hog", "Spike Queen", "Tin Can"])
    dialog.ruleset.setCurrentIndex(dialog.ruleset.findData("battle_cars"))
    dialog.board.setCurrentIndex(dialog.board.findText("Town block"))
    dialog.resize(*SMALL)
    dialog.show()
    settle(app, 0.5)
    save(dialog, folder, f"battle-cars-map-new-game{suffix}")
    dialog.reject()


if __name__ == "__main__":
    sys.exit(main(shots=take))
