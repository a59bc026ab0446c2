"""The bytes of the phones' server: a GET's head checked, the upgrade's handshake (RFC 6455's
own example key), frames pieced into messages, and every limit refused with its reason."""

from __future__ import annotations

import pytest

from garage.companion import websocket as ws

UPGRADE = (b"GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: keep-alive, Upgrade\r\n"
           b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")


def test_the_rfc_example_key_is_accepted_as_the_rfc_says():
    assert ws.accept_key("dGhlIHNhbXBsZSBub25jZQ==") == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo="
    head = ws.parse_head(UPGRADE + b"extra")
    assert head is not None and head.upgrade and head.path == "/ws" and head.size == len(UPGRADE)
    assert b"Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=" in ws.handshake(head)


def test_a_head_still_coming_in_waits_and_one_too_long_is_refused():
    assert ws.parse_head(b"GET / HTTP/1.1\r\nHost: x\r\n") is None
    with pytest.raises(ws.HttpError) as refused:
        ws.parse_head(b"GET / HTTP/1.1\r\nX: " + b"a" * ws.MAX_HEAD)
    assert refused.value.status == 431


@pytest.mark.parametrize(("raw", "status"), [
    (b"POST / HTTP/1.1\r\n\r\n", 405),
    (b"GET /\r\n\r\n", 400),
    (b"GET / HTTP/1.1\r\nno colon here\r\n\r\n", 400),
    (b"GET / HTTP/1.1\r\nX: \xff\r\n\r\n", 400),
])
def test_bad_requests_are_refused_with_their_status(raw, status):
    with pytest.raises(ws.HttpError) as refused:
        ws.parse_head(raw)
    assert refused.value.status == status
    assert ws.refusal(refused.value).startswith(f"HTTP/1.1 {status} ".encode())


def test_an_upgrade_without_its_headers_is_refused():
    head = ws.parse_head(UPGRADE.replace(b"Version: 13", b"Version: 8"))
    assert head is not None
    with pytest.raises(ws.HttpError) as refused:
        ws.handshake(head)
    assert refused.value.status == 426
    head = ws.parse_head(UPGRADE.replace(b"dGhlIHNhbXBsZSBub25jZQ==", b"short"))
    assert head is not None
    with pytest.raises(ws.HttpError):
        ws.handshake(head)


def test_frames_are_pieced_into_messages_whatever_the_chunks():
    data = ws.masked(ws.TEXT, b"hel", final=False) + ws.masked(ws.PING, b"p") + \
        ws.masked(ws.CONTINUATION, b"lo") + ws.masked(ws.TEXT, "é".encode() * 100)
    reader = ws.FrameReader(1000)
    got = [m for i in range(len(data)) for m in reader.feed(data[i:i + 1])]
    assert got == [(ws.PING, b"p"), (ws.TEXT, b"hello"), (ws.TEXT, "é".encode() * 100)]


def test_server_frames_have_the_length_forms_of_the_rfc():
    assert ws.frame(ws.TEXT, b"x")[:2] == b"\x81\x01"
    assert ws.frame(ws.TEXT, b"x" * 200)[:4] == b"\x81\x7e\x00\xc8"
    assert ws.frame(ws.TEXT, b"x" * 70000)[:2] == b"\x81\x7f"
    assert ws.close(ws.POLICY, "é" * 100)[2:4] == b"\x03\xf0" and len(ws.close(ws.POLICY, "é" * 100)) <= 127


@pytest.mark.parametrize(("data", "code"), [
    (ws.masked(ws.TEXT, b"x" * 101), ws.TOO_BIG),  # over the message size
    (ws.masked(ws.TEXT, b"x" * 60, final=False) + ws.masked(ws.CONTINUATION, b"x" * 60), ws.TOO_BIG),
    (ws.frame(ws.TEXT, b"unmasked"), ws.PROTOCOL_ERROR),
    (ws.masked(0x3, b""), ws.PROTOCOL_ERROR),
    (ws.masked(ws.CONTINUATION, b"x"), ws.PROTOCOL_ERROR),
    (ws.masked(ws.PING, b"x" * 126), ws.PROTOCOL_ERROR),
    (bytes((0xC1, 0x80)) + b"\0\0\0\0", ws.PROTOCOL_ERROR),
])
def test_frames_past_the_limits_are_refused_with_their_close_code(data, code):
    with pytest.raises(ws.WebSocketError) as refused:
        ws.FrameReader(100).feed(data)
    assert refused.value.code == code


def test_a_huge_declared_size_is_refused_before_its_bytes_come():
    with pytest.raises(ws.WebSocketError) as refused:
        ws.FrameReader(100).feed(bytes((0x81, 0xFF)) + (1 << 40).to_bytes(8, "big"))
    assert refused.value.code == ws.TOO_BIG
