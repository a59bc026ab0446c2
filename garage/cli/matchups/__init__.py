"""A rule set's matchup for `garage-cli matchup A B`, registered under its key by the module
garage/cli/matchups/<key>.py: the options it adds to the command and how it answers. A rule set
without one has no matchup."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from garage.rules import rulesets


@dataclass(frozen=True, slots=True)
class Matchup:
    add_arguments: Callable[[argparse.ArgumentParser], None]
    run: Callable[[argparse.Namespace, Any, Any], int]  # (args, design A, design B) -> exit code


_MATCHUPS: rulesets.ByRuleSet[Matchup] = rulesets.ByRuleSet(__name__)
register, unregister, matchup = _MATCHUPS.register, _MATCHUPS.unregister, _MATCHUPS.get
