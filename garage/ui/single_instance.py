"""One Garage per user and garage: a second launch on the same garage hands its command-line
files to the running window over a local socket and exits, as a file manager that opens
two vehicle files with Garage expects.

The protocol is one line each way: the new launch sends {"files": [absolute paths]} as JSON,
the running one answers "ok" before it offers them (its question would otherwise keep the
new launch waiting). A launch that gets no answer opens its own window: two windows on one
garage are safe (the storage serialises their writers), just less convenient.
"""

from __future__ import annotations

import getpass
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDir, QObject, QTimer, Signal

from garage.digest import sha256

if TYPE_CHECKING:
    # QtNetwork (and json) load when a socket is made: a first launch, the usual one, asks the
    # file system first (nobody_listening), and listens once its window has shown the cars.
    from PySide6.QtNetwork import QLocalSocket

TIMEOUT_MS = 3000
# Where the default garage is chosen when no --db is given (garage.storage.engine.ENV_VAR);
# read here without importing the database layer, which start-up loads in the background.
ENV_VAR = "GARAGE_DB"


def server_name(db: str | None) -> str:
    """The socket's name for this user and the garage as the command line names it (a plain
    path made absolute); the same file named once by path and once by URL gets two windows."""
    named = db if db is not None else os.environ.get(ENV_VAR, "")
    if named and "://" not in named:
        try:
            named = str(Path(named).expanduser().resolve())
        except (OSError, RuntimeError):  # a loop of symbolic links: the open says so, in one line
            named = str(Path(named).expanduser().absolute())
    digest = sha256(f"{getpass.getuser()}\0{named}".encode()).hexdigest()[:32]
    return f"garage-{digest}"


def nobody_listening(name: str) -> bool:
    """True when no Garage can be listening on `name`: where a local socket is a file (not on
    Windows, whose are named pipes), there is no file of that name in Qt's temporary folder,
    where QLocalServer.listen makes it."""
    return sys.platform != "win32" and not os.path.lexists(os.path.join(QDir.tempPath(), name))


def hand_over(name: str, files: list[str]) -> bool:
    """True when a Garage running on this garage took `files` (an empty list: come to the front)."""
    if nobody_listening(name):
        return False
    import json

    from PySide6.QtNetwork import QLocalSocket

    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(TIMEOUT_MS):
        return False
    message = json.dumps({"files": [os.path.abspath(f) for f in files]}) + "\n"
    socket.write(message.encode("utf-8"))
    taken = (socket.waitForBytesWritten(TIMEOUT_MS) and socket.waitForReadyRead(TIMEOUT_MS)
             and bytes(socket.readLine().data()).strip() == b"ok")
    socket.disconnectFromServer()
    return taken


class SingleInstance(QObject):
    """Listens for later launches on `name`; `filesArrived` carries each one's files."""

    filesArrived = Signal(list)

    def __init__(self, name: str, parent: QObject | None = None):
        from PySide6.QtNetwork import QLocalServer

        super().__init__(parent)
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._connected)
        # A socket file left by a Garage that crashed: nobody answered on it (hand_over
        # came first), so it is stale.
        if not self.server.listen(name) and QLocalServer.removeServer(name):
            self.server.listen(name)
        # The socket's file goes when the app quits (close removes it): the window, and this
        # server with it, is not deleted as the app exits, and the file left behind made every
        # later launch on this garage try it first, loading QtNetwork to find nobody (some 7 ms
        # of the start before the cars are listed).
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.server.close)

    def is_listening(self) -> bool:
        return self.server.isListening()

    def _connected(self) -> None:
        while (socket := self.server.nextPendingConnection()) is not None:
            socket.readyRead.connect(lambda socket=socket: self._read(socket))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: QLocalSocket) -> None:
        import json

        if not socket.canReadLine():
            return
        try:
            files = json.loads(bytes(socket.readLine().data()))["files"]
            if not isinstance(files, list) or not all(isinstance(f, str) for f in files):
                raise TypeError
        except (ValueError, KeyError, TypeError):
            socket.abort()  # not a Garage launch: ignore it
            return
        socket.write(b"ok\n")
        socket.flush()
        QTimer.singleShot(0, lambda: self.filesArrived.emit(files))
