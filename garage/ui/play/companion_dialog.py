"""Invite Players: host the game a play window shows for the phones at the table. The dialog
starts the window's server (companion_server.py) on the address chosen, shows the page's address
as a QR code, as text and with its join code, lists each car's phones and hands a car over to
another phone; Stop closes every page. The server stops too when the game's window closes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPixmap
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from garage.sheets import qr
from garage.ui.play.companion_server import CompanionServer

if TYPE_CHECKING:
    from garage.ui.play.play_window import PlayWindow

SHORTCUT = "Ctrl+Shift+I"
LOOPBACK = "127.0.0.1"
QR_PIXELS = 240  # the code's side on screen: a phone reads it from across a table
ATTRIBUTE = "_companion"  # the window's server, once one was made


def server_of(window: PlayWindow, make: bool = True) -> CompanionServer | None:
    server = getattr(window, ATTRIBUTE, None)
    if server is None and make:
        server = CompanionServer(window)
        setattr(window, ATTRIBUTE, server)
    return server


def stop(window: PlayWindow) -> None:
    server = server_of(window, make=False)
    if server is not None:
        server.stop()


def addresses() -> list[str]:
    """The addresses a phone in the room may reach: this computer's IPv4 addresses on its
    networks first, then this computer alone (127.0.0.1)."""
    found = []
    for address in QNetworkInterface.allAddresses():
        if address.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol or address.isLoopback():
            continue
        if address.isLinkLocal():
            continue
        found.append(address.toString())
    return [*sorted(set(found)), LOOPBACK]


def qr_pixmap(text: str, side: int = QR_PIXELS) -> QPixmap:
    """The QR code of `text`, black on white whatever the palette (as cameras read it), with
    its quiet zone."""
    rows = qr.symbol(text)
    count = len(rows) + 8
    image = QImage(count, count, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    black = QColor("black").rgb()
    for y, row in enumerate(rows):
        for x, module in enumerate(row):
            if module == "1":
                image.setPixel(x + 4, y + 4, black)
    scale = max(1, side // count)
    return QPixmap.fromImage(image.scaled(count * scale, count * scale, Qt.AspectRatioMode.KeepAspectRatio,
                                          Qt.TransformationMode.FastTransformation))


class InviteDialog(QDialog):
    def __init__(self, window: PlayWindow, server: CompanionServer):
        super().__init__(window)
        self.window_, self.server = window, server
        self.setWindowTitle(self.tr("Invite Players"))
        self.code_view = QLabel()
        self.code_view.setAccessibleName(self.tr("QR code of the game's address"))
        self.code_view.setMinimumSize(QR_PIXELS, QR_PIXELS)
        self.code_view.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.address = QLabel()
        self.address.setAccessibleName(self.tr("The game's address"))
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.join_code = QLabel()
        self.join_code.setAccessibleName(self.tr("Join code"))
        self.join_code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 2)
        font.setBold(True)
        font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 4)
        self.join_code.setFont(font)
        self.how = QLabel()
        self.how.setWordWrap(True)
        self.choose = QComboBox()
        self.choose.setAccessibleName(self.tr("Address to host on"))
        for address in addresses():
            self.choose.addItem(address if address != LOOPBACK else
                                self.tr("{address} (this computer only)").format(address=LOOPBACK), address)
        self.host_button = QPushButton(self.tr("&Start hosting"))
        self.host_button.clicked.connect(self.toggle)
        self.cars = QGridLayout()
        self.car_labels: dict[str, QLabel] = {}
        self.hand_buttons: dict[str, QPushButton] = {}
        names = window.match.rules.car_names(window.match.setup)
        for row, (car, name) in enumerate(names.items()):
            label = QLabel()
            label.setTextFormat(Qt.TextFormat.PlainText)
            button = QPushButton(self.tr("&Hand over") if row == 0 else self.tr("Hand over"))
            button.setToolTip(self.tr("Close the pages of {car} so that another phone can take the car")
                              .format(car=name))
            button.setAccessibleName(self.tr("Hand {car} over").format(car=name))
            button.clicked.connect(lambda _=False, c=car: self.server.hand_over(c))
            self.cars.addWidget(label, row, 0)
            self.cars.addWidget(button, row, 1)
            self.car_labels[car], self.hand_buttons[car] = label, button
        self._names = names
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)

        where = QHBoxLayout()
        where.addWidget(QLabel(self.tr("&Address:")))
        where.itemAt(0).widget().setBuddy(self.choose)  # type: ignore[union-attr]
        where.addWidget(self.choose, 1)
        where.addWidget(self.host_button)
        side = QVBoxLayout()
        side.addLayout(where)
        side.addWidget(self.address)
        side.addWidget(self.join_code)
        side.addWidget(self.how)
        side.addLayout(self.cars)
        side.addStretch(1)
        body = QHBoxLayout()
        body.addWidget(self.code_view)
        body.addLayout(side, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addWidget(close)
        server.phones_changed.connect(self.show_state)
        self.show_state()

    def toggle(self) -> None:
        if self.server.hosting:
            self.server.stop()
            return
        problem = self.server.start(str(self.choose.currentData()))
        if problem:
            self.how.setText(problem)

    def show_state(self) -> None:
        hosting = self.server.hosting
        self.host_button.setText(self.tr("&Stop hosting") if hosting else self.tr("&Start hosting"))
        self.choose.setEnabled(not hosting)
        if hosting:
            url = self.server.url
            self.code_view.setPixmap(qr_pixmap(url))
            self.address.setText(url.split("#")[0])
            self.join_code.setText(self.server.table.code)
            self.how.setText(self.tr("Each player scans the code (or opens the address and types the join code) "
                                     "and picks their car. The phones must be on the same network as this computer."))
        else:
            self.code_view.clear()
            self.code_view.setText(self.tr("Not hosting"))
            self.address.setText("")
            self.join_code.setText("")
            self.how.setText(self.tr("Start hosting to let each player follow and play their car from a phone's "
                                     "browser. Nothing but this game is reachable, and only while hosting."))
        phones = self.server.phones()
        for car, label in self.car_labels.items():
            count = phones.get(car, 0)
            state = (self.tr("%n page(s) open", "", count) if count
                     else self.tr("held, no page open") if car in self.server.table.holders else self.tr("no phone"))
            label.setText(self.tr("{car}: {state}").format(car=self._names[car], state=state))
            self.hand_buttons[car].setEnabled(car in self.server.table.holders)


def invite(window: PlayWindow) -> InviteDialog:
    """Show the window's Invite Players dialog (one per window)."""
    server = server_of(window)
    assert server is not None
    dialog = getattr(window, "_invite_dialog", None)
    if dialog is None:
        dialog = InviteDialog(window, server)
        window._invite_dialog = dialog  # type: ignore[attr-defined]
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog


class _StatusButton(QToolButton):
    """No taller than its text, so the status bar keeps its height (at every zoom) and the play
    window's panes keep the room they had."""

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), min(hint.height(), self.fontMetrics().height()))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()


def status_button(window: PlayWindow) -> QWidget:
    """The status bar's way in: "Invite players", or how many phones are at the game."""
    button = _StatusButton()
    button.setDefaultAction(window.invite_action)
    button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    button.setAutoRaise(True)
    return button


__all__ = ["SHORTCUT", "CompanionServer", "InviteDialog", "addresses", "invite", "qr_pixmap",
           "server_of", "status_button", "stop"]
