"""The wheel's build hook (pyproject.toml, tool.hatch.build.targets.wheel.hooks.custom): the man
pages, the shell completions and the PNG icons are generated from the parsers and the SVG as
the wheel is built (packaging/build.py assets), and go in as data files installed under the
prefix (share/man/man1, share/bash-completion/completions, share/zsh/site-functions,
share/fish/vendor_completions.d, share/icons/hicolor), the icons also inside the package
(garage/resources/icons/hicolor) for the app and its desktop integration, and the compiled
translations (garage/resources/translations/*.qm, from the .ts files). An editable install
(a checkout's .venv) gets none of them: the checkout has the generators.

The generators import garage's parsers and draw with Qt, so a wheel's build needs garage's
runtime dependencies (dependencies() below); an editable one does not ask for them, so a
checkout's setup does not install Qt twice (once more into pip's isolated build environment)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


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
        return list(self.metadata.core.dependencies)

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

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        made = getattr(self, "_made", None)
        if made is not None:
            shutil.rmtree(made, ignore_errors=True)
