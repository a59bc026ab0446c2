"""packaging/garage.spec as PyInstaller runs it on each platform, with PyInstaller's build
steps recorded instead of run (this machine can build only the Linux bundle, which
test_bundle.py does): on Windows garage.exe gets the .ico and the CLI a console; on macOS the
folder becomes Garage.app with the Info.plist's .car.json document type and the .icns."""

from __future__ import annotations

import plistlib
import sys
from pathlib import Path
from types import ModuleType, SimpleNamespace

import pytest

from garage import __version__
from tests import ROOT

SPEC = ROOT / "packaging" / "garage.spec"


SITE = "/venv/lib/python3.11/site-packages/"
QT = SITE + "PySide6/Qt/"
# What PyInstaller's analysis of the app finds on a build host with GTK: Qt's libraries and
# plugins (from site-packages), and the system libraries they need, copied from /usr/lib.
BINARIES = [("PySide6/Qt/lib/libQt6Core.so.6", QT + "lib/libQt6Core.so.6", "BINARY"),
            ("PySide6/Qt/lib/libQt6Quick.so.6", QT + "lib/libQt6Quick.so.6", "BINARY"),
            ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", QT + "plugins/platformthemes/libqgtk3.so", "BINARY"),
            ("libglib-2.0.so.0", "/usr/lib/x86_64-linux-gnu/libglib-2.0.so.0", "BINARY"),
            ("libgtk-3.so.0", "/usr/lib/x86_64-linux-gnu/libgtk-3.so.0", "BINARY"),
            ("libpango-1.0.so.0", "/usr/lib/x86_64-linux-gnu/libpango-1.0.so.0", "BINARY")]
NEEDED = {QT + "lib/libQt6Core.so.6": ["libglib-2.0.so.0", "libc.so.6"],
          QT + "plugins/platformthemes/libqgtk3.so": ["libgtk-3.so.0", "libglib-2.0.so.0"],
          "/usr/lib/x86_64-linux-gnu/libgtk-3.so.0": ["libpango-1.0.so.0", "libglib-2.0.so.0"],
          "/usr/lib/x86_64-linux-gnu/libpango-1.0.so.0": ["libglib-2.0.so.0"]}


def run_spec(monkeypatch, platform: str, assets: Path | None) -> dict[str, list]:
    calls: dict[str, list] = {}

    def step(name):
        def record(*args, **kwargs):
            calls.setdefault(name, []).append(SimpleNamespace(args=args, kwargs=kwargs))
            return SimpleNamespace(pure=[], scripts=[], binaries=list(BINARIES), datas=[], name=kwargs.get("name"))
        return record

    hooks = ModuleType("PyInstaller.utils.hooks")
    hooks.collect_data_files = lambda *args, **kwargs: []
    hooks.collect_submodules = lambda *args, **kwargs: []
    bindepend = ModuleType("PyInstaller.depend.bindepend")
    bindepend.get_imports = lambda path: {(name, None) for name in NEEDED.get(path, [])}
    for name, module in (("PyInstaller", ModuleType("PyInstaller")), ("PyInstaller.utils", ModuleType("utils")),
                         ("PyInstaller.utils.hooks", hooks), ("PyInstaller.depend", ModuleType("depend")),
                         ("PyInstaller.depend.bindepend", bindepend)):
        monkeypatch.setitem(sys.modules, name, module)
    monkeypatch.setattr(sys, "platform", platform)
    if assets is None:
        monkeypatch.delenv("GARAGE_ASSETS", raising=False)
    else:
        monkeypatch.setenv("GARAGE_ASSETS", str(assets))
    namespace = {name: step(name) for name in ("Analysis", "EXE", "PYZ", "COLLECT", "BUNDLE")}
    namespace.update(SPECPATH=str(SPEC.parent), __file__=str(SPEC))
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), namespace)
    return calls


@pytest.fixture
def assets(tmp_path) -> Path:
    for name in ("garage.ico", "garage.icns"):
        (tmp_path / name).write_bytes(b"icon")
    return tmp_path


def executables(calls) -> dict[str, dict]:
    return {call.kwargs["name"]: call.kwargs for call in calls["EXE"]}


def test_windows_gets_garage_exe_with_its_icon_and_a_console_cli(monkeypatch, assets):
    calls = run_spec(monkeypatch, "win32", assets)
    exes = executables(calls)
    assert exes["garage"]["icon"] == str(assets / "garage.ico") and exes["garage"]["console"] is False
    assert exes["garage-cli"]["console"] is True
    assert "BUNDLE" not in calls
    (collect,) = calls["COLLECT"]
    assert collect.kwargs["name"] == "garage"  # dist/garage/, the folder the installer packs


def test_macos_gets_garage_app_with_the_vehicle_document_type(monkeypatch, assets):
    calls = run_spec(monkeypatch, "darwin", assets)
    (bundle,) = calls["BUNDLE"]
    assert bundle.kwargs["name"] == "Garage.app" and bundle.kwargs["icon"] == str(assets / "garage.icns")
    assert bundle.kwargs["bundle_identifier"] == "io.github.garage.garage"
    info = bundle.kwargs["info_plist"]
    assert info["CFBundleShortVersionString"] == __version__
    (owned,) = [t for t in info["CFBundleDocumentTypes"] if t["LSHandlerRank"] == "Owner"]
    (vehicle,) = info["UTExportedTypeDeclarations"]
    assert owned["LSItemContentTypes"] == [vehicle["UTTypeIdentifier"]]
    assert vehicle["UTTypeTagSpecification"]["public.filename-extension"] == ["car.json"]
    assert "public.json" in vehicle["UTTypeConformsTo"]
    # The same MIME type as the freedesktop file type.
    mime = (ROOT / "packaging" / "garage-mime.xml").read_text(encoding="utf-8")
    (kind,) = vehicle["UTTypeTagSpecification"]["public.mime-type"]
    assert f'type="{kind}"' in mime


def test_linux_needs_no_drawn_icon_and_makes_no_app_bundle(monkeypatch):
    calls = run_spec(monkeypatch, "linux", None)
    assert executables(calls)["garage"]["icon"] is None and "BUNDLE" not in calls


def test_the_linux_app_leaves_out_the_gtk_theme_and_the_libraries_only_it_needed(monkeypatch):
    """The bundle is the same whether or not the build host has GTK: Qt's GTK 3 theme plugin
    goes, and with it the system libraries nothing else needs (GTK, pango), not those that Qt
    itself still needs (glib); Qt Quick goes as before."""
    (collect,) = run_spec(monkeypatch, "linux", None)["COLLECT"]
    app_binaries = collect.args[2]
    assert [Path(entry[0]).name for entry in app_binaries] == ["libQt6Core.so.6", "libglib-2.0.so.0"]


@pytest.mark.parametrize("platform", ["win32", "darwin"])
def test_a_windows_or_macos_build_without_the_icons_says_how_to_build(monkeypatch, platform):
    with pytest.raises(SystemExit, match=r"packaging/build\.py bundle"):
        run_spec(monkeypatch, platform, None)


def test_the_info_plist_is_a_valid_property_list():
    info = plistlib.loads((ROOT / "packaging" / "macos" / "Info.plist").read_bytes())
    assert info["CFBundlePackageType"] == "APPL" and info["NSHighResolutionCapable"] is True


@pytest.mark.parametrize("has_compiled", [True, False])
def test_the_compiled_engines_shared_library_is_asked_for_only_when_installed(monkeypatch, has_compiled):
    """The compiled modules import garage._core__mypyc from C, where PyInstaller cannot see it."""
    from garage import compiled

    monkeypatch.setattr(compiled, "compiled_files", lambda: [Path("engine.so")] if has_compiled else [])
    for analysis in run_spec(monkeypatch, "linux", None)["Analysis"]:
        assert ("garage._core__mypyc" in analysis.kwargs["hiddenimports"]) is has_compiled
