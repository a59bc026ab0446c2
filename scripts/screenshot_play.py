"""Screenshots of game night for docs/screenshots, on a throw-away garage holding the example
campaign, playing resources/examples/games/short-deathmatch.jsonl. Run under a virtual X
server with a window manager, as scripts/screenshots does:

    python scripts/screenshot_play.py docs/screenshots [--dark]
"""

from __future__ import annotations

import sys
from pathlib import Path

from screenshot_campaign import CAMPAIGN, fill
from screenshot_garage import SMALL, save, settle, start

SIZE = (1280, 800)
LARGE = (1400, 900)


def _play(screen, lines) -> None:
    """Each logged action with its own dice; an offer the log does not answer is declined."""
    for line in lines:
        screen.play(line)
        inputs = list(line.get("inputs", []))
        while screen.match.pending is not None:
            request = screen.match.pending
            given = inputs[0] if inputs else None
            if request.kind == "decide" and (given is None or given.get("decide") != request.question):
                screen.answer(request.default)
                continue
            inputs.pop(0)
            screen.answer(given["value"])


def new_game(window):
    """New Game for three cars of the example campaign, its drivers and a Lady Navigator chosen."""
    from garage.ui.play import play_menu

    dialog = play_menu.new_game_dialog(window, ["Purple Haze", "Queen Bee", "Dogmeat"])
    dialog.campaign.setCurrentIndex(dialog.campaign.findData(CAMPAIGN))
    dialog.rows[0].driver.setCurrentText("Alex Junior")
    dialog.rows[1].driver.setCurrentText("Hirsute Helga")
    dialog.options["lady_navigators"].setChecked(True)
    dialog.rows[1].navigator.setCurrentText("Lifer Lil")
    dialog.rows[2].driver.setCurrentText("Damnation Alex")
    return dialog


def take(folder: Path, dark: bool) -> None:
    app, work = start(dark, "garage-play-screenshots-")
    from garage.resources import resource
    from garage.rules.play import log as play_log
    from garage.storage import open_garage
    from garage.ui.main_window import MainWindow
    from garage.ui.play import play_menu

    url = f"sqlite:///{work / 'garage.sqlite'}"
    fill(url)
    window = MainWindow(open_garage(url))
    window.games_folder = work / "games"
    window.show()
    suffix = "-dark" if dark else ""

    dialog = new_game(window)
    dialog.resize(1100, 760)
    dialog.show()
    settle(app, 0.3)
    save(dialog, folder, f"play-new-game{suffix}")
    dialog.resize(*SMALL)  # the rule set chosen first, at a small laptop's size
    settle(app, 0.3)
    save(dialog, folder, f"play-new-game-1024x640{suffix}")
    dialog.close()

    lines = [{k: v for k, v in line.items() if k != "_line"}
             for line in play_log.read(resource("examples", "games", "short-deathmatch.jsonl"))]
    screen = play_menu.start_game(window, lines[0]["setup"])
    screen.resize(*SIZE)
    attack = next(i for i in range(30, len(lines)) if lines[i]["action"] == "attack" and lines[i]["car"] == "haze")
    _play(screen, lines[1:attack])
    form = screen.choose_action("attack")
    form.widgets["target"].setCurrentIndex(form.widgets["target"].findData("helga"))
    form.widgets["range"].setValue(lines[attack]["range"])
    settle(app, 0.3)
    save(screen, folder, f"play-table{suffix}")
    screen.play(form.action())
    screen.answer(2)
    settle(app, 0.3)
    save(screen, folder, f"play-dice{suffix}")
    for size in (LARGE, SMALL):  # the request, its lit card and the log, at both ends of a laptop
        screen.resize(*size)
        settle(app, 0.3)
        save(screen, folder, f"play-dice-{size[0]}x{size[1]}{suffix}")
    screen.resize(*SIZE)
    screen.match.cancel()
    screen.refresh()
    # The log with three actions undone (greyed, struck through) and a line chosen to go back
    # to, and the cards with their conditions; at a large screen and a small laptop's.
    now = screen.undo_stack.index()
    screen.undo_stack.setIndex(now - 3)
    screen.log_view.setCurrentIndex(screen.log_view.model().index(now - 6, 0))
    for size, name in (((1400, 900), "1400x900"), (SMALL, "1024x640")):
        screen.resize(*size)
        settle(app, 0.3)
        screen.log_view.scrollToBottom()
        settle(app, 0.1)
        save(screen, folder, f"play-log-{name}{suffix}")
    screen.undo_stack.setIndex(now)
    screen.log_view.clearSelection()  # the line chosen above is not the end's "Go back 63 actions"
    screen.log_view.setCurrentIndex(screen.log_view.model().index(-1, 0))
    screen.resize(*SMALL)
    settle(app, 0.3)
    save(screen, folder, f"play-table-1024x640{suffix}")
    screen.set_table_layout(True)  # the game-night layout, with the form the players chose
    screen.choose_action("attack", focus=True)
    settle(app, 0.3)
    save(screen, folder, f"play-game-night-layout{suffix}")
    screen.resize(*LARGE)  # as a window opened at this size: the right pane not left scrolled from 1024x640
    screen.control_scroll.verticalScrollBar().setValue(0)
    screen.choose_action("attack", focus=True)
    settle(app, 0.3)
    save(screen, folder, f"play-game-night-layout-1400x900{suffix}")
    screen.set_table_layout(False)
    screen.apply_zoom(1.5)
    screen.resize(*SIZE)
    settle(app, 0.3)
    save(screen, folder, f"play-game-night-zoom{suffix}")
    screen.apply_zoom(1.0)
    _play(screen, lines[attack:])
    settle(app, 0.3)
    save(screen, folder, f"play-end{suffix}")
    screen.close()
    _conditions(app, window, folder, suffix)
    games = window.games_folder
    text = resource("examples", "games", "short-deathmatch.jsonl").read_text().splitlines()
    (games / "2026-12-01-deathmatch-2.jsonl").write_text("\n".join(text[:20]) + "\n")
    (games / "2026-11-28-race-1.jsonl").write_text(text[0] + "\n{\"action\": \"plot\"\n")
    resume = play_menu.ResumeDialog(play_menu.unfinished(window), window)
    resume.show()
    settle(app, 0.3)
    save(resume, folder, f"play-resume{suffix}")
    resume.close()
    window.close()


def _conditions(app, window, folder: Path, suffix: str) -> None:
    """The condition icons on the cards: badlands-ambush.jsonl after its 16th action, a car that
    lost control (the spiral) and misses a game-turn (the pause sign), at both sizes."""
    from garage.resources import resource
    from garage.ui.play import play_menu

    text = resource("examples", "games", "badlands-ambush.jsonl").read_text().splitlines()
    path = window.games_folder / "2026-12-01-badlands-ambush-1.jsonl"
    path.write_text("\n".join(text[:17]) + "\n")
    screen = play_menu.resume(window, path)
    for size in (SMALL, LARGE):
        screen.resize(*size)
        settle(app, 0.3)
        save(screen, folder, f"play-conditions-{size[0]}x{size[1]}{suffix}")
    screen.close()
    path.unlink()


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    args = [a for a in argv if not a.startswith("--")]
    folder = Path(args[0] if args else "docs/screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    take(folder, "--dark" in argv)
    return 0


if __name__ == "__main__":
    sys.exit(main())
