"""The phones' server in the app's event loop, spoken to byte by byte on 127.0.0.1: only the page
and the game's socket are there, every limit is refused with its reason, a phone acts only for its
own car, the first answer to a request wins, and a change on the desktop (undo too) reaches it."""

from __future__ import annotations

import json

import pytest
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpSocket

from garage.companion import protocol
from garage.companion import websocket as ws
from garage.ui.play import companion_dialog, companion_server
from tests.ui.play.driving import log_lines
from tests.ui.play.phones import DEATHMATCH, Raw, close, desktop_line, hosting


@pytest.fixture
def hosted(qtbot, tmp_path):
    window, server = hosting(qtbot, tmp_path, clock=lambda: 0.0)  # every message at one instant: a flood is one
    yield window, server
    close(window)


def joined(qtbot, server, car="haze", client="a") -> Raw:
    raw = Raw(qtbot, server.port).upgrade()
    view = raw.join(server.table.code, car, client)
    assert view["type"] == "view" and view["you"] == car, view
    return raw


def test_it_listens_on_the_loopback_address_only_and_serves_the_page_alone(qtbot, hosted):
    _, server = hosted
    assert server.address == "127.0.0.1" and server.url.endswith(f"/#{server.table.code}")
    page = Raw(qtbot, server.port).http(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
    assert page.startswith(b"HTTP/1.1 200 OK") and b"<script src=\"/app.js\">" in page
    assert Raw(qtbot, server.port).http(b"GET /app.js HTTP/1.1\r\n\r\n").startswith(b"HTTP/1.1 200 OK")
    for path in (b"/../garage.sqlite", b"/games", b"/etc/passwd", b"/index.html/.."):
        assert Raw(qtbot, server.port).http(b"GET " + path + b" HTTP/1.1\r\n\r\n").startswith(b"HTTP/1.1 404 ")
    assert Raw(qtbot, server.port).http(b"POST / HTTP/1.1\r\n\r\n").startswith(b"HTTP/1.1 405 ")
    assert Raw(qtbot, server.port).http(b"GET / HTTP/1.1\r\nX: " + b"a" * ws.MAX_HEAD + b"\r\n\r\n") \
        .startswith(b"HTTP/1.1 431 ")


def test_wrong_code_other_car_malformed_and_flood_are_refused_with_the_log_unchanged(qtbot, hosted):
    window, server = hosted
    before = window.match.text()
    stranger = Raw(qtbot, server.port).upgrade()
    assert stranger.join("WRONG1", "haze") == protocol.json.loads(protocol.refusal(
        "code: that is not this game's join code (the host's screen shows it)"))
    stranger.say({"type": "act", "action": {"action": "plot", "car": "haze", "speed": 11}})
    assert stranger.next()["words"] == "join the game with its code and your car first"
    for guess in ("WRONG2", "WRONG3"):  # the third wrong code closes the page: no guessing at codes
        assert stranger.join(guess, "haze")["type"] == "refused"
    assert stranger.wait_closed() == (ws.POLICY, "too many wrong join codes")
    haze = joined(qtbot, server)
    haze.say({"type": "act", "action": {"action": "plot", "car": "helga", "speed": 10}})
    assert haze.next("refused")["words"] == 'car: a phone acts only for its own car (haze), not "helga"'
    haze.say("{not json")
    assert haze.next("refused")["words"] == "a message is one JSON object (this is not JSON)"
    haze.say({"type": "act", "action": {"action": "plot", "car": "haze", "speed": "fast"}})
    assert haze.next("refused")["words"].startswith("speed: must be a whole number")
    assert window.match.text() == before
    for _ in range(protocol.BURST + 20):  # all at once, faster than any hand
        haze.say({"type": "act", "action": {"action": "plot", "car": "helga", "speed": 10}})
    assert haze.wait_closed() == (ws.POLICY, "too many messages")
    assert window.match.text() == before


def test_a_page_closed_by_the_host_keeps_its_socket_until_it_answers_the_close(qtbot, hosted, monkeypatch):
    """Closing TCP at once while a flooding page's frames still arrive makes the system reset the
    connection, and the page can lose the close frame naming why (seen once under load): the
    host closes the WebSocket first and the TCP connection when the page has answered."""
    _, server = hosted
    monkeypatch.setattr(companion_server, "CLOSE_WAIT_MS", 3_600_000)  # however slow this machine is
    haze = joined(qtbot, server)
    haze.answers_close = False
    for _ in range(protocol.BURST + 20):
        haze.say({"type": "act", "action": {"action": "plot", "car": "helga", "speed": 10}})
    assert haze.wait_closed() == (ws.POLICY, "too many messages")
    (conn,) = [c for c in server.connections.values() if c.closing]
    assert conn.socket.state() == QAbstractSocket.SocketState.ConnectedState  # waiting for the answer
    haze.say({"type": "act", "action": {"action": "plot", "car": "haze", "speed": 10}})  # still read, ignored
    haze.send(ws.masked(ws.CLOSE, ws.close(ws.NORMAL)[2:]))
    qtbot.waitUntil(haze.gone)
    assert server.phones()["haze"] == 0


def test_a_closed_page_that_never_answers_is_cut_off(qtbot, hosted, monkeypatch):
    _, server = hosted
    monkeypatch.setattr(companion_server, "CLOSE_WAIT_MS", 1)
    haze = joined(qtbot, server)
    haze.answers_close = False
    server.hand_over("haze")
    assert haze.wait_closed()[0] == ws.POLICY
    qtbot.waitUntil(haze.gone)
    qtbot.waitUntil(lambda: server.phones()["haze"] == 0)


def test_a_message_too_big_closes_the_page_and_a_car_takes_a_handful_of_pages(qtbot, hosted):
    _, server = hosted
    big = joined(qtbot, server)
    big.send(ws.masked(ws.TEXT, b" " * (protocol.MAX_MESSAGE + 1)))
    assert big.wait_closed()[0] == ws.TOO_BIG
    qtbot.waitUntil(lambda: server.phones()["haze"] == 0)
    pages = [joined(qtbot, server) for _ in range(protocol.MAX_PER_CAR)]
    extra = Raw(qtbot, server.port).upgrade()
    assert extra.join(server.table.code, "haze", "a")["words"].startswith("car: haze has 3 pages open already")
    other = Raw(qtbot, server.port).upgrade()
    assert other.join(server.table.code, "haze", "b")["words"] == \
        "car: haze is played from another phone; the host can hand it over"
    assert server.phones() == {"haze": len(pages), "helga": 0}


def test_the_first_answer_wins_and_the_other_is_told(qtbot, hosted):
    window, server = hosted
    lines = log_lines(DEATHMATCH)
    for line in lines[1:9]:  # turn 1, and turn 2's plots
        desktop_line(window, line)
    helga = joined(qtbot, server, "helga", "b")
    # The dice-off at equal speeds: a die for each car, Haze's first.
    assert window.play({"action": "plot", "car": "helga", "speed": 14})
    assert window.match.pending is not None and window.match.pending.car == "haze"
    helga.say({"type": "answer", "request": server.request_id(), "value": 3})
    assert helga.next("refused")["words"] == "that die is haze's, not helga's"
    window.answer(2)
    window.answer("none")  # Haze's reroll offer, declined at the desktop
    view = helga.next("view")
    while view["request"] is None:
        view = helga.next("view")
    helga.say({"type": "answer", "request": view["request"]["id"], "value": 6})  # Helga's own, on her phone
    qtbot.waitUntil(lambda: window.match.pending is None or window.match.pending.kind == "decide")
    if window.match.pending is not None:  # her own reroll offer
        helga.say({"type": "answer", "request": server.request_id(), "value": "none"})
        qtbot.waitUntil(lambda: window.match.pending is None)
    assert [i["value"] for i in window.match.lines()[-1]["inputs"] if i["value"] != "none"] == [2, 6]
    helga.messages.clear()
    assert window.play({"action": "turn", "car": "helga", "at": 7})  # its skid check is Helga's die
    view = helga.next("view")
    while view["request"] is None:
        view = helga.next("view")
    assert view["request"]["kind"] == "roll" and "skid check" in view["request"]["words"]
    asked = view["request"]["id"]
    window.answer(5)  # the desktop first
    helga.say({"type": "answer", "request": asked, "value": 5})
    assert helga.next("refused")["words"].startswith("already answered")
    assert window.match.pending is None or window.match.pending.kind == "decide"
    assert window.match.game._given[0]["value"] == 5 if window.match.pending else \
        window.match.lines()[-1]["inputs"][0]["value"] == 5


def test_a_plot_from_the_phone_is_played_and_undo_on_the_desktop_reaches_it(qtbot, hosted):
    window, server = hosted
    haze = joined(qtbot, server)
    first = haze.messages[-1]["revision"] if haze.messages else 0
    haze.say({"type": "act", "action": {"action": "plot", "car": "haze", "speed": 11}})
    view = haze.next("view")
    assert view["revision"] > first and "haze" not in view["to_plot"]
    assert window.match.lines()[-1] == {"action": "plot", "car": "haze", "speed": 11, "inputs": []}
    assert window.undo_stack.count() == 1  # as a plot played on the desktop: undoable there
    window.undo_stack.undo()
    view = haze.next("view")
    assert "haze" in view["to_plot"] and [f["action"] for f in view["offers"]] == ["plot"]


def test_a_change_reaches_every_page_each_car_its_own_view_the_same_on_all_its_pages(qtbot, hosted):
    window, server = hosted
    phone, tablet, helga = joined(qtbot, server), joined(qtbot, server), joined(qtbot, server, "helga", "b")
    revision = server.revision
    window.match.replay_line(log_lines(DEATHMATCH)[1])  # the game's next action, played on the desktop
    window.played_elsewhere(None)
    assert server.revision == revision + 1
    views = [page.next("view") for page in (phone, tablet, helga)]
    assert [v["revision"] for v in views] == [server.revision] * 3
    assert views[0] == views[1] and views[0]["you"] == "haze" and views[2]["you"] == "helga"
    assert json.loads(server.last_view)["revision"] == server.revision
    assert {k: v for k, v in views[0].items() if k not in ("you", "offers", "request")} == \
        {k: v for k, v in views[2].items() if k not in ("you", "offers", "request")}


def test_hand_over_stop_and_closing_the_game_close_the_pages(qtbot, hosted):
    window, server = hosted
    port = server.port
    looking = Raw(qtbot, server.port).upgrade()
    assert [c["taken"] for c in looking.join(server.table.code, None, "new phone")["cars"]] == [False, False]
    haze = joined(qtbot, server)
    assert [c["taken"] for c in looking.next("cars")["cars"]] == [True, False]  # told at once
    server.hand_over("haze")
    assert haze.wait_closed() == (ws.POLICY, "the host handed haze over to another phone")
    assert [c["taken"] for c in looking.next("cars")["cars"]] == [False, False]
    joined(qtbot, server, "haze", "new phone")
    helga = joined(qtbot, server, "helga", "b")
    assert companion_dialog.server_of(window, make=False) is server
    window.close()  # the game's window, and its server with it
    assert helga.wait_closed() == (ws.GOING_AWAY, "the host stopped the game's server")
    probe = QTcpSocket()  # and nothing listens on its port any more
    probe.connectToHost(QHostAddress("127.0.0.1"), port)
    qtbot.waitUntil(lambda: probe.error() == QAbstractSocket.SocketError.ConnectionRefusedError)


def test_the_attackers_phone_sees_the_exact_odds_before_its_dice(qtbot, hosted):
    window, server = hosted
    lines = log_lines(DEATHMATCH)
    for line in lines[1:3]:
        desktop_line(window, line)
    haze = joined(qtbot, server)
    attack = {k: v for k, v in lines[3].items() if k != "inputs"}
    odds = window.match.odds(attack)  # what the desktop's form shows before it is played
    assert odds and window.play(attack)
    view = haze.next("view")
    while view["request"] is None:
        view = haze.next("view")
    assert view["request"]["odds"] == [[list(piece) for piece in line] for line in odds]
    assert view["request"]["words"].startswith("Purple Haze (Antihiro Protagonist): roll a d6 for Heavy Laser")
    haze.say({"type": "odds", "action": attack})
    assert haze.next("odds")["lines"] == view["request"]["odds"]
    haze.say({"type": "odds", "action": {**attack, "car": "helga"}})
    assert haze.next("refused")["words"] == "odds: only for an action of haze"


def test_with_secret_plotting_a_plot_stays_on_its_phone_until_every_car_has_plotted(qtbot, tmp_path):
    lines = log_lines(DEATHMATCH)
    secret = tmp_path / "secret.jsonl"
    first = {**lines[0], "setup": {**lines[0]["setup"], "options": {**lines[0]["setup"]["options"],
                                                                     "secret_plotting": True}}}
    secret.write_text(json.dumps(first) + "\n")
    window, server = hosting(qtbot, tmp_path, secret)
    try:
        haze, helga = joined(qtbot, server), joined(qtbot, server, "helga", "b")
        haze.say({"type": "act", "action": {"action": "plot", "car": "haze", "speed": 11}})
        seen = helga.next("view")
        card = " ".join(text for line in seen["cars"][0]["card"] for text, _ in line)
        assert "hidden until every car has plotted" in card and "11" not in card
        assert seen["log"][0]["action"] == "Turn 1: Purple Haze (Antihiro Protagonist) has plotted"
        helga.say({"type": "act", "action": {"action": "plot", "car": "helga", "speed": 10}})
        shown = haze.next("view")
        while "11" not in json.dumps(shown["log"]):
            shown = haze.next("view")
        assert shown["to_plot"] == []  # every car has plotted: the speeds are shown together
    finally:
        close(window)


def test_sockets_that_never_finish_a_request_are_held_to_a_bound(qtbot, hosted):
    _, server = hosted
    idle = [Raw(qtbot, server.port) for _ in range(companion_server.MAX_SOCKETS)]
    qtbot.waitUntil(lambda: len(server.connections) == companion_server.MAX_SOCKETS)
    one_more = Raw(qtbot, server.port)
    qtbot.waitUntil(one_more.gone)
    idle[0].socket.abort()  # one goes: another may come
    qtbot.waitUntil(lambda: len(server.connections) == companion_server.MAX_SOCKETS - 1)
    page = Raw(qtbot, server.port).http(b"GET / HTTP/1.1\r\n\r\n")
    assert page.startswith(b"HTTP/1.1 200 OK")


def test_while_the_setup_rolls_a_phone_picks_its_car_and_the_desktop_rolls(qtbot, tmp_path):
    ambush = log_lines(DEATHMATCH.with_name("badlands-ambush.jsonl"))
    window, server = hosting(qtbot, tmp_path, DEATHMATCH.with_name("badlands-ambush.jsonl"))
    try:
        assert not window.match.started and window.match.pending is not None
        phone = Raw(qtbot, server.port).upgrade()
        cars = phone.join(server.table.code, None, "a")["cars"]
        assert [c["car"] for c in cars] == list(server.table.cars) and len(cars) > 1
        view = phone.join(server.table.code, cars[0]["car"], "a")
        assert view["banner"] == [["Setting up", "strong"]] and view["request"] is None and view["offers"] == []
        phone.say({"type": "answer", "request": server.request_id(), "value": 2})
        assert phone.next("refused")["words"] == "the setup is still rolling its dice on the desktop"
        for given in ambush[0]["inputs"]:
            window.answer(given["value"])
        assert window.match.started
        view = phone.next("view")
        while view["banner"] == [["Setting up", "strong"]]:
            view = phone.next("view")
        assert view["cars"] and view["revision"] == server.revision
    finally:
        close(window)
