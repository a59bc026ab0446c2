"""The play screen's form of an action (garage/ui/play/action_form.py) asks what the engine
parses: built from the same ActionSpecs, every value it offers for every field of every
action of every rule set is one the engine's parser accepts."""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest
from PySide6.QtWidgets import QComboBox

from garage.rules.play.errors import IllegalAction
from garage.ui.play.action_form import ActionForm
from garage.ui.play.engine_adapter import Match

ROOT = Path(__file__).resolve().parents[3]
LOGS = sorted((ROOT / "resources" / "examples").rglob("*.jsonl"))


@pytest.mark.parametrize("path", LOGS, ids=lambda p: p.name)
def test_every_value_the_form_offers_is_one_the_engine_parses(qtbot, path):
    match = Match.replay_text(path.read_text(encoding="utf-8").splitlines()[0] + "\n", str(path))  # cars in play
    status = match.status()
    for spec in match.action_specs():
        form = ActionForm(spec)
        qtbot.addWidget(form)
        form.refresh(match, status, reset=True)
        try:
            parsed = parse(match, form, spec.name)
        except Unchosen:  # a field with nothing to choose yet (no template on the table)
            continue
        assert parsed.name == spec.name
        for name, widget in form.widgets.items():
            if not isinstance(widget, QComboBox):
                continue
            for index in range(widget.count()):
                # as a player's choice does, without the form's `changed` signal: PySide6 6.12's
                # Signal.emit() from Python drops a reference to True at every call
                widget.blockSignals(True)
                widget.setCurrentIndex(index)
                widget.blockSignals(False)
                if form.kinds[name].kind == "car":
                    form.refresh(match, status, fresh_car=True)
                with contextlib.suppress(Unchosen):  # another car, with nothing of its own (no dropped system)
                    parse(match, form, spec.name)


class Unchosen(Exception):
    pass


def parse(match: Match, form: ActionForm, name: str):
    """The form's action as the engine parses it; Unchosen when the one refusal is a field
    whose list is empty (the form has no value to give it), any other refusal fails."""
    empty = {key for key, widget in form.widgets.items() if isinstance(widget, QComboBox) and not widget.count()}
    try:
        return match.rules.parse_action(form.action())
    except IllegalAction as exc:
        assert any(str(exc) == f"{key}: is missing ('{name}' needs it)" for key in empty), str(exc)
        raise Unchosen from None


@pytest.mark.parametrize("path", [p for p in LOGS if p.name in ("short-battle.jsonl", "crash-tables.jsonl",
                                                                "short-deathmatch.jsonl")], ids=lambda p: p.name)
def test_no_forms_help_speaks_of_indices(qtbot, path):
    """Issue 22: the attack form said "indices into the design's weapons"; a form's words are the table's."""
    from PySide6.QtWidgets import QLabel

    match = Match.replay_text(path.read_text(encoding="utf-8").splitlines()[0] + "\n", str(path))
    for spec in match.action_specs():
        form = ActionForm(spec)
        qtbot.addWidget(form)
        words = form.findChildren(QLabel)[0].text()
        assert "index" not in words and "indices" not in words, (spec.name, words)
