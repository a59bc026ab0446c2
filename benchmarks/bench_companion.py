"""A change on the desktop reaching the phones (issue 25): the time from an action on the
hosting desktop to its view on screen in four pages of Debian's headless chromium, beside a bare
WebSocket server in the same event loop on the same machine (the same RFC 6455 framing, no game,
no views, no drawing):
- bare fan-out: it sends one message of the same size as the game's view to the four pages at
  once, each page parsing it (the baseline the ratio is against: the same four pages woken at
  once on the same cores);
- bare echo: a page's message sent back to it, the round trip (a floor, one page at a time).

The desktop's action is undo and redo of the last action of the short deathmatch's first turn, a
change every page is shown. Two figures for it: from the game having changed on the desktop (the
play window's `refreshed`, as the server hears it) to the last of the four pages having drawn it
(what hosting adds: the ratio that counts), and the whole, from the call of undo/redo (the
engine's undo and its synced append to the log file included, which hosting does not add to). Pages stamp the wall clock
(performance.timeOrigin + now) when the view is drawn; the host stamps time.time(): one machine,
one clock.

The four pages are two players with two devices each (a phone and a tablet on one car), each
page a browser of its own, as at a table; then the same four pages in two browsers, two pages
each: one renderer process draws a browser's two pages one after the other, so the second waits
for the first one's drawing (the bare message draws nothing), a figure kept to show that cost.
Each arrangement has its own bare baseline, measured with the same pages, interleaved.

    .venv/bin/python benchmarks/bench_companion.py [--repeat 40]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtNetwork import QHostAddress, QTcpServer
from PySide6.QtWidgets import QApplication

from benchmarks.arguments import count
from garage.companion import websocket as ws
from garage.resources import resource
from garage.rules.play import log as play_log
from garage.ui.play import companion_dialog, engine_adapter
from garage.ui.play.play_window import PlayWindow

PAGES = 4
BARE_JS = """async (port) => {
  const socket = new WebSocket("ws://127.0.0.1:" + port + "/");
  await new Promise((ok) => socket.onopen = ok);
  window.bare = {seen: 0, at: 0, back: null};
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    const at = performance.timeOrigin + performance.now();
    if (message.echo) { window.bare.back(); return; }
    window.bare.seen = message.revision;
    window.bare.at = at;
  };
  window.echo = async () => {
    const start = performance.now();
    await new Promise((ok) => { window.bare.back = ok; socket.send(JSON.stringify({echo: 1})); });
    return performance.now() - start;
  };
}"""


class Bare:
    """The baseline's server: echoes a page's message back to it; `push` sends to every page."""

    def __init__(self) -> None:
        self.server = QTcpServer()
        assert self.server.listen(QHostAddress("127.0.0.1"), 0)
        self.server.newConnection.connect(self._accept)
        self.pages: list[dict[str, Any]] = []

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            state = {"socket": self.server.nextPendingConnection(), "reader": ws.FrameReader(4096),
                     "head": bytearray(), "open": False}
            self.pages.append(state)
            state["socket"].readyRead.connect(lambda s=state: self._read(s))

    @staticmethod
    def _read(state: dict[str, Any]) -> None:
        socket = state["socket"]
        data = bytes(socket.readAll().data())
        if not state["open"]:
            state["head"] += data
            head = ws.parse_head(bytes(state["head"]))
            if head is None:
                return
            socket.write(ws.handshake(head))
            data, state["open"] = bytes(state["head"][head.size:]), True
        for opcode, payload in state["reader"].feed(data):
            if opcode == ws.TEXT:
                socket.write(ws.frame(ws.TEXT, payload))

    def push(self, message: str) -> None:
        frame = ws.text(message)
        for state in self.pages:
            state["socket"].write(frame)


def spin(until, timeout: float = 60.0) -> None:
    """Run the Qt loop until `until()` (bounded)."""
    end = time.monotonic() + timeout
    loop = QEventLoop()
    while not until():
        if time.monotonic() > end:
            raise TimeoutError("no answer in time")
        QTimer.singleShot(1, loop.quit)
        loop.exec()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=count, default=40)
    args = parser.parse_args()
    _app = QApplication.instance() or QApplication([])
    from tests.ui.play.phones import Browsers  # the tests' Playwright thread, driven from this loop

    class Bot:  # what Browsers asks of qtbot: a wait that keeps the loop running
        def waitUntil(self, done, timeout=60000):
            spin(done, timeout / 1000)

    lines = play_log.read(resource("examples", "games", "short-deathmatch.jsonl"))
    window = PlayWindow(engine_adapter.Match.start(lines[0]["setup"], Path(tempfile.mkdtemp()) / "g.jsonl"))
    for line in lines[1:8]:
        window.match.replay_line({k: v for k, v in line.items() if k != "_line"})
        window.played_elsewhere(None)
    changed: list[float] = []  # the game changed: connected before the server, so stamped before it sends
    window.refreshed.connect(lambda: changed.append(time.time() * 1000))
    server = companion_dialog.server_of(window)
    assert server is not None and server.start("127.0.0.1") is None
    bare = Bare()
    browsers = Browsers(Bot())
    try:
        def open_pages(browser: Any, devices: bool) -> list[Any]:
            """Two players, two pages on each one's car: with `devices`, each page a browser of
            its own (a phone and a tablet: the player's second device signed in with the first's
            storage, its id and car), else both in one browser (one renderer process draws both,
            one after the other, which no table of phones does)."""
            pages = []
            for car in ("haze", "helga"):
                context = browser.new_context(viewport={"width": 390, "height": 844})
                for first in (True, False):
                    if devices and not first:
                        context = browser.new_context(viewport={"width": 390, "height": 844},
                                                      storage_state=context.storage_state())
                    page = context.new_page()
                    page.goto(server.url)
                    if first:
                        page.click(f"button.car-choice[data-car='{car}']")
                    page.wait_for_selector("body[data-state='play']")
                    page.evaluate(BARE_JS, bare.server.serverPort())
                    pages.append(page)
            return pages

        med = statistics.median
        for devices in (True, False):
            bare.pages.clear()
            pages = browsers.run(lambda b, d=devices: open_pages(b, d))
            assert server.phones() == {"haze": 2, "helga": 2}, server.phones()
            spin(lambda: len(bare.pages) == PAGES)

            def stamps(expression: str, revision: int, pages: list[Any] = pages) -> list[float]:
                return browsers.run(lambda _b: [p.wait_for_function(expression, arg=revision).json_value()
                                                for p in pages])

            echo, fan_out, hosted, whole = [], [], [], []
            for i in range(args.repeat):
                echo.append(max(browsers.run(lambda _b, pages=pages: [p.evaluate("() => window.echo()")
                                                                      for p in pages])))
                changed.clear()
                start = time.time() * 1000
                (window.undo_stack.undo if i % 2 == 0 else window.undo_stack.redo)()
                arrived = stamps("r => window.garageSeen && window.garageSeen.revision >= r && window.garageSeen.at",
                                 server.revision)
                hosted.append(max(arrived) - changed[0])
                whole.append(max(arrived) - start)
                message = json.dumps({**json.loads(server.last_view), "revision": i + 1})  # the view's size
                start = time.time() * 1000
                bare.push(message)
                arrived = stamps("r => window.bare.seen >= r && window.bare.at", i + 1)
                fan_out.append(max(arrived) - start)
            if devices:
                print(f"pages: {PAGES} (two players, two devices each: a browser per page); repeats: {args.repeat}; "
                      f"view {len(server.last_view.encode())} bytes")
            else:
                print(f"the same, the {PAGES} pages in two browsers (two pages each, one renderer process "
                      f"drawing both: no table's phones share one):")
            print(f"  bare WebSocket fan-out of a message that size to the {PAGES} pages: median {med(fan_out):.2f} ms")
            print(f"  bare WebSocket echo, round trip, slowest page (a floor): median {med(echo):.2f} ms")
            print(f"  the game changed on the desktop -> the last page drew it: median {med(hosted):.2f} ms; "
                  f"ratio to the bare fan-out {med(hosted) / med(fan_out):.2f}x, "
                  f"to the echo {med(hosted) / med(echo):.2f}x")
            print(f"  undo/redo called -> the last page drew it (the engine's undo and its synced log write "
                  f"included): median {med(whole):.2f} ms; ratio to the bare fan-out {med(whole) / med(fan_out):.2f}x")
            browsers.run(lambda _b, pages=pages: [c.close() for c in {p.context for p in pages}])
            spin(lambda: server.phones() == {"haze": 0, "helga": 0})
            for car in ("haze", "helga"):
                server.hand_over(car)  # free for the next pages (new browsers: new ids)
    finally:
        browsers.close()
        server.stop()


if __name__ == "__main__":
    main()
