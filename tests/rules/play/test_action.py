"""One action type (garage/rules/play/action.py): an action is parsed once, from its rule set's
`ActionSpec`s, the same specs the play screen builds its form from. So every field a spec lists
is accepted with a value of its kind, a field it does not list is refused, and a bad value is
refused once, in one line that names the field."""

from __future__ import annotations

import importlib.util
import sys
from typing import Any

import pytest

from garage import compiled
from garage.rules import rulesets
from garage.rules.play import action as parser
from garage.rules.play.action import Action
from garage.rules.play.errors import IllegalAction
from tests.rules.toy_ruleset import TOY

BUILT_IN = ("aa2", "battle_cars", "car_wars")
IDS = ("car", "other", "target", "defence", "template", "component")


@pytest.fixture(params=(*BUILT_IN, "toy"))
def rules(request):
    if request.param != "toy":
        yield rulesets.get(request.param)
        return
    rulesets.register(TOY)
    yield TOY
    rulesets.unregister(TOY.key)


def good(field: rulesets.Field) -> Any:
    """A value of the field's kind, as the play screen's form gives it."""
    if field.kind in IDS:
        return "x"
    if field.kind == "bool":
        return True
    if field.kind == "system":
        return 0
    if field.kind == "int":
        low = field.minimum if field.minimum is not None else 0
        return low + 1 if field.maximum is None or low + 1 <= field.maximum else low
    if field.kind == "number":
        return 2.5
    if field.kind == "weapons":
        return [0, 1]
    return next(value for value, _ in field.choices if value != "")


def bad(field: rulesets.Field) -> Any:
    """A value no field of its kind takes."""
    if field.kind in IDS:
        return 7
    if field.kind == "bool":
        return "yes"
    if field.kind == "weapons":
        return [True]
    if field.kind == "choice":
        return "no such choice"
    return "3"


def parse(rules: rulesets.RuleSet, data: dict[str, Any]) -> Any:
    return rules.parse_action(data)


def test_every_field_a_spec_lists_is_accepted_with_a_value_of_its_kind(rules):
    for spec in rules.action_specs():
        data = {"action": spec.name, **{f.name: good(f) for f in spec.fields}}
        parsed = parse(rules, data)
        assert isinstance(parsed, Action) and parsed.name == spec.name, spec.name
        assert set(parsed.values) == {f.name for f in spec.fields}, spec.name
        least = {"action": spec.name, **{f.name: good(f) for f in spec.fields if f.required}}
        assert set(parse(rules, least).values) == {f.name for f in spec.fields if f.required}, spec.name


def test_a_field_the_spec_does_not_list_is_refused_naming_it(rules):
    for spec in rules.action_specs():
        data = {"action": spec.name, **{f.name: good(f) for f in spec.fields}, "zz_typo": 1}
        with pytest.raises(IllegalAction) as refused:
            parse(rules, data)
        assert str(refused.value).startswith(f"zz_typo: unknown field of '{spec.name}'"), spec.name


def source_module(monkeypatch: pytest.MonkeyPatch) -> Any:
    """action.py run from its source, whichever build the rules engine runs: compiled
    (garage/compiled.py), the module's calls of its own functions cannot be watched by replacing
    one of them."""
    spec = importlib.util.spec_from_file_location("action_source", compiled.source(parser.__name__))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, spec.name, module)  # where its dataclasses look themselves up
    spec.loader.exec_module(module)
    return module


def test_a_bad_value_is_refused_once_in_one_line_naming_the_field(rules, monkeypatch):
    checks: list[str] = []
    source = source_module(monkeypatch)
    value_of = source._value
    monkeypatch.setattr(source, "_value", lambda field, value: checks.append(field.name) or value_of(field, value))
    parse_one = source.parser(rules.action_specs())
    for spec in rules.action_specs():
        for field in spec.fields:
            data = {"action": spec.name, **{f.name: good(f) for f in spec.fields}, field.name: bad(field)}
            checks.clear()
            with pytest.raises(IllegalAction) as refused:
                parse_one(data)
            message = str(refused.value)
            assert message.startswith(f"{field.name}: must be ") and "\n" not in message, (spec.name, message)
            assert checks.count(field.name) == 1, (spec.name, field.name)
            with pytest.raises(IllegalAction) as the_rules:
                parse(rules, data)  # the rule set's own parser (compiled, where it is) says the same
            assert str(the_rules.value) == message
            if field.required:
                del data[field.name]
                with pytest.raises(IllegalAction, match=f"^{field.name}: is missing"):
                    parse_one(data)
    with pytest.raises(IllegalAction, match=r"^action: must be one of .*, not \"fly\""):
        parse_one({"action": "fly"})
    with pytest.raises(IllegalAction, match="a JSON object"):
        parse_one(["action"])


def test_values_are_typed_by_their_kind():
    aa2 = rulesets.get("aa2")
    attack = aa2.parse_action({"action": "attack", "car": "a", "target": "b", "weapons": [0, 2], "range": 6,
                               "arc": "front", "at": None, "inputs": []})
    assert attack.values == {"car": "a", "target": "b", "weapons": (0, 2), "range": 6, "arc": "front"}
    assert "at" not in attack and attack.get("rear60", False) is False  # null: not given, as left out
    with pytest.raises(IllegalAction, match=r'^head_on: must be false or true, not 1$'):
        aa2.parse_action({"action": "collide", "car": "a", "other": "b", "head_on": 1})  # 1 is no true
    with pytest.raises(IllegalAction, match=r"^speed: must be a whole number, not true$"):
        aa2.parse_action({"action": "plot", "car": "a", "speed": True})
    with pytest.raises(IllegalAction, match=r"^nitro: must be a whole number of at most 2, not 3$"):
        aa2.parse_action({"action": "plot", "car": "a", "speed": 6, "nitro": 3})
    crash = rulesets.get("car_wars").parse_action({"action": "lose_control", "car": "a", "table": 2})
    assert (crash.text("car"), crash.whole("table"), crash.whole("modifier")) == ("a", 2, 0)
    with pytest.raises(IllegalAction, match=r"^modifier: must be a whole number from -50 to 50, not 51$"):
        rulesets.get("car_wars").parse_action({"action": "lose_control", "car": "a", "table": 1, "modifier": 51})
    with pytest.raises(TypeError):
        crash.whole("car")
