"""packaging/windows/garage.iss, the Inno Setup script, read as Inno Setup reads it (sections of
`Key: value; ...` entries): it packs the bundle's folder, puts Garage in the Start menu, registers
the vehicle file type with an Open verb that hands the file to garage.exe, and undoes it all on
uninstall. Compiled where Inno Setup is installed (the Windows CI job); not on this machine."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from tests import ROOT
from tests.packaging import load_script

ISS = ROOT / "packaging" / "windows" / "garage.iss"


def sections() -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    current = None
    for line in ISS.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line or line.startswith((";", "#")):
            continue
        if re.fullmatch(r"\[\w+\]", line):
            current = found.setdefault(line[1:-1], [])
        elif current is not None:
            current.append(line)
    return found


def entries(section: str) -> list[dict[str, str]]:
    """`Name: "x"; Filename: "y"; Flags: a b` lines as dictionaries (quotes taken off), with the
    script's own constants (`#define ProgId "..."`, not the ones build.py passes) put in."""
    defines = dict(re.findall(r'^#define (\w+) "([^"]*)"$', ISS.read_text(encoding="utf-8"), re.M))
    parsed = []
    for line in sections()[section]:
        for name, value in defines.items():
            line = line.replace("{#" + name + "}", value)
        fields = re.findall(r'(\w+):\s*("(?:[^"]|"")*"|[^;]*)', line)
        parsed.append({key: value.strip().removeprefix('"').removesuffix('"').replace('""', '"')
                       for key, value in fields})
    return parsed


def setup() -> dict[str, str]:
    return dict(line.split("=", 1) for line in sections()["Setup"])


def test_the_installer_packs_the_bundle_folder_and_can_uninstall_it():
    (files,) = entries("Files")
    assert files["Source"] == r"{#Source}\*" and "recursesubdirs" in files["Flags"]
    options = setup()
    assert options["UninstallDisplayIcon"] == r"{app}\garage.exe"
    assert options["SetupIconFile"] == r"{#Assets}\garage.ico"  # build.py assets draws it
    assert options["ChangesAssociations"] == "yes"
    assert options["AppId"].startswith("{{")  # a GUID, escaped: the same app on every upgrade


def test_garage_is_in_the_start_menu():
    icons = entries("Icons")
    assert {"Name": r"{autoprograms}\Garage", "Filename": r"{app}\garage.exe"}.items() <= icons[0].items()


def test_the_vehicle_file_type_opens_in_garage_and_goes_with_the_uninstall():
    registry = entries("Registry")
    keys = {entry["Subkey"]: entry for entry in registry}
    prog = r"Software\Classes\Garage.Vehicle"
    assert "uninsdeletekey" in keys[prog]["Flags"]
    assert keys[prog + r"\shell\open\command"]["ValueData"] == r'"{app}\garage.exe" "%1"'
    assert keys[prog + r"\DefaultIcon"]["ValueData"] == r"{app}\garage.exe,0"
    progids = keys[r"Software\Classes\.json\OpenWithProgids"]
    assert progids["ValueName"] == "Garage.Vehicle" and progids["Flags"] == "uninsdeletevalue"
    assert all(entry["Root"] == "HKA" for entry in registry)  # per user, or for all when run as admin


def test_build_py_finds_what_the_bundle_built_on_each_platform(tmp_path):
    build = load_script("build")
    assert build.executables(tmp_path, "win32") == (tmp_path / "garage" / "garage.exe",
                                                    tmp_path / "garage" / "garage-cli.exe")
    assert build.executables(tmp_path, "darwin")[0] == tmp_path / "Garage.app" / "Contents" / "MacOS" / "garage"
    assert build.executables(tmp_path, "linux")[1] == tmp_path / "garage" / "garage-cli"


@pytest.mark.skipif(not shutil.which("iscc"), reason="Inno Setup is not installed (the Windows CI job compiles it)")
def test_inno_setup_compiles_the_script(tmp_path, qapp):
    load_script("icons").write(tmp_path / "assets")
    source = tmp_path / "garage"
    source.mkdir()
    for name in ("garage.exe", "garage-cli.exe", "LICENSE"):
        (source / name).write_bytes(b"x")
    done = subprocess.run(["iscc", f"/DSource={source}", f"/DOutputDir={tmp_path}",
                           f"/DAssets={tmp_path / 'assets'}", str(ISS)], capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
