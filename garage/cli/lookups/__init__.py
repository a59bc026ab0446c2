"""A rule set's questions for `garage-cli rules`, registered under its key by the module
garage/cli/lookups/<key>.py (imported the first time `garage-cli` builds its commands): a function
that adds its subcommands to the `rules` command's subparsers. A rule set without one adds none."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from garage.rules import rulesets

if TYPE_CHECKING:
    from garage.cli.common import Subcommands

AddQuestions = Callable[["Subcommands"], None]

_QUESTIONS: rulesets.ByRuleSet[AddQuestions] = rulesets.ByRuleSet(__name__)
register, unregister, questions = _QUESTIONS.register, _QUESTIONS.unregister, _QUESTIONS.get
