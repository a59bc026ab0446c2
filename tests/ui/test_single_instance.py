"""One Garage per user and garage: a second launch hands its files to the running window,
tested with a real second process; launches on other garages, garbage on the socket and a
socket left by a crash do not get in the way."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import uuid

from PySide6.QtCore import QDir
from PySide6.QtNetwork import QLocalSocket
from PySide6.QtWidgets import QMessageBox

from garage.ui.app import listen
from garage.ui.single_instance import SingleInstance, hand_over, server_name

SB = QMessageBox.StandardButton


def launch(*args: str, cwd) -> subprocess.Popen:
    """`garage ARGS` as a file manager starts it, in another process."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(cwd / "config"))
    env.pop("GARAGE_DB", None)
    return subprocess.Popen([sys.executable, "-m", "garage.ui.app", *args], cwd=cwd, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_a_second_launch_hands_its_files_to_the_running_window_and_exits(qtbot, open_window, db_url, examples_dir,
                                                                         dialogs, tmp_path):
    window = open_window(db_url)
    listen(window, server_name(db_url))
    dialogs.answer(SB.Yes)
    second = launch("--db", db_url, str(examples_dir / "purple-haze.car.json"), str(examples_dir / "dogmeat.car.json"),
                    cwd=tmp_path)
    # The running window's event loop must turn while the second process waits for its answer.
    qtbot.waitUntil(lambda: second.poll() is not None, timeout=90_000)
    assert second.returncode == 0, second.stderr.read()
    qtbot.waitUntil(lambda: bool(dialogs.of("question")), timeout=10_000)
    (offer,) = dialogs.of("question")
    assert "these 2 vehicle files" in offer and "purple-haze.car.json" in offer
    names = [row.name for row in window.document.rows()]
    assert "Purple Haze 2" in names and "Dogmeat 2" in names


def test_relative_paths_of_the_second_launch_are_its_own(qtbot, open_window, db_url, examples_dir, dialogs, tmp_path):
    window = open_window(db_url)
    listen(window, server_name(db_url))
    dialogs.answer(SB.Yes)
    second = launch("--db", db_url, "purple-haze.car.json", cwd=examples_dir)
    qtbot.waitUntil(lambda: second.poll() is not None, timeout=90_000)
    assert second.returncode == 0
    qtbot.waitUntil(lambda: "Purple Haze 2" in [row.name for row in window.document.rows()], timeout=10_000)


def test_the_key_is_the_user_and_the_garage(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert server_name("club.sqlite") == server_name(str(tmp_path / "club.sqlite"))
    assert server_name("club.sqlite") != server_name("other.sqlite")
    monkeypatch.setenv("GARAGE_DB", "club.sqlite")
    assert server_name(None) == server_name("club.sqlite")
    monkeypatch.delenv("GARAGE_DB")
    assert server_name(None) != server_name("club.sqlite")
    mine = server_name("club.sqlite")
    monkeypatch.setattr("garage.ui.single_instance.getpass.getuser", lambda: "someone-else")
    assert server_name("club.sqlite") != mine


def test_a_launch_on_another_garage_finds_nobody_and_opens_its_own_window(qtbot, tmp_path):
    instance = SingleInstance(f"garage-test-{uuid.uuid4().hex}")
    assert instance.is_listening()
    assert not hand_over(f"garage-test-{uuid.uuid4().hex}", ["a.car.json"])


def test_garbage_on_the_socket_is_ignored(qtbot):
    name = f"garage-test-{uuid.uuid4().hex}"
    instance = SingleInstance(name)
    arrived = []
    instance.filesArrived.connect(arrived.append)
    client = QLocalSocket()
    client.connectToServer(name)
    assert client.waitForConnected(3000)
    client.write(b'{"files": "not a list"}\n')
    client.flush()
    qtbot.waitUntil(lambda: client.state() == QLocalSocket.LocalSocketState.UnconnectedState, timeout=5000)
    assert arrived == []
    with qtbot.waitSignal(instance.filesArrived, timeout=5000) as signal:
        # hand_over blocks this thread, so this server cannot answer in time (and the launch
        # would open its own window); the files are still delivered.
        hand_over(name, ["x.car.json"])
    assert signal.args == [[os.path.abspath("x.car.json")]]


def test_a_socket_left_by_a_crashed_garage_is_taken_over(qtbot):
    name = f"garage-test-{uuid.uuid4().hex}"
    stale = socket.socket(socket.AF_UNIX)
    stale.bind(os.path.join(QDir.tempPath(), name))
    stale.close()  # the file stays, with nobody listening, as after a crash
    assert not hand_over(name, [])
    assert SingleInstance(name).is_listening()


def test_a_loop_of_symbolic_links_as_the_garage_still_has_a_name(tmp_path):
    loop = tmp_path / "loop.sqlite"
    loop.symlink_to(tmp_path / "other.sqlite")
    (tmp_path / "other.sqlite").symlink_to(loop)
    assert server_name(str(loop)).startswith("garage-")  # the open then says what is wrong, in one line


QUITS_AFTER_LISTENING = r"""
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from garage.ui import app
listening = app.listen
def listen(window, name):
    instance = listening(window, name)
    print(instance.is_listening(), flush=True)
    QTimer.singleShot(0, QApplication.quit)
    return instance
app.listen = listen
sys.exit(app.main(sys.argv[1:]))
"""


def test_the_socket_goes_with_the_garage_that_quits(tmp_path, db_url):
    """A Garage that quits takes its socket's file with it: one left behind made every later
    launch on that garage try it first (loading QtNetwork to find nobody) before taking it over."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "config"))
    done = subprocess.run([sys.executable, "-c", QUITS_AFTER_LISTENING, "--db", db_url], capture_output=True,
                          text=True, env=env, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["True"]
    assert not os.path.lexists(os.path.join(QDir.tempPath(), server_name(db_url)))
