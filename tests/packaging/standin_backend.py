"""A PEP 517/660 build backend in a few lines, for tests/packaging/test_setup.py's stand-in
checkout (copied there as backend.py): a wheel of standin/ (or, editable, a .pth naming the
checkout) whose requirements are the `dependencies` of its pyproject.toml. It needs nothing
installed, so pip builds it with no index."""

import pathlib
import re
import zipfile


def _wheel(directory, files):
    listed = re.search(r"dependencies = \[(.*)\]", pathlib.Path("pyproject.toml").read_text())
    deps = re.findall(r'"([^"]+)"', listed[1] if listed else "")
    name = "standin-1-py3-none-any.whl"
    info = "standin-1.dist-info/"
    files = dict(files)
    files[info + "METADATA"] = "Metadata-Version: 2.1\nName: standin\nVersion: 1\n" + "".join(
        f"Requires-Dist: {dep}\n" for dep in deps)
    files[info + "WHEEL"] = "Wheel-Version: 1.0\nGenerator: standin\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    files[info + "RECORD"] = "".join(f"{path},,\n" for path in [*files, info + "RECORD"])
    with zipfile.ZipFile(pathlib.Path(directory) / name, "w") as wheel:
        for path, text in files.items():
            wheel.writestr(path, text)
    return name


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    return _wheel(wheel_directory, {"standin/__init__.py": ""})


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    return _wheel(wheel_directory, {"standin.pth": f"{pathlib.Path.cwd()}\n"})
