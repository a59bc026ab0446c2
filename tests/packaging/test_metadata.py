"""The desktop files in packaging/: the launcher, the AppStream metainfo and the file type
validate with the freedesktop tools without a note, and name each other consistently."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

from garage import __version__

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"
COMPONENT = "io.github.garage.garage"
METAINFO = PACKAGING / f"{COMPONENT}.metainfo.xml"
DESKTOP = PACKAGING / f"{COMPONENT}.desktop"


def tool(name: str) -> str:
    found = shutil.which(name)
    assert found, f"{name} is missing: scripts/setup --test installs it (Debian: appstream, desktop-file-utils)"
    return found


def desktop_entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def validate(metainfo: Path, desktop: Path) -> None:
    """Both tools' verdicts, failing on any note (appstreamcli's infos and pedantic notes too)."""
    checked = subprocess.run([tool("appstreamcli"), "validate", "--pedantic", "--no-net", "--no-color", str(metainfo)],
                             capture_output=True, text=True)
    notes = [line for line in checked.stdout.splitlines() if line[:3] in ("E: ", "W: ", "I: ", "P: ")]
    # "successful." with a full stop: a run with notes ends "successful: pedantic: 2".
    assert (checked.returncode, notes) == (0, []) and "Validation was successful." in checked.stdout, checked.stdout
    checked = subprocess.run([tool("desktop-file-validate"), str(desktop)], capture_output=True, text=True)
    assert (checked.returncode, checked.stdout + checked.stderr) == (0, "")


def test_the_launcher_and_the_metainfo_validate_without_notes():
    validate(METAINFO, DESKTOP)


def test_the_metainfo_names_the_launcher_the_commands_and_this_release():
    component = ET.parse(METAINFO).getroot()
    assert component.findtext("id") == COMPONENT
    assert component.find("launchable[@type='desktop-id']").text == DESKTOP.name
    assert {b.text for b in component.iter("binary")} == {"garage", "garage-cli"}
    assert component.find("releases/release").get("version") == __version__  # newest first
    assert component.find("url[@type='homepage']") is not None
    assert component.findtext("developer_name")
    assert len(component.findall("screenshots/screenshot/image")) >= 1
    entry = desktop_entry(DESKTOP)
    assert entry["Icon"] == COMPONENT and entry["Exec"] == "garage %F"
    mime = ET.parse(PACKAGING / "garage-mime.xml").getroot()
    (mime_type,) = [t.get("type") for t in mime]
    assert entry["MimeType"] == f"{mime_type};"
    assert component.findtext("provides/mediatype") == mime_type


def test_screenshots_in_the_metainfo_are_the_docs_own():
    """The metainfo points at the published copies of docs/screenshots; each must exist."""
    root = PACKAGING.parent
    for image in ET.parse(METAINFO).getroot().iter("image"):
        assert (root / image.text.split("/main/", 1)[1]).is_file(), image.text


def test_the_licence_covers_the_code_and_names_the_fonts_licences():
    text = (PACKAGING.parent / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License")
    for licence in ("DejaVu-LICENSE.txt", "DroidSansFallback-LICENSE.txt"):
        assert licence in text and (PACKAGING.parent / "resources" / "fonts" / licence).is_file()


def _declared() -> dict[str, str]:
    """pyproject.toml's runtime dependencies: normalised distribution name -> requirement."""
    import re
    import tomllib

    project = tomllib.loads((PACKAGING.parent / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    declared = {}
    for requirement in project["dependencies"]:
        name = re.match(r"[A-Za-z0-9._-]+", requirement).group(0)
        declared[re.sub(r"[-_.]+", "-", name).lower()] = requirement
    return declared


def test_the_declared_dependencies_cover_every_third_party_import():
    import ast
    import importlib.metadata
    import re
    import sys

    garage = PACKAGING.parent / "garage"
    imported: dict[str, str] = {}  # top-level module -> a file importing it
    for path in sorted(garage.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                imported.setdefault(name.partition(".")[0], str(path.relative_to(garage.parent)))
    third_party = {m: f for m, f in imported.items() if m not in sys.stdlib_module_names and m != "garage"}
    assert {"sqlmodel", "sqlalchemy", "PySide6", "reportlab", "platformdirs", "alembic"} <= third_party.keys()
    distributions = importlib.metadata.packages_distributions()
    declared = _declared()
    missing = {}
    for module, where in third_party.items():
        names = {re.sub(r"[-_.]+", "-", d).lower() for d in distributions.get(module, [module])}
        # shiboken6 is a distribution of its own that PySide6-Essentials requires at its version.
        if not names & declared.keys() and not (module == "shiboken6" and "pyside6-essentials" in declared):
            missing[module] = where
    assert missing == {}, f"imported but not declared in pyproject.toml's dependencies: {missing}"


def test_every_qt_module_imported_comes_from_a_declared_pyside6_wheel():
    """PySide6-Essentials and PySide6-Addons, not the PySide6 meta-package; each Qt module the code
    imports (PySide6.QtPdf, a phone companion's QtWebSockets...) is in one of the wheels declared,
    as their installed file lists say (the extension modules; Addons also rewrites the .pyi stubs)."""
    import ast
    import importlib.metadata
    import re

    declared = _declared()
    assert "pyside6" not in declared  # the meta-package
    assert {"pyside6-essentials", "pyside6-addons"} <= declared.keys()
    modules: dict[str, str] = {}
    for path in sorted((PACKAGING.parent / "garage").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            names = ([alias.name for alias in node.names] if isinstance(node, ast.Import)
                     else [node.module] if isinstance(node, ast.ImportFrom) and node.module else [])
            for name in names:
                if name.startswith("PySide6.Qt"):
                    modules.setdefault(name.split(".")[1], str(path.relative_to(PACKAGING.parent)))
    assert {"QtCore", "QtGui", "QtWidgets", "QtPdf", "QtPdfWidgets"} <= modules.keys()
    provided: dict[str, str] = {}
    for wheel in ("PySide6_Essentials", "PySide6_Addons"):
        for file in importlib.metadata.files(wheel) or []:
            found = re.fullmatch(r"PySide6/(Qt\w+)\.(?:abi3\.so|pyd|cpython-[^/]*\.so)", file.as_posix())
            if found:
                provided[found[1]] = wheel
    unprovided = {module: where for module, where in modules.items() if module not in provided}
    assert unprovided == {}, f"Qt modules imported that no declared PySide6 wheel holds: {unprovided}"
    needed = {provided[module].replace("_", "-").lower() for module in modules}
    assert needed == {"pyside6-essentials", "pyside6-addons"}, needed  # each declared wheel is used


def test_sqlmodel_and_sqlalchemy_lower_bounds_are_the_versions_that_work():
    declared = _declared()
    # 0.0.16-0.0.20 crash ("Field() got an unexpected keyword argument 'ondelete'").
    assert declared["sqlmodel"] == "sqlmodel>=0.0.21"
    assert declared["sqlalchemy"] == "sqlalchemy>=2.0.14"  # sqlmodel 0.0.21's own lower bound
    # Lowered as far as verified: these print the same sheets and keep the same folders.
    assert declared["reportlab"] == "reportlab>=3.6.12"
    assert declared["platformdirs"] == "platformdirs>=2.6"


def test_the_docs_install_the_distribution_by_its_own_name():
    """`garage` on PyPI is another project ("A toolkit for reproducible reinforcement learning
    research"): the distribution is garage-car-combat, and no doc tells pip to fetch `garage`."""
    import re
    import tomllib

    root = PACKAGING.parent
    project = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["name"] == "garage-car-combat"
    wrong = []
    for doc in [root / "README.md", *sorted((root / "docs").rglob("*.md")), *sorted(PACKAGING.glob("*.md"))]:
        for line in doc.read_text(encoding="utf-8").splitlines():
            if re.search(r"pip install '?garage(\[|'|\s|$)", line):
                wrong.append(f"{doc.relative_to(root)}: {line.strip()}")
    assert wrong == []
    storage = (root / "docs" / "storage.md").read_text(encoding="utf-8")
    assert "pip install 'garage-car-combat[postgres]'" in storage
