"""Tests of packaging/: its build scripts are files, not a package (`packaging` is also the name
of a library the build tools import), so load_script() loads one by its file name."""

from __future__ import annotations

import importlib.util
import sys
from types import ModuleType

from tests import ROOT


def load_script(name: str) -> ModuleType:
    """packaging/NAME.py as a module (once; its dataclasses need it in sys.modules)."""
    key = f"garage_packaging_{name}"
    if key not in sys.modules:
        spec = importlib.util.spec_from_file_location(key, ROOT / "packaging" / f"{name}.py")
        assert spec and spec.loader
        module = importlib.util.module_from_spec(spec)
        sys.modules[key] = module
        spec.loader.exec_module(module)
    return sys.modules[key]
