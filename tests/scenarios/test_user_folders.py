"""Every folder Garage writes to is the platform's own, from platformdirs or Qt's QSettings /
QStandardPaths, never one made up from the home folder: on Windows under %LOCALAPPDATA% and
%APPDATA%, on macOS under ~/Library, on Linux under the XDG folders. platformdirs picks its
platform when imported, so each case imports it afresh with sys.platform patched (its Windows
side reads the folders from the environment when there is no Windows API to ask)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from garage import logfile
from garage.storage import backups, quick_list
from garage.ui.play.engine_adapter import games_folder
from tests import ROOT


@pytest.fixture
def fresh_platformdirs(monkeypatch):
    """platformdirs imported again on first use, and put back as it was afterwards."""
    saved = {name: module for name, module in sys.modules.items() if name.split(".")[0] == "platformdirs"}
    for name in saved:
        monkeypatch.delitem(sys.modules, name)
    yield
    for name in [name for name in sys.modules if name.split(".")[0] == "platformdirs"]:
        del sys.modules[name]
    sys.modules.update(saved)


def folders_written() -> dict[str, Path]:
    """Each place Garage writes without being told where (a sheet or an export goes where the
    player says; a garage's backups go beside it). Garage's modules are imported already: only
    platformdirs is imported under the patched platform."""
    garage = quick_list.default_file()
    return {"the default garage": garage, "its backups": backups.folder_for(garage),
            "saved games": games_folder(), "the log": logfile.log_path()}


@pytest.mark.parametrize("platform", ["win32", "darwin", "linux"])
def test_every_folder_garage_writes_to_is_the_platforms_own(monkeypatch, tmp_path, fresh_platformdirs, platform):
    home = tmp_path / "home"
    local, roaming = home / "AppData" / "Local", home / "AppData" / "Roaming"
    for name, value in (("HOME", home), ("USERPROFILE", home), ("LOCALAPPDATA", local), ("APPDATA", roaming),
                        ("XDG_DATA_HOME", home / "xdg-data"), ("XDG_STATE_HOME", home / "xdg-state")):
        monkeypatch.setenv(name, str(value))
    if platform != "linux":  # newer platformdirs honour XDG_* everywhere; a Windows or Mac user has none
        for name in [name for name in os.environ if name.startswith("XDG_")]:
            monkeypatch.delenv(name)
    monkeypatch.setattr(sys, "platform", platform)
    import platformdirs

    if platform == "win32" and hasattr(platformdirs.windows, "_RESOLVE_WIN_FOLDER"):
        # Newer platformdirs ask Windows by ctypes whenever ctypes imports: here, the environment.
        windows = platformdirs.windows
        monkeypatch.setattr(windows, "_RESOLVE_WIN_FOLDER", windows.get_win_folder_from_env_vars)
    found = folders_written()
    under = {"win32": {"the default garage": local / "garage", "its backups": local / "garage",
                       "saved games": local / "garage", "the log": local / "garage" / "Logs"},
             "darwin": {"the default garage": home / "Library" / "Application Support" / "garage",
                        "its backups": home / "Library" / "Application Support" / "garage",
                        "saved games": home / "Library" / "Application Support" / "garage",
                        "the log": home / "Library" / "Logs" / "garage"},
             "linux": {"the default garage": home / "xdg-data" / "garage", "its backups": home / "xdg-data" / "garage",
                       "saved games": home / "xdg-data" / "garage", "the log": home / "xdg-state" / "garage"}}[platform]
    for what, path in found.items():
        assert Path(os.path.normpath(path)).is_relative_to(under[what]), (what, path)


def test_the_settings_file_is_where_qt_keeps_this_platforms_settings(tmp_path):
    # In a child process on the real platform: Qt decides by the platform it was built for.
    home = tmp_path / "home"
    env = dict(os.environ, HOME=str(home), USERPROFILE=str(home), APPDATA=str(home / "roaming"),
               XDG_CONFIG_HOME=str(home / "config"), QT_QPA_PLATFORM="offscreen")
    # Windows: the roaming AppData folder (Qt asks Windows for it, whatever %APPDATA% says), the
    # parent of Qt's AppDataLocation (Roaming/ORGANISATION/APPLICATION); elsewhere Qt's config folder.
    code = ("import sys; from pathlib import Path; from PySide6.QtCore import QCoreApplication, QStandardPaths as P;"
            " from garage.ui.settings import settings; L = P.StandardLocation;"
            " QCoreApplication.setOrganizationName('Garage'); QCoreApplication.setApplicationName('Garage');"
            " place = Path(P.writableLocation(L.AppDataLocation)).parent.parent if sys.platform == 'win32' else"
            " P.writableLocation(L.GenericConfigLocation); print(settings().fileName()); print(place)")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    file, place = done.stdout.split("\n")[:2]
    assert Path(file).is_relative_to(Path(place)), (file, place)
    if sys.platform != "win32":
        assert Path(place).is_relative_to(home), place
    assert Path(file).name == "Garage.ini"
