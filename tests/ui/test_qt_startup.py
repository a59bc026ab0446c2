"""PySide's import hook reads less of each module (garage.ui.qt_startup), with the same answers."""

import inspect
import sys
import types

import pytest

import garage.ui  # noqa: F401 -- what puts the quicker check in place
from garage.ui import qt_startup

feature = sys.modules.get("shibokensupport.feature")
pytestmark = pytest.mark.skipif(getattr(feature, "_mod_uses_pyside", None) is None,
                                reason="this PySide has no per-module feature check to make quicker")


def pysides_own(module: types.ModuleType) -> bool:
    """shibokensupport.feature._mod_uses_pyside as PySide6 writes it."""
    try:
        return "PySide6" in inspect.getsource(module)
    except (TypeError, OSError, SyntaxError):
        return False


def test_importing_the_app_puts_the_quicker_check_in_place_once():
    check = feature._mod_uses_pyside
    assert getattr(check, qt_startup._MARK, False)
    qt_startup.read_less()
    assert feature._mod_uses_pyside is check  # not wrapped again


def test_every_module_of_the_app_gets_the_answer_pysides_own_check_gives():
    import json
    import pathlib
    import sqlite3

    import PySide6.QtCore

    from garage.ui import app, main_window  # noqa: F401 -- modules that use PySide among them

    # Garage's own modules (what the app imports after PySide), beside the standard library's, a
    # package's, an extension's and a builtin's: the others a test run has loaded are not the app's
    modules = [m for name, m in list(sys.modules.items()) if name.startswith("garage.")]
    modules += [json, pathlib, sqlite3, PySide6, PySide6.QtCore, sys]
    answers = {m.__name__: feature._mod_uses_pyside(m) for m in modules}
    assert answers == {m.__name__: pysides_own(m) for m in modules}
    assert answers["garage.ui.app"] and not answers["garage.rules.phrase"] and not answers["sys"]


def test_a_module_whose_file_cannot_be_read_is_left_to_pysides_own_check(tmp_path):
    uses = tmp_path / "uses.py"
    uses.write_text('"""Drawn with PySide6."""\n', encoding="utf-8")
    gone = types.ModuleType("gone")
    gone.__file__ = str(tmp_path / "gone.py")  # no such file
    made = types.ModuleType("uses")
    made.__file__ = str(uses)
    assert feature._mod_uses_pyside(made) is True
    assert feature._mod_uses_pyside(gone) is False
