"""docs/play-log.md is the vocabulary of the log: it names every action the engine takes and
every event it emits."""

import re

from garage.rules import rulesets
from tests import ROOT

DOC = (ROOT / "docs" / "play-log.md").read_text(encoding="utf-8")
PLAY = ROOT / "garage" / "rules" / "aa2" / "play"


def _table_keys(section: str) -> set[str]:
    """The `names` in the first column of a section's table."""
    body = DOC.split(f"## {section}" if section.startswith("Lines") else f"### {section}", 1)[1]
    body = re.split(r"\n#{2,3} ", body, maxsplit=1)[0]
    return set(re.findall(r"^\| `([a-z_-]+)` \|", body, flags=re.M))


def emitted_events() -> set[str]:
    source = "\n".join(path.read_text(encoding="utf-8") for path in PLAY.glob("*.py"))
    return set(re.findall(r'event\("([a-z-]+)"', source)) | set(re.findall(r'"event": "([a-z-]+)"', source))


def test_every_action_is_documented():
    actions = set(rulesets.get("aa2").actions)
    assert len(actions) > 20
    assert actions == _table_keys("Lines 2...: actions")


def test_every_event_the_engine_emits_is_documented():
    events = emitted_events()
    assert len(events) > 40 and {"threshold", "random-car", "ambush-sides"} <= events
    assert events == _table_keys("Events")
