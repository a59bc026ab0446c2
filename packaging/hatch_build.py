"""The wheel's build hook (pyproject.toml, tool.hatch.build.targets.wheel.hooks.custom): the man
pages, the shell completions and the PNG icons are generated from the parsers and the SVG as
the wheel is built (packaging/build.py assets), and go in as data files installed under the
prefix (share/man/man1, share/bash-completion/completions, share/zsh/site-functions,
share/fish/vendor_completions.d, share/icons/hicolor), the icons also inside the package
(garage/resources/icons/hicolor) for the app and its desktop integration, and the compiled
translations (garage/resources/translations/*.qm, from the .ts files). An editable install
(a checkout's .venv) gets none of them: the checkout has the generators.

It also compiles the rules engine's hot path to C with mypyc (packaging/compile_core.py, the
build scripts/build-core runs in a checkout) into a folder of its own, and the wheel carries the
.so files and the stamp garage/_core.json beside the sources: a platform wheel
(cp3XX-cp3XX-<platform>). Without mypyc, a C compiler or Python's headers, or when the build
fails, it says so in one line and the wheel is pure Python (py3-none-any), as it runs the same.
GARAGE_COMPILE_CORE=0 builds it pure without asking for mypy; =1 makes a failed compile fail
the build (a release's platform wheels). An editable install compiles nothing (scripts/build-core).

The generators import garage's parsers and draw with Qt, so a wheel's build needs garage's
runtime dependencies (dependencies() below); an editable one does not ask for them, so a
checkout's setup does not install Qt twice (once more into pip's isolated build environment).
A wheel's build asks for mypy and setuptools too (mypyc's compiler and what it builds with),
unless GARAGE_COMPILE_CORE=0: packaging/README.md says why."""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

COMPILE = "GARAGE_COMPILE_CORE"  # "0": pure, mypy not asked for; "1": compiled or the build fails; else when it can
COMPILER = ["mypy>=1.10", "setuptools>=65"]  # as the test extra's (pyproject.toml)


class CustomBuildHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def dependencies(self) -> list[str]:
        # Hatchling asks the hook for its dependencies without saying for which build: an
        # editable one is asked through get_requires_for_build_editable (PEP 660).
        frame = sys._getframe()
        while frame is not None:
            if frame.f_code.co_name == "get_requires_for_build_editable":
                return []
            frame = frame.f_back
        return list(self.metadata.core.dependencies) + (COMPILER if os.environ.get(COMPILE) != "0" else [])

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel" or version == "editable":
            return
        self._made = Path(tempfile.mkdtemp(prefix="garage-assets-"))
        root = Path(self.root)
        done = subprocess.run([sys.executable, str(root / "packaging" / "build.py"), "assets", str(self._made)],
                              cwd=root, capture_output=True, text=True, timeout=900)
        if done.returncode != 0:
            raise RuntimeError(f"packaging/build.py assets failed:\n{done.stdout}\n{done.stderr}")
        manifest = json.loads((self._made / "manifest.json").read_text(encoding="utf-8"))
        for relative, installed in manifest.items():
            source = str(self._made / relative)
            build_data["shared_data"][source] = installed
            if relative.startswith("hicolor/"):
                build_data["force_include"][source] = f"garage/resources/icons/{relative}"
        for compiled in sorted((self._made / "translations").glob("*.qm")):
            build_data["force_include"][str(compiled)] = f"garage/resources/translations/{compiled.name}"
        self._compile_core(root, build_data)

    def _compile_core(self, root: Path, build_data: dict[str, Any]) -> None:
        """The compiled rules engine into the wheel, or one line saying why it is pure."""
        if os.environ.get(COMPILE) == "0":
            self.app.display_info(f"garage: the rules engine stays pure Python ({COMPILE}=0)")
            return
        spec = importlib.util.spec_from_file_location("garage_compile_core", root / "packaging" / "compile_core.py")
        assert spec is not None and spec.loader is not None
        core = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(core)
        work = self._made / "core"
        failed = core.missing() or core.build(root, work, inplace=False)
        if failed:
            if os.environ.get(COMPILE) == "1":
                raise RuntimeError(f"garage: the rules engine was not compiled ({COMPILE}=1): {failed}")
            self.app.display_warning(f"garage: the rules engine is not compiled ({failed}): the wheel is pure Python")
            return
        package = work / "lib" / "garage"
        for path in sorted(package.rglob("*")):
            if path.is_file():
                build_data["force_include"][str(path)] = f"garage/{path.relative_to(package).as_posix()}"
        build_data["pure_python"] = False  # Root-Is-Purelib: false
        build_data["infer_tag"] = True  # this interpreter's tag and platform: cp311-cp311-linux_x86_64
        self.app.display_info("garage: the rules engine compiled to C with mypyc")

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        made = getattr(self, "_made", None)
        if made is not None:
            shutil.rmtree(made, ignore_errors=True)
