"""The game a play window hosts for the phones at the table: a QTcpServer in the app's own event
loop that serves the phones' page (resources/companion/) over a minimal HTTP/1.1 GET and speaks
WebSocket on /ws (garage.companion.websocket: only QtNetwork, which PySide6-Essentials holds;
QtWebSockets is in PySide6-Addons). Every message is checked by garage.companion.protocol and
carried out on the GUI thread through the play window's own steps (play, answer, roll for me),
so a phone's die lands in the log, the undo stack and the screen as one typed on the desktop.

It listens only while hosting, on the one address chosen (never every interface), and nothing
but the game is reachable: three files and the game's socket."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket

from garage.companion import protocol
from garage.companion import websocket as ws
from garage.resources import resource
from garage.rules import rulesets
from garage.ui.play import engine_adapter as engine

if TYPE_CHECKING:
    from garage.ui.play.play_window import PlayWindow

PAGES = {"/": ("index.html", "text/html; charset=utf-8"), "/app.js": ("app.js", "text/javascript; charset=utf-8"),
         "/style.css": ("style.css", "text/css; charset=utf-8")}
SOCKET_PATH = "/ws"
# Sockets open at once, the pages' GETs in flight and heads still coming in included: a phone
# that opens connections and never finishes a request cannot hold more than these.
MAX_SOCKETS = 2 * protocol.MAX_CONNECTIONS
CLOSE_WAIT_MS = 2000  # how long a page closed by the host has to answer its Close


@dataclass
class Connection:
    socket: QTcpSocket
    number: int
    head: bytearray = field(default_factory=bytearray)
    reader: ws.FrameReader | None = None  # once upgraded
    closing: bool = False


class CompanionServer(QObject):
    """One game's server. `phones_changed`: a phone joined, left or was handed over;
    `sent`: a change went out to the phones (its revision)."""

    phones_changed = Signal()
    sent = Signal(int)

    def __init__(self, window: PlayWindow, clock: Callable[[], float] = time.monotonic):
        super().__init__(window)
        self.window = window
        self.clock = clock
        self.server: QTcpServer | None = None
        self._names = window.match.rules.car_names(window.match.setup)
        self.table = protocol.Table(self._names)
        self.connections: dict[int, Connection] = {}
        self.revision = 0
        self.last_view = ""  # the last view broadcast (benchmarks/bench_companion.py reads its size)
        self._numbers = 0
        self._request: engine.Request | None = None
        self._request_id = 0
        self._log: dict[int, tuple[dict[str, Any], rulesets.LogEntry]] = {}
        self._pages = {path: (resource("companion", name).read_bytes(), kind) for path, (name, kind) in PAGES.items()}
        window.refreshed.connect(self.changed)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)

    # --- hosting ---------------------------------------------------------------------------

    @property
    def hosting(self) -> bool:
        return self.server is not None and self.server.isListening()

    def start(self, address: str, port: int = 0) -> str | None:
        """Listen on `address` (one address, never all); the problem in words, or None."""
        self.stop()
        host = QHostAddress(address)
        if host.isNull():
            return self.tr("{address}: not an address").format(address=address)
        server = QTcpServer(self)
        server.setMaxPendingConnections(protocol.MAX_CONNECTIONS)
        if not server.listen(host, port):
            problem = self.tr("{address}:{port}: cannot listen ({reason})").format(address=address, port=port,
                                                                                   reason=server.errorString())
            server.deleteLater()
            return problem
        server.newConnection.connect(self._accept)
        self.server = server
        self.phones_changed.emit()
        return None

    def stop(self) -> None:
        """Stop listening and close every page: the phones say the host stopped."""
        server, self.server = self.server, None
        if server is not None:
            server.close()
            server.deleteLater()
        for conn in list(self.connections.values()):
            self._close(conn, ws.GOING_AWAY, "the host stopped the game's server")
        if server is not None:
            self.phones_changed.emit()

    @property
    def address(self) -> str:
        return self.server.serverAddress().toString() if self.server is not None else ""

    @property
    def port(self) -> int:
        return self.server.serverPort() if self.server is not None else 0

    @property
    def url(self) -> str:
        """The page's address with the join code, as the QR code carries it."""
        if self.server is None:
            return ""
        host = self.address
        host = f"[{host}]" if ":" in host else host
        return f"http://{host}:{self.port}/#{self.table.code}"

    def phones(self) -> dict[str, int]:
        """Each car's open pages."""
        return {car: len(self.table.connections(car)) for car in self.table.cars}

    def hand_over(self, car: str) -> None:
        """Free `car` for another phone: its pages are closed and told why."""
        for number in self.table.hand_over(car):
            conn = self.connections.get(number)
            if conn is not None:
                self._close(conn, ws.POLICY, f"the host handed {car} over to another phone")
        self._lobbies()
        self.phones_changed.emit()

    # --- connections -------------------------------------------------------------------------

    def _accept(self) -> None:
        server = self.server
        while server is not None and server.hasPendingConnections():
            socket = server.nextPendingConnection()
            if socket is None:
                break
            if len(self.connections) >= MAX_SOCKETS:
                socket.abort()
                socket.deleteLater()
                continue
            socket.setParent(self)  # not the listening server's: it is deleted on Stop, the pages close after
            # A view is a few KB: on a LAN that is several segments, which Nagle's algorithm
            # would hold back for the phone's delayed acknowledgement.
            socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
            self._numbers += 1
            conn = Connection(socket, self._numbers)
            self.connections[conn.number] = conn
            socket.readyRead.connect(lambda c=conn: self._read(c))
            socket.disconnected.connect(lambda c=conn: self._gone(c))

    def _gone(self, conn: Connection) -> None:
        if self.connections.pop(conn.number, None) is None:
            return
        had_car = self.table.car_of(conn.number) is not None
        self.table.leave(conn.number)
        try:
            conn.socket.deleteLater()
        except RuntimeError:  # the window, and this server with it, is being deleted
            return
        if had_car:
            self.phones_changed.emit()

    def _close(self, conn: Connection, code: int, words: str) -> None:
        """A page is told why in a Close frame, and its TCP connection ends when it has answered
        (or CLOSE_WAIT_MS on): ending TCP while its frames still arrive makes the system reset
        the connection, and the page can lose the Close frame before it reads it."""
        if not conn.closing:
            conn.closing = True
            if conn.reader is not None:
                conn.socket.write(ws.close(code, words))
            conn.socket.flush()  # to the system now: a closing window deletes its sockets with it
            if conn.reader is None:  # a page served, or a refused request: nothing to answer
                conn.socket.disconnectFromHost()  # after what is written is sent
            else:
                QTimer.singleShot(CLOSE_WAIT_MS, conn.socket, conn.socket.abort)

    def _read(self, conn: Connection) -> None:
        data = bytes(conn.socket.readAll().data())
        if conn.closing:
            if conn.reader is not None and conn.socket.state() == QAbstractSocket.SocketState.ConnectedState:
                try:  # read to the page's answering Close; what else it still sends is dropped
                    answered = any(opcode == ws.CLOSE for opcode, _ in conn.reader.feed(data))
                except ws.WebSocketError:
                    answered = True
                if answered:
                    conn.socket.disconnectFromHost()
            return
        if conn.reader is None:
            conn.head += data
            try:
                head = ws.parse_head(bytes(conn.head))
            except ws.HttpError as error:
                conn.socket.write(ws.refusal(error))
                self._close(conn, 0, "")
                return
            if head is None:
                return
            data = bytes(conn.head[head.size:])
            conn.head.clear()
            if not self._answer_head(conn, head):
                return
        assert conn.reader is not None
        try:
            frames = conn.reader.feed(data)
        except ws.WebSocketError as error:
            self._close(conn, error.code, error.words)
            return
        for opcode, payload in frames:
            if conn.closing:
                return
            if opcode == ws.TEXT:
                self._message(conn, payload)
            elif opcode == ws.PING:
                conn.socket.write(ws.frame(ws.PONG, payload))
            elif opcode == ws.CLOSE:
                self._close(conn, ws.NORMAL, "")
            elif opcode == ws.BINARY:
                self._close(conn, ws.UNSUPPORTED, "the table reads text messages only")

    def _answer_head(self, conn: Connection, head: ws.Head) -> bool:
        """Serve a page (and close), or upgrade to the game's socket; True once upgraded."""
        if head.path == SOCKET_PATH and head.upgrade:
            try:
                answer = ws.handshake(head)
            except ws.HttpError as error:
                conn.socket.write(ws.refusal(error))
                self._close(conn, 0, "")
                return False
            conn.socket.write(answer)
            conn.reader = ws.FrameReader(protocol.MAX_MESSAGE)
            try:
                self.table.connect(conn.number)
            except protocol.Refused as exc:
                self._close(conn, ws.POLICY, str(exc))
                return False
            return True
        page = self._pages.get(head.path)
        if page is None:
            conn.socket.write(ws.response(404, "Not Found", b"only the game is here\n"))
        else:
            conn.socket.write(ws.response(200, "OK", page[0], page[1]))
        self._close(conn, 0, "")
        return False

    def _send(self, conn: Connection, message: str) -> None:
        if not conn.closing:
            conn.socket.write(ws.text(message))
            conn.socket.flush()  # out now, not after the desktop has repainted

    # --- messages ----------------------------------------------------------------------------

    def _message(self, conn: Connection, payload: bytes) -> None:
        if not self.table.allowed(conn.number, self.clock()):
            self._send(conn, protocol.refusal("too many messages at once: this page is disconnected"))
            self._close(conn, ws.POLICY, "too many messages")
            return
        try:
            self._carry_out(conn, protocol.parse(payload))
        except protocol.Closed as exc:
            self._send(conn, protocol.refusal(str(exc)))
            self._close(conn, ws.POLICY, "too many wrong join codes")
        except protocol.Refused as exc:
            self._send(conn, protocol.refusal(str(exc)))

    def request_id(self) -> int:
        """The number of the request the game waits on now (a new one for every new request)."""
        pending = self.window.match.pending
        if pending is not self._request:
            self._request = pending
            self._request_id += 1
        return self._request_id

    def _carry_out(self, conn: Connection, message: protocol.Message) -> None:
        match, window = self.window.match, self.window
        if isinstance(message, protocol.Join):
            car = self.table.join(conn.number, message)
            self._send(conn, self._view_for(conn.number, car))
            if car is not None:
                self._lobbies()
                self.phones_changed.emit()
            return
        if isinstance(message, protocol.Sync):
            self.table.check_car(conn.number)
            self._send(conn, self._view_for(conn.number, self.table.car_of(conn.number)))
            return
        if not match.started:
            raise protocol.Refused("the setup is still rolling its dice on the desktop")
        if isinstance(message, protocol.Odds):
            car = self.table.check_car(conn.number)
            action = dict(message.action)
            if car not in action.values():
                raise protocol.Refused(f"odds: only for an action of {car}")
            self._send(conn, protocol.dumps({"type": "odds", "action": action["action"],
                                             "lines": [[list(p) for p in line] for line in match.odds(action)]}))
            return
        if isinstance(message, protocol.Act):
            action = self.table.check_act(conn.number, message, match.status(), match.action_specs())
            if match.pending is not None:
                raise protocol.Refused(f"the game waits for {match.request_words()} first")
            try:
                request = match.act(action)
            except engine.IllegalAction as exc:
                raise protocol.Refused(str(exc)) from None
            window.played_elsewhere(request)
            return
        if isinstance(message, protocol.Answer):
            value = self.table.check_answer(conn.number, message, match.pending, self.request_id())
            window.answer(value)
            return
        if isinstance(message, protocol.RollForMe):
            request = self.table.check_request(conn.number, message.request, match.pending, self.request_id())
            if request.kind != "roll":
                raise protocol.Refused("that is a decision: tap one of its buttons")
            window.roll_for_me()

    # --- what the phones see -----------------------------------------------------------------

    def changed(self) -> None:
        """The game changed (an action, a die, an undo): every page hears of it now, before the
        desktop repaints (the view is made from the game, not from the screen)."""
        if self.connections:
            self.broadcast()

    def broadcast(self) -> None:
        self.revision += 1
        match = self.window.match
        status = match.status() if match.started else None
        shared = self._shared(status)
        # Each car's view made and framed once, the same bytes to every page of that car; all
        # written before any is flushed, so no page waits on another's system call.
        by_car: dict[str | None, bytes] = {}
        out = []
        for number, seat in self.table.seats.items():
            conn = self.connections.get(number)
            if conn is None or seat.client is None or conn.closing:
                continue
            if seat.car not in by_car:
                self.last_view = self._view_for(number, seat.car, shared, status)
                by_car[seat.car] = ws.text(self.last_view)
            conn.socket.write(by_car[seat.car])
            out.append(conn.socket)
        for socket in out:
            socket.flush()  # out now, not after the desktop has repainted
        self.sent.emit(self.revision)

    def _lobbies(self) -> None:
        """The pages still picking a car are told which cars are taken now."""
        for number, seat in self.table.seats.items():
            conn = self.connections.get(number)
            if conn is not None and seat.client is not None and seat.car is None:
                self._send(conn, self._view_for(number, None))

    def _entries(self) -> list[tuple[int, rulesets.LogEntry]]:
        """The log's last actions, newest first; each line's words made once (kept while the
        line is the same object in the game: an undo drops it, a redo makes a new one)."""
        match = self.window.match
        lines = match.lines()
        entries = []
        for index in range(len(lines) - 1, max(0, len(lines) - 1 - protocol.LOG_ENTRIES), -1):
            kept = self._log.get(index)
            if kept is None or kept[0] is not lines[index]:
                kept = self._log[index] = (lines[index], match.log_entry(index))
            entries.append((index, kept[1]))
        return entries

    def _shared(self, status: rulesets.GameStatus | None) -> dict[str, Any]:
        match = self.window.match
        rules = match.rules
        if status is None:
            status = rulesets.GameStatus(banner=[("Setting up", "strong")],
                                         waiting_for="the setup's dice, on the desktop")
            return protocol.shared_view(status, self.revision, [], rules.name, status.waiting_for, rules.waiting_mark)
        waiting = (f"the {'die' if match.pending.kind == 'roll' else 'decision'}: {match.request_words()}"
                   if match.pending else status.waiting_for)
        return protocol.shared_view(status, self.revision, self._entries(), rules.name, waiting, rules.waiting_mark)

    def _view_for(self, number: int, car: str | None, shared: dict[str, Any] | None = None,
                  status: rulesets.GameStatus | None = None) -> str:
        match = self.window.match
        if status is None and match.started:
            status = match.status()
        if car is None:
            seat = self.table.seats.get(number)
            # From the setup, not the status: a page may pick its car while the setup still rolls.
            return protocol.dumps(protocol.lobby(self._names, self.table.holders, seat.client if seat else None,
                                                 match.rules.name))
        shared = shared if shared is not None else self._shared(status)
        request = None
        forms: list[dict[str, Any]] = []
        pending = match.pending
        if pending is not None and pending.car == car and match.started:  # the setup's dice are the desktop's
            card = status.card_of(car) if status is not None else None
            acting = match.pending_action()
            odds = match.odds(acting) if acting is not None and acting.get("car") == car else ()
            request = protocol.request_view(pending, self.request_id(), match.request_words(), card, odds)
        elif pending is None and status is not None and not match.over:
            forms = protocol.offers(match.action_specs(), status, car, match.field_used,
                                    lambda action, name: match.field_values(action, name))
        return protocol.dumps(protocol.car_view(shared, car, request, forms))
