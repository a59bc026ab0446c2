"""The German scenarios' common fixture: the app speaking German, as on a German desktop."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from garage.ui import translations


@pytest.fixture
def german(qapp, monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))  # where the .ts is compiled
    installed = translations.install(qapp, QLocale("de_DE"))
    assert installed, "no German catalogue"
    yield
    for translator in installed:
        qapp.removeTranslator(translator)
