"""Invite Players: the dialog hosts the game on the address chosen and shows it as a QR code a
phone reads (scanned back with zbarimg), as text and with its join code; it lists each car's
phones, hands a car over and stops."""

from __future__ import annotations

import shutil
import subprocess

import pytest
from PySide6.QtCore import Qt

from garage.companion import websocket as ws
from garage.ui.play import companion_dialog
from tests.ui.play.driving import log_lines
from tests.ui.play.phones import DEATHMATCH, Raw, close


@pytest.fixture
def window(qtbot, tmp_path):
    from garage.ui.play import engine_adapter
    from garage.ui.play.play_window import PlayWindow
    screen = PlayWindow(engine_adapter.Match.start(log_lines(DEATHMATCH)[0]["setup"], tmp_path / "game.jsonl"))
    screen.show()
    yield screen
    close(screen)


def test_the_dialog_hosts_shows_the_code_lists_the_phones_hands_over_and_stops(qtbot, window, tmp_path):
    assert window.invite_action.shortcut().toString() == companion_dialog.SHORTCUT
    window.invite_action.trigger()
    dialog = window._invite_dialog
    server = companion_dialog.server_of(window)
    assert dialog.isVisible() and not server.hosting and dialog.code_view.text() == "Not hosting"
    assert dialog.choose.itemData(dialog.choose.count() - 1) == "127.0.0.1"  # always offered, last
    dialog.choose.setCurrentIndex(dialog.choose.findData("127.0.0.1"))
    qtbot.mouseClick(dialog.host_button, Qt.MouseButton.LeftButton)
    assert server.hosting and server.address == "127.0.0.1"
    assert dialog.address.text() == f"http://127.0.0.1:{server.port}/"
    assert dialog.join_code.text() == server.table.code
    assert not dialog.choose.isEnabled() and dialog.host_button.text() == "&Stop hosting"
    if shutil.which("zbarimg"):
        png = tmp_path / "code.png"
        assert dialog.code_view.pixmap().save(str(png))
        read = subprocess.run(["zbarimg", "-q", "--raw", str(png)], capture_output=True, text=True, timeout=60)
        assert read.stdout.strip() == server.url
    assert dialog.car_labels["haze"].text() == "Purple Haze (Antihiro Protagonist): no phone"
    assert not dialog.hand_buttons["haze"].isEnabled()
    phone = Raw(qtbot, server.port).upgrade()
    assert phone.join(server.table.code, "haze")["you"] == "haze"
    qtbot.waitUntil(lambda: dialog.car_labels["haze"].text().endswith(": 1 page open"))
    qtbot.mouseClick(dialog.hand_buttons["haze"], Qt.MouseButton.LeftButton)
    assert phone.wait_closed()[0] == ws.POLICY
    qtbot.waitUntil(lambda: dialog.car_labels["haze"].text().endswith(": no phone"))
    qtbot.mouseClick(dialog.host_button, Qt.MouseButton.LeftButton)
    assert not server.hosting and dialog.choose.isEnabled() and dialog.join_code.text() == ""


def test_the_status_bar_offers_the_invitation(window):
    buttons = [w for w in window.statusBar().children() if getattr(w, "defaultAction", None)]
    assert any(b.defaultAction() is window.invite_action for b in buttons)


def test_a_busy_port_is_said_in_one_line(qtbot, window):
    server = companion_dialog.server_of(window)
    assert server.start("127.0.0.1") is None
    other = companion_dialog.CompanionServer(window)
    problem = other.start("127.0.0.1", server.port)
    assert problem is not None and problem.startswith(f"127.0.0.1:{server.port}: cannot listen") and "\n" not in problem
    assert other.start("not an address") == "not an address: not an address"


def test_the_status_bars_invite_button_leaves_the_bar_as_tall_as_its_text(qtbot, window):
    """A tool button is a few pixels taller than the bar's text: the bar grew, and at 1024x640
    the dice pane no longer fitted and scrolled away when a die was answered."""
    from PySide6.QtWidgets import QMainWindow
    bare = QMainWindow()
    qtbot.addWidget(bare)
    bare.setFont(window.font())
    bare.statusBar().showMessage("A message")
    assert window.statusBar().sizeHint().height() == bare.statusBar().sizeHint().height()
