"""Screenshots of the phones at the table for docs/screenshots: the Invite Players dialog (whole within a
small laptop's 1024x640) and the phone's page at 390x844 in Debian's headless
chromium, light or dark (prefers-color-scheme, with --dark): a player's own die with the exact
odds of their attack, and a player's plot form. The short deathmatch, hosted on 127.0.0.1. Run
under a virtual X server with a window manager, as scripts/screenshots does:

    python scripts/screenshot_companion.py docs/screenshots [--dark]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from screenshot_garage import SMALL, main, save, settle, start

PHONE = {"width": 390, "height": 844}


def take(folder: Path, dark: bool) -> None:
    app, work = start(dark, "garage-companion-screenshots-")
    from garage.resources import resource
    from garage.rules.play import log as play_log
    from garage.ui.play import companion_dialog, engine_adapter
    from garage.ui.play.play_window import PlayWindow
    from tests.ui.play.phones import Browsers, desktop_line

    suffix = "-dark" if dark else ""
    lines = [{k: v for k, v in line.items() if k != "_line"}
             for line in play_log.read(resource("examples", "games", "short-deathmatch.jsonl"))]
    window = PlayWindow(engine_adapter.Match.start(lines[0]["setup"], work / "game.jsonl"))
    window.resize(1280, 800)
    window.show()
    dialog = companion_dialog.invite(window)
    dialog.choose.setCurrentIndex(dialog.choose.findData(companion_dialog.LOOPBACK))
    dialog.toggle()
    server = companion_dialog.server_of(window)
    assert server is not None and server.hosting

    class Bot:  # what Browsers asks of qtbot: waits that keep this event loop running
        def waitUntil(self, done: Any, timeout: int = 60000) -> None:
            end = time.monotonic() + timeout / 1000
            while not done():
                if time.monotonic() > end:
                    raise TimeoutError("the browser did not answer")
                settle(app)

    browsers = Browsers(Bot())
    scheme = "dark" if dark else "light"

    def phone(car: str) -> Any:
        def open_page(browser: Any) -> Any:
            page = browser.new_context(viewport=PHONE, color_scheme=scheme).new_page()
            page.goto(server.url)
            page.click(f"button.car-choice[data-car='{car}']")
            page.wait_for_selector("body[data-state='play']")
            return page
        return browsers.run(open_page)

    def shot(page: Any, name: str, selector: str = "body") -> None:
        path = folder / f"{name}{suffix}.png"
        browsers.run(lambda _b: (page.wait_for_selector(selector), page.screenshot(path=str(path))))
        print(f"{path} (390x844)")

    try:
        haze, helga = phone("haze"), phone("helga")
        for line in lines[1:8]:  # the first turn, played at the desktop
            desktop_line(window, line)
        settle(app, 0.3)
        assert dialog.width() <= SMALL[0] and dialog.height() <= SMALL[1], dialog.size()  # whole on a small laptop
        save(dialog, folder, f"companion-invite{suffix}")
        # The game at a small laptop's size with the dialog over it, as the screen shows both
        # (the status bar's Invite Players... beside the game's messages).
        window.resize(*SMALL)
        window.move(0, 0)
        settle(app, 0.3)
        frame = window.frameGeometry()
        dialog.move(frame.x() + (frame.width() - dialog.frameGeometry().width()) // 2,
                    frame.y() + (frame.height() - dialog.frameGeometry().height()) // 2)
        dialog.raise_()
        settle(app, 0.5)
        screen = app.primaryScreen()
        path = folder / f"companion-invite-1024x640{suffix}.png"
        screen.grabWindow(0, frame.x(), frame.y(), frame.width(), frame.height()).save(str(path))
        print(f"{path} ({frame.width()}x{frame.height()})")
        browsers.run(lambda _b: helga.fill("form[data-action='plot'] input[name='speed']", "14"))
        shot(helga, "companion-phone-plot", "form[data-action='plot']")
        for line in lines[8:10]:
            desktop_line(window, line)
        attack = next(line for line in lines[10:] if line["action"] == "attack" and line["car"] == "haze")
        for line in lines[10:lines.index(attack)]:
            desktop_line(window, line)
        window.play({k: v for k, v in attack.items() if k != "inputs"})  # Haze's die, asked on Haze's phone
        settle(app, 0.3)
        shot(haze, "companion-phone-dice", "#request .faces")
    finally:
        browsers.close()
        server.stop()


if __name__ == "__main__":
    sys.exit(main(shots=take))
