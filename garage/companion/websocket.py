"""The little of HTTP/1.1 and WebSocket (RFC 6455) the phones' server speaks: a GET's head
read and checked, the page's answer, the upgrade's handshake, and frames read from a browser and
written to it. Bytes in, bytes out: the Qt server (garage/ui/play/companion_server.py) moves them.

Everything is bounded: a request head of at most MAX_HEAD bytes, a message of at most the size
the reader is given; anything else is refused with the status or close code that says why."""

from __future__ import annotations

import base64
import hashlib
from dataclasses import dataclass, field

MAX_HEAD = 8192  # a GET from a phone's browser is well under 2 KB
_GUID = b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11"

TEXT, BINARY, CLOSE, PING, PONG, CONTINUATION = 0x1, 0x2, 0x8, 0x9, 0xA, 0x0
# Close codes (RFC 6455, 7.4.1).
NORMAL, GOING_AWAY, PROTOCOL_ERROR, UNSUPPORTED, POLICY, TOO_BIG = 1000, 1001, 1002, 1003, 1008, 1009


class HttpError(Exception):
    """A request refused: its status and reason, said in one line."""

    def __init__(self, status: int, reason: str, words: str):
        super().__init__(words)
        self.status, self.reason, self.words = status, reason, words


class WebSocketError(Exception):
    """A frame refused: the close code that says why, and the words."""

    def __init__(self, code: int, words: str):
        super().__init__(words)
        self.code, self.words = code, words


@dataclass(frozen=True, slots=True)
class Head:
    method: str
    path: str  # without its query
    query: str
    headers: dict[str, str]  # names lower-cased
    size: int  # the head's bytes, its blank line included

    @property
    def upgrade(self) -> bool:
        return self.headers.get("upgrade", "").lower() == "websocket"


def parse_head(data: bytes) -> Head | None:
    """The request head at the start of `data`, or None while it is still coming in."""
    end = data.find(b"\r\n\r\n")
    if end < 0:
        if len(data) > MAX_HEAD:
            raise HttpError(431, "Request Header Fields Too Large", f"a request head is at most {MAX_HEAD} bytes")
        return None
    if end + 4 > MAX_HEAD:
        raise HttpError(431, "Request Header Fields Too Large", f"a request head is at most {MAX_HEAD} bytes")
    try:
        text = data[:end].decode("ascii")
    except UnicodeDecodeError:
        raise HttpError(400, "Bad Request", "a request head is ASCII text") from None
    first, *rest = text.split("\r\n")
    parts = first.split(" ")
    if len(parts) != 3 or not parts[2].startswith("HTTP/1."):
        raise HttpError(400, "Bad Request", "the request line is METHOD PATH HTTP/1.x")
    method, target, _ = parts
    if method != "GET":
        raise HttpError(405, "Method Not Allowed", "the table's server answers GET only")
    path, _, query = target.partition("?")
    headers: dict[str, str] = {}
    for line in rest:
        name, colon, value = line.partition(":")
        if not colon or not name.strip():
            raise HttpError(400, "Bad Request", "a header line is NAME: VALUE")
        headers[name.strip().lower()] = value.strip()
    return Head(method, path, query, headers, end + 4)


def response(status: int, reason: str, body: bytes, content_type: str = "text/plain; charset=utf-8") -> bytes:
    """A whole HTTP/1.1 answer that closes the connection: nothing is cached, nothing framed."""
    head = (f"HTTP/1.1 {status} {reason}\r\nContent-Type: {content_type}\r\nContent-Length: {len(body)}\r\n"
            "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n"
            "Content-Security-Policy: default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:\r\n"
            "Connection: close\r\n\r\n")
    return head.encode("ascii") + body


def refusal(error: HttpError) -> bytes:
    return response(error.status, error.reason, (error.words + "\n").encode("utf-8"))


def accept_key(key: str) -> str:
    return base64.b64encode(hashlib.sha1(key.encode("ascii") + _GUID).digest()).decode("ascii")


def handshake(head: Head) -> bytes:
    """The 101 answer to a browser's upgrade, or HttpError saying what the upgrade lacks."""
    key = head.headers.get("sec-websocket-key", "")
    if "upgrade" not in head.headers.get("connection", "").lower() or not head.upgrade:
        raise HttpError(400, "Bad Request", "a WebSocket upgrade needs Connection: Upgrade and Upgrade: websocket")
    if head.headers.get("sec-websocket-version") != "13":
        raise HttpError(426, "Upgrade Required", "the table speaks WebSocket version 13")
    try:
        if len(base64.b64decode(key, validate=True)) != 16:
            raise ValueError(key)
    except ValueError:
        raise HttpError(400, "Bad Request", "Sec-WebSocket-Key must be 16 bytes in base64") from None
    return ("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Accept: {accept_key(key)}\r\n\r\n").encode("ascii")


def frame(opcode: int, payload: bytes = b"") -> bytes:
    """A server's frame: final, unmasked."""
    size = len(payload)
    if size < 126:
        head = bytes((0x80 | opcode, size))
    elif size < 1 << 16:
        head = bytes((0x80 | opcode, 126)) + size.to_bytes(2, "big")
    else:
        head = bytes((0x80 | opcode, 127)) + size.to_bytes(8, "big")
    return head + payload


def text(message: str) -> bytes:
    return frame(TEXT, message.encode("utf-8"))


def close(code: int, words: str = "") -> bytes:
    # A close frame's reason is at most 123 bytes (its payload at most 125).
    reason = words.encode("utf-8")[:123].decode("utf-8", "ignore").encode("utf-8")
    return frame(CLOSE, code.to_bytes(2, "big") + reason)


@dataclass
class FrameReader:
    """A browser's frames as they come in, pieced into messages of at most `max_message`
    bytes: `feed` gives back each whole message or control frame as (opcode, payload)."""

    max_message: int
    _buffer: bytearray = field(default_factory=bytearray)
    _parts: list[bytes] = field(default_factory=list)
    _opcode: int | None = None

    def feed(self, data: bytes) -> list[tuple[int, bytes]]:
        self._buffer += data
        out: list[tuple[int, bytes]] = []
        while (got := self._next()) is not None:
            out.append(got)
        return out

    def _next(self) -> tuple[int, bytes] | None:
        buffer = self._buffer
        if len(buffer) < 2:
            return None
        first, second = buffer[0], buffer[1]
        final, opcode = bool(first & 0x80), first & 0x0F
        if first & 0x70:
            raise WebSocketError(PROTOCOL_ERROR, "no extension was agreed: reserved bits must be 0")
        if not second & 0x80:
            raise WebSocketError(PROTOCOL_ERROR, "a browser's frames are masked")
        size, at = second & 0x7F, 2
        if size == 126:
            if len(buffer) < 4:
                return None
            size, at = int.from_bytes(buffer[2:4], "big"), 4
        elif size == 127:
            if len(buffer) < 10:
                return None
            size, at = int.from_bytes(buffer[2:10], "big"), 10
        control = opcode >= 0x8
        if opcode not in (CONTINUATION, TEXT, BINARY, CLOSE, PING, PONG):
            raise WebSocketError(PROTOCOL_ERROR, f"unknown opcode {opcode}")
        if control and (size > 125 or not final):
            raise WebSocketError(PROTOCOL_ERROR, "a control frame is whole and at most 125 bytes")
        held = sum(map(len, self._parts))
        if not control and held + size > self.max_message:
            raise WebSocketError(TOO_BIG, f"a message is at most {self.max_message} bytes")
        if len(buffer) < at + 4 + size:
            return None
        mask = buffer[at:at + 4]
        start = at + 4
        payload = bytes(b ^ mask[i % 4] for i, b in enumerate(buffer[start:start + size]))
        del buffer[:start + size]
        if control:
            return opcode, payload
        if opcode == CONTINUATION:
            if self._opcode is None:
                raise WebSocketError(PROTOCOL_ERROR, "a continuation frame continues nothing")
        elif self._opcode is not None:
            raise WebSocketError(PROTOCOL_ERROR, "a new message began before the last one ended")
        else:
            self._opcode = opcode
        self._parts.append(payload)
        if not final:
            return self._next()
        whole, kind = b"".join(self._parts), self._opcode
        self._parts, self._opcode = [], None
        return kind, whole


def masked(opcode: int, payload: bytes, mask: bytes = b"\x01\x02\x03\x04", final: bool = True) -> bytes:
    """A browser's frame (masked), as the tests and the benchmark's bare client send them."""
    size = len(payload)
    bit = 0x80
    if size < 126:
        head = bytes(((0x80 if final else 0) | opcode, bit | size))
    elif size < 1 << 16:
        head = bytes(((0x80 if final else 0) | opcode, bit | 126)) + size.to_bytes(2, "big")
    else:
        head = bytes(((0x80 if final else 0) | opcode, bit | 127)) + size.to_bytes(8, "big")
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
