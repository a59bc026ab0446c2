"""Phones at a hosted game, for the tests: a play window hosting on 127.0.0.1 only, a raw client
on a QTcpSocket (so the Qt event loop that serves it keeps running while the test waits with
qtbot.waitUntil), and real pages in Debian's headless chromium driven by Playwright on a thread of
their own (Playwright's sync API blocks the thread it runs on; the host's event loop must go on)."""

from __future__ import annotations

import base64
import itertools
import json
import os
import queue
import shutil
import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

import pytest
import shiboken6
from PySide6.QtNetwork import QHostAddress, QTcpSocket

from garage.companion import websocket as ws
from garage.rules.play import log as play_log
from garage.ui.play import companion_dialog, engine_adapter
from garage.ui.play.play_window import PlayWindow
from tests.ui.play.driving import GAMES, log_lines

DEATHMATCH = GAMES / "short-deathmatch.jsonl"
CHROMIUM = os.environ.get("GARAGE_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
WAIT = 20000  # ms: a bound on a busy machine, never a pause


def hosting(qtbot, tmp_path, path=DEATHMATCH, clock=None) -> tuple[PlayWindow, companion_dialog.CompanionServer]:
    """The setup of `path` on a play window, hosted on the loopback address. The server's clock
    (its flood allowance) is a second on for every message, whatever the machine's speed; give
    `clock` for another."""
    lines = log_lines(path)
    rules = play_log.ruleset(lines[0])
    match = engine_adapter.Match.start(lines[0]["setup"], tmp_path / "game.jsonl", rules.key)
    window = PlayWindow(match)  # deleted when closed: `close` it at the end, not qtbot.addWidget
    server = companion_dialog.server_of(window)
    assert server is not None
    server.clock = clock or itertools.count().__next__
    assert server.start("127.0.0.1") is None
    return window, server


def close(window: PlayWindow) -> None:
    """The game's window closed, if a test has not closed it already."""
    if shiboken6.isValid(window):
        window.close()


class Raw:
    """A browser as bytes: HTTP requests, a WebSocket with masked frames, the server's frames read."""

    def __init__(self, qtbot, port: int):
        self.qtbot = qtbot
        self.socket = QTcpSocket()
        self.data = bytearray()
        self.socket.readyRead.connect(lambda: self.data.extend(bytes(self.socket.readAll().data())))
        self.socket.connectToHost(QHostAddress("127.0.0.1"), port)
        # Connected, or already closed by the server (a socket over its bound).
        qtbot.waitUntil(lambda: self.socket.state() in (QTcpSocket.SocketState.ConnectedState,
                                                        QTcpSocket.SocketState.UnconnectedState), timeout=WAIT)
        self.messages: list[Any] = []
        self.closed: tuple[int, str] | None = None
        self.answers_close = True  # as a browser does: the host's Close is answered with one

    def send(self, data: bytes) -> None:
        self.socket.write(data)
        self.socket.flush()

    def gone(self) -> bool:
        return self.socket.state() == QTcpSocket.SocketState.UnconnectedState

    def http(self, request: bytes) -> bytes:
        """The whole answer (the server closes after each one)."""
        self.send(request)
        self.qtbot.waitUntil(self.gone, timeout=WAIT)
        return bytes(self.data)

    def upgrade(self) -> Raw:
        key = base64.b64encode(os.urandom(16)).decode()
        self.send(f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                  f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n".encode())
        self.qtbot.waitUntil(lambda: b"\r\n\r\n" in self.data, timeout=WAIT)
        head, _, rest = bytes(self.data).partition(b"\r\n\r\n")
        assert head.startswith(b"HTTP/1.1 101 ") and ws.accept_key(key).encode() in head
        self.data[:] = rest
        return self

    def say(self, message: Any) -> None:
        text = message if isinstance(message, str) else json.dumps(message)
        self.send(ws.masked(ws.TEXT, text.encode()))

    def _frames(self) -> None:
        while len(self.data) >= 2:
            size, at = self.data[1] & 0x7F, 2
            if size == 126:
                size, at = int.from_bytes(self.data[2:4], "big"), 4
            elif size == 127:
                size, at = int.from_bytes(self.data[2:10], "big"), 10
            if len(self.data) < at + size:
                return
            opcode, payload = self.data[0] & 0x0F, bytes(self.data[at:at + size])
            del self.data[:at + size]
            if opcode == ws.TEXT:
                self.messages.append(json.loads(payload))
            elif opcode == ws.CLOSE:
                self.closed = (int.from_bytes(payload[:2], "big"), payload[2:].decode())
                if self.answers_close:
                    self.send(ws.masked(ws.CLOSE, payload[:2]))

    def next(self, kind: str | None = None) -> Any:
        """The next message (of `kind`), waited for."""
        def ready() -> bool:
            self._frames()
            return any(kind is None or m.get("type") == kind for m in self.messages)
        self.qtbot.waitUntil(ready, timeout=WAIT)
        while True:
            message = self.messages.pop(0)
            if kind is None or message.get("type") == kind:
                return message

    def wait_closed(self) -> tuple[int, str]:
        def done() -> bool:
            self._frames()
            return self.closed is not None
        self.qtbot.waitUntil(done, timeout=WAIT)
        assert self.closed is not None
        return self.closed

    def join(self, code: str, car: str | None, client: str = "raw") -> Any:
        self.say({"type": "join", "code": code, "client": client, "car": car})
        return self.next()


def chromium_or_skip() -> None:
    if not shutil.which(CHROMIUM):
        pytest.skip(f"{CHROMIUM} is missing: scripts/setup --test installs Debian's chromium")
    pytest.importorskip("playwright.sync_api")


class Browsers:
    """Playwright on a thread of its own: `run(fn)` hands it a function of the browser, `wait`
    lets the Qt loop run until its answer comes (qtbot.waitUntil), and re-raises its error."""

    def __init__(self, qtbot):
        chromium_or_skip()
        self.qtbot = qtbot
        self.jobs: queue.Queue[tuple[Callable[[Any], Any], Future[Any]] | None] = queue.Queue()
        self.thread = threading.Thread(target=self._work, daemon=True)
        self.started: Future[Any] = Future()
        self.thread.start()
        self.wait(self.started)

    def _work(self) -> None:
        from playwright.sync_api import sync_playwright
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
                self.started.set_result(True)
                while (job := self.jobs.get()) is not None:
                    fn, done = job
                    try:
                        done.set_result(fn(browser))
                    except BaseException as exc:  # handed to the test's thread
                        done.set_exception(exc)
                browser.close()
        except BaseException as exc:
            if not self.started.done():
                self.started.set_exception(exc)

    def wait(self, future: Future[Any], timeout: int = WAIT * 3) -> Any:
        self.qtbot.waitUntil(future.done, timeout=timeout)
        return future.result()

    def run(self, fn: Callable[[Any], Any]) -> Any:
        done: Future[Any] = Future()
        self.jobs.put((fn, done))
        return self.wait(done)

    def close(self) -> None:
        self.jobs.put(None)
        self.thread.join(timeout=WAIT / 1000)


class Phone:
    """One player's page: a browser context of its own (its own storage: its own browser id)."""

    def __init__(self, browsers: Browsers, url: str, **options: Any):
        self.browsers = browsers

        def open_page(browser: Any) -> Any:
            context = browser.new_context(viewport={"width": 390, "height": 844}, **options)
            context.set_default_timeout(WAIT)
            page = context.new_page()
            page.goto(url)
            return page
        self.page = browsers.run(open_page)

    def do(self, fn: Callable[[Any], Any]) -> Any:
        return self.browsers.run(lambda _browser: fn(self.page))

    def pick(self, car: str) -> None:
        self.do(lambda page: (page.click(f"button.car-choice[data-car='{car}']"),
                              page.wait_for_selector("body[data-state='play']")))

    def revision(self) -> int:
        return int(self.do(lambda page: page.get_attribute("body", "data-revision")))


def desktop_line(window: PlayWindow, line: dict[str, Any]) -> None:
    """A logged line played on the desktop: the action, then each of its dice and decisions
    (an offer the log does not answer declined)."""
    inputs = list(line.get("inputs", []))
    assert window.play({k: v for k, v in line.items() if k != "inputs"}), window.problem.text()
    while (request := window.match.pending) is not None:
        if request.kind == "decide" and not (inputs and inputs[0].get("decide") == request.question):
            window.answer(request.default)
            continue
        given = inputs.pop(0)
        window.answer(tuple(given["value"]) if isinstance(given["value"], list) else given["value"])
    assert not inputs, inputs
